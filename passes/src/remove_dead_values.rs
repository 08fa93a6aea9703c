//! `remove-dead-values`: MLIR 22's liveness-based removal of dead values.
//!
//! The pass runs MLIR's `LivenessAnalysis` (a sparse backward analysis on
//! top of the dead-code analysis and constant propagation the solver in
//! [`crate::dataflow`] computes): a value is live when an op with memory
//! effects, a return of a function whose callers are not all known, a
//! non-forwarded call operand or a branch condition that matters needs it,
//! directly or through the values computed from it.  Values forwarded
//! through calls, branches and region control flow are live when what they
//! are forwarded to is.  Ops in unreachable blocks are never visited, so
//! everything they define is dead.
//!
//! Then, as MLIR 22 does, the ops are visited in post-order and the changes
//! collected before any is made:
//!
//! * private function definitions lose their dead arguments (and the call
//!   sites the matching operands) and the results no caller uses;
//! * region branch ops (`scf.if`, `scf.for`, `scf.while`, ...) that have no
//!   memory effects and no live result are erased; otherwise their forwarded
//!   operands that are dead, or only reach dead values, become `ub.poison`;
//! * branch ops lose the dead operands forwarded to their successors (and
//!   the successors the matching arguments); a branch whose condition is
//!   dead is replaced by `ub.unreachable`;
//! * other ops are erased when an operand is dead, or when they have no
//!   memory effects and no live result.
//!
//! Finally (option `canonicalize`, on by default) the canonicalization
//! patterns are applied, with folding, to the region branch ops left, as
//! MLIR's `applyOpPatternsGreedily` does: a worklist seeded with those ops
//! only, that also takes the ops created or changed on the way.
//!
//! Where MLIR 22 would crash or leave IR behind with null operands, this
//! pass stays safe instead: a private function used other than as a callee
//! (or called with segmented operands) is left alone; a user of an erased
//! value that MLIR would leave with a null operand (e.g. a call in
//! unreachable code) gets a `ub.poison` instead; when the pass runs on a
//! function itself, the function's returns stay live (MLIR treats them as
//! dead and fails).  Like MLIR, a block argument that one predecessor
//! forwards a dead value to and another a live one is still removed, which
//! the verifier then reports.

use crate::dataflow::solver::Solution;
use crate::dataflow::Solver;
use crate::pass::{OptionKind, OptionSpec, Pass, PassContext, PassInfo, PassOptions, PassRegistry};
use rmlir_ir::body_tree::{BlockRef, BodyIx, DetachedBodies, OpRef, ValueRef};
use rmlir_ir::pattern::{FrozenPatternSet, RewritePattern};
use rmlir_ir::region_branch::{self as rbi, RegionSuccessor, RegionTarget};
use rmlir_ir::registry::OpTraits;
use rmlir_ir::symbol::{self, Visibility};
use rmlir_ir::AttrData;
use rmlir_ir::{Attr, BlockId, Body, Builder, Context, InsertPoint, Loc, OpId, RegionId, ValueId};
use rmlir_ir::{OpSpec, ValueDef};
use rmlir_ir::{Type, TypeData};
use rustc_hash::{FxHashMap, FxHashSet};
use std::sync::OnceLock;

const OPTIONS: &[OptionSpec] = &[OptionSpec {
    name: "canonicalize",
    description: "Canonicalize region branch ops",
    kind: OptionKind::Bool,
    default: "true",
    rmlir_only: false,
}];

/// Registration of `remove-dead-values`.
pub const INFO: PassInfo = PassInfo {
    argument: "remove-dead-values",
    name: "RemoveDeadValues",
    summary: "Remove dead values",
    options: OPTIONS,
    anchor: None,
    statistics: &[],
    create: |o: &PassOptions, _: &PassRegistry| {
        Box::new(RemoveDeadValues {
            options: o.clone(),
            patterns: OnceLock::new(),
        })
    },
};

/// The `remove-dead-values` pass.
pub struct RemoveDeadValues {
    options: PassOptions,
    patterns: OnceLock<FrozenPatternSet>,
}

impl Pass for RemoveDeadValues {
    fn run(&self, cx: &mut PassContext<'_>) {
        let canonicalize = self.options.get_bool("canonicalize");
        let patterns = canonicalize.then(|| {
            self.patterns.get_or_init(|| {
                let mut all: Vec<Box<dyn RewritePattern>> = Vec::new();
                for &name in cx.ctx.registered_ops() {
                    if let Some(f) = cx.ctx.op_info(name).and_then(|i| i.canonicalize) {
                        f(cx.ctx, &mut all);
                    }
                }
                FrozenPatternSet::new(cx.ctx, all)
            })
        });
        run_remove_dead_values(cx.ctx, cx.op.name(), &mut cx.op.body, patterns);
    }
}

/// Runs the pass on the regions `body` holds (the regions of the op named
/// `op_name`); with `patterns`, region branch ops are canonicalized after.
pub fn run_remove_dead_values(
    ctx: &Context,
    op_name: rmlir_ir::OpName,
    body: &mut Body,
    patterns: Option<&FrozenPatternSet>,
) {
    let solution = Solver::solve(ctx, op_name, body);
    let mut w = World {
        ctx,
        sol: &solution,
        bodies: solution.tree.detach(body),
        poisons: Vec::new(),
        memo: Default::default(),
    };
    let order = w.post_order();
    w.precompute(&order);
    let live = w.liveness(&order);
    let top_is_table = ctx.op_traits(op_name).contains(OpTraits::SYMBOL_TABLE);
    let mut p = Processor {
        live,
        non_live: FxHashSet::default(),
        cl: CleanupList::default(),
        uses: w.symbol_uses(top_is_table),
    };

    for &o in &order {
        p.process(&w, o);
    }
    let cl = std::mem::take(&mut p.cl);
    w.clean_up(cl);
    if let Some(patterns) = patterns {
        w.canonicalize(patterns);
    }
    drop(w);
    // Rewriting leaves erased entities behind: give the memory back.
    let mut stack: Vec<&mut Body> = vec![body];
    while let Some(b) = stack.pop() {
        b.compact();
        stack.extend(b.isolated_children_mut().into_iter().map(|(_, c)| c));
    }
}

