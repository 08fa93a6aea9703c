//! Packed storage of dense elements: the bit patterns of many integers or
//! floats of one bit width, laid out as MLIR lays out a `DenseElementsAttr`'s
//! raw data.
//!
//! Each value takes [`DenseBits::stride`] bytes (`ceil(width / 8)`, at least
//! one: `i1` and `i7` take one byte, `bf16` two, `i33` five, `i128`
//! sixteen), little-endian, with the bits above `width` always zero, so that
//! equal contents are equal bytes (attributes are interned and compared by
//! hashing their storage). Except for `i1`, which MLIR bit-packs, this is
//! exactly the byte layout of MLIR's hex form `dense<"0x...">`: hex literals
//! decode straight into it and print straight from it.

use crate::attrs::{Attr, AttrData, DenseValues};
use crate::context::Context;
use crate::types::{Type, TypeData};
use rmlir_numerics::apint::APInt;

/// The bit patterns of `len` values of `width` bits, packed.
///
/// A splat attribute stores its one value. Built with [`DenseBits::zeroed`]
/// and [`DenseBits::set_u64`] / [`DenseBits::set`], or from existing values
/// with [`DenseBits::from_apints`], [`DenseBits::from_u64s`] or
/// [`DenseBits::from_raw`].
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct DenseBits {
    width: u32,
    len: usize,
    data: Box<[u8]>,
}

impl std::fmt::Debug for DenseBits {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("DenseBits")
            .field("width", &self.width)
            .field("len", &self.len)
            .finish_non_exhaustive()
    }
}

impl DenseBits {
    /// The number of bytes one value of `width` bits takes.
    #[inline]
    pub fn stride_for(width: u32) -> usize {
        (width as usize).div_ceil(8).max(1)
    }

    /// `len` zero values of `width` bits.
    pub fn zeroed(width: u32, len: usize) -> DenseBits {
        DenseBits {
            width,
            len,
            data: vec![0u8; len * Self::stride_for(width)].into_boxed_slice(),
        }
    }

    /// No values.
    pub fn empty(width: u32) -> DenseBits {
        Self::zeroed(width, 0)
    }

    /// The values `values`, each truncated to `width` bits.
    pub fn from_apints(width: u32, values: &[APInt]) -> DenseBits {
        let mut d = Self::zeroed(width, values.len());
        for (i, v) in values.iter().enumerate() {
            d.set(i, v);
        }
        d
    }

    /// One value (a splat's storage), of the value's width.
    pub fn splat(value: &APInt) -> DenseBits {
        Self::from_apints(value.width(), std::slice::from_ref(value))
    }

    /// Values given by their low 64 bits, truncated to `width` bits.
    pub fn from_u64s(width: u32, values: impl IntoIterator<Item = u64>) -> DenseBits {
        let stride = Self::stride_for(width);
        let mut data = Vec::new();
        let mut len = 0;
        for v in values {
            let bytes = v.to_le_bytes();
            let k = stride.min(8);
            data.extend_from_slice(&bytes[..k]);
            data.resize(data.len() + (stride - k), 0);
            len += 1;
        }
        let mut d = DenseBits {
            width,
            len,
            data: data.into_boxed_slice(),
        };
        d.mask_all();
        d
    }

    /// `len` values from their raw little-endian bytes (`stride` bytes
    /// each); bits above `width` are cleared. `None` when `data` does not
    /// hold exactly `len` values.
    pub fn from_raw(width: u32, len: usize, data: Vec<u8>) -> Option<DenseBits> {
        if data.len() != len.checked_mul(Self::stride_for(width))? {
            return None;
        }
        let mut d = DenseBits {
            width,
            len,
            data: data.into_boxed_slice(),
        };
        d.mask_all();
        Some(d)
    }

    /// Clears the bits above `width` in every value.
    fn mask_all(&mut self) {
        let stride = self.stride();
        let used = self.width as usize - (stride - 1) * 8;
        if self.width == 0 {
            self.data.fill(0);
        } else if used < 8 {
            let mask = ((1u16 << used) - 1) as u8;
            for chunk in self.data.chunks_exact_mut(stride) {
                chunk[stride - 1] &= mask;
            }
        }
    }

    /// The bit width of each value.
    #[inline]
    pub fn width(&self) -> u32 {
        self.width
    }

    /// The number of values.
    #[inline]
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether there are no values.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Bytes per value.
    #[inline]
    pub fn stride(&self) -> usize {
        Self::stride_for(self.width)
    }

