// tensor.extract of a sparse<...> constant at constant in-bounds indices
// folds to the stored value, or to zero where nothing is stored (MLIR 22's
// ExtractOp::fold through SparseElementsAttr); out of bounds it stays.
// RUN: rmlir-opt %s -canonicalize | FileCheck %s

// CHECK-LABEL: func.func @extract_sparse()
// CHECK-NEXT:    %[[A:.*]] = arith.constant -2.000000e+00 : f16
// CHECK-NEXT:    %[[B:.*]] = arith.constant 0.000000e+00 : f16
// CHECK-NEXT:    %[[C:.*]] = arith.constant 9 : i32
// CHECK-NEXT:    %[[D:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    %[[E:.*]] = arith.constant 5.000000e+00 : f32
// CHECK-NEXT:    return %[[A]], %[[B]], %[[C]], %[[D]], %[[E]] : f16, f16, i32, i32, f32

// CHECK-LABEL: func.func @extract_sparse_out_of_bounds()
// CHECK-NEXT:    %[[C7:.*]] = arith.constant 7 : index
// CHECK-NEXT:    %[[CST:.*]] = arith.constant sparse<1, 4> : tensor<4xi32>
// CHECK-NEXT:    %[[X:.*]] = tensor.extract %[[CST]][%[[C7]]] : tensor<4xi32>
// CHECK-NEXT:    return %[[X]] : i32
func.func @extract_sparse() -> (f16, f16, i32, i32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %0 = arith.constant sparse<[[0, 0, 0], [1, 1, 1]],  [-5.0, -2.0]> : tensor<4x4x4xf16>
  %a = tensor.extract %0[%c1, %c1, %c1] : tensor<4x4x4xf16>
  %1 = arith.constant sparse<[[1, 1, 1]],  [-2.0]> : tensor<2x2x2xf16>
  %b = tensor.extract %1[%c0, %c0, %c0] : tensor<2x2x2xf16>
  %2 = arith.constant sparse<[[1, 2], [3, 0]], [7, 9]> : tensor<4x3xi32>
  %c = tensor.extract %2[%c3, %c0] : tensor<4x3xi32>
  %d = tensor.extract %2[%c2, %c2] : tensor<4x3xi32>
  %3 = arith.constant sparse<[[1], [2]], 5.0> : tensor<4xf32>
  %e = tensor.extract %3[%c2] : tensor<4xf32>
  return %a, %b, %c, %d, %e : f16, f16, i32, i32, f32
}
func.func @extract_sparse_out_of_bounds() -> i32 {
  %c7 = arith.constant 7 : index
  %0 = arith.constant sparse<[[1]], [4]> : tensor<4xi32>
  %a = tensor.extract %0[%c7] : tensor<4xi32>
  return %a : i32
}
