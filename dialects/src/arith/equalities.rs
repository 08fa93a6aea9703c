//! The integer ops' e-graph declarations: costs, poison flags and the
//! equalities that hold for them on every bit width (the ring laws of
//! integers modulo 2^n and the lattice laws of the bitwise ops), written
//! without flags; the backend drops `nsw`/`nuw` on entry, so every rule is
//! an equality and never a refinement.

use crate::util::hooks::attach;
use rmlir_ir::equality_rules::{EqualityRule, EqualityRules};
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
    let decl = EqualityRules {
        cost,
        poison_flags: flags.to_vec(),
        rules,
    };
    attach(ctx, op, |info| info.interfaces.insert(decl));
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
