//! The patterns of each arith op, in MLIR's `getCanonicalizationPatterns`
//! order, and the functions that register them.

use super::native::{cmpf_int_to_fp_const, select_to_extui};
use super::{CastCheck, ConstChain, Pat, Rule};
use rmlir_ir::pattern::RewritePattern;
use rmlir_ir::Context;
use rmlir_numerics::apint::APInt;

// Registration
// ---------------------------------------------------------------------------

/// A DRR pattern.
const fn drr(name: &'static str, root: &'static str, benefit: u16, rule: Rule) -> Pat {
    Pat {
        name,
        root,
        benefit,
        rule,
    }
}

/// A [`Rule::ConstChain`].
#[allow(clippy::too_many_arguments)]
const fn chain(
    outer_const: usize,
    inner: &'static str,
    inner_const: usize,
    combine: fn(&APInt, &APInt) -> APInt,
    result: &'static str,
    const_first: bool,
    merge: bool,
) -> Rule {
    Rule::ConstChain(ConstChain {
        outer_const,
        inner,
        inner_const,
        combine,
        result,
        const_first,
        merge,
        check_types: false,
    })
}

fn add(c0: &APInt, c1: &APInt) -> APInt {
    c0.wrapping_add(c1)
}

/// `c0 - c1`.
fn sub(c0: &APInt, c1: &APInt) -> APInt {
    c0.wrapping_sub(c1)
}

/// `c1 - c0`.
fn rsub(c0: &APInt, c1: &APInt) -> APInt {
    c1.wrapping_sub(c0)
}

fn mul(c0: &APInt, c1: &APInt) -> APInt {
    c0.wrapping_mul(c1)
}

const ADDI: &str = "arith.addi";
const SUBI: &str = "arith.subi";

static ADDI_PATTERNS: [Pat; 5] = [
    drr(
        "(anonymous namespace)::AddIAddConstant",
        ADDI,
        2,
        chain(1, ADDI, 1, add, ADDI, false, true),
    ),
    drr(
        "(anonymous namespace)::AddISubConstantRHS",
        ADDI,
        2,
        chain(1, SUBI, 1, rsub, ADDI, false, true),
    ),
    drr(
        "(anonymous namespace)::AddISubConstantLHS",
        ADDI,
        2,
        chain(1, SUBI, 0, add, SUBI, true, true),
    ),
    drr(
        "(anonymous namespace)::AddIMulNegativeOneRhs",
        ADDI,
        2,
        Rule::AddIMulNegativeOne { mul_at: 1 },
    ),
    drr(
        "(anonymous namespace)::AddIMulNegativeOneLhs",
        ADDI,
        2,
        Rule::AddIMulNegativeOne { mul_at: 0 },
    ),
];

static SUBI_PATTERNS: [Pat; 7] = [
    drr(
        "(anonymous namespace)::SubIRHSAddConstant",
        SUBI,
        2,
        chain(1, ADDI, 1, sub, ADDI, false, false),
    ),
    drr(
        "(anonymous namespace)::SubILHSAddConstant",
        SUBI,
        2,
        chain(0, ADDI, 1, rsub, SUBI, true, true),
    ),
    drr(
        "(anonymous namespace)::SubIRHSSubConstantRHS",
        SUBI,
        2,
        chain(1, SUBI, 1, add, SUBI, false, true),
    ),
    drr(
        "(anonymous namespace)::SubIRHSSubConstantLHS",
        SUBI,
        2,
        chain(1, SUBI, 0, sub, SUBI, true, true),
    ),
    drr(
        "(anonymous namespace)::SubILHSSubConstantRHS",
        SUBI,
        2,
        chain(0, SUBI, 1, add, SUBI, true, true),
    ),
    drr(
        "(anonymous namespace)::SubILHSSubConstantLHS",
        SUBI,
        2,
        chain(0, SUBI, 0, rsub, ADDI, false, true),
    ),
    drr(
        "(anonymous namespace)::SubISubILHSRHSLHS",
        SUBI,
        2,
        Rule::SubISubILHSRHSLHS,
    ),
];

