//! Unit tests of the affine dialect: custom forms against mlir-opt-22's
//! output, the `affine.apply` folder and the dimension / symbol rules.

use super::*;
use crate::util::test_support::context;
use rmlir_ir::registry::{FoldResult, OpFoldResult};
use rmlir_text::parser::{parse_module, ParseOptions};
use rmlir_text::printer::{print_top_level, PrintOptions};

fn parse(ctx: &Context, src: &str) -> rmlir_text::parser::ParsedModule {
    match parse_module(ctx, src.as_bytes(), &ParseOptions::default()) {
        Ok(m) => m,
        Err(d) => panic!("parse error: {}", d.message),
    }
}

/// The body of the first `func.func` of the module and its ops, pre-order.
fn func_ops(m: &rmlir_text::parser::ParsedModule) -> (&Body, Vec<OpId>) {
    let module = m.body.nested_body(m.op).expect("module body");
    let mut ops = Vec::new();
    for &r in module.root_regions() {
        for b in module.region_blocks(r) {
            ops.extend(module.block_ops(b));
        }
    }
    let f = ops[0];
    let fb = module.nested_body(f).expect("func body");
    let mut out = Vec::new();
    for &r in fb.root_regions() {
        for b in fb.region_blocks(r) {
            for o in fb.block_ops(b) {
                rmlir_ir::walk::collect_nested_ops(fb, o, &mut out);
            }
        }
    }
    (fb, out)
}

fn named(ctx: &Context, body: &Body, ops: &[OpId], name: &str) -> Vec<OpId> {
    ops.iter()
        .copied()
        .filter(|&o| ctx.op_name_str(body.op_name(o)) == name)
        .collect()
}

#[test]
fn custom_forms_print_as_mlir() {
    let ctx = context();
    let src = r#"
func.func @f(%A: memref<8x?xf32>, %n: index, %v: f32) -> f32 {
  %a = affine.apply affine_map<(d0)[s0] -> (d0 + s0 * 2)>(%n)[%n]
  affine.for %i = max affine_map<()[s0] -> (s0, 0)>()[%n] to 8 step 2 {
    %x = affine.load %A[%i - 1, symbol(%n) + %i floordiv 4] : memref<8x?xf32>
    affine.store %x, %A[7 - %i, -%i] : memref<8x?xf32>
  }
  %r = affine.if affine_set<(d0) : (d0 == 0)>(%a) -> f32 {
    affine.yield %v : f32
  } else {
    affine.yield %v : f32
  }
  return %r : f32
}
"#;
    // mlir-opt-22's output.
    let want = r#"#map = affine_map<(d0)[s0] -> (d0 + s0 * 2)>
#map1 = affine_map<()[s0] -> (s0, 0)>
#set = affine_set<(d0) : (d0 == 0)>
module {
  func.func @f(%arg0: memref<8x?xf32>, %arg1: index, %arg2: f32) -> f32 {
    %0 = affine.apply #map(%arg1)[%arg1]
    affine.for %arg3 = max #map1()[%arg1] to 8 step 2 {
      %2 = affine.load %arg0[%arg3 - 1, %arg3 floordiv 4 + symbol(%arg1)] : memref<8x?xf32>
      affine.store %2, %arg0[-%arg3 + 7, -%arg3] : memref<8x?xf32>
    }
    %1 = affine.if #set(%0) -> f32 {
      affine.yield %arg2 : f32
    } else {
      affine.yield %arg2 : f32
    }
    return %1 : f32
  }
}
"#;
    let m = parse(&ctx, src);
    let got = print_top_level(&ctx, &m.body, m.op, &PrintOptions::default());
    assert_eq!(got.trim_end(), want.trim_end());
}

