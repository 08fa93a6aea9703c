//! The `parse_text` fuzz target: [`rmlir_fuzz::targets::parse_text`] under libFuzzer.

#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| rmlir_fuzz::targets::parse_text(data));
