//! The arith ops' e-graph declarations: costs, poison flags and the
//! equalities that hold for them. Integer rules hold on every bit width
//! (the ring laws of integers modulo 2^n, the lattice laws of the bitwise
//! ops, comparisons and selects), written without flags; the backend drops
//! `nsw`/`nuw` on entry, so a rule never needs them. A rule applied one way
//! may refine (its left side is poison in more cases), never the reverse.
//! Float rules (reassociation) are declared only for ops whose `fastmath`
//! flags allow them, and match only those flags.

use super::ops::CMPI_CASES;
use crate::util::hooks::attach;
use rmlir_ir::equality_rules::{EqualityRule, EqualityRules, Typing};
use rmlir_ir::Context;

/// Commutativity and associativity of `op`.
fn ac(op: &str, short: &str) -> Vec<EqualityRule> {
    vec![
        EqualityRule::new(
            format!("{short}-commute"),
            format!("({op} ?a ?b)"),
            format!("({op} ?b ?a)"),
        ),
        EqualityRule::both_ways(
            format!("{short}-associate"),
            format!("({op} ({op} ?a ?b) ?c)"),
            format!("({op} ?a ({op} ?b ?c))"),
        ),
    ]
}

fn rule(name: &str, lhs: &str, rhs: &str) -> EqualityRule {
    EqualityRule::new(name, lhs, rhs)
}

