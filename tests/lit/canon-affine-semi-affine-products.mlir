// affine.apply with semi-affine products of dims and symbols (chains such
// as (s0 * s1) * s2, times a constant, plus a constant): MLIR 22's
// simplification keeps the product as it is, so duplicate and constant
// operands still merge into the map and valid-symbol dims become symbols.
// RUN: rmlir-opt %s -allow-unregistered-dialect -canonicalize | FileCheck %s --match-full-lines

// CHECK-DAG: #map = affine_map<()[s0] -> ((s0 * s0) * 3)>
// CHECK-DAG: #map1 = affine_map<()[s0, s1] -> ((s0 * s1) * 2)>
// CHECK-DAG: #map2 = affine_map<()[s0, s1] -> ((s0 * s1) * 3)>
// CHECK-DAG: #map3 = affine_map<()[s0, s1] -> ((s0 * s1) * s0)>
// CHECK-DAG: #map4 = affine_map<()[s0, s1] -> ((s0 * s1) * s1)>
// CHECK-DAG: #map5 = affine_map<()[s0, s1, s2] -> (((s0 * s1) * s2) * 4)>
// CHECK-DAG: #map6 = affine_map<()[s0, s1] -> ((s0 * s1) * s0 + 2)>
// CHECK-DAG: #map7 = affine_map<()[s0, s1, s2] -> ((s0 * s2) * s1)>
// CHECK-DAG: #map8 = affine_map<()[s0] -> (s0 * s0)>
// CHECK-DAG: #map9 = affine_map<()[s0, s1] -> ((s0 * s1) * 3 + 5)>
// CHECK-DAG: #map10 = affine_map<()[s0] -> ((s0 * s0) * 24)>

// CHECK-LABEL: func.func @a(%arg0: index, %arg1: index) -> (index, index, index, index, index) {
// CHECK-NEXT: %0 = affine.apply #map()[%arg0]
// CHECK-NEXT: %1 = affine.apply #map1()[%arg0, %arg1]
// CHECK-NEXT: %2 = affine.apply #map2()[%arg0, %arg1]
// CHECK-NEXT: %3 = affine.apply #map3()[%arg0, %arg1]
// CHECK-NEXT: %4 = affine.apply #map4()[%arg0, %arg1]
// CHECK-NEXT: return %0, %1, %2, %3, %4 : index, index, index, index, index
// CHECK-NEXT: }
func.func @a(%n: index, %m: index) -> (index, index, index, index, index) {
  %c3 = arith.constant 3 : index
  %0 = affine.apply affine_map<()[s0, s1] -> ((s0 * s1) * 3)>()[%n, %n]
  %1 = affine.apply affine_map<()[s0, s1] -> (s0 * s1 + s0 * s1)>()[%n, %m]
  %2 = affine.apply affine_map<()[s0, s1, s2] -> ((s0 * s1) * s2)>()[%n, %m, %c3]
  %3 = affine.apply affine_map<()[s0, s1, s2] -> ((s0 * s1) * s2)>()[%n, %m, %n]
  %4 = affine.apply affine_map<()[s0, s1, s2] -> ((s0 * s1) * s2)>()[%n, %m, %m]
  return %0, %1, %2, %3, %4 : index, index, index, index, index
}

// CHECK-LABEL: func.func @b(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index, index, index, index, index, index, index) {
// CHECK-NEXT: %0 = affine.apply #map()[%arg0]
// CHECK-NEXT: %1 = affine.apply #map3()[%arg0, %arg1]
// CHECK-NEXT: %2 = affine.apply #map5()[%arg0, %arg1, %arg2]
// CHECK-NEXT: %3 = affine.apply #map3()[%arg0, %arg1]
// CHECK-NEXT: %4 = affine.apply #map6()[%arg0, %arg1]
// CHECK-NEXT: %5 = affine.apply #map7()[%arg0, %arg1, %arg2]
// CHECK-NEXT: %6 = affine.apply #map8()[%arg0]
// CHECK-NEXT: %7 = affine.apply #map9()[%arg0, %arg1]
// CHECK-NEXT: %8 = affine.apply #map3()[%arg1, %arg0]
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6, %7, %8 : index, index, index, index, index, index, index, index, index
// CHECK-NEXT: }
func.func @b(%n: index, %m: index, %k: index) -> (index, index, index, index, index, index, index, index, index) {
  %0 = affine.apply affine_map<()[s0] -> ((s0 * s0) * 3)>()[%n]
  %1 = affine.apply affine_map<()[s0, s1] -> ((s0 * s1) * s0)>()[%n, %m]
  %2 = affine.apply affine_map<()[s0, s1, s2] -> (((s0 * s1) * s2) * 4)>()[%n, %m, %k]
  %3 = affine.apply affine_map<()[s0, s1] -> ((s1 * s0) * s0)>()[%n, %m]
  %4 = affine.apply affine_map<()[s0, s1] -> ((s0 * s1) * s0 + 2)>()[%n, %m]
  %5 = affine.apply affine_map<()[s0, s1, s2] -> ((s0 * s2) * s1)>()[%n, %m, %k]
  %6 = affine.apply affine_map<()[s0] -> (s0 * s0)>()[%n]
  %7 = affine.apply affine_map<()[s0, s1] -> ((s0 * s1) * 3 + 5)>()[%n, %m]
  %8 = affine.apply affine_map<(d0)[s0] -> ((d0 * s0) * s0)>(%n)[%m]
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : index, index, index, index, index, index, index, index, index
}

// CHECK-LABEL: func.func @dup_dyn_basis(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT: %0 = affine.apply #map10()[%arg1]
// CHECK-NEXT: %1:2 = affine.delinearize_index %arg0 into (%0) : index, index
// CHECK-NEXT: return %1#1 : index
// CHECK-NEXT: }
func.func @dup_dyn_basis(%x: index, %n: index) -> index {
  %0:5 = affine.delinearize_index %x into (8, 3, %n, %n) : index, index, index, index, index
  %1 = affine.linearize_index disjoint [%0#1, %0#2, %0#3, %0#4] by (8, 3, %n, %n) : index
  return %1 : index
}

// CHECK-LABEL: func.func @const_inside(%arg0: index, %arg1: index) -> (index, index) {
// CHECK-NEXT: %0 = affine.apply #map2()[%arg0, %arg1]
// CHECK-NEXT: return %0, %0 : index, index
// CHECK-NEXT: }
func.func @const_inside(%n: index, %m: index) -> (index, index) {
  %0 = affine.apply affine_map<()[s0, s1] -> ((s0 * 3) * s1)>()[%n, %m]
  return %0, %0 : index, index
}
