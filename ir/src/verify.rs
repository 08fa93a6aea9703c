//! The verifier core: structural rules every op obeys, then each op's own
//! verifier.

use crate::attrs::Loc;
use crate::body::{BlockId, Body, OpId, RegionId, ValueDef, ValueId};
use crate::context::Context;
use crate::diag::Diagnostic;
use crate::registry::OpTraits;
use crate::walk::{walk_regions, WalkControl, WalkEvent};
use rustc_hash::{FxHashMap, FxHashSet};

/// An error about `op`: `'name' op message`, with the op attached as a note.
pub fn op_error(ctx: &Context, body: &Body, op: OpId, msg: impl AsRef<str>) -> Diagnostic {
    let name = ctx.op_name_str(body.op_name(op));
    Diagnostic::error(body.op_loc(op), format!("'{name}' op {}", msg.as_ref()))
        .with_current_op(ctx, body, op)
}

impl Diagnostic {
    /// Attaches `see current operation: <op in generic form>`.
    pub fn with_current_op(self, ctx: &Context, body: &Body, op: OpId) -> Diagnostic {
        let text = ctx.render_op(body, op);
        let sep = if text.contains('\n') { "\n" } else { "" };
        self.with_note(
            body.op_loc(op),
            format!("see current operation: {sep}{text}"),
        )
    }
}

/// Verifies `op` (in `body`) and everything nested in it. The bodies of
/// nested IsolatedFromAbove ops are verified in parallel (rayon); the error
/// reported is the first in IR order, whatever the thread count.
pub fn verify(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let mut v = Verifier::new(ctx, false);
    v.verify_op(body, op)?;
    match body.nested_body(op) {
        Some(nb) => verify_regions(
            ctx,
            nb,
            nb.root_regions(),
            owner_has_graph_regions(ctx, body, op),
            Some(body.op_loc(op)),
        )?,
        None => verify_regions(ctx, body, body.op_regions(op), false, None)?,
    }
    after_regions(ctx, body, op)
}

/// Verifies `op` itself (structure, traits and its own hook), not what is
/// nested in it.
pub fn verify_op_only(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    Verifier::new(ctx, false).verify_op(body, op)
}

/// Verifies everything inside the regions of an IsolatedFromAbove op whose
/// nested body is `nested` (`graph`: whether the op has graph regions).
pub fn verify_nested_body(ctx: &Context, nested: &Body, graph: bool) -> Result<(), Diagnostic> {
    verify_regions(ctx, nested, nested.root_regions(), graph, None)
}

/// The checks that follow an op's regions: symbol uses of symbol tables and
/// the op's `verify_regions` hook.
pub fn verify_after_regions(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    after_regions(ctx, body, op)
}

/// What runs once everything nested in `op` was verified: symbol uses (for
/// symbol tables), then the op's `verify_regions` hook.
fn after_regions(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    if ctx
        .op_traits(body.op_name(op))
        .contains(OpTraits::SYMBOL_TABLE)
    {
        verify_symbol_uses(ctx, body, op)?;
    }
    match ctx.op_info(body.op_name(op)).and_then(|i| i.verify_regions) {
        Some(f) => f(ctx, body, op),
        None => Ok(()),
    }
}

/// The symbols defined directly in a symbol table op's region.
pub struct SymbolTable<'b> {
    map: FxHashMap<&'b str, (&'b Body, OpId)>,
}

impl<'b> SymbolTable<'b> {
    /// The symbols of `op` (a symbol table op in `body`).
    pub fn of(ctx: &'b Context, body: &'b Body, op: OpId) -> SymbolTable<'b> {
        let rb = body.regions_body(op);
        let mut map = FxHashMap::default();
        for &r in body.op_regions(op) {
            for b in rb.region_blocks(r) {
                for o in rb.block_ops(b) {
                    if let Some(s) = symbol_name(ctx, rb, o) {
                        map.entry(s).or_insert((rb, o));
                    }
                }
            }
        }
        SymbolTable { map }
    }

    /// The op defining `name`, with its body.
    pub fn lookup(&self, name: &str) -> Option<(&'b Body, OpId)> {
        self.map.get(name).copied()
    }
}

/// Runs the symbol-use hooks of the ops nested in a symbol table op (not
/// inside nested symbol tables), in IR order.
fn verify_symbol_uses(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let table = SymbolTable::of(ctx, body, op);
    let rb = body.regions_body(op);
    let mut err = None;
    walk_regions(rb, body.op_regions(op), true, &mut |b, o, ev| {
        if ev != WalkEvent::Pre {
            return WalkControl::Advance;
        }
        let info = ctx.op_info(b.op_name(o));
        if let Some(f) = info.and_then(|i| i.verify_symbol_uses) {
            if let Err(e) = f(ctx, &table, b, o) {
                err = Some(e);
                return WalkControl::Interrupt;
            }
        }
        if info.is_some_and(|i| i.traits.contains(OpTraits::SYMBOL_TABLE)) {
            return WalkControl::Skip;
        }
        WalkControl::Advance
    });
    match err {
        Some(e) => Err(e),
        None => Ok(()),
    }
}

