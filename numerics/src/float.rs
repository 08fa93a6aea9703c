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
// Decimal text -> Value
// ---------------------------------------------------------------------------

/// APFloat clamps decimal exponents at this magnitude (`readExponent`).
const OVERLARGE_EXPONENT: i64 = 24000;

/// A decimal literal split into sign, integer significand and power of ten.
struct DecimalParts {
    neg: bool,
    digits: BigUint,
    exp10: i64,
}

/// Splits `[-+]digits[.digits][(e|E)[-+]digits]` into its parts.
fn parse_decimal_parts(text: &str) -> Option<DecimalParts> {
    let bytes = text.as_bytes();
    let mut i = 0;
    let neg = matches!(bytes.first(), Some(b'-'));
    if matches!(bytes.first(), Some(b'-' | b'+')) {
        i += 1;
    }
    let int_start = i;
    while i < bytes.len() && bytes[i].is_ascii_digit() {
        i += 1;
    }
    let int_digits = &bytes[int_start..i];
    if int_digits.is_empty() {
        return None;
    }
    let mut frac_digits: &[u8] = &[];
    if i < bytes.len() && bytes[i] == b'.' {
        i += 1;
        let frac_start = i;
        while i < bytes.len() && bytes[i].is_ascii_digit() {
            i += 1;
        }
        frac_digits = &bytes[frac_start..i];
    }
    let mut exponent = 0i64;
    if i < bytes.len() && (bytes[i] == b'e' || bytes[i] == b'E') {
        exponent = parse_exponent(&bytes[i + 1..])?;
        i = bytes.len();
    }
    if i != bytes.len() {
        return None;
    }
    let all: Vec<u8> = int_digits.iter().chain(frac_digits).copied().collect();
    let digits = BigUint::parse_bytes(&all, 10)?;
    let exp10 = exponent - frac_digits.len() as i64;
    Some(DecimalParts { neg, digits, exp10 })
}

/// Parses `[-+]digits` saturating at APFloat's over-large exponent.
fn parse_exponent(bytes: &[u8]) -> Option<i64> {
    let (neg, digits) = match bytes.first() {
        Some(b'-') => (true, &bytes[1..]),
        Some(b'+') => (false, &bytes[1..]),
        _ => (false, bytes),
    };
    if digits.is_empty() || !digits.iter().all(u8::is_ascii_digit) {
        return None;
    }
    let mut value = 0i64;
    for &d in digits {
        value = value * 10 + i64::from(d - b'0');
        if value >= OVERLARGE_EXPONENT {
            value = OVERLARGE_EXPONENT;
            break;
        }
    }
    Some(if neg { -value } else { value })
}

/// Rounds `digits * 10^exp10` exactly into `sem` (APFloat's
/// `convertFromDecimalString` with round-to-nearest-even).
fn decimal_to_value(sem: &Semantics, parts: &DecimalParts) -> Value {
    if parts.digits.is_zero() {
        return zero_value(sem, parts.neg);
    }
    // Cheap bounds: every supported format overflows above 10^5000 and
    // underflows to zero below 10^-5100.
    let bits = parts.digits.bits() as i64;
    let upper_log10 = parts.exp10 + bits * 30103 / 100_000 + 1;
    let lower_log10 = parts.exp10 + (bits - 1) * 30102 / 100_000;
    if upper_log10 < -5100 {
        return zero_value(sem, parts.neg);
    }
    if lower_log10 > 5000 {
        return overflow_value(sem, parts.neg);
    }
    let pow10 = BigUint::from(10u32).pow(parts.exp10.unsigned_abs() as u32);
    if parts.exp10 >= 0 {
        round_ratio(sem, parts.neg, &(&parts.digits * pow10), &BigUint::one())
    } else {
        round_ratio(sem, parts.neg, &parts.digits, &pow10)
    }
}

// ---------------------------------------------------------------------------
// Value -> decimal text (APFloat::toString)
// ---------------------------------------------------------------------------

/// Options of `APFloat::toString`.
#[derive(Clone, Copy)]
struct ToStringOptions {
    /// Significant digits; 0 means "derive from the semantics' precision".
    precision: u32,
    /// Maximum zero padding before switching to scientific notation.
    max_padding: u32,
    /// Drop trailing zeros (and use `E`) instead of padding (and using `e`).
    truncate_zero: bool,
}

/// What `printFloatValue` tries first: `1.000000e+00`.
const MLIR_SHORT: ToStringOptions = ToStringOptions {
    precision: 6,
    max_padding: 0,
    truncate_zero: false,
};

/// APFloat's default `toString()` options.
const APFLOAT_DEFAULT: ToStringOptions = ToStringOptions {
    precision: 0,
    max_padding: 3,
    truncate_zero: true,
};

/// Decimal digits (most significant first) times `10^exp`.
struct Digits {
    digits: Vec<u8>,
    exp: i64,
}

/// Formats a zero like `APFloat::toString`.
fn zero_to_string(neg: bool, opts: ToStringOptions) -> String {
    let mut s = String::from(if neg { "-" } else { "" });
    if opts.max_padding != 0 {
        s.push('0');
    } else if opts.truncate_zero {
        s.push_str("0.0E+0");
    } else {
        s.push_str("0.0");
        for _ in 1..opts.precision {
            s.push('0');
        }
        s.push_str("e+00");
    }
    s
}

/// Formats `sig * 2^exp2` like APFloat's `toStringImpl`; `sem_precision` is
/// the semantics' precision (used for the default digit count).
fn finite_to_string(
    neg: bool,
    sig: u128,
    exp2: i64,
    sem_precision: u32,
    opts: ToStringOptions,
) -> String {
    let format_precision = if opts.precision == 0 {
        2 + sem_precision * 59 / 196
    } else {
        opts.precision
    };
    let mut digits = exact_digits(sig, exp2, format_precision);
    round_digits(&mut digits, format_precision);
    let mut out = String::from(if neg { "-" } else { "" });
    layout_digits(&mut out, &digits, format_precision, opts);
    out
}

