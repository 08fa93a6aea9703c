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

fn sext(x: u64, width: u32) -> i64 {
    let shift = 64 - width;
    ((x << shift) as i64) >> shift
}

/// The integer value of property `key` of a term's op.
fn prop(ctx: &Context, props: Option<rmlir_ir::Attr>, key: &str) -> Option<i64> {
    let entries = ctx.dict_entries(props?);
    let &(_, value) = entries.iter().find(|(k, _)| ctx.ident_str(*k) == key)?;
    match ctx.attr_data(value) {
        rmlir_ir::AttrData::Integer { value, .. } => value.to_i64_signed(),
        _ => None,
    }
}

/// The widths of a rule's values: `data` is the width of the values the
/// rule computes on; comparisons give `i1`, a select's condition is `i1`.
struct Widths {
    data: u32,
    vars: Vec<(String, u32)>,
}

impl Widths {
    /// Infers `t`'s width given the `expected` one; `Err` where a variable
    /// would need two widths (the backend does not apply the rule at such
    /// types).
    fn infer(&mut self, ctx: &Context, t: &Term, expected: Option<u32>) -> Result<Option<u32>, ()> {
        match t {
            Term::Var(v) => match (
                self.vars.iter().find(|(n, _)| n == v).map(|e| e.1),
                expected,
            ) {
                (Some(w), Some(e)) if w != e => Err(()),
                (Some(w), _) => Ok(Some(w)),
                (None, Some(e)) => {
                    self.vars.push((v.clone(), e));
                    Ok(Some(e))
                }
                (None, None) => Ok(None),
            },
            Term::Int(_) => Ok(expected),
            Term::Op(name, _, args) => match ctx.op_name_str(*name) {
                "arith.cmpi" => {
                    for a in args {
                        self.infer(ctx, a, Some(self.data))?;
                    }
                    Ok(Some(1))
                }
                "arith.select" => {
                    self.infer(ctx, &args[0], Some(1))?;
                    let mut w = expected;
                    for a in &args[1..] {
                        w = w.or(self.infer(ctx, a, w)?);
                    }
                    for a in &args[1..] {
                        self.infer(ctx, a, w)?;
                    }
                    Ok(w)
                }
                _ => {
                    let mut w = expected;
                    for a in args {
                        w = w.or(self.infer(ctx, a, w)?);
                    }
                    for a in args {
                        self.infer(ctx, a, w)?;
                    }
                    Ok(w)
                }
            },
        }
    }

    fn of(&self, v: &str) -> u32 {
        self.vars
            .iter()
            .find(|(n, _)| n == v)
            .map_or(self.data, |e| e.1)
    }
}

/// Evaluates a rule term of width `width` with MLIR's semantics (flags
/// absent): poison operands give poison, except the arm a select does not
/// choose.
fn eval(ctx: &Context, t: &Term, vars: &[(String, Value)], widths: &Widths, width: u32) -> Value {
    let m = mask(width);
    match t {
        Term::Var(v) => vars.iter().find(|(n, _)| n == v).and_then(|e| e.1),
        Term::Int(k) => Some(*k as u64 & m),
        Term::Op(name, props, args) => {
            let op = ctx.op_name_str(*name);
            if op == "arith.select" {
                let c = eval(ctx, &args[0], vars, widths, 1)?;
                let arm = if c != 0 { &args[1] } else { &args[2] };
                return eval(ctx, arm, vars, widths, width);
            }
            let operand_width = if op == "arith.cmpi" {
                widths.data
            } else {
                width
            };
            let vals: Vec<Value> = args
                .iter()
                .map(|a| eval(ctx, a, vars, widths, operand_width))
                .collect();
            let (a, b) = (vals[0]?, vals[1]?);
            let w = operand_width;
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
                "arith.cmpi" => {
                    let (sa, sb) = (sext(a, w), sext(b, w));
                    u64::from(match prop(ctx, *props, "predicate").expect("a predicate") {
                        0 => a == b,
                        1 => a != b,
                        2 => sa < sb,
                        3 => sa <= sb,
                        4 => sa > sb,
                        5 => sa >= sb,
                        6 => a < b,
                        7 => a <= b,
                        8 => a > b,
                        _ => a >= b,
                    })
                }
                other => panic!("no semantics in this test for {other}"),
            })
        }
    }
}

