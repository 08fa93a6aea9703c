//! `rmlir-opt`: an mlir-opt compatible driver.

use std::process::ExitCode;

fn main() -> ExitCode {
    if rmlir_opt::opt_main(rmlir_opt::OptTool::default()) {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}
