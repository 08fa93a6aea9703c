//! Programs with known results, per dialect: poison from flags, traps,
//! control flow, calls and recursion, limits, memory, tensors, vectors,
//! floats, and a user dialect's evaluation hook.

use rmlir_interp::{Config, Error, Interpreter, TrapKind, Value};
use rmlir_ir::Context;

fn context() -> Context {
    let mut ctx = Context::new();
    rmlir_dialects::register_all(&mut ctx);
    ctx.set_allow_unregistered_dialects(true);
    ctx
}

/// Parses and verifies `src`, then calls `entry` with `args`.
fn run_with(src: &str, entry: &str, args: &[Value], config: Config) -> Result<Vec<Value>, Error> {
    let ctx = context();
    let module = rmlir_text::parser::parse_module(&ctx, src.as_bytes(), &Default::default())
        .unwrap_or_else(|d| panic!("parse: {}", d.message));
    rmlir_ir::verify::verify(&ctx, &module.body, module.op)
        .unwrap_or_else(|d| panic!("verify: {}", d.message));
    let mut interp = Interpreter::new(&ctx, &module.body, module.op).unwrap();
    interp.set_config(config);
    interp.call(entry, args)
}

fn run(src: &str, entry: &str, args: &[Value]) -> Result<Vec<Value>, Error> {
    run_with(src, entry, args, Config::default())
}

fn i32v(v: i64) -> Value {
    Value::int_signed(32, v)
}

fn trap_kind(r: Result<Vec<Value>, Error>) -> TrapKind {
    match r {
        Err(Error::Trap { kind, .. }) => kind,
        other => panic!("expected a trap, got {other:?}"),
    }
}

/// A function of two `i32` applying `body` (which defines `%r`).
fn binary(body: &str) -> String {
    format!("func.func @f(%a: i32, %b: i32) -> i32 {{\n  {body}\n  return %r : i32\n}}")
}

#[test]
fn overflow_flags_give_poison() {
    let max = i32v(i32::MAX as i64);
    let one = i32v(1);
    let add_nsw = binary("%r = arith.addi %a, %b overflow<nsw> : i32");
    assert_eq!(
        run(&add_nsw, "f", &[max.clone(), one.clone()]).unwrap(),
        vec![Value::Poison]
    );
    assert_eq!(
        run(&add_nsw, "f", &[i32v(2), i32v(3)]).unwrap(),
        vec![i32v(5)]
    );
    let add = binary("%r = arith.addi %a, %b : i32");
    assert_eq!(
        run(&add, "f", &[max.clone(), one.clone()]).unwrap(),
        vec![i32v(i32::MIN as i64)]
    );
    let add_nuw = binary("%r = arith.addi %a, %b overflow<nuw> : i32");
    assert_eq!(
        run(&add_nuw, "f", &[i32v(-1), one.clone()]).unwrap(),
        vec![Value::Poison]
    );
    assert_eq!(
        run(&add_nuw, "f", &[max.clone(), one.clone()]).unwrap(),
        vec![i32v(i32::MIN as i64)]
    );
    let sub_nuw = binary("%r = arith.subi %a, %b overflow<nuw> : i32");
    assert_eq!(
        run(&sub_nuw, "f", &[i32v(0), one.clone()]).unwrap(),
        vec![Value::Poison]
    );
    let mul_nsw = binary("%r = arith.muli %a, %b overflow<nsw, nuw> : i32");
    assert_eq!(
        run(&mul_nsw, "f", &[i32v(1 << 16), i32v(1 << 15)]).unwrap(),
        vec![Value::Poison]
    );
    assert_eq!(
        run(&mul_nsw, "f", &[i32v(1 << 15), i32v(3)]).unwrap(),
        vec![i32v(3 << 15)]
    );
    let shl_nsw = binary("%r = arith.shli %a, %b overflow<nsw> : i32");
    assert_eq!(
        run(&shl_nsw, "f", &[i32v(1 << 30), one.clone()]).unwrap(),
        vec![Value::Poison]
    );
    assert_eq!(
        run(&shl_nsw, "f", &[i32v(-1), i32v(31)]).unwrap(),
        vec![i32v(i32::MIN as i64)]
    );
    let shl_nuw = binary("%r = arith.shli %a, %b overflow<nuw> : i32");
    assert_eq!(
        run(&shl_nuw, "f", &[i32v(-1), one.clone()]).unwrap(),
        vec![Value::Poison]
    );
    let exact = binary("%r = arith.divsi %a, %b exact : i32");
    assert_eq!(
        run(&exact, "f", &[i32v(7), i32v(2)]).unwrap(),
        vec![Value::Poison]
    );
    assert_eq!(
        run(&exact, "f", &[i32v(-8), i32v(2)]).unwrap(),
        vec![i32v(-4)]
    );
    let shr_exact = binary("%r = arith.shrui %a, %b exact : i32");
    assert_eq!(
        run(&shr_exact, "f", &[i32v(5), one.clone()]).unwrap(),
        vec![Value::Poison]
    );
    assert_eq!(
        run(&shr_exact, "f", &[i32v(4), one]).unwrap(),
        vec![i32v(2)]
    );
    let trunc = "func.func @f(%a: i32) -> (i8, i8) {
      %0 = arith.trunci %a overflow<nsw> : i32 to i8
      %1 = arith.trunci %a overflow<nuw> : i32 to i8
      return %0, %1 : i8, i8
    }";
    assert_eq!(
        run(trunc, "f", &[i32v(200)]).unwrap(),
        vec![Value::Poison, Value::int(8, 200)]
    );
    assert_eq!(
        run(trunc, "f", &[i32v(-1)]).unwrap(),
        vec![Value::int(8, 255), Value::Poison]
    );
}

