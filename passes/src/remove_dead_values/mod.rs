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
//!
//! Layout: the pass and its driver live here; `world` holds the IR queries,
//! `liveness` the analysis and symbol uses, `plan` the decisions that fill
//! the cleanup list, `cleanup` the rewrite and `canonicalize` the final
//! pattern application.

mod canonicalize;
mod cleanup;
mod liveness;
mod plan;
mod world;

use crate::dataflow::solver::Solution;
use crate::dataflow::Solver;
use crate::pass::{OptionKind, Pass, PassContext, PassInfo, PassOptions, PassRegistry};
use cleanup::CleanupList;
use plan::Processor;
use rmlir_ir::body_tree::{DetachedBodies, OpRef};
use rmlir_ir::pattern::{FrozenPatternSet, RewritePattern};
use rmlir_ir::registry::OpTraits;
use rmlir_ir::{Body, Context};
use rustc_hash::{FxHashMap, FxHashSet};
use std::sync::OnceLock;

crate::pass_options! {
    /// The options of `remove-dead-values`.
    pub struct RemoveDeadValuesOptions {
        canonicalize: bool = (
            "canonicalize",
            OptionKind::Bool,
            "true",
            "Canonicalize region branch ops"
        ),
    }
}

/// Registration of `remove-dead-values`.
pub const INFO: PassInfo = PassInfo {
    argument: "remove-dead-values",
    name: "RemoveDeadValues",
    summary: "Remove dead values",
    options: RemoveDeadValuesOptions::SPECS,
    anchor: None,
    statistics: &[],
    create: |o: &PassOptions, _: &PassRegistry| {
        Box::new(RemoveDeadValues {
            options: RemoveDeadValuesOptions::from_options(o),
            patterns: OnceLock::new(),
        })
    },
};

/// The `remove-dead-values` pass.
pub struct RemoveDeadValues {
    options: RemoveDeadValuesOptions,
    patterns: OnceLock<FrozenPatternSet>,
}

impl Pass for RemoveDeadValues {
    fn run(&self, cx: &mut PassContext<'_>) {
        let canonicalize = self.options.canonicalize;
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
