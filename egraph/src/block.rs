//! One block through the e-graph: its pure single-result ops go in (the
//! rest of the block is the skeleton, whose values enter as leaves), the
//! e-graph saturates, the cheapest program is extracted, and it replaces
//! the block's pure ops only if it costs strictly less than they do.

use crate::analysis::Folding;
use crate::extract::{extract, Extraction};
use crate::language::Node;
use crate::rules::{dialect_of, RuleSet};
use crate::saturate::{saturate, Limits};
use egg::{EGraph, Id, Language};
use rmlir_ir::equality_rules::EqualityRules;
use rmlir_ir::registry::{DefaultProperties, OpTraits};
use rmlir_ir::{
    Attr, AttrData, BlockId, Body, Builder, Context, InsertPoint, OpId, OpSpec, ValueId,
};
use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;

/// What one block's run did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BlockReport {
    /// E-nodes at the end.
    pub enodes: usize,
    /// E-classes at the end.
    pub eclasses: usize,
    /// Saturation iterations.
    pub iterations: usize,
    /// Whether a limit ended saturation.
    pub limit_hit: bool,
    /// The pure ops' DAG cost before.
    pub cost_before: u64,
    /// The cost after (equal to before when the block was kept).
    pub cost_after: u64,
    /// Pure ops before and after.
    pub ops_before: usize,
    /// Pure ops written back (equal to `ops_before` when kept).
    pub ops_after: usize,
}

/// How many times its initial size a block's e-graph may grow to.
/// (32 was measured to find as much as no bound on generated modules, in
/// about 80% of the time; 16 and less find less.)
const GROWTH: usize = 32;
/// The node limit of the smallest blocks.
const MIN_NODES: usize = 64;

/// Blocks already run without gain, by a fingerprint of what the e-graph
/// would be given (the pure ops, their operands and types, which of them
/// the skeleton uses): the same input gives the same answer, so a later
/// round skips them. A fingerprint collision can only skip a block.
#[derive(Default)]
pub struct TriedBlocks(FxHashSet<u64>);

/// The fingerprint of a block's e-graph input.
fn fingerprint(body: &Body, candidates: &[OpId], roots: &[(usize, ValueId, Id)]) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = rustc_hash::FxHasher::default();
    for &op in candidates {
        body.op_name(op).hash(&mut h);
        body.properties(op).hash(&mut h);
        body.value_type(body.result(op, 0)).hash(&mut h);
        for v in body.operands(op) {
            v.hash(&mut h);
            body.value_type(v).hash(&mut h);
        }
        body.result(op, 0).hash(&mut h);
    }
    for r in roots {
        r.1.hash(&mut h);
    }
    h.finish()
}

/// The extraction cost of a node: leaves are free, constants cost 1, ops
/// what they declare (3 if they declare nothing).
pub fn node_cost(rules: &RuleSet, node: &Node) -> u64 {
    match node {
        Node::Leaf { .. } => 0,
        Node::Const { .. } => 1,
        Node::Op { name, .. } => rules.costs.get(name).copied().unwrap_or(3),
    }
}

/// Whether `op` enters the e-graph: registered, pure (no memory effect,
/// speculatable), one result, no regions or successors, no discardable
/// attributes.
fn is_candidate(ctx: &Context, body: &Body, op: OpId) -> bool {
    body.num_results(op) == 1
        && body.num_regions(op) == 0
        && body.successors(op).is_empty()
        && body.attrs(op) == ctx.common().empty_dict
        && ctx.op_info(body.op_name(op)).is_some()
        && rmlir_ir::effects::is_memory_effect_free(ctx, body, op)
        && rmlir_ir::speculation::is_speculatable(ctx, body, op)
}

/// `op`'s properties as the e-graph keys them (see [`normalize_props`]).
fn normalized_props(ctx: &Context, body: &Body, op: OpId) -> Option<Attr> {
    normalize_props(ctx, body.op_name(op), body.properties(op)?)
}

