// affine.linearize_index canonicalization (MLIR 22): a leading constant-0
// index goes (DropLinearizeLeadingZero), unit basis elements go when the op
// is `disjoint` or the index is 0 (DropLinearizeUnitComponentsIfDisjointOrZero),
// and runs of delinearize results linearized with the same bounds merge
// (CancelLinearizeOfDelinearizePortion; dynamic sizes multiply in an
// affine.apply, other users of merged results get a residual delinearize).
// RUN: rmlir-opt %s -allow-unregistered-dialect -canonicalize | FileCheck %s --match-full-lines
// RUN: rmlir-opt %s -allow-unregistered-dialect -canonicalize --emit-bytecode | rmlir-opt -allow-unregistered-dialect | FileCheck %s --match-full-lines

// CHECK-DAG: #map = affine_map<()[s0, s1] -> (s0 * s1)>
// CHECK-DAG: #map1 = affine_map<()[s0] -> (s0 * 4)>
// CHECK-DAG: #map2 = affine_map<()[s0] -> (s0 * 8)>

// CHECK-LABEL: func.func @lin_leading_zero(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT: %0 = affine.linearize_index [%arg0, %arg1] by (3, 4) : index
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
func.func @lin_leading_zero(%a: index, %b: index) -> index {
  %c0 = arith.constant 0 : index
  %0 = affine.linearize_index [%c0, %a, %b] by (2, 3, 4) : index
  return %0 : index
}

// CHECK-LABEL: func.func @lin_leading_zero_nobound(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT: %0 = affine.linearize_index disjoint [%arg0, %arg1] by (3, 4) : index
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
func.func @lin_leading_zero_nobound(%a: index, %b: index) -> index {
  %c0 = arith.constant 0 : index
  %0 = affine.linearize_index disjoint [%c0, %a, %b] by (3, 4) : index
  return %0 : index
}

// CHECK-LABEL: func.func @lin_unit_disjoint(%arg0: index, %arg1: index, %arg2: index) -> index {
// CHECK-NEXT: %0 = affine.linearize_index disjoint [%arg0, %arg2] by (3, 4) : index
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
func.func @lin_unit_disjoint(%a: index, %b: index, %c: index) -> index {
  %0 = affine.linearize_index disjoint [%a, %b, %c] by (3, 1, 4) : index
  return %0 : index
}

// CHECK-LABEL: func.func @lin_unit_not_disjoint(%arg0: index, %arg1: index, %arg2: index) -> index {
// CHECK-NEXT: %0 = affine.linearize_index [%arg0, %arg1, %arg2] by (3, 1, 4) : index
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
func.func @lin_unit_not_disjoint(%a: index, %b: index, %c: index) -> index {
  %0 = affine.linearize_index [%a, %b, %c] by (3, 1, 4) : index
  return %0 : index
}

// CHECK-LABEL: func.func @lin_unit_zero(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT: %0 = affine.linearize_index [%arg0, %arg1] by (3, 4) : index
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
func.func @lin_unit_zero(%a: index, %c: index) -> index {
  %c0 = arith.constant 0 : index
  %0 = affine.linearize_index [%a, %c0, %c] by (3, 1, 4) : index
  return %0 : index
}

// CHECK-LABEL: func.func @lin_all_unit(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: return %c0 : index
// CHECK-NEXT: }
func.func @lin_all_unit(%a: index, %b: index) -> index {
  %0 = affine.linearize_index disjoint [%a, %b] by (1, 1) : index
  return %0 : index
}

