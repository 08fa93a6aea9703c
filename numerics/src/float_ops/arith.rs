//! Arithmetic: `+ - * /` (with and without status), remainder, square
//! root, negation, absolute value, copysign, comparisons, the four
//! minimum/maximum flavours and rounding to an integral value.

use super::*;

// ---------------------------------------------------------------------------
// Public API: arithmetic
// ---------------------------------------------------------------------------

/// The host `f32` operands if both are finite and non-zero.
fn native_f32(a: u128, b: u128) -> Option<(f32, f32)> {
    let ok = |x: u32| x & 0x7fff_ffff != 0 && (x >> 23) & 0xff != 0xff;
    let (a, b) = (a as u32, b as u32);
    (ok(a) && ok(b)).then(|| (f32::from_bits(a), f32::from_bits(b)))
}

/// The host `f64` operands if both are finite and non-zero.
fn native_f64(a: u128, b: u128) -> Option<(f64, f64)> {
    let ok = |x: u64| x & 0x7fff_ffff_ffff_ffff != 0 && (x >> 52) & 0x7ff != 0x7ff;
    let (a, b) = (a as u64, b as u64);
    (ok(a) && ok(b)).then(|| (f64::from_bits(a), f64::from_bits(b)))
}

/// Which binary arithmetic operation.
#[derive(Clone, Copy)]
pub(super) enum BinOp {
    Add,
    Sub,
    Mul,
    Div,
}

pub(super) fn binary(
    kind: FloatKind,
    op: BinOp,
    a: u128,
    b: u128,
    rm: RoundingMode,
) -> (u128, FloatStatus) {
    let s = sem(kind);
    let (x, y) = (decode(&s, a), decode(&s, b));
    let (r, st) = match op {
        BinOp::Add => add_sub_fp(&s, x, y, false, rm),
        BinOp::Sub => add_sub_fp(&s, x, y, true, rm),
        BinOp::Mul => mul_fp(&s, x, y, rm),
        BinOp::Div => div_fp(&s, x, y, rm),
    };
    (encode(&s, r), st)
}

/// Native fast path for `f32`/`f64` with finite non-zero operands.
fn binary_native(kind: FloatKind, op: BinOp, a: u128, b: u128) -> Option<u128> {
    match kind {
        FloatKind::F32 => native_f32(a, b).map(|(x, y)| {
            let r = match op {
                BinOp::Add => x + y,
                BinOp::Sub => x - y,
                BinOp::Mul => x * y,
                BinOp::Div => x / y,
            };
            u128::from(r.to_bits())
        }),
        FloatKind::F64 => native_f64(a, b).map(|(x, y)| {
            let r = match op {
                BinOp::Add => x + y,
                BinOp::Sub => x - y,
                BinOp::Mul => x * y,
                BinOp::Div => x / y,
            };
            u128::from(r.to_bits())
        }),
        _ => None,
    }
}

/// `a + b`, rounded to nearest even (APFloat's `add`).
pub fn add(kind: FloatKind, a: u128, b: u128) -> u128 {
    binary_native(kind, BinOp::Add, a, b)
        .unwrap_or_else(|| binary(kind, BinOp::Add, a, b, RoundingMode::default()).0)
}

/// `a - b`, rounded to nearest even (APFloat's `subtract`).
pub fn sub(kind: FloatKind, a: u128, b: u128) -> u128 {
    binary_native(kind, BinOp::Sub, a, b)
        .unwrap_or_else(|| binary(kind, BinOp::Sub, a, b, RoundingMode::default()).0)
}

/// `a * b`, rounded to nearest even (APFloat's `multiply`).
pub fn mul(kind: FloatKind, a: u128, b: u128) -> u128 {
    binary_native(kind, BinOp::Mul, a, b)
        .unwrap_or_else(|| binary(kind, BinOp::Mul, a, b, RoundingMode::default()).0)
}

/// `a / b`, rounded to nearest even (APFloat's `divide`).
pub fn div(kind: FloatKind, a: u128, b: u128) -> u128 {
    binary_native(kind, BinOp::Div, a, b)
        .unwrap_or_else(|| binary(kind, BinOp::Div, a, b, RoundingMode::default()).0)
}

/// `a + b` with a rounding mode, and the exception flags.
pub fn add_with_status(kind: FloatKind, a: u128, b: u128, rm: RoundingMode) -> (u128, FloatStatus) {
    binary(kind, BinOp::Add, a, b, rm)
}

/// `a - b` with a rounding mode, and the exception flags.
pub fn sub_with_status(kind: FloatKind, a: u128, b: u128, rm: RoundingMode) -> (u128, FloatStatus) {
    binary(kind, BinOp::Sub, a, b, rm)
}

/// `a * b` with a rounding mode, and the exception flags.
pub fn mul_with_status(kind: FloatKind, a: u128, b: u128, rm: RoundingMode) -> (u128, FloatStatus) {
    binary(kind, BinOp::Mul, a, b, rm)
}

/// `a / b` with a rounding mode, and the exception flags.
pub fn div_with_status(kind: FloatKind, a: u128, b: u128, rm: RoundingMode) -> (u128, FloatStatus) {
    binary(kind, BinOp::Div, a, b, rm)
}

/// C `fmod` (APFloat's `mod`, what `arith.remf` folds with): exact, with the
/// sign of `a`; NaN for `x rem 0` and `inf rem y`.
pub fn rem(kind: FloatKind, a: u128, b: u128) -> u128 {
    let s = sem(kind);
    encode(&s, mod_fp(&s, decode(&s, a), decode(&s, b)).0)
}

