//! Typed wrappers of the scf ops (MLIR's `scf::ForOp`, `scf::IfOp`...),
//! declared with [`rmlir_ods::typed_op!`] from the definitions in
//! [`super::OPS`].
//!
//! Building: `ForOp::build(&mut builder, ctx, loc, lb, ub, step,
//! init_args)` (results typed as the init args) then
//! [`ForOp::add_body_block`]; `IfOp::build(&mut builder, ctx, loc,
//! result_types, condition)` with both regions empty (append a block to
//! each used); `YieldOp::build(&mut builder, ctx, loc, values)`.

use rmlir_ir::Context;
use rmlir_ir::Type;
use rmlir_ir::{Attr, Ident};
use rmlir_ir::{BlockId, Body, ValueId};
use rmlir_ods::typed::attr_i64_array;

rmlir_ods::typed_op! {
    /// `scf.for`.
    pub struct ForOp = "scf.for" in super::OPS where results inferred by init_arg_types {
        operand lower_bound: one "lowerBound";
        operand upper_bound: one "upperBound";
        operand step: one "step";
        operand init_args: variadic "initArgs";
        operand_range init_args_range: variadic "initArgs";
        result results: variadic "results";
        attr unsigned_cmp: optional "unsignedCmp";
        region region: one "region";
    }
}

rmlir_ods::typed_op! {
    /// `scf.if`.
    pub struct IfOp = "scf.if" in super::OPS {
        operand condition: one "condition";
        operand_setter set_condition: one "condition";
        result results: variadic "results";
        region then_region: one "thenRegion";
        region else_region: one "elseRegion";
    }
}

rmlir_ods::typed_op! {
    /// `scf.while`.
    pub struct WhileOp = "scf.while" in super::OPS {
        operand inits: variadic "inits";
        result results: variadic "results";
        region before: one "before";
        region after: one "after";
    }
}

rmlir_ods::typed_op! {
    /// `scf.condition`.
    pub struct ConditionOp = "scf.condition" in super::OPS {
        operand condition: one "condition";
        operand args: variadic "args";
        operand_range args_range: variadic "args";
    }
}

rmlir_ods::typed_op! {
    /// `scf.yield`.
    pub struct YieldOp = "scf.yield" in super::OPS {
        operand results: variadic "results";
    }
}

rmlir_ods::typed_op! {
    /// `scf.execute_region`.
    pub struct ExecuteRegionOp = "scf.execute_region" in super::OPS {
        result results: variadic "results";
        attr no_inline: optional "no_inline";
        region region: one "region";
    }
}

rmlir_ods::typed_op! {
    /// `scf.index_switch`.
    pub struct IndexSwitchOp = "scf.index_switch" in super::OPS {
        operand arg: one "arg";
        result results: variadic "results";
        attr cases: required "cases";
        region default_region: one "defaultRegion";
        region case_regions: variadic "caseRegions";
    }
}

rmlir_ods::typed_op! {
    /// `scf.reduce.return`.
    pub struct ReduceReturnOp = "scf.reduce.return" in super::OPS {
        operand result: one "result";
    }
}

rmlir_ods::typed_op! {
    /// `tensor.parallel_insert_slice` (defined with scf: it lives in the
    /// terminator of `scf.forall`).
    pub struct ParallelInsertSliceOp = "tensor.parallel_insert_slice"
        in super::parallel_insert::PARALLEL_INSERT_SLICE_DEFS
    {
        operand source: one "source";
        operand dest: one "dest";
        operand_setter set_dest: one "dest";
        operand offsets: variadic "offsets";
        operand sizes: variadic "sizes";
        operand strides: variadic "strides";
        attr static_offsets: required "static_offsets";
        attr static_sizes: required "static_sizes";
        attr static_strides: required "static_strides";
    }
}

/// The result types of an `scf.for`: its init args' (the operands after
/// the bounds and the step).
fn init_arg_types(_: &Context, operands: &[Type], _: &[(Ident, Attr)]) -> Option<Vec<Type>> {
    operands.get(3..).map(<[Type]>::to_vec)
}

impl ForOp {
    /// Appends the body block to the loop's region, with the induction
    /// variable (typed as the lower bound) and one argument per init arg
    /// (located at the loop), and returns it.
    pub fn add_body_block(self, ctx: &Context, body: &mut Body) -> BlockId {
        let loc = body.op_loc(self.0);
        let mut types = vec![body.value_type(self.lower_bound(ctx, body))];
        types.extend(
            self.init_args(ctx, body)
                .into_iter()
                .map(|v| body.value_type(v)),
        );
        let block = body.append_block(self.region(ctx, body));
        for ty in types {
            body.add_block_arg(block, ty, Some(loc));
        }
        block
    }

    /// The body block (the region's only block).
    pub fn body_block(self, ctx: &Context, body: &Body) -> Option<BlockId> {
        body.entry_block(self.region(ctx, body))
    }

    /// The induction variable (the body block's first argument).
    pub fn induction_var(self, ctx: &Context, body: &Body) -> Option<ValueId> {
        let block = self.body_block(ctx, body)?;
        body.block_args(block).first().copied()
    }

    /// The loop-carried block arguments (after the induction variable).
    pub fn region_iter_args(self, ctx: &Context, body: &Body) -> Vec<ValueId> {
        self.body_block(ctx, body)
            .map(|b| body.block_args(b).iter().skip(1).copied().collect())
            .unwrap_or_default()
    }

    /// Whether the loop compares its bounds as signed integers (no
    /// `unsignedCmp`).
    pub fn is_signed(self, ctx: &Context, body: &Body) -> bool {
        self.unsigned_cmp(ctx, body).is_none()
    }
}

impl IfOp {
    /// Whether the else region has a block.
    pub fn has_else(self, ctx: &Context, body: &Body) -> bool {
        !body.region_is_empty(self.else_region(ctx, body))
    }
}

impl IndexSwitchOp {
    /// The case values, one per case region.
    pub fn case_values(self, ctx: &Context, body: &Body) -> Vec<i64> {
        attr_i64_array(ctx, self.cases(ctx, body)).unwrap_or_default()
    }
}

/// Every wrapper's definition and accessors, for consistency tests.
pub const WRAPPERS: &[(&rmlir_ods::OpDef, &[rmlir_ods::typed::Accessor])] = &[
    (ForOp::DEF, ForOp::ACCESSORS),
    (IfOp::DEF, IfOp::ACCESSORS),
    (WhileOp::DEF, WhileOp::ACCESSORS),
    (ConditionOp::DEF, ConditionOp::ACCESSORS),
    (YieldOp::DEF, YieldOp::ACCESSORS),
    (ExecuteRegionOp::DEF, ExecuteRegionOp::ACCESSORS),
    (IndexSwitchOp::DEF, IndexSwitchOp::ACCESSORS),
    (ReduceReturnOp::DEF, ReduceReturnOp::ACCESSORS),
    (ParallelInsertSliceOp::DEF, ParallelInsertSliceOp::ACCESSORS),
];
