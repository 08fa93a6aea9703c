//! Data layout queries: 1M type-size queries in a scope nested three deep
//! (each level with its own specification), answered from the
//! `DataLayout`'s cache after the first query of each type; and the same
//! queries (1% as many) on a fresh `DataLayout` each time (uncached, combining the
//! specifications once per layout).
//!
//! `RMLIR_BENCH_SMALL=1` runs 10k queries (a smoke test).
#![allow(missing_docs)] // criterion_group! defines undocumented functions

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use rmlir_ir::data_layout::{DataLayout, DataLayoutEntry, DataLayoutSpec, EntryKey, ScopeLink};
use rmlir_ir::Context;
use rmlir_ir::{DenseBits, DenseValues};
use rmlir_ir::{Signedness, Type, TypeData};
use rmlir_numerics::float::FloatKind;
use std::hint::black_box;
use std::sync::Arc;

fn queries() -> usize {
    match std::env::var_os("RMLIR_BENCH_SMALL") {
        Some(v) if v != "0" => 10_000,
        _ => 1_000_000,
    }
}

/// An alignment entry `ty = dense<[abi, pref]> : vector<2xi64>`.
fn align_entry(ctx: &Context, ty: Type, abi: u64, pref: u64) -> DataLayoutEntry {
    let vec_ty = ctx.intern_type(TypeData::Vector {
        shape: Box::new([2]),
        scalable: Box::new([false]),
        elem: ctx.common().i64,
    });
    let values = DenseValues::Bits(DenseBits::from_u64s(64, [abi, pref]));
    DataLayoutEntry {
        key: EntryKey::Type(ty),
        value: ctx.dense_elements_attr(vec_ty, values),
    }
}

fn link(spec: DataLayoutSpec, ctx: &Context) -> ScopeLink {
    ScopeLink {
        loc: ctx.common().unknown_loc,
        spec: Some(Arc::new(spec)),
        top_level_module: false,
    }
}

fn bench(c: &mut Criterion) {
    let ctx = Context::new();
    let int = |w| ctx.integer_type(w, Signedness::Signless);
    let f32 = ctx.float_type(FloatKind::F32);
    let chain = vec![
        link(
            DataLayoutSpec {
                entries: vec![align_entry(&ctx, int(32), 32, 64)],
            },
            &ctx,
        ),
        link(
            DataLayoutSpec {
                entries: vec![align_entry(&ctx, f32, 32, 64)],
            },
            &ctx,
        ),
        link(
            DataLayoutSpec {
                entries: vec![DataLayoutEntry {
                    key: EntryKey::Type(ctx.common().index),
                    value: ctx.integer_attr(ctx.common().i64, 32),
                }],
            },
            &ctx,
        ),
    ];
    let vector = |n, elem| {
        ctx.intern_type(TypeData::Vector {
            shape: Box::new([n]),
            scalable: Box::new([false]),
            elem,
        })
    };
    let types: Vec<Type> = vec![
        int(1),
        int(7),
        int(32),
        int(64),
        int(128),
        f32,
        ctx.float_type(FloatKind::F64),
        ctx.common().index,
        vector(4, f32),
        vector(3, int(16)),
        ctx.intern_type(TypeData::Complex(f32)),
    ];
    let n = queries();
    let mut group = c.benchmark_group("data_layout");
    group.sample_size(10);
    group.throughput(Throughput::Elements(n as u64));
    group.bench_function("type_size_cached_nested", |b| {
        let layout = DataLayout::for_chain(&ctx, &chain).expect("combines");
        b.iter(|| {
            let mut total = 0u64;
            for i in 0..n {
                total += layout
                    .type_size(types[i % types.len()])
                    .expect("has layout")
                    .min;
            }
            black_box(total)
        })
    });
    group.throughput(Throughput::Elements((n / 100) as u64));
    group.bench_function("type_size_fresh_layout_per_query", |b| {
        b.iter(|| {
            let mut total = 0u64;
            for i in 0..n / 100 {
                let layout = DataLayout::for_chain(&ctx, &chain).expect("combines");
                total += layout
                    .type_size(types[i % types.len()])
                    .expect("has layout")
                    .min;
            }
            black_box(total)
        })
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
