//! Dominance (MLIR's `DominanceInfo`): which blocks and definitions dominate
//! which uses, region by region, nested regions included.
//!
//! As in MLIR, blocks unreachable from their region's entry are dominated by
//! everything (their uses are not checked), and graph regions (owners with
//! the `GRAPH_REGIONS` trait, unregistered owners, and root regions declared
//! so) have no SSA dominance when they have a single block: a definition
//! there dominates every use. A region of several blocks always has SSA
//! dominance, as in MLIR.
//! Trees are computed lazily per region and cached.

use crate::body::{BlockId, Body, OpId, RegionId, ValueDef, ValueId};
use crate::context::Context;
use crate::registry::OpTraits;
use rustc_hash::{FxHashMap, FxHashSet};

/// Dominance queries on the regions of one or more bodies, computed lazily
/// and cached (the IR must not change while it is in use).
pub struct DominanceInfo<'c> {
    ctx: &'c Context,
    /// Whether the root regions of the bodies queried are graph regions
    /// (decided by their owner, which lives in the parent body).
    root_graph: bool,
    /// Dominator tree per (body, region).
    trees: FxHashMap<(*const Body, RegionId), DomTree>,
    /// Position of each op in its block, per body: indexed by op index,
    /// `u32::MAX` until the op's block is numbered. Few bodies are queried
    /// through one `DominanceInfo`, so a short list searched from the most
    /// recent is enough.
    order: Vec<(*const Body, Vec<u32>)>,
}

/// The dominator tree of one region.
struct DomTree {
    idom: FxHashMap<BlockId, BlockId>,
    rpo_index: FxHashMap<BlockId, usize>,
    /// Entry and exit numbers of a depth-first walk of the dominator tree:
    /// `a` dominates `b` when `b`'s interval lies in `a`'s (O(1) queries,
    /// where walking up the tree is O(depth) and makes long CFG chains
    /// quadratic).
    dfs: FxHashMap<BlockId, (u32, u32)>,
}

impl<'c> DominanceInfo<'c> {
    /// Dominance on bodies whose root regions are graph regions when
    /// `root_graph` holds.
    pub fn new(ctx: &'c Context, root_graph: bool) -> Self {
        DominanceInfo {
            ctx,
            root_graph,
            trees: FxHashMap::default(),
            order: Vec::new(),
        }
    }

    fn tree(&mut self, body: &Body, region: RegionId) -> &DomTree {
        self.trees
            .entry((body as *const Body, region))
            .or_insert_with(|| dom_tree(body, region))
    }

    /// Whether `region` has no SSA dominance (MLIR's `!hasSSADominance`):
    /// it has a single block and its owner has graph regions or is
    /// unregistered, or it is a root region and those were declared graph
    /// regions. A region of several blocks always has SSA dominance.
    pub fn is_graph_region(&self, body: &Body, region: RegionId) -> bool {
        let single_block = body
            .entry_block(region)
            .is_some_and(|b| body.next_block(b).is_none());
        if !single_block {
            return false;
        }
        match body.region_parent(region) {
            Some(p) => {
                self.ctx
                    .op_traits(body.op_name(p))
                    .contains(OpTraits::GRAPH_REGIONS)
                    || self.ctx.op_info(body.op_name(p)).is_none()
            }
            None => self.root_graph,
        }
    }

    /// Whether `block` is reachable from the entry of its region (MLIR's
    /// `isReachableFromEntry`).
    pub fn is_reachable(&mut self, body: &Body, block: BlockId) -> bool {
        let region = body.block_region(block);
        if body.entry_block(region) == Some(block) {
            return true;
        }
        self.tree(body, region).rpo_index.contains_key(&block)
    }

    /// Whether block `a` dominates block `b` (both in `region`); true when
    /// `b` is unreachable.
    pub fn block_dominates(
        &mut self,
        body: &Body,
        region: RegionId,
        a: BlockId,
        b: BlockId,
    ) -> bool {
        let tree = self.tree(body, region);
        if !tree.rpo_index.contains_key(&b) {
            return true;
        }
        match (tree.dfs.get(&a), tree.dfs.get(&b)) {
            (Some(&(a_in, a_out)), Some(&(b_in, b_out))) => a_in <= b_in && b_out <= a_out,
            _ => false,
        }
    }

