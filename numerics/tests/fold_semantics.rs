//! Checks `apint_ops` and `float_ops` against constant-folding results
//! recorded from `mlir-opt-22 --canonicalize` (see
//! `tests/fold_cases/gen_expected.py`, which regenerates the tables).
//!
//! Extra tables in the same format (e.g. large sweeps that are too big to
//! commit) can be checked by naming them in `RMLIR_EXTRA_INT_CASES` /
//! `RMLIR_EXTRA_FLOAT_CASES`.

use num_bigint::BigInt;
use rmlir_numerics::apint::APInt;
use rmlir_numerics::apint_ops::CmpIPredicate;
use rmlir_numerics::float::FloatKind;
use rmlir_numerics::float_ops::{self as fo, CmpFPredicate};

const INT_CASES: &str = include_str!("fold_cases/int_cases.txt");
const FLOAT_CASES: &str = include_str!("fold_cases/float_cases.txt");

/// One table line: `op ty operands... -> results...`.
struct Line<'a> {
    op: &'a str,
    ty: &'a str,
    args: Vec<&'a str>,
    expected: Vec<&'a str>,
}

fn parse_lines(table: &str) -> impl Iterator<Item = (usize, &str, Line<'_>)> {
    table.lines().enumerate().filter_map(|(no, raw)| {
        if raw.starts_with('#') || raw.trim().is_empty() {
            return None;
        }
        let (lhs, rhs) = raw.split_once(" -> ").expect("missing ->");
        let mut it = lhs.split_whitespace();
        let op = it.next().expect("op");
        let ty = it.next().expect("type");
        let line = Line {
            op,
            ty,
            args: it.collect(),
            expected: rhs.split_whitespace().collect(),
        };
        Some((no + 1, raw, line))
    })
}

fn int_width(ty: &str) -> u32 {
    ty.strip_prefix('i')
        .and_then(|w| w.parse().ok())
        .unwrap_or_else(|| panic!("bad int type {ty}"))
}

fn int_value(width: u32, text: &str) -> APInt {
    match text {
        "true" => APInt::from_u64(width, 1),
        "false" => APInt::from_u64(width, 0),
        _ => APInt::from_bigint(width, &text.parse::<BigInt>().expect("int literal")),
    }
}

fn int_text(v: &APInt) -> String {
    if v.width() == 1 {
        return if v.is_zero() { "false" } else { "true" }.to_string();
    }
    v.to_decimal(true)
}

fn bool_text(b: bool) -> String {
    if b { "true" } else { "false" }.to_string()
}

fn opt(v: Option<String>) -> String {
    v.unwrap_or_else(|| "nofold".to_string())
}

/// What our library computes for an integer table line.
fn eval_int(line: &Line) -> Vec<String> {
    if let Some((from, to)) = line.ty.split_once('>') {
        let a = int_value(int_width(from), line.args[0]);
        let w = int_width(to);
        let r = match line.op {
            "extui" => a.zext(w),
            "extsi" => a.sext(w),
            "trunci" => a.trunc(w),
            op => panic!("unknown cast {op}"),
        };
        return vec![int_text(&r)];
    }
    let w = int_width(line.ty);
    let a = int_value(w, line.args[0]);
    if line.args.len() == 1 {
        let r = match line.op {
            "absi" => a.abs(),
            "ctlz" => a.ctlz(),
            "cttz" => a.cttz(),
            "ctpop" => a.ctpop(),
            op => panic!("unknown unary {op}"),
        };
        return vec![int_text(&r)];
    }
    let b = int_value(w, line.args[1]);
    if let Some(pred) = line.op.strip_prefix("cmpi.") {
        let pred = CmpIPredicate::from_keyword(pred).expect("predicate");
        return vec![bool_text(a.cmpi(pred, &b))];
    }
    let pair = |(x, y): (APInt, APInt)| vec![int_text(&x), int_text(&y)];
    match line.op {
        "addui_extended" => {
            let (s, c) = a.addui_extended(&b);
            return vec![int_text(&s), bool_text(c)];
        }
        "mulsi_extended" => return pair(a.mulsi_extended(&b)),
        "mului_extended" => return pair(a.mului_extended(&b)),
        _ => {}
    }
    let r = match line.op {
        "addi" => Some(a.wrapping_add(&b)),
        "subi" => Some(a.wrapping_sub(&b)),
        "muli" => Some(a.wrapping_mul(&b)),
        "divui" => a.udiv(&b),
        "divsi" => a.divsi(&b),
        "ceildivui" => a.ceildivu(&b),
        "ceildivsi" => a.ceildivs(&b),
        "floordivsi" => a.floordivs(&b),
        "remui" => a.urem(&b),
        "remsi" => a.srem(&b),
        "andi" => Some(a.and(&b)),
        "ori" => Some(a.or(&b)),
        "xori" => Some(a.xor(&b)),
        "maxsi" => Some(a.smax(&b)),
        "maxui" => Some(a.umax(&b)),
        "minsi" => Some(a.smin(&b)),
        "minui" => Some(a.umin(&b)),
        "shli" => a.shl(&b),
        "shrui" => a.lshr(&b),
        "shrsi" => a.ashr(&b),
        "ipowi" => a.ipowi(&b),
        op => panic!("unknown binary {op}"),
    };
    vec![opt(r.map(|v| int_text(&v)))]
}

