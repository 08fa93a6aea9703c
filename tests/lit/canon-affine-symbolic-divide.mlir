// MLIR 22's simplifySemiAffine inside affine map simplification: a modulo /
// floordiv / ceildiv whose divisor is a symbol dividing the dividend is
// divided out (a modulo becomes 0), and (x - x mod m) mod m is 0.
// RUN: rmlir-opt %s -canonicalize | FileCheck %s

// CHECK-DAG: #map = affine_map<()[s0, s1] -> ((s0 * 8 + s1 * 4) ceildiv s0)>
// CHECK-DAG: #map1 = affine_map<()[s0, s1] -> ((s0 * 8 + s1 * 4) mod s0)>
// CHECK-DAG: #map2 = affine_map<()[s0] -> (s0 + 4)>
// CHECK-LABEL: func.func @symbolic_divide(%arg0: index, %arg1: index, %arg2: index, %arg3: index) -> (index, index, index, index, index, index, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0 = affine.apply #map()[%arg0, %arg1]
// CHECK-NEXT: %1 = affine.apply #map1()[%arg0, %arg1]
// CHECK-NEXT: return %c0, %c4, %c0, %arg3, %0, %1, %c0 : index, index, index, index, index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @symbolic_divide_products(%arg0: index, %arg1: index) -> (index, index) {
// CHECK-NEXT: %0 = affine.apply #map2()[%arg0]
// CHECK-NEXT: return %0, %arg1 : index, index
// CHECK-NEXT: }

func.func @symbolic_divide(%a: index, %b: index, %c: index, %i: index) -> (index, index, index, index, index, index, index) {
  %0 = affine.apply affine_map<()[s0] -> (s0 mod s0)>()[%a]
  %x = affine.apply affine_map<()[s0] -> (s0 * 4)>()[%a]
  %1 = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0)>(%x)[%a]
  %2 = affine.apply affine_map<()[s0, s1] -> ((s0 - (s0 mod s1)) mod s1)> ()[%b, %c]
  %3 = affine.apply affine_map<(d0)[s0] -> ((d0 * s0) floordiv s0)>(%i)[%a]
  %y = affine.apply affine_map<()[s0, s1] -> (s0 * 8 + s1 * 4)>()[%a, %b]
  %4 = affine.apply affine_map<(d0)[s0] -> (d0 ceildiv s0)>(%y)[%a]
  %5 = affine.apply affine_map<(d0)[s0] -> (d0 mod s0)>(%y)[%a]
  %6 = affine.apply affine_map<()[s0, s1, s2] -> ((s0 - (s0 - s2) mod s1 - s2) mod s1)> ()[%a, %b, %c]
  return %0, %1, %2, %3, %4, %5, %6 : index, index, index, index, index, index, index
}
func.func @symbolic_divide_products(%a: index, %b: index) -> (index, index) {
  %0 = affine.apply affine_map<()[s0, s1] -> ((s0 * s1 + s1 * 4) floordiv s1)>()[%a, %b]
  %1 = affine.apply affine_map<()[s0, s1] -> ((s0 * s1) ceildiv s0)>()[%a, %b]
  return %0, %1 : index, index
}
