//! A `DataLayout` answers each query kind once per type and serves repeats
//! from its cache, with the same answers.

use rmlir_ir::data_layout::{DataLayout, DataLayoutEntry, DataLayoutSpec, EntryKey, ScopeLink};
use rmlir_ir::Context;
use rmlir_ir::{DenseBits, DenseValues};
use rmlir_ir::{Signedness, TypeData};
use std::sync::Arc;

fn scope(ctx: &Context, entries: Vec<DataLayoutEntry>) -> ScopeLink {
    ScopeLink {
        loc: ctx.common().unknown_loc,
        spec: Some(Arc::new(DataLayoutSpec { entries })),
        top_level_module: false,
    }
}

#[test]
fn repeated_queries_are_served_from_the_cache() {
    let ctx = Context::new();
    let i32t = ctx.integer_type(32, Signedness::Signless);
    let vec2 = ctx.intern_type(TypeData::Vector {
        shape: Box::new([2]),
        scalable: Box::new([false]),
        elem: ctx.common().i64,
    });
    // Outer scope: i32 aligned to 64 bits (ABI) and 128 (preferred); inner
    // scope: index is 16 bits wide.
    let align =
        ctx.dense_elements_attr(vec2, DenseValues::Bits(DenseBits::from_u64s(64, [64, 128])));
    let chain = [
        scope(
            &ctx,
            vec![DataLayoutEntry {
                key: EntryKey::Type(i32t),
                value: align,
            }],
        ),
        scope(
            &ctx,
            vec![DataLayoutEntry {
                key: EntryKey::Type(ctx.common().index),
                value: ctx.integer_attr(ctx.common().i64, 16),
            }],
        ),
    ];
    let layout = DataLayout::for_chain(&ctx, &chain).expect("the specs combine");
    assert_eq!(layout.cached_answers(), 0);

    let size = layout.type_size(i32t).expect("i32 has a layout").min;
    assert_eq!(size, 4);
    assert_eq!(layout.cached_answers(), 1);
    for _ in 0..3 {
        assert_eq!(layout.type_size(i32t).expect("cached").min, 4);
    }
    assert_eq!(layout.cached_answers(), 1, "repeats add no entries");

    assert_eq!(layout.abi_alignment(i32t).expect("i32 aligns"), 8);
    assert_eq!(layout.preferred_alignment(i32t).expect("i32 aligns"), 16);
    assert_eq!(layout.cached_answers(), 3);
    assert_eq!(layout.abi_alignment(i32t).expect("cached"), 8);
    assert_eq!(layout.cached_answers(), 3);

    let index = ctx.common().index;
    assert_eq!(layout.index_bitwidth(index).expect("index"), Some(16));
    assert_eq!(layout.cached_answers(), 4);
    // The size of index is computed through other cached queries.
    assert_eq!(layout.type_size_in_bits(index).expect("index").min, 16);
    let filled = layout.cached_answers();
    assert!(filled >= 5);
    assert_eq!(layout.type_size_in_bits(index).expect("cached").min, 16);
    assert_eq!(layout.index_bitwidth(index).expect("cached"), Some(16));
    assert_eq!(layout.cached_answers(), filled);

    // A fresh layout for the same chain starts empty and agrees.
    let again = DataLayout::for_chain(&ctx, &chain).expect("the specs combine");
    assert_eq!(again.cached_answers(), 0);
    assert_eq!(again.abi_alignment(i32t).expect("i32 aligns"), 8);
}
