//! `build-ir`: builds a module with the typed ops' `build` functions,
//! prints it, then builds it broken and prints the verifier's diagnostic
//! on stderr as `rmlir-opt` would (see `rmlir_examples::build_ir`).

use rmlir_examples::build_ir::{build_axpy, SOURCE};
use rmlir_ir::verify::verify;
use rmlir_text::diagnostics::DisplayDiagnostic;
use rmlir_text::printer::{print_top_level, PrintOptions};
use std::process::ExitCode;

fn main() -> ExitCode {
    let mut ctx = rmlir_ir::Context::new();
    rmlir_dialects::register_all(&mut ctx);
    let (top, module) = build_axpy(&ctx, false);
    if let Err(d) = verify(&ctx, &top, module) {
        eprint!("{}", d.display(&ctx).with_source(SOURCE));
        return ExitCode::FAILURE;
    }
    print!(
        "{}",
        print_top_level(&ctx, &top, module, &PrintOptions::default())
    );
    let (top, module) = build_axpy(&ctx, true);
    match verify(&ctx, &top, module) {
        Ok(()) => ExitCode::FAILURE,
        Err(d) => {
            eprint!("{}", d.display(&ctx).with_source(SOURCE));
            ExitCode::SUCCESS
        }
    }
}
