//! A fixed-width integer of any bit width, as MLIR's `APInt` (bits only, no sign).

use num_bigint::{BigInt, BigUint, Sign};
use smallvec::SmallVec;

/// An integer of exactly `width` bits; the unused high bits of the last word are zero.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct APInt {
    width: u32,
    words: SmallVec<[u64; 1]>,
}

impl APInt {
    /// The value `value` truncated to `width` bits.
    pub fn from_u64(width: u32, value: u64) -> APInt {
        let mut words: SmallVec<[u64; 1]> = SmallVec::from_elem(0, Self::num_words(width));
        if let Some(w) = words.first_mut() {
            *w = value;
        }
        let mut r = APInt { width, words };
        r.clear_unused();
        r
    }

    /// The value `value` sign-extended or truncated to `width` bits.
    pub fn from_i64(width: u32, value: i64) -> APInt {
        let n = Self::num_words(width);
        let fill = if value < 0 { u64::MAX } else { 0 };
        let mut words: SmallVec<[u64; 1]> = SmallVec::from_elem(fill, n);
        if let Some(w) = words.first_mut() {
            *w = value as u64;
        }
        let mut r = APInt { width, words };
        r.clear_unused();
        r
    }

    /// Two's complement of `value` modulo 2^width.
    pub fn from_bigint(width: u32, value: &BigInt) -> APInt {
        let n = Self::num_words(width);
        let modulus = BigInt::from(1u8) << (n as u64 * 64);
        let mut v = value % &modulus;
        if v.sign() == Sign::Minus {
            v += &modulus;
        }
        let digits = v.to_u64_digits().1;
        let mut words: SmallVec<[u64; 1]> = SmallVec::from_elem(0, n);
        for (w, d) in words.iter_mut().zip(digits) {
            *w = d;
        }
        let mut r = APInt { width, words };
        r.clear_unused();
        r
    }

    fn num_words(width: u32) -> usize {
        (width as usize).div_ceil(64).max(1)
    }

    fn clear_unused(&mut self) {
        let rem = self.width % 64;
        if rem != 0 {
            if let Some(last) = self.words.last_mut() {
                *last &= (1u64 << rem) - 1;
            }
        }
        if self.width == 0 {
            self.words[0] = 0;
        }
    }

    /// Bit width.
    pub fn width(&self) -> u32 {
        self.width
    }

    /// The 64-bit words, least significant first.
    pub fn words(&self) -> &[u64] {
        &self.words
    }

    /// Low 64 bits, zero-extended.
    pub fn low_u64(&self) -> u64 {
        self.words[0]
    }

    /// Whether the most significant bit is set.
    pub fn sign_bit(&self) -> bool {
        if self.width == 0 {
            return false;
        }
        let bit = self.width - 1;
        (self.words[(bit / 64) as usize] >> (bit % 64)) & 1 == 1
    }

    /// Whether every bit is zero.
    pub fn is_zero(&self) -> bool {
        self.words.iter().all(|&w| w == 0)
    }

    /// The value read as unsigned.
    pub fn to_biguint(&self) -> BigUint {
        BigUint::from_slice(
            &self
                .words
                .iter()
                .flat_map(|w| [*w as u32, (*w >> 32) as u32])
                .collect::<Vec<_>>(),
        )
    }

    /// The value read as two's complement signed.
    pub fn to_bigint_signed(&self) -> BigInt {
        let u = BigInt::from(self.to_biguint());
        if self.sign_bit() {
            u - (BigInt::from(1u8) << self.width)
        } else {
            u
        }
    }

    /// The value as `i64` if it is signed-representable in 64 bits.
    pub fn to_i64_signed(&self) -> Option<i64> {
        if self.width <= 64 {
            let v = self.words[0];
            if self.width == 0 {
                return Some(0);
            }
            let shift = 64 - self.width;
            Some(((v << shift) as i64) >> shift)
        } else {
            i64::try_from(self.to_bigint_signed()).ok()
        }
    }

    /// Decimal text, signed or unsigned.
    pub fn to_decimal(&self, signed: bool) -> String {
        if self.width <= 64 {
            if signed {
                return self.to_i64_signed().unwrap_or(0).to_string();
            }
            return self.words[0].to_string();
        }
        if signed {
            self.to_bigint_signed().to_string()
        } else {
            self.to_biguint().to_string()
        }
    }

    /// Uppercase hex digits of the bit pattern, zero-padded to the width.
    pub fn to_hex_padded(&self) -> String {
        let digits = (self.width as usize).div_ceil(4).max(1);
        let mut s = String::with_capacity(digits);
        for i in (0..digits).rev() {
            let bit = i * 4;
            let nib = (self.words[bit / 64] >> (bit % 64)) & 0xF;
            s.push(
                char::from_digit(nib as u32, 16)
                    .unwrap_or('0')
                    .to_ascii_uppercase(),
            );
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn truncates_and_sign_extends() {
        let a = APInt::from_i64(8, -1);
        assert_eq!(a.low_u64(), 0xFF);
        assert_eq!(a.to_decimal(true), "-1");
        assert_eq!(a.to_decimal(false), "255");
        let b = APInt::from_i64(128, -2);
        assert_eq!(b.to_decimal(true), "-2");
        assert_eq!(
            b.to_decimal(false),
            "340282366920938463463374607431768211454"
        );
        assert_eq!(APInt::from_u64(4, 0x1F).low_u64(), 0xF);
    }

    #[test]
    fn bigint_round_trip() {
        let v: BigInt = "-123456789012345678901234567890".parse().unwrap();
        let a = APInt::from_bigint(200, &v);
        assert_eq!(a.to_bigint_signed(), v);
        assert_eq!(APInt::from_u64(20, 0xABC).to_hex_padded(), "00ABC");
    }
}
