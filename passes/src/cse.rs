//! `cse`: common subexpression elimination with MLIR 22's semantics.
//!
//! Walks each region in dominator-tree order with a scoped table of the
//! memory-effect-free ops seen so far; an op equal to a dominating one (same
//! name, attributes, properties, operands (in any order for commutative
//! ops) and result types) is replaced by it. Ops that are trivially dead are erased along the way. Isolated ops
//! start a fresh table; ops with regions are not merged (their regions are
//! still processed); terminators are kept.

use crate::pass::{OptionSpec, Pass, PassContext, PassInfo, PassOptions, PassRegistry};
use rmlir_ir::registry::OpTraits;
use rmlir_ir::OpName;
use rmlir_ir::Type;
use rmlir_ir::{Attr, Body, Context, OpId, RegionId, ValueId};
use rustc_hash::FxHashMap;
use smallvec::SmallVec;

/// The `cse` pass.
pub struct Cse;

/// Registration of `cse`.
pub const INFO: PassInfo = PassInfo {
    argument: "cse",
    name: "CSE",
    summary: "Eliminate common sub-expressions",
    options: &[] as &[OptionSpec],
    anchor: None,
    statistics: &[
        crate::pass::StatisticSpec {
            name: "num-cse'd",
            description: "Number of operations CSE'd",
            rmlir_only: false,
        },
        crate::pass::StatisticSpec {
            name: "num-dce'd",
            description: "Number of operations DCE'd",
            rmlir_only: false,
        },
    ],
    create: |_: &PassOptions, _: &PassRegistry| Box::new(Cse),
};

impl Pass for Cse {
    fn run(&self, cx: &mut PassContext<'_>) {
        let graph = cx
            .ctx
            .op_traits(cx.op.name())
            .contains(OpTraits::GRAPH_REGIONS);
        let regions: Vec<RegionId> = cx.op.body.root_regions().to_vec();
        let mut stats = Stats::default();
        cse_body(cx.ctx, &mut cx.op.body, &regions, graph, &mut stats);
        cx.add_statistic("num-cse'd", stats.cse);
        cx.add_statistic("num-dce'd", stats.dce);
        if stats.cse == 0 && stats.dce == 0 {
            cx.mark_all_preserved();
        }
    }
}

/// CSE over `body` (whose owner has graph regions if `graph`) and the
/// bodies of the isolated ops nested in it: what the e-graph backend of
/// `canonicalize` runs between its rounds. Returns the ops removed.
pub(crate) fn cse_tree(ctx: &Context, body: &mut Body, graph: bool) -> u64 {
    let regions: Vec<RegionId> = body.root_regions().to_vec();
    let mut stats = Stats::default();
    cse_body(ctx, body, &regions, graph, &mut stats);
    let names: Vec<(OpId, OpName)> = body
        .isolated_children_mut()
        .into_iter()
        .map(|(op, _)| op)
        .collect::<Vec<_>>()
        .into_iter()
        .map(|op| (op, body.op_name(op)))
        .collect();
    let mut removed = stats.cse + stats.dce;
    for (op, name) in names {
        let graph = ctx.op_traits(name).contains(OpTraits::GRAPH_REGIONS);
        if let Some(nested) = body.nested_body_mut(op) {
            removed += cse_tree(ctx, nested, graph);
        }
    }
    removed
}

#[derive(Default)]
struct Stats {
    cse: u64,
    dce: u64,
}

#[derive(Clone, PartialEq, Eq, Hash)]
struct Key {
    name: OpName,
    attrs: Attr,
    props: Option<Attr>,
    operands: SmallVec<[ValueId; 4]>,
    types: SmallVec<[Type; 2]>,
}

/// A hash table with scopes: entries added in a scope go when it closes.
#[derive(Default)]
struct ScopedMap {
    /// Ops by key; ops with regions may share a key and differ in their
    /// regions, so each key holds every candidate.
    map: FxHashMap<Key, SmallVec<[OpId; 1]>>,
    log: Vec<Key>,
    marks: Vec<usize>,
    /// For read-only ops already seen: how far the search for a writing op
    /// after them got, and the first one found (MLIR's `memEffectsCache`).
    scanned: FxHashMap<OpId, (OpId, Option<OpId>)>,
}

impl ScopedMap {
    fn push(&mut self) {
        self.marks.push(self.log.len());
    }

    fn pop(&mut self) {
        let mark = self.marks.pop().unwrap_or(0);
        for k in self.log.drain(mark..).rev() {
            if let Some(v) = self.map.get_mut(&k) {
                v.pop();
                if v.is_empty() {
                    self.map.remove(&k);
                }
            }
        }
    }
}

use rmlir_ir::effects::{is_memory_effect_free, is_trivially_dead};
use rmlir_ir::registry::MemoryEffectKind;

fn cse_body(ctx: &Context, body: &mut Body, regions: &[RegionId], graph: bool, stats: &mut Stats) {
    let mut known = ScopedMap::default();
    let mut erase: Vec<OpId> = Vec::new();
    for &r in regions {
        simplify_region(ctx, body, r, graph, &mut known, &mut erase, stats);
    }
    for op in erase {
        let _ = body.erase_op(op);
    }
}

