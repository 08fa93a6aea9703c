// bufferization.clone: custom and generic forms, the memref.cast folder and
// the SimplifyClones canonicalization (BufferizationOps.cpp of MLIR 22).
// RUN: rmlir-opt %s -allow-unregistered-dialect -canonicalize | FileCheck %s --match-full-lines
// RUN: rmlir-opt %s -allow-unregistered-dialect -canonicalize --emit-bytecode | rmlir-opt -allow-unregistered-dialect | FileCheck %s --match-full-lines
// RUN: rmlir-opt %s -allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: rmlir-opt %s -allow-unregistered-dialect --emit-bytecode | rmlir-opt -allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// GENERIC: %{{[0-9]+}} = "bufferization.clone"(%arg{{[0-9]+}}) : (memref<4xf32>) -> memref<?xf32>

// CHECK-LABEL: func.func @clone_roundtrip(%arg0: memref<4xf32>) -> memref<?xf32> {
// CHECK-NEXT: %0 = bufferization.clone %arg0 : memref<4xf32> to memref<?xf32>
// CHECK-NEXT: "test.use"(%0) : (memref<?xf32>) -> ()
// CHECK-NEXT: return %0 : memref<?xf32>
// CHECK-NEXT: }
func.func @clone_roundtrip(%m: memref<4xf32>) -> memref<?xf32> {
  %0 = bufferization.clone %m : memref<4xf32> to memref<?xf32>
  "test.use"(%0) : (memref<?xf32>) -> ()
  return %0 : memref<?xf32>
}

// CHECK-LABEL: func.func @clone_unused(%arg0: memref<4xf32>) {
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @clone_unused(%m: memref<4xf32>) {
  %0 = bufferization.clone %m : memref<4xf32> to memref<4xf32>
  return
}

// CHECK-LABEL: func.func @clone_of_cast(%arg0: memref<4xf32>) -> memref<?xf32> {
// CHECK-NEXT: %0 = bufferization.clone %arg0 : memref<4xf32> to memref<?xf32>
// CHECK-NEXT: return %0 : memref<?xf32>
// CHECK-NEXT: }
func.func @clone_of_cast(%m: memref<4xf32>) -> memref<?xf32> {
  %0 = memref.cast %m : memref<4xf32> to memref<?xf32>
  %1 = bufferization.clone %0 : memref<?xf32> to memref<?xf32>
  return %1 : memref<?xf32>
}

// CHECK-LABEL: func.func @clone_then_dealloc_clone(%arg0: memref<4xf32>, %arg1: index) -> f32 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @clone_then_dealloc_clone(%m: memref<4xf32>, %i: index) -> f32 {
  %0 = bufferization.clone %m : memref<4xf32> to memref<4xf32>
  %1 = memref.load %0[%i] : memref<4xf32>
  memref.dealloc %0 : memref<4xf32>
  return %1 : f32
}

// CHECK-LABEL: func.func @clone_then_dealloc_source() -> memref<4xf32> {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: return %alloc : memref<4xf32>
// CHECK-NEXT: }
func.func @clone_then_dealloc_source() -> memref<4xf32> {
  %m = memref.alloc() : memref<4xf32>
  %0 = bufferization.clone %m : memref<4xf32> to memref<4xf32>
  memref.dealloc %m : memref<4xf32>
  return %0 : memref<4xf32>
}

// CHECK-LABEL: func.func @clone_casted_type() -> memref<?xf32> {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<4xf32> to memref<?xf32>
// CHECK-NEXT: return %cast : memref<?xf32>
// CHECK-NEXT: }
func.func @clone_casted_type() -> memref<?xf32> {
  %m = memref.alloc() : memref<4xf32>
  %0 = bufferization.clone %m : memref<4xf32> to memref<?xf32>
  memref.dealloc %m : memref<4xf32>
  return %0 : memref<?xf32>
}

// CHECK-LABEL: func.func @clone_kept_free_between(%arg0: memref<4xf32>, %arg1: memref<4xf32>) -> memref<4xf32> {
// CHECK-NEXT: %0 = bufferization.clone %arg0 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: memref.dealloc %arg1 : memref<4xf32>
// CHECK-NEXT: memref.dealloc %arg0 : memref<4xf32>
// CHECK-NEXT: return %0 : memref<4xf32>
// CHECK-NEXT: }
func.func @clone_kept_free_between(%m: memref<4xf32>, %n: memref<4xf32>) -> memref<4xf32> {
  %0 = bufferization.clone %m : memref<4xf32> to memref<4xf32>
  memref.dealloc %n : memref<4xf32>
  memref.dealloc %m : memref<4xf32>
  return %0 : memref<4xf32>
}

// CHECK-LABEL: func.func @clone_kept_both_dealloc_same_block(%arg0: memref<4xf32>, %arg1: index) -> f32 {
// CHECK-NEXT: %0 = bufferization.clone %arg0 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: %1 = memref.load %0[%arg1] : memref<4xf32>
// CHECK-NEXT: memref.dealloc %arg0 : memref<4xf32>
// CHECK-NEXT: memref.dealloc %0 : memref<4xf32>
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
func.func @clone_kept_both_dealloc_same_block(%m: memref<4xf32>, %i: index) -> f32 {
  %0 = bufferization.clone %m : memref<4xf32> to memref<4xf32>
  %1 = memref.load %0[%i] : memref<4xf32>
  memref.dealloc %m : memref<4xf32>
  memref.dealloc %0 : memref<4xf32>
  return %1 : f32
}

// CHECK-LABEL: func.func @clone_kept_no_dealloc(%arg0: memref<4xf32>) -> memref<4xf32> {
// CHECK-NEXT: %0 = bufferization.clone %arg0 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: return %0 : memref<4xf32>
// CHECK-NEXT: }
func.func @clone_kept_no_dealloc(%m: memref<4xf32>) -> memref<4xf32> {
  %0 = bufferization.clone %m : memref<4xf32> to memref<4xf32>
  return %0 : memref<4xf32>
}

// CHECK-LABEL: func.func @clone_kept_dealloc_elsewhere(%arg0: memref<4xf32>, %arg1: i1) -> memref<4xf32> {
// CHECK-NEXT: %0 = bufferization.clone %arg0 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: scf.if %arg1 {
// CHECK-NEXT: memref.dealloc %arg0 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : memref<4xf32>
// CHECK-NEXT: }
func.func @clone_kept_dealloc_elsewhere(%m: memref<4xf32>, %c: i1) -> memref<4xf32> {
  %0 = bufferization.clone %m : memref<4xf32> to memref<4xf32>
  scf.if %c {
    memref.dealloc %m : memref<4xf32>
  }
  return %0 : memref<4xf32>
}

// CHECK-LABEL: func.func @clone_of_subview_of_alloc(%arg0: index) -> memref<2xf32, strided<[1], offset: 1>> {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %subview = memref.subview %alloc[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
// CHECK-NEXT: return %subview : memref<2xf32, strided<[1], offset: 1>>
// CHECK-NEXT: }
func.func @clone_of_subview_of_alloc(%i: index) -> memref<2xf32, strided<[1], offset: 1>> {
  %m = memref.alloc() : memref<4xf32>
  %s = memref.subview %m[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  %0 = bufferization.clone %s : memref<2xf32, strided<[1], offset: 1>> to memref<2xf32, strided<[1], offset: 1>>
  memref.dealloc %m : memref<4xf32>
  return %0 : memref<2xf32, strided<[1], offset: 1>>
}
