//! Tensor literals of `dense<...>` and `sparse<...>` attributes, parsed as
//! MLIR's `TensorLiteralParser` does: the literal is read first (its shape
//! inferred, ranks checked while reading), then, once the type after it is
//! known, its element tokens are converted straight into packed storage
//! ([`DenseBits`]).
//!
//! While the type is unknown each element token is kept as one `u64` (its
//! source offset, length and sign), not as a tree: a literal of `n` elements
//! costs `8n` bytes before conversion and `n * stride` after.

use super::attrs::{build_int_bits, NumLit};
use super::lexer::{unescape, Tok};
use super::{PResult, Parser};
use rmlir_ir::{Attr, DenseBits, DenseValues};
use rmlir_ir::{Signedness, Type, TypeData};
use rmlir_numerics::apint::APInt;
use rmlir_numerics::float::FloatKind;

/// Bits of an element record holding the token length.
const LEN_BITS: u32 = 23;
/// The length value marking a record whose token is kept in `wide`.
const WIDE: u64 = (1 << LEN_BITS) - 1;
/// Records hold token offsets below this.
const MAX_START: usize = 1 << (63 - LEN_BITS);

/// A parsed tensor literal whose type is not known yet.
#[derive(Default)]
pub(super) struct TensorLit {
    /// The inferred shape: empty for a lone element (or no literal).
    pub(super) shape: Vec<i64>,
    /// One record per element token (a complex element gives two):
    /// `start << 24 | len << 1 | negative`.
    storage: Vec<u64>,
    /// Tokens too long or too far into the input for a record:
    /// `(start, end)`, indexed by the record's `start` field.
    wide: Vec<(usize, usize)>,
    /// The string token of a hex literal (`dense<"0x...">`).
    hex: Option<(usize, usize)>,
}

impl TensorLit {
    fn push(&mut self, start: usize, end: usize, negative: bool) {
        let len = (end - start) as u64;
        let rec = if len < WIDE && start < MAX_START {
            ((start as u64) << (LEN_BITS + 1)) | (len << 1)
        } else {
            self.wide.push((start, end));
            (((self.wide.len() - 1) as u64) << (LEN_BITS + 1)) | (WIDE << 1)
        };
        self.storage.push(rec | negative as u64);
    }

    /// `(start, end, negative)` of element token `i`.
    #[inline]
    fn token(&self, i: usize) -> (usize, usize, bool) {
        let rec = self.storage[i];
        let negative = rec & 1 == 1;
        let len = (rec >> 1) & WIDE;
        let start = (rec >> (LEN_BITS + 1)) as usize;
        if len == WIDE {
            let (s, e) = self.wide[start];
            (s, e, negative)
        } else {
            (start, start + len as usize, negative)
        }
    }

    /// Whether no element token was read.
    pub(super) fn is_empty(&self) -> bool {
        self.storage.is_empty()
    }
}

/// What the token of an element is.
#[derive(PartialEq, Eq, Clone, Copy)]
enum ElemKind {
    Integer,
    Float,
    Bool(bool),
    String,
}

fn elem_kind(text: &[u8]) -> ElemKind {
    match text.first() {
        Some(b'"') => ElemKind::String,
        Some(b't') => ElemKind::Bool(true),
        Some(b'f') => ElemKind::Bool(false),
        _ if text.contains(&b'.') => ElemKind::Float,
        _ => ElemKind::Integer,
    }
}

/// A decimal literal of at most 19 digits as `u64` (`None` otherwise).
#[inline]
fn short_decimal(text: &[u8]) -> Option<u64> {
    if text.is_empty() || text.len() > 19 {
        return None;
    }
    let mut v: u64 = 0;
    for &b in text {
        let d = b.wrapping_sub(b'0');
        if d > 9 {
            return None;
        }
        v = v * 10 + d as u64;
    }
    Some(v)
}

/// MLIR's range rules for a short decimal `mag` of a `width`-bit type
/// (`1..=64`): the bits, or `None` when out of range.
#[inline]
fn small_int_bits(mag: u64, negative: bool, width: u32, signed: bool) -> Option<u64> {
    let mask = if width == 64 {
        u64::MAX
    } else {
        (1u64 << width) - 1
    };
    let sign = 1u64 << (width - 1);
    if 64 - mag.leading_zeros() > width {
        return None;
    }
    if negative {
        let raw = mag.wrapping_neg() & mask;
        (raw & sign != 0).then_some(raw)
    } else {
        (!(signed && mag & sign != 0)).then_some(mag)
    }
}

