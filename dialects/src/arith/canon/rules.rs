//! The rewrites of the DRR rules ([`super::Rule`]): matching the source
//! pattern and building the result ops, in the order of `tblgen_ops`.

use super::{
    apint_attr, cmpi_predicate, cmpi_predicate_attr, create, create_constant, int_attr,
    int_or_splat, invert_predicate, is_i1_attr, is_typed_attr, merge_overflow, no_overflow,
    result_type, scalar_or_element_width, zero_attr, CastCheck, ConstChain, Match,
};
use crate::arith::typed::{
    AddIOp, CmpIOp, MulIOp, MulSIExtendedOp, NegFOp, SelectOp, ShRSIOp, SubIOp, XOrIOp,
};
use rmlir_ir::pattern::PatternRewriter;
use rmlir_ir::Attr;
use rmlir_ir::OpId;
use rmlir_numerics::apint::APInt;
use rmlir_numerics::apint_ops::CmpIPredicate;
use rmlir_ods::get_attr;

pub(super) fn const_chain(rw: &mut PatternRewriter<'_>, op: OpId, c: &ConstChain) -> bool {
    let ctx = rw.ctx;
    let found = {
        let mut m = Match::new(ctx, rw.body(), op);
        let inner_at = 1 - c.outer_const;
        let mut go = || {
            let mut c1 = None;
            if c.outer_const == 0 {
                c1 = Some(m.constant(op, 0)?);
            }
            let (inner, x, c0) = m.op(op, inner_at, c.inner, |m, inner| {
                let mut x = None;
                let mut c0 = None;
                for i in 0..2 {
                    if i == c.inner_const {
                        c0 = Some(m.constant(inner, i)?);
                    } else {
                        x = Some(m.operand(inner, i));
                    }
                }
                Some((inner, x?, c0?))
            })?;
            if c.outer_const == 1 {
                c1 = Some(m.constant(op, 1)?);
            }
            let c1 = c1?;
            let (v0, v1) = (apint_attr(ctx, c0)?, apint_attr(ctx, c1)?);
            let res_ty = result_type(m.body, op, 0);
            if c.check_types
                && (crate::arith::ops::attr_type(ctx, c0) != Some(res_ty)
                    || crate::arith::ops::attr_type(ctx, c1) != Some(res_ty))
            {
                return None;
            }
            let value = int_attr(ctx, res_ty, (c.combine)(v0, v1));
            let flags = if c.merge {
                merge_overflow(ctx, m.body, inner, op)
            } else {
                no_overflow(ctx)
            };
            Some((x, value, flags))
        };
        let r = go();
        r.map(|r| (r, m.loc(2)))
    };
    let Some(((x, value, flags), loc)) = found else {
        return false;
    };
    let Some(k) = create_constant(rw, loc, value) else {
        return false;
    };
    let ty = rw.body().value_type(x);
    let operands = if c.const_first { [k, x] } else { [x, k] };
    let new = create(
        rw,
        c.result,
        loc,
        &operands,
        ty,
        &[("overflowFlags", flags)],
    );
    rw.replace_op(op, &[new]);
    true
}

/// `AddIMulNegativeOneRhs` / `AddIMulNegativeOneLhs`.
pub(super) fn addi_mul_negative_one(rw: &mut PatternRewriter<'_>, op: OpId, mul_at: usize) -> bool {
    let ctx = rw.ctx;
    let found = {
        let mut m = Match::new(ctx, rw.body(), op);
        let add = AddIOp(op);
        let other = if mul_at == 0 {
            add.rhs(ctx, m.body)
        } else {
            add.lhs(ctx, m.body)
        };
        let r = m.op(op, mul_at, "arith.muli", |m, mul| {
            let y = MulIOp(mul).lhs(ctx, m.body);
            let c = m.constant(mul, 1)?;
            int_or_splat(ctx, c)
                .is_some_and(|v| v.is_all_ones())
                .then_some(y)
        });
        r.map(|y| (other, y, m.loc(2)))
    };
    // addi(x, muli(y, -1)) -> subi(x, y); addi(muli(x, -1), y) -> subi(y, x).
    let Some((lhs, rhs, loc)) = found else {
        return false;
    };
    let ty = rw.body().value_type(lhs);
    let new = create(
        rw,
        "arith.subi",
        loc,
        &[lhs, rhs],
        ty,
        &[("overflowFlags", no_overflow(ctx))],
    );
    rw.replace_op(op, &[new]);
    true
}

