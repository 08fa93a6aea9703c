//! `rmlir-opt`: an mlir-opt compatible driver. `RMLIR_LOG` switches on
//! `tracing` output on stderr (see `log`).

mod log;

use std::process::ExitCode;

fn main() -> ExitCode {
    log::install_from_env();
    if rmlir_opt::opt_main(rmlir_opt::OptTool::default()) {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}

/// mimalloc: parsing, rewriting and printing allocate many small objects on
/// several threads; it is about 30% faster than the system allocator here.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;
