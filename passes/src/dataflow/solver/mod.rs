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
//!
//! Layout: [`Solution`] and the driver loop live here; `state` holds the
//! states and their updates, `queries` the IR queries, `calls` the call
//! transfer, `dead_code` the dead-code analysis (with region-branch
//! transfer) and `constants` the sparse constant propagation.

mod calls;
mod constants;
mod dead_code;
mod queries;
mod state;

use super::lattice::ConstantValue;
use rmlir_ir::body_tree::{BlockRef, BodyIx, BodyTree, DetachedBodies, OpRef, ValueRef};
use rmlir_ir::symbol::SymbolTables;
use rmlir_ir::OpName;
use rmlir_ir::{BlockId, Body, Context};
use rustc_hash::FxHashMap;
use state::{Analysis, CallSites, Executable, Lattice, Point, Predecessors};
use std::collections::VecDeque;

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
}
