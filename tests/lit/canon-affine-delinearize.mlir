// affine.delinearize_index canonicalization (MLIR 22): results of unit
// basis elements become 0 (DropUnitExtentBasis), a delinearization of a
// `disjoint` linearization cancels the common tail of their bases
// (CancelDelinearizeOfLinearizeDisjointExactTail), and trailing static
// basis elements whose product is the linearization's last basis element
// delinearize its last index directly (SplitDelinearizeSpanningLastLinearizeArg).
// Without `disjoint`, with overshooting or single-element products, nothing fires.
// RUN: rmlir-opt %s -allow-unregistered-dialect -canonicalize | FileCheck %s --match-full-lines
// RUN: rmlir-opt %s -allow-unregistered-dialect -canonicalize --emit-bytecode | rmlir-opt -allow-unregistered-dialect | FileCheck %s --match-full-lines

// CHECK-LABEL: func.func @drop_unit(%arg0: index) -> (index, index, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: return %c0, %arg0, %c0 : index, index, index
// CHECK-NEXT: }
func.func @drop_unit(%x: index) -> (index, index, index) {
  %0:3 = affine.delinearize_index %x into (1, 4, 1) : index, index, index
  return %0#0, %0#1, %0#2 : index, index, index
}

// CHECK-LABEL: func.func @drop_unit_nobound(%arg0: index) -> (index, index, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0:2 = affine.delinearize_index %arg0 into (4) : index, index
// CHECK-NEXT: return %0#0, %0#1, %c0 : index, index, index
// CHECK-NEXT: }
func.func @drop_unit_nobound(%x: index) -> (index, index, index) {
  %0:3 = affine.delinearize_index %x into (4, 1) : index, index, index
  return %0#0, %0#1, %0#2 : index, index, index
}

// CHECK-LABEL: func.func @drop_all_unit(%arg0: index) -> (index, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: return %c0, %c0 : index, index
// CHECK-NEXT: }
func.func @drop_all_unit(%x: index) -> (index, index) {
  %0:2 = affine.delinearize_index %x into (1, 1) : index, index
  return %0#0, %0#1 : index, index
}

// CHECK-LABEL: func.func @drop_unit_dyn(%arg0: index, %arg1: index) -> (index, index, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0:2 = affine.delinearize_index %arg0 into (%arg1, 8) : index, index
// CHECK-NEXT: return %0#0, %c0, %0#1 : index, index, index
// CHECK-NEXT: }
func.func @drop_unit_dyn(%x: index, %n: index) -> (index, index, index) {
  %c1 = arith.constant 1 : index
  %0:3 = affine.delinearize_index %x into (%n, %c1, 8) : index, index, index
  return %0#0, %0#1, %0#2 : index, index, index
}

// CHECK-LABEL: func.func @cancel_exact(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index) {
// CHECK-NEXT: return %arg0, %arg1, %arg2 : index, index, index
// CHECK-NEXT: }
func.func @cancel_exact(%a: index, %b: index, %c: index) -> (index, index, index) {
  %0 = affine.linearize_index disjoint [%a, %b, %c] by (2, 3, 4) : index
  %1:3 = affine.delinearize_index %0 into (2, 3, 4) : index, index, index
  return %1#0, %1#1, %1#2 : index, index, index
}

// CHECK-LABEL: func.func @cancel_exact_nobound(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index) {
// CHECK-NEXT: return %arg0, %arg1, %arg2 : index, index, index
// CHECK-NEXT: }
func.func @cancel_exact_nobound(%a: index, %b: index, %c: index) -> (index, index, index) {
  %0 = affine.linearize_index disjoint [%a, %b, %c] by (3, 4) : index
  %1:3 = affine.delinearize_index %0 into (3, 4) : index, index, index
  return %1#0, %1#1, %1#2 : index, index, index
}

