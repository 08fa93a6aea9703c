//! Exact floating-point arithmetic on raw bit patterns, mirroring LLVM's
//! `APFloat` as MLIR 22's `arith` and `math` constant folders use it.
//!
//! Every value is a `u128` holding the bit pattern of a [`FloatKind`] (only
//! the low `kind.bit_width()` bits are read).  Results are bit patterns too.
//!
//! # Exactness
//!
//! All operations compute the exact result (with arbitrary-precision
//! integers) and round it once, so `+ - * /`, `sqrt`, `rem` (C `fmod`) and
//! every conversion are correctly rounded for all 18 kinds, including `f80`,
//! `f128` and the 8/6/4-bit formats, with APFloat's overflow, underflow,
//! NaN-encoding and "no negative zero" rules.  For `f32`/`f64` the plain
//! entry points (`add`, `sub`, `mul`, `div`) use the host's IEEE arithmetic
//! when both operands are finite and non-zero (identical results, faster).
//!
//! # NaN results
//!
//! As in APFloat: an operation with a NaN operand returns that operand (the
//! left one if both are NaN), sign and payload kept, made quiet; an invalid
//! operation (`inf - inf`, `0 * inf`, `0 / 0`, `x rem 0`, ...) returns the
//! default NaN (`0x7FC00000` for `f32`; all-ones or `0x80` in the FN/FNUZ
//! formats).
//!
//! # Fold-level helpers
//!
//! The `fold_*` functions reproduce what the MLIR 22 folders return,
//! including their operand shortcuts (`addf(x, -0.0) -> x`, `mulf(x, 1.0) ->
//! x`, `maxnumf(x, NaN) -> x`, ... which skip NaN quieting) and their refusals
//! (`None`): inexact `truncf`/`extf`, out-of-range `fptosi`, `math.sqrt` of
//! negative values or of types other than `f32`/`f64`, ...  Rules that depend
//! on SSA identity (`maximumf(x, x) -> x`) are the caller's business.
//!
//! # Formats without NaN, Inf, zero or sign
//!
//! Formats without NaN/Inf (`f4E2M1FN`, `f6E2M3FN`, `f6E3M2FN`) cannot encode
//! the NaN of an invalid operation (`0/0`, `x rem 0`) or an infinity/NaN
//! converted into them, and APFloat reaches `llvm_unreachable` there; this
//! module reproduces what mlir-opt-22's release build produces: the bare sign
//! bit.  `f8E8M0FNU` (no zero, no sign) follows APFloat's release-build
//! behaviour too (e.g. a "negative" result ORs the sign into bit 7).  Both
//! were checked exhaustively against mlir-opt-22 (all operand pairs of the
//! binary ops, all values for unary ops and conversions).
//!
//! The semantics table duplicates the private one of [`crate::float`], which
//! exposes no constructor for it.

use std::cmp::Ordering;

use num_bigint::BigUint;
use num_traits::{ToPrimitive, Zero};

use crate::apint::APInt;
use crate::float::FloatKind;

// ---------------------------------------------------------------------------
// Semantics
// ---------------------------------------------------------------------------

/// How Inf and NaN exist in a format (APFloat's `fltNonfiniteBehavior`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum NonFinite {
    Ieee754,
    NanOnly,
    FiniteOnly,
}

/// How NaN is encoded (APFloat's `fltNanEncoding`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum NanEnc {
    Ieee,
    AllOnes,
    NegativeZero,
}

/// Bit layout family.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Layout {
    Ieee,
    X87,
    E8M0,
}

/// APFloat's `fltSemantics`.
#[derive(Clone, Copy, Debug)]
struct Sem {
    max_exp: i64,
    min_exp: i64,
    precision: u32,
    bits: u32,
    non_finite: NonFinite,
    nan_enc: NanEnc,
    has_zero: bool,
    layout: Layout,
}

fn sem(kind: FloatKind) -> Sem {
    let ieee = |max_exp, min_exp, precision, bits| Sem {
        max_exp,
        min_exp,
        precision,
        bits,
        non_finite: NonFinite::Ieee754,
        nan_enc: NanEnc::Ieee,
        has_zero: true,
        layout: Layout::Ieee,
    };
    let with = |s: Sem, non_finite, nan_enc| Sem {
        non_finite,
        nan_enc,
        ..s
    };
    use FloatKind as K;
    use NanEnc as N;
    use NonFinite as F;
    match kind {
        K::F16 => ieee(15, -14, 11, 16),
        K::BF16 => ieee(127, -126, 8, 16),
        K::TF32 => ieee(127, -126, 11, 19),
        K::F32 => ieee(127, -126, 24, 32),
        K::F64 => ieee(1023, -1022, 53, 64),
        K::F128 => ieee(16383, -16382, 113, 128),
        K::F80 => Sem {
            layout: Layout::X87,
            ..ieee(16383, -16382, 64, 80)
        },
        K::F8E5M2 => ieee(15, -14, 3, 8),
        K::F8E4M3 => ieee(7, -6, 4, 8),
        K::F8E3M4 => ieee(3, -2, 5, 8),
        K::F8E4M3FN => with(ieee(8, -6, 4, 8), F::NanOnly, N::AllOnes),
        K::F8E5M2FNUZ => with(ieee(15, -15, 3, 8), F::NanOnly, N::NegativeZero),
        K::F8E4M3FNUZ => with(ieee(7, -7, 4, 8), F::NanOnly, N::NegativeZero),
        K::F8E4M3B11FNUZ => with(ieee(4, -10, 4, 8), F::NanOnly, N::NegativeZero),
        K::F8E8M0FNU => Sem {
            has_zero: false,
            layout: Layout::E8M0,
            ..with(ieee(127, -127, 1, 8), F::NanOnly, N::AllOnes)
        },
        K::F6E3M2FN => with(ieee(4, -2, 3, 6), F::FiniteOnly, N::Ieee),
        K::F6E2M3FN => with(ieee(2, 0, 4, 6), F::FiniteOnly, N::Ieee),
        K::F4E2M1FN => with(ieee(2, 0, 2, 4), F::FiniteOnly, N::Ieee),
    }
}