/// Properties `props` of an op `name` as the e-graph keys them: poison
/// flags reset to their defaults, and `None` when every property has its
/// default; otherwise every property, the defaults included.
pub(crate) fn normalize_props(ctx: &Context, op: rmlir_ir::OpName, props: Attr) -> Option<Attr> {
    let info = ctx.op_info(op)?;
    let defaults = info.interfaces.get::<DefaultProperties>();
    let flags = info
        .interfaces
        .get::<EqualityRules>()
        .map_or(&[][..], |r| &r.poison_flags[..]);
    let AttrData::Dictionary(entries) = ctx.attr_data(props) else {
        return Some(props);
    };
    let mut kept = Vec::new();
    for &(name, value) in entries.iter() {
        let key = ctx.ident_str(name);
        let default = defaults.and_then(|d| d.get(key));
        if default == Some(value) || flags.contains(&key) {
            continue;
        }
        kept.push((name, value));
    }
    if kept.is_empty() {
        return None;
    }
    let mut full = default_props(ctx, op).map_or_else(Vec::new, |d| match ctx.attr_data(d) {
        AttrData::Dictionary(e) => e.to_vec(),
        _ => Vec::new(),
    });
    full.extend(kept);
    Some(ctx.dictionary_attr(full))
}

/// The properties an op has when all of them take their defaults.
fn default_props(ctx: &Context, name: rmlir_ir::OpName) -> Option<Attr> {
    let defaults = ctx.op_info(name)?.interfaces.get::<DefaultProperties>()?;
    if defaults.0.is_empty() {
        return None;
    }
    let entries = defaults.0.iter().map(|&(n, a)| (ctx.ident(n), a)).collect();
    Some(ctx.dictionary_attr(entries))
}

/// The value and dialect of `v` if a constant-like op defines it.
fn outer_constant<'c>(ctx: &'c Context, body: &Body, v: ValueId) -> Option<(Attr, &'c str)> {
    let def = body.defining_op(v)?;
    let name = body.op_name(def);
    if !ctx.op_traits(name).contains(OpTraits::CONSTANT_LIKE) || body.num_operands(def) != 0 {
        return None;
    }
    let value = rmlir_ir::fold::constant_value(ctx, body, v)?;
    Some((value, dialect_of(ctx.op_name_str(name))))
}

/// The ancestor of `op` (or `op`) that sits directly in `block`.
fn ancestor_in(body: &Body, block: BlockId, mut op: OpId) -> Option<OpId> {
    loop {
        if body.op_block(op) == Some(block) {
            return Some(op);
        }
        op = body.parent_op(op)?;
    }
}

