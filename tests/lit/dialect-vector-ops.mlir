// The vector ops beyond broadcast (MLIR 22's VectorOps.td): custom forms in,
// custom, generic and bytecode forms out, with 0-d and scalable vectors, as
// mlir-opt 22 prints them (transfer ops: default permutation_map/in_bounds
// elided, mask type inferred from the map).
// RUN: rmlir-opt %s | FileCheck %s
// RUN: rmlir-opt %s | rmlir-opt | FileCheck %s
// RUN: rmlir-opt %s --emit-bytecode | rmlir-opt | FileCheck %s
// RUN: rmlir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: rmlir-opt %s --mlir-print-op-generic | rmlir-opt | FileCheck %s

// CHECK-DAG: #map = affine_map<(d0, d1) -> (d0)>
// CHECK-DAG: #map1 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-DAG: #map2 = affine_map<(d0, d1) -> (0, d1)>
// CHECK-LABEL: func.func @access(%arg0: memref<?x?xf32>, %arg1: index, %arg2: f32, %arg3: vector<4xf32>, %arg4: vector<4xi1>, %arg5: tensor<?x?xf32>) -> (vector<4xf32>, tensor<?x?xf32>) {
// CHECK-NEXT: %0 = vector.load %arg0[%arg1, %arg1] : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT: vector.store %arg3, %arg0[%arg1, %arg1] {nontemporal = true} : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT: %1 = vector.maskedload %arg0[%arg1, %arg1], %arg4, %arg3 : memref<?x?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
// CHECK-NEXT: vector.maskedstore %arg0[%arg1, %arg1], %arg4, %1 {alignment = 16 : i64} : memref<?x?xf32>, vector<4xi1>, vector<4xf32>
// CHECK-NEXT: %2 = vector.transfer_read %arg0[%arg1, %arg1], %arg2 : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT: %3 = vector.transfer_read %arg0[%arg1, %arg1], %arg2, %arg4 {in_bounds = [true], permutation_map = #map} : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT: %4 = vector.transfer_read %arg0[%arg1, %arg1], %arg2 {permutation_map = #map1} : memref<?x?xf32>, vector<4x[8]xf32>
// CHECK-NEXT: %5 = vector.transfer_read %arg0[%arg1, %arg1], %arg2 {in_bounds = [true, false], permutation_map = #map2} : memref<?x?xf32>, vector<2x4xf32>
// CHECK-NEXT: %6 = vector.transfer_read %arg0[%arg1, %arg1], %arg2 : memref<?x?xf32>, vector<f32>
// CHECK-NEXT: vector.transfer_write %2, %arg0[%arg1, %arg1], %arg4 : vector<4xf32>, memref<?x?xf32>
// CHECK-NEXT: vector.transfer_write %4, %arg0[%arg1, %arg1] {in_bounds = [false, true], permutation_map = #map1} : vector<4x[8]xf32>, memref<?x?xf32>
// CHECK-NEXT: %7 = vector.transfer_write %arg3, %arg5[%arg1, %arg1] : vector<4xf32>, tensor<?x?xf32>
// CHECK-NEXT: return %3, %7 : vector<4xf32>, tensor<?x?xf32>
// CHECK-LABEL: func.func @elements(%arg0: vector<2x4xf32>, %arg1: vector<[4]xi32>, %arg2: vector<f32>, %arg3: f32, %arg4: index, %arg5: i32) -> (f32, vector<4xf32>, vector<2x4xf32>, vector<[4]xi32>, f32, vector<f32>) {
// CHECK-NEXT: %0 = vector.extract %arg0[1, %arg4] : f32 from vector<2x4xf32>
// CHECK-NEXT: %1 = vector.extract %arg0[-1] : vector<4xf32> from vector<2x4xf32>
// CHECK-NEXT: %2 = vector.insert %arg3, %arg0 [0, 3] : f32 into vector<2x4xf32>
// CHECK-NEXT: %3 = vector.insert %1, %2 [%arg4] : vector<4xf32> into vector<2x4xf32>
// CHECK-NEXT: %4 = vector.insert %arg5, %arg1 [%arg4] : i32 into vector<[4]xi32>
// CHECK-NEXT: %5 = vector.extract %arg2[] : f32 from vector<f32>
// CHECK-NEXT: %6 = vector.insert %arg3, %arg2 [] : f32 into vector<f32>
// CHECK-NEXT: return %0, %1, %3, %4, %5, %6 : f32, vector<4xf32>, vector<2x4xf32>, vector<[4]xi32>, f32, vector<f32>
// CHECK-LABEL: func.func @misc(%arg0: vector<2x4xf32>, %arg1: vector<[4]x2xf32>, %arg2: vector<4xf32>, %arg3: index) -> (vector<8xf32>, vector<[8]xf32>, vector<4xf32>, vector<4x3xi1>, vector<[4]xi1>, vector<i1>, vector<2x3xi1>) {
// CHECK-NEXT: %0 = vector.shape_cast %arg0 : vector<2x4xf32> to vector<8xf32>
// CHECK-NEXT: %1 = vector.shape_cast %arg1 : vector<[4]x2xf32> to vector<[8]xf32>
// CHECK-NEXT: %2 = vector.fma %arg2, %arg2, %arg2 : vector<4xf32>
// CHECK-NEXT: %3 = vector.constant_mask [2, 3] : vector<4x3xi1>
// CHECK-NEXT: %4 = vector.constant_mask [4] : vector<[4]xi1>
// CHECK-NEXT: %5 = vector.constant_mask [1] : vector<i1>
// CHECK-NEXT: %6 = vector.create_mask %arg3, %arg3 : vector<2x3xi1>
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6 : vector<8xf32>, vector<[8]xf32>, vector<4xf32>, vector<4x3xi1>, vector<[4]xi1>, vector<i1>, vector<2x3xi1>
// GENERIC-DAG: #map = affine_map<(d0, d1) -> (d1)>
// GENERIC-DAG: #map1 = affine_map<(d0, d1) -> (d0)>
// GENERIC-DAG: #map2 = affine_map<(d0, d1) -> (d1, d0)>
// GENERIC-DAG: #map3 = affine_map<(d0, d1) -> (0, d1)>
// GENERIC-DAG: #map4 = affine_map<(d0, d1) -> ()>
// GENERIC: %14 = "vector.load"(%arg10, %arg11, %arg11) : (memref<?x?xf32>, index, index) -> vector<4xf32>
// GENERIC: "vector.store"(%arg13, %arg10, %arg11, %arg11) <{nontemporal = true}> : (vector<4xf32>, memref<?x?xf32>, index, index) -> ()
// GENERIC: %15 = "vector.maskedload"(%arg10, %arg11, %arg11, %arg14, %arg13) : (memref<?x?xf32>, index, index, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// GENERIC: "vector.maskedstore"(%arg10, %arg11, %arg11, %arg14, %15) <{alignment = 16 : i64}> : (memref<?x?xf32>, index, index, vector<4xi1>, vector<4xf32>) -> ()
// GENERIC: %16 = "vector.transfer_read"(%arg10, %arg11, %arg11, %arg12) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = #map}> : (memref<?x?xf32>, index, index, f32) -> vector<4xf32>
// GENERIC: %17 = "vector.transfer_read"(%arg10, %arg11, %arg11, %arg12, %arg14) <{in_bounds = [true], operandSegmentSizes = array<i32: 1, 2, 1, 1>, permutation_map = #map1}> : (memref<?x?xf32>, index, index, f32, vector<4xi1>) -> vector<4xf32>
// GENERIC: %18 = "vector.transfer_read"(%arg10, %arg11, %arg11, %arg12) <{in_bounds = [false, false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = #map2}> : (memref<?x?xf32>, index, index, f32) -> vector<4x[8]xf32>
// GENERIC: %19 = "vector.transfer_read"(%arg10, %arg11, %arg11, %arg12) <{in_bounds = [true, false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = #map3}> : (memref<?x?xf32>, index, index, f32) -> vector<2x4xf32>
// GENERIC: %20 = "vector.transfer_read"(%arg10, %arg11, %arg11, %arg12) <{in_bounds = [], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = #map4}> : (memref<?x?xf32>, index, index, f32) -> vector<f32>
// GENERIC: "vector.transfer_write"(%16, %arg10, %arg11, %arg11, %arg14) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 2, 1>, permutation_map = #map}> : (vector<4xf32>, memref<?x?xf32>, index, index, vector<4xi1>) -> ()
// GENERIC: "vector.transfer_write"(%18, %arg10, %arg11, %arg11) <{in_bounds = [false, true], operandSegmentSizes = array<i32: 1, 1, 2, 0>, permutation_map = #map2}> : (vector<4x[8]xf32>, memref<?x?xf32>, index, index) -> ()
// GENERIC: %21 = "vector.transfer_write"(%arg13, %arg15, %arg11, %arg11) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 2, 0>, permutation_map = #map}> : (vector<4xf32>, tensor<?x?xf32>, index, index) -> tensor<?x?xf32>
// GENERIC: %7 = "vector.extract"(%arg4, %arg8) <{static_position = array<i64: 1, -9223372036854775808>}> : (vector<2x4xf32>, index) -> f32
// GENERIC: %8 = "vector.extract"(%arg4) <{static_position = array<i64: -1>}> : (vector<2x4xf32>) -> vector<4xf32>
// GENERIC: %9 = "vector.insert"(%arg7, %arg4) <{static_position = array<i64: 0, 3>}> : (f32, vector<2x4xf32>) -> vector<2x4xf32>
// GENERIC: %10 = "vector.insert"(%8, %9, %arg8) <{static_position = array<i64: -9223372036854775808>}> : (vector<4xf32>, vector<2x4xf32>, index) -> vector<2x4xf32>
// GENERIC: %11 = "vector.insert"(%arg9, %arg5, %arg8) <{static_position = array<i64: -9223372036854775808>}> : (i32, vector<[4]xi32>, index) -> vector<[4]xi32>
// GENERIC: %12 = "vector.extract"(%arg6) <{static_position = array<i64>}> : (vector<f32>) -> f32
// GENERIC: %13 = "vector.insert"(%arg7, %arg6) <{static_position = array<i64>}> : (f32, vector<f32>) -> vector<f32>
// GENERIC: %0 = "vector.shape_cast"(%arg0) : (vector<2x4xf32>) -> vector<8xf32>
// GENERIC: %1 = "vector.shape_cast"(%arg1) : (vector<[4]x2xf32>) -> vector<[8]xf32>
// GENERIC: %2 = "vector.fma"(%arg2, %arg2, %arg2) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// GENERIC: %3 = "vector.constant_mask"() <{mask_dim_sizes = array<i64: 2, 3>}> : () -> vector<4x3xi1>
// GENERIC: %4 = "vector.constant_mask"() <{mask_dim_sizes = array<i64: 4>}> : () -> vector<[4]xi1>
// GENERIC: %5 = "vector.constant_mask"() <{mask_dim_sizes = array<i64: 1>}> : () -> vector<i1>
// GENERIC: %6 = "vector.create_mask"(%arg3, %arg3) : (index, index) -> vector<2x3xi1>

