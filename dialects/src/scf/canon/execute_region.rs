//! `scf.execute_region`: single- and multi-block regions inlined into the
//! parent.

use rmlir_ir::pattern::{PatternRewriter, RewritePattern};
use rmlir_ir::Context;
use rmlir_ir::{Body, OpId};

use super::{operands, region, region_branch_patterns, replace_op_with_region, result_types};
use crate::util::build::{create_br, is_op};

fn no_inline(ctx: &Context, body: &Body, op: OpId) -> bool {
    rmlir_ods::get_attr(ctx, body, op, "no_inline").is_some()
}

/// A single-block `scf.execute_region` ending in `scf.yield` is inlined.
///
/// MLIR 22 inlines any single block; one ending in another terminator
/// (`ub.unreachable`) yields nothing for the op's results, and mlir-opt-22
/// leaves null operands behind (found by the fuzzers). rmlir leaves such a
/// region alone.
struct SingleBlockExecuteInliner;

impl RewritePattern for SingleBlockExecuteInliner {
    fn root(&self) -> Option<&'static str> {
        Some("scf.execute_region")
    }
    fn debug_name(&self) -> &'static str {
        "SingleBlockExecuteInliner"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        if no_inline(rw.ctx, rw.body(), op) {
            return false;
        }
        let r = region(rw.body(), op, 0);
        if rw.body().region_blocks(r).count() != 1 {
            return false;
        }
        let ends_in_yield = rw
            .body()
            .entry_block(r)
            .and_then(|b| rw.body().last_op(b))
            .is_some_and(|t| is_op(rw.ctx, rw.body(), t, "scf.yield"));
        if !ends_in_yield {
            return false;
        }
        replace_op_with_region(rw, op, r, &[]);
        true
    }
}

/// A multi-block `scf.execute_region` directly in a function (or another
/// `scf.execute_region`) is inlined into the enclosing CFG.
struct MultiBlockExecuteInliner;

impl RewritePattern for MultiBlockExecuteInliner {
    fn root(&self) -> Option<&'static str> {
        Some("scf.execute_region")
    }
    fn debug_name(&self) -> &'static str {
        "MultiBlockExecuteInliner"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        if no_inline(ctx, rw.body(), op) {
            return false;
        }
        // The parent must be a function (the body's owner) or an
        // scf.execute_region.
        if let Some(p) = rw.body().parent_op(op) {
            if !is_op(ctx, rw.body(), p, "scf.execute_region") {
                return false;
            }
        }
        let Some(prev_block) = rw.body().op_block(op) else {
            return false;
        };
        let r = region(rw.body(), op, 0);
        let Some(entry) = rw.body().entry_block(r) else {
            return false;
        };
        let post = rw.split_block(prev_block, op);
        rw.set_insertion_point_to_end(prev_block);
        let loc = rw.body().op_loc(op);
        create_br(rw, loc, entry, &[]);
        for b in rw.body().region_blocks(r).collect::<Vec<_>>() {
            let Some(t) = rw.body().last_op(b) else {
                continue;
            };
            if !is_op(ctx, rw.body(), t, "scf.yield") {
                continue;
            }
            rw.set_insertion_point_before(t);
            let yl = rw.body().op_loc(t);
            let vals = operands(rw.body(), t);
            create_br(rw, yl, post, &vals);
            rw.erase_op(t);
        }
        let dest = rw.body().block_region(post);
        rw.inline_region_before(r, dest, Some(post));
        let mut args = Vec::new();
        for t in result_types(rw.body(), op) {
            args.push(rw.body_mut_unnotified().add_block_arg(post, t, Some(loc)));
        }
        rw.replace_op(op, &args);
        true
    }
}

/// `scf.execute_region`'s canonicalization patterns, in MLIR's order.
pub fn execute_region_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(Box::new(SingleBlockExecuteInliner));
    out.push(Box::new(MultiBlockExecuteInliner));
    region_branch_patterns("scf.execute_region", out);
}
