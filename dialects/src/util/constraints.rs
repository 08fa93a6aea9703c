//! ODS type and attribute constraints shared by the memref, tensor,
//! affine and bufferization ops (MLIR's `AnyMemRef`, `AnyRankedTensor`, ...).

use crate::util::shaped::{
    elem_of, is_any_memref, is_memref, is_ranked_tensor, is_tensor, DYNAMIC,
};
use crate::util::strided::strides_and_offset;
use rmlir_ir::Context;
use rmlir_ir::{Attr, AttrData};
use rmlir_ir::{Signedness, Type, TypeData};
use rmlir_ods::constraints::{class, is_float, is_index, is_signless_int};
use rmlir_ods::{AttrConstraint, AttrKind, TypeConstraint};

/// `IndexListArrayAttr`: `[[0, 1], [2]]`.
pub static INDEX_LIST_ARRAY_ATTR: AttrConstraint = AttrConstraint {
    desc: "Array of 64-bit integer array attributes",
    check: |c, a| match c.attr_data(a) {
        AttrData::Array(items) => items.iter().all(|&x| is_i64_array(c, x)),
        _ => false,
    },
    kind: AttrKind::Plain,
};

/// `ConfinedAttr<OptionalAttr<I64Attr>, [IntPositive, IntPowerOf2]>`
/// (alignments of alloc, load, store, realloc).
pub static POSITIVE_POW2_I64_ATTR: AttrConstraint = AttrConstraint {
    desc: "64-bit signless integer attribute whose value is positive and whose value is a power of two > 0",
    check: |c, a| int_attr_of_width(c, a, 64).is_some_and(|v| v > 0 && (v & (v - 1)) == 0),
    kind: AttrKind::Typed(|c| c.common().i64),
};

/// `ConfinedAttr<I32Attr, [IntPositive]>`.
pub static POSITIVE_I32_ATTR: AttrConstraint = AttrConstraint {
    desc: "32-bit signless integer attribute whose value is positive",
    check: |c, a| int_attr_of_width(c, a, 32).is_some_and(|v| v > 0),
    kind: AttrKind::Typed(|c| c.common().i32),
};

/// `BoolAttr`.
pub static BOOL_ATTR: AttrConstraint = AttrConstraint {
    desc: "bool attribute",
    check: |c, a| matches!(c.attr_data(a), AttrData::Integer { ty, .. } if *ty == c.common().i1),
    kind: AttrKind::Plain,
};

/// `DenseI64ArrayAttr` printed as `[1, 2]`.
pub static DENSE_I64_ARRAY_BODY_ATTR: AttrConstraint = AttrConstraint {
    desc: "i64 dense array attribute",
    check: |c, a| matches!(c.attr_data(a), AttrData::DenseArray { elem, .. } if *elem == c.common().i64),
    kind: AttrKind::DenseArrayBody(64),
};

fn elem_int_or_float(ctx: &Context, t: Type) -> bool {
    elem_of(ctx, t).is_some_and(|e| is_signless_int(ctx, e) || is_float(ctx, e))
}

fn elem_int_or_index(ctx: &Context, t: Type) -> bool {
    elem_of(ctx, t).is_some_and(|e| is_signless_int(ctx, e) || is_index(ctx, e))
}

/// `Variadic<Index>`.
pub static VARIADIC_INDEX: TypeConstraint = TypeConstraint {
    desc: "variadic of index",
    build: Some(|c| c.common().index),
    check: is_index,
    class: Some(&class::INDEX),
};

/// `AnyMemRef`.
pub static ANY_MEMREF: TypeConstraint = TypeConstraint {
    desc: "memref of any type values",
    build: None,
    check: is_memref,
    class: Some(&class::MEMREF),
};

/// `Variadic<AnyMemRef>`.
pub static VARIADIC_MEMREF: TypeConstraint = TypeConstraint {
    desc: "variadic of memref of any type values",
    build: None,
    check: is_memref,
    class: Some(&class::MEMREF),
};