static MULI_PATTERNS: [Pat; 1] = [drr(
    "(anonymous namespace)::MulIMulIConstant",
    "arith.muli",
    2,
    Rule::ConstChain(ConstChain {
        outer_const: 1,
        inner: "arith.muli",
        inner_const: 1,
        combine: mul,
        result: "arith.muli",
        const_first: false,
        merge: true,
        check_types: true,
    }),
)];

static ADDUI_EXTENDED_PATTERNS: [Pat; 1] = [drr(
    "(anonymous namespace)::AddUIExtendedToAddI",
    "arith.addui_extended",
    1,
    Rule::ExtendedToPlain { op: ADDI },
)];

static MULSI_EXTENDED_PATTERNS: [Pat; 2] = [
    drr(
        "(anonymous namespace)::MulSIExtendedToMulI",
        "arith.mulsi_extended",
        1,
        Rule::ExtendedToPlain { op: "arith.muli" },
    ),
    drr(
        "(anonymous namespace)::MulSIExtendedRHSOne",
        "arith.mulsi_extended",
        1,
        Rule::MulSIExtendedRHSOne,
    ),
];

static MULUI_EXTENDED_PATTERNS: [Pat; 1] = [drr(
    "(anonymous namespace)::MulUIExtendedToMulI",
    "arith.mului_extended",
    1,
    Rule::ExtendedToPlain { op: "arith.muli" },
)];

static XORI_PATTERNS: [Pat; 3] = [
    drr(
        "(anonymous namespace)::XOrINotCmpI",
        "arith.xori",
        2,
        Rule::XOrINotCmpI,
    ),
    drr(
        "(anonymous namespace)::XOrIOfExtUI",
        "arith.xori",
        3,
        Rule::BinOpOfExt { ext: "arith.extui" },
    ),
    drr(
        "(anonymous namespace)::XOrIOfExtSI",
        "arith.xori",
        3,
        Rule::BinOpOfExt { ext: "arith.extsi" },
    ),
];

static ANDI_PATTERNS: [Pat; 2] = [
    drr(
        "(anonymous namespace)::AndOfExtUI",
        "arith.andi",
        3,
        Rule::BinOpOfExt { ext: "arith.extui" },
    ),
    drr(
        "(anonymous namespace)::AndOfExtSI",
        "arith.andi",
        3,
        Rule::BinOpOfExt { ext: "arith.extsi" },
    ),
];

static ORI_PATTERNS: [Pat; 2] = [
    drr(
        "(anonymous namespace)::OrOfExtUI",
        "arith.ori",
        3,
        Rule::BinOpOfExt { ext: "arith.extui" },
    ),
    drr(
        "(anonymous namespace)::OrOfExtSI",
        "arith.ori",
        3,
        Rule::BinOpOfExt { ext: "arith.extsi" },
    ),
];

static CMPI_PATTERNS: [Pat; 2] = [
    drr(
        "(anonymous namespace)::CmpIExtSI",
        "arith.cmpi",
        3,
        Rule::CmpIOfExt { ext: "arith.extsi" },
    ),
    drr(
        "(anonymous namespace)::CmpIExtUI",
        "arith.cmpi",
        3,
        Rule::CmpIOfExt { ext: "arith.extui" },
    ),
];

static CMPF_PATTERNS: [Pat; 1] = [drr(
    "CmpFIntToFPConst",
    "arith.cmpf",
    1,
    Rule::Custom(cmpf_int_to_fp_const),
)];

