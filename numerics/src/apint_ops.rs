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

    // -----------------------------------------------------------------------
    // Wrapping arithmetic
    // -----------------------------------------------------------------------

    /// `self + rhs` modulo `2^width` (`arith.addi`).
    pub fn wrapping_add(&self, rhs: &APInt) -> APInt {
        debug_assert_eq!(self.width(), rhs.width(), "APInt width mismatch");
        if self.width() <= 64 {
            return APInt::from_u64(self.width(), self.low_u64().wrapping_add(rhs.low_u64()));
        }
        let b = rhs.words();
        let mut carry = false;
        let w: Vec<u64> = self
            .words()
            .iter()
            .enumerate()
            .map(|(i, &a)| {
                let (s1, c1) = a.overflowing_add(b.get(i).copied().unwrap_or(0));
                let (s2, c2) = s1.overflowing_add(u64::from(carry));
                carry = c1 || c2;
                s2
            })
            .collect();
        APInt::from_words(self.width(), &w)
    }

    /// `self - rhs` modulo `2^width` (`arith.subi`).
    pub fn wrapping_sub(&self, rhs: &APInt) -> APInt {
        debug_assert_eq!(self.width(), rhs.width(), "APInt width mismatch");
        if self.width() <= 64 {
            return APInt::from_u64(self.width(), self.low_u64().wrapping_sub(rhs.low_u64()));
        }
        let b = rhs.words();
        let mut borrow = false;
        let w: Vec<u64> = self
            .words()
            .iter()
            .enumerate()
            .map(|(i, &a)| {
                let (d1, b1) = a.overflowing_sub(b.get(i).copied().unwrap_or(0));
                let (d2, b2) = d1.overflowing_sub(u64::from(borrow));
                borrow = b1 || b2;
                d2
            })
            .collect();
        APInt::from_words(self.width(), &w)
    }

    /// `self * rhs` modulo `2^width` (`arith.muli`).
    pub fn wrapping_mul(&self, rhs: &APInt) -> APInt {
        debug_assert_eq!(self.width(), rhs.width(), "APInt width mismatch");
        if self.width() <= 64 {
            return APInt::from_u64(self.width(), self.low_u64().wrapping_mul(rhs.low_u64()));
        }
        let (a, b) = (self.words(), rhs.words());
        let n = a.len();
        let mut out = vec![0u64; n];
        for i in 0..n {
            let mut carry: u128 = 0;
            if a[i] == 0 {
                continue;
            }
            for j in 0..n - i {
                let bj = b.get(j).copied().unwrap_or(0);
                let t = u128::from(a[i]) * u128::from(bj) + u128::from(out[i + j]) + carry;
                out[i + j] = t as u64;
                carry = t >> 64;
            }
        }
        APInt::from_words(self.width(), &out)
    }

    /// `-self` modulo `2^width`.
    pub fn wrapping_neg(&self) -> APInt {
        APInt::zero(self.width()).wrapping_sub(self)
    }

    /// Absolute value as LLVM's `APInt::abs` (`math.absi`): `INT_MIN` stays
    /// `INT_MIN`.
    pub fn abs(&self) -> APInt {
        if self.sign_bit() {
            self.wrapping_neg()
        } else {
            self.clone()
        }
    }

    // -----------------------------------------------------------------------
    // Overflow-reporting arithmetic (LLVM's *_ov)
    // -----------------------------------------------------------------------

    /// Signed addition and whether it overflowed.
    pub fn sadd_ov(&self, rhs: &APInt) -> (APInt, bool) {
        let r = self.wrapping_add(rhs);
        let ov = self.sign_bit() == rhs.sign_bit() && r.sign_bit() != self.sign_bit();
        (r, ov)
    }

    /// Signed subtraction and whether it overflowed.
    pub fn ssub_ov(&self, rhs: &APInt) -> (APInt, bool) {
        let r = self.wrapping_sub(rhs);
        let ov = self.sign_bit() != rhs.sign_bit() && r.sign_bit() != self.sign_bit();
        (r, ov)
    }

    /// Unsigned addition and whether it carried out.
    pub fn uadd_ov(&self, rhs: &APInt) -> (APInt, bool) {
        let r = self.wrapping_add(rhs);
        let ov = r.ult(rhs);
        (r, ov)
    }

    /// Unsigned subtraction and whether it borrowed.
    pub fn usub_ov(&self, rhs: &APInt) -> (APInt, bool) {
        (self.wrapping_sub(rhs), self.ult(rhs))
    }

    /// Signed multiplication and whether it overflowed.
    pub fn smul_ov(&self, rhs: &APInt) -> (APInt, bool) {
        let r = self.wrapping_mul(rhs);
        let exact = self.to_bigint_signed() * rhs.to_bigint_signed();
        let ov = r.to_bigint_signed() != exact;
        (r, ov)
    }

    /// Unsigned multiplication and whether it overflowed.
    pub fn umul_ov(&self, rhs: &APInt) -> (APInt, bool) {
        let width = self.width();
        if width <= 64 {
            let p = u128::from(self.low_u64()) * u128::from(rhs.low_u64());
            return (APInt::from_u64(width, p as u64), p >> width != 0);
        }
        let exact = self.to_biguint() * rhs.to_biguint();
        let ov = exact.bits() > u64::from(width);
        (APInt::from_biguint(width, &exact), ov)
    }

    /// `addui_extended`: the wrapped sum and the carry-out bit.
    pub fn addui_extended(&self, rhs: &APInt) -> (APInt, bool) {
        self.uadd_ov(rhs)
    }

    /// `mului_extended`: the low and high halves of the full unsigned product
    /// (LLVM's `mulhu` for the high half).
    pub fn mului_extended(&self, rhs: &APInt) -> (APInt, APInt) {
        let width = self.width();
        let low = self.wrapping_mul(rhs);
        if width <= 64 {
            let p = u128::from(self.low_u64()) * u128::from(rhs.low_u64());
            let hi = if width == 0 { 0 } else { (p >> width) as u64 };
            return (low, APInt::from_u64(width, hi));
        }
        let p = self.to_biguint() * rhs.to_biguint();
        (low, APInt::from_biguint(width, &(p >> width)))
    }

    /// `mulsi_extended`: the low and high halves of the full signed product
    /// (LLVM's `mulhs` for the high half).
    pub fn mulsi_extended(&self, rhs: &APInt) -> (APInt, APInt) {
        let width = self.width();
        let low = self.wrapping_mul(rhs);
        if width <= 64 {
            let p = i128::from(sext64(self.low_u64(), width))
                * i128::from(sext64(rhs.low_u64(), width));
            let hi = if width == 0 { 0 } else { (p >> width) as i64 };
            return (low, APInt::from_i64(width, hi));
        }
        let p = self.to_bigint_signed() * rhs.to_bigint_signed();
        // Floor shift (arithmetic): BigInt's `>>` rounds toward -inf.
        (low, APInt::from_bigint(width, &(p >> width)))
    }

    // -----------------------------------------------------------------------
    // Division
    // -----------------------------------------------------------------------

    /// Unsigned division; `None` on division by zero (`arith.divui` fold).
    pub fn udiv(&self, rhs: &APInt) -> Option<APInt> {
        if rhs.is_zero() {
            return None;
        }
        if self.width() <= 64 {
            return Some(APInt::from_u64(
                self.width(),
                self.low_u64() / rhs.low_u64(),
            ));
        }
        Some(APInt::from_biguint(
            self.width(),
            &(self.to_biguint() / rhs.to_biguint()),
        ))
    }

    /// Unsigned remainder; `None` on division by zero (`arith.remui` fold).
    pub fn urem(&self, rhs: &APInt) -> Option<APInt> {
        if rhs.is_zero() {
            return None;
        }
        if self.width() <= 64 {
            return Some(APInt::from_u64(
                self.width(),
                self.low_u64() % rhs.low_u64(),
            ));
        }
        Some(APInt::from_biguint(
            self.width(),
            &(self.to_biguint() % rhs.to_biguint()),
        ))
    }

    /// Signed division truncating toward zero; `None` on division by zero.
    /// `INT_MIN / -1` wraps to `INT_MIN` as in LLVM.
    pub fn sdiv(&self, rhs: &APInt) -> Option<APInt> {
        if rhs.is_zero() {
            return None;
        }
        let width = self.width();
        if width <= 64 {
            let a = sext64(self.low_u64(), width);
            let b = sext64(rhs.low_u64(), width);
            return Some(APInt::from_i64(width, a.wrapping_div(b)));
        }
        let q = self.to_bigint_signed() / rhs.to_bigint_signed();
        Some(APInt::from_bigint(width, &q))
    }

    /// Signed remainder with the sign of the dividend; `None` on division by
    /// zero (`arith.remsi` fold).  `INT_MIN % -1` is 0.
    pub fn srem(&self, rhs: &APInt) -> Option<APInt> {
        if rhs.is_zero() {
            return None;
        }
        let width = self.width();
        if width <= 64 {
            let a = sext64(self.low_u64(), width);
            let b = sext64(rhs.low_u64(), width);
            return Some(APInt::from_i64(width, a.wrapping_rem(b)));
        }
        let r = self.to_bigint_signed() % rhs.to_bigint_signed();
        Some(APInt::from_bigint(width, &r))
    }

    /// LLVM's `sdiv_ov`: the wrapped quotient and whether it overflowed
    /// (`INT_MIN / -1`); `None` on division by zero.
    pub fn sdiv_ov(&self, rhs: &APInt) -> Option<(APInt, bool)> {
        let q = self.sdiv(rhs)?;
        Some((q, self.is_min_signed() && rhs.is_all_ones()))
    }

    /// `arith.divsi` fold: `None` on division by zero or `INT_MIN / -1`;
    /// `x / 1` is `x` (which matters for `i1`, where 1 is also -1).
    pub fn divsi(&self, rhs: &APInt) -> Option<APInt> {
        if rhs.is_one() {
            return Some(self.clone());
        }
        match self.sdiv_ov(rhs)? {
            (_, true) => None,
            (q, false) => Some(q),
        }
    }

    /// `arith.ceildivui` fold: `ceil(self / rhs)` unsigned; `None` on
    /// division by zero.
    pub fn ceildivu(&self, rhs: &APInt) -> Option<APInt> {
        if rhs.is_one() {
            return Some(self.clone());
        }
        let q = self.udiv(rhs)?;
        if self.urem(rhs)?.is_zero() {
            return Some(q);
        }
        match q.uadd_ov(&APInt::one(self.width())) {
            (_, true) => None,
            (r, false) => Some(r),
        }
    }

    /// `(a - 1) / b + 1` for positive inputs, reporting the overflow of the
    /// last step only (as MLIR's `signedCeilNonnegInputs` does).
    fn signed_ceil_nonneg(a: &APInt, b: &APInt) -> (APInt, bool) {
        let one = APInt::one(a.width());
        let (am1, _) = a.ssub_ov(&one);
        let q = am1.sdiv(b).unwrap_or_else(|| APInt::zero(a.width()));
        q.sadd_ov(&one)
    }

    /// `arith.ceildivsi` fold: `ceil(self / rhs)` signed.  `None` on division
    /// by zero and, as in MLIR 22, whenever an intermediate negation
    /// overflows: a non-zero dividend or divisor equal to `INT_MIN` (except
    /// `x / 1`, which folds to `x`).
    pub fn ceildivs(&self, rhs: &APInt) -> Option<APInt> {
        if rhs.is_one() {
            return Some(self.clone());
        }
        if rhs.is_zero() {
            return None;
        }
        if self.is_zero() {
            return Some(self.clone());
        }
        let width = self.width();
        let zero = APInt::zero(width);
        let a_pos = self.sgt(&zero);
        let b_pos = rhs.sgt(&zero);
        let (res, overflow) = match (a_pos, b_pos) {
            (true, true) => APInt::signed_ceil_nonneg(self, rhs),
            (false, false) => {
                let (pa, ova) = zero.ssub_ov(self);
                let (pb, ovb) = zero.ssub_ov(rhs);
                let (r, ovd) = APInt::signed_ceil_nonneg(&pa, &pb);
                (r, ova || ovb || ovd)
            }
            (false, true) => {
                let (pa, ova) = zero.ssub_ov(self);
                let (d, ovd) = pa.sdiv_ov(rhs)?;
                let (r, ovr) = zero.ssub_ov(&d);
                (r, ova || ovd || ovr)
            }
            (true, false) => {
                let (pb, ovb) = zero.ssub_ov(rhs);
                let (d, ovd) = self.sdiv_ov(&pb)?;
                let (r, ovr) = zero.ssub_ov(&d);
                (r, ovb || ovd || ovr)
            }
        };
        if overflow {
            None
        } else {
            Some(res)
        }
    }

    /// LLVM's `sfloordiv_ov`: floor division, its overflow (`INT_MIN / -1`);
    /// `None` on division by zero.
    pub fn sfloordiv_ov(&self, rhs: &APInt) -> Option<(APInt, bool)> {
        let (q, ov) = self.sdiv_ov(rhs)?;
        let exact = q.wrapping_mul(rhs) == *self;
        if !exact && self.sign_bit() != rhs.sign_bit() {
            return Some((q.wrapping_sub(&APInt::one(self.width())), ov));
        }
        Some((q, ov))
    }

    /// `arith.floordivsi` fold: `floor(self / rhs)` signed; `None` on
    /// division by zero or `INT_MIN / -1`.
    pub fn floordivs(&self, rhs: &APInt) -> Option<APInt> {
        if rhs.is_one() {
            return Some(self.clone());
        }
        match self.sfloordiv_ov(rhs)? {
            (_, true) => None,
            (q, false) => Some(q),
        }
    }

    /// `math.ipowi` fold: `self` raised to the signed power `power`, wrapping;
    /// `None` for zero raised to a negative power.  A negative power gives 0
    /// unless the base is 1 or -1.
    pub fn ipowi(&self, power: &APInt) -> Option<APInt> {
        let width = self.width();
        let one = APInt::one(width);
        if power.is_zero() {
            return Some(one);
        }
        if power.sign_bit() {
            if self.is_zero() {
                return None;
            }
            if *self == one {
                return Some(one);
            }
            if !self.is_all_ones() {
                return Some(APInt::zero(width));
            }
            return Some(if power.bit(0) {
                APInt::all_ones(width)
            } else {
                one
            });
        }
        if width <= 64 {
            let (mut result, mut base, mut p) = (1u64, self.low_u64(), power.low_u64());
            while p != 0 {
                if p & 1 == 1 {
                    result = result.wrapping_mul(base);
                }
                base = base.wrapping_mul(base);
                p >>= 1;
            }
            return Some(APInt::from_u64(width, result));
        }
        let modulus = BigUint::one() << width;
        Some(APInt::from_biguint(
            width,
            &self.to_biguint().modpow(&power.to_biguint(), &modulus),
        ))
    }

    /// Greatest common divisor of the unsigned values.
    pub fn gcd_unsigned(&self, rhs: &APInt) -> APInt {
        APInt::from_biguint(self.width(), &self.to_biguint().gcd(&rhs.to_biguint()))
    }

    /// The signed value's magnitude as a `BigUint`.
    pub fn abs_biguint(&self) -> BigUint {
        let v = self.to_bigint_signed();
        v.abs().to_biguint().unwrap_or_else(BigUint::zero)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn i(width: u32, v: i64) -> APInt {
        APInt::from_i64(width, v)
    }

    fn big(width: u32, s: &str) -> APInt {
        APInt::from_bigint(width, &s.parse::<BigInt>().unwrap())
    }

    /// Checks an operation on random-ish values against an i128 reference at
    /// widths <= 64 and against the BigInt path by comparing a 64-bit value
    /// computed through a 128-bit APInt.
    #[test]
    fn constants_and_queries() {
        for w in [1u32, 8, 64, 65, 128, 200] {
            assert!(APInt::zero(w).is_zero());
            assert!(APInt::all_ones(w).is_all_ones());
            assert!(APInt::signed_min(w).is_min_signed());
            assert!(APInt::signed_max(w).is_max_signed());
            assert_eq!(APInt::all_ones(w).countl_zero(), 0);
            assert_eq!(APInt::zero(w).countl_zero(), w);
            assert_eq!(APInt::zero(w).countr_zero(), w);
            assert_eq!(APInt::signed_min(w).countr_zero(), w - 1);
            assert_eq!(APInt::one(w).countl_zero(), w - 1);
            assert_eq!(APInt::all_ones(w).count_ones(), w);
            assert_eq!(APInt::signed_max(w).count_ones(), w - 1);
        }
        // In i1, 1 is the signed minimum and all-ones.
        assert!(APInt::one(1).is_min_signed());
        assert!(APInt::one(1).is_all_ones());
        assert!(!APInt::one(1).is_max_signed());
        assert!(APInt::zero(1).is_max_signed());
    }

    #[test]
    fn add_sub_mul_wrap() {
        assert_eq!(i(8, 127).wrapping_add(&i(8, 1)), i(8, -128));
        assert_eq!(i(8, -128).wrapping_sub(&i(8, 1)), i(8, 127));
        assert_eq!(i(8, 16).wrapping_mul(&i(8, 16)), i(8, 0));
        assert_eq!(i(64, i64::MIN).wrapping_neg(), i(64, i64::MIN));
        let a = big(128, "340282366920938463463374607431768211455");
        assert_eq!(a.wrapping_add(&APInt::one(128)), APInt::zero(128));
        assert_eq!(APInt::zero(128).wrapping_sub(&APInt::one(128)), a);
        let x = big(130, "123456789012345678901234567890");
        let y = big(130, "-98765432109876543210");
        let expect = BigInt::from(123456789012345678901234567890i128)
            * BigInt::from(-98765432109876543210i128);
        assert_eq!(x.wrapping_mul(&y), APInt::from_bigint(130, &expect));
        assert_eq!(
            x.wrapping_add(&y),
            big(
                130,
                &(BigInt::from(123456789012345678901234567890i128)
                    - BigInt::from(98765432109876543210i128))
                .to_string()
            )
        );
    }

    #[test]
    fn division_edges() {
        assert_eq!(i(8, -128).sdiv(&i(8, -1)), Some(i(8, -128)));
        assert_eq!(i(8, -128).divsi(&i(8, -1)), None);
        assert_eq!(i(8, 7).sdiv(&i(8, 0)), None);
        assert_eq!(i(8, -7).sdiv(&i(8, 2)), Some(i(8, -3)));
        assert_eq!(i(8, -7).srem(&i(8, 2)), Some(i(8, -1)));
        assert_eq!(i(8, -128).srem(&i(8, -1)), Some(i(8, 0)));
        assert_eq!(i(8, -7).floordivs(&i(8, 2)), Some(i(8, -4)));
        assert_eq!(i(8, 7).ceildivs(&i(8, 2)), Some(i(8, 4)));
        assert_eq!(i(8, -7).ceildivs(&i(8, 2)), Some(i(8, -3)));
        assert_eq!(i(8, -7).ceildivs(&i(8, -2)), Some(i(8, 4)));
        assert_eq!(i(8, 7).ceildivs(&i(8, -2)), Some(i(8, -3)));
        assert_eq!(i(8, -128).ceildivs(&i(8, 3)), None);
        assert_eq!(i(8, -128).ceildivs(&i(8, 1)), Some(i(8, -128)));
        assert_eq!(i(8, 5).ceildivs(&i(8, -128)), None);
        assert_eq!(i(8, 0).ceildivs(&i(8, -128)), Some(i(8, 0)));
        assert_eq!(i(8, -1).ceildivu(&i(8, 2)), Some(i(8, -128)));
        assert_eq!(i(64, i64::MIN).sdiv(&i(64, -1)), Some(i(64, i64::MIN)));
        let min128 = APInt::signed_min(128);
        assert_eq!(min128.sdiv(&APInt::all_ones(128)), Some(min128.clone()));
        assert_eq!(min128.divsi(&APInt::all_ones(128)), None);
        assert_eq!(big(128, "-7").sdiv(&big(128, "2")), Some(big(128, "-3")));
        assert_eq!(
            big(128, "-7").floordivs(&big(128, "2")),
            Some(big(128, "-4"))
        );
        // i1: true is both 1 and -1.
        assert_eq!(APInt::one(1).divsi(&APInt::one(1)), Some(APInt::one(1)));
        assert_eq!(APInt::one(1).divsi(&APInt::zero(1)), None);
    }

    #[test]
    fn shifts() {
        assert_eq!(i(8, 1).shl(&i(8, 7)), Some(i(8, -128)));
        assert_eq!(i(8, 1).shl(&i(8, 8)), None);
        assert_eq!(i(8, -128).ashr(&i(8, 7)), Some(i(8, -1)));
        assert_eq!(i(8, -128).lshr(&i(8, 7)), Some(i(8, 1)));
        assert_eq!(i(8, -128).ashr(&i(8, -1)), None);
        let x = APInt::signed_min(200);
        assert_eq!(x.ashr_by(199), APInt::all_ones(200));
        assert_eq!(x.lshr_by(199), APInt::one(200));
        assert_eq!(APInt::one(200).shl_by(199), x);
        assert_eq!(x.ashr_by(100).count_ones(), 101);
        assert_eq!(APInt::one(130).shl_by(70).lshr_by(70), APInt::one(130));
    }

    #[test]
    fn extensions() {
        assert_eq!(i(8, -1).zext(16), i(16, 255));
        assert_eq!(i(8, -1).sext(16), i(16, -1));
        assert_eq!(i(8, -1).sext(130), APInt::all_ones(130));
        assert_eq!(
            APInt::signed_min(65).sext(200).to_bigint_signed(),
            -(BigInt::one() << 64u32)
        );
        assert_eq!(APInt::all_ones(130).trunc(8), i(8, -1));
        assert_eq!(APInt::one(1).sext(64), i(64, -1));
    }

    #[test]
    fn extended_multiplication() {
        let (lo, hi) = i(8, -128).mulsi_extended(&i(8, -128));
        assert_eq!((lo, hi), (i(8, 0), i(8, 64)));
        let (lo, hi) = i(8, -1).mului_extended(&i(8, -1));
        assert_eq!((lo, hi), (i(8, 1), i(8, -2)));
        let (lo, hi) = i(64, -1).mulsi_extended(&i(64, 3));
        assert_eq!((lo, hi), (i(64, -3), i(64, -1)));
        let (_, hi) = APInt::all_ones(128).mului_extended(&APInt::all_ones(128));
        assert_eq!(hi, APInt::all_ones(128).wrapping_sub(&APInt::one(128)));
        let (_, hi) = APInt::all_ones(128).mulsi_extended(&big(128, "3"));
        assert_eq!(hi, APInt::all_ones(128));
        assert_eq!(i(8, -1).addui_extended(&i(8, 1)), (i(8, 0), true));
    }

    #[test]
    fn comparisons_and_counts() {
        assert!(i(8, -1).slt(&i(8, 0)));
        assert!(i(8, -1).ugt(&i(8, 0)));
        assert!(APInt::signed_min(128).slt(&APInt::signed_max(128)));
        assert!(APInt::signed_min(128).ugt(&APInt::signed_max(128)));
        assert_eq!(i(8, 1).countl_zero(), 7);
        assert_eq!(APInt::one(65).countl_zero(), 64);
        assert_eq!(APInt::one(128).shl_by(64).countl_zero(), 63);
        assert_eq!(i(8, -128).abs(), i(8, -128));
        assert_eq!(i(8, -5).abs(), i(8, 5));
        assert_eq!(i(8, 3).ipowi(&i(8, 5)), Some(i(8, -13)));
        assert_eq!(i(8, 0).ipowi(&i(8, -1)), None);
        assert_eq!(i(8, -1).ipowi(&i(8, -3)), Some(i(8, -1)));
        assert_eq!(big(128, "3").ipowi(&big(128, "100")), {
            let m = BigInt::one() << 128u32;
            Some(APInt::from_bigint(128, &(BigInt::from(3).pow(100u32) % m)))
        });
    }
}
