//! `example-opt`: `rmlir-opt` plus the `mul-to-shift` pass of this crate.
//!
//! ```text
//! example-opt in.mlir --pass-pipeline='builtin.module(func.func(mul-to-shift))'
//! ```

use std::process::ExitCode;

fn main() -> ExitCode {
    if rmlir_opt::opt_main(rmlir_examples::tool()) {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}
