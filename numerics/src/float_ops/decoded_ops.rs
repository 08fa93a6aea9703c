//! The operations on decoded values (sign, exponent, integer significand)
//! behind the public ones, each computed exactly and rounded once:
//! addition and subtraction, multiplication, division, remainder,
//! comparison, sign change, square root and rounding to an integral value.

use super::*;

// ---------------------------------------------------------------------------
// Core operations on decoded values
// ---------------------------------------------------------------------------

pub(super) fn add_sub_fp(
    s: &Sem,
    a: Fp,
    b: Fp,
    subtract: bool,
    rm: RoundingMode,
) -> (Fp, FloatStatus) {
    if let Some(r) = propagate_nan(s, &a, &b) {
        return r;
    }
    let ok = FloatStatus::default();
    let (mut r, st) = match (a.cat, b.cat) {
        (Cat::Normal, Cat::Zero) | (Cat::Inf, Cat::Normal) | (Cat::Inf, Cat::Zero) => (a, ok),
        (Cat::Normal, Cat::Inf) | (Cat::Zero, Cat::Inf) => (Fp::inf(b.neg ^ subtract), ok),
        (Cat::Zero, Cat::Normal) => (
            Fp {
                neg: b.neg ^ subtract,
                ..b
            },
            ok,
        ),
        (Cat::Zero, Cat::Zero) => (a, ok),
        (Cat::Inf, Cat::Inf) => {
            if (a.neg ^ b.neg) != subtract {
                (default_nan(s, false), FloatStatus::invalid())
            } else {
                (a, ok)
            }
        }
        _ => {
            let (ma, mb, e) = align(s, &a, &b);
            let b_neg = b.neg ^ subtract;
            if a.neg == b_neg {
                round_exact(s, a.neg, &(ma + mb), e, false, rm)
            } else {
                match ma.cmp(&mb) {
                    Ordering::Greater => round_exact(s, a.neg, &(ma - mb), e, false, rm),
                    Ordering::Less => round_exact(s, b_neg, &(mb - ma), e, false, rm),
                    Ordering::Equal => (Fp::zero(a.neg), ok),
                }
            }
        }
    };
    if r.cat == Cat::Zero {
        if b.cat != Cat::Zero || (a.neg == b.neg) == subtract {
            r.neg = rm == RoundingMode::TowardNegative;
        }
        if s.nan_enc == NanEnc::NegativeZero {
            r.neg = false;
        }
    }
    (r, st)
}

pub(super) fn mul_fp(s: &Sem, a: Fp, b: Fp, rm: RoundingMode) -> (Fp, FloatStatus) {
    if let Some(r) = propagate_nan(s, &a, &b) {
        return r;
    }
    let neg = a.neg ^ b.neg;
    let ok = FloatStatus::default();
    match (a.cat, b.cat) {
        (Cat::Normal, Cat::Inf) | (Cat::Inf, Cat::Normal) | (Cat::Inf, Cat::Inf) => {
            (Fp::inf(neg), ok)
        }
        (Cat::Zero, Cat::Normal) | (Cat::Normal, Cat::Zero) | (Cat::Zero, Cat::Zero) => {
            (zero_value(s, neg), ok)
        }
        (Cat::Zero, Cat::Inf) | (Cat::Inf, Cat::Zero) => {
            (default_nan(s, false), FloatStatus::invalid())
        }
        _ => {
            let (sa, xa) = scaled(s, &a);
            let (sb, xb) = scaled(s, &b);
            let mag = BigUint::from(sa) * BigUint::from(sb);
            round_exact(s, neg, &mag, xa + xb, false, rm)
        }
    }
}

pub(super) fn div_fp(s: &Sem, a: Fp, b: Fp, rm: RoundingMode) -> (Fp, FloatStatus) {
    if let Some(r) = propagate_nan(s, &a, &b) {
        return r;
    }
    let neg = a.neg ^ b.neg;
    let ok = FloatStatus::default();
    match (a.cat, b.cat) {
        (Cat::Inf, Cat::Zero) | (Cat::Inf, Cat::Normal) => (Fp::inf(neg), ok),
        (Cat::Zero, Cat::Inf) | (Cat::Zero, Cat::Normal) | (Cat::Normal, Cat::Inf) => {
            (zero_value(s, neg), ok)
        }
        (Cat::Normal, Cat::Zero) => {
            let v = if s.non_finite == NonFinite::NanOnly {
                default_nan(s, neg)
            } else {
                Fp::inf(neg)
            };
            let st = FloatStatus {
                div_by_zero: true,
                ..FloatStatus::default()
            };
            (v, st)
        }
        (Cat::Inf, Cat::Inf) | (Cat::Zero, Cat::Zero) => {
            (default_nan(s, false), FloatStatus::invalid())
        }
        _ => {
            let (sa, xa) = scaled(s, &a);
            let (sb, xb) = scaled(s, &b);
            let p = i64::from(s.precision);
            let bits_a = 128 - i64::from(sa.leading_zeros());
            let bits_b = 128 - i64::from(sb.leading_zeros());
            let k = (p + 3 + bits_b - bits_a).max(0);
            let num = BigUint::from(sa) << k as u64;
            let den = BigUint::from(sb);
            let q = &num / &den;
            let sticky = !(&num % &den).is_zero();
            round_exact(s, neg, &q, xa - xb - k, sticky, rm)
        }
    }
}