#[test]
fn subscripts_number_dims_and_symbols_in_order_of_appearance() {
    let ctx = context();
    let src = r#"
func.func @f(%A: memref<4x4xf32>, %n: index, %i: index, %j: index) {
  %x = affine.load %A[%j + symbol(%n), %i * 2 + %j] : memref<4x4xf32>
  return
}
"#;
    let m = parse(&ctx, src);
    let (body, ops) = func_ops(&m);
    let load = named(&ctx, body, &ops, "affine.load")[0];
    let (_, map) = map_attr(&ctx, body, load, "map").expect("map");
    // mlir-opt-22 builds the same map.
    assert_eq!(map.to_string(), "(d0, d1)[s0] -> (d0 + s0, d1 * 2 + d0)");
    // Operands: the memref, then %j and %i (dimensions), then %n.
    let args: Vec<ValueId> = body.operands(load).collect();
    assert_eq!(args.len(), 4);
    assert_eq!(args[1], body.operand(load, 1));
    assert_ne!(args[1], args[2]);
}

#[test]
fn apply_folds_constants_and_forwarded_operands() {
    let ctx = context();
    let src = r#"
func.func @f(%n: index) -> (index, index, index) {
  %c7 = arith.constant 7 : index
  %c0 = arith.constant 0 : index
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 floordiv 2 - s0 mod 3)>(%c7)[%c7]
  %1 = affine.apply affine_map<(d0)[s0] -> (s0)>(%c7)[%n]
  %2 = affine.apply affine_map<(d0)[s0] -> (d0 ceildiv s0)>(%c7)[%c0]
  return %0, %1, %2 : index, index, index
}
"#;
    let m = parse(&ctx, src);
    let (body, ops) = func_ops(&m);
    let mut body = body.clone();
    let applies = named(&ctx, &body, &ops, "affine.apply");
    let c7 = Some(index_attr(&ctx, 7));
    let c0 = Some(index_attr(&ctx, 0));
    // 7 floordiv 2 - 7 mod 3 = 3 - 1.
    let r = fold_apply(&ctx, &mut body, applies[0], &[c7, c7]);
    assert_eq!(
        r,
        FoldResult::Results([OpFoldResult::Attr(index_attr(&ctx, 2))].into())
    );
    let n = body.operand(applies[1], 1);
    let r = fold_apply(&ctx, &mut body, applies[1], &[c7, None]);
    assert_eq!(r, FoldResult::Results([OpFoldResult::Value(n)].into()));
    let r = fold_apply(&ctx, &mut body, applies[2], &[c7, c0]);
    let poison = ctx.intern_attr(AttrData::Dialect {
        text: "ub.poison".into(),
    });
    assert_eq!(r, FoldResult::Results([OpFoldResult::Attr(poison)].into()));
    // Not all operands constant: nothing.
    let r = fold_apply(&ctx, &mut body, applies[0], &[c7, None]);
    assert_eq!(r, FoldResult::None);
}

#[test]
fn dimension_and_symbol_rules() {
    let ctx = context();
    let src = r#"
func.func @f(%n: index, %A: memref<?xf32>) {
  %c1 = arith.constant 1 : index
  %s = arith.addi %n, %c1 : index
  affine.for %i = 0 to %n iter_args(%it = %n) -> (index) {
    %d = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
    %e = arith.addi %i, %n : index
    %x = affine.load %A[%d] : memref<?xf32>
    affine.yield %it : index
  }
  return
}
"#;
    let m = parse(&ctx, src);
    let (body, ops) = func_ops(&m);
    let load = named(&ctx, body, &ops, "affine.load")[0];
    let scope = affine_scope(&ctx, body, load);
    let for_op = named(&ctx, body, &ops, "affine.for")[0];
    let region = body.op_regions(for_op)[0];
    let entry = body.entry_block(region).unwrap();
    let iv = body.block_args(entry)[0];
    let iter_arg = body.block_args(entry)[1];
    let n = body.operand(for_op, 0);
    let adds = named(&ctx, body, &ops, "arith.addi");
    let s = body.result(adds[0], 0);
    let e = body.result(adds[1], 0);
    let d = body.result(named(&ctx, body, &ops, "affine.apply")[0], 0);
    // Function arguments and pure ops of them are symbols everywhere.
    assert!(is_valid_symbol(&ctx, body, n, scope));
    assert!(is_valid_symbol(&ctx, body, s, scope));
    // The induction variable is a dimension, not a symbol; so is an
    // affine.apply of it; an iter_arg is neither.
    assert!(is_valid_dim(&ctx, body, iv, scope));
    assert!(!is_valid_symbol(&ctx, body, iv, scope));
    assert!(is_valid_dim(&ctx, body, d, scope));
    assert!(!is_valid_dim(&ctx, body, iter_arg, scope));
    // arith.addi of a dimension is neither.
    assert!(!is_valid_dim(&ctx, body, e, scope));
    assert!(!is_valid_symbol(&ctx, body, e, scope));
}

