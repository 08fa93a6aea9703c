//! Diagnostics rendered as mlir-opt-22 prints them: location, severity, message, and the
//! source line with a caret.

use super::{severity_name, Diagnostic, Severity};

/// Line `line` (1-based) of `text` without its `'\n'` (a `'\r'` is kept), as LLVM numbers lines:
/// a text ending with a newline has a last, empty line. Handy to build the `source` callbacks.
pub fn line_text(text: &str, line: u32) -> Option<&str> {
    let index = usize::try_from(line).ok()?.checked_sub(1)?;
    text.split('\n').nth(index)
}

const TAB_STOP: usize = 8;

fn push_source_line(out: &mut String, contents: &str) {
    let mut col = 0usize;
    let mut rest = contents;
    while let Some(tab) = rest.find('\t') {
        out.push_str(rest.get(..tab).unwrap_or(""));
        col += tab;
        loop {
            out.push(' ');
            col += 1;
            if col.is_multiple_of(TAB_STOP) {
                break;
            }
        }
        rest = rest.get(tab + 1..).unwrap_or("");
    }
    out.push_str(rest);
    out.push('\n');
}

#[allow(clippy::too_many_arguments)]
pub(super) fn render_located(
    out: &mut String,
    severity: Severity,
    file: &str,
    line: u32,
    col: u32,
    message: &str,
    underline: u32,
    show_source: bool,
    source: &dyn Fn(&str, u32) -> Option<String>,
) {
    let label = severity_name(severity);
    if file.is_empty() {
        out.push_str(&format!("<unknown>:0: {label}: {message}\n"));
        return;
    }
    let header = format!("{file}:{line}:{col}: {label}: {message}\n");
    let text = if show_source && line != 0 && col != 0 {
        source(file, line)
    } else {
        None
    };
    let Some(text) = text else {
        out.push_str(&header);
        return;
    };
    let text = text.split('\n').next().unwrap_or("");
    let bytes = text.as_bytes();
    let Ok(pos) = usize::try_from(col - 1) else {
        out.push_str(&header);
        return;
    };
    let before = bytes.get(..pos);
    if before.is_none_or(|b| b.contains(&b'\r')) {
        out.push_str(&header);
        return;
    }
    let end = bytes
        .iter()
        .position(|&b| b == b'\r')
        .unwrap_or(bytes.len());
    let contents = text.get(..end).unwrap_or("");
    out.push_str(&header);
    if !contents.is_ascii() {
        push_source_line(out, contents);
        return;
    }
    let n = contents.len();
    let mut caret = vec![b' '; n + 1];
    let range_end = pos
        .saturating_add(usize::try_from(underline).unwrap_or(usize::MAX))
        .min(n);
    for slot in caret.iter_mut().take(range_end).skip(pos) {
        *slot = b'~';
    }
    if let Some(slot) = caret.get_mut(pos.min(n)) {
        *slot = b'^';
    }
    while caret.last() == Some(&b' ') {
        caret.pop();
    }
    push_source_line(out, contents);
    let cbytes = contents.as_bytes();
    let mut out_col = 0usize;
    for (i, &c) in caret.iter().enumerate() {
        if cbytes.get(i) != Some(&b'\t') {
            out.push(char::from(c));
            out_col += 1;
            continue;
        }
        loop {
            out.push(char::from(c));
            out_col += 1;
            if out_col.is_multiple_of(TAB_STOP) {
                break;
            }
        }
    }
    out.push('\n');
}

/// Renders a diagnostic and its notes as mlir-opt-22's `SourceMgrDiagnosticHandler` prints them
/// (normal mode, no `--verify-diagnostics`), assuming every location with a file name is in the
/// buffer `source` describes; `source(line)` gives the text of a line of the whole file (without
/// `'\n'`; see [`line_text`]). Use [`render_with`] when locations may name other files.
///
/// Format: `file:line:col: error: message` then, when the location can be shown, the source line
/// (tabs expanded to 8 columns) and a caret line (`^` under the byte column; the caret line is
/// omitted when the line contains a non-ASCII byte). The location cannot be shown when line or
/// column is 0, the line does not exist, or the column is past the line's end (one past its last
/// byte is fine; a `'\r'` ends the line). Unknown locations print `<unknown>:0: error: message`.
/// Then each note, the same way with `note:`; a note shows its source line only when its
/// location differs from the previous one (the diagnostic's, then the previous note's).
pub fn render(diag: &Diagnostic, source: &dyn Fn(u32) -> Option<String>) -> String {
    render_with(diag, &|_file: &str, line: u32| source(line))
}

/// Like [`render`], with a callback that receives the file name of the location too, so that
/// notes or diagnostics located in other files can be shown (mlir-opt-22 loads such files from
/// disk, relative to its working directory). Return `None` for files or lines you cannot serve.
pub fn render_with(diag: &Diagnostic, source: &dyn Fn(&str, u32) -> Option<String>) -> String {
    let mut out = String::new();
    render_located(
        &mut out,
        diag.severity,
        &diag.file,
        diag.line,
        diag.col,
        &diag.message,
        0,
        true,
        source,
    );
    let mut prev = (diag.file.as_str(), diag.line, diag.col);
    for note in &diag.notes {
        let here = (note.file.as_str(), note.line, note.col);
        let severity = follow_up_severity(note.severity);
        render_located(
            &mut out,
            severity,
            &note.file,
            note.line,
            note.col,
            &note.message,
            0,
            here != prev || severity == Severity::Error,
            source,
        );
        prev = here;
    }
    out
}

/// How a note of a diagnostic is emitted: as a note, except an error, which is
/// a follow-up error MLIR emits after the first (e.g. the DLTI parser's
/// `error while parsing type DLTI key` after the type's own error).
pub(super) fn follow_up_severity(severity: Severity) -> Severity {
    if severity == Severity::Error {
        Severity::Error
    } else {
        Severity::Note
    }
}
