//! The semantics of arith's ops on scalars, as MLIR defines them: integer
//! ops wrap around at their width, `nsw`/`nuw`/`exact` violations and
//! out-of-range shifts and conversions give poison, division by zero and
//! signed division overflow trap, floats follow IEEE 754 on every format
//! (APFloat-exact, through `rmlir_numerics::float_ops`).

use crate::error::TrapKind;
use crate::value::{Value, INDEX_WIDTH};
use rmlir_numerics::apint::APInt;
use rmlir_numerics::apint_ops::CmpIPredicate;
use rmlir_numerics::float::FloatKind;
use rmlir_numerics::float_ops::{self as fo, CmpFPredicate, RoundingMode};

/// arith's integer binary ops.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IntBin {
    /// `arith.addi`.
    Add,
    /// `arith.subi`.
    Sub,
    /// `arith.muli`.
    Mul,
    /// `arith.divui`.
    DivU,
    /// `arith.divsi`.
    DivS,
    /// `arith.ceildivui`.
    CeilDivU,
    /// `arith.ceildivsi`.
    CeilDivS,
    /// `arith.floordivsi`.
    FloorDivS,
    /// `arith.remui`.
    RemU,
    /// `arith.remsi`.
    RemS,
    /// `arith.andi`.
    And,
    /// `arith.ori`.
    Or,
    /// `arith.xori`.
    Xor,
    /// `arith.shli`.
    Shl,
    /// `arith.shrui`.
    ShrU,
    /// `arith.shrsi`.
    ShrS,
    /// `arith.maxsi`.
    MaxS,
    /// `arith.maxui`.
    MaxU,
    /// `arith.minsi`.
    MinS,
    /// `arith.minui`.
    MinU,
    /// `math.ipowi`.
    Pow,
}

impl IntBin {
    /// Whether the op divides, so that a zero or poison right operand is
    /// undefined behaviour. The remainders are not: MLIR 22 declares
    /// `remui` and `remsi` pure and hoists them out of loops that may not
    /// run, so a zero or poison divisor gives them a poison result.
    pub fn divides(self) -> bool {
        matches!(
            self,
            IntBin::DivU | IntBin::DivS | IntBin::CeilDivU | IntBin::CeilDivS | IntBin::FloorDivS
        )
    }
}

/// The `nsw`, `nuw` and `exact` flags of an integer op.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct IntFlags {
    /// No signed wrap.
    pub nsw: bool,
    /// No unsigned wrap.
    pub nuw: bool,
    /// Exact (no remainder, no bits shifted out).
    pub exact: bool,
}

/// The poison-producing fastmath flags of a float op (the others only
/// permit transformations and do not change the result here).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FastMath {
    /// `nnan`: a NaN operand or result gives poison.
    pub nnan: bool,
    /// `ninf`: an infinite operand or result gives poison.
    pub ninf: bool,
}

fn poison_if(cond: bool, v: APInt) -> Option<APInt> {
    (!cond).then_some(v)
}

