//! The index dialect's folders and constant materialization (MLIR 22's
//! `IndexOps.cpp`).
//!
//! An `index` value is 64 bits wide in the IR but the target may use 32, so
//! a fold is only sound when it gives the same low 32 bits either way. Ops
//! for which truncating the operands never changes the truncated result
//! (add, sub, mul, shl, and, or, xor) fold on 64 bits directly ("unchecked");
//! the others fold only when the 64-bit result, truncated, equals the
//! result computed on truncated operands ("checked"). The arithmetic here is
//! written for any pair of widths so tests can check that property
//! exhaustively at small widths.

use rmlir_ir::registry::{FoldResult, OpFoldResult};
use rmlir_ir::AttrData;
use rmlir_ir::{Attr, Context};
use rmlir_ir::{Body, OpId};
use rmlir_ir::{Type, TypeData};
use rmlir_numerics::apint::APInt;
use rmlir_numerics::apint_ops::CmpIPredicate;

/// The width `index` values are stored with (MLIR's
/// `IndexType::kInternalStorageBitWidth`).
pub const INDEX_WIDTH: u32 = 64;

/// The narrower target width a fold must agree with.
pub const NARROW_WIDTH: u32 = 32;

/// The binary ops of the index dialect.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinaryKind {
    /// `index.add`.
    Add,
    /// `index.sub`.
    Sub,
    /// `index.mul`.
    Mul,
    /// `index.divs`.
    DivS,
    /// `index.divu`.
    DivU,
    /// `index.ceildivs`.
    CeilDivS,
    /// `index.ceildivu`.
    CeilDivU,
    /// `index.floordivs`.
    FloorDivS,
    /// `index.rems`.
    RemS,
    /// `index.remu`.
    RemU,
    /// `index.maxs`.
    MaxS,
    /// `index.maxu`.
    MaxU,
    /// `index.mins`.
    MinS,
    /// `index.minu`.
    MinU,
    /// `index.shl`.
    Shl,
    /// `index.shrs`.
    ShrS,
    /// `index.shru`.
    ShrU,
    /// `index.and`.
    And,
    /// `index.or`.
    Or,
    /// `index.xor`.
    Xor,
}

impl BinaryKind {
    /// Every binary op, in `IndexOps.td` order.
    pub const ALL: [BinaryKind; 20] = [
        BinaryKind::Add,
        BinaryKind::Sub,
        BinaryKind::Mul,
        BinaryKind::DivS,
        BinaryKind::DivU,
        BinaryKind::CeilDivS,
        BinaryKind::CeilDivU,
        BinaryKind::FloorDivS,
        BinaryKind::RemS,
        BinaryKind::RemU,
        BinaryKind::MaxS,
        BinaryKind::MaxU,
        BinaryKind::MinS,
        BinaryKind::MinU,
        BinaryKind::Shl,
        BinaryKind::ShrS,
        BinaryKind::ShrU,
        BinaryKind::And,
        BinaryKind::Or,
        BinaryKind::Xor,
    ];

