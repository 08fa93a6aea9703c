//! Arbitrary bytes as MLIR text: parsing never panics, and what parses and
//! verifies prints to text that parses back to the same print.

#![no_main]

use libfuzzer_sys::fuzz_target;
use rmlir_fuzz::{check_round_trip, context, on_one_thread, parse_valid};

fuzz_target!(|data: &[u8]| on_one_thread(|| {
    let ctx = context();
    if let Some(m) = parse_valid(ctx, data) {
        check_round_trip(ctx, &m);
    }
}));