/// The low `bits` bits set.
#[inline]
fn low_mask(bits: u32) -> u128 {
    if bits >= 128 {
        u128::MAX
    } else {
        (1u128 << bits) - 1
    }
}

// ---------------------------------------------------------------------------
// Decoded values
// ---------------------------------------------------------------------------

/// APFloat's `fltCategory`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Cat {
    Zero,
    Normal,
    Inf,
    NaN,
}

/// A decoded float.  `Normal` (finite non-zero, denormals included) means
/// `sig * 2^(exp - (precision - 1))` with `sig < 2^precision` and
/// `exp >= min_exp`; a NaN keeps its stored significand field in `sig`
/// (x87: all 64 bits including the explicit integer bit).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Fp {
    cat: Cat,
    neg: bool,
    exp: i64,
    sig: u128,
}

impl Fp {
    fn zero(neg: bool) -> Fp {
        Fp {
            cat: Cat::Zero,
            neg,
            exp: 0,
            sig: 0,
        }
    }

    fn inf(neg: bool) -> Fp {
        Fp {
            cat: Cat::Inf,
            neg,
            exp: 0,
            sig: 0,
        }
    }

    fn nan(neg: bool, payload: u128) -> Fp {
        Fp {
            cat: Cat::NaN,
            neg,
            exp: 0,
            sig: payload,
        }
    }

    fn normal(neg: bool, exp: i64, sig: u128) -> Fp {
        Fp {
            cat: Cat::Normal,
            neg,
            exp,
            sig,
        }
    }
}

/// Decodes a bit pattern (APFloat's `initFromAPInt`).
fn decode(s: &Sem, bits: u128) -> Fp {
    let bits = bits & low_mask(s.bits);
    match s.layout {
        Layout::Ieee => decode_ieee(s, bits),
        Layout::X87 => decode_x87(bits),
        Layout::E8M0 => {
            if bits == 0xff {
                Fp::nan(false, 0)
            } else {
                Fp::normal(false, bits as i64 - 127, 1)
            }
        }
    }
}

fn decode_ieee(s: &Sem, bits: u128) -> Fp {
    let t = s.precision - 1;
    let exp_bits = s.bits - 1 - t;
    let frac = bits & low_mask(t);
    let field = ((bits >> t) & low_mask(exp_bits)) as i64;
    let neg = (bits >> (s.bits - 1)) & 1 == 1;
    let bias = 1 - s.min_exp;
    if s.non_finite == NonFinite::Ieee754 && field == s.max_exp + 1 + bias {
        return if frac == 0 {
            Fp::inf(neg)
        } else {
            Fp::nan(neg, frac)
        };
    }
    let is_nan = match s.nan_enc {
        NanEnc::AllOnes => {
            s.non_finite == NonFinite::NanOnly && field == s.max_exp + bias && frac == low_mask(t)
        }
        NanEnc::NegativeZero => field == 0 && frac == 0 && neg,
        NanEnc::Ieee => false,
    };
    if is_nan {
        return Fp::nan(neg, frac);
    }
    if field == 0 && frac == 0 {
        return Fp::zero(neg);
    }
    if field == 0 {
        Fp::normal(neg, s.min_exp, frac)
    } else {
        Fp::normal(neg, field - bias, frac | (1u128 << t))
    }
}

fn decode_x87(bits: u128) -> Fp {
    let sig = bits & low_mask(64);
    let field = ((bits >> 64) & 0x7fff) as i64;
    let neg = (bits >> 79) & 1 == 1;
    let integer_bit = sig >> 63 == 1;
    if field == 0 && sig == 0 {
        return Fp::zero(neg);
    }
    if field == 0x7fff && sig == 1u128 << 63 {
        return Fp::inf(neg);
    }
    if field == 0x7fff || (field != 0 && !integer_bit) {
        return Fp::nan(neg, sig);
    }
    let exp = if field == 0 { -16382 } else { field - 16383 };
    Fp::normal(neg, exp, sig)
}

/// Encodes a value (APFloat's `bitcastToAPInt`).
fn encode(s: &Sem, v: Fp) -> u128 {
    match s.layout {
        Layout::Ieee => encode_ieee(s, v),
        Layout::X87 => {
            let (field, sig) = match v.cat {
                Cat::Zero => (0, 0),
                Cat::Normal => {
                    let mut field = v.exp + 16383;
                    if field == 1 && v.sig >> 63 == 0 {
                        field = 0;
                    }
                    (field, v.sig)
                }
                Cat::Inf => (0x7fff, 1u128 << 63),
                Cat::NaN => (0x7fff, v.sig),
            };
            (u128::from(v.neg) << 79)
                | (((field.max(0) as u128) & 0x7fff) << 64)
                | (sig & low_mask(64))
        }
        Layout::E8M0 => match v.cat {
            Cat::Normal => (((v.exp + 127).max(0) as u128) & 0xff) | (u128::from(v.neg) << 7),
            Cat::Zero => u128::from(v.neg) << 7,
            Cat::NaN | Cat::Inf => 0xff,
        },
    }
}

fn encode_ieee(s: &Sem, v: Fp) -> u128 {
    let t = s.precision - 1;
    if s.non_finite == NonFinite::FiniteOnly && matches!(v.cat, Cat::Inf | Cat::NaN) {
        // APFloat's bitcast reaches llvm_unreachable; mlir-opt-22 (release
        // build) produces the sign bit alone.
        return u128::from(v.neg) << (s.bits - 1);
    }
    let exp_mask = low_mask(s.bits - 1 - t);
    let bias = 1 - s.min_exp;
    let (field, frac) = match v.cat {
        Cat::Zero => (0, 0),
        Cat::Normal => {
            let mut field = v.exp + bias;
            if field == 1 && (v.sig >> t) & 1 == 0 {
                field = 0;
            }
            (field, v.sig)
        }
        Cat::Inf => (s.max_exp + 1 + bias, 0),
        Cat::NaN => {
            let field = match (s.non_finite, s.nan_enc) {
                (NonFinite::NanOnly, NanEnc::NegativeZero) => 0,
                (NonFinite::NanOnly, _) => s.max_exp + bias,
                _ => s.max_exp + 1 + bias,
            };
            (field, v.sig)
        }
    };
    let field = (field.max(0) as u128) & exp_mask;
    ((u128::from(v.neg) << (s.bits - 1)) | (field << t) | (frac & low_mask(t))) & low_mask(s.bits)
}

