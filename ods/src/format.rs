//! MLIR's declarative assembly format: compiled once per op, then
//! interpreted to parse and print the op's custom form.
//!
//! Supported: literals (`` `,` ``, `` `to` ``, `` ` ` ``, ``` `` ```),
//! `$operand`, `$attr`, `$region`, `$successor`, `type(...)`,
//! `qualified(...)`, `functional-type(a, b)`, `operands`, `results`,
//! `regions`, `successors`, `attr-dict`, `attr-dict-with-keyword`,
//! `custom<Name>(...)` and optional groups `(... $anchor^ ...)?` with an
//! optional else group `: (...)`. Spacing follows MLIR's generated printers.

use super::constraints::{class, TypeClass};
use super::{Arity, AttrKind, OpDef};
use rmlir_ir::Diagnostic;
use rmlir_ir::{Attr, AttrData};
use rmlir_ir::{BlockId, Body, OpId};
use rmlir_ir::{Type, TypeData};
use rmlir_text::parser::{OpAsmParser, Punct, UnresolvedOperand};
use rmlir_text::printer::OpAsmPrinter;

/// What an element refers to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ref {
    /// Operand group.
    Operand(usize),
    /// Result group.
    Result(usize),
    /// Attribute.
    Attr(usize),
    /// Region.
    Region(usize),
    /// Successor.
    Successor(usize),
    /// All operands.
    Operands,
    /// All results.
    Results,
    /// All regions.
    Regions,
    /// All successors.
    Successors,
    /// `type(x)` of another reference.
    TypeOf(u8),
}

/// One element of a format.
#[derive(Clone, Debug)]
enum Elem {
    /// A keyword or punctuation.
    Literal(String),
    /// `` ` ` `` (true) or ``` `` ``` (false).
    Space(bool),
    /// `` `\n` ``.
    Newline,
    /// A variable.
    Var(Ref),
    /// `type(x)`.
    Type(Ref),
    /// `functional-type(a, b)`.
    FunctionalType(Ref, Ref),
    /// `attr-dict` / `attr-dict-with-keyword`.
    AttrDict(bool),
    /// `custom<Name>(args)`; `type(x)` arguments are `Ref::TypeOf` of the
    /// index of a nested reference in `types`.
    Custom(usize, Vec<Ref>, Vec<Ref>),
    /// `(then)?` or `(then)[: (else)]?` with the anchor's index in `then`.
    Optional(Vec<Elem>, usize, Vec<Elem>),
}

/// A compiled format.
#[derive(Clone, Debug)]
pub struct Format {
    elems: Vec<Elem>,
    /// Attributes the format prints itself (elided from `attr-dict`).
    used_attrs: Vec<usize>,
}

// ----- compiling ---------------------------------------------------------

#[derive(Clone, Debug, PartialEq)]
enum FTok {
    Lit(String),
    Var(String),
    Ident(String),
    P(char),
}

fn tokenize(s: &str) -> Result<Vec<FTok>, String> {
    let b = s.as_bytes();
    let mut i = 0;
    let mut out = Vec::new();
    while i < b.len() {
        let c = b[i];
        if c.is_ascii_whitespace() {
            i += 1;
        } else if c == b'`' {
            let end = s[i + 1..].find('`').ok_or("unterminated literal")? + i + 1;
            out.push(FTok::Lit(s[i + 1..end].to_string()));
            i = end + 1;
        } else if c == b'$' {
            let start = i + 1;
            i += 1;
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                i += 1;
            }
            out.push(FTok::Var(s[start..i].to_string()));
        } else if c.is_ascii_alphabetic() || c == b'_' {
            let start = i;
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_' || b[i] == b'-') {
                i += 1;
            }
            out.push(FTok::Ident(s[start..i].to_string()));
        } else {
            out.push(FTok::P(c as char));
            i += 1;
        }
    }
    Ok(out)
}

struct Compiler<'d> {
    def: &'d OpDef,
    toks: Vec<FTok>,
    at: usize,
    used_attrs: Vec<usize>,
}

