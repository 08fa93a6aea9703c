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

use regex::bytes::Regex as BytesRegex;
use regex::Regex;
use std::sync::OnceLock;

// ---------------------------------------------------------------------------------------------
// Shared types (defined exactly as the project defines them).
// ---------------------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------------------
// Splitting.
// ---------------------------------------------------------------------------------------------

/// The marker `--split-input-file` uses when no value is given.
pub const DEFAULT_SPLIT_MARKER: &str = "// -----";

/// How mlir-opt joins the outputs of chunks: `OUTPUT_SPLIT_MARKER` followed by `"\n"` is written
/// between two consecutive chunk outputs (not before the first nor after the last); this is the
/// default of `--output-split-marker`.
pub const OUTPUT_SPLIT_MARKER: &str = "// -----";

/// Message of the warning printed for a near miss with the split marker.
pub const NEAR_MISS_MESSAGE: &str = "near miss with file split marker";

/// One chunk of an input split on split markers.
///
/// `text` is a slice of the original buffer (no padding). MLIR's rule is not line based: a chunk
/// ends right before the marker and the next one starts right after it, so the next chunk begins
/// with the rest of the marker's line (usually just `"\n"`, but ` trailing text` after `// -----`,
/// or `-` after `// ------`, belong to it and reach the parser). Positions inside `text` map to
/// whole-file positions with [`Chunk::file_position`]: MLIR reports chunk diagnostics with the
/// line and column of the whole file and the original file name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Chunk<'a> {
    /// The chunk's text.
    pub text: &'a str,
    /// Byte offset of `text` in the buffer.
    pub offset: usize,
    /// 1-based whole-file line of the first byte of `text`.
    pub first_line: u32,
    /// 1-based whole-file column (in bytes) of the first byte of `text`.
    pub first_col: u32,
}

impl Chunk<'_> {
    /// Converts a 1-based (line, column) inside `text` into the whole-file (line, column).
    /// A 0 line or column (unknown) stays 0.
    pub fn file_position(&self, line: u32, col: u32) -> (u32, u32) {
        if line == 0 {
            return (0, col);
        }
        let file_line = self.first_line.saturating_add(line - 1);
        if line == 1 && col != 0 {
            (file_line, self.first_col.saturating_add(col - 1))
        } else {
            (file_line, col)
        }
    }
}

/// The chunks of a buffer and the warnings mlir-opt prints while splitting it.
#[derive(Clone, Debug)]
pub struct Split<'a> {
    /// The chunks, in order. Empty for an empty buffer (mlir-opt then processes nothing and prints
    /// nothing).
    pub chunks: Vec<Chunk<'a>>,
    /// `near miss with file split marker` warnings, in order, located right after each
    /// incomplete marker (whole-file positions); print them with [`render`] before processing any chunk.
    pub near_misses: Vec<Diagnostic>,
}

/// 1-based (line, column) of a byte offset, as LLVM's `SourceMgr` computes them.
fn line_col(bytes: &[u8], offset: usize) -> (u32, u32) {
    let offset = offset.min(bytes.len());
    let before = bytes.get(..offset).unwrap_or(&[]);
    let line = 1 + before.iter().filter(|&&b| b == b'\n').count();
    let line_start = before
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |p| p + 1);
    (to_u32(line), to_u32(offset - line_start + 1))
}

fn find_bytes(haystack: &[u8], needle: &[u8], from: usize) -> Option<usize> {
    if needle.is_empty() || from > haystack.len() {
        return None;
    }
    haystack
        .get(from..)?
        .windows(needle.len())
        .position(|w| w == needle)
        .map(|p| p + from)
}

fn make_chunk(buffer: &str, start: usize, end: usize) -> Chunk<'_> {
    let mut start = start.min(buffer.len());
    let mut end = end.min(buffer.len()).max(start);
    // Only reachable with a marker whose last two bytes split a UTF-8 character.
    while start < end && !buffer.is_char_boundary(start) {
        start += 1;
    }
    while end > start && !buffer.is_char_boundary(end) {
        end -= 1;
    }
    let (first_line, first_col) = line_col(buffer.as_bytes(), start);
    Chunk {
        text: buffer.get(start..end).unwrap_or(""),
        offset: start,
        first_line,
        first_col,
    }
}

/// Splits `buffer` like `mlir-opt --split-input-file[=<marker>]` (see [`split_input_checked`]),
/// dropping the near-miss warnings.
pub fn split_input<'a>(buffer: &'a str, marker: &str) -> Vec<Chunk<'a>> {
    split_input_checked(buffer, marker, "").chunks
}

/// Splits `buffer` exactly as mlir-opt-22 does; `file` names the buffer in the near-miss warnings.
///
/// The rule (not line based): the buffer is cut at every occurrence of the marker minus its last
/// two bytes (`// ---` for the default marker, anywhere in a line, e.g. after code or
/// indentation). A piece that follows such a cut is a real split when it starts with the
/// marker's last two bytes (`--`), is longer than two bytes and its third byte is not `'0'`; the
/// two bytes are then dropped and a new chunk starts. Otherwise a near-miss warning is emitted at
/// the piece's start and the piece (with the cut text) stays in the current chunk. So `// ----`
/// and `// -----0` are near misses, `// ------` splits and leaves `-` in the next chunk,
/// `// ----- text` leaves ` text` in it, `//  -----` (two spaces) is ordinary text, and a marker
/// at the very end of a buffer without a newline is a near miss. Quirk kept from MLIR: if the
/// buffer starts with the cut text, the first chunk keeps the following `--` (a file starting with
/// `// -----` yields a first chunk beginning with `--`, which fails to parse); CRLF needs no
/// special case (`\r\n` simply starts the next chunk).
///
/// An empty `marker` means no splitting: one chunk, the whole buffer (even when empty), which is
/// what `--split-input-file=` and no `--split-input-file` do. A marker shorter than 3 bytes makes
/// mlir-opt-22 loop forever; here it also means no splitting.
pub fn split_input_checked<'a>(buffer: &'a str, marker: &str, file: &str) -> Split<'a> {
    let bytes = buffer.as_bytes();
    let m = marker.as_bytes();
    if m.len() < 3 {
        return Split {
            chunks: vec![make_chunk(buffer, 0, bytes.len())],
            near_misses: Vec::new(),
        };
    }
    let (prefix, suffix) = m.split_at(m.len() - 2);

    // Raw pieces between occurrences of `prefix` (empty pieces kept).
    let mut pieces: Vec<(usize, usize)> = Vec::new();
    let mut from = 0;
    while let Some(at) = find_bytes(bytes, prefix, from) {
        pieces.push((from, at));
        from = at + prefix.len();
    }
    pieces.push((from, bytes.len()));

    let mut near_misses = Vec::new();
    let mut sources: Vec<(usize, usize)> = Vec::new();
    let mut prev: (usize, usize) = (0, 0);
    for &(start, end) in &pieces {
        if prev.0 == prev.1 {
            prev = (start, end);
            continue;
        }
        let piece = bytes.get(start..end).unwrap_or(&[]);
        let real_split =
            piece.starts_with(suffix) && piece.len() > 2 && piece.get(2) != Some(&b'0');
        if real_split {
            sources.push(prev);
            prev = (start + 2, end);
        } else {
            let (line, col) = line_col(bytes, start);
            near_misses.push(Diagnostic {
                severity: Severity::Warning,
                file: file.to_string(),
                line,
                col,
                message: NEAR_MISS_MESSAGE.to_string(),
                notes: Vec::new(),
            });
            prev = (prev.0, end);
        }
    }
    if prev.0 != prev.1 {
        sources.push(prev);
    }
    Split {
        chunks: sources
            .into_iter()
            .map(|(s, e)| make_chunk(buffer, s, e))
            .collect(),
        near_misses,
    }
}

/// Joins chunk outputs the way mlir-opt does: `output_marker` + `"\n"` between consecutive outputs.
/// Pass [`OUTPUT_SPLIT_MARKER`] unless `--output-split-marker` was given.
pub fn join_outputs<S: AsRef<str>>(outputs: &[S], output_marker: &str) -> String {
    let mut out = String::new();
    for (i, o) in outputs.iter().enumerate() {
        if i > 0 {
            out.push_str(output_marker);
            out.push('\n');
        }
        out.push_str(o.as_ref());
    }
    out
}

// ---------------------------------------------------------------------------------------------
// POSIX extended regexes as LLVM's regcomp accepts them, translated to `regex` syntax.
// ---------------------------------------------------------------------------------------------

/// The error kinds of LLVM's regcomp that the ERE grammar can produce.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum ReError {
    Empty,
    BadRpt,
    EBrace,
    BadBr,
    EBrack,
    ERange,
    ECType,
    ECollate,
    EEscape,
    ESubReg,
    EParen,
    /// Not an LLVM error: nesting deeper than [`MAX_NESTING`]; the pattern is accepted but the
    /// expectation never matches (keeps the recursive parser off the end of the stack).
    TooDeep,
}

/// Deepest `(` nesting translated (the `regex` crate refuses much less deep patterns anyway).
const MAX_NESTING: usize = 1000;

