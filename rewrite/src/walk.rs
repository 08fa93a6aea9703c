//! The walk-based pattern driver (MLIR 22's `walkAndApplyPatterns`).
//!
//! One post-order walk over the body: every op is offered to the patterns
//! once, best benefit first, and the first pattern that applies wins. There
//! is no worklist, no folding, no dead-code removal and no fixed point, which
//! makes it much cheaper than [`crate::apply_patterns_greedily`] for
//! rewrites that need no cascading (lowerings, one-shot cleanups).
//!
//! Ops created by a pattern are not visited. A pattern may erase the op it
//! matched and ops nested in it, but nothing else that the walk has still to
//! visit (as in MLIR); ops erased anyway are skipped.

use crate::greedy::collect_region;
use rmlir_ir::pattern::{FrozenPatternSet, PatternRewriter};
use rmlir_ir::{Body, Context, OpId};

/// Statistics of one [`walk_and_apply_patterns`] run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct WalkStats {
    /// Ops offered to the patterns.
    pub visited: usize,
    /// Ops some pattern rewrote.
    pub rewritten: usize,
}

/// Offers every op of `body` (nested isolated bodies included, each walked
/// before the op holding it) to `patterns` once, in post-order.
pub fn walk_and_apply_patterns(
    ctx: &Context,
    body: &mut Body,
    patterns: &FrozenPatternSet,
) -> WalkStats {
    let mut stats = WalkStats::default();
    walk_body(ctx, body, patterns, &mut stats);
    stats
}

fn walk_body(ctx: &Context, body: &mut Body, patterns: &FrozenPatternSet, stats: &mut WalkStats) {
    let mut order: Vec<OpId> = Vec::new();
    for &r in body.root_regions().to_vec().iter() {
        collect_region(body, r, &mut order, false);
    }
    for op in order {
        if !body.is_live_op(op) {
            continue;
        }
        if let Some(mut nested) = body.take_nested_body(op) {
            walk_body(ctx, &mut nested, patterns, stats);
            body.put_nested_body(op, nested);
        }
        stats.visited += 1;
        let name = body.op_name(op);
        for p in patterns.for_op(name) {
            let mut rw = PatternRewriter::new(ctx, body);
            rw.set_insertion_point_before(op);
            if p.match_and_rewrite(op, &mut rw) {
                stats.rewritten += 1;
                break;
            }
        }
    }
}
