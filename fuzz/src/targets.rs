//! The fuzz targets' bodies, one function per target: `fuzz_targets/`
//! wraps each in `fuzz_target!`, and `examples/replay.rs` runs them on
//! saved inputs without libFuzzer (to replay a corpus or time a target).
//! Each panics on a finding.

use crate::{
    check_round_trip, choose_passes, context, generated, on_one_thread, parse_valid, pass_managers,
    pipeline_text, print_generic, run_unverified, run_verified, thorough, verified,
    MEANING_PRESERVING, PASSES,
};
use arbitrary::Unstructured;
use rmlir_bytecode::encoding::MAGIC;
use rmlir_bytecode::{read_module, write_module, ReadOptions, WriteOptions};
use rmlir_interp::gen::{oracle, GenConfig};

/// A target's name and body.
pub type Target = (&'static str, fn(&[u8]));

/// Every target, by name.
pub const TARGETS: &[Target] = &[
    ("parse_text", parse_text),
    ("read_bytecode", read_bytecode),
    ("pipeline", pipeline),
    ("differential", differential),
];

/// Arbitrary bytes as MLIR text: parsing never panics, and what parses and
/// verifies prints to text that parses back to the same print.
pub fn parse_text(data: &[u8]) {
    on_one_thread(|| {
        let ctx = context();
        if let Some(m) = parse_valid(ctx, data) {
            check_round_trip(ctx, &m);
        }
    })
}

/// Arbitrary bytes as MLIR bytecode (half of the inputs behind the magic
/// number, so most get past the header): reading never panics, and a
/// module that reads and verifies writes back to bytecode that reads to
/// the same module, and prints to text that round-trips.
pub fn read_bytecode(data: &[u8]) {
    on_one_thread(|| {
        let Some((&first, rest)) = data.split_first() else {
            return;
        };
        let bytes: Vec<u8> = if first & 1 == 0 {
            MAGIC.iter().chain(rest).copied().collect()
        } else {
            rest.to_vec()
        };
        let ctx = context();
        let Ok(m) = read_module(ctx, &bytes, &ReadOptions::default()) else {
            return;
        };
        if rmlir_ir::verify::verify(ctx, &m.body, m.op).is_err() {
            return;
        }
        let text = print_generic(ctx, &m);
        let written = write_module(
            ctx,
            &m.body,
            m.op,
            Some(&m.resources),
            &WriteOptions::default(),
        )
        .unwrap_or_else(|d| panic!("a module read cannot be written: {}\n{text}", d.message));
        let again = read_module(ctx, &written, &ReadOptions::default())
            .unwrap_or_else(|d| panic!("written bytecode does not read: {}\n{text}", d.message));
        assert_eq!(
            print_generic(ctx, &again),
            text,
            "bytecode write-read changes the module"
        );
        check_round_trip(ctx, &m);
    })
}

/// Valid IR through a pipeline of the project's passes chosen by the first
/// two input bytes: the passes never panic, the IR verifies after every
/// pass, and the result round-trips through text. The rest of the input is
/// used as MLIR text if it parses and verifies (the seeds are the project's
/// tests), and otherwise drives the program generator.
pub fn pipeline(data: &[u8]) {
    on_one_thread(|| {
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
    })
}

/// Meaning preservation on generated programs: a program and argument
/// vectors for its public functions come from the input bytes, then up to
/// four meaning-preserving passes (both canonicalize backends, cse, sccp,
/// inline, licm, symbol-dce, remove-dead-values, control-flow-sink, ...)
/// run one at a time. After each, every public function's results must
/// refine the original's on every argument vector (runs where the original
/// traps or meets a limit excluded), and the IR must verify (after the last
/// pass only, unless [`check_thoroughly`](crate::check_thoroughly)).
pub fn differential(data: &[u8]) {
    on_one_thread(|| {
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
            if !run_unverified(&pass_managers()[k], ctx, &mut m, &what) {
                return;
            }
            // The IR after the last pass is always verified; after each
            // when checking thoroughly (`pipeline` always does).
            if (thorough() || i + 1 == passes.len()) && !verified(ctx, &m, &what) {
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
    })
}