fn vars_of(t: &Term, out: &mut Vec<String>) {
    match t {
        Term::Var(v) if !out.contains(v) => out.push(v.clone()),
        Term::Op(_, _, args) => args.iter().for_each(|a| vars_of(a, out)),
        _ => {}
    }
}

fn ops_of(ctx: &Context, t: &Term, out: &mut Vec<String>) {
    if let Term::Op(name, _, args) = t {
        out.push(ctx.op_name_str(*name).to_string());
        args.iter().for_each(|a| ops_of(ctx, a, out));
    }
}

/// Checks `lhs -> rhs` at data width `data` over every input, poison
/// included: `rhs` must equal `lhs` wherever `lhs` is not poison (and
/// everywhere for a rule applied both ways). Returns whether the rule
/// applies at that width (its types agree there).
fn check_rule(
    ctx: &Context,
    name: &str,
    lhs: &Term,
    rhs: &Term,
    both_ways: bool,
    data: u32,
) -> bool {
    let mut widths = Widths {
        data,
        vars: Vec::new(),
    };
    let Ok(root) = widths.infer(ctx, lhs, None) else {
        return false;
    };
    let root = root.unwrap_or(data);
    if widths.infer(ctx, lhs, Some(root)).is_err() || widths.infer(ctx, rhs, Some(root)).is_err() {
        return false;
    }
    let mut names = Vec::new();
    vars_of(lhs, &mut names);
    // Each variable ranges over its values and poison.
    let sizes: Vec<u64> = names.iter().map(|n| mask(widths.of(n)) + 2).collect();
    let combos: u64 = sizes.iter().product();
    if combos > 1 << 22 {
        return false;
    }
    for mut combo in 0..combos {
        let vars: Vec<(String, Value)> = names
            .iter()
            .zip(&sizes)
            .map(|(n, &size)| {
                let k = combo % size;
                combo /= size;
                (n.clone(), (k + 1 < size).then_some(k))
            })
            .collect();
        let l = eval(ctx, lhs, &vars, &widths, root);
        let r = eval(ctx, rhs, &vars, &widths, root);
        let refines = l.is_none() || l == r;
        assert!(
            if both_ways { l == r } else { refines },
            "rule {name} fails at data width i{data} with {vars:?}: {l:?} vs {r:?}"
        );
    }
    true
}

#[test]
fn every_declared_integer_rule_is_sound_on_small_widths() {
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
            let mut ops = Vec::new();
            ops_of(&ctx, &lhs, &mut ops);
            ops_of(&ctx, &rhs, &mut ops);
            if ops.iter().any(|o| o.ends_with('f')) {
                continue; // float rules: see the fastmath test
            }
            let mut applies = 0;
            for width in [1u32, 2, 3, 4, 8] {
                if width >= rule.min_width
                    && check_rule(&ctx, &rule.name, &lhs, &rhs, rule.bidirectional, width)
                {
                    applies += 1;
                }
            }
            assert!(applies > 0, "rule {} was checked at no width", rule.name);
            checked += 1;
        }
    }
    assert!(checked >= 70, "only {checked} rules declared");
}