/// `a op b` on integers of one width; `Ok(None)` is poison.
pub fn int_binary(
    op: IntBin,
    a: &APInt,
    b: &APInt,
    f: IntFlags,
) -> Result<Option<APInt>, TrapKind> {
    let w = a.width();
    let zero_div = || {
        if b.is_zero() {
            Err(TrapKind::DivisionByZero)
        } else {
            Ok(())
        }
    };
    let signed_ov = || {
        if a.is_min_signed() && b.is_all_ones() {
            Err(TrapKind::SignedDivisionOverflow)
        } else {
            Ok(())
        }
    };
    Ok(match op {
        IntBin::Add => {
            let ov = (f.nsw && a.sadd_ov(b).1) || (f.nuw && a.uadd_ov(b).1);
            poison_if(ov, a.wrapping_add(b))
        }
        IntBin::Sub => {
            let ov = (f.nsw && a.ssub_ov(b).1) || (f.nuw && a.usub_ov(b).1);
            poison_if(ov, a.wrapping_sub(b))
        }
        IntBin::Mul => {
            let ov = (f.nsw && a.smul_ov(b).1) || (f.nuw && a.umul_ov(b).1);
            poison_if(ov, a.wrapping_mul(b))
        }
        IntBin::DivU => {
            zero_div()?;
            let inexact = f.exact && !a.urem(b).is_some_and(|r| r.is_zero());
            a.udiv(b).and_then(|q| poison_if(inexact, q))
        }
        IntBin::DivS => {
            zero_div()?;
            signed_ov()?;
            let inexact = f.exact && !a.srem(b).is_some_and(|r| r.is_zero());
            a.sdiv(b).and_then(|q| poison_if(inexact, q))
        }
        IntBin::CeilDivU => {
            zero_div()?;
            let q = a.udiv(b).unwrap_or_else(|| APInt::zero(w));
            if a.urem(b).is_some_and(|r| r.is_zero()) {
                Some(q)
            } else {
                Some(q.wrapping_add(&APInt::one(w)))
            }
        }
        IntBin::CeilDivS | IntBin::FloorDivS => {
            zero_div()?;
            signed_ov()?;
            let q = a.sdiv(b).unwrap_or_else(|| APInt::zero(w));
            let exact = a.srem(b).is_some_and(|r| r.is_zero());
            let same_sign = a.is_negative() == b.is_negative();
            let one = APInt::one(w);
            Some(match (exact, op == IntBin::CeilDivS, same_sign) {
                (true, _, _) => q,
                (false, true, true) => q.wrapping_add(&one),
                (false, false, false) => q.wrapping_sub(&one),
                _ => q,
            })
        }
        IntBin::RemU => a.urem(b),
        IntBin::RemS => a.srem(b),
        IntBin::And => Some(a.and(b)),
        IntBin::Or => Some(a.or(b)),
        IntBin::Xor => Some(a.xor(b)),
        IntBin::Shl | IntBin::ShrU | IntBin::ShrS => {
            let Some(n) = b.to_u64().filter(|&n| n < u64::from(w)) else {
                return Ok(None);
            };
            let n = n as u32;
            match op {
                IntBin::Shl => {
                    let r = a.shl_by(n);
                    let ov = (f.nuw && r.lshr_by(n) != *a) || (f.nsw && r.ashr_by(n) != *a);
                    poison_if(ov, r)
                }
                IntBin::ShrU => {
                    let r = a.lshr_by(n);
                    poison_if(f.exact && r.shl_by(n) != *a, r)
                }
                _ => {
                    let r = a.ashr_by(n);
                    poison_if(f.exact && r.shl_by(n) != *a, r)
                }
            }
        }
        IntBin::MaxS => Some(a.smax(b)),
        IntBin::MaxU => Some(a.umax(b)),
        IntBin::MinS => Some(a.smin(b)),
        IntBin::MinU => Some(a.umin(b)),
        IntBin::Pow => {
            if b.is_negative() && a.is_zero() {
                return Err(TrapKind::DivisionByZero);
            }
            a.ipowi(b)
        }
    })
}

/// `arith.cmpi` with predicate number `pred` (MLIR's enum order).
pub fn cmpi(pred: u64, a: &APInt, b: &APInt) -> Option<bool> {
    let p = *CmpIPredicate::ALL.get(usize::try_from(pred).ok()?)?;
    Some(a.cmpi(p, b))
}

/// `arith.cmpf` with predicate number `pred` (MLIR's enum order).
pub fn cmpf(pred: u64, kind: FloatKind, a: u128, b: u128) -> Option<bool> {
    let p = *CmpFPredicate::ALL.get(usize::try_from(pred).ok()?)?;
    Some(fo::cmpf(kind, p, a, b))
}

