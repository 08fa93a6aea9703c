//! Comparisons and selection: `cmpi`, `cmpf` and `select`.

use super::{
    at_index, attr, bits128, bool_attr, def_named, float_kind, fold_binary, is_one_int, is_poison,
    is_zero_int, lhs, operand_at, result_type, rhs, typed_attr_type, value, Elem,
};
use crate::arith::{CmpIOp, SelectOp};
use crate::util::shaped::element_type_or_self;
use rmlir_ir::registry::FoldResult;
use rmlir_ir::Context;
use rmlir_ir::{Attr, AttrData, DenseBits, DenseValues};
use rmlir_ir::{Body, OpId};
use rmlir_ir::{Signedness, Type, TypeData};
use rmlir_numerics::apint::APInt;
use rmlir_numerics::apint_ops::CmpIPredicate;
use rmlir_numerics::float_ops::{self as fo, CmpFPredicate};
use rmlir_ods::get_attr;

/// The integer value of an enum property of `op` (`predicate`).
fn enum_prop(ctx: &Context, body: &Body, op: OpId, name: &str) -> Option<usize> {
    match ctx.attr_data(get_attr(ctx, body, op, name)?) {
        AttrData::Integer { value, .. } => value.to_u64().map(|v| v as usize),
        _ => None,
    }
}

/// Sets `op`'s property `name` to `value` (other properties kept).
fn set_prop(ctx: &Context, body: &mut Body, op: OpId, name: &str, value: Attr) {
    let key = ctx.ident(name);
    let mut entries: Vec<_> = body
        .properties(op)
        .map(|p| ctx.dict_entries(p).to_vec())
        .unwrap_or_default();
    entries.retain(|(k, _)| *k != key);
    entries.push((key, value));
    body.set_properties(op, Some(ctx.dictionary_attr(entries)));
}

/// The integer width of an integer or vector-of-integer type (MLIR's
/// `getIntegerWidth` in `ArithOps.cpp`; tensors give `None`).
fn scalar_or_vector_int_width(ctx: &Context, ty: Type) -> Option<u32> {
    match ctx.type_data(ty) {
        TypeData::Integer { width, .. } => Some(*width),
        TypeData::Vector { elem, .. } => match ctx.type_data(*elem) {
            TypeData::Integer { width, .. } => Some(*width),
            _ => None,
        },
        _ => None,
    }
}

/// `arith.cmpi`: `cmpi(p, x, x)`, `ext(i1 x) != 0 -> x`, `x != false -> x`,
/// `x == true -> x`, a constant left operand moved to the right in place
/// (predicate mirrored), constants.
pub fn fold_cmpi(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    use CmpIPredicate as P;
    let Some(pred) = enum_prop(ctx, body, op, "predicate").and_then(|i| P::ALL.get(i).copied())
    else {
        return FoldResult::None;
    };
    let (l, r) = (lhs(body, op), rhs(body, op));
    if l == r {
        let holds = matches!(pred, P::Eq | P::Sle | P::Sge | P::Ule | P::Uge);
        return attr(Some(bool_attr(ctx, result_type(body, op), holds)));
    }
    let lhs_is_i1 = || {
        let e = element_type_or_self(ctx, body.value_type(l));
        matches!(
            ctx.type_data(e),
            TypeData::Integer {
                width: 1,
                signedness: Signedness::Signless
            }
        )
    };
    if is_zero_int(ctx, operand_at(operands, 1)) {
        for name in ["arith.extsi", "arith.extui"] {
            if let Some(ext) = def_named(ctx, body, l, name) {
                let src = lhs(body, ext);
                if scalar_or_vector_int_width(ctx, body.value_type(src)) == Some(1) && pred == P::Ne
                {
                    return value(src);
                }
            }
        }
        if lhs_is_i1() && pred == P::Ne {
            return value(l);
        }
    }
    if is_one_int(ctx, operand_at(operands, 1)) && lhs_is_i1() && pred == P::Eq {
        return value(l);
    }
    let (lc, rc) = (operand_at(operands, 0), operand_at(operands, 1));
    if lc.is_some() && rc.is_none() {
        let swapped = match pred {
            P::Slt => P::Sgt,
            P::Sgt => P::Slt,
            P::Sle => P::Sge,
            P::Sge => P::Sle,
            P::Ult => P::Ugt,
            P::Ugt => P::Ult,
            P::Ule => P::Uge,
            P::Uge => P::Ule,
            P::Eq => P::Eq,
            P::Ne => P::Ne,
        };
        let idx = P::ALL.iter().position(|p| *p == swapped).unwrap_or(0);
        let pa = ctx.integer_attr(ctx.common().i64, idx as i64);
        set_prop(ctx, body, op, "predicate", pa);
        let cmp = CmpIOp(op);
        cmp.set_lhs(ctx, body, r);
        cmp.set_rhs(ctx, body, l);
        return FoldResult::InPlace;
    }
    let Some(lt) = lc.and_then(|a| typed_attr_type(ctx, a)) else {
        return FoldResult::None;
    };
    let i1_ty = crate::arith::ops::i1_same_shape(ctx, lt);
    attr(fold_binary(
        ctx,
        operands,
        Some(i1_ty),
        Elem::Int,
        false,
        |a, b| APInt::from_u64(1, u64::from(a.cmpi(pred, b))),
    ))
}