#[test]
fn shifts_past_the_width_are_poison() {
    for op in ["shli", "shrui", "shrsi"] {
        let src = binary(&format!("%r = arith.{op} %a, %b : i32"));
        assert_eq!(
            run(&src, "f", &[i32v(1), i32v(32)]).unwrap(),
            vec![Value::Poison],
            "{op}"
        );
        assert_eq!(
            run(&src, "f", &[i32v(1), i32v(-1)]).unwrap(),
            vec![Value::Poison],
            "{op}"
        );
    }
    let src = binary("%r = arith.shrsi %a, %b : i32");
    assert_eq!(
        run(&src, "f", &[i32v(-8), i32v(1)]).unwrap(),
        vec![i32v(-4)]
    );
}

#[test]
fn division_flavours() {
    let cases = [
        ("divsi", -7, 2, -3),
        ("ceildivsi", -7, 2, -3),
        ("floordivsi", -7, 2, -4),
        ("ceildivsi", 7, 2, 4),
        ("floordivsi", 7, -2, -4),
        ("remsi", -7, 2, -1),
        ("remsi", i32::MIN as i64, -1, 0),
        ("divui", -1, 2, (u32::MAX / 2) as i64),
        ("ceildivui", 7, 2, 4),
        ("remui", -1, 10, 5),
    ];
    for (op, a, b, r) in cases {
        let src = binary(&format!("%r = arith.{op} %a, %b : i32"));
        assert_eq!(
            run(&src, "f", &[i32v(a), i32v(b)]).unwrap(),
            vec![i32v(r)],
            "{op} {a} {b}"
        );
    }
}

#[test]
fn undefined_behaviour_traps() {
    for op in ["divsi", "divui", "ceildivsi", "ceildivui", "floordivsi"] {
        let src = binary(&format!("%r = arith.{op} %a, %b : i32"));
        assert_eq!(
            trap_kind(run(&src, "f", &[i32v(1), i32v(0)])),
            TrapKind::DivisionByZero,
            "{op}"
        );
    }
    // MLIR 22 declares the remainders pure (LICM hoists them out of loops
    // that may not run: a finding of the differential fuzz target), so a
    // zero or poison divisor makes poison, not a trap.
    for op in ["remsi", "remui"] {
        let src = binary(&format!("%r = arith.{op} %a, %b : i32"));
        for divisor in [i32v(0), Value::Poison] {
            let r = run(&src, "f", &[i32v(1), divisor.clone()]);
            assert_eq!(r.unwrap(), vec![Value::Poison], "{op} by {divisor:?}");
        }
    }
    for op in ["divsi", "ceildivsi", "floordivsi"] {
        let src = binary(&format!("%r = arith.{op} %a, %b : i32"));
        let r = run(&src, "f", &[i32v(i32::MIN as i64), i32v(-1)]);
        assert_eq!(trap_kind(r), TrapKind::SignedDivisionOverflow, "{op}");
    }
    let src = binary("%r = arith.divui %a, %b : i32");
    assert_eq!(
        trap_kind(run(&src, "f", &[i32v(1), Value::Poison])),
        TrapKind::PoisonUse("divisor")
    );
    assert_eq!(
        run(&src, "f", &[Value::Poison, i32v(1)]).unwrap(),
        vec![Value::Poison]
    );
    let branch = "func.func @f(%c: i1) -> i32 {
      cf.cond_br %c, ^a, ^b
    ^a:
      %0 = arith.constant 1 : i32
      return %0 : i32
    ^b:
      %1 = arith.constant 2 : i32
      return %1 : i32
    }";
    assert_eq!(
        trap_kind(run(branch, "f", &[Value::Poison])),
        TrapKind::PoisonUse("condition")
    );
    assert_eq!(
        run(branch, "f", &[Value::bool(false)]).unwrap(),
        vec![i32v(2)]
    );
    let unreachable = "func.func @f() { ub.unreachable }";
    assert_eq!(trap_kind(run(unreachable, "f", &[])), TrapKind::Unreachable);
    let assert = "func.func @f(%c: i1) { cf.assert %c, \"boom\" return }";
    assert_eq!(
        trap_kind(run(assert, "f", &[Value::bool(false)])),
        TrapKind::AssertionFailed("boom".into())
    );
    assert_eq!(run(assert, "f", &[Value::bool(true)]).unwrap(), vec![]);
}

