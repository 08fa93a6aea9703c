//! Structured control flow: nested regions run with a grown stack,
//! `scf.for` and `scf.parallel`.
use super::{ForallOp, Frame, ParallelOp, Values, RED_ZONE, STACK_GROWTH};
use crate::error::{trap, Error, TrapKind};
use crate::ops::Kind;
use crate::value::Value;
use crate::Interpreter;
use rmlir_ir::get_attr;
use rmlir_ir::{Body, OpId, RegionId};
use rmlir_ods::typed::{attr_i64_array, TypedOp};
use smallvec::SmallVec;

impl<'a> Interpreter<'a> {
    /// Runs a region nested in the current function, with a grown stack.
    pub(super) fn run_nested(
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

    pub(super) fn exec_for(
        &mut self,
        body: &'a Body,
        frame: &mut Frame,
        op: OpId,
    ) -> Result<(), Error> {
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
    pub(super) fn exec_parallel(
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
}
