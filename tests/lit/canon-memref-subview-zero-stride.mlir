// memref.subview constant folding (OpWithOffsetSizesAndStridesConstantArgumentFolder):
// constant offsets and sizes move into the op, a constant zero stride stays
// dynamic (MLIR 22's foldDynamicStrideList); tensor.extract_slice folds it.
// RUN: rmlir-opt %s -canonicalize -allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: func.func @subview_zero_stride(
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK:         %[[SV:.*]] = memref.subview %arg0[%arg1] [1] [%[[C0]]] : memref<10xf32> to memref<1xf32, strided<[?], offset: ?>>
// CHECK:         %[[SV0:.*]] = memref.subview %arg0[2] [1] [%[[C0]]] : memref<10xf32> to memref<1xf32, strided<[?], offset: 2>>
// CHECK:         %[[CAST:.*]] = memref.cast %[[SV0]] : memref<1xf32, strided<[?], offset: 2>> to memref<1xf32, strided<[?], offset: ?>>
// CHECK:         "test.use"(%[[CAST]]) : (memref<1xf32, strided<[?], offset: ?>>) -> ()
// CHECK:         return %[[SV]] : memref<1xf32, strided<[?], offset: ?>>
func.func @subview_zero_stride(%arg0 : memref<10xf32>, %i : index) -> memref<1xf32, strided<[?], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %1 = memref.subview %arg0[%i] [1] [%c0] : memref<10xf32> to memref<1xf32, strided<[?], offset: ?>>
  %2 = memref.subview %arg0[%c2] [1] [%c0] : memref<10xf32> to memref<1xf32, strided<[?], offset: ?>>
  "test.use"(%2) : (memref<1xf32, strided<[?], offset: ?>>) -> ()
  return %1 : memref<1xf32, strided<[?], offset: ?>>
}

// CHECK-LABEL: func.func @subview_negative_stride(
// CHECK:         %[[SV:.*]] = memref.subview %arg0[6] [7] [-1] : memref<7xf32> to memref<7xf32, strided<[-1], offset: 6>>
// CHECK:         %[[CAST:.*]] = memref.cast %[[SV]] : memref<7xf32, strided<[-1], offset: 6>> to memref<?xf32, strided<[?], offset: ?>>
// CHECK:         return %[[CAST]]
func.func @subview_negative_stride(%arg0 : memref<7xf32>) -> memref<?xf32, strided<[?], offset: ?>> {
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  %cm1 = arith.constant -1 : index
  %0 = memref.subview %arg0[%c6] [%c7] [%cm1] : memref<7xf32> to memref<?xf32, strided<[?], offset: ?>>
  return %0 : memref<?xf32, strided<[?], offset: ?>>
}

// CHECK-LABEL: func.func @extract_slice_zero_stride(
// CHECK:         %[[S:.*]] = tensor.extract_slice %arg0[1] [1] [0] : tensor<10xf32> to tensor<1xf32>
// CHECK:         return %[[S]] : tensor<1xf32>
func.func @extract_slice_zero_stride(%t : tensor<10xf32>) -> tensor<1xf32> {
  %c0 = arith.constant 0 : index
  %1 = tensor.extract_slice %t[1] [1] [%c0] : tensor<10xf32> to tensor<1xf32>
  return %1 : tensor<1xf32>
}