    /// The op's full name.
    pub fn op_name(self) -> &'static str {
        match self {
            BinaryKind::Add => "index.add",
            BinaryKind::Sub => "index.sub",
            BinaryKind::Mul => "index.mul",
            BinaryKind::DivS => "index.divs",
            BinaryKind::DivU => "index.divu",
            BinaryKind::CeilDivS => "index.ceildivs",
            BinaryKind::CeilDivU => "index.ceildivu",
            BinaryKind::FloorDivS => "index.floordivs",
            BinaryKind::RemS => "index.rems",
            BinaryKind::RemU => "index.remu",
            BinaryKind::MaxS => "index.maxs",
            BinaryKind::MaxU => "index.maxu",
            BinaryKind::MinS => "index.mins",
            BinaryKind::MinU => "index.minu",
            BinaryKind::Shl => "index.shl",
            BinaryKind::ShrS => "index.shrs",
            BinaryKind::ShrU => "index.shru",
            BinaryKind::And => "index.and",
            BinaryKind::Or => "index.or",
            BinaryKind::Xor => "index.xor",
        }
    }

    /// The binary op named `name`.
    pub fn from_op_name(name: &str) -> Option<BinaryKind> {
        BinaryKind::ALL.into_iter().find(|k| k.op_name() == name)
    }

    /// Whether the fold compares the narrow result with the wide one (the
    /// low bits of the result depend on the operands' high bits).
    pub fn checked(self) -> bool {
        !matches!(
            self,
            BinaryKind::Add
                | BinaryKind::Sub
                | BinaryKind::Mul
                | BinaryKind::Shl
                | BinaryKind::And
                | BinaryKind::Or
                | BinaryKind::Xor
        )
    }

    /// The op on two values of one width, as MLIR's folder computes it;
    /// `None` where it declines (division by zero, a shift by
    /// `shift_limit` or more).
    pub fn evaluate(self, lhs: &APInt, rhs: &APInt, shift_limit: u32) -> Option<APInt> {
        let w = lhs.width();
        let shift = || {
            rhs.to_u64()
                .filter(|&n| n < u64::from(shift_limit))
                .map(|n| n as u32)
        };
        Some(match self {
            BinaryKind::Add => lhs.wrapping_add(rhs),
            BinaryKind::Sub => lhs.wrapping_sub(rhs),
            BinaryKind::Mul => lhs.wrapping_mul(rhs),
            BinaryKind::DivS => lhs.sdiv(rhs)?,
            BinaryKind::DivU => lhs.udiv(rhs)?,
            BinaryKind::CeilDivS => ceil_div_signed(lhs, rhs)?,
            BinaryKind::CeilDivU => {
                if rhs.is_zero() {
                    return None;
                }
                if lhs.is_zero() {
                    return Some(lhs.clone());
                }
                let q = lhs.wrapping_sub(&APInt::one(w)).udiv(rhs)?;
                q.wrapping_add(&APInt::one(w))
            }
            BinaryKind::FloorDivS => floor_div_signed(lhs, rhs)?,
            BinaryKind::RemS => lhs.srem(rhs)?,
            BinaryKind::RemU => lhs.urem(rhs)?,
            BinaryKind::MaxS => lhs.smax(rhs),
            BinaryKind::MaxU => lhs.umax(rhs),
            BinaryKind::MinS => lhs.smin(rhs),
            BinaryKind::MinU => lhs.umin(rhs),
            BinaryKind::Shl => lhs.shl_by(shift()?),
            BinaryKind::ShrS => lhs.ashr_by(shift()?),
            BinaryKind::ShrU => lhs.lshr_by(shift()?),
            BinaryKind::And => lhs.and(rhs),
            BinaryKind::Or => lhs.or(rhs),
            BinaryKind::Xor => lhs.xor(rhs),
        })
    }
}

/// `ceildivs(n, m)`: with `x = m > 0 ? -1 : 1`, `n*m > 0 ? (n+x)/m + 1 :
/// -(-n/m)` (wrapping, so it cannot overflow where the result is defined).
fn ceil_div_signed(n: &APInt, m: &APInt) -> Option<APInt> {
    if m.is_zero() {
        return None;
    }
    if n.is_zero() {
        return Some(n.clone());
    }
    let w = n.width();
    let m_positive = m.is_strictly_positive();
    if n.is_strictly_positive() != m_positive {
        return Some(n.wrapping_neg().sdiv(m)?.wrapping_neg());
    }
    let x = if m_positive {
        APInt::all_ones(w)
    } else {
        APInt::one(w)
    };
    Some(n.wrapping_add(&x).sdiv(m)?.wrapping_add(&APInt::one(w)))
}

/// `floordivs(n, m)`: with `x = m < 0 ? 1 : -1`, `n*m < 0 ? -1 - (x-n)/m :
/// n/m`.
fn floor_div_signed(n: &APInt, m: &APInt) -> Option<APInt> {
    if m.is_zero() {
        return None;
    }
    if n.is_zero() {
        return Some(n.clone());
    }
    let w = n.width();
    let m_negative = m.is_negative();
    if n.is_negative() == m_negative {
        return n.sdiv(m);
    }
    let x = if m_negative {
        APInt::one(w)
    } else {
        APInt::all_ones(w)
    };
    let q = x.wrapping_sub(n).sdiv(m)?;
    Some(APInt::all_ones(w).wrapping_sub(&q))
}