fn simplify_region(
    ctx: &Context,
    body: &mut Body,
    region: RegionId,
    graph: bool,
    known: &mut ScopedMap,
    erase: &mut Vec<OpId>,
    stats: &mut Stats,
) {
    let Some(entry) = body.entry_block(region) else {
        return;
    };
    let ssa = !graph;
    if body.next_block(entry).is_none() {
        known.push();
        simplify_block(ctx, body, entry, ssa, known, erase, stats);
        known.pop();
        return;
    }
    if !ssa {
        return;
    }
    let order = rmlir_ir::dominance::dominance_preorder(body, region);
    let mut depth_scopes = 0usize;
    for (b, depth) in order {
        while depth_scopes > depth {
            known.pop();
            depth_scopes -= 1;
        }
        known.push();
        depth_scopes += 1;
        simplify_block(ctx, body, b, ssa, known, erase, stats);
    }
    while depth_scopes > 0 {
        known.pop();
        depth_scopes -= 1;
    }
}

fn simplify_block(
    ctx: &Context,
    body: &mut Body,
    block: rmlir_ir::BlockId,
    ssa: bool,
    known: &mut ScopedMap,
    erase: &mut Vec<OpId>,
    stats: &mut Stats,
) {
    let ops: Vec<OpId> = body.block_ops(block).collect();
    for op in ops {
        if body.num_regions(op) != 0 {
            if let Some(mut nb) = body.take_nested_body(op) {
                let graph = ctx
                    .op_traits(body.op_name(op))
                    .contains(OpTraits::GRAPH_REGIONS);
                let regions: Vec<RegionId> = nb.root_regions().to_vec();
                cse_body(ctx, &mut nb, &regions, graph, stats);
                body.put_nested_body(op, nb);
            } else {
                let regions: Vec<RegionId> = body.op_regions(op).to_vec();
                let graph = ctx
                    .op_traits(body.op_name(op))
                    .contains(OpTraits::GRAPH_REGIONS);
                if ctx.op_info(body.op_name(op)).is_none() {
                    // An unregistered op might be isolated from above: its
                    // regions start from an empty table (as MLIR's
                    // `mightHaveTrait`), and their erasures happen here.
                    let mut fresh = ScopedMap::default();
                    for r in regions {
                        simplify_region(ctx, body, r, graph, &mut fresh, erase, stats);
                    }
                } else {
                    for r in regions {
                        simplify_region(ctx, body, r, graph, known, erase, stats);
                    }
                }
            }
        }
        simplify_op(ctx, body, op, ssa, known, erase, stats);
    }
}

fn simplify_op(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    ssa: bool,
    known: &mut ScopedMap,
    erase: &mut Vec<OpId>,
    stats: &mut Stats,
) {
    let traits = ctx.op_traits(body.op_name(op));
    if traits.contains(OpTraits::TERMINATOR) {
        return;
    }
    if is_trivially_dead(ctx, body, op) {
        erase.push(op);
        stats.dce += 1;
        return;
    }
    if body.nested_body(op).is_some() {
        return;
    }
    let read_only = if is_memory_effect_free(ctx, body, op) {
        false
    } else {
        // Ops that only read may merge with an identical earlier read in the
        // same block when nothing in between may write.
        match rmlir_ir::effects::memory_effects(ctx, body, op) {
            Some(e) if !e.is_empty() && e.iter().all(|e| e.kind == MemoryEffectKind::Read) => true,
            _ => return,
        }
    };
    // Ops whose regions have several blocks are left alone (as MLIR).
    let rb = body.regions_body(op);
    if body
        .op_regions(op)
        .iter()
        .any(|&r| rb.region_blocks(r).nth(1).is_some())
    {
        return;
    }
    let mut operands: SmallVec<[ValueId; 4]> = body.operands(op).collect();
    // Commutative ops are equal up to the order of their operands.
    if traits.contains(OpTraits::COMMUTATIVE) {
        operands.sort_unstable();
    }
    let key = Key {
        name: body.op_name(op),
        attrs: body.attrs(op),
        props: body.properties(op),
        operands,
        types: body.results(op).map(|v| body.value_type(v)).collect(),
    };
    if read_only {
        let existing = known.map.get(&key).and_then(|c| c.last().copied());
        if let Some(existing) = existing {
            if ssa
                && body.op_block(existing) == body.op_block(op)
                && !writes_between(ctx, body, existing, op, &mut known.scanned)
            {
                for i in 0..body.num_results(op) {
                    let (from, to) = (body.result(op, i), body.result(existing, i));
                    body.replace_all_uses(from, to);
                }
                erase.push(op);
                stats.cse += 1;
                return;
            }
        }
        known.map.entry(key.clone()).or_default().push(op);
        known.log.push(key);
        return;
    }
    let found = known.map.get(&key).and_then(|cands| {
        cands
            .iter()
            .copied()
            .find(|&c| regions_equivalent(body, c, op))
    });
    if let Some(existing) = found {
        if !ssa {
            return;
        }
        let n = body.num_results(op);
        for i in 0..n {
            let (from, to) = (body.result(op, i), body.result(existing, i));
            body.replace_all_uses(from, to);
        }
        erase.push(op);
        stats.cse += 1;
        return;
    }
    known.map.entry(key.clone()).or_default().push(op);
    known.log.push(key);
}

