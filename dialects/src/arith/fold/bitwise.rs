//! Bitwise ops, shifts and integer min/max: `andi`, `ori`, `xori`, `shli`,
//! `shrui`, `shrsi`, `maxsi`, `maxui`, `minsi`, `minui`.

use super::{
    attr, const_of, def_named, fold_binary, int_fold, int_value, is_zero_int, lhs, operand_at,
    result_type, rhs, value, zero_attr, Elem,
};
use rmlir_ir::registry::FoldResult;
use rmlir_ir::Attr;
use rmlir_ir::Context;
use rmlir_ir::{Body, OpId, ValueId};
use rmlir_numerics::apint::APInt;

/// Whether `v` is `arith.xori %x, %c` with `%c` a constant of all ones
/// (`m_Op<XOrIOp>(m_Val(x), m_ConstantInt(allOnes))`); returns the xori.
fn is_not_of(ctx: &Context, body: &Body, v: ValueId, x: ValueId) -> Option<OpId> {
    let xor = def_named(ctx, body, v, "arith.xori")?;
    if lhs(body, xor) != x {
        return None;
    }
    let c = const_of(ctx, body, rhs(body, xor));
    int_value(ctx, c)
        .is_some_and(|v| v.is_all_ones())
        .then_some(xor)
}

/// MLIR's `Idempotent` trait folder, tried when the op's own folder fails:
/// `op(x, x) -> x`.
fn or_idempotent(body: &Body, op: OpId, own: FoldResult) -> FoldResult {
    if own == FoldResult::None && lhs(body, op) == rhs(body, op) {
        return value(lhs(body, op));
    }
    own
}

/// `arith.andi`: `x & 0 -> 0`, `x & -1 -> x`, `x & ~x -> 0`,
/// `a & (a & b) -> a & b`, constants, then `x & x -> x` (trait).
pub fn fold_andi(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    let own = fold_andi_own(ctx, body, op, operands);
    or_idempotent(body, op, own)
}

fn fold_andi_own(ctx: &Context, body: &Body, op: OpId, operands: &[Option<Attr>]) -> FoldResult {
    let (l, r) = (lhs(body, op), rhs(body, op));
    if is_zero_int(ctx, operand_at(operands, 1)) {
        return value(r);
    }
    if int_value(ctx, operand_at(operands, 1)).is_some_and(|v| v.is_all_ones()) {
        return value(l);
    }
    if is_not_of(ctx, body, r, l).is_some() || is_not_of(ctx, body, l, r).is_some() {
        return attr(zero_attr(ctx, result_type(body, op)));
    }
    for reverse in [false, true] {
        let (prev_v, other) = if reverse { (r, l) } else { (l, r) };
        if let Some(prev) = def_named(ctx, body, prev_v, "arith.andi") {
            if other == lhs(body, prev) || other == rhs(body, prev) {
                return value(body.result(prev, 0));
            }
        }
    }
    int_fold(ctx, operands, |a, b| a.and(b))
}

/// `arith.ori`: `x | 0 -> x`, `x | -1 -> -1`, `x | ~x -> -1`, constants,
/// then `x | x -> x` (trait).
pub fn fold_ori(ctx: &Context, body: &mut Body, op: OpId, operands: &[Option<Attr>]) -> FoldResult {
    let own = fold_ori_own(ctx, body, op, operands);
    or_idempotent(body, op, own)
}

fn fold_ori_own(ctx: &Context, body: &Body, op: OpId, operands: &[Option<Attr>]) -> FoldResult {
    let (l, r) = (lhs(body, op), rhs(body, op));
    if let Some(v) = int_value(ctx, operand_at(operands, 1)) {
        if v.is_zero() {
            return value(l);
        }
        if v.is_all_ones() {
            return attr(operand_at(operands, 1));
        }
    }
    if let Some(xor) = is_not_of(ctx, body, r, l) {
        return value(rhs(body, xor));
    }
    if let Some(xor) = is_not_of(ctx, body, l, r) {
        return value(rhs(body, xor));
    }
    int_fold(ctx, operands, |a, b| a.or(b))
}

