//! The builtin dialect's bytecode encodings of attributes, types and
//! locations (MLIR 22's `BuiltinDialectBytecode`), written once against
//! [`Sink`] so that numbering (which only visits the nested attributes and
//! types) and writing walk exactly the same things.

use rmlir_ir::Signedness;
use rmlir_ir::{Attr, AttrData, Context, Ident, Loc, Type, TypeData};
use rmlir_ir::{DenseValues, FileRange, LocData};
use rmlir_numerics::apint::APInt;
use rmlir_numerics::float::FloatKind;

/// An attribute-table entry: MLIR's locations are attributes, rmlir keeps
/// them apart.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum AttrKey {
    /// A (non-location) attribute.
    Attr(Attr),
    /// A location.
    Loc(Loc),
}

impl AttrKey {
    /// The key of `attr`: a location attribute is its location.
    pub fn of(ctx: &Context, attr: Attr) -> AttrKey {
        match ctx.attr_data(attr) {
            AttrData::Location(l) => AttrKey::Loc(*l),
            _ => AttrKey::Attr(attr),
        }
    }
}

/// What an encoding is written to (MLIR's `DialectBytecodeWriter`).
pub(crate) trait Sink {
    /// A reference to an attribute.
    fn attr(&mut self, a: AttrKey);
    /// A reference to the `StringAttr` holding `id`.
    fn ident(&mut self, id: Ident);
    /// A reference to a type.
    fn ty(&mut self, t: Type);
    /// A varint.
    fn varint(&mut self, v: u64);
    /// A string-table reference.
    fn string(&mut self, s: &[u8]);
    /// A length-prefixed blob.
    fn blob(&mut self, b: &[u8]);
    /// A raw byte.
    fn byte(&mut self, b: u8);
    /// A reference to the builtin resource `key`.
    fn resource(&mut self, key: &str);
    /// A reference to `FlatSymbolRefAttr @id`.
    fn flat_symbol(&mut self, id: Ident);
    /// The identity layout of a memref of `rank` dimensions.
    fn identity_layout(&mut self, rank: u32);

    /// A zigzag signed varint.
    fn svarint(&mut self, v: i64) {
        self.varint(crate::encoding::zigzag_encode(v));
    }
}

/// MLIR's `writeAPIntWithKnownWidth`.
fn apint<S: Sink>(s: &mut S, v: &APInt) {
    let width = v.width();
    if width <= 8 {
        s.byte(v.low_u64() as u8);
    } else if width <= 64 {
        s.svarint(v.low_u64() as i64);
    } else {
        let words = v.words();
        let active = words.iter().rposition(|&w| w != 0).map_or(1, |i| i + 1);
        s.varint(active as u64);
        for &w in &words[..active] {
            s.svarint(w as i64);
        }
    }
}