impl Compiler<'_> {
    fn peek(&self) -> Option<&FTok> {
        self.toks.get(self.at)
    }

    fn next(&mut self) -> Option<FTok> {
        let t = self.toks.get(self.at).cloned();
        self.at += 1;
        t
    }

    fn expect(&mut self, c: char) -> Result<(), String> {
        match self.next() {
            Some(FTok::P(x)) if x == c => Ok(()),
            t => Err(format!("expected '{c}', found {t:?}")),
        }
    }

    fn var(&mut self, name: &str) -> Result<Ref, String> {
        let d = self.def;
        if let Some(i) = d.operands.iter().position(|o| o.name == name) {
            return Ok(Ref::Operand(i));
        }
        if let Some(i) = d.results.iter().position(|o| o.name == name) {
            return Ok(Ref::Result(i));
        }
        if let Some(i) = d.attrs.iter().position(|o| o.name == name) {
            if !self.used_attrs.contains(&i) {
                self.used_attrs.push(i);
            }
            return Ok(Ref::Attr(i));
        }
        if let Some(i) = d.regions.iter().position(|o| o.name == name) {
            return Ok(Ref::Region(i));
        }
        if let Some(i) = d.successors.iter().position(|o| o.name == name) {
            return Ok(Ref::Successor(i));
        }
        Err(format!("unknown variable ${name}"))
    }

    /// A reference inside `type(...)`, `functional-type(...)` or `custom`.
    fn arg_ref(&mut self) -> Result<Ref, String> {
        match self.next() {
            Some(FTok::Var(v)) => self.var(&v),
            Some(FTok::Ident(k)) => match k.as_str() {
                "operands" => Ok(Ref::Operands),
                "results" => Ok(Ref::Results),
                "regions" => Ok(Ref::Regions),
                "successors" => Ok(Ref::Successors),
                _ => Err(format!("unexpected {k}")),
            },
            t => Err(format!("unexpected {t:?}")),
        }
    }

    fn elems_until_close(&mut self) -> Result<(Vec<Elem>, Option<usize>), String> {
        let mut out = Vec::new();
        let mut anchor = None;
        loop {
            match self.peek() {
                Some(FTok::P(')')) => {
                    self.at += 1;
                    return Ok((out, anchor));
                }
                None => return Err("unterminated group".into()),
                _ => {}
            }
            let e = self.elem()?;
            out.push(e);
            if let Some(FTok::P('^')) = self.peek() {
                self.at += 1;
                anchor = Some(out.len() - 1);
            }
        }
    }

    fn elem(&mut self) -> Result<Elem, String> {
        match self.next() {
            Some(FTok::Lit(l)) => Ok(match l.as_str() {
                " " => Elem::Space(true),
                "" => Elem::Space(false),
                "\\n" => Elem::Newline,
                _ => Elem::Literal(l),
            }),
            Some(FTok::Var(v)) => Ok(Elem::Var(self.var(&v)?)),
            Some(FTok::P('(')) => {
                let (then, anchor) = self.elems_until_close()?;
                let mut els = Vec::new();
                if let Some(FTok::P(':')) = self.peek() {
                    self.at += 1;
                    self.expect('(')?;
                    els = self.elems_until_close()?.0;
                }
                self.expect('?')?;
                let anchor = anchor.ok_or("optional group without anchor")?;
                Ok(Elem::Optional(then, anchor, els))
            }
            Some(FTok::Ident(k)) => match k.as_str() {
                "attr-dict" => Ok(Elem::AttrDict(false)),
                "attr-dict-with-keyword" => Ok(Elem::AttrDict(true)),
                "operands" => Ok(Elem::Var(Ref::Operands)),
                "results" => Ok(Elem::Var(Ref::Results)),
                "regions" => Ok(Elem::Var(Ref::Regions)),
                "successors" => Ok(Elem::Var(Ref::Successors)),
                "type" => {
                    self.expect('(')?;
                    let r = self.arg_ref()?;
                    self.expect(')')?;
                    Ok(Elem::Type(r))
                }
                "qualified" => {
                    self.expect('(')?;
                    let e = self.elem()?;
                    self.expect(')')?;
                    Ok(e)
                }
                "functional-type" => {
                    self.expect('(')?;
                    let a = self.arg_ref()?;
                    self.expect(',')?;
                    let b = self.arg_ref()?;
                    self.expect(')')?;
                    Ok(Elem::FunctionalType(a, b))
                }
                "custom" => {
                    self.expect('<')?;
                    let name = match self.next() {
                        Some(FTok::Ident(n)) => n,
                        t => return Err(format!("bad custom directive {t:?}")),
                    };
                    self.expect('>')?;
                    let idx = self
                        .def
                        .custom
                        .iter()
                        .position(|c| c.name == name)
                        .ok_or(format!("custom directive {name} not defined"))?;
                    self.expect('(')?;
                    let mut args = Vec::new();
                    let mut types = Vec::new();
                    if !matches!(self.peek(), Some(FTok::P(')'))) {
                        loop {
                            let r = match self.peek() {
                                Some(FTok::Ident(k)) if k == "type" || k == "qualified" => {
                                    let k = k.clone();
                                    self.at += 1;
                                    self.expect('(')?;
                                    let inner = if k == "qualified" {
                                        if let Some(FTok::Ident(t)) = self.peek() {
                                            if t == "type" {
                                                self.at += 1;
                                                self.expect('(')?;
                                                let r = self.arg_ref()?;
                                                self.expect(')')?;
                                                types.push(r);
                                                Ref::TypeOf(types.len() as u8 - 1)
                                            } else {
                                                self.arg_ref()?
                                            }
                                        } else {
                                            self.arg_ref()?
                                        }
                                    } else {
                                        let r = self.arg_ref()?;
                                        types.push(r);
                                        Ref::TypeOf(types.len() as u8 - 1)
                                    };
                                    self.expect(')')?;
                                    inner
                                }
                                _ => self.arg_ref()?,
                            };
                            args.push(r);
                            match self.next() {
                                Some(FTok::P(',')) => {}
                                Some(FTok::P(')')) => break,
                                t => return Err(format!("bad custom args {t:?}")),
                            }
                        }
                    } else {
                        self.at += 1;
                    }
                    Ok(Elem::Custom(idx, args, types))
                }
                _ => Err(format!("unknown directive {k}")),
            },
            t => Err(format!("unexpected {t:?}")),
        }
    }
}

impl Format {
    /// Compiles `text` for `def`.
    pub fn compile(def: &OpDef, text: &str) -> Result<Format, String> {
        let mut c = Compiler {
            def,
            toks: tokenize(text)?,
            at: 0,
            used_attrs: Vec::new(),
        };
        let mut elems = Vec::new();
        while c.peek().is_some() {
            elems.push(c.elem()?);
        }
        Ok(Format {
            elems,
            used_attrs: c.used_attrs,
        })
    }
}

// ----- parsing -------------------------------------------------------------

