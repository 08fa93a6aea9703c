//! Exact integer arithmetic on [`APInt`], mirroring LLVM's `APInt` and the
//! constant folders of MLIR 22's `arith` and `math` dialects.
//!
//! Two levels of API live here, all as methods of [`APInt`]:
//!
//! * LLVM-level operations with LLVM's semantics at any bit width
//!   (`wrapping_add`, `sdiv`, `sadd_ov`, `shl_by`, `sext`, `countl_zero`, ...).
//!   Division by zero, which LLVM leaves undefined, returns `None`.
//! * Fold-level operations named after the MLIR op whose folder they mirror
//!   (`divsi`, `ceildivs`, `ceildivu`, `floordivs`, `shl`, `lshr`, `ashr`,
//!   `ipowi`, ...).  They return `None` exactly when MLIR 22 refuses to fold
//!   (division by zero, signed overflow in the cases MLIR checks, shift
//!   amounts `>= width`), and they include the folders' `x op 1 -> x`
//!   shortcuts that change the outcome (e.g. `ceildivsi(INT_MIN, 1)`).
//!
//! Rules that depend on SSA identity (`subi(x, x) -> 0`, `maxsi(x, x) -> x`,
//! ...) are the caller's business; on equal values they agree with the plain
//! computation anyway.
//!
//! Both operands of a binary operation must have the same width (checked in
//! debug builds; in release builds the right operand is read at the left
//! operand's width).  Widths up to 64 bits take a fast native path; wider
//! values use word arithmetic or `num-bigint`.

use std::cmp::Ordering;

use num_bigint::{BigInt, BigUint};
use num_integer::Integer;
use num_traits::{One, Signed, Zero};

use crate::apint::APInt;

/// The ten `arith.cmpi` predicates.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CmpIPredicate {
    /// Equal.
    Eq,
    /// Not equal.
    Ne,
    /// Signed less than.
    Slt,
    /// Signed less than or equal.
    Sle,
    /// Signed greater than.
    Sgt,
    /// Signed greater than or equal.
    Sge,
    /// Unsigned less than.
    Ult,
    /// Unsigned less than or equal.
    Ule,
    /// Unsigned greater than.
    Ugt,
    /// Unsigned greater than or equal.
    Uge,
}

impl CmpIPredicate {
    /// All predicates, in MLIR's enum order.
    pub const ALL: [CmpIPredicate; 10] = [
        CmpIPredicate::Eq,
        CmpIPredicate::Ne,
        CmpIPredicate::Slt,
        CmpIPredicate::Sle,
        CmpIPredicate::Sgt,
        CmpIPredicate::Sge,
        CmpIPredicate::Ult,
        CmpIPredicate::Ule,
        CmpIPredicate::Ugt,
        CmpIPredicate::Uge,
    ];

    /// The MLIR keyword (`"slt"`, ...).
    pub fn keyword(self) -> &'static str {
        match self {
            CmpIPredicate::Eq => "eq",
            CmpIPredicate::Ne => "ne",
            CmpIPredicate::Slt => "slt",
            CmpIPredicate::Sle => "sle",
            CmpIPredicate::Sgt => "sgt",
            CmpIPredicate::Sge => "sge",
            CmpIPredicate::Ult => "ult",
            CmpIPredicate::Ule => "ule",
            CmpIPredicate::Ugt => "ugt",
            CmpIPredicate::Uge => "uge",
        }
    }

    /// Looks a predicate up by its MLIR keyword.
    pub fn from_keyword(s: &str) -> Option<CmpIPredicate> {
        CmpIPredicate::ALL
            .iter()
            .copied()
            .find(|p| p.keyword() == s)
    }
}

/// `width` low bits set (`width` may exceed 64).
#[inline]
fn mask64(width: u32) -> u64 {
    if width >= 64 {
        u64::MAX
    } else {
        (1u64 << width) - 1
    }
}

/// Sign-extends the low `width` bits of `v` (`1 <= width <= 64`; 0 gives 0).
#[inline]
fn sext64(v: u64, width: u32) -> i64 {
    if width == 0 {
        return 0;
    }
    let shift = 64 - width;
    ((v << shift) as i64) >> shift
}