// ---------------------------------------------------------------------------
// Status, rounding modes, predicates
// ---------------------------------------------------------------------------

/// IEEE exception flags of an operation (APFloat's `opStatus`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FloatStatus {
    /// Invalid operation (signaling NaN operand, `inf - inf`, out-of-range
    /// float-to-int conversion, ...).
    pub invalid: bool,
    /// Division of a finite non-zero value by zero.
    pub div_by_zero: bool,
    /// The rounded result overflowed.
    pub overflow: bool,
    /// The result is tiny and inexact.
    pub underflow: bool,
    /// The result is not exact.
    pub inexact: bool,
}

impl FloatStatus {
    /// No flag raised (APFloat's `opOK`).
    pub fn is_ok(&self) -> bool {
        *self == FloatStatus::default()
    }

    fn invalid() -> FloatStatus {
        FloatStatus {
            invalid: true,
            ..FloatStatus::default()
        }
    }
}

/// Rounding modes (LLVM's `RoundingMode`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum RoundingMode {
    /// Round to nearest, ties to even (the default).
    #[default]
    NearestTiesToEven,
    /// Round to nearest, ties away from zero.
    NearestTiesToAway,
    /// Round toward zero (truncate).
    TowardZero,
    /// Round toward +infinity.
    TowardPositive,
    /// Round toward -infinity.
    TowardNegative,
}

/// Result of comparing two floats (APFloat's `cmpResult`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FloatOrdering {
    /// `a < b`.
    Less,
    /// `a == b` (`-0 == +0`).
    Equal,
    /// `a > b`.
    Greater,
    /// At least one operand is NaN.
    Unordered,
}

/// The sixteen `arith.cmpf` predicates.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CmpFPredicate {
    /// Always false.
    AlwaysFalse,
    /// Ordered and equal.
    Oeq,
    /// Ordered and greater than.
    Ogt,
    /// Ordered and greater than or equal.
    Oge,
    /// Ordered and less than.
    Olt,
    /// Ordered and less than or equal.
    Ole,
    /// Ordered and not equal.
    One,
    /// Ordered (neither operand is NaN).
    Ord,
    /// Unordered or equal.
    Ueq,
    /// Unordered or greater than.
    Ugt,
    /// Unordered or greater than or equal.
    Uge,
    /// Unordered or less than.
    Ult,
    /// Unordered or less than or equal.
    Ule,
    /// Unordered or not equal.
    Une,
    /// Unordered (either operand is NaN).
    Uno,
    /// Always true.
    AlwaysTrue,
}

impl CmpFPredicate {
    /// All predicates, in MLIR's enum order.
    pub const ALL: [CmpFPredicate; 16] = [
        CmpFPredicate::AlwaysFalse,
        CmpFPredicate::Oeq,
        CmpFPredicate::Ogt,
        CmpFPredicate::Oge,
        CmpFPredicate::Olt,
        CmpFPredicate::Ole,
        CmpFPredicate::One,
        CmpFPredicate::Ord,
        CmpFPredicate::Ueq,
        CmpFPredicate::Ugt,
        CmpFPredicate::Uge,
        CmpFPredicate::Ult,
        CmpFPredicate::Ule,
        CmpFPredicate::Une,
        CmpFPredicate::Uno,
        CmpFPredicate::AlwaysTrue,
    ];

    /// The MLIR keyword (`"false"`, `"oeq"`, ..., `"true"`).
    pub fn keyword(self) -> &'static str {
        match self {
            CmpFPredicate::AlwaysFalse => "false",
            CmpFPredicate::Oeq => "oeq",
            CmpFPredicate::Ogt => "ogt",
            CmpFPredicate::Oge => "oge",
            CmpFPredicate::Olt => "olt",
            CmpFPredicate::Ole => "ole",
            CmpFPredicate::One => "one",
            CmpFPredicate::Ord => "ord",
            CmpFPredicate::Ueq => "ueq",
            CmpFPredicate::Ugt => "ugt",
            CmpFPredicate::Uge => "uge",
            CmpFPredicate::Ult => "ult",
            CmpFPredicate::Ule => "ule",
            CmpFPredicate::Une => "une",
            CmpFPredicate::Uno => "uno",
            CmpFPredicate::AlwaysTrue => "true",
        }
    }

    /// Looks a predicate up by its MLIR keyword.
    pub fn from_keyword(s: &str) -> Option<CmpFPredicate> {
        CmpFPredicate::ALL
            .iter()
            .copied()
            .find(|p| p.keyword() == s)
    }

    /// Evaluates the predicate on a comparison result.
    pub fn holds(self, ord: FloatOrdering) -> bool {
        use FloatOrdering::*;
        match self {
            CmpFPredicate::AlwaysFalse => false,
            CmpFPredicate::Oeq => ord == Equal,
            CmpFPredicate::Ogt => ord == Greater,
            CmpFPredicate::Oge => ord == Greater || ord == Equal,
            CmpFPredicate::Olt => ord == Less,
            CmpFPredicate::Ole => ord == Less || ord == Equal,
            CmpFPredicate::One => ord != Unordered && ord != Equal,
            CmpFPredicate::Ord => ord != Unordered,
            CmpFPredicate::Ueq => ord == Unordered || ord == Equal,
            CmpFPredicate::Ugt => ord == Unordered || ord == Greater,
            CmpFPredicate::Uge => ord != Less,
            CmpFPredicate::Ult => ord == Unordered || ord == Less,
            CmpFPredicate::Ule => ord != Greater,
            CmpFPredicate::Une => ord != Equal,
            CmpFPredicate::Uno => ord == Unordered,
            CmpFPredicate::AlwaysTrue => true,
        }
    }
}

