//! Region simplification after each greedy iteration (MLIR's
//! `simplifyRegions` at the normal level): erase unreachable blocks, then
//! dead code and dead block arguments by a liveness fixed point.

use rmlir_ir::pattern::PatternRewriter;
use rmlir_ir::registry::OpTraits;
use rmlir_ir::Context;
use rmlir_ir::{BlockId, Body, OpId, RegionId, ValueId};
use rustc_hash::FxHashSet;

/// Simplifies every region of `body`; returns whether anything changed.
/// `merge_blocks` (the aggressive level) also merges identical blocks and
/// drops block arguments that receive the same value from every
/// predecessor.
pub fn simplify_regions(ctx: &Context, body: &mut Body, merge_blocks: bool) -> bool {
    let roots: Vec<RegionId> = body.root_regions().to_vec();
    let a = erase_unreachable_blocks(body, &roots);
    let b = run_region_dce(ctx, body, &roots);
    let mut c = false;
    let mut d = false;
    if merge_blocks {
        c = merge_identical_blocks(ctx, body, &roots);
        d = drop_redundant_arguments(ctx, body, &roots);
    }
    a | b | c | d
}

/// The predecessors of `block` as (terminator, successor index) pairs.
fn pred_slots(body: &Body, block: BlockId) -> Vec<(OpId, usize)> {
    let region = body.block_region(block);
    let mut out = Vec::new();
    for b in body.region_blocks(region) {
        if let Some(t) = body.last_op(b) {
            for (i, &s) in body.successors(t).iter().enumerate() {
                if s == block {
                    out.push((t, i));
                }
            }
        }
    }
    out
}

/// The block holding a value.
fn value_block(body: &Body, v: ValueId) -> Option<BlockId> {
    match body.value_def(v) {
        rmlir_ir::ValueDef::Arg { block, .. } => Some(block),
        rmlir_ir::ValueDef::Result { op, .. } => body.op_block(op),
    }
}

/// MLIR's `Value::getLoc`.
fn value_loc(body: &Body, v: ValueId) -> Option<rmlir_ir::Loc> {
    match body.value_def(v) {
        rmlir_ir::ValueDef::Arg { .. } => body.value_loc(v),
        rmlir_ir::ValueDef::Result { op, .. } => Some(body.op_loc(op)),
    }
}

/// The order of a value defined in `block` (MLIR's
/// `BlockEquivalenceData::getOrderOf`).
fn order_of(body: &Body, block: BlockId, v: ValueId) -> usize {
    match body.value_def(v) {
        rmlir_ir::ValueDef::Arg { index, .. } => index as usize,
        rmlir_ir::ValueDef::Result { op, index } => {
            let mut order = body.block_args(block).len();
            for o in body.block_ops(block) {
                if o == op {
                    break;
                }
                order += body.num_results(o);
            }
            order + index as usize
        }
    }
}

/// MLIR's `OperationEquivalence::isEquivalentTo` ignoring operand values and
/// locations.
fn ops_equivalent(body: &Body, a: OpId, b: OpId) -> bool {
    if body.op_name(a) != body.op_name(b)
        || body.attrs(a) != body.attrs(b)
        || body.properties(a) != body.properties(b)
        || body.num_regions(a) != body.num_regions(b)
        || body.successors(a).len() != body.successors(b).len()
        || body.num_operands(a) != body.num_operands(b)
        || body.num_results(a) != body.num_results(b)
    {
        return false;
    }
    for (x, y) in body.operands(a).zip(body.operands(b)) {
        if x != y && body.value_type(x) != body.value_type(y) {
            return false;
        }
    }
    body.results(a)
        .zip(body.results(b))
        .all(|(x, y)| body.value_type(x) == body.value_type(y))
}

/// Whether a result of `op` is used outside `block`.
fn used_outside(body: &Body, op: OpId, block: BlockId) -> bool {
    body.results(op)
        .any(|r| body.uses(r).any(|u| body.op_block(u.owner) != Some(block)))
}

