//! Custom assembly of a registered dialect's attributes (MLIR's
//! `Dialect::parseAttribute` with a `DialectAsmParser`): a dialect attaches
//! a [`DialectAttrParser`] to its `DialectInfo`, and the parser hands it
//! `#dialect.mnemonic<...>` after the mnemonic.

use super::lexer::Tok;
use super::{PResult, Parser};
use crate::parser::custom::Punct;
use rmlir_ir::Context;
use rmlir_ir::Diagnostic;
use rmlir_ir::Type;
use rmlir_ir::{Attr, Loc};

/// Parses the attribute `#dialect.mnemonic...` of a dialect from its body;
/// a `DialectInfo` interface. The hook gets the mnemonic and a parser at
/// the token after it, and returns the attribute it built.
#[derive(Clone, Copy)]
pub struct DialectAttrParser(
    pub for<'p, 'a> fn(&mut DialectAsmParser<'p, 'a>, &str) -> PResult<Attr>,
);

/// The mnemonics of a registered dialect whose types and attributes are kept
/// as text: any other mnemonic is an error, as with MLIR's generated parsers;
/// a `DialectInfo` interface.
#[derive(Clone, Copy)]
pub struct KnownMnemonics {
    /// The type mnemonics.
    pub types: &'static [&'static str],
    /// The attribute mnemonics.
    pub attrs: &'static [&'static str],
    /// The message for an unknown type mnemonic.
    pub unknown_type: fn(&str) -> String,
}

impl Parser<'_> {
    /// Whether a symbol `dialect<mnemonic...>` of `dialect` prints back as
    /// `dialect.mnemonic...`: for an unregistered dialect, and for one whose
    /// symbols have [`KnownMnemonics`] (MLIR's printer prints them pretty).
    pub(crate) fn reprints_pretty(&self, dialect: &str) -> bool {
        self.ctx
            .dialect(dialect)
            .is_none_or(|d| d.interfaces.get::<KnownMnemonics>().is_some())
    }

    /// Checks the mnemonic of `!dialect.mnemonic...` / `#dialect<mnemonic...>`
    /// (the symbol token `text` after its sigil, at `pos`) against the
    /// dialect's [`KnownMnemonics`], if it has them.
    pub(crate) fn check_mnemonic(
        &mut self,
        dialect: &str,
        text: &str,
        pos: usize,
        is_type: bool,
    ) -> PResult<()> {
        let Some(known) = self
            .ctx
            .dialect(dialect)
            .and_then(|d| d.interfaces.get::<KnownMnemonics>())
            .copied()
        else {
            return Ok(());
        };
        let (mnemonic, at) = match text.get(dialect.len() + 1..) {
            Some(m) if text.len() > dialect.len() => (m.to_string(), pos + 2 + dialect.len()),
            _ => {
                // `dialect<...>`: the body opens with the mnemonic.
                let mut at = pos + 2 + dialect.len();
                while matches!(self.src.get(at), Some(b' ' | b'\t' | b'\n' | b'\r')) {
                    at += 1;
                }
                let len = self.src[at.min(self.src.len())..]
                    .iter()
                    .enumerate()
                    .take_while(|&(i, &c)| {
                        c.is_ascii_alphabetic()
                            || c == b'_'
                            || i > 0 && (c.is_ascii_digit() || c == b'$' || c == b'.')
                    })
                    .count();
                if len == 0 {
                    return Err(self.error_at(at, "expected valid keyword"));
                }
                (self.span_lossy(at, at + len).into_owned(), at)
            }
        };
        let names = if is_type { known.types } else { known.attrs };
        if names.contains(&mnemonic.as_str()) {
            return Ok(());
        }
        let msg = if is_type {
            (known.unknown_type)(&mnemonic)
        } else {
            format!("unknown attribute `{mnemonic}` in dialect `{dialect}`")
        };
        Err(self.error_at(at, msg))
    }
}

/// The parser interface of dialect attribute bodies (MLIR's
/// `DialectAsmParser`).
pub struct DialectAsmParser<'p, 'a> {
    pub(crate) p: &'p mut Parser<'a>,
    pub(crate) name_pos: usize,
    pub(crate) body_start: usize,
}

