//! The e-graph canonicalization backend (`canonicalize{backend=egraph}`):
//! every declared rule is an exact equality on small integer widths
//! (checked by evaluation, poison included), the phase-ordering examples
//! reach their optimum where greedy does not, and the result is never
//! worse than greedy, verifies and is a fixed point.

use rmlir_egraph::{parse_term, Term};
use rmlir_ir::equality_rules::EqualityRules;
use rmlir_ir::Context;
use rmlir_passes::{parse_pipeline, registry, RunOptions};
use rmlir_text::parser::{parse_module, ParseOptions};
use rmlir_text::printer::{print_top_level, PrintOptions};

fn context() -> Context {
    let mut ctx = Context::new();
    rmlir_dialects::register_all(&mut ctx);
    ctx
}

/// A value of an `width`-bit integer, or poison.
type Value = Option<u64>;

fn mask(width: u32) -> u64 {
    if width >= 64 {
        u64::MAX
    } else {
        (1 << width) - 1
    }
}

/// Evaluates a rule term with MLIR's semantics (flags absent).
fn eval(ctx: &Context, t: &Term, vars: &[(String, u64)], width: u32) -> Value {
    let m = mask(width);
    match t {
        Term::Var(v) => vars.iter().find(|(n, _)| n == v).map(|e| e.1),
        Term::Int(k) => Some(*k as u64 & m),
        Term::Op(name, args) => {
            let vals: Vec<Value> = args.iter().map(|a| eval(ctx, a, vars, width)).collect();
            let (a, b) = (vals[0]?, vals.get(1).copied().flatten());
            let op = ctx.op_name_str(*name);
            let b = b?;
            Some(match op {
                "arith.addi" => a.wrapping_add(b) & m,
                "arith.subi" => a.wrapping_sub(b) & m,
                "arith.muli" => a.wrapping_mul(b) & m,
                "arith.andi" => a & b,
                "arith.ori" => a | b,
                "arith.xori" => a ^ b,
                // A shift by the width or more is poison.
                "arith.shli" if b >= u64::from(width) => return None,
                "arith.shli" => (a << b) & m,
                other => panic!("no semantics in this test for {other}"),
            })
        }
    }
}

fn vars_of(t: &Term, out: &mut Vec<String>) {
    match t {
        Term::Var(v) if !out.contains(v) => out.push(v.clone()),
        Term::Op(_, args) => args.iter().for_each(|a| vars_of(a, out)),
        _ => {}
    }
}

#[test]
fn every_declared_rule_is_an_equality_on_small_widths() {
    let ctx = context();
    let mut checked = 0;
    for &op in ctx.registered_ops() {
        let Some(decl) = ctx
            .op_info(op)
            .and_then(|i| i.interfaces.get::<EqualityRules>())
        else {
            continue;
        };
        for rule in &decl.rules {
            let lhs = parse_term(&ctx, &rule.lhs).expect("lhs parses");
            let rhs = parse_term(&ctx, &rule.rhs).expect("rhs parses");
            let mut names = Vec::new();
            vars_of(&lhs, &mut names);
            for width in [1u32, 2, 3, 4, 8] {
                if width < rule.min_width || (width == 8 && names.len() > 2) {
                    continue;
                }
                let combos = 1u64 << (width as usize * names.len());
                for combo in 0..combos {
                    let vars: Vec<(String, u64)> = names
                        .iter()
                        .enumerate()
                        .map(|(i, n)| (n.clone(), (combo >> (i as u32 * width)) & mask(width)))
                        .collect();
                    let (l, r) = (
                        eval(&ctx, &lhs, &vars, width),
                        eval(&ctx, &rhs, &vars, width),
                    );
                    assert_eq!(
                        l, r,
                        "rule {} differs at i{width} with {vars:?}: {l:?} vs {r:?}",
                        rule.name
                    );
                }
            }
            checked += 1;
        }
    }
    assert!(checked >= 30, "only {checked} rules declared");
}

