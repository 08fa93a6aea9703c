//! The greedy pattern rewrite driver (MLIR 22's `applyPatternsGreedily`).
//!
//! Each iteration fills a worklist with every op of the body (pre-order and
//! reversed for top-down, post-order for bottom-up), deduplicating and
//! hoisting constants on the way ([`crate::folder::ConstantFolder`]), then
//! pops ops: trivially dead ones are erased, others are folded (constants
//! materialized through their dialect right before the op), else the best
//! matching pattern is applied. Every change goes through the
//! [`PatternRewriter`], which reports it to the driver's listener
//! (`Pending`, MLIR's `GreedyPatternRewriteDriver` as a
//! `RewriterBase::Listener`); what it heard is applied to the worklist when
//! the rewrite returns. After the worklist drains, the regions are
//! simplified (unreachable blocks, dead code and dead block arguments).
//! Iterations stop when one changes nothing, or at `max_iterations`.
//!
//! [`apply_op_patterns_greedily`] (MLIR's `applyOpPatternsGreedily`) runs
//! the same worklist once on a given list of ops and what they lead to.

use crate::folder::ConstantFolder;
use rmlir_ir::pattern::{FrozenPatternSet, PatternRewriter, RewriteListener};
use rmlir_ir::registry::{FoldResult, OpFoldResult, OpTraits};
use rmlir_ir::{Body, Context, OpId, RegionId, ValueId};

/// How much region simplification to do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RegionSimplify {
    /// None.
    Disabled,
    /// Unreachable blocks, dead code, dead block arguments.
    Normal,
    /// Normal, plus merging identical blocks and dropping block arguments
    /// that receive the same value from every predecessor.
    Aggressive,
}

/// Driver configuration (MLIR's `GreedyRewriteConfig`).
#[derive(Clone, Copy, Debug)]
pub struct GreedyConfig {
    /// Visit ops top-down (pre-order) rather than bottom-up.
    pub top_down: bool,
    /// Iteration limit (-1: none).
    pub max_iterations: i64,
    /// Rewrite limit per iteration (-1: none).
    pub max_num_rewrites: i64,
    /// Region simplification level.
    pub region_simplify: RegionSimplify,
    /// Fold ops.
    pub fold: bool,
    /// Deduplicate and hoist constants.
    pub cse_constants: bool,
}

impl Default for GreedyConfig {
    fn default() -> Self {
        GreedyConfig {
            top_down: true,
            max_iterations: 10,
            max_num_rewrites: -1,
            region_simplify: RegionSimplify::Normal,
            fold: true,
            cse_constants: true,
        }
    }
}

/// The worklist: a stack without duplicates; removed entries become holes.
#[derive(Default)]
struct Worklist {
    list: Vec<Option<OpId>>,
    pos: Vec<u32>,
}

const ABSENT: u32 = u32::MAX;

impl Worklist {
    fn clear(&mut self) {
        self.list.clear();
        self.pos.iter_mut().for_each(|p| *p = ABSENT);
    }

    fn push(&mut self, op: OpId) {
        let i = op.index();
        if i >= self.pos.len() {
            self.pos.resize(i + 1, ABSENT);
        }
        if self.pos[i] != ABSENT {
            return;
        }
        self.pos[i] = self.list.len() as u32;
        self.list.push(Some(op));
    }

    fn pop(&mut self) -> Option<OpId> {
        while let Some(e) = self.list.pop() {
            if let Some(op) = e {
                self.pos[op.index()] = ABSENT;
                return Some(op);
            }
        }
        None
    }

    fn remove(&mut self, op: OpId) {
        if let Some(&p) = self.pos.get(op.index()) {
            if p != ABSENT {
                self.list[p as usize] = None;
                self.pos[op.index()] = ABSENT;
            }
        }
    }

    fn reverse(&mut self) {
        self.list.reverse();
        for (i, e) in self.list.iter().enumerate() {
            if let Some(op) = e {
                self.pos[op.index()] = i as u32;
            }
        }
    }
}

/// What the driver's listener heard, applied to the worklist once the
/// rewrite that caused it returns (liveness and parents are read then).
#[derive(Clone, Copy)]
enum Heard {
    /// Add the op (and its ancestors) to the worklist.
    Visit(OpId),
    /// Drop the op from the worklist.
    Forget(OpId),
}

/// The greedy driver's [`RewriteListener`]: queues what it hears in a
/// buffer reused across rewrites (no allocation per notification).
#[derive(Default)]
struct Pending {
    heard: Vec<Heard>,
}

