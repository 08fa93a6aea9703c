//! The splitter: a scan of a block's op list, from an op's start, that
//! finds where the block's IsolatedFromAbove ops begin without parsing
//! them, so that they can be parsed apart (`parallel.rs`).
//!
//! The scan goes by lines, as printed IR is laid out: the ops of a block
//! begin lines indented exactly as its first op, their regions are
//! indented deeper, and the block ends at the first line indented less
//! (its closing `}`). Only lines at the block's indentation are looked at:
//! their first token (MLIR's lexer) names an op or ends the run. The scan
//! is a byte search, far cheaper than lexing the whole text, and it
//! proposes; it proves nothing: the parser of each chunk must end exactly
//! where the next chunk begins, or the chunks are thrown away and the run
//! is parsed in order (see `parallel.rs`), so a wrong guess (a string
//! spanning lines, text laid out by hand) costs time, never output.

use super::lexer::{Lexer, Tok};

/// What a token that may start an op at the block's indentation is.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum OpStart {
    /// The name of a registered IsolatedFromAbove op: a chunk may start here.
    Isolated,
    /// The start of some other op: the run ends before it.
    Other,
    /// Not an op name (a keyword continuing the op before).
    NotAnOp,
}

/// A run of ops found by [`scan_run`].
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct Run {
    /// Where the ops that may begin a chunk start, in order; the first is
    /// the scan's start. Empty when no run starts there.
    pub(crate) starts: Vec<usize>,
    /// Where the run ends: the first token after its last op.
    pub(crate) end: usize,
    /// How far the scan read: later scans of the same block start after it.
    pub(crate) scanned_to: usize,
}

/// Scans the ops of a block from `start` (the first token of an op, which
/// must begin its line) and returns the run of IsolatedFromAbove ops found
/// there. `classify` tells what the text of a bare identifier or string
/// beginning a line at the block's indentation is.
///
/// The run ends before the first line indented less than `start` (the `}`
/// closing the block, file metadata at the top level) and before a line at
/// its indentation that cannot continue it: an alias definition, an op
/// with results or that is not isolated, file metadata. (Block labels and
/// closing braces at that indentation belong to the regions of the op
/// before: MLIR prints a region's labels and `}` at its op's indentation.) A
/// chunk holding `distinct` (its attributes are numbered file-wide) is left
/// out: the run ends at the start of that chunk.
pub(crate) fn scan_run(
    src: &[u8],
    start: usize,
    mut classify: impl FnMut(&[u8]) -> OpStart,
) -> Run {
    let none = Run {
        starts: Vec::new(),
        end: start,
        scanned_to: start + 1,
    };
    let line_start = memchr::memrchr(b'\n', &src[..start]).map_or(0, |i| i + 1);
    let indent = &src[line_start..start];
    if !indent.iter().all(|&b| b == b' ' || b == b'\t') {
        return none;
    }
    let name_at = |pos: usize| {
        let mut lex = Lexer::new(src);
        lex.reset(pos);
        let tok = lex.next_token();
        (tok.start == pos).then_some(tok)
    };
    match name_at(start) {
        Some(t) if matches!(t.kind, Tok::BareIdent | Tok::String) => {
            if classify(&src[t.start..t.end]) != OpStart::Isolated {
                return none;
            }
        }
        _ => return none,
    }
    let mut starts = vec![start];
    let mut pos = start;
    let end = loop {
        let Some(nl) = memchr::memchr(b'\n', &src[pos..]) else {
            break src.len();
        };
        let line = pos + nl + 1;
        pos = line;
        let blanks = src[line..]
            .iter()
            .take_while(|&&b| b == b' ' || b == b'\t')
            .count();
        let first = line + blanks;
        let Some(&c) = src.get(first) else {
            break src.len();
        };
        if c == b'\n' || c == b'\r' || src[first..].starts_with(b"//") {
            continue;
        }
        if blanks > indent.len() {
            continue;
        }
        if &src[line..first] != indent {
            break first;
        }
        let Some(tok) = name_at(first) else {
            continue;
        };
        match tok.kind {
            Tok::BareIdent | Tok::String => match classify(&src[tok.start..tok.end]) {
                OpStart::Isolated => starts.push(first),
                OpStart::Other => break first,
                OpStart::NotAnOp => {}
            },
            Tok::PercentIdent | Tok::FileMetadataBegin => break first,
            Tok::HashIdent | Tok::ExclIdent => {
                let mut ahead = Lexer::new(src);
                ahead.reset(tok.end);
                if ahead.next_token().kind == Tok::Equal {
                    break first;
                }
            }
            _ => {}
        }
    };
    // `distinct` cuts the run before the chunk holding it.
    if let Some(d) = memchr::memmem::find(&src[start..end], b"distinct") {
        let at = start + d;
        let kept = starts.partition_point(|&s| s <= at);
        starts.truncate(kept);
        let cut = starts.pop().unwrap_or(start);
        return Run {
            starts,
            end: cut,
            scanned_to: (at + "distinct".len()).max(cut + 1),
        };
    }
    Run {
        starts,
        end,
        scanned_to: end.max(start + 1),
    }
}

