//! Parallel parsing and verification give what the parse in order gives:
//! the same IR (printed with locations, in custom and generic form), the
//! same diagnostics; and large inputs do take the parallel path.

use rmlir_ir::Context;
use rmlir_ir::Diagnostic;
use rmlir_text::parser::{parse_module_with, ParallelParse, ParseOptions, ParseStats};
use rmlir_text::printer::{print_top_level, PrintOptions};
use std::fmt::Write;

fn context() -> Context {
    let mut ctx = Context::new();
    rmlir_dialects::register_all(&mut ctx);
    ctx.set_allow_unregistered_dialects(true);
    ctx
}

/// The parse of `src` under `mode`, verified and printed with locations
/// in custom and generic form (or the diagnostic), and what was parallel.
fn run(ctx: &Context, src: &str, mode: ParallelParse) -> (Result<String, Diagnostic>, ParseStats) {
    let opts = ParseOptions {
        file_name: "in.mlir".into(),
        ..ParseOptions::default()
    };
    let (parsed, stats) = parse_module_with(ctx, src.as_bytes(), &opts, mode);
    let printed = parsed.and_then(|m| {
        rmlir_ir::verify::verify(ctx, &m.body, m.op)?;
        let mut out = String::new();
        for generic in [false, true] {
            let p = PrintOptions {
                debug_info: true,
                generic,
                ..PrintOptions::default()
            };
            out += &print_top_level(ctx, &m.body, m.op, &p);
        }
        Ok(out)
    });
    (printed, stats)
}

/// Parses `src` in order and with the splitter forced; both must agree.
/// Returns the forced run's statistics.
fn same_as_serial(src: &str) -> ParseStats {
    let ctx = context();
    let (serial, serial_stats) = run(&ctx, src, ParallelParse::Off);
    assert_eq!(serial_stats, ParseStats::default());
    let (forced, stats) = run(&ctx, src, ParallelParse::Forced);
    assert_eq!(serial, forced, "forced split differs on:\n{src}");
    stats
}

/// A module of `funcs` functions of about `ops` ops each, calling each
/// other (forward references to symbols) and located through aliases
/// defined after their use.
fn generated(funcs: usize, ops: usize) -> String {
    let mut s = String::from("#map = affine_map<(d0) -> (d0 + 1)>\nmodule {\n");
    for f in 0..funcs {
        let callee = (f + 1) % funcs;
        writeln!(s, "  func.func @f{f}(%arg0: i32, %arg1: index) -> i32 {{").unwrap();
        writeln!(s, "    %v0 = arith.constant {f} : i32 loc(#loc{f})").unwrap();
        for i in 1..ops {
            let op = ["addi", "muli", "xori", "subi"][i % 4];
            writeln!(s, "    %v{i} = arith.{op} %v{}, %arg0 : i32", i - 1).unwrap();
        }
        writeln!(s, "    %i = affine.apply #map(%arg1)").unwrap();
        writeln!(
            s,
            "    %c = func.call @f{callee}(%v{}, %i) : (i32, index) -> i32",
            ops - 1
        )
        .unwrap();
        writeln!(s, "    return %c : i32\n  }}").unwrap();
    }
    s += "}\n";
    for f in 0..funcs {
        writeln!(s, "#loc{f} = loc(\"gen.mlir\":{f}:1)").unwrap();
    }
    s
}

#[test]
fn large_input_is_parsed_in_parallel_by_default() {
    let src = generated(120, 40);
    assert!(src.len() > rmlir_text::parser::AUTO_MIN_BYTES);
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(2)
        .build()
        .expect("pool");
    let ctx = context();
    let (serial, _) = run(&ctx, &src, ParallelParse::Off);
    let (auto, stats) = pool.install(|| run(&ctx, &src, ParallelParse::Auto));
    assert!(serial.is_ok());
    assert_eq!(serial, auto);
    assert_eq!(stats.parallel_runs, 1, "{stats:?}");
    assert!(stats.parallel_chunks >= 2, "{stats:?}");
    assert_eq!(stats.rejected_runs, 0);
    // One thread: in order.
    let single = rayon::ThreadPoolBuilder::new()
        .num_threads(1)
        .build()
        .expect("pool");
    let (one, stats) = single.install(|| run(&ctx, &src, ParallelParse::Auto));
    assert_eq!(serial, one);
    assert_eq!(stats.parallel_runs, 0);
}

#[test]
fn forced_split_matches_serial_on_generated_modules() {
    let stats = same_as_serial(&generated(7, 5));
    assert_eq!((stats.parallel_runs, stats.parallel_chunks), (1, 7));
}

