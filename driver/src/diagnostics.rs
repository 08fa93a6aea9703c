//! Rendering diagnostics as mlir-opt does, splitting input files and
//! checking `expected-*` diagnostics.

use crate::options::Options;
use rmlir_ir::{Context, Diagnostic, Severity};
use rmlir_text::verify_diagnostics as vd;

/// Whether mlir-opt shows `d` under `--mlir-diagnostic-verbosity-level` and
/// `--mlir-disable-diagnostic-notes` (which hides notes emitted on their
/// own; notes attached to a diagnostic stay).
pub fn shown(opts: &Options, d: &Diagnostic) -> bool {
    let level = opts.mlir_diagnostic_verbosity_level.as_str();
    match d.severity {
        Severity::Error => true,
        Severity::Warning => level != "errors",
        Severity::Remark => level == "remarks",
        Severity::Note => !opts.mlir_disable_diagnostic_notes,
    }
}

/// [`rmlir_text::diagnostics::to_shown`] with the command line's printing
/// flags.
pub fn to_shown(ctx: &Context, d: &Diagnostic, with_op_notes: bool) -> vd::Diagnostic {
    rmlir_text::diagnostics::to_shown(ctx, d, crate::diagnostic_print(), with_op_notes)
}

/// [`rmlir_text::diagnostics::to_located`] with the command line's printing
/// flags.
pub fn to_located(ctx: &Context, d: &Diagnostic, with_op_notes: bool) -> vd::Diagnostic {
    rmlir_text::diagnostics::to_located(ctx, d, crate::diagnostic_print(), with_op_notes)
}
