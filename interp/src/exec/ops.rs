//! Each op's semantics: the dispatch over the ops that neither branch nor
//! leave their region (arith, math, vector, tensor, func calls, ...).
use super::Frame;
use crate::arith::{self, Cast, FloatBin, Scalar};
use crate::error::{trap, Error, TrapKind};
use crate::math;
use crate::ops::Kind;
use crate::value::Value;
use crate::{HookArgs, Interpreter};
use rmlir_ir::{get_attr, AttrData};
use rmlir_ir::{Body, OpId};
use rmlir_numerics::apint::APInt;
use rmlir_numerics::float::FloatKind;
use rmlir_numerics::float_ops::{self as fo, RoundingMode};
use rmlir_ods::typed::{attr_i64_array, TypedOp};

impl<'a> Interpreter<'a> {
    /// Runs one op that neither branches nor leaves its region.
    pub(super) fn exec(
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
}