fn kind(text: &str) -> FloatKind {
    FloatKind::from_keyword(text).unwrap_or_else(|| panic!("bad float type {text}"))
}

fn bits(text: &str) -> u128 {
    u128::from_str_radix(text.trim_start_matches("0x"), 16).expect("hex bits")
}

fn hex(v: u128) -> String {
    format!("0x{v:X}")
}

/// What our library computes for a float table line.
fn eval_float(line: &Line) -> String {
    if let Some((from, to)) = line.ty.split_once('>') {
        return match line.op {
            "extf" | "truncf" => {
                opt(fo::fold_convertf(kind(from), kind(to), bits(line.args[0])).map(hex))
            }
            "sitofp" | "uitofp" => {
                let v = int_value(int_width(from), line.args[0]);
                let r = if line.op == "sitofp" {
                    fo::fold_sitofp(kind(to), &v)
                } else {
                    fo::fold_uitofp(kind(to), &v)
                };
                hex(r)
            }
            "fptosi" | "fptoui" => {
                let (k, w) = (kind(from), int_width(to));
                let r = if line.op == "fptosi" {
                    fo::fold_fptosi(k, bits(line.args[0]), w)
                } else {
                    fo::fold_fptoui(k, bits(line.args[0]), w)
                };
                opt(r.map(|v| int_text(&v)))
            }
            op => panic!("unknown cast {op}"),
        };
    }
    let k = kind(line.ty);
    let a = bits(line.args[0]);
    if line.args.len() == 1 {
        let r = match line.op {
            "negf" => Some(fo::neg(k, a)),
            "absf" => Some(fo::abs(k, a)),
            "sqrt" => fo::fold_sqrt(k, a),
            "floor" => Some(fo::fold_floor(k, a)),
            "ceil" => Some(fo::fold_ceil(k, a)),
            "roundeven" => Some(fo::fold_roundeven(k, a)),
            "round" => fo::fold_round(k, a),
            "trunc" => fo::fold_trunc(k, a),
            op => panic!("unknown unary {op}"),
        };
        return opt(r.map(hex));
    }
    let b = bits(line.args[1]);
    if let Some(pred) = line.op.strip_prefix("cmpf.") {
        let pred = CmpFPredicate::from_keyword(pred).expect("predicate");
        return bool_text(fo::cmpf(k, pred, a, b));
    }
    // The canonicalizer merges equal constants, so `op(x, x)` identity
    // folds apply when both operands have the same bits.
    let same = a == b;
    let r = match line.op {
        "addf" => fo::fold_addf(k, a, b),
        "subf" => fo::fold_subf(k, a, b),
        "mulf" => fo::fold_mulf(k, a, b),
        "divf" => fo::fold_divf(k, a, b),
        "remf" => fo::fold_remf(k, a, b),
        "maximumf" | "minimumf" | "maxnumf" | "minnumf" if same => a,
        "maximumf" => fo::fold_maximumf(k, a, b),
        "minimumf" => fo::fold_minimumf(k, a, b),
        "maxnumf" => fo::fold_maxnumf(k, a, b),
        "minnumf" => fo::fold_minnumf(k, a, b),
        "copysign" => fo::copysign(k, a, b),
        op => panic!("unknown binary {op}"),
    };
    hex(r)
}

/// Runs every line of `table` through `eval`, reporting all mismatches.
fn check<F: Fn(&Line) -> Vec<String>>(table: &str, eval: F) -> usize {
    let mut failures = Vec::new();
    let mut count = 0;
    for (no, raw, line) in parse_lines(table) {
        count += 1;
        let got = eval(&line);
        if got != line.expected {
            failures.push(format!("line {no}: {raw}   (got {})", got.join(" ")));
        }
    }
    assert!(count > 0, "empty table");
    if !failures.is_empty() {
        for f in failures.iter().take(60) {
            eprintln!("{f}");
        }
        panic!(
            "{} of {count} cases differ from mlir-opt-22",
            failures.len()
        );
    }
    count
}

/// The contents of the extra table named by environment variable `var`.
fn extra_table(var: &str) -> Option<String> {
    let path = std::env::var_os(var)?;
    Some(std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path:?}: {e}")))
}

#[test]
fn integer_folds_match_mlir() {
    let n = check(INT_CASES, eval_int);
    eprintln!("{n} integer cases match");
    if let Some(extra) = extra_table("RMLIR_EXTRA_INT_CASES") {
        let n = check(&extra, eval_int);
        eprintln!("{n} extra integer cases match");
    }
}

#[test]
fn float_folds_match_mlir() {
    let n = check(FLOAT_CASES, |l| vec![eval_float(l)]);
    eprintln!("{n} float cases match");
    if let Some(extra) = extra_table("RMLIR_EXTRA_FLOAT_CASES") {
        let n = check(&extra, |l| vec![eval_float(l)]);
        eprintln!("{n} extra float cases match");
    }
}
