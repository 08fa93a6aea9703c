//! `memref.dim` of `memref.reshape` replaced by a load of the shape operand.

use crate::memref::{DimOp, ReshapeOp};
use crate::util::attrs::props;
use crate::util::build::{create, is_op, pattern};
use crate::util::shaped::elem_of;
use rmlir_ir::pattern::{PatternRewriter, RewritePattern};
use rmlir_ir::AttrData;
use rmlir_ir::Context;
use rmlir_ir::{Body, OpId, ValueId};
use rmlir_numerics::apint::APInt;

/// The block holding `v` (MLIR's `Value::getParentBlock`).
pub(super) fn value_block(body: &Body, v: ValueId) -> Option<rmlir_ir::BlockId> {
    match body.value_def(v) {
        rmlir_ir::ValueDef::Arg { block, .. } => Some(block),
        rmlir_ir::ValueDef::Result { op, .. } => body.op_block(op),
    }
}

/// Whether region `a` properly contains region `b`.
pub(super) fn region_properly_contains(
    body: &Body,
    a: rmlir_ir::RegionId,
    mut b: rmlir_ir::RegionId,
) -> bool {
    loop {
        let Some(p) = body.region_parent(b) else {
            return false;
        };
        let Some(pb) = body.op_block(p) else {
            return false;
        };
        b = body.block_region(pb);
        if b == a {
            return true;
        }
    }
}

/// Whether `a` comes before `b` in their block.
pub(super) fn is_before_in_block(body: &Body, a: OpId, b: OpId) -> bool {
    let mut cur = body.next_op(a);
    while let Some(o) = cur {
        if o == b {
            return true;
        }
        cur = body.next_op(o);
    }
    false
}

/// `DimOfMemRefReshape`: `dim(reshape(x, shape), i)` loads `shape[i]` right
/// after the reshape when `i` is known to dominate it.
pub(super) struct DimOfMemRefReshape;

impl DimOfMemRefReshape {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let Some(reshape) = rw
            .body()
            .defining_op(DimOp(op).source(ctx, rw.body()))
            .filter(|&d| is_op(ctx, rw.body(), d, "memref.reshape"))
        else {
            return false;
        };
        let index = DimOp(op).index(ctx, rw.body());
        let (Some(ib), Some(rb), Some(db)) = (
            value_block(rw.body(), index),
            rw.body().op_block(reshape),
            rw.body().op_block(op),
        ) else {
            return false;
        };
        if ib == rb {
            if let Some(d) = rw.body().defining_op(index) {
                if is_before_in_block(rw.body(), reshape, d) {
                    return false;
                }
            }
        } else if db != rb
            && !region_properly_contains(
                rw.body(),
                rw.body().block_region(ib),
                rw.body().block_region(rb),
            )
        {
            return false;
        }
        let shape = ReshapeOp(reshape).shape(ctx, rw.body());
        let Some(elem) = elem_of(ctx, rw.body().value_type(shape)) else {
            return false;
        };
        let loc = rw.body().op_loc(op);
        rw.set_insertion_point_after(reshape);
        // The builder sets the default `nontemporal = false`.
        let nontemporal = ctx.intern_attr(AttrData::Integer {
            ty: ctx.common().i1,
            value: APInt::from_u64(1, 0),
        });
        let p = props(ctx, &[("nontemporal", nontemporal)]);
        let l = create(rw, "memref.load", loc, &[shape, index], &[elem], &[], p, 0);
        let mut v = rw.body().result(l, 0);
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
    DimOfMemRefReshape,
    "memref.dim",
    "(anonymous namespace)::DimOfMemRefReshape"
);

/// `memref.dim` patterns.
pub(crate) fn dim_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(Box::new(DimOfMemRefReshape));
}
