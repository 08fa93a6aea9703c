// canonicalize{test-convergence=true}: when the greedy driver does not
// converge within max-iterations the pass fails (exit status 1, no output)
// without a diagnostic, as in MLIR 22; when it converges the option changes
// nothing.
// RUN: not rmlir-opt %s --pass-pipeline='builtin.module(canonicalize{test-convergence=true max-iterations=1})' > %t.out 2> %t.err
// RUN: FileCheck %s --check-prefix=EMPTY --allow-empty < %t.out
// RUN: FileCheck %s --check-prefix=EMPTY --allow-empty < %t.err
// RUN: rmlir-opt %s --pass-pipeline='builtin.module(canonicalize{test-convergence=true max-iterations=2})' | FileCheck %s --match-full-lines

// EMPTY-NOT: {{.}}

// CHECK-LABEL: func.func @f(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @f(%c: i1, %x: i32) -> i32 {
  %0 = scf.if %c -> (i32) {
    scf.yield %x : i32
  } else {
    scf.yield %x : i32
  }
  %1 = arith.addi %0, %x : i32
  return %1 : i32
}
