//! Integer arithmetic: `addi`, `addui_extended`, `subi`, `muli`, the
//! extended multiplications, the divisions and the remainders.

use super::{
    attr, const_of, def_named, fold_binary, has_flags, int_fold, is_one_int, is_poison,
    is_zero_int, lhs, operand_at, result_type, results, rhs, typed_attr_type, value, zero_attr,
    Elem,
};
use rmlir_ir::registry::{FoldResult, OpFoldResult};
use rmlir_ir::Attr;
use rmlir_ir::Context;
use rmlir_ir::TypeData;
use rmlir_ir::{Body, OpId, ValueId};
use rmlir_numerics::apint::APInt;

/// `arith.addi`: `x + 0 -> x`, `(a - b) + b -> a`, `b + (a - b) -> a`,
/// constants.
pub fn fold_addi(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    let (l, r) = (lhs(body, op), rhs(body, op));
    if is_zero_int(ctx, operand_at(operands, 1)) {
        return value(l);
    }
    if let Some(sub) = def_named(ctx, body, l, "arith.subi") {
        if r == rhs(body, sub) {
            return value(lhs(body, sub));
        }
    }
    if let Some(sub) = def_named(ctx, body, r, "arith.subi") {
        if l == rhs(body, sub) {
            return value(lhs(body, sub));
        }
    }
    int_fold(ctx, operands, |a, b| a.wrapping_add(b))
}

/// `arith.addui_extended`: `x + 0 -> x, false`, constants (the overflow bit
/// is `sum < lhs`).
pub fn fold_addui_extended(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    let overflow_ty = body.value_type(body.result(op, 1));
    if is_zero_int(ctx, const_of(ctx, body, rhs(body, op))) {
        let Some(f) = zero_attr(ctx, overflow_ty) else {
            return FoldResult::None;
        };
        return results(vec![
            OpFoldResult::Value(lhs(body, op)),
            OpFoldResult::Attr(f),
        ]);
    }
    let Some(sum) = fold_binary(ctx, operands, None, Elem::Int, true, |a, b| {
        a.wrapping_add(b)
    }) else {
        return FoldResult::None;
    };
    if is_poison(ctx, sum) {
        return results(vec![OpFoldResult::Attr(sum), OpFoldResult::Attr(sum)]);
    }
    let Some(sum_ty) = typed_attr_type(ctx, sum) else {
        return FoldResult::None;
    };
    let i1_ty = crate::arith::ops::i1_same_shape(ctx, sum_ty);
    let ov = fold_binary(
        ctx,
        &[Some(sum), operand_at(operands, 0)],
        Some(i1_ty),
        Elem::Int,
        false,
        |s, a| APInt::from_u64(1, u64::from(s.ult(a))),
    );
    match ov {
        Some(ov) => results(vec![OpFoldResult::Attr(sum), OpFoldResult::Attr(ov)]),
        None => FoldResult::None,
    }
}

/// `arith.subi`: `x - x -> 0` (static types), `x - 0 -> x`,
/// `(a + b) - b -> a`, `(a + b) - a -> b`, constants.
pub fn fold_subi(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    let (l, r) = (lhs(body, op), rhs(body, op));
    if l == r {
        let ty = result_type(body, op);
        let dynamic = match ctx.type_data(ty) {
            TypeData::UnrankedTensor { .. } | TypeData::UnrankedMemRef { .. } => true,
            d => d.shape().is_some_and(|s| s.contains(&rmlir_ir::DYNAMIC)),
        };
        if !dynamic {
            if let Some(z) = zero_attr(ctx, ty) {
                return attr(Some(z));
            }
        }
    }
    if is_zero_int(ctx, operand_at(operands, 1)) {
        return value(l);
    }
    if let Some(add) = def_named(ctx, body, l, "arith.addi") {
        if r == rhs(body, add) {
            return value(lhs(body, add));
        }
        if r == lhs(body, add) {
            return value(rhs(body, add));
        }
    }
    int_fold(ctx, operands, |a, b| a.wrapping_sub(b))
}

/// `arith.muli`: `x * 0 -> 0`, `x * 1 -> x`, constants.
pub fn fold_muli(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    if is_zero_int(ctx, operand_at(operands, 1)) {
        return value(rhs(body, op));
    }
    if is_one_int(ctx, operand_at(operands, 1)) {
        return value(lhs(body, op));
    }
    int_fold(ctx, operands, |a, b| a.wrapping_mul(b))
}