// ---------------------------------------------------------------------------
// Special values
// ---------------------------------------------------------------------------

/// APFloat's `makeNaN(false, neg)`: the default quiet NaN.
fn default_nan(s: &Sem, neg: bool) -> Fp {
    let p = s.precision;
    match (s.non_finite, s.nan_enc) {
        // No NaN at all: APFloat's makeNaN is llvm_unreachable; MLIR 22's
        // release build goes on with a NaN that encodes as the sign bit.
        (NonFinite::FiniteOnly, _) => Fp::nan(neg, 0),
        (NonFinite::NanOnly, NanEnc::NegativeZero) => Fp::nan(true, 0),
        (NonFinite::NanOnly, _) => Fp::nan(neg, low_mask(p - 1)),
        _ => {
            let quiet = if p >= 2 { 1u128 << (p - 2) } else { 0 };
            let x87 = if s.layout == Layout::X87 {
                1u128 << (p - 1)
            } else {
                0
            };
            Fp::nan(neg, quiet | x87)
        }
    }
}

/// A zero result, canonicalised like APFloat's `normalize` (no -0 in the
/// NaN-as-negative-zero formats; smallest normal value without zero).
fn zero_value(s: &Sem, neg: bool) -> Fp {
    if !s.has_zero {
        return Fp::normal(false, s.min_exp, 1u128 << (s.precision - 1));
    }
    Fp::zero(neg && s.nan_enc != NanEnc::NegativeZero)
}

/// The largest finite value.
fn largest_value(s: &Sem, neg: bool) -> Fp {
    let mut sig = low_mask(s.precision);
    if s.non_finite == NonFinite::NanOnly && s.nan_enc == NanEnc::AllOnes && s.precision > 1 {
        sig &= !1;
    }
    Fp::normal(neg, s.max_exp, sig)
}

fn is_signaling_fp(s: &Sem, v: &Fp) -> bool {
    v.cat == Cat::NaN
        && s.non_finite == NonFinite::Ieee754
        && s.precision >= 2
        && (v.sig >> (s.precision - 2)) & 1 == 0
}

fn make_quiet(s: &Sem, mut v: Fp) -> Fp {
    if v.cat == Cat::NaN && s.non_finite != NonFinite::NanOnly && s.precision >= 2 {
        v.sig |= 1u128 << (s.precision - 2);
    }
    v
}

/// NaN propagation shared by the binary arithmetic operations: the NaN
/// operand (the left one if both are NaN), made quiet.
fn propagate_nan(s: &Sem, a: &Fp, b: &Fp) -> Option<(Fp, FloatStatus)> {
    if a.cat != Cat::NaN && b.cat != Cat::NaN {
        return None;
    }
    let r = if a.cat == Cat::NaN { *a } else { *b };
    let status = if is_signaling_fp(s, a) || is_signaling_fp(s, b) {
        FloatStatus::invalid()
    } else {
        FloatStatus::default()
    };
    Some((make_quiet(s, r), status))
}

// ---------------------------------------------------------------------------
// Exact rounding
// ---------------------------------------------------------------------------

/// Fraction lost by truncation (APFloat's `lostFraction`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Lost {
    Zero,
    LessThanHalf,
    Half,
    MoreThanHalf,
}

fn round_away(rm: RoundingMode, lost: Lost, neg: bool, odd: bool) -> bool {
    if lost == Lost::Zero {
        return false;
    }
    match rm {
        RoundingMode::NearestTiesToEven => {
            lost == Lost::MoreThanHalf || (lost == Lost::Half && odd)
        }
        RoundingMode::NearestTiesToAway => lost == Lost::MoreThanHalf || lost == Lost::Half,
        RoundingMode::TowardZero => false,
        RoundingMode::TowardPositive => !neg,
        RoundingMode::TowardNegative => neg,
    }
}

/// APFloat's `handleOverflow`.
fn overflow_value(s: &Sem, neg: bool, rm: RoundingMode) -> (Fp, FloatStatus) {
    let to_inf = match rm {
        RoundingMode::NearestTiesToEven | RoundingMode::NearestTiesToAway => true,
        RoundingMode::TowardPositive => !neg,
        RoundingMode::TowardNegative => neg,
        RoundingMode::TowardZero => false,
    };
    if s.non_finite != NonFinite::FiniteOnly && to_inf {
        let v = if s.non_finite == NonFinite::NanOnly {
            default_nan(s, neg)
        } else {
            Fp::inf(neg)
        };
        let st = FloatStatus {
            overflow: true,
            inexact: true,
            ..FloatStatus::default()
        };
        return (v, st);
    }
    let st = FloatStatus {
        inexact: true,
        ..FloatStatus::default()
    };
    (largest_value(s, neg), st)
}