/// What the format parser collected (also handed to custom directives).
pub struct ParseState<'a> {
    /// Operands of each operand group.
    pub operands: Vec<Vec<UnresolvedOperand<'a>>>,
    /// Types of each operand group, when the text gave them.
    pub operand_types: Vec<Option<Vec<Type>>>,
    /// Types of each result group, when the text gave them.
    pub result_types: Vec<Option<Vec<Type>>>,
    /// Byte offset of the first operand (for count errors).
    pub operands_pos: Option<usize>,
}

fn parse_lit(p: &mut OpAsmParser<'_, '_>, lit: &str, optional: bool) -> Result<bool, Diagnostic> {
    let punct = match lit {
        "(" => Some(Punct::LParen),
        ")" => Some(Punct::RParen),
        "[" => Some(Punct::LSquare),
        "]" => Some(Punct::RSquare),
        "{" => Some(Punct::LBrace),
        "}" => Some(Punct::RBrace),
        "<" => Some(Punct::Less),
        ">" => Some(Punct::Greater),
        "," => Some(Punct::Comma),
        ":" => Some(Punct::Colon),
        "::" => Some(Punct::ColonColon),
        "=" => Some(Punct::Equal),
        "->" => Some(Punct::Arrow),
        "?" => Some(Punct::Question),
        "*" => Some(Punct::Star),
        "+" => Some(Punct::Plus),
        "-" => Some(Punct::Minus),
        "|" => Some(Punct::VerticalBar),
        "..." => Some(Punct::Ellipsis),
        _ => None,
    };
    match (punct, optional) {
        (Some(pu), true) => Ok(p.parse_optional_punct(pu)),
        (Some(pu), false) => p.parse_punct(pu).map(|_| true),
        (None, true) => Ok(p.parse_optional_keyword(lit)),
        (None, false) => p.parse_keyword(lit).map(|_| true),
    }
}

/// The types `type(r)` reads: one for single groups, a list for others.
fn parse_types_for(
    p: &mut OpAsmParser<'_, '_>,
    def: &OpDef,
    r: Ref,
    st: &mut ParseState<'_>,
) -> Result<(), Diagnostic> {
    let (group, slot) = match r {
        Ref::Operand(i) => (&def.operands[i], &mut st.operand_types[i]),
        Ref::Result(i) => (&def.results[i], &mut st.result_types[i]),
        Ref::Operands | Ref::Results => {
            let tys = parse_optional_type_list(p)?;
            assign_all(def, st, r == Ref::Operands, tys);
            return Ok(());
        }
        _ => return Ok(()),
    };
    let tys = match group.arity {
        // Only single groups are parsed as their constraint's C++ class;
        // optional and variadic ones are read as plain `Type`s (lists).
        Arity::Single => vec![parse_type_of_class(p, group.ty.class)?],
        Arity::Optional => p.parse_optional_type()?.into_iter().collect(),
        Arity::Variadic => parse_optional_type_list(p)?,
    };
    *slot = Some(tys);
    Ok(())
}

/// Parses a type that must be of `class` (when given), with MLIR's
/// `parseType<TypeT>` error at the type: "invalid kind of type specified",
/// followed by `: expected <name>, but found '<type>'` for named classes.
pub fn parse_type_of_class(
    p: &mut OpAsmParser<'_, '_>,
    class: Option<&TypeClass>,
) -> Result<Type, Diagnostic> {
    let pos = p.pos();
    let t = p.parse_type()?;
    match class {
        Some(c) if !(c.check)(p.ctx(), t) => Err(class_error(p, pos, c, t)),
        _ => Ok(t),
    }
}

/// MLIR's "invalid kind of type specified" error for `t` at `pos`, naming
/// the op (as `OpAsmParser::parseType<TypeT>` reports it).
pub fn class_error(p: &mut OpAsmParser<'_, '_>, pos: usize, c: &TypeClass, t: Type) -> Diagnostic {
    let msg = match c.name {
        Some(name) => format!(
            "invalid kind of type specified: expected {name}, but found '{}'",
            rmlir_text::printer::type_to_string(p.ctx(), t)
        ),
        None => "invalid kind of type specified".to_string(),
    };
    p.custom_error(pos, msg)
}

/// `functional-type(a, b)`: a `FunctionType` (MLIR parses it as that class;
/// the types inside are not checked against their groups' classes).
fn parse_functional_type(
    p: &mut OpAsmParser<'_, '_>,
) -> Result<(Vec<Type>, Vec<Type>), Diagnostic> {
    if p.is_punct(Punct::LParen) {
        let ins = p.parse_paren_type_list()?.to_vec();
        p.parse_punct(Punct::Arrow)?;
        let outs = p.parse_function_result_types()?.to_vec();
        return Ok((ins, outs));
    }
    // Not written as `(...) -> ...`: only an alias can still be a function
    // type.
    let pos = p.pos();
    let t = p.parse_type()?;
    let ctx = p.ctx();
    match ctx.type_data(t) {
        TypeData::Function { inputs, results } => Ok((inputs.to_vec(), results.to_vec())),
        _ => Err(class_error(p, pos, &class::FUNCTION, t)),
    }
}

fn parse_optional_type_list(p: &mut OpAsmParser<'_, '_>) -> Result<Vec<Type>, Diagnostic> {
    let mut v = Vec::new();
    if let Some(t) = p.parse_optional_type()? {
        v.push(t);
        while p.parse_optional_punct(Punct::Comma) {
            v.push(p.parse_type()?);
        }
    }
    Ok(v)
}

