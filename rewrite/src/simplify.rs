//! Region simplification after each greedy iteration (MLIR's
//! `simplifyRegions` at the normal level): erase unreachable blocks, then
//! dead code and dead block arguments by a liveness fixed point.

use rmlir_ir::context::Context;
use rmlir_ir::registry::OpTraits;
use rmlir_ir::{BlockId, Body, OpId, RegionId, ValueId};
use rustc_hash::FxHashSet;

/// Simplifies every region of `body`; returns whether anything changed.
pub fn simplify_regions(ctx: &Context, body: &mut Body) -> bool {
    let roots: Vec<RegionId> = body.root_regions().to_vec();
    let a = erase_unreachable_blocks(body, &roots);
    let b = run_region_dce(ctx, body, &roots);
    a | b
}

fn successors_of(body: &Body, b: BlockId) -> Vec<BlockId> {
    body.last_op(b)
        .map(|t| body.successors(t).to_vec())
        .unwrap_or_default()
}

fn nested_regions(body: &Body, b: BlockId, out: &mut Vec<RegionId>) {
    for op in body.block_ops(b) {
        if body.nested_body(op).is_none() {
            out.extend(body.op_regions(op).iter().copied());
        }
    }
}

/// Erases the blocks no path from the entry reaches.
pub fn erase_unreachable_blocks(body: &mut Body, regions: &[RegionId]) -> bool {
    let mut erased = false;
    let mut work: Vec<RegionId> = regions.to_vec();
    while let Some(r) = work.pop() {
        let Some(entry) = body.entry_block(r) else {
            continue;
        };
        let blocks: Vec<BlockId> = body.region_blocks(r).collect();
        if blocks.len() == 1 {
            nested_regions(body, entry, &mut work);
            continue;
        }
        let mut reachable = FxHashSet::default();
        let mut stack = vec![entry];
        reachable.insert(entry);
        while let Some(b) = stack.pop() {
            for s in successors_of(body, b) {
                if reachable.insert(s) {
                    stack.push(s);
                }
            }
        }
        let dead: Vec<BlockId> = blocks
            .iter()
            .copied()
            .filter(|b| !reachable.contains(b))
            .collect();
        for &b in &blocks {
            if reachable.contains(&b) {
                nested_regions(body, b, &mut work);
            }
        }
        if dead.is_empty() {
            continue;
        }
        erased = true;
        // Drop every use made by ops in dead blocks, then erase them.
        for &b in &dead {
            let ops: Vec<OpId> = body.block_ops(b).collect();
            for op in &ops {
                drop_uses_recursively(body, *op);
            }
        }
        for &b in &dead {
            let ops: Vec<OpId> = body.block_ops(b).collect();
            for op in ops.into_iter().rev() {
                force_erase(body, op);
            }
            body.detach_block(b);
        }
    }
    erased
}

/// Clears the operands of `op` and of everything nested in it.
fn drop_uses_recursively(body: &mut Body, op: OpId) {
    body.set_operands(op, &[]);
    if body.nested_body(op).is_some() {
        return;
    }
    let regions: Vec<RegionId> = body.op_regions(op).to_vec();
    for r in regions {
        let blocks: Vec<BlockId> = body.region_blocks(r).collect();
        for b in blocks {
            let ops: Vec<OpId> = body.block_ops(b).collect();
            for o in ops {
                drop_uses_recursively(body, o);
            }
        }
    }
}

/// Erases an op whose remaining users are being erased too.
fn force_erase(body: &mut Body, op: OpId) {
    let results: Vec<ValueId> = body.results(op).collect();
    for r in results {
        let users: Vec<OpId> = body.uses(r).map(|u| u.owner).collect();
        for u in users {
            body.set_operands(u, &[]);
        }
    }
    let _ = body.erase_op(op);
}

/// Liveness of ops and values.
#[derive(Default)]
struct LiveMap {
    ops: FxHashSet<OpId>,
    values: FxHashSet<ValueId>,
    changed: bool,
}

impl LiveMap {
    fn set_op(&mut self, op: OpId) {
        self.changed |= self.ops.insert(op);
    }
    fn set_value(&mut self, v: ValueId) {
        self.changed |= self.values.insert(v);
    }
}

/// Blocks of a region reachable from its entry, in post-order.
fn post_order(body: &Body, r: RegionId) -> Vec<BlockId> {
    let Some(entry) = body.entry_block(r) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    let mut seen = FxHashSet::default();
    seen.insert(entry);
    let mut stack = vec![(entry, 0usize)];
    while let Some((b, i)) = stack.pop() {
        let s = successors_of(body, b);
        if i < s.len() {
            stack.push((b, i + 1));
            if seen.insert(s[i]) {
                stack.push((s[i], 0));
            }
        } else {
            out.push(b);
        }
    }
    out
}

/// Whether the use of `v` by terminator `owner` only feeds a successor
/// argument not (yet) known to be live.
fn use_specially_dead(
    ctx: &Context,
    body: &Body,
    owner: OpId,
    operand_index: usize,
    live: &LiveMap,
) -> bool {
    if !ctx
        .op_traits(body.op_name(owner))
        .contains(OpTraits::TERMINATOR)
    {
        return false;
    }
    let Some(iface) = ctx.op_info(body.op_name(owner)).and_then(|i| i.branch) else {
        return false;
    };
    for (s, &succ) in body.successors(owner).iter().enumerate() {
        let range = (iface.successor_operands)(ctx, body, owner, s);
        if range.contains(&operand_index) {
            let arg = body
                .block_args(succ)
                .get(operand_index - range.start)
                .copied();
            return arg.is_some_and(|a| !live.values.contains(&a));
        }
    }
    false
}

