//! The index dialect's canonicalization patterns (MLIR 22's `IndexOps.cpp`):
//! constants of associative and commutative ops are combined
//! (`op(op(x, c1), c2)` to `op(x, op(c2, c1))` when `op(c2, c1)` folds),
//! and a comparison of a difference with zero compares the difference's
//! operands.

use super::fold::{fold_binary_values, index_attr, int_value, BinaryKind, NARROW_WIDTH};
use super::{lhs_rhs, CmpOp, SubOp};
use crate::util::attrs::props;
use crate::util::build::create;
use rmlir_ir::fold::constant_value;
use rmlir_ir::pattern::{PatternRewriter, RewritePattern};
use rmlir_ir::Context;
use rmlir_ir::{Body, OpId, ValueId};

/// The debug name MLIR gives a pattern made from an op's `canonicalize`
/// method.
const FN_PATTERN: &str = "FnPattern";

/// The op defining `v` if it is named `name`.
fn defined_by(ctx: &Context, body: &Body, v: ValueId, name: &str) -> Option<OpId> {
    body.defining_op(v)
        .filter(|&d| ctx.op_name_str(body.op_name(d)) == name)
}

/// `canonicalizeAssociativeCommutativeBinaryOp` for one op.
struct CombineConstants(BinaryKind);

impl RewritePattern for CombineConstants {
    fn root(&self) -> Option<&'static str> {
        Some(self.0.op_name())
    }

    fn debug_name(&self) -> &'static str {
        FN_PATTERN
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let body = rw.body();
        let (lhs, rhs) = lhs_rhs(body, op);
        let outer = constant_value(ctx, body, rhs);
        if outer.is_none() {
            return false;
        }
        let Some(inner_op) = defined_by(ctx, body, lhs, self.0.op_name()) else {
            return false;
        };
        let (x, inner_rhs) = lhs_rhs(body, inner_op);
        let inner = constant_value(ctx, body, inner_rhs);
        if inner.is_none() {
            return false;
        }
        // `createOrFold(op(c2, c1))`: both are constants, so the op either
        // folds to a constant or stays an op, and then the pattern fails
        // (MLIR leaves that op unused; the driver erases it).
        let (Some(c2), Some(c1)) = (int_value(ctx, outer), int_value(ctx, inner)) else {
            return false;
        };
        let Some(combined) = fold_binary_values(self.0, c2, c1, NARROW_WIDTH) else {
            return false;
        };
        let loc = body.op_loc(op);
        let index = ctx.common().index;
        rw.set_insertion_point_before(op);
        let value = props(ctx, &[("value", index_attr(ctx, combined))]);
        let constant = create(rw, "index.constant", loc, &[], &[index], &[], value, 0);
        let c = rw.body().result(constant, 0);
        let new = create(rw, self.0.op_name(), loc, &[x, c], &[index], &[], None, 0);
        let result = rw.body().result(new, 0);
        rw.replace_op(op, &[result]);
        true
    }
}

/// `index.cmp` of `sub(x, y)` and zero: `cmp(sub(x, y), 0)` to `cmp(x, y)`,
/// `cmp(0, sub(x, y))` to `cmp(y, x)`.
struct CompareDifferenceWithZero;

impl RewritePattern for CompareDifferenceWithZero {
    fn root(&self) -> Option<&'static str> {
        Some("index.cmp")
    }

    fn debug_name(&self) -> &'static str {
        FN_PATTERN
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let body = rw.body();
        let (lhs, rhs) = (CmpOp(op).lhs(ctx, body), CmpOp(op).rhs(ctx, body));
        let is_zero =
            |v: ValueId| int_value(ctx, constant_value(ctx, body, v)).is_some_and(|c| c.is_zero());
        let rhs_zero = is_zero(rhs);
        if !rhs_zero && !is_zero(lhs) {
            return false;
        }
        let other = if rhs_zero { lhs } else { rhs };
        let Some(sub) = defined_by(ctx, body, other, "index.sub") else {
            return false;
        };
        let (x, y) = (SubOp(sub).lhs(ctx, body), SubOp(sub).rhs(ctx, body));
        let operands = if rhs_zero { [x, y] } else { [y, x] };
        let Some(pred) = rmlir_ods::get_attr(ctx, body, op, "pred") else {
            return false;
        };
        let loc = body.op_loc(op);
        let i1 = ctx.common().i1;
        rw.set_insertion_point_before(op);
        let p = props(ctx, &[("pred", pred)]);
        let new = create(rw, "index.cmp", loc, &operands, &[i1], &[], p, 0);
        let result = rw.body().result(new, 0);
        rw.replace_op(op, &[result]);
        true
    }
}

macro_rules! combine_constants {
    ($($fn_name:ident => $kind:ident),* $(,)?) => {$(
        #[doc = concat!("The canonicalization patterns of `index.", stringify!($fn_name), "`.")]
        pub fn $fn_name(_: &Context, patterns: &mut Vec<Box<dyn RewritePattern>>) {
            patterns.push(Box::new(CombineConstants(BinaryKind::$kind)));
        }
    )*};
}

combine_constants! {
    add => Add,
    mul => Mul,
    maxs => MaxS,
    maxu => MaxU,
    mins => MinS,
    minu => MinU,
    and => And,
    or => Or,
    xor => Xor,
}

/// The canonicalization patterns of `index.cmp`.
pub fn cmp(_: &Context, patterns: &mut Vec<Box<dyn RewritePattern>>) {
    patterns.push(Box::new(CompareDifferenceWithZero));
}