/// Number of 64-bit words an `APInt` of `width` bits stores.
#[inline]
fn nwords(width: u32) -> usize {
    (width as usize).div_ceil(64).max(1)
}

/// A `BigUint` from little-endian 64-bit words.
fn biguint_from_words(words: &[u64]) -> BigUint {
    let mut digits = Vec::with_capacity(words.len() * 2);
    for &w in words {
        digits.push(w as u32);
        digits.push((w >> 32) as u32);
    }
    BigUint::new(digits)
}

impl APInt {
    // -----------------------------------------------------------------------
    // Constructors and small queries
    // -----------------------------------------------------------------------

    /// The value whose 64-bit words (least significant first) are `words`,
    /// truncated to `width` bits; missing words are zero.
    pub fn from_words(width: u32, words: &[u64]) -> APInt {
        if width <= 64 {
            return APInt::from_u64(width, words.first().copied().unwrap_or(0));
        }
        let n = nwords(width);
        let mut w: Vec<u64> = words.iter().copied().take(n).collect();
        w.resize(n, 0);
        APInt::from_bigint(width, &BigInt::from(biguint_from_words(&w)))
    }

    /// Zero of `width` bits.
    pub fn zero(width: u32) -> APInt {
        APInt::from_u64(width, 0)
    }

    /// One of `width` bits (zero when `width == 0`).
    pub fn one(width: u32) -> APInt {
        APInt::from_u64(width, 1)
    }

    /// All bits set (`-1`, the unsigned maximum).
    pub fn all_ones(width: u32) -> APInt {
        APInt::from_i64(width, -1)
    }

    /// The signed minimum `-2^(width-1)` (only the sign bit set).
    pub fn signed_min(width: u32) -> APInt {
        if width == 0 {
            return APInt::zero(0);
        }
        APInt::zero(width).with_bit_set(width - 1)
    }

    /// The signed maximum `2^(width-1) - 1`.
    pub fn signed_max(width: u32) -> APInt {
        if width == 0 {
            return APInt::zero(0);
        }
        APInt::all_ones(width).lshr_by(1)
    }

    /// The unsigned value of `value`, truncated to `width` bits.
    pub fn from_biguint(width: u32, value: &BigUint) -> APInt {
        APInt::from_bigint(width, &BigInt::from(value.clone()))
    }

    /// A copy with bit `bit` set (no effect when `bit >= width`).
    pub fn with_bit_set(&self, bit: u32) -> APInt {
        if bit >= self.width() {
            return self.clone();
        }
        let mut w = self.words().to_vec();
        w[(bit / 64) as usize] |= 1u64 << (bit % 64);
        APInt::from_words(self.width(), &w)
    }

    /// Bit `bit` (false when `bit >= width`).
    pub fn bit(&self, bit: u32) -> bool {
        bit < self.width() && (self.words()[(bit / 64) as usize] >> (bit % 64)) & 1 == 1
    }

    /// Whether the value is exactly one.
    pub fn is_one(&self) -> bool {
        self.width() > 0 && self.words()[0] == 1 && self.words()[1..].iter().all(|&w| w == 0)
    }

    /// Whether every bit is set (`-1`, unsigned maximum); true for width 0.
    pub fn is_all_ones(&self) -> bool {
        self.count_ones() == self.width()
    }

    /// Whether the value is the unsigned maximum (same as [`APInt::is_all_ones`]).
    pub fn is_max_unsigned(&self) -> bool {
        self.is_all_ones()
    }

    /// Whether the value is the signed maximum `2^(width-1) - 1`.
    pub fn is_max_signed(&self) -> bool {
        self.width() > 0 && !self.sign_bit() && self.count_ones() == self.width() - 1
    }

    /// Whether the value is the signed minimum `-2^(width-1)`.
    pub fn is_min_signed(&self) -> bool {
        self.width() > 0 && self.sign_bit() && self.count_ones() == 1
    }

    /// Whether the value is negative when read as signed.
    pub fn is_negative(&self) -> bool {
        self.sign_bit()
    }

    /// Whether the value is `>= 0` when read as signed.
    pub fn is_non_negative(&self) -> bool {
        !self.sign_bit()
    }

