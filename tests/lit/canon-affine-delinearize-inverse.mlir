// An affine.apply / affine.min / affine.load whose map adds up every result
// of an affine.delinearize_index (static basis) times its stride reads the
// delinearization's input instead (MLIR 22's cancellation of delinearize
// inverses during map composition); coefficients that are not the strides
// and partial uses are left alone.
// RUN: rmlir-opt %s -allow-unregistered-dialect -canonicalize | FileCheck %s --match-full-lines

// CHECK-DAG: #map = affine_map<()[s0] -> (s0 + 1)>
// CHECK-DAG: #map1 = affine_map<()[s0, s1] -> (s0 * 8 + s1)>
// CHECK-DAG: #map2 = affine_map<()[s0, s1] -> (s0 * 16 + s1 * 2)>
// CHECK-DAG: #map3 = affine_map<()[s0, s1] -> (s0 * 3 + s1)>
// CHECK-DAG: #map4 = affine_map<()[s0] -> (s0 floordiv 3)>
// CHECK-DAG: #map5 = affine_map<()[s0] -> (10, s0)>
// CHECK-DAG: #map6 = affine_map<()[s0, s1] -> (s0 * 5 + s1)>
// CHECK-DAG: #map7 = affine_map<()[s0] -> (s0 * 2)>
// CHECK-DAG: #map8 = affine_map<()[s0, s1] -> (s0 + s1)>
// CHECK-DAG: #map9 = affine_map<()[s0, s1, s2] -> (s0 * 4 + s2 + s1 floordiv 2)>
// CHECK-DAG: #map10 = affine_map<()[s0, s1] -> (s0 * 4 + s1 + 9)>