// CHECK-LABEL: func.func @cancel_not_disjoint(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index) {
// CHECK-NEXT: %0 = affine.linearize_index [%arg0, %arg1, %arg2] by (2, 3, 4) : index
// CHECK-NEXT: %1:3 = affine.delinearize_index %0 into (2, 3, 4) : index, index, index
// CHECK-NEXT: return %1#0, %1#1, %1#2 : index, index, index
// CHECK-NEXT: }
func.func @cancel_not_disjoint(%a: index, %b: index, %c: index) -> (index, index, index) {
  %0 = affine.linearize_index [%a, %b, %c] by (2, 3, 4) : index
  %1:3 = affine.delinearize_index %0 into (2, 3, 4) : index, index, index
  return %1#0, %1#1, %1#2 : index, index, index
}

// CHECK-LABEL: func.func @cancel_tail(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index) {
// CHECK-NEXT: %0 = affine.linearize_index disjoint [%arg0, %arg1] by (5, 3) : index
// CHECK-NEXT: %1:2 = affine.delinearize_index %0 into (6, 5) : index, index
// CHECK-NEXT: return %1#0, %1#1, %arg2 : index, index, index
// CHECK-NEXT: }
func.func @cancel_tail(%a: index, %b: index, %c: index) -> (index, index, index) {
  %0 = affine.linearize_index disjoint [%a, %b, %c] by (5, 3, 4) : index
  %1:3 = affine.delinearize_index %0 into (6, 5, 4) : index, index, index
  return %1#0, %1#1, %1#2 : index, index, index
}

// CHECK-LABEL: func.func @cancel_tail_dyn(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index) -> (index, index, index, index) {
// CHECK-NEXT: %0:2 = affine.delinearize_index %arg0 into (2) : index, index
// CHECK-NEXT: return %0#0, %0#1, %arg1, %arg2 : index, index, index, index
// CHECK-NEXT: }
func.func @cancel_tail_dyn(%a: index, %b: index, %c: index, %n: index, %m: index) -> (index, index, index, index) {
  %0 = affine.linearize_index disjoint [%a, %b, %c] by (%m, %n, 4) : index
  %1:4 = affine.delinearize_index %0 into (2, %n, 4) : index, index, index, index
  return %1#0, %1#1, %1#2, %1#3 : index, index, index, index
}

// CHECK-LABEL: func.func @split(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index, index) {
// CHECK-NEXT: %0 = affine.linearize_index disjoint [%arg0, %arg1] by (3, 2) : index
// CHECK-NEXT: %1:2 = affine.delinearize_index %0 into (2, 3) : index, index
// CHECK-NEXT: %2:2 = affine.delinearize_index %arg2 into (8, 4) : index, index
// CHECK-NEXT: return %1#0, %1#1, %2#0, %2#1 : index, index, index, index
// CHECK-NEXT: }
func.func @split(%z: index, %y: index, %x: index) -> (index, index, index, index) {
  %0 = affine.linearize_index disjoint [%z, %y, %x] by (3, 2, 32) : index
  %1:4 = affine.delinearize_index %0 into (2, 3, 8, 4) : index, index, index, index
  return %1#0, %1#1, %1#2, %1#3 : index, index, index, index
}

// CHECK-LABEL: func.func @split_overshoot(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index, index) {
// CHECK-NEXT: %0 = affine.linearize_index disjoint [%arg0, %arg1, %arg2] by (3, 2, 32) : index
// CHECK-NEXT: %1:4 = affine.delinearize_index %0 into (2, 3, 16, 4) : index, index, index, index
// CHECK-NEXT: return %1#0, %1#1, %1#2, %1#3 : index, index, index, index
// CHECK-NEXT: }
func.func @split_overshoot(%z: index, %y: index, %x: index) -> (index, index, index, index) {
  %0 = affine.linearize_index disjoint [%z, %y, %x] by (3, 2, 32) : index
  %1:4 = affine.delinearize_index %0 into (2, 3, 16, 4) : index, index, index, index
  return %1#0, %1#1, %1#2, %1#3 : index, index, index, index
}

// CHECK-LABEL: func.func @delin_unit_dyn_const(%arg0: index) -> (index, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: return %c0, %c0 : index, index
// CHECK-NEXT: }
func.func @delin_unit_dyn_const(%x: index) -> (index, index) {
  %c1 = arith.constant 1 : index
  %0:2 = affine.delinearize_index %x into (%c1, %c1) : index, index
  return %0#0, %0#1 : index, index
}

