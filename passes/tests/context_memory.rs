//! A `Context` gives back everything it allocates when dropped: a
//! long-lived library user or an in-process fuzzer creating contexts in a
//! loop must not grow. The heap is counted with `dhat`'s testing mode, so
//! this file holds one test (one profiler per process).

#[global_allocator]
static ALLOC: dhat::Alloc = dhat::Alloc;

use rmlir_ir::Context;
use rmlir_text::parser::{parse_module, ParseOptions};

const INPUT: &str = "func.func @f(%a: i32) -> i32 {
  %c = arith.constant 1 : i32
  %0 = arith.addi %a, %c : i32
  return %0 : i32
}
";

/// Builds a context with every dialect, parses a module, drops both.
fn one_context() {
    let mut ctx = Context::new();
    rmlir_dialects::register_all(&mut ctx);
    let m = parse_module(&ctx, INPUT.as_bytes(), &ParseOptions::default()).expect("parses");
    drop(m);
}

#[test]
fn contexts_do_not_leak() {
    let _profiler = dhat::Profiler::builder().testing().build();
    // The first run fills process-wide caches that live on.
    one_context();
    let before = dhat::HeapStats::get().curr_bytes;
    for _ in 0..10 {
        one_context();
    }
    let after = dhat::HeapStats::get().curr_bytes;
    // Before the fix each context leaked its ops' attribute-name lists
    // (about 2.5 KB a context).
    assert!(
        after <= before,
        "10 contexts kept {} bytes",
        after.saturating_sub(before)
    );
}
