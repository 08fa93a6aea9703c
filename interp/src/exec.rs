//! The execution engine: function calls (with a depth limit, the Rust stack
//! grown on demand), regions run block by block through their branches,
//! and each op's semantics.

use crate::arith::{self, Cast, FastMath, FloatBin, IntFlags, Scalar};
use crate::error::{trap, Error, TrapKind};
use crate::math;
use crate::memory;
use crate::ops::Kind;
use crate::value::{Dims, Shaped, Value};
use crate::{HookArgs, Interpreter};
use rmlir_dialects::cf::{CondBranchOp, SwitchOp};
use rmlir_ir::{get_attr, AttrData, DenseValues};
use rmlir_ir::{Body, OpId, RegionId, ValueId};
use rmlir_ir::{Type, TypeData};
use rmlir_numerics::apint::APInt;
use rmlir_numerics::float::FloatKind;
use rmlir_numerics::float_ops::{self as fo, RoundingMode};
use rmlir_ods::typed::{attr_i64_array, TypedOp};
use smallvec::SmallVec;
use std::rc::Rc;

rmlir_ods::typed_op! {
    /// `scf.parallel`'s operand groups.
    pub(crate) struct ParallelOp = "scf.parallel" in rmlir_dialects::scf::OPS {
        operand_range lower_bound_range: variadic "lowerBound";
        operand_range upper_bound_range: variadic "upperBound";
        operand_range step_range: variadic "step";
        operand_range init_vals_range: variadic "initVals";
    }
}

rmlir_ods::typed_op! {
    /// `scf.forall`'s bounds and outputs.
    pub(crate) struct ForallOp = "scf.forall" in rmlir_dialects::scf::OPS {
        operand_range dynamic_lower_bound_range: variadic "dynamicLowerBound";
        operand_range dynamic_upper_bound_range: variadic "dynamicUpperBound";
        operand_range dynamic_step_range: variadic "dynamicStep";
        operand_range outputs_range: variadic "outputs";
        attr static_lower_bound: required "staticLowerBound";
        attr static_upper_bound: required "staticUpperBound";
        attr static_step: required "staticStep";
    }
}

/// A list of values passed to or from a region.
pub(crate) type Values = SmallVec<[Value; 4]>;

/// Stack space kept free before entering a call or region (bytes).
const RED_ZONE: usize = 128 * 1024;
/// Stack space added when the red zone is reached (bytes).
const STACK_GROWTH: usize = 4 * 1024 * 1024;

/// The values of one function activation, by value number.
pub(crate) struct Frame {
    vals: Vec<Value>,
}

impl Frame {
    #[inline]
    fn get(&self, v: ValueId) -> &Value {
        &self.vals[v.index()]
    }

    #[inline]
    fn set(&mut self, v: ValueId, value: Value) {
        self.vals[v.index()] = value;
    }
}

/// The static sizes of a shaped type, the dynamic ones taken in order from
/// `dynamic`.
fn shape_with(ctx_shape: &[i64], dynamic: &[i64]) -> Option<Dims> {
    let mut dyn_iter = dynamic.iter();
    ctx_shape
        .iter()
        .map(|&d| {
            if d < 0 {
                dyn_iter.next().copied()
            } else {
                Some(d)
            }
        })
        .collect()
}

impl<'a> Interpreter<'a> {
    /// Runs function `f` (an op of the module body) on `args`.
    pub(crate) fn call_function(&mut self, f: OpId, args: &[Value]) -> Result<Values, Error> {
        if self.depth >= self.config.max_call_depth {
            return Err(Error::CallDepthExceeded);
        }
        let body: &'a Body = self.module.regions_body(f);
        let Some(&region) = self.module.op_regions(f).first() else {
            return Err(Error::Invalid("function without a body region".into()));
        };
        if body.region_is_empty(region) {
            let name =
                rmlir_dialects::func::FuncOp::from_op_unchecked(f).name(self.ctx, self.module);
            return Err(Error::Invalid(format!("call of external function @{name}")));
        }
        let mut vals = self.frame_pool.pop().unwrap_or_default();
        vals.clear();
        vals.resize(body.value_capacity(), Value::Poison);
        let mut frame = Frame { vals };
        let scope = self.heap.num_allocs();
        self.depth += 1;
        let r = stacker::maybe_grow(RED_ZONE, STACK_GROWTH, || {
            self.run_region(body, &mut frame, region, args)
        });
        self.depth -= 1;
        self.heap.release_stack_since(scope);
        frame.vals.clear();
        self.frame_pool.push(frame.vals);
        r.map(|(_, vals)| vals)
    }

