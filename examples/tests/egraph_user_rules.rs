//! A user dialect gives the e-graph backend its own rules from outside the
//! crates: `user.double` (pure, `x + x`) declares that it equals
//! `arith.addi x x` and costs less, and the backend uses the rule together
//! with arith's own (which know nothing of `user`).

use rmlir_ir::equality_rules::{EqualityRule, EqualityRules};
use rmlir_ir::registry::{DialectInfo, OpInfo, OpTraits};
use rmlir_ir::Context;
use rmlir_passes::{parse_pipeline, registry, RunOptions};
use rmlir_text::parser::{parse_module, ParseOptions};
use rmlir_text::printer::{print_top_level, PrintOptions};

fn context() -> Context {
    let mut ctx = Context::new();
    rmlir_dialects::register_all(&mut ctx);
    ctx.register_dialect(DialectInfo::new("user"));
    let mut double = OpInfo::new("user.double", OpTraits::PURE);
    double.interfaces.insert(EqualityRules {
        cost: 1,
        poison_flags: Vec::new(),
        rules: vec![EqualityRule::both_ways(
            "user-double-is-add",
            "(user.double ?a)",
            "(arith.addi ?a ?a)",
        )],
        ..EqualityRules::default()
    });
    ctx.register_op(double);
    ctx
}

fn run(input: &str, pipeline: &str) -> String {
    let ctx = context();
    let mut m = parse_module(&ctx, input.as_bytes(), &ParseOptions::default()).expect("parses");
    let pm = parse_pipeline(&registry(), pipeline).expect("pipeline");
    let res = pm.run(&ctx, &mut m.body, m.op, RunOptions::default());
    assert!(!res.failed);
    rmlir_ir::verify::verify(&ctx, &m.body, m.op).expect("verifies");
    print_top_level(&ctx, &m.body, m.op, &PrintOptions::default())
}

const INPUT: &str = r#"func.func @f(%a: i32, %b: i32) -> (i32, i32) {
  %0 = "user.double"(%a) : (i32) -> i32
  %1 = arith.subi %0, %a : i32
  %2 = arith.addi %b, %b : i32
  return %1, %2 : i32, i32
}
"#;

#[test]
fn a_user_rule_joins_the_dialects_rules() {
    let egraph = run(
        INPUT,
        "builtin.module(func.func(canonicalize{backend=egraph}))",
    );
    // double(a) - a = (a + a) - a = a, by the user's rule and arith's; and
    // b + b is cheaper as the user's op.
    assert!(egraph.contains("return %arg0, %0 : i32, i32"), "{egraph}");
    assert!(
        egraph.contains("%0 = \"user.double\"(%arg1) : (i32) -> i32"),
        "{egraph}"
    );
    assert!(!egraph.contains("arith."), "{egraph}");
    // Greedy knows nothing of the rule.
    let greedy = run(INPUT, "builtin.module(func.func(canonicalize))");
    assert!(greedy.contains("arith.subi"), "{greedy}");
}
