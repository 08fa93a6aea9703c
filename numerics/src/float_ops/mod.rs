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

mod arith;
mod decoded_ops;
use decoded_ops::*;
mod classify;
mod convert;
mod fold;
pub use arith::*;
pub use classify::*;
pub use convert::*;
pub use fold::*;

#[cfg(test)]
mod tests;
