//! The semantics of math's ops. Exactly rounded ops (`absf`, `ceil`,
//! `floor`, `roundeven`, `round`, `trunc`, `sqrt`, `copysign`, `fma`,
//! `fpowi`, `clampf`) work on every float format; transcendental ones use
//! the host C library on f32/f64, as MLIR's folders do (with the folders'
//! own glibc-exact `erf`, `erfc`, `asinh`, `acosh` and `atanh` from
//! `rmlir_dialects::math::libm`), and compute f16/bf16 in f32 then round.

use crate::arith::{float_binary, FloatBin};
use rmlir_dialects::math::libm;
use rmlir_numerics::apint::APInt;
use rmlir_numerics::float::FloatKind;
use rmlir_numerics::float_ops::{self as fo, RoundingMode};

/// math's float unary ops.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FloatUn {
    /// `arith.negf`.
    Neg,
    /// `math.absf`.
    Abs,
    /// `math.ceil`.
    Ceil,
    /// `math.floor`.
    Floor,
    /// `math.roundeven`.
    RoundEven,
    /// `math.round` (ties away from zero).
    Round,
    /// `math.trunc`.
    Trunc,
    /// `math.sqrt`.
    Sqrt,
    /// `math.rsqrt`.
    Rsqrt,
    /// `math.cbrt`.
    Cbrt,
    /// `math.exp`.
    Exp,
    /// `math.exp2`.
    Exp2,
    /// `math.expm1`.
    Expm1,
    /// `math.log`.
    Log,
    /// `math.log2`.
    Log2,
    /// `math.log10`.
    Log10,
    /// `math.log1p`.
    Log1p,
    /// `math.sin`.
    Sin,
    /// `math.cos`.
    Cos,
    /// `math.tan`.
    Tan,
    /// `math.asin`.
    Asin,
    /// `math.acos`.
    Acos,
    /// `math.atan`.
    Atan,
    /// `math.sinh`.
    Sinh,
    /// `math.cosh`.
    Cosh,
    /// `math.tanh`.
    Tanh,
    /// `math.asinh`.
    Asinh,
    /// `math.acosh`.
    Acosh,
    /// `math.atanh`.
    Atanh,
    /// `math.erf`.
    Erf,
    /// `math.erfc`.
    Erfc,
}

/// Host `f64`/`f32` function pair applied on f64/f32, or in f32 on
/// f16/bf16 (rounded back to nearest even); `None` on other formats.
pub fn host(kind: FloatKind, b: u128, f64f: fn(f64) -> f64, f32f: fn(f32) -> f32) -> Option<u128> {
    match kind {
        FloatKind::F64 => Some(u128::from(f64f(f64::from_bits(b as u64)).to_bits())),
        FloatKind::F32 => Some(u128::from(f32f(f32::from_bits(b as u32)).to_bits())),
        FloatKind::F16 | FloatKind::BF16 => {
            let wide = fo::convert(kind, FloatKind::F32, b, RoundingMode::NearestTiesToEven).0;
            let r = u128::from(f32f(f32::from_bits(wide as u32)).to_bits());
            Some(fo::convert(FloatKind::F32, kind, r, RoundingMode::NearestTiesToEven).0)
        }
        _ => None,
    }
}

/// Binary version of [`host`].
pub fn host2(
    kind: FloatKind,
    a: u128,
    b: u128,
    f64f: fn(f64, f64) -> f64,
    f32f: fn(f32, f32) -> f32,
) -> Option<u128> {
    let to32 = |x| fo::convert(kind, FloatKind::F32, x, RoundingMode::NearestTiesToEven).0 as u32;
    match kind {
        FloatKind::F64 => Some(u128::from(
            f64f(f64::from_bits(a as u64), f64::from_bits(b as u64)).to_bits(),
        )),
        FloatKind::F32 => Some(u128::from(
            f32f(f32::from_bits(a as u32), f32::from_bits(b as u32)).to_bits(),
        )),
        FloatKind::F16 | FloatKind::BF16 => {
            let r = f32f(f32::from_bits(to32(a)), f32::from_bits(to32(b))).to_bits();
            Some(
                fo::convert(
                    FloatKind::F32,
                    kind,
                    u128::from(r),
                    RoundingMode::NearestTiesToEven,
                )
                .0,
            )
        }
        _ => None,
    }
}