/// MLIR's `BlockMergeCluster::addToCluster`: the operand slots (op index,
/// operand index) that differ, when `block` can merge into `leader`.
fn block_mismatches(body: &Body, leader: BlockId, block: BlockId) -> Option<Vec<(usize, usize)>> {
    let la: Vec<_> = body
        .block_args(leader)
        .iter()
        .map(|&a| body.value_type(a))
        .collect();
    let ba: Vec<_> = body
        .block_args(block)
        .iter()
        .map(|&a| body.value_type(a))
        .collect();
    if la != ba {
        return None;
    }
    let lops: Vec<OpId> = body.block_ops(leader).collect();
    let bops: Vec<OpId> = body.block_ops(block).collect();
    if lops.len() != bops.len() {
        return None;
    }
    let mut mismatched = Vec::new();
    for (i, (&l, &r)) in lops.iter().zip(&bops).enumerate() {
        if !ops_equivalent(body, l, r) {
            return None;
        }
        for k in 0..body.num_operands(l) {
            let (lv, rv) = (body.operand(l, k), body.operand(r, k));
            if lv == rv {
                continue;
            }
            if body.value_type(lv) != body.value_type(rv) {
                return None;
            }
            let lin = value_block(body, lv) == Some(leader);
            let rin = value_block(body, rv) == Some(block);
            if lin != rin {
                return None;
            }
            if !lin {
                let valid = |blk: BlockId, v: ValueId| {
                    let Some(pb) = value_block(body, v) else {
                        return true;
                    };
                    if body.defining_op(v) != body.last_op(pb) {
                        return true;
                    }
                    !pred_slots(body, blk)
                        .iter()
                        .any(|&(t, _)| body.op_block(t) == Some(pb))
                };
                if !valid(leader, lv) || !valid(block, rv) {
                    return None;
                }
                mismatched.push((i, k));
                continue;
            }
            if order_of(body, leader, lv) != order_of(body, block, rv) {
                return None;
            }
        }
        if used_outside(body, r, block) || used_outside(body, l, leader) {
            return None;
        }
    }
    Some(mismatched)
}

/// Whether every predecessor terminator of `block` implements the branch
/// interface.
fn able_to_update_preds(ctx: &Context, body: &Body, block: BlockId) -> bool {
    pred_slots(body, block).iter().all(|&(t, _)| {
        ctx.op_info(body.op_name(t))
            .and_then(|i| i.branch)
            .is_some()
    })
}

/// Merges `blocks` into `leader` (MLIR's `BlockMergeCluster::merge`).
fn merge_cluster(
    ctx: &Context,
    body: &mut Body,
    leader: BlockId,
    blocks: &[BlockId],
    operands: &std::collections::BTreeSet<(usize, usize)>,
) -> bool {
    if blocks.is_empty() {
        return false;
    }
    if !operands.is_empty() {
        if !able_to_update_preds(ctx, body, leader)
            || !blocks.iter().all(|&b| able_to_update_preds(ctx, body, b))
        {
            return false;
        }
        let all: Vec<BlockId> = std::iter::once(leader)
            .chain(blocks.iter().copied())
            .collect();
        let ops: Vec<Vec<OpId>> = all.iter().map(|&b| body.block_ops(b).collect()).collect();
        let num_old = body.block_args(leader).len();
        let mut new_args: Vec<Vec<ValueId>> = vec![Vec::new(); all.len()];
        for &(oi, k) in operands {
            for (i, block_ops) in ops.iter().enumerate() {
                let op = block_ops[oi];
                let v = body.operand(op, k);
                new_args[i].push(v);
                if i == 0 {
                    let a = body.add_block_arg(leader, body.value_type(v), value_loc(body, v));
                    body.set_operand(op, k, a);
                }
            }
        }
        let new_args = prune_redundant_arguments(body, new_args, num_old, leader);
        for (ci, &b) in all.iter().enumerate() {
            for (t, s) in pred_slots(body, b) {
                if let Some(iface) = ctx.op_info(body.op_name(t)).and_then(|i| i.branch) {
                    (iface.append_successor_operands)(ctx, body, t, s, &new_args[ci]);
                }
            }
        }
    }
    for &b in blocks {
        for (t, s) in pred_slots(body, b) {
            body.set_successor(t, s, leader);
        }
        let ops: Vec<OpId> = body.block_ops(b).collect();
        for op in ops.into_iter().rev() {
            force_erase(body, op);
        }
        body.erase_block(b);
    }
    true
}

