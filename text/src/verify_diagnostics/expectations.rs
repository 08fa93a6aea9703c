//! `expected-*` designators: parsed from the input, matched against the diagnostics emitted,
//! and reported as mlir-opt-22 reports them.

use super::ere::{compile_expectation_regex, Matcher};
use super::render::{follow_up_severity, render_located};
use super::{severity_name, to_u32, Diagnostic, Severity};
use regex::Regex;
use std::sync::OnceLock;

/// Which diagnostics `--verify-diagnostics[=<level>]` checks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum VerifyLevel {
    /// `--verify-diagnostics` / `=all`: expected, unexpected and near misses.
    #[default]
    All,
    /// `--verify-diagnostics=only-expected`: diagnostics that match nothing are ignored (neither
    /// printed nor failing); unmatched expectations still fail.
    OnlyExpected,
}

/// An error the verifier prints to stderr, with the length of the `~` underline that follows the
/// caret (only `expected ... was not produced` and expectation parse errors have one).
#[derive(Clone, Debug)]
pub struct Report {
    /// The error (severity [`Severity::Error`]; empty `file` for `<unknown>:0:`).
    pub diagnostic: Diagnostic,
    /// Number of bytes, from the caret on, that LLVM underlines (`^~~~`); 0 for a lone caret.
    pub underline: u32,
}

impl Report {
    /// Renders the report byte-identically to mlir-opt-22; `source(file, line)` gives the text
    /// of a line (see [`render_with`](super::render_with)).
    pub fn render(&self, source: &dyn Fn(&str, u32) -> Option<String>) -> String {
        let d = &self.diagnostic;
        let mut out = String::new();
        render_located(
            &mut out,
            d.severity,
            &d.file,
            d.line,
            d.col,
            &d.message,
            self.underline,
            true,
            source,
        );
        out
    }
}

#[derive(Clone, Debug)]
struct Expected {
    kind: Severity,
    /// Line and column of the `expected-` text itself.
    at_line: u32,
    at_col: u32,
    /// Line the diagnostic must be on (wrapping arithmetic, like MLIR's `unsigned`).
    target_line: u32,
    text: String,
    matcher: Matcher,
    matched: bool,
}

impl Expected {
    fn matches(&self, message: &str) -> bool {
        match &self.matcher {
            Matcher::Substring => message.contains(self.text.as_str()),
            Matcher::Regex(re) => re.is_match(message.as_bytes()),
            Matcher::Never => false,
        }
    }
}

/// Expectations parsed from `expected-*` comments, and the verifier's state.
#[derive(Clone, Debug)]
pub struct Expectations {
    file: String,
    level: VerifyLevel,
    located: Vec<Expected>,
    unknown: Vec<Expected>,
    errors: Vec<Report>,
    failed: bool,
}

fn designator_regex() -> Option<&'static Regex> {
    static RE: OnceLock<Option<Regex>> = OnceLock::new();
    RE.get_or_init(|| {
        Regex::new(
            r"expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below|unknown))? *\{\{(.*)\}\}$",
        )
        .ok()
    })
    .as_ref()
}

/// `StringRef::getAsInteger(0, int)` on the digits of `@+N`; a failure leaves the offset at 0
/// (what mlir-opt-22 does in practice with its uninitialised variable).
fn parse_offset(digits: &str) -> u32 {
    let (radix, body) = if digits.len() > 1 && digits.starts_with('0') {
        (8, digits.get(1..).unwrap_or(""))
    } else {
        (10, digits)
    };
    match u64::from_str_radix(body, radix) {
        Ok(v) if v <= i32::MAX as u64 => v as u32,
        _ => 0,
    }
}

fn trim_end_llvm(line: &str) -> &str {
    line.trim_end_matches([' ', '\t', '\n', '\u{0b}', '\u{0c}', '\r'])
}

impl Expectations {
    /// Parses the designators of `chunk_text`, whose first line is line `first_line` of the buffer
    /// named `file`. Returns `Err` with MLIR's messages (`invalid regex: ...`,
    /// `found start of regex with no end '}}'`, located at the `expected-` text) if any
    /// designator is malformed. MLIR does not stop there (it keeps the valid expectations and
    /// fails at the end); use [`Expectations::parse_all`] for that behaviour and for the `~`
    /// underlines of those messages.
    pub fn parse(
        chunk_text: &str,
        first_line: u32,
        file: &str,
    ) -> Result<Expectations, Vec<Diagnostic>> {
        let exp = Self::parse_all(chunk_text, first_line, file);
        if exp.errors.is_empty() {
            Ok(exp)
        } else {
            Err(exp.errors.iter().map(|r| r.diagnostic.clone()).collect())
        }
    }