impl<'a> Parser<'a> {
    /// Reads a tensor literal (MLIR's `TensorLiteralParser::parse`); with
    /// `allow_hex`, a string is taken whole as hex (or string) data.
    pub(super) fn parse_tensor_lit(&mut self, allow_hex: bool) -> PResult<TensorLit> {
        let mut lit = TensorLit::default();
        if allow_hex && self.is(Tok::String) {
            lit.hex = Some((self.tok.start, self.tok.end));
            self.advance();
            return Ok(lit);
        }
        if self.is(Tok::LSquare) {
            let mut shape = Vec::new();
            self.parse_tensor_list(&mut lit, &mut shape)?;
            shape.reverse();
            lit.shape = shape;
        } else {
            self.parse_tensor_elem(&mut lit)?;
        }
        Ok(lit)
    }

    /// One element: a number (optionally negated), `true`/`false`, a
    /// string, or a complex `(re, im)`.
    fn parse_tensor_elem(&mut self, lit: &mut TensorLit) -> PResult<()> {
        match self.tok.kind {
            Tok::Integer | Tok::Float | Tok::String => {
                lit.push(self.tok.start, self.tok.end, false);
                self.advance();
            }
            Tok::BareIdent if matches!(self.text(), "true" | "false") => {
                lit.push(self.tok.start, self.tok.end, false);
                self.advance();
            }
            Tok::Minus => {
                self.advance();
                if !matches!(self.tok.kind, Tok::Integer | Tok::Float) {
                    return Err(self.error_at_token("expected integer or floating point literal"));
                }
                lit.push(self.tok.start, self.tok.end, true);
                self.advance();
            }
            Tok::LParen => {
                self.advance();
                self.guard(|p| p.parse_tensor_elem(lit))?;
                self.expect_msg(Tok::Comma, "expected ',' between complex elements")?;
                self.guard(|p| p.parse_tensor_elem(lit))?;
                self.expect_msg(Tok::RParen, "expected ')' after complex elements")?;
            }
            Tok::Error => return Err(self.error_here("")),
            _ => return Err(self.error_at_token("expected element literal of primitive type")),
        }
        Ok(())
    }

    /// `[...]` of elements or nested lists, all of one shape; `dims`
    /// receives the list's shape innermost dimension first, so that each
    /// level appends its own size instead of copying its elements' shape
    /// behind it (linear, not quadratic, in the nesting depth).
    fn parse_tensor_list(&mut self, lit: &mut TensorLit, dims: &mut Vec<i64>) -> PResult<()> {
        self.advance(); // `[`
        dims.clear();
        if self.consume_if(Tok::RSquare) {
            dims.push(0);
            return Ok(());
        }
        let mut first = true;
        let mut inner: Vec<i64> = Vec::new();
        let mut this: Vec<i64> = Vec::new();
        let mut size: i64 = 0;
        loop {
            this.clear();
            if self.is(Tok::LSquare) {
                self.guard(|p| p.parse_tensor_list(lit, &mut this))?;
            } else {
                self.parse_tensor_elem(lit)?;
            }
            size += 1;
            if first {
                std::mem::swap(&mut inner, &mut this);
                first = false;
            } else if inner.len() != this.len() || (!this.is_empty() && inner != this) {
                // (Lengths first: most elements are scalars with no dims.)
                return Err(self.error_at_token(
                    "tensor literal is invalid; ranks are not consistent between elements",
                ));
            }
            if !self.consume_if(Tok::Comma) {
                break;
            }
        }
        self.expect_msg(Tok::RSquare, "expected ']'")?;
        std::mem::swap(dims, &mut inner);
        dims.push(size);
        Ok(())
    }

    /// `dense<literal> : type`; the current token is `dense`.
    pub(super) fn parse_dense(&mut self) -> PResult<Attr> {
        let start = self.tok.start;
        self.advance();
        self.expect(Tok::Less, "'<' after 'dense'")?;
        let lit = if self.consume_if(Tok::Greater) {
            TensorLit::default()
        } else {
            let lit = self.parse_tensor_lit(true)?;
            self.expect(Tok::Greater, "'>'")?;
            lit
        };
        let (ty, _) = self.parse_elements_type(start)?;
        self.tensor_lit_attr(&lit, ty, start)
    }

