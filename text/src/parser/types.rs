//! Parsing builtin types, type aliases and dialect types.

use super::lexer::Tok;
use super::{PResult, Parser};
use rmlir_ir::AttrData;
use rmlir_ir::{Signedness, Type, TypeData, DYNAMIC};
use rmlir_numerics::float::FloatKind;

/// A short list of types.
pub(crate) type TypeList = smallvec::SmallVec<[Type; 4]>;

/// Largest integer width MLIR accepts.
pub(crate) const MAX_INT_WIDTH: u64 = 16_777_215;

impl<'a> Parser<'a> {
    /// Parses a type.
    pub(crate) fn parse_type(&mut self) -> PResult<Type> {
        self.guard(|p| p.parse_type_inner())
    }

    /// Parses a type if the current token can start one.
    pub(crate) fn parse_optional_type(&mut self) -> PResult<Option<Type>> {
        match self.tok.kind {
            Tok::ExclIdent | Tok::LParen => self.parse_type().map(Some),
            Tok::BareIdent if self.bare_ident_starts_type() => self.parse_type().map(Some),
            _ => Ok(None),
        }
    }

    pub(crate) fn bare_ident_starts_type(&self) -> bool {
        let t = self.text();
        matches!(
            t,
            "index" | "none" | "tensor" | "memref" | "vector" | "complex" | "tuple"
        ) || FloatKind::from_keyword(t).is_some()
            || int_type_of(t).is_some()
    }

    fn parse_type_inner(&mut self) -> PResult<Type> {
        let ctx = self.ctx;
        match self.tok.kind {
            Tok::LParen => return self.parse_function_type(),
            Tok::ExclIdent => return self.parse_dialect_or_alias_type(),
            Tok::BareIdent => {}
            Tok::Error => return Err(self.error_here("")),
            _ => return Err(self.error_here("expected non-function type")),
        }
        let t = self.text();
        let pos = self.tok.start;
        if let Some(&ty) = self.simple_type_cache.get(t) {
            self.advance();
            return Ok(ty);
        }
        if let Some((sign, digits)) = int_type_of(t) {
            // A width that does not fit in 32 bits is no width at all.
            let Ok(width) = digits.parse::<u32>() else {
                return Err(self.error_at(pos, "invalid integer width"));
            };
            if u64::from(width) > MAX_INT_WIDTH {
                return Err(self.error_at(pos, "integer bitwidth is limited to 16777215 bits"));
            }
            self.advance();
            let ty = ctx.integer_type(width, sign);
            self.simple_type_cache.insert(t, ty);
            return Ok(ty);
        }
        if let Some(k) = FloatKind::from_keyword(t) {
            self.advance();
            let ty = ctx.float_type(k);
            self.simple_type_cache.insert(t, ty);
            return Ok(ty);
        }
        self.advance();
        match t {
            "index" => Ok(ctx.common().index),
            "none" => Ok(ctx.common().none),
            "complex" => {
                self.expect(Tok::Less, "'<' in complex type")?;
                let pos = self.tok.start;
                let elem = self.parse_type()?;
                if !matches!(
                    ctx.type_data(elem),
                    TypeData::Float(_) | TypeData::Integer { .. }
                ) {
                    return Err(self.error_at(pos, "invalid element type for complex"));
                }
                self.expect(Tok::Greater, "'>' in complex type")?;
                Ok(ctx.intern_type(TypeData::Complex(elem)))
            }
            "tuple" => {
                self.expect(Tok::Less, "'<' in tuple type")?;
                let mut elems = Vec::new();
                if !self.consume_if(Tok::Greater) {
                    loop {
                        elems.push(self.parse_type()?);
                        if !self.consume_if(Tok::Comma) {
                            break;
                        }
                    }
                    self.expect(Tok::Greater, "'>' in tuple type")?;
                }
                Ok(ctx.intern_type(TypeData::Tuple(elems.into())))
            }
            "vector" => self.parse_vector_type(pos),
            "tensor" => self.parse_tensor_type(),
            "memref" => self.parse_memref_type(pos),
            _ => {
                self.reset_to(pos);
                Err(self.error_here("expected non-function type"))
            }
        }
    }

    /// `(T, U) -> V` or `(T) -> (U, V)`.
    pub(crate) fn parse_function_type(&mut self) -> PResult<Type> {
        let inputs = self.parse_type_list_parens()?;
        self.expect(Tok::Arrow, "'->' in function type")?;
        let results = self.parse_function_result_types()?;
        let mut key: smallvec::SmallVec<[Type; 6]> = inputs.iter().copied().collect();
        key.extend(results.iter().copied());
        let key = (key, inputs.len());
        if let Some(&t) = self.fn_type_cache.get(&key) {
            return Ok(t);
        }
        let t = self.ctx.function_type(&inputs, &results);
        self.fn_type_cache.insert(key, t);
        Ok(t)
    }