/// `arith.cmpf`: scalar constants (a NaN operand decides alone).
pub fn fold_cmpf(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    let Some(pred) =
        enum_prop(ctx, body, op, "predicate").and_then(|i| CmpFPredicate::ALL.get(i).copied())
    else {
        return FoldResult::None;
    };
    let scalar = |a: Option<Attr>| match a.map(|a| ctx.attr_data(a)) {
        Some(AttrData::Float { ty, bits }) => Some((float_kind(ctx, *ty)?, bits128(bits))),
        _ => None,
    };
    let mut l = scalar(operand_at(operands, 0));
    let mut r = scalar(operand_at(operands, 1));
    if let Some((k, b)) = l {
        if fo::is_nan(k, b) {
            r = l;
        }
    }
    if let Some((k, b)) = r {
        if fo::is_nan(k, b) {
            l = r;
        }
    }
    let (Some((k, a)), Some((_, b))) = (l, r) else {
        return FoldResult::None;
    };
    attr(Some(bool_attr(
        ctx,
        ctx.common().i1,
        fo::cmpf(k, pred, a, b),
    )))
}

/// `arith.select`: equal branches, constant condition, poison branch,
/// `select(c, true, false) -> c`, `select(a == b, a, b) -> b` (and `!=`),
/// element-wise constant selection.
pub fn fold_select(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    let select = SelectOp(op);
    let cond = select.condition(ctx, body);
    let (t, f) = (select.true_value(ctx, body), select.false_value(ctx, body));
    if t == f {
        return value(t);
    }
    let (cc, tc, fc) = (
        operand_at(operands, 0),
        operand_at(operands, 1),
        operand_at(operands, 2),
    );
    if is_one_int(ctx, cc) {
        return value(t);
    }
    if is_zero_int(ctx, cc) {
        return value(f);
    }
    if tc.is_some_and(|a| is_poison(ctx, a)) {
        return value(f);
    }
    if fc.is_some_and(|a| is_poison(ctx, a)) {
        return value(t);
    }
    let ty = result_type(body, op);
    if matches!(
        ctx.type_data(ty),
        TypeData::Integer {
            width: 1,
            signedness: Signedness::Signless
        }
    ) && is_one_int(ctx, tc)
        && is_zero_int(ctx, fc)
    {
        return value(cond);
    }
    if let Some(cmp) = def_named(ctx, body, cond, "arith.cmpi") {
        let pred = enum_prop(ctx, body, cmp, "predicate").and_then(|i| CmpIPredicate::ALL.get(i));
        if let Some(p @ (CmpIPredicate::Eq | CmpIPredicate::Ne)) = pred {
            let (cl, cr) = (lhs(body, cmp), rhs(body, cmp));
            if (cl == t && cr == f) || (cr == t && cl == f) {
                return value(if *p == CmpIPredicate::Ne { t } else { f });
            }
        }
    }
    attr(select_elements(ctx, cc, tc, fc))
}

/// Element-wise `select` of dense constants (the condition not a splat).
fn select_elements(
    ctx: &Context,
    c: Option<Attr>,
    t: Option<Attr>,
    f: Option<Attr>,
) -> Option<Attr> {
    let AttrData::DenseElements {
        splat: cs,
        values: DenseValues::Bits(cv),
        ..
    } = ctx.attr_data(c?)
    else {
        return None;
    };
    let AttrData::DenseElements {
        ty,
        splat: ts,
        values: tv,
    } = ctx.attr_data(t?)
    else {
        return None;
    };
    let AttrData::DenseElements {
        splat: fs,
        values: fv,
        ..
    } = ctx.attr_data(f?)
    else {
        return None;
    };
    let n = [(*cs, cv.len())]
        .into_iter()
        .chain([(*ts, dense_len(tv)), (*fs, dense_len(fv))])
        .filter(|(s, _)| !s)
        .map(|(_, n)| n)
        .max()
        .unwrap_or(1);
    let pick = |i: usize| !cv.is_zero(at_index(*cs, i));
    // Copies element `i` of the picked operand; `parts` values per element
    // (complex: 2).
    let choose = |a: &DenseBits, b: &DenseBits, parts: usize| {
        if a.width() != b.width() {
            return None;
        }
        let mut out = DenseBits::zeroed(a.width(), n * parts);
        for i in 0..n {
            let (src, j) = if pick(i) {
                (a, at_index(*ts, i))
            } else {
                (b, at_index(*fs, i))
            };
            for k in 0..parts {
                out.copy_from(i * parts + k, src, j * parts + k);
            }
        }
        Some(out)
    };
    let values = match (tv, fv) {
        (DenseValues::Bits(a), DenseValues::Bits(b)) => DenseValues::Bits(choose(a, b, 1)?),
        (DenseValues::Complex(a), DenseValues::Complex(b)) => {
            DenseValues::Complex(choose(a, b, 2)?)
        }
        (DenseValues::Strings(a), DenseValues::Strings(b)) => DenseValues::Strings(
            (0..n)
                .map(|i| {
                    if pick(i) {
                        a[at_index(*ts, i)].clone()
                    } else {
                        b[at_index(*fs, i)].clone()
                    }
                })
                .collect(),
        ),
        _ => return None,
    };
    Some(ctx.dense_elements_attr(*ty, values))
}

/// Number of stored elements of dense storage.
fn dense_len(v: &DenseValues) -> usize {
    v.len()
}
