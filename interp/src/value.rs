//! Runtime values: integers of any width, `index`, floats of every MLIR
//! format (as bit patterns), poison, tensors and vectors (shaped values),
//! memref views into the interpreter's heap and function references.

use rmlir_ir::Ident;
use rmlir_numerics::apint::APInt;
use rmlir_numerics::float::FloatKind;
use rmlir_numerics::float_ops as fo;
use smallvec::SmallVec;
use std::rc::Rc;

/// Bit width of `index` values (MLIR's internal storage width).
pub const INDEX_WIDTH: u32 = 64;

/// A dimension list (shape, strides) that rarely needs the heap.
pub type Dims = SmallVec<[i64; 4]>;

/// One runtime value.
#[derive(Clone, Debug)]
pub enum Value {
    /// A signless integer `iN` of any width (two's complement bits).
    Int(APInt),
    /// An `index`: 64 bits.
    Index(APInt),
    /// A float of the given format, as its bit pattern.
    Float(FloatKind, u128),
    /// A poison value (MLIR's `ub.poison`, a violated `nsw`/`nuw`/`exact`,
    /// an out-of-range shift or conversion, uninitialized memory).
    Poison,
    /// A tensor or vector: its shape and elements in row-major order.
    Shaped(Rc<Shaped>),
    /// A memref: a strided view into one allocation of the heap.
    MemRef(Rc<MemRefView>),
    /// A function reference (`func.constant @f`).
    Func(Ident),
}

/// The contents of a tensor or vector value.
#[derive(Clone, Debug)]
pub struct Shaped {
    /// The dimension sizes.
    pub shape: Dims,
    /// The elements in row-major order (`shape`'s product of them).
    pub elems: Vec<Value>,
}

/// A memref value: which allocation it views and how.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MemRefView {
    /// The allocation's number in the heap.
    pub alloc: usize,
    /// The offset of element `[0, ..., 0]` in the allocation.
    pub offset: i64,
    /// The dimension sizes.
    pub sizes: Dims,
    /// The distance, in elements, between neighbours along each dimension.
    pub strides: Dims,
}

impl MemRefView {
    /// The number of elements the view covers.
    pub fn num_elements(&self) -> i64 {
        self.sizes.iter().product()
    }

    /// The allocation offset of the `n`-th element in row-major order.
    pub fn linear_offset(&self, mut n: i64) -> i64 {
        let mut off = self.offset;
        for d in (0..self.sizes.len()).rev() {
            let size = self.sizes[d].max(1);
            off = off.saturating_add((n % size).saturating_mul(self.strides[d]));
            n /= size;
        }
        off
    }
}

/// Row-major strides of a shape.
pub fn row_major_strides(shape: &[i64]) -> Dims {
    let mut strides: Dims = SmallVec::from_elem(1, shape.len());
    let mut acc = 1i64;
    for d in (0..shape.len()).rev() {
        strides[d] = acc;
        acc = acc.saturating_mul(shape[d].max(0));
    }
    strides
}

impl Value {
    /// An `iN` value from a `u64`, truncated to `width` bits.
    pub fn int(width: u32, value: u64) -> Value {
        Value::Int(APInt::from_u64(width, value))
    }

    /// An `iN` value from an `i64`, sign-extended or truncated.
    pub fn int_signed(width: u32, value: i64) -> Value {
        Value::Int(APInt::from_i64(width, value))
    }

    /// An `index` value.
    pub fn index(value: i64) -> Value {
        Value::Index(APInt::from_i64(INDEX_WIDTH, value))
    }

    /// An `i1` value.
    pub fn bool(value: bool) -> Value {
        Value::int(1, u64::from(value))
    }

    /// An `f32` value.
    pub fn f32(value: f32) -> Value {
        Value::Float(FloatKind::F32, u128::from(value.to_bits()))
    }

    /// An `f64` value.
    pub fn f64(value: f64) -> Value {
        Value::Float(FloatKind::F64, u128::from(value.to_bits()))
    }

    /// Whether the value is poison (a shaped value with poison elements is
    /// not).
    pub fn is_poison(&self) -> bool {
        matches!(self, Value::Poison)
    }

    /// The bits of an integer or index value.
    pub fn as_apint(&self) -> Option<&APInt> {
        match self {
            Value::Int(v) | Value::Index(v) => Some(v),
            _ => None,
        }
    }

    /// The signed value of an integer or index that fits in an `i64`.
    pub fn as_i64(&self) -> Option<i64> {
        self.as_apint()?.to_i64_signed()
    }

    /// Bitwise equality: same kind, same bits (NaNs compare by their bit
    /// patterns), same shapes and elements; memrefs are equal when they are
    /// the same view.
    pub fn bitwise_eq(&self, other: &Value) -> bool {
        match (self, other) {
            (Value::Int(a), Value::Int(b)) | (Value::Index(a), Value::Index(b)) => a == b,
            (Value::Float(ka, a), Value::Float(kb, b)) => ka == kb && a == b,
            (Value::Poison, Value::Poison) => true,
            (Value::Shaped(a), Value::Shaped(b)) => {
                a.shape == b.shape
                    && a.elems.len() == b.elems.len()
                    && a.elems.iter().zip(&b.elems).all(|(x, y)| x.bitwise_eq(y))
            }
            (Value::MemRef(a), Value::MemRef(b)) => a == b,
            (Value::Func(a), Value::Func(b)) => a == b,
            _ => false,
        }
    }

    /// Whether `self` (a result of a transformed program) may stand for
    /// `original`: poison may be refined to anything, any NaN stands for any
    /// NaN of the same format (MLIR does not fix NaN payloads), otherwise the
    /// values must be bitwise equal.
    pub fn refines(&self, original: &Value) -> bool {
        match (original, self) {
            (Value::Poison, _) => true,
            (Value::Float(ka, a), Value::Float(kb, b)) => {
                ka == kb && (a == b || (fo::is_nan(*ka, *a) && fo::is_nan(*kb, *b)))
            }
            (Value::Shaped(a), Value::Shaped(b)) => {
                a.shape == b.shape
                    && a.elems.len() == b.elems.len()
                    && b.elems.iter().zip(&a.elems).all(|(x, y)| x.refines(y))
            }
            _ => self.bitwise_eq(original),
        }
    }
}

impl PartialEq for Value {
    fn eq(&self, other: &Value) -> bool {
        self.bitwise_eq(other)
    }
}