    /// `(T, U)`; the current token must be `(`.
    pub(crate) fn parse_type_list_parens(&mut self) -> PResult<TypeList> {
        self.expect(Tok::LParen, "'('")?;
        let mut v = TypeList::new();
        if self.consume_if(Tok::RParen) {
            return Ok(v);
        }
        loop {
            v.push(self.parse_type()?);
            if !self.consume_if(Tok::Comma) {
                break;
            }
        }
        self.expect(Tok::RParen, "')'")?;
        Ok(v)
    }

    /// The result part of a function type: `(T, U)` or a single type.
    pub(crate) fn parse_function_result_types(&mut self) -> PResult<TypeList> {
        if self.is(Tok::LParen) {
            self.parse_type_list_parens()
        } else {
            Ok(smallvec::smallvec![self.parse_type()?])
        }
    }

    fn parse_dialect_or_alias_type(&mut self) -> PResult<Type> {
        let text = self.text_after_sigil();
        let pos = self.tok.start;
        let end = self.tok.end;
        self.advance();
        // `!foo` without a dialect body: an alias unless followed by `<`.
        if !(text.contains('.') || self.is(Tok::Less) && self.tok.start == end) {
            return match self.type_aliases.get(text) {
                Some(&t) => Ok(t),
                None => {
                    let _ = pos;
                    Err(self.error_here(format!("undefined symbol alias id '{text}'")))
                }
            };
        }
        let dialect = text.split('.').next().unwrap_or("");
        let body_end = self.skip_pretty_body(end)?;
        let full_text = self.span_lossy(pos + 1, body_end);
        let full: &str = &full_text;
        if let Some(&t) = self.dialect_type_cache.get(full) {
            return Ok(t);
        }
        self.check_mnemonic(dialect, text, pos, true)?;
        if self.ctx.dialect(dialect).is_none() && !self.ctx.allows_unregistered_dialects() {
            let shown = super::attrs::opaque_form(full, dialect);
            let at = super::attrs::symbol_name_pos(text, dialect, pos);
            return Err(self.error_at(
                at,
                format!(
                    "`!{shown}` type created with unregistered dialect. {}",
                    super::attrs::UNREGISTERED_HINT
                ),
            ));
        }
        let text = match super::attrs::pretty_dialect_symbol(full, dialect) {
            Some(t) if self.reprints_pretty(dialect) => t.into_boxed_str(),
            _ => full.into(),
        };
        let t = self.ctx.intern_type(TypeData::Dialect { text });
        if let std::borrow::Cow::Borrowed(key) = full_text {
            self.dialect_type_cache.insert(key, t);
        }
        Ok(t)
    }

    /// If `<` directly follows `at`, skips a balanced `<...>` body and returns
    /// its end offset; otherwise returns `at` (MLIR's `parseDialectSymbolBody`:
    /// strings are lexed as tokens, `->` is not a closing bracket, and a
    /// mismatch is reported at the current token, the `<` or the last string
    /// lexed in the body, naming the innermost open bracket).
    pub(crate) fn skip_pretty_body(&mut self, at: usize) -> PResult<usize> {
        if !(self.is(Tok::Less) && self.tok.start == at) {
            return Ok(at);
        }
        let mut stack: Vec<u8> = Vec::new();
        let mut report_at = at;
        let mut i = at;
        let src = self.src;
        loop {
            let c = src.get(i).copied().unwrap_or(0);
            i += 1;
            let open = match c {
                b'<' | b'(' | b'[' | b'{' => {
                    stack.push(c);
                    continue;
                }
                b'-' => {
                    if src.get(i) == Some(&b'>') {
                        i += 1;
                    }
                    continue;
                }
                b'>' => b'<',
                b')' => b'(',
                b']' => b'[',
                b'}' => b'{',
                b'"' => {
                    self.reset_to(i - 1);
                    if !self.is(Tok::String) {
                        return Err(self.error_here(""));
                    }
                    report_at = i - 1;
                    i = self.tok.end;
                    continue;
                }
                0 => 0,
                _ => continue,
            };
            if open == 0 || stack.last() != Some(&open) {
                let top = stack.last().copied().unwrap_or(b'<') as char;
                return Err(self.error_at(
                    report_at,
                    format!("unbalanced '{top}' character in pretty dialect name"),
                ));
            }
            stack.pop();
            if stack.is_empty() {
                self.reset_to(i);
                return Ok(i);
            }
        }
    }

