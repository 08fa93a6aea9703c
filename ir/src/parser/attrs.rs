//! Parsing builtin attributes, aliases, dialect attributes and locations.

use super::lexer::{unescape, Tok};
use super::{PResult, Parser};
use crate::apint::APInt;
use crate::attrs::{Attr, AttrData, DenseValues, Ident, Loc, LocData};
use crate::float::{self, FloatKind};
use crate::types::{Signedness, Type, TypeData};
use num_bigint::{BigInt, BigUint};

/// A parsed number literal before it is given a type.
struct NumLit<'a> {
    negative: bool,
    text: &'a str,
    is_float: bool,
    pos: usize,
}

/// An element of a `dense<...>` literal.
enum DenseLit<'a> {
    List(Vec<DenseLit<'a>>, usize),
    Num(NumLit<'a>),
    Bool(bool),
    Str(Vec<u8>),
    Complex(Box<DenseLit<'a>>, Box<DenseLit<'a>>),
}

impl<'a> Parser<'a> {
    /// Parses an attribute.
    pub(crate) fn parse_attr(&mut self) -> PResult<Attr> {
        self.guard(|p| p.parse_attr_inner())
    }

    /// Parses an attribute; a number or boolean without `: type` gets
    /// `default_ty` (MLIR's `parseAttribute(type)`).
    pub(crate) fn parse_attr_with_type(&mut self, default_ty: Option<Type>) -> PResult<Attr> {
        let Some(dty) = default_ty else {
            return self.parse_attr();
        };
        match self.tok.kind {
            // With a type given, a number takes it and no `: type` follows
            // (MLIR's `parseAttribute(attr, type)`).
            Tok::Integer | Tok::Float | Tok::Minus => {
                let lit = self.parse_attr_num_lit()?;
                self.number_attr_at(&lit, dty, None)
            }
            _ => self.parse_attr(),
        }
    }

    /// Whether an attribute can start at the current token.
    pub(crate) fn starts_attr(&self) -> bool {
        match self.tok.kind {
            Tok::LSquare
            | Tok::LBrace
            | Tok::AtIdent
            | Tok::String
            | Tok::Integer
            | Tok::Float
            | Tok::Minus
            | Tok::HashIdent
            | Tok::ExclIdent
            | Tok::LParen => true,
            Tok::BareIdent => {
                matches!(
                    self.text(),
                    "true"
                        | "false"
                        | "unit"
                        | "loc"
                        | "dense"
                        | "array"
                        | "affine_map"
                        | "affine_set"
                        | "strided"
                        | "sparse"
                        | "dense_resource"
                        | "distinct"
                ) || self.bare_ident_starts_type()
            }
            _ => false,
        }
    }

    fn parse_attr_inner(&mut self) -> PResult<Attr> {
        let ctx = self.ctx;
        match self.tok.kind {
            Tok::LSquare => {
                self.advance();
                let mut elems = Vec::new();
                if !self.consume_if(Tok::RSquare) {
                    loop {
                        elems.push(self.parse_attr()?);
                        if !self.consume_if(Tok::Comma) {
                            break;
                        }
                    }
                    self.expect(Tok::RSquare, "',' or ']'")?;
                }
                Ok(ctx.intern_attr(AttrData::Array(elems.into())))
            }
            Tok::LBrace => self.parse_dictionary(),
            Tok::AtIdent => self.parse_symbol_ref(),
            Tok::String => {
                let value = unescape(self.tok_bytes());
                self.advance();
                let ty = if self.consume_if(Tok::Colon) {
                    Some(self.parse_type()?)
                } else {
                    None
                };
                Ok(ctx.intern_attr(AttrData::String {
                    value: value.into(),
                    ty,
                }))
            }
            Tok::Integer | Tok::Float | Tok::Minus => {
                let lit = self.parse_attr_num_lit()?;
                let mut type_pos = None;
                let ty = if self.consume_if(Tok::Colon) {
                    let t = self.parse_type()?;
                    type_pos = Some(self.tok.start);
                    t
                } else if lit.is_float {
                    ctx.float_type(FloatKind::F64)
                } else {
                    ctx.common().i64
                };
                self.number_attr_at(&lit, ty, type_pos)
            }
            Tok::HashIdent => self.parse_hash_attr(),
            Tok::BareIdent => {
                let t = self.text();
                match t {
                    "true" | "false" => {
                        self.advance();
                        let v = APInt::from_u64(1, (t == "true") as u64);
                        Ok(ctx.intern_attr(AttrData::Integer {
                            ty: ctx.common().i1,
                            value: v,
                        }))
                    }
                    "unit" => {
                        self.advance();
                        Ok(ctx.common().unit)
                    }
                    "loc" => {
                        let l = self.parse_loc_body()?;
                        Ok(ctx.intern_attr(AttrData::Location(l)))
                    }
                    "dense" => self.parse_dense(),
                    "array" => self.parse_dense_array(),
                    "affine_map" | "affine_set" => self.parse_affine_attr(t == "affine_set"),
                    "strided" => self.parse_strided(),
                    "distinct" => self.parse_distinct(),
                    "dense_resource" => self.parse_dense_resource(),
                    "sparse" => self.parse_sparse(),
                    _ => {
                        let pos = self.tok.start;
                        match self.parse_optional_type()? {
                            Some(ty) => Ok(ctx.type_attr(ty)),
                            None => Err(self.error_at(pos, "expected attribute value")),
                        }
                    }
                }
            }
            Tok::ExclIdent | Tok::LParen => {
                let ty = self.parse_type()?;
                Ok(ctx.type_attr(ty))
            }
            Tok::Error => Err(self.error_here("")),
            _ => Err(self.error_here("expected attribute value")),
        }
    }

    /// `{name = attr, unit_name}`.
    pub(crate) fn parse_dictionary(&mut self) -> PResult<Attr> {
        let entries = self.parse_dictionary_entries()?;
        Ok(self.ctx.dictionary_attr(entries))
    }

    /// The entries of `{...}`, checking for duplicates.
    pub(crate) fn parse_dictionary_entries(&mut self) -> PResult<Vec<(Ident, Attr)>> {
        self.expect(Tok::LBrace, "'{'")?;
        let mut entries: Vec<(Ident, Attr)> = Vec::new();
        if self.consume_if(Tok::RBrace) {
            return Ok(entries);
        }
        let mut seen = rustc_hash::FxHashSet::default();
        loop {
            let pos = self.tok.start;
            let name = match self.tok.kind {
                Tok::BareIdent => self.text().to_string(),
                Tok::String => String::from_utf8_lossy(&unescape(self.tok_bytes())).into_owned(),
                _ => return Err(self.error_here("expected attribute name")),
            };
            if name.is_empty() {
                return Err(self.error_here("expected valid attribute name"));
            }
            self.advance();
            let id = self.ctx.ident(&name);
            if !seen.insert(id) {
                return Err(self.error_at(
                    pos,
                    format!("duplicate key '{name}' in dictionary attribute"),
                ));
            }
            let value = if self.consume_if(Tok::Equal) {
                self.parse_attr()?
            } else {
                self.ctx.common().unit
            };
            entries.push((id, value));
            if !self.consume_if(Tok::Comma) {
                break;
            }
        }
        self.expect(Tok::RBrace, "'}' in attribute dictionary")?;
        Ok(entries)
    }

    fn at_ident_name(&mut self) -> PResult<Ident> {
        let t = &self.text()[1..];
        let name = if t.starts_with('"') {
            String::from_utf8_lossy(&unescape(t.as_bytes())).into_owned()
        } else {
            t.to_string()
        };
        self.advance();
        Ok(self.ctx.ident(&name))
    }

    fn parse_symbol_ref(&mut self) -> PResult<Attr> {
        let root = self.at_ident_name()?;
        let mut nested = Vec::new();
        while self.is(Tok::ColonColon) {
            self.advance();
            if !self.is(Tok::AtIdent) {
                return Err(self.error_here("expected nested symbol reference identifier"));
            }
            nested.push(self.at_ident_name()?);
        }
        Ok(self.ctx.intern_attr(AttrData::SymbolRef {
            root,
            nested: nested.into(),
        }))
    }

    fn parse_hash_attr(&mut self) -> PResult<Attr> {
        let text = &self.text()[1..];
        let pos = self.tok.start;
        let end = self.tok.end;
        self.advance();
        if !(text.contains('.') || self.is(Tok::Less) && self.tok.start == end) {
            return match self.attr_aliases.get(text) {
                Some(&a) => Ok(a),
                None => {
                    let _ = pos;
                    Err(self.error_here(format!("undefined symbol alias id '{text}'")))
                }
            };
        }
        let dialect = text.split('.').next().unwrap_or("");
        let body_end = self.skip_pretty_body(end)?;
        let full = self.span_str(pos + 1, body_end);
        if let Some(&a) = self.dialect_attr_cache.get(full) {
            return self.dialect_attr_type_suffix(a, full, dialect);
        }
        if self.ctx.dialect(dialect).is_none() && !self.ctx.allows_unregistered_dialects() {
            let shown = opaque_form(full, dialect);
            return Err(self.error_here(format!(
                "#{shown} : 'none' attribute created with unregistered dialect. {UNREGISTERED_HINT}"
            )));
        }
        let text = match pretty_dialect_symbol(full, dialect) {
            Some(t) if self.ctx.dialect(dialect).is_none() => t.into_boxed_str(),
            _ => full.into(),
        };
        let a = self.ctx.intern_attr(AttrData::Dialect { text });
        self.dialect_attr_cache.insert(full, a);
        self.dialect_attr_type_suffix(a, full, dialect)
    }

    /// An attribute of an unregistered dialect may carry a trailing
    /// `: type` (MLIR's opaque attribute type): it is kept in the text,
    /// except `none`, which MLIR does not print.
    fn dialect_attr_type_suffix(&mut self, a: Attr, full: &str, dialect: &str) -> PResult<Attr> {
        if self.ctx.dialect(dialect).is_some() || !self.is(Tok::Colon) {
            return Ok(a);
        }
        self.advance();
        let ty = self.parse_type()?;
        if matches!(self.ctx.type_data(ty), TypeData::None) {
            return Ok(a);
        }
        let base = match self.ctx.attr_data(a) {
            AttrData::Dialect { text } => text.to_string(),
            _ => full.to_string(),
        };
        let text = format!("{base} : {}", crate::printer::type_to_string(self.ctx, ty));
        Ok(self
            .ctx
            .intern_attr(AttrData::Dialect { text: text.into() }))
    }

    /// `affine_map<...>` or `affine_set<...>`; the current token is the keyword.
    fn parse_affine_attr(&mut self, is_set: bool) -> PResult<Attr> {
        self.advance();
        if !self.is(Tok::Less) {
            let what = if is_set { "integer set" } else { "affine map" };
            return Err(self.error_here(format!("expected '<' in {what}")));
        }
        let body_start = self.tok.end;
        // The rest of the input as text: a slice of the whole source when it
        // is valid UTF-8 (no per-map validation of the rest of the file),
        // else its valid prefix.
        let rest = match self.src_str {
            Some(all) => all.get(body_start..),
            None => self
                .src
                .get(body_start..)
                .map(|b| match std::str::from_utf8(b) {
                    Ok(t) => t,
                    Err(e) => std::str::from_utf8(&b[..e.valid_up_to()]).unwrap_or(""),
                }),
        };
        let Some(rest) = rest else {
            return Err(self.error_here("invalid UTF-8 in affine expression"));
        };
        let parsed = if is_set {
            crate::affine::parse_integer_set_attr_body(rest)
                .map(|(s, n)| (AttrData::IntegerSet(s), n))
        } else {
            crate::affine::parse_affine_map_attr_body(rest)
                .map(|(m, n)| (AttrData::AffineMap(m), n))
        };
        match parsed {
            Ok((data, used)) => {
                self.reset_to(body_start + used);
                Ok(self.ctx.intern_attr(data))
            }
            Err((offset, msg)) => Err(self.error_at(body_start + offset, msg)),
        }
    }

    /// `strided<[s, ...], offset: o>` (MLIR's `parseStridedLayoutAttr`),
    /// kept as its canonical text.
    fn parse_strided(&mut self) -> PResult<Attr> {
        self.advance();
        self.expect_msg(Tok::Less, "expected '<' after 'strided'")?;
        self.expect_msg(Tok::LSquare, "expected '['")?;
        let mut strides = Vec::new();
        if !self.is(Tok::RSquare) {
            loop {
                strides.push(self.parse_stride_or_offset()?);
                if !self.consume_if(Tok::Comma) {
                    break;
                }
            }
        }
        self.expect_msg(Tok::RSquare, "expected ']'")?;
        let mut offset = 0;
        if !self.consume_if(Tok::Greater) {
            self.expect_msg(Tok::Comma, "expected ','")?;
            if !self.consume_keyword("offset") {
                return Err(self.error_here("expected 'offset' after comma"));
            }
            self.expect_msg(Tok::Colon, "expected ':' after 'offset'")?;
            offset = self.parse_stride_or_offset()?;
            self.expect_msg(Tok::Greater, "expected '>'")?;
        }
        let text = strided_text(&strides, offset);
        Ok(self
            .ctx
            .intern_attr(AttrData::Verbatim { text: text.into() }))
    }

    /// An integer that fits `i64`, or `?` (dynamic).
    fn parse_stride_or_offset(&mut self) -> PResult<i64> {
        if self.consume_if(Tok::Question) {
            return Ok(crate::types::DYNAMIC);
        }
        let pos = self.tok.start;
        let negative = self.consume_if(Tok::Minus);
        if self.is(Tok::Integer) {
            if let Some(v) = parse_uint(self.text())
                .and_then(|v| u64::try_from(v).ok())
                .and_then(|v| i64::try_from(v).ok())
            {
                self.advance();
                return Ok(if negative { -v } else { v });
            }
        }
        Err(self.error_at(pos, "expected a 64-bit signed integer or '?'"))
    }

    /// `distinct[N]<attr>` (MLIR's `parseDistinctAttr`): the same `N` in one
    /// file names the same attribute.
    fn parse_distinct(&mut self) -> PResult<Attr> {
        let loc_pos = self.tok.start;
        self.advance();
        self.expect_msg(Tok::LSquare, "expected '[' after 'distinct'")?;
        if !self.is(Tok::Integer) {
            return Err(self.error_here("expected distinct ID"));
        }
        let Some(id) = parse_uint(self.text()).and_then(|v| u64::try_from(v).ok()) else {
            self.advance();
            return Err(self.error_here("expected an unsigned 64-bit integer"));
        };
        self.advance();
        self.expect_msg(Tok::RSquare, "expected ']' to close distinct ID")?;
        self.expect_msg(Tok::Less, "expected '<' after distinct ID")?;
        let referenced = if self.consume_if(Tok::Greater) {
            self.ctx.common().unit
        } else {
            let a = self.parse_attr()?;
            self.expect_msg(Tok::Greater, "expected '>' to close distinct attribute")?;
            a
        };
        match self.distinct_attrs.get(&id) {
            None => {
                let a = self.ctx.distinct_attr(referenced);
                self.distinct_attrs.insert(id, a);
                Ok(a)
            }
            Some(&a) => match self.ctx.attr_data(a) {
                AttrData::Distinct { referenced: r, .. } if *r != referenced => {
                    let shown = crate::printer::attr_to_string(self.ctx, *r);
                    Err(self.error_at(
                        loc_pos,
                        format!("referenced attribute does not match previous definition: {shown}"),
                    ))
                }
                _ => Ok(a),
            },
        }
    }

    /// `dense_resource<key> : type`.
    fn parse_dense_resource(&mut self) -> PResult<Attr> {
        let loc_pos = self.tok.start;
        self.advance();
        self.expect_msg(Tok::Less, "expected '<' after 'dense_resource'")?;
        let key = self.parse_resource_key()?;
        self.expect_msg(Tok::Greater, "expected '>'")?;
        let _ = loc_pos;
        let type_pos = self.tok.start;
        self.expect_msg(Tok::Colon, "expected ':'")?;
        let ty = self.parse_type()?;
        if !self.ctx.type_data(ty).is_shaped() {
            return Err(self.error_at(type_pos, "`dense_resource` expected a shaped type"));
        }
        Ok(self.ctx.intern_attr(AttrData::DenseResource {
            key: key.into(),
            ty,
        }))
    }

    /// A resource key: a bare identifier or keyword, or a string.
    pub(crate) fn parse_resource_key(&mut self) -> PResult<String> {
        let key = match self.tok.kind {
            Tok::BareIdent => self.text().to_string(),
            Tok::String => String::from_utf8_lossy(&unescape(self.tok_bytes())).into_owned(),
            _ => return Err(self.error_at_token("expected identifier key for 'resource' entry")),
        };
        self.advance();
        Ok(key)
    }

    /// `sparse<indices, values> : type` or `sparse<> : type` (MLIR's
    /// `parseSparseElementsAttr` and `SparseElementsAttr::verify`).
    fn parse_sparse(&mut self) -> PResult<Attr> {
        let start = self.tok.start;
        self.advance();
        self.expect_msg(Tok::Less, "Expected '<' after 'sparse'")?;
        let ctx = self.ctx;
        let i64t = ctx.common().i64;
        let tensor = |shape: Vec<i64>, elem: Type| {
            ctx.intern_type(TypeData::RankedTensor {
                shape: shape.into(),
                elem,
                encoding: None,
            })
        };
        if self.consume_if(Tok::Greater) {
            let (ty, _) = self.parse_elements_type(start)?;
            let rank = ctx.type_data(ty).shape().map_or(0, |s| s.len()) as i64;
            let elem = ctx.type_data(ty).element_type().unwrap_or(ty);
            let indices = make_dense(ctx, tensor(vec![0, rank], i64t), empty_values(ctx, i64t));
            let values = make_dense(ctx, tensor(vec![0], elem), empty_values(ctx, elem));
            return Ok(ctx.intern_attr(AttrData::Sparse {
                ty,
                indices,
                values,
            }));
        }
        let ind_pos = self.tok.start;
        let ind_lit = self.parse_dense_lit()?;
        self.expect_msg(Tok::Comma, "expected ','")?;
        let val_pos = self.tok.start;
        let hex = (self.is(Tok::String) && self.text().starts_with("\"0x")).then(|| {
            let t = self.text();
            t[3..t.len() - 1].to_string()
        });
        let val_lit = if hex.is_some() {
            self.advance();
            None
        } else {
            Some(self.parse_dense_lit()?)
        };
        self.expect_msg(Tok::Greater, "expected '>'")?;
        let (ty, tpos) = self.parse_elements_type(start)?;
        let shape = ctx
            .type_data(ty)
            .shape()
            .map(|s| s.to_vec())
            .unwrap_or_default();
        let rank = shape.len() as i64;
        let elem = ctx.type_data(ty).element_type().unwrap_or(ty);
        let ind_shape = self.dense_lit_shape(&ind_lit)?;
        let ind_ty = if ind_shape.is_empty() {
            tensor(vec![1, rank], i64t)
        } else {
            tensor(ind_shape, i64t)
        };
        let indices = self.build_dense(ind_lit, ind_ty, ind_pos, tpos)?;
        let n_indices = ctx.type_data(ind_ty).shape().map_or(0, |s| s[0]);
        let values = match (val_lit, hex) {
            (Some(lit), _) => {
                let vs = self.dense_lit_shape(&lit)?;
                let vty = if vs.is_empty() {
                    tensor(vec![n_indices], elem)
                } else {
                    tensor(vs, elem)
                };
                self.build_dense(lit, vty, val_pos, tpos)?
            }
            (None, Some(h)) => {
                // A hex literal has no shape of its own: one value per index.
                self.dense_from_hex(&h, tensor(vec![n_indices], elem), val_pos)?
            }
            (None, None) => unreachable!("values are a literal or hex"),
        };
        self.verify_sparse(ty, indices, values, start)?;
        Ok(ctx.intern_attr(AttrData::Sparse {
            ty,
            indices,
            values,
        }))
    }

    /// `: type` after an elements literal; the type must be shaped and
    /// static (errors at `at`, the attribute's keyword).
    fn parse_elements_type(&mut self, at: usize) -> PResult<(Type, usize)> {
        self.expect_msg(Tok::Colon, "expected ':'")?;
        let tpos = self.tok.start;
        let ty = self.parse_type()?;
        match self.ctx.type_data(ty).shape() {
            None => Err(self.error_at(at, "elements literal must be a shaped type")),
            Some(s) if s.iter().any(|&d| d < 0) => {
                Err(self.error_at(at, "elements literal type must have static shape"))
            }
            Some(_) => Ok((ty, tpos)),
        }
    }

    /// The shape a tensor literal spells (empty for a lone element).
    fn dense_lit_shape(&mut self, lit: &DenseLit<'a>) -> PResult<Vec<i64>> {
        let mut shape = Vec::new();
        let mut cur = lit;
        while let DenseLit::List(items, _) = cur {
            shape.push(items.len() as i64);
            match items.first() {
                Some(first) => cur = first,
                None => break,
            }
        }
        Ok(shape)
    }

    fn verify_sparse(&mut self, ty: Type, indices: Attr, values: Attr, pos: usize) -> PResult<()> {
        let ctx = self.ctx;
        let shape_of = |a: Attr| match ctx.attr_data(a) {
            AttrData::DenseElements { ty, .. } => ctx
                .type_data(*ty)
                .shape()
                .map(|s| s.to_vec())
                .unwrap_or_default(),
            _ => Vec::new(),
        };
        let shape = ctx
            .type_data(ty)
            .shape()
            .map(|s| s.to_vec())
            .unwrap_or_default();
        let (ishape, vshape) = (shape_of(indices), shape_of(values));
        let rank = shape.len();
        let list = |v: &[i64]| {
            v.iter()
                .map(|d| d.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        };
        let shape_ok = match ishape.len() {
            2 => ishape[1] == rank as i64,
            1 => rank == 1,
            _ => false,
        } && ishape.first() == vshape.first();
        if !shape_ok {
            return Err(self.error_at(
                pos,
                format!(
                    "expected shape ([{}]); inferred shape of indices literal ([{}]); inferred shape of values literal ([{}])",
                    list(&shape),
                    list(&ishape),
                    list(&vshape)
                ),
            ));
        }
        let AttrData::DenseElements {
            splat,
            values: DenseValues::Bits(idx),
            ..
        } = ctx.attr_data(indices)
        else {
            return Ok(());
        };
        let as_u64 = |v: &APInt| v.words().first().copied().unwrap_or(0);
        let n = ishape[0].max(0) as usize;
        for i in 0..if *splat { n.min(1) } else { n } {
            let index: Vec<u64> = if *splat {
                vec![as_u64(&idx[0]); rank]
            } else {
                (0..rank).map(|d| as_u64(&idx[i * rank + d])).collect()
            };
            let valid = index
                .iter()
                .zip(&shape)
                .all(|(&x, &d)| (x as i128) < d as i128);
            if !valid {
                let shown = crate::printer::type_to_string(ctx, ty);
                let idx_text: Vec<String> = index.iter().map(|x| x.to_string()).collect();
                return Err(self.error_at(
                    pos,
                    format!(
                        "sparse index #{i} is not contained within the value shape, with index=[{}], and type='{shown}'",
                        idx_text.join(", ")
                    ),
                ));
            }
        }
        Ok(())
    }

    fn parse_num_lit(&mut self) -> PResult<NumLit<'a>> {
        self.parse_num_lit_or("expected integer or floating point literal")
    }

    /// A number starting an attribute: MLIR's message when `-` is not
    /// followed by a number.
    fn parse_attr_num_lit(&mut self) -> PResult<NumLit<'a>> {
        self.parse_num_lit_or("expected constant integer or floating point value")
    }

    fn parse_num_lit_or(&mut self, msg: &str) -> PResult<NumLit<'a>> {
        let negative = self.consume_if(Tok::Minus);
        let pos = self.tok.start;
        match self.tok.kind {
            Tok::Integer | Tok::Float => {
                let lit = NumLit {
                    negative,
                    text: self.text(),
                    is_float: self.is(Tok::Float),
                    pos,
                };
                self.advance();
                Ok(lit)
            }
            _ => Err(self.error_here(msg)),
        }
    }

    /// As [`Self::number_attr`]; `type_pos` is where an explicit type was written.
    fn number_attr_at(
        &mut self,
        lit: &NumLit<'a>,
        ty: Type,
        type_pos: Option<usize>,
    ) -> PResult<Attr> {
        let bits = self.number_bits(lit, ty, type_pos)?;
        let data = match self.ctx.type_data(ty) {
            TypeData::Float(_) => AttrData::Float { ty, bits },
            _ => AttrData::Integer { ty, value: bits },
        };
        Ok(self.ctx.intern_attr(data))
    }

    /// The bit pattern of a number literal of integer, index or float type
    /// `ty` (no attribute is made: dense elements use this per element).
    fn number_bits(
        &mut self,
        lit: &NumLit<'a>,
        ty: Type,
        type_pos: Option<usize>,
    ) -> PResult<APInt> {
        match self.ctx.type_data(ty) {
            TypeData::Float(k) => {
                let k = *k;
                let bits = self.float_bits(lit, k)?;
                Ok(APInt::from_bigint(k.bit_width(), &BigInt::from(bits)))
            }
            TypeData::Integer { .. } | TypeData::Index => {
                if lit.is_float {
                    return Err(self.error_at(
                        type_pos.unwrap_or(lit.pos),
                        "floating point value not valid for specified type",
                    ));
                }
                self.int_value(lit, ty)
            }
            _ => Err(self.error_at(lit.pos, "integer literal not valid for specified type")),
        }
    }

    fn float_bits(&mut self, lit: &NumLit<'a>, kind: FloatKind) -> PResult<u128> {
        let hex = lit.text.strip_prefix("0x");
        if let Some(h) = hex {
            if lit.negative {
                return Err(self.error_at(
                    lit.pos,
                    "hexadecimal float literal should not have a leading minus",
                ));
            }
            return float::float_from_hex_bits(kind, h).map_err(|m| self.error_at(lit.pos, m));
        }
        if !lit.is_float {
            let d = self.error_at(
                lit.pos,
                "unexpected decimal integer literal for a floating point value",
            );
            let at = d.loc;
            return Err(d.with_note(at, "add a trailing dot to make the literal a float"));
        }
        let text = if lit.negative {
            format!("-{}", lit.text)
        } else {
            lit.text.to_string()
        };
        float::parse_float_decimal(kind, &text).map_err(|m| self.error_at(lit.pos, m))
    }

    /// The value of an integer literal for integer or index type `ty`, with
    /// MLIR's range rules.
    fn int_value(&mut self, lit: &NumLit<'a>, ty: Type) -> PResult<APInt> {
        let (width, signedness) = match self.ctx.type_data(ty) {
            TypeData::Integer { width, signedness } => (*width, *signedness),
            _ => (64, Signedness::Signed),
        };
        if lit.negative && signedness == Signedness::Unsigned {
            return Err(self.error_at(
                lit.pos,
                "negative integer literal not valid for unsigned integer type",
            ));
        }
        let signed_ty =
            signedness == Signedness::Signed || matches!(self.ctx.type_data(ty), TypeData::Index);
        // Fast path: a decimal literal that fits 64 bits, for types of at
        // most 64 bits (same rules as below, without big integers).
        if (1..=64).contains(&width) && lit.text.len() <= 19 && !lit.text.starts_with("0x") {
            if let Ok(mag) = lit.text.parse::<u64>() {
                let mask = if width == 64 {
                    u64::MAX
                } else {
                    (1u64 << width) - 1
                };
                let sign = 1u64 << (width - 1);
                let fits = 64 - mag.leading_zeros() <= width;
                let raw = if lit.negative {
                    mag.wrapping_neg() & mask
                } else {
                    mag
                };
                let ok = fits
                    && if lit.negative {
                        raw & sign != 0
                    } else {
                        !(signed_ty && raw & sign != 0)
                    };
                if !ok {
                    return Err(
                        self.error_at(lit.pos, "integer constant out of range for attribute")
                    );
                }
                return Ok(APInt::from_u64(width, raw));
            }
        }
        let magnitude = parse_uint(lit.text);
        let out_of_range =
            |p: &mut Self| p.error_at(lit.pos, "integer constant out of range for attribute");
        let Some(mag) = magnitude else {
            return Err(out_of_range(self));
        };
        if mag.bits() > width as u64 {
            return Err(out_of_range(self));
        }
        if width == 0 {
            return if lit.negative {
                Err(out_of_range(self))
            } else {
                Ok(APInt::from_u64(0, 0))
            };
        }
        let value = if lit.negative {
            let v = APInt::from_bigint(width, &-BigInt::from(mag));
            if !v.sign_bit() {
                return Err(out_of_range(self));
            }
            v
        } else {
            let v = APInt::from_bigint(width, &BigInt::from(mag));
            let signed = signedness == Signedness::Signed
                || matches!(self.ctx.type_data(ty), TypeData::Index);
            if signed && v.sign_bit() {
                return Err(out_of_range(self));
            }
            v
        };
        Ok(value)
    }

    // ----- dense elements and arrays -------------------------------------

    fn parse_dense(&mut self) -> PResult<Attr> {
        let start = self.tok.start;
        self.advance();
        self.expect(Tok::Less, "'<' after 'dense'")?;
        let lit = if self.is(Tok::Greater) {
            // `dense<>`: no literal at all.
            DenseLit::List(Vec::new(), usize::MAX)
        } else if self.is(Tok::String) && self.text().starts_with("\"0x") {
            let s = self.text();
            let pos = self.tok.start;
            self.advance();
            self.expect(Tok::Greater, "'>'")?;
            self.expect(Tok::Colon, "':'")?;
            let ty = self.parse_type()?;
            return self.dense_from_hex(&s[3..s.len() - 1], ty, pos);
        } else {
            self.parse_dense_lit()?
        };
        self.expect(Tok::Greater, "'>'")?;
        self.expect(Tok::Colon, "':'")?;
        let tpos = self.tok.start;
        let ty = self.parse_type()?;
        self.build_dense(lit, ty, start, tpos)
    }

    fn parse_dense_lit(&mut self) -> PResult<DenseLit<'a>> {
        self.guard(|p| {
            let pos = p.tok.start;
            match p.tok.kind {
                Tok::LSquare => {
                    p.advance();
                    let mut v = Vec::new();
                    if !p.consume_if(Tok::RSquare) {
                        loop {
                            v.push(p.parse_dense_lit()?);
                            if !p.consume_if(Tok::Comma) {
                                break;
                            }
                        }
                        p.expect(Tok::RSquare, "']'")?;
                    }
                    Ok(DenseLit::List(v, pos))
                }
                Tok::LParen => {
                    p.advance();
                    let re = p.parse_dense_lit()?;
                    p.expect(Tok::Comma, "','")?;
                    let im = p.parse_dense_lit()?;
                    p.expect(Tok::RParen, "')'")?;
                    Ok(DenseLit::Complex(Box::new(re), Box::new(im)))
                }
                Tok::String => {
                    let v = unescape(p.tok_bytes());
                    p.advance();
                    Ok(DenseLit::Str(v))
                }
                Tok::BareIdent if matches!(p.text(), "true" | "false") => {
                    let b = p.text() == "true";
                    p.advance();
                    Ok(DenseLit::Bool(b))
                }
                _ => Ok(DenseLit::Num(p.parse_num_lit()?)),
            }
        })
    }

    fn build_dense(
        &mut self,
        lit: DenseLit<'a>,
        ty: Type,
        start: usize,
        tpos: usize,
    ) -> PResult<Attr> {
        let ctx = self.ctx;
        let Some(shape) = ctx.type_data(ty).shape().map(|s| s.to_vec()) else {
            return Err(self.error_at(tpos, "elements literal must be a shaped type"));
        };
        if shape.iter().any(|&d| d < 0) {
            return Err(self.error_at(tpos, "elements literal type must have static shape"));
        }
        let elem = ctx.type_data(ty).element_type().unwrap_or(ty);
        // Flatten the literal and infer its shape.
        let mut leaves = Vec::new();
        let splat = !matches!(lit, DenseLit::List(..));
        let lit_shape = if splat {
            leaves.push(lit);
            None
        } else if matches!(&lit, DenseLit::List(v, usize::MAX) if v.is_empty()) {
            Some(Vec::new())
        } else {
            let mut inferred = Vec::new();
            self.flatten_dense(lit, 0, &mut inferred, &mut leaves)?;
            Some(inferred)
        };
        if let Some(s) = &lit_shape {
            // `dense<>` fits any type without elements; `[]` has shape [0].
            let empty_ok = s.is_empty() && shape.iter().product::<i64>() == 0;
            if s != &shape && !empty_ok {
                let fmt = |v: &[i64]| {
                    v.iter()
                        .map(|d| d.to_string())
                        .collect::<Vec<_>>()
                        .join(", ")
                };
                return Err(self.error_at(
                    start,
                    format!(
                        "inferred shape of elements literal ([{}]) does not match type ([{}])",
                        fmt(s),
                        fmt(&shape)
                    ),
                ));
            }
        }
        let values = match ctx.type_data(elem) {
            TypeData::Integer { .. } | TypeData::Index | TypeData::Float(_) => {
                let mut v = Vec::with_capacity(leaves.len());
                for leaf in &leaves {
                    v.push(self.dense_scalar(leaf, elem)?);
                }
                DenseValues::Bits(v.into())
            }
            TypeData::Complex(inner) => {
                let inner = *inner;
                let mut v = Vec::with_capacity(leaves.len());
                for leaf in &leaves {
                    let DenseLit::Complex(re, im) = leaf else {
                        return Err(self.error_at(start, "expected complex element"));
                    };
                    v.push((self.dense_scalar(re, inner)?, self.dense_scalar(im, inner)?));
                }
                DenseValues::Complex(v.into())
            }
            _ => {
                let mut v = Vec::with_capacity(leaves.len());
                for leaf in leaves {
                    let DenseLit::Str(s) = leaf else {
                        return Err(self.error_at(start, "expected string elements"));
                    };
                    v.push(s.into_boxed_slice());
                }
                DenseValues::Strings(v.into())
            }
        };
        Ok(make_dense(ctx, ty, values))
    }

    fn flatten_dense(
        &mut self,
        lit: DenseLit<'a>,
        depth: usize,
        shape: &mut Vec<i64>,
        out: &mut Vec<DenseLit<'a>>,
    ) -> PResult<()> {
        match lit {
            DenseLit::List(items, pos) => {
                if shape.len() == depth {
                    shape.push(items.len() as i64);
                } else if shape.len() < depth || shape[depth] != items.len() as i64 {
                    return Err(self.error_at(
                        pos,
                        "tensor literal is invalid; ranks are not consistent between elements",
                    ));
                }
                for it in items {
                    if matches!(it, DenseLit::List(..))
                        != (shape.len() > depth + 1
                            || matches!(it, DenseLit::List(..)) && shape.len() == depth + 1)
                    {
                        // Mixed scalars and lists at one level.
                        if shape.len() > depth + 1 || matches!(it, DenseLit::List(..)) {
                            return Err(self.error_at(pos, "tensor literal is invalid; ranks are not consistent between elements"));
                        }
                    }
                    self.guard(|p| p.flatten_dense(it, depth + 1, shape, out))?;
                }
                Ok(())
            }
            other => {
                if shape.len() != depth {
                    return Err(self.error_here(
                        "tensor literal is invalid; ranks are not consistent between elements",
                    ));
                }
                out.push(other);
                Ok(())
            }
        }
    }

    fn dense_scalar(&mut self, leaf: &DenseLit<'a>, elem: Type) -> PResult<APInt> {
        match leaf {
            DenseLit::Bool(b) => match self.ctx.type_data(elem) {
                TypeData::Integer { width: 1, .. } => Ok(APInt::from_u64(1, *b as u64)),
                _ => Err(self.error_here("expected i1 type for 'true' or 'false' values")),
            },
            DenseLit::Num(n) => self.number_bits(n, elem, None),
            _ => Err(self.error_here("expected integer or float element")),
        }
    }

    fn dense_from_hex(&mut self, hex: &str, ty: Type, pos: usize) -> PResult<Attr> {
        let ctx = self.ctx;
        let bytes: Option<Vec<u8>> = (0..hex.len() / 2)
            .map(|i| u8::from_str_radix(hex.get(2 * i..2 * i + 2)?, 16).ok())
            .collect();
        let Some(bytes) = bytes.filter(|_| hex.len().is_multiple_of(2)) else {
            return Err(self.error_at(pos, "elements hex string should start with '0x'"));
        };
        let Some(shape) = ctx.type_data(ty).shape().map(|s| s.to_vec()) else {
            return Err(self.error_at(pos, "elements literal must be a shaped type"));
        };
        let elem = ctx.type_data(ty).element_type().unwrap_or(ty);
        // Complex elements are stored as (real, imaginary) pairs.
        let (scalar, complex) = match ctx.type_data(elem) {
            TypeData::Complex(inner) => (*inner, true),
            _ => (elem, false),
        };
        let width = match ctx.type_data(scalar) {
            TypeData::Integer { width, .. } => *width,
            TypeData::Index => 64,
            TypeData::Float(k) => k.bit_width(),
            _ => {
                return Err(self.error_at(
                    pos,
                    "expected integer or float element type for hex elements",
                ))
            }
        };
        let n: i64 = shape.iter().product();
        let stride = (width as usize).div_ceil(8);
        // The `i`-th stored value (element or complex part), little-endian.
        let read = |i: usize| -> APInt {
            let chunk = &bytes[i * stride..(i + 1) * stride];
            APInt::from_bigint(width, &BigInt::from(BigUint::from_bytes_le(chunk)))
        };
        let size_error = |p: &mut Self| {
            let shown = crate::printer::type_to_string(ctx, ty);
            p.error_at(
                pos,
                format!("elements hex data size is invalid for provided type: '{shown}'"),
            )
        };
        if complex {
            let elem_bytes = 2 * stride;
            let count = if bytes.len() == elem_bytes * n as usize {
                n as usize
            } else if bytes.len() == elem_bytes {
                1
            } else {
                return Err(size_error(self));
            };
            let values: Vec<(APInt, APInt)> =
                (0..count).map(|i| (read(2 * i), read(2 * i + 1))).collect();
            return Ok(make_dense(ctx, ty, DenseValues::Complex(values.into())));
        }
        let i1_splat = width == 1 && bytes.len() == 1 && (bytes[0] == 0 || bytes[0] == 0xFF);
        let values: Vec<APInt> = if i1_splat {
            vec![APInt::from_u64(1, (bytes[0] != 0) as u64)]
        } else if width == 1 && bytes.len() == (n as usize).div_ceil(8) && n > 1 {
            (0..n as usize)
                .map(|i| APInt::from_u64(1, ((bytes[i / 8] >> (i % 8)) & 1) as u64))
                .collect()
        } else if bytes.len() == stride && n != 1 {
            vec![read(0)]
        } else if bytes.len() == stride * n as usize {
            (0..n as usize).map(read).collect()
        } else {
            return Err(size_error(self));
        };
        Ok(make_dense(ctx, ty, DenseValues::Bits(values.into())))
    }

    fn parse_dense_array(&mut self) -> PResult<Attr> {
        self.advance();
        self.expect(Tok::Less, "'<' after 'array'")?;
        let elem = self.parse_type()?;
        let mut values = Vec::new();
        if self.consume_if(Tok::Colon) {
            loop {
                let v = if self.is(Tok::BareIdent) && matches!(self.text(), "true" | "false") {
                    let b = self.text() == "true";
                    self.advance();
                    self.dense_scalar(&DenseLit::Bool(b), elem)?
                } else {
                    let n = self.parse_num_lit()?;
                    if n.is_float && !matches!(self.ctx.type_data(elem), TypeData::Float(_)) {
                        return Err(self.error_at(n.pos, "expected integer literal"));
                    }
                    self.dense_scalar(&DenseLit::Num(n), elem)?
                };
                values.push(v);
                if !self.consume_if(Tok::Comma) {
                    break;
                }
            }
        }
        self.expect(Tok::Greater, "'>' to close an array attribute")?;
        Ok(self.ctx.intern_attr(AttrData::DenseArray {
            elem,
            values: values.into(),
        }))
    }

    // ----- locations ---------------------------------------------------

    /// Parses `loc(...)`; the current token is `loc`.
    pub(crate) fn parse_loc_body(&mut self) -> PResult<Loc> {
        self.advance();
        self.expect(Tok::LParen, "'(' in location")?;
        let l = self.parse_loc_inner()?;
        self.expect(Tok::RParen, "')' in location")?;
        Ok(l)
    }

    /// Parses a trailing `loc(...)` that may name an alias defined later.
    pub(crate) fn parse_trailing_loc(&mut self) -> PResult<Option<Loc>> {
        if !self.is_keyword("loc") {
            return Ok(None);
        }
        self.advance();
        self.expect(Tok::LParen, "'(' in location")?;
        let l = if self.is(Tok::HashIdent) && !self.text().contains('.') {
            let name = &self.text()[1..];
            let pos = self.tok.start;
            self.advance();
            match self.attr_aliases.get(name) {
                Some(&a) => match self.ctx.attr_data(a) {
                    AttrData::Location(l) => *l,
                    _ => return Err(self.error_at(pos, "expected location attribute")),
                },
                None => self.deferred_loc(name, pos),
            }
        } else {
            self.parse_loc_inner()?
        };
        self.expect(Tok::RParen, "')' in location")?;
        Ok(Some(l))
    }

    fn parse_loc_inner(&mut self) -> PResult<Loc> {
        self.guard(|p| p.parse_loc_inner_impl())
    }

    fn parse_loc_inner_impl(&mut self) -> PResult<Loc> {
        let ctx = self.ctx;
        match self.tok.kind {
            Tok::HashIdent => {
                let pos = self.tok.start;
                let a = self.parse_attr()?;
                match ctx.attr_data(a) {
                    AttrData::Location(l) => Ok(*l),
                    _ => Err(self.error_at(pos, "expected location attribute")),
                }
            }
            Tok::String => {
                let s = unescape(self.tok_bytes());
                let name = ctx.ident(&String::from_utf8_lossy(&s));
                self.advance();
                if self.consume_if(Tok::Colon) {
                    let line = self.parse_u32("expected integer line number in FileLineColLoc")?;
                    if !self.consume_if(Tok::Colon) {
                        return Ok(ctx.intern_loc(LocData::FileLineCol {
                            file: name,
                            line,
                            col: 0,
                            end_line: line,
                            end_col: 0,
                        }));
                    }
                    let col = self.parse_u32("expected integer column number in FileLineColLoc")?;
                    let (mut end_line, mut end_col) = (line, col);
                    if self.consume_keyword("to") {
                        if self.consume_if(Tok::Colon) {
                            end_col = self
                                .parse_u32("expected integer column number in FileLineColRange")?;
                        } else {
                            end_line =
                                self.parse_u32("expected integer line number in FileLineColRange")?;
                            self.expect(Tok::Colon, "':'")?;
                            end_col = self
                                .parse_u32("expected integer column number in FileLineColRange")?;
                        }
                    }
                    return Ok(ctx.intern_loc(LocData::FileLineCol {
                        file: name,
                        line,
                        col,
                        end_line,
                        end_col,
                    }));
                }
                let child = if self.consume_if(Tok::LParen) {
                    let c = self.parse_loc_inner()?;
                    self.expect(Tok::RParen, "')' after child location of NameLoc")?;
                    c
                } else {
                    ctx.common().unknown_loc
                };
                Ok(ctx.intern_loc(LocData::Name { name, child }))
            }
            Tok::BareIdent => match self.text() {
                "unknown" => {
                    self.advance();
                    Ok(ctx.common().unknown_loc)
                }
                "callsite" => {
                    self.advance();
                    self.expect(Tok::LParen, "'(' in callsite location")?;
                    let callee = self.parse_loc_inner()?;
                    if !self.consume_keyword("at") {
                        return Err(self.error_here("expected 'at' in callsite location"));
                    }
                    let caller = self.parse_loc_inner()?;
                    self.expect(Tok::RParen, "')' in callsite location")?;
                    Ok(ctx.intern_loc(LocData::CallSite { callee, caller }))
                }
                "fused" => {
                    self.advance();
                    let metadata = if self.consume_if(Tok::Less) {
                        let m = self.parse_attr()?;
                        self.expect(Tok::Greater, "'>' after fused location metadata")?;
                        Some(m)
                    } else {
                        None
                    };
                    self.expect(Tok::LSquare, "'[' in fused location")?;
                    let mut locs = Vec::new();
                    if !self.consume_if(Tok::RSquare) {
                        loop {
                            locs.push(self.parse_loc_inner()?);
                            if !self.consume_if(Tok::Comma) {
                                break;
                            }
                        }
                        self.expect(Tok::RSquare, "']' in fused location")?;
                    }
                    Ok(ctx.fused_loc(&locs, metadata))
                }
                _ => Err(self.error_here("expected location instance")),
            },
            _ => Err(self.error_here("expected location instance")),
        }
    }

    fn parse_u32(&mut self, msg: &str) -> PResult<u32> {
        if self.is(Tok::Integer) {
            if let Ok(v) = self.text().parse::<u32>() {
                self.advance();
                return Ok(v);
            }
        }
        Err(self.error_here(msg))
    }
}

