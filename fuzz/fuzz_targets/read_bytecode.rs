//! Arbitrary bytes as MLIR bytecode (half of the inputs behind the magic
//! number, so most get past the header): reading never panics, and a
//! module that reads and verifies writes back to bytecode that reads to
//! the same module, and prints to text that round-trips.

#![no_main]

use libfuzzer_sys::fuzz_target;
use rmlir_bytecode::encoding::MAGIC;
use rmlir_bytecode::{read_module, write_module, ReadOptions, WriteOptions};
use rmlir_fuzz::{check_round_trip, context, on_one_thread, print_generic};

fuzz_target!(|data: &[u8]| on_one_thread(|| {
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
}));
