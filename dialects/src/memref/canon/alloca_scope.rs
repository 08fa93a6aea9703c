//! `memref.alloca_scope`: inlining scopes without allocations and hoisting
//! stack allocations out of nested scopes.

use crate::memref::canon::dim::{region_properly_contains, value_block};
use crate::util::build::{is_op, pattern};
use rmlir_ir::pattern::{PatternRewriter, RewritePattern};
use rmlir_ir::Context;
use rmlir_ir::{Body, OpId, ValueId};

/// Whether `op` itself may allocate on the automatic allocation scope
/// (MLIR's `isOpItselfPotentialAutomaticAllocation`): ops without declared
/// effects may, ops with recursive effects do not, `memref.alloca` does.
pub(super) fn potential_automatic_allocation(ctx: &Context, body: &Body, op: OpId) -> bool {
    let Some(info) = ctx.op_info(body.op_name(op)) else {
        return true;
    };
    let traits = info.traits;
    use rmlir_ir::registry::OpTraits;
    if traits.contains(OpTraits::RECURSIVE_MEMORY_EFFECTS) {
        return false;
    }
    if traits.contains(OpTraits::PURE) || traits.contains(OpTraits::NO_MEMORY_EFFECT) {
        return false;
    }
    if info.effects.is_none() {
        return true;
    }
    is_op(ctx, body, op, "memref.alloca")
}

/// `AllocaScopeInliner`: an `alloca_scope` without potential stack
/// allocations (or directly in an allocation scope as the last op before
/// the terminator of a single-block region) is inlined.
pub(super) struct AllocaScopeInliner;

impl AllocaScopeInliner {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        use rmlir_ir::registry::OpTraits;
        let ctx = rw.ctx;
        let body = rw.body();
        let mut potential = false;
        let mut stack: Vec<OpId> = Vec::new();
        for &r in body.op_regions(op) {
            for b in body.region_blocks(r) {
                stack.extend(body.block_ops(b));
            }
        }
        while let Some(o) = stack.pop() {
            if potential_automatic_allocation(ctx, body, o) {
                potential = true;
                break;
            }
            if ctx
                .op_traits(body.op_name(o))
                .contains(OpTraits::AUTOMATIC_ALLOCATION_SCOPE)
            {
                continue;
            }
            for &r in body.op_regions(o) {
                for b in body.region_blocks(r) {
                    stack.extend(body.block_ops(b));
                }
            }
        }
        if potential {
            // At the top of a body the parent is the isolated op owning it
            // (a function): taken as an allocation scope.
            if let Some(parent) = body.parent_op(op) {
                if !ctx
                    .op_traits(body.op_name(parent))
                    .contains(OpTraits::AUTOMATIC_ALLOCATION_SCOPE)
                {
                    return false;
                }
            }
            if !last_non_terminator_in_region(ctx, body, op) {
                return false;
            }
        }
        let region = body.op_regions(op)[0];
        let Some(inner) = body.entry_block(region) else {
            return false;
        };
        let Some(term) = body.last_op(inner) else {
            return false;
        };
        let results: Vec<ValueId> = body.operands(term).collect();
        rw.inline_block_before(inner, op, &[]);
        rw.replace_op(op, &results);
        rw.erase_op(term);
        true
    }
}

pattern!(
    AllocaScopeInliner,
    "memref.alloca_scope",
    "AllocaScopeInliner"
);

/// MLIR's `lastNonTerminatorInRegion`: `op` is followed only by the
/// terminator of its block, the only block of its region.
pub(super) fn last_non_terminator_in_region(ctx: &Context, body: &Body, op: OpId) -> bool {
    use rmlir_ir::registry::OpTraits;
    let Some(block) = body.op_block(op) else {
        return false;
    };
    let last = body.last_op(block);
    let has_term = last.is_some_and(|t| {
        ctx.op_traits(body.op_name(t))
            .contains(OpTraits::TERMINATOR)
            || ctx.op_info(body.op_name(t)).is_none()
    });
    has_term
        && body.next_op(op) == last
        && body.region_blocks(body.block_region(block)).count() == 1
}

