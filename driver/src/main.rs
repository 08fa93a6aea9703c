//! `rmlir-opt`: an mlir-opt compatible driver. `RMLIR_LOG` switches on
//! `tracing` output on stderr (see `log`).

mod alloc;
mod log;

use std::process::ExitCode;

fn main() -> ExitCode {
    alloc::return_freed_memory_at_once();
    log::install_from_env();
    if rmlir_opt::opt_main(rmlir_opt::OptTool::default()) {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}