/// MLIR's `hasOtherSideEffectingOpInBetween`: whether an op strictly between
/// `from` and `to` (same block) may write. The scan from `from` resumes where
/// it stopped last time; once a writing op is found, every later question
/// about `from` says yes.
fn writes_between(
    ctx: &Context,
    body: &Body,
    from: OpId,
    to: OpId,
    scanned: &mut FxHashMap<OpId, (OpId, Option<OpId>)>,
) -> bool {
    let entry = scanned.entry(from).or_insert((from, None));
    if entry.1.is_some() {
        return true;
    }
    let mut next = body.next_op(entry.0);
    while let Some(o) = next {
        if o == to {
            break;
        }
        let writes = match effects_recursively(ctx, body, o) {
            None => true,
            Some(effects) => effects.iter().any(|e| e.kind == MemoryEffectKind::Write),
        };
        if writes {
            *entry = (o, Some(o));
            return true;
        }
        next = body.next_op(o);
    }
    *entry = (to, None);
    false
}

/// The effects of `op` and, for ops with recursive effects, of the ops in
/// its regions; `None` when some op's effects are unknown.
fn effects_recursively(
    ctx: &Context,
    body: &Body,
    op: OpId,
) -> Option<Vec<rmlir_ir::registry::MemoryEffect>> {
    let mut effects = Vec::new();
    let known = rmlir_ir::effects::walk_effecting_ops(ctx, body, op, |b, o, info| {
        let Some(info) = info else {
            return false;
        };
        if let Some(f) = info.effects {
            f(ctx, b, o, &mut effects);
            return true;
        }
        info.traits.contains(OpTraits::RECURSIVE_MEMORY_EFFECTS)
            || info.traits.contains(OpTraits::PURE)
            || info.traits.contains(OpTraits::NO_MEMORY_EFFECT)
    });
    if !known {
        return None;
    }
    Some(effects)
}

/// Whether the regions of `a` and `b` are structurally the same (MLIR's
/// `OperationEquivalence` on regions): same blocks, argument types and ops,
/// with values defined inside matched position by position.
fn regions_equivalent(body: &Body, a: OpId, b: OpId) -> bool {
    let (ra, rb) = (body.op_regions(a), body.op_regions(b));
    if ra.len() != rb.len() {
        return false;
    }
    if ra.is_empty() {
        return true;
    }
    let mut map: FxHashMap<ValueId, ValueId> = FxHashMap::default();
    ra.iter()
        .zip(rb)
        .all(|(&x, &y)| region_equivalent(body, x, y, &mut map))
}

fn region_equivalent(
    body: &Body,
    x: RegionId,
    y: RegionId,
    map: &mut FxHashMap<ValueId, ValueId>,
) -> bool {
    let bx: Vec<_> = body.region_blocks(x).collect();
    let by: Vec<_> = body.region_blocks(y).collect();
    if bx.len() != by.len() {
        return false;
    }
    for (&p, &q) in bx.iter().zip(&by) {
        let (ap, aq) = (body.block_args(p), body.block_args(q));
        if ap.len() != aq.len() {
            return false;
        }
        for (&u, &v) in ap.iter().zip(aq) {
            if body.value_type(u) != body.value_type(v) {
                return false;
            }
            map.insert(u, v);
        }
        let (op_p, op_q): (Vec<OpId>, Vec<OpId>) =
            (body.block_ops(p).collect(), body.block_ops(q).collect());
        if op_p.len() != op_q.len() {
            return false;
        }
        for (&o, &t) in op_p.iter().zip(&op_q) {
            if body.op_name(o) != body.op_name(t)
                || body.attrs(o) != body.attrs(t)
                || body.properties(o) != body.properties(t)
                || body.num_operands(o) != body.num_operands(t)
                || body.num_results(o) != body.num_results(t)
                || !body.successors(o).is_empty()
                || !body.successors(t).is_empty()
                || body.nested_body(o).is_some()
                || body.nested_body(t).is_some()
            {
                return false;
            }
            let same_operands = body
                .operands(o)
                .zip(body.operands(t))
                .all(|(u, v)| map.get(&u).copied().unwrap_or(u) == v);
            if !same_operands {
                return false;
            }
            for (u, v) in body.results(o).zip(body.results(t)) {
                if body.value_type(u) != body.value_type(v) {
                    return false;
                }
                map.insert(u, v);
            }
            let (ro, rt) = (body.op_regions(o).to_vec(), body.op_regions(t).to_vec());
            if ro.len() != rt.len()
                || !ro
                    .iter()
                    .zip(&rt)
                    .all(|(&m, &n)| region_equivalent(body, m, n, map))
            {
                return false;
            }
        }
    }
    true
}