    /// The raw storage: `len * stride` bytes, little-endian values.
    #[inline]
    pub fn raw(&self) -> &[u8] {
        &self.data
    }

    /// The bytes of value `i`.
    #[inline]
    pub fn value_bytes(&self, i: usize) -> &[u8] {
        let s = self.stride();
        &self.data[i * s..(i + 1) * s]
    }

    /// The low 64 bits of value `i`, zero-extended. Panics when `i` is out
    /// of range.
    #[inline]
    pub fn get_u64(&self, i: usize) -> u64 {
        let s = self.stride();
        let d = &self.data;
        match s {
            1 => d[i] as u64,
            2 => u16::from_le_bytes([d[2 * i], d[2 * i + 1]]) as u64,
            4 => {
                let b = &d[4 * i..4 * i + 4];
                u32::from_le_bytes([b[0], b[1], b[2], b[3]]) as u64
            }
            _ => {
                let b = &d[i * s..i * s + s.min(8)];
                let mut w = [0u8; 8];
                w[..b.len()].copy_from_slice(b);
                u64::from_le_bytes(w)
            }
        }
    }

    /// Value `i` sign-extended from `width` bits (widths up to 64; wider
    /// values give their low 64 bits).
    #[inline]
    pub fn get_i64(&self, i: usize) -> i64 {
        let v = self.get_u64(i);
        if self.width == 0 || self.width >= 64 {
            return v as i64;
        }
        let shift = 64 - self.width;
        ((v << shift) as i64) >> shift
    }

    /// The low 128 bits of value `i`.
    pub fn get_u128(&self, i: usize) -> u128 {
        let b = self.value_bytes(i);
        let mut w = [0u8; 16];
        let k = b.len().min(16);
        w[..k].copy_from_slice(&b[..k]);
        u128::from_le_bytes(w)
    }

    /// Value `i`. Panics when `i` is out of range.
    pub fn get(&self, i: usize) -> APInt {
        if self.width <= 64 {
            return APInt::from_u64(self.width, self.get_u64(i));
        }
        let words: Vec<u64> = self
            .value_bytes(i)
            .chunks(8)
            .map(|c| {
                let mut w = [0u8; 8];
                w[..c.len()].copy_from_slice(c);
                u64::from_le_bytes(w)
            })
            .collect();
        APInt::from_words(self.width, &words)
    }

    /// The first value, if any.
    pub fn first(&self) -> Option<APInt> {
        (!self.is_empty()).then(|| self.get(0))
    }

    /// Sets value `i` to the low `width` bits of `v`.
    #[inline]
    pub fn set_u64(&mut self, i: usize, v: u64) {
        let s = self.stride();
        let width = self.width;
        let v = if width >= 64 {
            v
        } else {
            v & ((1u64 << width) - 1)
        };
        let bytes = v.to_le_bytes();
        let chunk = &mut self.data[i * s..(i + 1) * s];
        let k = s.min(8);
        chunk[..k].copy_from_slice(&bytes[..k]);
        chunk[k..].fill(0);
    }

    /// Sets value `i` to `v` truncated (or zero-extended) to `width` bits.
    pub fn set(&mut self, i: usize, v: &APInt) {
        if self.width <= 64 {
            self.set_u64(i, v.low_u64());
            return;
        }
        let s = self.stride();
        let words = v.words();
        let chunk = &mut self.data[i * s..(i + 1) * s];
        for (k, b) in chunk.iter_mut().enumerate() {
            let w = words.get(k / 8).copied().unwrap_or(0);
            *b = (w >> (8 * (k % 8))) as u8;
        }
        let used = self.width as usize - (s - 1) * 8;
        if used < 8 {
            chunk[s - 1] &= ((1u16 << used) - 1) as u8;
        }
    }

    /// Copies value `j` of `src` (of the same width) into value `i`.
    pub fn copy_from(&mut self, i: usize, src: &DenseBits, j: usize) {
        let s = self.stride();
        self.data[i * s..(i + 1) * s].copy_from_slice(src.value_bytes(j));
    }