fn owner_has_graph_regions(ctx: &Context, body: &Body, op: OpId) -> bool {
    ctx.op_traits(body.op_name(op))
        .contains(OpTraits::GRAPH_REGIONS)
}

/// Verifies the ops in `regions` of `body`, then the isolated children.
fn verify_regions(
    ctx: &Context,
    body: &Body,
    regions: &[RegionId],
    root_graph: bool,
    root_owner_loc: Option<Loc>,
) -> Result<(), Diagnostic> {
    use rayon::prelude::*;
    let mut v = Verifier::new(ctx, root_graph);
    v.root_owner_loc = root_owner_loc;
    let mut children: Vec<OpId> = Vec::new();
    let mut err = None;
    walk_regions(body, regions, false, &mut |b, o, ev| {
        if ev == WalkEvent::Pre {
            if let Err(e) = v.verify_op(b, o) {
                err = Some(e);
                return WalkControl::Interrupt;
            }
            if b.nested_body(o).is_some() {
                children.push(o);
            }
        } else if b.nested_body(o).is_none() {
            if let Err(e) = after_regions(ctx, b, o) {
                err = Some(e);
                return WalkControl::Interrupt;
            }
        }
        WalkControl::Advance
    });
    if let Some(e) = err {
        return Err(e);
    }
    let check = |&c: &OpId| -> Result<(), Diagnostic> {
        let nb = body.nested_body(c).expect("isolated child has a body");
        let graph = owner_has_graph_regions(ctx, body, c);
        stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, || {
            verify_regions(ctx, nb, nb.root_regions(), graph, Some(body.op_loc(c)))
        })?;
        after_regions(ctx, body, c)
    };
    if children.len() > 1 {
        let results: Vec<Result<(), Diagnostic>> = children.par_iter().map(check).collect();
        results.into_iter().collect()
    } else {
        children.iter().try_for_each(check)
    }
}

struct Verifier<'c> {
    ctx: &'c Context,
    /// Immediate dominators per (body, region): block -> idom, and reachability.
    dom: FxHashMap<(*const Body, RegionId), DomTree>,
    /// Position of each op in its block, per body.
    order: FxHashMap<(*const Body, BlockId), FxHashMap<OpId, u32>>,
    /// Whether the root regions of the body being verified are graph regions.
    root_graph: bool,
    /// The location of the op owning the root regions (it lives in the
    /// parent body), when known.
    root_owner_loc: Option<Loc>,
}

struct DomTree {
    idom: FxHashMap<BlockId, BlockId>,
    rpo_index: FxHashMap<BlockId, usize>,
    /// Entry and exit numbers of a depth-first walk of the dominator tree:
    /// `a` dominates `b` when `b`'s interval lies in `a`'s (O(1) queries,
    /// where walking up the tree is O(depth) and makes long CFG chains
    /// quadratic).
    dfs: FxHashMap<BlockId, (u32, u32)>,
}

impl<'c> Verifier<'c> {
    fn new(ctx: &'c Context, root_graph: bool) -> Self {
        Verifier {
            ctx,
            dom: FxHashMap::default(),
            order: FxHashMap::default(),
            root_graph,
            root_owner_loc: None,
        }
    }