// CHECK-LABEL: func.func @simple(%arg0: index) -> index {
// CHECK-NEXT: return %arg0 : index
// CHECK-NEXT: }
func.func @simple(%x: index) -> index {
  %0:2 = affine.delinearize_index %x into (4, 8) : index, index
  %1 = affine.apply affine_map<(d0, d1) -> (d0 * 8 + d1)>(%0#0, %0#1)
  return %1 : index
}

// CHECK-LABEL: func.func @variants(%arg0: index) -> (index, index, index, index) {
// CHECK-NEXT: %0 = affine.apply #map()[%arg0]
// CHECK-NEXT: %1:3 = affine.delinearize_index %arg0 into (2, 4, 8) : index, index, index
// CHECK-NEXT: %2 = affine.apply #map1()[%1#1, %1#2]
// CHECK-NEXT: return %0, %2, %arg0, %arg0 : index, index, index, index
// CHECK-NEXT: }
func.func @variants(%x: index) -> (index, index, index, index) {
  %0:2 = affine.delinearize_index %x into (4, 8) : index, index
  %1 = affine.apply affine_map<(d0, d1) -> (d0 * 8 + d1 + 1)>(%0#0, %0#1)
  %d:3 = affine.delinearize_index %x into (2, 4, 8) : index, index, index
  %2 = affine.apply affine_map<(d0, d1) -> (d0 * 8 + d1)>(%d#1, %d#2)
  %3 = affine.apply affine_map<(d0, d1, d2) -> (d0 * 32 + d1 * 8 + d2)>(%d#0, %d#1, %d#2)
  %e:2 = affine.delinearize_index %x into (8) : index, index
  %4 = affine.apply affine_map<(d0, d1) -> (d0 * 8 + d1)>(%e#0, %e#1)
  return %1, %2, %3, %4 : index, index, index, index
}

// CHECK-LABEL: func.func @coefficients(%arg0: index, %arg1: index) -> (index, index, index, index, index) {
// CHECK-NEXT: %0:2 = affine.delinearize_index %arg0 into (4, 8) : index, index
// CHECK-NEXT: %1 = affine.apply #map2()[%0#0, %0#1]
// CHECK-NEXT: %2 = affine.apply #map3()[%arg1, %arg0]
// CHECK-NEXT: %3 = affine.apply #map4()[%arg0]
// CHECK-NEXT: %4 = affine.min #map5()[%arg0]
// CHECK-NEXT: %5 = affine.apply #map1()[%0#0, %arg0]
// CHECK-NEXT: return %1, %2, %3, %4, %5 : index, index, index, index, index
// CHECK-NEXT: }
func.func @coefficients(%x: index, %y: index) -> (index, index, index, index, index) {
  %0:2 = affine.delinearize_index %x into (4, 8) : index, index
  %1 = affine.apply affine_map<(d0, d1) -> (d0 * 16 + d1 * 2)>(%0#0, %0#1)
  %2 = affine.apply affine_map<(d0, d1, d2) -> (d0 * 8 + d2 + d1 * 3)>(%0#0, %y, %0#1)
  %3 = affine.apply affine_map<(d0, d1) -> ((d0 * 8 + d1) floordiv 3)>(%0#0, %0#1)
  %4 = affine.min affine_map<(d0, d1) -> (d0 * 8 + d1, 10)>(%0#0, %0#1)
  %5 = affine.apply affine_map<(d0, d1) -> (d0 * 8 + d1 * 1 + d0 * 8)>(%0#0, %0#1)
  return %1, %2, %3, %4, %5 : index, index, index, index, index
}

// CHECK-LABEL: func.func @operand_kinds(%arg0: index, %arg1: index) -> (index, index, index, index, index, index) {
// CHECK-NEXT: %0:2 = affine.delinearize_index %arg0 into (4, 8) : index, index
// CHECK-NEXT: %1 = affine.apply #map6()[%arg1, %arg0]
// CHECK-NEXT: %2 = affine.apply #map6()[%arg1, %arg0]
// CHECK-NEXT: %3 = affine.apply #map7()[%arg0]
// CHECK-NEXT: %4 = affine.apply #map8()[%0#1, %arg0]
// CHECK-NEXT: %5 = affine.apply #map9()[%0#0, %0#1, %arg0]
// CHECK-NEXT: return %1, %2, %arg0, %3, %4, %5 : index, index, index, index, index, index
// CHECK-NEXT: }
func.func @operand_kinds(%x: index, %y: index) -> (index, index, index, index, index, index) {
  %0:2 = affine.delinearize_index %x into (4, 8) : index, index
  %1 = affine.apply affine_map<()[s0, s1, s2] -> (s0 * 8 + s1 + s2 * 5)>()[%0#0, %0#1, %y]
  %2 = affine.apply affine_map<(d0)[s0, s1] -> (s0 * 8 + d0 + s1 * 5)>(%0#1)[%0#0, %y]
  %3 = affine.apply affine_map<(d0, d1) -> (d1 + d0 * 8)>(%0#0, %0#1)
  %4 = affine.apply affine_map<(d0, d1) -> ((d0 * 8 + d1) * 2)>(%0#0, %0#1)
  %5 = affine.apply affine_map<(d0, d1) -> (d0 * 8 + d1 + d1)>(%0#0, %0#1)
  %6 = affine.apply affine_map<(d0, d1) -> (d0 * 8 + d1 + (d0 * 8 + d1) floordiv 2)>(%0#0, %0#1)
  return %1, %2, %3, %4, %5, %6 : index, index, index, index, index, index
}

// CHECK-LABEL: func.func @load(%arg0: index, %arg1: memref<64xf32>) -> f32 {
// CHECK-NEXT: %0 = affine.load %arg1[symbol(%arg0)] : memref<64xf32>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @load(%x: index, %m: memref<64xf32>) -> f32 {
  %q, %r = affine.delinearize_index %x into (8, 8) : index, index
  %1 = affine.load %m[%q * 8 + %r] : memref<64xf32>
  return %1 : f32
}

// CHECK-LABEL: func.func @in_loop(%arg0: index, %arg1: index) {
// CHECK-NEXT: affine.for %arg2 = 0 to 10 {
// CHECK-NEXT: %0 = affine.apply #map10()[%arg1, %arg0]
// CHECK-NEXT: "test.use"(%0) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @in_loop(%x: index, %y: index) {
  %d:3 = affine.delinearize_index %x into (2, 8) : index, index, index
  affine.for %iv = 0 to 10 {
    %r = affine.apply affine_map<(d0)[s0, s1, s2] -> (s0 * 8 + 9 + d0 * 16 + s2 + s1 * 4)>(%d#0)[%d#1, %y, %d#2]
    "test.use"(%r) : (index) -> ()
  }
  return
}
