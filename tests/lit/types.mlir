// Builtin types: every kind the parser knows, printed back in canonical form
// as block argument types, result types, operand types and type attributes.
// RUN: rmlir-opt --allow-unregistered-dialect %s | FileCheck %s --match-full-lines
// RUN: rmlir-opt --allow-unregistered-dialect %s --emit-bytecode | rmlir-opt --allow-unregistered-dialect | FileCheck %s --match-full-lines
// RUN: rmlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC --match-full-lines
// RUN: rmlir-opt --allow-unregistered-dialect %s --emit-bytecode | rmlir-opt --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --match-full-lines
// Printing is a fixed point: re-parsing the output gives the same text.
// RUN: rmlir-opt --allow-unregistered-dialect %s | rmlir-opt --allow-unregistered-dialect | FileCheck %s --match-full-lines

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

// CHECK: module {
// CHECK-NEXT:   "t.types"() ({
// CHECK-NEXT:   ^bb0(%arg0: i1, %arg1: i8, %arg2: i17, %arg3: i64, %arg4: i128, %arg5: i1000, %arg6: si8, %arg7: ui16, %arg8: si32, %arg9: ui1, %arg10: index, %arg11: none):
// CHECK-NEXT:     "t.end"() : () -> ()
// CHECK-NEXT:   ^bb1(%0: f16, %1: bf16, %2: f32, %3: f64, %4: f80, %5: f128, %6: tf32, %7: f8E4M3FN, %8: f8E5M2, %9: f8E4M3FNUZ, %10: f8E5M2FNUZ, %11: f8E4M3B11FNUZ):  // no predecessors
// CHECK-NEXT:     "t.end"() : () -> ()
// CHECK-NEXT:   ^bb2(%12: complex<f32>, %13: complex<i8>, %14: tuple<>, %15: tuple<i32>, %16: tuple<i32, tuple<f32, none>>):  // no predecessors
// CHECK-NEXT:     "t.end"() : () -> ()
// CHECK-NEXT:   ^bb3(%17: vector<4xf32>, %18: vector<2x3x4xi8>, %19: vector<f32>, %20: vector<[4]xf32>, %21: vector<2x[4]x[8]xi1>):  // no predecessors
// CHECK-NEXT:     "t.end"() : () -> ()
// CHECK-NEXT:   ^bb4(%22: tensor<4x?x8xf32>, %23: tensor<*xi32>, %24: tensor<i1>, %25: tensor<0x4xf32>, %26: tensor<4xi32, "enc">):  // no predecessors
// CHECK-NEXT:     "t.end"() : () -> ()
// CHECK-NEXT:   ^bb5(%27: memref<4x?xi32>, %28: memref<*xf32>, %29: memref<*xf32, 1>, %30: memref<f32>, %31: memref<2xf32, "gpu">, %32: memref<2x2xf32, 3>):  // no predecessors
// CHECK-NEXT:     "t.end"() : () -> ()
// CHECK-NEXT:   ^bb6(%33: !foo.bar, %34: !foo.bar<"x", 1>, %35: !foo<"bar">, %36: !foo.baz<[1, 2]>):  // no predecessors
// CHECK-NEXT:     "t.end"() : () -> ()
// CHECK-NEXT:   ^bb7(%37: tensor<4xvector<2xf32>>, %38: memref<4xcomplex<f64>>, %39: vector<4xindex>, %40: tensor<?x!foo.elt>):  // no predecessors
// CHECK-NEXT:     "t.use"(%37, %39) : (tensor<4xvector<2xf32>>, vector<4xindex>) -> ()
// CHECK-NEXT:     %41 = "t.result"() : () -> tensor<?x?xcomplex<f32>>
// CHECK-NEXT:     %42 = "t.result"() : () -> ((i32) -> i32)
// CHECK-NEXT:     "t.end"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "t.func_types"() {a = () -> (), b = (i32) -> i32, c = (i32, f32) -> (i64, i1), d = ((i32) -> i32) -> (() -> ()), e = (i32) -> i32, f = i32, g = !foo.bar} : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   "t.types"() ({
// GENERIC-NEXT:   ^bb0(%arg0: i1, %arg1: i8, %arg2: i17, %arg3: i64, %arg4: i128, %arg5: i1000, %arg6: si8, %arg7: ui16, %arg8: si32, %arg9: ui1, %arg10: index, %arg11: none):
// GENERIC-NEXT:     "t.end"() : () -> ()
// GENERIC-NEXT:   ^bb1(%0: f16, %1: bf16, %2: f32, %3: f64, %4: f80, %5: f128, %6: tf32, %7: f8E4M3FN, %8: f8E5M2, %9: f8E4M3FNUZ, %10: f8E5M2FNUZ, %11: f8E4M3B11FNUZ):  // no predecessors
// GENERIC-NEXT:     "t.end"() : () -> ()
// GENERIC-NEXT:   ^bb2(%12: complex<f32>, %13: complex<i8>, %14: tuple<>, %15: tuple<i32>, %16: tuple<i32, tuple<f32, none>>):  // no predecessors
// GENERIC-NEXT:     "t.end"() : () -> ()
// GENERIC-NEXT:   ^bb3(%17: vector<4xf32>, %18: vector<2x3x4xi8>, %19: vector<f32>, %20: vector<[4]xf32>, %21: vector<2x[4]x[8]xi1>):  // no predecessors
// GENERIC-NEXT:     "t.end"() : () -> ()
// GENERIC-NEXT:   ^bb4(%22: tensor<4x?x8xf32>, %23: tensor<*xi32>, %24: tensor<i1>, %25: tensor<0x4xf32>, %26: tensor<4xi32, "enc">):  // no predecessors
// GENERIC-NEXT:     "t.end"() : () -> ()
// GENERIC-NEXT:   ^bb5(%27: memref<4x?xi32>, %28: memref<*xf32>, %29: memref<*xf32, 1>, %30: memref<f32>, %31: memref<2xf32, "gpu">, %32: memref<2x2xf32, 3>):  // no predecessors
// GENERIC-NEXT:     "t.end"() : () -> ()
// GENERIC-NEXT:   ^bb6(%33: !foo.bar, %34: !foo.bar<"x", 1>, %35: !foo<"bar">, %36: !foo.baz<[1, 2]>):  // no predecessors
// GENERIC-NEXT:     "t.end"() : () -> ()
// GENERIC-NEXT:   ^bb7(%37: tensor<4xvector<2xf32>>, %38: memref<4xcomplex<f64>>, %39: vector<4xindex>, %40: tensor<?x!foo.elt>):  // no predecessors
// GENERIC-NEXT:     "t.use"(%37, %39) : (tensor<4xvector<2xf32>>, vector<4xindex>) -> ()
// GENERIC-NEXT:     %41 = "t.result"() : () -> tensor<?x?xcomplex<f32>>
// GENERIC-NEXT:     %42 = "t.result"() : () -> ((i32) -> i32)
// GENERIC-NEXT:     "t.end"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "t.func_types"() {a = () -> (), b = (i32) -> i32, c = (i32, f32) -> (i64, i1), d = ((i32) -> i32) -> (() -> ()), e = (i32) -> i32, f = i32, g = !foo.bar} : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-EMPTY:
