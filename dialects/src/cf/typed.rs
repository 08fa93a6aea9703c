//! Typed wrappers of the cf ops (MLIR's `cf::BranchOp`,
//! `cf::CondBranchOp`...), declared with [`rmlir_ods::typed_op!`] from the
//! definitions in [`super::OPS`].

use rmlir_ir::Context;
use rmlir_ir::{Body, ValueId};
use rmlir_ods::typed::attr_i64_array;

rmlir_ods::typed_op! {
    /// `cf.assert`.
    pub struct AssertOp = "cf.assert" in super::OPS {
        operand arg: one "arg";
        attr msg: required "msg";
    }
}

rmlir_ods::typed_op! {
    /// `cf.br`.
    pub struct BranchOp = "cf.br" in super::OPS {
        operand dest_operands: variadic "destOperands";
        successor dest: one "dest";
    }
}

rmlir_ods::typed_op! {
    /// `cf.cond_br`.
    pub struct CondBranchOp = "cf.cond_br" in super::OPS {
        operand condition: one "condition";
        operand true_dest_operands: variadic "trueDestOperands";
        operand_range true_dest_operands_range: variadic "trueDestOperands";
        operand false_dest_operands: variadic "falseDestOperands";
        operand_range false_dest_operands_range: variadic "falseDestOperands";
        attr branch_weights: optional "branch_weights";
        successor true_dest: one "trueDest";
        successor false_dest: one "falseDest";
    }
}

rmlir_ods::typed_op! {
    /// `cf.switch`.
    pub struct SwitchOp = "cf.switch" in super::OPS {
        operand flag: one "flag";
        operand default_operands: variadic "defaultOperands";
        operand case_operands: variadic "caseOperands";
        operand_range case_operands_range: variadic "caseOperands";
        attr case_values: optional "case_values";
        attr case_operand_segments: required "case_operand_segments";
        successor default_destination: one "defaultDestination";
        successor case_destinations: variadic "caseDestinations";
    }
}

impl SwitchOp {
    /// The operands passed to case destination `case` (a slice of
    /// `caseOperands` by `case_operand_segments`); empty when there is no
    /// such case.
    pub fn case_operands_of(self, ctx: &Context, body: &Body, case: usize) -> Vec<ValueId> {
        let sizes = attr_i64_array(ctx, self.case_operand_segments(ctx, body)).unwrap_or_default();
        let Some(&len) = sizes.get(case) else {
            return Vec::new();
        };
        let start: i64 = sizes[..case].iter().sum();
        let range = self.case_operands_range(ctx, body);
        let (Ok(start), Ok(len)) = (usize::try_from(start), usize::try_from(len)) else {
            return Vec::new();
        };
        let from = range.start + start;
        if from + len > range.end {
            return Vec::new();
        }
        (from..from + len)
            .map(|i| body.operand(self.0, i))
            .collect()
    }
}

/// Every wrapper's definition and accessors, for consistency tests.
pub const WRAPPERS: &[(&rmlir_ods::OpDef, &[rmlir_ods::typed::Accessor])] = &[
    (AssertOp::DEF, AssertOp::ACCESSORS),
    (BranchOp::DEF, BranchOp::ACCESSORS),
    (CondBranchOp::DEF, CondBranchOp::ACCESSORS),
    (SwitchOp::DEF, SwitchOp::ACCESSORS),
];
