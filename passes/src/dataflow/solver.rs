//! The data-flow solver: dead-code analysis and sparse constant propagation
//! run together to a fixpoint (MLIR's `DataFlowSolver` loaded with
//! `DeadCodeAnalysis` and `SparseConstantPropagation`).
//!
//! States, as in MLIR:
//! - *executable* flags of blocks and CFG edges (dead until proven live);
//! - *predecessors* of region entry blocks and of the points after region
//!   branch ops (which ops transfer control there, and which values of the
//!   target receive what they forward), of callables (their calls) and of
//!   the points after calls (the returns of the callee);
//! - a [`ConstantValue`] per SSA value.
//!
//! A work item is a program point (a block start or the point after an op)
//! with the analysis to run there.  Reading a state through a `*_for`
//! accessor records the point as a dependent of the state; a state change
//! re-enqueues its dependents (and, for lattices, the users of the value
//! for subscribed analyses; for blocks becoming live, the block and its ops
//! for subscribed analyses).

use super::lattice::ConstantValue;
use rmlir_ir::body_tree::{BlockRef, BodyIx, BodyTree, DetachedBodies, OpRef, ValueRef};
use rmlir_ir::call::{CallInterface, CallableInterface, Callee};
use rmlir_ir::region_branch::{self as rbi, RegionSuccessor, RegionTarget};
use rmlir_ir::registry::{FoldResult, OpFoldResult, OpTraits};
use rmlir_ir::symbol::{self, SymbolTables, Visibility};
use rmlir_ir::walk::{walk_regions, WalkControl, WalkEvent};
use rmlir_ir::OpName;
use rmlir_ir::{Attr, BlockId, Body, Context, OpId, RegionId, ValueId};
use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use std::collections::VecDeque;
use std::ops::Range;

/// A program point: the start of a block or the point right after an op.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
enum Point {
    Block(BlockRef),
    After(OpRef),
}

/// The analyses the solver runs.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
enum Analysis {
    DeadCode,
    Constants,
}

/// Points to revisit when a state changes (an ordered set).
#[derive(Default)]
struct Dependents {
    list: Vec<(Point, Analysis)>,
    set: rustc_hash::FxHashSet<(Point, Analysis)>,
}

fn add_unique(d: &mut Dependents, x: (Point, Analysis)) {
    if d.set.insert(x) {
        d.list.push(x);
    }
}

/// Liveness of a block or CFG edge.
#[derive(Default)]
struct Executable {
    live: bool,
    /// Analyses re-run on the block (and its ops) when it becomes live, or
    /// on the edge's target block when the edge does.
    subscribers: SmallVec<[Analysis; 2]>,
    dependents: Dependents,
}

/// The ops known to transfer control to a point, and the values of the
/// point (entry block arguments or results) each one feeds.
#[derive(Default)]
struct Predecessors {
    /// Some predecessors may not be known (e.g. a public function's callers).
    unknown: bool,
    known: Vec<OpRef>,
    inputs: FxHashMap<OpRef, Range<usize>>,
    dependents: Dependents,
}

/// The constant state of a value.
#[derive(Default)]
struct Lattice {
    value: ConstantValue,
    /// Analyses re-run on the value's users when it changes.
    use_def: SmallVec<[Analysis; 2]>,
    dependents: Dependents,
}

/// What the solver needs to know of every body before solving: the CFG
/// predecessors of each block and the callable region of each callable.
struct CallSites {
    /// For each block, the terminators branching to it and the successor
    /// index they branch through.
    cfg_preds: FxHashMap<BlockRef, Vec<(OpRef, usize)>>,
    /// The callable region index of each op with a CallableInterface
    /// (`None` for declarations), taken while every body is in place.
    callable_regions: FxHashMap<OpRef, Option<usize>>,
}

impl CallSites {
    /// Indexes every body of `tree` (all in place under `root`).
    fn build(ctx: &Context, tree: &BodyTree, root: &Body) -> CallSites {
        let mut c = CallSites {
            cfg_preds: FxHashMap::default(),
            callable_regions: FxHashMap::default(),
        };
        for b in tree.bodies() {
            let body = tree.body(root, b).expect("indexed body is in place");
            walk_regions(body, body.root_regions(), false, &mut |bd, op, ev| {
                if ev == WalkEvent::Pre {
                    let o = OpRef { body: b, op };
                    if let Some(i) = ctx.op_info(bd.op_name(op)).and_then(|i| i.callable) {
                        c.callable_regions.insert(o, (i.region)(ctx, bd, op));
                    }
                    for (i, &s) in bd.successors(op).iter().enumerate() {
                        c.cfg_preds
                            .entry(BlockRef { body: b, block: s })
                            .or_default()
                            .push((o, i));
                    }
                }
                WalkControl::Advance
            });
        }
        c
    }
}

/// What the analyses found.
pub struct Solution {
    /// The bodies analysed.
    pub tree: BodyTree,
    /// The callable region index of each callable op (see
    /// [`Solution::callable_region`]).
    callable_regions: FxHashMap<OpRef, Option<usize>>,
    lattices: FxHashMap<ValueRef, ConstantValue>,
    live: FxHashMap<BlockRef, bool>,
    /// For each callable op whose callers are all known: those callers.
    callers: FxHashMap<OpRef, Vec<OpRef>>,
    /// Callable ops some of whose callers are unknown.
    unknown_callers: rustc_hash::FxHashSet<OpRef>,
    /// The callable each resolvable call op calls.
    callees: FxHashMap<OpRef, OpRef>,
}

impl Solution {
    /// The state of a value (uninitialized when never reached).
    pub fn value(&self, v: ValueRef) -> ConstantValue {
        self.lattices.get(&v).copied().unwrap_or_default()
    }

    /// Whether a block was found executable.
    pub fn is_live(&self, b: BlockRef) -> bool {
        self.live.get(&b).copied().unwrap_or(false)
    }