    /// Whether the value is `> 0` when read as signed.
    pub fn is_strictly_positive(&self) -> bool {
        !self.sign_bit() && !self.is_zero()
    }

    /// Whether exactly one bit is set.
    pub fn is_power_of_two(&self) -> bool {
        self.count_ones() == 1
    }

    /// Number of significant bits of the unsigned value (`width - countl_zero`).
    pub fn active_bits(&self) -> u32 {
        self.width() - self.countl_zero()
    }

    /// The unsigned value as `u64` if it fits.
    pub fn to_u64(&self) -> Option<u64> {
        if self.words()[1..].iter().all(|&w| w == 0) {
            Some(self.words()[0])
        } else {
            None
        }
    }

    /// The unsigned value as `u128` if it fits.
    pub fn to_u128(&self) -> Option<u128> {
        let w = self.words();
        if w.len() > 2 && w[2..].iter().any(|&x| x != 0) {
            return None;
        }
        let hi = w.get(1).copied().unwrap_or(0);
        Some((u128::from(hi) << 64) | u128::from(w[0]))
    }

    // -----------------------------------------------------------------------
    // Bit counting (math.ctlz / math.cttz / math.ctpop)
    // -----------------------------------------------------------------------

    /// Leading zero bits (`width` for zero), LLVM's `countl_zero`.
    pub fn countl_zero(&self) -> u32 {
        let width = self.width();
        let words = self.words();
        let padding = 64 * words.len() as u32 - width;
        let mut storage_lz = 0;
        for &w in words.iter().rev() {
            if w != 0 {
                return storage_lz + w.leading_zeros() - padding;
            }
            storage_lz += 64;
        }
        width
    }

    /// Trailing zero bits (`width` for zero), LLVM's `countr_zero`.
    pub fn countr_zero(&self) -> u32 {
        for (i, &w) in self.words().iter().enumerate() {
            if w != 0 {
                return (64 * i as u32 + w.trailing_zeros()).min(self.width());
            }
        }
        self.width()
    }

    /// Number of set bits, LLVM's `popcount`.
    pub fn count_ones(&self) -> u32 {
        self.words().iter().map(|w| w.count_ones()).sum()
    }

    /// `math.ctlz`: the leading-zero count as a value of the same width.
    pub fn ctlz(&self) -> APInt {
        APInt::from_u64(self.width(), u64::from(self.countl_zero()))
    }

    /// `math.cttz`: the trailing-zero count as a value of the same width.
    pub fn cttz(&self) -> APInt {
        APInt::from_u64(self.width(), u64::from(self.countr_zero()))
    }

    /// `math.ctpop`: the population count as a value of the same width.
    pub fn ctpop(&self) -> APInt {
        APInt::from_u64(self.width(), u64::from(self.count_ones()))
    }

    // -----------------------------------------------------------------------
    // Comparisons
    // -----------------------------------------------------------------------

    /// Unsigned comparison.
    pub fn ucmp(&self, rhs: &APInt) -> Ordering {
        debug_assert_eq!(self.width(), rhs.width(), "APInt width mismatch");
        let (a, b) = (self.words(), rhs.words());
        for i in (0..a.len()).rev() {
            let bw = b.get(i).copied().unwrap_or(0);
            match a[i].cmp(&bw) {
                Ordering::Equal => continue,
                o => return o,
            }
        }
        Ordering::Equal
    }

    /// Signed (two's complement) comparison.
    pub fn scmp(&self, rhs: &APInt) -> Ordering {
        match (self.sign_bit(), rhs.sign_bit()) {
            (true, false) => Ordering::Less,
            (false, true) => Ordering::Greater,
            _ => self.ucmp(rhs),
        }
    }

    /// Unsigned `<`.
    pub fn ult(&self, rhs: &APInt) -> bool {
        self.ucmp(rhs) == Ordering::Less
    }

    /// Unsigned `<=`.
    pub fn ule(&self, rhs: &APInt) -> bool {
        self.ucmp(rhs) != Ordering::Greater
    }

    /// Unsigned `>`.
    pub fn ugt(&self, rhs: &APInt) -> bool {
        self.ucmp(rhs) == Ordering::Greater
    }