fn process_value(ctx: &Context, body: &Body, v: ValueId, live: &mut LiveMap) {
    let proved = body.uses(v).any(|u| {
        let idx = body.use_operand_index(u.id);
        if use_specially_dead(ctx, body, u.owner, idx, live) {
            return false;
        }
        live.ops.contains(&u.owner)
    });
    if proved {
        live.set_value(v);
    }
}

fn propagate_terminator(ctx: &Context, body: &Body, op: OpId, live: &mut LiveMap) {
    live.set_op(op);
    let succs = body.successors(op).to_vec();
    match ctx.op_info(body.op_name(op)).and_then(|i| i.branch) {
        None => {
            for s in succs {
                for &a in body.block_args(s) {
                    live.set_value(a);
                }
            }
        }
        Some(iface) => {
            // Arguments not fed by forwarded operands are conservatively live.
            for (i, s) in succs.into_iter().enumerate() {
                let n = (iface.successor_operands)(ctx, body, op, i).len();
                for &a in body.block_args(s).iter().skip(n) {
                    live.set_value(a);
                }
            }
        }
    }
}

fn propagate_op(ctx: &Context, body: &Body, op: OpId, live: &mut LiveMap) {
    if body.nested_body(op).is_none() {
        for &r in body.op_regions(op) {
            propagate_region(ctx, body, r, live);
        }
    }
    if ctx
        .op_traits(body.op_name(op))
        .contains(OpTraits::TERMINATOR)
    {
        return propagate_terminator(ctx, body, op, live);
    }
    if live.ops.contains(&op) {
        return;
    }
    if !rmlir_ir::effects::would_be_trivially_dead(ctx, body, op) {
        live.set_op(op);
        return;
    }
    let results: Vec<ValueId> = body.results(op).collect();
    for v in results {
        process_value(ctx, body, v, live);
    }
    if body.results(op).any(|v| live.values.contains(&v)) {
        live.set_op(op);
    }
}

fn propagate_region(ctx: &Context, body: &Body, r: RegionId, live: &mut LiveMap) {
    let entry = body.entry_block(r);
    for b in post_order(body, r) {
        let ops: Vec<OpId> = body.block_ops(b).collect();
        for op in ops.into_iter().rev() {
            propagate_op(ctx, body, op, live);
        }
        if Some(b) == entry {
            continue;
        }
        let args: Vec<ValueId> = body.block_args(b).to_vec();
        for a in args {
            if !live.values.contains(&a) {
                process_value(ctx, body, a, live);
            }
        }
    }
}

/// Dead code and dead block arguments; returns whether anything was erased.
pub fn run_region_dce(ctx: &Context, body: &mut Body, regions: &[RegionId]) -> bool {
    let mut live = LiveMap::default();
    loop {
        live.changed = false;
        for &r in regions {
            propagate_region(ctx, body, r, &mut live);
        }
        if !live.changed {
            break;
        }
    }
    delete_dead(ctx, body, regions, &live)
}

fn delete_dead(ctx: &Context, body: &mut Body, regions: &[RegionId], live: &LiveMap) -> bool {
    let mut erased = false;
    for &r in regions {
        if body.entry_block(r).is_none() {
            continue;
        }
        let single = body.region_blocks(r).count() == 1;
        for b in post_order(body, r) {
            if !single {
                if let Some(t) = body.last_op(b) {
                    erase_dead_successor_operands(ctx, body, t, live);
                }
            }
            let ops: Vec<OpId> = body.block_ops(b).collect();
            for op in ops.into_iter().rev() {
                if !live.ops.contains(&op) {
                    erased = true;
                    force_erase(body, op);
                } else if body.nested_body(op).is_none() {
                    let nested: Vec<RegionId> = body.op_regions(op).to_vec();
                    erased |= delete_dead(ctx, body, &nested, live);
                }
            }
        }
        let blocks: Vec<BlockId> = body.region_blocks(r).skip(1).collect();
        for b in blocks {
            let n = body.block_args(b).len();
            for i in (0..n).rev() {
                let a = body.block_args(b)[i];
                if !live.values.contains(&a) && body.erase_block_arg(b, i).is_ok() {
                    erased = true;
                }
            }
        }
    }
    erased
}

fn erase_dead_successor_operands(ctx: &Context, body: &mut Body, term: OpId, live: &LiveMap) {
    let Some(iface) = ctx.op_info(body.op_name(term)).and_then(|i| i.branch) else {
        return;
    };
    let succs = body.successors(term).to_vec();
    for s in (0..succs.len()).rev() {
        let n = (iface.successor_operands)(ctx, body, term, s).len();
        for i in (0..n).rev() {
            let arg = body.block_args(succs[s]).get(i).copied();
            if arg.is_some_and(|a| !live.values.contains(&a)) {
                (iface.erase_successor_operand)(ctx, body, term, s, i);
            }
        }
    }
}