/// Runs the e-graph on `block` and rewrites it if that pays.
pub fn run_on_block(
    ctx: &Context,
    body: &mut Body,
    block: BlockId,
    rules: &RuleSet,
    limits: &Limits,
    tried: &mut TriedBlocks,
) -> BlockReport {
    let mut report = BlockReport::default();
    // Only rules can make a block cheaper (greedy has folded it already),
    // and a rule applies only where its op is.
    if !body
        .block_ops(block)
        .any(|o| rules.searched.contains(&body.op_name(o)))
    {
        return report;
    }
    let ops: Vec<OpId> = body.block_ops(block).collect();
    let position: FxHashMap<OpId, usize> = ops.iter().enumerate().map(|(i, &o)| (o, i)).collect();
    let candidates: Vec<OpId> = ops
        .iter()
        .copied()
        .filter(|&o| is_candidate(ctx, body, o))
        .collect();
    if candidates.len() < 2 {
        return report;
    }
    let in_graph: FxHashSet<OpId> = candidates.iter().copied().collect();
    let mut egraph = EGraph::new(Folding::new(ctx));
    let mut leaves: Vec<ValueId> = Vec::new();
    let mut leaf_index: FxHashMap<ValueId, u32> = FxHashMap::default();
    let mut class_of: FxHashMap<ValueId, Id> = FxHashMap::default();
    let mut op_nodes: FxHashMap<OpId, Node> = FxHashMap::default();
    let mut first_op_of: FxHashMap<Id, OpId> = FxHashMap::default();
    let mut constant_leaves = 0;
    for &op in &candidates {
        let ty = body.value_type(body.result(op, 0));
        let name = body.op_name(op);
        let node = if ctx.op_traits(name).contains(OpTraits::CONSTANT_LIKE)
            && body.num_operands(op) == 0
        {
            match rmlir_ir::fold::constant_value(ctx, body, body.result(op, 0)) {
                Some(value) => {
                    egraph
                        .analysis
                        .const_dialect
                        .entry((value, ty))
                        .or_insert_with(|| dialect_of(ctx.op_name_str(name)).to_string());
                    Node::Const { value, ty }
                }
                None => continue,
            }
        } else {
            let mut children: SmallVec<[Id; 2]> = SmallVec::new();
            for v in body.operands(op) {
                let id = match class_of.get(&v) {
                    Some(&id) => id,
                    None => {
                        let mut fresh = false;
                        let index = *leaf_index.entry(v).or_insert_with(|| {
                            fresh = true;
                            leaves.push(v);
                            (leaves.len() - 1) as u32
                        });
                        let ty = body.value_type(v);
                        let leaf = egraph.add(Node::Leaf { index, ty });
                        // A constant from an enclosing block (where greedy
                        // hoists them): its value joins the leaf, for the
                        // folders and the rules' literals, while extraction
                        // reuses the leaf (which costs nothing).
                        if fresh {
                            if let Some((value, dialect)) = outer_constant(ctx, body, v) {
                                egraph
                                    .analysis
                                    .const_dialect
                                    .entry((value, ty))
                                    .or_insert_with(|| dialect.to_string());
                                let c = egraph.add(Node::Const { value, ty });
                                egraph.union(leaf, c);
                                constant_leaves += 1;
                            }
                        }
                        leaf
                    }
                };
                children.push(id);
            }
            if children.len() == 2 && rules.algebra.commutative(name) {
                children.sort_unstable();
            }
            Node::Op {
                name,
                props: normalized_props(ctx, body, op),
                ty: Some(ty),
                children,
            }
        };
        let id = egraph.add(node.clone());
        op_nodes.insert(op, node);
        first_op_of.entry(id).or_insert(op);
        class_of.insert(body.result(op, 0), id);
    }
    // Roots: pure values used by the skeleton (or outside this block), with
    // the position of their first such use.
    let mut roots: Vec<(usize, ValueId, Id)> = Vec::new();
    for &op in &candidates {
        let v = body.result(op, 0);
        let Some(&id) = class_of.get(&v) else {
            continue;
        };
        let mut first: Option<usize> = None;
        for u in body.uses(v) {
            if in_graph.contains(&u.owner) && body.op_block(u.owner) == Some(block) {
                continue;
            }
            let at = match ancestor_in(body, block, u.owner) {
                Some(a) => position[&a],
                // Used in another block of the region: needed before the
                // terminator.
                None => ops.len() - 1,
            };
            first = Some(first.map_or(at, |f: usize| f.min(at)));
        }
        if let Some(at) = first {
            roots.push((at, v, id));
        }
    }
    if roots.is_empty() {
        return report;
    }
    roots.sort_by_key(|r| r.0);
    let print = fingerprint(body, &candidates, &roots);
    if tried.0.contains(&print) {
        return report;
    }
    report.ops_before = candidates.len();
    report.cost_before = dag_cost(&egraph, rules, body, &op_nodes, &roots);

    // A block's e-graph may grow to a multiple of its size, within the
    // limit: associativity and commutativity grow without bound, and small
    // blocks have little to find.
    let scaled = Limits {
        node_limit: limits.node_limit.min(
            GROWTH
                .saturating_mul(egraph.total_number_of_nodes())
                .max(MIN_NODES),
        ),
        ..*limits
    };
    let root_classes: Vec<Id> = roots.iter().map(|r| r.2).collect();
    crate::ac::normalize(ctx, &mut egraph, &rules.algebra, &root_classes);
    let run = saturate(ctx, &mut egraph, rules, &scaled);
    report.iterations = run.iterations;
    report.limit_hit = run.limit_hit;
    report.enodes = egraph.total_number_of_nodes();
    report.eclasses = egraph.number_of_classes();
    report.cost_after = report.cost_before;
    report.ops_after = report.ops_before;
    // An e-graph that still holds just the block's pure ops, one class
    // each (constant leaves with their value), has nothing cheaper to give.
    if egraph.number_of_classes() == leaves.len() + candidates.len()
        && egraph.total_number_of_nodes() == egraph.number_of_classes() + constant_leaves
    {
        tried.0.insert(print);
        return report;
    }
    let root_ids: Vec<Id> = roots.iter().map(|r| egraph.find(r.2)).collect();
    let cost = |n: &Node| node_cost(rules, n);
    let extraction = extract(&egraph, &root_ids, &cost);
    if extraction.cost >= report.cost_before {
        tried.0.insert(print);
        return report;
    }
    let leaf_def_at = |index: u32| -> usize {
        let v = leaves[index as usize];
        match body.defining_op(v).and_then(|d| position.get(&d)) {
            Some(&at) => at + 1,
            None => 0,
        }
    };
    // Every chosen class must be computable where it is first needed (and
    // the chosen terms acyclic, which extraction guarantees; checked so
    // that a bug there keeps the block instead of looping).
    let Some(need) = need_positions(&egraph, &extraction, &roots) else {
        return report;
    };
    if !acyclic(&egraph, &extraction, need.keys().copied()) {
        return report;
    }
    for (&class, &at) in &need {
        if available_at(&egraph, &extraction, class, &leaf_def_at) > at {
            return report;
        }
    }
    let first_loc: FxHashMap<Id, rmlir_ir::Loc> = first_op_of
        .iter()
        .map(|(&id, &op)| (egraph.find(id), body.op_loc(op)))
        .collect();
    // Constants first: a dialect may refuse one, and then nothing changes.
    let mut made: FxHashMap<Id, ValueId> = FxHashMap::default();
    let mut constants: Vec<(&Id, &usize)> = need.iter().collect();
    constants.sort();
    for (&class, &at) in constants {
        let Some(Node::Const { value, ty }) = extraction.chosen.get(&class) else {
            continue;
        };
        let dialect = egraph.analysis.const_dialect.get(&(*value, *ty));
        let loc = body.op_loc(ops[at]);
        let mut b = Builder::new(body, InsertPoint::Before(ops[at]));
        let op = dialect
            .and_then(|d| rmlir_ir::fold::materialize_constant(ctx, &mut b, d, *value, *ty, loc));
        match op {
            Some(op) => {
                made.insert(class, body.result(op, 0));
            }
            None => {
                for v in made.values() {
                    if let Some(def) = body.defining_op(*v) {
                        let _ = body.erase_op(def);
                    }
                }
                return report;
            }
        }
    }
    let constants_made = made.len();
    let mut writer = WriteBack {
        ctx,
        egraph: &egraph,
        extraction: &extraction,
        leaves: &leaves,
        made,
        first_loc,
        count: constants_made,
    };
    for &(at, v, id) in &roots {
        let anchor = ops[at];
        let new = writer.materialize(body, egraph.find(id), anchor);
        // Uses by the pure ops are about to go with them.
        let uses: Vec<(rmlir_ir::UseId, OpId)> = body.uses(v).map(|u| (u.id, u.owner)).collect();
        for (u, owner) in uses {
            if !(in_graph.contains(&owner) && body.op_block(owner) == Some(block)) {
                let index = body.use_operand_index(u);
                body.set_operand(owner, index, new);
            }
        }
    }
    report.ops_after = writer.count;
    report.cost_after = extraction.cost;
    for &op in candidates.iter().rev() {
        // Every remaining use is by another pure op of this block, erased
        // before it (reverse order).
        let _ = body.erase_op(op);
    }
    report
}