#[test]
fn float_rules_need_reassociation_flags() {
    // Reassociation changes rounding: every rule on a float op names
    // `fastmath` flags that allow it, on every op of both sides.
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
            for side in [&rule.lhs, &rule.rhs] {
                let term = parse_term(&ctx, side).expect("parses");
                let mut stack = vec![&term];
                while let Some(t) = stack.pop() {
                    if let Term::Op(name, props, args) = t {
                        stack.extend(args);
                        if !ctx.op_name_str(*name).ends_with('f') {
                            continue;
                        }
                        let flags = props
                            .map(|p| ctx.dict_entries(p))
                            .unwrap_or_default()
                            .iter()
                            .find(|(k, _)| ctx.ident_str(*k) == "fastmath")
                            .map(|&(_, v)| match ctx.attr_data(v) {
                                rmlir_ir::AttrData::Dialect { text } => text.to_string(),
                                _ => String::new(),
                            })
                            .unwrap_or_default();
                        assert!(
                            flags.contains("reassoc") || flags.contains("fast>"),
                            "rule {} has a float op without reassociation flags: {flags:?}",
                            rule.name
                        );
                        checked += 1;
                    }
                }
            }
        }
    }
    assert!(checked > 0);
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

/// A function of `args` `ty` arguments returning one `ret`.
fn typed_func(args: usize, ty: &str, ret: &str, body: &str) -> String {
    let params: Vec<String> = (0..args).map(|i| format!("%x{i}: {ty}")).collect();
    format!(
        "func.func @f({}) -> {ret} {{\n{body}}}\n",
        params.join(", ")
    )
}

#[test]
fn comparisons_with_swapped_operands_and_common_terms_meet() {
    // a < b and b > a are one comparison.
    let f = typed_func(
        2,
        "i32",
        "i1",
        "%0 = arith.cmpi slt, %x0, %x1 : i32\n%1 = arith.cmpi sgt, %x1, %x0 : i32\n%2 = arith.xori %0, %1 : i1\nreturn %2 : i1\n",
    );
    // (the xor of two equal values folds: a constant and the return)
    reaches(&f, 2);
    // a + c == b + c is a == b.
    let f = typed_func(
        3,
        "i32",
        "i1",
        "%0 = arith.addi %x0, %x2 : i32\n%1 = arith.addi %x2, %x1 : i32\n%2 = arith.cmpi eq, %0, %1 : i32\nreturn %2 : i1\n",
    );
    reaches(&f, 2);
    // not (a <u b) where a >=u b is also computed: one comparison.
    let f = typed_func(
        2,
        "i32",
        "i1",
        "%t = arith.constant true\n%0 = arith.cmpi ult, %x0, %x1 : i32\n%1 = arith.xori %0, %t : i1\n%2 = arith.cmpi uge, %x0, %x1 : i32\n%3 = arith.andi %1, %2 : i1\nreturn %3 : i1\n",
    );
    let (text, ops) = run(&f, EGRAPH);
    assert_eq!(ops, 2, "{text}");
}

#[test]
fn selects_of_one_condition_simplify() {
    // select c (select c a b) d = select c a d, where the inner select is
    // shared with another use that changes it.
    let f = typed_func(
        4,
        "i32",
        "i32",
        "%c = arith.cmpi slt, %x0, %x1 : i32\n%0 = arith.select %c, %x2, %x3 : i32\n%1 = arith.select %c, %0, %x1 : i32\n%2 = arith.addi %0, %1 : i32\n%3 = arith.select %c, %x2, %x1 : i32\n%4 = arith.subi %2, %3 : i32\nreturn %4 : i32\n",
    );
    // %2 - %3 = %0 + (select c x2 x1) - (select c x2 x1) = %0.
    let (text, ops) = run(&f, EGRAPH);
    assert_eq!(ops, 3, "{text}");
}

/// `(x + 1.0) + 2.0` with the given `fastmath` flags (empty: none).
fn float_sum(flags: &str) -> String {
    let fm = if flags.is_empty() {
        String::new()
    } else {
        format!(" fastmath<{flags}>")
    };
    typed_func(
        1,
        "f32",
        "f32",
        &format!("%c1 = arith.constant 1.0 : f32\n%c2 = arith.constant 2.0 : f32\n%0 = arith.addf %x0, %c1{fm} : f32\n%1 = arith.addf %0, %c2{fm} : f32\nreturn %1 : f32\n"),
    )
}

