//! Atomics: `memref.atomic_rmw`, `memref.generic_atomic_rmw` and
//! `memref.atomic_yield`.

use super::{attr_int, operand_type, result_type, VResult};
use crate::util::diag::{plain_error, quoted};
use crate::util::regions::entry_block;
use crate::util::shaped::{elem_of, shape_of};
use rmlir_ir::registry::OpTraits;
use rmlir_ir::verify::op_error;
use rmlir_ir::Context;
use rmlir_ir::TypeData;
use rmlir_ir::{Body, OpId};

const FLOAT_KINDS: &[i64] = &[0, 4, 8, 12];
const INT_KINDS: &[i64] = &[1, 2, 6, 7, 10, 11, 13, 14, 15];

/// `memref.atomic_rmw`.
pub fn verify_atomic_rmw(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let vt = operand_type(body, op, 0);
    let mt = operand_type(body, op, 1);
    if elem_of(ctx, mt) != Some(vt) {
        return Err(op_error(
            ctx,
            body,
            op,
            "failed to verify that value type matches element type of memref",
        ));
    }
    let rank = shape_of(ctx, mt).map_or(0, |s| s.len());
    if rank != body.num_operands(op) - 2 {
        return Err(op_error(
            ctx,
            body,
            op,
            "expects the number of subscripts to be equal to memref rank",
        ));
    }
    let kind = attr_int(ctx, body, op, "kind").unwrap_or(-1);
    let name = crate::memref::ATOMIC_RMW_KINDS
        .iter()
        .find(|c| c.1 == kind)
        .map_or("", |c| c.0);
    if FLOAT_KINDS.contains(&kind) && !matches!(ctx.type_data(vt), TypeData::Float(_)) {
        return Err(op_error(
            ctx,
            body,
            op,
            format!("with kind '{name}' expects a floating-point type"),
        ));
    }
    if INT_KINDS.contains(&kind) && !matches!(ctx.type_data(vt), TypeData::Integer { .. }) {
        return Err(op_error(
            ctx,
            body,
            op,
            format!("with kind '{name}' expects an integer type"),
        ));
    }
    Ok(())
}

/// `memref.atomic_yield` (its parent is checked first, as `ExpectedParents`).
pub fn verify_atomic_yield(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let Some(parent) = body.parent_op(op) else {
        return Ok(());
    };
    let Some(pt) = body.results(parent).next().map(|v| body.value_type(v)) else {
        return Ok(());
    };
    let t = operand_type(body, op, 0);
    if t != pt {
        return Err(op_error(
            ctx,
            body,
            op,
            format!(
                "types mismatch between yield op: {} and its parent: {}",
                quoted(ctx, t),
                quoted(ctx, pt)
            ),
        ));
    }
    Ok(())
}

/// Whether an op has no memory effects (MLIR's `isMemoryEffectFree`).
fn effect_free(ctx: &Context, body: &Body, op: OpId) -> Result<(), OpId> {
    let traits = ctx.op_traits(body.op_name(op));
    if traits.contains(OpTraits::PURE) || traits.contains(OpTraits::NO_MEMORY_EFFECT) {
        return Ok(());
    }
    if !traits.contains(OpTraits::RECURSIVE_MEMORY_EFFECTS) {
        return Err(op);
    }
    let rb = body.regions_body(op);
    for &r in body.op_regions(op) {
        for b in rb.region_blocks(r) {
            for o in rb.block_ops(b) {
                effect_free(ctx, rb, o)?;
            }
        }
    }
    Ok(())
}

/// `memref.generic_atomic_rmw`.
pub fn verify_generic_atomic_rmw(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let mt = operand_type(body, op, 0);
    let rt = result_type(body, op);
    if elem_of(ctx, mt) != Some(rt) {
        return Err(op_error(
            ctx,
            body,
            op,
            "failed to verify that result type matches element type of memref",
        ));
    }
    let Some((rb, entry)) = entry_block(body, op, 0) else {
        return Err(op_error(
            ctx,
            body,
            op,
            "expected single number of entry block arguments",
        ));
    };
    let args = rb.block_args(entry);
    if args.len() != 1 {
        return Err(op_error(
            ctx,
            body,
            op,
            "expected single number of entry block arguments",
        ));
    }
    if rb.value_type(args[0]) != rt {
        return Err(op_error(
            ctx,
            body,
            op,
            "expected block argument of the same type result type",
        ));
    }
    for r in body.op_regions(op).iter().copied() {
        for b in rb.region_blocks(r) {
            for o in rb.block_ops(b) {
                if let Err(bad) = effect_free(ctx, rb, o) {
                    let _ = bad;
                    return Err(plain_error(
                        ctx,
                        rb,
                        o,
                        "body of 'memref.generic_atomic_rmw' should contain only operations with no side effects",
                    ));
                }
            }
        }
    }
    Ok(())
}