/// LLVM's `regerror` text for each error kind.
fn re_error_message(error: ReError) -> &'static str {
    match error {
        ReError::Empty => "empty (sub)expression",
        ReError::BadRpt => "repetition-operator operand invalid",
        ReError::EBrace => "braces not balanced",
        ReError::BadBr => "invalid repetition count(s)",
        ReError::EBrack => "brackets ([ ]) not balanced",
        ReError::ERange => "invalid character range",
        ReError::ECType => "invalid character class",
        ReError::ECollate => "invalid collating element",
        ReError::EEscape => "trailing backslash (\\)",
        ReError::ESubReg => "invalid backreference number",
        ReError::EParen => "parentheses not balanced",
        ReError::TooDeep => "",
    }
}

/// Character classes of LLVM's regcomp (C locale, ASCII only).
fn class_bytes(name: &[u8]) -> Option<Vec<u8>> {
    let range = |a: u8, b: u8| (a..=b).collect::<Vec<u8>>();
    let punct: Vec<u8> = b"!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~".to_vec();
    let alpha = [range(b'A', b'Z'), range(b'a', b'z')].concat();
    let digit = range(b'0', b'9');
    let alnum = [alpha.clone(), digit.clone()].concat();
    let graph = [alnum.clone(), punct.clone()].concat();
    Some(match name {
        b"alnum" => alnum,
        b"alpha" => alpha,
        b"blank" => vec![b' ', b'\t'],
        b"cntrl" => [range(1, 31), vec![127]].concat(),
        b"digit" => digit,
        b"graph" => graph,
        b"lower" => range(b'a', b'z'),
        b"print" => [graph, vec![b' ']].concat(),
        b"punct" => punct,
        b"space" => vec![b'\t', b'\n', 0x0b, 0x0c, b'\r', b' '],
        b"upper" => range(b'A', b'Z'),
        b"xdigit" => [digit, range(b'A', b'F'), range(b'a', b'f')].concat(),
        _ => return None,
    })
}

/// Collating-element names of LLVM's regcomp (`[[.name.]]`, `[[=name=]]`).
fn collating_name(name: &[u8]) -> Option<u8> {
    const NAMES: &[(&str, u8)] = &[
        ("NUL", 0),
        ("SOH", 1),
        ("STX", 2),
        ("ETX", 3),
        ("EOT", 4),
        ("ENQ", 5),
        ("ACK", 6),
        ("BEL", 7),
        ("alert", 7),
        ("BS", 8),
        ("backspace", 8),
        ("HT", 9),
        ("tab", 9),
        ("LF", 10),
        ("newline", 10),
        ("VT", 11),
        ("vertical-tab", 11),
        ("FF", 12),
        ("form-feed", 12),
        ("CR", 13),
        ("carriage-return", 13),
        ("SO", 14),
        ("SI", 15),
        ("DLE", 16),
        ("DC1", 17),
        ("DC2", 18),
        ("DC3", 19),
        ("DC4", 20),
        ("NAK", 21),
        ("SYN", 22),
        ("ETB", 23),
        ("CAN", 24),
        ("EM", 25),
        ("SUB", 26),
        ("ESC", 27),
        ("IS4", 28),
        ("FS", 28),
        ("IS3", 29),
        ("GS", 29),
        ("IS2", 30),
        ("RS", 30),
        ("IS1", 31),
        ("US", 31),
        ("space", b' '),
        ("exclamation-mark", b'!'),
        ("quotation-mark", b'"'),
        ("number-sign", b'#'),
        ("dollar-sign", b'$'),
        ("percent-sign", b'%'),
        ("ampersand", b'&'),
        ("apostrophe", b'\''),
        ("left-parenthesis", b'('),
        ("right-parenthesis", b')'),
        ("asterisk", b'*'),
        ("plus-sign", b'+'),
        ("comma", b','),
        ("hyphen", b'-'),
        ("hyphen-minus", b'-'),
        ("period", b'.'),
        ("full-stop", b'.'),
        ("slash", b'/'),
        ("solidus", b'/'),
        ("zero", b'0'),
        ("one", b'1'),
        ("two", b'2'),
        ("three", b'3'),
        ("four", b'4'),
        ("five", b'5'),
        ("six", b'6'),
        ("seven", b'7'),
        ("eight", b'8'),
        ("nine", b'9'),
        ("colon", b':'),
        ("semicolon", b';'),
        ("less-than-sign", b'<'),
        ("equals-sign", b'='),
        ("greater-than-sign", b'>'),
        ("question-mark", b'?'),
        ("commercial-at", b'@'),
        ("left-square-bracket", b'['),
        ("backslash", b'\\'),
        ("reverse-solidus", b'\\'),
        ("right-square-bracket", b']'),
        ("circumflex", b'^'),
        ("circumflex-accent", b'^'),
        ("underscore", b'_'),
        ("low-line", b'_'),
        ("grave-accent", b'`'),
        ("left-brace", b'{'),
        ("left-curly-bracket", b'{'),
        ("vertical-line", b'|'),
        ("right-brace", b'}'),
        ("right-curly-bracket", b'}'),
        ("tilde", b'~'),
        ("DEL", 127),
    ];
    NAMES
        .iter()
        .find(|(n, _)| n.as_bytes() == name)
        .map(|&(_, c)| c)
}

fn byte_literal(b: u8) -> String {
    format!("\\x{b:02X}")
}

/// A `regex` (bytes, `(?-u)`) class for a set of bytes.
fn class_syntax(set: &[bool; 256]) -> String {
    let mut out = String::from("[");
    let mut any = false;
    let mut i = 0usize;
    while i < 256 {
        if set[i] {
            let start = i;
            while i + 1 < 256 && set[i + 1] {
                i += 1;
            }
            any = true;
            out.push_str(&byte_literal(start as u8));
            if i > start {
                out.push('-');
                out.push_str(&byte_literal(i as u8));
            }
        }
        i += 1;
    }
    if !any {
        return String::from("[^\\x00-\\xFF]");
    }
    out.push(']');
    out
}

/// Recursive-descent parser following LLVM's regcomp grammar for extended regexes: it reports the
/// first error regcomp would report and translates valid patterns into `regex` syntax.
struct Ere<'p> {
    p: &'p [u8],
    i: usize,
    nsub: usize,
    closed: [bool; 10],
    has_backref: bool,
    depth: usize,
}

impl<'p> Ere<'p> {
    fn new(p: &'p [u8]) -> Self {
        Ere {
            p,
            i: 0,
            nsub: 0,
            closed: [false; 10],
            has_backref: false,
            depth: 0,
        }
    }
    fn more(&self) -> bool {
        self.i < self.p.len()
    }
    fn more2(&self) -> bool {
        self.i + 1 < self.p.len()
    }
    fn peek(&self) -> Option<u8> {
        self.p.get(self.i).copied()
    }
    fn peek2(&self) -> Option<u8> {
        self.p.get(self.i + 1).copied()
    }
    fn see(&self, c: u8) -> bool {
        self.peek() == Some(c)
    }
    fn seetwo(&self, a: u8, b: u8) -> bool {
        self.peek() == Some(a) && self.peek2() == Some(b)
    }
    fn eat(&mut self, c: u8) -> bool {
        if self.see(c) {
            self.i += 1;
            true
        } else {
            false
        }
    }
    fn eattwo(&mut self, a: u8, b: u8) -> bool {
        if self.seetwo(a, b) {
            self.i += 2;
            true
        } else {
            false
        }
    }
    fn getnext(&mut self) -> u8 {
        let c = self.peek().unwrap_or(0);
        self.i += 1;
        c
    }
    fn peek_is_digit(&self) -> bool {
        self.peek().is_some_and(|c| c.is_ascii_digit())
    }

    /// Alternatives up to `stop` (or the end).
    fn alternatives(&mut self, stop: Option<u8>) -> Result<String, ReError> {
        let mut alts: Vec<String> = Vec::new();
        loop {
            let mut conc = String::new();
            let mut nonempty = false;
            while let Some(c) = self.peek() {
                if c == b'|' || Some(c) == stop {
                    break;
                }
                let (s, emitted) = self.expression()?;
                conc.push_str(&s);
                nonempty |= emitted;
            }
            if !nonempty {
                return Err(ReError::Empty);
            }
            alts.push(conc);
            if !self.eat(b'|') {
                break;
            }
        }
        Ok(alts.join("|"))
    }

