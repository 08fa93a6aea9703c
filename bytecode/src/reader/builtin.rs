//! The builtin dialect's custom encodings of attributes, types and
//! locations (MLIR 22's `BuiltinDialectBytecode.td` codes).
//!
//! Simple, frequent entries (integers, strings, dictionaries, locations,
//! scalar and function types) are built directly; shaped types and the
//! rarer attributes are rebuilt through their text so that they get
//! exactly the text parser's checks and normal forms.

use super::attr_table::{AttrTypeTable, Decoded};
use super::cursor::{Cursor, ReadResult};
use rmlir_ir::dense::DenseBits;
use rmlir_ir::{Attr, AttrData, DenseValues, FileRange, LocData};
use rmlir_ir::{Signedness, Type, TypeData, DYNAMIC};
use rmlir_numerics::apint::APInt;
use rmlir_numerics::float::FloatKind;

impl<'a> AttrTypeTable<'a> {
    /// A list's length: each element takes at least `min` bytes.
    fn list_len(cur: &mut Cursor<'_>, min: usize, what: &str) -> ReadResult<usize> {
        cur.count(min, what)
    }

    /// A `StringAttr` reference, as its bytes.
    fn string_attr_bytes(&mut self, cur: &mut Cursor<'_>) -> ReadResult<Box<[u8]>> {
        let at = *cur;
        let a = self.read_attr(cur, true)?;
        match self.ctx.attr_data(a) {
            AttrData::String { value, .. } => Ok(value.clone()),
            _ => Err(at.error(format!(
                "expected attribute of type: mlir::StringAttr, but got: {}",
                self.ctx.render_attr(a)
            ))),
        }
    }

    /// A `StringAttr` reference used as a name (of an attribute, symbol or
    /// file), which must be UTF-8.
    fn string_attr_str(&mut self, cur: &mut Cursor<'_>) -> ReadResult<String> {
        let at = *cur;
        String::from_utf8(self.string_attr_bytes(cur)?.into_vec())
            .map_err(|_| at.error(rmlir_ir::symbol::NOT_UTF8_NAME))
    }

    /// The file name of a location as an identifier: a `StringAttr`
    /// reference, with the last one met remembered (locations of a file
    /// mostly name one file).
    fn file_ident(&mut self, cur: &mut Cursor<'_>) -> ReadResult<rmlir_ir::Ident> {
        let at = *cur;
        let a = self.read_attr(cur, true)?;
        if let Some((last, id)) = self.last_file {
            if last == a {
                return Ok(id);
            }
        }
        let mut again = at;
        let name = self.string_attr_str(&mut again)?;
        let id = self.ctx.ident(&name);
        self.last_file = Some((a, id));
        Ok(id)
    }

    /// An integer of `width` bits (MLIR's `readAPIntWithKnownWidth`).
    fn apint(&mut self, cur: &mut Cursor<'_>, width: u32) -> ReadResult<APInt> {
        if width <= 8 {
            return Ok(APInt::from_u64(width, u64::from(cur.byte()?)));
        }
        if width <= 64 {
            return Ok(APInt::from_u64(width, cur.signed_varint()? as u64));
        }
        let n = cur.count(1, "integer word")?;
        let mut big = num_bigint::BigUint::default();
        for i in 0..n {
            let w = cur.signed_varint()? as u64;
            if (i as u64) * 64 < u64::from(width) {
                big |= num_bigint::BigUint::from(w) << (64 * i);
            }
        }
        Ok(APInt::from_bigint(width, &num_bigint::BigInt::from(big)))
    }

