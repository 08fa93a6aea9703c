//! Constant matching (MLIR's `m_Constant`, `m_ConstantInt`, `m_One`,
//! `m_Zero`, `m_NonZero`, `matchConstantIndex`) and the fold results
//! that return an attribute or a value.

use crate::util::attrs::attr_int;
use crate::util::build::is_op;
use rmlir_ir::registry::{FoldResult, OpFoldResult, OpTraits};
use rmlir_ir::Context;
use rmlir_ir::{Attr, AttrData, DenseValues};
use rmlir_ir::{Body, ValueId};
use rmlir_ir::{Type, TypeData};
use rmlir_numerics::apint::APInt;
use rmlir_ods::get_attr;
use smallvec::smallvec;

/// MLIR's `m_Constant`: the value attribute of a ConstantLike definition.
pub(crate) fn constant_attr(ctx: &Context, body: &Body, v: ValueId) -> Option<Attr> {
    rmlir_ir::fold::constant_value(ctx, body, v)
}

/// MLIR's `m_ConstantInt`: an integer (or index) constant, or a splat of
/// one.
pub(crate) fn constant_int(ctx: &Context, body: &Body, v: ValueId) -> Option<APInt> {
    let a = constant_attr(ctx, body, v)?;
    match ctx.attr_data(a) {
        AttrData::Integer { value, .. } => Some(value.clone()),
        AttrData::DenseElements {
            ty,
            splat,
            values: DenseValues::Bits(b),
        } => {
            let elem = match ctx.type_data(*ty) {
                rmlir_ir::TypeData::Vector { elem, .. }
                | rmlir_ir::TypeData::RankedTensor { elem, .. } => *elem,
                _ => return None,
            };
            ctx.int_or_index_width(elem)?;
            if *splat || b.len() == 1 {
                b.first()
            } else {
                None
            }
        }
        _ => None,
    }
}

/// MLIR's `m_Constant(&boolAttr)`: an `i1` integer constant (not a splat).
pub(crate) fn constant_bool(ctx: &Context, body: &Body, v: ValueId) -> Option<bool> {
    let a = constant_attr(ctx, body, v)?;
    match ctx.attr_data(a) {
        AttrData::Integer { ty, value } if *ty == ctx.common().i1 => Some(!value.is_zero()),
        _ => None,
    }
}

/// MLIR's `m_One`.
pub(crate) fn is_one(ctx: &Context, body: &Body, v: ValueId) -> bool {
    constant_int(ctx, body, v).is_some_and(|x| {
        let w = x.width();
        x == APInt::from_u64(w, 1)
    })
}

/// MLIR's `m_Zero`.
pub(crate) fn is_zero(ctx: &Context, body: &Body, v: ValueId) -> bool {
    constant_int(ctx, body, v).is_some_and(|x| x.is_zero())
}

/// MLIR's `m_NonZero`.
pub(crate) fn is_non_zero(ctx: &Context, body: &Body, v: ValueId) -> bool {
    constant_int(ctx, body, v).is_some_and(|x| !x.is_zero())
}

/// Whether `v` is defined by a ConstantLike op.
pub(crate) fn is_constant(ctx: &Context, body: &Body, v: ValueId) -> bool {
    body.defining_op(v).is_some_and(|d| {
        ctx.op_traits(body.op_name(d))
            .contains(OpTraits::CONSTANT_LIKE)
    })
}

/// The folded result `attr`.
pub(crate) fn fold_attr(a: Attr) -> FoldResult {
    FoldResult::Results(smallvec![OpFoldResult::Attr(a)])
}

/// The folded result `v`.
pub(crate) fn fold_value(v: ValueId) -> FoldResult {
    FoldResult::Results(smallvec![OpFoldResult::Value(v)])
}

/// MLIR's `getConstantIntValue` on a value (`m_ConstantInt`).
pub(crate) fn const_int(ctx: &Context, body: &Body, v: ValueId) -> Option<i64> {
    constant_int(ctx, body, v).and_then(|x| x.to_i64_signed())
}

/// MLIR's `matchConstantIndex`: an `arith.constant` of type `index`.
pub(crate) fn constant_index_op(ctx: &Context, body: &Body, v: ValueId) -> Option<i64> {
    let d = body.defining_op(v)?;
    if !is_op(ctx, body, d, "arith.constant") || body.value_type(v) != ctx.common().index {
        return None;
    }
    attr_int(ctx, get_attr(ctx, body, d, "value"))
}

/// The attribute of one element value of type `elem` (an integer, index
/// or float attribute; `None` for other element types).
pub(crate) fn element_attr(ctx: &Context, elem: Type, bits: APInt) -> Option<Attr> {
    match ctx.type_data(elem) {
        TypeData::Float(_) => Some(ctx.intern_attr(AttrData::Float { ty: elem, bits })),
        TypeData::Integer { .. } | TypeData::Index => Some(ctx.intern_attr(AttrData::Integer {
            ty: elem,
            value: bits,
        })),
        _ => None,
    }
}

/// The element of a dense integer, float or complex elements attribute at
/// `indices` (row-major in its shape; any indices for a splat); `None`
/// for other attributes or indices out of bounds. A complex element is an
/// array of its real and imaginary parts (`[1.0 : f32, 2.0 : f32]`), as
/// MLIR's `getValues<Attribute>()` gives it.
pub(crate) fn dense_element_at(ctx: &Context, a: Attr, indices: &[i64]) -> Option<Attr> {
    let AttrData::DenseElements { ty, splat, values } = ctx.attr_data(a) else {
        return None;
    };
    let elem = crate::util::shaped::elem_of(ctx, *ty)?;
    let flat = if *splat {
        0
    } else {
        let shape = ctx.type_data(*ty).shape()?;
        if indices.len() != shape.len() {
            return None;
        }
        let mut flat = 0usize;
        for (&i, &d) in indices.iter().zip(shape.iter()) {
            if i < 0 || i >= d {
                return None;
            }
            flat = flat
                .checked_mul(usize::try_from(d).ok()?)?
                .checked_add(i as usize)?;
        }
        flat
    };
    if flat >= values.len() {
        return None;
    }
    match values {
        DenseValues::Bits(bits) => element_attr(ctx, elem, bits.get(flat)),
        DenseValues::Complex(parts) => {
            let TypeData::Complex(part) = ctx.type_data(elem) else {
                return None;
            };
            let re = element_attr(ctx, *part, parts.get(2 * flat))?;
            let im = element_attr(ctx, *part, parts.get(2 * flat + 1))?;
            Some(ctx.intern_attr(AttrData::Array([re, im].into())))
        }
        DenseValues::Strings(_) => None,
    }
}
