// affine.apply composition into a division or modulo by a non-constant
// (MLIR 22's simplifyAffineExpr): with pure affine operands the result is
// the division of the simplified operands (plus a constant), e.g.
// d0 floordiv (s0 + 1); a dividend the divisor symbol may divide is left
// alone (not modelled).
// RUN: rmlir-opt %s -canonicalize | FileCheck %s

// CHECK-DAG: #map = affine_map<()[s0] -> ((s0 + 3) mod s0)>
// CHECK-DAG: #map1 = affine_map<()[s0, s1] -> ((s0 * 4) ceildiv (s1 + 3))>
// CHECK-DAG: #map2 = affine_map<()[s0] -> ((s0 * 6) mod (s0 * 3))>
// CHECK-DAG: #map3 = affine_map<()[s0] -> ((s0 + 3) floordiv (s0 + 3))>
// CHECK-DAG: #map4 = affine_map<()[s0, s1] -> ((s0 * 4) floordiv (s1 + 3) + 1)>
// CHECK-DAG: #map5 = affine_map<()[s0, s1] -> (s1 mod (s0 * 3))>
// CHECK-DAG: #map6 = affine_map<(d0)[s0] -> (d0 floordiv (s0 + 1))>
// CHECK-DAG: #map7 = affine_map<()[s0, s1] -> ((s0 + s1 * 2) floordiv s0)>
// CHECK-LABEL: func.func @div_by_composed_symbol(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index, index, index, index) {
// CHECK-NEXT: %0 = affine.apply #map()[%arg1]
// CHECK-NEXT: %1 = affine.apply #map1()[%arg0, %arg1]
// CHECK-NEXT: %2 = affine.apply #map2()[%arg0]
// CHECK-NEXT: %3 = affine.apply #map3()[%arg1]
// CHECK-NEXT: %4 = affine.apply #map4()[%arg0, %arg1]
// CHECK-NEXT: %5 = affine.apply #map5()[%arg0, %arg2]
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5 : index, index, index, index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @div_in_loop(%arg0: index, %arg1: memref<?xf32>) {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: affine.for %arg2 = 1 to 100 {
// CHECK-NEXT: %0 = affine.apply #map6(%arg2)[%arg0]
// CHECK-NEXT: memref.store %cst, %arg1[%0] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @composed_dividend(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT: %0 = affine.apply #map7()[%arg1, %arg0]
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }

func.func @div_by_composed_symbol(%a: index, %b: index, %c: index) -> (index, index, index, index, index, index) {
  %x = affine.apply affine_map<()[s0] -> (s0 * 4)>()[%a]
  %y = affine.apply affine_map<()[s0] -> (s0 + 3)>()[%b]
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 mod s0)>(%y)[%b]
  %1 = affine.apply affine_map<(d0)[s0] -> (d0 ceildiv s0)>(%x)[%y]
  %z = affine.apply affine_map<()[s0] -> (s0 * 3)>()[%a]
  %w = affine.apply affine_map<()[s0] -> (s0 * 6)>()[%a]
  %2 = affine.apply affine_map<(d0)[s0] -> (d0 mod s0)>(%w)[%z]
  %3 = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0)>(%y)[%y]
  %4 = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0 + 1)>(%x)[%y]
  %5 = affine.apply affine_map<(d0)[s0] -> (d0 mod s0)>(%c)[%z]
  return %0, %1, %2, %3, %4, %5 : index, index, index, index, index, index
}
func.func @div_in_loop(%m: index, %A: memref<?xf32>) {
  %f = arith.constant 1.0 : f32
  affine.for %i = 1 to 100 {
    %1 = affine.apply affine_map<()[s0] -> (s0 + 1)> ()[%m]
    %2 = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0)> (%i)[%1]
    memref.store %f, %A[%2] : memref<?xf32>
  }
  return
}
func.func @composed_dividend(%a: index, %b: index) -> index {
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 + s0 + d0)> (%a)[%b]
  %1 = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0)> (%0)[%b]
  return %1 : index
}