    /// The attribute (or location) with the builtin code at `cur`.
    pub(super) fn builtin_attr(&mut self, cur: &mut Cursor<'_>) -> ReadResult<Decoded> {
        let ctx = self.ctx;
        let code_at = *cur;
        let code = cur.varint()?;
        let attr = |d: AttrData| Ok(Decoded::Attr(ctx.intern_attr(d)));
        match code {
            0 => {
                let n = Self::list_len(cur, 1, "array element")?;
                let mut items = Vec::with_capacity(n);
                for _ in 0..n {
                    items.push(self.read_attr(cur, true)?);
                }
                attr(AttrData::Array(items.into()))
            }
            1 => {
                let n = Self::list_len(cur, 2, "dictionary entry")?;
                let mut entries = Vec::with_capacity(n);
                for _ in 0..n {
                    let name = self.string_attr_str(cur)?;
                    let value = self.read_attr(cur, true)?;
                    entries.push((ctx.ident(&name), value));
                }
                Ok(Decoded::Attr(ctx.dictionary_attr(entries)))
            }
            2 => {
                let s = self.string(cur)?;
                attr(AttrData::String {
                    value: s.into(),
                    ty: None,
                })
            }
            3 => {
                let s = self.string(cur)?;
                let ty = self.read_type(cur, true)?;
                let ty = (ty != ctx.common().none).then_some(ty);
                attr(AttrData::String {
                    value: s.into(),
                    ty,
                })
            }
            4 => {
                let root = self.string_attr_str(cur)?;
                attr(AttrData::SymbolRef {
                    root: ctx.ident(&root),
                    nested: Box::new([]),
                })
            }
            5 => {
                let root = self.string_attr_str(cur)?;
                let n = Self::list_len(cur, 1, "nested reference")?;
                let mut nested = Vec::with_capacity(n);
                for _ in 0..n {
                    let at = *cur;
                    let a = self.read_attr(cur, true)?;
                    match ctx.attr_data(a) {
                        AttrData::SymbolRef {
                            root,
                            nested: inner,
                        } if inner.is_empty() => {
                            nested.push(*root);
                        }
                        _ => {
                            return Err(at.error(format!(
                                "expected attribute of type: mlir::FlatSymbolRefAttr, but got: {}",
                                ctx.render_attr(a)
                            )))
                        }
                    }
                }
                attr(AttrData::SymbolRef {
                    root: ctx.ident(&root),
                    nested: nested.into(),
                })
            }
            6 => {
                let t = self.read_type(cur, true)?;
                attr(AttrData::Type(t))
            }
            7 => Ok(Decoded::Attr(ctx.common().unit)),
            8 => {
                let at = *cur;
                let ty = self.read_type(cur, true)?;
                let width = match ctx.type_data(ty) {
                    TypeData::Integer { width, .. } => *width,
                    TypeData::Index => 64,
                    _ => {
                        return Err(at.error(format!(
                        "expected an integer or index type for an integer attribute, but got: {}",
                        ctx.render_type(ty)
                    )))
                    }
                };
                let value = self.apint(cur, width)?;
                attr(AttrData::Integer { ty, value })
            }
            9 => {
                let at = *cur;
                let ty = self.read_type(cur, true)?;
                let TypeData::Float(kind) = ctx.type_data(ty) else {
                    return Err(at.error(format!(
                        "expected a float type for a float attribute, but got: {}",
                        ctx.render_type(ty)
                    )));
                };
                let bits = self.apint(cur, kind.bit_width())?;
                attr(AttrData::Float { ty, bits })
            }
            10 => {
                let callee = self.read_loc(cur, true)?;
                let caller = self.read_loc(cur, true)?;
                Ok(Decoded::Loc(
                    ctx.intern_loc(LocData::CallSite { callee, caller }),
                ))
            }
            11 => {
                let file = self.file_ident(cur)?;
                let line = cur.varint()? as u32;
                let col = cur.varint()? as u32;
                Ok(Decoded::Loc(ctx.file_loc(file, line, col)))
            }
            12 | 13 => {
                let n = Self::list_len(cur, 1, "fused location")?;
                let mut locs = Vec::with_capacity(n);
                for _ in 0..n {
                    locs.push(self.read_loc(cur, true)?);
                }
                let metadata = if code == 13 {
                    Some(self.read_attr(cur, true)?)
                } else {
                    None
                };
                Ok(Decoded::Loc(ctx.fused_loc(&locs, metadata)))
            }
            14 => {
                let name = self.string_attr_str(cur)?;
                let child = self.read_loc(cur, true)?;
                Ok(Decoded::Loc(ctx.intern_loc(LocData::Name {
                    name: ctx.ident(&name),
                    child,
                })))
            }
            15 => Ok(Decoded::Loc(ctx.common().unknown_loc)),
            16 => {
                let ty = self.read_type(cur, true)?;
                let at = *cur;
                let i = cur.varint()?;
                let Some(key) = self.resource_keys.get(i as usize) else {
                    return Err(at.error(format!("invalid resource handle index: {i}")));
                };
                attr(AttrData::DenseResource {
                    key: key.as_str().into(),
                    ty,
                })
            }
            17 => {
                let at = *cur;
                let elem = self.read_type(cur, true)?;
                let size = cur.varint()?;
                let blob_len = cur.varint()?;
                let blob = cur.bytes(blob_len)?;
                let width = scalar_width(ctx, elem).ok_or_else(|| {
                    at.error(format!(
                        "expected an integer or float element type for a dense array, but got: {}",
                        ctx.render_type(elem)
                    ))
                })?;
                let stride = DenseBits::stride_for(width);
                if Some(blob.len() as u64) != size.checked_mul(stride as u64) {
                    return Err(at.error("dense array data size does not match its element count"));
                }
                let values: Vec<APInt> = blob
                    .chunks_exact(stride)
                    .map(|c| {
                        let mut w = [0u8; 8];
                        if stride <= 8 {
                            w[..stride].copy_from_slice(c);
                            APInt::from_u64(width, u64::from_le_bytes(w))
                        } else {
                            let big = num_bigint::BigUint::from_bytes_le(c);
                            APInt::from_bigint(width, &num_bigint::BigInt::from(big))
                        }
                    })
                    .collect();
                attr(AttrData::DenseArray {
                    elem,
                    values: values.into(),
                })
            }
            18 => {
                let at = *cur;
                let ty = self.read_type(cur, true)?;
                let blob_len = cur.varint()?;
                let blob = cur.bytes(blob_len)?;
                self.dense_from_raw(&at, ty, blob).map(Decoded::Attr)
            }
            19 => {
                let at = *cur;
                let ty = self.read_type(cur, true)?;
                let n = shaped_count(ctx, ty).ok_or_else(|| {
                    at.error("expected a statically shaped type for dense strings")
                })?;
                let splat = cur.varint()? != 0;
                let count = if splat { 1 } else { n };
                let count = cur.check_count(count, 1, "string element", cur.pos())?;
                let mut strings = Vec::with_capacity(count);
                for _ in 0..count {
                    strings.push(Box::<[u8]>::from(self.string(cur)?));
                }
                Ok(Decoded::Attr(ctx.dense_elements_attr(
                    ty,
                    DenseValues::Strings(strings.into()),
                )))
            }
            20 => {
                let at = *cur;
                let ty = self.read_type(cur, true)?;
                let indices = self.read_attr(cur, true)?;
                let values = self.read_attr(cur, true)?;
                if let Some(msg) =
                    rmlir_text::parser::sparse_elements_error(ctx, ty, indices, values)
                {
                    return Err(at.error(msg));
                }
                attr(AttrData::Sparse {
                    ty,
                    indices,
                    values,
                })
            }
            21 => {
                let referenced = self.read_attr(cur, true)?;
                Ok(Decoded::Attr(ctx.distinct_attr(referenced)))
            }
            22 => {
                let file = self.string_attr_str(cur)?;
                let n = Self::list_len(cur, 1, "location number")?;
                if n > 4 {
                    return Err(cur.error(format!(
                        "expected at most 4 numbers in a file location range, got {n}"
                    )));
                }
                let mut v = [0u32; 4];
                for x in v.iter_mut().take(n) {
                    *x = cur.varint()? as u32;
                }
                let (line, col, end_line, end_col) = match n {
                    0 => (0, 0, 0, 0),
                    1 => (v[0], 0, v[0], 0),
                    2 => (v[0], v[1], v[0], v[1]),
                    3 => (v[0], v[1], v[0], v[2]),
                    _ => (v[0], v[1], v[2], v[3]),
                };
                Ok(Decoded::Loc(ctx.file_range_loc(FileRange {
                    file: ctx.ident(&file),
                    line,
                    col,
                    end_line,
                    end_col,
                })))
            }
            _ => Err(code_at.error(format!("unknown attribute code: {code}"))),
        }
    }

