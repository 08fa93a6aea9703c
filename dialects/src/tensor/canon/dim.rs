//! `tensor.dim` of casts, destination-style ops and reshapes.

use crate::tensor::canon::defining_cast;
use crate::tensor::{CastOp, DimOp, InsertOp, InsertSliceOp, ReshapeOp};
use crate::util::build::{create, is_op, pattern};
use crate::util::shaped::elem_of;
use rmlir_ir::pattern::{PatternRewriter, RewritePattern};
use rmlir_ir::Context;
use rmlir_ir::OpId;

/// `DimOfCastOp`: `dim(cast(x))` is `dim(x)`.
pub(super) struct DimOfCastOp;

impl DimOfCastOp {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let Some(cast) = defining_cast(ctx, rw.body(), DimOp(op).source(ctx, rw.body())) else {
            return false;
        };
        let src = CastOp(cast).source(ctx, rw.body());
        let index = DimOp(op).index(ctx, rw.body());
        let loc = rw.body().op_loc(op);
        rw.set_insertion_point_before(op);
        let d = create(
            rw,
            "tensor.dim",
            loc,
            &[src, index],
            &[ctx.common().index],
            &[],
            None,
            0,
        );
        let d = rw.body().result(d, 0);
        rw.replace_op(op, &[d]);
        true
    }
}

pattern!(
    DimOfCastOp,
    "tensor.dim",
    "(anonymous namespace)::DimOfCastOp"
);

/// `DimOfDestStyleOp`: the dim of a destination-style op's result is the
/// dim of the init operand it ties to (in place). The destination-style
/// ops rmlir ships are `tensor.insert` and `tensor.insert_slice`, whose one
/// result ties to their `dest` (operand 1).
pub(super) struct DimOfDestStyleOp;

impl DimOfDestStyleOp {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let source = DimOp(op).source(ctx, rw.body());
        let Some(d) = rw.body().defining_op(source) else {
            return false;
        };
        let init = if let Some(insert) = InsertOp::cast(ctx, rw.body(), d) {
            insert.dest(ctx, rw.body())
        } else if let Some(insert) = InsertSliceOp::cast(ctx, rw.body(), d) {
            insert.dest(ctx, rw.body())
        } else {
            return false;
        };
        DimOp(op).set_source(ctx, rw, init);
        true
    }
}

pattern!(
    DimOfDestStyleOp,
    "tensor.dim",
    "(anonymous namespace)::DimOfDestStyleOp"
);

/// `DimOfReshapeOp`: `dim(reshape(x, shape), i)` extracts `shape[i]`.
pub(super) struct DimOfReshapeOp;

impl DimOfReshapeOp {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let Some(reshape) = rw
            .body()
            .defining_op(DimOp(op).source(ctx, rw.body()))
            .filter(|&d| is_op(ctx, rw.body(), d, "tensor.reshape"))
        else {
            return false;
        };
        let shape = ReshapeOp(reshape).shape(ctx, rw.body());
        let index = DimOp(op).index(ctx, rw.body());
        let loc = rw.body().op_loc(op);
        let Some(elem) = elem_of(ctx, rw.body().value_type(shape)) else {
            return false;
        };
        rw.set_insertion_point_after(op);
        let e = create(
            rw,
            "tensor.extract",
            loc,
            &[shape, index],
            &[elem],
            &[],
            None,
            0,
        );
        let mut v = rw.body().result(e, 0);
        let index_ty = ctx.common().index;
        if elem != index_ty {
            let c = create(rw, "arith.index_cast", loc, &[v], &[index_ty], &[], None, 0);
            v = rw.body().result(c, 0);
        }
        rw.replace_op(op, &[v]);
        true
    }
}

pattern!(
    DimOfReshapeOp,
    "tensor.dim",
    "(anonymous namespace)::DimOfReshapeOp"
);

/// `tensor.dim` patterns.
pub(crate) fn dim_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(Box::new(DimOfCastOp));
    out.push(Box::new(DimOfDestStyleOp));
    out.push(Box::new(DimOfReshapeOp));
}
