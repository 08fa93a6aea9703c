//! Bit-exact formatting and parsing of MLIR floating-point attribute values.
//!
//! This module reproduces what MLIR 22 (`mlir-opt`) does with `FloatAttr`
//! values:
//!
//! * [`format_float`] mirrors `printFloatValue` in `AsmPrinter.cpp`, which in
//!   turn relies on LLVM's `APFloat::toString` digit generation (including its
//!   truncate-then-round quirk) and on an exact decimal re-parse check.
//! * [`parse_float_decimal`] mirrors the MLIR parser: the literal is first
//!   rounded (exactly, ties to even) to an IEEE double and that double is then
//!   converted (again ties to even) to the target format.  This double rounding
//!   is what MLIR really does, so it is reproduced on purpose.
//! * [`float_from_hex_bits`] mirrors the `0x... : fN` bit-pattern literal form.
//! * [`to_f64`] converts any supported format to a host `f64`.
//!
//! All arithmetic is exact (arbitrary precision integers); nothing here panics.

use num_bigint::BigUint;
use num_integer::Integer;
use num_traits::{One, ToPrimitive, Zero};

/// Floating-point formats MLIR supports.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FloatKind {
    /// `f4E2M1FN`: 4-bit, finite only (no Inf, no NaN).
    F4E2M1FN,
    /// `f6E2M3FN`: 6-bit, finite only.
    F6E2M3FN,
    /// `f6E3M2FN`: 6-bit, finite only.
    F6E3M2FN,
    /// `f8E5M2`: 8-bit, IEEE-like.
    F8E5M2,
    /// `f8E4M3`: 8-bit, IEEE-like.
    F8E4M3,
    /// `f8E4M3FN`: 8-bit, no Inf, NaN is all ones.
    F8E4M3FN,
    /// `f8E5M2FNUZ`: 8-bit, no Inf, NaN is negative zero, no -0.
    F8E5M2FNUZ,
    /// `f8E4M3FNUZ`: 8-bit, no Inf, NaN is negative zero, no -0.
    F8E4M3FNUZ,
    /// `f8E4M3B11FNUZ`: 8-bit, bias 11, NaN is negative zero, no -0.
    F8E4M3B11FNUZ,
    /// `f8E3M4`: 8-bit, IEEE-like.
    F8E3M4,
    /// `f8E8M0FNU`: 8-bit unsigned power of two, no zero, NaN is all ones.
    F8E8M0FNU,
    /// `f16`: IEEE half precision.
    F16,
    /// `bf16`: bfloat16.
    BF16,
    /// `tf32`: NVIDIA TensorFloat-32 (19 bits).
    TF32,
    /// `f32`: IEEE single precision.
    F32,
    /// `f64`: IEEE double precision.
    F64,
    /// `f80`: x87 extended precision (explicit integer bit).
    F80,
    /// `f128`: IEEE quadruple precision.
    F128,
}

/// Every kind, used for keyword lookup.
const ALL_KINDS: [FloatKind; 18] = [
    FloatKind::F4E2M1FN,
    FloatKind::F6E2M3FN,
    FloatKind::F6E3M2FN,
    FloatKind::F8E5M2,
    FloatKind::F8E4M3,
    FloatKind::F8E4M3FN,
    FloatKind::F8E5M2FNUZ,
    FloatKind::F8E4M3FNUZ,
    FloatKind::F8E4M3B11FNUZ,
    FloatKind::F8E3M4,
    FloatKind::F8E8M0FNU,
    FloatKind::F16,
    FloatKind::BF16,
    FloatKind::TF32,
    FloatKind::F32,
    FloatKind::F64,
    FloatKind::F80,
    FloatKind::F128,
];

impl FloatKind {
    /// Storage width in bits, as MLIR's `FloatType::getWidth` reports it
    /// (`tf32` = 19, `f80` = 80, `f4E2M1FN` = 4, ...).
    pub fn bit_width(self) -> u32 {
        self.semantics().size_in_bits
    }

