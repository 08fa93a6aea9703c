//! Memory effects as the passes need them (MLIR's `isMemoryEffectFree` and
//! `wouldOpBeTriviallyDead`), from the registry's traits.

use crate::body::{Body, OpId};
use crate::context::Context;
use crate::registry::{MemoryEffect, MemoryEffectKind, OpTraits};

/// The op's declared memory effects, if it declares them.
pub fn memory_effects(ctx: &Context, body: &Body, op: OpId) -> Option<Vec<MemoryEffect>> {
    let f = ctx.op_info(body.op_name(op))?.effects?;
    let mut v = Vec::new();
    f(ctx, body, op, &mut v);
    Some(v)
}

/// Whether `op` has no memory effects (recursively for ops whose effects are
/// those of their regions). Unregistered ops may have any effect.
pub fn is_memory_effect_free(ctx: &Context, body: &Body, op: OpId) -> bool {
    let Some(info) = ctx.op_info(body.op_name(op)) else {
        return false;
    };
    let t = info.traits;
    if t.contains(OpTraits::PURE) || t.contains(OpTraits::NO_MEMORY_EFFECT) {
        return true;
    }
    if let Some(f) = info.effects {
        let mut v = Vec::new();
        f(ctx, body, op, &mut v);
        if !v.is_empty() {
            return false;
        }
        if !t.contains(OpTraits::RECURSIVE_MEMORY_EFFECTS) {
            return true;
        }
    }
    if !t.contains(OpTraits::RECURSIVE_MEMORY_EFFECTS) {
        return false;
    }
    let rb = body.regions_body(op);
    body.op_regions(op).iter().all(|&r| {
        rb.region_blocks(r)
            .all(|b| rb.block_ops(b).all(|o| is_memory_effect_free(ctx, rb, o)))
    })
}

/// MLIR's `wouldOpBeTriviallyDead`: erasing `op` would change nothing if
/// its results were unused (no effects, not a terminator, not a symbol).
pub fn would_be_trivially_dead(ctx: &Context, body: &Body, op: OpId) -> bool {
    let t = ctx.op_traits(body.op_name(op));
    if t.contains(OpTraits::TERMINATOR) || t.contains(OpTraits::SYMBOL) {
        return false;
    }
    // Only allocations of its own results, or reads: dead when unused.
    if let Some(effects) = memory_effects(ctx, body, op) {
        if !effects.is_empty() {
            let own =
                |v: Option<crate::body::ValueId>| v.and_then(|v| body.defining_op(v)) == Some(op);
            return effects.iter().all(|e| {
                (e.kind == MemoryEffectKind::Allocate && own(e.value))
                    || e.kind == MemoryEffectKind::Read
            });
        }
    }
    is_memory_effect_free(ctx, body, op)
}

/// MLIR's `isOpTriviallyDead`: unused results and no effects.
pub fn is_trivially_dead(ctx: &Context, body: &Body, op: OpId) -> bool {
    !body.results(op).any(|r| body.has_uses(r)) && would_be_trivially_dead(ctx, body, op)
}
