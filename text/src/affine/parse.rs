//! Parser of affine map and integer set bodies following MLIR 22's
//! `AffineParser` (mlir/lib/AsmParser/AffineParser.cpp): the same grammar,
//! the same simplify-on-construction order and the same diagnostics and
//! locations. The first diagnostic MLIR would emit is returned.
//!
//! The text is what sits between `affine_map<` (or `affine_set<`) and the
//! closing `>`; its end plays the role of that `>` token. This module lexes
//! it and parses the dimension and symbol lists, map results and set
//! constraints; each expression is parsed by the shared grammar of
//! [`super::expr`], with bare identifiers resolved to the declared
//! dimensions and symbols (SSA ids are rejected, as MLIR does outside maps
//! of SSA ids). Nesting depth is unbounded (see [`super::expr`]).

use super::expr::{parse_affine_expr, AffineExprParser, ExprPunct, IntegerLiteral};
use rmlir_ir::affine::{AffineExpr, AffineMap, IntegerSet};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Tok {
    Eof,
    Error,
    LParen,
    RParen,
    LSquare,
    RSquare,
    Comma,
    Arrow,
    Colon,
    Plus,
    Minus,
    Star,
    Greater,
    Less,
    Equal,
    Integer,
    Float,
    /// Bare identifiers, keywords and integer types.
    Ident,
    PercentId,
    /// Any other valid token (strings, `@`/`#`/`!`/`^` names, braces, ...).
    Other,
}

#[derive(Clone, Copy, Debug)]
struct Token {
    kind: Tok,
    start: usize,
    end: usize,
}

/// A parse error: byte offset into the parsed text and MLIR's message.
pub type ParseError = (usize, String);

/// A failed `affine_map<...>` / `affine_set<...>` body: the first error,
/// then the errors MLIR reports right after it as the failure unwinds
/// (a "missing operand of negation" per enclosing `-`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AttrBodyError {
    /// The first error.
    pub error: ParseError,
    /// The errors that follow it, in order.
    pub then: Vec<ParseError>,
}

struct Parser<'a> {
    src: &'a str,
    bytes: &'a [u8],
    pos: usize,
    tok: Token,
    err: Option<ParseError>,
    /// Errors reported after `err` as the failure unwinds.
    then: Vec<ParseError>,
    /// Declared dims and symbols: (name, expression).
    ids: Vec<(&'a str, AffineExpr)>,
    /// True when the end of `src` is the end of the file (MLIR then reports
    /// errors at the end one character earlier).
    eof_is_real: bool,
}

fn is_id_start(b: u8) -> bool {
    b.is_ascii_alphabetic() || b == b'_'
}

fn is_id_char(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_' || b == b'$' || b == b'.'
}

impl<'a> Parser<'a> {
    fn new(src: &'a str, eof_is_real: bool) -> Self {
        let mut p = Parser {
            src,
            bytes: src.as_bytes(),
            pos: 0,
            tok: Token {
                kind: Tok::Eof,
                start: 0,
                end: 0,
            },
            err: None,
            then: Vec::new(),
            ids: Vec::new(),
            eof_is_real,
        };
        p.tok = p.lex();
        p
    }

    fn emit_at(&mut self, loc: usize, msg: impl Into<String>) {
        if self.err.is_none() {
            self.err = Some((loc, msg.into()));
        }
    }

    /// `Parser::emitError(message)`: at the current token.
    fn emit(&mut self, msg: impl Into<String>) {
        let mut loc = self.tok.start;
        if self.tok.kind == Tok::Eof && self.eof_is_real {
            loc = loc.saturating_sub(1);
        }
        self.emit_at(loc, msg);
    }