    fn verify_op(&mut self, body: &Body, op: OpId) -> Result<(), Diagnostic> {
        let ctx = self.ctx;
        let name = body.op_name(op);
        let info = ctx.op_info(name);
        if info.is_none() {
            let text = ctx.op_name_str(name);
            let dialect = text.split('.').next().unwrap_or("");
            if let Some(d) = ctx.dialect(dialect) {
                if !d.allow_unknown_ops && !ctx.allows_unregistered_dialects() {
                    return Err(Diagnostic::error(
                        body.op_loc(op),
                        format!("unregistered operation '{text}' found in dialect ('{dialect}') that does not allow unknown operations"),
                    )
                    .with_current_op(ctx, body, op));
                }
            }
        }
        let traits = ctx.op_traits(name);
        // Terminators must come last.
        if traits.contains(OpTraits::TERMINATOR) && body.next_op(op).is_some() {
            return Err(op_error(
                ctx,
                body,
                op,
                "must be the last operation in the parent block",
            ));
        }
        // Operand dominance: only meaningful in blocks reachable from their
        // region's entry (MLIR skips the operands of ops in unreachable blocks).
        let reachable = body
            .op_block(op)
            .is_none_or(|b| self.block_reachable(body, b));
        for (i, v) in body.operands(op).enumerate().filter(|_| reachable) {
            if !self.dominates_use(body, v, op) {
                return Err(self.dominance_error(body, op, i, v));
            }
        }
        if !body.successors(op).is_empty() && body.next_op(op).is_some() {
            return Err(Diagnostic::error(
                body.op_loc(op),
                "operation with block successors must terminate its parent block",
            )
            .with_current_op(ctx, body, op));
        }
        // Successors stay within the region.
        if let Some(b) = body.op_block(op) {
            let region = body.block_region(b);
            for &s in body.successors(op) {
                if body.block_region(s) != region {
                    return Err(op_error(
                        ctx,
                        body,
                        op,
                        "reference to block defined in another region",
                    ));
                }
            }
        }
        // Regions.
        let rb = body.regions_body(op);
        let regions: Vec<RegionId> = body.op_regions(op).to_vec();
        for (ri, &r) in regions.iter().enumerate() {
            let blocks: Vec<BlockId> = rb.region_blocks(r).collect();
            if traits.contains(OpTraits::SINGLE_BLOCK) && blocks.len() > 1 {
                return Err(op_error(
                    ctx,
                    body,
                    op,
                    format!("expects region #{ri} to have 0 or 1 blocks"),
                ));
            }
            if let Some(&entry) = blocks.first() {
                if blocks.iter().any(|&b| {
                    rb.last_op(b)
                        .is_some_and(|t| rb.successors(t).contains(&entry))
                }) {
                    return Err(Diagnostic::error(
                        body.op_loc(op),
                        "entry block of region may not have predecessors",
                    ));
                }
            }
            if info.is_some() && !traits.contains(OpTraits::NO_TERMINATOR) {
                for &b in &blocks {
                    match rb.last_op(b) {
                        None => {
                            return Err(Diagnostic::error(
                                body.op_loc(op),
                                "empty block: expect at least a terminator",
                            ));
                        }
                        Some(t) => {
                            let tn = rb.op_name(t);
                            if ctx.op_info(tn).is_some()
                                && !ctx.op_traits(tn).contains(OpTraits::TERMINATOR)
                            {
                                let text = ctx.render_op(rb, t);
                                return Err(Diagnostic::error(
                                    rb.op_loc(t),
                                    format!("block with no terminator, has {text}"),
                                ));
                            }
                        }
                    }
                }
            }
        }
        // Symbol tables: unique names among the ops of the region.
        if traits.contains(OpTraits::SYMBOL_TABLE) {
            for &r in &regions {
                let mut seen: FxHashMap<&str, OpId> = FxHashMap::default();
                for b in rb.region_blocks(r) {
                    for o in rb.block_ops(b) {
                        let Some(sym) = symbol_name(ctx, rb, o) else {
                            continue;
                        };
                        if let Some(&prev) = seen.get(sym) {
                            return Err(Diagnostic::error(
                                rb.op_loc(o),
                                format!("redefinition of symbol named '{sym}'"),
                            )
                            .with_note(rb.op_loc(prev), "see existing symbol definition here"));
                        }
                        seen.insert(sym, o);
                    }
                }
            }
        }
        if let Some(f) = info.and_then(|i| i.verify) {
            f(ctx, body, op)?;
        }
        Ok(())
    }

    fn dominance_error(&mut self, body: &Body, op: OpId, i: usize, v: ValueId) -> Diagnostic {
        let ctx = self.ctx;
        let mut d = Diagnostic::error(
            body.op_loc(op),
            format!("operand #{i} does not dominate this use"),
        )
        .with_current_op(ctx, body, op);
        let Some(user_block) = body.op_block(op) else {
            return d;
        };
        let region1 = body.block_region(user_block);
        match body.value_def(v) {
            ValueDef::Result { op: def, .. } => {
                let Some(def_block) = body.op_block(def) else {
                    return d;
                };
                let region2 = body.block_region(def_block);
                let rel = if def_block == user_block {
                    "op in the same block"
                } else {
                    match region_relation(body, region1, region2) {
                        RegionRelation::Same => "op in the same region",
                        RegionRelation::Parent => "op in a parent region",
                        RegionRelation::Child => "op in a child region",
                        RegionRelation::Unrelated => {
                            "op is neither in a parent nor in a child region"
                        }
                    }
                };
                d = d.with_note(body.op_loc(def), format!("operand defined here ({rel})"));
            }
            ValueDef::Arg { block, .. } => {
                let region2 = body.block_region(block);
                let loc = match body.region_parent(region2) {
                    Some(p) => body.op_loc(p),
                    None => self.root_owner_loc.unwrap_or(ctx.common().unknown_loc),
                };
                let index = body
                    .region_blocks(region2)
                    .position(|b| b == block)
                    .unwrap_or(0);
                let rel = match region_relation(body, region1, region2) {
                    RegionRelation::Same => "in the same region",
                    RegionRelation::Parent => "in a parent region",
                    RegionRelation::Child => "in a child region",
                    RegionRelation::Unrelated => "neither in a parent nor in a child region",
                };
                d = d.with_note(
                    loc,
                    format!("operand defined as a block argument (block #{index} {rel})"),
                );
            }
        }
        d
    }

