//! Rendering diagnostics as mlir-opt does, splitting input files and
//! checking `expected-*` diagnostics.

use rmlir_ir::{Context, Diagnostic, Loc, LocData, Severity};
use rmlir_text::verify_diagnostics as vd;

/// Finds the file/line/col to show for a location.
pub fn file_line_col(ctx: &Context, loc: Loc) -> Option<(String, u32, u32)> {
    let mut stack = vec![loc];
    while let Some(l) = stack.pop() {
        match ctx.loc_data(l) {
            LocData::FileLineCol {
                file, line, col, ..
            } => return Some((ctx.ident_str(*file).to_string(), *line, *col)),
            LocData::Name { child, .. } => stack.push(*child),
            LocData::CallSite { callee, .. } => stack.push(*callee),
            LocData::Fused { locs, .. } => stack.extend(locs.iter().rev()),
            LocData::Unknown => {}
        }
    }
    None
}

/// Converts a diagnostic to the located form used for rendering and
/// matching; `with_op_notes` keeps the "see current operation" notes.
pub fn to_located(ctx: &Context, d: &Diagnostic, with_op_notes: bool) -> vd::Diagnostic {
    let (file, line, col, prefix) = match file_line_col(ctx, d.loc) {
        Some((f, l, c)) => (f, l, c, String::new()),
        None => match ctx.loc_data(d.loc) {
            LocData::Unknown => (String::new(), 0, 0, String::new()),
            _ => (
                String::new(),
                0,
                0,
                format!("{}: ", rmlir_text::printer::loc_to_string(ctx, d.loc)),
            ),
        },
    };
    let severity = match d.severity {
        Severity::Error => vd::Severity::Error,
        Severity::Warning => vd::Severity::Warning,
        Severity::Remark => vd::Severity::Remark,
        Severity::Note => vd::Severity::Note,
    };
    let notes = d
        .notes
        .iter()
        .filter(|n| with_op_notes || !n.message.starts_with("see current operation:"))
        .map(|n| to_located(ctx, n, with_op_notes))
        .collect();
    vd::Diagnostic {
        severity,
        file,
        line,
        col,
        message: format!("{prefix}{}", d.message),
        notes,
    }
}