/// `arith.xori`: `x ^ 0 -> x`, `x ^ x -> 0`, `(x ^ a) ^ a -> x` (all
/// operand orders), constants.
pub fn fold_xori(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    let (l, r) = (lhs(body, op), rhs(body, op));
    if is_zero_int(ctx, operand_at(operands, 1)) {
        return value(l);
    }
    if l == r {
        // Like MLIR 22, also for dynamically shaped tensors.
        return attr(zero_attr(ctx, result_type(body, op)));
    }
    if let Some(prev) = def_named(ctx, body, l, "arith.xori") {
        if rhs(body, prev) == r {
            return value(lhs(body, prev));
        }
        if lhs(body, prev) == r {
            return value(rhs(body, prev));
        }
    }
    if let Some(prev) = def_named(ctx, body, r, "arith.xori") {
        if rhs(body, prev) == l {
            return value(lhs(body, prev));
        }
        if lhs(body, prev) == l {
            return value(rhs(body, prev));
        }
    }
    int_fold(ctx, operands, |a, b| a.xor(b))
}

/// Shared folder of the shifts: `x shift 0 -> x`, constants while the
/// (last computed) amount is below the width.
fn fold_shift(
    ctx: &Context,
    body: &Body,
    op: OpId,
    operands: &[Option<Attr>],
    shift: fn(&APInt, u32) -> APInt,
) -> FoldResult {
    if is_zero_int(ctx, operand_at(operands, 1)) {
        return value(lhs(body, op));
    }
    let mut bounded = false;
    let res = fold_binary(ctx, operands, None, Elem::Int, true, |a, b| {
        let w = b.width();
        bounded = b.ult(&APInt::from_u64(w, u64::from(w)));
        // LLVM limits the amount to the width (`getLimitedValue`).
        let n = if bounded { b.low_u64() as u32 } else { w };
        shift(a, n)
    });
    attr(if bounded { res } else { None })
}

/// `arith.shli`.
pub fn fold_shli(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    fold_shift(ctx, body, op, operands, APInt::shl_by)
}

/// `arith.shrui`.
pub fn fold_shrui(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    fold_shift(ctx, body, op, operands, APInt::lshr_by)
}

/// `arith.shrsi`.
pub fn fold_shrsi(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    fold_shift(ctx, body, op, operands, APInt::ashr_by)
}

/// Shared folder of the integer min/max ops: `op(x, x) -> x`,
/// `op(x, absorbing) -> absorbing`, `op(x, identity) -> x`, constants.
fn fold_minmax(
    ctx: &Context,
    body: &Body,
    op: OpId,
    operands: &[Option<Attr>],
    absorbing: fn(&APInt) -> bool,
    identity: fn(&APInt) -> bool,
    f: fn(&APInt, &APInt) -> APInt,
) -> FoldResult {
    let (l, r) = (lhs(body, op), rhs(body, op));
    if l == r {
        return value(r);
    }
    if let Some(v) = int_value(ctx, operand_at(operands, 1)) {
        if absorbing(&v) {
            return value(r);
        }
        if identity(&v) {
            return value(l);
        }
    }
    int_fold(ctx, operands, f)
}

/// `arith.maxsi`.
pub fn fold_maxsi(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    fold_minmax(
        ctx,
        body,
        op,
        operands,
        APInt::is_max_signed,
        APInt::is_min_signed,
        APInt::smax,
    )
}

/// `arith.maxui`.
pub fn fold_maxui(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    fold_minmax(
        ctx,
        body,
        op,
        operands,
        APInt::is_max_unsigned,
        APInt::is_zero,
        APInt::umax,
    )
}

/// `arith.minsi`.
pub fn fold_minsi(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    fold_minmax(
        ctx,
        body,
        op,
        operands,
        APInt::is_min_signed,
        APInt::is_max_signed,
        APInt::smin,
    )
}

/// `arith.minui`.
pub fn fold_minui(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    fold_minmax(
        ctx,
        body,
        op,
        operands,
        APInt::is_zero,
        APInt::is_max_unsigned,
        APInt::umin,
    )
}