    fn is_graph_region(&self, body: &Body, region: RegionId) -> bool {
        match body.region_parent(region) {
            Some(p) => {
                self.ctx
                    .op_traits(body.op_name(p))
                    .contains(OpTraits::GRAPH_REGIONS)
                    || self.ctx.op_info(body.op_name(p)).is_none()
            }
            // Root regions: decided by the owning op, which lives in the parent body.
            None => false,
        }
    }

    /// Whether the definition of `v` dominates its use by `user`.
    fn dominates_use(&mut self, body: &Body, v: ValueId, user: OpId) -> bool {
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
        if self.is_graph_region(body, def_region) || self.root_region_is_graph(body, def_region) {
            return true;
        }
        if anc_block == def_block {
            return match body.value_def(v) {
                ValueDef::Arg { .. } => true,
                ValueDef::Result { op: def, .. } => {
                    if def == anc {
                        return false;
                    }
                    let order = self.block_order(body, def_block);
                    order[&def] < order[&anc]
                }
            };
        }
        self.block_dominates(body, def_region, def_block, anc_block)
    }

    fn root_region_is_graph(&self, body: &Body, region: RegionId) -> bool {
        body.region_parent(region).is_none() && self.root_graph
    }

    fn block_order(&mut self, body: &Body, block: BlockId) -> &FxHashMap<OpId, u32> {
        self.order
            .entry((body as *const Body, block))
            .or_insert_with(|| {
                body.block_ops(block)
                    .enumerate()
                    .map(|(i, o)| (o, i as u32))
                    .collect()
            })
    }

    /// Whether `block` is reachable from the entry of its region.
    fn block_reachable(&mut self, body: &Body, block: BlockId) -> bool {
        let region = body.block_region(block);
        if body.entry_block(region) == Some(block) {
            return true;
        }
        let tree = self
            .dom
            .entry((body as *const Body, region))
            .or_insert_with(|| dom_tree(body, region));
        tree.rpo_index.contains_key(&block)
    }

    fn block_dominates(&mut self, body: &Body, region: RegionId, a: BlockId, b: BlockId) -> bool {
        let tree = self
            .dom
            .entry((body as *const Body, region))
            .or_insert_with(|| dom_tree(body, region));
        if !tree.rpo_index.contains_key(&b) {
            return true; // uses in unreachable blocks are not checked
        }
        match (tree.dfs.get(&a), tree.dfs.get(&b)) {
            (Some(&(a_in, a_out)), Some(&(b_in, b_out))) => a_in <= b_in && b_out <= a_out,
            _ => false,
        }
    }
}

/// The `sym_name` of an op, from its properties or attributes.
pub fn symbol_name<'c>(ctx: &'c Context, body: &Body, op: OpId) -> Option<&'c str> {
    let a = body
        .properties(op)
        .and_then(|p| ctx.dict_get(p, "sym_name"))
        .or_else(|| ctx.dict_get(body.attrs(op), "sym_name"))?;
    match ctx.attr_data(a) {
        crate::attrs::AttrData::String { value, .. } => std::str::from_utf8(value).ok(),
        _ => None,
    }
}

/// Immediate dominators of the blocks of a region (Cooper, Harvey, Kennedy).
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

/// Where a definition's region lies relative to the using op's region.
enum RegionRelation {
    Same,
    Parent,
    Child,
    Unrelated,
}

fn region_relation(body: &Body, use_region: RegionId, def_region: RegionId) -> RegionRelation {
    if use_region == def_region {
        RegionRelation::Same
    } else if region_is_proper_ancestor(body, def_region, use_region) {
        RegionRelation::Parent
    } else if region_is_proper_ancestor(body, use_region, def_region) {
        RegionRelation::Child
    } else {
        RegionRelation::Unrelated
    }
}

/// Whether `anc` strictly contains `region` (both in `body`).
fn region_is_proper_ancestor(body: &Body, anc: RegionId, mut region: RegionId) -> bool {
    while let Some(op) = body.region_parent(region) {
        let Some(b) = body.op_block(op) else {
            return false;
        };
        region = body.block_region(b);
        if region == anc {
            return true;
        }
    }
    false
}