/// The exact decimal expansion of `sig * 2^exp2`, pre-truncated to about
/// `format_precision` digits the way APFloat does (by truncating division).
fn exact_digits(sig: u128, exp2: i64, format_precision: u32) -> Digits {
    let tz = sig.trailing_zeros().min(127);
    let mut exp = exp2 + i64::from(tz);
    let mut n = BigUint::from(sig >> tz);
    if exp > 0 {
        n <<= exp as usize;
        exp = 0;
    } else if exp < 0 {
        n *= BigUint::from(5u32).pow(exp.unsigned_abs() as u32);
    }
    truncate_to_precision(&mut n, &mut exp, format_precision);
    let mut digits = n.to_str_radix(10).into_bytes();
    while digits.len() > 1 && digits.last() == Some(&b'0') {
        digits.pop();
        exp += 1;
    }
    Digits { digits, exp }
}

/// APFloat's integer `AdjustToPrecision`: drops surplus low decimal digits by
/// truncating division (no rounding).
fn truncate_to_precision(n: &mut BigUint, exp: &mut i64, format_precision: u32) {
    let bits = n.bits();
    let bits_required = (u64::from(format_precision) * 196).div_ceil(59);
    if bits <= bits_required {
        return;
    }
    let tens_removable = (bits - bits_required) * 59 / 196;
    if tens_removable == 0 {
        return;
    }
    *exp += tens_removable as i64;
    *n /= BigUint::from(10u32).pow(tens_removable as u32);
}

/// APFloat's digit-buffer `AdjustToPrecision`: rounds half-up to
/// `format_precision` digits, dropping trailing zeros.
fn round_digits(d: &mut Digits, format_precision: u32) {
    let keep = format_precision as usize;
    let n = d.digits.len();
    if n <= keep {
        return;
    }
    if d.digits[keep] < b'5' {
        d.digits.truncate(keep);
        d.exp += (n - keep) as i64;
        while d.digits.len() > 1 && d.digits.last() == Some(&b'0') {
            d.digits.pop();
            d.exp += 1;
        }
        return;
    }
    let mut last = keep;
    while last > 0 && d.digits[last - 1] == b'9' {
        last -= 1;
    }
    if last == 0 {
        d.digits = vec![b'1'];
        d.exp += n as i64;
        return;
    }
    d.digits.truncate(last);
    d.digits[last - 1] += 1;
    d.exp += (n - last) as i64;
}

/// Chooses scientific or plain notation and writes the digits.
fn layout_digits(out: &mut String, d: &Digits, format_precision: u32, opts: ToStringOptions) {
    let ndigits = d.digits.len() as i64;
    let scientific = if opts.max_padding == 0 {
        true
    } else if d.exp >= 0 {
        d.exp > i64::from(opts.max_padding) || ndigits + d.exp > i64::from(format_precision)
    } else {
        let msd = d.exp + ndigits - 1;
        msd < 0 && -msd > i64::from(opts.max_padding)
    };
    let text =
        |range: std::ops::Range<usize>| String::from_utf8_lossy(&d.digits[range]).into_owned();
    let nd = d.digits.len();
    if scientific {
        write_scientific(out, d, format_precision, opts);
    } else if d.exp >= 0 {
        out.push_str(&text(0..nd));
        for _ in 0..d.exp {
            out.push('0');
        }
    } else {
        let whole = ndigits + d.exp;
        if whole > 0 {
            out.push_str(&text(0..whole as usize));
            out.push('.');
            out.push_str(&text(whole as usize..nd));
        } else {
            out.push_str("0.");
            for _ in 0..-whole {
                out.push('0');
            }
            out.push_str(&text(0..nd));
        }
    }
}

/// Writes `d.ddd[e|E][+-]xx` exactly like APFloat.
fn write_scientific(out: &mut String, d: &Digits, format_precision: u32, opts: ToStringOptions) {
    let nd = d.digits.len();
    let exp = d.exp + nd as i64 - 1;
    out.push(char::from(d.digits[0]));
    out.push('.');
    if nd == 1 && opts.truncate_zero {
        out.push('0');
    } else {
        out.push_str(&String::from_utf8_lossy(&d.digits[1..]));
    }
    if !opts.truncate_zero && format_precision as usize + 1 > nd {
        for _ in 0..(format_precision as usize + 1 - nd) {
            out.push('0');
        }
    }
    out.push(if opts.truncate_zero { 'E' } else { 'e' });
    out.push(if exp >= 0 { '+' } else { '-' });
    let mag = exp.unsigned_abs().to_string();
    if !opts.truncate_zero && mag.len() < 2 {
        out.push('0');
    }
    out.push_str(&mag);
}

/// `APFloat(sem, text).bitwiseIsEqual(value)` for a finite or zero value.
fn reparses_to(sem: &Semantics, text: &str, value: Value) -> bool {
    parse_decimal_parts(text)
        .map(|parts| same_value(sem.precision, decimal_to_value(sem, &parts), value))
        .unwrap_or(false)
}

