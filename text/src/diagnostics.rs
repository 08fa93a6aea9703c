//! Diagnostics shown as mlir-opt shows them: located at the first file
//! location of their `Loc`, with "called from" notes at call sites, and
//! rendered with source lines and carets.
//!
//! The driver and library users share this: [`DisplayDiagnostic::display`]
//! renders an [`rmlir_ir::Diagnostic`] exactly as `rmlir-opt` prints it.
//!
//! ```
//! use rmlir_ir::{Context, Diagnostic};
//! use rmlir_text::diagnostics::DisplayDiagnostic;
//!
//! let ctx = Context::new();
//! let loc = ctx.file_loc(ctx.ident("in.mlir"), 3, 7);
//! let d = Diagnostic::error(loc, "something is off");
//! let source = "a\nb\nfunc.func @f()\n";
//! assert_eq!(
//!     d.display(&ctx).with_source(source).to_string(),
//!     "in.mlir:3:7: error: something is off\nfunc.func @f()\n      ^\n"
//! );
//! ```

use crate::printer::{loc_to_string_with, PrintOptions};
use crate::verify_diagnostics as vd;
use rmlir_ir::{Context, Diagnostic, Loc, LocData, Severity};
use std::fmt;

/// The first file location in `loc`, pre-order, as file, line and column
/// (MLIR's `findInstanceOf<FileLineColLoc>`: a call site's callee comes
/// before its caller).
pub fn file_line_col(ctx: &Context, loc: Loc) -> Option<(String, u32, u32)> {
    let mut stack = vec![loc];
    while let Some(l) = stack.pop() {
        match ctx.loc_data(l) {
            LocData::FileLineCol { file, line, col } => {
                return Some((ctx.ident_str(*file).to_string(), *line, *col))
            }
            LocData::FileRange(r) => {
                return Some((ctx.ident_str(r.file).to_string(), r.line, r.col))
            }
            LocData::Name { child, .. } => stack.push(*child),
            LocData::CallSite { callee, caller } => stack.extend([*caller, *callee]),
            LocData::Fused(f) => stack.extend(f.locs.iter().rev()),
            LocData::Unknown => {}
        }
    }
    None
}

/// How many callers mlir-opt shows for a diagnostic at a call site.
const CALL_STACK_LIMIT: usize = 10;

/// `d` as mlir-opt's diagnostic handler shows it: as [`to_located`], and at
/// a call site a `called from` note for each caller first.
pub fn to_shown(
    ctx: &Context,
    d: &Diagnostic,
    print: &PrintOptions,
    with_op_notes: bool,
) -> vd::Diagnostic {
    let mut shown = to_located(ctx, d, print, with_op_notes);
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
        callers.push(to_located(ctx, &note, print, with_op_notes));
        loc = *caller;
    }
    shown.notes.splice(0..0, callers);
    shown
}

/// `d` in the located form used for rendering and for matching
/// `expected-*` lines: at its first file location, or with a location
/// that has none printed (`print`'s flags) before the message;
/// `with_op_notes` keeps the "see current operation" notes.
pub fn to_located(
    ctx: &Context,
    d: &Diagnostic,
    print: &PrintOptions,
    with_op_notes: bool,
) -> vd::Diagnostic {
    let (file, line, col, prefix) = match file_line_col(ctx, d.loc) {
        Some((f, l, c)) => (f, l, c, String::new()),
        None => match ctx.loc_data(d.loc) {
            LocData::Unknown => (String::new(), 0, 0, String::new()),
            _ => (
                String::new(),
                0,
                0,
                format!("{}: ", loc_to_string_with(ctx, d.loc, print)),
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
        .map(|n| to_located(ctx, n, print, with_op_notes))
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

/// Rendering a diagnostic as `rmlir-opt` prints it.
pub trait DisplayDiagnostic {
    /// A [`fmt::Display`] of the diagnostic in `ctx`: `file:line:col:
    /// error: message`, its source line and a caret, then its notes (and
    /// `called from` notes at call sites). Source lines are read from the
    /// files the locations name, unless given with
    /// [`DiagnosticDisplay::with_source`].
    fn display<'a>(&'a self, ctx: &'a Context) -> DiagnosticDisplay<'a>;
}

impl DisplayDiagnostic for Diagnostic {
    fn display<'a>(&'a self, ctx: &'a Context) -> DiagnosticDisplay<'a> {
        DiagnosticDisplay {
            ctx,
            diagnostic: self,
            source: None,
        }
    }
}

/// A diagnostic ready to be shown; see [`DisplayDiagnostic::display`].
pub struct DiagnosticDisplay<'a> {
    ctx: &'a Context,
    diagnostic: &'a Diagnostic,
    source: Option<&'a str>,
}

impl<'a> DiagnosticDisplay<'a> {
    /// Shows source lines from `text` (the file the diagnostic's first
    /// location names) instead of reading that file.
    pub fn with_source(mut self, text: &'a str) -> Self {
        self.source = Some(text);
        self
    }
}

impl fmt::Display for DiagnosticDisplay<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let shown = to_shown(self.ctx, self.diagnostic, &PrintOptions::default(), true);
        // Files read so far (`None`: unreadable), each read once.
        let files = std::cell::RefCell::new(Vec::<(String, Option<String>)>::new());
        let line = |file: &str, line: u32| -> Option<String> {
            if let (Some(text), true) = (self.source, file == shown.file) {
                return vd::line_text(text, line).map(str::to_string);
            }
            let mut files = files.borrow_mut();
            let at = match files.iter().position(|(name, _)| name == file) {
                Some(at) => at,
                None => {
                    let text = std::fs::read(file)
                        .ok()
                        .map(|b| String::from_utf8_lossy(&b).into_owned());
                    files.push((file.to_string(), text));
                    files.len() - 1
                }
            };
            vd::line_text(files[at].1.as_deref()?, line).map(str::to_string)
        };
        f.write_str(&vd::render_with(&shown, &line))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn call_sites_show_the_callee_then_called_from_notes() {
        let ctx = Context::new();
        let file = ctx.ident("f.mlir");
        let callee = ctx.file_loc(file, 2, 3);
        let caller = ctx.file_loc(file, 1, 1);
        let loc = ctx.intern_loc(LocData::CallSite { callee, caller });
        let d = Diagnostic::error(loc, "bad");
        let text = d.display(&ctx).with_source("x = 1\n  y\n").to_string();
        assert_eq!(
            text,
            "f.mlir:2:3: error: bad\n  y\n  ^\nf.mlir:1:1: note: called from\nx = 1\n^\n"
        );
    }

    #[test]
    fn unknown_and_unreadable_locations_render_without_source() {
        let ctx = Context::new();
        let unknown = ctx.intern_loc(LocData::Unknown);
        let d = Diagnostic::error(unknown, "lost");
        assert_eq!(d.display(&ctx).to_string(), "<unknown>:0: error: lost\n");
        let missing = ctx.file_loc(ctx.ident("/no/such/file.mlir"), 4, 2);
        let d = Diagnostic::error(missing, "gone").with_note(unknown, "why");
        assert_eq!(
            d.display(&ctx).to_string(),
            "/no/such/file.mlir:4:2: error: gone\n<unknown>:0: note: why\n"
        );
    }
}