#[test]
fn trip_counts() {
    let ctx = context();
    let src = r#"
func.func @f(%n: index) {
  affine.for %i = 0 to 10 step 3 {
  }
  affine.for %i = 5 to 5 {
  }
  affine.for %i = 0 to %n {
  }
  return
}
"#;
    let m = parse(&ctx, src);
    let (body, ops) = func_ops(&m);
    let fors = named(&ctx, body, &ops, "affine.for");
    let counts: Vec<Option<u64>> = fors
        .iter()
        .map(|&f| trivial_trip_count(&for_parts(&ctx, body, f)))
        .collect();
    assert_eq!(counts, vec![Some(4), Some(0), None]);
}

#[test]
fn min_max_fold() {
    let ctx = context();
    let src = r#"
func.func @f(%n: index) -> (index, index, index, index) {
  %c3 = arith.constant 3 : index
  %0 = affine.min affine_map<(d0)[s0] -> (d0 + 2, s0, 4)>(%c3)[%c3]
  %1 = affine.max affine_map<(d0)[s0] -> (d0 * 2, s0)>(%c3)[%c3]
  %2 = affine.min affine_map<(d0)[s0] -> (d0 + 2, s0)>(%c3)[%n]
  %3 = affine.max affine_map<()[s0] -> (s0)>()[%n]
  return %0, %1, %2, %3 : index, index, index, index
}
"#;
    let m = parse(&ctx, src);
    let (body, ops) = func_ops(&m);
    let mut body = body.clone();
    let mins = named(&ctx, &body, &ops, "affine.min");
    let maxs = named(&ctx, &body, &ops, "affine.max");
    let c3 = Some(index_attr(&ctx, 3));
    let attr = |v| FoldResult::Results([OpFoldResult::Attr(index_attr(&ctx, v))].into());
    assert_eq!(fold_min_max(&ctx, &mut body, mins[0], &[c3, c3]), attr(3));
    assert_eq!(fold_min_max(&ctx, &mut body, maxs[0], &[c3, c3]), attr(6));
    // Partially constant: the constant results fold into the map in place.
    assert_eq!(
        fold_min_max(&ctx, &mut body, mins[1], &[c3, None]),
        FoldResult::InPlace
    );
    let (_, map) = map_attr(&ctx, &body, mins[1], "map").unwrap();
    assert_eq!(map.to_string(), "(d0)[s0] -> (5, s0)");
    assert_eq!(
        fold_min_max(&ctx, &mut body, mins[1], &[c3, None]),
        FoldResult::None
    );
    // A map returning its only symbol folds to that operand.
    let n = body.operand(maxs[1], 0);
    assert_eq!(
        fold_min_max(&ctx, &mut body, maxs[1], &[None]),
        FoldResult::Results([OpFoldResult::Value(n)].into())
    );
}

#[test]
fn parallel_bounds_are_concatenated_and_deduplicated() {
    let ctx = context();
    let src = r#"
func.func @f(%n: index, %m: index) {
  affine.parallel (%i, %j) = (max(%n, symbol(%m)), %n + 1) to (min(%m * 2, %n), 8) {
  }
  return
}
"#;
    let m = parse(&ctx, src);
    let (body, ops) = func_ops(&m);
    let par = named(&ctx, body, &ops, "affine.parallel")[0];
    let (_, lb) = map_attr(&ctx, body, par, "lowerBoundsMap").unwrap();
    let (_, ub) = map_attr(&ctx, body, par, "upperBoundsMap").unwrap();
    // mlir-opt-22 builds the same maps and operands (%n, %m, %m, %n).
    assert_eq!(lb.to_string(), "(d0)[s0] -> (d0, s0, d0 + 1)");
    assert_eq!(ub.to_string(), "(d0, d1) -> (d0 * 2, d1, 8)");
    assert_eq!(body.num_operands(par), 4);
}

