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

mod parse;
pub use parse::{
    class_error, ensure_terminator, parse_type_of_class, parse_with_format, type_groups, ParseState,
};

mod print;
pub use print::{print_region_var, print_with_format, ref_types, result_group, PrintArgs};