#[test]
fn poison_propagates_and_select_picks() {
    let src = "func.func @f(%c: i1, %a: i32) -> (i32, i32, i1) {
      %p = ub.poison : i32
      %s = arith.select %c, %a, %p : i32
      %x = arith.addi %p, %a : i32
      %k = arith.cmpi eq, %p, %a : i32
      return %s, %x, %k : i32, i32, i1
    }";
    assert_eq!(
        run(src, "f", &[Value::bool(true), i32v(5)]).unwrap(),
        vec![i32v(5), Value::Poison, Value::Poison]
    );
    assert_eq!(
        run(src, "f", &[Value::bool(false), i32v(5)]).unwrap()[0],
        Value::Poison
    );
    assert_eq!(
        run(src, "f", &[Value::Poison, i32v(5)]).unwrap()[0],
        Value::Poison
    );
}

const LOOPS: &str = "
func.func @sum_cf(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^head(%c0, %c0 : i32, i32)
^head(%i: i32, %acc: i32):
  %more = arith.cmpi slt, %i, %n : i32
  cf.cond_br %more, ^body, ^exit(%acc : i32)
^body:
  %i1 = arith.addi %i, %c1 : i32
  %acc1 = arith.addi %acc, %i1 : i32
  cf.br ^head(%i1, %acc1 : i32, i32)
^exit(%r: i32):
  return %r : i32
}
func.func @sum_for(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> (index) {
    %a = arith.addi %acc, %i : index
    scf.yield %a : index
  }
  return %r : index
}
func.func @sum_for_unsigned(%lb: i8, %ub: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %c0 = arith.constant 0 : i8
  %r = scf.for unsigned %i = %lb to %ub step %c1 iter_args(%acc = %c0) -> (i8) : i8 {
    %a = arith.addi %acc, %c1 : i8
    scf.yield %a : i8
  }
  return %r : i8
}
func.func @collatz(%n: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c2 = arith.constant 2 : i64
  %c3 = arith.constant 3 : i64
  %r:2 = scf.while (%x = %n, %steps = %c0) : (i64, i64) -> (i64, i64) {
    %go = arith.cmpi ne, %x, %c1 : i64
    scf.condition(%go) %x, %steps : i64, i64
  } do {
  ^bb0(%x: i64, %steps: i64):
    %odd = arith.remui %x, %c2 : i64
    %is_odd = arith.cmpi ne, %odd, %c0 : i64
    %next = scf.if %is_odd -> i64 {
      %t = arith.muli %x, %c3 : i64
      %t1 = arith.addi %t, %c1 : i64
      scf.yield %t1 : i64
    } else {
      %h = arith.divui %x, %c2 : i64
      scf.yield %h : i64
    }
    %s1 = arith.addi %steps, %c1 : i64
    scf.yield %next, %s1 : i64, i64
  }
  return %r#1 : i64
}
func.func @classify(%x: index) -> i32 {
  %r = scf.index_switch %x -> i32
  case 2 {
    %c = arith.constant 20 : i32
    scf.yield %c : i32
  }
  case 5 {
    %c = arith.constant 50 : i32
    scf.yield %c : i32
  }
  default {
    %c = arith.constant -1 : i32
    scf.yield %c : i32
  }
  return %r : i32
}
func.func @switch(%x: i32) -> i32 {
  %c7 = arith.constant 7 : i32
  cf.switch %x : i32, [
    default: ^d(%c7 : i32),
    1: ^one,
    -4: ^d(%x : i32)
  ]
^one:
  %c100 = arith.constant 100 : i32
  return %c100 : i32
^d(%v: i32):
  return %v : i32
}
func.func @region(%c: i1) -> i32 {
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^a, ^b
  ^a:
    %one = arith.constant 1 : i32
    scf.yield %one : i32
  ^b:
    %two = arith.constant 2 : i32
    scf.yield %two : i32
  }
  return %r : i32
}
";