/// MLIR's `pruneRedundantArguments`.
fn prune_redundant_arguments(
    body: &mut Body,
    new_args: Vec<Vec<ValueId>>,
    num_old: usize,
    block: BlockId,
) -> Vec<Vec<ValueId>> {
    if new_args.is_empty() {
        return new_args;
    }
    let num_args = new_args[0].len();
    let mut first: Vec<(ValueId, usize)> = Vec::new();
    for (j, &v) in new_args[0].iter().enumerate() {
        if !first.iter().any(|(x, _)| *x == v) {
            first.push((v, j));
        }
    }
    let mut replacement: Vec<Option<usize>> = vec![None; num_args];
    for j in 0..num_args {
        let k = first
            .iter()
            .find(|(x, _)| *x == new_args[0][j])
            .map_or(j, |x| x.1);
        if k == j {
            continue;
        }
        if new_args[1..].iter().all(|l| l[k] == l[j]) {
            replacement[j] = Some(k);
        }
    }
    let pruned: Vec<Vec<ValueId>> = new_args
        .iter()
        .map(|l| {
            l.iter()
                .enumerate()
                .filter(|(j, _)| replacement[*j].is_none())
                .map(|(_, &v)| v)
                .collect()
        })
        .collect();
    let mut to_erase = Vec::new();
    for (j, r) in replacement.iter().enumerate() {
        if let Some(k) = r {
            let old = body.block_args(block)[num_old + j];
            let new = body.block_args(block)[num_old + k];
            body.replace_all_uses(old, new);
            to_erase.push(num_old + j);
        }
    }
    for i in to_erase.into_iter().rev() {
        let _ = body.erase_block_arg(block, i);
    }
    pruned
}

/// A cluster of blocks to merge: the leader, the blocks merged into it and
/// the (op index, operand index) slots that become block arguments.
type Cluster = (
    BlockId,
    Vec<BlockId>,
    std::collections::BTreeSet<(usize, usize)>,
);

/// MLIR's `mergeIdenticalBlocks` on one region.
fn merge_identical_blocks_in(ctx: &Context, body: &mut Body, region: RegionId) -> bool {
    let blocks: Vec<BlockId> = body.region_blocks(region).collect();
    if blocks.len() <= 1 {
        return false;
    }
    let mut groups: Vec<(Vec<BlockId>, Vec<BlockId>)> = Vec::new();
    for &b in &blocks[1..] {
        let succ = successors_of(body, b);
        match groups.iter_mut().find(|(s, _)| *s == succ) {
            Some((_, g)) => g.push(b),
            None => groups.push((succ, vec![b])),
        }
    }
    let mut merged = false;
    for (_, group) in groups {
        if group.len() == 1 {
            continue;
        }
        let mut clusters: Vec<Cluster> = Vec::new();
        for b in group {
            let has_region = body.block_ops(b).any(|o| {
                body.nested_body(o).is_some()
                    || body.op_regions(o).iter().any(|&r| !body.region_is_empty(r))
            });
            if has_region {
                continue;
            }
            let arg_outside = body
                .block_args(b)
                .iter()
                .any(|&a| body.uses(a).any(|u| body.op_block(u.owner) != Some(b)));
            if arg_outside {
                continue;
            }
            let mut added = false;
            for (leader, members, ops) in clusters.iter_mut() {
                if let Some(m) = block_mismatches(body, *leader, b) {
                    ops.extend(m);
                    members.push(b);
                    added = true;
                    break;
                }
            }
            if !added {
                clusters.push((b, Vec::new(), Default::default()));
            }
        }
        for (leader, members, ops) in clusters {
            merged |= merge_cluster(ctx, body, leader, &members, &ops);
        }
    }
    merged
}