/// Groups the chunk starts of a run into chunks of at least `min_bytes`
/// (the last may be shorter); returns each chunk's `(start, end)`.
pub(crate) fn group_chunks(run: &Run, min_bytes: usize) -> Vec<(usize, usize)> {
    let mut chunks: Vec<(usize, usize)> = Vec::new();
    let mut begin = None;
    for (i, &s) in run.starts.iter().enumerate() {
        let b = *begin.get_or_insert(s);
        let next = run.starts.get(i + 1).copied().unwrap_or(run.end);
        if next - b >= min_bytes || next == run.end {
            chunks.push((b, next));
            begin = None;
        }
    }
    chunks
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Ops named `f.iso` are isolated, `f.other` are not.
    fn scan(src: &str, start: usize) -> Run {
        scan_run(src.as_bytes(), start, |t| match t {
            b"f.iso" | b"\"f.iso\"" => OpStart::Isolated,
            b"f.other" => OpStart::Other,
            _ => OpStart::NotAnOp,
        })
    }

    #[test]
    fn splits_at_isolated_ops_beginning_lines() {
        let src =
            "f.iso @a {\n  f.iso @inner\n}\nf.iso @b() attributes {x}\n\"f.iso\"() : () -> ()\n";
        let r = scan(src, 0);
        let b = src.find("f.iso @b").unwrap();
        let g = src.find("\"f.iso\"").unwrap();
        assert_eq!(r.starts, vec![0, b, g]);
        assert_eq!(r.end, src.len());
    }

    #[test]
    fn strings_comments_and_metadata_do_not_split() {
        let src =
            "f.iso @a {\n \"} // -----\\n f.iso {\"\n // }\n}\n{-# x: {\nf.iso } #-}\nf.iso @b\n";
        let r = scan(src, 0);
        assert_eq!(r.starts, vec![0]);
        assert_eq!(r.end, src.find("{-#").unwrap());
    }

    #[test]
    fn runs_end_at_aliases_other_ops_and_closing_braces() {
        let src = "f.iso @a\n#x = 1\nf.iso @b\n";
        assert_eq!(scan(src, 0).end, src.find("#x").unwrap());
        let src = "f.iso @a {\n #x\n}\nf.iso @b loc(#y)\n";
        assert_eq!(scan(src, 0).end, src.len());
        let src = "f.iso @a\n%0 = f.iso\nf.iso @b\n";
        assert_eq!(scan(src, 0).end, src.find("%0").unwrap());
        let src = "f.iso @a\nf.other\nf.iso @b\n";
        assert_eq!(scan(src, 0).end, src.find("f.other").unwrap());
        let src = "  f.iso @a\n  f.iso @b\n}\n  f.iso @c\n";
        let r = scan(src, 2);
        assert_eq!((r.starts.len(), r.end), (2, src.find('}').unwrap()));
        // A closing brace at the ops' own indentation closes an op's region.
        let src = "  f.iso @a {\n    f.iso\n  }\n  f.iso @b\n}\n";
        let r = scan(src, 2);
        assert_eq!((r.starts.len(), r.end), (2, src.rfind('}').unwrap()));
    }

    #[test]
    fn lines_indented_deeper_or_commented_are_skipped() {
        let src = "  f.iso @a {\n  // f.other\n      f.other\n\n  ^bb1:\n  }\n  f.iso @b\n  // x\n";
        let r = scan(src, 2);
        assert_eq!(r.starts, vec![2, src.find("f.iso @b").unwrap()]);
        assert_eq!(r.end, src.len());
    }

    #[test]
    fn distinct_cuts_the_run_and_lexing_errors_are_left_to_the_parser() {
        let src = "f.iso @a\nf.iso @b {x = distinct[0]<>}\nf.iso @c\n";
        let r = scan(src, 0);
        let b = src.find("f.iso @b").unwrap();
        assert_eq!((r.starts, r.end), (vec![0], b));
        assert!(r.scanned_to > b);
        let r = scan("f.iso @a \u{1}\nf.iso @b\n", 0);
        assert_eq!(r.starts.len(), 2);
    }

    #[test]
    fn no_run_unless_an_isolated_op_starts_it() {
        assert!(scan("f.other\nf.iso\n", 0).starts.is_empty());
        assert!(scan("x f.iso\nf.iso\n", 2).starts.is_empty());
        assert!(scan("%0 = f.iso\n", 0).starts.is_empty());
    }

    #[test]
    fn chunks_group_small_ops() {
        let run = Run {
            starts: vec![0, 10, 20, 30],
            end: 35,
            scanned_to: 35,
        };
        assert_eq!(
            group_chunks(&run, 0),
            vec![(0, 10), (10, 20), (20, 30), (30, 35)]
        );
        assert_eq!(group_chunks(&run, 15), vec![(0, 20), (20, 35)]);
        assert_eq!(group_chunks(&run, 100), vec![(0, 35)]);
    }
}
