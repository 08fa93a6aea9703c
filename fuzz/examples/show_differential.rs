//! Shows what a `differential` input stands for: the generated program
//! (custom form) and the passes chosen, each pipeline prefix on a line.
//!
//!     cargo run --release --example show_differential -- INPUT
//!
//! Replaying a finding this way gives an `rmlir-opt` command line that
//! reproduces it outside the fuzzer.

use arbitrary::Unstructured;
use rmlir_fuzz::{choose_passes, context, generated, pipeline_text, MEANING_PRESERVING};
use rmlir_interp::gen::GenConfig;

fn main() {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: show_differential INPUT");
        std::process::exit(2);
    };
    let data = std::fs::read(&path).unwrap_or_else(|e| {
        eprintln!("{path}: {e}");
        std::process::exit(1)
    });
    let Some((head, rest)) = data.split_first_chunk::<3>() else {
        eprintln!("{path}: shorter than 3 bytes: no program");
        return;
    };
    rmlir_fuzz::check_thoroughly();
    let ctx = context();
    let cfg = GenConfig {
        ub_free: head[2] & 3 != 0,
        ..GenConfig::default()
    };
    let mut u = Unstructured::new(rest);
    let (program, _) = generated(ctx, &mut u, &cfg);
    let passes = choose_passes(u16::from_le_bytes([head[0], head[1]]), MEANING_PRESERVING);
    println!("{}", program.text);
    for i in 0..passes.len() {
        println!("// pipeline: {}", pipeline_text(&passes[..=i]));
    }
}
