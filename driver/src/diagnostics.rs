//! Rendering diagnostics as mlir-opt does, splitting input files and
//! checking `expected-*` diagnostics.

use crate::options::Options;
use rmlir_ir::{Context, Diagnostic, Loc, LocData, Severity};
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

/// Finds the file/line/col to show for a location: the first file
/// location in it, pre-order (MLIR's `findInstanceOf<FileLineColLoc>`; a
/// call site's callee comes before its caller).
pub fn file_line_col(ctx: &Context, loc: Loc) -> Option<(String, u32, u32)> {
    let mut stack = vec![loc];
    while let Some(l) = stack.pop() {
        match ctx.loc_data(l) {
            LocData::FileLineCol {
                file, line, col, ..
            } => return Some((ctx.ident_str(*file).to_string(), *line, *col)),
            LocData::Name { child, .. } => stack.push(*child),
            LocData::CallSite { callee, caller } => stack.extend([*caller, *callee]),
            LocData::Fused { locs, .. } => stack.extend(locs.iter().rev()),
            LocData::Unknown => {}
        }
    }
    None
}

/// How many callers mlir-opt shows for a diagnostic at a call site.
const CALL_STACK_LIMIT: usize = 10;

/// `d` as mlir-opt's diagnostic handler shows it: as [`to_located`], and at
/// a call site location a `called from` note for each caller first.
pub fn to_shown(ctx: &Context, d: &Diagnostic, with_op_notes: bool) -> vd::Diagnostic {
    let mut shown = to_located(ctx, d, with_op_notes);
    let mut callers = Vec::new();
    let mut loc = d.loc;
    while let LocData::CallSite { caller, .. } = ctx.loc_data(loc) {
        if callers.len() == CALL_STACK_LIMIT {
            break;
        }
        let note = Diagnostic {
            severity: Severity::Note,
            loc: *caller,
            message: "called from".into(),
            notes: Vec::new(),
        };
        callers.push(to_located(ctx, &note, with_op_notes));
        loc = *caller;
    }
    shown.notes.splice(0..0, callers);
    shown
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
                format!(
                    "{}: ",
                    rmlir_text::printer::loc_to_string_with(ctx, d.loc, crate::diagnostic_print())
                ),
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