static SELECT_PATTERNS: [Pat; 5] = [
    drr(
        "(anonymous namespace)::RedundantSelectFalse",
        "arith.select",
        2,
        Rule::RedundantSelect { nested_at: 2 },
    ),
    drr(
        "(anonymous namespace)::RedundantSelectTrue",
        "arith.select",
        2,
        Rule::RedundantSelect { nested_at: 1 },
    ),
    drr(
        "(anonymous namespace)::SelectNotCond",
        "arith.select",
        2,
        Rule::SelectNotCond,
    ),
    drr(
        "(anonymous namespace)::SelectI1ToNot",
        "arith.select",
        1,
        Rule::SelectI1ToNot,
    ),
    drr(
        "SelectToExtUI",
        "arith.select",
        1,
        Rule::Custom(select_to_extui),
    ),
];

static INDEX_CAST_PATTERNS: [Pat; 2] = [
    drr(
        "(anonymous namespace)::IndexCastOfIndexCast",
        "arith.index_cast",
        2,
        Rule::CastRoundTrip,
    ),
    drr(
        "(anonymous namespace)::IndexCastOfExtSI",
        "arith.index_cast",
        2,
        Rule::CastChain {
            inner: "arith.extsi",
            result: "arith.index_cast",
            check: CastCheck::Always,
        },
    ),
];

static INDEX_CASTUI_PATTERNS: [Pat; 2] = [
    drr(
        "(anonymous namespace)::IndexCastUIOfIndexCastUI",
        "arith.index_castui",
        2,
        Rule::CastRoundTrip,
    ),
    drr(
        "(anonymous namespace)::IndexCastUIOfExtUI",
        "arith.index_castui",
        2,
        Rule::CastChain {
            inner: "arith.extui",
            result: "arith.index_castui",
            check: CastCheck::Always,
        },
    ),
];

static BITCAST_PATTERNS: [Pat; 1] = [drr(
    "(anonymous namespace)::BitcastOfBitcast",
    "arith.bitcast",
    2,
    Rule::CastChain {
        inner: "arith.bitcast",
        result: "arith.bitcast",
        check: CastCheck::Always,
    },
)];

static EXTSI_PATTERNS: [Pat; 1] = [drr(
    "(anonymous namespace)::ExtSIOfExtUI",
    "arith.extsi",
    2,
    Rule::CastChain {
        inner: "arith.extui",
        result: "arith.extui",
        check: CastCheck::Always,
    },
)];

static TRUNCI_PATTERNS: [Pat; 3] = [
    drr(
        "(anonymous namespace)::TruncIExtSIToExtSI",
        "arith.trunci",
        2,
        Rule::CastChain {
            inner: "arith.extsi",
            result: "arith.extsi",
            check: CastCheck::WidthsDecrease,
        },
    ),
    drr(
        "(anonymous namespace)::TruncIExtUIToExtUI",
        "arith.trunci",
        2,
        Rule::CastChain {
            inner: "arith.extui",
            result: "arith.extui",
            check: CastCheck::WidthsDecrease,
        },
    ),
    drr(
        "(anonymous namespace)::TruncIShrSIToTrunciShrUI",
        "arith.trunci",
        2,
        Rule::TruncIShrSIToTrunciShrUI,
    ),
];

static TRUNCF_PATTERNS: [Pat; 2] = [
    drr(
        "(anonymous namespace)::TruncFSIToFPToSIToFP",
        "arith.truncf",
        2,
        Rule::CastChain {
            inner: "arith.sitofp",
            result: "arith.sitofp",
            check: CastCheck::NoRoundingMode,
        },
    ),
    drr(
        "(anonymous namespace)::TruncFUIToFPToUIToFP",
        "arith.truncf",
        2,
        Rule::CastChain {
            inner: "arith.uitofp",
            result: "arith.uitofp",
            check: CastCheck::NoRoundingMode,
        },
    ),
];

static MULF_PATTERNS: [Pat; 1] = [drr(
    "(anonymous namespace)::MulFOfNegF",
    "arith.mulf",
    3,
    Rule::OfNegF,
)];

