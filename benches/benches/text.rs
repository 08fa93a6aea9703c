//! Parse + verify + print of the generic form.
#![allow(missing_docs)] // criterion_group! defines undocumented functions

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use rmlir_ir::Context;
use rmlir_text::parser::{parse_module, ParseOptions};
use rmlir_text::printer::{print_top_level, PrintOptions};

fn round_trip(c: &mut Criterion) {
    let mut group = c.benchmark_group("generic_round_trip");
    group.sample_size(10);
    for &(funcs, ops) in &[(40usize, 250usize), (400, 250)] {
        let src = rmlir_benches::generic_module(funcs, ops);
        let mut ctx = Context::new();
        ctx.set_allow_unregistered_dialects(true);
        group.throughput(Throughput::Elements((funcs * (ops + 2)) as u64));
        group.bench_with_input(BenchmarkId::from_parameter(funcs * ops), &src, |b, src| {
            b.iter(|| {
                let m =
                    parse_module(&ctx, src.as_bytes(), &ParseOptions::default()).expect("parses");
                rmlir_ir::verify::verify(&ctx, &m.body, m.op).expect("verifies");
                let opts = PrintOptions {
                    generic: true,
                    ..Default::default()
                };
                print_top_level(&ctx, &m.body, m.op, &opts).len()
            })
        });
    }
    group.finish();
}

criterion_group!(benches, round_trip);
criterion_main!(benches);