    /// The values in order.
    pub fn iter(&self) -> impl ExactSizeIterator<Item = APInt> + '_ {
        (0..self.len).map(|i| self.get(i))
    }

    /// The values as a vector.
    pub fn to_apints(&self) -> Vec<APInt> {
        self.iter().collect()
    }

    /// Whether there is at least one value and all values are equal.
    pub fn is_splat(&self) -> bool {
        self.is_splat_groups(1)
    }

    /// Whether there is at least one group of `group` consecutive values
    /// and all groups are equal (complex elements: `group == 2`).
    pub fn is_splat_groups(&self, group: usize) -> bool {
        if group == 0 || self.len < group || !self.len.is_multiple_of(group) {
            return false;
        }
        let s = self.stride() * group;
        let (first, rest) = self.data.split_at(s);
        match s {
            1 => rest.iter().all(|&b| b == first[0]),
            _ => rest.chunks_exact(s).all(|c| c == first),
        }
    }

    /// The first `n` values (all when there are fewer).
    pub fn truncated(&self, n: usize) -> DenseBits {
        let n = self.len.min(n);
        DenseBits {
            width: self.width,
            len: n,
            data: self.data[..n * self.stride()].into(),
        }
    }

    /// The first value alone (a splat's storage); empty stays empty.
    pub fn truncated_to_first(&self) -> DenseBits {
        self.truncated(1)
    }

    /// Whether value `i` is zero.
    #[inline]
    pub fn is_zero(&self, i: usize) -> bool {
        self.value_bytes(i).iter().all(|&b| b == 0)
    }
}

/// Packs values of one width (the first value's; empty storage gets width
/// 0, which [`crate::context::Context::dense_elements_attr`] replaces by the
/// element type's).
impl From<&[APInt]> for DenseBits {
    fn from(values: &[APInt]) -> DenseBits {
        let width = values.first().map_or(0, |v| v.width());
        DenseBits::from_apints(width, values)
    }
}

/// As `From<&[APInt]>`.
impl From<Vec<APInt>> for DenseBits {
    fn from(values: Vec<APInt>) -> DenseBits {
        DenseBits::from(values.as_slice())
    }
}

/// The number of elements of a static shape (saturating).
pub fn num_elements(shape: &[i64]) -> i64 {
    shape.iter().fold(1i64, |a, &d| a.saturating_mul(d.max(0)))
}

/// Builds a dense elements attribute, collapsing all-equal values to a splat.
/// Empty packed storage takes the element type's width, so that equal
/// attributes are one whatever built them.
pub(crate) fn dense_elements_attr(ctx: &Context, ty: Type, values: DenseValues) -> Attr {
    let elem_width = |t: Type| match ctx.type_data(t) {
        TypeData::Integer { width, .. } => Some(*width),
        TypeData::Index => Some(64),
        TypeData::Float(k) => Some(k.bit_width()),
        _ => None,
    };
    let elem = ctx.type_data(ty).element_type().unwrap_or(ty);
    let (splat, values) = match values {
        // MLIR never sees a splat in zero-width storage: a lone `i0` value
        // stands for all elements.
        DenseValues::Bits(v) if v.width() == 0 && !v.is_empty() => {
            let n = ctx
                .type_data(ty)
                .shape()
                .filter(|s| s.iter().all(|&d| d >= 0))
                .map_or(v.len(), |s| num_elements(s) as usize);
            match (v.len(), n) {
                // (Huge element counts stay one stored value.)
                (1, n) if n > 1 << 20 => (true, DenseValues::Bits(v)),
                (1, n) => (false, DenseValues::Bits(DenseBits::zeroed(0, n))),
                _ => (false, DenseValues::Bits(v)),
            }
        }
        DenseValues::Bits(v) if v.is_splat() => (true, DenseValues::Bits(v.truncated(1))),
        DenseValues::Bits(v) if v.is_empty() => {
            let w = elem_width(elem).unwrap_or(v.width());
            (false, DenseValues::Bits(DenseBits::empty(w)))
        }
        DenseValues::Complex(v) if v.is_splat_groups(2) => {
            (true, DenseValues::Complex(v.truncated(2)))
        }
        DenseValues::Complex(v) if v.is_empty() => {
            let part = match ctx.type_data(elem) {
                TypeData::Complex(inner) => *inner,
                _ => elem,
            };
            let w = elem_width(part).unwrap_or(v.width());
            (false, DenseValues::Complex(DenseBits::empty(w)))
        }
        DenseValues::Strings(v) if !v.is_empty() && v.iter().all(|x| *x == v[0]) => {
            (true, DenseValues::Strings(Box::new([v[0].clone()])))
        }
        other => (false, other),
    };
    ctx.intern_attr(AttrData::DenseElements { ty, splat, values })
}