/// Every body of the IR with the analysis results.
struct World<'a> {
    ctx: &'a Context,
    sol: &'a Solution,
    /// Every body, taken out of its owner while the pass runs.
    bodies: DetachedBodies<'a>,
    /// The `ub.poison` ops created by the clean-up.
    poisons: Vec<OpRef>,
    /// Effect facts of every op, computed before the IR changes.
    memo: std::cell::RefCell<FxHashMap<OpRef, Memo>>,
}

/// What [`World::precompute`] records of an op.
#[derive(Clone, Copy, Default)]
struct Memo {
    /// `isMemoryEffectFree`.
    mem_free: bool,
    /// `wouldOpBeTriviallyDead` without the terminator and symbol checks.
    dead_impl: bool,
}

/// The changes to make, collected before any is made (MLIR's
/// `RDVFinalCleanupList`).
#[derive(Default)]
struct CleanupList {
    operations: Vec<OpRef>,
    functions: Vec<(OpRef, Vec<bool>, Vec<bool>)>,
    /// `(op, dead operands, callee (for calls), replace with poison)`.
    operands: Vec<(OpRef, Vec<bool>, Option<OpRef>, bool)>,
    results: Vec<(OpRef, Vec<bool>)>,
    blocks: Vec<(BlockRef, Vec<bool>)>,
    successor_operands: Vec<(OpRef, usize, Vec<bool>)>,
}

/// Liveness: the set of live values.
struct Liveness {
    live: FxHashSet<ValueRef>,
    changed: bool,
}

impl Liveness {
    fn is_live(&self, v: ValueRef) -> bool {
        self.live.contains(&v)
    }

    fn mark(&mut self, v: ValueRef) {
        if self.live.insert(v) {
            self.changed = true;
        }
    }
}

impl<'a> World<'a> {
    #[inline]
    fn body(&self, b: BodyIx) -> &Body {
        self.bodies.body(b)
    }

    #[inline]
    fn body_mut(&mut self, b: BodyIx) -> &mut Body {
        self.bodies.body_mut(b)
    }

    fn traits(&self, o: OpRef) -> OpTraits {
        self.ctx.op_traits(self.body(o.body).op_name(o.op))
    }

