//! Folders of the scf dialect (MLIR 22's `SCF.cpp`): `scf.if` on a negated
//! condition swaps its regions.

use rmlir_ir::registry::FoldResult;
use rmlir_ir::Attr;
use rmlir_ir::Context;
use rmlir_ir::{BlockId, Body, OpId};

use super::canon::region;
use crate::arith::XOrIOp;
use crate::scf::IfOp;
use crate::util::build::is_op;
use crate::util::constant::is_one;

/// `IfOp::fold`: `if (xor %c, true)` swaps its regions and branches on
/// `%c`.
pub fn fold_if(ctx: &Context, body: &mut Body, op: OpId, _: &[Option<Attr>]) -> FoldResult {
    let else_r = region(body, op, 1);
    if body.region_is_empty(else_r) {
        return FoldResult::None;
    }
    let cond = IfOp(op).condition(ctx, body);
    let Some(x) = body
        .defining_op(cond)
        .filter(|&d| is_op(ctx, body, d, "arith.xori"))
    else {
        return FoldResult::None;
    };
    if !is_one(ctx, body, XOrIOp(x).rhs(ctx, body)) {
        return FoldResult::None;
    }
    let lhs = XOrIOp(x).lhs(ctx, body);
    IfOp(op).set_condition(ctx, body, lhs);
    let then_r = region(body, op, 0);
    let then_blocks: Vec<BlockId> = body.region_blocks(then_r).collect();
    let else_blocks: Vec<BlockId> = body.region_blocks(else_r).collect();
    for b in else_blocks {
        body.move_block_before(b, then_r, then_blocks.first().copied());
    }
    for b in then_blocks {
        body.move_block_before(b, else_r, None);
    }
    FoldResult::InPlace
}