/// The fold of a binary op on constants `lhs` and `rhs` (of one width):
/// the wide result if the op's result does not depend on the target width
/// (a truncation to `narrow` bits of it equals the op on operands truncated
/// to `narrow` bits), `None` otherwise.
pub fn fold_binary_values(
    kind: BinaryKind,
    lhs: &APInt,
    rhs: &APInt,
    narrow: u32,
) -> Option<APInt> {
    let wide = kind.evaluate(lhs, rhs, narrow)?;
    if !kind.checked() {
        return Some(wide);
    }
    let small = kind.evaluate(&lhs.trunc(narrow), &rhs.trunc(narrow), narrow)?;
    (wide.trunc(narrow) == small).then_some(wide)
}

/// The value of an integer attribute (any integer type or `index`).
pub fn int_value(ctx: &Context, a: Option<Attr>) -> Option<&APInt> {
    match ctx.attr_data(a?) {
        AttrData::Integer { value, .. } => Some(value),
        _ => None,
    }
}

/// An `index` attribute.
pub fn index_attr(ctx: &Context, value: APInt) -> Attr {
    ctx.intern_attr(AttrData::Integer {
        ty: ctx.common().index,
        value,
    })
}

/// A `BoolAttr`.
pub fn bool_attr(ctx: &Context, value: bool) -> Attr {
    ctx.intern_attr(AttrData::Integer {
        ty: ctx.common().i1,
        value: APInt::from_u64(1, u64::from(value)),
    })
}

fn attr_result(a: Attr) -> FoldResult {
    FoldResult::Results([OpFoldResult::Attr(a)].into())
}

/// The folder of every binary op: constants fold (see the module doc), and
/// `add(x, 0)`, `sub(x, 0)`, `mul(x, 1)` give `x`, `mul(x, 0)` gives 0.
pub fn fold_binary(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    let Some(kind) = BinaryKind::from_op_name(ctx.op_name_str(body.op_name(op))) else {
        return FoldResult::None;
    };
    let lhs = int_value(ctx, operands.first().copied().flatten());
    let rhs_attr = operands.get(1).copied().flatten();
    let rhs = int_value(ctx, rhs_attr);
    if let (Some(l), Some(r)) = (lhs, rhs) {
        if let Some(v) = fold_binary_values(kind, l, r, NARROW_WIDTH) {
            return attr_result(index_attr(ctx, v));
        }
    }
    let (Some(r), Some(rhs_attr)) = (rhs, rhs_attr) else {
        return FoldResult::None;
    };
    let (lhs_value, _) = super::lhs_rhs(body, op);
    let keep_lhs = FoldResult::Results([OpFoldResult::Value(lhs_value)].into());
    match kind {
        BinaryKind::Add | BinaryKind::Sub if r.is_zero() => keep_lhs,
        BinaryKind::Mul if r.is_one() => keep_lhs,
        BinaryKind::Mul if r.is_zero() => attr_result(rhs_attr),
        _ => FoldResult::None,
    }
}

/// The fold of `index.casts` (`signed`) or `index.castu` of the constant
/// `value` to `to`, as MLIR computes it: to `index` assuming a 64-bit
/// target (truncating to 32 bits afterwards gives the 32-bit answer); from
/// `index` only when a 32-bit target would give the same value.
pub fn fold_cast_value(ctx: &Context, value: &APInt, to: Type, signed: bool) -> Option<APInt> {
    let ext = |v: &APInt, w: u32| if signed { v.sext(w) } else { v.zext(w) };
    if matches!(ctx.type_data(to), TypeData::Index) {
        return Some(ext(value, INDEX_WIDTH));
    }
    let TypeData::Integer { width, .. } = *ctx.type_data(to) else {
        return None;
    };
    if width <= NARROW_WIDTH {
        return Some(value.trunc(width));
    }
    let narrow = value.trunc(NARROW_WIDTH);
    if width >= INDEX_WIDTH {
        return (ext(&narrow, INDEX_WIDTH) == *value).then(|| ext(value, width));
    }
    let result = value.trunc(width);
    (result == ext(&narrow, width)).then_some(result)
}

/// The folder of `index.casts` and `index.castu`.
pub fn fold_cast(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    let Some(value) = int_value(ctx, operands.first().copied().flatten()) else {
        return FoldResult::None;
    };
    let signed = ctx.op_name_str(body.op_name(op)) == "index.casts";
    let to = body.value_type(body.result(op, 0));
    match fold_cast_value(ctx, value, to, signed) {
        Some(v) => attr_result(ctx.intern_attr(AttrData::Integer { ty: to, value: v })),
        None => FoldResult::None,
    }
}