    /// A dense int or float elements attribute from MLIR's raw buffer
    /// (one element for a splat; `i1` elements bit-packed).
    fn dense_from_raw(&mut self, at: &Cursor<'_>, ty: Type, bytes: &[u8]) -> ReadResult<Attr> {
        let ctx = self.ctx;
        let invalid = || {
            at.error(format!(
                "elements data size is invalid for provided type: '{}'",
                ctx.render_type(ty)
            ))
        };
        let n = shaped_count(ctx, ty).ok_or_else(invalid)?;
        let n = usize::try_from(n).map_err(|_| invalid())?;
        let elem = ctx.type_data(ty).element_type().ok_or_else(invalid)?;
        let (scalar, complex) = match ctx.type_data(elem) {
            TypeData::Complex(inner) => (*inner, true),
            _ => (elem, false),
        };
        let width = scalar_width(ctx, scalar).ok_or_else(invalid)?;
        let stride = DenseBits::stride_for(width);
        let bytes = bytes.to_vec();
        if complex {
            let elem_bytes = 2 * stride;
            let count = if Some(bytes.len()) == elem_bytes.checked_mul(n) {
                n
            } else if bytes.len() == elem_bytes {
                1
            } else {
                return Err(invalid());
            };
            let bits = DenseBits::from_raw(width, 2 * count, bytes).ok_or_else(invalid)?;
            return Ok(ctx.dense_elements_attr(ty, DenseValues::Complex(bits)));
        }
        let bits = if width == 1 && bytes.len() == 1 && (bytes[0] == 0 || bytes[0] == 0xFF) {
            DenseBits::from_u64s(1, [u64::from(bytes[0] != 0)])
        } else if width == 1 && bytes.len() == n.div_ceil(8) && n > 1 {
            DenseBits::from_u64s(1, (0..n).map(|i| u64::from((bytes[i / 8] >> (i % 8)) & 1)))
        } else if bytes.len() == stride && n != 1 {
            DenseBits::from_raw(width, 1, bytes).ok_or_else(invalid)?
        } else if Some(bytes.len()) == stride.checked_mul(n) {
            DenseBits::from_raw(width, n, bytes).ok_or_else(invalid)?
        } else {
            return Err(invalid());
        };
        Ok(ctx.dense_elements_attr(ty, DenseValues::Bits(bits)))
    }