#[test]
fn control_flow() {
    assert_eq!(run(LOOPS, "sum_cf", &[i32v(10)]).unwrap(), vec![i32v(55)]);
    assert_eq!(
        run(LOOPS, "sum_for", &[Value::index(100)]).unwrap(),
        vec![Value::index(4950)]
    );
    assert_eq!(
        run(LOOPS, "sum_for", &[Value::index(-5)]).unwrap(),
        vec![Value::index(0)]
    );
    // Unsigned comparison: from 250 to 5 wraps nothing, 0 iterations; 5 to
    // 250 runs 245 times (signed, 250 would be negative).
    let u8v = |v| Value::int(8, v);
    assert_eq!(
        run(LOOPS, "sum_for_unsigned", &[u8v(5), u8v(250)]).unwrap(),
        vec![u8v(245)]
    );
    assert_eq!(
        run(LOOPS, "sum_for_unsigned", &[u8v(250), u8v(5)]).unwrap(),
        vec![u8v(0)]
    );
    assert_eq!(
        run(LOOPS, "collatz", &[Value::int(64, 27)]).unwrap(),
        vec![Value::int(64, 111)]
    );
    for (x, r) in [(2, 20), (5, 50), (3, -1)] {
        assert_eq!(
            run(LOOPS, "classify", &[Value::index(x)]).unwrap(),
            vec![i32v(r)]
        );
    }
    for (x, r) in [(1, 100), (-4, -4), (9, 7)] {
        assert_eq!(run(LOOPS, "switch", &[i32v(x)]).unwrap(), vec![i32v(r)]);
    }
    assert_eq!(
        run(LOOPS, "region", &[Value::bool(true)]).unwrap(),
        vec![i32v(1)]
    );
    assert_eq!(
        run(LOOPS, "region", &[Value::bool(false)]).unwrap(),
        vec![i32v(2)]
    );
}

const CALLS: &str = "
func.func @fib(%n: i64) -> i64 {
  %c2 = arith.constant 2 : i64
  %c1 = arith.constant 1 : i64
  %small = arith.cmpi slt, %n, %c2 : i64
  %r = scf.if %small -> i64 {
    scf.yield %n : i64
  } else {
    %a = arith.subi %n, %c1 : i64
    %b = arith.subi %n, %c2 : i64
    %fa = func.call @fib(%a) : (i64) -> i64
    %fb = func.call @fib(%b) : (i64) -> i64
    %s = arith.addi %fa, %fb : i64
    scf.yield %s : i64
  }
  return %r : i64
}
func.func @depth(%n: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %done = arith.cmpi eq, %n, %c0 : i64
  cf.cond_br %done, ^end, ^rec
^end:
  return %c0 : i64
^rec:
  %m = arith.subi %n, %c1 : i64
  %r = func.call @depth(%m) : (i64) -> i64
  %r1 = arith.addi %r, %c1 : i64
  return %r1 : i64
}
func.func @spin() {
  cf.br ^l
^l:
  cf.br ^l
}
func.func private @external(i32) -> i32
func.func @calls_external(%x: i32) -> i32 {
  %r = func.call @external(%x) : (i32) -> i32
  return %r : i32
}
func.func @indirect(%x: i64) -> i64 {
  %f = func.constant @fib : (i64) -> i64
  %r = func.call_indirect %f(%x) : (i64) -> i64
  return %r : i64
}
";