/// `op(a)`; `None` when the format is not supported for `op`.
pub fn float_unary(op: FloatUn, kind: FloatKind, a: u128) -> Option<u128> {
    let rti = |rm| Some(fo::round_to_integral(kind, a, rm));
    match op {
        FloatUn::Neg => Some(fo::neg(kind, a)),
        FloatUn::Abs => Some(fo::abs(kind, a)),
        FloatUn::Ceil => rti(RoundingMode::TowardPositive),
        FloatUn::Floor => rti(RoundingMode::TowardNegative),
        FloatUn::RoundEven => rti(RoundingMode::NearestTiesToEven),
        FloatUn::Round => rti(RoundingMode::NearestTiesToAway),
        FloatUn::Trunc => rti(RoundingMode::TowardZero),
        FloatUn::Sqrt => Some(fo::sqrt(kind, a)),
        FloatUn::Rsqrt => {
            let s = fo::sqrt(kind, a);
            Some(fo::div(kind, fo::one(kind, false), s))
        }
        FloatUn::Cbrt => host(kind, a, f64::cbrt, f32::cbrt),
        FloatUn::Exp => host(kind, a, f64::exp, f32::exp),
        FloatUn::Exp2 => host(kind, a, f64::exp2, f32::exp2),
        FloatUn::Expm1 => host(kind, a, f64::exp_m1, f32::exp_m1),
        FloatUn::Log => host(kind, a, f64::ln, f32::ln),
        FloatUn::Log2 => host(kind, a, f64::log2, f32::log2),
        FloatUn::Log10 => host(kind, a, f64::log10, f32::log10),
        FloatUn::Log1p => host(kind, a, f64::ln_1p, f32::ln_1p),
        FloatUn::Sin => host(kind, a, f64::sin, f32::sin),
        FloatUn::Cos => host(kind, a, f64::cos, f32::cos),
        FloatUn::Tan => host(kind, a, f64::tan, f32::tan),
        FloatUn::Asin => host(kind, a, f64::asin, f32::asin),
        FloatUn::Acos => host(kind, a, f64::acos, f32::acos),
        FloatUn::Atan => host(kind, a, f64::atan, f32::atan),
        FloatUn::Sinh => host(kind, a, f64::sinh, f32::sinh),
        FloatUn::Cosh => host(kind, a, f64::cosh, f32::cosh),
        FloatUn::Tanh => host(kind, a, f64::tanh, f32::tanh),
        FloatUn::Asinh => host(kind, a, libm::asinh64, libm::asinh32),
        FloatUn::Acosh => host(kind, a, libm::acosh64, libm::acosh32),
        FloatUn::Atanh => host(kind, a, libm::atanh64, libm::atanh32),
        FloatUn::Erf => host(kind, a, libm::erf64, libm::erf32),
        FloatUn::Erfc => host(kind, a, libm::erfc64, libm::erfc32),
    }
}

/// `math.fma`: `a * b + c` with a single rounding on f32/f64 (the host's
/// fused multiply-add); f16/bf16 are computed in f64 (where their product
/// is exact) then rounded; `None` on other formats.
pub fn fma(kind: FloatKind, a: u128, b: u128, c: u128) -> Option<u128> {
    let ne = RoundingMode::NearestTiesToEven;
    match kind {
        FloatKind::F64 => {
            let f = |x: u128| f64::from_bits(x as u64);
            Some(u128::from(f(a).mul_add(f(b), f(c)).to_bits()))
        }
        FloatKind::F32 => {
            let f = |x: u128| f32::from_bits(x as u32);
            Some(u128::from(f(a).mul_add(f(b), f(c)).to_bits()))
        }
        FloatKind::F16 | FloatKind::BF16 => {
            let f = |x| f64::from_bits(fo::convert(kind, FloatKind::F64, x, ne).0 as u64);
            let r = f(a).mul_add(f(b), f(c)).to_bits();
            Some(fo::convert(FloatKind::F64, kind, u128::from(r), ne).0)
        }
        _ => None,
    }
}

/// `math.fpowi`: `a` to the signed integer power `n`, by repeated squaring
/// in `a`'s format as LLVM's run-time `__powi*f2` computes it (the
/// lowering of `llvm.intr.powi`; MLIR 22 does not fold it), then the
/// reciprocal for a negative power.
pub fn fpowi(kind: FloatKind, a: u128, n: i64) -> u128 {
    let mul = |x, y| float_binary(FloatBin::Mul, kind, x, y).unwrap_or(x);
    let one = fo::one(kind, false);
    let (mut base, mut r, mut b) = (a, one, n);
    loop {
        if b & 1 != 0 {
            r = mul(r, base);
        }
        b /= 2;
        if b == 0 {
            break;
        }
        base = mul(base, base);
    }
    if n < 0 {
        float_binary(FloatBin::Div, kind, one, r).unwrap_or(r)
    } else {
        r
    }
}

/// `math.clampf` as MLIR 22 defines and expands it:
/// `maximumf(minimumf(value, min), max)`, with the intermediate value
/// returned too (fastmath flags apply to it).
pub fn clampf(kind: FloatKind, value: u128, min: u128, max: u128) -> (u128, u128) {
    let lowered = fo::fold_minimumf(kind, value, min);
    (lowered, fo::fold_maximumf(kind, lowered, max))
}

/// math's integer unary ops.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IntUn {
    /// `math.absi`.
    Abs,
    /// `math.ctlz`.
    Ctlz,
    /// `math.cttz`.
    Cttz,
    /// `math.ctpop`.
    Ctpop,
}

/// `op(a)`.
pub fn int_unary(op: IntUn, a: &APInt) -> APInt {
    match op {
        IntUn::Abs => a.abs(),
        IntUn::Ctlz => a.ctlz(),
        IntUn::Cttz => a.cttz(),
        IntUn::Ctpop => a.ctpop(),
    }
}

/// math's float classification ops.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Classify {
    /// `math.isnan`.
    IsNan,
    /// `math.isinf`.
    IsInf,
    /// `math.isfinite`.
    IsFinite,
    /// `math.isnormal`.
    IsNormal,
}

/// Whether `a` is of the class `op` tests.
pub fn classify(op: Classify, kind: FloatKind, a: u128) -> bool {
    match op {
        Classify::IsNan => fo::is_nan(kind, a),
        Classify::IsInf => fo::is_inf(kind, a),
        Classify::IsFinite => fo::is_finite(kind, a),
        Classify::IsNormal => {
            fo::is_finite(kind, a) && !fo::is_zero(kind, a) && !fo::is_denormal(kind, a)
        }
    }
}
