//! Typed wrappers of the arith ops (MLIR's `arith::AddIOp`,
//! `arith::CmpIOp`...), declared with [`rmlir_ods::typed_op!`] from the
//! definitions in [`super::ops::OPS`].
//!
//! Each has a `build` creating the op at a builder's insertion point:
//! `AddIOp::build(&mut builder, ctx, loc, lhs, rhs)`; result types are
//! inferred where the definitions infer them (constants, binary ops,
//! comparisons, `select`) and given first otherwise (casts:
//! `ExtSIOp::build(&mut builder, ctx, loc, i64, value)`).

use rmlir_ir::Body;
use rmlir_ir::{Attr, Context};
use rmlir_numerics::apint_ops::CmpIPredicate;
use rmlir_ods::typed::{attr_i64, Accessor};
use rmlir_ods::OpDef;

rmlir_ods::typed_op! {
    /// `arith.constant`.
    pub struct ConstantOp = "arith.constant" in super::ops::OPS where results inferred {
        result result: one "result";
        attr value: required "value";
    }
}

/// Declares wrappers of ops with the same operands, results and attributes
/// (`(where results inferred)` when their definitions infer the results).
macro_rules! same_shape {
    (($($mode:tt)*) $items:tt $name:ident $op:literal $(, $rest_name:ident $rest_op:literal)* $(,)?) => {
        rmlir_ods::typed_op! {
            #[doc = concat!("`", $op, "`.")]
            pub struct $name = $op in super::ops::OPS $($mode)* $items
        }
        same_shape! { ($($mode)*) $items $($rest_name $rest_op),* }
    };
    (($($mode:tt)*) $items:tt) => {};
}

same_shape! {
    (where results inferred)
    {
        operand lhs: one "lhs";
        operand rhs: one "rhs";
        result result: one "result";
        attr overflow_flags: default "overflowFlags";
    }
    AddIOp "arith.addi",
    SubIOp "arith.subi",
    MulIOp "arith.muli",
    ShLIOp "arith.shli",
}

same_shape! {
    (where results inferred)
    {
        operand lhs: one "lhs";
        operand rhs: one "rhs";
        result result: one "result";
        attr is_exact: optional "isExact";
    }
    DivUIOp "arith.divui",
    DivSIOp "arith.divsi",
    ShRUIOp "arith.shrui",
    ShRSIOp "arith.shrsi",
}

same_shape! {
    (where results inferred)
    {
        operand lhs: one "lhs";
        operand rhs: one "rhs";
        result result: one "result";
    }
    CeilDivUIOp "arith.ceildivui",
    CeilDivSIOp "arith.ceildivsi",
    FloorDivSIOp "arith.floordivsi",
    RemUIOp "arith.remui",
    RemSIOp "arith.remsi",
    AndIOp "arith.andi",
    OrIOp "arith.ori",
    XOrIOp "arith.xori",
    MaxSIOp "arith.maxsi",
    MaxUIOp "arith.maxui",
    MinSIOp "arith.minsi",
    MinUIOp "arith.minui",
}

same_shape! {
    (where results inferred)
    {
        operand lhs: one "lhs";
        operand rhs: one "rhs";
        result result: one "result";
        attr fastmath: default "fastmath";
    }
    AddFOp "arith.addf",
    SubFOp "arith.subf",
    MulFOp "arith.mulf",
    DivFOp "arith.divf",
    RemFOp "arith.remf",
    MaximumFOp "arith.maximumf",
    MinimumFOp "arith.minimumf",
    MaxNumFOp "arith.maxnumf",
    MinNumFOp "arith.minnumf",
}

same_shape! {
    ()
    {
        operand input: one "in";
        result out: one "out";
    }
    ExtUIOp "arith.extui",
    ExtSIOp "arith.extsi",
    IndexCastOp "arith.index_cast",
    IndexCastUIOp "arith.index_castui",
    BitcastOp "arith.bitcast",
    UIToFPOp "arith.uitofp",
    SIToFPOp "arith.sitofp",
    FPToUIOp "arith.fptoui",
    FPToSIOp "arith.fptosi",
}

