// The bufferization dialect's inliner interface (MLIR 22's
// BufferizationInlinerInterface): every op may be inlined.
// RUN: rmlir-opt %s -inline | FileCheck %s --match-full-lines

// CHECK-LABEL: func.func @caller(%arg0: memref<2xf32>, %arg1: i1) -> tensor<2xf32> {
// CHECK-NEXT: %0 = bufferization.to_tensor %arg0 : memref<2xf32> to tensor<2xf32>
// CHECK-NEXT: %1 = bufferization.clone %arg0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: bufferization.dealloc (%1 : memref<2xf32>) if (%arg1)
// CHECK-NEXT: return %0 : tensor<2xf32>
// CHECK-NEXT: }
func.func private @callee(%m: memref<2xf32>, %c: i1) -> tensor<2xf32> {
  %0 = bufferization.to_tensor %m : memref<2xf32> to tensor<2xf32>
  %1 = bufferization.clone %m : memref<2xf32> to memref<2xf32>
  bufferization.dealloc (%1 : memref<2xf32>) if (%c)
  return %0 : tensor<2xf32>
}

func.func @caller(%m: memref<2xf32>, %c: i1) -> tensor<2xf32> {
  %0 = call @callee(%m, %c) : (memref<2xf32>, i1) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