/// Rounds `(-1)^neg * (mag + f) * 2^exp2` to `s`, where `0 < f < 1` if
/// `sticky` and `f == 0` otherwise.  When `sticky` is set, `mag` must have at
/// least `precision + 2` bits.
fn round_exact(
    s: &Sem,
    neg: bool,
    mag: &BigUint,
    exp2: i64,
    sticky: bool,
    rm: RoundingMode,
) -> (Fp, FloatStatus) {
    let p = s.precision;
    let (mut q, lost, mut te) = if mag.is_zero() {
        if !sticky {
            return (zero_value(s, neg), FloatStatus::default());
        }
        (0u128, Lost::LessThanHalf, s.min_exp)
    } else {
        let len = mag.bits() as i64;
        let e = exp2 + len - 1;
        if e > s.max_exp {
            return overflow_value(s, neg, rm);
        }
        let te = e.max(s.min_exp);
        let shift = te - (i64::from(p) - 1) - exp2;
        if shift <= 0 {
            debug_assert!(!sticky || shift < 0, "not enough bits for a sticky round");
            let q = (mag << shift.unsigned_abs()).to_u128().unwrap_or(0);
            let lost = if sticky {
                Lost::LessThanHalf
            } else {
                Lost::Zero
            };
            (q, lost, te)
        } else {
            let shift = shift as u64;
            let q = if shift >= len as u64 {
                0
            } else {
                (mag >> shift).to_u128().unwrap_or(0)
            };
            let half = mag.bit(shift - 1);
            let below = sticky || mag.trailing_zeros().is_some_and(|tz| tz < shift - 1);
            let lost = match (half, below) {
                (false, false) => Lost::Zero,
                (false, true) => Lost::LessThanHalf,
                (true, false) => Lost::Half,
                (true, true) => Lost::MoreThanHalf,
            };
            (q, lost, te)
        }
    };
    let mut status = FloatStatus {
        inexact: lost != Lost::Zero,
        ..FloatStatus::default()
    };
    if round_away(rm, lost, neg, q & 1 == 1) {
        q += 1;
        if q == 1u128 << p {
            q >>= 1;
            te += 1;
            if te > s.max_exp {
                return overflow_value(s, neg, rm);
            }
        }
    }
    if s.non_finite == NonFinite::NanOnly
        && s.nan_enc == NanEnc::AllOnes
        && p > 1
        && te == s.max_exp
        && q == low_mask(p)
    {
        return overflow_value(s, neg, rm);
    }
    if q == 0 {
        status.underflow = status.inexact;
        return (zero_value(s, neg), status);
    }
    if q < 1u128 << (p - 1) && status.inexact {
        status.underflow = true;
    }
    (Fp::normal(neg, te, q), status)
}

/// `(significand, exponent of its unit bit)` of a finite non-zero value.
fn scaled(s: &Sem, v: &Fp) -> (u128, i64) {
    (v.sig, v.exp - (i64::from(s.precision) - 1))
}

/// Both operands as integers scaled to their common lowest exponent.
fn align(s: &Sem, a: &Fp, b: &Fp) -> (BigUint, BigUint, i64) {
    let (sa, xa) = scaled(s, a);
    let (sb, xb) = scaled(s, b);
    let e = xa.min(xb);
    (
        BigUint::from(sa) << (xa - e) as u64,
        BigUint::from(sb) << (xb - e) as u64,
        e,
    )
}

/// `|a|` compared with `|b|` for finite non-zero values.
fn cmp_abs(a: &Fp, b: &Fp) -> Ordering {
    a.exp.cmp(&b.exp).then(a.sig.cmp(&b.sig))
}

// ---------------------------------------------------------------------------
// Core operations on decoded values
// ---------------------------------------------------------------------------

