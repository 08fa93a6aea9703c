//! Decimal text and values: parsing a decimal literal into the nearest
//! value of a kind, and printing a value as APFloat's `toString` does.

use super::*;
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

// ---------------------------------------------------------------------------
// Decimal text -> Value
// ---------------------------------------------------------------------------

/// APFloat clamps decimal exponents at this magnitude (`readExponent`).
pub(super) const OVERLARGE_EXPONENT: i64 = 24000;

/// A decimal literal split into sign, integer significand and power of ten.
pub(super) struct DecimalParts {
    neg: bool,
    digits: BigUint,
    exp10: i64,
}

/// Splits `[-+]digits[.digits][(e|E)[-+]digits]` into its parts.
pub(super) fn parse_decimal_parts(text: &str) -> Option<DecimalParts> {
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
pub(super) fn parse_exponent(bytes: &[u8]) -> Option<i64> {
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
pub(super) fn decimal_to_value(sem: &Semantics, parts: &DecimalParts) -> Value {
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
    let pow10 = power(10, parts.exp10.unsigned_abs() as u32);
    if parts.exp10 >= 0 {
        round_ratio(sem, parts.neg, &(&parts.digits * &*pow10), &BigUint::one())
    } else {
        round_ratio(sem, parts.neg, &parts.digits, &pow10)
    }
}

// ---------------------------------------------------------------------------
// Value -> decimal text (APFloat::toString)
// ---------------------------------------------------------------------------

/// Options of `APFloat::toString`.
#[derive(Clone, Copy)]
pub(super) struct ToStringOptions {
    /// Significant digits; 0 means "derive from the semantics' precision".
    precision: u32,
    /// Maximum zero padding before switching to scientific notation.
    max_padding: u32,
    /// Drop trailing zeros (and use `E`) instead of padding (and using `e`).
    truncate_zero: bool,
}

/// What `printFloatValue` tries first: `1.000000e+00`.
pub(super) const MLIR_SHORT: ToStringOptions = ToStringOptions {
    precision: 6,
    max_padding: 0,
    truncate_zero: false,
};

/// APFloat's default `toString()` options.
pub(super) const APFLOAT_DEFAULT: ToStringOptions = ToStringOptions {
    precision: 0,
    max_padding: 3,
    truncate_zero: true,
};

/// Decimal digits (most significant first) times `10^exp`.
pub(super) struct Digits {
    digits: Vec<u8>,
    exp: i64,
}

/// Formats a zero like `APFloat::toString`.
pub(super) fn zero_to_string(neg: bool, opts: ToStringOptions) -> String {
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
pub(super) fn finite_to_string(
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
pub(super) fn exact_digits(sig: u128, exp2: i64, format_precision: u32) -> Digits {
    let tz = sig.trailing_zeros().min(127);
    let mut exp = exp2 + i64::from(tz);
    let mut n = BigUint::from(sig >> tz);
    if exp > 0 {
        n <<= exp as usize;
        exp = 0;
    } else if exp < 0 {
        n *= &*power(5, exp.unsigned_abs() as u32);
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
pub(super) fn truncate_to_precision(n: &mut BigUint, exp: &mut i64, format_precision: u32) {
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
    *n /= &*power(10, tens_removable as u32);
}

/// `base^exp`. Large powers come from a small per-thread cache: a float
/// with a large binary exponent needs powers of 5 and 10 thousands of
/// digits long to print or parse, they took most of the time of printing
/// such floats, and a module's floats share few exponents.
pub(super) fn power(base: u32, exp: u32) -> Rc<BigUint> {
    /// Powers below this are cheaper to compute than to look up; above
    /// the other bound (beyond every float format's range) they are rare
    /// and too large to keep.
    const CACHED: std::ops::Range<u32> = 64..20_000;
    /// The most powers kept per thread (each at most a few kilobytes).
    const CAPACITY: usize = 64;
    thread_local! {
        static POWERS: RefCell<HashMap<(u32, u32), Rc<BigUint>>> = RefCell::default();
    }
    if !CACHED.contains(&exp) {
        return Rc::new(BigUint::from(base).pow(exp));
    }
    POWERS.with(|cache| {
        if let Some(p) = cache.borrow().get(&(base, exp)) {
            return Rc::clone(p);
        }
        let p = Rc::new(BigUint::from(base).pow(exp));
        let mut cache = cache.borrow_mut();
        if cache.len() >= CAPACITY {
            cache.clear();
        }
        cache.insert((base, exp), Rc::clone(&p));
        p
    })
}

/// APFloat's digit-buffer `AdjustToPrecision`: rounds half-up to
/// `format_precision` digits, dropping trailing zeros.
pub(super) fn round_digits(d: &mut Digits, format_precision: u32) {
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
pub(super) fn layout_digits(
    out: &mut String,
    d: &Digits,
    format_precision: u32,
    opts: ToStringOptions,
) {
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
pub(super) fn write_scientific(
    out: &mut String,
    d: &Digits,
    format_precision: u32,
    opts: ToStringOptions,
) {
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
pub(super) fn reparses_to(sem: &Semantics, text: &str, value: Value) -> bool {
    parse_decimal_parts(text)
        .map(|parts| same_value(sem.precision, decimal_to_value(sem, &parts), value))
        .unwrap_or(false)
}

/// `APInt::toString(16, /*Signed=*/false, /*formatAsCLiteral=*/true)`.
pub(super) fn hex_literal(bits: u128) -> String {
    format!("0x{bits:X}")
}
