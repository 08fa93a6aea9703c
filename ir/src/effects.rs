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
/// its results were unused. Terminators and symbols never are; otherwise
/// `op` and, through ops with recursive effects, everything nested in it may
/// only read memory or act on memory it allocates as its own result.
pub fn would_be_trivially_dead(ctx: &Context, body: &Body, op: OpId) -> bool {
    let t = ctx.op_traits(body.op_name(op));
    if t.contains(OpTraits::TERMINATOR) || t.contains(OpTraits::SYMBOL) {
        return false;
    }
    walk_effecting_ops(ctx, body, op, |b, o, info| {
        let Some(info) = info else {
            return false;
        };
        let recursive = info.traits.contains(OpTraits::RECURSIVE_MEMORY_EFFECTS);
        if let Some(f) = info.effects {
            let mut effects = Vec::new();
            f(ctx, b, o, &mut effects);
            // Any effect on a value `o` allocates as its result can go
            // with it; anything else must be a read.
            let allocated = |v: Option<crate::body::ValueId>| {
                v.is_some_and(|v| {
                    b.defining_op(v) == Some(o)
                        && effects
                            .iter()
                            .any(|e| e.kind == MemoryEffectKind::Allocate && e.value == Some(v))
                })
            };
            return effects
                .iter()
                .all(|e| allocated(e.value) || e.kind == MemoryEffectKind::Read);
        }
        recursive
            || info.traits.contains(OpTraits::PURE)
            || info.traits.contains(OpTraits::NO_MEMORY_EFFECT)
    })
}

/// Visits `op` and, below every visited op with recursive memory effects,
/// the ops of its regions (an explicit stack: nesting depth is unbounded),
/// each with its registration (`None` when unregistered). Stops and returns
/// false as soon as `f` does.
pub fn walk_effecting_ops<'b>(
    ctx: &'b Context,
    body: &'b Body,
    op: OpId,
    mut f: impl FnMut(&'b Body, OpId, Option<&'b crate::registry::OpInfo>) -> bool,
) -> bool {
    let mut stack: Vec<(&Body, OpId)> = vec![(body, op)];
    while let Some((b, o)) = stack.pop() {
        let info = ctx.op_info(b.op_name(o));
        if info.is_some_and(|i| i.traits.contains(OpTraits::RECURSIVE_MEMORY_EFFECTS)) {
            let rb = b.regions_body(o);
            for &r in b.op_regions(o) {
                for blk in rb.region_blocks(r) {
                    stack.extend(rb.block_ops(blk).map(|n| (rb, n)));
                }
            }
        }
        if !f(b, o, info) {
            return false;
        }
    }
    true
}

/// MLIR's `isOpTriviallyDead`: unused results and no effects.
pub fn is_trivially_dead(ctx: &Context, body: &Body, op: OpId) -> bool {
    !body.results(op).any(|r| body.has_uses(r)) && would_be_trivially_dead(ctx, body, op)
}