/// Parses a decimal or `0x` hex literal into an unsigned big integer.
fn parse_uint(text: &str) -> Option<BigUint> {
    if let Some(h) = text.strip_prefix("0x") {
        BigUint::parse_bytes(h.as_bytes(), 16)
    } else {
        BigUint::parse_bytes(text.as_bytes(), 10)
    }
}

/// Builds a dense elements attribute, collapsing all-equal values to a splat.
pub(crate) fn make_dense(ctx: &crate::context::Context, ty: Type, values: DenseValues) -> Attr {
    let (splat, values) = match values {
        DenseValues::Bits(v) if !v.is_empty() && v.iter().all(|x| *x == v[0]) => {
            (true, DenseValues::Bits(Box::new([v[0].clone()])))
        }
        DenseValues::Complex(v) if !v.is_empty() && v.iter().all(|x| *x == v[0]) => {
            (true, DenseValues::Complex(Box::new([v[0].clone()])))
        }
        DenseValues::Strings(v) if !v.is_empty() && v.iter().all(|x| *x == v[0]) => {
            (true, DenseValues::Strings(Box::new([v[0].clone()])))
        }
        other => (false, other),
    };
    ctx.intern_attr(AttrData::DenseElements { ty, splat, values })
}

/// The tail of MLIR's "created with unregistered dialect" errors.
pub(crate) const UNREGISTERED_HINT: &str = "If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used";

