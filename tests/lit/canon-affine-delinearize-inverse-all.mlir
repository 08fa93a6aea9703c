// A delinearize_index fully reversed in an affine map is cancelled in every
// chain of additions that holds it, not only the first (MLIR 22's
// delin_apply_cancel_nested_exprs).
// RUN: rmlir-opt %s -canonicalize | FileCheck %s

// CHECK-DAG: #map = affine_map<()[s0] -> (s0 * 2 + s0 ceildiv 4)>
// CHECK-DAG: #map1 = affine_map<()[s0] -> (s0 floordiv (s0 + 2))>
// CHECK-DAG: #map2 = affine_map<()[s0] -> (s0 mod 7 + s0 floordiv 3)>
// CHECK-LABEL: func.func @every_occurrence(%arg0: index, %arg1: memref<?xindex>) {
// CHECK-NEXT: %0 = affine.apply #map()[%arg0]
// CHECK-NEXT: memref.store %0, %arg1[%0] : memref<?xindex>
// CHECK-NEXT: %1 = affine.apply #map1()[%arg0]
// CHECK-NEXT: memref.store %1, %arg1[%1] : memref<?xindex>
// CHECK-NEXT: %2 = affine.apply #map2()[%arg0]
// CHECK-NEXT: memref.store %2, %arg1[%2] : memref<?xindex>
// CHECK-NEXT: return
// CHECK-NEXT: }

func.func @every_occurrence(%x: index, %m: memref<?xindex>) {
  %a:2 = affine.delinearize_index %x into (20) : index, index
  %0 = affine.apply affine_map<()[s0, s1] -> ((s0 + s1 * 20) ceildiv 4 + (s1 * 20 + s0) * 2)>()[%a#1, %a#0]
  memref.store %0, %m[%0] : memref<?xindex>
  %1 = affine.apply affine_map<()[s0, s1] -> ((s0 + s1 * 20) floordiv (s0 + s1 * 20 + 2))>()[%a#1, %a#0]
  memref.store %1, %m[%1] : memref<?xindex>
  %2 = affine.apply affine_map<()[s0, s1] -> ((s0 + s1 * 20) mod 7 + (s0 + s1 * 20) floordiv 3)>()[%a#1, %a#0]
  memref.store %2, %m[%2] : memref<?xindex>
  return
}