/// `SubISubILHSRHSLHS`: `subi(subi(x, y), x) -> subi(0, y)`.
pub(super) fn subi_subi_lhs_rhs_lhs(rw: &mut PatternRewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let found = {
        let mut m = Match::new(ctx, rw.body(), op);
        let r = m.op(op, 0, "arith.subi", |m, inner| {
            let inner_op = SubIOp(inner);
            Some((inner, inner_op.lhs(ctx, m.body), inner_op.rhs(ctx, m.body)))
        });
        r.and_then(|(inner, x, y)| {
            if SubIOp(op).rhs(ctx, m.body) != x {
                return None;
            }
            let zero = zero_attr(ctx, m.ty(y))?;
            Some((y, zero, merge_overflow(ctx, m.body, inner, op), m.loc(2)))
        })
    };
    let Some((y, zero, flags, loc)) = found else {
        return false;
    };
    let Some(k) = create_constant(rw, loc, zero) else {
        return false;
    };
    let ty = rw.body().value_type(k);
    let new = create(
        rw,
        "arith.subi",
        loc,
        &[k, y],
        ty,
        &[("overflowFlags", flags)],
    );
    rw.replace_op(op, &[new]);
    true
}

/// `AddUIExtendedToAddI`, `MulSIExtendedToMulI`, `MulUIExtendedToMulI`.
pub(super) fn extended_to_plain(rw: &mut PatternRewriter<'_>, op: OpId, new_op: &str) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    if body.has_uses(body.result(op, 1)) {
        return false;
    }
    let (x, y) = (crate::arith::lhs(body, op), crate::arith::rhs(body, op));
    let loc = Match::new(ctx, body, op).loc(1);
    let ty = body.value_type(x);
    let new = create(
        rw,
        new_op,
        loc,
        &[x, y],
        ty,
        &[("overflowFlags", no_overflow(ctx))],
    );
    rw.replace_op(op, &[new, x]);
    true
}

/// `MulSIExtendedRHSOne`.
pub(super) fn mulsi_extended_rhs_one(rw: &mut PatternRewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let found = {
        let mut m = Match::new(ctx, rw.body(), op);
        let x = MulSIExtendedOp(op).lhs(ctx, m.body);
        m.constant(op, 1).and_then(|c| {
            let v = int_or_splat(ctx, c)?;
            if !(v.is_strictly_positive() && v.is_one()) {
                return None;
            }
            let zero = zero_attr(ctx, m.ty(x))?;
            Some((x, zero, m.loc(1), result_type(m.body, op, 1)))
        })
    };
    let Some((x, zero, loc, high_ty)) = found else {
        return false;
    };
    let Some(k) = create_constant(rw, loc, zero) else {
        return false;
    };
    let i1 = crate::arith::ops::i1_same_shape(ctx, rw.body().value_type(x));
    let pred = cmpi_predicate_attr(ctx, CmpIPredicate::Slt);
    let cmp = create(rw, "arith.cmpi", loc, &[x, k], i1, &[("predicate", pred)]);
    let ext = create(rw, "arith.extsi", loc, &[cmp], high_ty, &[]);
    rw.replace_op(op, &[x, ext]);
    true
}

/// `XOrINotCmpI`.
pub(super) fn xori_not_cmpi(rw: &mut PatternRewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let found = {
        let mut m = Match::new(ctx, rw.body(), op);
        let r = m.op(op, 0, "arith.cmpi", |m, cmp| {
            Some((
                cmpi_predicate(ctx, m.body, cmp)?,
                CmpIOp(cmp).lhs(ctx, m.body),
                CmpIOp(cmp).rhs(ctx, m.body),
            ))
        });
        r.and_then(|r| {
            let c = m.constant(op, 1)?;
            is_i1_attr(ctx, c, true).then(|| (r, m.loc(2), result_type(m.body, op, 0)))
        })
    };
    let Some(((pred, a, b), loc, ty)) = found else {
        return false;
    };
    let p = cmpi_predicate_attr(ctx, invert_predicate(pred));
    let new = create(rw, "arith.cmpi", loc, &[a, b], ty, &[("predicate", p)]);
    rw.replace_op(op, &[new]);
    true
}

/// `XOrIOfExtUI`, `AndOfExtSI`, ...: `op(ext(x), ext(y)) -> ext(op(x, y))`.
pub(super) fn binop_of_ext(rw: &mut PatternRewriter<'_>, op: OpId, root: &str, ext: &str) -> bool {
    let ctx = rw.ctx;
    let found = {
        let mut m = Match::new(ctx, rw.body(), op);
        let r = (|| {
            let e0 = m.leaf_op(op, 0, ext)?;
            let e1 = m.leaf_op(op, 1, ext)?;
            let (x, y) = (m.operand(e0, 0), m.operand(e1, 0));
            (m.ty(x) == m.ty(y)).then_some((x, y))
        })();
        r.map(|(x, y)| (x, y, m.loc(3), result_type(m.body, op, 0)))
    };
    let Some((x, y, loc, ty)) = found else {
        return false;
    };
    let xty = rw.body().value_type(x);
    let inner = create(rw, root, loc, &[x, y], xty, &[]);
    let new = create(rw, ext, loc, &[inner], ty, &[]);
    rw.replace_op(op, &[new]);
    true
}