    /// One atom and its optional repetition; the flag is false when regcomp drops it (`x{0}`).
    fn expression(&mut self) -> Result<(String, bool), ReError> {
        let c = self.getnext();
        let mut was_caret = false;
        let atom = match c {
            b'(' => {
                if !self.more() {
                    return Err(ReError::EParen);
                }
                self.nsub += 1;
                let sub = self.nsub;
                self.depth += 1;
                if self.depth > MAX_NESTING {
                    return Err(ReError::TooDeep);
                }
                let inner = if self.see(b')') {
                    String::new()
                } else {
                    self.alternatives(Some(b')'))?
                };
                self.depth -= 1;
                if let Some(slot) = self.closed.get_mut(sub) {
                    *slot = true;
                }
                if !(self.more() && self.getnext() == b')') {
                    return Err(ReError::EParen);
                }
                format!("(?:{inner})")
            }
            b')' => return Err(ReError::EParen),
            b'^' => {
                was_caret = true;
                String::from("^")
            }
            b'$' => String::from("$"),
            b'|' => return Err(ReError::Empty),
            b'*' | b'+' | b'?' => return Err(ReError::BadRpt),
            b'.' => String::from("."),
            b'[' => self.bracket()?,
            b'\\' => {
                if !self.more() {
                    return Err(ReError::EEscape);
                }
                let c = self.getnext();
                if (b'1'..=b'9').contains(&c) {
                    let n = usize::from(c - b'0');
                    if !self.closed.get(n).copied().unwrap_or(false) {
                        return Err(ReError::ESubReg);
                    }
                    self.has_backref = true;
                    String::from("(?:)")
                } else {
                    byte_literal(c)
                }
            }
            b'{' => {
                if self.peek_is_digit() {
                    return Err(ReError::BadRpt);
                }
                byte_literal(b'{')
            }
            other => byte_literal(other),
        };

        let is_rep = |this: &Self| match this.peek() {
            Some(b'*' | b'+' | b'?') => true,
            Some(b'{') => this.more2() && this.peek2().is_some_and(|d| d.is_ascii_digit()),
            _ => false,
        };
        if !is_rep(self) {
            return Ok((atom, true));
        }
        let op = self.getnext();
        if was_caret {
            return Err(ReError::BadRpt);
        }
        let (text, emitted) = match op {
            b'*' => (format!("(?:{atom})*"), true),
            b'+' => (format!("(?:{atom})+"), true),
            b'?' => (format!("(?:{atom})?"), true),
            _ => {
                let low = self.count()?;
                let high = if self.eat(b',') {
                    if self.peek_is_digit() {
                        let high = self.count()?;
                        if low > high {
                            return Err(ReError::BadBr);
                        }
                        Some(high)
                    } else {
                        None
                    }
                } else {
                    Some(low)
                };
                if !self.eat(b'}') {
                    while self.more() && !self.see(b'}') {
                        self.i += 1;
                    }
                    if !self.more() {
                        return Err(ReError::EBrace);
                    }
                    return Err(ReError::BadBr);
                }
                let text = match high {
                    Some(h) if h == low => format!("(?:{atom}){{{low}}}"),
                    Some(h) => format!("(?:{atom}){{{low},{h}}}"),
                    None => format!("(?:{atom}){{{low},}}"),
                };
                (text, !(low == 0 && high == Some(0)))
            }
        };
        if is_rep(self) {
            return Err(ReError::BadRpt);
        }
        Ok((text, emitted))
    }

    fn count(&mut self) -> Result<u32, ReError> {
        let mut count: u32 = 0;
        let mut digits = 0;
        while self.peek_is_digit() && count <= 255 {
            count = count * 10 + u32::from(self.getnext() - b'0');
            digits += 1;
        }
        if digits == 0 || count > 255 {
            return Err(ReError::BadBr);
        }
        Ok(count)
    }

    fn bracket(&mut self) -> Result<String, ReError> {
        let rest = self.p.get(self.i..).unwrap_or(&[]);
        if rest.len() > 5 {
            if rest.starts_with(b"[:<:]]") {
                self.i += 6;
                return Ok(String::from("\\b{start}"));
            }
            if rest.starts_with(b"[:>:]]") {
                self.i += 6;
                return Ok(String::from("\\b{end}"));
            }
        }
        let mut set = [false; 256];
        let invert = self.eat(b'^');
        if self.eat(b']') {
            set[usize::from(b']')] = true;
        } else if self.eat(b'-') {
            set[usize::from(b'-')] = true;
        }
        while self.more() && !self.see(b']') && !self.seetwo(b'-', b']') {
            self.bracket_term(&mut set)?;
        }
        if self.eat(b'-') {
            set[usize::from(b'-')] = true;
        }
        if !(self.more() && self.getnext() == b']') {
            return Err(ReError::EBrack);
        }
        if invert {
            for slot in set.iter_mut() {
                *slot = !*slot;
            }
        }
        Ok(class_syntax(&set))
    }

    fn bracket_term(&mut self, set: &mut [bool; 256]) -> Result<(), ReError> {
        let kind = match self.peek() {
            Some(b'[') => self.peek2().unwrap_or(0),
            Some(b'-') => return Err(ReError::ERange),
            _ => 0,
        };
        match kind {
            b':' => {
                self.i += 2;
                match self.peek() {
                    None => return Err(ReError::EBrack),
                    Some(b'-' | b']') => return Err(ReError::ECType),
                    Some(_) => {}
                }
                let start = self.i;
                while self.peek().is_some_and(|c| c.is_ascii_alphabetic()) {
                    self.i += 1;
                }
                let name = self.p.get(start..self.i).unwrap_or(&[]);
                let chars = class_bytes(name).ok_or(ReError::ECType)?;
                for c in chars {
                    set[usize::from(c)] = true;
                }
                if !self.more() {
                    return Err(ReError::EBrack);
                }
                if !self.eattwo(b':', b']') {
                    return Err(ReError::ECType);
                }
            }
            b'=' => {
                self.i += 2;
                match self.peek() {
                    None => return Err(ReError::EBrack),
                    Some(b'-' | b']') => return Err(ReError::ECollate),
                    Some(_) => {}
                }
                let c = self.collating_element(b'=')?;
                set[usize::from(c)] = true;
                if !self.more() {
                    return Err(ReError::EBrack);
                }
                if !self.eattwo(b'=', b']') {
                    return Err(ReError::ECollate);
                }
            }
            _ => {
                let start = self.symbol()?;
                let finish = if self.see(b'-') && self.more2() && self.peek2() != Some(b']') {
                    self.i += 1;
                    if self.eat(b'-') {
                        b'-'
                    } else {
                        self.symbol()?
                    }
                } else {
                    start
                };
                // regcomp compares (signed) chars.
                let (lo, hi) = (start as i8, finish as i8);
                if lo > hi {
                    return Err(ReError::ERange);
                }
                for c in lo..=hi {
                    set[usize::from(c as u8)] = true;
                }
            }
        }
        Ok(())
    }

    fn symbol(&mut self) -> Result<u8, ReError> {
        if !self.more() {
            return Err(ReError::EBrack);
        }
        if !self.eattwo(b'[', b'.') {
            return Ok(self.getnext());
        }
        let value = self.collating_element(b'.')?;
        if !self.eattwo(b'.', b']') {
            return Err(ReError::ECollate);
        }
        Ok(value)
    }

    fn collating_element(&mut self, end: u8) -> Result<u8, ReError> {
        let start = self.i;
        while self.more() && !self.seetwo(end, b']') {
            self.i += 1;
        }
        if !self.more() {
            return Err(ReError::EBrack);
        }
        let name = self.p.get(start..self.i).unwrap_or(&[]);
        if let Some(c) = collating_name(name) {
            return Ok(c);
        }
        match name {
            [c] => Ok(*c),
            _ => Err(ReError::ECollate),
        }
    }
}

/// Validates one `{{...}}` part like `llvm::Regex::isValid`; returns the `regex` translation and
/// whether it uses a backreference.
fn translate_ere(pattern: &[u8]) -> Result<(String, bool), ReError> {
    let mut parser = Ere::new(pattern);
    let text = parser.alternatives(None)?;
    Ok((text, parser.has_backref))
}

/// How an expectation's text is compared with a message.
#[derive(Clone, Debug)]
enum Matcher {
    /// Plain substring (no `-re`).
    Substring,
    /// `-re` text compiled to a search regex over the message bytes.
    Regex(BytesRegex),
    /// A `-re` expectation that can never match (empty text, or a backreference, which the
    /// `regex` crate cannot express).
    Never,
}

/// Builds the matcher of a `-re` text: literal parts are escaped, `{{re}}` parts are validated
/// one by one. An `Err` holds MLIR's message.
fn compile_expectation_regex(text: &str) -> Result<Matcher, String> {
    let mut pattern = String::from("(?s-u)");
    let mut rest = text.as_bytes();
    let mut backref = false;
    loop {
        let Some(open) = find_bytes(rest, b"{{", 0) else {
            for &b in rest {
                pattern.push_str(&byte_literal(b));
            }
            break;
        };
        for &b in rest.get(..open).unwrap_or(&[]) {
            pattern.push_str(&byte_literal(b));
        }
        rest = rest.get(open + 2..).unwrap_or(&[]);
        let Some(close) = find_bytes(rest, b"}}", 0) else {
            return Err(String::from("found start of regex with no end '}}'"));
        };
        let part = rest.get(..close).unwrap_or(&[]);
        match translate_ere(part) {
            Ok((translated, uses_backref)) => {
                backref |= uses_backref;
                pattern.push_str("(?:");
                pattern.push_str(&translated);
                pattern.push(')');
            }
            Err(ReError::TooDeep) => return Ok(Matcher::Never),
            Err(e) => return Err(format!("invalid regex: {}", re_error_message(e))),
        }
        rest = rest.get(close + 2..).unwrap_or(&[]);
    }
    if text.is_empty() || backref {
        return Ok(Matcher::Never);
    }
    Ok(BytesRegex::new(&pattern).map_or(Matcher::Never, Matcher::Regex))
}

// ---------------------------------------------------------------------------------------------
// Expectations.
// ---------------------------------------------------------------------------------------------

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
    /// of a line (see [`render_with`]).
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
    /// Rendering these with [`render`] loses the `~` underline: use
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