/// arith's and math's float binary ops.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FloatBin {
    /// `arith.addf`.
    Add,
    /// `arith.subf`.
    Sub,
    /// `arith.mulf`.
    Mul,
    /// `arith.divf`.
    Div,
    /// `arith.remf`.
    Rem,
    /// `arith.maximumf`.
    Maximum,
    /// `arith.minimumf`.
    Minimum,
    /// `arith.maxnumf`.
    MaxNum,
    /// `arith.minnumf`.
    MinNum,
    /// `math.copysign`.
    CopySign,
    /// `math.powf`.
    Pow,
    /// `math.atan2`.
    Atan2,
}

/// Whether a float operand or result violates `fm`.
pub fn violates(fm: FastMath, kind: FloatKind, bits: u128) -> bool {
    (fm.nnan && fo::is_nan(kind, bits)) || (fm.ninf && fo::is_inf(kind, bits))
}

/// `a op b` on floats of one format; `None` when the format is not
/// supported by a host-computed op (`powf`, `atan2` on formats other than
/// f16/bf16/f32/f64).
pub fn float_binary(op: FloatBin, kind: FloatKind, a: u128, b: u128) -> Option<u128> {
    Some(match op {
        FloatBin::Add => fo::fold_addf(kind, a, b),
        FloatBin::Sub => fo::fold_subf(kind, a, b),
        FloatBin::Mul => fo::fold_mulf(kind, a, b),
        FloatBin::Div => fo::fold_divf(kind, a, b),
        FloatBin::Rem => fo::fold_remf(kind, a, b),
        FloatBin::Maximum => fo::fold_maximumf(kind, a, b),
        FloatBin::Minimum => fo::fold_minimumf(kind, a, b),
        FloatBin::MaxNum => fo::fold_maxnumf(kind, a, b),
        FloatBin::MinNum => fo::fold_minnumf(kind, a, b),
        FloatBin::CopySign => fo::copysign(kind, a, b),
        FloatBin::Pow => crate::math::host2(kind, a, b, f64::powf, f32::powf)?,
        FloatBin::Atan2 => {
            if fo::is_zero(kind, a) && fo::is_zero(kind, b) {
                fo::nan(kind)?
            } else {
                crate::math::host2(kind, a, b, f64::atan2, f32::atan2)?
            }
        }
    })
}

/// arith's cast ops.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cast {
    /// `arith.extsi`.
    ExtS,
    /// `arith.extui`.
    ExtU,
    /// `arith.trunci`.
    TruncI,
    /// `arith.index_cast`.
    IndexCast,
    /// `arith.index_castui`.
    IndexCastU,
    /// `arith.bitcast`.
    Bitcast,
    /// `arith.sitofp`.
    SIToFP,
    /// `arith.uitofp`.
    UIToFP,
    /// `arith.fptosi`.
    FPToSI,
    /// `arith.fptoui`.
    FPToUI,
    /// `arith.extf`.
    ExtF,
    /// `arith.truncf`.
    TruncF,
}

/// The scalar kind of a result element type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scalar {
    /// `iN`.
    Int(u32),
    /// `index`.
    Index,
    /// A float format.
    Float(FloatKind),
}

impl Scalar {
    /// The bit width (64 for `index`).
    pub fn width(self) -> u32 {
        match self {
            Scalar::Int(w) => w,
            Scalar::Index => INDEX_WIDTH,
            Scalar::Float(k) => k.bit_width(),
        }
    }

    /// An integer value of this kind (`index` or `iN`).
    pub fn int_value(self, v: APInt) -> Value {
        match self {
            Scalar::Index => Value::Index(v),
            _ => Value::Int(v),
        }
    }
}

