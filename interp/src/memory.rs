//! The heap behind memref values: allocations of elements with a liveness
//! flag, bounds- and liveness-checked loads and stores, and the view
//! arithmetic of `memref.subview`.

use crate::error::{trap, Error, TrapKind};
use crate::value::{row_major_strides, Dims, MemRefView, Value};
use std::rc::Rc;

/// One allocation.
struct Allocation {
    data: Vec<Value>,
    live: bool,
    /// Made by `memref.alloca` (freed by its scope, not by `dealloc`).
    stack: bool,
}

/// Every allocation made so far.
#[derive(Default)]
pub(crate) struct Heap {
    allocs: Vec<Allocation>,
    live_elems: usize,
}

impl Heap {
    /// A new allocation holding `elems`, viewed with `shape` row-major.
    pub(crate) fn alloc_with(
        &mut self,
        elems: Vec<Value>,
        shape: Dims,
        stack: bool,
        max: usize,
    ) -> Result<Value, Error> {
        if self.live_elems.saturating_add(elems.len()) > max {
            return Err(Error::MemoryLimit);
        }
        self.live_elems += elems.len();
        let strides = row_major_strides(&shape);
        self.allocs.push(Allocation {
            data: elems,
            live: true,
            stack,
        });
        Ok(Value::MemRef(Rc::new(MemRefView {
            alloc: self.allocs.len() - 1,
            offset: 0,
            sizes: shape,
            strides,
        })))
    }

    /// A new allocation of `shape` with uninitialized (poison) elements.
    pub(crate) fn alloc(&mut self, shape: Dims, stack: bool, max: usize) -> Result<Value, Error> {
        let n = shape
            .iter()
            .try_fold(1usize, |acc, &d| acc.checked_mul(usize::try_from(d).ok()?))
            .filter(|&n| n <= max)
            .ok_or(Error::MemoryLimit)?;
        self.alloc_with(vec![Value::Poison; n], shape, stack, max)
    }

    /// The number of allocations made so far (the id the next one gets).
    pub(crate) fn num_allocs(&self) -> usize {
        self.allocs.len()
    }

    fn release(&mut self, id: usize) {
        let a = &mut self.allocs[id];
        a.live = false;
        self.live_elems -= a.data.len();
        a.data = Vec::new();
    }

    /// `memref.dealloc`.
    pub(crate) fn dealloc(&mut self, m: &MemRefView, op: &str) -> Result<(), Error> {
        let a = self
            .allocs
            .get(m.alloc)
            .ok_or_else(|| trap(op, TrapKind::InvalidFree))?;
        if a.stack {
            return Err(trap(op, TrapKind::InvalidFree));
        }
        if !a.live {
            return Err(trap(op, TrapKind::DoubleFree));
        }
        self.release(m.alloc);
        Ok(())
    }

    /// Frees the stack allocations made since allocation `from` (the end
    /// of an automatic allocation scope).
    pub(crate) fn release_stack_since(&mut self, from: usize) {
        for id in from..self.allocs.len() {
            if self.allocs[id].stack && self.allocs[id].live {
                self.release(id);
            }
        }
    }

    /// The allocation offset of element `idx` of `m`, checked.
    fn locate(&self, m: &MemRefView, idx: &[i64], op: &str) -> Result<usize, Error> {
        let a = self
            .allocs
            .get(m.alloc)
            .ok_or_else(|| trap(op, TrapKind::UseAfterFree))?;
        if !a.live {
            return Err(trap(op, TrapKind::UseAfterFree));
        }
        if idx.len() != m.sizes.len() {
            return Err(Error::Invalid(format!(
                "'{op}' with a wrong number of indices"
            )));
        }
        let mut off = m.offset;
        for ((&i, &size), &stride) in idx.iter().zip(&m.sizes).zip(&m.strides) {
            if i < 0 || i >= size {
                return Err(trap(op, TrapKind::OutOfBounds));
            }
            off = i
                .checked_mul(stride)
                .and_then(|x| x.checked_add(off))
                .ok_or_else(|| trap(op, TrapKind::OutOfBounds))?;
        }
        usize::try_from(off)
            .ok()
            .filter(|&o| o < a.data.len())
            .ok_or_else(|| trap(op, TrapKind::OutOfBounds))
    }

    /// `memref.load`.
    pub(crate) fn load(&self, m: &MemRefView, idx: &[i64], op: &str) -> Result<Value, Error> {
        let at = self.locate(m, idx, op)?;
        Ok(self.allocs[m.alloc].data[at].clone())
    }

