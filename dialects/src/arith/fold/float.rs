//! Float arithmetic: `negf`, `addf`, `subf`, `mulf`, `divf`, `remf` and the
//! float min/max ops.

use super::{
    apint128, attr, bits128, def_named, float_fold, float_is, float_kind, fold_unary, has_flags,
    is_one_float, lhs, operand_at, result_type, rhs, value, Elem,
};
use crate::util::shaped::element_type_or_self;
use rmlir_ir::registry::FoldResult;
use rmlir_ir::Attr;
use rmlir_ir::Context;
use rmlir_ir::{Body, OpId};
use rmlir_numerics::float::FloatKind;
use rmlir_numerics::float_ops::{self as fo};

/// `arith.negf`: `-(-x) -> x`, constants.
pub fn fold_negf(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    if let Some(inner) = def_named(ctx, body, lhs(body, op), "arith.negf") {
        return value(lhs(body, inner));
    }
    let Some(kind) = float_kind(ctx, element_type_or_self(ctx, result_type(body, op))) else {
        return FoldResult::None;
    };
    let w = kind.bit_width();
    attr(fold_unary(ctx, operands, Elem::Float, |a| {
        apint128(w, fo::neg(kind, bits128(a)))
    }))
}

/// `arith.addf`: `x + -0.0 -> x`, constants.
pub fn fold_addf(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    if float_is(ctx, operand_at(operands, 1), fo::is_neg_zero) {
        return value(lhs(body, op));
    }
    float_fold(ctx, body, op, operands, fo::add)
}

/// `arith.subf`: `x - +0.0 -> x`, constants.
pub fn fold_subf(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    if float_is(ctx, operand_at(operands, 1), fo::is_pos_zero) {
        return value(lhs(body, op));
    }
    float_fold(ctx, body, op, operands, fo::sub)
}

/// `arith.mulf`: `x * 1.0 -> x`, `x * ±0.0 -> ±0.0` with `nnan` and `nsz`,
/// constants.
pub fn fold_mulf(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    let r = operand_at(operands, 1);
    if float_is(ctx, r, is_one_float) {
        return value(lhs(body, op));
    }
    if has_flags(ctx, body, op, "fastmath", &["nnan", "nsz"]) && float_is(ctx, r, fo::is_zero) {
        return value(rhs(body, op));
    }
    float_fold(ctx, body, op, operands, fo::mul)
}

/// `arith.divf`: `x / 1.0 -> x`, constants.
pub fn fold_divf(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    if float_is(ctx, operand_at(operands, 1), is_one_float) {
        return value(lhs(body, op));
    }
    float_fold(ctx, body, op, operands, fo::div)
}

/// `arith.remf`: constants (C `fmod`).
pub fn fold_remf(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    float_fold(ctx, body, op, operands, fo::rem)
}

/// Shared folder of the float min/max ops: `op(x, x) -> x`,
/// `op(x, identity) -> x`, constants.
fn fold_fminmax(
    ctx: &Context,
    body: &Body,
    op: OpId,
    operands: &[Option<Attr>],
    identity: fn(FloatKind, u128) -> bool,
    f: fn(FloatKind, u128, u128) -> u128,
) -> FoldResult {
    let (l, r) = (lhs(body, op), rhs(body, op));
    if l == r {
        return value(r);
    }
    if float_is(ctx, operand_at(operands, 1), identity) {
        return value(l);
    }
    float_fold(ctx, body, op, operands, f)
}

/// `arith.maximumf`: identity `-inf`.
pub fn fold_maximumf(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    fold_fminmax(
        ctx,
        body,
        op,
        operands,
        |k, b| fo::is_inf(k, b) && fo::is_negative(k, b),
        fo::maximum,
    )
}

/// `arith.minimumf`: identity `+inf`.
pub fn fold_minimumf(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    fold_fminmax(
        ctx,
        body,
        op,
        operands,
        |k, b| fo::is_inf(k, b) && !fo::is_negative(k, b),
        fo::minimum,
    )
}

/// `arith.maxnumf`: identity NaN.
pub fn fold_maxnumf(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    fold_fminmax(ctx, body, op, operands, fo::is_nan, fo::maxnum)
}

/// `arith.minnumf`: identity NaN.
pub fn fold_minnumf(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    fold_fminmax(ctx, body, op, operands, fo::is_nan, fo::minnum)
}