    fn info(&self, o: OpRef) -> Option<&'a rmlir_ir::registry::OpInfo> {
        self.ctx.op_info(self.body(o.body).op_name(o.op))
    }

    /// The regions of `o` with the body holding them.
    fn regions(&self, o: OpRef) -> (BodyIx, Vec<RegionId>) {
        let rb = self.bodies.tree().regions_body(o);
        if rb != o.body {
            (rb, self.body(rb).root_regions().to_vec())
        } else {
            (o.body, self.body(o.body).op_regions(o.op).to_vec())
        }
    }

    /// The blocks of every region of `o`.
    fn blocks_of(&self, o: OpRef) -> Vec<BlockRef> {
        let (rb, regions) = self.regions(o);
        let body = self.body(rb);
        regions
            .iter()
            .flat_map(|&r| body.region_blocks(r))
            .map(|block| BlockRef { body: rb, block })
            .collect()
    }

    fn entry_of(&self, o: OpRef, n: usize) -> Option<BlockRef> {
        let (rb, regions) = self.regions(o);
        let block = self.body(rb).entry_block(*regions.get(n)?)?;
        Some(BlockRef { body: rb, block })
    }

    fn parent_of(&self, o: OpRef) -> Option<OpRef> {
        let body = self.body(o.body);
        let block = body.op_block(o.op)?;
        self.sol
            .tree
            .region_parent(body, o.body, body.block_region(block))
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

    fn block_args(&self, b: BlockRef) -> Vec<ValueRef> {
        self.body(b.body)
            .block_args(b.block)
            .iter()
            .map(|&value| ValueRef {
                body: b.body,
                value,
            })
            .collect()
    }

    /// MLIR's `isMemoryEffectFree` (computed for every op by
    /// [`World::precompute`] before the IR changes).
    fn mem_free(&self, o: OpRef) -> bool {
        self.memo.borrow().get(&o).is_some_and(|m| m.mem_free)
    }

    /// Computes `isMemoryEffectFree` and the recursive part of
    /// `wouldOpBeTriviallyDead` of every op, children first (`order` is a
    /// post-order), so that nests cost linear time.
    fn precompute(&self, order: &[OpRef]) {
        use rmlir_ir::registry::MemoryEffectKind;
        let mut memo = self.memo.borrow_mut();
        for &op in order {
            let Some(info) = self.info(op) else {
                memo.insert(op, Memo::default());
                continue;
            };
            let t = info.traits;
            let recursive = t.contains(OpTraits::RECURSIVE_MEMORY_EFFECTS);
            let children: Vec<OpRef> = if recursive {
                self.blocks_of(op)
                    .into_iter()
                    .flat_map(|b| {
                        self.body(b.body).block_ops(b.block).map(move |x| OpRef {
                            body: b.body,
                            op: x,
                        })
                    })
                    .collect()
            } else {
                Vec::new()
            };
            let all = |f: fn(&Memo) -> bool| children.iter().all(|c| memo.get(c).is_some_and(f));
            let pure = t.contains(OpTraits::PURE) || t.contains(OpTraits::NO_MEMORY_EFFECT);
            let effects = if pure {
                Some(Vec::new())
            } else {
                rmlir_ir::effects::memory_effects(self.ctx, self.body(op.body), op.op)
            };
            let mem_free = if pure {
                true
            } else {
                match &effects {
                    Some(e) if !e.is_empty() => false,
                    Some(_) => !recursive || all(|m| m.mem_free),
                    None => recursive && all(|m| m.mem_free),
                }
            };
            let dead_impl = match &effects {
                Some(e) => {
                    // Any effect on a result the op allocates is dropped;
                    // other effects must be reads.
                    let body = self.body(op.body);
                    let allocated: Vec<ValueId> = e
                        .iter()
                        .filter(|x| x.kind == MemoryEffectKind::Allocate)
                        .filter_map(|x| x.value)
                        .filter(|&v| body.defining_op(v) == Some(op.op))
                        .collect();
                    e.iter().all(|x| {
                        x.value.is_some_and(|v| allocated.contains(&v))
                            || x.kind == MemoryEffectKind::Read
                    }) && (!recursive || all(|m| m.dead_impl))
                }
                None => recursive && all(|m| m.dead_impl),
            };
            memo.insert(
                op,
                Memo {
                    mem_free,
                    dead_impl,
                },
            );
        }
    }

    /// `o`'s RegionBranchInterface (isolated ops are not followed).
    fn region_branch(&self, o: OpRef) -> Option<&'static rbi::RegionBranchInterface> {
        if self.bodies.tree().regions_body(o) != o.body {
            return None;
        }
        self.info(o)?.region_branch
    }

    /// The region branch op `t` is a region terminator of.
    fn terminator_parent(&self, t: OpRef) -> Option<OpRef> {
        if !rbi::is_region_terminator(self.ctx, self.body(t.body), t.op) {
            return None;
        }
        let parent = self.parent_of(t)?;
        (parent.body == t.body && self.region_branch(parent).is_some()).then_some(parent)
    }

    /// The values receiving what is forwarded to successor `s` of `o`.
    fn successor_inputs(&self, o: OpRef, s: &RegionSuccessor) -> Vec<ValueRef> {
        let all = match s.target {
            RegionTarget::Parent => self.results(o),
            RegionTarget::Region(n) => match self.entry_of(o, n) {
                Some(b) => self.block_args(b),
                None => Vec::new(),
            },
        };
        all.into_iter()
            .skip(s.inputs.start)
            .take(s.inputs.len())
            .collect()
    }

    /// `(operand index, inputs)` for every entry successor of region
    /// branch op `o`.
    fn entry_forwarding(&self, o: OpRef) -> Vec<(usize, ValueRef)> {
        let Some(iface) = self.region_branch(o) else {
            return Vec::new();
        };
        let body = self.body(o.body);
        let n = body.num_operands(o.op);
        let mut succs = Vec::new();
        (iface.entry_successors)(self.ctx, body, o.op, &vec![None; n], &mut succs);
        let mut out = Vec::new();
        for s in &succs {
            let range = (iface.entry_successor_operands)(self.ctx, body, o.op, s.target);
            for (i, input) in range.zip(self.successor_inputs(o, s)) {
                if i < n {
                    out.push((i, input));
                }
            }
        }
        out
    }

    /// The entry block arguments of `o`'s regions that no entry successor
    /// forwards a value to.
    fn non_forwarded_entry_args(&self, o: OpRef) -> Vec<ValueRef> {
        let Some(iface) = self.region_branch(o) else {
            return Vec::new();
        };
        let body = self.body(o.body);
        let n = body.num_operands(o.op);
        let mut succs = Vec::new();
        (iface.entry_successors)(self.ctx, body, o.op, &vec![None; n], &mut succs);
        let mut out = Vec::new();
        for s in &succs {
            let RegionTarget::Region(r) = s.target else {
                continue;
            };
            let Some(entry) = self.entry_of(o, r) else {
                continue;
            };
            for (k, a) in self.block_args(entry).into_iter().enumerate() {
                if !s.inputs.contains(&k) {
                    out.push(a);
                }
            }
        }
        out
    }

    /// `(operand index, input)` for every successor of terminator `t` of a
    /// region of `parent`.
    fn terminator_forwarding(&self, t: OpRef, parent: OpRef) -> Vec<(usize, ValueRef)> {
        let body = self.body(t.body);
        let n = body.num_operands(t.op);
        let mut succs = Vec::new();
        rbi::terminator_successors(self.ctx, body, parent.op, t.op, &vec![None; n], &mut succs);
        let mut out = Vec::new();
        for s in &succs {
            let Some(range) = rbi::terminator_successor_operands(self.ctx, body, t.op, s.target)
            else {
                continue;
            };
            for (i, input) in range.zip(self.successor_inputs(parent, s)) {
                if i < n {
                    out.push((i, input));
                }
            }
        }
        out
    }

    /// Every op (not the op the pass runs on), in MLIR's post-order walk.
    fn post_order(&self) -> Vec<OpRef> {
        let mut out = Vec::new();
        let mut stack: Vec<(OpRef, bool)> = Vec::new();
        let push_ops =
            |w: &World<'_>, b: BodyIx, regions: &[RegionId], st: &mut Vec<(OpRef, bool)>| {
                let body = w.body(b);
                let mut ops = Vec::new();
                for &r in regions {
                    for block in body.region_blocks(r) {
                        ops.extend(body.block_ops(block).map(|op| OpRef { body: b, op }));
                    }
                }
                st.extend(ops.into_iter().rev().map(|o| (o, false)));
            };
        push_ops(
            self,
            BodyIx::ROOT,
            self.body(BodyIx::ROOT).root_regions(),
            &mut stack,
        );
        while let Some((o, done)) = stack.pop() {
            if done {
                out.push(o);
                continue;
            }
            stack.push((o, true));
            let (rb, regions) = self.regions(o);
            push_ops(self, rb, &regions, &mut stack);
        }
        out
    }

    // ----- liveness analysis ---------------------------------------------

    /// MLIR's `RunLivenessAnalysis`: the live values.
    fn liveness(&self, order: &[OpRef]) -> Liveness {
        let executable: Vec<OpRef> = order
            .iter()
            .copied()
            .filter(|&o| {
                self.body(o.body).op_block(o.op).is_some_and(|block| {
                    self.sol.is_live(BlockRef {
                        body: o.body,
                        block,
                    })
                })
            })
            .collect();
        let mut l = Liveness {
            live: FxHashSet::default(),
            changed: true,
        };
        while l.changed {
            l.changed = false;
            for &o in executable.iter().rev() {
                self.visit(&mut l, o);
            }
        }
        l
    }

    /// MLIR's `wouldOpBeTriviallyDead`: only reads, allocations of its own
    /// results, or no effects at all, in `o` and (for ops with recursive
    /// effects) the ops nested in it; never for terminators and symbols.
    fn would_be_trivially_dead(&self, o: OpRef) -> bool {
        let t = self.traits(o);
        if self.info(o).is_none()
            || t.contains(OpTraits::TERMINATOR)
            || t.contains(OpTraits::SYMBOL)
        {
            return false;
        }
        self.memo.borrow().get(&o).is_some_and(|m| m.dead_impl)
    }

    /// The generic transfer function (`LivenessAnalysis::visitOperation`)
    /// of `o` for the operand values `values`.
    fn visit_generic(&self, l: &mut Liveness, o: OpRef, values: &[ValueRef]) {
        if !self.would_be_trivially_dead(o) || self.results(o).iter().any(|&r| l.is_live(r)) {
            for &v in values {
                l.mark(v);
            }
        }
    }

    /// `LivenessAnalysis::visitBranchOperand` for operand `i` of `o`: the
    /// op (the parent op for a region terminator) is visited with it.
    fn visit_branch_operand(&self, l: &mut Liveness, o: OpRef, i: usize) {
        let value = ValueRef {
            body: o.body,
            value: self.body(o.body).operand(o.op, i),
        };
        let visit_op = if rbi::is_region_terminator(self.ctx, self.body(o.body), o.op) {
            match self.parent_of(o) {
                Some(p) => p,
                None => return,
            }
        } else {
            o
        };
        // Unlike MLIR: an op this pass keeps (one with memory effects, such
        // as an allocation in a loop) keeps the operands that steer it.
        // MLIR judges them by `wouldOpBeTriviallyDead`, which ignores
        // allocations and reads, and then keeps the op with a poison
        // condition: an `scf.if` or `scf.while` deciding on poison, which
        // is undefined behaviour (and mlir-opt 22 crashes later on).
        if !self.mem_free(visit_op) {
            l.mark(value);
            return;
        }
        self.visit_generic(l, visit_op, &[value]);
    }

    /// `AbstractSparseBackwardDataFlowAnalysis::visitOperation` with the
    /// liveness transfer functions, for an op in an executable block.
    fn visit(&self, l: &mut Liveness, o: OpRef) {
        let body = self.body(o.body);
        let operands = self.operands(o);
        let n = operands.len();
        if self.region_branch(o).is_some() {
            let mut unaccounted = vec![true; n];
            for (i, input) in self.entry_forwarding(o) {
                unaccounted[i] = false;
                if l.is_live(input) {
                    l.mark(operands[i]);
                }
            }
            for i in (0..n).filter(|&i| unaccounted[i]) {
                self.visit_branch_operand(l, o, i);
            }
            // Entry arguments not forwarded from anywhere (induction
            // variables): `visitNonControlFlowArguments`.
            let others = self.non_forwarded_entry_args(o);
            if !others.is_empty() {
                self.visit_generic(l, o, &others);
            }
            return;
        }
        let info = self.info(o);
        if let Some(branch) = info.and_then(|i| i.branch) {
            let mut unaccounted = vec![true; n];
            for (si, &succ) in body.successors(o.op).iter().enumerate() {
                let range = (branch.successor_operands)(self.ctx, body, o.op, si);
                let args = body.block_args(succ);
                for (k, i) in range.enumerate() {
                    if i >= n {
                        continue;
                    }
                    unaccounted[i] = false;
                    if let Some(&a) = args.get(k) {
                        if l.is_live(ValueRef {
                            body: o.body,
                            value: a,
                        }) {
                            l.mark(operands[i]);
                        }
                    }
                }
            }
            for i in (0..n).filter(|&i| unaccounted[i]) {
                self.visit_branch_operand(l, o, i);
            }
            return;
        }
        if let Some(call) = info.and_then(|i| i.call) {
            if let Some(callee) = self
                .sol
                .callee(o)
                .filter(|&c| self.info(c).is_some_and(|i| i.callable.is_some()))
            {
                let entry = self
                    .sol
                    .callable_region(callee)
                    .and_then(|r| self.entry_of(callee, r));
                let Some(entry) = entry else {
                    // An external function: every operand is live.
                    for &v in &operands {
                        l.mark(v);
                    }
                    return;
                };
                let args = self.block_args(entry);
                let range = (call.arg_operands)(self.ctx, body, o.op);
                let mut unaccounted = vec![true; n];
                for (a, i) in args.iter().zip(range) {
                    if i >= n {
                        continue;
                    }
                    unaccounted[i] = false;
                    if l.is_live(*a) {
                        l.mark(operands[i]);
                    }
                }
                for i in (0..n).filter(|&i| unaccounted[i]) {
                    l.mark(operands[i]);
                }
                return;
            }
        }
        if let Some(parent) = self.terminator_parent(o) {
            let mut unaccounted = vec![true; n];
            for (i, input) in self.terminator_forwarding(o, parent) {
                unaccounted[i] = false;
                if l.is_live(input) {
                    l.mark(operands[i]);
                }
            }
            for i in (0..n).filter(|&i| unaccounted[i]) {
                self.visit_branch_operand(l, o, i);
            }
            return;
        }
        if self.traits(o).contains(OpTraits::RETURN_LIKE) {
            if let Some(callable) = self
                .parent_of(o)
                .filter(|&p| self.info(p).is_some_and(|i| i.callable.is_some()))
            {
                match self.sol.callers(callable) {
                    Some(calls) => {
                        for &c in calls {
                            for (i, r) in self.results(c).into_iter().enumerate() {
                                if i < n && l.is_live(r) {
                                    l.mark(operands[i]);
                                }
                            }
                        }
                    }
                    None => {
                        for &v in &operands {
                            l.mark(v);
                        }
                    }
                }
                return;
            }
        }
        self.visit_generic(l, o, &operands);
    }

    // ----- symbol uses ---------------------------------------------------

    /// For each function op (a callable symbol in a symbol table), the ops
    /// using its symbol, in IR order; `None` for functions the pass must
    /// leave alone (used other than as the callee of a call).
    fn symbol_uses(&self, top_is_table: bool) -> FxHashMap<OpRef, Option<Vec<OpRef>>> {
        let mut out: FxHashMap<OpRef, Option<Vec<OpRef>>> = FxHashMap::default();
        // Pre-order over every op (symbol uses are listed in IR order).
        let mut pre: Vec<OpRef> = Vec::new();
        let mut stack: Vec<OpRef> = Vec::new();
        let push_ops = |w: &World<'_>, b: BodyIx, regions: &[RegionId], st: &mut Vec<OpRef>| {
            let body = w.body(b);
            let mut ops = Vec::new();
            for &r in regions {
                for block in body.region_blocks(r) {
                    ops.extend(body.block_ops(block).map(|op| OpRef { body: b, op }));
                }
            }
            st.extend(ops.into_iter().rev());
        };
        push_ops(
            self,
            BodyIx::ROOT,
            self.body(BodyIx::ROOT).root_regions(),
            &mut stack,
        );
        while let Some(o) = stack.pop() {
            pre.push(o);
            let (rb, regions) = self.regions(o);
            push_ops(self, rb, &regions, &mut stack);
        }
        // The symbols of each symbol table (`None`: the op the pass runs on).
        let mut tables: FxHashMap<Option<OpRef>, FxHashMap<&str, OpRef>> = FxHashMap::default();
        for &o in &pre {
            let Some(name) = symbol::symbol_name(self.ctx, self.body(o.body), o.op) else {
                continue;
            };
            let parent = self.parent_of(o);
            let in_table = match parent {
                None => top_is_table,
                Some(p) => self.traits(p).contains(OpTraits::SYMBOL_TABLE),
            };
            if !in_table {
                continue;
            }
            tables.entry(parent).or_default().entry(name).or_insert(o);
            if self.info(o).is_some_and(|i| i.callable.is_some()) {
                out.insert(o, Some(Vec::new()));
            }
        }
        for o in pre {
            let mut refs: Vec<Attr> = Vec::new();
            let b = self.body(o.body);
            symbol::collect_symbol_refs(self.ctx, b.attrs(o.op), &mut refs);
            if let Some(p) = b.properties(o.op) {
                symbol::collect_symbol_refs(self.ctx, p, &mut refs);
            }
            if refs.is_empty() {
                continue;
            }
            // The nearest symbol table holding the user.
            let mut table = self.parent_of(o);
            while let Some(t) = table {
                if self.traits(t).contains(OpTraits::SYMBOL_TABLE) {
                    break;
                }
                table = self.parent_of(t);
            }
            let is_call = self.info(o).is_some_and(|i| i.call.is_some());
            for a in refs {
                let AttrData::SymbolRef { root, nested } = self.ctx.attr_data(a) else {
                    continue;
                };
                let mut target = tables
                    .get(&table)
                    .and_then(|t| t.get(self.ctx.ident_str(*root)))
                    .copied();
                for &n in nested.iter() {
                    target = target.and_then(|t| {
                        tables
                            .get(&Some(t))
                            .and_then(|m| m.get(self.ctx.ident_str(n)))
                            .copied()
                    });
                }
                let Some(target) = target else {
                    continue;
                };
                if !is_call {
                    if out.contains_key(&target) {
                        out.insert(target, None);
                    }
                    continue;
                }
                if let Some(Some(v)) = out.get_mut(&target) {
                    if !v.contains(&o) {
                        v.push(o);
                    }
                }
            }
        }
        out
    }

    // ----- clean-up ------------------------------------------------------

    /// A new `ub.poison` of type `ty` right before `before`.
    fn poison(&mut self, b: BodyIx, before: OpId, ty: Type, loc: Loc) -> Option<ValueId> {
        let ctx = self.ctx;
        let attr = ctx.intern_attr(AttrData::Dialect {
            text: "ub.poison".into(),
        });
        let body = self.body_mut(b);
        let op = {
            let mut builder = Builder::new(body, InsertPoint::Before(before));
            rmlir_ir::fold::materialize_constant(ctx, &mut builder, "ub", attr, ty, loc)?
        };
        self.poisons.push(OpRef { body: b, op });
        Some(self.body(b).result(op, 0))
    }

    fn value_loc(&self, v: ValueRef) -> Loc {
        let body = self.body(v.body);
        match body.value_def(v.value) {
            ValueDef::Result { op, .. } => body.op_loc(op),
            ValueDef::Arg { .. } => body
                .value_loc(v.value)
                .unwrap_or(self.ctx.common().unknown_loc),
        }
    }

    /// MLIR's `dropAllUses`: the remaining users get a `ub.poison` instead
    /// (they are normally erased by the clean-up too, and the poison with
    /// them).
    fn drop_all_uses(&mut self, v: ValueRef) {
        let body = self.body(v.body);
        let uses: Vec<(OpId, usize)> = body
            .uses(v.value)
            .map(|u| (u.owner, body.use_operand_index(u.id)))
            .collect();
        if uses.is_empty() {
            return;
        }
        let ty = body.value_type(v.value);
        let loc = self.value_loc(v);
        for (owner, i) in uses {
            if let Some(p) = self.poison(v.body, owner, ty, loc) {
                self.body_mut(v.body).set_operand(owner, i, p);
            }
        }
    }

    /// MLIR's `RewriterBase::eraseOpResults`: `o` is replaced by an op
    /// without the results `erase[i]` (whose uses are dropped).
    fn erase_results(&mut self, o: OpRef, erase: &[bool]) {
        for (i, r) in self.results(o).into_iter().enumerate() {
            if erase.get(i) == Some(&true) {
                self.drop_all_uses(r);
            }
        }
        if !erase.iter().any(|&e| e) || self.bodies.tree().regions_body(o) != o.body {
            return;
        }
        let body = self.body_mut(o.body);
        let types: Vec<Type> = body
            .results(o.op)
            .enumerate()
            .filter(|(i, _)| erase.get(*i) != Some(&true))
            .map(|(_, r)| body.value_type(r))
            .collect();
        let operands: Vec<ValueId> = body.operands(o.op).collect();
        let succs: Vec<BlockId> = body.successors(o.op).to_vec();
        let spec = OpSpec {
            name: body.op_name(o.op),
            loc: body.op_loc(o.op),
            operands: &operands,
            result_types: &types,
            successors: &succs,
            num_regions: body.num_regions(o.op),
            isolated: false,
            properties: body.properties(o.op),
            attrs: body.attrs(o.op),
        };
        let new = {
            let mut b = Builder::new(body, InsertPoint::Before(o.op));
            b.create(&spec)
        };
        let old_regions = body.op_regions(o.op).to_vec();
        let new_regions = body.op_regions(new).to_vec();
        for (or, nr) in old_regions.into_iter().zip(new_regions) {
            let blocks: Vec<BlockId> = body.region_blocks(or).collect();
            for bl in blocks {
                body.move_block_to_end(bl, nr);
            }
        }
        let old: Vec<ValueId> = body.results(o.op).collect();
        let mut next = 0;
        for (i, r) in old.into_iter().enumerate() {
            if erase.get(i) != Some(&true) {
                let nr = body.result(new, next);
                next += 1;
                body.replace_all_uses(r, nr);
            }
        }
        let _ = body.erase_op(o.op);
    }

    /// Erases `o` after dropping the uses of its results.
    fn erase_op(&mut self, o: OpRef) {
        if !self.body(o.body).is_live_op(o.op) || self.bodies.tree().regions_body(o) != o.body {
            return;
        }
        if self.traits(o).contains(OpTraits::TERMINATOR) {
            let ctx = self.ctx;
            let body = self.body_mut(o.body);
            let spec = OpSpec {
                name: ctx.op_name("ub.unreachable"),
                loc: body.op_loc(o.op),
                operands: &[],
                result_types: &[],
                successors: &[],
                num_regions: 0,
                isolated: false,
                properties: None,
                attrs: ctx.common().empty_dict,
            };
            let mut b = Builder::new(body, InsertPoint::Before(o.op));
            b.create(&spec);
        }
        for r in self.results(o) {
            self.drop_all_uses(r);
        }
        let _ = self.body_mut(o.body).erase_op(o.op);
    }

    /// Sets attribute `name` of `o` (properties when it has them) to
    /// `value`, or removes it.
    fn set_inherent(&mut self, o: OpRef, name: &str, value: Option<Attr>) {
        let ctx = self.ctx;
        let body = self.body_mut(o.body);
        let (dict, in_props) = match body.properties(o.op) {
            Some(p) => (p, true),
            None => (body.attrs(o.op), false),
        };
        let id = ctx.ident(name);
        let mut entries: Vec<(rmlir_ir::Ident, Attr)> = ctx
            .dict_entries(dict)
            .iter()
            .filter(|(k, _)| *k != id)
            .copied()
            .collect();
        if let Some(v) = value {
            entries.push((id, v));
        }
        let d = ctx.dictionary_attr(entries);
        if in_props {
            body.set_properties(o.op, Some(d));
        } else {
            body.set_attrs(o.op, d);
        }
    }

    /// Removes the entries `erase[i]` from the array of dictionaries
    /// `name` of function `f` (dropping it when all that stay are empty).
    fn erase_attr_dicts(&mut self, f: OpRef, name: &str, erase: &[bool]) {
        let ctx = self.ctx;
        let Some(a) = rmlir_ods::get_attr(ctx, self.body(f.body), f.op, name) else {
            return;
        };
        let AttrData::Array(e) = ctx.attr_data(a) else {
            return;
        };
        let kept: Vec<Attr> = e
            .iter()
            .enumerate()
            .filter(|(i, _)| erase.get(*i) != Some(&true))
            .map(|(_, &d)| d)
            .collect();
        let value = if kept.iter().all(|&d| ctx.dict_entries(d).is_empty()) {
            None
        } else {
            Some(ctx.intern_attr(AttrData::Array(kept.into())))
        };
        self.set_inherent(f, name, value);
    }

    /// `eraseArguments` and `eraseResults` of function `f`.
    fn erase_function_args_results(&mut self, f: OpRef, args: &[bool], rets: &[bool]) {
        let ctx = self.ctx;
        let Some(fty) = rmlir_ods::get_attr(ctx, self.body(f.body), f.op, "function_type") else {
            return;
        };
        let AttrData::Type(t) = ctx.attr_data(fty) else {
            return;
        };
        let TypeData::Function { inputs, results } = ctx.type_data(*t) else {
            return;
        };
        let keep = |v: &[Type], e: &[bool]| -> Vec<Type> {
            v.iter()
                .enumerate()
                .filter(|(i, _)| e.get(*i) != Some(&true))
                .map(|(_, &t)| t)
                .collect()
        };
        let new_inputs = keep(inputs, args);
        let new_results = keep(results, rets);
        if let Some(entry) = self
            .sol
            .callable_region(f)
            .and_then(|r| self.entry_of(f, r))
        {
            let n = self.body(entry.body).block_args(entry.block).len();
            for i in (0..n).rev() {
                if args.get(i) == Some(&true) {
                    let _ = self.body_mut(entry.body).erase_block_arg(entry.block, i);
                }
            }
        }
        let nt = ctx.function_type(&new_inputs, &new_results);
        self.set_inherent(f, "function_type", Some(ctx.type_attr(nt)));
        if args.iter().any(|&a| a) {
            self.erase_attr_dicts(f, "arg_attrs", args);
        }
        if rets.iter().any(|&r| r) {
            self.erase_attr_dicts(f, "res_attrs", rets);
        }
    }

    /// MLIR's `cleanUpDeadVals`.
    fn clean_up(&mut self, cl: CleanupList) {
        let ctx = self.ctx;
        // A block reached by several edges (two successors of one branch,
        // or several branches) gets one list per edge, each saying which
        // of its operands are dead. MLIR applies them one after the other
        // and can leave a branch forwarding fewer values than its target
        // takes, or an erased value still forwarded. Here an argument goes
        // only if every edge agrees; an edge whose dead operand stays gets
        // a `ub.poison` in its place (its definition may be erased).
        let mut merged: FxHashMap<BlockRef, Vec<bool>> = FxHashMap::default();
        for (b, dead) in &cl.blocks {
            if self.block_args(*b).len() != dead.len() {
                continue;
            }
            merged
                .entry(*b)
                .and_modify(|m| m.iter_mut().zip(dead).for_each(|(m, d)| *m &= d))
                .or_insert_with(|| dead.clone());
        }
        // 1. Block arguments.
        let mut blocks: Vec<BlockRef> = cl.blocks.iter().map(|(b, _)| *b).collect();
        let mut seen = FxHashSet::default();
        blocks.retain(|b| seen.insert(*b));
        for b in blocks {
            let Some(dead) = merged.get(&b) else {
                continue;
            };
            let args = self.block_args(b);
            for i in (0..dead.len()).rev() {
                if dead[i] {
                    self.drop_all_uses(args[i]);
                    let _ = self.body_mut(b.body).erase_block_arg(b.block, i);
                }
            }
        }
        // 2. Successor operands.
        for (o, succ, dead) in &cl.successor_operands {
            let Some(branch) = self.info(*o).and_then(|i| i.branch) else {
                continue;
            };
            if !self.body(o.body).is_live_op(o.op) {
                continue;
            }
            let target = BlockRef {
                body: o.body,
                block: self.body(o.body).successors(o.op)[*succ],
            };
            let Some(erase) = merged.get(&target) else {
                continue;
            };
            let range = (branch.successor_operands)(ctx, self.body(o.body), o.op, *succ);
            if range.len() != dead.len() {
                continue;
            }
            for i in (0..dead.len()).rev() {
                if erase[i] {
                    (branch.erase_successor_operand)(ctx, self.body_mut(o.body), o.op, *succ, i);
                } else if dead[i] {
                    let slot = range.start + i;
                    let v = ValueRef {
                        body: o.body,
                        value: self.body(o.body).operand(o.op, slot),
                    };
                    let ty = self.body(o.body).value_type(v.value);
                    let loc = self.value_loc(v);
                    if let Some(p) = self.poison(o.body, o.op, ty, loc) {
                        self.body_mut(o.body).set_operand(o.op, slot, p);
                    }
                }
            }
        }
        // 3. Functions.
        let mut erased_args: FxHashMap<OpRef, Vec<bool>> = FxHashMap::default();
        for (f, args, rets) in &cl.functions {
            if let Some(entry) = self
                .sol
                .callable_region(*f)
                .and_then(|r| self.entry_of(*f, r))
            {
                let vals = self.block_args(entry);
                for (i, v) in vals.into_iter().enumerate() {
                    if args.get(i) == Some(&true) {
                        self.drop_all_uses(v);
                    }
                }
            }
            self.erase_function_args_results(*f, args, rets);
            if args.iter().any(|&a| a) {
                erased_args.insert(*f, args.clone());
            }
        }
        // 4. Operands.
        for (o, dead, callee, poison) in &cl.operands {
            if !self.body(o.body).is_live_op(o.op) {
                continue;
            }
            if let (Some(callee), Some(call)) = (callee, self.info(*o).and_then(|i| i.call)) {
                if let Some(args) = erased_args.get(callee) {
                    let range = (call.arg_operands)(ctx, self.body(o.body), o.op);
                    for i in (0..args.len()).rev() {
                        if args[i] && range.start + i < range.end {
                            self.body_mut(o.body).erase_operand(o.op, range.start + i);
                        }
                    }
                    continue;
                }
            }
            if !dead.iter().any(|&d| d) {
                continue;
            }
            if *poison {
                for (i, _) in dead.iter().enumerate().filter(|(_, &d)| d) {
                    let v = ValueRef {
                        body: o.body,
                        value: self.body(o.body).operand(o.op, i),
                    };
                    let ty = self.body(o.body).value_type(v.value);
                    let loc = self.value_loc(v);
                    if let Some(p) = self.poison(o.body, o.op, ty, loc) {
                        self.body_mut(o.body).set_operand(o.op, i, p);
                    }
                }
            } else {
                for i in (0..dead.len()).rev() {
                    if dead[i] {
                        self.body_mut(o.body).erase_operand(o.op, i);
                    }
                }
            }
        }
        // 5. Results.
        for (o, dead) in &cl.results {
            if self.body(o.body).is_live_op(o.op) {
                self.erase_results(*o, dead);
            }
        }
        // 6. Operations.
        for &o in &cl.operations {
            self.erase_op(o);
        }
        // 7. Poison ops left unused.
        let poisons = std::mem::take(&mut self.poisons);
        for p in poisons {
            let body = self.body_mut(p.body);
            if body.is_live_op(p.op) && !body.has_uses(body.result(p.op, 0)) {
                let _ = body.erase_op(p.op);
            }
        }
    }

    // ----- canonicalization ----------------------------------------------

    /// Applies `patterns` to the region branch ops, as MLIR's
    /// `applyOpPatternsGreedily` on them.
    fn canonicalize(&mut self, patterns: &FrozenPatternSet) {
        let order = self.post_order();
        let mut per_body: Vec<(BodyIx, Vec<OpId>)> = Vec::new();
        for o in order {
            if self.region_branch(o).is_none() {
                continue;
            }
            match per_body.iter_mut().find(|(b, _)| *b == o.body) {
                Some((_, v)) => v.push(o.op),
                None => per_body.push((o.body, vec![o.op])),
            }
        }
        let single = per_body.len() == 1;
        for (b, ops) in per_body {
            let ctx = self.ctx;
            let body = self.body_mut(b);
            let scope = if single {
                common_region(body, &ops)
            } else {
                None
            };
            rmlir_rewrite::apply_op_patterns_greedily(
                ctx,
                body,
                patterns,
                &ops,
                scope,
                rmlir_rewrite::GreedyConfig::default(),
            );
        }
    }
}

