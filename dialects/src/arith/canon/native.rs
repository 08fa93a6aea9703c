//! The C++ patterns of `ArithOps.cpp`: `SelectToExtUI` and
//! `CmpFIntToFPConst`.

use super::{
    apint_attr, cmpi_predicate_attr, create, create_constant, int_attr, int_or_splat, result_type,
};
use crate::arith::{CmpFOp, SIToFPOp, SelectOp, UIToFPOp};
use rmlir_ir::fold::constant_value;
use rmlir_ir::pattern::PatternRewriter;
use rmlir_ir::AttrData;
use rmlir_ir::Context;
use rmlir_ir::TypeData;
use rmlir_ir::{Body, OpId, ValueId};
use rmlir_numerics::apint::APInt;
use rmlir_numerics::apint_ops::CmpIPredicate;
use rmlir_numerics::float::FloatKind;
use rmlir_numerics::float_ops::{self as fo, FloatOrdering, RoundingMode};
use rmlir_ods::get_attr;

// Hand-written patterns
// ---------------------------------------------------------------------------

/// Whether `v` is defined by a constant integer (`m_One()`/`m_Zero()` on a
/// value of integer type) equal to `one`/zero.
fn is_int_constant(ctx: &Context, body: &Body, v: ValueId, one: bool) -> bool {
    let ty = body.value_type(v);
    if !matches!(
        ctx.type_data(ty),
        TypeData::Integer { .. }
            | TypeData::Index
            | TypeData::Vector { .. }
            | TypeData::RankedTensor { .. }
    ) {
        return false;
    }
    constant_value(ctx, body, v)
        .and_then(|a| int_or_splat(ctx, a))
        .is_some_and(|x| if one { x.is_one() } else { x.is_zero() })
}

/// `SelectToExtUI`: `select(c, 1, 0) -> extui(c)`,
/// `select(c, 0, 1) -> extui(xori(c, true))` for integer results wider
/// than `i1`.
pub(super) fn select_to_extui(rw: &mut PatternRewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let ty = result_type(body, op, 0);
    if !matches!(ctx.type_data(ty), TypeData::Integer { width, .. } if *width != 1) {
        return false;
    }
    let select = SelectOp(op);
    let (cond, t, f) = (
        select.condition(ctx, body),
        select.true_value(ctx, body),
        select.false_value(ctx, body),
    );
    let loc = body.op_loc(op);
    if is_int_constant(ctx, body, t, true) && is_int_constant(ctx, body, f, false) {
        let new = create(rw, "arith.extui", loc, &[cond], ty, &[]);
        rw.replace_op(op, &[new]);
        return true;
    }
    if is_int_constant(ctx, body, t, false) && is_int_constant(ctx, body, f, true) {
        let cty = body.value_type(cond);
        let Some(w) = ctx.int_or_index_width(cty) else {
            return false;
        };
        let Some(k) = create_constant(rw, loc, int_attr(ctx, cty, APInt::from_u64(w, 1))) else {
            return false;
        };
        let x = create(rw, "arith.xori", loc, &[cond, k], cty, &[]);
        let new = create(rw, "arith.extui", loc, &[x], ty, &[]);
        rw.replace_op(op, &[new]);
        return true;
    }
    false
}

pub(super) const IEK_NAN: i64 = i32::MIN as i64;
pub(super) const IEK_ZERO: i64 = i32::MIN as i64 + 1;
pub(super) const IEK_INF: i64 = i32::MAX as i64;

/// APFloat's `ilogb`, exact for `|x| >= 1` (and special values); `-1` for
/// other values, which only the sign of matters to [`cmpf_int_to_fp_const`].
pub(super) fn ilogb(kind: FloatKind, bits: u128) -> i64 {
    if fo::is_nan(kind, bits) {
        return IEK_NAN;
    }
    if fo::is_inf(kind, bits) {
        return IEK_INF;
    }
    if fo::is_zero(kind, bits) {
        return IEK_ZERO;
    }
    let a = fo::abs(kind, bits);
    if fo::compare(kind, a, fo::one(kind, false)) == FloatOrdering::Less {
        return -1;
    }
    match fo::to_apint(kind, a, 16448, false, RoundingMode::TowardZero) {
        Some((v, _)) => i64::from(v.active_bits()) - 1,
        None => IEK_INF,
    }
}