    /// Unsigned `>=`.
    pub fn uge(&self, rhs: &APInt) -> bool {
        self.ucmp(rhs) != Ordering::Less
    }

    /// Signed `<`.
    pub fn slt(&self, rhs: &APInt) -> bool {
        self.scmp(rhs) == Ordering::Less
    }

    /// Signed `<=`.
    pub fn sle(&self, rhs: &APInt) -> bool {
        self.scmp(rhs) != Ordering::Greater
    }

    /// Signed `>`.
    pub fn sgt(&self, rhs: &APInt) -> bool {
        self.scmp(rhs) == Ordering::Greater
    }

    /// Signed `>=`.
    pub fn sge(&self, rhs: &APInt) -> bool {
        self.scmp(rhs) != Ordering::Less
    }

    /// `arith.cmpi`: evaluates `self <pred> rhs`.
    pub fn cmpi(&self, pred: CmpIPredicate, rhs: &APInt) -> bool {
        match pred {
            CmpIPredicate::Eq => self.ucmp(rhs) == Ordering::Equal,
            CmpIPredicate::Ne => self.ucmp(rhs) != Ordering::Equal,
            CmpIPredicate::Slt => self.slt(rhs),
            CmpIPredicate::Sle => self.sle(rhs),
            CmpIPredicate::Sgt => self.sgt(rhs),
            CmpIPredicate::Sge => self.sge(rhs),
            CmpIPredicate::Ult => self.ult(rhs),
            CmpIPredicate::Ule => self.ule(rhs),
            CmpIPredicate::Ugt => self.ugt(rhs),
            CmpIPredicate::Uge => self.uge(rhs),
        }
    }

    /// Signed minimum (`arith.minsi`).
    pub fn smin(&self, rhs: &APInt) -> APInt {
        if rhs.slt(self) {
            rhs.clone()
        } else {
            self.clone()
        }
    }

    /// Signed maximum (`arith.maxsi`).
    pub fn smax(&self, rhs: &APInt) -> APInt {
        if rhs.sgt(self) {
            rhs.clone()
        } else {
            self.clone()
        }
    }

    /// Unsigned minimum (`arith.minui`).
    pub fn umin(&self, rhs: &APInt) -> APInt {
        if rhs.ult(self) {
            rhs.clone()
        } else {
            self.clone()
        }
    }

    /// Unsigned maximum (`arith.maxui`).
    pub fn umax(&self, rhs: &APInt) -> APInt {
        if rhs.ugt(self) {
            rhs.clone()
        } else {
            self.clone()
        }
    }

    // -----------------------------------------------------------------------
    // Bitwise operations
    // -----------------------------------------------------------------------

    /// Applies `f` word by word.
    fn zip_words(&self, rhs: &APInt, f: impl Fn(u64, u64) -> u64) -> APInt {
        debug_assert_eq!(self.width(), rhs.width(), "APInt width mismatch");
        if self.width() <= 64 {
            return APInt::from_u64(self.width(), f(self.low_u64(), rhs.low_u64()));
        }
        let b = rhs.words();
        let w: Vec<u64> = self
            .words()
            .iter()
            .enumerate()
            .map(|(i, &a)| f(a, b.get(i).copied().unwrap_or(0)))
            .collect();
        APInt::from_words(self.width(), &w)
    }

    /// Bitwise AND (`arith.andi`).
    pub fn and(&self, rhs: &APInt) -> APInt {
        self.zip_words(rhs, |a, b| a & b)
    }

    /// Bitwise OR (`arith.ori`).
    pub fn or(&self, rhs: &APInt) -> APInt {
        self.zip_words(rhs, |a, b| a | b)
    }

    /// Bitwise XOR (`arith.xori`).
    pub fn xor(&self, rhs: &APInt) -> APInt {
        self.zip_words(rhs, |a, b| a ^ b)
    }

    /// Bitwise complement.
    pub fn not(&self) -> APInt {
        self.zip_words(&APInt::zero(self.width()), |a, _| !a)
    }

    // -----------------------------------------------------------------------
    // Shifts
    // -----------------------------------------------------------------------

