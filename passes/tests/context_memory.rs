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
    // The first runs fill process-wide state that lives on (caches, and
    // thread-local buffers of the worker threads, which depend on
    // scheduling: a few hundred bytes may still appear later).
    for _ in 0..3 {
        one_context();
    }
    const RUNS: usize = 20;
    let before = dhat::HeapStats::get().curr_bytes;
    for _ in 0..RUNS {
        one_context();
    }
    let kept = dhat::HeapStats::get().curr_bytes.saturating_sub(before);
    // Before the fix each context leaked its ops' attribute-name lists
    // (about 2,770 bytes a context): all runs together must keep less
    // than one context did then.
    assert!(kept < 2_770, "{RUNS} contexts kept {kept} bytes");
}