/// MLIR's `mergeIdenticalBlocks` on regions and their nested regions.
fn merge_identical_blocks(ctx: &Context, body: &mut Body, regions: &[RegionId]) -> bool {
    let mut work: Vec<RegionId> = Vec::new();
    for &r in regions {
        if !work.contains(&r) {
            work.push(r);
        }
    }
    let mut changed = false;
    while let Some(r) = work.pop() {
        if merge_identical_blocks_in(ctx, body, r) {
            if !work.contains(&r) {
                work.push(r);
            }
            changed = true;
        }
        let blocks: Vec<BlockId> = body.region_blocks(r).collect();
        for b in blocks {
            let mut nested = Vec::new();
            nested_regions(body, b, &mut nested);
            for n in nested {
                if !work.contains(&n) {
                    work.push(n);
                }
            }
        }
    }
    changed
}

/// MLIR's `dropRedundantArguments` on one block.
fn drop_redundant_arguments_in(ctx: &Context, body: &mut Body, block: BlockId) -> bool {
    let preds = pred_slots(body, block);
    let args: Vec<ValueId> = body.block_args(block).to_vec();
    let mut erase = Vec::new();
    for (idx, &arg) in args.iter().enumerate() {
        let mut common: Option<ValueId> = None;
        let mut same = true;
        for &(t, s) in &preds {
            let Some(iface) = ctx.op_info(body.op_name(t)).and_then(|i| i.branch) else {
                same = false;
                break;
            };
            let range = (iface.successor_operands)(ctx, body, t, s);
            let Some(v) = range.clone().nth(idx).map(|i| body.operand(t, i)) else {
                same = false;
                break;
            };
            match common {
                None => common = Some(v),
                Some(c) if c != v => {
                    same = false;
                    break;
                }
                _ => {}
            }
        }
        if let (Some(c), true) = (common, same) {
            erase.push(idx);
            body.replace_all_uses(arg, c);
        }
    }
    for &idx in erase.iter().rev() {
        let _ = body.erase_block_arg(block, idx);
        for &(t, s) in &preds {
            if let Some(iface) = ctx.op_info(body.op_name(t)).and_then(|i| i.branch) {
                (iface.erase_successor_operand)(ctx, body, t, s, idx);
            }
        }
    }
    !erase.is_empty()
}

