// A block argument the liveness analysis finds live keeps its place even
// when an edge that is never taken (a cf.switch case on a constant flag)
// forwards a dead value into it: that edge forwards a ub.poison, and the
// block's live uses keep their value (found by the differential fuzz
// target: the result became poison). mlir-opt 22 crashes on this input,
// so these CHECK lines are rmlir's own.
// RUN: rmlir-opt %s --pass-pipeline='builtin.module(remove-dead-values)' | FileCheck %s --match-full-lines

func.func @f1(%v1: f64) -> i64 {
  %v62 = scf.execute_region -> (i64) {
    %v96 = arith.constant 0 : i64
    %v97 = arith.constant 0 : i8
    %v98 = arith.constant 255 : i64
    cf.switch %v97 : i8, [default: ^bb1(%v96 : i64), -23: ^bb2(%v98 : i64), -70: ^bb3(%v98 : i64)]
  ^bb1(%v99: i64):
    %v100 = arith.constant 1 : i8
    %v122 = arith.constant 42 : i8
    %v123 = arith.cmpi eq, %v100, %v122 : i8
    cf.cond_br %v123, ^bb3(%v99 : i64), ^bb3(%v99 : i64)
  ^bb2(%v148: i64):
    %v201 = arith.constant -9223372036854775808 : i64
    cf.br ^bb3(%v201 : i64)
  ^bb3(%v202: i64):
    scf.yield %v202 : i64
  }
  func.return %v62 : i64
}

// CHECK:      module {
// CHECK-NEXT:   func.func @f1(%arg0: f64) -> i64 {
// CHECK-NEXT:     %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT:     cf.br ^bb2(%c0_i64 : i64)
// CHECK-NEXT:   ^bb1(%0: i64):  // no predecessors
// CHECK-NEXT:     %1 = ub.poison : i64
// CHECK-NEXT:     cf.br ^bb2(%1 : i64)
// CHECK-NEXT:   ^bb2(%2: i64):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     return %2 : i64
// CHECK-NEXT:   }
// CHECK-NEXT: }