impl RewriteListener for Pending {
    fn notify_op_inserted(&mut self, _body: &Body, op: OpId) {
        self.heard.push(Heard::Visit(op));
    }

    fn notify_op_modified(&mut self, _body: &Body, op: OpId) {
        self.heard.push(Heard::Visit(op));
    }

    /// MLIR's `addOperandsToWorklist` then removal: the definitions of the
    /// erased op's operands that have at most one other user are worth
    /// another look.
    fn notify_op_erased(&mut self, body: &Body, op: OpId) {
        for v in body.operands(op) {
            let Some(def) = body.defining_op(v) else {
                continue;
            };
            let mut other = None;
            let mut more = false;
            for u in body.uses(v) {
                if u.owner == op || Some(u.owner) == other {
                    continue;
                }
                if other.is_none() {
                    other = Some(u.owner);
                    continue;
                }
                more = true;
                break;
            }
            if !more {
                self.heard.push(Heard::Visit(def));
            }
        }
        self.heard.push(Heard::Forget(op));
    }
}

/// Which ops may enter the worklist (MLIR's `GreedyRewriteConfig::scope`).
#[derive(Clone, Copy)]
enum Scope {
    /// Any live op, with all its ancestors.
    Body,
    /// Ops in the body's root regions (`None`) or nested in the given
    /// region, with their ancestors up to it; detached ops are left out.
    Within(Option<RegionId>),
}

struct Driver<'a> {
    ctx: &'a Context,
    patterns: &'a FrozenPatternSet,
    cfg: GreedyConfig,
    worklist: Worklist,
    pending: Pending,
    scope: Scope,
    /// The body holding the isolated op being simplified, for folders that
    /// look symbols up ([`rmlir_ir::fold::fold_op_in`]).
    enclosing: Option<&'a Body>,
}

/// Applies `patterns` (and folding) to everything in `body` until a fixed
/// point or the iteration limit; returns whether it converged. Isolated ops
/// nested in `body` are processed first, each on its own.
pub fn apply_patterns_greedily(
    ctx: &Context,
    body: &mut Body,
    patterns: &FrozenPatternSet,
    cfg: GreedyConfig,
) -> bool {
    apply_patterns_greedily_in(ctx, None, body, patterns, cfg)
}

/// [`apply_patterns_greedily`] with the enclosing body known: the body
/// holding the isolated op that owns `body` (for a function pass, the
/// module's body: `PassContext::enclosing_body` in `rmlir-passes`), read
/// by folders that look symbols up. Nested isolated ops see `body` as theirs.
pub fn apply_patterns_greedily_in(
    ctx: &Context,
    enclosing: Option<&Body>,
    body: &mut Body,
    patterns: &FrozenPatternSet,
    cfg: GreedyConfig,
) -> bool {
    let mut converged = true;
    // Nested isolated ops first (their bodies are independent).
    let nested: Vec<OpId> = all_ops(body)
        .into_iter()
        .filter(|&o| body.nested_body(o).is_some())
        .collect();
    for o in nested {
        if let Some(mut nb) = body.take_nested_body(o) {
            converged &= apply_patterns_greedily_in(ctx, Some(body), &mut nb, patterns, cfg);
            body.put_nested_body(o, nb);
        }
    }
    let mut d = Driver::new(ctx, patterns, cfg, Scope::Body);
    d.enclosing = enclosing;
    converged & d.simplify(body)
}

/// Folds, erases trivially dead ops and applies `patterns` starting from
/// `ops` (processed last first), following the ops created and changed on
/// the way within `scope` (`None`: the body's root regions), until the
/// worklist is empty (MLIR's `applyOpPatternsGreedily`). Neither constants
/// are deduplicated nor regions simplified. Returns whether anything changed.
pub fn apply_op_patterns_greedily(
    ctx: &Context,
    body: &mut Body,
    patterns: &FrozenPatternSet,
    ops: &[OpId],
    scope: Option<RegionId>,
    cfg: GreedyConfig,
) -> bool {
    let mut d = Driver::new(ctx, patterns, cfg, Scope::Within(scope));
    for &op in ops {
        d.worklist.push(op);
    }
    d.process_worklist(body)
}

/// Every op of `body` (not inside nested isolated bodies), pre-order.
fn all_ops(body: &Body) -> Vec<OpId> {
    let mut out = Vec::new();
    for &r in body.root_regions() {
        collect_region(body, r, &mut out, true);
    }
    out
}

