//! `--split-input-file` and `--verify-diagnostics` support, modelled on the behaviour of
//! `mlir-opt` from MLIR 22 (checked against `mlir-opt-22`, Debian LLVM 22.1.8).
//!
//! # How mlir-opt-22 drives verification (what a caller must reproduce)
//!
//! 1. **Expectations are parsed once, over the whole input file**, before any chunk is processed,
//!    even when `--split-input-file` is given. `@above`, `@below` and `@+N`/`@-N` therefore work
//!    across `// -----` lines, and an expectation in one chunk can be satisfied by a diagnostic
//!    of another chunk if the line numbers agree (they are whole-file line numbers). Call
//!    [`Expectations::parse_all`] with the whole buffer and `first_line = 1`.
//!    Errors in expectations (bad regex, unterminated `{{`) are printed right away, and that makes
//!    the run fail (exit code 1) but does not stop it. mlir-opt-22 prints them even without
//!    `--verify-diagnostics` (they do not change the exit code then).
//! 2. With `--split-input-file`, the buffer is split by [`split_input_checked`]; the
//!    "near miss with file split marker" warnings are printed next (rendered with [`render`]),
//!    before any chunk is processed. They never change the exit code.
//! 3. Every chunk is processed in order. Diagnostics of a chunk carry **whole-file** lines and
//!    columns and the name of the original file (use [`Chunk::file_position`]). Every emitted
//!    diagnostic is passed to [`Expectations::process`] as soon as it is emitted; the returned
//!    [`Report`]s are rendered (with [`Report::render`]) to stderr at once, in that order. Nothing
//!    else is printed for the diagnostic: it is *not* rendered normally, and its notes are not
//!    rendered either (they are matched on their own, as `note`s at their own locations).
//!    `--mlir-print-op-on-diagnostic` notes are off in this mode.
//! 4. The chunk outputs (stdout) are joined with `OUTPUT_SPLIT_MARKER` + `"\n"`
//!    (see [`join_outputs`]); a chunk that failed prints nothing but still gets its separators.
//! 5. After the last chunk, the reports of [`Expectations::final_reports`] are printed
//!    (`expected error "foo" was not produced` ...; note that mlir-opt-22 prints the unmatched
//!    `@unknown` expectations **twice**, which `final_reports` reproduces).
//! 6. The exit code is 1 if [`Expectations::failed`] is true, else 0, whatever the passes or the
//!    parser did (a chunk that failed to parse is fine if its errors were expected).
//!
//! Without `--verify-diagnostics`, mlir-opt-22 still parses the expectations (printing their
//! errors, step 1) and, at exit, prints [`Expectations::unmatched_reports`] (each unmatched
//! expectation once: none of them can be matched in that mode) without changing the exit code.
//! Diagnostics are then rendered normally with [`render`] / [`render_with`].
//!
//! # Expectation syntax (MLIR 22)
//!
//! A line (trailing whitespace removed) *anywhere in which* the regex
//! `expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below|unknown))? *{{(.*)}}$`
//! matches is a designator. Only spaces (not tabs) may separate the parts, the `}}` must end the
//! line, and the text between the first `{{` and the last `}}` is the expected text.
//! * Without `-re` the text is a plain substring: `{{` inside it is literal.
//! * With `-re`, `{{re}}` parts are POSIX extended regexes (LLVM's dialect: `\x` is a literal `x`,
//!   so `\d` is `d`; `[[:alpha:]]`, `[[:<:]]` and `\1`..`\9` backreferences exist) and the rest is
//!   literal; the whole is searched anywhere in the message. There is no count form
//!   (`expected-error-3` is not a designator).
//! * No `@`: the designator's own line. `@+N`/`@-N`: relative (N is octal when it has a leading
//!   `0`, N that does not parse counts as 0, and lines wrap around as unsigned 32-bit numbers, so a
//!   target before line 1 can never match). `@above`: the last line above that is not a
//!   designator (line 1 if none). `@below`: the next line that is not a designator (the last line
//!   of the buffer if none). `@unknown`: diagnostics with an unknown location.
//! * One expectation absorbs any number of matching diagnostics, and when several expectations
//!   match, the first (in file order) wins, so a second identical expectation is "not produced".
//!
//! # Caller obligations and known differences
//!
//! * The `file` given to [`Expectations::parse_all`] must be exactly the name diagnostics carry:
//!   mlir-opt uses the input path as typed (`./x.mlir` stays `./x.mlir`) or `<stdin>`.
//! * Locations must be resolved to a file/line/col first (MLIR takes the first `FileLineColLoc`
//!   inside name, fused, call-site and opaque locations); no such location = empty `file`.
//! * mlir-opt-22 reads a file named by a location from disk when it is not the input (to show its
//!   source line and to look for `expected-*` in it); here diagnostics in other files match
//!   nothing, and [`render_with`] shows their lines only if its callback serves them.
//! * `-re` patterns with a backreference, or nested deeper than the `regex` crate accepts,
//!   validate like LLVM's but never match.

mod ere;
mod expectations;
mod render;
mod split;
#[cfg(test)]
mod tests;

pub use expectations::{Expectations, Report, VerifyLevel};
pub use render::{line_text, render, render_with};
pub use split::{
    join_outputs, split_input, split_input_checked, Chunk, Split, DEFAULT_SPLIT_MARKER,
    NEAR_MISS_MESSAGE, OUTPUT_SPLIT_MARKER,
};

/// Severity of a diagnostic.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Severity {
    /// `error`.
    Error,
    /// `warning`.
    Warning,
    /// `remark`.
    Remark,
    /// `note` (only attached to another diagnostic).
    Note,
}

/// One diagnostic as the tool emitted it; `line`/`col` are 1-based positions in the buffer being verified
/// (line 0 / col 0 or file != buffer name means "unknown location" for matching purposes).
///
/// In this module: an empty `file` is MLIR's `UnknownLoc` (matched by `@unknown`, rendered as
/// `<unknown>:0:`). A non-empty `file` is a `FileLineColLoc`; with line 0 it matches no expectation
/// at all (not even `@unknown`, like MLIR's `file:0:0` module location) and is rendered without a
/// source line; a `file` other than the verified buffer matches no expectation either.
#[derive(Clone, Debug)]
pub struct Diagnostic {
    /// The severity.
    pub severity: Severity,
    /// File name as it appears in the location (the buffer name), or empty for an unknown location.
    pub file: String,
    /// 1-based line, 0 when unknown.
    pub line: u32,
    /// 1-based column in bytes, 0 when unknown.
    pub col: u32,
    /// The message text.
    pub message: String,
    /// Attached notes (their own `notes` are ignored).
    pub notes: Vec<Diagnostic>,
}

/// The lower-case name MLIR prints for a severity.
fn severity_name(severity: Severity) -> &'static str {
    match severity {
        Severity::Error => "error",
        Severity::Warning => "warning",
        Severity::Remark => "remark",
        Severity::Note => "note",
    }
}

fn to_u32(value: usize) -> u32 {
    u32::try_from(value).unwrap_or(u32::MAX)
}