/// The scale operand of `arith.scaling_extf`/`arith.scaling_truncf` as an
/// `f8E8M0FNU` value: a scale of 16 bits or more is first truncated to it
/// (to nearest even), as MLIR 22's `arith-expand` lowers these ops; `None`
/// for a narrower scale of another format (which MLIR does not lower).
pub fn e8m0_scale(kind: FloatKind, s: u128) -> Option<u128> {
    let e8m0 = FloatKind::F8E8M0FNU;
    if kind == e8m0 {
        Some(s)
    } else if kind.bit_width() >= 16 {
        Some(fo::convert(kind, e8m0, s, RoundingMode::NearestTiesToEven).0)
    } else {
        None
    }
}

/// The rounding mode of `arith.truncf`'s `roundingmode` number.
pub fn rounding_mode(n: u64) -> RoundingMode {
    match n {
        1 => RoundingMode::TowardNegative,
        2 => RoundingMode::TowardPositive,
        3 => RoundingMode::TowardZero,
        4 => RoundingMode::NearestTiesToAway,
        _ => RoundingMode::NearestTiesToEven,
    }
}

fn resize(v: &APInt, to: u32, signed: bool) -> APInt {
    use std::cmp::Ordering::*;
    match v.width().cmp(&to) {
        Less if signed => v.sext(to),
        Less => v.zext(to),
        Greater => v.trunc(to),
        Equal => v.clone(),
    }
}

fn bits_of(v: &Value) -> Option<u128> {
    match v {
        Value::Int(a) | Value::Index(a) => a.to_u128(),
        Value::Float(_, b) => Some(*b),
        _ => None,
    }
}

/// A cast of a non-poison scalar `v` to `to`; `flags` are `trunci`'s
/// overflow flags, `rm` `truncf`'s rounding mode. `Ok(None)` is poison;
/// `Err` names an unsupported combination.
pub fn cast(
    op: Cast,
    v: &Value,
    to: Scalar,
    flags: IntFlags,
    rm: RoundingMode,
) -> Result<Option<Value>, String> {
    let unsupported = || format!("{op:?} from {v:?} to {to:?}");
    let int = v.as_apint();
    Ok(match (op, to) {
        (Cast::ExtS | Cast::ExtU | Cast::IndexCast | Cast::IndexCastU, _) => {
            let a = int.ok_or_else(unsupported)?;
            let signed = matches!(op, Cast::ExtS | Cast::IndexCast);
            Some(to.int_value(resize(a, to.width(), signed)))
        }
        (Cast::TruncI, _) => {
            let a = int.ok_or_else(unsupported)?;
            let r = a.trunc(to.width());
            let bad =
                (flags.nsw && r.sext(a.width()) != *a) || (flags.nuw && r.zext(a.width()) != *a);
            (!bad).then(|| to.int_value(r))
        }
        (Cast::Bitcast, _) => {
            let bits = bits_of(v).ok_or_else(unsupported)?;
            Some(match to {
                Scalar::Float(k) => Value::Float(k, bits),
                _ => to.int_value(APInt::from_words(
                    to.width(),
                    &[bits as u64, (bits >> 64) as u64],
                )),
            })
        }
        (Cast::SIToFP | Cast::UIToFP, Scalar::Float(k)) => {
            let a = int.ok_or_else(unsupported)?;
            Some(Value::Float(k, fo::from_apint(k, a, op == Cast::SIToFP)))
        }
        (Cast::FPToSI | Cast::FPToUI, _) => {
            let Value::Float(k, b) = v else {
                return Err(unsupported());
            };
            fo::to_apint(
                *k,
                *b,
                to.width(),
                op == Cast::FPToSI,
                RoundingMode::TowardZero,
            )
            .map(|(r, _)| to.int_value(r))
        }
        (Cast::ExtF | Cast::TruncF, Scalar::Float(k)) => {
            let Value::Float(from, b) = v else {
                return Err(unsupported());
            };
            let rm = if op == Cast::ExtF {
                RoundingMode::NearestTiesToEven
            } else {
                rm
            };
            Some(Value::Float(k, fo::convert(*from, k, *b, rm).0))
        }
        _ => return Err(unsupported()),
    })
}