/// The DAG cost of the block's pure ops the roots use (ops equal in the
/// e-graph counted once, so that it is never more than the ops' true
/// cost). Counted on the ops, not the e-graph's classes: a folder may have
/// joined an op's class with its operand's as the op was added.
fn dag_cost(
    egraph: &EGraph<Node, Folding<'_>>,
    rules: &RuleSet,
    body: &Body,
    op_nodes: &FxHashMap<OpId, Node>,
    roots: &[(usize, ValueId, Id)],
) -> u64 {
    let mut seen: FxHashSet<OpId> = FxHashSet::default();
    let mut counted: FxHashSet<Node> = FxHashSet::default();
    let mut stack: Vec<OpId> = roots.iter().filter_map(|r| body.defining_op(r.1)).collect();
    let mut total = 0;
    while let Some(op) = stack.pop() {
        if !seen.insert(op) {
            continue;
        }
        let Some(node) = op_nodes.get(&op) else {
            continue;
        };
        if counted.insert(node.clone().map_children(|c| egraph.find(c))) {
            total += node_cost(rules, node);
        }
        stack.extend(
            body.operands(op)
                .filter_map(|v| body.defining_op(v))
                .filter(|d| op_nodes.contains_key(d)),
        );
    }
    total
}

/// The earliest position at which each chosen class is needed.
fn need_positions(
    egraph: &EGraph<Node, Folding<'_>>,
    extraction: &Extraction,
    roots: &[(usize, ValueId, Id)],
) -> Option<FxHashMap<Id, usize>> {
    let mut need: FxHashMap<Id, usize> = FxHashMap::default();
    // Roots are sorted by position, so the first visit is the earliest.
    for &(at, _, id) in roots {
        let mut stack = vec![egraph.find(id)];
        while let Some(class) = stack.pop() {
            if need.contains_key(&class) {
                continue;
            }
            need.insert(class, at);
            let node = extraction.chosen.get(&class)?;
            stack.extend(node.children().iter().map(|&c| egraph.find(c)));
        }
    }
    Some(need)
}

