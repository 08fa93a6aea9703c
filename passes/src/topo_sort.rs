//! `topological-sort`: orders the ops of graph regions (regions without SSA
//! dominance, such as a module's body) so that definitions come before uses
//! where possible, with MLIR's `sortTopologically` algorithm: ready ops are
//! moved, in order, to the end of the sorted prefix; when no op is ready
//! (a cycle), the first unsorted op is taken as is.

use crate::pass::{OptionSpec, Pass, PassContext, PassInfo, PassOptions, PassRegistry};
use rmlir_ir::registry::OpTraits;
use rmlir_ir::walk::{walk_regions, WalkControl, WalkEvent};
use rmlir_ir::{BlockId, Body, Context, OpId, RegionId};
use rustc_hash::FxHashSet;

/// Registration of `topological-sort`.
pub const INFO: PassInfo = PassInfo {
    argument: "topological-sort",
    name: "TopologicalSort",
    summary: "Sort regions without SSA dominance in topological order",
    options: &[] as &[OptionSpec],
    anchor: None,
    statistics: &[],
    create: |_: &PassOptions, _: &PassRegistry| Box::new(TopologicalSort),
};

/// The `topological-sort` pass.
pub struct TopologicalSort;

impl Pass for TopologicalSort {
    fn run(&self, cx: &mut PassContext<'_>) {
        let own = is_graph(cx.ctx, cx.op.name());
        sort_body(cx.ctx, &mut cx.op.body, own);
    }
}

fn is_graph(ctx: &Context, name: rmlir_ir::OpName) -> bool {
    ctx.op_traits(name).contains(OpTraits::GRAPH_REGIONS)
}

/// Sorts the graph regions of `body` (its root regions too when `root_graph`)
/// and, recursively, of the isolated ops nested in it.
fn sort_body(ctx: &Context, body: &mut Body, root_graph: bool) {
    let mut regions: Vec<RegionId> = Vec::new();
    let mut isolated: Vec<(OpId, bool)> = Vec::new();
    if root_graph {
        regions.extend_from_slice(body.root_regions());
    }
    let roots = body.root_regions().to_vec();
    walk_regions(body, &roots, false, &mut |b, op, ev| {
        if ev == WalkEvent::Pre {
            let graph = is_graph(ctx, b.op_name(op));
            if b.nested_body(op).is_some() {
                isolated.push((op, graph));
            } else if graph {
                regions.extend_from_slice(b.op_regions(op));
            }
        }
        WalkControl::Advance
    });
    for r in regions {
        let blocks: Vec<BlockId> = body.region_blocks(r).collect();
        for b in blocks {
            sort_block(ctx, body, b);
        }
    }
    for (op, graph) in isolated {
        if let Some(nb) = body.nested_body_mut(op) {
            sort_body(ctx, nb, graph);
        }
    }
}

/// MLIR's `sortTopologically` over the block's ops, its terminator (a last
/// op registered as one) excluded.
fn sort_block(ctx: &Context, body: &mut Body, block: BlockId) {
    let mut ops: Vec<OpId> = body.block_ops(block).collect();
    let terminator = ops.last().copied().filter(|&t| ctx.is_terminator(body, t));
    if terminator.is_some() {
        ops.pop();
    }
    if ops.len() < 2 {
        return;
    }
    let original = ops.clone();
    let mut unscheduled: FxHashSet<OpId> = ops.iter().copied().collect();
    let mut next = 0;
    while !unscheduled.is_empty() {
        let mut scheduled = false;
        let mut i = next;
        while i < ops.len() {
            let op = ops[i];
            if is_ready(body, op, &unscheduled) {
                unscheduled.remove(&op);
                if i != next {
                    ops.remove(i);
                    ops.insert(next, op);
                }
                next += 1;
                scheduled = true;
            }
            i += 1;
        }
        if !scheduled {
            unscheduled.remove(&ops[next]);
            next += 1;
        }
    }
    if ops == original {
        return;
    }
    for op in ops {
        match terminator {
            Some(t) => body.move_op_before(op, t),
            None => body.move_op_to_end(op, block),
        }
    }
}

/// Whether every operand of `op` and of the ops nested in it is defined by
/// a block argument, by `op` itself, or outside the unscheduled ops.
fn is_ready(body: &Body, op: OpId, unscheduled: &FxHashSet<OpId>) -> bool {
    let operand_ready = |user: OpId| {
        body.operands(user).all(|v| {
            let mut def = body.defining_op(v);
            while let Some(d) = def {
                if d == op {
                    return true;
                }
                if unscheduled.contains(&d) {
                    return false;
                }
                def = body.parent_op(d);
            }
            true
        })
    };
    if !operand_ready(op) {
        return false;
    }
    if body.nested_body(op).is_some() {
        // Nothing inside an isolated op uses values from outside it.
        return true;
    }
    walk_regions(body, body.op_regions(op), false, &mut |_, o, ev| {
        if ev == WalkEvent::Pre && !operand_ready(o) {
            WalkControl::Interrupt
        } else {
            WalkControl::Advance
        }
    })
}