/// Distributes a flat type list over all operand (or result) groups.
fn assign_all(def: &OpDef, st: &mut ParseState<'_>, operands: bool, tys: Vec<Type>) {
    let groups = if operands { def.operands } else { def.results };
    let n_single = groups.iter().filter(|g| g.arity == Arity::Single).count();
    let var_len = tys.len().saturating_sub(n_single);
    let mut it = tys.into_iter();
    for (i, g) in groups.iter().enumerate() {
        let n = if g.arity == Arity::Single {
            1
        } else if operands {
            st.operands[i].len()
        } else {
            var_len
        };
        let v: Vec<Type> = it.by_ref().take(n).collect();
        if operands {
            st.operand_types[i] = Some(v);
        } else {
            st.result_types[i] = Some(v);
        }
    }
}

/// Whether the first element of an optional group is present at the current
/// token.
fn group_starts(p: &mut OpAsmParser<'_, '_>, def: &OpDef, e: &Elem) -> Result<bool, Diagnostic> {
    Ok(match e {
        Elem::Literal(l) => parse_lit(p, l, true)?,
        Elem::Var(Ref::Operand(_)) | Elem::Var(Ref::Operands) => p.is_punct_percent(),
        Elem::Var(Ref::Attr(i)) => match def.attrs[*i].constraint.kind {
            // MLIR's `parseOptionalKeywordOrString` restricted to the cases.
            AttrKind::IntEnum { cases, .. } => {
                p.is_string() || cases.iter().any(|(k, _)| p.is_keyword(k))
            }
            AttrKind::Stripped(_) => p.is_punct(Punct::Less),
            AttrKind::SymbolName => p.is_at_ident(),
            AttrKind::DenseArrayBody(_) => p.is_punct(Punct::LSquare),
            _ => p.starts_attr(),
        },
        Elem::Var(Ref::Region(_)) | Elem::Var(Ref::Regions) => p.is_punct(Punct::LBrace),
        Elem::Var(Ref::Successor(_)) | Elem::Var(Ref::Successors) => p.is_caret_ident(),
        Elem::Type(_) => p.starts_type(),
        _ => false,
    })
}

fn parse_elems<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    def: &OpDef,
    elems: &[Elem],
    st: &mut ParseState<'a>,
    consumed: Option<usize>,
) -> Result<(), Diagnostic> {
    for (k, e) in elems.iter().enumerate() {
        if consumed == Some(k) && matches!(e, Elem::Literal(_)) {
            // Already consumed while checking the group.
            continue;
        }
        match e {
            Elem::Literal(l) => {
                parse_lit(p, l, false)?;
            }
            Elem::Space(_) | Elem::Newline => {}
            Elem::Var(r) => parse_var(p, def, *r, st)?,
            Elem::Type(r) => parse_types_for(p, def, *r, st)?,
            Elem::FunctionalType(a, b) => {
                let (ins, outs) = parse_functional_type(p)?;
                set_types(def, st, *a, ins);
                set_types(def, st, *b, outs);
            }
            Elem::AttrDict(kw) => {
                if *kw {
                    p.parse_optional_attr_dict_with_keyword()?;
                } else {
                    p.parse_optional_attr_dict()?;
                }
            }
            Elem::Custom(idx, args, _) => (def.custom[*idx].parse)(p, st, args)?,
            Elem::Optional(then, _anchor, els) => {
                // The group starts with its first element that is not
                // whitespace.
                let first = then
                    .iter()
                    .position(|e| !matches!(e, Elem::Space(_) | Elem::Newline))
                    .unwrap_or(0);
                if group_starts(p, def, &then[first])? {
                    parse_elems(p, def, then, st, Some(first))?;
                    // A unit attribute anchor is set by the group's presence.
                    for e in then {
                        if let Elem::Var(Ref::Attr(i)) = e {
                            if matches!(def.attrs[*i].constraint.kind, AttrKind::Unit) {
                                let u = p.ctx().common().unit;
                                p.add_attr(def.attrs[*i].name, u);
                            }
                        }
                    }
                } else if !els.is_empty() {
                    parse_elems(p, def, els, st, None)?;
                }
            }
        }
    }
    Ok(())
}

fn set_types(def: &OpDef, st: &mut ParseState<'_>, r: Ref, tys: Vec<Type>) {
    match r {
        Ref::Operand(i) => st.operand_types[i] = Some(tys),
        Ref::Result(i) => st.result_types[i] = Some(tys),
        Ref::Operands => assign_all(def, st, true, tys),
        Ref::Results => assign_all(def, st, false, tys),
        _ => {}
    }
}

