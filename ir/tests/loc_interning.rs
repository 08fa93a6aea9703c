//! File locations are interned with a locality-preserving hash
//! (`loc_hash` in context.rs): equal locations must still be one handle and
//! distinct ones distinct, whatever their line and column.

use rmlir_ir::{Context, FileRange, LocData};

#[test]
fn equal_file_locations_are_one_handle() {
    let ctx = Context::new();
    let f = ctx.ident("a.mlir");
    let g = ctx.ident("b.mlir");
    let a = ctx.file_loc(f, 3, 7);
    assert_eq!(a, ctx.file_loc(f, 3, 7));
    assert_ne!(a, ctx.file_loc(g, 3, 7));
    assert_ne!(a, ctx.file_loc(f, 3, 8));
    assert_ne!(a, ctx.file_loc(f, 4, 7));
    // Interning the same data through the generic entry point agrees.
    let data = LocData::FileLineCol {
        file: f,
        line: 3,
        col: 7,
    };
    assert_eq!(a, ctx.intern_loc(data));
    // A range that ends where it starts is the position itself, whichever
    // way it is made; a real range is another location.
    let empty = FileRange {
        file: f,
        line: 3,
        col: 7,
        end_line: 3,
        end_col: 7,
    };
    assert_eq!(a, ctx.file_range_loc(empty));
    assert_eq!(a, ctx.intern_loc(LocData::FileRange(Box::new(empty))));
    let range = ctx.file_range_loc(FileRange {
        end_col: 9,
        ..empty
    });
    assert_ne!(a, range);
    assert_eq!(
        ctx.loc_data(range).file_range(),
        Some(FileRange {
            end_col: 9,
            ..empty
        })
    );
}

/// One location per op is held for the module's life: the storage stays at
/// 16 bytes.
#[test]
fn location_storage_is_small() {
    assert_eq!(std::mem::size_of::<LocData>(), 16);
}

#[test]
fn colliding_bucket_bits_stay_distinct() {
    let ctx = Context::new();
    let f = ctx.ident("x.mlir");
    let mut seen = std::collections::HashSet::new();
    // Diagonals (line + 1, column - 4) share bucket bits; lines far apart
    // share shards; columns past 255 take the plain hash; and every line and
    // column at the extremes.
    let mut keys = Vec::new();
    for d in 0..64u32 {
        for base in [0u32, 1 << 10, 1 << 20, u32::MAX - 64] {
            keys.push((base + d, 255 - 4 * d));
            keys.push((base + d, 256 + d));
            keys.push((base + d, u32::MAX - d));
        }
    }
    for &(line, col) in &keys {
        assert!(
            seen.insert(ctx.file_loc(f, line, col)),
            "{line}:{col} reused a handle"
        );
    }
    for &(line, col) in &keys {
        assert!(
            seen.contains(&ctx.file_loc(f, line, col)),
            "{line}:{col} not found again"
        );
    }
    assert_eq!(seen.len(), keys.len());
}

#[test]
fn sequential_locations_round_trip() {
    let ctx = Context::new();
    let f = ctx.ident("big.mlir");
    let locs: Vec<_> = (0..200_000u32)
        .map(|i| ctx.file_loc(f, i + 1, i % 97))
        .collect();
    for (i, &l) in locs.iter().enumerate() {
        let i = i as u32;
        assert_eq!(l, ctx.file_loc(f, i + 1, i % 97));
        match ctx.loc_data(l) {
            LocData::FileLineCol { line, col, .. } => assert_eq!((*line, *col), (i + 1, i % 97)),
            other => panic!("unexpected {other:?}"),
        }
    }
}