    /// `Parser::emitWrongTokenError`: backs up over blanks, blank lines and
    /// trailing comments to just after the previous token.
    fn emit_wrong_token(&mut self, msg: impl Into<String>) {
        let mut original = self.tok.start;
        if self.tok.kind == Tok::Eof && self.eof_is_real {
            original = original.saturating_sub(1);
        }
        let b = self.bytes;
        let mut end = original;
        loop {
            while end > 0 && (b[end - 1] == b' ' || b[end - 1] == b'\t') {
                end -= 1;
            }
            if end == 0 {
                // The body starts right after `<`: report there.
                self.emit_at(0, msg);
                return;
            }
            if b[end - 1] != b'\n' && b[end - 1] != b'\r' {
                self.emit_at(end, msg);
                return;
            }
            end -= 1;
            let line_start = b[..end]
                .iter()
                .rposition(|&c| c == b'\n' || c == b'\r')
                .unwrap_or(0);
            if let Some(ci) = self.src[line_start..end].find("//") {
                end = line_start + ci;
            }
        }
    }

    fn lex_error(&mut self, loc: usize, msg: &str) -> Token {
        self.emit_at(loc, msg);
        Token {
            kind: Tok::Error,
            start: loc,
            end: self.pos,
        }
    }

    fn lex(&mut self) -> Token {
        let b = self.bytes;
        loop {
            let start = self.pos;
            if start >= b.len() {
                return Token {
                    kind: Tok::Eof,
                    start: b.len(),
                    end: b.len(),
                };
            }
            let ch = b[start];
            self.pos += 1;
            let simple = |p: &Self, kind| Token {
                kind,
                start,
                end: p.pos,
            };
            match ch {
                b' ' | b'\t' | b'\n' | b'\r' => continue,
                b'/' => {
                    if b.get(self.pos) == Some(&b'/') {
                        while self.pos < b.len() && b[self.pos] != b'\n' && b[self.pos] != b'\r' {
                            self.pos += 1;
                        }
                        continue;
                    }
                    return self.lex_error(start, "unexpected character");
                }
                b'(' => return simple(self, Tok::LParen),
                b')' => return simple(self, Tok::RParen),
                b'[' => return simple(self, Tok::LSquare),
                b']' => return simple(self, Tok::RSquare),
                b',' => return simple(self, Tok::Comma),
                b':' => return simple(self, Tok::Colon),
                b'+' => return simple(self, Tok::Plus),
                b'*' => return simple(self, Tok::Star),
                b'>' => return simple(self, Tok::Greater),
                b'<' => return simple(self, Tok::Less),
                b'=' => return simple(self, Tok::Equal),
                b'{' | b'}' | b'?' | b'|' => return simple(self, Tok::Other),
                b'-' => {
                    if b.get(self.pos) == Some(&b'>') {
                        self.pos += 1;
                        return simple(self, Tok::Arrow);
                    }
                    return simple(self, Tok::Minus);
                }
                b'.' => {
                    if b.get(self.pos) == Some(&b'.') && b.get(self.pos + 1) == Some(&b'.') {
                        self.pos += 2;
                        return simple(self, Tok::Other);
                    }
                    return self
                        .lex_error(start + 1, "expected three consecutive dots for an ellipsis");
                }
                b'"' => {
                    while self.pos < b.len() {
                        let c = b[self.pos];
                        self.pos += 1;
                        if c == b'"' {
                            return simple(self, Tok::Other);
                        }
                        if c == b'\\' && self.pos < b.len() {
                            self.pos += 1;
                        }
                        if c == b'\n' || c == b'\r' {
                            break;
                        }
                    }
                    return self.lex_error(start, "expected '\"' in string literal");
                }
                b'%' | b'@' | b'#' | b'!' | b'^' => {
                    let n0 = self.pos;
                    while self.pos < b.len() && (is_id_char(b[self.pos]) || b[self.pos] == b'-') {
                        self.pos += 1;
                    }
                    if self.pos == n0 {
                        return match ch {
                            b'%' => self.lex_error(start, "invalid SSA name"),
                            b'!' | b'#' => simple(self, Tok::Other),
                            _ => simple(self, Tok::Other),
                        };
                    }
                    return simple(
                        self,
                        if ch == b'%' {
                            Tok::PercentId
                        } else {
                            Tok::Other
                        },
                    );
                }
                c if c.is_ascii_digit() => {
                    if c == b'0'
                        && b.get(self.pos) == Some(&b'x')
                        && b.get(self.pos + 1).is_some_and(|x| x.is_ascii_hexdigit())
                    {
                        self.pos += 1;
                        while self.pos < b.len() && b[self.pos].is_ascii_hexdigit() {
                            self.pos += 1;
                        }
                        return simple(self, Tok::Integer);
                    }
                    while self.pos < b.len() && b[self.pos].is_ascii_digit() {
                        self.pos += 1;
                    }
                    if b.get(self.pos) != Some(&b'.') {
                        return simple(self, Tok::Integer);
                    }
                    self.pos += 1;
                    while self.pos < b.len() && b[self.pos].is_ascii_digit() {
                        self.pos += 1;
                    }
                    if matches!(b.get(self.pos), Some(b'e') | Some(b'E')) {
                        let save = self.pos;
                        self.pos += 1;
                        if matches!(b.get(self.pos), Some(b'+') | Some(b'-')) {
                            self.pos += 1;
                        }
                        if b.get(self.pos).is_some_and(|x| x.is_ascii_digit()) {
                            while self.pos < b.len() && b[self.pos].is_ascii_digit() {
                                self.pos += 1;
                            }
                        } else {
                            self.pos = save;
                        }
                    }
                    return simple(self, Tok::Float);
                }
                c if is_id_start(c) => {
                    while self.pos < b.len() && is_id_char(b[self.pos]) {
                        self.pos += 1;
                    }
                    return simple(self, Tok::Ident);
                }
                _ => {
                    // Skip the whole (possibly multi-byte) character.
                    while self.pos < b.len() && (b[self.pos] & 0xC0) == 0x80 {
                        self.pos += 1;
                    }
                    return self.lex_error(start, "unexpected character");
                }
            }
        }
    }