    /// The type with the builtin code at `cur`.
    pub(super) fn builtin_type(&mut self, cur: &mut Cursor<'_>) -> ReadResult<Type> {
        let ctx = self.ctx;
        let code_at = *cur;
        let code = cur.varint()?;
        let float = |k: FloatKind| Ok(ctx.float_type(k));
        match code {
            0 => {
                let v = cur.varint()?;
                let width = v >> 2;
                let signedness = match v & 3 {
                    0 => Signedness::Signless,
                    1 => Signedness::Signed,
                    2 => Signedness::Unsigned,
                    _ => return Err(code_at.error("invalid integer type signedness")),
                };
                // MLIR's limit on integer widths.
                if width > (1 << 24) {
                    return Err(code_at.error(format!(
                        "integer bitwidth is limited to 16777215 bits, got {width}"
                    )));
                }
                Ok(ctx.integer_type(width as u32, signedness))
            }
            1 => Ok(ctx.common().index),
            2 => {
                let inputs = self.type_list(cur)?;
                let results = self.type_list(cur)?;
                Ok(ctx.function_type(&inputs, &results))
            }
            3 => float(FloatKind::BF16),
            4 => float(FloatKind::F16),
            5 => float(FloatKind::F32),
            6 => float(FloatKind::F64),
            7 => float(FloatKind::F80),
            8 => float(FloatKind::F128),
            9 => {
                let elem = self.read_type(cur, true)?;
                self.type_from_text(&code_at, format!("complex<{}>", ctx.render_type(elem)))
            }
            10 | 11 => {
                let space = if code == 11 {
                    Some(self.read_attr(cur, true)?)
                } else {
                    None
                };
                let shape = shape_text(cur)?;
                let elem = self.read_type(cur, true)?;
                let layout = self.read_attr(cur, true)?;
                let mut text = format!("memref<{shape}{}", ctx.render_type(elem));
                text.push_str(", ");
                text.push_str(&ctx.render_attr(layout));
                if let Some(s) = space {
                    text.push_str(", ");
                    text.push_str(&ctx.render_attr(s));
                }
                text.push('>');
                self.type_from_text(&code_at, text)
            }
            12 => Ok(ctx.common().none),
            13 | 14 => {
                let encoding = if code == 14 {
                    Some(self.read_attr(cur, true)?)
                } else {
                    None
                };
                let shape = shape_text(cur)?;
                let elem = self.read_type(cur, true)?;
                let mut text = format!("tensor<{shape}{}", ctx.render_type(elem));
                if let Some(e) = encoding {
                    text.push_str(", ");
                    text.push_str(&ctx.render_attr(e));
                }
                text.push('>');
                self.type_from_text(&code_at, text)
            }
            15 => {
                let items = self.type_list(cur)?;
                Ok(ctx.intern_type(TypeData::Tuple(items.into())))
            }
            16 | 17 => {
                let space = if code == 17 {
                    Some(self.read_attr(cur, true)?)
                } else {
                    None
                };
                let elem = self.read_type(cur, true)?;
                let mut text = format!("memref<*x{}", ctx.render_type(elem));
                if let Some(s) = space {
                    text.push_str(", ");
                    text.push_str(&ctx.render_attr(s));
                }
                text.push('>');
                self.type_from_text(&code_at, text)
            }
            18 => {
                let elem = self.read_type(cur, true)?;
                self.type_from_text(&code_at, format!("tensor<*x{}>", ctx.render_type(elem)))
            }
            19 | 20 => {
                let scalable = if code == 20 {
                    let n = cur.count(1, "scalable flag")?;
                    let mut flags = Vec::with_capacity(n);
                    for _ in 0..n {
                        flags.push(cur.byte()? != 0);
                    }
                    flags
                } else {
                    Vec::new()
                };
                let n = cur.count(1, "dimension")?;
                let mut text = String::from("vector<");
                for i in 0..n {
                    let d = cur.signed_varint()?;
                    if scalable.get(i).copied().unwrap_or(false) {
                        text.push_str(&format!("[{d}]x"));
                    } else {
                        text.push_str(&format!("{d}x"));
                    }
                }
                let elem = self.read_type(cur, true)?;
                text.push_str(&ctx.render_type(elem));
                text.push('>');
                self.type_from_text(&code_at, text)
            }
            _ => Err(code_at.error(format!("unknown type code: {code}"))),
        }
    }