/// `CmpIExtSI`, `CmpIExtUI`.
pub(super) fn cmpi_of_ext(rw: &mut PatternRewriter<'_>, op: OpId, ext: &str) -> bool {
    let ctx = rw.ctx;
    let found = {
        let mut m = Match::new(ctx, rw.body(), op);
        let r = (|| {
            let e0 = m.leaf_op(op, 0, ext)?;
            let e1 = m.leaf_op(op, 1, ext)?;
            let (a, b) = (m.operand(e0, 0), m.operand(e1, 0));
            if m.ty(a) != m.ty(b) {
                return None;
            }
            let pred = cmpi_predicate(ctx, m.body, op)?;
            matches!(pred, CmpIPredicate::Eq | CmpIPredicate::Ne).then_some((a, b, pred))
        })();
        r.map(|r| (r, m.loc(3), result_type(m.body, op, 0)))
    };
    let Some(((a, b, pred), loc, ty)) = found else {
        return false;
    };
    let p = cmpi_predicate_attr(ctx, pred);
    let new = create(rw, "arith.cmpi", loc, &[a, b], ty, &[("predicate", p)]);
    rw.replace_op(op, &[new]);
    true
}

/// `SelectNotCond`.
pub(super) fn select_not_cond(rw: &mut PatternRewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let found = {
        let mut m = Match::new(ctx, rw.body(), op);
        let r = m.op(op, 0, "arith.xori", |m, x| {
            let pred = XOrIOp(x).lhs(ctx, m.body);
            let c = m.constant(x, 1)?;
            apint_attr(ctx, c)?;
            int_or_splat(ctx, c)
                .is_some_and(|v| v.is_all_ones())
                .then_some(pred)
        });
        r.map(|p| {
            (
                p,
                SelectOp(op).true_value(ctx, m.body),
                SelectOp(op).false_value(ctx, m.body),
                m.loc(2),
                result_type(m.body, op, 0),
            )
        })
    };
    let Some((pred, a, b, loc, ty)) = found else {
        return false;
    };
    let new = create(rw, "arith.select", loc, &[pred, b, a], ty, &[]);
    rw.replace_op(op, &[new]);
    true
}

/// `RedundantSelectTrue` / `RedundantSelectFalse`.
pub(super) fn redundant_select(rw: &mut PatternRewriter<'_>, op: OpId, nested_at: usize) -> bool {
    let ctx = rw.ctx;
    let found = {
        let mut m = Match::new(ctx, rw.body(), op);
        let (outer, pred) = (SelectOp(op), SelectOp(op).condition(ctx, m.body));
        let r = m.op(op, nested_at, "arith.select", |m, inner| {
            let inner = SelectOp(inner);
            (inner.condition(ctx, m.body) == pred).then(|| {
                if nested_at == 1 {
                    // select(p, select(p, a, b), c) -> select(p, a, c)
                    (
                        inner.true_value(ctx, m.body),
                        outer.false_value(ctx, m.body),
                    )
                } else {
                    // select(p, a, select(p, b, c)) -> select(p, a, c)
                    (
                        outer.true_value(ctx, m.body),
                        inner.false_value(ctx, m.body),
                    )
                }
            })
        });
        r.map(|(a, c)| (pred, a, c, m.loc(2), result_type(m.body, op, 0)))
    };
    let Some((pred, a, c, loc, ty)) = found else {
        return false;
    };
    let new = create(rw, "arith.select", loc, &[pred, a, c], ty, &[]);
    rw.replace_op(op, &[new]);
    true
}

/// `SelectI1ToNot`.
pub(super) fn select_i1_to_not(rw: &mut PatternRewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let found = {
        let mut m = Match::new(ctx, rw.body(), op);
        let pred = SelectOp(op).condition(ctx, m.body);
        let ok = m.constant(op, 1).is_some_and(|a| is_i1_attr(ctx, a, false))
            && m.constant(op, 2).is_some_and(|a| is_i1_attr(ctx, a, true));
        ok.then(|| (pred, m.loc(1)))
    };
    let Some((pred, loc)) = found else {
        return false;
    };
    let i1 = ctx.common().i1;
    let Some(k) = create_constant(rw, loc, int_attr(ctx, i1, APInt::from_u64(1, 1))) else {
        return false;
    };
    let ty = rw.body().value_type(pred);
    let new = create(rw, "arith.xori", loc, &[pred, k], ty, &[]);
    rw.replace_op(op, &[new]);
    true
}