    fn step(&mut self) -> Result<(), Error> {
        if self.fuel == 0 {
            return Err(Error::OutOfFuel);
        }
        self.fuel -= 1;
        Ok(())
    }

    fn kind(&self, body: &Body, op: OpId) -> Result<Kind, Error> {
        let name = body.op_name(op);
        self.kinds
            .get(&name)
            .copied()
            .ok_or_else(|| Error::NoSemantics(self.ctx.op_name_str(name).to_string()))
    }

    fn op_str(&self, body: &Body, op: OpId) -> &'a str {
        self.ctx.op_name_str(body.op_name(op))
    }

    fn operand_values(
        &self,
        frame: &Frame,
        body: &Body,
        op: OpId,
        range: std::ops::Range<usize>,
    ) -> Values {
        range
            .map(|i| frame.get(body.operand(op, i)).clone())
            .collect()
    }

    fn all_operands(&self, frame: &Frame, body: &Body, op: OpId) -> Values {
        self.operand_values(frame, body, op, 0..body.num_operands(op))
    }

    fn bind(
        frame: &mut Frame,
        body: &Body,
        block: rmlir_ir::BlockId,
        args: &[Value],
    ) -> Result<(), Error> {
        let params = body.block_args(block);
        if params.len() != args.len() {
            return Err(Error::Invalid("block argument count mismatch".into()));
        }
        for (&p, a) in params.iter().zip(args) {
            frame.set(p, a.clone());
        }
        Ok(())
    }

    /// Runs `region` from its entry block with `args` until an op leaves it
    /// (a return, yield or condition): that op and its operands' values.
    pub(crate) fn run_region(
        &mut self,
        body: &'a Body,
        frame: &mut Frame,
        region: RegionId,
        args: &[Value],
    ) -> Result<(OpId, Values), Error> {
        let mut block = body
            .entry_block(region)
            .ok_or_else(|| Error::Invalid("running an empty region".into()))?;
        Self::bind(frame, body, block, args)?;
        loop {
            let mut cur = body.first_op(block);
            let (dest, dest_args) = loop {
                let Some(op) = cur else {
                    return Err(Error::Invalid("block without terminator".into()));
                };
                self.step()?;
                let kind = self.kind(body, op)?;
                match kind {
                    Kind::Yield | Kind::Condition => {
                        return Ok((op, self.all_operands(frame, body, op)));
                    }
                    Kind::Br => break (body.successors(op)[0], self.all_operands(frame, body, op)),
                    Kind::CondBr => {
                        let br = CondBranchOp::from_op_unchecked(op);
                        let cond = self.condition(frame.get(body.operand(op, 0)), body, op)?;
                        let (succ, range) = if cond {
                            (0, br.true_dest_operands_range(self.ctx, body))
                        } else {
                            (1, br.false_dest_operands_range(self.ctx, body))
                        };
                        break (
                            body.successors(op)[succ],
                            self.operand_values(frame, body, op, range),
                        );
                    }
                    Kind::Switch => break self.switch(frame, body, op)?,
                    _ => self.exec(body, frame, op, kind)?,
                }
                cur = body.next_op(op);
            };
            Self::bind(frame, body, dest, &dest_args)?;
            block = dest;
        }
    }

    /// An `i1` used as a condition: poison there traps.
    fn condition(&self, v: &Value, body: &Body, op: OpId) -> Result<bool, Error> {
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
    fn int_use<'v>(
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

    fn index_use(&self, v: &Value, body: &Body, op: OpId) -> Result<i64, Error> {
        let a = self.int_use(v, body, op, "index")?;
        a.to_i64_signed()
            .ok_or_else(|| trap(self.op_str(body, op), TrapKind::OutOfBounds))
    }

    fn indices(
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

    fn switch(
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

    fn set_results(
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

    fn set_result(frame: &mut Frame, body: &Body, op: OpId, v: Value) {
        frame.set(body.result(op, 0), v);
    }

    fn result_type(body: &Body, op: OpId) -> Type {
        body.value_type(body.result(op, 0))
    }

    /// The scalar kind of `ty`'s elements.
    fn scalar_of(&self, ty: Type) -> Result<Scalar, Error> {
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

    fn int_flags(&self, body: &Body, op: OpId) -> IntFlags {
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

    fn fastmath(&self, body: &Body, op: OpId) -> FastMath {
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

    fn int_attr(&self, body: &Body, op: OpId, name: &str) -> Option<u64> {
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
    fn elementwise(
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

    /// Runs one op that neither branches nor leaves its region.
    fn exec(
        &mut self,
        body: &'a Body,
        frame: &mut Frame,
        op: OpId,
        kind: Kind,
    ) -> Result<(), Error> {
        let name = self.op_str(body, op);
        let bad = || Error::Invalid(format!("'{name}' on operands of unexpected kinds"));
        let unsupported = |what: &str| Error::Unsupported(format!("'{name}' on {what}"));
        match kind {
            Kind::IntBin(b) => {
                let flags = self.int_flags(body, op);
                let args = self.all_operands(frame, body, op);
                let r = Self::elementwise(&args, &mut |xs| match (xs[0], xs[1]) {
                    (_, Value::Poison) if b.divides() => {
                        Err(trap(name, TrapKind::PoisonUse("divisor")))
                    }
                    (Value::Poison, _) | (_, Value::Poison) => Ok(Value::Poison),
                    (x, y) => {
                        let (Some(a), Some(c)) = (x.as_apint(), y.as_apint()) else {
                            return Err(bad());
                        };
                        if a.width() != c.width() {
                            return Err(bad());
                        }
                        match arith::int_binary(b, a, c, flags) {
                            Ok(Some(r)) if matches!(x, Value::Index(_)) => Ok(Value::Index(r)),
                            Ok(Some(r)) => Ok(Value::Int(r)),
                            Ok(None) => Ok(Value::Poison),
                            Err(k) => Err(trap(name, k)),
                        }
                    }
                })?;
                Self::set_result(frame, body, op, r);
            }
            Kind::FloatBin(fb) => {
                let fm = self.fastmath(body, op);
                let args = self.all_operands(frame, body, op);
                let r = Self::elementwise(&args, &mut |xs| match (xs[0], xs[1]) {
                    (Value::Float(k, a), Value::Float(_, c)) => {
                        if arith::violates(fm, *k, *a) || arith::violates(fm, *k, *c) {
                            return Ok(Value::Poison);
                        }
                        let r = arith::float_binary(fb, *k, *a, *c)
                            .ok_or_else(|| unsupported(k.keyword()))?;
                        Ok(if arith::violates(fm, *k, r) {
                            Value::Poison
                        } else {
                            Value::Float(*k, r)
                        })
                    }
                    (Value::Poison, _) | (_, Value::Poison) => Ok(Value::Poison),
                    _ => Err(bad()),
                })?;
                Self::set_result(frame, body, op, r);
            }
            Kind::FloatUn(fu) => {
                let fm = self.fastmath(body, op);
                let args = self.all_operands(frame, body, op);
                let r = Self::elementwise(&args, &mut |xs| match xs[0] {
                    Value::Float(k, a) => {
                        if arith::violates(fm, *k, *a) {
                            return Ok(Value::Poison);
                        }
                        let r = math::float_unary(fu, *k, *a)
                            .ok_or_else(|| unsupported(k.keyword()))?;
                        Ok(if arith::violates(fm, *k, r) {
                            Value::Poison
                        } else {
                            Value::Float(*k, r)
                        })
                    }
                    Value::Poison => Ok(Value::Poison),
                    _ => Err(bad()),
                })?;
                Self::set_result(frame, body, op, r);
            }
            Kind::IntUn(iu) => {
                let args = self.all_operands(frame, body, op);
                let r = Self::elementwise(&args, &mut |xs| match xs[0] {
                    Value::Int(a) => Ok(Value::Int(math::int_unary(iu, a))),
                    Value::Index(a) => Ok(Value::Index(math::int_unary(iu, a))),
                    Value::Poison => Ok(Value::Poison),
                    _ => Err(bad()),
                })?;
                Self::set_result(frame, body, op, r);
            }
            Kind::Classify(c) => {
                let args = self.all_operands(frame, body, op);
                let r = Self::elementwise(&args, &mut |xs| match xs[0] {
                    Value::Float(k, a) => Ok(Value::bool(math::classify(c, *k, *a))),
                    Value::Poison => Ok(Value::Poison),
                    _ => Err(bad()),
                })?;
                Self::set_result(frame, body, op, r);
            }
            Kind::Cast(c) => {
                let to = self.scalar_of(Self::result_type(body, op))?;
                let flags = self.int_flags(body, op);
                let rm = match c {
                    Cast::TruncF => {
                        arith::rounding_mode(self.int_attr(body, op, "roundingmode").unwrap_or(0))
                    }
                    _ => RoundingMode::NearestTiesToEven,
                };
                let args = self.all_operands(frame, body, op);
                let r = Self::elementwise(&args, &mut |xs| match xs[0] {
                    Value::Poison => Ok(Value::Poison),
                    v => Ok(arith::cast(c, v, to, flags, rm)
                        .map_err(Error::Unsupported)?
                        .unwrap_or(Value::Poison)),
                })?;
                Self::set_result(frame, body, op, r);
            }
            Kind::CmpI | Kind::CmpF => {
                let pred = self
                    .int_attr(body, op, "predicate")
                    .ok_or_else(|| Error::Invalid(format!("'{name}' without predicate")))?;
                let args = self.all_operands(frame, body, op);
                let r = Self::elementwise(&args, &mut |xs| match (xs[0], xs[1]) {
                    (Value::Poison, _) | (_, Value::Poison) => Ok(Value::Poison),
                    (Value::Float(k, a), Value::Float(_, b)) => arith::cmpf(pred, *k, *a, *b)
                        .map(Value::bool)
                        .ok_or_else(bad),
                    (x, y) => match (x.as_apint(), y.as_apint()) {
                        (Some(a), Some(b)) if a.width() == b.width() => {
                            arith::cmpi(pred, a, b).map(Value::bool).ok_or_else(bad)
                        }
                        _ => Err(bad()),
                    },
                })?;
                Self::set_result(frame, body, op, r);
            }
            Kind::Select => {
                let args = self.all_operands(frame, body, op);
                let r = match &args[0] {
                    Value::Shaped(_) => Self::elementwise(&args, &mut |xs| match xs[0] {
                        Value::Poison => Ok(Value::Poison),
                        Value::Int(c) => Ok(if c.is_zero() {
                            xs[2].clone()
                        } else {
                            xs[1].clone()
                        }),
                        _ => Err(bad()),
                    })?,
                    Value::Poison => Value::Poison,
                    Value::Int(c) => {
                        if c.is_zero() {
                            args[2].clone()
                        } else {
                            args[1].clone()
                        }
                    }
                    _ => return Err(bad()),
                };
                Self::set_result(frame, body, op, r);
            }
            Kind::Constant => {
                let attr = get_attr(self.ctx, body, op, "value").ok_or_else(bad)?;
                let v = self.attr_value(attr, Self::result_type(body, op))?;
                Self::set_result(frame, body, op, v);
            }
            Kind::AddUIExtended | Kind::MulSIExtended | Kind::MulUIExtended => {
                let args = self.all_operands(frame, body, op);
                let (r0, r1) = match (&args[0], &args[1]) {
                    (Value::Poison, _) | (_, Value::Poison) => (Value::Poison, Value::Poison),
                    (x, y) => {
                        let (Some(a), Some(b)) = (x.as_apint(), y.as_apint()) else {
                            return Err(unsupported("shaped operands"));
                        };
                        let wrap = |v: APInt| {
                            if matches!(x, Value::Index(_)) {
                                Value::Index(v)
                            } else {
                                Value::Int(v)
                            }
                        };
                        match kind {
                            Kind::AddUIExtended => {
                                let (s, o) = a.uadd_ov(b);
                                (wrap(s), Value::bool(o))
                            }
                            Kind::MulSIExtended => {
                                let (lo, hi) = a.mulsi_extended(b);
                                (wrap(lo), wrap(hi))
                            }
                            _ => {
                                let (lo, hi) = a.mului_extended(b);
                                (wrap(lo), wrap(hi))
                            }
                        }
                    }
                };
                self.set_results(frame, body, op, [r0, r1]);
            }
            Kind::Fma => {
                let fm = self.fastmath(body, op);
                let args = self.all_operands(frame, body, op);
                let r = Self::elementwise(&args, &mut |xs| match (xs[0], xs[1], xs[2]) {
                    (Value::Float(k, a), Value::Float(_, b), Value::Float(_, c)) => {
                        if [a, b, c].iter().any(|x| arith::violates(fm, *k, **x)) {
                            return Ok(Value::Poison);
                        }
                        let r =
                            math::fma(*k, *a, *b, *c).ok_or_else(|| unsupported(k.keyword()))?;
                        Ok(if arith::violates(fm, *k, r) {
                            Value::Poison
                        } else {
                            Value::Float(*k, r)
                        })
                    }
                    _ => Ok(Value::Poison),
                })?;
                Self::set_result(frame, body, op, r);
            }
            Kind::ClampF => {
                let fm = self.fastmath(body, op);
                let args = self.all_operands(frame, body, op);
                let r = Self::elementwise(&args, &mut |xs| match (xs[0], xs[1], xs[2]) {
                    (Value::Float(k, v), Value::Float(_, lo), Value::Float(_, hi)) => {
                        let (lowered, r) = math::clampf(*k, *v, *lo, *hi);
                        let poison = [v, lo, hi, &lowered, &r]
                            .iter()
                            .any(|x| arith::violates(fm, *k, **x));
                        Ok(if poison {
                            Value::Poison
                        } else {
                            Value::Float(*k, r)
                        })
                    }
                    _ => Ok(Value::Poison),
                })?;
                Self::set_result(frame, body, op, r);
            }
            Kind::FPowI => {
                let fm = self.fastmath(body, op);
                let args = self.all_operands(frame, body, op);
                let r = Self::elementwise(&args, &mut |xs| match (xs[0], xs[1]) {
                    (Value::Float(k, a), n) => {
                        let Some(n) = n.as_apint() else {
                            return Ok(Value::Poison);
                        };
                        let n = n
                            .to_i64_signed()
                            .ok_or_else(|| unsupported("exponents beyond 64 bits"))?;
                        let r = math::fpowi(*k, *a, n);
                        Ok(
                            if arith::violates(fm, *k, *a) || arith::violates(fm, *k, r) {
                                Value::Poison
                            } else {
                                Value::Float(*k, r)
                            },
                        )
                    }
                    _ => Ok(Value::Poison),
                })?;
                Self::set_result(frame, body, op, r);
            }
            Kind::ScalingExtF | Kind::ScalingTruncF => {
                let fm = self.fastmath(body, op);
                let Scalar::Float(to) = self.scalar_of(Self::result_type(body, op))? else {
                    return Err(bad());
                };
                let rm = arith::rounding_mode(self.int_attr(body, op, "roundingmode").unwrap_or(0));
                let ne = RoundingMode::NearestTiesToEven;
                let args = self.all_operands(frame, body, op);
                let r = Self::elementwise(&args, &mut |xs| match (xs[0], xs[1]) {
                    (Value::Float(k, x), Value::Float(sk, s)) => {
                        let s =
                            arith::e8m0_scale(*sk, *s).ok_or_else(|| unsupported(sk.keyword()))?;
                        let e8m0 = FloatKind::F8E8M0FNU;
                        // As arith-expand lowers them: extf then mulf, or
                        // divf then truncf (the poison of the mulf/divf's
                        // fastmath flags included).
                        let (at, a, b, bin) = if kind == Kind::ScalingExtF {
                            let a = fo::convert(*k, to, *x, ne).0;
                            (to, a, fo::convert(e8m0, to, s, ne).0, FloatBin::Mul)
                        } else {
                            (*k, *x, fo::convert(e8m0, *k, s, ne).0, FloatBin::Div)
                        };
                        let q = arith::float_binary(bin, at, a, b)
                            .ok_or_else(|| unsupported(at.keyword()))?;
                        if [a, b, q].iter().any(|&v| arith::violates(fm, at, v)) {
                            return Ok(Value::Poison);
                        }
                        Ok(Value::Float(to, fo::convert(at, to, q, rm).0))
                    }
                    _ => Ok(Value::Poison),
                })?;
                Self::set_result(frame, body, op, r);
            }
            Kind::SinCos => {
                let v = frame.get(body.operand(op, 0)).clone();
                let (s, c) = match v {
                    Value::Float(k, a) => {
                        let s = math::float_unary(math::FloatUn::Sin, k, a)
                            .ok_or_else(|| unsupported(k.keyword()))?;
                        let c = math::float_unary(math::FloatUn::Cos, k, a)
                            .ok_or_else(|| unsupported(k.keyword()))?;
                        (Value::Float(k, s), Value::Float(k, c))
                    }
                    Value::Poison => (Value::Poison, Value::Poison),
                    _ => return Err(unsupported("shaped operands")),
                };
                self.set_results(frame, body, op, [s, c]);
            }
            Kind::Call => {
                let call = rmlir_dialects::func::CallOp::from_op_unchecked(op);
                let callee = call.callee_name(self.ctx, body);
                let f = *self
                    .funcs
                    .get(callee)
                    .ok_or_else(|| Error::Invalid(format!("no function named @{callee}")))?;
                let args = self.all_operands(frame, body, op);
                let results = self.call_function(f, &args)?;
                self.set_results(frame, body, op, results);
            }
            Kind::CallIndirect => {
                let args = self.all_operands(frame, body, op);
                let Value::Func(callee) = &args[0] else {
                    return Err(trap(name, TrapKind::PoisonUse("callee")));
                };
                let callee = self.ctx.ident_str(*callee);
                let f = *self
                    .funcs
                    .get(callee)
                    .ok_or_else(|| Error::Invalid(format!("no function named @{callee}")))?;
                let results = self.call_function(f, &args[1..])?;
                self.set_results(frame, body, op, results);
            }
            Kind::FuncConstant => {
                let attr = get_attr(self.ctx, body, op, "value").ok_or_else(bad)?;
                let AttrData::SymbolRef { root, .. } = self.ctx.attr_data(attr) else {
                    return Err(bad());
                };
                Self::set_result(frame, body, op, Value::Func(*root));
            }
            Kind::Assert => {
                let v = frame.get(body.operand(op, 0)).clone();
                if !self.condition(&v, body, op)? {
                    let msg = get_attr(self.ctx, body, op, "msg")
                        .and_then(|a| match self.ctx.attr_data(a) {
                            AttrData::String { value, .. } => {
                                Some(String::from_utf8_lossy(value).into_owned())
                            }
                            _ => None,
                        })
                        .unwrap_or_default();
                    return Err(trap(name, TrapKind::AssertionFailed(msg)));
                }
            }
            Kind::For => self.exec_for(body, frame, op)?,
            Kind::Parallel | Kind::Forall => self.exec_parallel(body, frame, op, kind)?,
            Kind::If => {
                let v = frame.get(body.operand(op, 0)).clone();
                let cond = self.condition(&v, body, op)?;
                let region = body.op_regions(op)[if cond { 0 } else { 1 }];
                if !body.region_is_empty(region) {
                    let (_, results) = self.run_nested(body, frame, region, &[])?;
                    self.set_results(frame, body, op, results);
                }
            }
            Kind::While => {
                let regions = body.op_regions(op);
                let mut args = self.all_operands(frame, body, op);
                loop {
                    let (_, mut cond_args) = self.run_nested(body, frame, regions[0], &args)?;
                    if cond_args.is_empty() {
                        return Err(bad());
                    }
                    let c = cond_args.remove(0);
                    if !self.condition(&c, body, op)? {
                        self.set_results(frame, body, op, cond_args);
                        break;
                    }
                    args = self.run_nested(body, frame, regions[1], &cond_args)?.1;
                }
            }
            Kind::IndexSwitch => {
                let cases = get_attr(self.ctx, body, op, "cases")
                    .and_then(|a| attr_i64_array(self.ctx, a))
                    .unwrap_or_default();
                // Without cases the flag decides nothing (liveness analyses
                // treat it as dead), so it may be poison.
                let at = if cases.is_empty() {
                    0
                } else {
                    let v = frame.get(body.operand(op, 0)).clone();
                    let flag = self.int_use(&v, body, op, "switch flag")?.to_i64_signed();
                    cases
                        .iter()
                        .position(|&c| Some(c) == flag)
                        .map_or(0, |i| i + 1)
                };
                let region = *body.op_regions(op).get(at).ok_or_else(bad)?;
                let (_, results) = self.run_nested(body, frame, region, &[])?;
                self.set_results(frame, body, op, results);
            }
            Kind::ExecuteRegion => {
                let region = body.op_regions(op)[0];
                let (_, results) = self.run_nested(body, frame, region, &[])?;
                self.set_results(frame, body, op, results);
            }
            Kind::AllocaScope => {
                let scope = self.heap.num_allocs();
                let region = body.op_regions(op)[0];
                let r = self.run_nested(body, frame, region, &[]);
                self.heap.release_stack_since(scope);
                self.set_results(frame, body, op, r?.1);
            }
            Kind::Poison => Self::set_result(frame, body, op, Value::Poison),
            Kind::Unreachable => return Err(trap(name, TrapKind::Unreachable)),
            Kind::User(i) => {
                let args = self.all_operands(frame, body, op);
                let hook_args = HookArgs {
                    ctx: self.ctx,
                    body,
                    op,
                };
                let results = (self.hooks[i])(&hook_args, &args)?;
                if results.len() != body.num_results(op) {
                    return Err(Error::Invalid(format!(
                        "the hook of '{name}' returned {} values for {} results",
                        results.len(),
                        body.num_results(op)
                    )));
                }
                for (i, v) in results.iter().enumerate() {
                    if !self.has_type(v, body.value_type(body.result(op, i))) {
                        return Err(Error::Invalid(format!(
                            "the hook of '{name}' returned a value of the wrong type"
                        )));
                    }
                }
                self.set_results(frame, body, op, results);
            }
            Kind::Alloc
            | Kind::Alloca
            | Kind::Dealloc
            | Kind::Load
            | Kind::Store
            | Kind::Copy
            | Kind::MemRefCast
            | Kind::Dim
            | Kind::Rank
            | Kind::SubView
            | Kind::FromElements
            | Kind::Extract
            | Kind::Insert
            | Kind::Empty
            | Kind::TensorCast
            | Kind::Splat
            | Kind::Generate => self.exec_memory(body, frame, op, kind)?,
            Kind::Yield | Kind::Condition | Kind::Br | Kind::CondBr | Kind::Switch => {
                return Err(Error::Invalid(format!("'{name}' is a terminator")))
            }
        }
        Ok(())
    }

    /// Runs a region nested in the current function, with a grown stack.
    fn run_nested(
        &mut self,
        body: &'a Body,
        frame: &mut Frame,
        region: RegionId,
        args: &[Value],
    ) -> Result<(OpId, Values), Error> {
        stacker::maybe_grow(RED_ZONE, STACK_GROWTH, || {
            self.run_region(body, frame, region, args)
        })
    }

    fn exec_for(&mut self, body: &'a Body, frame: &mut Frame, op: OpId) -> Result<(), Error> {
        let name = self.op_str(body, op);
        let args = self.all_operands(frame, body, op);
        if args.len() < 3 {
            return Err(Error::Invalid("scf.for without bounds".into()));
        }
        let lb = self.int_use(&args[0], body, op, "loop bound")?.clone();
        let ub = self.int_use(&args[1], body, op, "loop bound")?.clone();
        let step = self.int_use(&args[2], body, op, "loop step")?.clone();
        let signed = get_attr(self.ctx, body, op, "unsignedCmp").is_none();
        let is_index = matches!(args[0], Value::Index(_));
        if lb.width() != ub.width() || lb.width() != step.width() {
            return Err(Error::Invalid("scf.for bounds of different widths".into()));
        }
        if step.is_zero() || (signed && step.is_negative()) {
            return Err(trap(
                name,
                TrapKind::Other("scf.for step is not positive".into()),
            ));
        }
        let region = body.op_regions(op)[0];
        let mut iv = lb;
        let mut carried: Values = args[3..].iter().cloned().collect();
        loop {
            let go = if signed { iv.slt(&ub) } else { iv.ult(&ub) };
            if !go {
                break;
            }
            let mut region_args: Values = SmallVec::with_capacity(carried.len() + 1);
            region_args.push(if is_index {
                Value::Index(iv.clone())
            } else {
                Value::Int(iv.clone())
            });
            region_args.extend(carried.drain(..));
            carried = self.run_nested(body, frame, region, &region_args)?.1;
            let (next, overflow) = if signed {
                iv.sadd_ov(&step)
            } else {
                iv.uadd_ov(&step)
            };
            if overflow {
                break;
            }
            iv = next;
        }
        self.set_results(frame, body, op, carried);
        Ok(())
    }

    /// `scf.parallel` and `scf.forall` (without shared outputs): the
    /// iterations run one after another in row-major order of their
    /// induction variables, each an allocation scope; `scf.parallel`'s
    /// reductions combine each iteration's `scf.reduce` operands into the
    /// accumulators in that order.
    fn exec_parallel(
        &mut self,
        body: &'a Body,
        frame: &mut Frame,
        op: OpId,
        kind: Kind,
    ) -> Result<(), Error> {
        let name = self.op_str(body, op);
        let ctx = self.ctx;
        let (lbs, ubs, steps, mut acc) = if kind == Kind::Parallel {
            let p = ParallelOp::from_op_unchecked(op);
            let values = |range: std::ops::Range<usize>| -> Result<Vec<i64>, Error> {
                range
                    .map(|i| self.index_use(frame.get(body.operand(op, i)), body, op))
                    .collect()
            };
            let inits = self.operand_values(frame, body, op, p.init_vals_range(ctx, body));
            (
                values(p.lower_bound_range(ctx, body))?,
                values(p.upper_bound_range(ctx, body))?,
                values(p.step_range(ctx, body))?,
                inits,
            )
        } else {
            let f = ForallOp::from_op_unchecked(op);
            if !f.outputs_range(ctx, body).is_empty() {
                return Err(Error::Unsupported(format!("'{name}' with shared outputs")));
            }
            let mixed = |statics: rmlir_ir::Attr,
                         dynamic: std::ops::Range<usize>|
             -> Result<Vec<i64>, Error> {
                let statics = attr_i64_array(ctx, statics)
                    .ok_or_else(|| Error::Invalid(format!("'{name}' without static bounds")))?;
                let mut dynamic = dynamic.map(|i| body.operand(op, i));
                statics
                    .iter()
                    .map(|&s| match s {
                        i64::MIN => {
                            let v = dynamic.next().ok_or_else(|| {
                                Error::Invalid(format!("'{name}' lacks a dynamic bound"))
                            })?;
                            self.index_use(frame.get(v), body, op)
                        }
                        s => Ok(s),
                    })
                    .collect()
            };
            (
                mixed(
                    f.static_lower_bound(ctx, body),
                    f.dynamic_lower_bound_range(ctx, body),
                )?,
                mixed(
                    f.static_upper_bound(ctx, body),
                    f.dynamic_upper_bound_range(ctx, body),
                )?,
                mixed(f.static_step(ctx, body), f.dynamic_step_range(ctx, body))?,
                Values::new(),
            )
        };
        if lbs.len() != ubs.len() || lbs.len() != steps.len() {
            return Err(Error::Invalid(format!("'{name}' with uneven bounds")));
        }
        if steps.iter().any(|&s| s <= 0) {
            return Err(trap(
                name,
                TrapKind::Other(format!("{name} step is not positive")),
            ));
        }
        let region = body.op_regions(op)[0];
        let mut ivs = lbs.clone();
        if lbs.iter().zip(&ubs).any(|(l, u)| l >= u) {
            self.set_results(frame, body, op, acc);
            return Ok(());
        }
        loop {
            let args: Values = ivs.iter().map(|&i| Value::index(i)).collect();
            let scope = self.heap.num_allocs();
            let r = self.run_nested(body, frame, region, &args);
            self.heap.release_stack_since(scope);
            let (reduce, values) = r?;
            for (i, v) in values.into_iter().enumerate() {
                let reduction = *body.op_regions(reduce).get(i).ok_or_else(|| {
                    Error::Invalid(format!("'{name}' without reduction region {i}"))
                })?;
                let lhs = acc
                    .get(i)
                    .cloned()
                    .ok_or_else(|| Error::Invalid(format!("'{name}' without init {i}")))?;
                let (_, mut combined) = self.run_nested(body, frame, reduction, &[lhs, v])?;
                acc[i] = combined
                    .pop()
                    .ok_or_else(|| Error::Invalid("empty scf.reduce.return".into()))?;
            }
            // The next point in row-major order, or the end.
            let mut d = ivs.len();
            loop {
                if d == 0 {
                    self.set_results(frame, body, op, acc);
                    return Ok(());
                }
                d -= 1;
                match ivs[d].checked_add(steps[d]) {
                    Some(next) if next < ubs[d] => {
                        ivs[d] = next;
                        break;
                    }
                    _ => ivs[d] = lbs[d],
                }
            }
        }
    }

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
    fn exec_memory(
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
