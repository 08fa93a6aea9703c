//! `--mlir-pass-statistics`: statistics summed over every op a pass ran on,
//! reported in MLIR's pipeline and list displays.

use rmlir_ir::Context;
use rmlir_passes::{parse_pipeline, registry, RunOptions};
use rmlir_text::parser::{parse_module, ParseOptions};

const INPUT: &str = r#"
func.func @a(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  %1 = arith.addi %x, %x : i32
  %2 = arith.addi %x, %x : i32
  %dead = arith.muli %x, %x : i32
  %3 = arith.muli %0, %1 : i32
  %4 = arith.muli %3, %2 : i32
  return %4 : i32
}
func.func @b(%x: i32) -> i32 {
  %0 = arith.subi %x, %x : i32
  %1 = arith.subi %x, %x : i32
  %2 = arith.addi %0, %1 : i32
  return %2 : i32
}
func.func private @unused() {
  return
}
"#;

fn report(pipeline: &str, list: bool) -> String {
    let mut ctx = Context::new();
    rmlir_dialects::register_all(&mut ctx);
    let mut m = parse_module(&ctx, INPUT.as_bytes(), &ParseOptions::default()).expect("parses");
    let pm = parse_pipeline(&registry(), pipeline).expect("pipeline");
    let res = pm.run(&ctx, &mut m.body, m.op, RunOptions::default());
    assert!(!res.failed);
    pm.statistics_report(&res.statistics, list)
}

#[test]
fn pipeline_display_nests_and_sums_over_functions() {
    let r = report(
        "builtin.module(func.func(cse,canonicalize),symbol-dce)",
        false,
    );
    let expected = "\
===-------------------------------------------------------------------------===
                         ... Pass statistics report ...
===-------------------------------------------------------------------------===
'func.func' Pipeline
  CSE
    (S) 3 num-cse'd - Number of operations CSE'd
    (S) 1 num-dce'd - Number of operations DCE'd
  Canonicalizer
SymbolDCE
  (S) 1 num-dce'd - Number of symbols DCE'd

";
    assert_eq!(r, expected);
}

#[test]
fn list_display_merges_instances_by_pass_name() {
    let r = report(
        "builtin.module(func.func(cse),func.func(canonicalize,cse))",
        true,
    );
    let body = r.lines().skip(3).collect::<Vec<_>>().join("\n");
    // The second cse finds nothing left to do; the counts are the first's.
    assert_eq!(
        body,
        "  CSE\n    (S) 3 num-cse'd - Number of operations CSE'd\n    (S) 1 num-dce'd - Number of operations DCE'd\n"    );
}

#[test]
fn same_statistics_with_one_thread_or_many() {
    let many = report("builtin.module(func.func(cse))", false);
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(1)
        .build()
        .unwrap();
    let one = pool.install(|| report("builtin.module(func.func(cse))", false));
    assert_eq!(many, one);
}