/// Whether the chosen nodes, followed from `classes`, form no cycle.
fn acyclic(
    egraph: &EGraph<Node, Folding<'_>>,
    extraction: &Extraction,
    classes: impl Iterator<Item = Id>,
) -> bool {
    // 1: on the current path, 2: finished.
    let mut state: FxHashMap<Id, u8> = FxHashMap::default();
    for start in classes {
        let mut stack: Vec<(Id, bool)> = vec![(start, false)];
        while let Some((c, leaving)) = stack.pop() {
            if leaving {
                state.insert(c, 2);
                continue;
            }
            match state.get(&c) {
                Some(2) => continue,
                Some(_) => return false,
                None => {}
            }
            state.insert(c, 1);
            stack.push((c, true));
            if let Some(node) = extraction.chosen.get(&c) {
                for &k in node.children() {
                    let k = egraph.find(k);
                    match state.get(&k) {
                        Some(1) => return false,
                        Some(_) => {}
                        None => stack.push((k, false)),
                    }
                }
            }
        }
    }
    true
}

/// The first position after which every leaf the class's chosen term
/// reads is defined.
fn available_at(
    egraph: &EGraph<Node, Folding<'_>>,
    extraction: &Extraction,
    class: Id,
    leaf_def_at: &dyn Fn(u32) -> usize,
) -> usize {
    let mut latest = 0;
    let mut seen: FxHashSet<Id> = FxHashSet::default();
    let mut stack = vec![class];
    while let Some(c) = stack.pop() {
        if !seen.insert(c) {
            continue;
        }
        match extraction.chosen.get(&c) {
            Some(Node::Leaf { index, .. }) => latest = latest.max(leaf_def_at(*index)),
            Some(node) => stack.extend(node.children().iter().map(|&k| egraph.find(k))),
            None => {}
        }
    }
    latest
}

/// Writes chosen terms back as ops, each class once.
struct WriteBack<'a, 'c> {
    ctx: &'c Context,
    egraph: &'a EGraph<Node, Folding<'c>>,
    extraction: &'a Extraction,
    leaves: &'a [ValueId],
    made: FxHashMap<Id, ValueId>,
    first_loc: FxHashMap<Id, rmlir_ir::Loc>,
    count: usize,
}

impl WriteBack<'_, '_> {
    /// The value of `class`, creating its ops before `anchor` as needed
    /// (children first, iteratively).
    fn materialize(&mut self, body: &mut Body, class: Id, anchor: OpId) -> ValueId {
        let mut stack: Vec<(Id, bool)> = vec![(class, false)];
        while let Some((c, ready)) = stack.pop() {
            if self.made.contains_key(&c) {
                continue;
            }
            let node = &self.extraction.chosen[&c];
            if !ready {
                stack.push((c, true));
                for &k in node.children().iter().rev() {
                    stack.push((self.egraph.find(k), false));
                }
                continue;
            }
            let value = self.create(body, c, node, anchor);
            self.made.insert(c, value);
        }
        self.made[&class]
    }

    fn create(&mut self, body: &mut Body, class: Id, node: &Node, anchor: OpId) -> ValueId {
        let ctx = self.ctx;
        let loc = self
            .first_loc
            .get(&class)
            .copied()
            .unwrap_or_else(|| body.op_loc(anchor));
        match node {
            Node::Leaf { index, .. } => self.leaves[*index as usize],
            // Made up front by `run_on_block`.
            Node::Const { .. } => self.made[&class],
            Node::Op {
                name,
                props,
                ty,
                children,
            } => {
                let operands: SmallVec<[ValueId; 2]> = children
                    .iter()
                    .map(|&k| self.made[&self.egraph.find(k)])
                    .collect();
                let props = props.or_else(|| default_props(ctx, *name));
                let ty = ty.unwrap_or_else(|| self.egraph[class].data.ty);
                let mut b = Builder::new(body, InsertPoint::Before(anchor));
                let op = b.create(&OpSpec {
                    name: *name,
                    loc,
                    operands: &operands,
                    result_types: &[ty],
                    successors: &[],
                    num_regions: 0,
                    isolated: false,
                    properties: props,
                    attrs: ctx.common().empty_dict,
                });
                self.count += 1;
                body.result(op, 0)
            }
        }
    }
}