#[test]
fn floats_reassociate_only_under_flags_that_allow_it() {
    for flags in ["reassoc", "fast", "reassoc,nsz"] {
        // x + (1.0 + 2.0) folds to x + 3.0.
        let (text, ops) = run(&float_sum(flags), EGRAPH);
        assert_eq!(ops, 3, "{flags}: {text}");
        assert!(text.contains("3.000000e+00"), "{flags}: {text}");
        assert!(
            text.contains(&format!("fastmath<{flags}>")),
            "{flags}: {text}"
        );
        let (again, _) = run(&text, EGRAPH);
        assert_eq!(again, text, "{flags}: a second run changed the result");
    }
    for flags in [
        "",
        "nnan",
        "nsz",
        "contract",
        "nnan,ninf,nsz,arcp,contract,afn",
    ] {
        let (text, ops) = run(&float_sum(flags), EGRAPH);
        let (greedy, _) = run(&float_sum(flags), GREEDY);
        assert_eq!(ops, 5, "{flags}: {text}");
        assert_eq!(text, greedy, "{flags}");
    }
}

#[test]
fn unsound_rules_are_caught() {
    let ctx = context();
    let caught = |lhs: &str, rhs: &str, both_ways: bool, width: u32| {
        let lhs = parse_term(&ctx, lhs).unwrap();
        let rhs = parse_term(&ctx, rhs).unwrap();
        std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            check_rule(&ctx, "bad", &lhs, &rhs, both_ways, width)
        }))
        .is_err()
    };
    // `shli a 1 = a + a` both ways on i1 (poison vs 0; one way it is a
    // refinement).
    assert!(caught("(arith.shli ?a 1)", "(arith.addi ?a ?a)", true, 1));
    assert!(!caught("(arith.shli ?a 1)", "(arith.addi ?a ?a)", false, 1));
    // A signed comparison swapped without its predicate swapped.
    assert!(caught(
        "(arith.cmpi{predicate=2} ?a ?b)",
        "(arith.cmpi{predicate=2} ?b ?a)",
        false,
        2
    ));
    // Signed and unsigned mixed up.
    assert!(caught(
        "(arith.cmpi{predicate=2} ?a ?b)",
        "(arith.cmpi{predicate=6} ?a ?b)",
        false,
        2
    ));
    // `select c a 0 = and c a` turns a defined result into poison (c
    // false, a poison).
    assert!(caught(
        "(arith.select ?c ?a 0)",
        "(arith.andi ?c ?a)",
        false,
        1
    ));
    // `select c a a = a` is a refinement, not an equality.
    assert!(caught("(arith.select ?c ?a ?a)", "?a", true, 1));
    assert!(!caught("(arith.select ?c ?a ?a)", "?a", false, 1));
    assert!(parse_term(&ctx, "(arith.addi ?a").is_err());
    assert!(parse_term(&ctx, "(nosuch.op ?a)").is_err());
    assert!(parse_term(&ctx, "(arith.cmpi{predicate} ?a ?b)").is_err());
}

#[test]
fn constants_of_enclosing_blocks_are_known_inside_nested_blocks() {
    // Greedy hoists constants to the function's entry block: the e-graph
    // of the nested block sees them as leaves with their values, so
    // `(x << 1) + x - x * 3` still becomes 0 there.
    let f = "func.func @f(%x0: i32, %b: i1) -> i32 {\n%c1 = arith.constant 1 : i32\n%c3 = arith.constant 3 : i32\n%r = scf.if %b -> (i32) {\n%0 = arith.shli %x0, %c1 : i32\n%1 = arith.addi %0, %x0 : i32\n%2 = arith.muli %x0, %c3 : i32\n%3 = arith.subi %1, %2 : i32\nscf.yield %3 : i32\n} else {\nscf.yield %x0 : i32\n}\nreturn %r : i32\n}\n";
    let (text, ops) = run(f, EGRAPH);
    let (_, greedy) = run(f, GREEDY);
    assert!(ops < greedy, "{text}");
    assert!(!text.contains("arith.muli"), "{text}");
    let (again, _) = run(&text, EGRAPH);
    assert_eq!(again, text, "a second run changed the result");
}