/// A range of integers as MLIR's `ConstantIntRanges` keeps it: unsigned
/// and signed bounds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IntRange {
    /// Unsigned minimum.
    pub umin: APInt,
    /// Unsigned maximum.
    pub umax: APInt,
    /// Signed minimum.
    pub smin: APInt,
    /// Signed maximum.
    pub smax: APInt,
}

impl IntRange {
    /// The range of exactly `v`.
    pub fn constant(v: &APInt) -> IntRange {
        IntRange {
            umin: v.clone(),
            umax: v.clone(),
            smin: v.clone(),
            smax: v.clone(),
        }
    }

    /// `ConstantIntRanges::fromSigned`.
    pub fn from_signed(smin: APInt, smax: APInt) -> IntRange {
        let w = smin.width();
        let (umin, umax) = if smin.is_non_negative() == smax.is_non_negative() {
            (smin.umin(&smax), smin.umax(&smax))
        } else {
            (APInt::zero(w), APInt::all_ones(w))
        };
        IntRange {
            umin,
            umax,
            smin,
            smax,
        }
    }

    /// `ConstantIntRanges::fromUnsigned`.
    pub fn from_unsigned(umin: APInt, umax: APInt) -> IntRange {
        let w = umin.width();
        let (smin, smax) = if umin.is_negative() == umax.is_negative() {
            (umin.smin(&umax), umin.smax(&umax))
        } else {
            (APInt::signed_min(w), APInt::signed_max(w))
        };
        IntRange {
            umin,
            umax,
            smin,
            smax,
        }
    }

    /// The single value the range holds, if it holds one.
    pub fn constant_value(&self) -> Option<&APInt> {
        if self.umin == self.umax {
            return Some(&self.umax);
        }
        (self.smin == self.smax).then_some(&self.smax)
    }
}

/// The predicate true exactly when `pred` is false.
pub fn invert_predicate(pred: CmpIPredicate) -> CmpIPredicate {
    use CmpIPredicate as P;
    match pred {
        P::Eq => P::Ne,
        P::Ne => P::Eq,
        P::Slt => P::Sge,
        P::Sge => P::Slt,
        P::Sle => P::Sgt,
        P::Sgt => P::Sle,
        P::Ult => P::Uge,
        P::Uge => P::Ult,
        P::Ule => P::Ugt,
        P::Ugt => P::Ule,
    }
}

/// Whether `pred` holds for every pair of values of the two ranges.
fn statically_true(pred: CmpIPredicate, lhs: &IntRange, rhs: &IntRange) -> bool {
    use CmpIPredicate as P;
    match pred {
        P::Sle => lhs.smax.sle(&rhs.smin),
        P::Slt => lhs.smax.slt(&rhs.smin),
        P::Ule => lhs.umax.ule(&rhs.umin),
        P::Ult => lhs.umax.ult(&rhs.umin),
        P::Sge => lhs.smin.sge(&rhs.smax),
        P::Sgt => lhs.smin.sgt(&rhs.smax),
        P::Uge => lhs.umin.uge(&rhs.umax),
        P::Ugt => lhs.umin.ugt(&rhs.umax),
        P::Eq => matches!(
            (lhs.constant_value(), rhs.constant_value()),
            (Some(a), Some(b)) if a == b
        ),
        P::Ne => {
            let signed = statically_true(P::Slt, lhs, rhs) || statically_true(P::Sgt, lhs, rhs);
            let unsigned = statically_true(P::Ult, lhs, rhs) || statically_true(P::Ugt, lhs, rhs);
            signed && unsigned
        }
    }
}

/// `intrange::evaluatePred`: the comparison's value when the ranges decide
/// it.
pub fn evaluate_predicate(pred: CmpIPredicate, lhs: &IntRange, rhs: &IntRange) -> Option<bool> {
    if statically_true(pred, lhs, rhs) {
        return Some(true);
    }
    if statically_true(invert_predicate(pred), lhs, rhs) {
        return Some(false);
    }
    None
}

