//! `loop-invariant-code-motion`: hoists ops out of loops (ops with a
//! `loop_like` interface) when they use only values defined outside the
//! loop, have no memory effects and may be executed speculatively, as MLIR
//! 22's LICM does. Inner loops are processed before the loops around them.

use crate::pass::{OptionSpec, Pass, PassContext, PassInfo, PassOptions, PassRegistry};
use rmlir_ir::effects::is_memory_effect_free;
use rmlir_ir::loop_like::loop_regions;
use rmlir_ir::speculation::is_speculatable;
use rmlir_ir::walk::{walk_op, walk_regions, WalkControl, WalkEvent};
use rmlir_ir::{Body, Context, OpId, RegionId, ValueDef, ValueId};
use std::collections::VecDeque;

/// Registration of `loop-invariant-code-motion`.
pub const INFO: PassInfo = PassInfo {
    argument: "loop-invariant-code-motion",
    name: "LoopInvariantCodeMotion",
    summary: "Hoist loop invariant instructions outside of the loop",
    options: &[] as &[OptionSpec],
    anchor: None,
    statistics: &[],
    create: |_: &PassOptions, _: &PassRegistry| Box::new(LoopInvariantCodeMotion),
};

/// The `loop-invariant-code-motion` pass.
pub struct LoopInvariantCodeMotion;

impl Pass for LoopInvariantCodeMotion {
    fn run(&self, cx: &mut PassContext<'_>) {
        hoist_in_body(cx.ctx, &mut cx.op.body);
    }
}

/// Runs LICM on every loop of `body`, innermost first, then on the bodies of
/// the isolated ops nested in it.
fn hoist_in_body(ctx: &Context, body: &mut Body) {
    let mut loops = Vec::new();
    let mut isolated = Vec::new();
    let roots = body.root_regions().to_vec();
    walk_regions(body, &roots, false, &mut |b, op, ev| {
        if ev == WalkEvent::Post {
            if b.nested_body(op).is_some() {
                isolated.push(op);
            } else if loop_regions(ctx, b, op).is_some() {
                loops.push(op);
            }
        }
        WalkControl::Advance
    });
    for l in loops {
        hoist_out_of_loop(ctx, body, l);
    }
    for op in isolated {
        if let Some(nb) = body.nested_body_mut(op) {
            hoist_in_body(ctx, nb);
        }
    }
}

/// Hoists the invariant ops of each loop-body region of `lp` before `lp`.
fn hoist_out_of_loop(ctx: &Context, body: &mut Body, lp: OpId) {
    let Some(indices) = loop_regions(ctx, body, lp) else {
        return;
    };
    for idx in indices {
        let Some(&region) = body.op_regions(lp).get(idx) else {
            continue;
        };
        let mut queue: VecDeque<OpId> = body
            .region_blocks(region)
            .flat_map(|b| body.block_ops(b))
            .collect();
        while let Some(op) = queue.pop_front() {
            if parent_region(body, op) != Some(region) {
                continue;
            }
            if !can_be_hoisted(ctx, body, op, region)
                || !is_memory_effect_free(ctx, body, op)
                || !is_speculatable(ctx, body, op)
            {
                continue;
            }
            body.move_op_before(op, lp);
            let results: Vec<ValueId> = body.results(op).collect();
            for v in results {
                let users: Vec<OpId> = body.uses(v).map(|u| u.owner).collect();
                for user in users {
                    if parent_region(body, user) == Some(region) {
                        queue.push_back(user);
                    }
                }
            }
        }
    }
}

/// The region holding `op`'s block.
fn parent_region(body: &Body, op: OpId) -> Option<RegionId> {
    body.op_block(op).map(|b| body.block_region(b))
}

/// The region in which `v` is defined.
fn value_region(body: &Body, v: ValueId) -> Option<RegionId> {
    match body.value_def(v) {
        ValueDef::Arg { block, .. } => Some(body.block_region(block)),
        ValueDef::Result { op, .. } => parent_region(body, op),
    }
}

/// Whether `v` is defined outside `region` (not in it or in a region nested
/// in it).
fn defined_outside(body: &Body, v: ValueId, region: RegionId) -> bool {
    let mut r = value_region(body, v);
    while let Some(cur) = r {
        if cur == region {
            return false;
        }
        r = body.region_parent(cur).and_then(|p| parent_region(body, p));
    }
    true
}

/// MLIR's `canBeHoisted`: not a terminator, and every value the op (or an
/// op nested in it) uses is defined outside the loop region or inside the
/// op itself.
fn can_be_hoisted(ctx: &Context, body: &Body, op: OpId, region: RegionId) -> bool {
    if ctx.is_terminator(body, op) {
        return false;
    }
    let mut ok = true;
    walk_op(body, op, false, &mut |child| {
        if !ok {
            return;
        }
        for v in body.operands(child) {
            let inside_op = value_region(body, v)
                .and_then(|r| body.region_parent(r))
                .is_some_and(|p| body.is_ancestor(op, p));
            if !inside_op && !defined_outside(body, v, region) {
                ok = false;
                return;
            }
        }
    });
    ok
}