pub(crate) fn collect_region(body: &Body, r: RegionId, out: &mut Vec<OpId>, pre: bool) {
    let mut stack: Vec<(OpId, bool)> = Vec::new();
    let blocks: Vec<_> = body.region_blocks(r).collect();
    for b in blocks.into_iter().rev() {
        let ops: Vec<OpId> = body.block_ops(b).collect();
        stack.extend(ops.into_iter().rev().map(|o| (o, false)));
    }
    while let Some((op, done)) = stack.pop() {
        if done {
            out.push(op);
            continue;
        }
        if pre {
            out.push(op);
        } else {
            stack.push((op, true));
        }
        if body.nested_body(op).is_some() {
            continue;
        }
        let regions: Vec<RegionId> = body.op_regions(op).to_vec();
        for &nr in regions.iter().rev() {
            let blocks: Vec<_> = body.region_blocks(nr).collect();
            for b in blocks.into_iter().rev() {
                let ops: Vec<OpId> = body.block_ops(b).collect();
                stack.extend(ops.into_iter().rev().map(|o| (o, false)));
            }
        }
    }
}

impl<'a> Driver<'a> {
    fn new(
        ctx: &'a Context,
        patterns: &'a FrozenPatternSet,
        cfg: GreedyConfig,
        scope: Scope,
    ) -> Self {
        Driver {
            ctx,
            patterns,
            cfg,
            worklist: Worklist::default(),
            pending: Pending::default(),
            scope,
            enclosing: None,
        }
    }

    fn simplify(&mut self, body: &mut Body) -> bool {
        let mut iteration = 0i64;
        loop {
            iteration += 1;
            if self.cfg.max_iterations >= 0 && iteration > self.cfg.max_iterations {
                return false;
            }
            self.worklist.clear();
            let mut folder = ConstantFolder::default();
            self.populate(body, &mut folder);
            // MLIR 22 erases unreachable blocks before processing the
            // worklist, whatever the region simplification level: patterns
            // are not safe on unreachable code.
            let mut changed = {
                let roots: Vec<RegionId> = body.root_regions().to_vec();
                let mut rw = PatternRewriter::with_listener(self.ctx, body, &mut self.pending);
                let erased = crate::simplify::erase_unreachable_blocks_rw(&mut rw, &roots);
                self.apply_heard(body);
                erased
            };
            changed |= self.process_worklist(body);
            if self.cfg.region_simplify != RegionSimplify::Disabled {
                let aggressive = self.cfg.region_simplify == RegionSimplify::Aggressive;
                changed |= crate::simplify::simplify_regions(self.ctx, body, aggressive);
            }
            if !changed {
                return true;
            }
        }
    }

    fn populate(&mut self, body: &mut Body, folder: &mut ConstantFolder) {
        let pre = self.cfg.top_down;
        let mut order = Vec::new();
        for &r in body.root_regions().to_vec().iter() {
            collect_region(body, r, &mut order, pre);
        }
        let mut skipped_under: Option<OpId> = None;
        for op in order {
            if !body.is_live_op(op) {
                continue;
            }
            if let Some(s) = skipped_under {
                if body.is_ancestor(s, op) && s != op {
                    continue;
                }
                skipped_under = None;
            }
            if self.cfg.cse_constants {
                if let Some(value) = constant_of(self.ctx, body, op) {
                    let mut rw = PatternRewriter::with_listener(self.ctx, body, &mut self.pending);
                    let kept = folder.insert_known_constant(&mut rw, op, value);
                    self.apply_heard(body);
                    if !kept {
                        if pre {
                            skipped_under = Some(op);
                        }
                        continue;
                    }
                }
            }
            self.add_to_worklist(body, op);
        }
        if pre {
            self.worklist.reverse();
        }
    }

    fn add_to_worklist(&mut self, body: &Body, op: OpId) {
        if !body.is_live_op(op) {
            return;
        }
        match self.scope {
            Scope::Body => {
                let mut cur = Some(op);
                while let Some(o) = cur {
                    self.worklist.push(o);
                    cur = body.parent_op(o);
                }
            }
            Scope::Within(scope) => {
                // Ancestors up to the scope, pushed only once the op is
                // known to be inside it (innermost first).
                let mut cur = op;
                let mut n = 1;
                loop {
                    let Some(block) = body.op_block(cur) else {
                        return;
                    };
                    let region = body.block_region(block);
                    if Some(region) == scope {
                        break;
                    }
                    match body.region_parent(region) {
                        Some(p) => {
                            cur = p;
                            n += 1;
                        }
                        None if scope.is_none() => break,
                        None => return,
                    }
                }
                let mut cur = op;
                for _ in 0..n {
                    self.worklist.push(cur);
                    if let Some(p) = body.parent_op(cur) {
                        cur = p;
                    }
                }
            }
        }
    }