    fn type_list(&mut self, cur: &mut Cursor<'_>) -> ReadResult<Vec<Type>> {
        let n = cur.count(1, "type")?;
        let mut out = Vec::with_capacity(n);
        for _ in 0..n {
            out.push(self.read_type(cur, true)?);
        }
        Ok(out)
    }

    fn type_from_text(&mut self, at: &Cursor<'_>, text: String) -> ReadResult<Type> {
        rmlir_text::parser::parse_type_str(self.ctx, &text).map_err(|d| at.error(d.message))
    }
}

/// The dimensions of a shape as text (`4x?x`).
fn shape_text(cur: &mut Cursor<'_>) -> ReadResult<String> {
    let n = cur.count(1, "dimension")?;
    let mut text = String::new();
    for _ in 0..n {
        let d = cur.signed_varint()?;
        if d == DYNAMIC {
            text.push_str("?x");
        } else {
            text.push_str(&format!("{d}x"));
        }
    }
    Ok(text)
}

/// The bit width of an integer, index or float type.
fn scalar_width(ctx: &rmlir_ir::Context, ty: Type) -> Option<u32> {
    match ctx.type_data(ty) {
        TypeData::Integer { width, .. } => Some(*width),
        TypeData::Index => Some(64),
        TypeData::Float(k) => Some(k.bit_width()),
        _ => None,
    }
}

/// The number of elements of a statically shaped type.
fn shaped_count(ctx: &rmlir_ir::Context, ty: Type) -> Option<u64> {
    let shape = ctx.type_data(ty).shape()?;
    let mut n: u64 = 1;
    for &d in shape {
        n = n.checked_mul(u64::try_from(d).ok()?)?;
    }
    Some(n)
}