    /// The live calls of callable `op` when all its callers are known
    /// (MLIR's `PredecessorState` after a callable); `None` when some may
    /// be unknown (e.g. a public function).
    pub fn callers(&self, op: OpRef) -> Option<&[OpRef]> {
        if self.unknown_callers.contains(&op) {
            return None;
        }
        Some(self.callers.get(&op).map_or(&[], |v| v.as_slice()))
    }

    /// The callable call op `op` resolves to in the solved op's symbol
    /// tables (MLIR's `resolveCallableInTable`).
    pub fn callee(&self, op: OpRef) -> Option<OpRef> {
        self.callees.get(&op).copied()
    }

    /// The index of the callable region of `op` (`None` for declarations
    /// and ops that are not callable).
    pub fn callable_region(&self, op: OpRef) -> Option<usize> {
        self.callable_regions.get(&op).copied().flatten()
    }
}

/// The solver: dead-code analysis and sparse constant propagation over the
/// regions of one op.
pub struct Solver<'a> {
    ctx: &'a Context,
    /// The name of the op the solver runs on (whose regions the root body
    /// holds).
    top_name: OpName,
    /// Every body, taken out of its owner while solving.
    bodies: DetachedBodies<'a>,
    sites: &'a CallSites,
    /// The symbol tables looked up so far.
    symbols: std::cell::RefCell<SymbolTables<'a>>,
    blocks: FxHashMap<BlockRef, Executable>,
    edges: FxHashMap<(BlockRef, BlockId), Executable>,
    preds: FxHashMap<Point, Predecessors>,
    lattices: FxHashMap<ValueRef, Lattice>,
    worklist: VecDeque<(Point, Analysis)>,
}

impl<'a> Solver<'a> {
    /// Runs both analyses on the regions `root` holds (the regions of the op
    /// a pass runs on) to their fixpoint.  Fold hooks that update an op in
    /// place are undone, so the IR is unchanged.
    ///
    /// `top_name` is the name of that op: when it is a symbol table, calls
    /// to the functions it holds are followed (the arguments of a private
    /// function whose uses are all calls join the calls' operands, and call
    /// results join what the callee returns).
    pub fn solve(ctx: &Context, top_name: OpName, root: &mut Body) -> Solution {
        let tree = BodyTree::build(root);
        let sites = CallSites::build(ctx, &tree, root);
        let mut s = Solver {
            ctx,
            top_name,
            bodies: tree.detach(root),
            sites: &sites,
            symbols: Default::default(),
            blocks: FxHashMap::default(),
            edges: FxHashMap::default(),
            preds: FxHashMap::default(),
            lattices: FxHashMap::default(),
            worklist: VecDeque::new(),
        };
        s.init_dead_code();
        s.init_constants();
        while let Some((p, a)) = s.worklist.pop_front() {
            match a {
                Analysis::DeadCode => s.visit_dead_code(p),
                Analysis::Constants => s.visit_constants(p),
            }
        }
        let mut callers: FxHashMap<OpRef, Vec<OpRef>> = FxHashMap::default();
        let mut unknown_callers = rustc_hash::FxHashSet::default();
        for &c in sites.callable_regions.keys() {
            match s.preds.get(&Point::After(c)) {
                Some(p) if p.unknown => {
                    unknown_callers.insert(c);
                }
                Some(p) => {
                    callers.insert(c, p.known.clone());
                }
                None => {}
            }
        }
        let mut callees: FxHashMap<OpRef, OpRef> = FxHashMap::default();
        let mut stack: Vec<OpRef> = Vec::new();
        s.push_nested_ops(
            BodyIx::ROOT,
            s.body(BodyIx::ROOT).root_regions(),
            &mut stack,
        );
        while let Some(o) = stack.pop() {
            if s.call_iface(o).is_some() {
                if let Some(c) = s.resolve_callable(o) {
                    callees.insert(o, c);
                }
            }
            let (rb, regions) = s.regions(o);
            s.push_nested_ops(rb, &regions, &mut stack);
        }
        let lattices = s.lattices.iter().map(|(k, l)| (*k, l.value)).collect();
        let live = s.blocks.iter().map(|(k, e)| (*k, e.live)).collect();
        drop(s);
        Solution {
            lattices,
            live,
            tree,
            callable_regions: sites.callable_regions,
            callers,
            unknown_callers,
            callees,
        }
    }

    #[inline]
    fn body(&self, b: BodyIx) -> &Body {
        self.bodies.body(b)
    }

    #[inline]
    fn body_mut(&mut self, b: BodyIx) -> &mut Body {
        self.bodies.body_mut(b)
    }

    /// The number of regions of `o`.
    fn num_regions(&self, o: OpRef) -> usize {
        match self.bodies.tree().child(o) {
            Some(c) => self.body(c).root_regions().len(),
            None => self.body(o.body).num_regions(o.op),
        }
    }

    // ----- IR queries -----------------------------------------------------

    fn block_ops(&self, b: BlockRef) -> Vec<OpRef> {
        self.body(b.body)
            .block_ops(b.block)
            .map(|op| OpRef { body: b.body, op })
            .collect()
    }

    fn operands(&self, o: OpRef) -> Vec<ValueRef> {
        self.body(o.body)
            .operands(o.op)
            .map(|value| ValueRef {
                body: o.body,
                value,
            })
            .collect()
    }

    fn results(&self, o: OpRef) -> Vec<ValueRef> {
        self.body(o.body)
            .results(o.op)
            .map(|value| ValueRef {
                body: o.body,
                value,
            })
            .collect()
    }

    /// The regions of `o` with the body holding them.
    fn regions(&self, o: OpRef) -> (BodyIx, Vec<RegionId>) {
        match self.bodies.tree().child(o) {
            Some(c) => (c, self.body(c).root_regions().to_vec()),
            None => (o.body, self.body(o.body).op_regions(o.op).to_vec()),
        }
    }

