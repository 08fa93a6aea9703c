//! The execution engine: function calls (with a depth limit, the Rust stack
//! grown on demand), regions run block by block through their branches,
//! and each op's semantics.
//!
//! Layout: frames, calls and the region loop live here; `operands` reads
//! operands and attributes, `ops` holds the semantics of straight-line ops,
//! `control` nested regions and loops, `memref` the memory ops.

mod control;
mod memref;
mod operands;
mod ops;

use crate::error::Error;
use crate::ops::{builtin_kind, Kind};
use crate::value::{Dims, Value};
use crate::Interpreter;
use rmlir_dialects::cf::CondBranchOp;
use rmlir_ir::{Body, OpId, RegionId, ValueId};
use rmlir_ods::typed::TypedOp;
use smallvec::SmallVec;

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
        if let Some(&kind) = self.kinds.borrow().get(&name) {
            return Ok(kind);
        }
        let text = self.ctx.op_name_str(name);
        let kind = builtin_kind(text).ok_or_else(|| Error::NoSemantics(text.to_string()))?;
        self.kinds.borrow_mut().insert(name, kind);
        Ok(kind)
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
}