    /// The MLIR type keyword, e.g. `"f32"`, `"bf16"`, `"f8E4M3FN"`.
    pub fn keyword(self) -> &'static str {
        match self {
            FloatKind::F4E2M1FN => "f4E2M1FN",
            FloatKind::F6E2M3FN => "f6E2M3FN",
            FloatKind::F6E3M2FN => "f6E3M2FN",
            FloatKind::F8E5M2 => "f8E5M2",
            FloatKind::F8E4M3 => "f8E4M3",
            FloatKind::F8E4M3FN => "f8E4M3FN",
            FloatKind::F8E5M2FNUZ => "f8E5M2FNUZ",
            FloatKind::F8E4M3FNUZ => "f8E4M3FNUZ",
            FloatKind::F8E4M3B11FNUZ => "f8E4M3B11FNUZ",
            FloatKind::F8E3M4 => "f8E3M4",
            FloatKind::F8E8M0FNU => "f8E8M0FNU",
            FloatKind::F16 => "f16",
            FloatKind::BF16 => "bf16",
            FloatKind::TF32 => "tf32",
            FloatKind::F32 => "f32",
            FloatKind::F64 => "f64",
            FloatKind::F80 => "f80",
            FloatKind::F128 => "f128",
        }
    }

    /// Looks up a kind by its MLIR keyword (case-sensitive, as in MLIR).
    pub fn from_keyword(s: &str) -> Option<FloatKind> {
        ALL_KINDS.iter().copied().find(|k| k.keyword() == s)
    }

    /// The APFloat semantics of this kind.
    fn semantics(self) -> Semantics {
        use NanEncoding as N;
        use NonFinite as F;
        let ieee = |max_exp, min_exp, precision, size_in_bits| Semantics {
            max_exp,
            min_exp,
            precision,
            size_in_bits,
            non_finite: F::Ieee754,
            nan_encoding: N::Ieee,
            has_zero: true,
            layout: Layout::Ieee,
        };
        let with = |s: Semantics, non_finite, nan_encoding| Semantics {
            non_finite,
            nan_encoding,
            ..s
        };
        match self {
            FloatKind::F16 => ieee(15, -14, 11, 16),
            FloatKind::BF16 => ieee(127, -126, 8, 16),
            FloatKind::TF32 => ieee(127, -126, 11, 19),
            FloatKind::F32 => ieee(127, -126, 24, 32),
            FloatKind::F64 => ieee(1023, -1022, 53, 64),
            FloatKind::F128 => ieee(16383, -16382, 113, 128),
            FloatKind::F80 => Semantics {
                layout: Layout::X87,
                ..ieee(16383, -16382, 64, 80)
            },
            FloatKind::F8E5M2 => ieee(15, -14, 3, 8),
            FloatKind::F8E4M3 => ieee(7, -6, 4, 8),
            FloatKind::F8E3M4 => ieee(3, -2, 5, 8),
            FloatKind::F8E4M3FN => with(ieee(8, -6, 4, 8), F::NanOnly, N::AllOnes),
            FloatKind::F8E5M2FNUZ => with(ieee(15, -15, 3, 8), F::NanOnly, N::NegativeZero),
            FloatKind::F8E4M3FNUZ => with(ieee(7, -7, 4, 8), F::NanOnly, N::NegativeZero),
            FloatKind::F8E4M3B11FNUZ => with(ieee(4, -10, 4, 8), F::NanOnly, N::NegativeZero),
            FloatKind::F8E8M0FNU => Semantics {
                has_zero: false,
                layout: Layout::E8M0,
                ..with(ieee(127, -127, 1, 8), F::NanOnly, N::AllOnes)
            },
            FloatKind::F6E3M2FN => with(ieee(4, -2, 3, 6), F::FiniteOnly, N::Ieee),
            FloatKind::F6E2M3FN => with(ieee(2, 0, 4, 6), F::FiniteOnly, N::Ieee),
            FloatKind::F4E2M1FN => with(ieee(2, 0, 2, 4), F::FiniteOnly, N::Ieee),
        }
    }
}

/// How Inf and NaN exist in a format (APFloat's `fltNonfiniteBehavior`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum NonFinite {
    /// IEEE 754: Inf and NaN both exist.
    Ieee754,
    /// No Inf; overflow produces NaN.
    NanOnly,
    /// Neither Inf nor NaN; overflow saturates.
    FiniteOnly,
}