#[test]
fn calls_recursion_and_limits() {
    let i64v = |v| Value::int(64, v);
    assert_eq!(run(CALLS, "fib", &[i64v(20)]).unwrap(), vec![i64v(6765)]);
    assert_eq!(run(CALLS, "indirect", &[i64v(10)]).unwrap(), vec![i64v(55)]);
    // Deep recursion: far deeper than the default Rust stack allows without
    // the stack growing on demand.
    let deep = Config {
        max_call_depth: 200_000,
        ..Config::default()
    };
    assert_eq!(
        run_with(CALLS, "depth", &[i64v(100_000)], deep).unwrap(),
        vec![i64v(100_000)]
    );
    let shallow = Config {
        max_call_depth: 100,
        ..Config::default()
    };
    assert_eq!(
        run_with(CALLS, "depth", &[i64v(1000)], shallow),
        Err(Error::CallDepthExceeded)
    );
    let little = Config {
        fuel: 1000,
        ..Config::default()
    };
    assert_eq!(run_with(CALLS, "spin", &[], little), Err(Error::OutOfFuel));
    assert!(matches!(
        run(CALLS, "calls_external", &[i32v(1)]),
        Err(Error::Invalid(_))
    ));
    assert!(matches!(run(CALLS, "nope", &[]), Err(Error::Invalid(_))));
    assert!(matches!(
        run(CALLS, "fib", &[i32v(1)]),
        Err(Error::Invalid(_))
    ));
}

const MEMORY: &str = "
func.func @roundtrip(%n: index, %v: i32) -> (i32, index, index) {
  %m = memref.alloc(%n) : memref<?x4xi32>
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %last = arith.subi %n, %c3 : index
  memref.store %v, %m[%last, %c3] : memref<?x4xi32>
  %x = memref.load %m[%last, %c3] : memref<?x4xi32>
  %d = memref.dim %m, %c0 : memref<?x4xi32>
  %r = memref.rank %m : memref<?x4xi32>
  memref.dealloc %m : memref<?x4xi32>
  return %x, %d, %r : i32, index, index
}
func.func @oob(%i: index) -> i32 {
  %m = memref.alloca() : memref<4xi32>
  %x = memref.load %m[%i] : memref<4xi32>
  return %x : i32
}
func.func @uaf() -> i32 {
  %m = memref.alloc() : memref<4xi32>
  memref.dealloc %m : memref<4xi32>
  %c0 = arith.constant 0 : index
  %x = memref.load %m[%c0] : memref<4xi32>
  return %x : i32
}
func.func @double_free() {
  %m = memref.alloc() : memref<4xi32>
  memref.dealloc %m : memref<4xi32>
  memref.dealloc %m : memref<4xi32>
  return
}
func.func @make_stack() -> memref<4xi32> {
  %m = memref.alloca() : memref<4xi32>
  return %m : memref<4xi32>
}
func.func @dangling() -> i32 {
  %m = func.call @make_stack() : () -> memref<4xi32>
  %c0 = arith.constant 0 : index
  %x = memref.load %m[%c0] : memref<4xi32>
  return %x : i32
}
func.func @views() -> (i32, i32, f32) {
  %m = memref.alloc() : memref<4x4xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %k = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %c0) -> (index) {
    %kk = scf.for %j = %c0 to %c4 step %c1 iter_args(%a2 = %acc) -> (index) {
      %v = arith.index_cast %a2 : index to i32
      memref.store %v, %m[%i, %j] : memref<4x4xi32>
      %n = arith.addi %a2, %c1 : index
      scf.yield %n : index
    }
    scf.yield %kk : index
  }
  %s = memref.subview %m[1, 1] [2, 2] [2, 1] : memref<4x4xi32> to memref<2x2xi32, strided<[8, 1], offset: 5>>
  %x = memref.load %s[%c1, %c1] : memref<2x2xi32, strided<[8, 1], offset: 5>>
  %row = memref.subview %m[2, 0] [1, 4] [1, 1] : memref<4x4xi32> to memref<4xi32, strided<[1], offset: 8>>
  %y = memref.load %row[%c1] : memref<4xi32, strided<[1], offset: 8>>
  %f = memref.alloc() : memref<2xf32>
  %g = memref.alloc() : memref<2xf32>
  %one = arith.constant 1.5 : f32
  memref.store %one, %f[%c1] : memref<2xf32>
  memref.copy %f, %g : memref<2xf32> to memref<2xf32>
  %gc = memref.cast %g : memref<2xf32> to memref<?xf32>
  %z = memref.load %gc[%c1] : memref<?xf32>
  return %x, %y, %z : i32, i32, f32
}
";

