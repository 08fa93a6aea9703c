//! The user pattern, pass and tool of `rmlir-examples`, run from outside the
//! crates that define the IR and the drivers.

use rmlir_examples::{tool, MulPowerOfTwoToShift};
use rmlir_ir::pattern::FrozenPatternSet;
use rmlir_ir::Context;
use rmlir_passes::{parse_pipeline, RunOptions};
use rmlir_text::parser::{parse_module, ParseOptions};
use rmlir_text::printer::{print_top_level, PrintOptions};
use std::process::Command;

const INPUT: &str = "func.func @f(%x: i32, %y: i64, %z: i8) -> (i32, i64, i64, i8, i32) {
  %c8 = arith.constant 8 : i32
  %c1 = arith.constant 1 : i64
  %c6 = arith.constant 6 : i64
  %c64 = arith.constant 64 : i64
  %cm128 = arith.constant -128 : i8
  %0 = arith.muli %x, %c8 : i32
  %1 = arith.muli %y, %c1 : i64
  %2 = arith.muli %y, %c6 : i64
  %3 = arith.muli %c64, %y : i64
  %4 = arith.muli %z, %cm128 : i8
  %5 = arith.muli %0, %c8 : i32
  return %0, %1, %2, %4, %5 : i32, i64, i64, i8, i32
}
";

fn run(pipeline: &str) -> String {
    let mut ctx = Context::new();
    rmlir_dialects::register_all(&mut ctx);
    let pm = parse_pipeline(&tool().passes, pipeline).expect("pipeline parses");
    let mut m = parse_module(&ctx, INPUT.as_bytes(), &ParseOptions::default()).expect("parses");
    let res = pm.run(&ctx, &mut m.body, m.op, RunOptions::default());
    assert!(!res.failed, "pipeline failed");
    print_top_level(&ctx, &m.body, m.op, &PrintOptions::default())
}

#[test]
fn walk_driver_rewrites_powers_of_two_only() {
    let out = run("builtin.module(func.func(mul-to-shift))");
    // 8 = 2^3 and -128 : i8 = 2^7 become shifts.
    assert!(
        out.contains("%0 = arith.shli %arg0, %c3_i32 : i32"),
        "{out}"
    );
    assert!(out.contains("arith.shli %arg2, %c7_i8 : i8"), "{out}");
    // 1 (k = 0), 6 (not a power of two) and a constant on the left stay.
    assert!(out.contains("arith.muli %arg1, %c1_i64 : i64"), "{out}");
    assert!(out.contains("arith.muli %arg1, %c6_i64 : i64"), "{out}");
    assert!(out.contains("arith.muli %c64_i64, %arg1 : i64"), "{out}");
    // The walk visits each op once; `%5` uses `%0`'s replacement.
    assert!(out.contains("arith.shli %0, %c3_i32"), "{out}");
}

#[test]
fn greedy_driver_also_folds_and_dedups_constants() {
    let out = run("builtin.module(func.func(mul-to-shift{greedy=true}))");
    // Folding removes `x * 1`; the greedy driver dedups the `3` constants.
    assert!(!out.contains("%c1_i64"), "{out}");
    assert_eq!(out.matches("arith.constant 3 : i32").count(), 1, "{out}");
    assert_eq!(out.matches("arith.shli").count(), 3, "{out}");
    assert!(out.contains("arith.muli %arg1, %c6_i64 : i64"), "{out}");
}

#[test]
fn pipelines_nested_in_options_name_the_tools_passes() {
    // The inliner's optimization pipelines are parsed against the registry
    // the pipeline itself was parsed with: the tool's, with `mul-to-shift`.
    for pipeline in [
        "builtin.module(inline{default-pipeline=mul-to-shift})",
        "builtin.module(inline{op-pipelines=func.func(mul-to-shift)})",
    ] {
        let out = run(pipeline);
        assert!(
            out.contains("arith.shli %arg0, %c3_i32 : i32"),
            "{pipeline}: {out}"
        );
    }
    // The built-in registry does not know the pass.
    let err = parse_pipeline(
        &rmlir_passes::registry(),
        "builtin.module(inline{op-pipelines=func.func(mul-to-shift)})",
    )
    .err()
    .expect("mul-to-shift is not built in");
    assert!(
        err.message
            .contains("'mul-to-shift' does not refer to a registered pass"),
        "{}",
        err.message
    );
}

#[test]
fn walk_driver_reports_what_it_did() {
    let mut ctx = Context::new();
    rmlir_dialects::register_all(&mut ctx);
    let mut m = parse_module(&ctx, INPUT.as_bytes(), &ParseOptions::default()).expect("parses");
    let patterns = FrozenPatternSet::new(&ctx, vec![Box::new(MulPowerOfTwoToShift)]);
    // A pass sees the body of the op it runs on; here, the module's.
    let mut module_body = m.body.take_nested_body(m.op).expect("module body");
    let stats = rmlir_rewrite::walk_and_apply_patterns(&ctx, &mut module_body, &patterns);
    // func, 5 constants, 6 muli, return: 13 ops (the module itself is not
    // visited, as in MLIR; the function's body is a nested isolated body,
    // walked too).
    assert_eq!(stats.visited, 13);
    assert_eq!(stats.rewritten, 3);
    // A second walk finds nothing left to rewrite.
    let again = rmlir_rewrite::walk_and_apply_patterns(&ctx, &mut module_body, &patterns);
    assert_eq!(again.rewritten, 0);
    m.body.put_nested_body(m.op, module_body);
    assert!(rmlir_ir::verify::verify(&ctx, &m.body, m.op).is_ok());
}

#[test]
fn example_opt_tool_runs_the_pass_from_the_command_line() {
    let dir = std::env::temp_dir().join(format!("rmlir-example-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let input = dir.join("in.mlir");
    std::fs::write(&input, INPUT).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_example-opt"))
        .arg(&input)
        .arg("--pass-pipeline=builtin.module(func.func(mul-to-shift,canonicalize))")
        .output()
        .expect("runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("arith.shli %arg0, %c3_i32 : i32"), "{text}");
    // Built-in passes are still there, and so is --help's pass list.
    let help = Command::new(env!("CARGO_BIN_EXE_example-opt"))
        .arg("--help")
        .output()
        .expect("runs");
    let help = String::from_utf8_lossy(&help.stdout);
    assert!(help.contains("--mul-to-shift"), "{help}");
    assert!(help.contains("--canonicalize"), "{help}");
    // A pipeline nested in a pass option names the tool's own pass too.
    let out = Command::new(env!("CARGO_BIN_EXE_example-opt"))
        .arg(&input)
        .arg("--pass-pipeline=builtin.module(inline{default-pipeline=mul-to-shift})")
        .output()
        .expect("runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("arith.shli %arg0, %c3_i32 : i32"), "{text}");
    std::fs::remove_dir_all(&dir).ok();
}
