//! The lexer of MLIR's text format, over raw bytes.

/// Kinds of tokens.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Tok {
    /// End of input.
    Eof,
    /// A lexing error (message in `Lexer::error`).
    Error,
    /// `foo`, `i32`, `f32`, `x`.
    BareIdent,
    /// `@foo` or `@"foo"`.
    AtIdent,
    /// `#foo`.
    HashIdent,
    /// `!foo`.
    ExclIdent,
    /// `%foo`.
    PercentIdent,
    /// `^foo`.
    CaretIdent,
    /// `123`, `0x1F`.
    Integer,
    /// `1.5e3`.
    Float,
    /// `"..."`.
    String,
    /// `->`.
    Arrow,
    /// `:`.
    Colon,
    /// `::`.
    ColonColon,
    /// `,`.
    Comma,
    /// `...`.
    Ellipsis,
    /// `=`.
    Equal,
    /// `>`.
    Greater,
    /// `<`.
    Less,
    /// `{`.
    LBrace,
    /// `}`.
    RBrace,
    /// `(`.
    LParen,
    /// `)`.
    RParen,
    /// `[`.
    LSquare,
    /// `]`.
    RSquare,
    /// `-`.
    Minus,
    /// `+`.
    Plus,
    /// `?`.
    Question,
    /// `*`.
    Star,
    /// `|`.
    VerticalBar,
    /// `{-#`.
    FileMetadataBegin,
    /// `#-}`.
    FileMetadataEnd,
}

/// A token: kind and byte span.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Token {
    /// Kind.
    pub kind: Tok,
    /// Start offset.
    pub start: usize,
    /// End offset (exclusive).
    pub end: usize,
}

/// Turns bytes into tokens.
pub struct Lexer<'a> {
    src: &'a [u8],
    pos: usize,
    /// Message and offset of the last lexing error.
    pub error: Option<(usize, String)>,
}

fn is_punct(c: u8) -> bool {
    matches!(c, b'$' | b'.' | b'_' | b'-')
}

impl<'a> Lexer<'a> {
    /// A lexer at the start of `src`.
    pub fn new(src: &'a [u8]) -> Self {
        Lexer {
            src,
            pos: 0,
            error: None,
        }
    }

