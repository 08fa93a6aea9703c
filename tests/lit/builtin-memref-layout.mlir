// memref layouts and memory spaces as MLIR prints them.
// RUN: rmlir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: rmlir-opt --allow-unregistered-dialect %s --emit-bytecode | rmlir-opt --allow-unregistered-dialect | FileCheck %s
// RUN: rmlir-opt --allow-unregistered-dialect %s | rmlir-opt --allow-unregistered-dialect | FileCheck %s

// CHECK: #map = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: module {
// An identity map is not printed, even with symbols.
// CHECK-NEXT: "t.a"() : () -> (memref<2x4xi8, 1>, memref<2x4xi8>)
"t.a"() : () -> (memref<2x4xi8, affine_map<(d0, d1)[s0] -> (d0, d1)>, 1>, memref<2x4xi8, affine_map<(d0, d1)[s0] -> (d0, d1)>>)
// Integer memory space 0 is the default.
// CHECK-NEXT: "t.b"() : () -> (memref<2x4xi8>, memref<*xi8>, memref<2xi8, 1>, memref<2xi8, 1 : i32>)
"t.b"() : () -> (memref<2x4xi8, 0>, memref<*xi8, 0 : i8>, memref<2xi8, 1 : i64>, memref<2xi8, 1 : i32>)
// Strided layouts: a zero offset is not printed.
// CHECK-NEXT: "t.c"() : () -> (memref<2x4xi8, strided<[4, 1]>>, memref<?x4xi8, strided<[?, 1], offset: ?>, "gpu">, memref<i8, strided<[], offset: -5>>)
"t.c"() : () -> (memref<2x4xi8, strided<[4, 1], offset: 0>>, memref<?x4xi8, strided<[?, 1], offset: ?>, "gpu">, memref<i8, strided<[], offset: -5>>)
// CHECK-NEXT: "t.d"() : () -> memref<2x4xi8, #map, {a = 1 : i64}>
"t.d"() : () -> memref<2x4xi8, affine_map<(d0, d1) -> (d1, d0)>, {a = 1}>
