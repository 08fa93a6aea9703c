//! Canonicalization patterns of the tensor dialect (MLIR 22's
//! `TensorOps.cpp`), one module per op family, and the cast-folding helpers
//! they share with the folders in [`super::fold`].

use crate::tensor::CastOp;
use crate::util::attrs::i64_array_attr;
use crate::util::build::{create, is_op};
use crate::util::shaped::{elem_of, encoding_of, DYNAMIC};
use crate::util::slice::Mixed;
use rmlir_ir::pattern::PatternRewriter;
use rmlir_ir::Context;
use rmlir_ir::{Body, OpId, ValueId};
use rmlir_ir::{Type, TypeData};
use rmlir_ods::operand_group;

/// Shape of a ranked tensor type.
pub(crate) fn tensor_shape(ctx: &Context, t: Type) -> Option<Vec<i64>> {
    match ctx.type_data(t) {
        TypeData::RankedTensor { shape, .. } => Some(shape.to_vec()),
        _ => None,
    }
}

/// MLIR's `preservesStaticInformation(source, target)`.
pub(crate) fn preserves_static_information(ctx: &Context, source: Type, target: Type) -> bool {
    let (Some(s), Some(t)) = (tensor_shape(ctx, source), tensor_shape(ctx, target)) else {
        return false;
    };
    if elem_of(ctx, source) != elem_of(ctx, target) || s.len() != t.len() {
        return false;
    }
    if encoding_of(ctx, source) != encoding_of(ctx, target) {
        return false;
    }
    !s.iter()
        .zip(&t)
        .any(|(&a, &b)| a != DYNAMIC && b == DYNAMIC)
}

/// MLIR's `tensor::canFoldIntoConsumerOp`.
pub(crate) fn can_fold_into_consumer(ctx: &Context, body: &Body, cast: OpId) -> bool {
    preserves_static_information(
        ctx,
        body.value_type(body.result(cast, 0)),
        body.value_type(CastOp(cast).source(ctx, body)),
    )
}

/// MLIR's `tensor::canFoldIntoProducerOp`.
pub(crate) fn can_fold_into_producer(ctx: &Context, body: &Body, cast: OpId) -> bool {
    preserves_static_information(
        ctx,
        body.value_type(CastOp(cast).source(ctx, body)),
        body.value_type(body.result(cast, 0)),
    )
}

/// The `tensor.cast` defining `v`, if any.
pub(crate) fn defining_cast(ctx: &Context, body: &Body, v: ValueId) -> Option<OpId> {
    body.defining_op(v)
        .filter(|&d| is_op(ctx, body, d, "tensor.cast"))
}

/// MLIR's `foldTensorCast`: operands defined by a foldable `tensor.cast`
/// use its source.
pub(crate) fn fold_tensor_cast(ctx: &Context, body: &mut Body, op: OpId) -> bool {
    let mut folded = false;
    for i in 0..body.num_operands(op) {
        let v = body.operand(op, i);
        if let Some(c) = defining_cast(ctx, body, v) {
            if can_fold_into_consumer(ctx, body, c) {
                let src = CastOp(c).source(ctx, body);
                body.set_operand(op, i, src);
                folded = true;
            }
        }
    }
    folded
}

// ----- folders ----------------------------------------------------------------------

/// The mixed lists of a `tensor.insert_slice` (operand groups 2, 3, 4).
pub(crate) fn insert_slice_mixed(ctx: &Context, body: &Body, op: OpId) -> Mixed {
    let list = |name: &str, group: usize| {
        let statics = i64_array_attr(ctx, body, op, name);
        let dyns = operand_group(ctx, body, op, group);
        let mut k = 0;
        statics
            .iter()
            .map(|&s| {
                if s == DYNAMIC {
                    k += 1;
                    Err(dyns[k - 1])
                } else {
                    Ok(s)
                }
            })
            .collect()
    };
    Mixed {
        offsets: list("static_offsets", 2),
        sizes: list("static_sizes", 3),
        strides: list("static_strides", 4),
    }
}

// ----- patterns ----------------------------------------------------------------------

/// Creates a `tensor.extract_slice` of `source` with these lists.
pub(crate) fn create_extract_slice(
    rw: &mut PatternRewriter<'_>,
    m: &Mixed,
    source: ValueId,
    ty: Type,
    loc: rmlir_ir::Loc,
) -> ValueId {
    let (operands, p) = m.build(rw.ctx, source);
    let op = create(rw, "tensor.extract_slice", loc, &operands, &[ty], &[], p, 0);
    rw.body().result(op, 0)
}

// ----- tensor.insert_slice ------------------------------------------------------------

/// Whether two mixed lists are the same (static values or the same SSA
/// values).
pub(crate) fn same_mixed(a: &Mixed, b: &Mixed) -> bool {
    a.offsets == b.offsets && a.sizes == b.sizes && a.strides == b.strides
}

mod cast;
pub(crate) use cast::{bitcast_patterns, cast_patterns};

mod dim;
pub(crate) use dim::dim_patterns;

mod empty;
pub(crate) use empty::empty_patterns;

mod elements;
pub(crate) use elements::{
    concat_patterns, extract_patterns, from_elements_patterns, generate_patterns,
};

mod slice;
pub(crate) use slice::{extract_slice_patterns, insert_slice_patterns};

mod pad;
pub(crate) use pad::pad_patterns;

mod reshape;
pub(crate) use reshape::{collapse_shape_patterns, expand_shape_patterns};