/// MLIR's `dropRedundantArguments` on regions and their nested regions.
fn drop_redundant_arguments(ctx: &Context, body: &mut Body, regions: &[RegionId]) -> bool {
    let mut work: Vec<RegionId> = Vec::new();
    for &r in regions {
        if !work.contains(&r) {
            work.push(r);
        }
    }
    let mut changed = false;
    while let Some(r) = work.pop() {
        let blocks: Vec<BlockId> = body.region_blocks(r).collect();
        for b in blocks {
            changed |= drop_redundant_arguments_in(ctx, body, b);
            let mut nested = Vec::new();
            nested_regions(body, b, &mut nested);
            for n in nested {
                if !work.contains(&n) {
                    work.push(n);
                }
            }
        }
    }
    changed
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

/// MLIR's `eraseUnreachableBlocks` through a rewriter (as the greedy driver
/// runs it before processing its worklist): the blocks no path from their
/// region's entry reaches are erased op by op, last to first, so the
/// rewriter records every erasure. Uses of a dead block's values by ops
/// outside it (in other dead blocks) are dropped first. Returns whether a
/// block was erased.
pub fn erase_unreachable_blocks_rw(rw: &mut PatternRewriter<'_>, regions: &[RegionId]) -> bool {
    let mut erased = false;
    let mut work: Vec<RegionId> = regions.to_vec();
    while let Some(r) = work.pop() {
        let Some(entry) = rw.body().entry_block(r) else {
            continue;
        };
        let blocks: Vec<BlockId> = rw.body().region_blocks(r).collect();
        if blocks.len() == 1 {
            nested_regions(rw.body(), entry, &mut work);
            continue;
        }
        let mut reachable = FxHashSet::default();
        let mut stack = vec![entry];
        reachable.insert(entry);
        while let Some(b) = stack.pop() {
            for s in successors_of(rw.body(), b) {
                if reachable.insert(s) {
                    stack.push(s);
                }
            }
        }
        for b in blocks {
            if reachable.contains(&b) {
                nested_regions(rw.body(), b, &mut work);
                continue;
            }
            drop_outside_uses(rw.body_mut_unnotified(), b);
            rw.erase_block(b);
            erased = true;
        }
    }
    erased
}

/// Drops the uses that ops outside `block` make of values defined in it
/// (MLIR's `dropAllDefinedValueUses`): those operands leave their users.
fn drop_outside_uses(body: &mut Body, block: BlockId) {
    let mut values: Vec<ValueId> = body.block_args(block).to_vec();
    let mut ops = Vec::new();
    for op in body.block_ops(block) {
        rmlir_ir::walk::collect_nested_ops(body, op, &mut ops);
    }
    let inside: FxHashSet<OpId> = ops.iter().copied().collect();
    for &o in &ops {
        values.extend(body.results(o));
        if body.nested_body(o).is_none() {
            for &r in body.op_regions(o) {
                for b in body.region_blocks(r) {
                    values.extend(body.block_args(b).iter().copied());
                }
            }
        }
    }
    let defined: FxHashSet<ValueId> = values.iter().copied().collect();
    let mut owners: Vec<OpId> = Vec::new();
    for &v in &values {
        for u in body.uses(v) {
            if !inside.contains(&u.owner) && !owners.contains(&u.owner) {
                owners.push(u.owner);
            }
        }
    }
    for o in owners {
        let kept: Vec<ValueId> = body.operands(o).filter(|v| !defined.contains(v)).collect();
        body.set_operands(o, &kept);
    }
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

/// A set of small indices (ops or values of one body) as a bit vector: the
/// liveness walk asks about every op and value, often several times.
#[derive(Default)]
struct IndexSet {
    words: Vec<u64>,
}

impl IndexSet {
    fn contains(&self, i: usize) -> bool {
        self.words
            .get(i / 64)
            .is_some_and(|w| w & (1 << (i % 64)) != 0)
    }

    /// Adds `i`; returns whether it was new.
    fn insert(&mut self, i: usize) -> bool {
        if i / 64 >= self.words.len() {
            self.words.resize(i / 64 + 1, 0);
        }
        let (w, bit) = (&mut self.words[i / 64], 1 << (i % 64));
        let new = *w & bit == 0;
        *w |= bit;
        new
    }
}

/// Liveness of ops and values.
#[derive(Default)]
struct LiveMap {
    ops: IndexSet,
    values: IndexSet,
    changed: bool,
}

impl LiveMap {
    fn set_op(&mut self, op: OpId) {
        self.changed |= self.ops.insert(op.index());
    }
    fn set_value(&mut self, v: ValueId) {
        self.changed |= self.values.insert(v.index());
    }
    fn op_live(&self, op: OpId) -> bool {
        self.ops.contains(op.index())
    }
    fn value_live(&self, v: ValueId) -> bool {
        self.values.contains(v.index())
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
            return arg.is_some_and(|a| !live.value_live(a));
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
        live.op_live(u.owner)
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
    if live.op_live(op) {
        return;
    }
    if !rmlir_ir::effects::would_be_trivially_dead(ctx, body, op) {
        live.set_op(op);
        return;
    }
    for v in body.results(op) {
        process_value(ctx, body, v, live);
    }
    if body.results(op).any(|v| live.value_live(v)) {
        live.set_op(op);
    }
}

fn propagate_region(ctx: &Context, body: &Body, r: RegionId, live: &mut LiveMap) {
    let entry = body.entry_block(r);
    for b in post_order(body, r) {
        let mut at = body.last_op(b);
        while let Some(op) = at {
            propagate_op(ctx, body, op, live);
            at = body.prev_op(op);
        }
        if Some(b) == entry {
            continue;
        }
        for &a in body.block_args(b) {
            if !live.value_live(a) {
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
                if !live.op_live(op) {
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
                if !live.value_live(a) && body.erase_block_arg(b, i).is_ok() {
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
            if arg.is_some_and(|a| !live.value_live(a)) {
                (iface.erase_successor_operand)(ctx, body, term, s, i);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::IndexSet;

    #[test]
    fn index_set_grows_and_reports_new_members() {
        let mut s = IndexSet::default();
        assert!(!s.contains(0) && !s.contains(1000));
        assert!(s.insert(130));
        assert!(!s.insert(130));
        assert!(s.insert(0));
        assert!(s.contains(130) && s.contains(0));
        assert!(!s.contains(129) && !s.contains(131) && !s.contains(64));
    }
}
