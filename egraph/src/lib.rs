//! rmlir's e-graph canonicalization backend, on [`egg`].
//!
//! Per block, the pure single-result ops without regions go into an
//! e-graph; everything else (side effects, regions, several results, block
//! arguments, values from outside) stays in place as the skeleton and
//! enters as leaves. The ops' folders run on every new e-node (constant
//! folding and folder identities as an e-class analysis). Associativity and
//! commutativity are not saturated: chains of an associative and
//! commutative op are flattened, simplified, factored and rebuilt in one
//! sorted form, and commutative ops keep their operands sorted while rules
//! match them in every order. The other rules the ops declare
//! ([`rmlir_ir::equality_rules`]) saturate the e-graph within [`Limits`],
//! and the cheapest program by DAG cost is written back, before
//! the skeleton op that first needs each value, only if it costs strictly
//! less than the block's pure ops did. Poison flags (`nsw`, `nuw`) are
//! dropped in a block that is rewritten (a refinement); a block left as it
//! was keeps them.
//!
//! - [`RuleSet::from_context`]: the rules of every registered op.
//! - [`run_on_body`]: every block of a body and of the isolated bodies
//!   nested in it; [`run_on_block`] one block ([`blocks_of`] lists a
//!   body's).

mod ac;
mod analysis;
mod block;
mod extract;
mod language;
mod rules;
mod saturate;

pub use block::{node_cost, run_on_block, BlockReport, TriedBlocks};
pub use language::Node;
pub use rules::{parse_term, CompiledRule, RuleError, RuleSet, Term};
pub use saturate::Limits;

use rmlir_ir::{BlockId, Body, Context};

/// Totals of a run over a body.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Blocks given to the e-graph.
    pub blocks: u64,
    /// Blocks rewritten because the extracted program was cheaper.
    pub blocks_rewritten: u64,
    /// E-nodes over all blocks.
    pub enodes: u64,
    /// E-classes over all blocks.
    pub eclasses: u64,
    /// Saturation iterations over all blocks.
    pub iterations: u64,
    /// Blocks whose saturation a limit ended.
    pub limits_hit: u64,
    /// Pure ops removed (ops before minus ops written back).
    pub ops_saved: u64,
}

impl Stats {
    /// Adds `other`'s counts to these.
    pub fn merge(&mut self, other: &Stats) {
        self.blocks += other.blocks;
        self.blocks_rewritten += other.blocks_rewritten;
        self.enodes += other.enodes;
        self.eclasses += other.eclasses;
        self.iterations += other.iterations;
        self.limits_hit += other.limits_hit;
        self.ops_saved += other.ops_saved;
    }

    fn add(&mut self, r: &BlockReport) {
        self.blocks += 1;
        self.enodes += r.enodes as u64;
        self.eclasses += r.eclasses as u64;
        self.iterations += r.iterations as u64;
        self.limits_hit += u64::from(r.limit_hit);
        if r.cost_after < r.cost_before {
            self.blocks_rewritten += 1;
            self.ops_saved += r.ops_before.saturating_sub(r.ops_after) as u64;
        }
    }
}

/// Runs the backend on every block of `body` and of the isolated bodies
/// nested in it, skipping blocks `tried` already saw give nothing.
pub fn run_on_body(
    ctx: &Context,
    body: &mut Body,
    rules: &RuleSet,
    limits: &Limits,
    tried: &mut TriedBlocks,
) -> Stats {
    let mut stats = Stats::default();
    let mut bodies: Vec<&mut Body> = vec![body];
    while let Some(b) = bodies.pop() {
        for block in blocks_of(b) {
            let report = run_on_block(ctx, b, block, rules, limits, tried);
            stats.add(&report);
        }
        bodies.extend(b.isolated_children_mut().into_iter().map(|(_, c)| c));
    }
    stats
}

/// Every block of `body` (regions of non-isolated ops included, isolated
/// ops' bodies not), outer blocks before the blocks nested in them: the
/// blocks [`run_on_body`] runs on in `body` itself.
pub fn blocks_of(body: &Body) -> Vec<BlockId> {
    let mut out = Vec::new();
    let mut regions: Vec<rmlir_ir::RegionId> = body.root_regions().iter().rev().copied().collect();
    while let Some(region) = regions.pop() {
        for block in body.region_blocks(region) {
            out.push(block);
            for op in body.block_ops(block) {
                if body.nested_body(op).is_none() {
                    regions.extend(body.op_regions(op).iter().rev().copied());
                }
            }
        }
    }
    out
}