    /// The entry block of region `n` of `o`.
    fn entry_of(&self, o: OpRef, n: usize) -> Option<BlockRef> {
        let (rb, regions) = self.regions(o);
        let block = self.body(rb).entry_block(*regions.get(n)?)?;
        Some(BlockRef { body: rb, block })
    }

    /// `o`'s RegionBranchInterface (isolated ops are not followed).
    fn region_branch(&self, o: OpRef) -> Option<&'static rbi::RegionBranchInterface> {
        if self.bodies.tree().child(o).is_some() {
            return None;
        }
        rbi::region_branch(self.ctx, self.body(o.body), o.op)
    }

    /// The op `o` returns control to, when `o` is the terminator (without
    /// successors) of a region of a region branch op or of a callable
    /// (MLIR's `isRegionOrCallableReturn`); whether that parent is a
    /// callable rather than a region branch op.
    fn return_parent(&self, o: OpRef) -> Option<(OpRef, bool)> {
        let body = self.body(o.body);
        let block = body.op_block(o.op)?;
        if !body.successors(o.op).is_empty() || body.last_op(block) != Some(o.op) {
            return None;
        }
        let parent = self
            .bodies
            .tree()
            .region_parent(body, o.body, body.block_region(block))?;
        if parent.body == o.body && self.region_branch(parent).is_some() {
            return Some((parent, false));
        }
        self.callable_iface(parent).map(|_| (parent, true))
    }

    // ----- calls -------------------------------------------------------------

    fn call_iface(&self, o: OpRef) -> Option<&'static CallInterface> {
        self.ctx.op_info(self.body(o.body).op_name(o.op))?.call
    }

    fn callable_iface(&self, o: OpRef) -> Option<&'static CallableInterface> {
        self.ctx.op_info(self.body(o.body).op_name(o.op))?.callable
    }

    /// The index of `o`'s callable region; `None` for declarations and ops
    /// that are not callable.
    fn callable_region(&self, o: OpRef) -> Option<usize> {
        self.sites.callable_regions.get(&o).copied().flatten()
    }

    /// The op owning the region holding `o` (`None` at the top).
    fn parent_of(&self, o: OpRef) -> Option<OpRef> {
        let body = self.body(o.body);
        let block = body.op_block(o.op)?;
        self.bodies
            .tree()
            .region_parent(body, o.body, body.block_region(block))
    }

    /// Whether `o` may be an unknown symbol table (MLIR's
    /// `isPotentiallyUnknownSymbolTable`: one region and no dialect).  In
    /// mlir-opt 22 every op, unregistered ones included, has a dialect, so
    /// this never holds: calls inside unregistered ops resolve and their
    /// symbol uses are gathered like any other.
    fn maybe_unknown_table(&self, _o: OpRef) -> bool {
        false
    }

    /// The ops directly in symbol table `table` (`None`: the top op).
    fn table_ops(&self, table: Option<OpRef>) -> Vec<OpRef> {
        let (b, regions) = match table {
            Some(t) => self.regions(t),
            None => (
                BodyIx::ROOT,
                self.body(BodyIx::ROOT).root_regions().to_vec(),
            ),
        };
        let body = self.body(b);
        let Some(block) = regions.first().and_then(|&r| body.entry_block(r)) else {
            return Vec::new();
        };
        body.block_ops(block)
            .map(|op| OpRef { body: b, op })
            .collect()
    }

    /// Resolves symbol reference `sym` in symbol table `table` (`None`:
    /// the solved op).
    fn lookup_symbol_in(&self, table: Option<OpRef>, sym: Attr) -> Option<OpRef> {
        let bodies = &self.bodies;
        self.symbols.borrow_mut().resolve(
            self.ctx,
            bodies.tree(),
            &|b| Some(bodies.body(b)),
            table,
            sym,
        )
    }

    /// The callable a call op calls (MLIR's `resolveCallableInTable`): its
    /// symbol looked up from the nearest symbol table; `None` when it
    /// cannot be resolved here (e.g. the table is outside the solved op).
    fn resolve_callable(&self, call: OpRef) -> Option<OpRef> {
        let iface = self.call_iface(call)?;
        let sym = match (iface.callee)(self.ctx, self.body(call.body), call.op)? {
            Callee::Symbol(s) => s,
            Callee::Value(_) => return None,
        };
        if self.maybe_unknown_table(call) {
            return None;
        }
        let mut cur = self.parent_of(call);
        loop {
            match cur {
                None => {
                    let traits = self.ctx.op_traits(self.top_name);
                    if !traits.contains(OpTraits::SYMBOL_TABLE) {
                        return None;
                    }
                    return self.lookup_symbol_in(None, sym);
                }
                Some(o) => {
                    if self.maybe_unknown_table(o) {
                        return None;
                    }
                    let traits = self.ctx.op_traits(self.body(o.body).op_name(o.op));
                    if traits.contains(OpTraits::SYMBOL_TABLE) {
                        return self.lookup_symbol_in(Some(o), sym);
                    }
                    cur = self.parent_of(o);
                }
            }
        }
    }

    /// The symbol references in the attributes of `o`.
    fn symbol_refs(&self, o: OpRef, out: &mut Vec<Attr>) {
        let body = self.body(o.body);
        symbol::collect_symbol_refs(self.ctx, body.attrs(o.op), out);
        if let Some(p) = body.properties(o.op) {
            symbol::collect_symbol_refs(self.ctx, p, out);
        }
    }

    /// Callables whose callers may not all be seen get unknown
    /// predecessors (MLIR's `initializeSymbolCallables`): public ones, and
    /// those referenced other than by a call.  Only the symbol table the
    /// solver runs on and those nested in it are considered.
    fn init_symbol_callables(&mut self) {
        // Symbol tables, innermost first, each with whether all uses of
        // its symbols are visible.
        let mut tables: Vec<(Option<OpRef>, bool)> = Vec::new();
        let top_table = self
            .ctx
            .op_traits(self.top_name)
            .contains(OpTraits::SYMBOL_TABLE);
        let top_visible = self.ctx.op_name_str(self.top_name) == "builtin.module";
        let mut stack: Vec<(OpRef, bool, bool)> = Vec::new();
        let push_children = |ops: Vec<OpRef>, vis: bool, st: &mut Vec<(OpRef, bool, bool)>| {
            for o in ops.into_iter().rev() {
                st.push((o, vis, false));
            }
        };
        let mut top_ops: Vec<OpRef> = Vec::new();
        self.push_nested_ops(
            BodyIx::ROOT,
            self.body(BodyIx::ROOT).root_regions(),
            &mut top_ops,
        );
        top_ops.reverse();
        push_children(
            top_ops,
            if top_table { top_visible } else { true },
            &mut stack,
        );
        while let Some((o, vis, done)) = stack.pop() {
            let traits = self.ctx.op_traits(self.body(o.body).op_name(o.op));
            let is_table = traits.contains(OpTraits::SYMBOL_TABLE);
            if done {
                tables.push((Some(o), vis));
                continue;
            }
            let inner_vis = if is_table {
                let private = self.visibility(o) == Visibility::Private;
                vis || !traits.contains(OpTraits::SYMBOL) || private
            } else {
                true
            };
            if is_table {
                stack.push((o, inner_vis, true));
            }
            let (rb, regions) = self.regions(o);
            let mut ops: Vec<OpRef> = Vec::new();
            self.push_nested_ops(rb, &regions, &mut ops);
            ops.reverse();
            push_children(ops, inner_vis, &mut stack);
        }
        if top_table {
            tables.push((None, top_visible));
        }
        for (table, visible) in tables {
            self.init_symbol_table(table, visible);
        }
    }

    /// The visibility of symbol `o`.
    fn visibility(&self, o: OpRef) -> Visibility {
        symbol::visibility(self.ctx, self.body(o.body), o.op)
    }

    fn init_symbol_table(&mut self, table: Option<OpRef>, all_uses_visible: bool) {
        let mut found = false;
        for o in self.table_ops(table) {
            if self.callable_region(o).is_none() {
                continue;
            }
            let traits = self.ctx.op_traits(self.body(o.body).op_name(o.op));
            if !traits.contains(OpTraits::SYMBOL) {
                continue;
            }
            let vis = self.visibility(o);
            if vis == Visibility::Public || (!all_uses_visible && vis == Visibility::Nested) {
                self.set_unknown_predecessors(Point::After(o));
            }
            found = true;
        }
        if !found {
            return;
        }
        // The symbol uses in the table's region (not inside nested tables).
        let (b, regions) = match table {
            Some(t) => self.regions(t),
            None => (
                BodyIx::ROOT,
                self.body(BodyIx::ROOT).root_regions().to_vec(),
            ),
        };
        let mut stack: Vec<OpRef> = Vec::new();
        self.push_nested_ops(b, &regions, &mut stack);
        let mut uses: Vec<Attr> = Vec::new();
        while let Some(o) = stack.pop() {
            if self.maybe_unknown_table(o) {
                // Uses cannot be gathered: no callable's callers are known.
                self.mark_all_callables_unknown();
                return;
            }
            if self.call_iface(o).is_none() {
                self.symbol_refs(o, &mut uses);
            }
            let traits = self.ctx.op_traits(self.body(o.body).op_name(o.op));
            if !traits.contains(OpTraits::SYMBOL_TABLE) {
                let (rb, regions) = self.regions(o);
                self.push_nested_ops(rb, &regions, &mut stack);
            }
        }
        if !self
            .ctx
            .op_traits(self.top_name)
            .contains(OpTraits::SYMBOL_TABLE)
        {
            return;
        }
        for sym in uses {
            if let Some(target) = self.lookup_symbol_in(None, sym) {
                self.set_unknown_predecessors(Point::After(target));
            }
        }
    }

    fn mark_all_callables_unknown(&mut self) {
        let mut stack: Vec<OpRef> = Vec::new();
        self.push_nested_ops(
            BodyIx::ROOT,
            self.body(BodyIx::ROOT).root_regions(),
            &mut stack,
        );
        while let Some(o) = stack.pop() {
            if self.callable_iface(o).is_some() {
                self.set_unknown_predecessors(Point::After(o));
            }
            let (rb, regions) = self.regions(o);
            self.push_nested_ops(rb, &regions, &mut stack);
        }
    }

    /// A live call: it becomes a caller of its callable when that is a
    /// symbol defined here; otherwise what it returns is unknown.
    fn visit_call(&mut self, call: OpRef) {
        let callee = self.resolve_callable(call).filter(|&c| {
            let traits = self.ctx.op_traits(self.body(c.body).op_name(c.op));
            let external = self.callable_iface(c).is_some() && self.callable_region(c).is_none();
            traits.contains(OpTraits::SYMBOL) && !external
        });
        match callee {
            Some(c) => self.join_predecessor(Point::After(c), call, 0..0),
            None => self.set_unknown_predecessors(Point::After(call)),
        }
    }

    /// A live return of a callable: a predecessor of every known call of it.
    fn visit_callable_terminator(&mut self, t: OpRef, callable: OpRef) {
        let (calls, _) =
            self.callers_for(Point::After(t), Analysis::DeadCode, Point::After(callable));
        let return_like = self
            .ctx
            .op_traits(self.body(t.body).op_name(t.op))
            .contains(OpTraits::RETURN_LIKE);
        for call in calls {
            if return_like {
                self.join_predecessor(Point::After(call), t, 0..0);
            } else {
                self.set_unknown_predecessors(Point::After(call));
            }
        }
    }

    fn is_live(&self, b: BlockRef) -> bool {
        self.blocks.get(&b).is_some_and(|e| e.live)
    }

    /// Whether the block holding `o` is live (false for detached ops).
    fn op_block_live(&self, o: OpRef) -> bool {
        self.body(o.body).op_block(o.op).is_some_and(|block| {
            self.is_live(BlockRef {
                body: o.body,
                block,
            })
        })
    }

    // ----- state updates -------------------------------------------------

    fn enqueue_all(&mut self, deps: Vec<(Point, Analysis)>) {
        self.worklist.extend(deps);
    }

    fn subscribe_block(&mut self, b: BlockRef, a: Analysis) {
        let e = self.blocks.entry(b).or_default();
        if !e.subscribers.contains(&a) {
            e.subscribers.push(a);
        }
    }

    fn set_block_live(&mut self, b: BlockRef) {
        let e = self.blocks.entry(b).or_default();
        if e.live {
            return;
        }
        e.live = true;
        let deps = e.dependents.list.clone();
        let subs = e.subscribers.clone();
        self.enqueue_all(deps);
        for &a in &subs {
            self.worklist.push_back((Point::Block(b), a));
        }
        if subs.is_empty() {
            return;
        }
        let ops = self.block_ops(b);
        for &a in &subs {
            for &o in &ops {
                self.worklist.push_back((Point::After(o), a));
            }
        }
    }

    fn mark_edge_live(&mut self, from: BlockRef, to: BlockId) {
        let target = BlockRef {
            body: from.body,
            block: to,
        };
        self.set_block_live(target);
        let e = self.edges.entry((from, to)).or_default();
        if e.live {
            return;
        }
        e.live = true;
        let deps = e.dependents.list.clone();
        let subs = e.subscribers.clone();
        self.enqueue_all(deps);
        for a in subs {
            self.worklist.push_back((Point::Block(target), a));
        }
    }

    fn mark_entry_blocks_live(&mut self, o: OpRef) {
        for n in 0..self.regions(o).1.len() {
            if let Some(b) = self.entry_of(o, n) {
                self.set_block_live(b);
            }
        }
    }

    fn join_predecessor(&mut self, at: Point, pred: OpRef, inputs: Range<usize>) {
        let p = self.preds.entry(at).or_default();
        let mut changed = false;
        if !p.known.contains(&pred) {
            p.known.push(pred);
            changed = true;
        }
        if !inputs.is_empty() && p.inputs.get(&pred) != Some(&inputs) {
            p.inputs.insert(pred, inputs);
            changed = true;
        }
        if changed {
            let deps = p.dependents.list.clone();
            self.enqueue_all(deps);
        }
    }

    /// The predecessors of `at`, recording `(at, a)` as a dependent.
    fn predecessors_for(
        &mut self,
        at: Point,
        a: Analysis,
    ) -> (Vec<OpRef>, FxHashMap<OpRef, Range<usize>>) {
        let p = self.preds.entry(at).or_default();
        add_unique(&mut p.dependents, (at, a));
        (p.known.clone(), p.inputs.clone())
    }

    /// The predecessors of `anchor` (known ones, and whether all are
    /// known), recording `(at, a)` as a dependent.
    fn callers_for(&mut self, at: Point, a: Analysis, anchor: Point) -> (Vec<OpRef>, bool) {
        let p = self.preds.entry(anchor).or_default();
        add_unique(&mut p.dependents, (at, a));
        (p.known.clone(), !p.unknown)
    }

    fn set_unknown_predecessors(&mut self, at: Point) {
        let p = self.preds.entry(at).or_default();
        if p.unknown {
            return;
        }
        p.unknown = true;
        let deps = p.dependents.list.clone();
        self.enqueue_all(deps);
    }

    fn value_of(&self, v: ValueRef) -> ConstantValue {
        self.lattices.get(&v).map(|l| l.value).unwrap_or_default()
    }

    /// The state of `v`, recording `(at, a)` as a dependent.
    fn value_for(&mut self, at: Point, a: Analysis, v: ValueRef) -> ConstantValue {
        let l = self.lattices.entry(v).or_default();
        add_unique(&mut l.dependents, (at, a));
        l.value
    }

    fn use_def_subscribe(&mut self, v: ValueRef, a: Analysis) {
        let l = self.lattices.entry(v).or_default();
        if !l.use_def.contains(&a) {
            l.use_def.push(a);
        }
    }

    fn join(&mut self, v: ValueRef, rhs: ConstantValue) {
        let l = self.lattices.entry(v).or_default();
        let new = l.value.join(rhs);
        if new == l.value {
            return;
        }
        l.value = new;
        let deps = l.dependents.list.clone();
        let subs = l.use_def.clone();
        self.enqueue_all(deps);
        if subs.is_empty() {
            return;
        }
        let users: Vec<OpId> = self.body(v.body).uses(v.value).map(|u| u.owner).collect();
        for user in users {
            for &a in &subs {
                self.worklist.push_back((
                    Point::After(OpRef {
                        body: v.body,
                        op: user,
                    }),
                    a,
                ));
            }
        }
    }

    fn set_to_entry_state(&mut self, v: ValueRef) {
        self.join(v, ConstantValue::Unknown);
    }

    // ----- dead-code analysis ----------------------------------------------

    fn init_dead_code(&mut self) {
        let roots = self.body(BodyIx::ROOT).root_regions().to_vec();
        for &r in &roots {
            if let Some(block) = self.body(BodyIx::ROOT).entry_block(r) {
                self.set_block_live(BlockRef {
                    body: BodyIx::ROOT,
                    block,
                });
            }
        }
        self.init_symbol_callables();
        let mut stack: Vec<OpRef> = Vec::new();
        self.push_nested_ops(BodyIx::ROOT, &roots, &mut stack);
        while let Some(o) = stack.pop() {
            let body = self.body(o.body);
            let interesting = self.num_regions(o) > 0
                || !body.successors(o.op).is_empty()
                || self.return_parent(o).is_some()
                || self.call_iface(o).is_some();
            if interesting {
                if let Some(block) = self.body(o.body).op_block(o.op) {
                    self.subscribe_block(
                        BlockRef {
                            body: o.body,
                            block,
                        },
                        Analysis::DeadCode,
                    );
                }
                self.visit_dead_code(Point::After(o));
            }
            let (rb, regions) = self.regions(o);
            self.push_nested_ops(rb, &regions, &mut stack);
        }
    }

    /// Pushes the ops of `regions` so that they pop in IR order.
    fn push_nested_ops(&self, b: BodyIx, regions: &[RegionId], stack: &mut Vec<OpRef>) {
        let body = self.body(b);
        let mut ops: Vec<OpRef> = Vec::new();
        for &r in regions {
            for block in body.region_blocks(r) {
                ops.extend(body.block_ops(block).map(|op| OpRef { body: b, op }));
            }
        }
        stack.extend(ops.into_iter().rev());
    }

    /// The constant values of `o`'s operands, subscribing the dead-code
    /// analysis to them; `None` while one is uninitialized.
    fn operand_values_dead_code(&mut self, o: OpRef) -> Option<Vec<Option<Attr>>> {
        let mut out = Vec::new();
        for v in self.operands(o) {
            self.use_def_subscribe(v, Analysis::DeadCode);
            let c = self.value_of(v);
            if c.is_uninitialized() {
                return None;
            }
            out.push(c.constant());
        }
        Some(out)
    }

    fn visit_dead_code(&mut self, p: Point) {
        let Point::After(o) = p else {
            return;
        };
        if !self.op_block_live(o) {
            return;
        }
        if self.call_iface(o).is_some() {
            self.visit_call(o);
        }
        if self.num_regions(o) > 0 {
            if self.region_branch(o).is_some() {
                self.visit_region_branch(o);
            } else if self.callable_iface(o).is_some() {
                let (calls, all_known) =
                    self.callers_for(Point::After(o), Analysis::DeadCode, Point::After(o));
                if !all_known || !calls.is_empty() {
                    self.mark_entry_blocks_live(o);
                }
            } else {
                self.mark_entry_blocks_live(o);
            }
        }
        match self.return_parent(o) {
            Some((parent, false)) => self.visit_region_terminator(o, parent),
            Some((callable, true)) => self.visit_callable_terminator(o, callable),
            None => {}
        }
        if !self.body(o.body).successors(o.op).is_empty() {
            self.visit_branch(o);
        }
    }

    fn visit_branch(&mut self, o: OpRef) {
        let body = self.body(o.body);
        let from = BlockRef {
            body: o.body,
            block: body.op_block(o.op).expect("live op in a block"),
        };
        let succs: Vec<BlockId> = body.successors(o.op).to_vec();
        let iface = self.ctx.op_info(body.op_name(o.op)).and_then(|i| i.branch);
        let Some(iface) = iface else {
            for s in succs {
                self.mark_edge_live(from, s);
            }
            return;
        };
        let Some(operands) = self.operand_values_dead_code(o) else {
            return;
        };
        let only = (iface.successor_for_operands)(self.ctx, self.body(o.body), o.op, &operands);
        match only.and_then(|i| succs.get(i).copied()) {
            Some(s) => self.mark_edge_live(from, s),
            None => {
                for s in succs {
                    self.mark_edge_live(from, s);
                }
            }
        }
    }

    fn visit_region_branch(&mut self, o: OpRef) {
        let Some(iface) = self.region_branch(o) else {
            return;
        };
        let Some(operands) = self.operand_values_dead_code(o) else {
            return;
        };
        let mut succs: Vec<RegionSuccessor> = Vec::new();
        (iface.entry_successors)(self.ctx, self.body(o.body), o.op, &operands, &mut succs);
        for s in succs {
            self.add_region_successor(o, o, s);
        }
    }

    /// Control goes from `pred` to successor `s` of region branch op
    /// `branch`: the target becomes live and gets `pred` as predecessor.
    fn add_region_successor(&mut self, branch: OpRef, pred: OpRef, s: RegionSuccessor) {
        match s.target {
            RegionTarget::Region(n) => {
                let Some(entry) = self.entry_of(branch, n) else {
                    return;
                };
                self.set_block_live(entry);
                self.join_predecessor(Point::Block(entry), pred, s.inputs);
            }
            RegionTarget::Parent => {
                self.join_predecessor(Point::After(branch), pred, s.inputs);
            }
        }
    }

    fn visit_region_terminator(&mut self, t: OpRef, parent: OpRef) {
        let Some(operands) = self.operand_values_dead_code(t) else {
            return;
        };
        let mut succs: Vec<RegionSuccessor> = Vec::new();
        rbi::terminator_successors(
            self.ctx,
            self.body(t.body),
            parent.op,
            t.op,
            &operands,
            &mut succs,
        );
        for s in succs {
            self.add_region_successor(parent, t, s);
        }
    }

    // ----- sparse constant propagation -----------------------------------

    fn init_constants(&mut self) {
        let roots = self.body(BodyIx::ROOT).root_regions().to_vec();
        for &r in &roots {
            if let Some(block) = self.body(BodyIx::ROOT).entry_block(r) {
                let args = self.body(BodyIx::ROOT).block_args(block).to_vec();
                for value in args {
                    self.set_to_entry_state(ValueRef {
                        body: BodyIx::ROOT,
                        value,
                    });
                }
            }
        }
        enum Work {
            Op(OpRef),
            Block(BlockRef),
        }
        let blocks_of = |s: &Self, b: BodyIx, regions: &[RegionId]| -> Vec<Work> {
            let body = s.body(b);
            let mut v: Vec<Work> = Vec::new();
            for &r in regions {
                v.extend(
                    body.region_blocks(r)
                        .map(|block| Work::Block(BlockRef { body: b, block })),
                );
            }
            v.reverse();
            v
        };
        let mut stack: Vec<Work> = blocks_of(self, BodyIx::ROOT, &roots);
        while let Some(w) = stack.pop() {
            match w {
                Work::Block(b) => {
                    self.subscribe_block(b, Analysis::Constants);
                    self.visit_block_constants(b);
                    stack.extend(self.block_ops(b).into_iter().rev().map(Work::Op));
                }
                Work::Op(o) => {
                    self.visit_op_constants(o);
                    let (rb, regions) = self.regions(o);
                    stack.extend(blocks_of(self, rb, &regions));
                }
            }
        }
    }

    fn visit_constants(&mut self, p: Point) {
        match p {
            Point::Block(b) => self.visit_block_constants(b),
            Point::After(o) => self.visit_op_constants(o),
        }
    }

    fn visit_op_constants(&mut self, o: OpRef) {
        if self.body(o.body).num_results(o.op) == 0 || !self.op_block_live(o) {
            return;
        }
        let results = self.results(o);
        if self.region_branch(o).is_some() {
            self.visit_region_successors(Point::After(o), o, RegionTarget::Parent, &results);
            return;
        }
        let operands = self.operands(o);
        for &v in &operands {
            self.use_def_subscribe(v, Analysis::Constants);
        }
        if self.call_iface(o).is_some() {
            self.visit_call_constants(o, &results);
            return;
        }
        self.transfer(o, &operands, &results);
    }

    /// The results of a call join what the callee's returns forward, when
    /// all of them are known; calls of declarations return anything.
    fn visit_call_constants(&mut self, call: OpRef, results: &[ValueRef]) {
        let external = self
            .resolve_callable(call)
            .is_some_and(|c| self.callable_iface(c).is_some() && self.callable_region(c).is_none());
        let at = Point::After(call);
        let (returns, all_known) = if external {
            (Vec::new(), false)
        } else {
            self.callers_for(at, Analysis::Constants, at)
        };
        if !all_known {
            for &r in results {
                self.set_to_entry_state(r);
            }
            return;
        }
        for ret in returns {
            let operands = self.operands(ret);
            for (&v, &r) in operands.iter().zip(results) {
                let c = self.value_for(at, Analysis::Constants, v);
                self.join(r, c);
            }
        }
    }

    /// SparseConstantPropagation's transfer function: fold the op with the
    /// constant operands; results of ops with regions, of ops that do not
    /// fold and of in-place folds are unknown.
    fn transfer(&mut self, o: OpRef, operands: &[ValueRef], results: &[ValueRef]) {
        if self.num_regions(o) > 0 {
            for &r in results {
                self.set_to_entry_state(r);
            }
            return;
        }
        let mut consts: Vec<Option<Attr>> = Vec::with_capacity(operands.len());
        for &v in operands {
            let c = self.value_of(v);
            if c.is_uninitialized() {
                return;
            }
            consts.push(c.constant());
        }
        let ctx = self.ctx;
        let body = self.body_mut(o.body);
        let name = body.op_name(o.op);
        let (hook, traits) = match ctx.op_info(name) {
            Some(i) => (i.fold, i.traits),
            None => (None, OpTraits::NONE),
        };
        let saved_operands: Vec<ValueId> = body.operands(o.op).collect();
        let saved_props = body.properties(o.op);
        let saved_attrs = body.attrs(o.op);
        let mut folded = match hook {
            Some(f) => f(ctx, body, o.op, &consts),
            None => FoldResult::None,
        };
        if !matches!(folded, FoldResult::Results(_))
            && traits.contains(OpTraits::COMMUTATIVE)
            && rmlir_ir::fold::fold_commutative(body, o.op, &consts)
        {
            folded = FoldResult::InPlace;
        }
        let results_fold = match folded {
            FoldResult::Results(r) if r.len() == results.len() => Some(r),
            FoldResult::Results(_) | FoldResult::None => None,
            FoldResult::InPlace => {
                // Simulated execution only: undo the in-place update.
                if body.operands(o.op).ne(saved_operands.iter().copied()) {
                    body.set_operands(o.op, &saved_operands);
                }
                body.set_properties(o.op, saved_props);
                body.set_attrs(o.op, saved_attrs);
                None
            }
        };
        let Some(fr) = results_fold else {
            for &r in results {
                self.set_to_entry_state(r);
            }
            return;
        };
        for (&r, f) in results.iter().zip(fr) {
            match f {
                OpFoldResult::Attr(value) => self.join(
                    r,
                    ConstantValue::Constant {
                        value,
                        dialect_of: name,
                    },
                ),
                OpFoldResult::Value(v) => {
                    let c = self.value_of(ValueRef {
                        body: o.body,
                        value: v,
                    });
                    self.join(r, c);
                }
            }
        }
    }

    fn visit_block_constants(&mut self, b: BlockRef) {
        let body = self.body(b.body);
        let args: Vec<ValueRef> = body
            .block_args(b.block)
            .iter()
            .map(|&value| ValueRef {
                body: b.body,
                value,
            })
            .collect();
        if args.is_empty() || !self.is_live(b) {
            return;
        }
        let region = body.block_region(b.block);
        if body.entry_block(region) == Some(b.block) {
            let parent = self.bodies.tree().region_parent(body, b.body, region);
            let callable = parent.filter(|&p| {
                self.callable_region(p)
                    .is_some_and(|n| self.regions(p).1.get(n) == Some(&region))
            });
            if let Some(c) = callable {
                self.visit_callable_constants(b, c, &args);
                return;
            }
            if let Some(p) = parent.filter(|&p| self.region_branch(p).is_some()) {
                let n = self
                    .body(p.body)
                    .op_regions(p.op)
                    .iter()
                    .position(|&r| r == region)
                    .unwrap_or(0);
                self.visit_region_successors(Point::Block(b), p, RegionTarget::Region(n), &args);
            } else {
                // The solved op's own regions and ops whose control flow is
                // unknown: the arguments may be anything.
                for a in args {
                    self.set_to_entry_state(a);
                }
            }
            return;
        }
        let preds = self.sites.cfg_preds.get(&b).cloned().unwrap_or_default();
        for (term, succ) in preds {
            let Some(from_block) = self.body(term.body).op_block(term.op) else {
                continue;
            };
            let from = BlockRef {
                body: term.body,
                block: from_block,
            };
            let edge = self.edges.entry((from, b.block)).or_default();
            if !edge.subscribers.contains(&Analysis::Constants) {
                edge.subscribers.push(Analysis::Constants);
            }
            if !edge.live {
                continue;
            }
            let body = self.body(term.body);
            let iface = self
                .ctx
                .op_info(body.op_name(term.op))
                .and_then(|i| i.branch);
            let Some(iface) = iface else {
                for a in args {
                    self.set_to_entry_state(a);
                }
                return;
            };
            let range = (iface.successor_operands)(self.ctx, body, term.op, succ);
            let forwarded: Vec<ValueId> = range
                .filter(|&i| i < body.num_operands(term.op))
                .map(|i| body.operand(term.op, i))
                .collect();
            for (i, &a) in args.iter().enumerate() {
                match forwarded.get(i) {
                    Some(&value) => {
                        let c = self.value_for(
                            Point::Block(b),
                            Analysis::Constants,
                            ValueRef {
                                body: term.body,
                                value,
                            },
                        );
                        self.join(a, c);
                    }
                    None => self.set_to_entry_state(a),
                }
            }
        }
    }

    /// The arguments of a callable's entry block join the operands of its
    /// known calls, when all of them are known.
    fn visit_callable_constants(&mut self, entry: BlockRef, callable: OpRef, args: &[ValueRef]) {
        let at = Point::Block(entry);
        let (calls, all_known) = self.callers_for(at, Analysis::Constants, Point::After(callable));
        if !all_known {
            for &a in args {
                self.set_to_entry_state(a);
            }
            return;
        }
        for call in calls {
            let Some(iface) = self.call_iface(call) else {
                continue;
            };
            let body = self.body(call.body);
            let range = (iface.arg_operands)(self.ctx, body, call.op);
            let passed: Vec<ValueId> = range
                .filter(|&i| i < body.num_operands(call.op))
                .map(|i| body.operand(call.op, i))
                .collect();
            for (&value, &a) in passed.iter().zip(args) {
                let c = self.value_for(
                    at,
                    Analysis::Constants,
                    ValueRef {
                        body: call.body,
                        value,
                    },
                );
                self.join(a, c);
            }
        }
    }

    /// The values at `at` (entry block arguments of a region of `branch`,
    /// or its results) join what each known predecessor forwards.
    fn visit_region_successors(
        &mut self,
        at: Point,
        branch: OpRef,
        target: RegionTarget,
        lattices: &[ValueRef],
    ) {
        let (known, inputs) = self.predecessors_for(at, Analysis::Constants);
        for pred in known {
            let body = self.body(pred.body);
            let range = if pred == branch {
                self.region_branch(branch)
                    .map(|i| (i.entry_successor_operands)(self.ctx, body, branch.op, target))
            } else {
                rbi::terminator_successor_operands(self.ctx, body, pred.op, target)
            };
            let Some(range) = range else {
                for &l in lattices {
                    self.set_to_entry_state(l);
                }
                return;
            };
            let forwarded: Vec<ValueId> = range
                .filter(|&i| i < body.num_operands(pred.op))
                .map(|i| body.operand(pred.op, i))
                .collect();
            let inp = inputs.get(&pred).cloned().unwrap_or(0..0);
            let mut first = 0;
            if inp.len() != lattices.len() {
                if !inp.is_empty() {
                    first = inp.start;
                }
                // Values not forwarded by control flow (induction variables):
                // anything.
                for (i, &l) in lattices.iter().enumerate() {
                    if i < first || i >= first + inp.len() {
                        self.set_to_entry_state(l);
                    }
                }
            }
            for (&value, &l) in forwarded.iter().zip(lattices.iter().skip(first)) {
                let c = self.value_for(
                    at,
                    Analysis::Constants,
                    ValueRef {
                        body: pred.body,
                        value,
                    },
                );
                self.join(l, c);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::lattice::ConstantValue;
    use rmlir_ir::Context;

    #[test]
    fn join_is_a_lattice() {
        let ctx = Context::new();
        let i32t = ctx.integer_type(32, rmlir_ir::Signedness::Signless);
        let one = ctx.integer_attr(i32t, 1);
        let two = ctx.integer_attr(i32t, 2);
        let name = ctx.op_name("arith.constant");
        let c1 = ConstantValue::Constant {
            value: one,
            dialect_of: name,
        };
        let c2 = ConstantValue::Constant {
            value: two,
            dialect_of: name,
        };
        let u = ConstantValue::Uninitialized;
        let k = ConstantValue::Unknown;
        // Uninitialized is the identity.
        assert_eq!(u.join(c1), c1);
        assert_eq!(c1.join(u), c1);
        assert_eq!(u.join(u), u);
        // Equal constants stay, different ones are unknown.
        assert_eq!(c1.join(c1), c1);
        assert_eq!(c1.join(c2), k);
        // Unknown absorbs everything.
        assert_eq!(k.join(c1), k);
        assert_eq!(c2.join(k), k);
        assert_eq!(k.join(u), k);
        assert_eq!(c1.constant(), Some(one));
        assert!(k.constant().is_none());
    }

    #[test]
    fn constants_compare_by_value_only() {
        let ctx = Context::new();
        let i1 = ctx.integer_type(1, rmlir_ir::Signedness::Signless);
        let t = ctx.integer_attr(i1, 1);
        let a = ConstantValue::Constant {
            value: t,
            dialect_of: ctx.op_name("arith.constant"),
        };
        let b = ConstantValue::Constant {
            value: t,
            dialect_of: ctx.op_name("test.constant"),
        };
        assert_eq!(a, b);
        // The first dialect is kept.
        match a.join(b) {
            ConstantValue::Constant { dialect_of, .. } => {
                assert_eq!(ctx.op_name_str(dialect_of), "arith.constant")
            }
            other => panic!("unexpected {other:?}"),
        }
    }
}