fn parse_var<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    def: &OpDef,
    r: Ref,
    st: &mut ParseState<'a>,
) -> Result<(), Diagnostic> {
    match r {
        Ref::Operand(i) => {
            if st.operands_pos.is_none() {
                st.operands_pos = Some(p.pos());
            }
            match def.operands[i].arity {
                Arity::Single => {
                    let u = p.parse_operand()?;
                    st.operands[i].push(u);
                }
                Arity::Optional => {
                    if let Some(u) = p.parse_optional_operand()? {
                        st.operands[i].push(u);
                    }
                }
                Arity::Variadic => {
                    let us = p.parse_operand_list(rmlir_text::parser::Delimiter::None)?;
                    st.operands[i].extend(us);
                }
            }
        }
        Ref::Operands => {
            if st.operands_pos.is_none() {
                st.operands_pos = Some(p.pos());
            }
            let us = p.parse_operand_list(rmlir_text::parser::Delimiter::None)?;
            // Distribute over the groups (only one may be variadic here).
            let n_single = def
                .operands
                .iter()
                .filter(|g| g.arity == Arity::Single)
                .count();
            let var_len = us.len().saturating_sub(n_single);
            let mut it = us.into_iter();
            for (i, g) in def.operands.iter().enumerate() {
                let n = if g.arity == Arity::Single { 1 } else { var_len };
                st.operands[i].extend(it.by_ref().take(n));
            }
        }
        Ref::Attr(i) => {
            let a = &def.attrs[i];
            let ctx = p.ctx();
            let value = match a.constraint.kind {
                AttrKind::Plain => {
                    let pos = p.pos();
                    let v = p.parse_attr()?;
                    if !(a.constraint.check)(ctx, v) {
                        return Err(p.custom_error(pos, "invalid kind of attribute specified"));
                    }
                    v
                }
                AttrKind::Typed(ty) => p.parse_attr_of_type(ty(ctx))?,
                AttrKind::IntEnum { cases, width, what } => {
                    let pos = p.pos();
                    let kw = p.parse_optional_keyword_or_string();
                    let found = kw
                        .as_deref()
                        .and_then(|kw| cases.iter().find(|(k, _)| *k == kw));
                    let Some(&(_, v)) = found else {
                        return Err(p.error_at(
                                pos,
                                format!(
                                    "expected string or keyword containing one of the following enum values for attribute '{what}' [{}]",
                                    join_cases(cases)
                                ),
                            ));
                    };
                    let ty = ctx.integer_type(width, rmlir_ir::Signedness::Signless);
                    ctx.integer_attr(ty, v)
                }
                AttrKind::Stripped(prefix) => {
                    let body = p.parse_pretty_body()?;
                    ctx.intern_attr(AttrData::Dialect {
                        text: format!("{prefix}{body}").into(),
                    })
                }
                AttrKind::Unit => ctx.common().unit,
                AttrKind::SymbolName => {
                    let s = p.parse_symbol_name()?;
                    ctx.string_attr(&s)
                }
                AttrKind::TypeAttr => {
                    let t = p.parse_type()?;
                    ctx.type_attr(t)
                }
                AttrKind::DenseArrayBody(width) => {
                    let mut vals = Vec::new();
                    p.parse_comma_separated(rmlir_text::parser::Delimiter::Square, "array", |p| {
                        match p.parse_optional_integer()? {
                            Some(v) => {
                                vals.push(rmlir_numerics::apint::APInt::from_i64(width, v));
                                Ok(true)
                            }
                            None => Ok(false),
                        }
                    })?;
                    let elem = ctx.integer_type(width, rmlir_ir::Signedness::Signless);
                    ctx.intern_attr(AttrData::DenseArray {
                        elem,
                        values: vals.into(),
                    })
                }
            };
            p.add_attr(a.name, value);
        }
        Ref::Region(_) => {
            let r = p.parse_region(&[])?;
            ensure_terminator(p, def, r);
        }
        Ref::Regions => {
            while p.is_punct(Punct::LBrace) {
                let r = p.parse_region(&[])?;
                ensure_terminator(p, def, r);
                if !p.parse_optional_punct(Punct::Comma) {
                    break;
                }
            }
        }
        Ref::Successor(_) => {
            p.parse_successor()?;
        }
        Ref::Successors => {
            if p.parse_optional_successor()?.is_some() {
                while p.parse_optional_punct(Punct::Comma) {
                    p.parse_successor()?;
                }
            }
        }
        Ref::Result(_) | Ref::Results | Ref::TypeOf(_) => {}
    }
    Ok(())
}

fn join_cases(cases: &[(&str, i64)]) -> String {
    cases.iter().map(|c| c.0).collect::<Vec<_>>().join(", ")
}

/// Adds the implicit terminator to a parsed region that lacks one.
pub fn ensure_terminator(p: &mut OpAsmParser<'_, '_>, def: &OpDef, r: rmlir_ir::RegionId) {
    let Some(term) = def.implicit_terminator else {
        return;
    };
    let ctx = p.ctx();
    let loc = p.op_loc();
    let b = p.ensure_block(r);
    let body = p.region_body();
    let name = ctx.op_name(term);
    if let Some(last) = body.last_op(b) {
        if ctx
            .op_traits(body.op_name(last))
            .contains(rmlir_ir::registry::OpTraits::TERMINATOR)
        {
            return;
        }
    }
    let op = body.create_op(&rmlir_ir::OpSpec {
        name,
        loc,
        operands: &[],
        result_types: &[],
        successors: &[],
        num_regions: 0,
        isolated: false,
        properties: None,
        attrs: ctx.common().empty_dict,
    });
    body.append_op(b, op);
}

/// The parse hook of ops with a format.
pub fn parse_with_format(p: &mut OpAsmParser<'_, '_>) -> Result<(), Diagnostic> {
    let ctx = p.ctx();
    let name = p.op_name();
    let Some(compiled) = ctx
        .op_info(name)
        .and_then(|i| i.interface::<super::Compiled>())
    else {
        return Err(p.error_here("op has no format"));
    };
    let def = compiled.def;
    let Some(fmt) = compiled.format.as_ref() else {
        return Err(p.error_here("op has no format"));
    };
    let mut st = ParseState {
        operands: vec![Vec::new(); def.operands.len()],
        operand_types: vec![None; def.operands.len()],
        result_types: vec![None; def.results.len()],
        operands_pos: None,
    };
    parse_elems(p, def, &fmt.elems, &mut st, None)?;
    finish(p, compiled, st)
}