/// MLIR's opaque spelling `"dialect"<"data">` of a dialect symbol `text`
/// (everything after `#`/`!`).
pub(crate) fn opaque_form(text: &str, dialect: &str) -> String {
    let rest = &text[dialect.len()..];
    let data = match rest.strip_prefix('.') {
        Some(r) => r,
        None => rest
            .strip_prefix('<')
            .and_then(|r| r.strip_suffix('>'))
            .unwrap_or(rest),
    };
    format!("\"{dialect}\"<\"{data}\">")
}

/// Empty dense values of element type `elem`.
fn empty_values(ctx: &crate::context::Context, elem: Type) -> DenseValues {
    match ctx.type_data(elem) {
        TypeData::Integer { .. } | TypeData::Index | TypeData::Float(_) => {
            DenseValues::Bits(Box::new([]))
        }
        TypeData::Complex(_) => DenseValues::Complex(Box::new([])),
        _ => DenseValues::Strings(Box::new([])),
    }
}

/// The canonical text of a strided layout, as MLIR prints it: the offset is
/// left out when 0, `?` stands for a dynamic value.
pub(crate) fn strided_text(strides: &[i64], offset: i64) -> String {
    let show = |v: i64| {
        if v == crate::types::DYNAMIC {
            "?".to_string()
        } else {
            v.to_string()
        }
    };
    let list: Vec<String> = strides.iter().map(|&v| show(v)).collect();
    let mut s = format!("strided<[{}]", list.join(", "));
    if offset != 0 {
        s.push_str(", offset: ");
        s.push_str(&show(offset));
    }
    s.push('>');
    s
}

/// MLIR's printing of an opaque dialect symbol `dialect<body>` (everything
/// after `#`/`!`): when `body` starts with a letter and is made of letters,
/// digits, `.` and `_` (optionally followed by a `<...>` part), it prints as
/// `dialect.body`. Returns that spelling, or `None` when `text` keeps its
/// form.
pub(crate) fn pretty_dialect_symbol(text: &str, dialect: &str) -> Option<String> {
    let body = text
        .strip_prefix(dialect)?
        .strip_prefix('<')?
        .strip_suffix('>')?;
    let first = body.chars().next()?;
    if !first.is_ascii_alphabetic() {
        return None;
    }
    let rest = body.trim_start_matches(|c: char| c.is_ascii_alphanumeric() || c == '.' || c == '_');
    (rest.is_empty() || rest.starts_with('<') && rest.ends_with('>'))
        .then(|| format!("{dialect}.{body}"))
}