    /// Shift left by `n` bits, LLVM semantics (`n >= width` gives zero).
    pub fn shl_by(&self, n: u32) -> APInt {
        let width = self.width();
        if n >= width {
            return APInt::zero(width);
        }
        if width <= 64 {
            return APInt::from_u64(width, self.low_u64() << n);
        }
        let src = self.words();
        let len = src.len();
        let (ws, bs) = ((n / 64) as usize, n % 64);
        let mut out = vec![0u64; len];
        for (j, o) in out[ws..].iter_mut().enumerate() {
            let mut v = src[j] << bs;
            if bs != 0 && j > 0 {
                v |= src[j - 1] >> (64 - bs);
            }
            *o = v;
        }
        APInt::from_words(width, &out)
    }

    /// Logical shift right by `n` bits, LLVM semantics (`n >= width` gives zero).
    pub fn lshr_by(&self, n: u32) -> APInt {
        let width = self.width();
        if n >= width {
            return APInt::zero(width);
        }
        if width <= 64 {
            return APInt::from_u64(width, self.low_u64() >> n);
        }
        let src = self.words();
        let len = src.len();
        let (ws, bs) = ((n / 64) as usize, n % 64);
        let mut out = vec![0u64; len];
        for (i, o) in out.iter_mut().enumerate().take(len - ws) {
            let j = i + ws;
            let mut v = src[j] >> bs;
            if bs != 0 && j + 1 < len {
                v |= src[j + 1] << (64 - bs);
            }
            *o = v;
        }
        APInt::from_words(width, &out)
    }

    /// Arithmetic shift right by `n` bits, LLVM semantics (`n >= width` fills
    /// every bit with the sign bit).
    pub fn ashr_by(&self, n: u32) -> APInt {
        let width = self.width();
        let neg = self.sign_bit();
        if n >= width {
            return if neg {
                APInt::all_ones(width)
            } else {
                APInt::zero(width)
            };
        }
        if width <= 64 {
            return APInt::from_i64(width, sext64(self.low_u64(), width) >> n);
        }
        let shifted = self.lshr_by(n);
        if !neg || n == 0 {
            return shifted;
        }
        // Set the top `n` bits.
        shifted.or(&APInt::all_ones(width).shl_by(width - n))
    }

    /// The shift amount as `u32` if it is below `width`.
    fn shift_amount(&self, amount: &APInt) -> Option<u32> {
        let n = amount.to_u64()?;
        if n < u64::from(self.width()) {
            Some(n as u32)
        } else {
            None
        }
    }

    /// `arith.shli` fold: `None` when `amount >= width` (unsigned).
    pub fn shl(&self, amount: &APInt) -> Option<APInt> {
        self.shift_amount(amount).map(|n| self.shl_by(n))
    }

    /// `arith.shrui` fold: `None` when `amount >= width` (unsigned).
    pub fn lshr(&self, amount: &APInt) -> Option<APInt> {
        self.shift_amount(amount).map(|n| self.lshr_by(n))
    }

    /// `arith.shrsi` fold: `None` when `amount >= width` (unsigned).
    pub fn ashr(&self, amount: &APInt) -> Option<APInt> {
        self.shift_amount(amount).map(|n| self.ashr_by(n))
    }

    // -----------------------------------------------------------------------
    // Width changes
    // -----------------------------------------------------------------------

    /// Zero-extends (or, for a smaller width, truncates) to `width` bits.
    pub fn zext(&self, width: u32) -> APInt {
        APInt::from_words(width, self.words())
    }

    /// Sign-extends (or, for a smaller width, truncates) to `width` bits.
    pub fn sext(&self, width: u32) -> APInt {
        let old = self.width();
        if width <= old || !self.sign_bit() {
            return self.zext(width);
        }
        if width <= 64 {
            return APInt::from_i64(width, sext64(self.low_u64(), old));
        }
        let n = nwords(width);
        let mut w = self.words().to_vec();
        w.resize(n, u64::MAX);
        let top = (old / 64) as usize;
        let rem = old % 64;
        if rem != 0 {
            w[top] |= !mask64(rem);
        }
        APInt::from_words(width, &w)
    }

    /// Truncates (or, for a larger width, zero-extends) to `width` bits.
    pub fn trunc(&self, width: u32) -> APInt {
        self.zext(width)
    }
}

mod arith;

#[cfg(test)]
mod tests;