/// Both results of `mulsi_extended` / `mului_extended` from constants.
fn extended_mul(
    ctx: &Context,
    operands: &[Option<Attr>],
    high: fn(&APInt, &APInt) -> APInt,
) -> FoldResult {
    let Some(low) = fold_binary(ctx, operands, None, Elem::Int, true, |a, b| {
        a.wrapping_mul(b)
    }) else {
        return FoldResult::None;
    };
    let Some(high) = fold_binary(ctx, operands, None, Elem::Int, true, high) else {
        return FoldResult::None;
    };
    results(vec![OpFoldResult::Attr(low), OpFoldResult::Attr(high)])
}

/// `arith.mulsi_extended`: `x * 0 -> 0, 0`, constants.
pub fn fold_mulsi_extended(
    ctx: &Context,
    _body: &mut Body,
    _op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    let r = operand_at(operands, 1);
    if is_zero_int(ctx, r) {
        let z = OpFoldResult::Attr(r.expect("matched"));
        return results(vec![z, z]);
    }
    extended_mul(ctx, operands, |a, b| a.mulsi_extended(b).1)
}

/// `arith.mului_extended`: `x * 0 -> 0, 0`, `x * 1 -> x, 0`, constants.
pub fn fold_mului_extended(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    let r = operand_at(operands, 1);
    if is_zero_int(ctx, r) {
        let z = OpFoldResult::Attr(r.expect("matched"));
        return results(vec![z, z]);
    }
    if is_one_int(ctx, r) {
        let l = lhs(body, op);
        let Some(z) = zero_attr(ctx, body.value_type(l)) else {
            return FoldResult::None;
        };
        return results(vec![OpFoldResult::Value(l), OpFoldResult::Attr(z)]);
    }
    extended_mul(ctx, operands, |a, b| a.mului_extended(b).1)
}

/// MLIR's `foldDivMul`: `(a * b) / b -> a` when the multiplication has the
/// overflow flag `flag`.
fn fold_div_mul(ctx: &Context, body: &Body, l: ValueId, r: ValueId, flag: &str) -> Option<ValueId> {
    let mul = def_named(ctx, body, l, "arith.muli")?;
    if !has_flags(ctx, body, mul, "overflowFlags", &[flag]) {
        return None;
    }
    if lhs(body, mul) == r {
        return Some(rhs(body, mul));
    }
    if rhs(body, mul) == r {
        return Some(lhs(body, mul));
    }
    None
}

/// `arith.divui`: `x / 1 -> x`, `(a * b) / b -> a` (nuw), constants (not by
/// zero).
pub fn fold_divui(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    let (l, r) = (lhs(body, op), rhs(body, op));
    if is_one_int(ctx, operand_at(operands, 1)) {
        return value(l);
    }
    if let Some(v) = fold_div_mul(ctx, body, l, r, "nuw") {
        return value(v);
    }
    let mut div0 = false;
    let res = fold_binary(ctx, operands, None, Elem::Int, true, |a, b| {
        if div0 || b.is_zero() {
            div0 = true;
            return a.clone();
        }
        a.udiv(b).unwrap_or_else(|| a.clone())
    });
    attr(if div0 { None } else { res })
}

/// `arith.divsi`: `x / 1 -> x`, `(a * b) / b -> a` (nsw), constants (not by
/// zero, not `INT_MIN / -1`).
pub fn fold_divsi(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    let (l, r) = (lhs(body, op), rhs(body, op));
    if is_one_int(ctx, operand_at(operands, 1)) {
        return value(l);
    }
    if let Some(v) = fold_div_mul(ctx, body, l, r, "nsw") {
        return value(v);
    }
    let mut bad = false;
    let res = fold_binary(ctx, operands, None, Elem::Int, true, |a, b| {
        if bad || b.is_zero() {
            bad = true;
            return a.clone();
        }
        let (q, ov) = a.sdiv_ov(b).unwrap_or_else(|| (a.clone(), true));
        bad = ov;
        q
    });
    attr(if bad { None } else { res })
}

