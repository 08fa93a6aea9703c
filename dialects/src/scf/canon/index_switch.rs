//! `scf.index_switch`: a constant switch value selects its case.

use rmlir_ir::pattern::{PatternRewriter, RewritePattern};
use rmlir_ir::Context;
use rmlir_ir::OpId;

use super::{operands, region, region_branch_patterns};
use crate::scf::IndexSwitchOp;
use crate::util::constant::constant_int;

/// `scf.index_switch` on a constant: the selected region replaces it.
struct FoldConstantCase;

impl RewritePattern for FoldConstantCase {
    fn root(&self) -> Option<&'static str> {
        Some("scf.index_switch")
    }
    fn debug_name(&self) -> &'static str {
        "FoldConstantCase"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let Some(c) = constant_int(ctx, rw.body(), IndexSwitchOp(op).arg(ctx, rw.body()))
            .and_then(|v| v.to_i64_signed())
        else {
            return false;
        };
        let cases = crate::scf::i64_array(ctx, rw.body(), op, "cases");
        let idx = cases.iter().position(|&x| x == c);
        let r = match idx {
            Some(i) => region(rw.body(), op, i + 1),
            None => region(rw.body(), op, 0),
        };
        let Some(source) = rw.body().entry_block(r) else {
            return false;
        };
        let term = rw.body().last_op(source).expect("terminator");
        let res = operands(rw.body(), term);
        rw.inline_block_before(source, op, &[]);
        rw.erase_op(term);
        rw.replace_op(op, &res);
        true
    }
}

/// `scf.index_switch`'s canonicalization patterns, in MLIR's order.
pub fn index_switch_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(Box::new(FoldConstantCase));
    region_branch_patterns("scf.index_switch", out);
}