fn declare(
    ctx: &mut Context,
    op: &str,
    cost: u32,
    flags: &[&'static str],
    rules: Vec<EqualityRule>,
) {
    declare_typed(ctx, op, cost, flags, rules, Typing::Uniform);
}

fn declare_typed(
    ctx: &mut Context,
    op: &str,
    cost: u32,
    flags: &[&'static str],
    rules: Vec<EqualityRule>,
    typing: Typing,
) {
    let decl = EqualityRules {
        cost,
        poison_flags: flags.to_vec(),
        rules,
        typing,
    };
    attach(ctx, op, |info| info.interfaces.insert(decl));
}

/// The value of the `arith.cmpi` predicate `name`.
fn predicate(name: &str) -> i64 {
    CMPI_CASES
        .iter()
        .find(|c| c.0 == name)
        .map(|c| c.1)
        .expect("a cmpi predicate")
}

/// `(arith.cmpi{predicate=P} a b)`.
fn cmpi(p: &str, a: &str, b: &str) -> String {
    format!("(arith.cmpi{{predicate={}}} {a} {b})", predicate(p))
}

/// The predicate that holds where `p` does not (`arith::invertPredicate`).
fn inverse(p: &str) -> &'static str {
    match p {
        "eq" => "ne",
        "ne" => "eq",
        "slt" => "sge",
        "sle" => "sgt",
        "sgt" => "sle",
        "sge" => "slt",
        "ult" => "uge",
        "ule" => "ugt",
        "ugt" => "ule",
        _ => "ult",
    }
}

/// The comparison rules: a value against itself, operands swapped, common
/// terms of an equality, unsigned comparisons with zero.
fn cmpi_rules() -> Vec<EqualityRule> {
    let mut out = Vec::new();
    for &(p, _) in CMPI_CASES {
        let reflexive = matches!(p, "eq" | "sle" | "sge" | "ule" | "uge");
        out.push(rule(
            &format!("cmpi-{p}-self"),
            &cmpi(p, "?a", "?a"),
            if reflexive { "1" } else { "0" },
        ));
    }
    for (p, q) in [
        ("slt", "sgt"),
        ("sle", "sge"),
        ("ult", "ugt"),
        ("ule", "uge"),
    ] {
        out.push(EqualityRule::both_ways(
            format!("cmpi-{p}-swap"),
            cmpi(p, "?a", "?b"),
            cmpi(q, "?b", "?a"),
        ));
    }
    for p in ["eq", "ne"] {
        out.push(rule(
            &format!("cmpi-{p}-swap"),
            &cmpi(p, "?a", "?b"),
            &cmpi(p, "?b", "?a"),
        ));
        for (op, short) in [("arith.addi", "addi"), ("arith.xori", "xori")] {
            out.push(rule(
                &format!("cmpi-{p}-{short}-common"),
                &cmpi(p, &format!("({op} ?a ?c)"), &format!("({op} ?b ?c)")),
                &cmpi(p, "?a", "?b"),
            ));
        }
        out.push(rule(
            &format!("cmpi-{p}-subi-zero"),
            &cmpi(p, "(arith.subi ?a ?b)", "0"),
            &cmpi(p, "?a", "?b"),
        ));
    }
    out.push(rule("cmpi-ult-zero", &cmpi("ult", "?a", "0"), "0"));
    out.push(rule("cmpi-uge-zero", &cmpi("uge", "?a", "0"), "1"));
    out
}

/// `not (cmpi p a b) = cmpi (inverse p) a b`, rooted at `arith.xori`.
fn not_cmpi_rules() -> Vec<EqualityRule> {
    CMPI_CASES
        .iter()
        .map(|&(p, _)| {
            rule(
                &format!("xori-not-cmpi-{p}"),
                &format!("(arith.xori {} 1)", cmpi(p, "?a", "?b")),
                &cmpi(inverse(p), "?a", "?b"),
            )
        })
        .collect()
}

/// The select rules; those whose sides differ in type (`select c 1 0 = c`)
/// apply only where the types agree (`i1`).
fn select_rules() -> Vec<EqualityRule> {
    vec![
        rule("select-same", "(arith.select ?c ?a ?a)", "?a"),
        rule("select-true", "(arith.select 1 ?a ?b)", "?a"),
        rule("select-false", "(arith.select 0 ?a ?b)", "?b"),
        rule("select-i1-cond", "(arith.select ?c 1 0)", "?c"),
        rule(
            "select-i1-not-cond",
            "(arith.select ?c 0 1)",
            "(arith.xori ?c 1)",
        ),
        rule(
            "select-not-cond",
            "(arith.select (arith.xori ?c 1) ?a ?b)",
            "(arith.select ?c ?b ?a)",
        ),
        rule(
            "select-redundant-true",
            "(arith.select ?c (arith.select ?c ?a ?b) ?d)",
            "(arith.select ?c ?a ?d)",
        ),
        rule(
            "select-redundant-false",
            "(arith.select ?c ?a (arith.select ?c ?b ?d))",
            "(arith.select ?c ?a ?d)",
        ),
    ]
}

/// The `fastmath` flag sets that allow reassociation and for which the
/// float rules are declared (a rule matches its flags exactly).
pub const REASSOC_FLAGS: &[&str] = &["reassoc", "reassoc,nsz", "reassoc,contract", "fast"];

/// Associativity and commutativity of the float op `op` under each flag
/// set of [`REASSOC_FLAGS`].
fn float_rules(op: &str, short: &str) -> Vec<EqualityRule> {
    let mut out = Vec::new();
    for flags in REASSOC_FLAGS {
        let f = format!("{op}{{fastmath=#arith.fastmath<{flags}>}}");
        let tag = flags.replace(',', "-");
        out.push(EqualityRule::both_ways(
            format!("{short}-{tag}-associate"),
            format!("({f} ({f} ?a ?b) ?c)"),
            format!("({f} ?a ({f} ?b ?c))"),
        ));
        out.push(rule(
            &format!("{short}-{tag}-commute"),
            &format!("({f} ?a ?b)"),
            &format!("({f} ?b ?a)"),
        ));
    }
    out
}

/// Attaches the declarations to the arith integer ops.
pub fn register(ctx: &mut Context) {
    const OVERFLOW: &[&str] = &["overflowFlags"];
    let mut add = ac("arith.addi", "addi");
    add.extend([
        rule("addi-zero", "(arith.addi ?a 0)", "?a"),
        rule(
            "addi-sub-cancel",
            "(arith.addi (arith.subi ?a ?b) ?b)",
            "?a",
        ),
        rule(
            "addi-factor",
            "(arith.addi (arith.muli ?a ?b) (arith.muli ?a ?c))",
            "(arith.muli ?a (arith.addi ?b ?c))",
        ),
        rule(
            "addi-factor-one",
            "(arith.addi (arith.muli ?a ?b) ?a)",
            "(arith.muli ?a (arith.addi ?b 1))",
        ),
        EqualityRule::both_ways("addi-double", "(arith.addi ?a ?a)", "(arith.muli ?a 2)"),
    ]);
    declare(ctx, "arith.addi", 2, OVERFLOW, add);
    declare(
        ctx,
        "arith.subi",
        2,
        OVERFLOW,
        vec![
            rule("subi-self", "(arith.subi ?a ?a)", "0"),
            rule("subi-zero", "(arith.subi ?a 0)", "?a"),
            rule("subi-add-right", "(arith.subi (arith.addi ?a ?b) ?b)", "?a"),
            rule("subi-add-left", "(arith.subi (arith.addi ?a ?b) ?a)", "?b"),
            rule(
                "subi-common-term",
                "(arith.subi (arith.addi ?a ?b) (arith.addi ?a ?c))",
                "(arith.subi ?b ?c)",
            ),
            rule("subi-sub", "(arith.subi ?a (arith.subi ?a ?b))", "?b"),
            rule(
                "subi-factor",
                "(arith.subi (arith.muli ?a ?b) (arith.muli ?a ?c))",
                "(arith.muli ?a (arith.subi ?b ?c))",
            ),
        ],
    );
    let mut mul = ac("arith.muli", "muli");
    mul.extend([
        rule("muli-one", "(arith.muli ?a 1)", "?a"),
        rule("muli-zero", "(arith.muli ?a 0)", "0"),
    ]);
    declare(ctx, "arith.muli", 4, OVERFLOW, mul);
    let mut and = ac("arith.andi", "andi");
    and.extend([
        rule("andi-self", "(arith.andi ?a ?a)", "?a"),
        rule("andi-zero", "(arith.andi ?a 0)", "0"),
        rule("andi-ones", "(arith.andi ?a -1)", "?a"),
        rule("andi-absorb", "(arith.andi ?a (arith.ori ?a ?b))", "?a"),
    ]);
    declare(ctx, "arith.andi", 2, &[], and);
    let mut or = ac("arith.ori", "ori");
    or.extend([
        rule("ori-self", "(arith.ori ?a ?a)", "?a"),
        rule("ori-zero", "(arith.ori ?a 0)", "?a"),
        rule("ori-ones", "(arith.ori ?a -1)", "-1"),
        rule("ori-absorb", "(arith.ori ?a (arith.andi ?a ?b))", "?a"),
    ]);
    declare(ctx, "arith.ori", 2, &[], or);
    let mut xor = ac("arith.xori", "xori");
    xor.extend(not_cmpi_rules());
    xor.extend([
        rule("xori-self", "(arith.xori ?a ?a)", "0"),
        rule("xori-zero", "(arith.xori ?a 0)", "?a"),
        rule("xori-cancel", "(arith.xori (arith.xori ?a ?b) ?b)", "?a"),
        EqualityRule::both_ways(
            "xori-de-morgan-and",
            "(arith.xori (arith.andi ?a ?b) -1)",
            "(arith.ori (arith.xori ?a -1) (arith.xori ?b -1))",
        ),
        EqualityRule::both_ways(
            "xori-de-morgan-or",
            "(arith.xori (arith.ori ?a ?b) -1)",
            "(arith.andi (arith.xori ?a -1) (arith.xori ?b -1))",
        ),
    ]);
    declare(ctx, "arith.xori", 2, &[], xor);
    declare(
        ctx,
        "arith.shli",
        2,
        OVERFLOW,
        vec![
            EqualityRule::both_ways("shli-one", "(arith.shli ?a 1)", "(arith.addi ?a ?a)")
                .min_width(2),
        ],
    );
    declare_typed(ctx, "arith.cmpi", 2, &[], cmpi_rules(), Typing::Compare);
    declare_typed(ctx, "arith.select", 2, &[], select_rules(), Typing::Select);
    declare(ctx, "arith.addf", 3, &[], float_rules("arith.addf", "addf"));
    declare(ctx, "arith.mulf", 4, &[], float_rules("arith.mulf", "mulf"));
    for op in ["arith.shrui", "arith.shrsi"] {
        declare(ctx, op, 2, &["isExact"], Vec::new());
    }
    for op in [
        "arith.divsi",
        "arith.divui",
        "arith.remsi",
        "arith.remui",
        "arith.ceildivsi",
        "arith.ceildivui",
        "arith.floordivsi",
    ] {
        declare(ctx, op, 8, &["isExact"], Vec::new());
    }
}