#[test]
fn a_shift_rule_without_its_width_bound_is_caught() {
    // The check above would reject `shli a 1 = a + a` on i1 (poison vs 0).
    let ctx = context();
    let lhs = parse_term(&ctx, "(arith.shli ?a 1)").unwrap();
    let rhs = parse_term(&ctx, "(arith.addi ?a ?a)").unwrap();
    let vars = vec![("a".to_string(), 1)];
    assert_ne!(eval(&ctx, &lhs, &vars, 1), eval(&ctx, &rhs, &vars, 1));
    assert!(parse_term(&ctx, "(arith.addi ?a").is_err());
    assert!(parse_term(&ctx, "(nosuch.op ?a)").is_err());
}

/// Runs `pipeline` on `input`; the printed output and its op count (ops
/// inside functions, the return included).
fn run(input: &str, pipeline: &str) -> (String, usize) {
    let ctx = context();
    let mut m = parse_module(&ctx, input.as_bytes(), &ParseOptions::default()).expect("parses");
    let pm = parse_pipeline(&registry(), pipeline).expect("pipeline");
    let res = pm.run(&ctx, &mut m.body, m.op, RunOptions::default());
    assert!(!res.failed, "{pipeline} failed");
    rmlir_ir::verify::verify(&ctx, &m.body, m.op).expect("output verifies");
    let text = print_top_level(&ctx, &m.body, m.op, &PrintOptions::default());
    let ops = text
        .lines()
        .filter(|l| l.contains(" = ") || l.trim_start().starts_with("return"))
        .count();
    (text, ops)
}

const GREEDY: &str = "builtin.module(func.func(canonicalize,cse))";
const EGRAPH: &str = "builtin.module(func.func(canonicalize{backend=egraph},cse))";

/// Checks the e-graph result has `expected` ops where greedy has more, and
/// that a second run changes nothing.
fn reaches(input: &str, expected: usize) {
    let (_, greedy) = run(input, GREEDY);
    let (text, ops) = run(input, EGRAPH);
    assert_eq!(ops, expected, "e-graph result:\n{text}");
    assert!(greedy > expected, "greedy already reaches {greedy}");
    let (again, _) = run(&text, EGRAPH);
    assert_eq!(again, text, "a second run changed the result");
}

fn func(args: usize, body: &str, results: usize) -> String {
    let params: Vec<String> = (0..args).map(|i| format!("%x{i}: i32")).collect();
    let rets = vec!["i32"; results].join(", ");
    format!(
        "func.func @f({}) -> ({rets}) {{\n{body}}}\n",
        params.join(", ")
    )
}

#[test]
fn the_issue_examples_reach_their_optimum() {
    // a*b + a*c -> a*(b+c): two ops and the return.
    let f = func(3, "%0 = arith.muli %x0, %x1 : i32\n%1 = arith.muli %x0, %x2 : i32\n%2 = arith.addi %0, %1 : i32\nreturn %2 : i32\n", 1);
    reaches(&f, 3);
    // (a+b)-(a+c) -> b-c.
    let f = func(3, "%0 = arith.addi %x0, %x1 : i32\n%1 = arith.addi %x0, %x2 : i32\n%2 = arith.subi %0, %1 : i32\nreturn %2 : i32\n", 1);
    reaches(&f, 2);
    // a & (a|b) -> a.
    let f = func(
        2,
        "%0 = arith.ori %x0, %x1 : i32\n%1 = arith.andi %x0, %0 : i32\nreturn %1 : i32\n",
        1,
    );
    reaches(&f, 1);
    // (a<<1)+a - a*3 -> 0 (a constant and the return).
    let f = func(1, "%c1 = arith.constant 1 : i32\n%c3 = arith.constant 3 : i32\n%0 = arith.shli %x0, %c1 : i32\n%1 = arith.addi %0, %x0 : i32\n%2 = arith.muli %x0, %c3 : i32\n%3 = arith.subi %1, %2 : i32\nreturn %3 : i32\n", 1);
    reaches(&f, 2);
    // (a+b)+c next to a+(b+c): shared.
    let f = func(3, "%0 = arith.addi %x0, %x1 : i32\n%1 = arith.addi %0, %x2 : i32\n%2 = arith.addi %x1, %x2 : i32\n%3 = arith.addi %x0, %2 : i32\nreturn %1, %3 : i32, i32\n", 2);
    reaches(&f, 3);
}

