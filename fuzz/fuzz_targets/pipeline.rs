//! Valid IR through a pipeline of the project's passes chosen by the first
//! input bytes: the passes never panic, the IR verifies after every pass,
//! and the result round-trips through text.

#![no_main]

use libfuzzer_sys::fuzz_target;
use rmlir_fuzz::{check_round_trip, context, parse_valid};
use rmlir_passes::{parse_pipeline, registry, RunOptions};

/// The passes a pipeline is made of (function-level ones nested in
/// `func.func`).
const PASSES: &[&str] = &[
    "func.func(canonicalize)",
    "func.func(canonicalize{backend=egraph})",
    "func.func(cse)",
    "sccp",
    "inline",
    "func.func(loop-invariant-code-motion)",
    "symbol-dce",
    "remove-dead-values",
    "func.func(control-flow-sink)",
    "func.func(topological-sort)",
    "symbol-privatize",
    "strip-debuginfo",
];

fuzz_target!(|data: &[u8]| {
    // Two bytes choose up to four passes; the rest is the module.
    let Some((choice, text)) = data.split_first_chunk::<2>() else {
        return;
    };
    let ctx = context();
    let Some(mut m) = parse_valid(ctx, text) else {
        return;
    };
    let choice = u16::from_le_bytes(*choice) as usize;
    let passes: Vec<&str> = (0..4)
        .map(|i| (choice >> (4 * i)) & 0xF)
        .filter(|&k| k < PASSES.len())
        .map(|k| PASSES[k])
        .collect();
    let pipeline = format!("builtin.module({})", passes.join(","));
    let pm = parse_pipeline(&registry(), &pipeline).expect("the pipelines above parse");
    let opts = RunOptions {
        verify_each: true,
        ..RunOptions::default()
    };
    let res = pm.run(ctx, &mut m.body, m.op, opts);
    if res.failed {
        // A pass may fail on some input (e.g. a verifier error it found),
        // but never with IR left invalid and unreported.
        assert!(!res.diagnostics.is_empty(), "{pipeline} failed silently");
        return;
    }
    if let Err(d) = rmlir_ir::verify::verify(ctx, &m.body, m.op) {
        panic!("{pipeline} left invalid IR: {}", d.message);
    }
    check_round_trip(ctx, &m);
});
