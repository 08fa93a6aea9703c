//! `tensor.cast` and `tensor.bitcast`: chains of casts, casts of slices.

use crate::tensor::canon::{
    can_fold_into_producer, create_extract_slice, defining_cast, tensor_shape,
};
use crate::tensor::{BitcastOp, CastOp, ExtractSliceOp};
use crate::util::build::{create_cast, is_op, pattern};
use crate::util::shaped::{elem_of, tensor_type, DYNAMIC};
use crate::util::slice::{rank_reduction_mask, Mixed};
use rmlir_ir::pattern::{PatternRewriter, RewritePattern};
use rmlir_ir::Context;
use rmlir_ir::OpId;
use rmlir_ir::Type;

/// MLIR's `joinShapes` of two tensor types (`None`: no join).
pub(super) fn join_shapes(ctx: &Context, a: Type, b: Type) -> Option<Type> {
    let (Some(sa), Some(sb)) = (tensor_shape(ctx, a), tensor_shape(ctx, b)) else {
        return Some(if tensor_shape(ctx, a).is_none() { b } else { a });
    };
    if sa.len() != sb.len() {
        return None;
    }
    let mut join = Vec::with_capacity(sa.len());
    for (&x, &y) in sa.iter().zip(&sb) {
        if x == DYNAMIC {
            join.push(y);
        } else if y == DYNAMIC || x == y {
            join.push(x);
        } else {
            return None;
        }
    }
    Some(tensor_type(ctx, &join, elem_of(ctx, a)?, None))
}

/// `ChainedTensorCast`: `cast(cast(x))` becomes one cast when no runtime
/// check is lost.
pub(super) struct ChainedTensorCast;

impl ChainedTensorCast {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let Some(inner) = defining_cast(ctx, rw.body(), CastOp(op).source(ctx, rw.body())) else {
            return false;
        };
        let src = CastOp(inner).source(ctx, rw.body());
        let st = rw.body().value_type(src);
        let it = rw.body().value_type(rw.body().result(inner, 0));
        let rt = rw.body().value_type(rw.body().result(op, 0));
        let Some(first) = join_shapes(ctx, st, it).and_then(|j| join_shapes(ctx, j, rt)) else {
            return false;
        };
        if join_shapes(ctx, st, rt) != Some(first) {
            return false;
        }
        let loc = rw.body().op_loc(op);
        rw.set_insertion_point_before(op);
        let c = create_cast(rw, "tensor.cast", src, rt, loc);
        rw.replace_op(op, &[c]);
        true
    }
}

pattern!(
    ChainedTensorCast,
    "tensor.cast",
    "(anonymous namespace)::ChainedTensorCast"
);

/// `TensorCastExtractSlice`: a cast to a more static type of an
/// `extract_slice` becomes a slice with those static sizes.
pub(super) struct TensorCastExtractSlice;

impl TensorCastExtractSlice {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let rt = rw.body().value_type(rw.body().result(op, 0));
        let Some(rshape) = tensor_shape(ctx, rt) else {
            return false;
        };
        let src = CastOp(op).source(ctx, rw.body());
        let Some(slice) = rw
            .body()
            .defining_op(src)
            .filter(|&d| is_op(ctx, rw.body(), d, "tensor.extract_slice"))
        else {
            return false;
        };
        if !can_fold_into_producer(ctx, rw.body(), op)
            || tensor_shape(ctx, rw.body().value_type(src)) == Some(rshape.clone())
        {
            return false;
        }
        let mut m = Mixed::of(ctx, rw.body(), slice);
        let static_sizes = Mixed::statics(&m.sizes);
        let slice_shape =
            tensor_shape(ctx, rw.body().value_type(rw.body().result(slice, 0))).unwrap_or_default();
        let mask = rank_reduction_mask(&static_sizes, &slice_shape);
        let mut k = 0;
        for i in 0..m.sizes.len() {
            if mask.as_ref().is_some_and(|mk| mk[i]) {
                continue;
            }
            let Some(&d) = rshape.get(k) else {
                return false;
            };
            k += 1;
            if d == DYNAMIC {
                continue;
            }
            m.sizes[i] = Ok(d);
        }
        let loc = rw.body().op_loc(op);
        let source = ExtractSliceOp(slice).source(ctx, rw.body());
        rw.set_insertion_point_before(op);
        let nv = create_extract_slice(rw, &m, source, rt, loc);
        rw.replace_op(op, &[nv]);
        true
    }
}

pattern!(
    TensorCastExtractSlice,
    "tensor.cast",
    "(anonymous namespace)::TensorCastExtractSlice"
);

/// `ChainedTensorBitcast`: `bitcast(bitcast(x))` is one bitcast.
pub(super) struct ChainedTensorBitcast;

impl ChainedTensorBitcast {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let Some(inner) = rw
            .body()
            .defining_op(BitcastOp(op).source(ctx, rw.body()))
            .filter(|&d| is_op(ctx, rw.body(), d, "tensor.bitcast"))
        else {
            return false;
        };
        let src = BitcastOp(inner).source(ctx, rw.body());
        let ty = rw.body().value_type(rw.body().result(op, 0));
        let loc = rw.body().op_loc(op);
        rw.set_insertion_point_before(op);
        let c = create_cast(rw, "tensor.bitcast", src, ty, loc);
        rw.replace_op(op, &[c]);
        true
    }
}

pattern!(
    ChainedTensorBitcast,
    "tensor.bitcast",
    "(anonymous namespace)::ChainedTensorBitcast"
);

/// `tensor.bitcast` patterns.
pub(crate) fn bitcast_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(Box::new(ChainedTensorBitcast));
}

/// `tensor.cast` patterns.
pub(crate) fn cast_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(Box::new(ChainedTensorCast));
    out.push(Box::new(TensorCastExtractSlice));
}