    /// Whether `a` comes before `b` in their (common) block.
    fn is_before_in_block(&mut self, body: &Body, block: BlockId, a: OpId, b: OpId) -> bool {
        let key = body as *const Body;
        let slot = match self.order.iter().rposition(|(k, _)| *k == key) {
            Some(i) => i,
            None => {
                self.order.push((key, vec![u32::MAX; body.op_capacity()]));
                self.order.len() - 1
            }
        };
        let pos = &mut self.order[slot].1;
        if pos[a.index()] == u32::MAX || pos[b.index()] == u32::MAX {
            for (i, o) in body.block_ops(block).enumerate() {
                pos[o.index()] = i as u32;
            }
        }
        pos[a.index()] < pos[b.index()]
    }

    /// Whether the definition of `v` dominates its use by `user` (MLIR's
    /// `DominanceInfo::dominates(Value, Operation *)`): the use is
    /// followed up to the definition's region; in a graph region any
    /// definition dominates the uses in its own block, and blocks dominate
    /// as in any region (MLIR checks the graph kind in the same-block case
    /// only).
    pub fn value_dominates(&mut self, body: &Body, v: ValueId, user: OpId) -> bool {
        let def_block = match body.value_def(v) {
            ValueDef::Result { op, .. } => match body.op_block(op) {
                Some(b) => b,
                None => return false,
            },
            ValueDef::Arg { block, .. } => block,
        };
        let def_region = body.block_region(def_block);
        // Walk up from the user to the ancestor in the definition's region.
        let mut anc = user;
        loop {
            let Some(b) = body.op_block(anc) else {
                return false;
            };
            if body.block_region(b) == def_region {
                break;
            }
            match body.parent_op(anc) {
                Some(p) => anc = p,
                None => return false,
            }
        }
        let anc_block = body.op_block(anc).expect("attached");
        if anc_block == def_block {
            return match body.value_def(v) {
                ValueDef::Arg { .. } => true,
                ValueDef::Result { op: def, .. } => {
                    self.is_graph_region(body, def_region)
                        || (def != anc && self.is_before_in_block(body, def_block, def, anc))
                }
            };
        }
        self.block_dominates(body, def_region, def_block, anc_block)
    }
    /// Whether op `a` properly dominates op `b` (MLIR's
    /// `DominanceInfo::properlyDominates(Operation *, Operation *)`): `b`
    /// is nested in `a`, or `a` comes first in the block holding `b`'s
    /// ancestor, or `a`'s block properly dominates that block. In a graph
    /// region every other op of `a`'s block is dominated.
    pub fn properly_dominates(&mut self, body: &Body, a: OpId, b: OpId) -> bool {
        let Some(a_block) = body.op_block(a) else {
            return false;
        };
        let a_region = body.block_region(a_block);
        let mut anc = b;
        loop {
            if anc == a {
                return a != b;
            }
            let Some(blk) = body.op_block(anc) else {
                return false;
            };
            if body.block_region(blk) == a_region {
                break;
            }
            match body.parent_op(anc) {
                Some(p) => anc = p,
                None => return false,
            }
        }
        let anc_block = body.op_block(anc).expect("attached");
        if anc_block == a_block {
            return self.is_graph_region(body, a_region)
                || self.is_before_in_block(body, a_block, a, anc);
        }
        self.block_dominates(body, a_region, a_block, anc_block)
    }

    /// Whether op `a` dominates op `b`: `a == b` or `a` properly dominates
    /// `b`.
    pub fn dominates(&mut self, body: &Body, a: OpId, b: OpId) -> bool {
        a == b || self.properly_dominates(body, a, b)
    }

    /// The immediate dominator of reachable block `block` (`None` for the
    /// entry block and for unreachable blocks).
    pub fn immediate_dominator(&mut self, body: &Body, block: BlockId) -> Option<BlockId> {
        let region = body.block_region(block);
        let idom = *self.tree(body, region).idom.get(&block)?;
        (idom != block).then_some(idom)
    }
}