    fn advance(&mut self) {
        self.tok = self.lex();
    }

    fn spelling(&self) -> &'a str {
        &self.src[self.tok.start..self.tok.end]
    }

    fn consume_if(&mut self, kind: Tok) -> bool {
        if self.tok.kind == kind {
            self.advance();
            true
        } else {
            false
        }
    }

    /// `parseToken`: consumes `kind` or emits a wrong-token error.
    fn expect(&mut self, kind: Tok, msg: &str) -> bool {
        if self.consume_if(kind) {
            true
        } else {
            self.emit_wrong_token(msg);
            false
        }
    }

    /// `parseAffineExpr` with this parser's operands; the diagnostic is
    /// recorded in `self.err`.
    fn parse_expr(&mut self) -> Option<AffineExpr> {
        parse_affine_expr(self).ok()
    }

    /// `parseCommaSeparatedList` with `(`/`)` or `[`/`]` delimiters.
    fn comma_list(
        &mut self,
        square: bool,
        context: &str,
        mut elt: impl FnMut(&mut Self) -> bool,
    ) -> bool {
        let (open, close, o, cl) = if square {
            (Tok::LSquare, Tok::RSquare, '[', ']')
        } else {
            (Tok::LParen, Tok::RParen, '(', ')')
        };
        if !self.expect(open, &format!("expected '{o}'{context}")) {
            return false;
        }
        if self.consume_if(close) {
            return true;
        }
        if !elt(self) {
            return false;
        }
        while self.consume_if(Tok::Comma) {
            if !elt(self) {
                return false;
            }
        }
        self.expect(close, &format!("expected '{cl}'{context}"))
    }

    fn parse_id_definition(&mut self, e: AffineExpr) -> bool {
        if self.tok.kind != Tok::Ident {
            self.emit_wrong_token("expected bare identifier");
            return false;
        }
        let name = self.spelling();
        if self.ids.iter().any(|(n, _)| *n == name) {
            self.emit(format!("redefinition of identifier '{name}'"));
            return false;
        }
        self.advance();
        self.ids.push((name, e));
        true
    }

    fn parse_dims_and_symbols(&mut self) -> Option<(u32, u32)> {
        let mut num_dims = 0u32;
        let ok = self.comma_list(false, " in dimensional identifier list", |p| {
            let d = AffineExpr::dim(num_dims);
            num_dims += 1;
            p.parse_id_definition(d)
        });
        if !ok {
            return None;
        }
        let mut num_symbols = 0u32;
        if self.tok.kind == Tok::LSquare {
            let ok = self.comma_list(true, " in symbol list", |p| {
                let s = AffineExpr::symbol(num_symbols);
                num_symbols += 1;
                p.parse_id_definition(s)
            });
            if !ok {
                return None;
            }
        }
        Some((num_dims, num_symbols))
    }

    fn parse_map_range(&mut self, num_dims: u32, num_symbols: u32) -> Option<AffineMap> {
        let mut results = Vec::new();
        let ok = self.comma_list(false, " in affine map range", |p| match p.parse_expr() {
            Some(e) => {
                results.push(e);
                true
            }
            None => false,
        });
        ok.then_some(AffineMap {
            num_dims,
            num_symbols,
            results,
        })
    }

    /// `parseAffineConstraint`: returns the normalized expression and `is_eq`.
    fn parse_constraint(&mut self) -> Option<(AffineExpr, bool)> {
        let lhs = self.parse_expr()?;
        if self.consume_if(Tok::Greater) && self.consume_if(Tok::Equal) {
            let rhs = self.parse_expr()?;
            return Some((lhs.sub(rhs), false));
        }
        if self.consume_if(Tok::Less) && self.consume_if(Tok::Equal) {
            let rhs = self.parse_expr()?;
            return Some((rhs.sub(lhs), false));
        }
        if self.consume_if(Tok::Equal) && self.consume_if(Tok::Equal) {
            let rhs = self.parse_expr()?;
            return Some((lhs.sub(rhs), true));
        }
        self.emit("expected '== affine-expr' or '>= affine-expr' at end of affine constraint");
        None
    }

    fn parse_set_constraints(&mut self, num_dims: u32, num_symbols: u32) -> Option<IntegerSet> {
        let mut constraints = Vec::new();
        let mut eq_flags = Vec::new();
        let ok = self.comma_list(false, " in integer set constraint list", |p| {
            match p.parse_constraint() {
                Some((e, eq)) => {
                    constraints.push(e);
                    eq_flags.push(eq);
                    true
                }
                None => false,
            }
        });
        if !ok {
            return None;
        }
        if constraints.is_empty() {
            constraints.push(AffineExpr::constant(0));
            eq_flags.push(true);
        }
        Some(IntegerSet {
            num_dims,
            num_symbols,
            constraints,
            eq_flags,
        })
    }

    fn parse_map_or_set(&mut self) -> Option<MapOrSet> {
        let (nd, ns) = self.parse_dims_and_symbols()?;
        if self.consume_if(Tok::Arrow) {
            return self.parse_map_range(nd, ns).map(MapOrSet::Map);
        }
        if !self.expect(Tok::Colon, "expected '->' or ':'") {
            return None;
        }
        self.parse_set_constraints(nd, ns).map(MapOrSet::Set)
    }

    /// Checks the closing `>` of `affine_map<...>` / `affine_set<...>`
    /// (`what` is "affine map" or "integer set") and returns the offset just
    /// past it.
    fn finish<T>(mut self, r: Option<T>, what: &str) -> Result<(T, usize), AttrBodyError> {
        let then = std::mem::take(&mut self.then);
        if let Some(error) = self.err.take() {
            return Err(AttrBodyError { error, then });
        }
        let Some(v) = r else {
            return Err(AttrBodyError {
                error: (
                    0,
                    "internal error: parse failed without a diagnostic".into(),
                ),
                then,
            });
        };
        if self.tok.kind != Tok::Greater {
            self.emit_wrong_token(format!("expected '>' in {what}"));
            return Err(AttrBodyError {
                error: self.err.take().unwrap_or_default(),
                then,
            });
        }
        Ok((v, self.tok.end))
    }

    /// Parses a map (`want_set` false) or a set up to and including the
    /// closing `>`.
    fn parse_attr_body(mut self, want_set: bool) -> Result<(MapOrSet, usize), AttrBodyError> {
        let start = self.tok.start;
        let r = match self.parse_map_or_set() {
            Some(MapOrSet::Set(_)) if !want_set => {
                self.emit_at(start, "expected AffineMap, but got IntegerSet");
                None
            }
            Some(MapOrSet::Map(_)) if want_set => {
                self.emit_at(start, "expected IntegerSet, but got AffineMap");
                None
            }
            r => r,
        };
        self.finish(
            r,
            if want_set {
                "integer set"
            } else {
                "affine map"
            },
        )
    }
}