pub(super) fn mod_fp(s: &Sem, a: Fp, b: Fp) -> (Fp, FloatStatus) {
    if let Some(r) = propagate_nan(s, &a, &b) {
        return r;
    }
    let ok = FloatStatus::default();
    match (a.cat, b.cat) {
        (Cat::Zero, Cat::Inf) | (Cat::Zero, Cat::Normal) | (Cat::Normal, Cat::Inf) => (a, ok),
        (Cat::Normal, Cat::Normal) => {
            if cmp_abs(&a, &b) == Ordering::Less {
                return (a, ok);
            }
            let (ma, mb, e) = align(s, &a, &b);
            let r = ma % mb;
            if r.is_zero() {
                return (zero_value(s, a.neg), ok);
            }
            round_exact(s, a.neg, &r, e, false, RoundingMode::NearestTiesToEven)
        }
        _ => (default_nan(s, false), FloatStatus::invalid()),
    }
}

pub(super) fn compare_fp(a: &Fp, b: &Fp) -> FloatOrdering {
    use FloatOrdering::*;
    let by_sign = |neg: bool| if neg { Less } else { Greater };
    match (a.cat, b.cat) {
        (Cat::NaN, _) | (_, Cat::NaN) => Unordered,
        (Cat::Inf, Cat::Normal) | (Cat::Inf, Cat::Zero) | (Cat::Normal, Cat::Zero) => {
            by_sign(a.neg)
        }
        (Cat::Normal, Cat::Inf) | (Cat::Zero, Cat::Inf) | (Cat::Zero, Cat::Normal) => {
            if b.neg {
                Greater
            } else {
                Less
            }
        }
        (Cat::Inf, Cat::Inf) => {
            if a.neg == b.neg {
                Equal
            } else {
                by_sign(a.neg)
            }
        }
        (Cat::Zero, Cat::Zero) => Equal,
        (Cat::Normal, Cat::Normal) => {
            if a.neg != b.neg {
                return by_sign(a.neg);
            }
            let abs = cmp_abs(a, b);
            let abs = if a.neg { abs.reverse() } else { abs };
            match abs {
                Ordering::Less => Less,
                Ordering::Equal => Equal,
                Ordering::Greater => Greater,
            }
        }
    }
}

/// APFloat's `changeSign`: the NaN-as-negative-zero formats keep the sign of
/// zero and NaN.
pub(super) fn change_sign(s: &Sem, mut v: Fp) -> Fp {
    if s.nan_enc == NanEnc::NegativeZero && (v.cat == Cat::Zero || v.cat == Cat::NaN) {
        return v;
    }
    v.neg = !v.neg;
    v
}

pub(super) fn sqrt_fp(s: &Sem, a: Fp, rm: RoundingMode) -> (Fp, FloatStatus) {
    match a.cat {
        Cat::NaN => {
            let st = if is_signaling_fp(s, &a) {
                FloatStatus::invalid()
            } else {
                FloatStatus::default()
            };
            (make_quiet(s, a), st)
        }
        Cat::Zero => (a, FloatStatus::default()),
        _ if a.neg => (default_nan(s, false), FloatStatus::invalid()),
        Cat::Inf => (a, FloatStatus::default()),
        Cat::Normal => {
            let (m, mut x) = scaled(s, &a);
            let mut mag = BigUint::from(m);
            if x & 1 != 0 {
                mag <<= 1u32;
                x -= 1;
            }
            let want = 2 * (i64::from(s.precision) + 3);
            let k = ((want - mag.bits() as i64).max(0) + 1) / 2;
            let big = mag << (2 * k) as u64;
            let r = big.sqrt();
            let sticky = &r * &r != big;
            round_exact(s, false, &r, (x - 2 * k) / 2, sticky, rm)
        }
    }
}

/// Rounds to an integral value in the same format, exactly as APFloat's
/// `roundToIntegral` does it: add and subtract `2^(precision-1)` (with the
/// operand's sign) in the operand's format, then restore the operand's sign.
/// For ordinary formats this is exact integer rounding (zero results keep the
/// sign); in formats too narrow for `2^(precision-1)` (`f8E3M4`,
/// `f6E2M3FN`, ...) the constant overflows and the result is whatever that
/// arithmetic gives (NaN, 0, ...), as in MLIR.
pub(super) fn round_integral_fp(s: &Sem, a: Fp, rm: RoundingMode) -> (Fp, FloatStatus) {
    match a.cat {
        Cat::Inf | Cat::Zero => (a, FloatStatus::default()),
        Cat::NaN => {
            let st = if is_signaling_fp(s, &a) {
                FloatStatus::invalid()
            } else {
                FloatStatus::default()
            };
            (make_quiet(s, a), st)
        }
        Cat::Normal => {
            let p = s.precision;
            if a.exp + 1 >= i64::from(p) {
                return (a, FloatStatus::default());
            }
            let magic = BigUint::from(1u32) << (p - 1);
            let (mut m, _) =
                round_exact(s, false, &magic, 0, false, RoundingMode::NearestTiesToEven);
            m.neg = a.neg;
            let (sum, st) = add_sub_fp(s, a, m, false, rm);
            let (mut r, _) = add_sub_fp(s, sum, m, true, rm);
            if r.neg != a.neg {
                r = change_sign(s, r);
            }
            (r, st)
        }
    }
}
