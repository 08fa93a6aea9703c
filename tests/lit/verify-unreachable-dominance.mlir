// Operand dominance is not checked for ops in blocks unreachable from their
// region's entry (MLIR's verifier skips them), but it still is inside the
// regions of such ops.
// RUN: rmlir-opt %s --split-input-file --verify-diagnostics | FileCheck %s

// CHECK-LABEL: func.func @self_use() {
// CHECK-NEXT: return
// CHECK-NEXT: ^bb1:  // pred: ^bb1
// CHECK-NEXT: %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT: %0 = arith.addi %0, %c1_i64 : i64
// CHECK-NEXT: cf.br ^bb1
func.func @self_use() {
  return
^bb1:
  %c1 = arith.constant 1 : i64
  %0 = arith.addi %0, %c1 : i64
  cf.br ^bb1
}

// -----

// CHECK-LABEL: func.func @later_def() {
// CHECK-NEXT: return
// CHECK-NEXT: ^bb1:  // no predecessors
// CHECK-NEXT: %0 = arith.addi %c1_i64, %c1_i64 : i64
// CHECK-NEXT: %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT: return
func.func @later_def() {
  return
^bb1:
  %0 = arith.addi %c1, %c1 : i64
  %c1 = arith.constant 1 : i64
  return
}

// -----

func.func @nested_region_still_checked(%b: i1) {
  return
^bb1:
  %0 = scf.if %b -> (i64) {
    // expected-error@+1 {{operand #0 does not dominate this use}}
    %1 = arith.addi %c, %c : i64
    scf.yield %1 : i64
  } else {
    %2 = arith.constant 2 : i64
    scf.yield %2 : i64
  }
  // expected-note@+1 {{operand defined here (op in a parent region)}}
  %c = arith.constant 1 : i64
  return
}