/// The innermost region holding all of `ops` (`None`: the body's roots).
fn common_region(body: &Body, ops: &[OpId]) -> Option<RegionId> {
    let chain = |op: OpId| -> Vec<RegionId> {
        let mut out = Vec::new();
        let mut cur = Some(op);
        while let Some(o) = cur {
            let Some(block) = body.op_block(o) else { break };
            let r = body.block_region(block);
            out.push(r);
            cur = body.region_parent(r);
        }
        out
    };
    let mut common: Vec<RegionId> = chain(*ops.first()?);
    for &op in &ops[1..] {
        let c = chain(op);
        common.retain(|r| c.contains(r));
    }
    let first = *common.first()?;
    // A root region of the body is the whole body's scope.
    body.region_parent(first).map(|_| first)
}

/// The liveness-driven decisions (MLIR's `process*` functions).
struct Processor {
    live: Liveness,
    non_live: FxHashSet<ValueRef>,
    cl: CleanupList,
    uses: FxHashMap<OpRef, Option<Vec<OpRef>>>,
}

impl Processor {
    fn dead(&self, v: ValueRef) -> bool {
        self.non_live.contains(&v) || !self.live.is_live(v)
    }

    fn has_live(&self, vs: &[ValueRef]) -> bool {
        vs.iter().any(|&v| !self.dead(v))
    }