/// `AnyRankedOrUnrankedMemRef`.
pub static ANY_RANKED_OR_UNRANKED_MEMREF: TypeConstraint = TypeConstraint {
    desc: "ranked or unranked memref of any type values",
    build: None,
    check: is_any_memref,
    class: Some(&class::BASE_MEMREF),
};

/// `AnyNon0RankedOrUnrankedMemRef`.
pub static NON0_RANKED_OR_UNRANKED_MEMREF: TypeConstraint = TypeConstraint {
    desc: "unranked.memref of any type values or non-0-ranked.memref of any type values",
    build: None,
    check: |c, t| match c.type_data(t) {
        TypeData::UnrankedMemRef { .. } => true,
        TypeData::MemRef { shape, .. } => !shape.is_empty(),
        _ => false,
    },
    class: None,
};

/// `AnyStridedMemRef`.
pub static ANY_STRIDED_MEMREF: TypeConstraint = TypeConstraint {
    desc: "strided memref of any type values",
    build: None,
    check: |c, t| is_memref(c, t) && strides_and_offset(c, t).is_some(),
    class: Some(&class::MEMREF),
};

/// `AnyStaticShapeMemRef`.
pub static STATIC_SHAPE_MEMREF: TypeConstraint = TypeConstraint {
    desc: "statically shaped memref of any type values",
    build: None,
    check: |c, t| is_memref(c, t) && is_static_shape(c, t),
    class: Some(&class::MEMREF),
};

/// `MemRefRankOf<[I8], [1]>`.
pub static MEMREF_1D_I8: TypeConstraint = TypeConstraint {
    desc: "1D memref of 8-bit signless integer values",
    build: None,
    check: |c, t| {
        is_memref(c, t)
            && rank_of(c, t) == Some(1)
            && elem_of(c, t) == Some(c.integer_type(8, Signedness::Signless))
    },
    class: Some(&class::MEMREF),
};

/// `MemRefRankOf<[AnyType], [1]>`.
pub static MEMREF_1D: TypeConstraint = TypeConstraint {
    desc: "1D memref of any type values",
    build: None,
    check: |c, t| is_memref(c, t) && rank_of(c, t) == Some(1),
    class: Some(&class::MEMREF),
};

/// `MemRefRankOf<[AnySignlessInteger, Index], [1]>`.
pub static MEMREF_1D_INT_OR_INDEX: TypeConstraint = TypeConstraint {
    desc: "1D memref of signless integer or index values",
    build: None,
    check: |c, t| is_memref(c, t) && rank_of(c, t) == Some(1) && elem_int_or_index(c, t),
    class: Some(&class::MEMREF),
};

/// `MemRefOf<[AnySignlessInteger, AnyFloat]>`.
pub static MEMREF_INT_OR_FLOAT: TypeConstraint = TypeConstraint {
    desc: "memref of signless integer or floating-point values",
    build: None,
    check: |c, t| is_memref(c, t) && elem_int_or_float(c, t),
    class: Some(&class::MEMREF),
};

/// `AnyTypeOf<[AnySignlessInteger, AnyFloat]>`.
pub static INT_OR_FLOAT: TypeConstraint = TypeConstraint {
    desc: "signless integer or floating-point",
    build: None,
    check: |c, t| is_signless_int(c, t) || is_float(c, t),
    class: None,
};

/// `AnyStridedMemRefOfRank<0>`.
pub static STRIDED_MEMREF_RANK0: TypeConstraint = TypeConstraint {
    desc: "strided memref of any type values of rank 0",
    build: None,
    check: |c, t| is_memref(c, t) && rank_of(c, t) == Some(0) && strides_and_offset(c, t).is_some(),
    class: None,
};

/// `AnyTensor`.
pub static ANY_TENSOR: TypeConstraint = TypeConstraint {
    desc: "tensor of any type values",
    build: None,
    check: is_tensor,
    class: Some(&class::TENSOR),
};

/// `AnyRankedTensor`.
pub static ANY_RANKED_TENSOR: TypeConstraint = TypeConstraint {
    desc: "ranked tensor of any type values",
    build: None,
    check: is_ranked_tensor,
    class: Some(&class::RANKED_TENSOR),
};

