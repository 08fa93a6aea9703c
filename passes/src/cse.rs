//! `cse`: common subexpression elimination with MLIR 22's semantics.
//!
//! Walks each region in dominator-tree order with a scoped table of the
//! memory-effect-free ops seen so far; an op equal to a dominating one (same
//! name, attributes, properties, operands (in any order for commutative
//! ops) and result types) is replaced by it. Ops that are trivially dead are erased along the way. Isolated ops
//! start a fresh table; ops with regions are not merged (their regions are
//! still processed); terminators are kept.

use crate::pass::{OptionSpec, Pass, PassContext, PassInfo, PassOptions};
use rmlir_ir::context::OpName;
use rmlir_ir::registry::OpTraits;
use rmlir_ir::types::Type;
use rmlir_ir::{Attr, Body, Context, OpId, RegionId, ValueId};
use rustc_hash::FxHashMap;
use smallvec::SmallVec;

/// The `cse` pass.
pub struct Cse;

/// Registration of `cse`.
pub const INFO: PassInfo = PassInfo {
    argument: "cse",
    description: "Eliminate common sub-expressions",
    options: &[] as &[OptionSpec],
    create: |_: &PassOptions| Box::new(Cse),
};

impl Pass for Cse {
    fn argument(&self) -> &'static str {
        "cse"
    }

    fn name(&self) -> &'static str {
        "CSE"
    }

    fn run(&self, cx: &mut PassContext<'_>) {
        let graph = cx
            .ctx
            .op_traits(cx.op_name)
            .contains(OpTraits::GRAPH_REGIONS);
        let regions: Vec<RegionId> = cx.body.root_regions().to_vec();
        let mut stats = Stats::default();
        cse_body(cx.ctx, cx.body, &regions, graph, &mut stats);
        cx.add_statistic("num-cse'd", stats.cse);
        cx.add_statistic("num-dce'd", stats.dce);
    }
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
    map: FxHashMap<Key, OpId>,
    log: Vec<Key>,
    marks: Vec<usize>,
}

impl ScopedMap {
    fn push(&mut self) {
        self.marks.push(self.log.len());
    }

    fn pop(&mut self) {
        let mark = self.marks.pop().unwrap_or(0);
        for k in self.log.drain(mark..) {
            self.map.remove(&k);
        }
    }
}

use rmlir_ir::effects::{is_memory_effect_free, is_trivially_dead};

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
    let order = rmlir_ir::verify::dominance_preorder(body, region);
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
                for r in regions {
                    simplify_region(ctx, body, r, graph, known, erase, stats);
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
    if body.num_regions(op) != 0 || !is_memory_effect_free(ctx, body, op) {
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
    if let Some(&existing) = known.map.get(&key) {
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
    known.map.insert(key.clone(), op);
    known.log.push(key);
}