/// `APInt::toString(16, /*Signed=*/false, /*formatAsCLiteral=*/true)`.
fn hex_literal(bits: u128) -> String {
    format!("0x{bits:X}")
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

#[cfg(test)]
mod tests {
    use super::*;
    use FloatKind::*;

    /// (kind, bits, text printed by mlir-opt-22 for `0x<bits> : <kind>`).
    const FORMAT_CASES: &[(FloatKind, u128, &str)] = &[
        (F4E2M1FN, 0x0, "0.000000e+00"),
        (F4E2M1FN, 0x1, "5.000000e-01"),
        (F4E2M1FN, 0x2, "1.000000e+00"),
        (F4E2M1FN, 0x3, "1.500000e+00"),
        (F4E2M1FN, 0x4, "2.000000e+00"),
        (F4E2M1FN, 0x5, "3.000000e+00"),
        (F6E2M3FN, 0x0, "0.000000e+00"),
        (F6E2M3FN, 0x1, "1.250000e-01"),
        (F6E2M3FN, 0x2, "2.500000e-01"),
        (F6E2M3FN, 0x3, "3.750000e-01"),
        (F6E2M3FN, 0x4, "5.000000e-01"),
        (F6E2M3FN, 0x7, "8.750000e-01"),
        (F6E3M2FN, 0x0, "0.000000e+00"),
        (F6E3M2FN, 0x1, "6.250000e-02"),
        (F6E3M2FN, 0x2, "1.250000e-01"),
        (F6E3M2FN, 0x3, "1.875000e-01"),
        (F6E3M2FN, 0x4, "2.500000e-01"),
        (F6E3M2FN, 0x7, "4.375000e-01"),
        (F8E5M2, 0x0, "0.000000e+00"),
        (F8E5M2, 0x1, "1.525880e-05"),
        (F8E5M2, 0x2, "3.051760e-05"),
        (F8E5M2, 0x3, "4.577640e-05"),
        (F8E5M2, 0x80, "-0.000000e+00"),
        (F8E5M2, 0x81, "-1.525880e-05"),
        (F8E5M2, 0xFF, "0xFF"),
        (F8E5M2, 0xFD, "0xFD"),
        (F8E5M2, 0xFE, "0xFE"),
        (F8E4M3, 0x0, "0.000000e+00"),
        (F8E4M3, 0x1, "1.953130e-03"),
        (F8E4M3, 0x2, "3.906250e-03"),
        (F8E4M3, 0x3, "5.859380e-03"),
        (F8E4M3, 0x80, "-0.000000e+00"),
        (F8E4M3, 0x81, "-1.953130e-03"),
        (F8E4M3, 0xFF, "0xFF"),
        (F8E4M3, 0xFB, "0xFB"),
        (F8E4M3, 0xFD, "0xFD"),
        (F8E4M3FN, 0x0, "0.000000e+00"),
        (F8E4M3FN, 0x1, "1.953130e-03"),
        (F8E4M3FN, 0x2, "3.906250e-03"),
        (F8E4M3FN, 0x3, "5.859380e-03"),
        (F8E4M3FN, 0x80, "-0.000000e+00"),
        (F8E4M3FN, 0x81, "-1.953130e-03"),
        (F8E4M3FN, 0xFF, "0xFF"),
        (F8E4M3FN, 0x7F, "0x7F"),
        (F8E5M2FNUZ, 0x0, "0.000000e+00"),
        (F8E5M2FNUZ, 0x1, "7.629390e-06"),
        (F8E5M2FNUZ, 0x2, "1.525880e-05"),
        (F8E5M2FNUZ, 0x3, "2.288820e-05"),
        (F8E5M2FNUZ, 0x80, "0x80"),
        (F8E5M2FNUZ, 0x81, "-7.629390e-06"),
        (F8E5M2FNUZ, 0x4, "3.051760e-05"),
        (F8E4M3FNUZ, 0x0, "0.000000e+00"),
        (F8E4M3FNUZ, 0x1, "9.765620e-04"),
        (F8E4M3FNUZ, 0x2, "1.953130e-03"),
        (F8E4M3FNUZ, 0x3, "2.929690e-03"),
        (F8E4M3FNUZ, 0x80, "0x80"),
        (F8E4M3FNUZ, 0x81, "-9.765620e-04"),
        (F8E4M3FNUZ, 0x4, "3.906250e-03"),
        (F8E4M3B11FNUZ, 0x0, "0.000000e+00"),
        (F8E4M3B11FNUZ, 0x1, "1.220700e-04"),
        (F8E4M3B11FNUZ, 0x2, "2.441410e-04"),
        (F8E4M3B11FNUZ, 0x3, "3.662110e-04"),
        (F8E4M3B11FNUZ, 0x80, "0x80"),
        (F8E4M3B11FNUZ, 0x81, "-1.220700e-04"),
        (F8E4M3B11FNUZ, 0x4, "4.882810e-04"),
        (F8E3M4, 0x0, "0.000000e+00"),
        (F8E3M4, 0x1, "1.562500e-02"),
        (F8E3M4, 0x2, "3.125000e-02"),
        (F8E3M4, 0x3, "4.687500e-02"),
        (F8E3M4, 0x80, "-0.000000e+00"),
        (F8E3M4, 0x81, "-1.562500e-02"),
        (F8E3M4, 0xFF, "0xFF"),
        (F8E3M4, 0xF7, "0xF7"),
        (F8E3M4, 0xFB, "0xFB"),
        (F8E8M0FNU, 0x0, "5.877470e-39"),
        (F8E8M0FNU, 0x1, "1.175490e-38"),
        (F8E8M0FNU, 0x2, "2.350990e-38"),
        (F8E8M0FNU, 0x3, "4.701980e-38"),
        (F8E8M0FNU, 0x80, "2.000000e+00"),
        (F8E8M0FNU, 0x81, "4.000000e+00"),
        (F8E8M0FNU, 0xFF, "0xFF"),
        (F16, 0x0, "0.000000e+00"),
        (F16, 0x1, "5.960460e-08"),
        (F16, 0x2, "1.192090e-07"),
        (F16, 0x3, "1.788140e-07"),
        (F16, 0x8000, "-0.000000e+00"),
        (F16, 0x8001, "-5.960460e-08"),
        (F16, 0x7FFF, "0x7FFF"),
        (F16, 0xFF7F, "0xFF7F"),
        (F16, 0xFFFF, "0xFFFF"),
        (BF16, 0x0, "0.000000e+00"),
        (BF16, 0x1, "9.183550e-41"),
        (BF16, 0x2, "1.836710e-40"),
        (BF16, 0x3, "2.755060e-40"),
        (BF16, 0x8000, "-0.000000e+00"),
        (BF16, 0x8001, "-9.183550e-41"),
        (BF16, 0x7FFF, "0x7FFF"),
        (BF16, 0xFFFF, "0xFFFF"),
        (BF16, 0xFFBF, "0xFFBF"),
        (TF32, 0x0, "0.000000e+00"),
        (TF32, 0x1, "1.147940e-41"),
        (TF32, 0x2, "2.295890e-41"),
        (TF32, 0x3, "3.443830e-41"),
        (TF32, 0x40000, "-0.000000e+00"),
        (TF32, 0x40001, "-1.147940e-41"),
        (TF32, 0x7FFBF, "0x7FFBF"),
        (TF32, 0x7FF7F, "0x7FF7F"),
        (TF32, 0x7FFDF, "0x7FFDF"),
        (F32, 0x0, "0.000000e+00"),
        (F32, 0x1, "1.401300e-45"),
        (F32, 0x2, "2.802600e-45"),
        (F32, 0x3, "4.203900e-45"),
        (F32, 0x80000000, "-0.000000e+00"),
        (F32, 0x80000001, "-1.401300e-45"),
        (F32, 0x40000001, "2.00000024"),
        (F32, 0x400000, "5.87747175E-39"),
        (F32, 0x800000, "1.17549435E-38"),
        (F32, 0x1000000, "2.3509887E-38"),
        (F32, 0xFFFBFFFF, "0xFFFBFFFF"),
        (F32, 0xFFFFDFFF, "0xFFFFDFFF"),
        (F32, 0xFFFFFEFF, "0xFFFFFEFF"),
        (F32, 0x3FFFFFFF, "1.99999988"),
        (F32, 0xBFFFFFFF, "-1.99999988"),
        (F64, 0x0, "0.000000e+00"),
        (F64, 0x1, "4.940660e-324"),
        (F64, 0x2, "9.881310e-324"),
        (F64, 0x3, "1.482200e-323"),
        (F64, 0x8000000000000000, "-0.000000e+00"),
        (F64, 0x7FFFFFFFFFFFFFFF, "0x7FFFFFFFFFFFFFFF"),
        (F64, 0x8000000000000001, "-4.940660e-324"),
        (F64, 0xFFFFFFFFFFFFFFFF, "0xFFFFFFFFFFFFFFFF"),
        (F64, 0x3FFFFFFFFFFFFFFF, "1.9999999999999998"),
        (F64, 0x4000000000000001, "2.0000000000000004"),
        (F64, 0xFFFFFFFFFFFFFFFE, "0xFFFFFFFFFFFFFFFE"),
        (F64, 0x200000000, "4.2439915819305446E-314"),
        (F64, 0xBFFFFFFFFFFFFFFF, "-1.9999999999999998"),
        (F64, 0x80000, "2.5903268932681547E-318"),
        (F64, 0x100000, "5.1806537865363094E-318"),
        (F80, 0x0, "0.000000e+00"),
        (F80, 0x1, "3.645200e-4951"),
        (F80, 0x2, "7.290400e-4951"),
        (F80, 0x3, "1.093560e-4950"),
        (F80, 0x80000000000000000000, "-0.000000e+00"),
        (F80, 0x80000000000000000001, "-3.645200e-4951"),
        (F80, 0x40000000000000000000, "0x7FFF0000000000000000"),
        (F80, 0x40000000000000000001, "0x7FFF0000000000000001"),
        (F80, 0x400000, "1.52890749773727907553E-4944"),
        (F80, 0x800000, "3.05781499547455815106E-4944"),
        (F80, 0x80000, "1.91113437217159884441E-4945"),
        (F80, 0x20000000000000000, "0x7FFF0000000000000000"),
        (F80, 0x3FFFFFFFFFFFFFFFFFFF, "1.99999999999999999989"),
        (F80, 0xBFFFFFFFFFFFFFFFFFFF, "-1.99999999999999999989"),
        (F80, 0x3FFBA8C677507B967670, "0.0824097939907446453518"),
        (F128, 0x0, "0.000000e+00"),
        (F128, 0x1, "6.475180e-4966"),
        (F128, 0x2, "1.295040e-4965"),
        (F128, 0x3, "1.942550e-4965"),
        (F128, 0x4, "2.590070e-4965"),
        (F128, 0x1000, "2.652230e-4962"),
        (
            F128,
            0x400000,
            "2.71588529041593864748508180202500508E-4959",
        ),
        (
            F128,
            0x800000,
            "5.43177058083187729497016360405001017E-4959",
        ),
        (
            F128,
            0x8000000000000000,
            "5.97229491303624638878254028164205743E-4947",
        ),
        (
            F128,
            0x3FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF,
            "1.99999999999999999999999999999999981",
        ),
        (
            F128,
            0x40000000000000000000000000000001,
            "2.00000000000000000000000000000000039",
        ),
        (
            F128,
            0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF,
            "0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF",
        ),
        (
            F128,
            0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFDF,
            "0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFDF",
        ),
        (
            F128,
            0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEF,
            "0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEF",
        ),
        (
            F128,
            0xBFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF,
            "-1.99999999999999999999999999999999981",
        ),
        (F32, 0x4B800001, "0x4B800001"),
        (F32, 0x4CEB79A3, "0x4CEB79A3"),
        (F32, 0x3DCCCCCD, "1.000000e-01"),
        (F32, 0x40490FDB, "3.14159274"),
        (F32, 0x3727C5AC, "9.99999974E-6"),
        (F32, 0x7F7FFFFF, "3.40282347E+38"),
        (F32, 0x7F800000, "0x7F800000"),
        (F32, 0xFF800000, "0xFF800000"),
        (F32, 0x7FC00000, "0x7FC00000"),
        (F32, 0x49742400, "1.000000e+06"),
        (F32, 0x4E6E6B28, "1.000000e+09"),
        (F64, 0x400921FB54442D18, "3.1415926535897931"),
        (F64, 0x3FB999999999999A, "1.000000e-01"),
        (F64, 0x4341C37937E08000, "1.000000e+16"),
        (F64, 0x7FEFFFFFFFFFFFFF, "1.7976931348623157E+308"),
        (F64, 0x41678C29DCCCCCCD, "12345678.9"),
        (F64, 0x7FF0000000000000, "0x7FF0000000000000"),
        (F64, 0x7FF8000000000000, "0x7FF8000000000000"),
        (F64, 0x412E848000000000, "1.000000e+06"),
        (F64, 0x4197D78400000001, "100000000.00000001"),
        (F80, 0x3FFF8000000000000000, "1.000000e+00"),
        (F80, 0x8000000000000000, "3.36210314311209350626E-4932"),
        (F80, 0x7FFF8000000000000000, "0x7FFF8000000000000000"),
        (F80, 0xFFFFC000000000000000, "0xFFFFC000000000000000"),
        (F80, 0x401E8000000000000001, "2147483648.00000000023"),
        (F128, 0x3FFF0000000000000000000000000000, "1.000000e+00"),
        (
            F128,
            0x7FFF0000000000000000000000000000,
            "0x7FFF0000000000000000000000000000",
        ),
        (
            F128,
            0x403E0000000000000000000000000001,
            "9223372036854775808.00000000000000178",
        ),
        (F16, 0x7C00, "0x7C00"),
        (F16, 0xFC00, "0xFC00"),
        (F16, 0x7E00, "0x7E00"),
        (F16, 0x3C00, "1.000000e+00"),
        (F16, 0x7BFF, "6.550400e+04"),
        (BF16, 0x7F80, "0x7F80"),
        (BF16, 0x3F80, "1.000000e+00"),
    ];

    /// (kind, literal, bits mlir-opt-22 produces for `<literal> : <kind>`,
    /// read back through `arith.bitcast`).  `5` and `1e5` are not MLIR float
    /// tokens; their expectations come from `5.0` and `1.0e5`.
    const PARSE_CASES: &[(FloatKind, &str, u128)] = &[
        (F4E2M1FN, "0.1", 0x0),
        (F4E2M1FN, "-2.5", 0xC),
        (F4E2M1FN, "1.0", 0x2),
        (F4E2M1FN, "0.0", 0x0),
        (F4E2M1FN, "-0.0", 0x8),
        (F4E2M1FN, "1.0e400", 0x0),
        (F4E2M1FN, "-1.0e400", 0x8),
        (F4E2M1FN, "1.0e-400", 0x0),
        (F4E2M1FN, "3.0e-5", 0x0),
        (F4E2M1FN, "448.0", 0x7),
        (F4E2M1FN, "1000.0", 0x7),
        (F4E2M1FN, "123456.789", 0x7),
        (F4E2M1FN, "0.3333333333333333333333", 0x1),
        (F4E2M1FN, "100.0", 0x7),
        (F4E2M1FN, "-100.0", 0xF),
        (F4E2M1FN, "0.25", 0x0),
        (F4E2M1FN, "0.26", 0x1),
        (F6E2M3FN, "0.1", 0x1),
        (F6E2M3FN, "-2.5", 0x32),
        (F6E2M3FN, "1.0", 0x8),
        (F6E2M3FN, "0.0", 0x0),
        (F6E2M3FN, "-0.0", 0x20),
        (F6E2M3FN, "1.0e400", 0x0),
        (F6E2M3FN, "-1.0e400", 0x20),
        (F6E2M3FN, "1.0e-400", 0x0),
        (F6E2M3FN, "3.0e-5", 0x0),
        (F6E2M3FN, "448.0", 0x1F),
        (F6E2M3FN, "1000.0", 0x1F),
        (F6E2M3FN, "123456.789", 0x1F),
        (F6E2M3FN, "0.3333333333333333333333", 0x3),
        (F6E2M3FN, "100.0", 0x1F),
        (F6E2M3FN, "-100.0", 0x3F),
        (F6E2M3FN, "0.25", 0x2),
        (F6E2M3FN, "0.26", 0x2),
        (F6E3M2FN, "0.1", 0x2),
        (F6E3M2FN, "-2.5", 0x31),
        (F6E3M2FN, "1.0", 0xC),
        (F6E3M2FN, "0.0", 0x0),
        (F6E3M2FN, "-0.0", 0x20),
        (F6E3M2FN, "1.0e400", 0x0),
        (F6E3M2FN, "-1.0e400", 0x20),
        (F6E3M2FN, "1.0e-400", 0x0),
        (F6E3M2FN, "3.0e-5", 0x0),
        (F6E3M2FN, "448.0", 0x1F),
        (F6E3M2FN, "1000.0", 0x1F),
        (F6E3M2FN, "123456.789", 0x1F),
        (F6E3M2FN, "0.3333333333333333333333", 0x5),
        (F6E3M2FN, "100.0", 0x1F),
        (F6E3M2FN, "-100.0", 0x3F),
        (F6E3M2FN, "0.25", 0x4),
        (F6E3M2FN, "0.26", 0x4),
        (F8E5M2, "0.1", 0x2E),
        (F8E5M2, "-2.5", 0xC1),
        (F8E5M2, "1.0", 0x3C),
        (F8E5M2, "0.0", 0x0),
        (F8E5M2, "-0.0", 0x80),
        (F8E5M2, "1.0e400", 0x7C),
        (F8E5M2, "-1.0e400", 0xFC),
        (F8E5M2, "1.0e-400", 0x0),
        (F8E5M2, "3.0e-5", 0x2),
        (F8E5M2, "448.0", 0x5F),
        (F8E5M2, "1000.0", 0x64),
        (F8E5M2, "123456.789", 0x7C),
        (F8E5M2, "0.3333333333333333333333", 0x35),
        (F8E4M3, "0.1", 0x1D),
        (F8E4M3, "-2.5", 0xC2),
        (F8E4M3, "1.0", 0x38),
        (F8E4M3, "0.0", 0x0),
        (F8E4M3, "-0.0", 0x80),
        (F8E4M3, "1.0e400", 0x78),
        (F8E4M3, "-1.0e400", 0xF8),
        (F8E4M3, "1.0e-400", 0x0),
        (F8E4M3, "3.0e-5", 0x0),
        (F8E4M3, "448.0", 0x78),
        (F8E4M3, "1000.0", 0x78),
        (F8E4M3, "123456.789", 0x78),
        (F8E4M3, "0.3333333333333333333333", 0x2B),
        (F8E4M3FN, "0.1", 0x1D),
        (F8E4M3FN, "-2.5", 0xC2),
        (F8E4M3FN, "1.0", 0x38),
        (F8E4M3FN, "0.0", 0x0),
        (F8E4M3FN, "-0.0", 0x80),
        (F8E4M3FN, "1.0e400", 0x7F),
        (F8E4M3FN, "-1.0e400", 0xFF),
        (F8E4M3FN, "1.0e-400", 0x0),
        (F8E4M3FN, "3.0e-5", 0x0),
        (F8E4M3FN, "448.0", 0x7E),
        (F8E4M3FN, "1000.0", 0x7F),
        (F8E4M3FN, "123456.789", 0x7F),
        (F8E4M3FN, "0.3333333333333333333333", 0x2B),
        (F8E5M2FNUZ, "0.1", 0x32),
        (F8E5M2FNUZ, "-2.5", 0xC5),
        (F8E5M2FNUZ, "1.0", 0x40),
        (F8E5M2FNUZ, "0.0", 0x0),
        (F8E5M2FNUZ, "-0.0", 0x0),
        (F8E5M2FNUZ, "1.0e400", 0x80),
        (F8E5M2FNUZ, "-1.0e400", 0x80),
        (F8E5M2FNUZ, "1.0e-400", 0x0),
        (F8E5M2FNUZ, "3.0e-5", 0x4),
        (F8E5M2FNUZ, "448.0", 0x63),
        (F8E5M2FNUZ, "1000.0", 0x68),
        (F8E5M2FNUZ, "123456.789", 0x80),
        (F8E5M2FNUZ, "0.3333333333333333333333", 0x39),
        (F8E4M3FNUZ, "0.1", 0x25),
        (F8E4M3FNUZ, "-2.5", 0xCA),
        (F8E4M3FNUZ, "1.0", 0x40),
        (F8E4M3FNUZ, "0.0", 0x0),
        (F8E4M3FNUZ, "-0.0", 0x0),
        (F8E4M3FNUZ, "1.0e400", 0x80),
        (F8E4M3FNUZ, "-1.0e400", 0x80),
        (F8E4M3FNUZ, "1.0e-400", 0x0),
        (F8E4M3FNUZ, "3.0e-5", 0x0),
        (F8E4M3FNUZ, "448.0", 0x80),
        (F8E4M3FNUZ, "1000.0", 0x80),
        (F8E4M3FNUZ, "123456.789", 0x80),
        (F8E4M3FNUZ, "0.3333333333333333333333", 0x33),
        (F8E4M3B11FNUZ, "0.1", 0x3D),
        (F8E4M3B11FNUZ, "-2.5", 0xE2),
        (F8E4M3B11FNUZ, "1.0", 0x58),
        (F8E4M3B11FNUZ, "0.0", 0x0),
        (F8E4M3B11FNUZ, "-0.0", 0x0),
        (F8E4M3B11FNUZ, "1.0e400", 0x80),
        (F8E4M3B11FNUZ, "-1.0e400", 0x80),
        (F8E4M3B11FNUZ, "1.0e-400", 0x0),
        (F8E4M3B11FNUZ, "3.0e-5", 0x0),
        (F8E4M3B11FNUZ, "448.0", 0x80),
        (F8E4M3B11FNUZ, "1000.0", 0x80),
        (F8E4M3B11FNUZ, "123456.789", 0x80),
        (F8E4M3B11FNUZ, "0.3333333333333333333333", 0x4B),
        (F8E3M4, "0.1", 0x6),
        (F8E3M4, "-2.5", 0xC4),
        (F8E3M4, "1.0", 0x30),
        (F8E3M4, "0.0", 0x0),
        (F8E3M4, "-0.0", 0x80),
        (F8E3M4, "1.0e400", 0x70),
        (F8E3M4, "-1.0e400", 0xF0),
        (F8E3M4, "1.0e-400", 0x0),
        (F8E3M4, "3.0e-5", 0x0),
        (F8E3M4, "448.0", 0x70),
        (F8E3M4, "1000.0", 0x70),
        (F8E3M4, "123456.789", 0x70),
        (F8E3M4, "0.3333333333333333333333", 0x15),
        (F8E8M0FNU, "0.1", 0x7C),
        (F8E8M0FNU, "-2.5", 0x80),
        (F8E8M0FNU, "1.0", 0x7F),
        (F8E8M0FNU, "0.0", 0x0),
        (F8E8M0FNU, "-0.0", 0x0),
        (F8E8M0FNU, "1.0e400", 0xFF),
        (F8E8M0FNU, "-1.0e400", 0xFF),
        (F8E8M0FNU, "1.0e-400", 0x0),
        (F8E8M0FNU, "3.0e-5", 0x70),
        (F8E8M0FNU, "448.0", 0x88),
        (F8E8M0FNU, "1000.0", 0x89),
        (F8E8M0FNU, "123456.789", 0x90),
        (F8E8M0FNU, "0.3333333333333333333333", 0x7D),
        (F8E8M0FNU, "-1.0", 0xFF),
        (F8E8M0FNU, "0.75", 0x7F),
        (F8E8M0FNU, "0.7", 0x7E),
        (F8E8M0FNU, "3.0", 0x81),
        (F8E8M0FNU, "1.0e38", 0xFD),
        (F16, "0.1", 0x2E66),
        (F16, "-2.5", 0xC100),
        (F16, "1.0", 0x3C00),
        (F16, "0.0", 0x0),
        (F16, "-0.0", 0x8000),
        (F16, "1.0e400", 0x7C00),
        (F16, "-1.0e400", 0xFC00),
        (F16, "1.0e-400", 0x0),
        (F16, "3.0e-5", 0x1F7),
        (F16, "448.0", 0x5F00),
        (F16, "1000.0", 0x63D0),
        (F16, "123456.789", 0x7C00),
        (F16, "0.3333333333333333333333", 0x3555),
        (F16, "65504.0", 0x7BFF),
        (F16, "65520.0", 0x7C00),
        (F16, "65519.99", 0x7BFF),
        (F16, "5.96e-8", 0x1),
        (F16, "2.98e-8", 0x0),
        (F16, "2.99e-8", 0x1),
        (BF16, "0.1", 0x3DCD),
        (BF16, "-2.5", 0xC020),
        (BF16, "1.0", 0x3F80),
        (BF16, "0.0", 0x0),
        (BF16, "-0.0", 0x8000),
        (BF16, "1.0e400", 0x7F80),
        (BF16, "-1.0e400", 0xFF80),
        (BF16, "1.0e-400", 0x0),
        (BF16, "3.0e-5", 0x37FC),
        (BF16, "448.0", 0x43E0),
        (BF16, "1000.0", 0x447A),
        (BF16, "123456.789", 0x47F1),
        (BF16, "0.3333333333333333333333", 0x3EAB),
        (TF32, "0.1", 0x1EE66),
        (TF32, "-2.5", 0x60100),
        (TF32, "1.0", 0x1FC00),
        (TF32, "0.0", 0x0),
        (TF32, "-0.0", 0x40000),
        (TF32, "1.0e400", 0x3FC00),
        (TF32, "-1.0e400", 0x7FC00),
        (TF32, "1.0e-400", 0x0),
        (TF32, "3.0e-5", 0x1BFDD),
        (TF32, "448.0", 0x21F00),
        (TF32, "1000.0", 0x223D0),
        (TF32, "123456.789", 0x23F89),
        (TF32, "0.3333333333333333333333", 0x1F555),
        (F32, "0.1", 0x3DCCCCCD),
        (F32, "-2.5", 0xC0200000),
        (F32, "1.0", 0x3F800000),
        (F32, "0.0", 0x0),
        (F32, "-0.0", 0x80000000),
        (F32, "1.0e400", 0x7F800000),
        (F32, "-1.0e400", 0xFF800000),
        (F32, "1.0e-400", 0x0),
        (F32, "3.0e-5", 0x37FBA882),
        (F32, "448.0", 0x43E00000),
        (F32, "1000.0", 0x447A0000),
        (F32, "123456.789", 0x47F12065),
        (F32, "0.3333333333333333333333", 0x3EAAAAAB),
        (F32, "1.000000178813934326171874", 0x3F800002),
        (F32, "3.4028235e38", 0x7F7FFFFF),
        (F32, "3.4028236e38", 0x7F800000),
        (F32, "1.0e-45", 0x1),
        (F32, "7.0e-46", 0x0),
        (F64, "0.1", 0x3FB999999999999A),
        (F64, "-2.5", 0xC004000000000000),
        (F64, "1.0", 0x3FF0000000000000),
        (F64, "0.0", 0x0),
        (F64, "-0.0", 0x8000000000000000),
        (F64, "1.0e400", 0x7FF0000000000000),
        (F64, "-1.0e400", 0xFFF0000000000000),
        (F64, "1.0e-400", 0x0),
        (F64, "3.0e-5", 0x3EFF75104D551D69),
        (F64, "448.0", 0x407C000000000000),
        (F64, "1000.0", 0x408F400000000000),
        (F64, "123456.789", 0x40FE240C9FBE76C9),
        (F64, "0.3333333333333333333333", 0x3FD5555555555555),
        (F64, "1.7976931348623157e308", 0x7FEFFFFFFFFFFFFF),
        (F64, "1.7976931348623159e308", 0x7FF0000000000000),
        (F64, "4.9e-324", 0x1),
        (F64, "2.4e-324", 0x0),
        (F64, "5", 0x4014000000000000),
        (F64, "1e5", 0x40F86A0000000000),
        (F64, "2.5E-3", 0x3F647AE147AE147B),
        (F80, "0.1", 0x3FFBCCCCCCCCCCCCD000),
        (F80, "-2.5", 0xC000A000000000000000),
        (F80, "1.0", 0x3FFF8000000000000000),
        (F80, "0.0", 0x0),
        (F80, "-0.0", 0x80000000000000000000),
        (F80, "1.0e400", 0x7FFF8000000000000000),
        (F80, "-1.0e400", 0xFFFF8000000000000000),
        (F80, "1.0e-400", 0x0),
        (F80, "3.0e-5", 0x3FEFFBA8826AA8EB4800),
        (F80, "448.0", 0x4007E000000000000000),
        (F80, "1000.0", 0x4008FA00000000000000),
        (F80, "123456.789", 0x400FF12064FDF3B64800),
        (F80, "0.3333333333333333333333", 0x3FFDAAAAAAAAAAAAA800),
        (F80, "1.0e4000", 0x7FFF8000000000000000),
        (F80, "0.2", 0x3FFCCCCCCCCCCCCCD000),
        (F128, "0.1", 0x3FFB999999999999A000000000000000),
        (F128, "-2.5", 0xC0004000000000000000000000000000),
        (F128, "1.0", 0x3FFF0000000000000000000000000000),
        (F128, "0.0", 0x0),
        (F128, "-0.0", 0x80000000000000000000000000000000),
        (F128, "1.0e400", 0x7FFF0000000000000000000000000000),
        (F128, "-1.0e400", 0xFFFF0000000000000000000000000000),
        (F128, "1.0e-400", 0x0),
        (F128, "3.0e-5", 0x3FEFF75104D551D69000000000000000),
        (F128, "448.0", 0x4007C000000000000000000000000000),
        (F128, "1000.0", 0x4008F400000000000000000000000000),
        (F128, "123456.789", 0x400FE240C9FBE76C9000000000000000),
        (
            F128,
            "0.3333333333333333333333",
            0x3FFD5555555555555000000000000000,
        ),
        (F128, "1.0e4000", 0x7FFF0000000000000000000000000000),
        (F128, "0.2", 0x3FFC999999999999A000000000000000),
    ];

    #[test]
    fn format_matches_mlir_opt() {
        for &(kind, bits, expected) in FORMAT_CASES {
            assert_eq!(format_float(kind, bits), expected, "{kind:?} 0x{bits:X}");
        }
    }

    #[test]
    fn parse_matches_mlir_opt() {
        for &(kind, text, expected) in PARSE_CASES {
            assert_eq!(
                parse_float_decimal(kind, text),
                Ok(expected),
                "{kind:?} {text}"
            );
        }
    }

    #[test]
    fn format_examples_from_the_spec() {
        assert_eq!(format_float(F32, 0x3DCC_CCCD), "1.000000e-01");
        assert_eq!(format_float(F32, 0x7FC0_0000), "0x7FC00000");
        assert_eq!(format_float(F16, 0x7C00), "0x7C00");
        assert_eq!(
            format_float(F64, 0x4009_21FB_5444_2D18),
            "3.1415926535897931"
        );
        assert_eq!(format_float(F32, 0x3727_C5AC), "9.99999974E-6");
        // Bits above the width are ignored.
        assert_eq!(format_float(F16, 0xFFFF_3C00), "1.000000e+00");
    }

    #[test]
    fn parse_round_trips_through_format() {
        for &(kind, text, bits) in PARSE_CASES {
            let printed = format_float(kind, bits);
            if printed.starts_with("0x") {
                continue;
            }
            // Reparsing the printed text via the f64 path must be stable for
            // every kind whose values all fit in an f64.
            if !matches!(kind, F80 | F128) {
                assert_eq!(
                    parse_float_decimal(kind, &printed),
                    Ok(bits),
                    "{kind:?} {text} -> {printed}"
                );
            }
        }
    }

    #[test]
    fn parse_double_rounding_like_mlir() {
        // Exact rounding would give 0x3F800001; MLIR rounds via f64 first.
        assert_eq!(
            parse_float_decimal(F32, "1.000000178813934326171874"),
            Ok(0x3F80_0002)
        );
        assert_eq!(
            parse_float_decimal(F128, "0.1"),
            Ok(0x3FFB_9999_9999_9999_A000_0000_0000_0000)
        );
    }

    #[test]
    fn parse_rejects_malformed_text() {
        for text in [
            "", "-", "+", ".5", "1e", "1e+", "1.2.3", "e5", "0x10", "1.0f", "inf", "nan", " 1.0",
        ] {
            assert!(parse_float_decimal(F32, text).is_err(), "{text:?}");
        }
        assert_eq!(parse_float_decimal(F32, "5."), Ok(0x40A0_0000));
        assert_eq!(parse_float_decimal(F32, "+5.0"), Ok(0x40A0_0000));
    }

    #[test]
    fn parse_extreme_exponents() {
        let inf = Ok(0x7FF0_0000_0000_0000);
        assert_eq!(parse_float_decimal(F64, "1.0e99999999999999999999"), inf);
        assert_eq!(parse_float_decimal(F64, "1.0e-99999999999999999999"), Ok(0));
        assert_eq!(parse_float_decimal(F64, "0.0e99999999999999999999"), Ok(0));
        let long_one = format!("1{}.0e-30000", "0".repeat(30000));
        // APFloat clamps the exponent at 24000, so this overflows like MLIR.
        assert_eq!(parse_float_decimal(F64, &long_one), inf);
    }

    #[test]
    fn hex_bits() {
        let out_of_range = Err("hexadecimal float constant out of range for type".to_string());
        assert_eq!(float_from_hex_bits(F32, "0x7FC00000"), Ok(0x7FC0_0000));
        assert_eq!(float_from_hex_bits(F32, "0xFFFFFFFF"), Ok(0xFFFF_FFFF));
        assert_eq!(float_from_hex_bits(F32, "0x1FFFFFFFF"), out_of_range);
        assert_eq!(float_from_hex_bits(TF32, "0x7FFFF"), Ok(0x7FFFF));
        assert_eq!(float_from_hex_bits(TF32, "0x80000"), out_of_range);
        assert_eq!(
            float_from_hex_bits(F4E2M1FN, "0x0000000000000000000000000000000000000001"),
            Ok(1)
        );
        assert_eq!(float_from_hex_bits(F4E2M1FN, "0x10"), out_of_range);
        assert_eq!(float_from_hex_bits(F6E2M3FN, "0x40"), out_of_range);
        assert_eq!(float_from_hex_bits(F8E8M0FNU, "0x100"), out_of_range);
        assert_eq!(
            float_from_hex_bits(F80, "0xFFFFFFFFFFFFFFFFFFFF"),
            Ok((1u128 << 80) - 1)
        );
        assert_eq!(
            float_from_hex_bits(F80, "0x1FFFFFFFFFFFFFFFFFFFF"),
            out_of_range
        );
        assert_eq!(
            float_from_hex_bits(F128, "0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF"),
            Ok(u128::MAX)
        );
        assert_eq!(
            float_from_hex_bits(F128, "0x1FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF"),
            out_of_range
        );
        assert_eq!(float_from_hex_bits(F16, "3C00"), Ok(0x3C00));
        assert_eq!(float_from_hex_bits(F16, "0X3c00"), Ok(0x3C00));
        assert!(float_from_hex_bits(F16, "0x").is_err());
        assert!(float_from_hex_bits(F16, "0xG").is_err());
    }

    #[test]
    fn to_f64_conversions() {
        assert_eq!(to_f64(F16, 0x3C00), 1.0);
        assert_eq!(to_f64(F16, 0x0001), 2f64.powi(-24));
        assert_eq!(to_f64(F16, 0xFC00), f64::NEG_INFINITY);
        assert_eq!(to_f64(BF16, 0x7F80), f64::INFINITY);
        assert_eq!(to_f64(F32, 0x3DCC_CCCD), f64::from(0.1f32));
        assert_eq!(to_f64(F4E2M1FN, 0xF), -6.0);
        assert_eq!(to_f64(F8E8M0FNU, 0x00), 2f64.powi(-127));
        assert_eq!(to_f64(F8E4M3FNUZ, 0x00).to_bits(), 0);
        assert_eq!(to_f64(F80, 0x3FFF_8000_0000_0000_0000), 1.0);
        assert_eq!(to_f64(F80, 0x3FFF_8000_0000_0000_0400), 1.0); // tie to even
        assert_eq!(
            to_f64(F80, 0x3FFF_8000_0000_0000_0C00),
            1.0 + 2f64.powi(-51)
        );
        assert_eq!(
            to_f64(F128, 0x7FFE_0000_0000_0000_0000_0000_0000_0000),
            f64::INFINITY
        );
        assert_eq!(
            to_f64(F128, 0x8000_0000_0000_0000_0000_0000_0000_0001).to_bits(),
            1 << 63
        );
        assert_eq!(
            to_f64(F64, 0x7FF0_0000_0000_0001).to_bits(),
            0x7FF0_0000_0000_0001
        );
        // NaN payloads move like APFloat's convert (checked with arith.extf).
        assert_eq!(to_f64(F8E4M3FN, 0x7F).to_bits(), 0x7FFE_0000_0000_0000);
        assert_eq!(to_f64(F32, 0xFFC0_0001).to_bits(), 0xFFF8_0000_2000_0000);
        assert!(to_f64(F8E5M2FNUZ, 0x80).is_nan());
        assert!(to_f64(F8E8M0FNU, 0xFF).is_nan());
        assert!(to_f64(F80, 0x3FFF_0000_0000_0000_0000).is_nan());
    }

    #[test]
    fn never_panics_on_odd_inputs() {
        let patterns = [
            0,
            1,
            u128::MAX,
            u128::MAX >> 1,
            1u128 << 127,
            0x5555_5555 << 64,
        ];
        for kind in ALL_KINDS {
            for bits in patterns {
                let text = format_float(kind, bits);
                assert!(!text.is_empty());
                let _ = to_f64(kind, bits);
            }
            for text in [
                "9".repeat(400),
                format!("0.{}1", "0".repeat(6000)),
                "1.0e-24000".into(),
            ] {
                assert!(parse_float_decimal(kind, &text).is_ok());
            }
        }
    }

    #[test]
    fn keywords_round_trip() {
        for kind in ALL_KINDS {
            assert_eq!(FloatKind::from_keyword(kind.keyword()), Some(kind));
        }
        assert_eq!(FloatKind::from_keyword("f33"), None);
        assert_eq!(FloatKind::from_keyword("F32"), None);
    }

    #[test]
    fn bit_widths() {
        let expected = [4, 6, 6, 8, 8, 8, 8, 8, 8, 8, 8, 16, 16, 19, 32, 64, 80, 128];
        for (kind, width) in ALL_KINDS.iter().zip(expected) {
            assert_eq!(kind.bit_width(), width, "{kind:?}");
        }
    }
}