fn add_sub_fp(s: &Sem, a: Fp, b: Fp, subtract: bool, rm: RoundingMode) -> (Fp, FloatStatus) {
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

fn mul_fp(s: &Sem, a: Fp, b: Fp, rm: RoundingMode) -> (Fp, FloatStatus) {
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

fn div_fp(s: &Sem, a: Fp, b: Fp, rm: RoundingMode) -> (Fp, FloatStatus) {
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

fn mod_fp(s: &Sem, a: Fp, b: Fp) -> (Fp, FloatStatus) {
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

fn compare_fp(a: &Fp, b: &Fp) -> FloatOrdering {
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
fn change_sign(s: &Sem, mut v: Fp) -> Fp {
    if s.nan_enc == NanEnc::NegativeZero && (v.cat == Cat::Zero || v.cat == Cat::NaN) {
        return v;
    }
    v.neg = !v.neg;
    v
}

fn sqrt_fp(s: &Sem, a: Fp, rm: RoundingMode) -> (Fp, FloatStatus) {
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
fn round_integral_fp(s: &Sem, a: Fp, rm: RoundingMode) -> (Fp, FloatStatus) {
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
enum BinOp {
    Add,
    Sub,
    Mul,
    Div,
}

fn binary(kind: FloatKind, op: BinOp, a: u128, b: u128, rm: RoundingMode) -> (u128, FloatStatus) {
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

// ---------------------------------------------------------------------------
// Public API: conversions
// ---------------------------------------------------------------------------

fn convert_fp(from: &Sem, to: &Sem, v: Fp, rm: RoundingMode) -> (Fp, FloatStatus, bool) {
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

// ---------------------------------------------------------------------------
// Public API: MLIR 22 fold semantics
// ---------------------------------------------------------------------------

/// `arith.addf` fold: `addf(x, -0.0) -> x` (a NaN `x` is returned as is),
/// else [`add`].
pub fn fold_addf(kind: FloatKind, a: u128, b: u128) -> u128 {
    if is_neg_zero(kind, b) {
        return a;
    }
    add(kind, a, b)
}

/// `arith.subf` fold: `subf(x, +0.0) -> x`, else [`sub`].
pub fn fold_subf(kind: FloatKind, a: u128, b: u128) -> u128 {
    if is_pos_zero(kind, b) {
        return a;
    }
    sub(kind, a, b)
}

/// `arith.mulf` fold: `mulf(x, 1.0) -> x`, else [`mul`].
pub fn fold_mulf(kind: FloatKind, a: u128, b: u128) -> u128 {
    if canonicalize(kind, b) == one(kind, false) {
        return a;
    }
    mul(kind, a, b)
}

/// `arith.divf` fold: `divf(x, 1.0) -> x`, else [`div`].
pub fn fold_divf(kind: FloatKind, a: u128, b: u128) -> u128 {
    if canonicalize(kind, b) == one(kind, false) {
        return a;
    }
    div(kind, a, b)
}

/// `arith.remf` fold: [`rem`].
pub fn fold_remf(kind: FloatKind, a: u128, b: u128) -> u128 {
    rem(kind, a, b)
}

/// `arith.maximumf` fold: `maximumf(x, -inf) -> x`, else [`maximum`].
pub fn fold_maximumf(kind: FloatKind, a: u128, b: u128) -> u128 {
    if is_inf(kind, b) && is_negative(kind, b) {
        return a;
    }
    maximum(kind, a, b)
}

/// `arith.minimumf` fold: `minimumf(x, +inf) -> x`, else [`minimum`].
pub fn fold_minimumf(kind: FloatKind, a: u128, b: u128) -> u128 {
    if is_inf(kind, b) && !is_negative(kind, b) {
        return a;
    }
    minimum(kind, a, b)
}

/// `arith.maxnumf` fold: `maxnumf(x, NaN) -> x`, else [`maxnum`].
pub fn fold_maxnumf(kind: FloatKind, a: u128, b: u128) -> u128 {
    if is_nan(kind, b) {
        return a;
    }
    maxnum(kind, a, b)
}

/// `arith.minnumf` fold: `minnumf(x, NaN) -> x`, else [`minnum`].
pub fn fold_minnumf(kind: FloatKind, a: u128, b: u128) -> u128 {
    if is_nan(kind, b) {
        return a;
    }
    minnum(kind, a, b)
}

/// `arith.truncf` / `arith.extf` fold (MLIR 22's `convertFloatValue`): the
/// converted value only if APFloat's `convert` reports no flag and no lost
/// information; independent of the op's rounding mode.  Like MLIR 22, an
/// infinity or quiet NaN converted to a format without Inf/NaN (`f4E2M1FN`,
/// `f6E2M3FN`, `f6E3M2FN`) folds, to the bare sign bit.
pub fn fold_convertf(from: FloatKind, to: FloatKind, bits: u128) -> Option<u128> {
    let (fs, ts) = (sem(from), sem(to));
    let (r, st, loses) = convert_fp(&fs, &ts, decode(&fs, bits), RoundingMode::NearestTiesToEven);
    (st.is_ok() && !loses).then(|| encode(&ts, r))
}

/// `arith.sitofp` fold (always folds; rounds to nearest even).
pub fn fold_sitofp(kind: FloatKind, value: &APInt) -> u128 {
    from_apint(kind, value, true)
}

/// `arith.uitofp` fold (always folds; rounds to nearest even).
pub fn fold_uitofp(kind: FloatKind, value: &APInt) -> u128 {
    from_apint(kind, value, false)
}

/// `arith.fptosi` fold: truncates toward zero; `None` for NaN, infinity and
/// values whose truncation does not fit in `width` signed bits.
pub fn fold_fptosi(kind: FloatKind, bits: u128, width: u32) -> Option<APInt> {
    to_apint(kind, bits, width, true, RoundingMode::TowardZero).map(|(v, _)| v)
}

/// `arith.fptoui` fold: truncates toward zero; `None` for NaN, infinity and
/// values whose truncation does not fit in `width` unsigned bits (`-0.5`
/// folds to 0, `-1.0` does not fold).
pub fn fold_fptoui(kind: FloatKind, bits: u128, width: u32) -> Option<APInt> {
    to_apint(kind, bits, width, false, RoundingMode::TowardZero).map(|(v, _)| v)
}

/// Whether MLIR's math folders that call the C library handle `kind`
/// (only `f32` and `f64`).
fn host_kind(kind: FloatKind) -> bool {
    matches!(kind, FloatKind::F32 | FloatKind::F64)
}

/// `math.sqrt` fold: only `f32`/`f64` and only for non-negative operands
/// (so not `-0.0` nor a negative NaN).
pub fn fold_sqrt(kind: FloatKind, a: u128) -> Option<u128> {
    (host_kind(kind) && !is_negative(kind, a)).then(|| sqrt(kind, a))
}

/// `math.floor` fold (all kinds).
pub fn fold_floor(kind: FloatKind, a: u128) -> u128 {
    round_to_integral(kind, a, RoundingMode::TowardNegative)
}

/// `math.ceil` fold (all kinds).
pub fn fold_ceil(kind: FloatKind, a: u128) -> u128 {
    round_to_integral(kind, a, RoundingMode::TowardPositive)
}

/// `math.roundeven` fold (all kinds).
pub fn fold_roundeven(kind: FloatKind, a: u128) -> u128 {
    round_to_integral(kind, a, RoundingMode::NearestTiesToEven)
}

/// `math.round` fold (C `round`, ties away from zero): only `f32`/`f64`.
pub fn fold_round(kind: FloatKind, a: u128) -> Option<u128> {
    host_kind(kind).then(|| round_to_integral(kind, a, RoundingMode::NearestTiesToAway))
}

/// `math.trunc` fold (C `trunc`): only `f32`/`f64`.
pub fn fold_trunc(kind: FloatKind, a: u128) -> Option<u128> {
    host_kind(kind).then(|| round_to_integral(kind, a, RoundingMode::TowardZero))
}

#[cfg(test)]
mod tests {
    use super::*;
    use FloatKind::*;

    const ALL: [FloatKind; 18] = [
        F4E2M1FN,
        F6E2M3FN,
        F6E3M2FN,
        F8E5M2,
        F8E4M3,
        F8E4M3FN,
        F8E5M2FNUZ,
        F8E4M3FNUZ,
        F8E4M3B11FNUZ,
        F8E3M4,
        F8E8M0FNU,
        F16,
        BF16,
        TF32,
        F32,
        F64,
        F80,
        F128,
    ];

    #[test]
    fn representable_by_compares_exponent_range_and_precision() {
        for k in ALL {
            assert!(is_representable_by(k, k), "{k:?}");
        }
        assert!(is_representable_by(F16, F32));
        assert!(is_representable_by(BF16, F32));
        assert!(is_representable_by(F8E5M2, F16));
        assert!(is_representable_by(F8E4M3FN, F16));
        assert!(is_representable_by(F64, F80) && is_representable_by(F80, F128));
        assert!(!is_representable_by(F16, BF16));
        assert!(!is_representable_by(BF16, F16));
        assert!(!is_representable_by(F32, TF32));
        assert!(!is_representable_by(F128, F80));
        // f8E5M2FNUZ reaches 2^-15, below f16's smallest normal exponent.
        assert!(!is_representable_by(F8E5M2FNUZ, F16));
        // f8E8M0FNU reaches 2^-127, below f32's smallest normal exponent.
        assert!(!is_representable_by(F8E8M0FNU, F32));
        assert!(is_representable_by(F8E8M0FNU, F64));
    }

    fn f32b(x: f32) -> u128 {
        u128::from(x.to_bits())
    }

    fn f64b(x: f64) -> u128 {
        u128::from(x.to_bits())
    }

    #[test]
    fn decode_encode_round_trip() {
        for kind in ALL {
            let s = sem(kind);
            let n = if kind.bit_width() <= 16 {
                1u128 << kind.bit_width()
            } else {
                4096
            };
            for i in 0..n {
                let bits = if kind.bit_width() <= 16 {
                    i
                } else {
                    i.wrapping_mul(0x9E37_79B9_7F4A_7C15_F39C_C060_5CED_C835) & low_mask(s.bits)
                };
                let v = decode(&s, bits);
                let back = encode(&s, v);
                // x87 unnormals re-encode as NaN; everything else is stable.
                if kind != F80 {
                    assert_eq!(back, bits, "{kind:?} {bits:#x}");
                }
                // Cross-check values against float.rs.
                if v.cat == Cat::Normal {
                    let x = crate::float::to_f64(kind, bits);
                    let (sig, e) = scaled(&s, &v);
                    if (-1000..1000).contains(&e) {
                        let expect = (sig as f64) * 2f64.powi(e as i32);
                        if expect.is_finite() && expect != 0.0 && s.precision <= 53 {
                            assert_eq!(x, if v.neg { -expect } else { expect }, "{kind:?}");
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn f32_matches_host_on_random_inputs() {
        let mut x: u64 = 0x1234_5678_9abc_def1;
        let mut next = || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        for _ in 0..20000 {
            let (a, b) = (next() as u32, next() as u32);
            let (fa, fb) = (f32::from_bits(a), f32::from_bits(b));
            let (ua, ub) = (u128::from(a), u128::from(b));
            for (op, host) in [
                (BinOp::Add, fa + fb),
                (BinOp::Sub, fa - fb),
                (BinOp::Mul, fa * fb),
                (BinOp::Div, fa / fb),
            ] {
                let exact = binary(F32, op, ua, ub, RoundingMode::default()).0;
                if host.is_nan() {
                    assert!(is_nan(F32, exact));
                } else {
                    assert_eq!(exact, f32b(host), "{a:#x} {b:#x}");
                }
            }
            if !fa.is_nan() && fa >= 0.0 {
                assert_eq!(sqrt(F32, ua), f32b(fa.sqrt()), "sqrt {a:#x}");
            }
            if !fa.is_nan() && !fb.is_nan() && fb != 0.0 && fa.is_finite() {
                assert_eq!(rem(F32, ua, ub), f32b(fa % fb), "rem {a:#x} {b:#x}");
            }
            // f32 -> f64 -> f32 round trip through the exact conversion.
            let wide = convert(F32, F64, ua, RoundingMode::default()).0;
            if !fa.is_nan() {
                assert_eq!(wide, f64b(f64::from(fa)));
            }
        }
    }

    #[test]
    fn f64_to_f32_rounding_matches_host() {
        let mut x: u64 = 0xdead_beef_cafe_f00d;
        for _ in 0..20000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let d = f64::from_bits(x);
            if d.is_nan() {
                continue;
            }
            let (r, _, _) = convert(F64, F32, u128::from(x), RoundingMode::default());
            assert_eq!(r, f32b(d as f32), "{x:#x}");
        }
    }

    #[test]
    fn nan_propagation_and_defaults() {
        let snan = 0x7F80_0001u128;
        let qnan_neg = 0xFFC0_0005u128;
        assert_eq!(add(F32, snan, f32b(1.0)), 0x7FC0_0001);
        assert_eq!(add(F32, f32b(1.0), qnan_neg), qnan_neg);
        assert_eq!(mul(F32, qnan_neg, snan), qnan_neg);
        assert_eq!(
            sub(F32, f32b(f32::INFINITY), f32b(f32::INFINITY)),
            0x7FC0_0000
        );
        assert_eq!(mul(F32, 0, f32b(f32::INFINITY)), 0x7FC0_0000);
        assert_eq!(div(F32, 0, 0), 0x7FC0_0000);
        assert_eq!(rem(F32, f32b(1.0), 0), 0x7FC0_0000);
        assert_eq!(nan(F16), Some(0x7E00));
        assert_eq!(nan(BF16), Some(0x7FC0));
        assert_eq!(nan(F8E4M3FN), Some(0x7F));
        assert_eq!(nan(F8E5M2FNUZ), Some(0x80));
        assert_eq!(nan(F80), Some(0x7FFF_C000_0000_0000_0000));
        assert_eq!(nan(F4E2M1FN), None);
    }

    #[test]
    fn signed_zeros() {
        let (pz, nz) = (f32b(0.0), f32b(-0.0));
        assert_eq!(add(F32, nz, nz), nz);
        assert_eq!(add(F32, pz, nz), pz);
        assert_eq!(sub(F32, nz, pz), nz);
        assert_eq!(sub(F32, f32b(1.5), f32b(1.5)), pz);
        assert_eq!(mul(F32, nz, f32b(3.0)), nz);
        assert_eq!(maximum(F32, nz, pz), pz);
        assert_eq!(minimum(F32, pz, nz), nz);
        assert_eq!(maxnum(F32, nz, pz), pz);
        assert_eq!(minnum(F32, pz, nz), nz);
        assert_eq!(rem(F32, f32b(-4.0), f32b(2.0)), nz);
        assert_eq!(neg(F8E4M3FNUZ, 0), 0);
        assert_eq!(neg(F8E4M3FNUZ, 0x80), 0x80);
        assert_eq!(mul(F8E4M3FNUZ, 0x88, 0), 0);
    }

    #[test]
    fn rounding_ties_and_overflow() {
        // 1 + 2^-24 is a tie in f32: rounds to even (1.0).
        assert_eq!(add(F32, f32b(1.0), f32b(2f32.powi(-24))), f32b(1.0));
        let one_ulp = f32::from_bits(0x3F80_0001);
        assert_eq!(add(F32, f32b(one_ulp), f32b(2f32.powi(-24))), 0x3F80_0002);
        // f16: 2048 + 1 is a tie (rounds to 2048), 2049+... etc.
        let h = |x: f64| convert(F64, F16, f64b(x), RoundingMode::default()).0;
        assert_eq!(add(F16, h(2048.0), h(1.0)), h(2048.0));
        assert_eq!(add(F16, h(2050.0), h(1.0)), h(2052.0));
        assert_eq!(add(F16, h(65504.0), h(8.0)), 0x7BFF);
        assert_eq!(add(F16, h(65504.0), h(16.0)), 0x7C00);
        assert_eq!(add(F16, h(65504.0), h(32.0)), 0x7C00);
        // f8E4M3FN: 448 is the largest, 464 ties to 448, 480 is NaN.
        let e = |x: f64| convert(F64, F8E4M3FN, f64b(x), RoundingMode::default()).0;
        assert_eq!(e(448.0), 0x7E);
        assert_eq!(e(464.0), 0x7E);
        assert_eq!(e(470.0), 0x7F);
        assert_eq!(add(F8E4M3FN, e(448.0), e(32.0)), 0x7F);
        // Finite-only formats saturate.
        assert_eq!(add(F4E2M1FN, 0x7, 0x7), 0x7);
        // Denormal results.
        assert_eq!(
            mul(F32, f32b(2f32.powi(-100)), f32b(2f32.powi(-40))),
            0x0000_0200
        );
        assert_eq!(div(F64, 1, f64b(2.0)), 0); // tie between 0 and min denormal
        assert_eq!(div(F64, 3, f64b(2.0)), 2);
    }

    #[test]
    fn wide_formats() {
        // f128: 1/3 correctly rounded.
        let one128 = one(F128, false);
        let three = from_apint(F128, &APInt::from_u64(8, 3), false);
        let third = div(F128, one128, three);
        assert_eq!(third, 0x3FFD_5555_5555_5555_5555_5555_5555_5555);
        // x87: 1 + 2^-64 ties to 1.
        let one80 = one(F80, false);
        assert_eq!(one80, 0x3FFF_8000_0000_0000_0000);
        let tiny = 0x3FBF_8000_0000_0000_0000u128; // 2^-64
        assert_eq!(add(F80, one80, tiny), one80);
        assert_eq!(
            sqrt(F128, from_apint(F128, &APInt::from_u64(8, 4), false)),
            0x4000_0000_0000_0000_0000_0000_0000_0000
        );
    }

    #[test]
    fn conversions() {
        assert_eq!(fold_convertf(F32, F16, f32b(0.1)), None);
        assert_eq!(fold_convertf(F32, F16, f32b(0.5)), Some(0x3800));
        assert_eq!(fold_convertf(F32, F16, 0x7FC0_0000), Some(0x7E00));
        assert_eq!(fold_convertf(F32, F16, 0x7F80_0001), None);
        assert_eq!(fold_convertf(F32, F8E4M3FN, f32b(f32::INFINITY)), None);
        assert_eq!(fold_convertf(F16, F32, 0x7E00), Some(0x7FC0_0000));
        assert_eq!(
            fold_fptosi(F32, f32b(-1.5), 8),
            Some(APInt::from_i64(8, -1))
        );
        assert_eq!(fold_fptosi(F32, f32b(128.0), 8), None);
        assert_eq!(
            fold_fptosi(F32, f32b(-128.0), 8),
            Some(APInt::from_i64(8, -128))
        );
        assert_eq!(fold_fptoui(F32, f32b(-0.5), 8), Some(APInt::zero(8)));
        assert_eq!(fold_fptoui(F32, f32b(-1.0), 8), None);
        assert_eq!(
            fold_fptoui(F32, f32b(255.9), 8),
            Some(APInt::from_u64(8, 255))
        );
        assert_eq!(fold_fptosi(F32, f32b(-1.0), 1), Some(APInt::from_u64(1, 1)));
        assert_eq!(fold_sitofp(F32, &APInt::from_u64(1, 1)), f32b(-1.0));
        assert_eq!(fold_uitofp(F32, &APInt::from_u64(1, 1)), f32b(1.0));
        assert_eq!(fold_sitofp(F16, &APInt::all_ones(1000)), 0xBC00);
        assert_eq!(fold_uitofp(F16, &APInt::all_ones(1000)), 0x7C00);
        assert_eq!(
            fold_sitofp(F32, &APInt::from_i64(64, i64::MIN)),
            f32b(-9.223372e18)
        );
        assert_eq!(
            fold_uitofp(F32, &APInt::from_u64(32, 16_777_217)),
            f32b(16_777_216.0)
        );
    }

    #[test]
    fn compare_and_predicates() {
        let nan32 = 0x7FC0_0000u128;
        assert!(cmpf(F32, CmpFPredicate::Oeq, f32b(0.0), f32b(-0.0)));
        assert!(!cmpf(F32, CmpFPredicate::Oeq, nan32, nan32));
        assert!(cmpf(F32, CmpFPredicate::Uno, nan32, f32b(1.0)));
        assert!(cmpf(F32, CmpFPredicate::Une, nan32, nan32));
        assert!(cmpf(
            F32,
            CmpFPredicate::Olt,
            f32b(-1.0),
            f32b(f32::INFINITY)
        ));
        assert!(!cmpf(F32, CmpFPredicate::One, f32b(1.0), f32b(1.0)));
        for p in CmpFPredicate::ALL {
            assert_eq!(CmpFPredicate::from_keyword(p.keyword()), Some(p));
        }
    }

    #[test]
    fn integral_rounding() {
        let r = |x: f32, rm| round_to_integral(F32, f32b(x), rm);
        assert_eq!(r(2.5, RoundingMode::NearestTiesToEven), f32b(2.0));
        assert_eq!(r(2.5, RoundingMode::NearestTiesToAway), f32b(3.0));
        assert_eq!(r(-0.5, RoundingMode::TowardPositive), f32b(-0.0));
        assert_eq!(r(-0.5, RoundingMode::TowardNegative), f32b(-1.0));
        assert_eq!(r(1e-40, RoundingMode::TowardPositive), f32b(1.0));
        assert_eq!(r(-7.9, RoundingMode::TowardZero), f32b(-7.0));
    }
}
