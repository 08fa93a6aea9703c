//! Meaning preservation on generated programs: a program and argument
//! vectors for its public functions come from the input bytes, then up to
//! four meaning-preserving passes (both canonicalize backends, cse, sccp,
//! inline, licm, symbol-dce, remove-dead-values, control-flow-sink, ...)
//! run one at a time. After each, the IR must verify and every public
//! function's results must refine the original's on every argument vector
//! (runs where the original traps or meets a limit excluded).

#![no_main]

use arbitrary::Unstructured;
use libfuzzer_sys::fuzz_target;
use rmlir_fuzz::{
    choose_passes, context, generated, on_one_thread, pass_managers, pipeline_text, print_generic,
    run_verified, MEANING_PRESERVING,
};
use rmlir_interp::gen::{oracle, GenConfig};

fuzz_target!(|data: &[u8]| on_one_thread(|| {
    let Some((head, rest)) = data.split_first_chunk::<3>() else {
        return;
    };
    let ctx = context();
    let cfg = GenConfig {
        // Mostly programs without UB (every run compared); some with
        // poison and traps, whose defined runs are compared too.
        ub_free: head[2] & 3 != 0,
        ..GenConfig::default()
    };
    let mut u = Unstructured::new(rest);
    let (program, mut m) = generated(ctx, &mut u, &cfg);
    let calls = oracle::calls(&mut u, &program, 2).expect("arguments never fail");
    let expected = oracle::run_all(ctx, &m, &calls);
    if expected.iter().all(Result::is_err) {
        return;
    }
    let passes = choose_passes(u16::from_le_bytes([head[0], head[1]]), MEANING_PRESERVING);
    for (i, &k) in passes.iter().enumerate() {
        let what = pipeline_text(&passes[..=i]);
        if !run_verified(ctx, &pass_managers()[k], &mut m, &what) {
            return;
        }
        if let Err(e) = oracle::check_refines(ctx, &expected, &m, &calls) {
            panic!(
                "{what} changed what the program computes: {e}\n--- before\n{}\n--- after\n{}",
                program.text,
                print_generic(ctx, &m)
            );
        }
    }
}));
