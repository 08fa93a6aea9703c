//! Splitting an input at `--split-input-file` markers, as mlir-opt-22 does, and joining the
//! outputs of the chunks.

use super::{to_u32, Diagnostic, Severity};

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
    /// incomplete marker (whole-file positions); print them with [`render`](super::render) before processing any chunk.
    pub near_misses: Vec<Diagnostic>,
}

/// 1-based (line, column) of a byte offset, as LLVM's `SourceMgr` computes them.
pub(super) fn line_col(bytes: &[u8], offset: usize) -> (u32, u32) {
    let offset = offset.min(bytes.len());
    let before = bytes.get(..offset).unwrap_or(&[]);
    let line = 1 + before.iter().filter(|&&b| b == b'\n').count();
    let line_start = before
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |p| p + 1);
    (to_u32(line), to_u32(offset - line_start + 1))
}

pub(super) fn find_bytes(haystack: &[u8], needle: &[u8], from: usize) -> Option<usize> {
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
