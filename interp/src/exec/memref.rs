//! Memory ops: allocation with the memory limit, loads and stores, and
//! row-major indexing.
use super::{shape_with, Frame, Values};
use crate::error::{trap, Error, TrapKind};
use crate::memory;
use crate::ops::Kind;
use crate::value::{Dims, Shaped, Value};
use crate::Interpreter;
use rmlir_ir::{Body, OpId, ValueId};
use rmlir_ods::typed::{attr_i64_array, TypedOp};
use smallvec::SmallVec;
use std::rc::Rc;

impl<'a> Interpreter<'a> {
    /// The number of elements of `shape`: negative sizes trap, counts above
    /// the memory limit are [`Error::MemoryLimit`].
    fn element_count(&self, shape: &[i64], name: &str) -> Result<usize, Error> {
        if shape.iter().any(|&d| d < 0) {
            return Err(trap(name, TrapKind::Other("negative dynamic size".into())));
        }
        shape
            .iter()
            .try_fold(1usize, |acc, &d| acc.checked_mul(usize::try_from(d).ok()?))
            .filter(|&n| n <= self.config.max_memory)
            .ok_or(Error::MemoryLimit)
    }

    /// Memref and tensor ops.
    pub(super) fn exec_memory(
        &mut self,
        body: &'a Body,
        frame: &mut Frame,
        op: OpId,
        kind: Kind,
    ) -> Result<(), Error> {
        let name = self.op_str(body, op);
        let ctx = self.ctx;
        let bad = || Error::Invalid(format!("'{name}' on operands of unexpected kinds"));
        let memref = |v: &Value| match v {
            Value::MemRef(m) => Ok(m.clone()),
            Value::Poison => Err(trap(name, TrapKind::PoisonUse("memref"))),
            _ => Err(bad()),
        };
        let tensor = |v: &Value| match v {
            Value::Shaped(s) => Ok(s.clone()),
            Value::Poison => Err(trap(name, TrapKind::PoisonUse("tensor"))),
            _ => Err(bad()),
        };
        let result_shape = |body: &Body| -> Vec<i64> {
            ctx.type_data(Self::result_type(body, op))
                .shape()
                .map(|s| s.to_vec())
                .unwrap_or_default()
        };
        match kind {
            Kind::Alloc | Kind::Alloca | Kind::Empty => {
                let n_dyn = result_shape(body).iter().filter(|&&d| d < 0).count();
                let sizes = self.indices(frame, body, op, 0)?;
                let sizes = &sizes[..n_dyn.min(sizes.len())];
                if sizes.iter().any(|&s| s < 0) {
                    return Err(trap(name, TrapKind::Other("negative dynamic size".into())));
                }
                let shape = shape_with(&result_shape(body), sizes).ok_or_else(bad)?;
                let v = if kind == Kind::Empty {
                    let n = self.element_count(&shape, name)?;
                    Value::Shaped(Rc::new(Shaped {
                        shape,
                        elems: vec![Value::Poison; n],
                    }))
                } else {
                    self.heap
                        .alloc(shape, kind == Kind::Alloca, self.config.max_memory)?
                };
                Self::set_result(frame, body, op, v);
            }
            Kind::Dealloc => {
                let m = memref(frame.get(body.operand(op, 0)))?;
                self.heap.dealloc(&m, name)?;
            }
            Kind::Load => {
                let m = memref(frame.get(body.operand(op, 0)))?;
                let idx = self.indices(frame, body, op, 1)?;
                let v = self.heap.load(&m, &idx, name)?;
                Self::set_result(frame, body, op, v);
            }
            Kind::Store => {
                let v = frame.get(body.operand(op, 0)).clone();
                let m = memref(frame.get(body.operand(op, 1)))?;
                let idx = self.indices(frame, body, op, 2)?;
                self.heap.store(&m, &idx, v, name)?;
            }
            Kind::Copy => {
                let src = memref(frame.get(body.operand(op, 0)))?;
                let dst = memref(frame.get(body.operand(op, 1)))?;
                if src.sizes != dst.sizes {
                    return Err(trap(
                        name,
                        TrapKind::Other("copy between memrefs of different shapes".into()),
                    ));
                }
                let vals = self.heap.read(&src, name)?;
                self.heap.write(&dst, vals, name)?;
            }
            Kind::MemRefCast | Kind::TensorCast => {
                let v = frame.get(body.operand(op, 0)).clone();
                let shape = result_shape(body);
                let sizes: &[i64] = match &v {
                    Value::MemRef(m) => &m.sizes,
                    Value::Shaped(s) => &s.shape,
                    _ => &[],
                };
                let fits = shape.is_empty()
                    && ctx.type_data(Self::result_type(body, op)).shape().is_none()
                    || (shape.len() == sizes.len()
                        && shape.iter().zip(sizes).all(|(&t, &s)| t < 0 || t == s));
                if !v.is_poison() && !fits {
                    return Err(trap(
                        name,
                        TrapKind::Other("cast to an incompatible shape".into()),
                    ));
                }
                Self::set_result(frame, body, op, v);
            }
            Kind::Dim => {
                let v = frame.get(body.operand(op, 0)).clone();
                let d = self.index_use(frame.get(body.operand(op, 1)), body, op)?;
                let sizes: Dims = match &v {
                    Value::MemRef(m) => m.sizes.clone(),
                    _ => tensor(&v)?.shape.clone(),
                };
                let size = usize::try_from(d)
                    .ok()
                    .and_then(|d| sizes.get(d))
                    .ok_or_else(|| trap(name, TrapKind::OutOfBounds))?;
                Self::set_result(frame, body, op, Value::index(*size));
            }
            Kind::Rank => {
                let v = frame.get(body.operand(op, 0)).clone();
                let rank = match &v {
                    Value::MemRef(m) => m.sizes.len(),
                    _ => tensor(&v)?.shape.len(),
                };
                Self::set_result(frame, body, op, Value::index(rank as i64));
            }
            Kind::SubView => {
                let sv = rmlir_dialects::memref::SubViewOp::from_op_unchecked(op);
                let src = memref(frame.get(body.operand(op, 0)))?;
                let mixed =
                    |statics: rmlir_ir::Attr, dynamic: Vec<ValueId>| -> Result<Vec<i64>, Error> {
                        let statics = attr_i64_array(ctx, statics).ok_or_else(bad)?;
                        let mut dyn_iter = dynamic.into_iter();
                        statics
                            .iter()
                            .map(|&s| {
                                if s == i64::MIN {
                                    let v = dyn_iter.next().ok_or_else(bad)?;
                                    self.index_use(frame.get(v), body, op)
                                } else {
                                    Ok(s)
                                }
                            })
                            .collect()
                    };
                let offsets = mixed(sv.static_offsets(ctx, body), sv.offsets(ctx, body))?;
                let sizes = mixed(sv.static_sizes(ctx, body), sv.sizes(ctx, body))?;
                let strides = mixed(sv.static_strides(ctx, body), sv.strides(ctx, body))?;
                let view =
                    memory::subview(&src, &offsets, &sizes, &strides, &result_shape(body), name)?;
                Self::set_result(frame, body, op, Value::MemRef(Rc::new(view)));
            }
            Kind::FromElements => {
                let elems = self.all_operands(frame, body, op).into_vec();
                let shape: Dims = result_shape(body).into_iter().collect();
                Self::set_result(
                    frame,
                    body,
                    op,
                    Value::Shaped(Rc::new(Shaped { shape, elems })),
                );
            }
            Kind::Extract => {
                let t = tensor(frame.get(body.operand(op, 0)))?;
                let idx = self.indices(frame, body, op, 1)?;
                let at = linear_index(&t.shape, &idx)
                    .ok_or_else(|| trap(name, TrapKind::OutOfBounds))?;
                Self::set_result(frame, body, op, t.elems[at].clone());
            }
            Kind::Insert => {
                let v = frame.get(body.operand(op, 0)).clone();
                let mut t = tensor(frame.get(body.operand(op, 1)))?;
                let idx = self.indices(frame, body, op, 2)?;
                let at = linear_index(&t.shape, &idx)
                    .ok_or_else(|| trap(name, TrapKind::OutOfBounds))?;
                Rc::make_mut(&mut t).elems[at] = v;
                Self::set_result(frame, body, op, Value::Shaped(t));
            }
            Kind::Splat => {
                let v = frame.get(body.operand(op, 0)).clone();
                if matches!(v, Value::Shaped(_)) {
                    return Err(Error::Unsupported(format!("'{name}' of a shaped value")));
                }
                let sizes = self.indices(frame, body, op, 1)?;
                let shape = shape_with(&result_shape(body), &sizes).ok_or_else(bad)?;
                let n = self.element_count(&shape, name)?;
                let elems = vec![v; n];
                Self::set_result(
                    frame,
                    body,
                    op,
                    Value::Shaped(Rc::new(Shaped { shape, elems })),
                );
            }
            Kind::Generate => {
                let sizes = self.indices(frame, body, op, 0)?;
                let shape = shape_with(&result_shape(body), &sizes).ok_or_else(bad)?;
                let n = self.element_count(&shape, name)?;
                let region = body.op_regions(op)[0];
                let mut elems = Vec::with_capacity(n);
                for k in 0..n as i64 {
                    let idx: Values = unlinear(&shape, k).into_iter().map(Value::index).collect();
                    let (_, mut ys) = self.run_nested(body, frame, region, &idx)?;
                    elems.push(ys.pop().ok_or_else(bad)?);
                }
                Self::set_result(
                    frame,
                    body,
                    op,
                    Value::Shaped(Rc::new(Shaped { shape, elems })),
                );
            }
            _ => return Err(Error::NoSemantics(name.to_string())),
        }
        Ok(())
    }
}

/// The row-major position of `idx` in `shape`, if in bounds.
fn linear_index(shape: &[i64], idx: &[i64]) -> Option<usize> {
    if shape.len() != idx.len() {
        return None;
    }
    let mut at = 0i64;
    for (&i, &s) in idx.iter().zip(shape) {
        if i < 0 || i >= s {
            return None;
        }
        at = at * s + i;
    }
    usize::try_from(at).ok()
}

/// The multi-index of row-major position `k` in `shape`.
fn unlinear(shape: &[i64], mut k: i64) -> SmallVec<[i64; 4]> {
    let mut idx: SmallVec<[i64; 4]> = SmallVec::from_elem(0, shape.len());
    for d in (0..shape.len()).rev() {
        let s = shape[d].max(1);
        idx[d] = k % s;
        k /= s;
    }
    idx
}