    fn process(&mut self, w: &World<'_>, o: OpRef) {
        let info = w.info(o);
        let traits = w.traits(o);
        if info.is_some_and(|i| i.callable.is_some()) && traits.contains(OpTraits::SYMBOL) {
            self.process_func(w, o);
        } else if w.region_branch(o).is_some() {
            self.process_region_branch(w, o);
        } else if info.is_some_and(|i| i.branch.is_some()) {
            self.process_branch(w, o);
        } else if traits.contains(OpTraits::TERMINATOR) || info.is_some_and(|i| i.call.is_some()) {
        } else {
            self.process_simple(w, o);
        }
    }

    fn process_simple(&mut self, w: &World<'_>, o: OpRef) {
        let results = w.results(o);
        let dead_operand = w.operands(o).iter().any(|&v| self.dead(v));
        if !dead_operand && (!w.mem_free(o) || self.has_live(&results)) {
            return;
        }
        if w.bodies.tree().regions_body(o) != o.body {
            // An isolated op (its body is elsewhere): left alone.
            return;
        }
        self.cl.operations.push(o);
        self.non_live.extend(results);
    }

    fn process_func(&mut self, w: &World<'_>, f: OpRef) {
        let ctx = w.ctx;
        if symbol::visibility(ctx, w.body(f.body), f.op) == Visibility::Public {
            return;
        }
        let Some(entry) = w.sol.callable_region(f).and_then(|r| w.entry_of(f, r)) else {
            return;
        };
        let Some(Some(calls)) = self.uses.get(&f).cloned() else {
            return;
        };
        // Calls with segmented operands are not handled.
        if calls.iter().any(|c| {
            rmlir_ods::get_attr(ctx, w.body(c.body), c.op, "operandSegmentSizes").is_some()
        }) {
            return;
        }
        let args = w.block_args(entry);
        let dead_args: Vec<bool> = args.iter().map(|&a| self.dead(a)).collect();
        for (a, &d) in args.iter().zip(&dead_args) {
            if d {
                self.non_live.insert(*a);
            }
        }
        for &c in &calls {
            self.cl.operands.push((
                c,
                vec![false; w.body(c.body).num_operands(c.op)],
                Some(f),
                false,
            ));
        }
        let num_returns = match rmlir_ods::get_attr(ctx, w.body(f.body), f.op, "function_type")
            .map(|a| ctx.attr_data(a))
        {
            Some(AttrData::Type(t)) => match ctx.type_data(*t) {
                TypeData::Function { results, .. } => results.len(),
                _ => return,
            },
            _ => return,
        };
        let mut dead_rets = vec![true; num_returns];
        for &c in &calls {
            for (i, r) in w.results(c).into_iter().enumerate() {
                if i < num_returns && !self.dead(r) {
                    dead_rets[i] = false;
                }
            }
        }
        let (rb, regions) = w.regions(f);
        let body = w.body(rb);
        for &r in &regions {
            for block in body.region_blocks(r) {
                let Some(t) = body.last_op(block) else {
                    continue;
                };
                let t = OpRef { body: rb, op: t };
                if !w.traits(t).contains(OpTraits::RETURN_LIKE) {
                    continue;
                }
                if body.num_operands(t.op) == num_returns {
                    self.cl.operands.push((t, dead_rets.clone(), None, false));
                }
            }
        }
        self.cl.functions.push((f, dead_args, dead_rets.clone()));
        if num_returns == 0 {
            return;
        }
        for &c in &calls {
            self.cl.results.push((c, dead_rets.clone()));
            for (i, r) in w.results(c).into_iter().enumerate() {
                if dead_rets.get(i) == Some(&true) {
                    self.non_live.insert(r);
                }
            }
        }
    }