/// `a*x*x + b*x + c` generalized: a degree-`n` polynomial in powers of x.
fn polynomial(n: usize) -> String {
    let mut body = String::new();
    let mut k = 0;
    let mut fresh = || {
        k += 1;
        format!("%t{k}")
    };
    let mut terms = Vec::new();
    for degree in 1..=n {
        // c_degree * x^degree, as a left-leaning product.
        let mut acc = format!("%x{}", degree + 1);
        for _ in 0..degree {
            let t = fresh();
            body.push_str(&format!("{t} = arith.muli {acc}, %x0 : i32\n"));
            acc = t;
        }
        terms.push(acc);
    }
    let mut sum = "%x1".to_string();
    for t in terms {
        let s = fresh();
        body.push_str(&format!("{s} = arith.addi {t}, {sum} : i32\n"));
        sum = s;
    }
    body.push_str(&format!("return {sum} : i32\n"));
    func(n + 2, &body, 1)
}

/// The phase-ordering families' sizes: every n from 2 to 8, then up to 64.
fn family_sizes() -> impl Iterator<Item = usize> {
    (2..=8).chain([12, 16, 24, 32, 48, 64])
}

/// A left-leaning chain of `op` over `operands`, its ops appended to
/// `body` (named `%{prefix}{i}`); the value of the chain.
fn chain(body: &mut String, prefix: &str, op: &str, operands: &[String]) -> String {
    let mut acc = operands[0].clone();
    for (i, x) in operands[1..].iter().enumerate() {
        let v = format!("%{prefix}{i}");
        body.push_str(&format!("{v} = arith.{op} {acc}, {x} : i32\n"));
        acc = v;
    }
    acc
}

#[test]
fn polynomials_of_degree_up_to_64_become_horner_form() {
    // Horner: n multiplications and n additions.
    for n in family_sizes() {
        reaches(&polynomial(n), 2 * n + 1);
    }
}

#[test]
fn sums_of_products_with_a_common_factor_are_factored_up_to_64_terms() {
    // sum a*b_i -> a * sum b_i: n-1 additions, one multiplication.
    for n in family_sizes() {
        let mut body = String::new();
        let products: Vec<String> = (1..=n)
            .map(|i| {
                body.push_str(&format!("%p{i} = arith.muli %x0, %x{i} : i32\n"));
                format!("%p{i}")
            })
            .collect();
        let sum = chain(&mut body, "s", "addi", &products);
        body.push_str(&format!("return {sum} : i32\n"));
        reaches(&func(n + 1, &body, 1), n + 1);
    }
}

#[test]
fn a_sum_minus_the_same_sum_but_one_term_is_that_term_up_to_64_terms() {
    // (sum x_i) - (sum x_i except x_k) -> x_k: nothing but the return.
    // (For two terms greedy's own `(a + b) - a` pattern reaches it.)
    for n in family_sizes().filter(|&n| n >= 3) {
        let k = n / 2;
        let all: Vec<String> = (0..n).map(|i| format!("%x{i}")).collect();
        let but_k: Vec<String> = all
            .iter()
            .enumerate()
            .filter(|&(i, _)| i != k)
            .map(|(_, x)| x.clone())
            .collect();
        let mut body = String::new();
        let a = chain(&mut body, "a", "addi", &all);
        // The second sum in another order, so that no prefix is shared.
        let reversed: Vec<String> = but_k.into_iter().rev().collect();
        let b = if reversed.len() == 1 {
            reversed[0].clone()
        } else {
            chain(&mut body, "b", "addi", &reversed)
        };
        body.push_str(&format!(
            "%d = arith.subi {a}, {b} : i32\nreturn %d : i32\n"
        ));
        let (text, ops) = run(&func(n, &body, 1), EGRAPH);
        assert_eq!(ops, 1, "n = {n}:\n{text}");
        assert!(
            text.contains(&format!("return %arg{k} : i32")),
            "n = {n}:\n{text}"
        );
        let (_, greedy) = run(&func(n, &body, 1), GREEDY);
        assert!(greedy > 1, "greedy already reaches the optimum at n = {n}");
    }
}