/// [`rem`] with its exception flags.
pub fn rem_with_status(kind: FloatKind, a: u128, b: u128) -> (u128, FloatStatus) {
    let s = sem(kind);
    let (r, st) = mod_fp(&s, decode(&s, a), decode(&s, b));
    (encode(&s, r), st)
}

/// Square root, correctly rounded to nearest even; NaN for negative
/// operands (`-0.0` gives `-0.0`).
pub fn sqrt(kind: FloatKind, a: u128) -> u128 {
    let s = sem(kind);
    encode(&s, sqrt_fp(&s, decode(&s, a), RoundingMode::default()).0)
}

/// Negation (`arith.negf`; APFloat's `changeSign`): flips the sign bit,
/// including a NaN's, except for the zero and NaN of the FNUZ formats.
pub fn neg(kind: FloatKind, a: u128) -> u128 {
    let s = sem(kind);
    encode(&s, change_sign(&s, decode(&s, a)))
}

/// Absolute value (`math.absf`): clears the sign, NaNs included.
pub fn abs(kind: FloatKind, a: u128) -> u128 {
    let s = sem(kind);
    let v = decode(&s, a);
    let v = if v.neg { change_sign(&s, v) } else { v };
    encode(&s, v)
}

/// `a` with the sign of `b` (`math.copysign`).
pub fn copysign(kind: FloatKind, a: u128, b: u128) -> u128 {
    let s = sem(kind);
    let (x, y) = (decode(&s, a), decode(&s, b));
    let x = if x.neg != y.neg {
        change_sign(&s, x)
    } else {
        x
    };
    encode(&s, x)
}

/// Compares `a` and `b` (`-0 == +0`, NaN unordered).
pub fn compare(kind: FloatKind, a: u128, b: u128) -> FloatOrdering {
    let s = sem(kind);
    compare_fp(&decode(&s, a), &decode(&s, b))
}

/// `arith.cmpf`: evaluates `a <pred> b`.
pub fn cmpf(kind: FloatKind, pred: CmpFPredicate, a: u128, b: u128) -> bool {
    pred.holds(compare(kind, a, b))
}

/// The four min/max flavours.
#[derive(Clone, Copy, PartialEq, Eq)]
enum MinMax {
    Minimum,
    Maximum,
    MinNum,
    MaxNum,
}

fn min_max(kind: FloatKind, which: MinMax, a: u128, b: u128) -> u128 {
    let s = sem(kind);
    let (x, y) = (decode(&s, a), decode(&s, b));
    let quiet = |v: Fp| encode(&s, make_quiet(&s, v));
    let is_max = matches!(which, MinMax::Maximum | MinMax::MaxNum);
    if matches!(which, MinMax::Minimum | MinMax::Maximum) {
        if x.cat == Cat::NaN {
            return quiet(x);
        }
        if y.cat == Cat::NaN {
            return quiet(y);
        }
    } else {
        if is_signaling_fp(&s, &x) {
            return quiet(x);
        }
        if is_signaling_fp(&s, &y) {
            return quiet(y);
        }
        if x.cat == Cat::NaN {
            return encode(&s, y);
        }
        if y.cat == Cat::NaN {
            return encode(&s, x);
        }
    }
    if x.cat == Cat::Zero && y.cat == Cat::Zero && x.neg != y.neg {
        // -0 < +0.
        let pick_x = x.neg != is_max;
        return encode(&s, if pick_x { x } else { y });
    }
    let ord = compare_fp(&x, &y);
    let pick_y = if is_max {
        ord == FloatOrdering::Less
    } else {
        ord == FloatOrdering::Greater
    };
    encode(&s, if pick_y { y } else { x })
}

/// IEEE 754-2019 `maximum` (`llvm::maximum`): NaN if either is NaN (made
/// quiet), `+0 > -0`.
pub fn maximum(kind: FloatKind, a: u128, b: u128) -> u128 {
    min_max(kind, MinMax::Maximum, a, b)
}

/// IEEE 754-2019 `minimum` (`llvm::minimum`): NaN if either is NaN (made
/// quiet), `-0 < +0`.
pub fn minimum(kind: FloatKind, a: u128, b: u128) -> u128 {
    min_max(kind, MinMax::Minimum, a, b)
}

/// IEEE 754-2008 `maxNum` (`llvm::maxnum`): a quiet NaN operand is ignored, a
/// signaling one is returned made quiet; `+0 > -0`.
pub fn maxnum(kind: FloatKind, a: u128, b: u128) -> u128 {
    min_max(kind, MinMax::MaxNum, a, b)
}

/// IEEE 754-2008 `minNum` (`llvm::minnum`): a quiet NaN operand is ignored, a
/// signaling one is returned made quiet; `-0 < +0`.
pub fn minnum(kind: FloatKind, a: u128, b: u128) -> u128 {
    min_max(kind, MinMax::MinNum, a, b)
}

/// Rounds to an integral value in the same format (APFloat's
/// `roundToIntegral`; `math.floor`/`ceil`/`roundeven` use it).
pub fn round_to_integral(kind: FloatKind, a: u128, rm: RoundingMode) -> u128 {
    let s = sem(kind);
    encode(&s, round_integral_fp(&s, decode(&s, a), rm).0)
}