    fn process_region_branch(&mut self, w: &World<'_>, o: OpRef) {
        if w.mem_free(o) && !self.has_live(&w.results(o)) {
            self.cl.operations.push(o);
            return;
        }
        // Operand (op, index) -> the successor inputs it is forwarded to.
        let mut mapping: Vec<((OpRef, usize), Vec<ValueRef>)> = Vec::new();
        let mut add = |key: (OpRef, usize), input: ValueRef| match mapping
            .iter_mut()
            .find(|(k, _)| *k == key)
        {
            Some((_, v)) => v.push(input),
            None => mapping.push((key, vec![input])),
        };
        for (i, input) in w.entry_forwarding(o) {
            add((o, i), input);
        }
        for b in w.blocks_of(o) {
            let Some(t) = w.body(b.body).last_op(b.block) else {
                continue;
            };
            let t = OpRef {
                body: b.body,
                op: t,
            };
            if !rbi::is_region_terminator(w.ctx, w.body(t.body), t.op) {
                continue;
            }
            for (i, input) in w.terminator_forwarding(t, o) {
                add((t, i), input);
            }
        }
        let mut dead_per_op: Vec<(OpRef, Vec<bool>)> = Vec::new();
        for ((op, i), inputs) in mapping {
            let v = ValueRef {
                body: op.body,
                value: w.body(op.body).operand(op.op, i),
            };
            if self.dead(v) || !self.has_live(&inputs) {
                match dead_per_op.iter_mut().find(|(k, _)| *k == op) {
                    Some((_, bits)) => bits[i] = true,
                    None => {
                        let mut bits = vec![false; w.body(op.body).num_operands(op.op)];
                        bits[i] = true;
                        dead_per_op.push((op, bits));
                    }
                }
            }
        }
        for (op, bits) in dead_per_op {
            self.cl.operands.push((op, bits, None, true));
        }
    }