/// How NaN is encoded (APFloat's `fltNanEncoding`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum NanEncoding {
    /// Exponent all ones, significand non-zero.
    Ieee,
    /// Exponent and significand all ones.
    AllOnes,
    /// The negative-zero bit pattern.
    NegativeZero,
}

/// Bit layout family of a format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Layout {
    /// sign | biased exponent | trailing significand (implicit integer bit).
    Ieee,
    /// x87 80-bit: sign | 15-bit exponent | 64-bit significand with integer bit.
    X87,
    /// 8-bit biased exponent only, no sign.
    E8M0,
}

/// The parameters of a format, as in APFloat's `fltSemantics`.
#[derive(Clone, Copy, Debug)]
struct Semantics {
    /// Largest exponent E such that 2^E is representable.
    max_exp: i64,
    /// Smallest exponent E such that 2^E is a normal number.
    min_exp: i64,
    /// Significand bits, including the integer bit.
    precision: u32,
    /// Storage width in bits.
    size_in_bits: u32,
    non_finite: NonFinite,
    nan_encoding: NanEncoding,
    has_zero: bool,
    layout: Layout,
}

impl Semantics {
    /// Exponent bias of the IEEE-like layouts.
    fn bias(&self) -> i64 {
        1 - self.min_exp
    }

    /// Number of stored trailing significand bits (IEEE-like layouts).
    fn trailing_bits(&self) -> u32 {
        self.precision - 1
    }
}

/// A decoded float in APFloat's internal form.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Value {
    /// A (signed) zero.
    Zero { neg: bool },
    /// `sig * 2^(exp - (precision - 1))`; `sig < 2^precision`, `exp >= min_exp`.
    Finite { neg: bool, sig: u128, exp: i64 },
    /// A (signed) infinity.
    Inf { neg: bool },
    /// A NaN; `payload` is the stored significand field (x87: all 64 bits).
    NaN { neg: bool, payload: u128 },
}

/// The low `bits` bits set.
fn low_mask(bits: u32) -> u128 {
    if bits >= 128 {
        u128::MAX
    } else {
        (1u128 << bits) - 1
    }
}

// ---------------------------------------------------------------------------
// Bit pattern <-> Value
// ---------------------------------------------------------------------------

/// Decodes a raw bit pattern (APFloat's `initFromAPInt`).
fn decode(sem: &Semantics, bits: u128) -> Value {
    let bits = bits & low_mask(sem.size_in_bits);
    match sem.layout {
        Layout::Ieee => decode_ieee(sem, bits),
        Layout::X87 => decode_x87(bits),
        Layout::E8M0 => decode_e8m0(bits),
    }
}

/// Decodes the sign | exponent | trailing-significand layouts.
fn decode_ieee(sem: &Semantics, bits: u128) -> Value {
    let t = sem.trailing_bits();
    let exp_bits = sem.size_in_bits - 1 - t;
    let frac = bits & low_mask(t);
    let field = ((bits >> t) & low_mask(exp_bits)) as i64;
    let neg = (bits >> (sem.size_in_bits - 1)) & 1 == 1;
    let unbiased = field - sem.bias();
    let is_zero = field == 0 && frac == 0;
    if sem.non_finite == NonFinite::Ieee754 && unbiased == sem.max_exp + 1 && frac == 0 {
        return Value::Inf { neg };
    }
    let is_nan = match sem.nan_encoding {
        NanEncoding::Ieee => unbiased == sem.max_exp + 1 && frac != 0,
        NanEncoding::AllOnes => unbiased == sem.max_exp && frac == low_mask(t),
        NanEncoding::NegativeZero => is_zero && neg,
    };
    if is_nan {
        return Value::NaN { neg, payload: frac };
    }
    if is_zero {
        return Value::Zero { neg };
    }
    if field == 0 {
        Value::Finite {
            neg,
            sig: frac,
            exp: sem.min_exp,
        }
    } else {
        Value::Finite {
            neg,
            sig: frac | (1u128 << t),
            exp: unbiased,
        }
    }
}