    /// The input.
    pub fn source(&self) -> &'a [u8] {
        self.src
    }

    /// Restarts lexing at `pos`.
    pub fn reset(&mut self, pos: usize) {
        self.pos = pos;
    }

    #[inline]
    fn peek(&self, off: usize) -> u8 {
        *self.src.get(self.pos + off).unwrap_or(&0)
    }

    fn err(&mut self, at: usize, msg: impl Into<String>) -> Token {
        self.error = Some((at, msg.into()));
        Token {
            kind: Tok::Error,
            start: at,
            end: self.pos.max(at + 1).min(self.src.len()),
        }
    }

    /// Lexes the next token.
    pub fn next_token(&mut self) -> Token {
        {
            // Skip whitespace and comments.
            while self.pos < self.src.len() {
                match self.src[self.pos] {
                    b' ' | b'\t' | b'\n' | b'\r' => self.pos += 1,
                    // A NUL byte inside the buffer is skipped like whitespace, as MLIR does.
                    0 => self.pos += 1,
                    b'/' if self.peek(1) == b'/' => {
                        while self.pos < self.src.len() && self.src[self.pos] != b'\n' {
                            self.pos += 1;
                        }
                    }
                    _ => break,
                }
            }
            let start = self.pos;
            if start >= self.src.len() {
                return Token {
                    kind: Tok::Eof,
                    start,
                    end: start,
                };
            }
            let c = self.src[start];
            self.pos += 1;
            let single = |kind| Token {
                kind,
                start,
                end: start + 1,
            };
            match c {
                b':' => {
                    if self.peek(0) == b':' {
                        self.pos += 1;
                        Token {
                            kind: Tok::ColonColon,
                            start,
                            end: start + 2,
                        }
                    } else {
                        single(Tok::Colon)
                    }
                }
                b',' => single(Tok::Comma),
                b'=' => single(Tok::Equal),
                b'>' => single(Tok::Greater),
                b'<' => single(Tok::Less),
                b'(' => single(Tok::LParen),
                b')' => single(Tok::RParen),
                b'[' => single(Tok::LSquare),
                b']' => single(Tok::RSquare),
                b'}' => single(Tok::RBrace),
                b'+' => single(Tok::Plus),
                b'?' => single(Tok::Question),
                b'*' => single(Tok::Star),
                b'|' => single(Tok::VerticalBar),
                b'{' => {
                    if self.peek(0) == b'-' && self.peek(1) == b'#' {
                        self.pos += 2;
                        Token {
                            kind: Tok::FileMetadataBegin,
                            start,
                            end: start + 3,
                        }
                    } else {
                        single(Tok::LBrace)
                    }
                }
                b'-' => {
                    if self.peek(0) == b'>' {
                        self.pos += 1;
                        Token {
                            kind: Tok::Arrow,
                            start,
                            end: start + 2,
                        }
                    } else {
                        single(Tok::Minus)
                    }
                }
                b'.' => {
                    if self.peek(0) == b'.' && self.peek(1) == b'.' {
                        self.pos += 2;
                        Token {
                            kind: Tok::Ellipsis,
                            start,
                            end: start + 3,
                        }
                    } else {
                        self.err(start + 1, "expected three consecutive dots for an ellipsis")
                    }
                }
                b'"' => self.lex_string(start),
                b'@' => self.lex_at(start),
                b'#' => {
                    if self.peek(0) == b'-' && self.peek(1) == b'}' {
                        self.pos += 2;
                        Token {
                            kind: Tok::FileMetadataEnd,
                            start,
                            end: start + 3,
                        }
                    } else {
                        self.lex_prefixed(start, Tok::HashIdent, "attribute name")
                    }
                }
                b'%' => self.lex_prefixed(start, Tok::PercentIdent, "SSA value name"),
                b'^' => self.lex_prefixed(start, Tok::CaretIdent, "block name"),
                b'!' => self.lex_prefixed(start, Tok::ExclIdent, "type identifier"),
                b'0'..=b'9' => self.lex_number(start),
                b'a'..=b'z' | b'A'..=b'Z' | b'_' => {
                    while self.pos < self.src.len()
                        && matches!(self.src[self.pos], b'a'..=b'z' | b'A'..=b'Z' | b'0'..=b'9' | b'_' | b'$' | b'.')
                    {
                        self.pos += 1;
                    }
                    Token {
                        kind: Tok::BareIdent,
                        start,
                        end: self.pos,
                    }
                }
                0 if start == self.src.len() => Token {
                    kind: Tok::Eof,
                    start,
                    end: start,
                },
                _ => self.err(start, "unexpected character"),
            }
        }
    }

    fn lex_prefixed(&mut self, start: usize, kind: Tok, what: &str) -> Token {
        let c = self.peek(0);
        if c.is_ascii_digit() {
            while self.peek(0).is_ascii_digit() {
                self.pos += 1;
            }
        } else if c.is_ascii_alphabetic() || is_punct(c) {
            while {
                let c = self.peek(0);
                c.is_ascii_alphanumeric() || is_punct(c)
            } {
                self.pos += 1;
            }
        } else {
            return self.err(start, format!("invalid {what}"));
        }
        Token {
            kind,
            start,
            end: self.pos,
        }
    }

    fn lex_at(&mut self, start: usize) -> Token {
        let c = self.peek(0);
        if c == b'"' {
            self.pos += 1;
            let t = self.lex_string(start + 1);
            if t.kind == Tok::Error {
                return t;
            }
            let quoted = self.src.get(start + 1..t.end).unwrap_or(&[]);
            if std::str::from_utf8(&unescape(quoted)).is_err() {
                return self.err(start, rmlir_ir::symbol::NOT_UTF8_NAME);
            }
            return Token {
                kind: Tok::AtIdent,
                start,
                end: t.end,
            };
        }
        if !(c.is_ascii_alphabetic() || c == b'_') {
            return self.err(start, "@ identifier expected to start with letter or '_'");
        }
        while {
            let c = self.peek(0);
            c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.' | b'-')
        } {
            self.pos += 1;
        }
        Token {
            kind: Tok::AtIdent,
            start,
            end: self.pos,
        }
    }

    fn lex_number(&mut self, start: usize) -> Token {
        if self.src[start] == b'0' && self.peek(0) == b'x' && self.peek(1).is_ascii_hexdigit() {
            self.pos += 1;
            while self.peek(0).is_ascii_hexdigit() {
                self.pos += 1;
            }
            return Token {
                kind: Tok::Integer,
                start,
                end: self.pos,
            };
        }
        while self.peek(0).is_ascii_digit() {
            self.pos += 1;
        }
        if self.peek(0) != b'.' {
            return Token {
                kind: Tok::Integer,
                start,
                end: self.pos,
            };
        }
        self.pos += 1;
        while self.peek(0).is_ascii_digit() {
            self.pos += 1;
        }
        if matches!(self.peek(0), b'e' | b'E')
            && (self.peek(1).is_ascii_digit()
                || (matches!(self.peek(1), b'-' | b'+') && self.peek(2).is_ascii_digit()))
        {
            self.pos += 2;
            while self.peek(0).is_ascii_digit() {
                self.pos += 1;
            }
        }
        Token {
            kind: Tok::Float,
            start,
            end: self.pos,
        }
    }

    /// Lexes a string whose opening quote is at `start`.
    fn lex_string(&mut self, start: usize) -> Token {
        loop {
            if self.pos >= self.src.len() {
                return self.err(self.pos, "expected '\"' in string literal");
            }
            let c = self.src[self.pos];
            self.pos += 1;
            match c {
                b'"' => {
                    return Token {
                        kind: Tok::String,
                        start,
                        end: self.pos,
                    }
                }
                b'\n' | b'\r' | 0x0B | 0x0C => {
                    self.pos -= 1;
                    return self.err(self.pos, "expected '\"' in string literal");
                }
                b'\\' => {
                    let n = self.peek(0);
                    if matches!(n, b'"' | b'\\' | b'n' | b't') {
                        self.pos += 1;
                    } else if n.is_ascii_hexdigit() && self.peek(1).is_ascii_hexdigit() {
                        self.pos += 2;
                    } else {
                        return self.err(self.pos - 1, "unknown escape in string literal");
                    }
                }
                _ => {}
            }
        }
    }
}