    /// Builds the attribute of `lit` for shaped type `ty` (MLIR's
    /// `TensorLiteralParser::getAttr`); errors not tied to one element are
    /// reported at `loc`.
    pub(super) fn tensor_lit_attr(
        &mut self,
        lit: &TensorLit,
        ty: Type,
        loc: usize,
    ) -> PResult<Attr> {
        let ctx = self.ctx;
        let shape: Vec<i64> = ctx
            .type_data(ty)
            .shape()
            .map(|s| s.to_vec())
            .unwrap_or_default();
        let elem = ctx.type_data(ty).element_type().unwrap_or(ty);
        let is_number = |t: Type| {
            matches!(
                ctx.type_data(t),
                TypeData::Integer { .. } | TypeData::Index | TypeData::Float(_)
            )
        };
        let complex_part = match ctx.type_data(elem) {
            TypeData::Complex(inner) => Some(*inner),
            _ => None,
        };
        if let Some((hs, he)) = lit.hex {
            if is_number(elem) || complex_part.is_some() {
                return self.dense_from_hex(hs, he, ty, loc);
            }
        }
        let type_text = |p: &Self, t: Type| crate::printer::type_to_string(p.ctx, t);
        let fmt = |v: &[i64]| {
            v.iter()
                .map(|d| d.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        };
        if !lit.shape.is_empty() && lit.shape != shape {
            return Err(self.error_at(
                loc,
                format!(
                    "inferred shape of elements literal ([{}]) does not match type ([{}])",
                    fmt(&lit.shape),
                    fmt(&shape)
                ),
            ));
        }
        let n = rmlir_ir::dense::num_elements(&shape);
        if lit.hex.is_none() && lit.is_empty() && n != 0 {
            let shown = type_text(self, ty);
            return Err(self.error_at(
                loc,
                format!("parsed zero elements, but type ('{shown}') expected at least 1"),
            ));
        }
        let mut scalar = elem;
        if let Some(inner) = complex_part {
            scalar = inner;
            let count = lit.storage.len();
            if lit.shape.is_empty() && n != 0 && count != 2 {
                let shown = type_text(self, elem);
                return Err(self.error_at(
                    loc,
                    format!("parsed {count} elements, but type ('{shown}') expected 2 elements"),
                ));
            }
            if !lit.shape.is_empty() && count as i64 != n.saturating_mul(2) {
                let shown = type_text(self, ty);
                return Err(self.error_at(
                    loc,
                    format!(
                        "parsed {count} elements, but type ('{shown}') expected {} elements",
                        n.saturating_mul(2)
                    ),
                ));
            }
        }
        // Complex literals for a scalar type give more values than
        // elements: MLIR keeps the first ones.
        let keep = |b: DenseBits| {
            if complex_part.is_none() && b.len() > 1 && b.len() as i64 > n {
                b.truncated(n as usize)
            } else {
                b
            }
        };
        let values = match ctx.type_data(scalar) {
            TypeData::Integer { .. } | TypeData::Index => {
                let bits = keep(self.int_elements(lit, scalar)?);
                if complex_part.is_some() {
                    DenseValues::Complex(bits)
                } else {
                    DenseValues::Bits(bits)
                }
            }
            TypeData::Float(k) => {
                let bits = keep(self.float_elements(lit, *k)?);
                if complex_part.is_some() {
                    DenseValues::Complex(bits)
                } else {
                    DenseValues::Bits(bits)
                }
            }
            _ => self.string_elements(lit, n, loc)?,
        };
        Ok(ctx.dense_elements_attr(ty, values))
    }

    /// The element tokens as integers of type `elem` (MLIR's
    /// `getIntAttrElements`).
    fn int_elements(&mut self, lit: &TensorLit, elem: Type) -> PResult<DenseBits> {
        let (width, signedness) = match self.ctx.type_data(elem) {
            TypeData::Integer { width, signedness } => (*width, *signedness),
            _ => (64, Signedness::Signed),
        };
        let unsigned = signedness == Signedness::Unsigned;
        let signed =
            signedness == Signedness::Signed || matches!(self.ctx.type_data(elem), TypeData::Index);
        let src = self.src;
        let count = lit.storage.len();
        let mut out = DenseBits::zeroed(width, count);
        for i in 0..count {
            let (s, e, negative) = lit.token(i);
            let text = &src[s..e];
            // The common case: a short decimal for a type of at most 64 bits.
            if (1..=64).contains(&width) && !(negative && unsigned) {
                if let Some(mag) = short_decimal(text) {
                    match small_int_bits(mag, negative, width, signed) {
                        Some(v) => {
                            out.set_u64(i, v);
                            continue;
                        }
                        None => {
                            return Err(self.error_at(s, "integer constant out of range for type"))
                        }
                    }
                }
            }
            if negative && unsigned {
                return Err(self.error_at(
                    s,
                    "expected unsigned integer elements, but parsed negative value",
                ));
            }
            match elem_kind(text) {
                ElemKind::Float => {
                    return Err(
                        self.error_at(s, "expected integer elements, but parsed floating-point")
                    )
                }
                ElemKind::Bool(b) => {
                    if width != 1 {
                        return Err(
                            self.error_at(s, "expected i1 type for 'true' or 'false' values")
                        );
                    }
                    out.set_u64(i, b as u64);
                }
                ElemKind::Integer => {
                    let t = self.span_str(s, e);
                    match build_int_bits(t, negative, width, signed) {
                        Some(v) => out.set(i, &v),
                        None => {
                            return Err(self.error_at(s, "integer constant out of range for type"))
                        }
                    }
                }
                ElemKind::String => {
                    return Err(self.error_at(s, "integer constant out of range for type"))
                }
            }
        }
        Ok(out)
    }

    /// The element tokens as floats of kind `kind` (MLIR's
    /// `getFloatAttrElements` and `parseFloatFromLiteral`).
    fn float_elements(&mut self, lit: &TensorLit, kind: FloatKind) -> PResult<DenseBits> {
        let width = kind.bit_width();
        let count = lit.storage.len();
        let mut out = DenseBits::zeroed(width, count);
        let mut buf = String::new();
        for i in 0..count {
            let (s, e, negative) = lit.token(i);
            let text = self.span_str(s, e);
            let k = elem_kind(text.as_bytes());
            let bits = match k {
                ElemKind::Integer | ElemKind::Float => {
                    let num = NumLit {
                        negative,
                        text,
                        is_float: k == ElemKind::Float,
                        pos: s,
                    };
                    self.float_bits_buf(&num, kind, &mut buf)?
                }
                _ => return Err(self.error_at(s, "expected floating point literal")),
            };
            if width <= 64 {
                out.set_u64(i, bits as u64);
            } else {
                out.set(
                    i,
                    &APInt::from_words(width, &[bits as u64, (bits >> 64) as u64]),
                );
            }
        }
        Ok(out)
    }

    /// The element tokens (or the hex token) as strings (MLIR's
    /// `getStringAttr`).
    fn string_elements(&mut self, lit: &TensorLit, n: i64, loc: usize) -> PResult<DenseValues> {
        if let Some((s, e)) = lit.hex {
            let v = unescape(&self.src[s..e]);
            return Ok(DenseValues::Strings(Box::new([v.into_boxed_slice()])));
        }
        let mut values = Vec::with_capacity(lit.storage.len());
        for i in 0..lit.storage.len() {
            let (s, e, _) = lit.token(i);
            let text = &self.src[s..e];
            if text.first() != Some(&b'"') {
                let shown = self.span_str(s, e).to_string();
                return Err(self.error_at(loc, format!("expected string token, got {shown}")));
            }
            values.push(unescape(text).into_boxed_slice());
        }
        // More tokens than elements (complex pairs of strings): MLIR keeps
        // the first ones.
        if values.len() > 1 && values.len() as i64 > n {
            values.truncate(n.max(1) as usize);
        }
        Ok(DenseValues::Strings(values.into()))
    }

    /// `dense<"0x...">`: the raw little-endian storage of the elements
    /// (MLIR's `getHexAttr`), decoded straight into packed storage.
    fn dense_from_hex(&mut self, hs: usize, he: usize, ty: Type, loc: usize) -> PResult<Attr> {
        let ctx = self.ctx;
        // The token's text without quotes; hex digits only, in pairs.
        let raw = &self.src[(hs + 1).min(he)..he.saturating_sub(1).max(hs + 1)];
        let Some(bytes) = decode_hex(raw) else {
            return Err(self.error_at(
                hs,
                "expected string containing hex digits starting with `0x`",
            ));
        };
        let shape: Vec<i64> = ctx
            .type_data(ty)
            .shape()
            .map(|s| s.to_vec())
            .unwrap_or_default();
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
            _ => 0,
        };
        let n = rmlir_ir::dense::num_elements(&shape) as usize;
        let stride = DenseBits::stride_for(width);
        let size_error = |p: &mut Self| {
            let shown = crate::printer::type_to_string(ctx, ty);
            p.error_at(
                loc,
                format!("elements hex data size is invalid for provided type: '{shown}'"),
            )
        };
        if complex {
            let elem_bytes = 2 * stride;
            let count = if Some(bytes.len()) == elem_bytes.checked_mul(n) {
                n
            } else if bytes.len() == elem_bytes {
                1
            } else {
                return Err(size_error(self));
            };
            let Some(bits) = DenseBits::from_raw(width, 2 * count, bytes) else {
                return Err(size_error(self));
            };
            return Ok(ctx.dense_elements_attr(ty, DenseValues::Complex(bits)));
        }
        let bits = if width == 1 && bytes.len() == 1 && (bytes[0] == 0 || bytes[0] == 0xFF) {
            // An i1 splat.
            DenseBits::from_u64s(1, [(bytes[0] != 0) as u64])
        } else if width == 1 && bytes.len() == n.div_ceil(8) && n > 1 {
            // i1 elements are bit-packed, least significant bit first.
            DenseBits::from_u64s(1, (0..n).map(|i| ((bytes[i / 8] >> (i % 8)) & 1) as u64))
        } else if bytes.len() == stride && n != 1 {
            match DenseBits::from_raw(width, 1, bytes) {
                Some(b) => b,
                None => return Err(size_error(self)),
            }
        } else if Some(bytes.len()) == stride.checked_mul(n) {
            match DenseBits::from_raw(width, n, bytes) {
                Some(b) => b,
                None => return Err(size_error(self)),
            }
        } else {
            return Err(size_error(self));
        };
        Ok(ctx.dense_elements_attr(ty, DenseValues::Bits(bits)))
    }
}

