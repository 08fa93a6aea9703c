//! Conversions between kinds and to and from integers (`APInt`).

use super::*;

// ---------------------------------------------------------------------------
// Public API: conversions
// ---------------------------------------------------------------------------

pub(super) fn convert_fp(from: &Sem, to: &Sem, v: Fp, rm: RoundingMode) -> (Fp, FloatStatus, bool) {
    let ok = FloatStatus::default();
    let (mut r, st, loses) = match v.cat {
        Cat::Normal => {
            let (sig, x) = scaled(from, &v);
            let (r, st) = round_exact(to, v.neg, &BigUint::from(sig), x, false, rm);
            (r, st, !st.is_ok())
        }
        Cat::NaN => {
            let signaling = is_signaling_fp(from, &v);
            let x86_special =
                from.layout == Layout::X87 && to.layout != Layout::X87 && (v.sig >> 62) & 3 != 3;
            let shift = i64::from(to.precision) - i64::from(from.precision);
            let mut payload = v.sig;
            let mut lost = false;
            if shift < 0 && from.non_finite != NonFinite::NanOnly {
                let n = shift.unsigned_abs() as u32;
                lost = payload & low_mask(n) != 0;
                payload = if n >= 128 { 0 } else { payload >> n };
            } else if shift > 0 {
                payload <<= shift as u32;
            }
            if to.non_finite == NonFinite::NanOnly {
                let st = if signaling {
                    FloatStatus::invalid()
                } else {
                    ok
                };
                let loses = from.non_finite != NonFinite::NanOnly;
                (default_nan(to, v.neg), st, loses)
            } else {
                let mut r = Fp::nan(v.neg, payload);
                if from.nan_enc == NanEnc::NegativeZero && to.nan_enc != NanEnc::NegativeZero {
                    r = default_nan(to, false);
                }
                let loses = lost || x86_special;
                if !x86_special && to.layout == Layout::X87 {
                    r.sig |= 1u128 << 63;
                }
                if signaling {
                    (make_quiet(to, r), FloatStatus::invalid(), loses)
                } else {
                    (r, ok, loses)
                }
            }
        }
        Cat::Inf if to.non_finite == NonFinite::NanOnly => {
            let st = FloatStatus {
                inexact: true,
                ..ok
            };
            (default_nan(to, v.neg), st, true)
        }
        Cat::Inf => (v, ok, false),
        Cat::Zero if to.nan_enc == NanEnc::NegativeZero => {
            let loses = from.nan_enc != NanEnc::NegativeZero && v.neg;
            let st = FloatStatus {
                inexact: loses,
                ..ok
            };
            (Fp::zero(false), st, loses)
        }
        Cat::Zero => (v, ok, false),
    };
    if r.cat == Cat::Zero && !to.has_zero {
        r = zero_value(to, false);
    }
    (r, st, loses)
}

/// Converts between formats (APFloat's `convert`): the result, the exception
/// flags and whether information was lost (APFloat's `losesInfo`).
pub fn convert(
    from: FloatKind,
    to: FloatKind,
    bits: u128,
    rm: RoundingMode,
) -> (u128, FloatStatus, bool) {
    let (fs, ts) = (sem(from), sem(to));
    let (r, st, loses) = convert_fp(&fs, &ts, decode(&fs, bits), rm);
    (encode(&ts, r), st, loses)
}

/// Converts an integer to `kind` (APFloat's `convertFromAPInt`, rounding to
/// nearest even): `signed` reads `value` as two's complement.
pub fn from_apint(kind: FloatKind, value: &APInt, signed: bool) -> u128 {
    from_apint_with_status(kind, value, signed, RoundingMode::default()).0
}

/// [`from_apint`] with a rounding mode, and the exception flags.
pub fn from_apint_with_status(
    kind: FloatKind,
    value: &APInt,
    signed: bool,
    rm: RoundingMode,
) -> (u128, FloatStatus) {
    let s = sem(kind);
    let neg = signed && value.sign_bit();
    let mag = if neg {
        value.wrapping_neg().to_biguint()
    } else {
        value.to_biguint()
    };
    let (r, st) = round_exact(&s, neg, &mag, 0, false, rm);
    (encode(&s, r), st)
}

/// Converts to an integer of `width` bits (APFloat's `convertToInteger`):
/// the rounded value and whether it is exact, or `None` for NaN, infinity
/// and out-of-range values (`opInvalidOp`).
pub fn to_apint(
    kind: FloatKind,
    bits: u128,
    width: u32,
    signed: bool,
    rm: RoundingMode,
) -> Option<(APInt, bool)> {
    let s = sem(kind);
    let v = decode(&s, bits);
    match v.cat {
        Cat::NaN | Cat::Inf => return None,
        Cat::Zero => return Some((APInt::zero(width), !v.neg)),
        Cat::Normal => {}
    }
    if v.exp >= 0 && v.exp + 1 > i64::from(width) {
        return None;
    }
    let (sig, x) = scaled(&s, &v);
    let (mut q, lost) = if x >= 0 {
        (BigUint::from(sig) << x as u64, Lost::Zero)
    } else {
        let n = x.unsigned_abs();
        if n >= 128 {
            (BigUint::zero(), Lost::LessThanHalf)
        } else {
            let n = n as u32;
            let q = sig >> n;
            let rem = sig & low_mask(n);
            let half = 1u128 << (n - 1);
            let lost = if rem == 0 {
                Lost::Zero
            } else {
                match rem.cmp(&half) {
                    Ordering::Less => Lost::LessThanHalf,
                    Ordering::Equal => Lost::Half,
                    Ordering::Greater => Lost::MoreThanHalf,
                }
            };
            (BigUint::from(q), lost)
        }
    };
    if round_away(rm, lost, v.neg, q.bit(0)) {
        q += 1u32;
    }
    let omsb = q.bits();
    let w = u64::from(width);
    if v.neg {
        if !signed {
            if omsb != 0 {
                return None;
            }
        } else {
            let pow2 = q.trailing_zeros().map(|tz| tz + 1) == Some(omsb);
            if (omsb == w && !pow2) || omsb > w {
                return None;
            }
        }
    } else if omsb >= w + u64::from(!signed) {
        return None;
    }
    let magnitude = APInt::from_biguint(width, &q);
    let value = if v.neg {
        magnitude.wrapping_neg()
    } else {
        magnitude
    };
    Some((value, lost == Lost::Zero))
}
