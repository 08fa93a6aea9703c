//! Casts: integer and float extensions and truncations, int/float
//! conversions, `index_cast`, `index_castui` and `bitcast`.

use super::{
    apint128, attr, bits128, clone_with_elem, def_named, float_kind, fold_cast, has_flags,
    int_width, is_poison, operand_at, poison_attr, result_type, value, Elem,
};
use crate::arith::{input, set_input};
use crate::util::shaped::element_type_or_self;
use rmlir_ir::registry::FoldResult;
use rmlir_ir::Context;
use rmlir_ir::TypeData;
use rmlir_ir::{Attr, AttrData};
use rmlir_ir::{Body, OpId};
use rmlir_numerics::apint::APInt;
use rmlir_numerics::float_ops::{self as fo};

/// Integer extension: `ext(ext(x)) -> ext(x)` in place, constants.
fn fold_int_ext(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
    name: &str,
    ext: fn(&APInt, u32) -> APInt,
) -> FoldResult {
    if let Some(inner) = def_named(ctx, body, input(body, op), name) {
        let src = input(body, inner);
        set_input(body, op, src);
        return FoldResult::InPlace;
    }
    let res_ty = result_type(body, op);
    let Some(w) = int_width(ctx, element_type_or_self(ctx, res_ty)) else {
        return FoldResult::None;
    };
    attr(fold_cast(
        ctx,
        operands,
        res_ty,
        Elem::Int,
        Elem::Int,
        |a, _| ext(a, w),
    ))
}

/// `arith.extui`.
pub fn fold_extui(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    fold_int_ext(ctx, body, op, operands, "arith.extui", APInt::zext)
}

/// `arith.extsi`.
pub fn fold_extsi(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    fold_int_ext(ctx, body, op, operands, "arith.extsi", APInt::sext)
}

/// Float conversion of constants without information loss.
fn fold_float_convert(
    ctx: &Context,
    body: &Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    let res_ty = result_type(body, op);
    let src_ty = body.value_type(input(body, op));
    let (Some(to), Some(from)) = (
        float_kind(ctx, element_type_or_self(ctx, res_ty)),
        float_kind(ctx, element_type_or_self(ctx, src_ty)),
    ) else {
        return FoldResult::None;
    };
    let w = to.bit_width();
    attr(fold_cast(
        ctx,
        operands,
        res_ty,
        Elem::Float,
        Elem::Float,
        |a, ok| match fo::fold_convertf(from, to, bits128(a)) {
            Some(r) => apint128(w, r),
            None => {
                *ok = false;
                a.clone()
            }
        },
    ))
}

/// `arith.extf`: `extf(truncf(x)) -> x` when both carry `contract` and the
/// types round-trip, constants.
pub fn fold_extf(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    if let Some(trunc) = def_named(ctx, body, input(body, op), "arith.truncf") {
        let src = input(body, trunc);
        if body.value_type(src) == result_type(body, op)
            && has_flags(ctx, body, trunc, "fastmath", &["contract"])
            && has_flags(ctx, body, op, "fastmath", &["contract"])
        {
            return value(src);
        }
    }
    fold_float_convert(ctx, body, op, operands)
}

/// `trunci`: `trunci(ext(a))` -> `trunci(a)` in place or `a`,
/// `trunci(trunci(a)) -> trunci(a)` in place, constants.
pub fn fold_trunci(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    let x = input(body, op);
    let res_ty = result_type(body, op);
    let dst = element_type_or_self(ctx, res_ty);
    let ext =
        def_named(ctx, body, x, "arith.extui").or_else(|| def_named(ctx, body, x, "arith.extsi"));
    if let Some(ext) = ext {
        let src = input(body, ext);
        let src_elem = element_type_or_self(ctx, body.value_type(src));
        if int_width(ctx, src_elem) > int_width(ctx, dst) {
            set_input(body, op, src);
            return FoldResult::InPlace;
        }
        if src_elem == dst {
            return value(src);
        }
    }
    if let Some(inner) = def_named(ctx, body, x, "arith.trunci") {
        let src = input(body, inner);
        set_input(body, op, src);
        return FoldResult::InPlace;
    }
    let Some(w) = int_width(ctx, dst) else {
        return FoldResult::None;
    };
    attr(fold_cast(
        ctx,
        operands,
        res_ty,
        Elem::Int,
        Elem::Int,
        |a, _| a.trunc(w),
    ))
}

/// `arith.truncf`: `truncf(extf(a))` -> `truncf(a)` in place or `a` when
/// the extension was exact, constants converted exactly.
pub fn fold_truncf(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    let res_elem = element_type_or_self(ctx, result_type(body, op));
    if let Some(ext) = def_named(ctx, body, input(body, op), "arith.extf") {
        let src = input(body, ext);
        let src_elem = element_type_or_self(ctx, body.value_type(src));
        let mid_elem = element_type_or_self(ctx, body.value_type(body.result(ext, 0)));
        if let (Some(sk), Some(mk), Some(rk)) = (
            float_kind(ctx, src_elem),
            float_kind(ctx, mid_elem),
            float_kind(ctx, res_elem),
        ) {
            if fo::is_representable_by(sk, mk) {
                if sk.bit_width() > rk.bit_width() {
                    set_input(body, op, src);
                    return FoldResult::InPlace;
                }
                if src_elem == res_elem {
                    return value(src);
                }
            }
        }
    }
    fold_float_convert(ctx, body, op, operands)
}

