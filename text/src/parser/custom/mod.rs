//! Custom op forms: the [`OpAsmParser`] handed to each op's parse hook, and
//! the code that builds the op from what the hook collected.
//!
//! A hook reads the text after the op name with the `parse_*` methods and
//! records operands, result types, attributes, regions and successors in the
//! parser's operation state; the op is created once the hook returns. Regions
//! of an IsolatedFromAbove op are parsed into their own nested body.

use super::lexer::{unescape, Tok};
use super::ops::PendingUse;
use super::{PResult, Parser};
use rmlir_ir::Diagnostic;
use rmlir_ir::Type;
use rmlir_ir::{Attr, Ident, Loc};
use rmlir_ir::{BlockId, RegionId, ValueId};
use rmlir_ir::{Context, OpName};
use smallvec::SmallVec;

/// An operand named in the text, not yet given a type.
#[derive(Clone, Copy, Debug)]
pub struct UnresolvedOperand<'a> {
    name: &'a str,
    number: u32,
    pos: usize,
}

impl<'a> UnresolvedOperand<'a> {
    /// Byte offset of the operand in the input.
    pub fn pos(&self) -> usize {
        self.pos
    }

    /// The name as written, with its `%` (`%x` for `%x#1`).
    pub fn name(&self) -> &'a str {
        self.name
    }

    /// The result number (`1` for `%x#1`, `0` without `#`).
    pub fn number(&self) -> u32 {
        self.number
    }
}

/// A region argument as written in a custom form: `%name: type {attrs} loc(...)`.
#[derive(Clone, Debug)]
pub struct Argument<'a> {
    /// Name without type yet resolved.
    pub name: &'a str,
    /// Byte offset of the name.
    pub pos: usize,
    /// Type (if parsed with one).
    pub ty: Option<Type>,
    /// Attribute dictionary (if any).
    pub attrs: Option<Attr>,
    /// Explicit location (if any).
    pub loc: Option<Loc>,
}

/// Punctuation a custom form may use.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Punct {
    /// `(`
    LParen,
    /// `)`
    RParen,
    /// `[`
    LSquare,
    /// `]`
    RSquare,
    /// `{`
    LBrace,
    /// `}`
    RBrace,
    /// `<`
    Less,
    /// `>`
    Greater,
    /// `,`
    Comma,
    /// `:`
    Colon,
    /// `::`
    ColonColon,
    /// `=`
    Equal,
    /// `->`
    Arrow,
    /// `?`
    Question,
    /// `*`
    Star,
    /// `+`
    Plus,
    /// `-`
    Minus,
    /// `|`
    VerticalBar,
    /// `...`
    Ellipsis,
}

impl Punct {
    pub(crate) fn tok(self) -> Tok {
        match self {
            Punct::LParen => Tok::LParen,
            Punct::RParen => Tok::RParen,
            Punct::LSquare => Tok::LSquare,
            Punct::RSquare => Tok::RSquare,
            Punct::LBrace => Tok::LBrace,
            Punct::RBrace => Tok::RBrace,
            Punct::Less => Tok::Less,
            Punct::Greater => Tok::Greater,
            Punct::Comma => Tok::Comma,
            Punct::Colon => Tok::Colon,
            Punct::ColonColon => Tok::ColonColon,
            Punct::Equal => Tok::Equal,
            Punct::Arrow => Tok::Arrow,
            Punct::Question => Tok::Question,
            Punct::Star => Tok::Star,
            Punct::Plus => Tok::Plus,
            Punct::Minus => Tok::Minus,
            Punct::VerticalBar => Tok::VerticalBar,
            Punct::Ellipsis => Tok::Ellipsis,
        }
    }

    /// The punctuation's spelling.
    pub fn as_str(self) -> &'static str {
        match self {
            Punct::LParen => "(",
            Punct::RParen => ")",
            Punct::LSquare => "[",
            Punct::RSquare => "]",
            Punct::LBrace => "{",
            Punct::RBrace => "}",
            Punct::Less => "<",
            Punct::Greater => ">",
            Punct::Comma => ",",
            Punct::Colon => ":",
            Punct::ColonColon => "::",
            Punct::Equal => "=",
            Punct::Arrow => "->",
            Punct::Question => "?",
            Punct::Star => "*",
            Punct::Plus => "+",
            Punct::Minus => "-",
            Punct::VerticalBar => "|",
            Punct::Ellipsis => "...",
        }
    }
}