/// The groups of operands/results that share a type (`AllTypesMatch`,
/// `SameOperandsAndResultType`, `SameTypeOperands`).
pub fn type_groups(def: &OpDef) -> Vec<Vec<Ref>> {
    let find = |name: &str| -> Option<Ref> {
        if let Some(i) = def.operands.iter().position(|o| o.name == name) {
            return Some(Ref::Operand(i));
        }
        def.results
            .iter()
            .position(|o| o.name == name)
            .map(Ref::Result)
    };
    let mut groups: Vec<Vec<Ref>> = def
        .same_types
        .iter()
        .map(|g| g.iter().filter_map(|n| find(n)).collect())
        .collect();
    if def.same_operands_and_result_type {
        let mut g: Vec<Ref> = (0..def.operands.len()).map(Ref::Operand).collect();
        g.extend((0..def.results.len()).map(Ref::Result));
        groups.push(g);
    }
    if def.same_type_operands {
        groups.push((0..def.operands.len()).map(Ref::Operand).collect());
    }
    groups
}

/// Resolves operand and result types (format, same-type groups, inference)
/// and records operands, results and default attributes.
fn finish<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    c: &super::Compiled,
    mut st: ParseState<'a>,
) -> Result<(), Diagnostic> {
    let def = c.def;
    let ctx = p.ctx();
    let groups = &c.type_groups;
    let one_type = |st: &ParseState<'_>, r: Ref| -> Option<Type> {
        match r {
            Ref::Operand(i) => st.operand_types[i]
                .as_ref()
                .and_then(|v| v.first().copied()),
            Ref::Result(i) => st.result_types[i].as_ref().and_then(|v| v.first().copied()),
            _ => None,
        }
    };
    for g in groups {
        let Some(t) = g.iter().find_map(|&r| one_type(&st, r)) else {
            continue;
        };
        for &r in g {
            match r {
                Ref::Operand(i) if st.operand_types[i].is_none() => {
                    st.operand_types[i] = Some(vec![t; st.operands[i].len()]);
                }
                Ref::Result(i) if st.result_types[i].is_none() => {
                    st.result_types[i] = Some(vec![t]);
                }
                _ => {}
            }
        }
    }
    // Operands, in definition order.
    let pos = st.operands_pos.unwrap_or_else(|| p.name_pos());
    let mut sizes = Vec::new();
    let mut all_types = Vec::new();
    for (i, g) in def.operands.iter().enumerate() {
        let us = std::mem::take(&mut st.operands[i]);
        let tys = match st.operand_types[i].take() {
            Some(t) => t,
            None if us.is_empty() => Vec::new(),
            None if g.ty.build.is_some() => {
                let t = (g.ty.build.expect("buildable"))(ctx);
                vec![t; us.len()]
            }
            None => {
                return Err(p.error_at(
                    pos,
                    format!("cannot infer the type of operand '{}'", g.name),
                ))
            }
        };
        p.resolve_operands(&us, &tys, pos)?;
        sizes.push(us.len());
        all_types.extend(tys);
    }
    if def.operand_segments() {
        p.add_attr_ident(c.segment_idents[0], super::segment_attr(ctx, &sizes));
    }
    // Results.
    let unknown = st.result_types.iter().any(|t| t.is_none());
    if unknown && !def.results.is_empty() {
        if let Some(infer) = def.infer {
            let attrs = p.attrs().to_vec();
            match infer(ctx, &all_types, &attrs) {
                Some(tys) => {
                    p.add_result_types(&tys);
                    fill_defaults(p, c);
                    return Ok(());
                }
                None => {
                    return Err(p.error_at(p.name_pos(), "failed to infer returned types"));
                }
            }
        }
    }
    let mut rsizes = Vec::new();
    for (i, g) in def.results.iter().enumerate() {
        match st.result_types[i].take() {
            Some(t) => {
                rsizes.push(t.len());
                p.add_result_types(&t);
            }
            None if g.ty.build.is_some() => {
                let t = (g.ty.build.expect("buildable"))(ctx);
                rsizes.push(1);
                p.add_result_type(t);
            }
            None if g.arity != Arity::Single => rsizes.push(0),
            None => {
                return Err(p.error_at(
                    p.name_pos(),
                    format!("cannot infer the type of result '{}'", g.name),
                ))
            }
        }
    }
    if def.result_segments() {
        p.add_attr_ident(c.segment_idents[1], super::segment_attr(ctx, &rsizes));
    }
    fill_defaults(p, c);
    Ok(())
}

fn fill_defaults(p: &mut OpAsmParser<'_, '_>, c: &super::Compiled) {
    for (&name, d) in c.attr_idents.iter().zip(&c.defaults) {
        if let Some(d) = d {
            if !p.has_attr_ident(name) {
                p.add_attr_ident(name, *d);
            }
        }
    }
}

// ----- printing ------------------------------------------------------------

/// Arguments of a custom directive when printing.
pub struct PrintArgs<'r> {
    /// The directive's arguments.
    pub refs: &'r [Ref],
    /// The references of its `type(...)` arguments.
    pub types: &'r [Ref],
}

struct Spacing {
    emit_space: bool,
    last_punct: bool,
}

