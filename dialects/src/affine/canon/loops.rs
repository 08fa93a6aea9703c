//! The canonicalization patterns of `affine.for` (`AffineForEmptyLoopFolder`)
//! and `affine.if` (`SimplifyDeadElse`, `AlwaysTrueOrFalseIf`) of MLIR 22.

use rmlir_ir::pattern::{PatternRewriter, RewritePattern};
use rmlir_ir::Context;
use rmlir_ir::{OpId, ValueId};

use crate::affine::{for_parts, set_attr};

/// The entry block of region `index` of `op`.
fn region_block(rw: &PatternRewriter<'_>, op: OpId, index: usize) -> Option<rmlir_ir::BlockId> {
    let body = rw.body();
    let r = *body.op_regions(op).get(index)?;
    body.entry_block(r)
}

/// `AffineForEmptyLoopFolder`: a loop whose body only yields is replaced
/// by the values it would produce (its inits, or values defined outside it),
/// when they do not depend on the number of iterations.
struct AffineForEmptyLoopFolder;

impl RewritePattern for AffineForEmptyLoopFolder {
    fn root(&self) -> Option<&'static str> {
        Some("affine.for")
    }
    fn debug_name(&self) -> &'static str {
        "(anonymous namespace)::AffineForEmptyLoopFolder"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let Some(block) = region_block(rw, op, 0) else {
            return false;
        };
        let body = rw.body();
        let Some(term) = body.first_op(block) else {
            return false;
        };
        // A body of just the terminator; a loop without results is then
        // trivially dead and erased before any pattern runs.
        if body.last_op(block) != Some(term) || body.num_results(op) == 0 {
            return false;
        }
        let parts = for_parts(ctx, body, op);
        let trip = crate::affine::trivial_trip_count(&parts);
        if trip == Some(0) {
            rw.replace_op(op, &parts.inits);
            return true;
        }
        let args: Vec<ValueId> = body.block_args(block).to_vec();
        let Some((&iv, iter_args)) = args.split_first() else {
            return false;
        };
        let mut replacements = Vec::new();
        let mut outside = false;
        let mut out_of_order = false;
        for (i, v) in body.operands(term).enumerate() {
            if v == iv {
                return false;
            }
            match iter_args.iter().position(|&a| a == v) {
                None => {
                    outside = true;
                    replacements.push(v);
                }
                Some(pos) => {
                    out_of_order |= pos != i;
                    let Some(&init) = parts.inits.get(pos) else {
                        return false;
                    };
                    replacements.push(init);
                }
            }
        }
        match trip {
            None if outside || out_of_order => return false,
            Some(n) if n >= 2 && out_of_order => return false,
            _ => {}
        }
        rw.replace_op(op, &replacements);
        true
    }
}

/// `affine.for` canonicalization patterns.
pub(crate) fn for_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(Box::new(AffineForEmptyLoopFolder));
}

/// `SimplifyDeadElse`: an else region holding only its terminator is
/// removed from an `affine.if` without results.
struct SimplifyDeadElse;

impl RewritePattern for SimplifyDeadElse {
    fn root(&self) -> Option<&'static str> {
        Some("affine.if")
    }
    fn debug_name(&self) -> &'static str {
        "(anonymous namespace)::SimplifyDeadElse"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let Some(block) = region_block(rw, op, 1) else {
            return false;
        };
        let body = rw.body();
        if body.num_results(op) != 0 || body.first_op(block) != body.last_op(block) {
            return false;
        }
        rw.erase_block(block);
        rw.notify_modified(op);
        true
    }
}

/// `AlwaysTrueOrFalseIf`: an `affine.if` whose condition is the canonical
/// empty set (`1 == 0`) or `0 == 0` is replaced by its else or then block.
struct AlwaysTrueOrFalseIf;

impl RewritePattern for AlwaysTrueOrFalseIf {
    fn root(&self) -> Option<&'static str> {
        Some("affine.if")
    }
    fn debug_name(&self) -> &'static str {
        "(anonymous namespace)::AlwaysTrueOrFalseIf"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let Some((_, set)) = set_attr(ctx, rw.body(), op, "condition") else {
            return false;
        };
        let single_eq = |c: i64| {
            set.eq_flags.as_slice() == [true] && set.constraints[0].constant_value() == Some(c)
        };
        let block = if single_eq(1) {
            let has_else = region_block(rw, op, 1).is_some();
            if rw.body().num_results(op) == 0 && !has_else {
                rw.erase_op(op);
                return true;
            }
            region_block(rw, op, 1)
        } else if single_eq(0) {
            region_block(rw, op, 0)
        } else {
            return false;
        };
        let Some(block) = block else {
            return false;
        };
        let Some(term) = rw.body().last_op(block) else {
            return false;
        };
        rw.inline_block_before(block, op, &[]);
        let results: Vec<ValueId> = rw.body().operands(term).collect();
        rw.replace_op(op, &results);
        rw.erase_op(term);
        true
    }
}

/// `affine.if` canonicalization patterns, in MLIR's order.
pub(crate) fn if_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(Box::new(SimplifyDeadElse));
    out.push(Box::new(AlwaysTrueOrFalseIf));
}
