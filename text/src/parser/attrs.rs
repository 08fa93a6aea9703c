//! Parsing builtin attributes, aliases and dialect attributes (locations
//! are in `locations`).

use super::lexer::{unescape, Tok};
use super::{PResult, Parser};
use num_bigint::{BigInt, BigUint};
use rmlir_ir::{Attr, AttrData, DenseBits, DenseValues, Ident};
use rmlir_ir::{Signedness, Type, TypeData};
use rmlir_numerics::apint::APInt;
use rmlir_numerics::float::{self, FloatKind};

/// A parsed number literal before it is given a type.
pub(super) struct NumLit<'a> {
    /// Whether a `-` came first.
    pub(super) negative: bool,
    /// The number token's text.
    pub(super) text: &'a str,
    /// Whether the token is a float literal.
    pub(super) is_float: bool,
    /// Where the number token starts.
    pub(super) pos: usize,
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
                    // Where MLIR's `emitError()` reports after the type:
                    // the next token, one character back at the end.
                    type_pos = Some(match self.tok.kind {
                        Tok::Eof => self.tok.start.saturating_sub(1),
                        _ => self.tok.start,
                    });
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
                    _ => match self.parse_optional_type()? {
                        Some(ty) => Ok(ctx.type_attr(ty)),
                        None => Err(self.error_here("expected attribute value")),
                    },
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
                Tok::String => {
                    let raw = unescape(self.tok_bytes());
                    self.utf8_name(pos, raw)?
                }
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
        // A quoted name may hold any bytes: read them, not the text.
        let raw = self
            .src
            .get(self.tok.start + 1..self.tok.end)
            .unwrap_or(&[]);
        let name = if raw.first() == Some(&b'"') {
            String::from_utf8_lossy(&unescape(raw)).into_owned()
        } else {
            String::from_utf8_lossy(raw).into_owned()
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
        let text = self.text_after_sigil();
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
        if let Some(hook) = self
            .ctx
            .dialect(dialect)
            .and_then(|d| d.interfaces.get::<super::DialectAttrParser>())
            .copied()
        {
            // MLIR checks the body is balanced, then parses an optional
            // trailing `: type`, then hands the body to the dialect.
            self.skip_pretty_body(end)?;
            if self.consume_if(Tok::Colon) {
                self.parse_type()?;
            }
            let resume = self.tok.start;
            self.reset_to(end);
            let (mnemonic, name_pos, body_start) = if text.len() == dialect.len() {
                // `#dialect<mnemonic...>`: the mnemonic opens the body.
                self.advance();
                if !self.is(Tok::BareIdent) {
                    return Err(self.error_at(self.tok.start, "expected valid keyword"));
                }
                let (m, at) = (self.text(), self.tok.start);
                self.advance();
                let body_start = if self.is(Tok::Less) {
                    self.tok.start
                } else {
                    at + m.len()
                };
                (m, at, body_start)
            } else {
                (
                    text.get(dialect.len() + 1..).unwrap_or(""),
                    pos + 2 + dialect.len(),
                    end,
                )
            };
            let mut dp = super::DialectAsmParser {
                p: self,
                name_pos,
                body_start,
            };
            let attr = (hook.0)(&mut dp, mnemonic)?;
            if resume != self.tok.start {
                self.reset_to(resume);
            }
            return Ok(attr);
        }
        let body_end = self.skip_pretty_body(end)?;
        let full_text = self.span_lossy(pos + 1, body_end);
        let full: &str = &full_text;
        if let Some(&a) = self.dialect_attr_cache.get(full) {
            return self.dialect_attr_type_suffix(a, full, dialect);
        }
        self.check_mnemonic(dialect, text, pos, false)?;
        if self.ctx.dialect(dialect).is_none() && !self.ctx.allows_unregistered_dialects() {
            let shown = opaque_form(full, dialect);
            let at = symbol_name_pos(text, dialect, pos);
            return Err(self.error_at(
                at,
                format!(
                "#{shown} : 'none' attribute created with unregistered dialect. {UNREGISTERED_HINT}"
            ),
            ));
        }
        let text = match pretty_dialect_symbol(full, dialect) {
            Some(t) if self.reprints_pretty(dialect) => t.into_boxed_str(),
            _ => full.into(),
        };
        let a = self.ctx.intern_attr(AttrData::Dialect { text });
        if let std::borrow::Cow::Borrowed(key) = full_text {
            self.dialect_attr_cache.insert(key, a);
        }
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
            Err(e) => {
                let (offset, msg) = e.error;
                let mut d = self.error_at(body_start + offset, msg);
                for (offset, msg) in e.then {
                    let then = self.error_at(body_start + offset, msg);
                    d = d.then(then);
                }
                Err(d)
            }
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
            return Ok(rmlir_ir::DYNAMIC);
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
            Tok::String => {
                let raw = unescape(self.tok_bytes());
                self.utf8_name(self.tok.start, raw)?
            }
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
            let indices =
                ctx.dense_elements_attr(tensor(vec![0, rank], i64t), empty_values(ctx, i64t));
            let values = ctx.dense_elements_attr(tensor(vec![0], elem), empty_values(ctx, elem));
            return Ok(ctx.intern_attr(AttrData::Sparse {
                ty,
                indices,
                values,
            }));
        }
        let ind_pos = self.tok.start;
        let ind_lit = self.parse_tensor_lit(false)?;
        self.expect_msg(Tok::Comma, "expected ','")?;
        let val_pos = self.tok.start;
        let val_lit = self.parse_tensor_lit(true)?;
        self.expect_msg(Tok::Greater, "expected '>'")?;
        let (ty, _) = self.parse_elements_type(start)?;
        let rank = ctx.type_data(ty).shape().map_or(0, |s| s.len()) as i64;
        let elem = ctx.type_data(ty).element_type().unwrap_or(ty);
        // A lone index is one index of the type's rank; lone values (or a
        // hex literal) give one value per index.
        let ind_ty = if ind_lit.shape.is_empty() {
            tensor(vec![1, rank], i64t)
        } else {
            tensor(ind_lit.shape.clone(), i64t)
        };
        let indices = self.tensor_lit_attr(&ind_lit, ind_ty, ind_pos)?;
        let n_indices = ctx.type_data(ind_ty).shape().map_or(0, |s| s[0]);
        let vty = if val_lit.shape.is_empty() {
            tensor(vec![n_indices], elem)
        } else {
            tensor(val_lit.shape.clone(), elem)
        };
        let values = self.tensor_lit_attr(&val_lit, vty, val_pos)?;
        self.verify_sparse(ty, indices, values, start)?;
        Ok(ctx.intern_attr(AttrData::Sparse {
            ty,
            indices,
            values,
        }))
    }

    /// `: type` after an elements literal; the type must be shaped and
    /// static (errors at `at`, the attribute's keyword).
    pub(super) fn parse_elements_type(&mut self, at: usize) -> PResult<(Type, usize)> {
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

    fn verify_sparse(&mut self, ty: Type, indices: Attr, values: Attr, pos: usize) -> PResult<()> {
        match super::sparse_check::sparse_elements_error(self.ctx, ty, indices, values) {
            Some(msg) => Err(self.error_at(pos, msg)),
            None => Ok(()),
        }
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
            // MLIR names the literal's kind: a float is reported after its
            // type, an integer at the literal.
            _ if lit.is_float => Err(self.error_at(
                type_pos.unwrap_or(lit.pos),
                "floating point value not valid for specified type",
            )),
            _ => Err(self.error_at(lit.pos, "integer literal not valid for specified type")),
        }
    }

    fn float_bits(&mut self, lit: &NumLit<'a>, kind: FloatKind) -> PResult<u128> {
        self.float_bits_buf(lit, kind, &mut String::new())
    }

    /// The bits of a number literal for float type `kind` (MLIR's
    /// `parseFloatFromLiteral`); `buf` is scratch space.
    pub(super) fn float_bits_buf(
        &mut self,
        lit: &NumLit<'a>,
        kind: FloatKind,
        buf: &mut String,
    ) -> PResult<u128> {
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
            buf.clear();
            buf.push('-');
            buf.push_str(lit.text);
            buf.as_str()
        } else {
            lit.text
        };
        float::parse_float_decimal(kind, text).map_err(|m| self.error_at(lit.pos, m))
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
        match build_int_bits(lit.text, lit.negative, width, signed_ty) {
            Some(v) => Ok(v),
            None => Err(self.error_at(lit.pos, "integer constant out of range for attribute")),
        }
    }

    // ----- dense arrays ----------------------------------------------------

    fn parse_dense_array(&mut self) -> PResult<Attr> {
        self.advance();
        self.expect(Tok::Less, "'<' after 'array'")?;
        let type_pos = self.tok.start;
        let elem = self.parse_type()?;
        // Integers (bytes or i1) and floats of whole bytes, as MLIR's
        // `parseDenseArrayAttr` allows (`index` is kept as it was).
        let width = match self.ctx.type_data(elem) {
            TypeData::Integer { width, .. } => Some(*width),
            TypeData::Float(k) => Some(k.bit_width()),
            TypeData::Index => None,
            _ => {
                let t = crate::printer::type_to_string(self.ctx, elem);
                return Err(self.error_at(
                    type_pos,
                    format!("expected integer or float type, got: '{t}'"),
                ));
            }
        };
        if width.is_some_and(|w| w != 1 && w % 8 != 0) {
            return Err(self.error_at(type_pos, "element type bitwidth must be a multiple of 8"));
        }
        let mut values = Vec::new();
        if !self.is(Tok::Greater) {
            self.expect(Tok::Colon, "':' after dense array type")?;
            loop {
                let v = if self.is(Tok::BareIdent) && matches!(self.text(), "true" | "false") {
                    let b = self.text() == "true";
                    self.advance();
                    match self.ctx.type_data(elem) {
                        TypeData::Integer { width: 1, .. } => APInt::from_u64(1, b as u64),
                        _ => {
                            return Err(
                                self.error_here("expected i1 type for 'true' or 'false' values")
                            )
                        }
                    }
                } else {
                    let n = self.parse_num_lit()?;
                    if n.is_float && !matches!(self.ctx.type_data(elem), TypeData::Float(_)) {
                        return Err(self.error_at(n.pos, "expected integer literal"));
                    }
                    self.number_bits(&n, elem, None)?
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
}

/// MLIR's `buildAttributeAPInt`: the bits of integer literal `text`
/// (decimal or `0x` hex), negated when `negative`, for a `width`-bit integer
/// type (`signed`: signed or index); `None` when the value is out of range.
pub(super) fn build_int_bits(
    text: &str,
    negative: bool,
    width: u32,
    signed: bool,
) -> Option<APInt> {
    // Fast path: a decimal literal that fits 64 bits, for types of at most
    // 64 bits (same rules as below, without big integers).
    if (1..=64).contains(&width) && text.len() <= 19 && !text.starts_with("0x") {
        if let Ok(mag) = text.parse::<u64>() {
            let mask = if width == 64 {
                u64::MAX
            } else {
                (1u64 << width) - 1
            };
            let sign = 1u64 << (width - 1);
            let fits = 64 - mag.leading_zeros() <= width;
            let raw = if negative {
                mag.wrapping_neg() & mask
            } else {
                mag
            };
            let ok = fits
                && if negative {
                    raw & sign != 0
                } else {
                    !(signed && raw & sign != 0)
                };
            return ok.then(|| APInt::from_u64(width, raw));
        }
    }
    let mag = parse_uint(text)?;
    if mag.bits() > width as u64 {
        return None;
    }
    if width == 0 {
        return (!negative).then(|| APInt::from_u64(0, 0));
    }
    if negative {
        let v = APInt::from_bigint(width, &-BigInt::from(mag));
        v.sign_bit().then_some(v)
    } else {
        let v = APInt::from_bigint(width, &BigInt::from(mag));
        (!(signed && v.sign_bit())).then_some(v)
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
fn empty_values(ctx: &rmlir_ir::Context, elem: Type) -> DenseValues {
    match ctx.type_data(elem) {
        TypeData::Integer { .. } | TypeData::Index | TypeData::Float(_) => {
            DenseValues::Bits(DenseBits::empty(0))
        }
        TypeData::Complex(_) => DenseValues::Complex(DenseBits::empty(0)),
        _ => DenseValues::Strings(Box::new([])),
    }
}

/// The canonical text of a strided layout, as MLIR prints it: the offset is
/// left out when 0, `?` stands for a dynamic value.
pub(crate) fn strided_text(strides: &[i64], offset: i64) -> String {
    let show = |v: i64| {
        if v == rmlir_ir::DYNAMIC {
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

/// Where MLIR reports a dialect symbol `text` (after the sigil at `pos`):
/// at the mnemonic of `dialect.mnemonic`, at the sigil of `dialect<...>`.
pub(crate) fn symbol_name_pos(text: &str, dialect: &str, pos: usize) -> usize {
    if text.len() > dialect.len() {
        pos + 2 + dialect.len()
    } else {
        pos
    }
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