#[test]
fn memory() {
    assert_eq!(
        run(MEMORY, "roundtrip", &[Value::index(5), i32v(9)]).unwrap(),
        vec![i32v(9), Value::index(5), Value::index(2)]
    );
    assert_eq!(
        trap_kind(run(MEMORY, "oob", &[Value::index(4)])),
        TrapKind::OutOfBounds
    );
    assert_eq!(
        trap_kind(run(MEMORY, "oob", &[Value::index(-1)])),
        TrapKind::OutOfBounds
    );
    assert_eq!(
        trap_kind(run(MEMORY, "oob", &[Value::Poison])),
        TrapKind::PoisonUse("index")
    );
    assert_eq!(
        run(MEMORY, "oob", &[Value::index(3)]).unwrap(),
        vec![Value::Poison]
    );
    assert_eq!(trap_kind(run(MEMORY, "uaf", &[])), TrapKind::UseAfterFree);
    assert_eq!(
        trap_kind(run(MEMORY, "double_free", &[])),
        TrapKind::DoubleFree
    );
    assert_eq!(
        trap_kind(run(MEMORY, "dangling", &[])),
        TrapKind::UseAfterFree
    );
    assert_eq!(
        run(MEMORY, "views", &[]).unwrap(),
        vec![i32v(14), i32v(9), Value::f32(1.5)]
    );
}

const TENSORS: &str = "
func.func @t(%a: i32, %i: index) -> (i32, tensor<2x2xi32>, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t = tensor.from_elements %a, %a, %a, %a : tensor<2x2xi32>
  %seven = arith.constant 7 : i32
  %u = tensor.insert %seven into %t[%c1, %c0] : tensor<2x2xi32>
  %x = tensor.extract %u[%i, %c0] : tensor<2x2xi32>
  %d = tensor.dim %u, %c1 : tensor<2x2xi32>
  return %x, %u, %d : i32, tensor<2x2xi32>, index
}
func.func @gen(%n: index) -> tensor<?xindex> {
  %t = tensor.generate %n {
  ^bb0(%i: index):
    %sq = arith.muli %i, %i : index
    tensor.yield %sq : index
  } : tensor<?xindex>
  return %t : tensor<?xindex>
}
func.func @vec() -> vector<4xi8> {
  %a = arith.constant dense<[1, 2, 127, -128]> : vector<4xi8>
  %b = arith.constant dense<1> : vector<4xi8>
  %r = arith.addi %a, %b : vector<4xi8>
  return %r : vector<4xi8>
}
func.func @empty() -> i32 {
  %t = tensor.empty() : tensor<3xi32>
  %c0 = arith.constant 0 : index
  %x = tensor.extract %t[%c0] : tensor<3xi32>
  return %x : i32
}
";

#[test]
fn tensors_and_vectors() {
    let r = run(TENSORS, "t", &[i32v(3), Value::index(1)]).unwrap();
    assert_eq!(r[0], i32v(7));
    assert_eq!(r[2], Value::index(2));
    let Value::Shaped(s) = &r[1] else { panic!() };
    assert_eq!(s.elems, vec![i32v(3), i32v(3), i32v(7), i32v(3)]);
    assert_eq!(
        trap_kind(run(TENSORS, "t", &[i32v(3), Value::index(2)])),
        TrapKind::OutOfBounds
    );
    let Value::Shaped(g) = &run(TENSORS, "gen", &[Value::index(4)]).unwrap()[0] else {
        panic!()
    };
    assert_eq!(g.elems, [0, 1, 4, 9].map(Value::index).to_vec());
    let Value::Shaped(v) = &run(TENSORS, "vec", &[]).unwrap()[0] else {
        panic!()
    };
    assert_eq!(
        v.elems,
        [2u64, 3, 128, 129].map(|x| Value::int(8, x)).to_vec()
    );
    assert_eq!(run(TENSORS, "empty", &[]).unwrap(), vec![Value::Poison]);
}