func.func @access(%m: memref<?x?xf32>, %i: index, %f: f32, %v: vector<4xf32>, %mask: vector<4xi1>, %t: tensor<?x?xf32>) -> (vector<4xf32>, tensor<?x?xf32>) {
  %0 = vector.load %m[%i, %i] : memref<?x?xf32>, vector<4xf32>
  vector.store %v, %m[%i, %i] {nontemporal = true} : memref<?x?xf32>, vector<4xf32>
  %1 = vector.maskedload %m[%i, %i], %mask, %v : memref<?x?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.maskedstore %m[%i, %i], %mask, %1 {alignment = 16} : memref<?x?xf32>, vector<4xi1>, vector<4xf32>
  %2 = vector.transfer_read %m[%i, %i], %f : memref<?x?xf32>, vector<4xf32>
  %3 = vector.transfer_read %m[%i, %i], %f, %mask {in_bounds = [true], permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<?x?xf32>, vector<4xf32>
  %4 = vector.transfer_read %m[%i, %i], %f {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<4x[8]xf32>
  %5 = vector.transfer_read %m[%i, %i], %f {in_bounds = [true, false], permutation_map = affine_map<(d0, d1) -> (0, d1)>} : memref<?x?xf32>, vector<2x4xf32>
  %6 = vector.transfer_read %m[%i, %i], %f {permutation_map = affine_map<(d0, d1) -> ()>} : memref<?x?xf32>, vector<f32>
  vector.transfer_write %2, %m[%i, %i], %mask : vector<4xf32>, memref<?x?xf32>
  vector.transfer_write %4, %m[%i, %i] {in_bounds = [false, true], permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<4x[8]xf32>, memref<?x?xf32>
  %7 = vector.transfer_write %v, %t[%i, %i] : vector<4xf32>, tensor<?x?xf32>
  return %3, %7 : vector<4xf32>, tensor<?x?xf32>
}

func.func @elements(%v: vector<2x4xf32>, %s: vector<[4]xi32>, %z: vector<f32>, %f: f32, %i: index, %x: i32) -> (f32, vector<4xf32>, vector<2x4xf32>, vector<[4]xi32>, f32, vector<f32>) {
  %0 = vector.extract %v[1, %i] : f32 from vector<2x4xf32>
  %1 = vector.extract %v[-1] : vector<4xf32> from vector<2x4xf32>
  %2 = vector.insert %f, %v[0, 3] : f32 into vector<2x4xf32>
  %3 = vector.insert %1, %2[%i] : vector<4xf32> into vector<2x4xf32>
  %4 = vector.insert %x, %s[%i] : i32 into vector<[4]xi32>
  %5 = vector.extract %z[] : f32 from vector<f32>
  %6 = vector.insert %f, %z[] : f32 into vector<f32>
  return %0, %1, %3, %4, %5, %6 : f32, vector<4xf32>, vector<2x4xf32>, vector<[4]xi32>, f32, vector<f32>
}

func.func @misc(%v: vector<2x4xf32>, %w: vector<[4]x2xf32>, %a: vector<4xf32>, %i: index) -> (vector<8xf32>, vector<[8]xf32>, vector<4xf32>, vector<4x3xi1>, vector<[4]xi1>, vector<i1>, vector<2x3xi1>) {
  %0 = vector.shape_cast %v : vector<2x4xf32> to vector<8xf32>
  %1 = vector.shape_cast %w : vector<[4]x2xf32> to vector<[8]xf32>
  %2 = vector.fma %a, %a, %a : vector<4xf32>
  %3 = vector.constant_mask [2, 3] : vector<4x3xi1>
  %4 = vector.constant_mask [4] : vector<[4]xi1>
  %5 = vector.constant_mask [1] : vector<i1>
  %6 = vector.create_mask %i, %i : vector<2x3xi1>
  return %0, %1, %2, %3, %4, %5, %6 : vector<8xf32>, vector<[8]xf32>, vector<4xf32>, vector<4x3xi1>, vector<[4]xi1>, vector<i1>, vector<2x3xi1>
}
