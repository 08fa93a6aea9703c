// Builtin types: every kind the parser knows, printed back in canonical form
// as block argument types, result types, operand types and type attributes.

"t.types"() ({
^bb0(%int1: i1, %int8: i8, %int17: i17, %int64: i64, %int128: i128, %int1000: i1000,
     %s8: si8, %u16: ui16, %s32: si32, %u1: ui1, %idx: index, %none: none):
  "t.end"() : () -> ()
^bb1(%h: f16, %bf: bf16, %f: f32, %d: f64, %x: f80, %q: f128, %tf: tf32,
     %e4: f8E4M3FN, %e5: f8E5M2, %e4z: f8E4M3FNUZ, %e5z: f8E5M2FNUZ, %e4b: f8E4M3B11FNUZ):
  "t.end"() : () -> ()
^bb2(%c: complex<f32>, %ci: complex<i8>, %t0: tuple<>, %t1: tuple<i32>, %t2: tuple<i32, tuple<f32, none>>):
  "t.end"() : () -> ()
^bb3(%v: vector<4xf32>, %v3: vector<2x3x4xi8>, %v0: vector<f32>, %vs: vector<[4]xf32>, %vs2: vector<2x[4]x[8]xi1>):
  "t.end"() : () -> ()
^bb4(%t: tensor<4x?x8xf32>, %tu: tensor<*xi32>, %t0d: tensor<i1>, %tz: tensor<0x4xf32>, %te: tensor<4xi32, "enc">):
  "t.end"() : () -> ()
^bb5(%m: memref<4x?xi32>, %mu: memref<*xf32>, %mus: memref<*xf32, 1>, %m0: memref<f32>, %ms: memref<2xf32, "gpu">, %mi: memref<2x2xf32, 3>):
  "t.end"() : () -> ()
^bb6(%o1: !foo.bar, %o2: !foo.bar<"x", 1>, %o3: !foo<"bar">, %o4: !foo.baz<[1, 2]>):
  "t.end"() : () -> ()
^bb7(%n1: tensor<4xvector<2xf32>>, %n2: memref<4xcomplex<f64>>, %n3: vector<4xindex>, %n4: tensor<?x!foo.elt>):
  "t.use"(%n1, %n3) : (tensor<4xvector<2xf32>>, vector<4xindex>) -> ()
  %r = "t.result"() : () -> tensor<?x?xcomplex<f32>>
  %fn = "t.result"() : () -> ((i32) -> i32)
  "t.end"() : () -> ()
}) : () -> ()
"t.func_types"() {
  a = () -> (), b = (i32) -> i32, c = (i32, f32) -> (i64, i1),
  d = ((i32) -> i32) -> (() -> ()), e = (i32) -> (i32), f = i32, g = !foo.bar
} : () -> ()