#[test]
fn floats() {
    let src = "func.func @f(%a: f16, %b: bf16, %x: f32) -> (f16, bf16, f32, f32, i32, f64) {
      %0 = arith.addf %a, %a : f16
      %1 = arith.mulf %b, %b : bf16
      %2 = math.sin %x : f32
      %3 = math.fma %x, %x, %x : f32
      %4 = arith.fptosi %x : f32 to i32
      %5 = arith.extf %x : f32 to f64
      return %0, %1, %2, %3, %4, %5 : f16, bf16, f32, f32, i32, f64
    }";
    let f16_one = Value::Float(rmlir_numerics::float::FloatKind::F16, 0x3C00);
    let bf16_three = Value::Float(rmlir_numerics::float::FloatKind::BF16, 0x4040);
    let r = run(src, "f", &[f16_one, bf16_three, Value::f32(2.5)]).unwrap();
    assert_eq!(
        r[0],
        Value::Float(rmlir_numerics::float::FloatKind::F16, 0x4000)
    );
    assert_eq!(
        r[1],
        Value::Float(rmlir_numerics::float::FloatKind::BF16, 0x4110)
    );
    assert_eq!(r[2], Value::f32(2.5f32.sin()));
    assert_eq!(r[3], Value::f32(2.5f32.mul_add(2.5, 2.5)));
    assert_eq!(r[4], i32v(2));
    assert_eq!(r[5], Value::f64(2.5));
    let big = run(src, "f", &[r[0].clone(), r[1].clone(), Value::f32(3e9)]).unwrap();
    assert_eq!(big[4], Value::Poison, "fptosi out of range");
    let nnan = "func.func @f(%a: f32) -> f32 {
      %0 = arith.addf %a, %a fastmath<nnan> : f32
      return %0 : f32
    }";
    assert_eq!(
        run(nnan, "f", &[Value::f32(f32::NAN)]).unwrap(),
        vec![Value::Poison]
    );
    assert_eq!(
        run(nnan, "f", &[Value::f32(1.0)]).unwrap(),
        vec![Value::f32(2.0)]
    );
}

#[test]
fn unknown_ops_and_user_hooks() {
    let src = "func.func @f(%a: i32) -> i32 {
      %0 = \"mydialect.triple\"(%a) : (i32) -> i32
      return %0 : i32
    }";
    assert_eq!(
        run(src, "f", &[i32v(1)]),
        Err(Error::NoSemantics("mydialect.triple".into()))
    );
    let ctx = context();
    let module =
        rmlir_text::parser::parse_module(&ctx, src.as_bytes(), &Default::default()).unwrap();
    let mut interp = Interpreter::new(&ctx, &module.body, module.op).unwrap();
    interp.register_op("mydialect.triple", |_, args| {
        let a = args[0].as_apint().unwrap();
        Ok(vec![Value::Int(a.wrapping_mul(
            &rmlir_numerics::apint::APInt::from_u64(a.width(), 3),
        ))])
    });
    assert_eq!(interp.call("f", &[i32v(14)]).unwrap(), vec![i32v(42)]);
    interp.register_op("mydialect.triple", |_, _| Ok(vec![Value::int(8, 0)]));
    assert!(matches!(
        interp.call("f", &[i32v(14)]),
        Err(Error::Invalid(_))
    ));
}

#[test]
fn parallel_loops_run_in_row_major_order() {
    let src = "func.func @q(%n: index, %x: i32, %y: f32) -> (i32, i32, index, i32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %m = memref.alloca() : memref<4xi32>
  scf.forall (%i) in (4) {
    %v = arith.index_cast %i : index to i32
    memref.store %v, %m[%i] : memref<4xi32>
  }
  scf.forall (%i, %j) = (1, 0) to (%n, 2) step (2, 1) {
    %v = memref.load %m[%i] : memref<4xi32>
    %w = arith.addi %v, %v : i32
    memref.store %w, %m[%i] : memref<4xi32>
  }
  %a = memref.load %m[%c1] : memref<4xi32>
  %b = memref.load %m[%c3] : memref<4xi32>
  %k = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%c0) -> index {
    scf.reduce(%i : index) {
    ^bb0(%l: index, %r: index):
      %s = arith.addi %l, %r : index
      scf.reduce.return %s : index
    }
  }
  %r:2 = scf.parallel (%i, %j) = (%c0, %c1) to (%c3, %c3) step (%c1, %c1) init (%x, %y) -> (i32, f32) {
    %v = arith.index_cast %i : index to i32
    %f = arith.sitofp %v : i32 to f32
    scf.reduce(%v, %f : i32, f32) {
    ^bb0(%l: i32, %r: i32):
      %s = arith.subi %l, %r : i32
      scf.reduce.return %s : i32
    }, {
    ^bb0(%l: f32, %r: f32):
      %s = arith.maximumf %l, %r : f32
      scf.reduce.return %s : f32
    }
  }
  return %a, %b, %k, %r#0, %r#1 : i32, i32, index, i32, f32
}";
    let out = run(src, "q", &[Value::index(4), i32v(100), Value::f32(0.5)]).unwrap();
    // Stores twice per `i` in 1, 3; the sum of 0..4; 100 minus 0, 0, 1, 1,
    // 2, 2 in that order; the largest of 0.5, 0, 1 and 2.
    assert_eq!(
        out,
        vec![
            i32v(4),
            i32v(12),
            Value::index(6),
            i32v(94),
            Value::f32(2.0)
        ]
    );
    // No iterations: the initial values.
    let out = run(src, "q", &[Value::index(0), i32v(7), Value::f32(0.5)]).unwrap();
    assert_eq!(out[2], Value::index(0));
}