fn print_literal(p: &mut OpAsmPrinter<'_>, s: &mut Spacing, lit: &str) {
    let first = lit.chars().next().unwrap_or(' ');
    let space_before = if lit.len() != 1 && lit != "->" {
        true
    } else if s.last_punct {
        !">)}],".contains(first)
    } else {
        !"<>(){}[],".contains(first)
    };
    if s.emit_space && space_before {
        p.write_char(' ');
    }
    p.write_str(lit);
    s.emit_space = lit.len() != 1 || !"<({[".contains(first);
    s.last_punct = first != '_' && !first.is_ascii_alphabetic();
}

fn before_var(p: &mut OpAsmPrinter<'_>, s: &mut Spacing) {
    if s.emit_space || !s.last_punct {
        p.write_char(' ');
    }
    s.last_punct = false;
    s.emit_space = true;
}

/// Whether an optional group's anchor is present.
fn anchor_present(
    p: &OpAsmPrinter<'_>,
    c: &super::Compiled,
    body: &Body,
    op: OpId,
    e: &Elem,
) -> bool {
    let ctx = p.ctx();
    match e {
        Elem::Var(Ref::Operand(i)) | Elem::Type(Ref::Operand(i)) => c
            .group_range(ctx, body, op, *i, false)
            .is_some_and(|r| !r.is_empty()),
        Elem::Var(Ref::Operands) | Elem::Type(Ref::Operands) => body.num_operands(op) > 0,
        Elem::Var(Ref::Result(_))
        | Elem::Type(Ref::Result(_))
        | Elem::Var(Ref::Results)
        | Elem::Type(Ref::Results) => body.num_results(op) > 0,
        Elem::Var(Ref::Attr(i)) => match c.attr(ctx, body, op, *i) {
            Some(a) => c.defaults.get(*i).copied().flatten() != Some(a),
            None => false,
        },
        Elem::Var(Ref::Region(i)) => body
            .op_regions(op)
            .get(*i)
            .is_some_and(|&r| !body.regions_body(op).region_is_empty(r)),
        Elem::Var(Ref::Regions) => !body.op_regions(op).is_empty(),
        Elem::Var(Ref::Successors) => !body.successors(op).is_empty(),
        Elem::Custom(_, args, _) => args
            .first()
            .is_some_and(|r| anchor_present(p, c, body, op, &Elem::Var(*r))),
        _ => true,
    }
}

/// Types of a reference.
pub fn ref_types(p: &OpAsmPrinter<'_>, body: &Body, op: OpId, r: Ref) -> Vec<Type> {
    let ctx = p.ctx();
    match r {
        Ref::Operand(i) => super::operand_group(ctx, body, op, i)
            .into_iter()
            .map(|v| body.value_type(v))
            .collect(),
        Ref::Result(i) => result_group(ctx, body, op, i)
            .into_iter()
            .map(|v| body.value_type(v))
            .collect(),
        Ref::Operands => body.operands(op).map(|v| body.value_type(v)).collect(),
        Ref::Results => body.results(op).map(|v| body.value_type(v)).collect(),
        _ => Vec::new(),
    }
}

/// The values of result group `index`.
pub fn result_group(
    ctx: &rmlir_ir::Context,
    body: &Body,
    op: OpId,
    index: usize,
) -> Vec<rmlir_ir::ValueId> {
    let Some(c) = super::compiled(ctx, body, op) else {
        return Vec::new();
    };
    match c.group_range(ctx, body, op, index, true) {
        Some(r) => r.map(|i| body.result(op, i)).collect(),
        None => Vec::new(),
    }
}

fn print_elems(
    p: &mut OpAsmPrinter<'_>,
    c: &super::Compiled,
    fmt: &Format,
    (body, op): (&Body, OpId),
    elems: &[Elem],
    s: &mut Spacing,
) {
    let (def, defaults) = (c.def, &c.defaults[..]);
    let ctx = p.ctx();
    for e in elems {
        match e {
            Elem::Literal(l) => print_literal(p, s, l),
            Elem::Space(true) => {
                p.write_char(' ');
                s.last_punct = false;
                s.emit_space = false;
            }
            Elem::Space(false) => {
                s.last_punct = true;
                s.emit_space = false;
            }
            Elem::Newline => p.print_newline(),
            Elem::AttrDict(kw) => {
                // Attributes the format prints, segment sizes and
                // default-valued ones are left out (compared by identity).
                let elided = |k: rmlir_ir::Ident, v: Attr| -> bool {
                    if c.segment_idents.contains(&k) {
                        return true;
                    }
                    match c.attr_idents.iter().position(|&x| x == k) {
                        Some(i) => {
                            fmt.used_attrs.contains(&i)
                                || defaults.get(i).copied().flatten() == Some(v)
                        }
                        None => false,
                    }
                };
                let kept = body
                    .properties(op)
                    .map(|pr| ctx.dict_entries(pr))
                    .unwrap_or(&[])
                    .iter()
                    .chain(ctx.dict_entries(body.attrs(op)))
                    .any(|&(k, v)| !elided(k, v));
                if kept {
                    let attrs: Vec<_> = p
                        .op_attrs(body, op)
                        .into_iter()
                        .filter(|&(k, v)| !elided(k, v))
                        .collect();
                    if *kw {
                        p.print_optional_attr_dict_with_keyword(&attrs, &[]);
                    } else {
                        p.print_optional_attr_dict(&attrs, &[]);
                    }
                }
                s.last_punct = false;
            }
            Elem::Optional(then, anchor, els) => {
                if anchor_present(p, c, body, op, &then[*anchor]) {
                    print_elems(p, c, fmt, (body, op), then, s);
                } else {
                    print_elems(p, c, fmt, (body, op), els, s);
                }
            }
            Elem::Var(Ref::Attr(i)) => {
                let a = &def.attrs[*i];
                let Some(v) = c.attr(ctx, body, op, *i) else {
                    continue;
                };
                if matches!(a.constraint.kind, AttrKind::Unit) {
                    continue;
                }
                before_var(p, s);
                print_attr_var(p, a.constraint.kind, v);
            }
            Elem::Var(r) => {
                before_var(p, s);
                print_var(p, def, body, op, *r);
            }
            Elem::Type(r) => {
                before_var(p, s);
                let tys = ref_types(p, body, op, *r);
                p.print_types(&tys);
            }
            Elem::FunctionalType(a, b) => {
                before_var(p, s);
                let ins = ref_types(p, body, op, *a);
                let outs = ref_types(p, body, op, *b);
                p.print_functional_type(&ins, &outs);
            }
            Elem::Custom(idx, refs, types) => {
                before_var(p, s);
                (def.custom[*idx].print)(p, body, op, &PrintArgs { refs, types });
            }
        }
    }
}

