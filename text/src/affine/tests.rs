//! Tests against outputs captured from mlir-opt-22 (see `mlir_cases.rs`).

use super::*;
use rmlir_ir::affine::*;

#[path = "mlir_cases.rs"]
mod mlir_cases;

fn run(is_set: bool, body: &str) -> Result<String, (usize, String)> {
    if is_set {
        parse_integer_set(body).map(|s| s.to_string())
    } else {
        parse_affine_map(body).map(|m| m.to_string())
    }
}

#[test]
fn matches_mlir_opt_22() {
    let mut failures = Vec::new();
    for (is_set, body, expected) in mlir_cases::CASES {
        let got = run(*is_set, body);
        let expected = expected
            .map(str::to_string)
            .map_err(|(o, m)| (o, m.to_string()));
        if got != expected {
            failures.push(format!(
                "{body:?}\n  expected {expected:?}\n  got      {got:?}"
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} mismatches:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn printed_forms_reparse() {
    for (is_set, _, expected) in mlir_cases::CASES {
        if let Ok(text) = expected {
            // Forms MLIR prints but cannot parse back (INT64_MIN literals).
            if text.contains("9223372036854775808") {
                continue;
            }
            // MLIR's printed form is not always a fixpoint (`d0 + -(d1 floordiv 3) + s0`
            // reparses to `d0 - d1 floordiv 3 + s0`), but it always parses.
            assert!(run(*is_set, text).is_ok(), "reparse of {text}");
        }
    }
}

#[test]
fn deep_parentheses_do_not_overflow() {
    let n = 100_000;
    let text = format!("(d0) -> ({}d0{})", "(".repeat(n), ")".repeat(n));
    assert_eq!(parse_affine_map(&text).unwrap().to_string(), "(d0) -> (d0)");
    // Unbalanced: reports MLIR's error instead of crashing.
    let text = format!("(d0) -> ({}d0)", "(".repeat(n));
    let err = parse_affine_map(&text).unwrap_err();
    assert_eq!(err.1, "expected ')'");
}

#[test]
fn deep_negations_and_trees_do_not_overflow() {
    let n = 100_001;
    let text = format!("(d0) -> ({}d0)", "- ".repeat(n));
    assert_eq!(
        parse_affine_map(&text).unwrap().to_string(),
        "(d0) -> (-d0)"
    );
    let text = format!("(d0) -> ({}d0{})", "-(".repeat(n), ")".repeat(n));
    assert_eq!(
        parse_affine_map(&text).unwrap().to_string(),
        "(d0) -> (-d0)"
    );
    // A 100k-deep tree: parse, print and drop.
    let depth = 100_000;
    let text = format!(
        "(d0) -> ({}d0{})",
        "(".repeat(depth),
        " floordiv 3)".repeat(depth)
    );
    let m = parse_affine_map(&text).unwrap();
    let printed = m.to_string();
    assert!(printed.starts_with("(d0) -> (((((("));
    assert!(printed.contains("((d0 floordiv 3) floordiv 3) floordiv 3"));
    assert!(printed.ends_with(") floordiv 3)"));
    assert_eq!(parse_affine_map(&printed).unwrap(), m);
}

#[test]
fn long_sums_are_fast_enough() {
    let mut text = String::from("(d0, d1)[s0] -> (d0");
    for i in 0..50_000 {
        text.push_str(match i % 3 {
            0 => " + d1 floordiv 2",
            1 => " - s0 * 3",
            _ => " + d1 mod 5",
        });
    }
    text.push(')');
    let start = std::time::Instant::now();
    let m = parse_affine_map(&text).unwrap();
    assert!(start.elapsed().as_secs() < 10);
    assert_eq!(parse_affine_map(&m.to_string()).unwrap(), m);
    // `(e + c) + f -> (e + f) + c` on every term (mlir-opt needs 10 s for 20k
    // terms and overflows its stack at 100k).
    let text = format!("(d0, d1) -> (d0 + 1{})", " + d1 floordiv 2".repeat(100_000));
    let start = std::time::Instant::now();
    let m = parse_affine_map(&text).unwrap();
    assert!(start.elapsed().as_secs() < 10);
    assert!(m.to_string().ends_with(" + d1 floordiv 2 + 1)"));
}

/// Tiny deterministic generator for the fuzz test.
struct Lcg(u64);
impl Lcg {
    fn next(&mut self) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (self.0 >> 33) as usize
    }
}

#[test]
fn fuzz_never_panics_and_round_trips() {
    const PIECES: &[&str] = &[
        "(",
        ")",
        "[",
        "]",
        ",",
        "->",
        ":",
        "+",
        "-",
        "*",
        " floordiv ",
        " ceildiv ",
        " mod ",
        "d0",
        "d1",
        "s0",
        "s1",
        "0",
        "1",
        "2",
        "-1",
        "7",
        "9223372036854775807",
        ">=",
        "==",
        "<=",
        " ",
        "\n",
        "// c\n",
        "$",
        ".",
        "%x",
        "symbol",
        "é",
    ];
    let mut rng = Lcg(42);
    for i in 0..20_000 {
        let mut text = String::new();
        if i % 2 == 0 {
            text.push_str(["(d0, d1)[s0, s1] -> (", "(d0, d1)[s0, s1] : ("][rng.next() % 2]);
        }
        for _ in 0..rng.next() % 24 {
            text.push_str(PIECES[rng.next() % PIECES.len()]);
        }
        if i % 3 == 0 {
            text.push(')');
        }
        for r in [
            parse_affine_map(&text).map(|m| m.to_string()),
            parse_integer_set(&text).map(|s| s.to_string()),
        ] {
            match r {
                Ok(printed) => {
                    if !printed.contains("9223372036854775808") {
                        let again = parse_affine_map_or_integer_set(&printed).expect(&printed);
                        // Same shape; the text itself need not be a fixpoint.
                        let _ = again;
                    }
                }
                Err((off, msg)) => {
                    assert!(off <= text.len() + 1, "{text:?}: {off} {msg}");
                    assert!(!msg.is_empty());
                }
            }
        }
    }
}

#[test]
fn programmatic_construction() {
    let d0 = AffineExpr::dim(0);
    let d1 = AffineExpr::dim(1);
    let s0 = AffineExpr::symbol(0);
    let c = AffineExpr::constant;
    assert_eq!((c(4) + d0.clone()).to_string(), "d0 + 4");
    assert_eq!((d1.clone() + d0.clone()).to_string(), "d0 + d1");
    assert_eq!((s0.clone() * d0.clone()).to_string(), "d0 * s0");
    assert_eq!((d0.clone() * c(2) * c(3)).to_string(), "d0 * 6");
    assert_eq!((d0.clone() - d0.clone()).to_string(), "0");
    assert_eq!((-d0.clone()).to_string(), "-d0");
    assert_eq!((d0.clone() * c(128)).floor_div(c(64)).to_string(), "d0 * 2");
    assert_eq!((d0.clone() * c(128)).modulo(c(64)).to_string(), "0");
    assert_eq!(d0.clone().ceil_div(c(1)), d0);
    assert_eq!(c(-7).floor_div(c(2)), c(-4));
    assert_eq!(c(-7).ceil_div(c(2)), c(-3));
    assert_eq!(c(-7).modulo(c(3)), c(2));
    assert_eq!(
        c(i64::MAX) + c(1),
        AffineExpr::raw_binary(BinOp::Add, c(i64::MAX), c(1))
    );
    // Non-affine products are kept as built (MLIR asserts instead).
    let prod = d0.clone() * d1.clone();
    assert_eq!(prod.to_string(), "d0 * d1");
    assert!(!prod.is_pure_affine());
    assert!(!(d0.clone() * s0.clone()).is_symbolic_or_constant());
    assert!(!(d0.clone() * s0.clone()).is_pure_affine());
    assert!((d0.clone() * c(3) + s0.clone()).is_pure_affine());
    assert_eq!(
        (d0.clone() * c(6) + d1.clone() * c(4)).largest_known_divisor(),
        2
    );
    assert_eq!(
        ((d0.clone() * c(8)).floor_div(c(3))).largest_known_divisor(),
        1
    );
    assert_eq!(
        AffineExpr::raw_binary(BinOp::FloorDiv, d0.clone() * c(8), c(4)).largest_known_divisor(),
        2
    );
    let (op, l, r) = (d0.clone() + s0.clone()).as_binary().unwrap();
    assert_eq!((op, l, r), (BinOp::Add, d0.clone(), s0.clone()));
    assert_eq!(s0.kind(), AffineExprKind::SymbolId);
    assert_eq!(s0.symbol_position(), Some(0));
    assert_eq!(d1.dim_position(), Some(1));
    assert_eq!(c(5).constant_value(), Some(5));

    let map = AffineMap::new(
        2,
        1,
        vec![d0.clone() + s0.clone(), d1.clone().floor_div(c(4))],
    );
    assert_eq!(map.to_string(), "(d0, d1)[s0] -> (d0 + s0, d1 floordiv 4)");
    assert_eq!(
        AffineMap::identity(3).to_string(),
        "(d0, d1, d2) -> (d0, d1, d2)"
    );
    assert_eq!(AffineMap::new(0, 0, vec![]).to_string(), "() -> ()");
    let set = IntegerSet::new(1, 1, vec![d0.clone() - c(1), s0.clone()], vec![false, true]);
    assert_eq!(set.to_string(), "(d0)[s0] : (d0 - 1 >= 0, s0 == 0)");
    assert_eq!(
        parse_integer_set("(d0)[s0] : (d0 - 1 >= 0, s0 == 0)").unwrap(),
        set
    );
}

/// Differential helper (run by hand): reads `kind<TAB>body` lines from
/// `$AFFINE_DIFF_IN` and writes `ok<TAB>text` or `err<TAB>offset<TAB>message`
/// lines to `$AFFINE_DIFF_OUT`.
#[test]
#[ignore]
fn differential_dump() {
    let (Ok(input), Ok(output)) = (
        std::env::var("AFFINE_DIFF_IN"),
        std::env::var("AFFINE_DIFF_OUT"),
    ) else {
        return;
    };
    let text = std::fs::read_to_string(input).unwrap();
    let mut out = String::new();
    for line in text.lines() {
        let (kind, body) = line.split_once('\t').unwrap();
        match run(kind == "set", body) {
            Ok(t) => out.push_str(&format!("ok\t{t}\n")),
            Err((o, m)) => out.push_str(&format!("err\t{o}\t{m}\n")),
        }
    }
    std::fs::write(output, out).unwrap();
}

#[test]
fn attr_body_entry_points() {
    // What follows `affine_map<` in a file, through the closing `>`.
    let rest = "(d0)[s0] -> (d0 + s0)>, x = 1} : () -> ()";
    let (m, n) = parse_affine_map_attr_body(rest).unwrap();
    assert_eq!(m.to_string(), "(d0)[s0] -> (d0 + s0)");
    assert_eq!(&rest[n..], ", x = 1} : () -> ()");
    let (s, n) = parse_integer_set_attr_body("(d0) : (d0 >= 0)> tail").unwrap();
    assert_eq!(s.to_string(), "(d0) : (d0 >= 0)");
    assert_eq!(n, 17);
    // Errors at the true end of input move back one character, as in MLIR.
    assert_eq!(
        parse_affine_map_attr_body("(d0) -> (d0 +").map_err(|e| e.error),
        Err((12, "missing right operand of binary operator".to_string()))
    );
    assert_eq!(
        parse_affine_map_attr_body("(d0) -> (d0) foo>").map_err(|e| e.error),
        Err((12, "expected '>' in affine map".to_string()))
    );
    assert_eq!(
        parse_integer_set_attr_body("(d0) -> (d0)>").map_err(|e| e.error),
        Err((0, "expected IntegerSet, but got AffineMap".to_string()))
    );
    // `-` right before the closing `>` lexes as `->`, as in MLIR.
    assert_eq!(
        parse_affine_map("(d0) -> (-"),
        Err((9, "expected affine expression".to_string()))
    );
    // Constraints running into the closing `>` consume it, as in MLIR.
    assert_eq!(
        parse_integer_set("(d0) : (d0"),
        Err((
            11,
            "expected '== affine-expr' or '>= affine-expr' at end of affine constraint".to_string()
        ))
    );
    assert!(parse_affine_map("(d0) -> (d0) > 1").is_err());
}