rmlir_ods::typed_op! {
    /// `arith.trunci`.
    pub struct TruncIOp = "arith.trunci" in super::ops::OPS {
        operand input: one "in";
        result out: one "out";
        attr overflow_flags: default "overflowFlags";
    }
}

rmlir_ods::typed_op! {
    /// `arith.extf`.
    pub struct ExtFOp = "arith.extf" in super::ops::OPS {
        operand input: one "in";
        result out: one "out";
        attr fastmath: optional "fastmath";
    }
}

rmlir_ods::typed_op! {
    /// `arith.truncf`.
    pub struct TruncFOp = "arith.truncf" in super::ops::OPS {
        operand input: one "in";
        result out: one "out";
        attr roundingmode: optional "roundingmode";
        attr fastmath: optional "fastmath";
    }
}

same_shape! {
    ()
    {
        operand lhs: one "lhs";
        operand rhs: one "rhs";
        result low: one "low";
        result high: one "high";
    }
    MulSIExtendedOp "arith.mulsi_extended",
    MulUIExtendedOp "arith.mului_extended",
}

rmlir_ods::typed_op! {
    /// `arith.addui_extended`.
    pub struct AddUIExtendedOp = "arith.addui_extended" in super::ops::OPS {
        operand lhs: one "lhs";
        operand rhs: one "rhs";
        result sum: one "sum";
        result overflow: one "overflow";
    }
}

rmlir_ods::typed_op! {
    /// `arith.negf`.
    pub struct NegFOp = "arith.negf" in super::ops::OPS {
        operand operand: one "operand";
        result result: one "result";
        attr fastmath: default "fastmath";
    }
}

rmlir_ods::typed_op! {
    /// `arith.cmpi`.
    pub struct CmpIOp = "arith.cmpi" in super::ops::OPS where results inferred {
        attr predicate: required "predicate";
        operand lhs: one "lhs";
        operand_setter set_lhs: one "lhs";
        operand rhs: one "rhs";
        operand_setter set_rhs: one "rhs";
        result result: one "result";
    }
}

rmlir_ods::typed_op! {
    /// `arith.cmpf`.
    pub struct CmpFOp = "arith.cmpf" in super::ops::OPS where results inferred {
        attr predicate: required "predicate";
        operand lhs: one "lhs";
        operand rhs: one "rhs";
        result result: one "result";
        attr fastmath: default "fastmath";
    }
}

rmlir_ods::typed_op! {
    /// `arith.select`.
    pub struct SelectOp = "arith.select" in super::ops::OPS where results inferred {
        operand condition: one "condition";
        operand true_value: one "true_value";
        operand false_value: one "false_value";
        result result: one "result";
    }
}

impl CmpIOp {
    /// The `predicate` attribute of `predicate` (MLIR's
    /// `CmpIPredicateAttr`), for [`CmpIOp::build`].
    pub fn predicate_attr(ctx: &Context, predicate: CmpIPredicate) -> Attr {
        let case = CmpIPredicate::ALL
            .iter()
            .position(|&p| p == predicate)
            .unwrap_or(0);
        ctx.integer_attr(ctx.common().i64, case as i64)
    }

    /// The predicate's case number (`eq` = 0 ... `uge` = 9).
    pub fn predicate_value(self, ctx: &Context, body: &Body) -> Option<i64> {
        attr_i64(ctx, self.predicate(ctx, body))
    }
}

impl CmpFOp {
    /// The predicate's case number (`false` = 0 ... `true` = 15).
    pub fn predicate_value(self, ctx: &Context, body: &Body) -> Option<i64> {
        attr_i64(ctx, self.predicate(ctx, body))
    }
}

