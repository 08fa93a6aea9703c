//! The ops MLIR 22 gives no folder: `arith.scaling_extf`,
//! `arith.scaling_truncf` and `math.clampf` run as the lowerings
//! mlir-opt-22 writes for them (`expansions.mlir` through `--arith-expand
//! --math-expand-ops`, recorded in `expanded.mlir`), bit for bit on sampled
//! operands of every format they take there, poison included; `math.fpowi`
//! runs as LLVM's run-time `powi` (Rust's `powi`, which calls it).

use rmlir_interp::{Interpreter, Value};
use rmlir_ir::Context;
use rmlir_numerics::float::FloatKind;
use rmlir_text::parser::{parse_module, ParsedModule};

const ORIGINAL: &str = include_str!("expansions.mlir");
const EXPANDED: &str = include_str!("expanded.mlir");

fn parse(ctx: &Context, src: &str) -> ParsedModule {
    let m = parse_module(ctx, src.as_bytes(), &Default::default())
        .unwrap_or_else(|d| panic!("parse: {}", d.message));
    rmlir_ir::verify::verify(ctx, &m.body, m.op).unwrap_or_else(|d| panic!("{}", d.message));
    m
}

/// Sampled bit patterns of `kind`: all of them for 8 bits or fewer, else
/// every `step`-th plus the edges.
fn samples(kind: FloatKind, step: u128) -> Vec<Value> {
    let n = 1u128 << kind.bit_width();
    let step = if n <= 256 { 1 } else { step };
    let mut v: Vec<u128> = (0..n).step_by(step as usize).collect();
    v.extend([n - 1, n / 2, n / 2 - 1, 1]);
    v.into_iter().map(|b| Value::Float(kind, b)).collect()
}

/// Runs `f` of both modules on every combination of `operands`.
fn compare(f: &str, operands: &[Vec<Value>]) -> usize {
    let mut ctx = Context::new();
    rmlir_dialects::register_all(&mut ctx);
    let (a, b) = (parse(&ctx, ORIGINAL), parse(&ctx, EXPANDED));
    let mut ia = Interpreter::new(&ctx, &a.body, a.op).unwrap();
    let mut ib = Interpreter::new(&ctx, &b.body, b.op).unwrap();
    let mut idx = vec![0usize; operands.len()];
    let mut n = 0;
    loop {
        let args: Vec<Value> = idx
            .iter()
            .zip(operands)
            .map(|(&i, o)| o[i].clone())
            .collect();
        let (x, y) = (ia.call(f, &args).unwrap(), ib.call(f, &args).unwrap());
        assert_eq!(x, y, "@{f}{args:?}: op {x:?}, expansion {y:?}");
        n += 1;
        let mut d = idx.len();
        loop {
            if d == 0 {
                return n;
            }
            d -= 1;
            idx[d] += 1;
            if idx[d] < operands[d].len() {
                break;
            }
            idx[d] = 0;
        }
    }
}

#[test]
fn scaling_extf_is_its_expansion() {
    use FloatKind::*;
    assert!(compare("ext8", &[samples(F8E4M3FN, 1), samples(F8E8M0FNU, 1)]) >= 65536);
    compare("ext4", &[samples(F4E2M1FN, 1), samples(BF16, 61)]);
}

#[test]
fn scaling_truncf_is_its_expansion() {
    use FloatKind::*;
    compare("trunc8", &[samples(F16, 97), samples(F8E8M0FNU, 3)]);
    compare("trunc4", &[samples(BF16, 89), samples(F16, 251)]);
    compare(
        "trunc_away",
        &[samples(F32, 16_777_259), samples(F32, 33_554_467)],
    );
}

#[test]
fn clampf_is_its_expansion() {
    use FloatKind::*;
    let few: Vec<Value> = samples(F16, 2039);
    compare("clamp16", &[few.clone(), few.clone(), few]);
    let e5m2 = samples(F8E5M2, 1);
    let some: Vec<Value> = e5m2.iter().step_by(9).cloned().collect();
    compare("clamp8", &[e5m2, some.clone(), some]);
}

#[test]
fn fpowi_is_llvm_powi() {
    let src = "func.func @p64(%x: f64, %n: i32) -> f64 {
  %r = math.fpowi %x, %n : f64, i32
  return %r : f64
}
func.func @p32(%x: f32, %n: i64) -> f32 {
  %r = math.fpowi %x, %n : f32, i64
  return %r : f32
}";
    let mut ctx = Context::new();
    rmlir_dialects::register_all(&mut ctx);
    let m = parse(&ctx, src);
    let mut interp = Interpreter::new(&ctx, &m.body, m.op).unwrap();
    let xs = [
        0.0,
        -0.0,
        1.0,
        -1.0,
        0.5,
        1.1,
        -1.3,
        2.0,
        3.7,
        1e-3,
        1e3,
        1e300,
        f64::INFINITY,
        f64::NAN,
    ];
    for x in xs {
        for n in -40i32..=40 {
            let got = interp
                .call("p64", &[Value::f64(x), Value::int_signed(32, n.into())])
                .unwrap();
            assert_eq!(got, vec![Value::f64(x.powi(n))], "{x}^{n}");
            let x32 = x as f32;
            let got = interp
                .call("p32", &[Value::f32(x32), Value::int_signed(64, n.into())])
                .unwrap();
            assert_eq!(got, vec![Value::f32(x32.powi(n))], "{x32}^{n}");
        }
    }
}
