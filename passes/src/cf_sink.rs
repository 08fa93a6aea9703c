//! `control-flow-sink`: moves ops without memory effects into the regions
//! of ops such as `scf.if` whose regions run at most once, when every user
//! of the op is inside that region, as MLIR 22's control-flow sinking does.
//! Branch ops are processed innermost first; within a region, the operands
//! of its top-level ops are considered last op first, depth-first through
//! the ops just sunk.

use crate::pass::{
    OptionSpec, Pass, PassContext, PassInfo, PassOptions, PassRegistry, StatisticSpec,
};
use rmlir_ir::effects::is_memory_effect_free;
use rmlir_ir::registry::OpTraits;
use rmlir_ir::walk::{walk_regions, WalkControl, WalkEvent};
use rmlir_ir::{Body, Context, OpId, RegionId};

/// Registration of `control-flow-sink`.
pub const INFO: PassInfo = PassInfo {
    argument: "control-flow-sink",
    name: "ControlFlowSink",
    summary: "Sink operations into conditional blocks",
    options: &[] as &[OptionSpec],
    anchor: None,
    statistics: &[StatisticSpec {
        name: "num-sunk",
        description: "Number of operations sunk",
        rmlir_only: false,
    }],
    create: |_: &PassOptions, _: &PassRegistry| Box::new(ControlFlowSink),
};

/// The `control-flow-sink` pass.
pub struct ControlFlowSink;

impl Pass for ControlFlowSink {
    fn run(&self, cx: &mut PassContext<'_>) {
        let sunk = sink_in_body(cx.ctx, &mut cx.op.body);
        cx.add_statistic("num-sunk", sunk);
    }
}

/// Sinks into the regions of every qualifying op of `body` (innermost
/// first), then of the isolated ops nested in it. Returns the ops sunk.
fn sink_in_body(ctx: &Context, body: &mut Body) -> u64 {
    let mut branches = Vec::new();
    let mut isolated = Vec::new();
    let roots = body.root_regions().to_vec();
    walk_regions(body, &roots, false, &mut |b, op, ev| {
        if ev == WalkEvent::Post {
            if b.nested_body(op).is_some() {
                isolated.push(op);
            } else if ctx
                .op_traits(b.op_name(op))
                .contains(OpTraits::REGIONS_RUN_AT_MOST_ONCE)
            {
                branches.push(op);
            }
        }
        WalkControl::Advance
    });
    let mut sunk = 0;
    for op in branches {
        let regions = body.op_regions(op).to_vec();
        for r in regions {
            if !body.region_is_empty(r) {
                sunk += sink_into_region(ctx, body, r);
            }
        }
    }
    for op in isolated {
        if let Some(nb) = body.nested_body_mut(op) {
            sunk += sink_in_body(ctx, nb);
        }
    }
    sunk
}

/// MLIR's `Sinker::sinkRegion` for one region.
fn sink_into_region(ctx: &Context, body: &mut Body, region: RegionId) -> u64 {
    let mut stack: Vec<OpId> = body
        .region_blocks(region)
        .flat_map(|b| body.block_ops(b))
        .collect();
    let mut sunk = 0;
    while let Some(user) = stack.pop() {
        let operands: Vec<_> = body.operands(user).collect();
        for v in operands {
            let Some(def) = body.defining_op(v) else {
                continue;
            };
            if in_region(body, def, region) {
                continue;
            }
            let users_inside = body
                .results(def)
                .all(|r| body.uses(r).all(|u| in_region(body, u.owner, region)));
            if users_inside && is_memory_effect_free(ctx, body, def) {
                let Some(entry) = body.entry_block(region) else {
                    continue;
                };
                match body.first_op(entry) {
                    Some(first) => body.move_op_before(def, first),
                    None => body.move_op_to_end(def, entry),
                }
                sunk += 1;
                stack.push(def);
            }
        }
    }
    sunk
}

/// Whether `op` is in `region` or in a region nested in it.
fn in_region(body: &Body, op: OpId, region: RegionId) -> bool {
    let mut cur = Some(op);
    while let Some(o) = cur {
        let Some(b) = body.op_block(o) else {
            return false;
        };
        let r = body.block_region(b);
        if r == region {
            return true;
        }
        cur = body.region_parent(r);
    }
    false
}
