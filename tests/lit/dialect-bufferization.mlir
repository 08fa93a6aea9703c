// bufferization.clone: custom and generic forms, the memref.cast folder and
// the SimplifyClones canonicalization (BufferizationOps.cpp of MLIR 22).
// RUN: rmlir-opt %s -allow-unregistered-dialect -canonicalize | FileCheck %s --match-full-lines
// RUN: rmlir-opt %s -allow-unregistered-dialect -canonicalize --emit-bytecode | rmlir-opt -allow-unregistered-dialect | FileCheck %s --match-full-lines
// RUN: rmlir-opt %s -allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: rmlir-opt %s -allow-unregistered-dialect --emit-bytecode | rmlir-opt -allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// The other ops: custom and generic forms round trip as mlir-opt-22 prints them.
// RUN: rmlir-opt %s -allow-unregistered-dialect | FileCheck %s --check-prefix=ROUND --match-full-lines
// RUN: rmlir-opt %s -allow-unregistered-dialect | rmlir-opt -allow-unregistered-dialect | FileCheck %s --check-prefix=ROUND --match-full-lines
// RUN: rmlir-opt %s -allow-unregistered-dialect --mlir-print-op-generic | rmlir-opt -allow-unregistered-dialect | FileCheck %s --check-prefix=ROUND --match-full-lines
// RUN: rmlir-opt %s -allow-unregistered-dialect --emit-bytecode | rmlir-opt -allow-unregistered-dialect | FileCheck %s --check-prefix=ROUND --match-full-lines
// RUN: rmlir-opt %s -allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=ROUNDGEN --match-full-lines
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