#[cfg(test)]
mod tests {
    use super::*;
    use num_bigint::BigInt;
    use std::hash::BuildHasher;

    fn pattern(width: u32, seed: u64) -> APInt {
        let words: Vec<u64> = (0..(width as usize).div_ceil(64).max(1))
            .map(|k| {
                seed.wrapping_mul(0x9E37_79B9_7F4A_7C15)
                    .rotate_left(k as u32 * 13 + 7)
                    ^ 0xA5A5_5A5A_F0F0_0F0F
            })
            .collect();
        APInt::from_words(width, &words)
    }

    #[test]
    fn get_set_round_trip_at_many_widths() {
        for width in [1u32, 7, 8, 16, 32, 33, 64, 65, 128] {
            let values: Vec<APInt> = (0..10).map(|s| pattern(width, s)).collect();
            let d = DenseBits::from_apints(width, &values);
            assert_eq!(d.len(), 10);
            assert_eq!(d.width(), width);
            assert_eq!(d.raw().len(), 10 * DenseBits::stride_for(width));
            for (i, v) in values.iter().enumerate() {
                assert_eq!(&d.get(i), v, "width {width} value {i}");
                assert_eq!(d.get_u64(i), v.low_u64(), "width {width} value {i}");
            }
            assert_eq!(d.to_apints(), values);
            // Setting values one by one gives the same storage.
            let mut e = DenseBits::zeroed(width, 10);
            for (i, v) in values.iter().enumerate().rev() {
                e.set(i, v);
            }
            assert_eq!(d, e);
        }
    }

    #[test]
    fn strides_follow_mlir_layout() {
        let strides: Vec<usize> = [0u32, 1, 7, 8, 9, 16, 33, 64, 65, 80, 128]
            .iter()
            .map(|&w| DenseBits::stride_for(w))
            .collect();
        assert_eq!(strides, [1, 1, 1, 1, 2, 2, 5, 8, 9, 10, 16]);
    }

    #[test]
    fn truncates_and_sign_extends() {
        let mut d = DenseBits::zeroed(7, 2);
        d.set_u64(0, 0xFF);
        d.set(1, &APInt::from_i64(7, -3));
        assert_eq!(d.raw(), &[0x7F, 0x7D]);
        assert_eq!(d.get_i64(0), -1);
        assert_eq!(d.get_i64(1), -3);
        let wide = APInt::from_bigint(65, &BigInt::from(-2));
        let w = DenseBits::from_apints(65, std::slice::from_ref(&wide));
        assert_eq!(w.raw()[8], 1);
        assert_eq!(w.get(0), wide);
        assert_eq!(w.get_u64(0), u64::MAX - 1);
        let r = DenseBits::from_raw(7, 2, vec![0xFF, 0x80]).expect("size");
        assert_eq!(r.raw(), &[0x7F, 0x00]);
        assert!(DenseBits::from_raw(16, 2, vec![0; 3]).is_none());
        let u = DenseBits::from_u64s(33, [u64::MAX, 5]);
        assert_eq!(u.get_u64(0), (1 << 33) - 1);
        assert_eq!(u.get_u64(1), 5);
    }

    #[test]
    fn splat_detection() {
        for width in [1u32, 8, 16, 32, 33, 64, 128] {
            let v = pattern(width, 3);
            let same = DenseBits::from_apints(width, &vec![v.clone(); 5]);
            assert!(same.is_splat());
            assert_eq!(same.truncated_to_first(), DenseBits::splat(&v));
            let mut other = same.clone();
            other.set(4, &pattern(width, 4));
            assert!(!other.is_splat(), "width {width}");
        }
        assert!(!DenseBits::empty(32).is_splat());
        assert!(DenseBits::zeroed(32, 1).is_splat());
    }

    #[test]
    fn equal_contents_are_equal_and_hash_alike() {
        let a = DenseBits::from_u64s(16, [1, 2, 3]);
        let b = DenseBits::from_apints(16, &[1u64, 2, 3].map(|v| APInt::from_u64(16, v)));
        let c = DenseBits::from_raw(16, 3, vec![1, 0, 2, 0, 3, 0]).expect("size");
        assert_eq!(a, b);
        assert_eq!(a, c);
        let state = std::collections::hash_map::RandomState::new();
        assert_eq!(state.hash_one(&a), state.hash_one(&b));
        // Same bytes, other width: a different value list.
        assert_ne!(a, DenseBits::from_u64s(9, [1, 2, 3]));
    }
}