/// `Variadic<AnyRankedTensor>`.
pub static VARIADIC_RANKED_TENSOR: TypeConstraint = TypeConstraint {
    desc: "variadic of ranked tensor of any type values",
    build: None,
    check: is_ranked_tensor,
    class: Some(&class::RANKED_TENSOR),
};

/// `AnyNon0RankedOrUnrankedTensor`.
pub static NON0_RANKED_OR_UNRANKED_TENSOR: TypeConstraint = TypeConstraint {
    desc: "non-0-ranked or unranked tensor",
    build: None,
    check: |c, t| match c.type_data(t) {
        TypeData::UnrankedTensor { .. } => true,
        TypeData::RankedTensor { shape, .. } => !shape.is_empty(),
        _ => false,
    },
    class: Some(&class::TENSOR),
};

/// `AnyStaticShapeTensor`.
pub static STATIC_SHAPE_TENSOR: TypeConstraint = TypeConstraint {
    desc: "statically shaped tensor of any type values",
    build: None,
    check: |c, t| is_ranked_tensor(c, t) && is_static_shape(c, t),
    class: Some(&class::RANKED_TENSOR),
};

/// `TensorRankOf<[AnySignlessInteger, Index], [1]>`.
pub static TENSOR_1D_INT_OR_INDEX: TypeConstraint = TypeConstraint {
    desc: "1D tensor of signless integer or index values",
    build: None,
    check: |c, t| is_ranked_tensor(c, t) && rank_of(c, t) == Some(1) && elem_int_or_index(c, t),
    class: Some(&class::RANKED_TENSOR),
};

/// `RankedTensorOf<[AnySignlessIntegerOrIndex]>`.
pub static RANKED_TENSOR_INT_OR_INDEX: TypeConstraint = TypeConstraint {
    desc: "ranked tensor of signless integer or index values",
    build: None,
    check: |c, t| is_ranked_tensor(c, t) && elem_int_or_index(c, t),
    class: Some(&class::RANKED_TENSOR),
};

/// `TensorOf<[AnySignlessInteger, AnyUnsignedInteger, AnySignedInteger, AnyFloat]>`.
pub static BITCASTABLE_TENSOR: TypeConstraint = TypeConstraint {
    desc:
        "tensor of signless integer or unsigned integer or signed integer or floating-point values",
    build: None,
    check: |c, t| {
        is_tensor(c, t)
            && elem_of(c, t).is_some_and(|e| {
                matches!(
                    c.type_data(e),
                    TypeData::Integer { .. } | TypeData::Float(_)
                )
            })
    },
    class: Some(&class::TENSOR),
};

/// `AnyTypeOf<[AnySignlessInteger, Index, AnyFloat], "integer/index/float type">`.
pub static INT_INDEX_OR_FLOAT: TypeConstraint = TypeConstraint {
    desc: "integer/index/float type",
    build: None,
    check: |c, t| is_signless_int(c, t) || is_index(c, t) || is_float(c, t),
    class: None,
};

fn int_attr_of_width(ctx: &Context, a: Attr, width: u32) -> Option<i64> {
    match ctx.attr_data(a) {
        AttrData::Integer { ty, value } => match ctx.type_data(*ty) {
            TypeData::Integer {
                width: w,
                signedness: Signedness::Signless,
            } if *w == width => value.to_i64_signed(),
            _ => None,
        },
        _ => None,
    }
}

fn is_i64_array(ctx: &Context, a: Attr) -> bool {
    match ctx.attr_data(a) {
        AttrData::Array(items) => items
            .iter()
            .all(|&x| int_attr_of_width(ctx, x, 64).is_some()),
        _ => false,
    }
}

fn rank_of(ctx: &Context, t: Type) -> Option<usize> {
    ctx.type_data(t).shape().map(|s| s.len())
}

fn is_static_shape(ctx: &Context, t: Type) -> bool {
    ctx.type_data(t)
        .shape()
        .is_some_and(|s| s.iter().all(|&d| d != DYNAMIC))
}