#[test]
fn implicit_module_with_aliases_between_functions() {
    let src = r#"
!t = i32
func.func @a(%x: !t) -> !t {
  return %x : !t
}
func.func @b(%x: !t) -> !t {
  %0 = func.call @c(%x) : (!t) -> !t
  return %0 : !t
}
#attr = 5 : i32
func.func @c(%x: !t) -> !t attributes {v = #attr} {
  return %x : !t
} loc(#late)
func.func private @d(!t) -> !t
#late = loc("late.mlir":3:4)
"#;
    let stats = same_as_serial(src);
    assert_eq!(stats.parallel_runs, 2, "{stats:?}");
}

#[test]
fn alias_used_before_its_definition_is_an_error_as_in_order() {
    let src = "func.func @a() {\n  return\n}\nfunc.func @b(%x: !t) {\n  return\n}\n!t = i32\n";
    let ctx = context();
    let (forced, stats) = run(&ctx, src, ParallelParse::Forced);
    let err = forced.expect_err("undefined alias");
    assert!(err.message.contains("undefined symbol alias id 't'"));
    assert_eq!(stats.rejected_runs, 1);
    same_as_serial(src);
}

#[test]
fn first_error_in_file_order_wins() {
    let src = r#"module {
  func.func @a() {
    return
  }
  func.func @b() {
    %0 = arith.constant 1 : i32
    return %1 : i32
  }
  func.func @c() {
    "test.op"() : () -> (
  }
}
"#;
    let ctx = context();
    let (forced, stats) = run(&ctx, src, ParallelParse::Forced);
    let (serial, _) = run(&ctx, src, ParallelParse::Off);
    assert!(forced.is_err());
    assert_eq!(forced, serial);
    assert_eq!(stats.rejected_runs, 1);
}

#[test]
fn verifier_errors_in_several_functions_report_the_first() {
    let mut src = String::from("module {\n");
    for f in 0..100 {
        let ret = if f % 30 == 29 { "i64" } else { "i32" };
        writeln!(
            src,
            "  func.func @f{f}() -> i32 {{\n    %0 = arith.constant 0 : {ret}\n    return %0 : {ret}\n  }}"
        )
        .unwrap();
        if f == 70 {
            // An error in the op itself, found before any function body's.
            src += "  \"func.func\"() <{function_type = (i32) -> (), sym_name = \"h\"}> ({\n  ^bb0(%a: i64):\n    \"func.return\"() : () -> ()\n  }) : () -> ()\n";
        }
    }
    src += "}\n";
    let ctx = context();
    let mut results = Vec::new();
    for threads in [1, 4] {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .expect("pool");
        for mode in [ParallelParse::Off, ParallelParse::Forced] {
            results.push(pool.install(|| run(&ctx, &src, mode)).0);
        }
    }
    let err = results[0].clone().expect_err("verifier error");
    assert!(results.iter().all(|r| *r == results[0]));
    assert!(
        err.message.contains("entry block argument"),
        "{}",
        err.message
    );
}

#[test]
fn non_isolated_ops_between_functions_end_the_run() {
    let src = r#"
func.func @a() {
  return
}
func.func @b() {
  return
}
"test.op"() : () -> ()
func.func @c() {
  return
}
"test.region"() ({
  "test.inner"() : () -> ()
}) : () -> ()
func.func @d() {
  return
}
func.func @e() {
  return
}
%0 = "test.value"() : () -> i32
"test.use"(%0) : (i32) -> ()
"#;
    let stats = same_as_serial(src);
    assert_eq!(
        (stats.parallel_runs, stats.rejected_runs),
        (2, 0),
        "{stats:?}"
    );
}

#[test]
fn no_split_after_a_name_is_defined_around_the_run() {
    // One SSA name scope spans isolated ops: a chunk could not see `%0`,
    // which its functions may not define again, so the functions after it
    // are parsed in order.
    let src = r#"
func.func @a() {
  return
}
func.func @b() {
  return
}
%0 = "test.value"() : () -> i32
func.func @c() {
  return
}
func.func @d() {
  return
}
"#;
    let stats = same_as_serial(src);
    assert_eq!(
        (stats.parallel_runs, stats.rejected_runs),
        (1, 0),
        "{stats:?}"
    );
}

#[test]
fn strings_comments_and_metadata_hide_braces_and_markers() {
    let src = r#"module {
  func.func @a() attributes {s = "} // -----\n func.func @x() {"} {
    // }
    // func.func @y() {
    "test.op"() {t = "{{{"} : () -> ()
    return
  }
  func.func @b() {
    %0 = "test.blob"() {v = dense_resource<blob1> : tensor<1xi32>} : () -> tensor<1xi32>
    return
  }
}
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x0400000001000000"
    }
  }
#-}
"#;
    let stats = same_as_serial(src);
    assert_eq!(stats.parallel_chunks, 2, "{stats:?}");
}

#[test]
fn distinct_attributes_are_parsed_in_order() {
    let src = r#"
func.func @a() attributes {d = distinct[0]<>} {
  return
}
func.func @b() attributes {d = distinct[0]<>} {
  return
}
func.func @c() {
  return
}
"#;
    let stats = same_as_serial(src);
    assert_eq!(stats.parallel_runs, 0, "{stats:?}");
}

#[test]
fn deep_nesting_in_a_chunk() {
    let depth = 2000;
    let mut src = String::from("func.func @a() {\n  return\n}\nfunc.func @b() {\n");
    // Indented as printed IR is (the splitter goes by indentation).
    for level in 1..=depth {
        src += &format!("{:level$}\"test.r\"() ({{\n", "");
    }
    for level in (1..=depth).rev() {
        src += &format!("{:level$}}}) : () -> ()\n", "");
    }
    src += "  return\n}\n";
    let stats = same_as_serial(&src);
    assert_eq!(stats.parallel_chunks, 2, "{stats:?}");
}

#[test]
fn text_not_laid_out_as_printed_parses_the_same() {
    // Nested ops at the top level's indentation: the splitter's guess is
    // wrong, the chunks are thrown away, and the result is the serial one.
    let mut src = String::from("func.func @a() {\n  return\n}\nfunc.func @b() {\n");
    src += &"\"test.r\"() ({\n".repeat(50);
    src += &"}) : () -> ()\n".repeat(50);
    src += "  return\n}\nfunc.func @c() {\nreturn\n}\n";
    same_as_serial(&src);
}