/// The bytes of `0x` followed by pairs of hex digits (MLIR's
/// `Token::getHexStringValue`).
fn decode_hex(raw: &[u8]) -> Option<Vec<u8>> {
    let digits = raw.strip_prefix(b"0x")?;
    if digits.len() % 2 != 0 {
        return None;
    }
    let mut out = Vec::with_capacity(digits.len() / 2);
    for p in digits.chunks_exact(2) {
        let (hi, lo) = (HEX_VALUE[p[0] as usize], HEX_VALUE[p[1] as usize]);
        if (hi | lo) & 0x80 != 0 {
            return None;
        }
        out.push(hi << 4 | lo);
    }
    Some(out)
}

/// The value of each byte as a hex digit, 0xFF for bytes that are not one.
static HEX_VALUE: [u8; 256] = {
    let mut t = [0xFFu8; 256];
    let mut i = 0;
    while i < 10 {
        t[b'0' as usize + i] = i as u8;
        i += 1;
    }
    let mut i = 0;
    while i < 6 {
        t[b'a' as usize + i] = 10 + i as u8;
        t[b'A' as usize + i] = 10 + i as u8;
        i += 1;
    }
    t
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn records_round_trip() {
        let mut lit = TensorLit::default();
        lit.push(5, 9, true);
        lit.push(MAX_START + 3, MAX_START + 10, false);
        lit.push(7, 7 + WIDE as usize + 5, false);
        assert_eq!(lit.token(0), (5, 9, true));
        assert_eq!(lit.token(1), (MAX_START + 3, MAX_START + 10, false));
        assert_eq!(lit.token(2), (7, 7 + WIDE as usize + 5, false));
    }

    #[test]
    fn small_int_range_rules() {
        assert_eq!(small_int_bits(127, false, 8, true), Some(127));
        assert_eq!(small_int_bits(128, false, 8, true), None);
        assert_eq!(small_int_bits(255, false, 8, false), Some(255));
        assert_eq!(small_int_bits(256, false, 8, false), None);
        assert_eq!(small_int_bits(128, true, 8, true), Some(0x80));
        assert_eq!(small_int_bits(129, true, 8, true), None);
        assert_eq!(small_int_bits(0, true, 8, true), None);
        assert_eq!(small_int_bits(1, true, 1, false), Some(1));
        assert_eq!(short_decimal(b"12345"), Some(12345));
        assert_eq!(short_decimal(b"0x1"), None);
        assert_eq!(decode_hex(b"0x0aFF"), Some(vec![10, 255]));
        assert_eq!(decode_hex(b"0x1"), None);
        assert_eq!(decode_hex(b"1234"), None);
        assert_eq!(decode_hex(b"0x"), Some(vec![]));
        assert_eq!(decode_hex(b"0x09afAFg0"), None);
        assert_eq!(decode_hex(b"0x0g"), None);
        let all: Vec<u8> = (0..=255u8).collect();
        let text: String = all.iter().map(|b| format!("{b:02X}")).collect();
        assert_eq!(
            decode_hex(format!("0x{text}").as_bytes()),
            Some(all.clone())
        );
        let text: String = all.iter().map(|b| format!("{b:02x}")).collect();
        assert_eq!(decode_hex(format!("0x{text}").as_bytes()), Some(all));
        // Every non-digit byte is rejected in either position.
        for c in 0..=255u8 {
            let is_digit = c.is_ascii_hexdigit();
            assert_eq!(decode_hex(&[b'0', b'x', c, b'0']).is_some(), is_digit);
            assert_eq!(decode_hex(&[b'0', b'x', b'0', c]).is_some(), is_digit);
        }
    }
}
