//! Valid IR through a pipeline of the project's passes chosen by the first
//! two input bytes: the passes never panic, the IR verifies after every
//! pass, and the result round-trips through text. The rest of the input is
//! used as MLIR text if it parses and verifies (the seeds are the project's
//! tests), and otherwise drives the program generator.

#![no_main]

use arbitrary::Unstructured;
use libfuzzer_sys::fuzz_target;
use rmlir_fuzz::{
    check_round_trip, choose_passes, context, generated, on_one_thread, parse_valid, pass_managers,
    pipeline_text, run_verified, PASSES,
};
use rmlir_interp::gen::GenConfig;

fuzz_target!(|data: &[u8]| on_one_thread(|| {
    let Some((choice, rest)) = data.split_first_chunk::<2>() else {
        return;
    };
    let ctx = context();
    let mut m = match parse_valid(ctx, rest) {
        Some(m) => m,
        None => {
            let cfg = GenConfig {
                ub_free: false,
                ..GenConfig::default()
            };
            generated(ctx, &mut Unstructured::new(rest), &cfg).1
        }
    };
    let passes = choose_passes(u16::from_le_bytes(*choice), PASSES.len());
    for (i, &k) in passes.iter().enumerate() {
        let what = pipeline_text(&passes[..=i]);
        if !run_verified(ctx, &pass_managers()[k], &mut m, &what) {
            return;
        }
    }
    check_round_trip(ctx, &m);
}));