    fn process_branch(&mut self, w: &World<'_>, o: OpRef) {
        let ctx = w.ctx;
        let Some(branch) = w.info(o).and_then(|i| i.branch) else {
            return;
        };
        let body = w.body(o.body);
        let operands = w.operands(o);
        let mut dead_non_forwarded: Vec<bool> = operands.iter().map(|&v| self.dead(v)).collect();
        let succs: Vec<BlockId> = body.successors(o.op).to_vec();
        for si in 0..succs.len() {
            for i in (branch.successor_operands)(ctx, body, o.op, si) {
                if i < dead_non_forwarded.len() {
                    dead_non_forwarded[i] = false;
                }
            }
        }
        if dead_non_forwarded.iter().any(|&d| d) {
            self.cl.operations.push(o);
            return;
        }
        for (si, &succ) in succs.iter().enumerate() {
            let dead: Vec<bool> = (branch.successor_operands)(ctx, body, o.op, si)
                .map(|i| self.dead(operands[i]))
                .collect();
            let b = BlockRef {
                body: o.body,
                block: succ,
            };
            // An argument the analysis found live stays, whatever this edge
            // forwards: a dead operand can only come on an edge that is
            // never taken (MLIR drops the argument here and breaks the
            // block's live uses); that edge forwards poison instead.
            let args = w.block_args(b);
            let erase: Vec<bool> = dead
                .iter()
                .enumerate()
                .map(|(k, &d)| d && args.get(k).is_none_or(|&a| !self.live.is_live(a)))
                .collect();
            for (a, &e) in args.into_iter().zip(&erase) {
                if e {
                    self.non_live.insert(a);
                }
            }
            self.cl.blocks.push((b, erase));
            self.cl.successor_operands.push((o, si, dead));
        }
    }
}
