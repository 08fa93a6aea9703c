//! The splitter: a lexer-level scan of a block's op list, from an op's
//! start, that finds where the block's IsolatedFromAbove ops begin without
//! parsing them, so that they can be parsed apart (`parallel.rs`).
//!
//! The scan runs MLIR's own lexer, so strings, comments and `{-# ... #-}`
//! metadata are skipped as the parser skips them; it tracks the nesting of
//! `()`, `[]` and `{}` (angle brackets are not balanced in MLIR's syntax:
//! `d0 >= 0`). A split point is an op name at nesting depth 0 that begins
//! its line and names a registered IsolatedFromAbove op. The scan proposes;
//! it proves nothing: the parser of each chunk must end exactly where the
//! next chunk begins, or the chunks are thrown away and the run is parsed
//! in order (see `parallel.rs`), so a wrong guess costs time, never output.

use super::lexer::{Lexer, Tok, Token};

/// What a token that may start an op at depth 0 is.
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

/// Scans the ops of a block from `start` (the first token of an op) and
/// returns the run of IsolatedFromAbove ops found there. `classify` tells
/// what an identifier or string at depth 0 that begins its line is.
///
/// The run ends before the first token at depth 0 that cannot continue it:
/// the `}` or block label closing the block, an alias definition or file
/// metadata (at the top level), an op that is not isolated (an op with
/// results, a non-isolated op name), the end of the input. A chunk with a
/// `distinct` attribute (numbered file-wide) or a lexing error is left out:
/// the run ends at the start of that chunk.
pub(crate) fn scan_run(
    src: &[u8],
    start: usize,
    mut classify: impl FnMut(Token) -> OpStart,
) -> Run {
    let mut lex = Lexer::new(src);
    lex.reset(start);
    let first = lex.next_token();
    let is_isolated_start =
        matches!(first.kind, Tok::BareIdent | Tok::String) && classify(first) == OpStart::Isolated;
    if first.start != start || !is_isolated_start {
        return Run {
            starts: Vec::new(),
            end: start,
            scanned_to: first.end.max(start + 1),
        };
    }
    let mut starts = vec![start];
    let mut depth = 0usize;
    let ended = |starts: Vec<usize>, end: usize| Run {
        starts,
        end,
        scanned_to: end,
    };
    // Drops the chunk being scanned: the run ends where it starts.
    let cut = |mut starts: Vec<usize>, at: usize| {
        let end = starts.pop().unwrap_or(start);
        Run {
            starts,
            end,
            scanned_to: at.max(end + 1),
        }
    };
    loop {
        let tok = lex.next_token();
        match tok.kind {
            Tok::Eof => return ended(starts, tok.start),
            Tok::Error => return cut(starts, tok.end),
            Tok::LParen | Tok::LSquare | Tok::LBrace => depth += 1,
            Tok::FileMetadataBegin if depth > 0 => depth += 1,
            Tok::RParen | Tok::RSquare | Tok::RBrace | Tok::FileMetadataEnd => {
                if depth == 0 {
                    return ended(starts, tok.start);
                }
                depth -= 1;
            }
            Tok::BareIdent if tok_is(src, tok, b"distinct") => return cut(starts, tok.end),
            _ if depth > 0 => {}
            Tok::FileMetadataBegin | Tok::CaretIdent => return ended(starts, tok.start),
            Tok::HashIdent | Tok::ExclIdent if begins_line(src, tok.start) => {
                let mut ahead = Lexer::new(src);
                ahead.reset(tok.end);
                if ahead.next_token().kind == Tok::Equal {
                    return ended(starts, tok.start);
                }
            }
            Tok::PercentIdent if begins_line(src, tok.start) => return ended(starts, tok.start),
            Tok::BareIdent | Tok::String if begins_line(src, tok.start) => match classify(tok) {
                OpStart::Isolated => starts.push(tok.start),
                OpStart::Other => return ended(starts, tok.start),
                OpStart::NotAnOp => {}
            },
            _ => {}
        }
    }
}

/// Whether the token's text is `word`.
fn tok_is(src: &[u8], tok: Token, word: &[u8]) -> bool {
    src.get(tok.start..tok.end) == Some(word)
}

/// Whether only blanks precede `pos` on its line.
fn begins_line(src: &[u8], pos: usize) -> bool {
    src[..pos]
        .iter()
        .rev()
        .find(|&&b| b != b' ' && b != b'\t')
        .is_none_or(|&b| b == b'\n' || b == b'\r')
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
        scan_run(src.as_bytes(), start, |t| match &src[t.start..t.end] {
            "f.iso" | "\"f.iso\"" => OpStart::Isolated,
            "f.other" => OpStart::Other,
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
        let src = "f.iso @a\nf.iso @b\n}\nf.iso @c\n";
        let r = scan(src, 0);
        assert_eq!((r.starts.len(), r.end), (2, src.find('}').unwrap()));
    }

    #[test]
    fn distinct_and_lexing_errors_cut_the_run() {
        let src = "f.iso @a\nf.iso @b {x = distinct[0]<>}\nf.iso @c\n";
        let r = scan(src, 0);
        let b = src.find("f.iso @b").unwrap();
        assert_eq!((r.starts, r.end), (vec![0], b));
        assert!(r.scanned_to > b);
        let r = scan("f.iso @a \u{1}\n", 0);
        assert!(r.starts.is_empty());
    }

    #[test]
    fn no_run_unless_an_isolated_op_starts_it() {
        assert!(scan("f.other\nf.iso\n", 0).starts.is_empty());
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
