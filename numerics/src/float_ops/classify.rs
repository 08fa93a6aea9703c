//! Classification (NaN, infinity, zero, sign, denormal, precision) and
//! the special values of each kind (zero, one, infinity, NaN, largest,
//! smallest).

use super::*;

// ---------------------------------------------------------------------------
// Public API: classification and constants
// ---------------------------------------------------------------------------

/// Whether `bits` is a NaN of `kind`.
pub fn is_nan(kind: FloatKind, bits: u128) -> bool {
    decode(&sem(kind), bits).cat == Cat::NaN
}

/// Whether `bits` is a signaling NaN (only IEEE-754-like formats have them).
pub fn is_signaling(kind: FloatKind, bits: u128) -> bool {
    let s = sem(kind);
    is_signaling_fp(&s, &decode(&s, bits))
}

/// Whether `bits` is an infinity.
pub fn is_inf(kind: FloatKind, bits: u128) -> bool {
    decode(&sem(kind), bits).cat == Cat::Inf
}

/// Whether `bits` is a zero of either sign.
pub fn is_zero(kind: FloatKind, bits: u128) -> bool {
    decode(&sem(kind), bits).cat == Cat::Zero
}

/// Whether `bits` is `+0.0`.
pub fn is_pos_zero(kind: FloatKind, bits: u128) -> bool {
    let v = decode(&sem(kind), bits);
    v.cat == Cat::Zero && !v.neg
}

/// Whether `bits` is `-0.0`.
pub fn is_neg_zero(kind: FloatKind, bits: u128) -> bool {
    let v = decode(&sem(kind), bits);
    v.cat == Cat::Zero && v.neg
}

/// Whether the sign is negative (APFloat's `isNegative`; true for the NaN of
/// the FNUZ formats, whose encoding is the negative-zero pattern).
pub fn is_negative(kind: FloatKind, bits: u128) -> bool {
    decode(&sem(kind), bits).neg
}

/// Whether `bits` is neither NaN nor infinite.
pub fn is_finite(kind: FloatKind, bits: u128) -> bool {
    matches!(decode(&sem(kind), bits).cat, Cat::Zero | Cat::Normal)
}

/// Whether `bits` is a denormal (subnormal) number.
pub fn is_denormal(kind: FloatKind, bits: u128) -> bool {
    let s = sem(kind);
    let v = decode(&s, bits);
    v.cat == Cat::Normal && v.exp == s.min_exp && v.sig >> (s.precision - 1) == 0
}

/// Whether `kind` has an infinity.
pub fn has_inf(kind: FloatKind) -> bool {
    sem(kind).non_finite == NonFinite::Ieee754
}

/// Whether `kind` has NaNs.
pub fn has_nan(kind: FloatKind) -> bool {
    sem(kind).non_finite != NonFinite::FiniteOnly
}

/// Significand precision in bits, integer bit included (`f32`: 24).
pub fn precision(kind: FloatKind) -> u32 {
    sem(kind).precision
}

/// APFloat's `isRepresentableBy(a, b)`: whether every value of `a` is a
/// value of `b` (`b`'s exponent range and precision cover `a`'s).
pub fn is_representable_by(a: FloatKind, b: FloatKind) -> bool {
    let (a, b) = (sem(a), sem(b));
    a.max_exp <= b.max_exp && a.min_exp >= b.min_exp && a.precision <= b.precision
}

/// A zero; `-0.0` becomes `+0.0` in the FNUZ formats and `f8E8M0FNU` (no
/// zero) gives its smallest value, as APFloat's default constructor does.
pub fn zero(kind: FloatKind, neg: bool) -> u128 {
    let s = sem(kind);
    encode(&s, zero_value(&s, neg))
}

/// `1.0` or `-1.0`.
pub fn one(kind: FloatKind, neg: bool) -> u128 {
    let s = sem(kind);
    let v = Fp::normal(neg, 0, 1u128 << (s.precision - 1));
    encode(&s, v)
}

/// An infinity, or `None` if `kind` has none.
pub fn inf(kind: FloatKind, neg: bool) -> Option<u128> {
    has_inf(kind).then(|| encode(&sem(kind), Fp::inf(neg)))
}

/// APFloat's default quiet NaN (`0x7E00` for `f16`, `0x7FC00000` for `f32`,
/// `0x7F` for `f8E4M3FN`, `0x80` for the FNUZ formats), or `None` for the
/// formats without NaN.
pub fn nan(kind: FloatKind) -> Option<u128> {
    has_nan(kind).then(|| {
        let s = sem(kind);
        encode(&s, default_nan(&s, false))
    })
}

/// The largest finite value (negated if `neg`).
pub fn largest(kind: FloatKind, neg: bool) -> u128 {
    let s = sem(kind);
    encode(&s, largest_value(&s, neg))
}

/// The smallest positive (or negative) denormal, or the smallest value of
/// `f8E8M0FNU`.
pub fn smallest(kind: FloatKind, neg: bool) -> u128 {
    let s = sem(kind);
    encode(&s, Fp::normal(neg, s.min_exp, 1))
}

/// The smallest positive (or negative) normal value.
pub fn smallest_normalized(kind: FloatKind, neg: bool) -> u128 {
    let s = sem(kind);
    encode(&s, Fp::normal(neg, s.min_exp, 1u128 << (s.precision - 1)))
}

/// Re-encodes `bits` the way APFloat stores it (differs from `bits` only for
/// non-canonical encodings such as x87 unnormals).
pub fn canonicalize(kind: FloatKind, bits: u128) -> u128 {
    let s = sem(kind);
    encode(&s, decode(&s, bits))
}