static DIVF_PATTERNS: [Pat; 1] = [drr(
    "(anonymous namespace)::DivFOfNegF",
    "arith.divf",
    3,
    Rule::OfNegF,
)];

fn push(out: &mut Vec<Box<dyn RewritePattern>>, pats: &[Pat]) {
    out.extend(pats.iter().map(|&p| Box::new(p) as Box<dyn RewritePattern>));
}

macro_rules! patterns_fn {
    ($($(#[$doc:meta])* $name:ident => $pats:ident;)*) => {
        $(
            $(#[$doc])*
            pub fn $name(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
                push(out, &$pats);
            }
        )*
    };
}

patterns_fn! {
    /// `arith.addi`: `AddIAddConstant`, `AddISubConstantRHS`,
    /// `AddISubConstantLHS`, `AddIMulNegativeOneRhs`, `AddIMulNegativeOneLhs`.
    addi => ADDI_PATTERNS;
    /// `arith.subi`: `SubIRHSAddConstant`, `SubILHSAddConstant`,
    /// `SubIRHSSubConstantRHS`, `SubIRHSSubConstantLHS`,
    /// `SubILHSSubConstantRHS`, `SubILHSSubConstantLHS`, `SubISubILHSRHSLHS`.
    subi => SUBI_PATTERNS;
    /// `arith.muli`: `MulIMulIConstant`.
    muli => MULI_PATTERNS;
    /// `arith.addui_extended`: `AddUIExtendedToAddI`.
    addui_extended => ADDUI_EXTENDED_PATTERNS;
    /// `arith.mulsi_extended`: `MulSIExtendedToMulI`, `MulSIExtendedRHSOne`.
    mulsi_extended => MULSI_EXTENDED_PATTERNS;
    /// `arith.mului_extended`: `MulUIExtendedToMulI`.
    mului_extended => MULUI_EXTENDED_PATTERNS;
    /// `arith.xori`: `XOrINotCmpI`, `XOrIOfExtUI`, `XOrIOfExtSI`.
    xori => XORI_PATTERNS;
    /// `arith.andi`: `AndOfExtUI`, `AndOfExtSI`.
    andi => ANDI_PATTERNS;
    /// `arith.ori`: `OrOfExtUI`, `OrOfExtSI`.
    ori => ORI_PATTERNS;
    /// `arith.cmpi`: `CmpIExtSI`, `CmpIExtUI`.
    cmpi => CMPI_PATTERNS;
    /// `arith.cmpf`: `CmpFIntToFPConst`.
    cmpf => CMPF_PATTERNS;
    /// `arith.select`: `RedundantSelectFalse`, `RedundantSelectTrue`,
    /// `SelectNotCond`, `SelectI1ToNot`, `SelectToExtUI`.
    select => SELECT_PATTERNS;
    /// `arith.index_cast`: `IndexCastOfIndexCast`, `IndexCastOfExtSI`.
    index_cast => INDEX_CAST_PATTERNS;
    /// `arith.index_castui`: `IndexCastUIOfIndexCastUI`,
    /// `IndexCastUIOfExtUI`.
    index_castui => INDEX_CASTUI_PATTERNS;
    /// `arith.bitcast`: `BitcastOfBitcast`.
    bitcast => BITCAST_PATTERNS;
    /// `arith.extsi`: `ExtSIOfExtUI`.
    extsi => EXTSI_PATTERNS;
    /// `arith.trunci`: `TruncIExtSIToExtSI`, `TruncIExtUIToExtUI`,
    /// `TruncIShrSIToTrunciShrUI`.
    trunci => TRUNCI_PATTERNS;
    /// `arith.truncf`: `TruncFSIToFPToSIToFP`, `TruncFUIToFPToUIToFP`.
    truncf => TRUNCF_PATTERNS;
    /// `arith.mulf`: `MulFOfNegF`.
    mulf => MULF_PATTERNS;
    /// `arith.divf`: `DivFOfNegF`.
    divf => DIVF_PATTERNS;
}