    /// Applies what the listener heard during the last rewrite.
    fn apply_heard(&mut self, body: &Body) {
        let mut heard = std::mem::take(&mut self.pending.heard);
        for e in heard.drain(..) {
            match e {
                Heard::Visit(op) => self.add_to_worklist(body, op),
                Heard::Forget(op) => self.worklist.remove(op),
            }
        }
        self.pending.heard = heard;
    }

    fn process_worklist(&mut self, body: &mut Body) -> bool {
        let ctx = self.ctx;
        let mut changed = false;
        let mut rewrites = 0i64;
        while self.cfg.max_num_rewrites < 0 || rewrites < self.cfg.max_num_rewrites {
            let Some(op) = self.worklist.pop() else {
                break;
            };
            if !body.is_live_op(op) {
                continue;
            }
            if rmlir_ir::effects::is_trivially_dead(ctx, body, op) {
                let mut rw = PatternRewriter::with_listener(ctx, body, &mut self.pending);
                rw.erase_op(op);
                self.apply_heard(body);
                changed = true;
                continue;
            }
            let name = body.op_name(op);
            if self.cfg.fold && !ctx.op_traits(name).contains(OpTraits::CONSTANT_LIKE) {
                if let Some(done) = self.try_fold(body, op) {
                    changed |= done;
                    if done {
                        continue;
                    }
                }
            }
            let mut applied = false;
            for p in self.patterns.for_op(name) {
                let mut rw = PatternRewriter::with_listener(ctx, body, &mut self.pending);
                // MLIR's PatternApplicator sets the insertion point before
                // the root op for every pattern it tries.
                rw.set_insertion_point_before(op);
                if p.match_and_rewrite(op, &mut rw) {
                    self.apply_heard(body);
                    applied = true;
                    break;
                }
                // What a pattern that failed reported is not acted on.
                self.pending.heard.clear();
            }
            if applied {
                changed = true;
                rewrites += 1;
            }
        }
        changed
    }

    /// Folds `op`; `Some(true)` when it was folded (and replaced or updated).
    fn try_fold(&mut self, body: &mut Body, op: OpId) -> Option<bool> {
        let ctx = self.ctx;
        match rmlir_ir::fold::fold_op_in(ctx, self.enclosing, body, op) {
            FoldResult::None => None,
            FoldResult::InPlace => {
                self.add_to_worklist(body, op);
                Some(true)
            }
            FoldResult::Results(rs) => {
                let name = ctx.op_name_str(body.op_name(op)).to_string();
                let dialect = rmlir_ir::fold::dialect_namespace(&name).to_string();
                let loc = body.op_loc(op);
                let mut values: Vec<ValueId> = Vec::with_capacity(rs.len());
                let mut created: Vec<OpId> = Vec::new();
                let mut ok = true;
                for (i, r) in rs.iter().enumerate() {
                    match *r {
                        OpFoldResult::Value(v) => values.push(v),
                        OpFoldResult::Attr(a) => {
                            let ty = body.value_type(body.result(op, i));
                            let mut b =
                                rmlir_ir::Builder::new(body, rmlir_ir::InsertPoint::Before(op));
                            match rmlir_ir::fold::materialize_constant(
                                ctx, &mut b, &dialect, a, ty, loc,
                            ) {
                                Some(c) => {
                                    created.push(c);
                                    values.push(body.result(c, 0));
                                }
                                None => {
                                    ok = false;
                                    break;
                                }
                            }
                        }
                    }
                }
                if !ok {
                    for c in created {
                        let _ = body.erase_op(c);
                    }
                    return None;
                }
                let mut rw = PatternRewriter::with_listener(ctx, body, &mut self.pending);
                for &c in &created {
                    rw.notify_inserted(c);
                }
                rw.replace_op(op, &values);
                self.apply_heard(body);
                Some(true)
            }
        }
    }
}

/// The constant value of a ConstantLike op.
fn constant_of(ctx: &Context, body: &Body, op: OpId) -> Option<rmlir_ir::Attr> {
    if !ctx
        .op_traits(body.op_name(op))
        .contains(OpTraits::CONSTANT_LIKE)
        || body.num_results(op) != 1
    {
        return None;
    }
    rmlir_ods::get_attr(ctx, body, op, "value")
}