/// How a list of elements is delimited.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Delimiter {
    /// No delimiters.
    None,
    /// `(...)`, required.
    Paren,
    /// `[...]`, required.
    Square,
    /// `(...)` if present.
    OptionalParen,
    /// `[...]` if present.
    OptionalSquare,
}

/// An entry block argument: name, type, location, offset.
type EntryArg<'a> = (&'a str, Type, Option<Loc>, usize);

/// What a custom parse hook builds.
pub(crate) struct OperationState {
    pub(crate) name: OpName,
    pub(crate) name_pos: usize,
    pub(crate) loc: Loc,
    pub(crate) operands: SmallVec<[ValueId; 4]>,
    pub(crate) result_types: SmallVec<[Type; 2]>,
    pub(crate) attrs: Vec<(Ident, Attr)>,
    pub(crate) successors: SmallVec<[BlockId; 2]>,
    pub(crate) regions: Vec<RegionId>,
    /// Whether an isolated scope for the regions is open on the parser.
    pub(crate) isolated_scope: bool,
    pub(crate) isolated: bool,
    /// Number of results the text binds (`%a:2 = ...`).
    pub(crate) num_bound_results: usize,
}

/// The parser interface of custom op forms (MLIR's `OpAsmParser`).
pub struct OpAsmParser<'p, 'a> {
    pub(crate) p: &'p mut Parser<'a>,
    pub(crate) state: OperationState,
}

