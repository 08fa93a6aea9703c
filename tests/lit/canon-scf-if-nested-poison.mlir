// `scf.if %a { scf.if %b { ... } }` is combined into `scf.if (andi %a, %b)`
// (MLIR's CombineNestedIfs), except when %b is ub.poison: `andi false,
// poison` is poison, so the combined if would branch on poison where the
// original never reached the inner if. A deliberate difference from
// mlir-opt-22, found by the differential fuzzer after remove-dead-values left
// a poison condition in a region that never runs.
// RUN: rmlir-opt %s -canonicalize | FileCheck %s

// CHECK-LABEL: func.func @inner_poison(%arg0: i1, %arg1: memref<1xi32>) -> i32 {
// CHECK:         %[[P:.*]] = ub.poison : i1
// CHECK:         scf.if %arg0 {
// CHECK-NEXT:      scf.if %[[P]] {
// CHECK-NEXT:        memref.store
// CHECK-NEXT:      }
// CHECK-NEXT:    }
func.func @inner_poison(%a: i1, %m: memref<1xi32>) -> i32 {
  %p = ub.poison : i1
  %c0 = arith.constant 0 : index
  %c7 = arith.constant 7 : i32
  scf.if %a {
    scf.if %p {
      memref.store %c7, %m[%c0] : memref<1xi32>
    }
  }
  %r = memref.load %m[%c0] : memref<1xi32>
  return %r : i32
}

// Scalars only, so the meaning-preservation test runs it: before the fix
// `%a = false` returned 1 and the canonicalized form trapped.
// CHECK-LABEL: func.func @inner_poison_scalar(%arg0: i1) -> i32 {
// CHECK:         scf.if %arg0 {
// CHECK-NEXT:      scf.if %{{.*}} {
func.func @inner_poison_scalar(%a: i1) -> i32 {
  %p = ub.poison : i1
  %c1 = arith.constant 1 : i32
  %alloc = memref.alloca() : memref<1xi32>
  %c0 = arith.constant 0 : index
  memref.store %c1, %alloc[%c0] : memref<1xi32>
  scf.if %a {
    scf.if %p {
      memref.store %c1, %alloc[%c0] : memref<1xi32>
    }
  }
  %r = memref.load %alloc[%c0] : memref<1xi32>
  return %r : i32
}

// A non-poison inner condition is still combined, as in MLIR.
// CHECK-LABEL: func.func @inner_value(
// CHECK:         %[[C:.*]] = arith.andi %arg0, %arg1 : i1
// CHECK-NEXT:    scf.if %[[C]] {
func.func @inner_value(%a: i1, %b: i1, %m: memref<1xi32>) {
  %c0 = arith.constant 0 : index
  %c7 = arith.constant 7 : i32
  scf.if %a {
    scf.if %b {
      memref.store %c7, %m[%c0] : memref<1xi32>
    }
  }
  return
}