    /// Parses `4x?x[8]x` dimensions (stopping before the element type);
    /// returns (shape, scalable flags).
    fn parse_dimension_list(
        &mut self,
        allow_dynamic: bool,
        allow_scalable: bool,
    ) -> PResult<(Vec<i64>, Vec<bool>)> {
        let mut shape = Vec::new();
        let mut scalable = Vec::new();
        loop {
            let is_scalable = allow_scalable && self.is(Tok::LSquare);
            if is_scalable {
                self.advance();
            }
            if self.is(Tok::Question) {
                if !allow_dynamic {
                    // Not a dimension: the element type parser reports it.
                    return Ok((shape, scalable));
                }
                self.advance();
                shape.push(DYNAMIC);
            } else if self.is(Tok::Integer) {
                let t = self.text();
                if t.len() > 1 && t.as_bytes()[1] == b'x' {
                    // `0x4` lexed as hex: it is the dimension 0 followed by `x4`.
                    let p = self.tok.start + 1;
                    shape.push(0);
                    self.reset_to(p);
                } else {
                    let v: i64 = match t.parse() {
                        Ok(v) => v,
                        Err(_) => return Err(self.error_here("invalid dimension")),
                    };
                    self.advance();
                    shape.push(v);
                }
            } else if is_scalable {
                return Err(self.error_here("expected integer value"));
            } else {
                return Ok((shape, scalable));
            }
            if is_scalable {
                self.expect(Tok::RSquare, "']'")?;
            }
            scalable.push(is_scalable);
            // Expect the `x` separator, which may be glued to what follows.
            if self.is(Tok::BareIdent) && self.text().starts_with('x') {
                let p = self.tok.start + 1;
                self.reset_to(p);
            } else {
                return Err(self.error_here("expected 'x' in dimension list"));
            }
        }
    }

    fn parse_vector_type(&mut self, kw_pos: usize) -> PResult<Type> {
        self.expect(Tok::Less, "'<' in vector type")?;
        let (shape, scalable) = self.parse_dimension_list(false, true)?;
        if shape.iter().any(|&d| d <= 0) {
            let dims: Vec<String> = shape.iter().map(i64::to_string).collect();
            return Err(self.error_at(
                kw_pos,
                format!(
                    "vector types must have positive constant sizes but got {}",
                    dims.join(", ")
                ),
            ));
        }
        let pos = self.tok.start;
        let elem = self.parse_type()?;
        if !matches!(
            self.ctx.type_data(elem),
            TypeData::Float(_) | TypeData::Integer { .. } | TypeData::Index
        ) {
            let _ = pos;
            return Err(self.error_at(
                kw_pos,
                "failed to verify 'elementType': VectorElementTypeInterface instance",
            ));
        }
        self.expect(Tok::Greater, "'>' in vector type")?;
        Ok(self.ctx.intern_type(TypeData::Vector {
            shape: shape.into(),
            scalable: scalable.into(),
            elem,
        }))
    }

    fn parse_tensor_type(&mut self) -> PResult<Type> {
        self.expect(Tok::Less, "'<' in tensor type")?;
        if self.consume_if(Tok::Star) {
            self.expect_x()?;
            let elem = self.parse_element_type(false)?;
            self.expect(Tok::Greater, "'>' in tensor type")?;
            return Ok(self.ctx.intern_type(TypeData::UnrankedTensor { elem }));
        }
        let (shape, _) = self.parse_dimension_list(true, false)?;
        let elem = self.parse_element_type(false)?;
        let encoding = if self.consume_if(Tok::Comma) {
            Some(self.parse_attr()?)
        } else {
            None
        };
        self.expect(Tok::Greater, "'>' in tensor type")?;
        Ok(self.ctx.intern_type(TypeData::RankedTensor {
            shape: shape.into(),
            elem,
            encoding,
        }))
    }

