//! Parse + print of big builtin attributes: a dense elements attribute of
//! 10M elements and a module with 100k distinct affine maps.
//!
//! `RMLIR_BENCH_SMALL=1` runs them on small sizes (a smoke test, e.g. with
//! `cargo bench -p rmlir-benches --bench builtin_attrs -- --test`). The
//! side-by-side comparison with mlir-opt-22 on the same inputs is in
//! `benches/README.md`.
#![allow(missing_docs)] // criterion_group! defines undocumented functions

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use rmlir_ir::Context;
use rmlir_text::parser::{parse_module, ParseOptions};
use rmlir_text::printer::{print_top_level, PrintOptions};

fn small() -> bool {
    std::env::var_os("RMLIR_BENCH_SMALL").is_some_and(|v| v != "0")
}

/// Parses `src` and prints it in the custom form; returns the output size.
fn parse_print(ctx: &Context, src: &str) -> usize {
    let m = parse_module(ctx, src.as_bytes(), &ParseOptions::default()).expect("parses");
    print_top_level(ctx, &m.body, m.op, &PrintOptions::default()).len()
}

fn bench(c: &mut Criterion, group_name: &str, n: usize, src: String) {
    let mut ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    let mut group = c.benchmark_group(group_name);
    group.sample_size(10);
    group.throughput(Throughput::Bytes(src.len() as u64));
    group.bench_with_input(BenchmarkId::from_parameter(n), &src, |b, src| {
        b.iter(|| parse_print(&ctx, src))
    });
    group.finish();
}

fn dense_10m(c: &mut Criterion) {
    let n = if small() { 1000 } else { 10_000_000 };
    bench(
        c,
        "dense_elements_parse_print",
        n,
        rmlir_benches::dense_module(n),
    );
}

fn affine_maps_100k(c: &mut Criterion) {
    let n = if small() { 100 } else { 100_000 };
    bench(
        c,
        "affine_maps_parse_print",
        n,
        rmlir_benches::affine_maps_module(n),
    );
}

criterion_group!(benches, dense_10m, affine_maps_100k);
criterion_main!(benches);