/// A failed parse; the diagnostic is the parser's first (`Parser::err`).
struct Reported;

impl AffineExprParser for Parser<'_> {
    type Error = Reported;

    fn token_start(&self) -> usize {
        self.tok.start
    }

    fn is_punct(&self, p: ExprPunct) -> bool {
        self.tok.kind
            == match p {
                ExprPunct::Plus => Tok::Plus,
                ExprPunct::Minus => Tok::Minus,
                ExprPunct::Star => Tok::Star,
                ExprPunct::LParen => Tok::LParen,
                ExprPunct::RParen => Tok::RParen,
            }
    }

    fn consume_punct(&mut self, p: ExprPunct) -> bool {
        let here = self.is_punct(p);
        if here {
            self.advance();
        }
        here
    }

    fn is_keyword(&self, kw: &str) -> bool {
        self.tok.kind == Tok::Ident && self.spelling() == kw
    }

    fn consume_keyword(&mut self, kw: &str) -> bool {
        let here = self.is_keyword(kw);
        if here {
            self.advance();
        }
        here
    }

    fn is_bare_identifier(&self) -> bool {
        self.tok.kind == Tok::Ident
    }

    fn is_ssa_id(&self) -> bool {
        self.tok.kind == Tok::PercentId
    }

    fn parse_optional_integer(&mut self) -> IntegerLiteral {
        if self.tok.kind != Tok::Integer {
            return IntegerLiteral::Absent;
        }
        let text = self.spelling();
        let val = if let Some(hex) = text.strip_prefix("0x") {
            u64::from_str_radix(hex, 16).ok()
        } else {
            text.parse::<u64>().ok()
        };
        match val.and_then(|v| i64::try_from(v).ok()) {
            Some(v) => {
                self.advance();
                IntegerLiteral::Value(v)
            }
            None => IntegerLiteral::TooLarge,
        }
    }

    fn error_at(&mut self, loc: usize, msg: &str) -> Reported {
        self.emit_at(loc, msg);
        Reported
    }

    fn error_at_token(&mut self, msg: &str) -> Reported {
        self.emit(msg);
        Reported
    }

    fn wrong_token_error(&mut self, msg: &str) -> Reported {
        self.emit_wrong_token(msg);
        Reported
    }

    fn then_error_at_token(&mut self, err: Reported, msg: &str) -> Reported {
        let mut loc = self.tok.start;
        if self.tok.kind == Tok::Eof && self.eof_is_real {
            loc = loc.saturating_sub(1);
        }
        self.then.push((loc, msg.into()));
        err
    }

    fn parse_bare_id(&mut self) -> Option<AffineExpr> {
        let name = self.spelling();
        let e = self
            .ids
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, e)| e.clone())?;
        self.advance();
        Some(e)
    }

    fn parse_ssa_id(&mut self, _is_symbol: bool) -> Result<AffineExpr, Reported> {
        Err(self.wrong_token_error("unexpected ssa identifier"))
    }
}