    /// `memref<shape x elem, layout?, memory-space?>` or `memref<*x elem,
    /// memory-space?>` with MLIR's checks (`parseMemRefType` and
    /// `MemRefType::verify`); a memory space of integer value 0 is the
    /// default and dropped, as an identity layout without symbols is.
    fn parse_memref_type(&mut self, type_pos: usize) -> PResult<Type> {
        self.expect(Tok::Less, "'<' in memref type")?;
        let unranked = self.consume_if(Tok::Star);
        let shape = if unranked {
            self.expect_x()?;
            Vec::new()
        } else {
            self.parse_dimension_list(true, false)?.0
        };
        let elem = self.parse_element_type(true)?;
        let mut layout = None;
        let mut memory_space = None;
        let mut first = true;
        while self.consume_if(Tok::Comma) {
            // MLIR's list of layout and memory space may not be empty.
            if first && self.is(Tok::Greater) {
                return Err(self.error_here("expected list element"));
            }
            first = false;
            let a = self.parse_attr()?;
            let is_layout = match self.ctx.attr_data(a) {
                AttrData::AffineMap(_) => true,
                AttrData::Verbatim { text } => text.starts_with("strided<"),
                _ => false,
            };
            if !is_layout {
                if memory_space.is_some() {
                    return Err(self.error_here("multiple memory spaces specified in memref type"));
                }
                memory_space = Some(a);
                continue;
            }
            if unranked {
                return Err(self.error_here("cannot have affine map for unranked memref type"));
            }
            if memory_space.is_some() {
                return Err(self.error_here("expected memory space to be last in memref type"));
            }
            layout = Some(a);
        }
        self.expect(Tok::Greater, "'>' in memref type")?;
        if let Some(l) = layout {
            match self.ctx.attr_data(l) {
                AttrData::AffineMap(m) if m.num_dims as usize != shape.len() => {
                    return Err(self.error_at(
                        type_pos,
                        format!(
                            "memref layout mismatch between rank and affine map: {} != {}",
                            shape.len(),
                            m.num_dims
                        ),
                    ));
                }
                AttrData::Verbatim { text } if strided_rank(text) != shape.len() => {
                    return Err(
                        self.error_at(type_pos, "expected the number of strides to match the rank")
                    );
                }
                _ => {}
            }
        }
        if let Some(m) = memory_space {
            let supported = match self.ctx.attr_data(m) {
                AttrData::Integer { .. } | AttrData::String { .. } | AttrData::Dictionary(_) => {
                    true
                }
                AttrData::Dialect { text } => {
                    let dialect = text.split(['.', '<']).next().unwrap_or("");
                    self.ctx.dialect(dialect).is_some()
                }
                _ => false,
            };
            if !supported {
                return Err(self.error_at(type_pos, "unsupported memory space Attribute"));
            }
            if matches!(self.ctx.attr_data(m), AttrData::Integer { value, .. } if value.is_zero()) {
                memory_space = None;
            }
        }
        // An identity map without symbols is the default layout.
        let layout = layout.filter(|&l| {
            !matches!(self.ctx.attr_data(l), AttrData::AffineMap(m)
                if m.num_symbols == 0 && m.is_identity())
        });
        if unranked {
            return Ok(self
                .ctx
                .intern_type(TypeData::UnrankedMemRef { elem, memory_space }));
        }
        Ok(self.ctx.intern_type(TypeData::MemRef {
            shape: shape.into(),
            elem,
            layout,
            memory_space,
        }))
    }

    /// Parses the element type of a tensor (`memref = false`) or memref,
    /// checking it is one MLIR allows there.
    fn parse_element_type(&mut self, memref: bool) -> PResult<Type> {
        let pos = self.tok.start;
        let elem = self.parse_type()?;
        let ok = match self.ctx.type_data(elem) {
            TypeData::Integer { .. }
            | TypeData::Index
            | TypeData::Float(_)
            | TypeData::Complex(_)
            | TypeData::Vector { .. } => true,
            TypeData::MemRef { .. } | TypeData::UnrankedMemRef { .. } => memref,
            TypeData::Opaque { .. } | TypeData::Dialect { .. } => !memref,
            _ => false,
        };
        if !ok {
            let what = if memref { "memref" } else { "tensor" };
            return Err(self.error_at(pos, format!("invalid {what} element type")));
        }
        Ok(elem)
    }

    fn expect_x(&mut self) -> PResult<()> {
        if self.is(Tok::BareIdent) && self.text().starts_with('x') {
            let p = self.tok.start + 1;
            self.reset_to(p);
            Ok(())
        } else {
            Err(self.error_here("expected 'x' in dimension list"))
        }
    }
}

/// Splits `i32`/`si8`/`ui1` into signedness and width digits.
pub(crate) fn int_type_of(t: &str) -> Option<(Signedness, &str)> {
    let (s, rest) = if let Some(r) = t.strip_prefix("si") {
        (Signedness::Signed, r)
    } else if let Some(r) = t.strip_prefix("ui") {
        (Signedness::Unsigned, r)
    } else if let Some(r) = t.strip_prefix('i') {
        (Signedness::Signless, r)
    } else {
        return None;
    };
    (!rest.is_empty() && rest.bytes().all(|b| b.is_ascii_digit())).then_some((s, rest))
}

/// The number of strides of a canonical `strided<[...]...>` text.
fn strided_rank(text: &str) -> usize {
    let inner = text
        .strip_prefix("strided<[")
        .and_then(|r| r.split(']').next())
        .unwrap_or("");
    if inner.is_empty() {
        0
    } else {
        inner.split(',').count()
    }
}