/// Every wrapper's definition and accessors, for consistency tests.
pub const WRAPPERS: &[(&OpDef, &[Accessor])] = &[
    (ConstantOp::DEF, ConstantOp::ACCESSORS),
    (AddIOp::DEF, AddIOp::ACCESSORS),
    (SubIOp::DEF, SubIOp::ACCESSORS),
    (MulIOp::DEF, MulIOp::ACCESSORS),
    (ShLIOp::DEF, ShLIOp::ACCESSORS),
    (DivUIOp::DEF, DivUIOp::ACCESSORS),
    (DivSIOp::DEF, DivSIOp::ACCESSORS),
    (ShRUIOp::DEF, ShRUIOp::ACCESSORS),
    (ShRSIOp::DEF, ShRSIOp::ACCESSORS),
    (CeilDivUIOp::DEF, CeilDivUIOp::ACCESSORS),
    (CeilDivSIOp::DEF, CeilDivSIOp::ACCESSORS),
    (FloorDivSIOp::DEF, FloorDivSIOp::ACCESSORS),
    (RemUIOp::DEF, RemUIOp::ACCESSORS),
    (RemSIOp::DEF, RemSIOp::ACCESSORS),
    (AndIOp::DEF, AndIOp::ACCESSORS),
    (OrIOp::DEF, OrIOp::ACCESSORS),
    (XOrIOp::DEF, XOrIOp::ACCESSORS),
    (MaxSIOp::DEF, MaxSIOp::ACCESSORS),
    (MaxUIOp::DEF, MaxUIOp::ACCESSORS),
    (MinSIOp::DEF, MinSIOp::ACCESSORS),
    (MinUIOp::DEF, MinUIOp::ACCESSORS),
    (AddFOp::DEF, AddFOp::ACCESSORS),
    (SubFOp::DEF, SubFOp::ACCESSORS),
    (MulFOp::DEF, MulFOp::ACCESSORS),
    (DivFOp::DEF, DivFOp::ACCESSORS),
    (RemFOp::DEF, RemFOp::ACCESSORS),
    (MaximumFOp::DEF, MaximumFOp::ACCESSORS),
    (MinimumFOp::DEF, MinimumFOp::ACCESSORS),
    (MaxNumFOp::DEF, MaxNumFOp::ACCESSORS),
    (MinNumFOp::DEF, MinNumFOp::ACCESSORS),
    (ExtUIOp::DEF, ExtUIOp::ACCESSORS),
    (ExtSIOp::DEF, ExtSIOp::ACCESSORS),
    (IndexCastOp::DEF, IndexCastOp::ACCESSORS),
    (IndexCastUIOp::DEF, IndexCastUIOp::ACCESSORS),
    (BitcastOp::DEF, BitcastOp::ACCESSORS),
    (UIToFPOp::DEF, UIToFPOp::ACCESSORS),
    (SIToFPOp::DEF, SIToFPOp::ACCESSORS),
    (FPToUIOp::DEF, FPToUIOp::ACCESSORS),
    (FPToSIOp::DEF, FPToSIOp::ACCESSORS),
    (TruncIOp::DEF, TruncIOp::ACCESSORS),
    (ExtFOp::DEF, ExtFOp::ACCESSORS),
    (TruncFOp::DEF, TruncFOp::ACCESSORS),
    (MulSIExtendedOp::DEF, MulSIExtendedOp::ACCESSORS),
    (MulUIExtendedOp::DEF, MulUIExtendedOp::ACCESSORS),
    (AddUIExtendedOp::DEF, AddUIExtendedOp::ACCESSORS),
    (NegFOp::DEF, NegFOp::ACCESSORS),
    (CmpIOp::DEF, CmpIOp::ACCESSORS),
    (CmpFOp::DEF, CmpFOp::ACCESSORS),
    (SelectOp::DEF, SelectOp::ACCESSORS),
];