/// Writes the custom encoding of `key` if the builtin dialect has one (or
/// its own dialect, through [`crate::dialect::BytecodeDialectEncoding`]);
/// returns false (having written nothing) when it is stored as text.
pub(crate) fn encode_attr<S: Sink>(ctx: &Context, key: AttrKey, s: &mut S) -> bool {
    let attr = match key {
        AttrKey::Loc(l) => {
            encode_loc(ctx, l, s);
            return true;
        }
        AttrKey::Attr(a) => a,
    };
    match ctx.attr_data(attr) {
        AttrData::Array(items) => {
            s.varint(0);
            s.varint(items.len() as u64);
            for &a in items.iter() {
                s.attr(AttrKey::of(ctx, a));
            }
        }
        AttrData::Dictionary(entries) => {
            s.varint(1);
            s.varint(entries.len() as u64);
            for &(k, v) in entries.iter() {
                s.ident(k);
                s.attr(AttrKey::of(ctx, v));
            }
        }
        AttrData::String { value, ty } => match ty {
            None => {
                s.varint(2);
                s.string(value);
            }
            Some(t) if matches!(ctx.type_data(*t), TypeData::None) => {
                s.varint(2);
                s.string(value);
            }
            Some(t) => {
                s.varint(3);
                s.string(value);
                s.ty(*t);
            }
        },
        AttrData::SymbolRef { root, nested } => {
            if nested.is_empty() {
                s.varint(4);
                s.ident(*root);
            } else {
                s.varint(5);
                s.ident(*root);
                s.varint(nested.len() as u64);
                for &n in nested.iter() {
                    s.flat_symbol(n);
                }
            }
        }
        AttrData::Type(t) => {
            s.varint(6);
            s.ty(*t);
        }
        AttrData::Unit => s.varint(7),
        AttrData::Integer { ty, value } => {
            s.varint(8);
            s.ty(*ty);
            apint(s, value);
        }
        AttrData::Float { ty, bits } => {
            s.varint(9);
            s.ty(*ty);
            apint(s, bits);
        }
        AttrData::DenseResource { key, ty } => {
            s.varint(16);
            s.ty(*ty);
            s.resource(key);
        }
        AttrData::DenseArray { elem, values } => {
            s.varint(17);
            s.ty(*elem);
            s.varint(values.len() as u64);
            let width = values.first().map_or(8, |v| v.width());
            let stride = (width as usize).div_ceil(8).max(1);
            let mut raw = Vec::with_capacity(values.len() * stride);
            for v in values.iter() {
                let mut left = stride;
                for &w in v.words() {
                    let take = left.min(8);
                    raw.extend_from_slice(&w.to_le_bytes()[..take]);
                    left -= take;
                    if left == 0 {
                        break;
                    }
                }
                raw.resize(raw.len() + left, 0);
            }
            s.blob(&raw);
        }
        AttrData::DenseElements { ty, splat, values } => match values {
            DenseValues::Strings(strings) => {
                s.varint(19);
                s.ty(*ty);
                s.varint(u64::from(*splat));
                let n = if *splat {
                    1.min(strings.len())
                } else {
                    strings.len()
                };
                for st in strings.iter().take(n) {
                    s.string(st);
                }
            }
            DenseValues::Bits(bits) | DenseValues::Complex(bits) => {
                s.varint(18);
                s.ty(*ty);
                if bits.width() == 1 {
                    s.blob(&pack_bools(bits.raw(), *splat));
                } else {
                    s.blob(bits.raw());
                }
            }
        },
        AttrData::Sparse {
            ty,
            indices,
            values,
        } => {
            s.varint(20);
            s.ty(*ty);
            s.attr(AttrKey::of(ctx, *indices));
            s.attr(AttrKey::of(ctx, *values));
        }
        AttrData::Distinct { referenced, .. } => {
            s.varint(21);
            s.attr(AttrKey::of(ctx, *referenced));
        }
        AttrData::Location(l) => encode_loc(ctx, *l, s),
        AttrData::Dialect { text } => {
            return super::dialect::encode_attr(ctx, namespace(text), attr, s)
        }
        AttrData::Opaque { .. }
        | AttrData::AffineMap(_)
        | AttrData::IntegerSet(_)
        | AttrData::Verbatim { .. } => return false,
    }
    true
}

/// MLIR's raw data of `i1` dense elements: bit-packed, a splat as one
/// byte of all ones or zeros.
fn pack_bools(raw: &[u8], splat: bool) -> Vec<u8> {
    if splat {
        return vec![if raw.first().is_some_and(|&b| b & 1 != 0) {
            0xFF
        } else {
            0
        }];
    }
    let mut out = vec![0u8; raw.len().div_ceil(8)];
    for (i, &b) in raw.iter().enumerate() {
        if b & 1 != 0 {
            out[i / 8] |= 1 << (i % 8);
        }
    }
    out
}

fn encode_loc<S: Sink>(ctx: &Context, loc: Loc, s: &mut S) {
    match ctx.loc_data(loc) {
        LocData::Unknown => s.varint(15),
        LocData::FileLineCol { file, line, col } => {
            s.varint(11);
            s.ident(*file);
            s.varint(u64::from(*line));
            s.varint(u64::from(*col));
        }
        LocData::FileRange(r) => {
            let FileRange {
                file,
                line,
                col,
                end_line,
                end_col,
            } = **r;
            s.varint(22);
            s.ident(file);
            if line == 0 && col == 0 && end_line == 0 && end_col == 0 {
                s.varint(0);
            } else if col == 0 && line == end_line {
                s.varint(1);
                s.varint(u64::from(line));
            } else if line == end_line {
                s.varint(3);
                s.varint(u64::from(line));
                s.varint(u64::from(col));
                s.varint(u64::from(end_col));
            } else {
                s.varint(4);
                s.varint(u64::from(line));
                s.varint(u64::from(col));
                s.varint(u64::from(end_line));
                s.varint(u64::from(end_col));
            }
        }
        LocData::Name { name, child } => {
            s.varint(14);
            s.ident(*name);
            s.attr(AttrKey::Loc(*child));
        }
        LocData::CallSite { callee, caller } => {
            s.varint(10);
            s.attr(AttrKey::Loc(*callee));
            s.attr(AttrKey::Loc(*caller));
        }
        LocData::Fused(f) => {
            s.varint(if f.metadata.is_some() { 13 } else { 12 });
            s.varint(f.locs.len() as u64);
            for &l in f.locs.iter() {
                s.attr(AttrKey::Loc(l));
            }
            if let Some(m) = &f.metadata {
                s.attr(AttrKey::of(ctx, *m));
            }
        }
    }
}