/// Decodes an x87 80-bit pattern, treating unnormals, pseudo-NaNs and
/// pseudo-infinities as NaN like APFloat does.
fn decode_x87(bits: u128) -> Value {
    let sig = bits & low_mask(64);
    let field = ((bits >> 64) & 0x7fff) as i64;
    let neg = (bits >> 79) & 1 == 1;
    let integer_bit = sig >> 63 == 1;
    if field == 0 && sig == 0 {
        return Value::Zero { neg };
    }
    if field == 0x7fff && sig == 1u128 << 63 {
        return Value::Inf { neg };
    }
    if field == 0x7fff || (field != 0 && !integer_bit) {
        return Value::NaN { neg, payload: sig };
    }
    let exp = if field == 0 { -16382 } else { field - 16383 };
    Value::Finite { neg, sig, exp }
}

/// Decodes an `f8E8M0FNU` pattern (unsigned exponent; 0xFF is NaN).
fn decode_e8m0(bits: u128) -> Value {
    if bits == 0xff {
        return Value::NaN {
            neg: false,
            payload: 0,
        };
    }
    Value::Finite {
        neg: false,
        sig: 1,
        exp: bits as i64 - 127,
    }
}

/// Encodes a value into its bit pattern (APFloat's `bitcastToAPInt`).
fn encode(sem: &Semantics, value: Value) -> u128 {
    match sem.layout {
        Layout::Ieee => encode_ieee(sem, value),
        Layout::X87 => encode_x87(value),
        Layout::E8M0 => encode_e8m0(value),
    }
}

/// Encodes the sign | exponent | trailing-significand layouts.
fn encode_ieee(sem: &Semantics, value: Value) -> u128 {
    let t = sem.trailing_bits();
    let exp_mask = low_mask(sem.size_in_bits - 1 - t);
    let bias = sem.bias();
    let (neg, field, frac) = match value {
        Value::Zero { neg } => (neg, 0, 0),
        Value::Finite { neg, sig, exp } => {
            let mut field = exp + bias;
            if field == 1 && (sig >> t) & 1 == 0 {
                field = 0; // denormal
            }
            (neg, field, sig)
        }
        // FiniteOnly formats cannot encode Inf; APFloat's release build then
        // yields the masked exponent (which is 0 for all of them).
        Value::Inf { neg } => (neg, sem.max_exp + 1 + bias, 0),
        Value::NaN { neg, payload } => match sem.nan_encoding {
            NanEncoding::Ieee => (neg, sem.max_exp + 1 + bias, payload),
            NanEncoding::AllOnes => (neg, sem.max_exp + bias, low_mask(t)),
            NanEncoding::NegativeZero => (true, 0, 0),
        },
    };
    let field = (field.max(0) as u128) & exp_mask;
    let sign = u128::from(neg) << (sem.size_in_bits - 1);
    (sign | (field << t) | (frac & low_mask(t))) & low_mask(sem.size_in_bits)
}

/// Encodes the x87 80-bit layout (explicit integer bit).
fn encode_x87(value: Value) -> u128 {
    let (neg, field, sig) = match value {
        Value::Zero { neg } => (neg, 0, 0),
        Value::Finite { neg, sig, exp } => {
            let mut field = exp + 16383;
            if field == 1 && sig >> 63 == 0 {
                field = 0; // denormal
            }
            (neg, field, sig)
        }
        Value::Inf { neg } => (neg, 0x7fff, 1u128 << 63),
        Value::NaN { neg, payload } => (neg, 0x7fff, payload),
    };
    let field = (field.max(0) as u128) & 0x7fff;
    (u128::from(neg) << 79) | (field << 64) | (sig & low_mask(64))
}

/// Encodes `f8E8M0FNU`; like APFloat, a (meaningless) sign lands in bit 7.
fn encode_e8m0(value: Value) -> u128 {
    match value {
        Value::Finite { neg, exp, .. } => {
            (((exp + 127).max(0) as u128) & 0xff) | (u128::from(neg) << 7)
        }
        Value::NaN { .. } | Value::Inf { .. } => 0xff,
        Value::Zero { neg } => u128::from(neg) << 7,
    }
}