/// `cmp(pred, minmax(x, a), b)` at the width of `a` and `b`, from the range
/// `minmax(x, a)` can take (`minmax` is the op name).
fn compare_min_max(minmax: &str, a: &APInt, b: &APInt, pred: CmpIPredicate) -> Option<bool> {
    let w = a.width();
    let range = match minmax {
        "index.mins" => IntRange::from_signed(APInt::signed_min(w), a.clone()),
        "index.minu" => IntRange::from_unsigned(APInt::zero(w), a.clone()),
        "index.maxs" => IntRange::from_signed(a.clone(), APInt::signed_max(w)),
        "index.maxu" => IntRange::from_unsigned(a.clone(), APInt::all_ones(w)),
        _ => return None,
    };
    evaluate_predicate(pred, &range, &IntRange::constant(b))
}

/// The value of `cmp(pred, x, x)`.
pub fn compare_same(pred: CmpIPredicate) -> bool {
    use CmpIPredicate as P;
    matches!(pred, P::Eq | P::Sge | P::Sle | P::Uge | P::Ule)
}

/// The folder of `index.cmp`: constants compared on 64 and 32 bits when
/// both agree, `cmp(minmax(x, a), b)` when the range of the min/max decides
/// it on both widths, and `cmp(x, x)`.
pub fn fold_cmp(ctx: &Context, body: &mut Body, op: OpId, operands: &[Option<Attr>]) -> FoldResult {
    let Some(pred) =
        rmlir_ods::get_attr(ctx, body, op, "pred").and_then(|a| super::predicate_of(ctx, a))
    else {
        return FoldResult::None;
    };
    let lhs = int_value(ctx, operands.first().copied().flatten());
    let rhs = int_value(ctx, operands.get(1).copied().flatten());
    if let (Some(l), Some(r)) = (lhs, rhs) {
        let wide = l.cmpi(pred, r);
        let narrow = l.trunc(NARROW_WIDTH).cmpi(pred, &r.trunc(NARROW_WIDTH));
        if wide == narrow {
            return attr_result(bool_attr(ctx, wide));
        }
    }
    let lhs_value = super::CmpOp(op).lhs(ctx, body);
    if let (Some(def), Some(r)) = (body.defining_op(lhs_value), rhs) {
        let name = ctx.op_name_str(body.op_name(def));
        let a = body
            .operands(def)
            .nth(1)
            .and_then(|v| rmlir_ir::fold::constant_value(ctx, body, v));
        if let Some(a) = int_value(ctx, a) {
            let wide = compare_min_max(name, a, r, pred);
            let narrow =
                compare_min_max(name, &a.trunc(NARROW_WIDTH), &r.trunc(NARROW_WIDTH), pred);
            if let (Some(w), Some(n)) = (wide, narrow) {
                if w == n {
                    return attr_result(bool_attr(ctx, w));
                }
            }
        }
    }
    if lhs_value == super::CmpOp(op).rhs(ctx, body) {
        return attr_result(bool_attr(ctx, compare_same(pred)));
    }
    FoldResult::None
}

/// `index.constant` and `index.bool.constant` fold to their value.
pub fn fold_constant(ctx: &Context, body: &mut Body, op: OpId, _: &[Option<Attr>]) -> FoldResult {
    match rmlir_ods::get_attr(ctx, body, op, "value") {
        Some(v) => attr_result(v),
        None => FoldResult::None,
    }
}

/// The index dialect's `materializeConstant`: `index.bool.constant` for a
/// `BoolAttr` of type `i1`, `index.constant` for an `index` attribute of
/// type `index`.
pub fn materialize_constant(
    ctx: &Context,
    builder: &mut rmlir_ir::Builder<'_>,
    value: Attr,
    ty: Type,
    loc: rmlir_ir::Loc,
) -> Option<OpId> {
    let AttrData::Integer { ty: attr_ty, .. } = ctx.attr_data(value) else {
        return None;
    };
    let common = ctx.common();
    let name = if *attr_ty == common.i1 {
        (ty == common.i1).then_some("index.bool.constant")?
    } else if *attr_ty == common.index && ty == common.index {
        "index.constant"
    } else {
        return None;
    };
    Some(crate::util::build::create_constant_op(
        ctx, builder, name, value, ty, loc,
    ))
}
