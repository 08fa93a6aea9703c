// sccp: sparse conditional constant propagation as mlir-opt 22 does it.
// On a module, calls are followed into private functions; on a function,
// calls return anything.
// RUN: rmlir-opt %s -sccp | FileCheck %s
// RUN: rmlir-opt %s -sccp --emit-bytecode | rmlir-opt | FileCheck %s
// RUN: rmlir-opt %s --pass-pipeline='builtin.module(func.func(sccp))' | FileCheck %s --check-prefix=FUNC
// RUN: rmlir-opt %s '--pass-pipeline=builtin.module(func.func(sccp))' --emit-bytecode | rmlir-opt | FileCheck %s --check-prefix=FUNC
// RUN: rmlir-opt %s --pass-pipeline='builtin.module(func.func(sccp))' --mlir-timing -o /dev/null 2>&1 | FileCheck %s --check-prefix=TIMING

// CHECK-LABEL: func.func private @callee(%arg0: i32) -> i32 {
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: %c6_i32 = arith.constant 6 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: return %c6_i32 : i32
// CHECK-NEXT: }
// FUNC-LABEL: func.func private @callee(%arg0: i32) -> i32 {
// FUNC-NEXT: %c1_i32 = arith.constant 1 : i32
// FUNC-NEXT: %0 = arith.addi %arg0, %c1_i32 : i32
// FUNC-NEXT: return %0 : i32
func.func private @callee(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %s = arith.addi %a, %c1 : i32
  return %s : i32
}

// CHECK-LABEL: func.func @branches(%arg0: i32, %arg1: i1) -> (i32, i32) {
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: cf.cond_br %true, ^bb1, ^bb2(%arg0 : i32)
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb2(%c2_i32 : i32)
// CHECK-NEXT: ^bb2(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: cf.cond_br %arg1, ^bb3(%c2_i32 : i32), ^bb3(%arg0 : i32)
// CHECK-NEXT: ^bb3(%1: i32):  // 2 preds: ^bb2, ^bb2
// CHECK-NEXT: return %c2_i32, %1 : i32, i32
func.func @branches(%a: i32, %c: i1) -> (i32, i32) {
  %t = arith.constant true
  %c2 = arith.constant 2 : i32
  cf.cond_br %t, ^bb1, ^bb2(%a : i32)
^bb1:
  cf.br ^bb2(%c2 : i32)
^bb2(%x: i32):
  cf.cond_br %c, ^bb3(%x : i32), ^bb3(%a : i32)
^bb3(%y: i32):
  return %x, %y : i32, i32
}

// CHECK-LABEL: func.func @regions(%arg0: i1, %arg1: index) -> (i32, i32) {
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %c3_i32) -> (i32) {
// CHECK-NEXT: %1 = arith.muli %arg3, %arg3 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %c3_i32, %0 : i32, i32
func.func @regions(%c: i1, %n: index) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.if %c -> (i32) {
    %k = arith.constant 3 : i32
    scf.yield %k : i32
  } else {
    %k = arith.constant 3 : i32
    scf.yield %k : i32
  }
  %l = scf.for %i = %c0 to %n step %c1 iter_args(%s = %r) -> (i32) {
    %m = arith.muli %s, %s : i32
    scf.yield %m : i32
  }
  return %r, %l : i32, i32
}

// CHECK-LABEL: func.func @calls() -> i32 {
// CHECK-NEXT: %c6_i32 = arith.constant 6 : i32
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: %0 = call @callee(%c5_i32) : (i32) -> i32
// CHECK-NEXT: return %c6_i32 : i32
// FUNC-LABEL: func.func @calls() -> i32 {
// FUNC-NEXT: %c5_i32 = arith.constant 5 : i32
// FUNC-NEXT: %0 = call @callee(%c5_i32) : (i32) -> i32
// FUNC-NEXT: return %0 : i32
func.func @calls() -> i32 {
  %c5 = arith.constant 5 : i32
  %r = func.call @callee(%c5) : (i32) -> i32
  return %r : i32
}

// TIMING: {{.*}}SCCP