impl<'p, 'a> DialectAsmParser<'p, 'a> {
    /// The context.
    pub fn ctx(&self) -> &'a Context {
        self.p.ctx
    }

    /// The offset of the mnemonic (after `#dialect.`).
    pub fn name_pos(&self) -> usize {
        self.name_pos
    }

    /// Consumes the `<` opening the body (right after the mnemonic), or
    /// fails with MLIR's `expected '<'` just after the mnemonic.
    pub fn parse_less(&mut self) -> PResult<()> {
        if self.p.is(Tok::Less) && self.p.tok.start == self.body_start {
            self.p.advance();
            Ok(())
        } else {
            Err(self.p.error_at(self.body_start, "expected '<'"))
        }
    }

    /// The offset of the current token.
    pub fn pos(&self) -> usize {
        self.p.tok.start
    }

    /// The location of an offset.
    pub fn loc_at(&mut self, pos: usize) -> Loc {
        self.p.loc_at(pos)
    }

    /// An error at an offset.
    pub fn error_at(&mut self, pos: usize, msg: impl Into<String>) -> Diagnostic {
        self.p.error_at(pos, msg)
    }

    /// An error at the current token.
    pub fn error_here(&mut self, msg: impl Into<String>) -> Diagnostic {
        self.p.error_here(msg)
    }

    /// Whether the current token is `p`.
    pub fn is_punct(&self, p: Punct) -> bool {
        self.p.is(p.tok())
    }

    /// Consumes `p` if it is next.
    pub fn parse_optional_punct(&mut self, p: Punct) -> bool {
        self.p.consume_if(p.tok())
    }

    /// Consumes `p` or fails with MLIR's `expected 'p'`.
    pub fn parse_punct(&mut self, p: Punct) -> PResult<()> {
        let what = format!("'{}'", p.as_str());
        self.p.expect(p.tok(), &what)
    }

    /// Consumes the keyword `kw` or fails.
    pub fn parse_keyword(&mut self, kw: &str) -> PResult<()> {
        if self.p.consume_keyword(kw) {
            Ok(())
        } else {
            Err(self.p.error_here(format!("expected '{kw}'")))
        }
    }

    /// Consumes the keyword `kw` if it is next.
    pub fn parse_optional_keyword(&mut self, kw: &str) -> bool {
        self.p.consume_keyword(kw)
    }

    /// A bare keyword if one is next.
    pub fn parse_optional_any_keyword(&mut self) -> Option<&'a str> {
        if !self.p.is(Tok::BareIdent) {
            return None;
        }
        let t = self.p.text();
        self.p.advance();
        Some(t)
    }

    /// A string literal, unescaped, if one is next.
    pub fn parse_optional_string(&mut self) -> Option<String> {
        if !self.p.is(Tok::String) {
            return None;
        }
        let s = String::from_utf8_lossy(&super::lexer::unescape(self.p.tok_bytes())).into_owned();
        self.p.advance();
        Some(s)
    }

    /// An integer literal (errors at its start, as MLIR's `parseInteger`).
    pub fn parse_integer(&mut self) -> PResult<i64> {
        let at = self.p.tok.start;
        let neg = self.p.consume_if(Tok::Minus);
        if !self.p.is(Tok::Integer) {
            return Err(self.p.error_at(at, "expected integer value"));
        }
        let text = self.p.text();
        let v = text
            .parse::<i64>()
            .map_err(|_| self.p.error_at(at, "integer value too large"))?;
        self.p.advance();
        Ok(if neg { -v } else { v })
    }

    /// Whether a type starts here.
    pub fn starts_type(&self) -> bool {
        match self.p.tok.kind {
            Tok::ExclIdent | Tok::LParen => true,
            Tok::BareIdent => self.p.bare_ident_starts_type(),
            _ => false,
        }
    }

    /// A type.
    pub fn parse_type(&mut self) -> PResult<Type> {
        self.p.parse_type()
    }

    /// Whether an attribute starts here.
    pub fn starts_attr(&self) -> bool {
        self.p.starts_attr()
    }

    /// An attribute.
    pub fn parse_attr(&mut self) -> PResult<Attr> {
        self.p.parse_attr()
    }
}