// ---------------------------------------------------------------------------
// Exact rounding (APFloat's normalize with round-to-nearest-even)
// ---------------------------------------------------------------------------

/// The value of an overflowing result under round-to-nearest.
fn overflow_value(sem: &Semantics, neg: bool) -> Value {
    match sem.non_finite {
        NonFinite::Ieee754 => Value::Inf { neg },
        NonFinite::NanOnly => nan_value(sem, neg),
        NonFinite::FiniteOnly => Value::Finite {
            neg,
            sig: low_mask(sem.precision),
            exp: sem.max_exp,
        },
    }
}

/// APFloat's default (quiet) NaN for `sem`, as `makeNaN(false, neg)` builds it.
fn nan_value(sem: &Semantics, neg: bool) -> Value {
    let t = sem.trailing_bits();
    match sem.nan_encoding {
        NanEncoding::NegativeZero => Value::NaN {
            neg: true,
            payload: 0,
        },
        NanEncoding::AllOnes => Value::NaN {
            neg,
            payload: low_mask(t),
        },
        NanEncoding::Ieee if sem.layout == Layout::X87 => Value::NaN {
            neg,
            payload: 3u128 << 62,
        },
        NanEncoding::Ieee => Value::NaN {
            neg,
            payload: if t == 0 { 0 } else { 1u128 << (t - 1) },
        },
    }
}

/// A zero result, canonicalised like APFloat (no -0 in FNUZ formats, the
/// smallest normal number in formats without zero).
fn zero_value(sem: &Semantics, neg: bool) -> Value {
    if !sem.has_zero {
        return Value::Finite {
            neg: false,
            sig: 1u128 << sem.trailing_bits(),
            exp: sem.min_exp,
        };
    }
    Value::Zero {
        neg: neg && sem.nan_encoding != NanEncoding::NegativeZero,
    }
}

/// `floor(log2(num / den))` for non-zero `num` and `den`.
fn floor_log2_ratio(num: &BigUint, den: &BigUint) -> i64 {
    let guess = num.bits() as i64 - den.bits() as i64;
    let at_least_guess = if guess >= 0 {
        *num >= den << (guess as usize)
    } else {
        (num << (guess.unsigned_abs() as usize)) >= *den
    };
    if at_least_guess {
        guess
    } else {
        guess - 1
    }
}

/// Rounds the exact positive ratio `num / den` (with sign `neg`) to `sem`
/// using round-to-nearest, ties-to-even, with APFloat's overflow, underflow
/// and NaN-encoding rules.
fn round_ratio(sem: &Semantics, neg: bool, num: &BigUint, den: &BigUint) -> Value {
    if num.is_zero() || den.is_zero() {
        return zero_value(sem, neg);
    }
    let e = floor_log2_ratio(num, den);
    if e > sem.max_exp {
        return overflow_value(sem, neg);
    }
    let p = sem.precision;
    let mut exp = e.max(sem.min_exp);
    let scale = i64::from(p) - 1 - exp;
    let (n, d) = if scale >= 0 {
        (num << (scale as usize), den.clone())
    } else {
        (num.clone(), den << (scale.unsigned_abs() as usize))
    };
    let (q, rem) = n.div_rem(&d);
    let twice_rem: BigUint = rem << 1usize;
    let round_up = twice_rem > d || (twice_rem == d && q.is_odd());
    let q = if round_up { q + 1u32 } else { q };
    // q <= 2^p by construction, so it fits in u128 (p <= 113).
    let mut sig = q.to_u128().unwrap_or(u128::MAX);
    if sig == 1u128 << p {
        sig >>= 1;
        exp += 1;
        if exp > sem.max_exp {
            return overflow_value(sem, neg);
        }
    }
    if sig == 0 {
        return zero_value(sem, neg);
    }
    let all_ones_is_nan =
        sem.non_finite == NonFinite::NanOnly && sem.nan_encoding == NanEncoding::AllOnes && p > 1;
    if all_ones_is_nan && exp == sem.max_exp && sig == low_mask(p) {
        return overflow_value(sem, neg);
    }
    Value::Finite { neg, sig, exp }
}