/// Whether `op` has the `AutomaticAllocationScope` trait; `None` (the
/// owner of the body, a function) counts as one.
pub(super) fn is_allocation_scope(ctx: &Context, body: &Body, op: Option<OpId>) -> bool {
    op.is_none_or(|o| {
        ctx.op_traits(body.op_name(o))
            .contains(rmlir_ir::registry::OpTraits::AUTOMATIC_ALLOCATION_SCOPE)
    })
}

/// Whether region `outer` is `inner` or an ancestor of it.
pub(super) fn region_is_ancestor(
    body: &Body,
    outer: rmlir_ir::RegionId,
    inner: rmlir_ir::RegionId,
) -> bool {
    outer == inner || region_properly_contains(body, outer, inner)
}

/// `AllocaScopeHoister`: stack allocations in an `alloca_scope` nested
/// (as last ops) in ops that are not allocation scopes move right before
/// the outermost such op when their operands are defined outside it.
pub(super) struct AllocaScopeHoister;

impl AllocaScopeHoister {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let body = rw.body();
        // The owner of the body (a function) is an allocation scope, so some
        // ancestor always has the trait.
        let Some(mut last_parent) = body.parent_op(op) else {
            return false;
        };
        if is_allocation_scope(ctx, body, Some(last_parent)) {
            return false;
        }
        if !last_non_terminator_in_region(ctx, body, op)
            || !last_non_terminator_in_region(ctx, body, last_parent)
        {
            return false;
        }
        while !is_allocation_scope(ctx, body, body.parent_op(last_parent)) {
            let Some(p) = body.parent_op(last_parent) else {
                return false;
            };
            last_parent = p;
            if !last_non_terminator_in_region(ctx, body, last_parent) {
                return false;
            }
        }
        let Some(op_region) = body.op_block(op).map(|b| body.block_region(b)) else {
            return false;
        };
        let Some(containing) = body
            .op_regions(last_parent)
            .iter()
            .copied()
            .find(|&r| region_is_ancestor(body, r, op_region))
        else {
            return false;
        };
        // `op->walk` in post-order: nested ops before the op holding them.
        let mut to_hoist = Vec::new();
        let mut post = Vec::new();
        post_order(body, op, &mut post);
        for o in post {
            if !is_op(ctx, body, o, "memref.alloca") {
                continue;
            }
            let inside = body.operands(o).any(|v| {
                value_block(body, v)
                    .is_some_and(|b| region_is_ancestor(body, containing, body.block_region(b)))
            });
            if !inside {
                to_hoist.push(o);
            }
        }
        if to_hoist.is_empty() {
            return false;
        }
        rw.set_insertion_point_before(last_parent);
        for o in to_hoist {
            let mut map = rmlir_ir::IrMapping::default();
            let c = rw.clone_op(o, &mut map);
            let results: Vec<ValueId> = rw.body().results(c).collect();
            rw.replace_op(o, &results);
        }
        true
    }
}

pattern!(
    AllocaScopeHoister,
    "memref.alloca_scope",
    "AllocaScopeHoister"
);

/// The ops nested in `op` (and `op` last) in post-order, as MLIR's default
/// `Operation::walk`; iterative.
pub(super) fn post_order(body: &Body, op: OpId, out: &mut Vec<OpId>) {
    // (op, whether its children were pushed)
    let mut stack = vec![(op, false)];
    while let Some((o, expanded)) = stack.pop() {
        if expanded || body.nested_body(o).is_some() {
            out.push(o);
            continue;
        }
        stack.push((o, true));
        let mut children = Vec::new();
        for &r in body.op_regions(o) {
            for b in body.region_blocks(r) {
                children.extend(body.block_ops(b));
            }
        }
        for c in children.into_iter().rev() {
            stack.push((c, false));
        }
    }
}

/// `memref.alloca_scope` patterns.
pub(crate) fn alloca_scope_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(Box::new(AllocaScopeInliner));
    out.push(Box::new(AllocaScopeHoister));
}