// CHECK-LABEL: func.func @delin_of_lin_not_last(%arg0: index, %arg1: index) -> (index, index, index) {
// CHECK-NEXT: %0:2 = affine.delinearize_index %arg0 into (2, 2) : index, index
// CHECK-NEXT: return %0#0, %0#1, %arg1 : index, index, index
// CHECK-NEXT: }
func.func @delin_of_lin_not_last(%a: index, %b: index) -> (index, index, index) {
  %0 = affine.linearize_index disjoint [%a, %b] by (4, %a) : index
  %1:3 = affine.delinearize_index %0 into (2, 2, %a) : index, index, index
  return %1#0, %1#1, %1#2 : index, index, index
}

// CHECK-LABEL: func.func @delin_exact_to_empty(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT: %0 = affine.linearize_index disjoint [%arg0, %arg1] by (4) : index
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
func.func @delin_exact_to_empty(%a: index, %b: index) -> index {
  %0 = affine.linearize_index disjoint [%a, %b] by (4) : index
  %1 = affine.delinearize_index %0 into (4) : index
  return %1 : index
}

// CHECK-LABEL: func.func @delin_tail_partial_outer(%arg0: index, %arg1: index, %arg2: index) -> (index, index) {
// CHECK-NEXT: %0 = affine.linearize_index disjoint [%arg0, %arg1] by (2, 3) : index
// CHECK-NEXT: return %0, %arg2 : index, index
// CHECK-NEXT: }
func.func @delin_tail_partial_outer(%a: index, %b: index, %c: index) -> (index, index) {
  %0 = affine.linearize_index disjoint [%a, %b, %c] by (2, 3, 4) : index
  %1:2 = affine.delinearize_index %0 into (6, 4) : index, index
  return %1#0, %1#1 : index, index
}

// CHECK-LABEL: func.func @split_dyn_head(%arg0: index, %arg1: index, %arg2: index, %arg3: index) -> (index, index, index, index) {
// CHECK-NEXT: %0:2 = affine.delinearize_index %arg2 into (16, 2) : index, index
// CHECK-NEXT: return %arg0, %arg1, %0#0, %0#1 : index, index, index, index
// CHECK-NEXT: }
func.func @split_dyn_head(%z: index, %y: index, %x: index, %n: index) -> (index, index, index, index) {
  %0 = affine.linearize_index disjoint [%z, %y, %x] by (%n, 2, 32) : index
  %1:4 = affine.delinearize_index %0 into (%n, 2, 16, 2) : index, index, index, index
  return %1#0, %1#1, %1#2, %1#3 : index, index, index, index
}

// CHECK-LABEL: func.func @split_nobound(%arg0: index, %arg1: index) -> (index, index, index) {
// CHECK-NEXT: %0:2 = affine.delinearize_index %arg1 into (3, 4) : index, index
// CHECK-NEXT: return %arg0, %0#0, %0#1 : index, index, index
// CHECK-NEXT: }
func.func @split_nobound(%y: index, %x: index) -> (index, index, index) {
  %0 = affine.linearize_index disjoint [%y, %x] by (12) : index
  %1:3 = affine.delinearize_index %0 into (3, 4) : index, index, index
  return %1#0, %1#1, %1#2 : index, index, index
}

// CHECK-LABEL: func.func @split_one_elem(%arg0: index, %arg1: index) -> (index, index, index) {
// CHECK-NEXT: %0:2 = affine.delinearize_index %arg0 into (7) : index, index
// CHECK-NEXT: return %0#0, %0#1, %arg1 : index, index, index
// CHECK-NEXT: }
func.func @split_one_elem(%y: index, %x: index) -> (index, index, index) {
  %0 = affine.linearize_index disjoint [%y, %x] by (5, 12) : index
  %1:3 = affine.delinearize_index %0 into (7, 12) : index, index, index
  return %1#0, %1#1, %1#2 : index, index, index
}