fn shape<S: Sink>(s: &mut S, dims: &[i64]) {
    s.varint(dims.len() as u64);
    for &d in dims {
        s.svarint(d);
    }
}

/// Writes the custom encoding of `ty` if the builtin dialect has one;
/// returns false (having written nothing) when it is stored as text.
pub(crate) fn encode_type<S: Sink>(ctx: &Context, ty: Type, s: &mut S) -> bool {
    match ctx.type_data(ty) {
        TypeData::Integer { width, signedness } => {
            let sign = match signedness {
                Signedness::Signless => 0,
                Signedness::Signed => 1,
                Signedness::Unsigned => 2,
            };
            s.varint(0);
            s.varint((u64::from(*width) << 2) | sign);
        }
        TypeData::Index => s.varint(1),
        TypeData::Function { inputs, results } => {
            s.varint(2);
            s.varint(inputs.len() as u64);
            for &t in inputs.iter() {
                s.ty(t);
            }
            s.varint(results.len() as u64);
            for &t in results.iter() {
                s.ty(t);
            }
        }
        TypeData::Float(kind) => {
            let code = match kind {
                FloatKind::BF16 => 3,
                FloatKind::F16 => 4,
                FloatKind::F32 => 5,
                FloatKind::F64 => 6,
                FloatKind::F80 => 7,
                FloatKind::F128 => 8,
                _ => return false,
            };
            s.varint(code);
        }
        TypeData::Complex(e) => {
            s.varint(9);
            s.ty(*e);
        }
        TypeData::MemRef {
            shape: dims,
            elem,
            layout,
            memory_space,
        } => {
            if let Some(space) = memory_space {
                s.varint(11);
                s.attr(AttrKey::of(ctx, *space));
            } else {
                s.varint(10);
            }
            shape(s, dims);
            s.ty(*elem);
            match layout {
                Some(l) => s.attr(AttrKey::of(ctx, *l)),
                None => s.identity_layout(dims.len() as u32),
            }
        }
        TypeData::None => s.varint(12),
        TypeData::RankedTensor {
            shape: dims,
            elem,
            encoding,
        } => {
            if let Some(enc) = encoding {
                s.varint(14);
                s.attr(AttrKey::of(ctx, *enc));
            } else {
                s.varint(13);
            }
            shape(s, dims);
            s.ty(*elem);
        }
        TypeData::Tuple(types) => {
            s.varint(15);
            s.varint(types.len() as u64);
            for &t in types.iter() {
                s.ty(t);
            }
        }
        TypeData::UnrankedMemRef { elem, memory_space } => {
            if let Some(space) = memory_space {
                s.varint(17);
                s.attr(AttrKey::of(ctx, *space));
            } else {
                s.varint(16);
            }
            s.ty(*elem);
        }
        TypeData::UnrankedTensor { elem } => {
            s.varint(18);
            s.ty(*elem);
        }
        TypeData::Vector {
            shape: dims,
            scalable,
            elem,
        } => {
            if scalable.iter().any(|&b| b) {
                s.varint(20);
                s.varint(scalable.len() as u64);
                for &b in scalable.iter() {
                    s.byte(u8::from(b));
                }
            } else {
                s.varint(19);
            }
            shape(s, dims);
            s.ty(*elem);
        }
        TypeData::Dialect { text } => {
            return super::dialect::encode_type(ctx, namespace(text), ty, s)
        }
        TypeData::Opaque { .. } => return false,
    }
    true
}

/// The dialect an attribute entry belongs to.
pub(crate) fn attr_dialect(ctx: &Context, key: AttrKey) -> &str {
    match key {
        AttrKey::Loc(_) => "builtin",
        AttrKey::Attr(a) => match ctx.attr_data(a) {
            AttrData::Opaque { dialect, .. } => dialect,
            AttrData::Dialect { text } => namespace(text),
            _ => "builtin",
        },
    }
}

/// The dialect a type entry belongs to.
pub(crate) fn type_dialect(ctx: &Context, ty: Type) -> &str {
    match ctx.type_data(ty) {
        TypeData::Opaque { dialect, .. } => dialect,
        TypeData::Dialect { text } => namespace(text),
        _ => "builtin",
    }
}

/// The dialect namespace at the start of `dialect.name<...>` text.
fn namespace(text: &str) -> &str {
    let end = text.find(['.', '<']).unwrap_or(text.len());
    &text[..end]
}
