//! Arithmetic on `APInt`: wrapping, overflow-reporting (LLVM's `*_ov`)
//! and division.

use super::*;

impl APInt {
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
    pub(super) fn signed_ceil_nonneg(a: &APInt, b: &APInt) -> (APInt, bool) {
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