/// `arith.ceildivui`: `x / 1 -> x`, constants (not by zero, no overflow).
pub fn fold_ceildivui(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    if is_one_int(ctx, operand_at(operands, 1)) {
        return value(lhs(body, op));
    }
    let mut bad = false;
    let res = fold_binary(ctx, operands, None, Elem::Int, true, |a, b| {
        if bad || b.is_zero() {
            bad = true;
            return a.clone();
        }
        let q = a.udiv(b).unwrap_or_else(|| a.clone());
        if a.urem(b).is_some_and(|r| r.is_zero()) {
            return q;
        }
        let (r, ov) = q.uadd_ov(&APInt::one(a.width()));
        bad = ov;
        r
    });
    attr(if bad { None } else { res })
}

/// MLIR's `signedCeilNonnegInputs`: `(a - 1) / b + 1` and the overflow of
/// the last step (each step overwrites the flag).
fn signed_ceil_nonneg(a: &APInt, b: &APInt) -> (APInt, bool) {
    let one = APInt::one(a.width());
    let (am1, _) = a.ssub_ov(&one);
    let (q, _) = am1
        .sdiv_ov(b)
        .unwrap_or_else(|| (APInt::zero(a.width()), false));
    q.sadd_ov(&one)
}

/// `arith.ceildivsi`: `x / 1 -> x`, constants (not by zero, and not when an
/// intermediate negation overflows).
pub fn fold_ceildivsi(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    if is_one_int(ctx, operand_at(operands, 1)) {
        return value(lhs(body, op));
    }
    let mut bad = false;
    let res = fold_binary(ctx, operands, None, Elem::Int, true, |a, b| {
        if bad || b.is_zero() {
            bad = true;
            return a.clone();
        }
        if a.is_zero() {
            return a.clone();
        }
        let zero = APInt::zero(a.width());
        let (a_pos, b_pos) = (a.sgt(&zero), b.sgt(&zero));
        if a_pos && b_pos {
            let (r, ov) = signed_ceil_nonneg(a, b);
            bad = ov;
            return r;
        }
        if !a_pos && !b_pos {
            let (pa, ova) = zero.ssub_ov(a);
            let (pb, ovb) = zero.ssub_ov(b);
            let (r, ovd) = signed_ceil_nonneg(&pa, &pb);
            bad = ova || ovb || ovd;
            return r;
        }
        if !a_pos && b_pos {
            let (pa, ova) = zero.ssub_ov(a);
            let (d, ovd) = pa.sdiv_ov(b).unwrap_or_else(|| (pa.clone(), true));
            let (r, ovr) = zero.ssub_ov(&d);
            bad = ova || ovd || ovr;
            return r;
        }
        let (pb, ovb) = zero.ssub_ov(b);
        let (d, ovd) = a.sdiv_ov(&pb).unwrap_or_else(|| (a.clone(), true));
        let (r, ovr) = zero.ssub_ov(&d);
        bad = ovb || ovd || ovr;
        r
    });
    attr(if bad { None } else { res })
}

/// `arith.floordivsi`: `x / 1 -> x`, constants.  As in MLIR 22 the failure
/// flag is assigned per element, so only the last element's status counts.
pub fn fold_floordivsi(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    if is_one_int(ctx, operand_at(operands, 1)) {
        return value(lhs(body, op));
    }
    let mut bad = false;
    let res = fold_binary(ctx, operands, None, Elem::Int, true, |a, b| {
        if b.is_zero() {
            bad = true;
            return a.clone();
        }
        let (q, ov) = a.sfloordiv_ov(b).unwrap_or_else(|| (a.clone(), true));
        bad = ov;
        q
    });
    attr(if bad { None } else { res })
}

/// `arith.remui` / `arith.remsi`: `x % 1 -> 0`, constants (not by zero).
fn fold_rem(
    ctx: &Context,
    body: &Body,
    op: OpId,
    operands: &[Option<Attr>],
    rem: fn(&APInt, &APInt) -> Option<APInt>,
) -> FoldResult {
    if is_one_int(ctx, operand_at(operands, 1)) {
        return attr(zero_attr(ctx, result_type(body, op)));
    }
    let mut div0 = false;
    let res = fold_binary(ctx, operands, None, Elem::Int, true, |a, b| {
        if div0 || b.is_zero() {
            div0 = true;
            return a.clone();
        }
        rem(a, b).unwrap_or_else(|| a.clone())
    });
    attr(if div0 { None } else { res })
}

/// `arith.remui`.
pub fn fold_remui(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    fold_rem(ctx, body, op, operands, APInt::urem)
}

/// `arith.remsi`.
pub fn fold_remsi(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    fold_rem(ctx, body, op, operands, APInt::srem)
}