/// The exact value of a finite float as `(num, den)`.
fn finite_ratio(precision: u32, sig: u128, exp: i64) -> (BigUint, BigUint) {
    let shift = exp - (i64::from(precision) - 1);
    let sig = BigUint::from(sig);
    if shift >= 0 {
        (sig << (shift as usize), BigUint::one())
    } else {
        (sig, BigUint::one() << (shift.unsigned_abs() as usize))
    }
}

/// Converts a value between formats (APFloat's `convert`, ties to even).
fn convert_value(from: &Semantics, to: &Semantics, value: Value) -> Value {
    match value {
        Value::Zero { neg } => zero_value(to, neg),
        Value::Inf { neg } if to.non_finite == NonFinite::NanOnly => nan_value(to, neg),
        Value::Inf { neg } => Value::Inf { neg },
        Value::NaN { neg, .. } => nan_value(to, neg),
        Value::Finite { neg, sig, exp } => {
            let (num, den) = finite_ratio(from.precision, sig, exp);
            round_ratio(to, neg, &num, &den)
        }
    }
}

/// True when two decoded values are bitwise equal in APFloat's sense
/// (same category, sign and exact value).
fn same_value(precision: u32, a: Value, b: Value) -> bool {
    let reduce = |sig: u128, exp: i64| {
        let tz = sig.trailing_zeros();
        (sig >> tz, exp - (i64::from(precision) - 1) + i64::from(tz))
    };
    match (a, b) {
        (
            Value::Finite {
                neg: na,
                sig: sa,
                exp: ea,
            },
            Value::Finite {
                neg: nb,
                sig: sb,
                exp: eb,
            },
        ) => na == nb && sa != 0 && sb != 0 && reduce(sa, ea) == reduce(sb, eb),
        (Value::Zero { neg: na }, Value::Zero { neg: nb }) => na == nb,
        _ => false,
    }
}

// ---------------------------------------------------------------------------
// Public API
// ---------------------------------------------------------------------------

/// Formats the float whose raw bit pattern is `bits` (only the low
/// `kind.bit_width()` bits are used) exactly as MLIR 22 prints a `FloatAttr`
/// value (`printFloatValue`):
///
/// 1. `APFloat::toString(6, 0, false)` (e.g. `1.000000e-01`) if parsing that
///    text back yields bitwise the same value;
/// 2. otherwise APFloat's default `toString()` (e.g. `3.14159265358979`,
///    `9.99999974E-6`) if it contains a `.`;
/// 3. otherwise, and always for Inf/NaN, `0x` plus the uppercase hex of the
///    value's bit pattern (e.g. `0x7FC00000`).  The pattern is the one APFloat
///    re-encodes, which differs from `bits` only for x87 unnormals (printed
///    with an all-ones exponent, as MLIR does).
pub fn format_float(kind: FloatKind, bits: u128) -> String {
    let sem = kind.semantics();
    let value = decode(&sem, bits);
    match value {
        Value::Zero { neg } => zero_to_string(neg, MLIR_SHORT),
        Value::Finite { neg, sig, exp } => {
            let exp2 = exp - (i64::from(sem.precision) - 1);
            let short = finite_to_string(neg, sig, exp2, sem.precision, MLIR_SHORT);
            if reparses_to(&sem, &short, value) {
                return short;
            }
            let long = finite_to_string(neg, sig, exp2, sem.precision, APFLOAT_DEFAULT);
            if long.contains('.') {
                return long;
            }
            hex_literal(encode(&sem, value))
        }
        Value::Inf { .. } | Value::NaN { .. } => hex_literal(encode(&sem, value)),
    }
}