/// Decodes the contents of a string token (including its quotes).
pub fn unescape(tok: &[u8]) -> Vec<u8> {
    let inner = tok.get(1..tok.len().saturating_sub(1)).unwrap_or(&[]);
    let mut out = Vec::with_capacity(inner.len());
    let mut i = 0;
    while i < inner.len() {
        let c = inner[i];
        if c != b'\\' || i + 1 >= inner.len() {
            out.push(c);
            i += 1;
            continue;
        }
        let n = inner[i + 1];
        match n {
            b'"' | b'\\' => {
                out.push(n);
                i += 2;
            }
            b'n' => {
                out.push(b'\n');
                i += 2;
            }
            b't' => {
                out.push(b'\t');
                i += 2;
            }
            _ => {
                let hex = |b: u8| (b as char).to_digit(16).unwrap_or(0) as u8;
                let lo = inner.get(i + 2).copied().unwrap_or(b'0');
                out.push(hex(n) * 16 + hex(lo));
                i += 3;
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(s: &str) -> Vec<Tok> {
        let mut l = Lexer::new(s.as_bytes());
        let mut v = Vec::new();
        loop {
            let t = l.next_token();
            v.push(t.kind);
            if matches!(t.kind, Tok::Eof | Tok::Error) {
                return v;
            }
        }
    }

    #[test]
    fn lexes_op_line() {
        use Tok::*;
        assert_eq!(
            kinds("%0:2 = \"a.b\"(%x#1) {k = 1.5e3} : (i32) -> () // c\n"),
            vec![
                PercentIdent,
                Colon,
                Integer,
                Equal,
                String,
                LParen,
                PercentIdent,
                HashIdent,
                RParen,
                LBrace,
                BareIdent,
                Equal,
                Float,
                RBrace,
                Colon,
                LParen,
                BareIdent,
                RParen,
                Arrow,
                LParen,
                RParen,
                Eof
            ]
        );
        assert_eq!(
            kinds("{-# #-} @\"q\" ^bb0 !t.x 0x1F ..."),
            vec![
                FileMetadataBegin,
                FileMetadataEnd,
                AtIdent,
                CaretIdent,
                ExclIdent,
                Integer,
                Ellipsis,
                Eof
            ]
        );
    }

    #[test]
    fn errors() {
        assert_eq!(kinds("\"abc"), vec![Tok::Error]);
        assert_eq!(kinds("\"a\\q\""), vec![Tok::Error]);
        assert_eq!(kinds("\u{1}"), vec![Tok::Error]);
        assert_eq!(kinds("%"), vec![Tok::Error]);
        assert_eq!(unescape(b"\"a\\22\\n\\\\\""), b"a\"\n\\".to_vec());
    }
}
