//! The solver's states (program points, executable flags, predecessors,
//! lattices, call sites) and the updates that re-enqueue their dependents.
use super::Solver;
use crate::dataflow::lattice::ConstantValue;
use rmlir_ir::body_tree::{BlockRef, BodyTree, OpRef, ValueRef};
use rmlir_ir::walk::{walk_regions, WalkControl, WalkEvent};
use rmlir_ir::{BlockId, Body, Context, OpId};
use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use std::ops::Range;

/// A program point: the start of a block or the point right after an op.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(super) enum Point {
    Block(BlockRef),
    After(OpRef),
}

/// The analyses the solver runs.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(super) enum Analysis {
    DeadCode,
    Constants,
}

/// Points to revisit when a state changes (an ordered set).
#[derive(Default)]
pub(super) struct Dependents {
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
pub(super) struct Executable {
    pub(super) live: bool,
    /// Analyses re-run on the block (and its ops) when it becomes live, or
    /// on the edge's target block when the edge does.
    pub(super) subscribers: SmallVec<[Analysis; 2]>,
    pub(super) dependents: Dependents,
}

/// The ops known to transfer control to a point, and the values of the
/// point (entry block arguments or results) each one feeds.
#[derive(Default)]
pub(super) struct Predecessors {
    /// Some predecessors may not be known (e.g. a public function's callers).
    pub(super) unknown: bool,
    pub(super) known: Vec<OpRef>,
    pub(super) inputs: FxHashMap<OpRef, Range<usize>>,
    pub(super) dependents: Dependents,
}

/// The constant state of a value.
#[derive(Default)]
pub(super) struct Lattice {
    pub(super) value: ConstantValue,
    /// Analyses re-run on the value's users when it changes.
    use_def: SmallVec<[Analysis; 2]>,
    pub(super) dependents: Dependents,
}

/// What the solver needs to know of every body before solving: the CFG
/// predecessors of each block and the callable region of each callable.
pub(super) struct CallSites {
    /// For each block, the terminators branching to it and the successor
    /// index they branch through.
    pub(super) cfg_preds: FxHashMap<BlockRef, Vec<(OpRef, usize)>>,
    /// The callable region index of each op with a CallableInterface
    /// (`None` for declarations), taken while every body is in place.
    pub(super) callable_regions: FxHashMap<OpRef, Option<usize>>,
}

impl CallSites {
    /// Indexes every body of `tree` (all in place under `root`).
    pub(super) fn build(ctx: &Context, tree: &BodyTree, root: &Body) -> CallSites {
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

impl Solver<'_> {
    // ----- state updates -------------------------------------------------

    fn enqueue_all(&mut self, deps: Vec<(Point, Analysis)>) {
        self.worklist.extend(deps);
    }

    pub(super) fn subscribe_block(&mut self, b: BlockRef, a: Analysis) {
        let e = self.blocks.entry(b).or_default();
        if !e.subscribers.contains(&a) {
            e.subscribers.push(a);
        }
    }

    pub(super) fn set_block_live(&mut self, b: BlockRef) {
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

    pub(super) fn mark_edge_live(&mut self, from: BlockRef, to: BlockId) {
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

    pub(super) fn mark_entry_blocks_live(&mut self, o: OpRef) {
        for n in 0..self.regions(o).1.len() {
            if let Some(b) = self.entry_of(o, n) {
                self.set_block_live(b);
            }
        }
    }

    pub(super) fn join_predecessor(&mut self, at: Point, pred: OpRef, inputs: Range<usize>) {
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
    pub(super) fn predecessors_for(
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
    pub(super) fn callers_for(
        &mut self,
        at: Point,
        a: Analysis,
        anchor: Point,
    ) -> (Vec<OpRef>, bool) {
        let p = self.preds.entry(anchor).or_default();
        add_unique(&mut p.dependents, (at, a));
        (p.known.clone(), !p.unknown)
    }

    pub(super) fn set_unknown_predecessors(&mut self, at: Point) {
        let p = self.preds.entry(at).or_default();
        if p.unknown {
            return;
        }
        p.unknown = true;
        let deps = p.dependents.list.clone();
        self.enqueue_all(deps);
    }

    pub(super) fn value_of(&self, v: ValueRef) -> ConstantValue {
        self.lattices.get(&v).map(|l| l.value).unwrap_or_default()
    }

    /// The state of `v`, recording `(at, a)` as a dependent.
    pub(super) fn value_for(&mut self, at: Point, a: Analysis, v: ValueRef) -> ConstantValue {
        let l = self.lattices.entry(v).or_default();
        add_unique(&mut l.dependents, (at, a));
        l.value
    }

    pub(super) fn use_def_subscribe(&mut self, v: ValueRef, a: Analysis) {
        let l = self.lattices.entry(v).or_default();
        if !l.use_def.contains(&a) {
            l.use_def.push(a);
        }
    }

    pub(super) fn join(&mut self, v: ValueRef, rhs: ConstantValue) {
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

    pub(super) fn set_to_entry_state(&mut self, v: ValueRef) {
        self.join(v, ConstantValue::Unknown);
    }
}