/// Parses a decimal float literal (`[-]digits[.digits][(e|E)[+-]digits]`,
/// integers such as `5` included) into the bit pattern of `kind`, exactly as
/// MLIR 22's parser builds a `FloatAttr`: the text is rounded exactly
/// (nearest, ties to even) to an IEEE double, which is then converted to
/// `kind` (nearest, ties to even).
///
/// Consequences, all matching `mlir-opt-22`:
/// * double rounding: e.g. `1.000000178813934326171874 : f32` gives
///   `0x3F800002`, and `0.1 : f128` is the double `0.1` widened;
/// * values beyond the double range become (signed) infinity, which turns into
///   NaN for FN/FNUZ/E8M0 formats and into the sign bit only for the
///   finite-only `f4`/`f6` formats;
/// * finite overflow gives Inf (IEEE formats), NaN (FN/FNUZ/E8M0) or the
///   largest finite value (finite-only formats);
/// * `f8E8M0FNU` has no sign bit, yet like APFloat a minus sign is OR-ed into
///   bit 7 (`-1.0` gives `0xFF`).
///
/// Returns `Err` only for text that is not such a literal.
pub fn parse_float_decimal(kind: FloatKind, text: &str) -> Result<u128, String> {
    let parts = parse_decimal_parts(text)
        .ok_or_else(|| format!("invalid floating point literal '{text}'"))?;
    let f64_sem = FloatKind::F64.semantics();
    let as_f64 = decimal_to_value(&f64_sem, &parts);
    let sem = kind.semantics();
    let value = if kind == FloatKind::F64 {
        as_f64
    } else {
        convert_value(&f64_sem, &sem, as_f64)
    };
    Ok(encode(&sem, value))
}

/// Builds a float from a hexadecimal integer literal (MLIR's `0x7FC00000 : f32`
/// form).  `hex_digits` may carry a `0x`/`0X` prefix.  Returns the bit pattern,
/// or MLIR 22's message `hexadecimal float constant out of range for type`
/// when the value needs more than `kind.bit_width()` bits.
pub fn float_from_hex_bits(kind: FloatKind, hex_digits: &str) -> Result<u128, String> {
    let digits = hex_digits
        .strip_prefix("0x")
        .or_else(|| hex_digits.strip_prefix("0X"))
        .unwrap_or(hex_digits);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_hexdigit()) {
        return Err(format!("invalid hexadecimal literal '{hex_digits}'"));
    }
    let significant = digits.trim_start_matches('0');
    let out_of_range = || "hexadecimal float constant out of range for type".to_string();
    if significant.len() > 32 {
        return Err(out_of_range());
    }
    let value = if significant.is_empty() {
        0
    } else {
        u128::from_str_radix(significant, 16).map_err(|_| out_of_range())?
    };
    if 128 - value.leading_zeros() > kind.bit_width() {
        return Err(out_of_range());
    }
    Ok(value)
}

/// Converts a bit pattern of `kind` to an `f64`, rounding to nearest, ties to
/// even.  Infinities keep their sign; NaNs stay NaN (sign kept, payload
/// shifted like APFloat's `convert`, always quiet).
pub fn to_f64(kind: FloatKind, bits: u128) -> f64 {
    let sem = kind.semantics();
    let f64_sem = FloatKind::F64.semantics();
    if kind == FloatKind::F64 {
        return f64::from_bits((bits & low_mask(64)) as u64);
    }
    match decode(&sem, bits) {
        Value::NaN { neg, payload } => nan_to_f64(&sem, neg, payload),
        value => {
            let converted = convert_value(&sem, &f64_sem, value);
            f64::from_bits(encode(&f64_sem, converted) as u64)
        }
    }
}

/// Converts a NaN of `sem` to a quiet `f64` NaN.
fn nan_to_f64(sem: &Semantics, neg: bool, payload: u128) -> f64 {
    const QUIET: u64 = 1 << 51;
    let sign = u64::from(neg) << 63;
    if sem.nan_encoding == NanEncoding::NegativeZero {
        return f64::from_bits(0x7ff8_0000_0000_0000);
    }
    // The x87 payload includes the explicit integer bit.
    let width = if sem.layout == Layout::X87 {
        64
    } else {
        sem.precision
    };
    let shifted = if width <= 53 {
        payload << (53 - width)
    } else {
        payload >> (width - 53)
    };
    let frac = (shifted as u64) & ((1 << 52) - 1);
    f64::from_bits(sign | (0x7ff << 52) | frac | QUIET)
}

mod decimal;
use decimal::*;

#[cfg(test)]
mod tests;