// ROUND-LABEL: func.func @ops_roundtrip(%arg0: tensor<?xi64>, %arg1: memref<2xf32>, %arg2: tensor<?x5xf32>, %arg3: index, %arg4: memref<2xf32>, %arg5: memref<4xi32>, %arg6: i1, %arg7: i1, %arg8: memref<?xf32>, %arg9: memref<*xf64>, %arg10: memref<*xf32>, %arg11: memref<?xf32, 3>, %arg12: tensor<*xf32>) {
// ROUND-NEXT: %0 = bufferization.to_buffer %arg0 read_only : tensor<?xi64> to memref<?xi64, strided<[1], offset: 7>>
// ROUND-NEXT: %1 = bufferization.to_tensor %arg1 restrict writable : memref<2xf32> to tensor<2xf32>
// ROUND-NEXT: %2 = bufferization.to_tensor %arg10 : memref<*xf32> to tensor<*xf32>
// ROUND-NEXT: %3 = bufferization.to_buffer %arg12 : tensor<*xf32> to memref<*xf32, 1>
// ROUND-NEXT: %4 = bufferization.alloc_tensor(%arg3) : tensor<?x5xf32>
// ROUND-NEXT: %5 = bufferization.alloc_tensor() copy(%arg2) {escape = true} : tensor<?x5xf32>
// ROUND-NEXT: %c100 = arith.constant 100 : index
// ROUND-NEXT: %6 = bufferization.alloc_tensor() size_hint=%c100 : tensor<100x100xf64>
// ROUND-NEXT: %7 = bufferization.alloc_tensor(%arg3) {memory_space = "foo"} : tensor<?xf32>
// ROUND-NEXT: %8 = bufferization.alloc_tensor() copy(%arg2) size_hint=%arg3 : tensor<?x5xf32>
// ROUND-NEXT: bufferization.dealloc_tensor %1 : tensor<2xf32>
// ROUND-NEXT: %9 = bufferization.materialize_in_destination %arg2 in %arg2 : (tensor<?x5xf32>, tensor<?x5xf32>) -> tensor<?x5xf32>
// ROUND-NEXT: bufferization.materialize_in_destination %1 in restrict writable %arg1 : (tensor<2xf32>, memref<2xf32>) -> ()
// ROUND-NEXT: bufferization.materialize_in_destination %7 in writable %arg11 : (tensor<?xf32>, memref<?xf32, 3>) -> ()
// ROUND-NEXT: %10:2 = bufferization.dealloc (%arg4, %arg5 : memref<2xf32>, memref<4xi32>) if (%arg6, %arg7) retain (%arg8, %arg9 : memref<?xf32>, memref<*xf64>)
// ROUND-NEXT: bufferization.dealloc (%arg4 : memref<2xf32>) if (%arg6)
// ROUND-NEXT: bufferization.dealloc
// ROUND-NEXT: %11 = bufferization.dealloc retain (%arg8 : memref<?xf32>)
// ROUND-NEXT: %alloc = memref.alloc() {bufferization.manual_deallocation} : memref<2xf32>
// ROUND-NEXT: "test.use"(%0, %2, %3, %4, %5, %6, %8, %9, %10#0, %10#1, %11) : (memref<?xi64, strided<[1], offset: 7>>, tensor<*xf32>, memref<*xf32, 1>, tensor<?x5xf32>, tensor<?x5xf32>, tensor<100x100xf64>, tensor<?x5xf32>, tensor<?x5xf32>, i1, i1, i1) -> ()
// ROUND-NEXT: return
// ROUND-NEXT: }
// ROUNDGEN: %0 = "bufferization.to_buffer"(%arg0) <{read_only}> : (tensor<?xi64>) -> memref<?xi64, strided<[1], offset: 7>>
// ROUNDGEN: %1 = "bufferization.to_tensor"(%arg1) <{restrict, writable}> : (memref<2xf32>) -> tensor<2xf32>
// ROUNDGEN: %2 = "bufferization.to_tensor"(%arg10) : (memref<*xf32>) -> tensor<*xf32>
// ROUNDGEN: %3 = "bufferization.to_buffer"(%arg12) : (tensor<*xf32>) -> memref<*xf32, 1>
// ROUNDGEN: %4 = "bufferization.alloc_tensor"(%arg3) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (index) -> tensor<?x5xf32>
// ROUNDGEN: %5 = "bufferization.alloc_tensor"(%arg2) <{operandSegmentSizes = array<i32: 0, 1, 0>}> {escape = true} : (tensor<?x5xf32>) -> tensor<?x5xf32>
// ROUNDGEN: %7 = "bufferization.alloc_tensor"(%6) <{operandSegmentSizes = array<i32: 0, 0, 1>}> : (index) -> tensor<100x100xf64>
// ROUNDGEN: %8 = "bufferization.alloc_tensor"(%arg3) <{memory_space = "foo", operandSegmentSizes = array<i32: 1, 0, 0>}> : (index) -> tensor<?xf32>
// ROUNDGEN: %9 = "bufferization.alloc_tensor"(%arg2, %arg3) <{operandSegmentSizes = array<i32: 0, 1, 1>}> : (tensor<?x5xf32>, index) -> tensor<?x5xf32>
// ROUNDGEN: "bufferization.dealloc_tensor"(%1) : (tensor<2xf32>) -> ()
// ROUNDGEN: %10 = "bufferization.materialize_in_destination"(%arg2, %arg2) : (tensor<?x5xf32>, tensor<?x5xf32>) -> tensor<?x5xf32>
// ROUNDGEN: "bufferization.materialize_in_destination"(%1, %arg1) <{restrict, writable}> : (tensor<2xf32>, memref<2xf32>) -> ()
// ROUNDGEN: "bufferization.materialize_in_destination"(%8, %arg11) <{writable}> : (tensor<?xf32>, memref<?xf32, 3>) -> ()
// ROUNDGEN: %11:2 = "bufferization.dealloc"(%arg4, %arg5, %arg6, %arg7, %arg8, %arg9) <{operandSegmentSizes = array<i32: 2, 2, 2>}> : (memref<2xf32>, memref<4xi32>, i1, i1, memref<?xf32>, memref<*xf64>) -> (i1, i1)
// ROUNDGEN: "bufferization.dealloc"(%arg4, %arg6) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (memref<2xf32>, i1) -> ()
// ROUNDGEN: "bufferization.dealloc"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> ()
// ROUNDGEN: %12 = "bufferization.dealloc"(%arg8) <{operandSegmentSizes = array<i32: 0, 0, 1>}> : (memref<?xf32>) -> i1
// ROUNDGEN: %13 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> {bufferization.manual_deallocation} : () -> memref<2xf32>
// ROUNDGEN: "test.use"(%0, %2, %3, %4, %5, %7, %9, %10, %11#0, %11#1, %12) : (memref<?xi64, strided<[1], offset: 7>>, tensor<*xf32>, memref<*xf32, 1>, tensor<?x5xf32>, tensor<?x5xf32>, tensor<100x100xf64>, tensor<?x5xf32>, tensor<?x5xf32>, i1, i1, i1) -> ()
func.func @ops_roundtrip(%arg0: tensor<?xi64>, %m: memref<2xf32>, %t: tensor<?x5xf32>, %sz: index, %a: memref<2xf32>, %b: memref<4xi32>, %c: i1, %d: i1, %r: memref<?xf32>, %u: memref<*xf64>, %um: memref<*xf32>, %d3: memref<?xf32, 3>, %ut: tensor<*xf32>) {
  %0 = bufferization.to_buffer %arg0 read_only : tensor<?xi64> to memref<?xi64, strided<[1], offset: 7>>
  %1 = bufferization.to_tensor %m restrict writable : memref<2xf32> to tensor<2xf32>
  %2 = bufferization.to_tensor %um : memref<*xf32> to tensor<*xf32>
  %3 = bufferization.to_buffer %ut : tensor<*xf32> to memref<*xf32, 1>
  %4 = bufferization.alloc_tensor(%sz) : tensor<?x5xf32>
  %5 = bufferization.alloc_tensor() copy(%t) {escape = true} : tensor<?x5xf32>
  %c100 = arith.constant 100 : index
  %6 = bufferization.alloc_tensor() size_hint=%c100 : tensor<100x100xf64>
  %7 = bufferization.alloc_tensor(%sz) {memory_space = "foo"} : tensor<?xf32>
  %8 = bufferization.alloc_tensor() copy(%t) size_hint=%sz : tensor<?x5xf32>
  bufferization.dealloc_tensor %1 : tensor<2xf32>
  %10 = bufferization.materialize_in_destination %t in %t : (tensor<?x5xf32>, tensor<?x5xf32>) -> tensor<?x5xf32>
  bufferization.materialize_in_destination %1 in restrict writable %m : (tensor<2xf32>, memref<2xf32>) -> ()
  bufferization.materialize_in_destination %7 in writable %d3 : (tensor<?xf32>, memref<?xf32, 3>) -> ()
  %11:2 = bufferization.dealloc (%a, %b : memref<2xf32>, memref<4xi32>) if (%c, %d) retain (%r, %u : memref<?xf32>, memref<*xf64>)
  bufferization.dealloc (%a : memref<2xf32>) if (%c)
  bufferization.dealloc
  %12 = bufferization.dealloc retain (%r : memref<?xf32>)
  %13 = memref.alloc() {bufferization.manual_deallocation} : memref<2xf32>
  "test.use"(%0, %2, %3, %4, %5, %6, %8, %10, %11#0, %11#1, %12) : (memref<?xi64, strided<[1], offset: 7>>, tensor<*xf32>, memref<*xf32, 1>, tensor<?x5xf32>, tensor<?x5xf32>, tensor<100x100xf64>, tensor<?x5xf32>, tensor<?x5xf32>, i1, i1, i1) -> ()
  return
}