    /// Parses like mlir-opt-22: malformed designators are recorded as errors (see
    /// [`Expectations::errors`]), make [`Expectations::failed`] true, and are otherwise ignored;
    /// the valid ones are kept. For MLIR's exact behaviour pass the whole input file and
    /// `first_line = 1`, even with `--split-input-file`. Columns are byte offsets in `text` + 1
    /// (for a `text` that starts mid-line, first-line columns are relative to `text`).
    pub fn parse_all(text: &str, first_line: u32, file: &str) -> Expectations {
        let mut exp = Expectations {
            file: file.to_string(),
            level: VerifyLevel::All,
            located: Vec::new(),
            unknown: Vec::new(),
            errors: Vec::new(),
            failed: false,
        };
        let Some(re) = designator_regex() else {
            return exp;
        };
        let lines: Vec<&str> = text.split('\n').collect();
        let line_no = |idx: usize| first_line.wrapping_add(to_u32(idx));
        let last_line = line_no(lines.len().saturating_sub(1));
        let mut last_plain = 0usize;
        let mut pending_below: Vec<usize> = Vec::new();

        for (idx, raw) in lines.iter().enumerate() {
            let caps = re.captures(trim_end_llvm(raw));
            let Some(caps) = caps else {
                for i in pending_below.drain(..) {
                    if let Some(e) = exp.located.get_mut(i) {
                        e.target_line = line_no(idx);
                    }
                }
                last_plain = idx;
                continue;
            };
            let at_line = line_no(idx);
            let at_col = to_u32(caps.get(0).map_or(0, |m| m.start()) + 1);
            let kind = match caps.get(1).map_or("", |m| m.as_str()) {
                "error" => Severity::Error,
                "warning" => Severity::Warning,
                "remark" => Severity::Remark,
                _ => Severity::Note,
            };
            let body = caps.get(5).map_or("", |m| m.as_str());
            let matcher = if caps.get(2).is_some() {
                match compile_expectation_regex(body) {
                    Ok(m) => m,
                    Err(message) => {
                        exp.failed = true;
                        exp.errors.push(Report {
                            diagnostic: Diagnostic {
                                severity: Severity::Error,
                                file: file.to_string(),
                                line: at_line,
                                col: at_col,
                                message,
                                notes: Vec::new(),
                            },
                            underline: to_u32(body.len()),
                        });
                        continue;
                    }
                }
            } else {
                Matcher::Substring
            };
            let mut record = Expected {
                kind,
                at_line,
                at_col,
                target_line: at_line,
                text: body.to_string(),
                matcher,
                matched: false,
            };
            let spec = caps.get(3).map_or("", |m| m.as_str());
            let spec = spec.get(1..).unwrap_or("");
            if let Some(n) = spec.strip_prefix('+') {
                record.target_line = at_line.wrapping_add(parse_offset(n));
            } else if let Some(n) = spec.strip_prefix('-') {
                record.target_line = at_line.wrapping_sub(parse_offset(n));
            } else if spec == "unknown" {
                exp.unknown.push(record);
                continue;
            } else if spec == "above" {
                record.target_line = line_no(last_plain);
            } else if spec == "below" {
                pending_below.push(exp.located.len());
                record.target_line = last_line;
            }
            exp.located.push(record);
        }
        exp
    }

    /// Sets the verification level (default [`VerifyLevel::All`]).
    pub fn set_level(&mut self, level: VerifyLevel) {
        self.level = level;
    }

    /// Errors found while parsing the designators, in file order, with their underlines; mlir-opt
    /// prints them before anything else.
    pub fn errors(&self) -> &[Report] {
        &self.errors
    }

    /// True when verification failed so far: a designator was malformed, a diagnostic was
    /// reported as unexpected or as a near miss (level [`VerifyLevel::All`] only), or (once all
    /// chunks ran) an expectation is unmatched. This is mlir-opt's exit code 1 under
    /// `--verify-diagnostics`.
    pub fn failed(&self) -> bool {
        self.failed || self.located.iter().chain(&self.unknown).any(|e| !e.matched)
    }

    /// Feeds one emitted diagnostic and its notes (each note is matched separately, as a
    /// [`Severity::Note`] at its own location) and returns the errors mlir-opt prints for it, in
    /// order, to be rendered with [`Report::render`] right away:
    /// * nothing for each part that matched an expectation of the same severity on its line
    ///   (an `@unknown` one for an unknown location);
    /// * otherwise, if an expectation on that line matched the text with another severity, at
    ///   the last such expectation (`<unknown>:0:` for `@unknown` ones):
    ///   `'remark' diagnostic emitted when expecting a 'warning'` (the expectation stays unmatched);
    /// * otherwise, at the diagnostic's own location: `unexpected error: <message>` (or
    ///   `unexpected warning|remark|note: ...`), with the source line when it can be shown.
    ///
    /// With [`VerifyLevel::OnlyExpected`] the last two are neither returned nor failing.
    pub fn process(&mut self, diag: &Diagnostic) -> Vec<Report> {
        let mut reports = Vec::new();
        self.process_one(
            diag.severity,
            &diag.file,
            diag.line,
            diag.col,
            &diag.message,
            &mut reports,
        );
        for note in &diag.notes {
            self.process_one(
                follow_up_severity(note.severity),
                &note.file,
                note.line,
                note.col,
                &note.message,
                &mut reports,
            );
        }
        reports
    }

