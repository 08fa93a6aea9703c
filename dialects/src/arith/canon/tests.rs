//! Unit tests of the arith canonicalization patterns: registration order
//! and benefits, and the helpers of `CmpFIntToFPConst`.

use super::native::{ilogb, IEK_INF, IEK_NAN, IEK_ZERO};
use super::*;
use crate::util::test_support::context;
use rmlir_numerics::float::FloatKind;
use rmlir_numerics::float_ops as fo;

/// The patterns registered for `op`, as (debug name, benefit).
fn registered(ctx: &Context, op: &str) -> Vec<(&'static str, u16)> {
    let f = ctx
        .op_info(ctx.op_name(op))
        .and_then(|i| i.canonicalize)
        .expect("canonicalization patterns");
    let mut out = Vec::new();
    f(ctx, &mut out);
    assert!(out
        .iter()
        .all(|p| p.root() == Some(ctx.op_name_str(ctx.op_name(op)))));
    out.iter().map(|p| (p.debug_name(), p.benefit())).collect()
}

#[test]
fn registration_order_and_benefits() {
    let ctx = context();
    let anon = |n: &str| format!("(anonymous namespace)::{n}");
    let check = |op: &str, want: &[(&str, u16)]| {
        let got: Vec<(String, u16)> = registered(&ctx, op)
            .into_iter()
            .map(|(n, b)| (n.to_string(), b))
            .collect();
        let want: Vec<(String, u16)> = want
            .iter()
            .map(|&(n, b)| {
                let name = if n.contains("ToExtUI") || n.starts_with("CmpF") {
                    n.to_string()
                } else {
                    anon(n)
                };
                (name, b)
            })
            .collect();
        assert_eq!(got, want, "{op}");
    };
    check(
        "arith.addi",
        &[
            ("AddIAddConstant", 2),
            ("AddISubConstantRHS", 2),
            ("AddISubConstantLHS", 2),
            ("AddIMulNegativeOneRhs", 2),
            ("AddIMulNegativeOneLhs", 2),
        ],
    );
    check(
        "arith.xori",
        &[("XOrINotCmpI", 2), ("XOrIOfExtUI", 3), ("XOrIOfExtSI", 3)],
    );
    check(
        "arith.select",
        &[
            ("RedundantSelectFalse", 2),
            ("RedundantSelectTrue", 2),
            ("SelectNotCond", 2),
            ("SelectI1ToNot", 1),
            ("SelectToExtUI", 1),
        ],
    );
    check("arith.cmpf", &[("CmpFIntToFPConst", 1)]);
    check("arith.mulf", &[("MulFOfNegF", 3)]);
    check(
        "arith.mulsi_extended",
        &[("MulSIExtendedToMulI", 1), ("MulSIExtendedRHSOne", 1)],
    );
    let total: usize = [
        "arith.addi",
        "arith.subi",
        "arith.muli",
        "arith.addui_extended",
        "arith.mulsi_extended",
        "arith.mului_extended",
        "arith.xori",
        "arith.andi",
        "arith.ori",
        "arith.cmpi",
        "arith.cmpf",
        "arith.select",
        "arith.index_cast",
        "arith.index_castui",
        "arith.bitcast",
        "arith.extsi",
        "arith.trunci",
        "arith.truncf",
        "arith.mulf",
        "arith.divf",
    ]
    .iter()
    .map(|op| registered(&ctx, op).len())
    .sum();
    assert_eq!(total, 45);
}

#[test]
fn overflow_flags_merge_and_print() {
    let ctx = context();
    let text = |a: Attr| match ctx.attr_data(a) {
        AttrData::Dialect { text } => text.to_string(),
        _ => String::new(),
    };
    for (nsw, nuw, want) in [
        (false, false, "arith.overflow<none>"),
        (true, false, "arith.overflow<nsw>"),
        (false, true, "arith.overflow<nuw>"),
        (true, true, "arith.overflow<nsw, nuw>"),
    ] {
        let a = overflow_attr(&ctx, (nsw, nuw));
        assert_eq!(text(a), want);
        assert_eq!(overflow_bits(&ctx, Some(a)), (nsw, nuw));
    }
    let odd = ctx.intern_attr(AttrData::Dialect {
        text: "arith.overflow<nuw,nsw>".into(),
    });
    assert_eq!(overflow_bits(&ctx, Some(odd)), (true, true));
    assert_eq!(overflow_bits(&ctx, None), (false, false));
}

#[test]
fn predicates_invert() {
    for p in CmpIPredicate::ALL {
        assert_ne!(invert_predicate(p), p);
        assert_eq!(invert_predicate(invert_predicate(p)), p);
    }
}

#[test]
fn ilogb_matches_apfloat() {
    let k = FloatKind::F32;
    let f = |x: f32| u128::from(x.to_bits());
    assert_eq!(ilogb(k, f(1.0)), 0);
    assert_eq!(ilogb(k, f(-3.5)), 1);
    assert_eq!(ilogb(k, f(16_777_216.0)), 24);
    assert_eq!(ilogb(k, f(1.0e30)), 99);
    assert_eq!(ilogb(k, fo::largest(k, false)), 127);
    assert_eq!(ilogb(k, f(0.0)), IEK_ZERO);
    assert_eq!(ilogb(k, f(f32::INFINITY)), IEK_INF);
    assert_eq!(ilogb(k, f(f32::NAN)), IEK_NAN);
    assert!(ilogb(k, f(0.25)) < 0);
}