/// An affine map or an integer set, as parsed by
/// [`parse_affine_map_or_integer_set`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum MapOrSet {
    /// An affine map (`(d0) -> (d0)`).
    Map(AffineMap),
    /// An integer set (`(d0) : (d0 >= 0)`).
    Set(IntegerSet),
}

/// Parses an affine map or an integer set without checking which one is
/// expected; what follows is not checked. The end of `text` is treated as
/// the end of the input.
pub fn parse_affine_map_or_integer_set(text: &str) -> Result<MapOrSet, ParseError> {
    let mut p = Parser::new(text, true);
    let r = p.parse_map_or_set();
    match (p.err.take(), r) {
        (Some(e), _) => Err(e),
        (None, Some(v)) => Ok(v),
        (None, None) => Err((
            0,
            "internal error: parse failed without a diagnostic".into(),
        )),
    }
}

/// Parses what follows `affine_map<` in a file, up to and including the
/// closing `>`, exactly as MLIR's attribute parser does; `rest` runs to the
/// end of the file. Returns the map and the number of bytes consumed
/// (through the `>`). Error offsets are relative to `rest`.
pub fn parse_affine_map_attr_body(rest: &str) -> Result<(AffineMap, usize), AttrBodyError> {
    match Parser::new(rest, true).parse_attr_body(false)? {
        (MapOrSet::Map(m), n) => Ok((m, n)),
        (MapOrSet::Set(_), _) => unreachable!("checked by parse_attr_body"),
    }
}

