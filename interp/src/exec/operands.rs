//! Reading operands and attributes, writing results, and applying scalar
//! semantics elementwise to shaped values.
use super::{Frame, Values};
use crate::arith::{FastMath, IntFlags, Scalar};
use crate::error::{trap, Error, TrapKind};
use crate::value::{Dims, Shaped, Value};
use crate::Interpreter;
use rmlir_dialects::cf::SwitchOp;
use rmlir_ir::{get_attr, AttrData, DenseValues};
use rmlir_ir::{Body, OpId};
use rmlir_ir::{Type, TypeData};
use rmlir_numerics::apint::APInt;
use rmlir_ods::typed::TypedOp;
use smallvec::SmallVec;
use std::rc::Rc;

impl<'a> Interpreter<'a> {
    /// An `i1` used as a condition: poison there traps.
    pub(super) fn condition(&self, v: &Value, body: &Body, op: OpId) -> Result<bool, Error> {
        match v {
            Value::Int(a) => Ok(!a.is_zero()),
            Value::Poison => Err(trap(
                self.op_str(body, op),
                TrapKind::PoisonUse("condition"),
            )),
            _ => Err(Error::Invalid("condition is not an integer".into())),
        }
    }

    /// An integer or index used as an index, bound or switch flag: poison
    /// there traps.
    pub(super) fn int_use<'v>(
        &self,
        v: &'v Value,
        body: &Body,
        op: OpId,
        what: &'static str,
    ) -> Result<&'v APInt, Error> {
        match v {
            Value::Int(a) | Value::Index(a) => Ok(a),
            Value::Poison => Err(trap(self.op_str(body, op), TrapKind::PoisonUse(what))),
            _ => Err(Error::Invalid(format!("{what} is not an integer"))),
        }
    }

    pub(super) fn index_use(&self, v: &Value, body: &Body, op: OpId) -> Result<i64, Error> {
        let a = self.int_use(v, body, op, "index")?;
        a.to_i64_signed()
            .ok_or_else(|| trap(self.op_str(body, op), TrapKind::OutOfBounds))
    }

    pub(super) fn indices(
        &self,
        frame: &Frame,
        body: &Body,
        op: OpId,
        from: usize,
    ) -> Result<SmallVec<[i64; 4]>, Error> {
        (from..body.num_operands(op))
            .map(|i| self.index_use(frame.get(body.operand(op, i)), body, op))
            .collect()
    }

    pub(super) fn switch(
        &self,
        frame: &Frame,
        body: &Body,
        op: OpId,
    ) -> Result<(rmlir_ir::BlockId, Values), Error> {
        let sw = SwitchOp::from_op_unchecked(op);
        let succs = body.successors(op);
        // Without cases the flag decides nothing (liveness analyses treat
        // it as dead), so it may be poison.
        let cases = succs.len().saturating_sub(1);
        let values = if cases > 0 {
            sw.case_values(self.ctx, body)
        } else {
            None
        };
        if let Some(values) = values {
            let flag = self.int_use(frame.get(body.operand(op, 0)), body, op, "switch flag")?;
            if let AttrData::DenseElements {
                splat,
                values: DenseValues::Bits(bits),
                ..
            } = self.ctx.attr_data(values)
            {
                for case in 0..cases {
                    let v = bits.get(if *splat { 0 } else { case });
                    if v == *flag {
                        let args: Values = sw
                            .case_operands_of(self.ctx, body, case)
                            .into_iter()
                            .map(|v| frame.get(v).clone())
                            .collect();
                        return Ok((succs[case + 1], args));
                    }
                }
            }
        }
        let args = sw
            .default_operands(self.ctx, body)
            .into_iter()
            .map(|v| frame.get(v).clone())
            .collect();
        Ok((succs[0], args))
    }

    pub(super) fn set_results(
        &self,
        frame: &mut Frame,
        body: &Body,
        op: OpId,
        vals: impl IntoIterator<Item = Value>,
    ) {
        for (i, v) in vals.into_iter().enumerate().take(body.num_results(op)) {
            frame.set(body.result(op, i), v);
        }
    }

    pub(super) fn set_result(frame: &mut Frame, body: &Body, op: OpId, v: Value) {
        frame.set(body.result(op, 0), v);
    }

    pub(super) fn result_type(body: &Body, op: OpId) -> Type {
        body.value_type(body.result(op, 0))
    }

    /// The scalar kind of `ty`'s elements.
    pub(super) fn scalar_of(&self, ty: Type) -> Result<Scalar, Error> {
        let ctx = self.ctx;
        let elem = ctx.type_data(ty).element_type().unwrap_or(ty);
        match ctx.type_data(elem) {
            TypeData::Integer { width, .. } => Ok(Scalar::Int(*width)),
            TypeData::Index => Ok(Scalar::Index),
            TypeData::Float(k) => Ok(Scalar::Float(*k)),
            _ => Err(Error::Unsupported(format!(
                "element type {}",
                rmlir_text::printer::type_to_string(ctx, elem)
            ))),
        }
    }

    pub(super) fn int_flags(&self, body: &Body, op: OpId) -> IntFlags {
        let mut f = IntFlags::default();
        if let Some(a) = get_attr(self.ctx, body, op, "overflowFlags") {
            if let AttrData::Dialect { text } = self.ctx.attr_data(a) {
                f.nsw = text.contains("nsw");
                f.nuw = text.contains("nuw");
            }
        }
        f.exact = get_attr(self.ctx, body, op, "isExact").is_some();
        f
    }

    pub(super) fn fastmath(&self, body: &Body, op: OpId) -> FastMath {
        let mut f = FastMath::default();
        if let Some(a) = get_attr(self.ctx, body, op, "fastmath") {
            if let AttrData::Dialect { text } = self.ctx.attr_data(a) {
                let fast =
                    text.contains("fast>") || text.contains("fast,") || text.contains("fast ");
                f.nnan = fast || text.contains("nnan");
                f.ninf = fast || text.contains("ninf");
            }
        }
        f
    }

    pub(super) fn int_attr(&self, body: &Body, op: OpId, name: &str) -> Option<u64> {
        match self.ctx.attr_data(get_attr(self.ctx, body, op, name)?) {
            AttrData::Integer { value, .. } => value.to_u64(),
            _ => None,
        }
    }

    /// The value of a constant attribute of type `ty`.
    pub(crate) fn attr_value(&self, attr: rmlir_ir::Attr, ty: Type) -> Result<Value, Error> {
        let scalar = |s: Scalar, bits: APInt| match s {
            Scalar::Float(k) => Value::Float(k, bits.to_u128().unwrap_or(0)),
            _ => s.int_value(bits),
        };
        match self.ctx.attr_data(attr) {
            AttrData::Integer { value, .. } | AttrData::Float { bits: value, .. } => {
                Ok(scalar(self.scalar_of(ty)?, value.clone()))
            }
            AttrData::DenseElements {
                ty: dty,
                splat,
                values: DenseValues::Bits(bits),
            } => {
                let s = self.scalar_of(*dty)?;
                let shape: Dims = self
                    .ctx
                    .type_data(*dty)
                    .shape()
                    .map(|s| s.iter().copied().collect())
                    .unwrap_or_default();
                let n: i64 = shape.iter().product();
                let elems = (0..n.max(0) as usize)
                    .map(|i| scalar(s, bits.get(if *splat { 0 } else { i })))
                    .collect();
                Ok(Value::Shaped(Rc::new(Shaped { shape, elems })))
            }
            AttrData::Dialect { text } if &**text == "ub.poison" => Ok(Value::Poison),
            _ => Err(Error::Unsupported(format!(
                "constant {}",
                rmlir_text::printer::attr_to_string(self.ctx, attr)
            ))),
        }
    }

    /// Applies `f` to scalars, or elementwise when an operand is shaped
    /// (scalar operands are broadcast).
    pub(super) fn elementwise(
        args: &[Value],
        f: &mut dyn FnMut(&[&Value]) -> Result<Value, Error>,
    ) -> Result<Value, Error> {
        let shaped = args.iter().find_map(|a| match a {
            Value::Shaped(s) => Some(s.clone()),
            _ => None,
        });
        let Some(first) = shaped else {
            let refs: SmallVec<[&Value; 4]> = args.iter().collect();
            return f(&refs);
        };
        let mut elems = Vec::with_capacity(first.elems.len());
        for i in 0..first.elems.len() {
            let refs: SmallVec<[&Value; 4]> = args
                .iter()
                .map(|a| match a {
                    Value::Shaped(s) => s.elems.get(i).unwrap_or(&Value::Poison),
                    other => other,
                })
                .collect();
            elems.push(f(&refs)?);
        }
        Ok(Value::Shaped(Rc::new(Shaped {
            shape: first.shape.clone(),
            elems,
        })))
    }
}