#[test]
fn scaling_casts_clamp_and_erf() {
    let src = "func.func @s(%a: f32, %s: f32, %v: f64, %lo: f64, %hi: f64, %e: f64) -> (f64, f32, f64, f64, f32) {
  %x = arith.scaling_extf %a, %s : f32, f32 to f64
  %y = arith.scaling_truncf %v, %s : f64, f32 to f32
  %c = math.clampf %v to [%lo, %hi] : f64
  %r = math.erf %e : f64
  %p = math.fpowi %a, %s32 : f32, i32
  return %x, %y, %c, %r, %p : f64, f32, f64, f64, f32
}";
    let src = src
        .replace("%s32", "%k")
        .replace("  %p = ", "  %k = arith.constant -2 : i32\n  %p = ");
    // The scale 5 is truncated to 4 (f8E8M0FNU, nearest even of the
    // exponent); clampf is maximumf(minimumf(v, lo), hi).
    let out = run(
        &src,
        "s",
        &[
            Value::f32(3.0),
            Value::f32(5.0),
            Value::f64(10.0),
            Value::f64(1.0),
            Value::f64(3.0),
            Value::f64(0.5),
        ],
    )
    .unwrap();
    assert_eq!(out[0], Value::f64(12.0));
    assert_eq!(out[1], Value::f32(2.5));
    assert_eq!(out[2], Value::f64(3.0));
    assert_eq!(out[3], Value::f64(0.520_499_877_813_046_5));
    assert_eq!(out[4], Value::f32(1.0 / 9.0));
}

/// A switch on poison is undefined behaviour only when the flag picks
/// between cases: with a default alone it decides nothing (and
/// remove-dead-values treats it as dead and may make it poison, a finding
/// of the differential fuzz target).
#[test]
fn switch_on_poison_traps_only_with_cases() {
    const SWITCHES: &str = r#"
func.func @index_default_only() -> i32 {
  %p = ub.poison : index
  %r = scf.index_switch %p -> i32
  default {
    %c = arith.constant 7 : i32
    scf.yield %c : i32
  }
  return %r : i32
}
func.func @index_with_case() -> i32 {
  %p = ub.poison : index
  %r = scf.index_switch %p -> i32
  case 1 {
    %c = arith.constant 1 : i32
    scf.yield %c : i32
  }
  default {
    %c = arith.constant 7 : i32
    scf.yield %c : i32
  }
  return %r : i32
}
func.func @cf_default_only() -> i32 {
  %p = ub.poison : i32
  %c = arith.constant 9 : i32
  cf.switch %p : i32, [default: ^bb1(%c : i32)]
^bb1(%x: i32):
  return %x : i32
}
func.func @cf_with_case() -> i32 {
  %p = ub.poison : i32
  %c = arith.constant 9 : i32
  cf.switch %p : i32, [default: ^bb1(%c : i32), 3: ^bb1(%c : i32)]
^bb1(%x: i32):
  return %x : i32
}
"#;
    assert_eq!(
        run(SWITCHES, "index_default_only", &[]).unwrap(),
        vec![i32v(7)]
    );
    assert_eq!(
        run(SWITCHES, "cf_default_only", &[]).unwrap(),
        vec![i32v(9)]
    );
    for f in ["index_with_case", "cf_with_case"] {
        assert_eq!(
            trap_kind(run(SWITCHES, f, &[])),
            TrapKind::PoisonUse("switch flag"),
            "{f}"
        );
    }
}