#[test]
fn two_parenthesizations_of_one_sum_share_everything_up_to_64_operands() {
    // A left-leaning and a right-leaning sum of the same operands: n-1
    // additions for both.
    for n in family_sizes().filter(|&n| n >= 3) {
        let xs: Vec<String> = (0..n).map(|i| format!("%x{i}")).collect();
        let mut body = String::new();
        let left = chain(&mut body, "l", "addi", &xs);
        let mut right = xs[n - 1].clone();
        for (i, x) in xs[..n - 1].iter().rev().enumerate() {
            body.push_str(&format!("%r{i} = arith.addi {x}, {right} : i32\n"));
            right = format!("%r{i}");
        }
        body.push_str(&format!("return {left}, {right} : i32, i32\n"));
        reaches(&func(n, &body, 2), n);
    }
}

#[test]
fn flags_stay_where_nothing_improves_and_go_where_it_does() {
    let kept = func(2, "%0 = arith.addi %x0, %x1 overflow<nsw> : i32\n%1 = arith.muli %0, %x1 overflow<nsw> : i32\nreturn %1 : i32\n", 1);
    let (text, _) = run(&kept, EGRAPH);
    assert!(
        text.contains("arith.addi %arg0, %arg1 overflow<nsw>"),
        "{text}"
    );
    // (a+b nsw) - b -> a: the flag goes with the op.
    let gone = func(2, "%0 = arith.addi %x0, %x1 overflow<nsw> : i32\n%1 = arith.subi %0, %x1 : i32\nreturn %1 : i32\n", 1);
    let (text, ops) = run(&gone, EGRAPH);
    assert_eq!(ops, 1, "{text}");
}

#[test]
fn the_default_backend_and_printed_pipelines_are_mlirs() {
    let pm = parse_pipeline(&registry(), "builtin.module(canonicalize)").unwrap();
    let printed = pm.dump();
    assert!(!printed.contains("backend"), "{printed}");
    let pm = parse_pipeline(
        &registry(),
        "builtin.module(canonicalize{backend=egraph egraph-node-limit=50})",
    )
    .unwrap();
    let printed = pm.dump();
    assert!(
        printed.contains("backend=egraph") && printed.contains("egraph-node-limit=50"),
        "{printed}"
    );
}

#[test]
fn statistics_are_reported_for_the_egraph_backend_only() {
    let ctx = context();
    let input = func(
        3,
        "%0 = arith.muli %x0, %x1 : i32\n%1 = arith.muli %x0, %x2 : i32\n%2 = arith.addi %0, %1 : i32\nreturn %2 : i32\n",
        1,
    );
    let report = |pipeline: &str| {
        let mut m = parse_module(&ctx, input.as_bytes(), &ParseOptions::default()).unwrap();
        let pm = parse_pipeline(&registry(), pipeline).unwrap();
        let res = pm.run(&ctx, &mut m.body, m.op, RunOptions::default());
        pm.statistics_report(&res.statistics, true)
    };
    let egraph = report("builtin.module(func.func(canonicalize{backend=egraph}))");
    let value = |name: &str| {
        egraph
            .lines()
            .find(|l| l.split_whitespace().nth(2) == Some(name))
            .and_then(|l| l.split_whitespace().nth(1)?.parse::<u64>().ok())
    };
    assert_eq!(value("egraph-blocks-rewritten"), Some(1), "{egraph}");
    assert_eq!(value("egraph-ops-saved"), Some(1), "{egraph}");
    let greedy = report("builtin.module(func.func(canonicalize))");
    assert!(!greedy.contains("egraph"), "{greedy}");
}

#[test]
fn the_rules_option_chooses_the_rules() {
    let f = func(
        3,
        "%0 = arith.muli %x0, %x1 : i32\n%1 = arith.muli %x0, %x2 : i32\n%2 = arith.addi %0, %1 : i32\nreturn %2 : i32\n",
        1,
    );
    let (_, all) = run(&f, EGRAPH);
    let (_, factor) = run(
        &f,
        "builtin.module(func.func(canonicalize{backend=egraph egraph-rules=addi-factor},cse))",
    );
    let (_, other) = run(
        &f,
        "builtin.module(func.func(canonicalize{backend=egraph egraph-rules=subi-self},cse))",
    );
    assert_eq!((all, factor, other), (3, 3, 4));
}