/// `IndexCastOfIndexCast`, `IndexCastUIOfIndexCastUI`: replaced by the
/// inner cast's operand when its type is the root's.
pub(super) fn cast_round_trip(rw: &mut PatternRewriter<'_>, op: OpId, root: &str) -> bool {
    let ctx = rw.ctx;
    let found = {
        let mut m = Match::new(ctx, rw.body(), op);
        let x = m.op(op, 0, root, |m, inner| Some(m.operand(inner, 0)));
        x.filter(|&x| m.ty(x) == result_type(m.body, op, 0))
    };
    let Some(x) = found else {
        return false;
    };
    rw.replace_op(op, &[x]);
    true
}

/// See [`Rule::CastChain`].
pub(super) fn cast_chain(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    inner: &str,
    result: &str,
    check: CastCheck,
) -> bool {
    let ctx = rw.ctx;
    let found = {
        let mut m = Match::new(ctx, rw.body(), op);
        let r = m.op(op, 0, inner, |m, i| Some((i, m.operand(i, 0))));
        r.and_then(|(i, x)| {
            let res_ty = result_type(m.body, op, 0);
            let ok = match check {
                CastCheck::Always => true,
                CastCheck::WidthsDecrease => {
                    let w = |t| scalar_or_element_width(ctx, t);
                    let (we, wt, wx) = (w(result_type(m.body, i, 0)), w(res_ty), w(m.ty(x)));
                    we > wt && wt > 0 && wt > wx && wx > 0
                }
                CastCheck::NoRoundingMode => get_attr(ctx, m.body, op, "roundingmode").is_none(),
            };
            ok.then(|| (x, m.loc(2), res_ty))
        })
    };
    let Some((x, loc, ty)) = found else {
        return false;
    };
    let new = create(rw, result, loc, &[x], ty, &[]);
    rw.replace_op(op, &[new]);
    true
}

/// `TruncIShrSIToTrunciShrUI`.
pub(super) fn trunci_shrsi_to_trunci_shrui(rw: &mut PatternRewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let found = {
        let mut m = Match::new(ctx, rw.body(), op);
        let r = m.op(op, 0, "arith.shrsi", |m, shr| {
            let x = ShRSIOp(shr).lhs(ctx, m.body);
            let c = m.constant(shr, 1)?;
            is_typed_attr(ctx, c).then(|| (x, c, get_attr(ctx, m.body, shr, "isExact")))
        });
        r.and_then(|(x, c, exact)| {
            let res_ty = result_type(m.body, op, 0);
            let amount = int_or_splat(ctx, c)?;
            let diff = scalar_or_element_width(ctx, m.ty(x)) - scalar_or_element_width(ctx, res_ty);
            // MLIR compares `int64_t == APInt` (the difference as `uint64_t`).
            if amount.width() > 64 {
                let d = APInt::from_u64(amount.width(), diff as u64);
                if d != amount {
                    return None;
                }
            } else if amount.to_u64() != Some(diff as u64) {
                return None;
            }
            let flags = get_attr(ctx, m.body, op, "overflowFlags");
            Some((x, c, exact, flags, m.loc(2), res_ty))
        })
    };
    let Some((x, c, exact, flags, loc, ty)) = found else {
        return false;
    };
    let Some(k) = create_constant(rw, loc, c) else {
        return false;
    };
    let xty = rw.body().value_type(x);
    let shr_attrs: Vec<(&str, Attr)> = exact.map(|e| ("isExact", e)).into_iter().collect();
    let shr = create(rw, "arith.shrui", loc, &[x, k], xty, &shr_attrs);
    let tr_attrs: Vec<(&str, Attr)> = flags.map(|f| ("overflowFlags", f)).into_iter().collect();
    let new = create(rw, "arith.trunci", loc, &[shr], ty, &tr_attrs);
    rw.replace_op(op, &[new]);
    true
}

/// `MulFOfNegF`, `DivFOfNegF`.
pub(super) fn of_negf(rw: &mut PatternRewriter<'_>, op: OpId, root: &str) -> bool {
    let ctx = rw.ctx;
    let found = {
        let mut m = Match::new(ctx, rw.body(), op);
        let r = (|| {
            let n0 = m.leaf_op(op, 0, "arith.negf")?;
            let n1 = m.leaf_op(op, 1, "arith.negf")?;
            let (x, y) = (
                NegFOp(n0).operand(ctx, m.body),
                NegFOp(n1).operand(ctx, m.body),
            );
            (m.ty(x) == m.ty(y)).then_some((x, y))
        })();
        r.map(|(x, y)| (x, y, get_attr(ctx, m.body, op, "fastmath"), m.loc(3)))
    };
    let Some((x, y, fmf, loc)) = found else {
        return false;
    };
    let ty = rw.body().value_type(x);
    let attrs: Vec<(&str, Attr)> = fmf.map(|f| ("fastmath", f)).into_iter().collect();
    let new = create(rw, root, loc, &[x, y], ty, &attrs);
    rw.replace_op(op, &[new]);
    true
}
