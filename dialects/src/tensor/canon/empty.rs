//! `tensor.empty`: constant and `dim`-derived sizes moved into the type.

use crate::tensor::canon::{can_fold_into_producer, tensor_shape};
use crate::tensor::{CastOp, DimOp};
use crate::util::build::{create, create_cast, is_op, pattern};
use crate::util::constant::const_int;
use crate::util::shaped::{dynamic_dim_index, elem_of, encoding_of, tensor_type, DYNAMIC};
use rmlir_ir::pattern::{PatternRewriter, RewritePattern};
use rmlir_ir::Context;
use rmlir_ir::Type;
use rmlir_ir::{Body, OpId, ValueId};

/// The dynamic size operand of a `tensor.empty` for dim `i`.
pub(super) fn empty_dynamic_size(
    ctx: &Context,
    body: &Body,
    empty: OpId,
    i: usize,
) -> Option<ValueId> {
    let shape = tensor_shape(ctx, body.value_type(body.result(empty, 0)))?;
    if shape.get(i) != Some(&DYNAMIC) {
        return None;
    }
    let k = dynamic_dim_index(&shape, i);
    (k < body.num_operands(empty)).then(|| body.operand(empty, k))
}

/// Creates `tensor.empty(sizes) : ty`.
pub(super) fn create_empty(
    rw: &mut PatternRewriter<'_>,
    sizes: &[ValueId],
    ty: Type,
    loc: rmlir_ir::Loc,
) -> ValueId {
    let op = create(rw, "tensor.empty", loc, sizes, &[ty], &[], None, 0);
    rw.body().result(op, 0)
}

/// `FoldEmptyTensorWithCastOp`: a cast to a more static type of a
/// `tensor.empty` becomes an empty tensor of the cast's type.
pub(super) struct FoldEmptyTensorWithCastOp;

impl FoldEmptyTensorWithCastOp {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        if !can_fold_into_producer(ctx, rw.body(), op) {
            return false;
        }
        let Some(empty) = rw
            .body()
            .defining_op(CastOp(op).source(ctx, rw.body()))
            .filter(|&d| is_op(ctx, rw.body(), d, "tensor.empty"))
        else {
            return false;
        };
        let rt = rw.body().value_type(rw.body().result(op, 0));
        let (Some(rshape), Some(eshape)) = (
            tensor_shape(ctx, rt),
            tensor_shape(ctx, rw.body().value_type(rw.body().result(empty, 0))),
        ) else {
            return false;
        };
        if rshape.len() != eshape.len() {
            return false;
        }
        let mut new_shape = Vec::with_capacity(rshape.len());
        let mut sizes = Vec::new();
        for (i, (&r, &e)) in rshape.iter().zip(&eshape).enumerate() {
            if e != DYNAMIC {
                if r == DYNAMIC || r != e {
                    return false;
                }
                new_shape.push(e);
            } else if r != DYNAMIC {
                new_shape.push(r);
            } else {
                new_shape.push(DYNAMIC);
                match empty_dynamic_size(ctx, rw.body(), empty, i) {
                    Some(v) => sizes.push(v),
                    None => return false,
                }
            }
        }
        let Some(elem) = elem_of(ctx, rt) else {
            return false;
        };
        let ty = tensor_type(ctx, &new_shape, elem, None);
        let loc = rw.body().op_loc(op);
        rw.set_insertion_point_before(op);
        let e = create_empty(rw, &sizes, ty, loc);
        rw.replace_op(op, &[e]);
        true
    }
}

pattern!(
    FoldEmptyTensorWithCastOp,
    "tensor.cast",
    "(anonymous namespace)::FoldEmptyTensorWithCastOp"
);

/// `FoldEmptyTensorWithDimOp`: `dim(empty(..., %d, ...), i)` is `%d`.
pub(super) struct FoldEmptyTensorWithDimOp;

impl FoldEmptyTensorWithDimOp {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let Some(index) = const_int(ctx, rw.body(), DimOp(op).index(ctx, rw.body())) else {
            return false;
        };
        let Some(empty) = rw
            .body()
            .defining_op(DimOp(op).source(ctx, rw.body()))
            .filter(|&d| is_op(ctx, rw.body(), d, "tensor.empty"))
        else {
            return false;
        };
        if index < 0 {
            return false;
        }
        let Some(v) = empty_dynamic_size(ctx, rw.body(), empty, index as usize) else {
            return false;
        };
        rw.replace_op(op, &[v]);
        true
    }
}

pattern!(
    FoldEmptyTensorWithDimOp,
    "tensor.dim",
    "(anonymous namespace)::FoldEmptyTensorWithDimOp"
);

/// `ReplaceEmptyTensorStaticShapeDims`: constant non-negative sizes move
/// into the type; a cast restores it.
pub(super) struct ReplaceEmptyTensorStaticShapeDims;

impl ReplaceEmptyTensorStaticShapeDims {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let ty = rw.body().value_type(rw.body().result(op, 0));
        let Some(shape) = tensor_shape(ctx, ty) else {
            return false;
        };
        let sizes: Vec<ValueId> = rw.body().operands(op).collect();
        let mut new_shape = shape.clone();
        let mut new_sizes = Vec::new();
        let mut k = 0;
        for d in new_shape.iter_mut() {
            if *d != DYNAMIC {
                continue;
            }
            let Some(&v) = sizes.get(k) else {
                return false;
            };
            k += 1;
            match const_int(ctx, rw.body(), v) {
                Some(c) if c >= 0 => *d = c,
                _ => new_sizes.push(v),
            }
        }
        if new_shape == shape {
            return false;
        }
        let Some(elem) = elem_of(ctx, ty) else {
            return false;
        };
        let new_ty = tensor_type(ctx, &new_shape, elem, encoding_of(ctx, ty));
        let loc = rw.body().op_loc(op);
        rw.set_insertion_point_before(op);
        let e = create_empty(rw, &new_sizes, new_ty, loc);
        let c = create_cast(rw, "tensor.cast", e, ty, loc);
        rw.replace_op(op, &[c]);
        true
    }
}

pattern!(
    ReplaceEmptyTensorStaticShapeDims,
    "tensor.empty",
    "(anonymous namespace)::ReplaceEmptyTensorStaticShapeDims"
);

/// `tensor.empty` patterns (two of them rooted at other ops).
pub(crate) fn empty_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(Box::new(FoldEmptyTensorWithCastOp));
    out.push(Box::new(FoldEmptyTensorWithDimOp));
    out.push(Box::new(ReplaceEmptyTensorStaticShapeDims));
}
