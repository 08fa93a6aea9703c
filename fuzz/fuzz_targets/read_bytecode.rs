//! The `read_bytecode` fuzz target: [`rmlir_fuzz::targets::read_bytecode`] under libFuzzer.

#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| rmlir_fuzz::targets::read_bytecode(data));