    /// Feeds one emitted diagnostic (notes are checked as separate diagnostics of severity Note
    /// at their own location, as MLIR does). Returns false when it (or one of its notes) matched no
    /// expectation: the caller must then report it. Prefer [`Expectations::process`], which also
    /// tells what to print (`unexpected ...` or a near-miss message); both update the state the
    /// same way.
    pub fn consume(&mut self, diag: &Diagnostic) -> bool {
        let mut reports = Vec::new();
        let mut all = self.process_one(
            diag.severity,
            &diag.file,
            diag.line,
            diag.col,
            &diag.message,
            &mut reports,
        );
        for note in &diag.notes {
            all &= self.process_one(
                follow_up_severity(note.severity),
                &note.file,
                note.line,
                note.col,
                &note.message,
                &mut reports,
            );
        }
        all
    }

    fn process_one(
        &mut self,
        severity: Severity,
        file: &str,
        line: u32,
        col: u32,
        message: &str,
        reports: &mut Vec<Report>,
    ) -> bool {
        let unknown_loc = file.is_empty();
        let candidates: &mut [Expected] = if unknown_loc {
            &mut self.unknown
        } else if file == self.file {
            &mut self.located
        } else {
            &mut []
        };
        let mut near_miss: Option<usize> = None;
        for (i, e) in candidates.iter_mut().enumerate() {
            if !unknown_loc && e.target_line != line {
                continue;
            }
            if e.matches(message) {
                if e.kind == severity {
                    e.matched = true;
                    return true;
                }
                near_miss = Some(i);
            }
        }
        if self.level == VerifyLevel::OnlyExpected {
            return false;
        }
        let report = match near_miss.and_then(|i| candidates.get(i)) {
            Some(e) => Diagnostic {
                severity: Severity::Error,
                file: if unknown_loc {
                    String::new()
                } else {
                    self.file.clone()
                },
                line: if unknown_loc { 0 } else { e.at_line },
                col: if unknown_loc { 0 } else { e.at_col },
                message: format!(
                    "'{}' diagnostic emitted when expecting a '{}'",
                    severity_name(severity),
                    severity_name(e.kind)
                ),
                notes: Vec::new(),
            },
            None => Diagnostic {
                severity: Severity::Error,
                file: file.to_string(),
                line,
                col,
                message: format!("unexpected {}: {}", severity_name(severity), message),
                notes: Vec::new(),
            },
        };
        reports.push(Report {
            diagnostic: report,
            underline: 0,
        });
        self.failed = true;
        false
    }

    fn not_produced(&self, e: &Expected, unknown: bool) -> Report {
        Report {
            diagnostic: Diagnostic {
                severity: Severity::Error,
                file: if unknown {
                    String::new()
                } else {
                    self.file.clone()
                },
                line: if unknown { 0 } else { e.at_line },
                col: if unknown { 0 } else { e.at_col },
                message: format!(
                    "expected {} \"{}\" was not produced",
                    severity_name(e.kind),
                    e.text
                ),
                notes: Vec::new(),
            },
            underline: if unknown { 0 } else { to_u32(e.text.len()) },
        }
    }

    /// After the chunk: the list of errors for expectations never matched, in MLIR's exact form
    /// (e.g. `expected error "foo" was not produced`, located at the expected-* comment).
    /// File-located ones come first, in file order, then the `@unknown` ones (unknown location).
    /// Rendering these with [`render`](super::render) loses the `~` underline: use
    /// [`Expectations::final_reports`] for mlir-opt's exact output.
    pub fn unmatched(&self) -> Vec<Diagnostic> {
        self.unmatched_reports()
            .into_iter()
            .map(|r| r.diagnostic)
            .collect()
    }

    /// Every unmatched expectation once, as printed (with underlines): file-located ones in file
    /// order, then `@unknown` ones. This is what mlir-opt-22 prints at exit *without*
    /// `--verify-diagnostics`.
    pub fn unmatched_reports(&self) -> Vec<Report> {
        let located = self
            .located
            .iter()
            .filter(|e| !e.matched)
            .map(|e| self.not_produced(e, false));
        let unknown = self
            .unknown
            .iter()
            .filter(|e| !e.matched)
            .map(|e| self.not_produced(e, true));
        located.chain(unknown).collect()
    }

    /// What mlir-opt-22 prints after the last chunk under `--verify-diagnostics`:
    /// [`Expectations::unmatched_reports`] followed by the unmatched `@unknown` expectations a
    /// second time (mlir-opt-22 verifies twice and only forgets the file-located ones in between).
    pub fn final_reports(&self) -> Vec<Report> {
        let mut reports = self.unmatched_reports();
        reports.extend(
            self.unknown
                .iter()
                .filter(|e| !e.matched)
                .map(|e| self.not_produced(e, true)),
        );
        reports
    }
}
