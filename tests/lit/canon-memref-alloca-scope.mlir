// memref.alloca_scope canonicalization (AllocaScopeOp::getCanonicalizationPatterns
// of MLIR 22): AllocaScopeHoister moves stack allocations out of non-scope
// parents (AllocaScopeInliner cases are in canon-memref-misc.mlir).
// RUN: rmlir-opt %s -allow-unregistered-dialect -canonicalize | FileCheck %s --match-full-lines
// RUN: rmlir-opt %s -allow-unregistered-dialect -canonicalize --emit-bytecode | rmlir-opt -allow-unregistered-dialect | FileCheck %s --match-full-lines
// RUN: rmlir-opt %s -allow-unregistered-dialect -canonicalize=test-convergence=true | FileCheck %s --match-full-lines
// RUN: rmlir-opt %s -allow-unregistered-dialect -pass-pipeline='builtin.module(func.func(canonicalize{disable-patterns="AllocaScopeHoister"}))' | FileCheck %s --check-prefix=DISABLED --match-full-lines
// RUN: rmlir-opt %s -allow-unregistered-dialect '-pass-pipeline=builtin.module(func.func(canonicalize{disable-patterns="AllocaScopeHoister"}))' --emit-bytecode | rmlir-opt -allow-unregistered-dialect | FileCheck %s --check-prefix=DISABLED --match-full-lines

// With AllocaScopeHoister disabled by its debug name, nothing moves.
// DISABLED-LABEL: func.func @hoist_from_if(%arg0: i1, %arg1: index) {
// DISABLED-NEXT: scf.if %arg0 {
// DISABLED-NEXT: memref.alloca_scope  {
// DISABLED-NEXT: %alloca = memref.alloca(%arg1) : memref<?xf32>
// DISABLED-NEXT: %alloca_0 = memref.alloca() : memref<2xf32>
// DISABLED-NEXT: "test.use"(%alloca, %alloca_0) : (memref<?xf32>, memref<2xf32>) -> ()
// DISABLED-NEXT: }
// DISABLED-NEXT: }
// DISABLED-NEXT: return
// DISABLED-NEXT: }
// AllocaScopeHoister: allocations whose operands are defined outside the
// scf.if move before it (scf.if is not an allocation scope).
// CHECK-LABEL: func.func @hoist_from_if(%arg0: i1, %arg1: index) {
// CHECK-NEXT: %alloca = memref.alloca(%arg1) : memref<?xf32>
// CHECK-NEXT: %alloca_0 = memref.alloca() : memref<2xf32>
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: "test.use"(%alloca, %alloca_0) : (memref<?xf32>, memref<2xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @hoist_from_if(%cond: i1, %m: index) {
  scf.if %cond {
    memref.alloca_scope {
      %a = memref.alloca(%m) : memref<?xf32>
      %b = memref.alloca() : memref<2xf32>
      "test.use"(%a, %b) : (memref<?xf32>, memref<2xf32>) -> ()
    }
  }
  return
}

// Through two levels of scf.if (merged by scf.if canonicalization).
// CHECK-LABEL: func.func @hoist_two_levels(%arg0: i1, %arg1: i1, %arg2: index) {
// CHECK-NEXT: %0 = arith.andi %arg0, %arg1 : i1
// CHECK-NEXT: %alloca = memref.alloca(%arg2) : memref<?xf32>
// CHECK-NEXT: scf.if %0 {
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: "test.use"(%alloca) : (memref<?xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @hoist_two_levels(%c1: i1, %c2: i1, %m: index) {
  scf.if %c1 {
    scf.if %c2 {
      memref.alloca_scope {
        %a = memref.alloca(%m) : memref<?xf32>
        "test.use"(%a) : (memref<?xf32>) -> ()
      }
    }
  }
  return
}

// In scf.while: the allocation sized inside the loop stays.
// CHECK-LABEL: func.func @hoist_from_while(%arg0: index, %arg1: i1) {
// CHECK-NEXT: %alloca = memref.alloca(%arg0) : memref<?xf32>
// CHECK-NEXT: scf.while : () -> () {
// CHECK-NEXT: scf.condition(%arg1)
// CHECK-NEXT: } do {
// CHECK-NEXT: %0 = "test.size"() : () -> index
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: %alloca_0 = memref.alloca(%0) : memref<?xf32>
// CHECK-NEXT: "test.use"(%alloca, %alloca_0) : (memref<?xf32>, memref<?xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @hoist_from_while(%m: index, %c: i1) {
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    %n = "test.size"() : () -> index
    memref.alloca_scope {
      %a = memref.alloca(%m) : memref<?xf32>
      %b = memref.alloca(%n) : memref<?xf32>
      "test.use"(%a, %b) : (memref<?xf32>, memref<?xf32>) -> ()
    }
    scf.yield
  }
  return
}

// Not when the alloca_scope is not the last op before the terminator.
// CHECK-LABEL: func.func @not_last_in_if(%arg0: i1, %arg1: index) {
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: %alloca = memref.alloca(%arg1) : memref<?xf32>
// CHECK-NEXT: "test.use"(%alloca) : (memref<?xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: "test.other"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @not_last_in_if(%cond: i1, %m: index) {
  scf.if %cond {
    memref.alloca_scope {
      %a = memref.alloca(%m) : memref<?xf32>
      "test.use"(%a) : (memref<?xf32>) -> ()
    }
    "test.other"() : () -> ()
  }
  return
}

// Not when the enclosing op is not the last op of its block.
// CHECK-LABEL: func.func @if_not_last(%arg0: i1, %arg1: index) {
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: %alloca = memref.alloca(%arg1) : memref<?xf32>
// CHECK-NEXT: "test.use"(%alloca) : (memref<?xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: "test.other"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @if_not_last(%cond: i1, %m: index) {
  scf.if %cond {
    memref.alloca_scope {
      %a = memref.alloca(%m) : memref<?xf32>
      "test.use"(%a) : (memref<?xf32>) -> ()
    }
  }
  "test.other"() : () -> ()
  return
}

// Not when the size is defined inside the op hoisted over.
// CHECK-LABEL: func.func @operand_inside(%arg0: i1) {
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: %0 = "test.size"() : () -> index
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: %alloca = memref.alloca(%0) : memref<?xf32>
// CHECK-NEXT: "test.use"(%alloca) : (memref<?xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @operand_inside(%cond: i1) {
  scf.if %cond {
    %n = "test.size"() : () -> index
    memref.alloca_scope {
      %a = memref.alloca(%n) : memref<?xf32>
      "test.use"(%a) : (memref<?xf32>) -> ()
    }
  }
  return
}

// Allocations of nested alloca_scopes are hoisted too (the walk does not stop
// at them).
// CHECK-LABEL: func.func @nested_scope(%arg0: i1, %arg1: index) {
// CHECK-NEXT: %alloca = memref.alloca(%arg1) : memref<?xf32>
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: "test.before"() : () -> ()
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: "test.use"(%alloca) : (memref<?xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: "test.after"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @nested_scope(%cond: i1, %m: index) {
  scf.if %cond {
    memref.alloca_scope {
      "test.before"() : () -> ()
      memref.alloca_scope {
        %a = memref.alloca(%m) : memref<?xf32>
        "test.use"(%a) : (memref<?xf32>) -> ()
      }
      "test.after"() : () -> ()
    }
  }
  return
}
