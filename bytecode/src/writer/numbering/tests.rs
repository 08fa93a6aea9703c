//! Unit tests of the numbering: the order of attributes, types and
//! dialects as MLIR 22's writer gives it.

use super::*;

/// Functions sharing attributes and types at several depths, first seen
/// in different functions directly or nested (arrays, dictionaries,
/// locations, dense values, function types), a resource, functions
/// inside a non-isolated region and nested modules.
const SOURCE: &str = r#"
module attributes {t.m = [1 : i32, [2 : i64]]} {
  func.func @a(%x: tensor<2xf32>) -> tensor<2xf32> attributes {t.k = [[2 : i64], {d = 3 : i8}]} {
    %0 = "t.op"() {v = dense<[1.0, 2.0]> : tensor<2xf32>, w = [3 : i8, "s"]} : () -> tensor<2xf32> loc(fused["f.mlir":1:2, "g.mlir":3:4])
    %1 = arith.addf %x, %0 : tensor<2xf32> loc(callsite("h.mlir":1:1 at "f.mlir":1:2))
    return %1 : tensor<2xf32>
  }
  func.func @b(%x: i64) -> i64 {
    %c = arith.constant 2 : i64
    %r = arith.constant dense_resource<blob1> : tensor<2xi32>
    "t.use"(%r) {k = {d = 3 : i8}, m = [[2 : i64], "s"]} : (tensor<2xi32>) -> ()
    %0 = arith.muli %x, %c : i64 loc("g.mlir":3:4)
    "t.region"() ({
      %1 = arith.addi %0, %c : i64
      "t.yield"(%1) : (i64) -> ()
    }) : () -> ()
    return %0 : i64
  }
  "t.outer"() ({
    func.func private @c(%y: f32) -> f32 {
      %z = arith.addf %y, %y fastmath<fast> : f32
      return %z : f32
    }
  }) : () -> ()
  builtin.module @inner {
    func.func @d() -> memref<4xi8, strided<[1], offset: 2>> {
      %m = "t.make"() {e = [[2 : i64], dense<[1.0, 2.0]> : tensor<2xf32>]} : () -> memref<4xi8, strided<[1], offset: 2>> loc(fused["f.mlir":1:2, "k.mlir":5:6])
      return %m : memref<4xi8, strided<[1], offset: 2>>
    }
  }
  func.func @e(%x: i64) -> i64 {
    %r = arith.constant dense_resource<blob2> : tensor<2xi32>
    %s = arith.constant dense_resource<blob1> : tensor<2xi32>
    "t.use"(%r, %s) {k = [1 : i32, [2 : i64]]} : (tensor<2xi32>, tensor<2xi32>) -> ()
    return %x : i64
  }
}
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x040000000100000002000000",
      blob2: "0x040000000300000004000000"
    }
  }
#-}
"#;

fn tables(n: &Numbering<'_>) -> String {
    let mut out = format!("dialects {:?}\nresources {:?}\n", n.dialects, n.resources);
    for e in &n.attrs {
        out += &format!("attr {:?} {} {}\n", e.value, e.refs, e.dialect);
    }
    for e in &n.types {
        out += &format!("type {:?} {} {}\n", e.value, e.refs, e.dialect);
    }
    for e in &n.op_names {
        out += &format!("op {:?} {} {}\n", e.value, e.refs, e.dialect);
    }
    let mut bodies: Vec<_> = n.bodies.iter().collect();
    bodies.sort_by_key(|(k, _)| **k);
    for (_, b) in bodies {
        let mut blocks: Vec<_> = b.block_ids.iter().collect();
        blocks.sort();
        let mut regions: Vec<_> = b.region_counts.iter().collect();
        regions.sort();
        out += &format!(
            "body {:?} {:?} {:?} {:?}\n",
            b.value_ids, b.isolated, blocks, regions
        );
    }
    out
}

#[test]
fn functions_numbered_apart_give_the_tables_of_one_walk() {
    let mut ctx = Context::new();
    rmlir_dialects::register_all(&mut ctx);
    ctx.set_allow_unregistered_dialects(true);
    let m = rmlir_text::parser::parse_module(&ctx, SOURCE.as_bytes(), &Default::default())
        .expect("parses");
    for version in 0..=crate::encoding::CURRENT_VERSION {
        let one = Numbering::with_threads(&ctx, &m.body, m.op, version, false);
        let expected = tables(&one);
        for threads in [1, 2, 4] {
            let pool = rayon::ThreadPoolBuilder::new()
                .num_threads(threads)
                .build()
                .expect("a pool");
            let apart =
                pool.install(|| Numbering::with_threads(&ctx, &m.body, m.op, version, true));
            assert_eq!(
                tables(&apart),
                expected,
                "version {version}, {threads} threads"
            );
        }
    }
}