// CHECK-LABEL: func.func @lin_of_delin_full(%arg0: index) -> index {
// CHECK-NEXT: return %arg0 : index
// CHECK-NEXT: }
func.func @lin_of_delin_full(%x: index) -> index {
  %0:3 = affine.delinearize_index %x into (2, 3, 4) : index, index, index
  %1 = affine.linearize_index [%0#0, %0#1, %0#2] by (2, 3, 4) : index
  return %1 : index
}

// CHECK-LABEL: func.func @lin_of_delin_nobound(%arg0: index) -> index {
// CHECK-NEXT: return %arg0 : index
// CHECK-NEXT: }
func.func @lin_of_delin_nobound(%x: index) -> index {
  %0:3 = affine.delinearize_index %x into (3, 4) : index, index, index
  %1 = affine.linearize_index [%0#0, %0#1, %0#2] by (3, 4) : index
  return %1 : index
}

// CHECK-LABEL: func.func @lin_of_delin_extra(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT: %0 = affine.linearize_index [%arg0, %arg1] by (64, 16) : index
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
func.func @lin_of_delin_extra(%x: index, %y: index) -> index {
  %0:3 = affine.delinearize_index %x into (2, 4, 8) : index, index, index
  %1 = affine.linearize_index [%0#0, %0#1, %0#2, %y] by (2, 4, 8, 16) : index
  return %1 : index
}

// CHECK-LABEL: func.func @lin_of_delin_partial(%arg0: index) -> (index, index) {
// CHECK-NEXT: %0:2 = affine.delinearize_index %arg0 into (2, 12) : index, index
// CHECK-NEXT: return %0#0, %0#1 : index, index
// CHECK-NEXT: }
func.func @lin_of_delin_partial(%x: index) -> (index, index) {
  %0:3 = affine.delinearize_index %x into (2, 3, 4) : index, index, index
  %1 = affine.linearize_index [%0#1, %0#2] by (3, 4) : index
  return %0#0, %1 : index, index
}

// CHECK-LABEL: func.func @lin_of_delin_partial_uses(%arg0: index) -> (index, index, index) {
// CHECK-NEXT: %0:2 = affine.delinearize_index %arg0 into (6, 4) : index, index
// CHECK-NEXT: %1:2 = affine.delinearize_index %0#0 into (2, 3) : index, index
// CHECK-NEXT: return %1#1, %0#1, %0#0 : index, index, index
// CHECK-NEXT: }
func.func @lin_of_delin_partial_uses(%x: index) -> (index, index, index) {
  %0:3 = affine.delinearize_index %x into (2, 3, 4) : index, index, index
  %1 = affine.linearize_index [%0#0, %0#1] by (2, 3) : index
  return %0#1, %0#2, %1 : index, index, index
}

// CHECK-LABEL: func.func @lin_of_delin_dyn(%arg0: index, %arg1: index, %arg2: index) -> index {
// CHECK-NEXT: %0 = affine.apply #map()[%arg1, %arg2]
// CHECK-NEXT: %1:2 = affine.delinearize_index %arg0 into (2, %0) : index, index
// CHECK-NEXT: return %1#1 : index
// CHECK-NEXT: }
func.func @lin_of_delin_dyn(%x: index, %n: index, %m: index) -> index {
  %0:3 = affine.delinearize_index %x into (2, %n, %m) : index, index, index
  %1 = affine.linearize_index [%0#1, %0#2] by (%n, %m) : index
  return %1 : index
}

// CHECK-LABEL: func.func @lin_of_delin_mismatch(%arg0: index) -> index {
// CHECK-NEXT: %0:3 = affine.delinearize_index %arg0 into (2, 3, 4) : index, index, index
// CHECK-NEXT: %1 = affine.linearize_index [%0#1, %0#2] by (3, 5) : index
// CHECK-NEXT: return %1 : index
// CHECK-NEXT: }
func.func @lin_of_delin_mismatch(%x: index) -> index {
  %0:3 = affine.delinearize_index %x into (2, 3, 4) : index, index, index
  %1 = affine.linearize_index [%0#1, %0#2] by (3, 5) : index
  return %1 : index
}

// CHECK-LABEL: func.func @lin_of_delin_disjoint_front(%arg0: index) -> index {
// CHECK-NEXT: return %arg0 : index
// CHECK-NEXT: }
func.func @lin_of_delin_disjoint_front(%x: index) -> index {
  %0:2 = affine.delinearize_index %x into (4) : index, index
  %1 = affine.linearize_index disjoint [%0#0, %0#1] by (8, 4) : index
  return %1 : index
}

// CHECK-LABEL: func.func @lin_of_delin_two(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT: %0 = affine.linearize_index [%arg0, %arg1] by (6, 20) : index
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
func.func @lin_of_delin_two(%x: index, %y: index) -> index {
  %0:2 = affine.delinearize_index %x into (2, 3) : index, index
  %1:2 = affine.delinearize_index %y into (4, 5) : index, index
  %2 = affine.linearize_index [%0#0, %0#1, %1#0, %1#1] by (2, 3, 4, 5) : index
  return %2 : index
}

// CHECK-LABEL: func.func @iree_like(%arg0: index) -> (index, index, index, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0:2 = affine.delinearize_index %arg0 into (2, 64) : index, index
// CHECK-NEXT: %1:3 = affine.delinearize_index %0#1 into (4, 16) : index, index, index
// CHECK-NEXT: %2 = affine.linearize_index disjoint [%1#1, %c0] by (4, 4) : index
// CHECK-NEXT: %3 = affine.linearize_index disjoint [%0#0, %1#2] by (2, 16) : index
// CHECK-NEXT: return %2, %3, %1#0, %0#0 : index, index, index, index
// CHECK-NEXT: }
func.func @iree_like(%dim: index) -> (index, index, index, index) {
  %c0 = arith.constant 0 : index
  %1:2 = affine.delinearize_index %dim into (2, 64) : index, index
  %2:3 = affine.delinearize_index %1#1 into (4, 16) : index, index, index
  %3 = affine.linearize_index disjoint [%2#1, %c0] by (4, 4) : index
  %4 = affine.linearize_index disjoint [%1#0, %2#2] by (2, 16) : index
  return %3, %4, %2#0, %1#0 : index, index, index, index
}

// CHECK-LABEL: func.func @pair_static(%arg0: index, %arg1: index, %arg2: index, %arg3: index) -> (index, index) {
// CHECK-NEXT: %0 = affine.linearize_index disjoint [%arg0, %arg1, %arg2, %arg3] by (2, 4, 8, 8) : index
// CHECK-NEXT: %1:2 = affine.delinearize_index %0 into (8, 64) : index, index
// CHECK-NEXT: return %1#0, %1#1 : index, index
// CHECK-NEXT: }
func.func @pair_static(%a: index, %b: index, %c: index, %d: index) -> (index, index) {
  %l = affine.linearize_index disjoint [%a, %b, %c, %d] by (2, 4, 8, 8) : index
  %r:2 = affine.delinearize_index %l into (8, 64) : index, index
  return %r#0, %r#1 : index, index
}

// CHECK-LABEL: func.func @const_basis(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: %0 = affine.linearize_index [%arg0, %arg1] by (2, 3) : index
// CHECK-NEXT: %1 = arith.addi %0, %c7 : index
// CHECK-NEXT: return %1 : index
// CHECK-NEXT: }
func.func @const_basis(%a: index, %b: index) -> index {
  %idx0 = arith.constant 0 : index
  %idx1 = arith.constant 1 : index
  %idx2 = arith.constant 2 : index
  %linear1 = affine.linearize_index [%idx0, %idx1, %idx2] by (2, 3, 5) : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %l2 = affine.linearize_index [%a, %b] by (%c2, %c3) : index
  %s = arith.addi %linear1, %l2 : index
  return %s : index
}

// CHECK-LABEL: func.func @lin_single_zero() -> index {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: return %c0 : index
// CHECK-NEXT: }
func.func @lin_single_zero() -> index {
  %c0 = arith.constant 0 : index
  %0 = affine.linearize_index [%c0] by (5) : index
  return %0 : index
}

// CHECK-LABEL: func.func @lin_zero_dyn(%arg0: index, %arg1: index, %arg2: index) -> index {
// CHECK-NEXT: return %arg0 : index
// CHECK-NEXT: }
func.func @lin_zero_dyn(%a: index, %n: index, %m: index) -> index {
  %c0 = arith.constant 0 : index
  %0 = affine.linearize_index [%c0, %a] by (%n, %m) : index
  return %0 : index
}

// CHECK-LABEL: func.func @lin_zero_dyn_nobound(%arg0: index, %arg1: index, %arg2: index) -> index {
// CHECK-NEXT: %0 = affine.linearize_index [%arg0, %arg0] by (%arg1, %arg2) : index
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
func.func @lin_zero_dyn_nobound(%a: index, %n: index, %m: index) -> index {
  %c0 = arith.constant 0 : index
  %0 = affine.linearize_index [%c0, %a, %a] by (%n, %m) : index
  return %0 : index
}

// CHECK-LABEL: func.func @lin_unit_dyn(%arg0: index, %arg1: index, %arg2: index) -> index {
// CHECK-NEXT: %0 = affine.linearize_index disjoint [%arg0, %arg0] by (%arg2, %arg2) : index
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
func.func @lin_unit_dyn(%a: index, %b: index, %n: index) -> index {
  %0 = affine.linearize_index disjoint [%a, %b, %a] by (%n, 1, %n) : index
  return %0 : index
}

// CHECK-LABEL: func.func @lin_unit_front_nobound(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT: return %arg0 : index
// CHECK-NEXT: }
func.func @lin_unit_front_nobound(%a: index, %b: index) -> index {
  %0 = affine.linearize_index disjoint [%a, %b] by (1) : index
  return %0 : index
}

// CHECK-LABEL: func.func @lin_delin_dyn_front(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT: return %arg0 : index
// CHECK-NEXT: }
func.func @lin_delin_dyn_front(%x: index, %n: index) -> index {
  %0:3 = affine.delinearize_index %x into (%n, 4) : index, index, index
  %1 = affine.linearize_index [%0#0, %0#1, %0#2] by (%n, 4) : index
  return %1 : index
}

// CHECK-LABEL: func.func @lin_delin_known_by_disjoint(%arg0: index) -> index {
// CHECK-NEXT: %0:3 = affine.delinearize_index %arg0 into (3, 4) : index, index, index
// CHECK-NEXT: %1 = affine.linearize_index disjoint [%0#1, %arg0] by (3, 84) : index
// CHECK-NEXT: return %1 : index
// CHECK-NEXT: }
func.func @lin_delin_known_by_disjoint(%x: index) -> index {
  %0:3 = affine.delinearize_index %x into (3, 4) : index, index, index
  %1 = affine.linearize_index disjoint [%0#1, %0#0, %0#1, %0#2] by (3, 7, 3, 4) : index
  return %1 : index
}

// CHECK-LABEL: func.func @lin_delin_middle(%arg0: index, %arg1: index) -> (index, index) {
// CHECK-NEXT: %0:3 = affine.delinearize_index %arg0 into (2, 12, 5) : index, index, index
// CHECK-NEXT: %1 = affine.linearize_index [%arg1, %0#1, %arg1] by (7, 12, 9) : index
// CHECK-NEXT: return %0#2, %1 : index, index
// CHECK-NEXT: }
func.func @lin_delin_middle(%x: index, %y: index) -> (index, index) {
  %0:4 = affine.delinearize_index %x into (2, 3, 4, 5) : index, index, index, index
  %1 = affine.linearize_index [%y, %0#1, %0#2, %y] by (7, 3, 4, 9) : index
  return %0#3, %1 : index, index
}

// CHECK-LABEL: func.func @lin_delin_middle_dyn(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index) {
// CHECK-NEXT: %0 = affine.apply #map1()[%arg2]
// CHECK-NEXT: %1:3 = affine.delinearize_index %arg0 into (2, %0, 5) : index, index, index
// CHECK-NEXT: %2:2 = affine.delinearize_index %1#1 into (%arg2, 4) : index, index
// CHECK-NEXT: %3 = affine.linearize_index [%arg1, %1#1, %arg1] by (7, %0, 9) : index
// CHECK-NEXT: return %1#2, %2#1, %3 : index, index, index
// CHECK-NEXT: }
func.func @lin_delin_middle_dyn(%x: index, %y: index, %n: index) -> (index, index, index) {
  %0:4 = affine.delinearize_index %x into (2, %n, 4, 5) : index, index, index, index
  %1 = affine.linearize_index [%y, %0#1, %0#2, %y] by (7, %n, 4, 9) : index
  return %0#3, %0#2, %1 : index, index, index
}

// CHECK-LABEL: func.func @lin_delin_same_twice(%arg0: index) -> index {
// CHECK-NEXT: %0:3 = affine.delinearize_index %arg0 into (6, 2, 3) : index, index, index
// CHECK-NEXT: %1 = affine.linearize_index [%arg0, %0#0] by (36, 6) : index
// CHECK-NEXT: return %1 : index
// CHECK-NEXT: }
func.func @lin_delin_same_twice(%x: index) -> index {
  %0:4 = affine.delinearize_index %x into (2, 3, 2, 3) : index, index, index, index
  %1 = affine.linearize_index [%0#0, %0#1, %0#2, %0#3, %0#0, %0#1] by (2, 3, 2, 3, 2, 3) : index
  return %1 : index
}

// CHECK-LABEL: func.func @lin_delin_reuse(%arg0: index) -> index {
// CHECK-NEXT: %0 = affine.linearize_index [%arg0, %arg0] by (6, 6) : index
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
func.func @lin_delin_reuse(%x: index) -> index {
  %0:2 = affine.delinearize_index %x into (2, 3) : index, index
  %1 = affine.linearize_index [%0#0, %0#1, %0#0, %0#1] by (2, 3, 2, 3) : index
  return %1 : index
}

// CHECK-LABEL: func.func @in_loop(%arg0: index) {
// CHECK-NEXT: affine.for %arg1 = 0 to 16 {
// CHECK-NEXT: "test.use"(%arg1) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @in_loop(%n: index) {
  affine.for %i = 0 to 16 {
    %0:2 = affine.delinearize_index %i into (4, 4) : index, index
    %1 = affine.linearize_index [%0#0, %0#1] by (4, 4) : index
    "test.use"(%1) : (index) -> ()
  }
  return
}

// CHECK-LABEL: func.func @lin_delin_sym_dyn(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT: return %arg0 : index
// CHECK-NEXT: }
func.func @lin_delin_sym_dyn(%x: index, %n: index) -> index {
  %0:3 = affine.delinearize_index %x into (2, %n, 8) : index, index, index
  %1 = affine.linearize_index [%0#0, %0#1, %0#2] by (2, %n, 8) : index
  return %1 : index
}

// CHECK-LABEL: func.func @lin_delin_product_mixed(%arg0: index, %arg1: index) -> (index, index) {
// CHECK-NEXT: %0 = affine.apply #map2()[%arg1]
// CHECK-NEXT: %1:2 = affine.delinearize_index %arg0 into (2, %0) : index, index
// CHECK-NEXT: return %1#0, %1#1 : index, index
// CHECK-NEXT: }
func.func @lin_delin_product_mixed(%x: index, %n: index) -> (index, index) {
  %0:3 = affine.delinearize_index %x into (2, %n, 8) : index, index, index
  %1 = affine.linearize_index [%0#1, %0#2] by (%n, 8) : index
  return %0#0, %1 : index, index
}