fn print_attr_var(p: &mut OpAsmPrinter<'_>, kind: AttrKind, v: Attr) {
    let ctx = p.ctx();
    match kind {
        AttrKind::Plain => p.print_attribute(v),
        AttrKind::Typed(_) => p.print_attribute_without_type(v),
        AttrKind::IntEnum { cases, .. } => {
            let n = match ctx.attr_data(v) {
                AttrData::Integer { value, .. } => value.to_i64_signed(),
                _ => None,
            };
            match n.and_then(|n| cases.iter().find(|c| c.1 == n)) {
                Some((k, _)) => p.write_str(k),
                None => p.print_attribute(v),
            }
        }
        AttrKind::Stripped(prefix) => match ctx.attr_data(v) {
            AttrData::Dialect { text } if text.starts_with(prefix) => {
                let rest = text[prefix.len()..].to_string();
                p.write_str(&rest);
            }
            _ => p.print_attribute(v),
        },
        AttrKind::Unit => {}
        AttrKind::SymbolName => match ctx.attr_data(v) {
            AttrData::String { value, .. } => {
                let s = String::from_utf8_lossy(value).into_owned();
                p.print_symbol_name(&s);
            }
            _ => p.print_attribute(v),
        },
        AttrKind::TypeAttr => match ctx.attr_data(v) {
            AttrData::Type(t) => p.print_type(*t),
            _ => p.print_attribute(v),
        },
        AttrKind::DenseArrayBody(_) => match ctx.attr_data(v) {
            AttrData::DenseArray { values, .. } => {
                p.write_char('[');
                for (i, x) in values.iter().enumerate() {
                    if i > 0 {
                        p.write_str(", ");
                    }
                    p.write_str(&x.to_decimal(true));
                }
                p.write_char(']');
            }
            _ => p.print_attribute(v),
        },
    }
}

fn print_var(p: &mut OpAsmPrinter<'_>, def: &OpDef, body: &Body, op: OpId, r: Ref) {
    let ctx = p.ctx();
    match r {
        Ref::Operand(i) => {
            let vs = super::operand_group(ctx, body, op, i);
            p.print_operands(body, vs);
        }
        Ref::Operands => p.print_operands(body, body.operands(op)),
        Ref::Region(i) => print_region_var(p, def, body, op, i),
        Ref::Regions => {
            for i in 0..body.op_regions(op).len() {
                if i > 0 {
                    p.write_str(", ");
                }
                print_region_var(p, def, body, op, i);
            }
        }
        Ref::Successor(i) => {
            if let Some(&b) = body.successors(op).get(i) {
                p.print_block_ref(body, b);
            }
        }
        Ref::Successors => {
            let succ: Vec<BlockId> = body.successors(op).to_vec();
            for (k, b) in succ.into_iter().enumerate() {
                if k > 0 {
                    p.write_str(", ");
                }
                p.print_block_ref(body, b);
            }
        }
        _ => {}
    }
}

/// Prints region `i` as ODS does: with the implicit terminator left out
/// when it carries nothing.
pub fn print_region_var(p: &mut OpAsmPrinter<'_>, def: &OpDef, body: &Body, op: OpId, i: usize) {
    let mut print_terminator = true;
    if def.implicit_terminator.is_some() {
        let rb = body.regions_body(op);
        if let Some(&r) = body.op_regions(op).get(i) {
            if let Some(b) = rb.entry_block(r) {
                if let Some(t) = rb.last_op(b) {
                    let ctx = p.ctx();
                    if ctx
                        .op_traits(rb.op_name(t))
                        .contains(rmlir_ir::registry::OpTraits::TERMINATOR)
                    {
                        print_terminator = !ctx.dict_entries(rb.attrs(t)).is_empty()
                            || rb
                                .properties(t)
                                .is_some_and(|pp| !ctx.dict_entries(pp).is_empty())
                            || rb.num_operands(t) != 0
                            || rb.num_results(t) != 0;
                    }
                }
            }
        }
    }
    p.print_region(body, op, i, true, print_terminator, false);
}

/// The print hook of ops with a format.
pub fn print_with_format(p: &mut OpAsmPrinter<'_>, body: &Body, op: OpId) {
    let ctx = p.ctx();
    let Some(compiled) = super::compiled(ctx, body, op) else {
        return;
    };
    let Some(fmt) = compiled.format.as_ref() else {
        return;
    };
    let mut s = Spacing {
        emit_space: true,
        last_punct: false,
    };
    print_elems(p, compiled, fmt, (body, op), &fmt.elems, &mut s);
}