    /// `memref.store`.
    pub(crate) fn store(
        &mut self,
        m: &MemRefView,
        idx: &[i64],
        v: Value,
        op: &str,
    ) -> Result<(), Error> {
        let at = self.locate(m, idx, op)?;
        self.allocs[m.alloc].data[at] = v;
        Ok(())
    }

    /// Every element of `m` in row-major order, checked.
    pub(crate) fn read(&self, m: &MemRefView, op: &str) -> Result<Vec<Value>, Error> {
        let a = self
            .allocs
            .get(m.alloc)
            .filter(|a| a.live)
            .ok_or_else(|| trap(op, TrapKind::UseAfterFree))?;
        let n = m.num_elements();
        let mut out = Vec::with_capacity(usize::try_from(n).unwrap_or(0));
        for k in 0..n {
            let off = m.linear_offset(k);
            let v = usize::try_from(off)
                .ok()
                .and_then(|o| a.data.get(o))
                .ok_or_else(|| trap(op, TrapKind::OutOfBounds))?;
            out.push(v.clone());
        }
        Ok(out)
    }

    /// Every element of `m`, or `None` if it is not live.
    pub(crate) fn read_all(&self, m: &MemRefView) -> Option<Vec<Value>> {
        self.read(m, "").ok()
    }

    /// Writes `values` into `m` in row-major order, checked.
    pub(crate) fn write(
        &mut self,
        m: &MemRefView,
        values: Vec<Value>,
        op: &str,
    ) -> Result<(), Error> {
        let live = self.allocs.get(m.alloc).is_some_and(|a| a.live);
        if !live {
            return Err(trap(op, TrapKind::UseAfterFree));
        }
        for (k, v) in values.into_iter().enumerate() {
            let off = m.linear_offset(k as i64);
            let slot = usize::try_from(off)
                .ok()
                .and_then(|o| self.allocs[m.alloc].data.get_mut(o))
                .ok_or_else(|| trap(op, TrapKind::OutOfBounds))?;
            *slot = v;
        }
        Ok(())
    }
}

/// The view of `memref.subview`: `offsets`, `sizes` and `strides` per
/// source dimension, then the unit dimensions the result type drops
/// (`result_shape`, with negative sizes for dynamic ones) removed.
pub(crate) fn subview(
    src: &MemRefView,
    offsets: &[i64],
    sizes: &[i64],
    strides: &[i64],
    result_shape: &[i64],
    op: &str,
) -> Result<MemRefView, Error> {
    let rank = src.sizes.len();
    if offsets.len() != rank || sizes.len() != rank || strides.len() != rank {
        return Err(Error::Unsupported(format!(
            "'{op}' with a different number of offsets, sizes or strides than the source rank"
        )));
    }
    let mut offset = src.offset;
    let mut out_sizes = Dims::new();
    let mut out_strides = Dims::new();
    let mut to_drop = rank.saturating_sub(result_shape.len());
    let mut j = 0;
    for d in 0..rank {
        let (o, s, st) = (offsets[d], sizes[d], strides[d]);
        if o < 0 || s < 0 || st < 0 {
            return Err(trap(op, TrapKind::OutOfBounds));
        }
        let last = o.checked_add(s.saturating_sub(1).checked_mul(st).unwrap_or(i64::MAX));
        if s > 0 && last.is_none_or(|l| l >= src.sizes[d]) || (s == 0 && o > src.sizes[d]) {
            return Err(trap(op, TrapKind::OutOfBounds));
        }
        let oob = || trap(op, TrapKind::OutOfBounds);
        offset = o
            .checked_mul(src.strides[d])
            .and_then(|x| x.checked_add(offset))
            .ok_or_else(oob)?;
        let keep_matches = result_shape.get(j).is_some_and(|&r| r < 0 || r == s);
        if to_drop > 0 && s == 1 && !keep_matches {
            to_drop -= 1;
            continue;
        }
        out_sizes.push(s);
        out_strides.push(src.strides[d].checked_mul(st).ok_or_else(oob)?);
        j += 1;
    }
    if out_sizes.len() != result_shape.len() {
        return Err(Error::Unsupported(format!(
            "'{op}' dropping dimensions ambiguously"
        )));
    }
    Ok(MemRefView {
        alloc: src.alloc,
        offset,
        sizes: out_sizes,
        strides: out_strides,
    })
}