impl<'p, 'a> OpAsmParser<'p, 'a> {
    /// The context.
    pub fn ctx(&self) -> &'a Context {
        self.p.ctx
    }

    /// Byte offset of the current token.
    pub fn pos(&self) -> usize {
        self.p.tok.start
    }

    /// The location of a byte offset.
    pub fn loc_at(&mut self, pos: usize) -> Loc {
        self.p.loc_at(pos)
    }

    /// The op's location (at its name).
    pub fn op_loc(&self) -> Loc {
        self.state.loc
    }

    /// Byte offset of the op name.
    pub fn name_pos(&self) -> usize {
        self.state.name_pos
    }

    /// An error at a byte offset.
    pub fn error_at(&mut self, pos: usize, msg: impl Into<String>) -> Diagnostic {
        self.p.error_at(pos, msg)
    }

    /// An error at the current token (MLIR's placement for unexpected tokens).
    pub fn error_here(&mut self, msg: impl Into<String>) -> Diagnostic {
        self.p.error_here(msg)
    }

    /// Number of results the text binds to names (0 if none are named).
    pub fn num_bound_results(&self) -> usize {
        self.state.num_bound_results
    }

    /// The op's name.
    pub fn op_name(&self) -> OpName {
        self.state.name
    }

    /// An error as MLIR's `OpAsmParser::emitError` reports it, naming the
    /// op: `custom op 'name' msg`.
    pub fn custom_error(&mut self, pos: usize, msg: impl std::fmt::Display) -> Diagnostic {
        let name = self.ctx().op_name_str(self.state.name);
        let text = format!("custom op '{name}' {msg}");
        self.error_at(pos, text)
    }

    /// Whether the current token is a `%value`.
    pub fn is_punct_percent(&self) -> bool {
        self.p.is(Tok::PercentIdent)
    }

    /// Whether the current token is a bare keyword.
    pub fn is_any_keyword(&self) -> bool {
        self.p.is(Tok::BareIdent)
    }

    /// Whether the current token is a string literal.
    pub fn is_string(&self) -> bool {
        self.p.is(Tok::String)
    }

    /// Whether the current token is an `@symbol`.
    pub fn is_at_ident(&self) -> bool {
        self.p.is(Tok::AtIdent)
    }

    /// Whether the current token is a `^block`.
    pub fn is_caret_ident(&self) -> bool {
        self.p.is(Tok::CaretIdent)
    }

    /// Whether an attribute can start here.
    pub fn starts_attr(&self) -> bool {
        self.p.starts_attr()
    }

    /// Whether a type can start here.
    pub fn starts_type(&self) -> bool {
        match self.p.tok.kind {
            Tok::ExclIdent | Tok::LParen => true,
            Tok::BareIdent => self.p.bare_ident_starts_type(),
            _ => false,
        }
    }

    /// A balanced `<...>` body, returned verbatim (with the brackets).
    pub fn parse_pretty_body(&mut self) -> PResult<&'a str> {
        if !self.p.is(Tok::Less) {
            return Err(self.p.error_here("expected '<'"));
        }
        let start = self.p.tok.start;
        let end = self.p.skip_pretty_body(start)?;
        Ok(self.p.span_str(start, end))
    }

    // ----- punctuation and keywords -----------------------------------

    /// Whether the current token is `p`.
    pub fn is_punct(&self, p: Punct) -> bool {
        self.p.is(p.tok())
    }

    /// Consumes `p` if present.
    pub fn parse_optional_punct(&mut self, p: Punct) -> bool {
        self.p.consume_if(p.tok())
    }

    /// Consumes `p` or fails with "expected 'p'".
    pub fn parse_punct(&mut self, p: Punct) -> PResult<()> {
        if self.p.consume_if(p.tok()) {
            Ok(())
        } else {
            Err(self.p.error_here(format!("expected '{}'", p.as_str())))
        }
    }

    /// Whether the current token is the keyword `kw`.
    pub fn is_keyword(&self, kw: &str) -> bool {
        self.p.is_keyword(kw)
    }

    /// Consumes the keyword `kw` if present.
    pub fn parse_optional_keyword(&mut self, kw: &str) -> bool {
        self.p.consume_keyword(kw)
    }

    /// Consumes the keyword `kw` or fails with MLIR's `OpAsmParser::parseKeyword`
    /// error: "custom op 'name' expected 'kw'" at the current token.
    pub fn parse_keyword(&mut self, kw: &str) -> PResult<()> {
        if self.p.consume_keyword(kw) {
            Ok(())
        } else {
            if self.p.tok.kind == Tok::Error {
                return Err(self.p.error_here(format!("expected '{kw}'")));
            }
            let pos = self.pos();
            Err(self.custom_error(pos, format!("expected '{kw}'")))
        }
    }

    /// Consumes any bare keyword and returns it.
    pub fn parse_optional_any_keyword(&mut self) -> Option<&'a str> {
        if self.p.is(Tok::BareIdent) {
            let t = self.p.text();
            self.p.advance();
            Some(t)
        } else {
            None
        }
    }

    /// Any bare keyword, or fails with "expected valid keyword".
    pub fn parse_any_keyword(&mut self) -> PResult<&'a str> {
        match self.parse_optional_any_keyword() {
            Some(k) => Ok(k),
            None => Err(self.p.error_here("expected valid keyword")),
        }
    }

    /// A bare keyword or a string literal.
    pub fn parse_optional_keyword_or_string(&mut self) -> Option<String> {
        if let Some(k) = self.parse_optional_any_keyword() {
            return Some(k.to_string());
        }
        self.parse_optional_string()
    }

    /// A string literal, unescaped.
    pub fn parse_optional_string(&mut self) -> Option<String> {
        if !self.p.is(Tok::String) {
            return None;
        }
        let s = String::from_utf8_lossy(&unescape(self.p.tok_bytes())).into_owned();
        self.p.advance();
        Some(s)
    }

    /// A (possibly negative) integer literal.
    pub fn parse_optional_integer(&mut self) -> PResult<Option<i64>> {
        let start = self.p.tok.start;
        let neg = self.p.is(Tok::Minus);
        if neg {
            self.p.advance();
            if !self.p.is(Tok::Integer) {
                self.p.reset_to(start);
                return Ok(None);
            }
        } else if !self.p.is(Tok::Integer) {
            return Ok(None);
        }
        let text = self.p.text();
        let parsed = if let Some(h) = text.strip_prefix("0x") {
            i64::from_str_radix(h, 16).ok()
        } else {
            text.parse::<i64>().ok()
        };
        let Some(v) = parsed else {
            return Err(self.p.error_here("integer value too large"));
        };
        self.p.advance();
        Ok(Some(if neg { -v } else { v }))
    }

    /// An integer literal or fails as MLIR's `parseInteger`: "custom op
    /// 'name' expected integer value" at the start of the current token.
    pub fn parse_integer(&mut self) -> PResult<i64> {
        match self.parse_optional_integer()? {
            Some(v) => Ok(v),
            None if self.p.tok.kind == Tok::Error => {
                Err(self.p.error_here("expected integer value"))
            }
            None => {
                let pos = self.pos();
                Err(self.custom_error(pos, "expected integer value"))
            }
        }
    }

    // ----- operands ------------------------------------------------------

    /// `%name` or `%name#N` if present.
    pub fn parse_optional_operand(&mut self) -> PResult<Option<UnresolvedOperand<'a>>> {
        if !self.p.is(Tok::PercentIdent) {
            return Ok(None);
        }
        self.parse_operand().map(Some)
    }

    /// `%name` or `%name#N`.
    pub fn parse_operand(&mut self) -> PResult<UnresolvedOperand<'a>> {
        let u = self.p.parse_value_use()?;
        Ok(UnresolvedOperand {
            name: u.name,
            number: u.number,
            pos: u.pos,
        })
    }

    /// A comma-separated operand list with the given delimiters.
    pub fn parse_operand_list(
        &mut self,
        delim: Delimiter,
    ) -> PResult<SmallVec<[UnresolvedOperand<'a>; 4]>> {
        self.parse_operand_list_impl(delim, true)
    }

    /// Like [`Self::parse_operand_list`], but an operand may not name a
    /// result by number (`%x#1`), as in `cf.switch`'s default destination (MLIR's
    /// `parseOperandList(..., allowResultNumber = false)`).
    pub fn parse_operand_list_without_result_numbers(
        &mut self,
        delim: Delimiter,
    ) -> PResult<SmallVec<[UnresolvedOperand<'a>; 4]>> {
        self.parse_operand_list_impl(delim, false)
    }

    fn parse_operand_list_impl(
        &mut self,
        delim: Delimiter,
        allow_result_number: bool,
    ) -> PResult<SmallVec<[UnresolvedOperand<'a>; 4]>> {
        let mut out = SmallVec::new();
        self.parse_comma_separated(delim, "operand list", |this| {
            if !allow_result_number && this.p.is(Tok::PercentIdent) {
                let (name, pos) = this.parse_unnumbered_name()?;
                out.push(UnresolvedOperand {
                    name,
                    number: 0,
                    pos,
                });
                return Ok(true);
            }
            match this.parse_optional_operand()? {
                Some(u) => out.push(u),
                None if out.is_empty() => return Ok(false),
                None => return Err(this.p.error_here("expected SSA operand")),
            }
            Ok(true)
        })?;
        Ok(out)
    }

    /// Runs `elem` for each element of a comma-separated list. `elem` returns
    /// false when no element starts at the current token (only accepted for
    /// the first one: the list is empty).
    pub fn parse_comma_separated(
        &mut self,
        delim: Delimiter,
        what: &str,
        mut elem: impl FnMut(&mut Self) -> PResult<bool>,
    ) -> PResult<()> {
        let close = match delim {
            Delimiter::None => None,
            Delimiter::Paren => {
                self.p.expect(Tok::LParen, &format!("'(' in {what}"))?;
                Some(Tok::RParen)
            }
            Delimiter::Square => {
                self.p.expect(Tok::LSquare, &format!("'[' in {what}"))?;
                Some(Tok::RSquare)
            }
            Delimiter::OptionalParen => {
                if !self.p.consume_if(Tok::LParen) {
                    return Ok(());
                }
                Some(Tok::RParen)
            }
            Delimiter::OptionalSquare => {
                if !self.p.consume_if(Tok::LSquare) {
                    return Ok(());
                }
                Some(Tok::RSquare)
            }
        };
        if let Some(c) = close {
            if self.p.consume_if(c) {
                return Ok(());
            }
        }
        if elem(self)? {
            while self.p.consume_if(Tok::Comma) {
                if !elem(self)? {
                    return Err(self.p.error_here(format!("expected element of {what}")));
                }
            }
        }
        if let Some(c) = close {
            let s = if c == Tok::RParen { "')'" } else { "']'" };
            self.p.expect(c, &format!("{s} in {what}"))?;
        }
        Ok(())
    }

    /// Resolves `u` to a value of type `ty` and appends it to the operands.
    pub fn resolve_operand(&mut self, u: &UnresolvedOperand<'a>, ty: Type) -> PResult<ValueId> {
        let v = self.lookup_operand(u, ty)?;
        self.state.operands.push(v);
        Ok(v)
    }

    /// Resolves `u` to a value of type `ty` without recording it as an operand.
    pub fn lookup_operand(&mut self, u: &UnresolvedOperand<'a>, ty: Type) -> PResult<ValueId> {
        let pending = PendingUse {
            name: u.name,
            number: u.number,
            pos: u.pos,
        };
        let name = self.p.ctx.op_name_str(self.state.name);
        let loc = self.state.loc;
        self.with_outer_scope(|p| p.resolve_value(&pending, ty, name, loc))
    }

    /// Resolves operands against types; with MLIR's count check reported at `pos`.
    pub fn resolve_operands(
        &mut self,
        us: &[UnresolvedOperand<'a>],
        tys: &[Type],
        pos: usize,
    ) -> PResult<()> {
        if us.len() != tys.len() {
            return Err(self.p.error_at(
                pos,
                format!("{} operands present, but expected {}", us.len(), tys.len()),
            ));
        }
        for (u, &t) in us.iter().zip(tys) {
            self.resolve_operand(u, t)?;
        }
        Ok(())
    }

    /// Resolves every operand to the same type.
    pub fn resolve_operands_same(&mut self, us: &[UnresolvedOperand<'a>], ty: Type) -> PResult<()> {
        for u in us {
            self.resolve_operand(u, ty)?;
        }
        Ok(())
    }

    /// Records an already resolved operand value.
    pub fn add_operand(&mut self, v: ValueId) {
        self.state.operands.push(v);
    }

    /// The type of an already resolved value.
    pub fn value_type(&mut self, v: ValueId) -> Type {
        self.with_outer_scope(|p| p.scope().body.value_type(v))
    }

    /// Runs `f` with the scope the op itself lives in on top (the op's own
    /// isolated scope, if open, is set aside).
    fn with_outer_scope<T>(&mut self, f: impl FnOnce(&mut Parser<'a>) -> T) -> T {
        if self.state.isolated_scope {
            let inner = self.p.scopes.pop().expect("isolated scope");
            let r = f(self.p);
            self.p.scopes.push(inner);
            r
        } else {
            f(self.p)
        }
    }

    /// At a `%name`: the name and its offset. A result number after it
    /// (`%x#0`) is refused at the `#0`, as MLIR's `parseOperand(...,
    /// allowResultNumber = false)` does.
    fn parse_unnumbered_name(&mut self) -> PResult<(&'a str, usize)> {
        let name = self.p.text();
        let pos = self.p.tok.start;
        self.p.advance();
        if self.p.is(Tok::HashIdent) {
            return Err(self
                .p
                .error_at_token("result number not allowed in argument list"));
        }
        Ok((name, pos))
    }

    // ----- types ---------------------------------------------------------

    /// A type.
    pub fn parse_type(&mut self) -> PResult<Type> {
        self.p.parse_type()
    }

    /// A type if one starts here.
    pub fn parse_optional_type(&mut self) -> PResult<Option<Type>> {
        self.p.parse_optional_type()
    }

    /// `: type`.
    pub fn parse_colon_type(&mut self) -> PResult<Type> {
        self.parse_punct(Punct::Colon)?;
        self.p.parse_type()
    }

    /// A comma-separated list of at least one type.
    pub fn parse_type_list(&mut self) -> PResult<SmallVec<[Type; 4]>> {
        let mut v = SmallVec::new();
        loop {
            v.push(self.p.parse_type()?);
            if !self.p.consume_if(Tok::Comma) {
                return Ok(v);
            }
        }
    }

    /// `: type, type, ...`.
    pub fn parse_colon_type_list(&mut self) -> PResult<SmallVec<[Type; 4]>> {
        self.parse_punct(Punct::Colon)?;
        self.parse_type_list()
    }

    /// `(type, ...)` with possibly no types.
    pub fn parse_paren_type_list(&mut self) -> PResult<SmallVec<[Type; 4]>> {
        self.p.parse_type_list_parens()
    }

    /// Function result types after `->`: `(T, U)` or a single `T`.
    pub fn parse_function_result_types(&mut self) -> PResult<SmallVec<[Type; 4]>> {
        self.p.parse_function_result_types()
    }

    /// `-> types` if present (MLIR's `parseOptionalArrowTypeList`).
    pub fn parse_optional_arrow_type_list(&mut self) -> PResult<SmallVec<[Type; 4]>> {
        if !self.p.consume_if(Tok::Arrow) {
            return Ok(SmallVec::new());
        }
        self.p.parse_function_result_types()
    }

    /// A function type `(T) -> U`.
    pub fn parse_function_type(&mut self) -> PResult<Type> {
        self.p.parse_function_type()
    }

    /// Appends result types.
    pub fn add_result_types(&mut self, tys: &[Type]) {
        self.state.result_types.extend_from_slice(tys);
    }

    /// Appends one result type.
    pub fn add_result_type(&mut self, ty: Type) {
        self.state.result_types.push(ty);
    }

    // ----- attributes ----------------------------------------------------

    /// An attribute.
    pub fn parse_attr(&mut self) -> PResult<Attr> {
        self.p.parse_attr()
    }

    /// An attribute whose type is `ty` unless written (`42` parses as
    /// `42 : ty`).
    pub fn parse_attr_of_type(&mut self, ty: Type) -> PResult<Attr> {
        self.p.parse_attr_with_type(Some(ty))
    }

    /// An attribute if one starts here.
    pub fn parse_optional_attr(&mut self) -> PResult<Option<Attr>> {
        if self.p.starts_attr() {
            self.p.parse_attr().map(Some)
        } else {
            Ok(None)
        }
    }

    /// `{...}` if present, added to the op's attributes.
    pub fn parse_optional_attr_dict(&mut self) -> PResult<()> {
        if self.p.is(Tok::LBrace) {
            let entries = self.p.parse_dictionary_entries()?;
            self.add_attrs(entries);
        }
        Ok(())
    }

    /// `attributes {...}` if present, added to the op's attributes.
    pub fn parse_optional_attr_dict_with_keyword(&mut self) -> PResult<()> {
        if self.p.consume_keyword("attributes") {
            let entries = self.p.parse_dictionary_entries()?;
            self.add_attrs(entries);
        }
        Ok(())
    }

    /// A `{...}` dictionary as an attribute, if present.
    pub fn parse_optional_dictionary(&mut self) -> PResult<Option<Attr>> {
        if self.p.is(Tok::LBrace) {
            self.p.parse_dictionary().map(Some)
        } else {
            Ok(None)
        }
    }

    fn add_attrs(&mut self, entries: Vec<(Ident, Attr)>) {
        for (k, v) in entries {
            self.add_attr_ident(k, v);
        }
    }

    /// Sets an attribute (inherent ones become properties).
    pub fn add_attr(&mut self, name: &str, value: Attr) {
        let k = self.p.ctx.ident(name);
        self.add_attr_ident(k, value);
    }

    /// [`OpAsmParser::add_attr`] with the name already interned.
    pub fn add_attr_ident(&mut self, name: Ident, value: Attr) {
        if let Some(e) = self.state.attrs.iter_mut().find(|e| e.0 == name) {
            e.1 = value;
        } else {
            self.state.attrs.push((name, value));
        }
    }

    /// Whether an attribute of that name was recorded.
    pub fn has_attr(&self, name: &str) -> bool {
        self.state
            .attrs
            .iter()
            .any(|(k, _)| self.p.ctx.ident_str(*k) == name)
    }

    /// [`OpAsmParser::has_attr`] with the name already interned.
    pub fn has_attr_ident(&self, name: Ident) -> bool {
        self.state.attrs.iter().any(|(k, _)| *k == name)
    }

    /// `@name` if present.
    pub fn parse_optional_symbol_name(&mut self) -> Option<String> {
        if !self.p.is(Tok::AtIdent) {
            return None;
        }
        let t = self.p.text_after_sigil();
        let name = if t.starts_with('"') {
            String::from_utf8_lossy(&unescape(t.as_bytes())).into_owned()
        } else {
            t.to_string()
        };
        self.p.advance();
        Some(name)
    }

    /// `@name`, or MLIR's error.
    pub fn parse_symbol_name(&mut self) -> PResult<String> {
        match self.parse_optional_symbol_name() {
            Some(s) => Ok(s),
            None => Err(self
                .p
                .error_here("expected valid '@'-identifier for symbol name")),
        }
    }

    /// The attributes recorded so far (name, value).
    pub fn attrs(&self) -> &[(Ident, Attr)] {
        &self.state.attrs
    }

    /// The operand values recorded so far.
    pub fn operands(&self) -> &[ValueId] {
        &self.state.operands
    }

    /// The result types recorded so far.
    pub fn result_types(&self) -> &[Type] {
        &self.state.result_types
    }
}

mod build;
mod regions;