/// `CmpFIntToFPConst`: `cmpf(p, [su]itofp(x), c)` to `cmpi` on `x` (or a
/// constant) when the conversion cannot change the comparison.
pub(super) fn cmpf_int_to_fp_const(rw: &mut PatternRewriter<'_>, op: OpId) -> bool {
    use rmlir_numerics::float_ops::CmpFPredicate as F;
    use CmpIPredicate as P;
    let ctx = rw.ctx;
    let body = rw.body();
    let loc = body.op_loc(op);
    let cmp = CmpFOp(op);
    let Some(flt) = constant_value(ctx, body, cmp.rhs(ctx, body)) else {
        return false;
    };
    let AttrData::Float { bits, .. } = ctx.attr_data(flt) else {
        return false;
    };
    let TypeData::Float(kind) = *ctx.type_data(body.value_type(cmp.rhs(ctx, body))) else {
        return false;
    };
    let Some(rhs) = bits.to_u128() else {
        return false;
    };
    if fo::is_nan(kind, rhs) {
        return false;
    }
    let mantissa_width = i64::from(fo::precision(kind));
    if mantissa_width <= 0 {
        return false;
    }
    let Some(def) = body.defining_op(cmp.lhs(ctx, body)) else {
        return false;
    };
    let (is_unsigned, int_val) = match ctx.op_name_str(body.op_name(def)) {
        "arith.sitofp" => (false, SIToFPOp(def).input(ctx, body)),
        "arith.uitofp" => (true, UIToFPOp(def).input(ctx, body)),
        _ => return false,
    };
    let int_ty = body.value_type(int_val);
    let TypeData::Integer { width, .. } = *ctx.type_data(int_ty) else {
        return false;
    };
    let int_width = i64::from(width);
    let value_bits = if is_unsigned {
        int_width
    } else {
        int_width - 1
    };
    if int_width > mantissa_width {
        let exponent = ilogb(kind, rhs);
        if exponent == IEK_INF {
            let max_exponent = ilogb(kind, fo::largest(kind, false));
            if max_exponent < value_bits {
                return false;
            }
        } else if mantissa_width <= exponent && exponent <= value_bits {
            return false;
        }
    }
    let Some(cmpf) = get_attr(ctx, body, op, "predicate")
        .and_then(|a| apint_attr(ctx, a))
        .and_then(APInt::to_u64)
    else {
        return false;
    };
    const CMPF: [F; 16] = [
        F::AlwaysFalse,
        F::Oeq,
        F::Ogt,
        F::Oge,
        F::Olt,
        F::Ole,
        F::One,
        F::Ord,
        F::Ueq,
        F::Ugt,
        F::Uge,
        F::Ult,
        F::Ule,
        F::Une,
        F::Uno,
        F::AlwaysTrue,
    ];
    let Some(&cmpf) = usize::try_from(cmpf).ok().and_then(|i| CMPF.get(i)) else {
        return false;
    };
    let replace_bool = |rw: &mut PatternRewriter<'_>, value: bool| {
        let i1 = ctx.common().i1;
        if let Some(k) =
            create_constant(rw, loc, int_attr(ctx, i1, APInt::from_u64(1, value.into())))
        {
            rw.replace_op(op, &[k]);
        }
        true
    };
    let mut pred = match cmpf {
        F::Ord => return replace_bool(rw, true),
        F::Uno => return replace_bool(rw, false),
        F::Ueq | F::Oeq => P::Eq,
        F::Ugt | F::Ogt => {
            if is_unsigned {
                P::Ugt
            } else {
                P::Sgt
            }
        }
        F::Uge | F::Oge => {
            if is_unsigned {
                P::Uge
            } else {
                P::Sge
            }
        }
        F::Ult | F::Olt => {
            if is_unsigned {
                P::Ult
            } else {
                P::Slt
            }
        }
        F::Ule | F::Ole => {
            if is_unsigned {
                P::Ule
            } else {
                P::Sle
            }
        }
        F::Une | F::One => P::Ne,
        // MLIR 22 reaches `llvm_unreachable` (and crashes) here.
        F::AlwaysFalse | F::AlwaysTrue => return false,
    };
    let w = width;
    let less = |a: u128, b: u128| fo::compare(kind, a, b) == FloatOrdering::Less;
    let greater = |a: u128, b: u128| fo::compare(kind, a, b) == FloatOrdering::Greater;
    if !is_unsigned {
        let signed_max = fo::from_apint(kind, &APInt::signed_max(w), true);
        if less(signed_max, rhs) {
            return replace_bool(rw, matches!(pred, P::Ne | P::Slt | P::Sle));
        }
    } else {
        let unsigned_max = fo::from_apint(kind, &APInt::all_ones(w), false);
        if less(unsigned_max, rhs) {
            return replace_bool(rw, matches!(pred, P::Ne | P::Ult | P::Ule));
        }
    }
    if !is_unsigned {
        let signed_min = fo::from_apint(kind, &APInt::signed_min(w), true);
        if greater(signed_min, rhs) {
            return replace_bool(rw, matches!(pred, P::Ne | P::Sgt | P::Sge));
        }
    } else {
        let unsigned_min = fo::from_apint(kind, &APInt::zero(w), false);
        if greater(unsigned_min, rhs) {
            return replace_bool(rw, matches!(pred, P::Ne | P::Ugt | P::Uge));
        }
    }
    let Some((rhs_int, _)) = fo::to_apint(kind, rhs, w, !is_unsigned, RoundingMode::TowardZero)
    else {
        return false;
    };
    if !fo::is_zero(kind, rhs) {
        let apf = fo::from_apint(kind, &rhs_int, !is_unsigned);
        let equal = fo::compare(kind, apf, rhs) == FloatOrdering::Equal;
        if !equal {
            let neg = fo::is_negative(kind, rhs);
            match pred {
                P::Ne => return replace_bool(rw, true),
                P::Eq => return replace_bool(rw, false),
                P::Ule => {
                    if neg {
                        return replace_bool(rw, false);
                    }
                }
                P::Sle => {
                    if neg {
                        pred = P::Slt;
                    }
                }
                P::Ult => {
                    if neg {
                        return replace_bool(rw, false);
                    }
                    pred = P::Ule;
                }
                P::Slt => {
                    if !neg {
                        pred = P::Sle;
                    }
                }
                P::Ugt => {
                    if neg {
                        return replace_bool(rw, true);
                    }
                }
                P::Sgt => {
                    if neg {
                        pred = P::Sge;
                    }
                }
                P::Uge => {
                    if neg {
                        return replace_bool(rw, true);
                    }
                    pred = P::Ugt;
                }
                P::Sge => {
                    if !neg {
                        pred = P::Sgt;
                    }
                }
            }
        }
    }
    let Some(k) = create_constant(rw, loc, int_attr(ctx, int_ty, rhs_int)) else {
        return false;
    };
    let ty = result_type(rw.body(), op, 0);
    let p = cmpi_predicate_attr(ctx, pred);
    let new = create(
        rw,
        "arith.cmpi",
        loc,
        &[int_val, k],
        ty,
        &[("predicate", p)],
    );
    rw.replace_op(op, &[new]);
    true
}