/// The reachable blocks of `region` in dominator-tree pre-order, each with its
/// depth in the tree (the entry block has depth 0). Children are visited in
/// reverse post-order of the CFG.
pub fn dominance_preorder(body: &Body, region: RegionId) -> Vec<(BlockId, usize)> {
    let tree = dom_tree(body, region);
    let Some(entry) = body.entry_block(region) else {
        return Vec::new();
    };
    let mut children: FxHashMap<BlockId, Vec<BlockId>> = FxHashMap::default();
    for (&b, &d) in &tree.idom {
        if b != d {
            children.entry(d).or_default().push(b);
        }
    }
    for c in children.values_mut() {
        c.sort_by_key(|b| tree.rpo_index.get(b).copied().unwrap_or(usize::MAX));
    }
    let mut out = Vec::new();
    let mut stack = vec![(entry, 0usize)];
    while let Some((b, depth)) = stack.pop() {
        out.push((b, depth));
        if let Some(c) = children.get(&b) {
            stack.extend(c.iter().rev().map(|&x| (x, depth + 1)));
        }
    }
    out
}

/// Immediate dominators of the blocks of a region (Cooper, Harvey, Kennedy)
/// and the numbering that answers dominance queries in O(1).
fn dom_tree(body: &Body, region: RegionId) -> DomTree {
    let Some(entry) = body.entry_block(region) else {
        return DomTree {
            idom: FxHashMap::default(),
            rpo_index: FxHashMap::default(),
            dfs: FxHashMap::default(),
        };
    };
    // Reverse post-order by iterative DFS.
    let succs = |b: BlockId| -> Vec<BlockId> {
        body.last_op(b)
            .map(|t| body.successors(t).to_vec())
            .unwrap_or_default()
    };
    let mut post = Vec::new();
    let mut seen = FxHashSet::default();
    let mut stack = vec![(entry, 0usize)];
    seen.insert(entry);
    while let Some((b, i)) = stack.pop() {
        let s = succs(b);
        if i < s.len() {
            stack.push((b, i + 1));
            if seen.insert(s[i]) {
                stack.push((s[i], 0));
            }
        } else {
            post.push(b);
        }
    }
    post.reverse();
    let rpo_index: FxHashMap<BlockId, usize> =
        post.iter().enumerate().map(|(i, &b)| (b, i)).collect();
    let mut preds: FxHashMap<BlockId, Vec<BlockId>> = FxHashMap::default();
    for &b in &post {
        for s in succs(b) {
            preds.entry(s).or_default().push(b);
        }
    }
    let mut idom: FxHashMap<BlockId, BlockId> = FxHashMap::default();
    idom.insert(entry, entry);
    let mut changed = true;
    while changed {
        changed = false;
        for &b in post.iter().skip(1) {
            let mut new_idom: Option<BlockId> = None;
            for &p in preds.get(&b).map(|v| v.as_slice()).unwrap_or(&[]) {
                if !idom.contains_key(&p) {
                    continue;
                }
                new_idom = Some(match new_idom {
                    None => p,
                    Some(cur) => intersect(&idom, &rpo_index, p, cur),
                });
            }
            if let Some(n) = new_idom {
                if idom.get(&b) != Some(&n) {
                    idom.insert(b, n);
                    changed = true;
                }
            }
        }
    }
    let mut children: FxHashMap<BlockId, Vec<BlockId>> = FxHashMap::default();
    for &b in post.iter().skip(1) {
        if let Some(&p) = idom.get(&b) {
            children.entry(p).or_default().push(b);
        }
    }
    let mut dfs: FxHashMap<BlockId, (u32, u32)> = FxHashMap::default();
    let mut counter = 0u32;
    let mut stack = vec![(entry, false)];
    while let Some((b, done)) = stack.pop() {
        if done {
            if let Some(e) = dfs.get_mut(&b) {
                e.1 = counter;
            }
            counter += 1;
            continue;
        }
        dfs.insert(b, (counter, 0));
        counter += 1;
        stack.push((b, true));
        if let Some(cs) = children.get(&b) {
            stack.extend(cs.iter().rev().map(|&c| (c, false)));
        }
    }
    DomTree {
        idom,
        rpo_index,
        dfs,
    }
}

fn intersect(
    idom: &FxHashMap<BlockId, BlockId>,
    rpo: &FxHashMap<BlockId, usize>,
    mut a: BlockId,
    mut b: BlockId,
) -> BlockId {
    while a != b {
        while rpo[&a] > rpo[&b] {
            a = idom[&a];
        }
        while rpo[&b] > rpo[&a] {
            b = idom[&b];
        }
    }
    a
}