/// `arith.uitofp` / `arith.sitofp`: constants, rounded to nearest even.
fn fold_int_to_fp(
    ctx: &Context,
    body: &Body,
    op: OpId,
    operands: &[Option<Attr>],
    signed: bool,
) -> FoldResult {
    let res_ty = result_type(body, op);
    let Some(kind) = float_kind(ctx, element_type_or_self(ctx, res_ty)) else {
        return FoldResult::None;
    };
    let w = kind.bit_width();
    attr(fold_cast(
        ctx,
        operands,
        res_ty,
        Elem::Int,
        Elem::Float,
        |a, _| apint128(w, fo::from_apint(kind, a, signed)),
    ))
}

/// `arith.uitofp`.
pub fn fold_uitofp(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    fold_int_to_fp(ctx, body, op, operands, false)
}

/// `arith.sitofp`.
pub fn fold_sitofp(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    fold_int_to_fp(ctx, body, op, operands, true)
}

/// `arith.fptoui` / `arith.fptosi`: constants truncated toward zero, not
/// for NaN, infinities or out-of-range values.
fn fold_fp_to_int(
    ctx: &Context,
    body: &Body,
    op: OpId,
    operands: &[Option<Attr>],
    signed: bool,
) -> FoldResult {
    let res_ty = result_type(body, op);
    let src_ty = body.value_type(input(body, op));
    let (Some(w), Some(kind)) = (
        int_width(ctx, element_type_or_self(ctx, res_ty)),
        float_kind(ctx, element_type_or_self(ctx, src_ty)),
    ) else {
        return FoldResult::None;
    };
    attr(fold_cast(
        ctx,
        operands,
        res_ty,
        Elem::Float,
        Elem::Int,
        |a, ok| {
            let r = if signed {
                fo::fold_fptosi(kind, bits128(a), w)
            } else {
                fo::fold_fptoui(kind, bits128(a), w)
            };
            r.unwrap_or_else(|| {
                *ok = false;
                APInt::zero(w)
            })
        },
    ))
}

/// `arith.fptoui`.
pub fn fold_fptoui(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    fold_fp_to_int(ctx, body, op, operands, false)
}

/// `arith.fptosi`.
pub fn fold_fptosi(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    fold_fp_to_int(ctx, body, op, operands, true)
}

/// `arith.index_cast` / `arith.index_castui`: constants sign- or
/// zero-extended (or truncated) to the result width (64 for `index`).
fn fold_index_cast_impl(
    ctx: &Context,
    body: &Body,
    op: OpId,
    operands: &[Option<Attr>],
    signed: bool,
) -> FoldResult {
    let res_ty = result_type(body, op);
    let w = match ctx.type_data(element_type_or_self(ctx, res_ty)) {
        TypeData::Integer { width, .. } => *width,
        _ => 64,
    };
    attr(fold_cast(
        ctx,
        operands,
        res_ty,
        Elem::Int,
        Elem::Int,
        |a, _| {
            if signed {
                a.sext(w)
            } else {
                a.zext(w)
            }
        },
    ))
}

/// `arith.index_cast`.
pub fn fold_index_cast(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    fold_index_cast_impl(ctx, body, op, operands, true)
}

/// `arith.index_castui`.
pub fn fold_index_castui(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    fold_index_cast_impl(ctx, body, op, operands, false)
}

/// `arith.bitcast`: dense elements re-typed, scalar bit patterns
/// reinterpreted, scalar poison kept (shaped poison is not folded); then,
/// as the `CastOpInterface` trait folder, a cast to the operand's own type
/// folds to the operand.
pub fn fold_bitcast(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    match fold_bitcast_own(ctx, body, op, operands) {
        FoldResult::None if body.value_type(input(body, op)) == result_type(body, op) => {
            value(input(body, op))
        }
        r => r,
    }
}

/// `arith.bitcast`'s own folder.
fn fold_bitcast_own(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    let Some(a) = operand_at(operands, 0) else {
        return FoldResult::None;
    };
    let res_ty = result_type(body, op);
    if let AttrData::DenseElements { ty, splat, values } = ctx.attr_data(a) {
        let new_ty = clone_with_elem(ctx, *ty, element_type_or_self(ctx, res_ty));
        return attr(Some(ctx.intern_attr(AttrData::DenseElements {
            ty: new_ty,
            splat: *splat,
            values: values.clone(),
        })));
    }
    if ctx.type_data(res_ty).is_shaped() {
        return FoldResult::None;
    }
    if is_poison(ctx, a) {
        return attr(Some(poison_attr(ctx)));
    }
    let bits = match ctx.attr_data(a) {
        AttrData::Integer { value, .. } => value.clone(),
        AttrData::Float { bits, .. } => bits.clone(),
        _ => return FoldResult::None,
    };
    let out = if float_kind(ctx, res_ty).is_some() {
        AttrData::Float {
            ty: res_ty,
            bits: bits.clone(),
        }
    } else {
        AttrData::Integer {
            ty: res_ty,
            value: bits,
        }
    };
    attr(Some(ctx.intern_attr(out)))
}
