// Semi-affine results are simplified as MLIR 22's simplifyAffineExpr does:
// each product, division or modulo by a non-constant is one term, and the
// sum is rebuilt ordered by the dims and symbols the terms start with. Maps
// composed from affine.apply producers into semi-affine forms are no longer
// left as they are.
// RUN: rmlir-opt %s -split-input-file -canonicalize | FileCheck %s

// CHECK: #map = affine_map<()[s0, s1] -> (s0 + s1 ceildiv (s0 * 3))>
// CHECK-LABEL: func.func @reorder_sum
// CHECK-NEXT: affine.apply #map()[%arg0, %arg1]
func.func @reorder_sum(%a: index, %b: index) -> index {
  %0 = affine.apply affine_map<()[s0, s1] -> (s1 ceildiv (s0 * 3) + s0)>()[%a, %b]
  return %0 : index
}

// -----

// CHECK: #map = affine_map<()[s0, s1] -> (s0 * 4 + (s0 * s0) * 20 + s1 floordiv (s0 * 5))>
// CHECK-LABEL: func.func @compose_into_products
// CHECK-NEXT: affine.apply #map()[%arg1, %arg2]
func.func @compose_into_products(%m: memref<i64>, %i: index, %j: index) {
  %0 = affine.apply affine_map<()[s0] -> (s0 * 4)>()[%i]
  %1 = affine.apply affine_map<()[s0] -> (s0 * 5)>()[%i]
  %2 = affine.apply affine_map<(d0)[s0, s1] -> (d0 floordiv s1 + s0 * s1 + s0)>(%j)[%0, %1]
  %3 = arith.index_cast %2 : index to i64
  memref.store %3, %m[] : memref<i64>
  return
}

// -----

// CHECK: #map = affine_map<()[s0] -> (s0 * ((s0 + 50) ceildiv 32))>
// CHECK-LABEL: func.func @compose_dim_times_division
// CHECK-NEXT: affine.apply #map()[%arg0]
func.func @compose_dim_times_division(%x: index) -> index {
  %0 = affine.apply affine_map<(d0) -> (d0 * 2 + 100)>(%x)
  %1 = affine.apply affine_map<(d0)[s0] -> (d0 * (s0 ceildiv 64))>(%x)[%0]
  return %1 : index
}