/// Like [`parse_affine_map_attr_body`], for what follows `affine_set<`.
pub fn parse_integer_set_attr_body(rest: &str) -> Result<(IntegerSet, usize), AttrBodyError> {
    match Parser::new(rest, true).parse_attr_body(true)? {
        (MapOrSet::Set(s), n) => Ok((s, n)),
        (MapOrSet::Map(_), _) => unreachable!("checked by parse_attr_body"),
    }
}

/// Parses a body given without its delimiters, as if it were followed by
/// the closing `>` and one more token (errors on or after that `>` are
/// reported at `text.len()` or `text.len() + 1`, as mlir-opt does for
/// `affine_map<BODY>}`).
fn parse_body(text: &str, want_set: bool) -> Result<MapOrSet, ParseError> {
    let mut full = String::with_capacity(text.len() + 2);
    full.push_str(text);
    full.push('>');
    let (v, end) = Parser::new(&full, false)
        .parse_attr_body(want_set)
        .map_err(|e| e.error)?;
    if end != full.len() {
        // A `>` inside the body: MLIR would have ended the attribute there.
        return Err((
            end - 1,
            format!(
                "unexpected '>' inside the {} body",
                if want_set {
                    "integer set"
                } else {
                    "affine map"
                }
            ),
        ));
    }
    Ok(v)
}

/// Parses the body of `affine_map<...>` (the text between the delimiters),
/// e.g. `(d0)[s0] -> (d0 + s0)`.
pub fn parse_affine_map(text: &str) -> Result<AffineMap, ParseError> {
    match parse_body(text, false)? {
        MapOrSet::Map(m) => Ok(m),
        MapOrSet::Set(_) => unreachable!("checked by parse_attr_body"),
    }
}

/// Parses the body of `affine_set<...>`, e.g. `(d0)[s0] : (d0 - s0 >= 0)`.
pub fn parse_integer_set(text: &str) -> Result<IntegerSet, ParseError> {
    match parse_body(text, true)? {
        MapOrSet::Set(s) => Ok(s),
        MapOrSet::Map(_) => unreachable!("checked by parse_attr_body"),
    }
}
