// memref.alloca_scope in scf.for (MLIR 22 gives scf.for the
// AutomaticAllocationScope trait).
// RUN: rmlir-opt %s -allow-unregistered-dialect -canonicalize | FileCheck %s --match-full-lines
// RUN: rmlir-opt %s -allow-unregistered-dialect -canonicalize --emit-bytecode | rmlir-opt -allow-unregistered-dialect | FileCheck %s --match-full-lines

// scf.for is an AutomaticAllocationScope in MLIR 22: AllocaScopeInliner
// inlines a scope directly in its body.
// CHECK-LABEL: func.func @inline_in_for(%arg0: index, %arg1: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg2 = %c0 to %arg0 step %c1 {
// CHECK-NEXT: %alloca = memref.alloca(%arg1) : memref<?xf32>
// CHECK-NEXT: %alloca_0 = memref.alloca(%arg2) : memref<?xf32>
// CHECK-NEXT: "test.use"(%alloca, %alloca_0) : (memref<?xf32>, memref<?xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @inline_in_for(%n: index, %m: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %iv = %c0 to %n step %c1 {
    memref.alloca_scope {
      %a = memref.alloca(%m) : memref<?xf32>
      %b = memref.alloca(%iv) : memref<?xf32>
      "test.use"(%a, %b) : (memref<?xf32>, memref<?xf32>) -> ()
    }
  }
  return
}