/// `affine.linearize_index`'s `disjoint` (a `UnitProp`) through bytecode:
/// kept from version 5, where it is one byte of the properties entry, and
/// lost before, where MLIR 22 writes it nowhere either.
#[test]
fn linearize_disjoint_through_bytecode() {
    let ctx = context();
    let src = "func.func @f(%a: index, %b: index) -> index {\n  %0 = affine.linearize_index disjoint [%a, %b] by (4, 8) : index\n  return %0 : index\n}\n";
    let m = parse(&ctx, src);
    for (version, kept) in [(4, false), (5, true), (6, true)] {
        let opts = rmlir_bytecode::WriteOptions {
            version,
            ..Default::default()
        };
        let bytes = rmlir_bytecode::write_module(&ctx, &m.body, m.op, None, &opts).expect("writes");
        let back = rmlir_bytecode::read_module(&ctx, &bytes, &Default::default()).expect("reads");
        let text = print_top_level(&ctx, &back.body, back.op, &PrintOptions::default());
        assert_eq!(
            text.contains("disjoint ["),
            kept,
            "version {version}: {text}"
        );
    }
}

#[test]
fn memory_op_wrappers_read_their_groups() {
    let ctx = context();
    let src = r#"
func.func @f(%m: memref<8x8xf32>, %v: vector<4xf32>, %i: index, %j: index) {
  %x = affine.load %m[%i, %j + 1] : memref<8x8xf32>
  affine.store %x, %m[%j, %i] : memref<8x8xf32>
  %w = affine.vector_load %m[%i, %j] : memref<8x8xf32>, vector<4xf32>
  affine.vector_store %v, %m[%j, %i] : memref<8x8xf32>, vector<4xf32>
  affine.prefetch %m[%i, %j], read, locality<3>, data : memref<8x8xf32>
  return
}
"#;
    let m = parse(&ctx, src);
    let (body, ops) = func_ops(&m);
    let entry = body
        .entry_block(body.root_regions()[0])
        .expect("entry block");
    let args = body.block_args(entry).to_vec();
    let (mem, v, i, j) = (args[0], args[1], args[2], args[3]);
    let load = AffineLoadOp::cast(&ctx, body, ops[0]).expect("affine.load");
    assert_eq!(load.memref(&ctx, body), mem);
    assert_eq!(load.indices(&ctx, body), [i, j]);
    assert_eq!(load.result(&ctx, body), body.result(ops[0], 0));
    let store = AffineStoreOp::cast(&ctx, body, ops[1]).expect("affine.store");
    assert_eq!(store.value(&ctx, body), load.result(&ctx, body));
    assert_eq!(
        (store.memref(&ctx, body), store.indices(&ctx, body)),
        (mem, vec![j, i])
    );
    assert!(AffineLoadOp::cast(&ctx, body, ops[1]).is_none());
    let vload = AffineVectorLoadOp::cast(&ctx, body, ops[2]).expect("vector_load");
    assert_eq!(vload.memref(&ctx, body), mem);
    let vstore = AffineVectorStoreOp::cast(&ctx, body, ops[3]).expect("vector_store");
    assert_eq!(
        (vstore.value(&ctx, body), vstore.memref(&ctx, body)),
        (v, mem)
    );
    let prefetch = AffinePrefetchOp::cast(&ctx, body, ops[4]).expect("prefetch");
    assert_eq!(prefetch.indices(&ctx, body), [i, j]);
    let hint = prefetch.locality_hint(&ctx, body);
    assert_eq!(rmlir_text::printer::attr_to_string(&ctx, hint), "3 : i32");
}
