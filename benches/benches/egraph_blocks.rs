//! Time per block of the e-graph backend: the input goes through
//! `func.func(canonicalize,cse)` (where `canonicalize{backend=egraph}`'s
//! first round finds it), then every block of every function is run
//! through the e-graph one at a time, timed, and the median, p95 and
//! maximum printed: over all blocks, and over those that built an e-graph
//! (the others return after a scan).
//!
//! `RMLIR_EGRAPH_BENCH_INPUT=file.mlir` picks the input (default: the perf
//! input `../shared/perf/data/mixed_1m.mlir` next to the workspace);
//! `RMLIR_BENCH_SMALL=1` runs the first 200 functions only.

use rmlir_egraph::{blocks_of, run_on_block, Limits, RuleSet, TriedBlocks};
use rmlir_ir::Context;
use rmlir_passes::{parse_pipeline, registry, RunOptions};
use rmlir_text::parser::{parse_module, ParseOptions};
use std::time::{Duration, Instant};

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let at = ((sorted.len() - 1) as f64 * p).round() as usize;
    sorted[at]
}

fn summary(what: &str, mut times: Vec<Duration>) {
    times.sort();
    let total: Duration = times.iter().sum();
    println!(
        "{what}: {} blocks, median {:.1} us, p95 {:.1} us, max {:.1} us, total {:.3} s",
        times.len(),
        percentile(&times, 0.5).as_secs_f64() * 1e6,
        percentile(&times, 0.95).as_secs_f64() * 1e6,
        times.last().copied().unwrap_or_default().as_secs_f64() * 1e6,
        total.as_secs_f64()
    );
}

fn main() {
    let path = std::env::var("RMLIR_EGRAPH_BENCH_INPUT").unwrap_or_else(|_| {
        concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../shared/perf/data/mixed_1m.mlir"
        )
        .to_string()
    });
    let Ok(src) = std::fs::read(&path) else {
        println!("egraph_blocks: no input at {path} (set RMLIR_EGRAPH_BENCH_INPUT)");
        return;
    };
    let small = std::env::var_os("RMLIR_BENCH_SMALL").is_some_and(|v| v != "0");
    let mut ctx = Context::new();
    rmlir_dialects::register_all(&mut ctx);
    let mut m = parse_module(&ctx, &src, &ParseOptions::default()).expect("the input parses");
    let pm = parse_pipeline(&registry(), "builtin.module(func.func(canonicalize,cse))")
        .expect("pipeline");
    let res = pm.run(&ctx, &mut m.body, m.op, RunOptions::default());
    assert!(!res.failed, "canonicalize,cse failed");
    let rules = RuleSet::from_context(&ctx, |_| true).expect("the declared rules compile");
    let limits = Limits::default();
    let mut all = Vec::new();
    let mut built = Vec::new();
    let mut saved = 0usize;
    // The functions are the isolated children of the module's own body.
    let module = match m.body.nested_body_mut(m.op) {
        Some(module) => module,
        None => &mut m.body,
    };
    let mut funcs = module.isolated_children_mut();
    if small {
        funcs.truncate(200);
    }
    for (_, body) in funcs {
        for block in blocks_of(body) {
            let mut tried = TriedBlocks::default();
            let start = Instant::now();
            let report = run_on_block(&ctx, body, block, &rules, &limits, &mut tried);
            let took = start.elapsed();
            all.push(took);
            if report.ops_before > 0 {
                built.push(took);
            }
            saved += report.ops_before - report.ops_after;
        }
    }
    assert!(!all.is_empty(), "no blocks found in {path}");
    println!("egraph_blocks on {path} ({saved} ops saved in one round)");
    summary("all blocks", all);
    summary("blocks given an e-graph", built);
}