// ---------------------------------------------------------------------------------------------
// Rendering.
// ---------------------------------------------------------------------------------------------

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
fn render_located(
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
fn follow_up_severity(severity: Severity) -> Severity {
    if severity == Severity::Error {
        Severity::Error
    } else {
        Severity::Note
    }
}

// ---------------------------------------------------------------------------------------------
// Tests. Expected strings were captured from `mlir-opt-22` (LLVM 22.1.8).
// ---------------------------------------------------------------------------------------------

#[cfg(test)]
mod tests {
    use super::*;

    fn diag(severity: Severity, file: &str, line: u32, col: u32, message: &str) -> Diagnostic {
        Diagnostic {
            severity,
            file: file.into(),
            line,
            col,
            message: message.into(),
            notes: vec![],
        }
    }

    fn err(file: &str, line: u32, col: u32, message: &str) -> Diagnostic {
        diag(Severity::Error, file, line, col, message)
    }

    /// Emulates `mlir-opt-22 --verify-diagnostics [--split-input-file]`'s stderr and exit status
    /// for the given emitted diagnostics (in emission order).
    fn run_verify(
        name: &str,
        text: &str,
        split: bool,
        level: VerifyLevel,
        diags: &[Diagnostic],
    ) -> (String, bool) {
        let src = |file: &str, line: u32| -> Option<String> {
            if file == name {
                line_text(text, line).map(str::to_string)
            } else {
                None
            }
        };
        let mut out = String::new();
        let mut exp = Expectations::parse_all(text, 1, name);
        exp.set_level(level);
        for r in exp.errors() {
            out.push_str(&r.render(&src));
        }
        if split {
            for w in split_input_checked(text, DEFAULT_SPLIT_MARKER, name).near_misses {
                out.push_str(&render_with(&w, &src));
            }
        }
        for d in diags {
            for r in exp.process(d) {
                out.push_str(&r.render(&src));
            }
        }
        for r in exp.final_reports() {
            out.push_str(&r.render(&src));
        }
        (out, exp.failed())
    }

    const PARENT: &str = "'func.return' op expects parent op 'func.func'";

    // ---- splitting -------------------------------------------------------------------------

    #[test]
    fn split_basic_keeps_positions() {
        let text = "a\n// -----\nb\n// -----\nc\n";
        let chunks = split_input(text, DEFAULT_SPLIT_MARKER);
        let texts: Vec<&str> = chunks.iter().map(|c| c.text).collect();
        assert_eq!(texts, vec!["a\n", "\nb\n", "\nc\n"]);
        assert_eq!((chunks[0].first_line, chunks[0].first_col), (1, 1));
        assert_eq!(
            (chunks[1].first_line, chunks[1].first_col, chunks[1].offset),
            (2, 9, 10)
        );
        assert_eq!(chunks[2].first_line, 4);
        // Line 2 of chunk 1 ("b") is line 3 of the file.
        assert_eq!(chunks[1].file_position(2, 1), (3, 1));
        assert_eq!(chunks[1].file_position(1, 1), (2, 9));
        assert_eq!(chunks[1].file_position(0, 0), (0, 0));
    }

    #[test]
    fn split_rules_captured_from_mlir_opt() {
        // sp1.mlir from the mlir-opt-22 experiments.
        let text = "// -----\n\"t.op\"() : () -> ()\n// ----- trailing text\n\"t.a\"() : () -> ()\n  // -----\n\"t.b\"() : () -> ()\n// ------\n\"t.c\"() : () -> ()\n\"t.d\"() : () -> () // -----\n\"t.e\"() : () -> ()\n// ----\n\"t.f\"() : () -> ()\n//  -----\n\"t.g\"() : () -> ()\n// -----0\n\"t.h\"() : () -> ()\n";
        let split = split_input_checked(text, DEFAULT_SPLIT_MARKER, "sp1.mlir");
        let texts: Vec<&str> = split.chunks.iter().map(|c| c.text).collect();
        assert_eq!(
            texts,
            vec![
                // The file starts with the marker: MLIR keeps the "--" (error at 1:7 in mlir-opt).
                "--\n\"t.op\"() : () -> ()\n",
                " trailing text\n\"t.a\"() : () -> ()\n  ",
                "\n\"t.b\"() : () -> ()\n",
                "-\n\"t.c\"() : () -> ()\n\"t.d\"() : () -> () ",
                "\n\"t.e\"() : () -> ()\n// ----\n\"t.f\"() : () -> ()\n//  -----\n\"t.g\"() : () -> ()\n// -----0\n\"t.h\"() : () -> ()\n",
            ]
        );
        assert_eq!(
            (split.chunks[0].first_line, split.chunks[0].first_col),
            (1, 7)
        );
        assert_eq!(
            (split.chunks[1].first_line, split.chunks[1].first_col),
            (3, 9)
        );
        assert_eq!(
            (split.chunks[3].first_line, split.chunks[3].first_col),
            (7, 9)
        );
        let src = |l: u32| line_text(text, l).map(str::to_string);
        let warnings: String = split.near_misses.iter().map(|w| render(w, &src)).collect();
        assert_eq!(
            warnings,
            "sp1.mlir:11:7: warning: near miss with file split marker\n// ----\n      ^\n\
             sp1.mlir:15:7: warning: near miss with file split marker\n// -----0\n      ^\n"
        );
    }

    #[test]
    fn split_marker_on_last_line_without_newline_is_a_near_miss() {
        let text = "\"t.a\"() : () -> () // -----";
        let split = split_input_checked(text, DEFAULT_SPLIT_MARKER, "e2.mlir");
        assert_eq!(split.chunks.len(), 1);
        assert_eq!(split.chunks[0].text, text);
        let src = |l: u32| line_text(text, l).map(str::to_string);
        assert_eq!(
            render(&split.near_misses[0], &src),
            "e2.mlir:1:26: warning: near miss with file split marker\n\"t.a\"() : () -> () // -----\n                         ^\n"
        );
    }

    #[test]
    fn split_marker_on_last_line_with_newline() {
        let chunks = split_input("a\n// -----\n", DEFAULT_SPLIT_MARKER);
        let texts: Vec<&str> = chunks.iter().map(|c| c.text).collect();
        assert_eq!(texts, vec!["a\n", "\n"]);
    }

    #[test]
    fn split_first_line_short_marker_and_empty_inputs() {
        // "// ----" at the start: no warning, chunk keeps "-" (mlir-opt: error at 1:7).
        let split = split_input_checked(
            "// ----\n\"t.a\"() : () -> ()\n",
            DEFAULT_SPLIT_MARKER,
            "e3.mlir",
        );
        assert!(split.near_misses.is_empty());
        assert_eq!(split.chunks[0].text, "-\n\"t.a\"() : () -> ()\n");
        assert_eq!(
            (split.chunks[0].first_line, split.chunks[0].first_col),
            (1, 7)
        );
        // Empty buffer with splitting: nothing at all.
        assert!(split_input("", DEFAULT_SPLIT_MARKER).is_empty());
        // No splitting: the whole buffer, even empty.
        assert_eq!(split_input("", "").len(), 1);
        assert_eq!(split_input("a// -----\nb", "")[0].text, "a// -----\nb");
        // Markers shorter than 3 bytes (mlir-opt hangs): no splitting.
        assert_eq!(split_input("ab\nab\n", "ab").len(), 1);
    }

    #[test]
    fn split_crlf() {
        let text = "a\r\n// -----\r\nb\r\n";
        let chunks = split_input(text, DEFAULT_SPLIT_MARKER);
        let texts: Vec<&str> = chunks.iter().map(|c| c.text).collect();
        assert_eq!(texts, vec!["a\r\n", "\r\nb\r\n"]);
        assert_eq!(chunks[1].first_line, 2);
    }

    #[test]
    fn split_custom_marker() {
        // mlir-opt-22 --split-input-file='##==' on e4.mlir.
        let text = "\"t.a\"() : () -> ()\n##==\n\"t.b\"() : () -> ()\n##=\n\"t.c\"() : () -> ()\n";
        let split = split_input_checked(text, "##==", "e4.mlir");
        let texts: Vec<&str> = split.chunks.iter().map(|c| c.text).collect();
        assert_eq!(
            texts,
            vec![
                "\"t.a\"() : () -> ()\n",
                "\n\"t.b\"() : () -> ()\n##=\n\"t.c\"() : () -> ()\n"
            ]
        );
        let src = |l: u32| line_text(text, l).map(str::to_string);
        assert_eq!(
            render(&split.near_misses[0], &src),
            "e4.mlir:4:3: warning: near miss with file split marker\n##=\n  ^\n"
        );
        // --split-input-file=abc: split on "a", the "a" inside "t.a" is a near miss.
        let text = "\"t.a\"() : () -> ()\nabc\n\"t.b\"() : () -> ()\n";
        let split = split_input_checked(text, "abc", "m3.mlir");
        assert_eq!(split.chunks.len(), 2);
        assert_eq!(
            (split.near_misses[0].line, split.near_misses[0].col),
            (1, 5)
        );
    }

    #[test]
    fn split_multibyte_marker_does_not_panic() {
        let chunks = split_input("x—y—\nz", "—");
        assert!(!chunks.is_empty());
        let chunks = split_input("é// -----é\n", "// -----é");
        assert!(!chunks.is_empty());
    }

    #[test]
    fn output_joining() {
        assert_eq!(OUTPUT_SPLIT_MARKER, "// -----");
        let joined = join_outputs(
            &["module {\n}\n\n", "", "module {\n}\n\n"],
            OUTPUT_SPLIT_MARKER,
        );
        assert_eq!(joined, "module {\n}\n\n// -----\n// -----\nmodule {\n}\n\n");
        assert_eq!(join_outputs::<&str>(&[], OUTPUT_SPLIT_MARKER), "");
    }

    // ---- rendering ---------------------------------------------------------------------------

    #[test]
    fn render_error_with_notes() {
        // mlir-opt-22 n.mlir (two `func.func private @f()`), default flags.
        let text = "func.func private @f()\nfunc.func private @f()\n";
        let mut d = err("n.mlir", 2, 1, "redefinition of symbol named 'f'");
        d.notes.push(diag(
            Severity::Note,
            "n.mlir",
            2,
            1,
            "see current operation: \n\"func.func\"() <{function_type = () -> (), sym_name = \"f\", sym_visibility = \"private\"}> ({\n}) : () -> ()",
        ));
        d.notes.push(diag(
            Severity::Note,
            "n.mlir",
            1,
            1,
            "see existing symbol definition here",
        ));
        let src = |l: u32| line_text(text, l).map(str::to_string);
        assert_eq!(
            render(&d, &src),
            "n.mlir:2:1: error: redefinition of symbol named 'f'\nfunc.func private @f()\n^\n\
             n.mlir:2:1: note: see current operation: \n\"func.func\"() <{function_type = () -> (), sym_name = \"f\", sym_visibility = \"private\"}> ({\n}) : () -> ()\n\
             n.mlir:1:1: note: see existing symbol definition here\nfunc.func private @f()\n^\n"
        );
    }

    #[test]
    fn render_remark_at_line_zero_and_unknown() {
        // mlir-opt-22 --test-symbol-uses rm.mlir
        let text = "func.func private @f()\n";
        let src = |l: u32| line_text(text, l).map(str::to_string);
        let mut a = diag(Severity::Remark, "rm.mlir", 1, 1, "symbol has no uses");
        a.notes.push(diag(
            Severity::Note,
            "rm.mlir",
            1,
            1,
            "see current operation: func.func private @f()",
        ));
        let mut b = diag(
            Severity::Remark,
            "rm.mlir",
            0,
            0,
            "f function successfully erased",
        );
        b.notes.push(diag(
            Severity::Note,
            "rm.mlir",
            0,
            0,
            "see current operation: \nmodule {\n}",
        ));
        assert_eq!(
            render(&a, &src) + &render(&b, &src),
            "rm.mlir:1:1: remark: symbol has no uses\nfunc.func private @f()\n^\n\
             rm.mlir:1:1: note: see current operation: func.func private @f()\n\
             rm.mlir:0:0: remark: f function successfully erased\n\
             rm.mlir:0:0: note: see current operation: \nmodule {\n}\n"
        );
        // u.mlir: `"func.return"() : () -> () loc(unknown)`
        let mut u = err("", 0, 0, PARENT);
        u.notes.push(diag(
            Severity::Note,
            "",
            0,
            0,
            "see current operation: \"func.return\"() : () -> ()",
        ));
        assert_eq!(
            render(&u, &src),
            "<unknown>:0: error: 'func.return' op expects parent op 'func.func'\n\
             <unknown>:0: note: see current operation: \"func.return\"() : () -> ()\n"
        );
    }

    #[test]
    fn render_column_and_line_limits() {
        // d2.mlir: 19 lines + the empty line after the final newline; line 1 has 46 bytes.
        let mut text = String::from("\"func.return\"() : () -> () loc(\"d2.mlir\":1:46)\n");
        for _ in 0..18 {
            text.push_str("x\n");
        }
        let src = |l: u32| line_text(&text, l).map(str::to_string);
        let r = |line, col| render(&err("d2.mlir", line, col, PARENT), &src);
        let line1 = "\"func.return\"() : () -> () loc(\"d2.mlir\":1:46)";
        assert_eq!(
            r(1, 46),
            format!(
                "d2.mlir:1:46: error: {PARENT}\n{line1}\n{}^\n",
                " ".repeat(45)
            )
        );
        assert_eq!(
            r(1, 47),
            format!(
                "d2.mlir:1:47: error: {PARENT}\n{line1}\n{}^\n",
                " ".repeat(46)
            )
        );
        assert_eq!(r(1, 48), format!("d2.mlir:1:48: error: {PARENT}\n"));
        assert_eq!(r(1, 0), format!("d2.mlir:1:0: error: {PARENT}\n"));
        assert_eq!(r(0, 3), format!("d2.mlir:0:3: error: {PARENT}\n"));
        assert_eq!(r(20, 1), format!("d2.mlir:20:1: error: {PARENT}\n\n^\n"));
        assert_eq!(r(21, 1), format!("d2.mlir:21:1: error: {PARENT}\n"));
        // A file the callback does not serve (other.mlir absent on disk).
        let other = render_with(&err("other.mlir", 2, 3, PARENT), &|f: &str, l: u32| {
            if f == "d2.mlir" {
                line_text(&text, l).map(str::to_string)
            } else {
                None
            }
        });
        assert_eq!(other, format!("other.mlir:2:3: error: {PARENT}\n"));
    }

    #[test]
    fn render_tabs_non_ascii_and_crlf() {
        // t.mlir from the experiments, rendered by mlir-opt-22 --verify-diagnostics.
        let text = "\t\"func.return\"() : () -> () loc(\"t.mlir\":1:3)\n// -----\n  \t  \t\"func.return\"() : () -> () loc(\"t.mlir\":3:7)\n// -----\n\"func.return\"() : () -> () loc(\"t.mlir\":5:4) // \u{e9}\n// -----\n\"func.return\"() : () -> () loc(\"t.mlir\":7:4)\r\n// -----\r\n\"func.return\"() : () -> () loc(\"t.mlir\":9:48)\r\n// -----\n\"func.return\"() : () -> () loc(\"t.mlir\":11:47)\r\n// -----\n\"func.return\"() : () -> () loc(\"t.mlir\":13:48)\r\n// -----\n\"func.return\"() : () -> () loc(\"t.mlir\":15:58) // \u{e9}\n";
        let diags: Vec<Diagnostic> = [
            (1, 3),
            (3, 7),
            (5, 4),
            (7, 4),
            (9, 48),
            (11, 47),
            (13, 48),
            (15, 58),
        ]
        .iter()
        .map(|&(l, c)| err("t.mlir", l, c, PARENT))
        .collect();
        let (out, failed) = run_verify("t.mlir", text, true, VerifyLevel::All, &diags);
        let u = format!("unexpected error: {PARENT}");
        let expected = format!(
            "t.mlir:1:3: error: {u}\n        \"func.return\"() : () -> () loc(\"t.mlir\":1:3)\n         ^\n\
             t.mlir:3:7: error: {u}\n                \"func.return\"() : () -> () loc(\"t.mlir\":3:7)\n                ^\n\
             t.mlir:5:4: error: {u}\n\"func.return\"() : () -> () loc(\"t.mlir\":5:4) // \u{e9}\n\
             t.mlir:7:4: error: {u}\n\"func.return\"() : () -> () loc(\"t.mlir\":7:4)\n   ^\n\
             t.mlir:9:48: error: {u}\n\
             t.mlir:11:47: error: {u}\n\"func.return\"() : () -> () loc(\"t.mlir\":11:47)\n                                              ^\n\
             t.mlir:13:48: error: {u}\n\
             t.mlir:15:58: error: {u}\n"
        );
        assert_eq!(out, expected);
        assert!(failed);
    }

    #[test]
    fn render_tabs_under_caret_and_underline() {
        // tab.mlir, mlir-opt-22 --verify-diagnostics: characters of the caret line that sit
        // under a tab are repeated up to the tab stop, the caret included.
        let tabs = "\t".repeat(20);
        let text = format!("\t\"func.return\"() : () -> () loc(\"tab.mlir\":1:1)\n// expected-error {{{{{tabs}}}}}\n");
        let (out, failed) = run_verify(
            "tab.mlir",
            &text,
            false,
            VerifyLevel::All,
            &[err("tab.mlir", 1, 1, PARENT)],
        );
        let expected = format!(
            "tab.mlir:1:1: error: unexpected error: {PARENT}\n        \"func.return\"() : () -> () loc(\"tab.mlir\":1:1)\n^^^^^^^^\n\
             tab.mlir:2:4: error: expected error \"{tabs}\" was not produced\n// expected-error {{{{{}}}}}\n   ^{}\n",
            " ".repeat(156),
            "~".repeat(36)
        );
        assert_eq!(out, expected);
        assert!(failed);
        // An underline longer than the line is clipped to it.
        let src = |f: &str, l: u32| {
            if f == "f" {
                line_text("abc", l).map(str::to_string)
            } else {
                None
            }
        };
        let r = Report {
            diagnostic: err("f", 1, 2, "m"),
            underline: 100,
        };
        assert_eq!(r.render(&src), "f:1:2: error: m\nabc\n ^~\n");
        let r = Report {
            diagnostic: err("f", 1, 4, "m"),
            underline: 100,
        };
        assert_eq!(r.render(&src), "f:1:4: error: m\nabc\n   ^\n");
    }

    // ---- verification: formats captured from mlir-opt-22 ----------------------------------

    #[test]
    fn missing_expected_error() {
        let text = "// expected-error@+1 {{foo}}\n\"t.op\"() : () -> ()\n";
        let (out, failed) = run_verify("x.mlir", text, false, VerifyLevel::All, &[]);
        assert_eq!(out, "x.mlir:1:4: error: expected error \"foo\" was not produced\n// expected-error@+1 {{foo}}\n   ^~~\n");
        assert!(failed);
    }

    #[test]
    fn unexpected_error_then_missing_across_chunks() {
        // s.mlir with --split-input-file.
        let text = "\"t.op\"() : () -> ()\n// -----\n\n%x = \"t.op\"(%y) : (i32) -> i32\n// -----\n// expected-error@+1 {{foo}}\n\"t.op\"() : () -> ()\n";
        let d = err("s.mlir", 4, 13, "use of undeclared SSA value name");
        let (out, failed) = run_verify("s.mlir", text, true, VerifyLevel::All, &[d]);
        assert_eq!(
            out,
            "s.mlir:4:13: error: unexpected error: use of undeclared SSA value name\n%x = \"t.op\"(%y) : (i32) -> i32\n            ^\n\
             s.mlir:6:4: error: expected error \"foo\" was not produced\n// expected-error@+1 {{foo}}\n   ^~~\n"
        );
        assert!(failed);
    }

    #[test]
    fn notes_are_matched_separately() {
        let text = "func.func private @f()\nfunc.func private @f()\n";
        let mut d = err("n.mlir", 2, 1, "redefinition of symbol named 'f'");
        d.notes.push(diag(
            Severity::Note,
            "n.mlir",
            1,
            1,
            "see existing symbol definition here",
        ));
        let (out, _) = run_verify(
            "n.mlir",
            text,
            false,
            VerifyLevel::All,
            std::slice::from_ref(&d),
        );
        assert_eq!(
            out,
            "n.mlir:2:1: error: unexpected error: redefinition of symbol named 'f'\nfunc.func private @f()\n^\n\
             n.mlir:1:1: error: unexpected note: see existing symbol definition here\nfunc.func private @f()\n^\n"
        );
        let text2 = "func.func private @f()\n// expected-error@+1 {{redefinition of symbol named 'f'}}\nfunc.func private @f()\n";
        let mut d2 = err("n2.mlir", 3, 1, "redefinition of symbol named 'f'");
        d2.notes.push(diag(
            Severity::Note,
            "n2.mlir",
            1,
            1,
            "see existing symbol definition here",
        ));
        let (out, failed) = run_verify("n2.mlir", text2, false, VerifyLevel::All, &[d2]);
        assert_eq!(out, "n2.mlir:1:1: error: unexpected note: see existing symbol definition here\nfunc.func private @f()\n^\n");
        assert!(failed);
        let text3 = "// expected-note@+1 {{see existing symbol}}\nfunc.func private @f()\n// expected-error@+1 {{redefinition of symbol named 'f'}}\nfunc.func private @f()\n";
        let mut d3 = err("n3.mlir", 4, 1, "redefinition of symbol named 'f'");
        d3.notes.push(diag(
            Severity::Note,
            "n3.mlir",
            2,
            1,
            "see existing symbol definition here",
        ));
        let (out, failed) = run_verify("n3.mlir", text3, false, VerifyLevel::All, &[d3.clone()]);
        assert_eq!(out, "");
        assert!(!failed);
        // consume() agrees.
        let mut exp = Expectations::parse_all(text3, 1, "n3.mlir");
        assert!(exp.consume(&d3));
        assert!(exp.unmatched().is_empty());
    }

    #[test]
    fn near_miss_and_unknown_twice() {
        // nm.mlir with --test-symbol-uses.
        let text = "// expected-error@below {{symbol has no uses}}\nfunc.func private @f()\n// expected-warning@above {{symbol has}}\n// expected-remark@unknown {{successfully erased}}\n";
        let diags = [
            diag(Severity::Remark, "nm.mlir", 2, 1, "symbol has no uses"),
            diag(
                Severity::Remark,
                "nm.mlir",
                0,
                0,
                "f function successfully erased",
            ),
        ];
        let (out, failed) = run_verify("nm.mlir", text, false, VerifyLevel::All, &diags);
        assert_eq!(
            out,
            "nm.mlir:3:4: error: 'remark' diagnostic emitted when expecting a 'warning'\n// expected-warning@above {{symbol has}}\n   ^\n\
             nm.mlir:0:0: error: unexpected remark: f function successfully erased\n\
             nm.mlir:1:4: error: expected error \"symbol has no uses\" was not produced\n// expected-error@below {{symbol has no uses}}\n   ^~~~~~~~~~~~~~~~~~\n\
             nm.mlir:3:4: error: expected warning \"symbol has\" was not produced\n// expected-warning@above {{symbol has}}\n   ^~~~~~~~~~\n\
             <unknown>:0: error: expected remark \"successfully erased\" was not produced\n\
             <unknown>:0: error: expected remark \"successfully erased\" was not produced\n"
        );
        assert!(failed);
        // Without --verify-diagnostics mlir-opt-22 prints each unmatched expectation once.
        let exp = Expectations::parse_all(text, 1, "nm.mlir");
        assert_eq!(exp.unmatched_reports().len(), 3);
        assert_eq!(exp.final_reports().len(), 4);
        assert_eq!(
            exp.unmatched()[2].message,
            "expected remark \"successfully erased\" was not produced"
        );
        assert_eq!(exp.unmatched()[2].file, "");
    }

    #[test]
    fn exact_match_beats_near_miss() {
        // rm4.mlir: the remark matches `expected-remark@-2`; error/warning ones are then unmatched.
        let text = "// expected-error@below {{symbol has no uses}}\nfunc.func private @f()\n// expected-warning@above {{symbol has no uses}}\n// expected-remark@-2 {{symbol has}}\n";
        let diags = [diag(
            Severity::Remark,
            "rm4.mlir",
            2,
            1,
            "symbol has no uses",
        )];
        let (out, _) = run_verify("rm4.mlir", text, false, VerifyLevel::All, &diags);
        assert_eq!(
            out,
            "rm4.mlir:1:4: error: expected error \"symbol has no uses\" was not produced\n// expected-error@below {{symbol has no uses}}\n   ^~~~~~~~~~~~~~~~~~\n\
             rm4.mlir:3:4: error: expected warning \"symbol has no uses\" was not produced\n// expected-warning@above {{symbol has no uses}}\n   ^~~~~~~~~~~~~~~~~~\n"
        );
    }

    #[test]
    fn unknown_location_expectations() {
        let d = err("", 0, 0, PARENT);
        // un.mlir: near miss against an @unknown expectation.
        let text = "// expected-warning@unknown {{expects parent op}}\n\"func.return\"() : () -> () loc(unknown)\n";
        let (out, _) = run_verify(
            "un.mlir",
            text,
            false,
            VerifyLevel::All,
            std::slice::from_ref(&d),
        );
        assert_eq!(
            out,
            "<unknown>:0: error: 'error' diagnostic emitted when expecting a 'warning'\n\
             <unknown>:0: error: expected warning \"expects parent op\" was not produced\n\
             <unknown>:0: error: expected warning \"expects parent op\" was not produced\n"
        );
        // un2.mlir: matched.
        let text = "// expected-error@unknown {{expects parent op}}\n\"func.return\"() : () -> () loc(unknown)\n";
        let (out, failed) = run_verify(
            "un2.mlir",
            text,
            false,
            VerifyLevel::All,
            std::slice::from_ref(&d),
        );
        assert_eq!((out.as_str(), failed), ("", false));
        // un3.mlir: a located expectation does not match an unknown location.
        let text = "// expected-error@+1 {{expects parent op}}\n\"func.return\"() : () -> () loc(unknown)\n";
        let (out, _) = run_verify("un3.mlir", text, false, VerifyLevel::All, &[d]);
        assert_eq!(
            out,
            format!("<unknown>:0: error: unexpected error: {PARENT}\nun3.mlir:1:4: error: expected error \"expects parent op\" was not produced\n// expected-error@+1 {{{{expects parent op}}}}\n   ^~~~~~~~~~~~~~~~~\n")
        );
        // rm2.mlir: a file:0:0 location is not an unknown location.
        let text = "// expected-remark@below {{symbol has no uses}}\nfunc.func private @f()\n// expected-remark@unknown {{successfully erased}}\n";
        let diags = [
            diag(Severity::Remark, "rm2.mlir", 2, 1, "symbol has no uses"),
            diag(
                Severity::Remark,
                "rm2.mlir",
                0,
                0,
                "f function successfully erased",
            ),
        ];
        let (out, _) = run_verify("rm2.mlir", text, false, VerifyLevel::All, &diags);
        assert_eq!(
            out,
            "rm2.mlir:0:0: error: unexpected remark: f function successfully erased\n\
             <unknown>:0: error: expected remark \"successfully erased\" was not produced\n\
             <unknown>:0: error: expected remark \"successfully erased\" was not produced\n"
        );
    }

    #[test]
    fn only_expected_level() {
        let text = "// expected-remark@below {{symbol has no uses}}\nfunc.func private @f()\n// expected-error@unknown {{successfully erased}}\n";
        let diags = [
            diag(Severity::Remark, "nm2.mlir", 2, 1, "symbol has no uses"),
            diag(
                Severity::Remark,
                "nm2.mlir",
                0,
                0,
                "f function successfully erased",
            ),
        ];
        let (out, failed) = run_verify("nm2.mlir", text, false, VerifyLevel::OnlyExpected, &diags);
        assert_eq!(
            out,
            "<unknown>:0: error: expected error \"successfully erased\" was not produced\n\
             <unknown>:0: error: expected error \"successfully erased\" was not produced\n"
        );
        assert!(failed);
        let mut exp = Expectations::parse_all("", 1, "f");
        exp.set_level(VerifyLevel::OnlyExpected);
        assert!(exp.process(&err("f", 1, 1, "x")).is_empty());
        assert!(!exp.failed());
    }

    #[test]
    fn one_expectation_absorbs_repeats_and_first_wins() {
        // d.mlir (split): three diagnostics on line 10 all match the one expectation there.
        let text = "// expected-error@+4 {{expects parent op}}\n// expected-error@+3 {{expects parent op}}\n// -----\n\"func.return\"() : () -> () loc(\"d.mlir\":10:1)\n// -----\n\"func.return\"() : () -> () loc(\"d.mlir\":10:1)\n// -----\n\"func.return\"() : () -> () loc(\"d.mlir\":10:1)\n// -----\n// expected-error@+0 {{expects parent op}}\n";
        let diags = vec![err("d.mlir", 10, 1, PARENT); 3];
        let (out, _) = run_verify("d.mlir", text, true, VerifyLevel::All, &diags);
        assert_eq!(
            out,
            "d.mlir:1:4: error: expected error \"expects parent op\" was not produced\n// expected-error@+4 {{expects parent op}}\n   ^~~~~~~~~~~~~~~~~\n\
             d.mlir:2:4: error: expected error \"expects parent op\" was not produced\n// expected-error@+3 {{expects parent op}}\n   ^~~~~~~~~~~~~~~~~\n"
        );
        // Two identical expectations for one line: the first is matched, the second is not.
        let text = "// expected-error@+2 {{expects parent op}}\n// expected-error@+1 {{expects parent op}}\n\"func.return\"() : () -> () loc(\"d.mlir\":3:1)\n";
        let (out, _) = run_verify(
            "d.mlir",
            text,
            false,
            VerifyLevel::All,
            &[err("d.mlir", 3, 1, PARENT)],
        );
        assert_eq!(
            out,
            "d.mlir:2:4: error: expected error \"expects parent op\" was not produced\n// expected-error@+1 {{expects parent op}}\n   ^~~~~~~~~~~~~~~~~\n"
        );
    }

    #[test]
    fn location_forms() {
        // o.mlir (split): octal offsets, wrap-around, @above skipping designators, tabs.
        let text = "// expected-error@+010 {{expects parent op}}\n// expected-error @+2 {{expects parent op}}\n// expected-error@-5 {{expects parent op}}\n//expected-error  @above   {{expects parent op}}\n// expected-error\t{{tab}}\n// expected-error {{a}} trailing }}\n// expected-error {{a}} trailing\n// -----\n\"func.return\"() : () -> () loc(\"o.mlir\":9:1)\n// -----\n\"func.return\"() : () -> () loc(\"o.mlir\":11:1)\n// -----\n\"func.return\"() : () -> () loc(\"o.mlir\":4:1)\n// -----\n\"func.return\"() : () -> () loc(\"o.mlir\":5:1)\n";
        let diags: Vec<Diagnostic> = [9, 11, 4, 5]
            .iter()
            .map(|&l| err("o.mlir", l, 1, PARENT))
            .collect();
        let (out, _) = run_verify("o.mlir", text, true, VerifyLevel::All, &diags);
        let u = format!("unexpected error: {PARENT}");
        assert_eq!(
            out,
            format!(
                "o.mlir:11:1: error: {u}\n\"func.return\"() : () -> () loc(\"o.mlir\":11:1)\n^\n\
                 o.mlir:5:1: error: {u}\n// expected-error       {{{{tab}}}}\n^\n\
                 o.mlir:3:4: error: expected error \"expects parent op\" was not produced\n// expected-error@-5 {{{{expects parent op}}}}\n   ^~~~~~~~~~~~~~~~~\n\
                 o.mlir:4:3: error: expected error \"expects parent op\" was not produced\n//expected-error  @above   {{{{expects parent op}}}}\n  ^~~~~~~~~~~~~~~~~\n\
                 o.mlir:6:4: error: expected error \"a}}}} trailing \" was not produced\n// expected-error {{{{a}}}} trailing }}}}\n   ^~~~~~~~~~~~~\n"
            )
        );
        // o2.mlir: unparsable offsets count as 0.
        let text = "// expected-error@+09 {{expects parent op}}\n// -----\n\"func.return\"() : () -> () loc(\"o2.mlir\":1:1)\n// -----\n\"func.return\"() : () -> () loc(\"o2.mlir\":10:1)\n// -----\n// expected-error@+99999999999 {{expects parent op}}\n\"func.return\"() : () -> () loc(\"o2.mlir\":7:1)\n";
        let diags: Vec<Diagnostic> = [1, 10, 7]
            .iter()
            .map(|&l| err("o2.mlir", l, 1, PARENT))
            .collect();
        let (out, _) = run_verify("o2.mlir", text, true, VerifyLevel::All, &diags);
        assert_eq!(out, format!("o2.mlir:10:1: error: {u}\n"));
    }

    #[test]
    fn above_below_plain_and_dangling() {
        let text = "op1\n// expected-error@above {{A}}\n// expected-error@below {{B}}\n// expected-note@below {{C}}\nop5\n// expected-error {{D}}\n// expected-error@+1 {{E}}\n// expected-error@below {{F}}";
        let mut exp = Expectations::parse_all(text, 1, "f");
        for (line, msg) in [(1, "A"), (5, "B"), (6, "D"), (8, "E"), (8, "F")] {
            assert!(exp.consume(&err("f", line, 1, msg)), "{msg}");
        }
        assert!(exp.consume(&diag(Severity::Note, "f", 5, 2, "xCx")));
        assert!(!exp.failed());
        // `@above` on the very first line targets line 1; first_line offsets everything.
        let mut exp = Expectations::parse_all("// expected-error@above {{A}}\nx", 7, "f");
        assert!(exp.consume(&err("f", 7, 1, "A")));
        // A diagnostic in another file or at line 0 never matches.
        let mut exp = Expectations::parse_all("// expected-error {{A}}", 1, "f");
        assert!(!exp.consume(&err("g", 1, 1, "A")));
        assert!(!exp.consume(&err("f", 0, 0, "A")));
        assert!(exp.failed());
    }

    #[test]
    fn non_designators() {
        for line in [
            "// expected-error-3 {{x}}",
            "// expected-error\t{{x}}",
            "// expected-error {{x}} trailing",
            "// expected-err {{x}}",
            "// Expected-error {{x}}",
            "// expected-error @ +1 {{x}}",
        ] {
            let exp = Expectations::parse_all(line, 1, "f");
            assert!(exp.unmatched().is_empty(), "{line}");
        }
        // Anywhere in the line, trailing whitespace and CR ignored.
        let exp =
            Expectations::parse_all("\"t.op\"() : () -> () // expected-error{{x}}  \r\n", 1, "f");
        let u = exp.unmatched();
        assert_eq!((u[0].line, u[0].col), (1, 24));
        // The text is the greedy match between the first `{{` and the final `}}`.
        let exp =
            Expectations::parse_all("// expected-error {{a}} // expected-error {{b}}", 1, "f");
        assert_eq!(
            exp.unmatched()[0].message,
            "expected error \"a}} // expected-error {{b\" was not produced"
        );
    }

    #[test]
    fn plain_text_is_a_substring_even_with_braces() {
        let mut exp = Expectations::parse_all("// expected-error {{use of {{.*}} SSA}}", 1, "r");
        assert!(!exp.consume(&err("r", 1, 1, "use of undeclared SSA value name")));
        let mut exp = Expectations::parse_all("// expected-error {{of {{.*}} S}}", 1, "r");
        assert!(exp.consume(&err("r", 1, 1, "x of {{.*}} S y")));
        // Empty plain text matches anything; empty -re text matches nothing.
        let mut exp = Expectations::parse_all("// expected-error {{}}", 1, "r");
        assert!(exp.consume(&err("r", 1, 1, "whatever")));
        let mut exp = Expectations::parse_all("// expected-error-re {{}}", 1, "r");
        assert!(!exp.consume(&err("r", 1, 1, "whatever")));
    }

    #[test]
    fn regex_expectations_match_like_mlir() {
        // rm5.mlir (split), message: 'func.return' op expects parent op 'func.func'
        let cases: &[(&str, bool)] = &[
            ("{{{{^}}'func.return' op {{.*}} parent}}", true),
            ("{{op {{[[:alpha:]]+}} parent op '{{\\w+}}.func'}}", false),
            ("{{op {{e\\xpects}} parent}}", true),
            ("{{'func.func'{{$}}}}", true),
            ("{{{{[[:<:]]}}op{{[[:>:]]}}}}", true),
            ("{{{{[[:<:]]}}xpects}}", false),
            ("{{^use of {{.*}} SSA value name$}}", false),
            ("{{u.e of}}", false),
            ("{{{{e.p}}ects}}", true),
            ("{{{{(parent|child)}} op}}", true),
            ("{{{{[^a-z]}}op}}", true),
            ("{{{{x*}}}}", true),
            ("{{{{a{0} }}}}", true),
            ("{{'{{.}}unc.func'}}", true),
            ("{{{{(f)unc\\1}}}}", false),
        ];
        for (body, want) in cases {
            let text = format!("// expected-error-re {body}");
            let mut exp = Expectations::parse_all(&text, 1, "r");
            assert!(exp.errors().is_empty(), "{body}");
            assert_eq!(exp.consume(&err("r", 1, 1, PARENT)), *want, "{body}");
        }
        // `.` and classes cross newlines; bytes are matched one by one.
        let mut exp = Expectations::parse_all("// expected-error-re {{a{{.}}b}}", 1, "r");
        assert!(exp.consume(&err("r", 1, 1, "a\nb")));
        // `é*` repeats only the last byte of `é`, as LLVM's byte-based regcomp does.
        let mut exp = Expectations::parse_all("// expected-error-re {{x{{\u{e9}*}}y}}", 1, "r");
        assert!(!exp.consume(&err("r", 1, 1, "xy")));
        assert!(exp.consume(&err("r", 1, 1, "x\u{e9}y")));
    }

    #[test]
    fn regex_errors_match_llvm_messages() {
        // re.mlir / re2.mlir lines and the messages mlir-opt-22 printed for them.
        let cases: &[(&str, Option<&str>)] = &[
            ("*", Some("repetition-operator operand invalid")),
            ("a**", Some("repetition-operator operand invalid")),
            ("a{1", Some("braces not balanced")),
            ("a{2,1} ", Some("invalid repetition count(s)")),
            ("a{1x} ", Some("invalid repetition count(s)")),
            ("a{256} ", Some("invalid repetition count(s)")),
            ("a{255} ", None),
            ("[a", Some("brackets ([ ]) not balanced")),
            ("[z-a]", Some("invalid character range")),
            ("[[:foo:]]", Some("invalid character class")),
            ("a\\", Some("trailing backslash (\\)")),
            ("\\1", Some("invalid backreference number")),
            ("(a)\\1", None),
            ("(a\\1)", Some("invalid backreference number")),
            ("a|", Some("empty (sub)expression")),
            ("|a", Some("empty (sub)expression")),
            ("(|a)", Some("empty (sub)expression")),
            ("()", None),
            ("^*", Some("repetition-operator operand invalid")),
            ("a{,2} ", None),
            ("{1} ", Some("repetition-operator operand invalid")),
            ("[]a]", None),
            ("[]", Some("brackets ([ ]) not balanced")),
            ("[--a]", Some("invalid character range")),
            ("[a-z-9]", Some("invalid character range")),
            ("[[.space.]]", None),
            ("[[.foo.]]", Some("invalid collating element")),
            ("[[=a=]]", None),
            ("[[:alpha:]", Some("brackets ([ ]) not balanced")),
            ("[[:alpha]", Some("invalid character class")),
            ("a*?", Some("repetition-operator operand invalid")),
            ("(", Some("parentheses not balanced")),
            (")", Some("parentheses not balanced")),
            ("a{1,2}{3} ", Some("repetition-operator operand invalid")),
            ("[[:<:]]a", None),
            ("\\d\\s", None),
            ("[\\d]", None),
            ("[[:]]", Some("invalid character class")),
            ("[[=]]", Some("invalid collating element")),
            ("[[.]]", Some("brackets ([ ]) not balanced")),
            ("[[.a]", Some("brackets ([ ]) not balanced")),
            ("a{1,}b", None),
            ("$*", None),
            ("a{1}*", Some("repetition-operator operand invalid")),
            ("a{", None),
            ("(a{0}) ", Some("empty (sub)expression")),
            ("b|a{0} ", None),
            ("(ab){0,0}c", None),
            ("[^]]", None),
            ("[a-]", None),
            ("[]-a]", Some("invalid character range")),
            ("[%--]", None),
            ("", Some("empty (sub)expression")),
        ];
        for (part, want) in cases {
            let got = compile_expectation_regex(&format!("x{{{{{part}}}}}")).err();
            let want = want.map(|m| format!("invalid regex: {m}"));
            assert_eq!(got, want, "part {part:?}");
        }
        // Parts cannot end with `}` inside `{{...}}`, so test these directly.
        assert_eq!(translate_ere(b"a{0}").err(), Some(ReError::Empty));
        assert_eq!(translate_ere(b"a{0}b").map(|t| t.1), Ok(false));
        assert_eq!(translate_ere(b"a{1,2}").err(), None);
        assert_eq!(
            compile_expectation_regex("{{a{1,x").err().as_deref(),
            Some("found start of regex with no end '}}'")
        );
    }

    #[test]
    fn regex_parse_errors_are_reported_first_and_fail() {
        // ord.mlir with --split-input-file --verify-diagnostics.
        let text = "// expected-error@+1 {{never}}\n\"func.return\"() : () -> () loc(\"ord.mlir\":2:1)\n// ----\n// expected-error-re {{(}}\n// -----\n// expected-error-re@unknown {{a{{)}}}}\n";
        let (out, failed) = run_verify(
            "ord.mlir",
            text,
            true,
            VerifyLevel::All,
            &[err("ord.mlir", 2, 1, PARENT)],
        );
        assert_eq!(
            out,
            format!(
                "ord.mlir:6:4: error: invalid regex: parentheses not balanced\n// expected-error-re@unknown {{{{a{{{{)}}}}}}}}\n   ^~~~~~\n\
                 ord.mlir:3:7: warning: near miss with file split marker\n// ----\n      ^\n\
                 ord.mlir:2:1: error: unexpected error: {PARENT}\n\"func.return\"() : () -> () loc(\"ord.mlir\":2:1)\n^\n\
                 ord.mlir:1:4: error: expected error \"never\" was not produced\n// expected-error@+1 {{{{never}}}}\n   ^~~~~\n\
                 ord.mlir:4:4: error: expected error \"(\" was not produced\n// expected-error-re {{{{(}}}}\n   ^\n"
            )
        );
        assert!(failed);
        // r.mlir fragments: messages and underline lengths.
        let text = "// expected-error-re@+1 {{use of {{(}}}}\n// expected-error-re@+1 {{use of {{.*}}\n// expected-error-re@+1 {{{{}}}}\n";
        let exp = Expectations::parse_all(text, 1, "r.mlir");
        let src = |f: &str, l: u32| {
            if f == "r.mlir" {
                line_text(text, l).map(str::to_string)
            } else {
                None
            }
        };
        let out: String = exp.errors().iter().map(|r| r.render(&src)).collect();
        assert_eq!(
            out,
            "r.mlir:1:4: error: invalid regex: parentheses not balanced\n// expected-error-re@+1 {{use of {{(}}}}\n   ^~~~~~~~~~~~\n\
             r.mlir:2:4: error: found start of regex with no end '}}'\n// expected-error-re@+1 {{use of {{.*}}\n   ^~~~~~~~~~~\n\
             r.mlir:3:4: error: invalid regex: empty (sub)expression\n// expected-error-re@+1 {{{{}}}}\n   ^~~~\n"
        );
        assert!(exp.failed());
        let Err(errors) = Expectations::parse(text, 1, "r.mlir") else {
            panic!("parse should fail");
        };
        assert_eq!(errors.len(), 3);
        assert!(Expectations::parse("// expected-error {{x}}", 1, "f").is_ok());
    }

    #[test]
    fn no_panics_on_odd_input() {
        let odd = [
            "",
            "\n\n\n",
            "// expected-error@+4294967295 {{x}}",
            "// expected-error@-4294967295 {{x}}",
            "// expected-error@below {{x}}",
            "// expected-error-re {{{{[[:<:]}}}}",
            "// expected-error-re {{{{[\u{e9}-a]}}}}",
            "// expected-error-re {{{{[\u{80}-\u{ff}]}}}}",
            "// expected-error-re {{{{(((((((((((a)))))))))))\\9}}}}",
            "// expected-error-re {{{{(a{255}){255}}}}}",
            "\u{feff}// expected-remark {{\u{e9}}}",
        ];
        let deep = format!(
            "// expected-error-re {{{{x{{{{{}a{}}}}}}}}}",
            "(".repeat(100_000),
            ")".repeat(100_000)
        );
        let mut exp = Expectations::parse_all(&deep, 1, "f");
        assert!(exp.errors().is_empty());
        assert!(!exp.consume(&err("f", 1, 1, "xa")));
        let shallow = format!(
            "// expected-error-re {{{{x{{{{{}a{}}}}}}}}}",
            "(".repeat(20),
            ")".repeat(20)
        );
        let mut exp = Expectations::parse_all(&shallow, 1, "f");
        assert!(exp.consume(&err("f", 1, 1, "xa")));
        for text in odd {
            let mut exp = Expectations::parse_all(text, u32::MAX, "f");
            exp.process(&err("f", u32::MAX, u32::MAX, "x"));
            exp.process(&err("", 0, 0, "\u{e9}"));
            let _ = exp.final_reports();
            let src = |_: &str, l: u32| line_text(text, l).map(str::to_string);
            let _ = render_with(&err("f", u32::MAX, u32::MAX, "m"), &src);
            let _ = render_with(&err("f", 1, u32::MAX, "m"), &src);
            for r in exp.final_reports() {
                let _ = r.render(&src);
            }
            let _ = split_input_checked(text, DEFAULT_SPLIT_MARKER, "f");
        }
        assert_eq!(line_text("a\nb\n", 3), Some(""));
        assert_eq!(line_text("a\nb\n", 4), None);
        assert_eq!(line_text("a", 0), None);
    }
}
