// tensor.gather of a splat constant folds to a splat of the (static) result
// type (MLIR's GatherOp::fold, reshapeConstantSource).
// RUN: rmlir-opt %s -canonicalize | FileCheck %s

// CHECK-LABEL: func.func @gather_splat(%arg0: tensor<2x2xindex>) -> tensor<2x1x1xi32> {
// CHECK-NEXT: %cst = arith.constant dense<7> : tensor<2x1x1xi32>
// CHECK-NEXT: return %cst : tensor<2x1x1xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @gather_splat_rank_reduced(%arg0: tensor<5x1xindex>) -> tensor<5x4xf32> {
// CHECK-NEXT: %cst = arith.constant dense<1.500000e+00> : tensor<5x4xf32>
// CHECK-NEXT: return %cst : tensor<5x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @gather_not_splat(%arg0: tensor<1x1xindex>) -> tensor<1x2xi32> {
// CHECK-NEXT: %cst = arith.constant dense<{{\[\[}}1, 2], [3, 4]]> : tensor<2x2xi32>
// CHECK-NEXT: %gather = tensor.gather %cst[%arg0] gather_dims([0]) : (tensor<2x2xi32>, tensor<1x1xindex>) -> tensor<1x2xi32>
// CHECK-NEXT: return %gather : tensor<1x2xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @gather_dynamic_result(%arg0: tensor<?x1xindex>) -> tensor<?x4xf32> {
// CHECK-NEXT: %cst = arith.constant dense<1.500000e+00> : tensor<3x4xf32>
// CHECK-NEXT: %gather = tensor.gather %cst[%arg0] gather_dims([0]) : (tensor<3x4xf32>, tensor<?x1xindex>) -> tensor<?x4xf32>
// CHECK-NEXT: return %gather : tensor<?x4xf32>
// CHECK-NEXT: }

func.func @gather_splat(%i: tensor<2x2xindex>) -> tensor<2x1x1xi32> {
  %cst = arith.constant dense<7> : tensor<4x4xi32>
  %0 = tensor.gather %cst[%i] gather_dims([0, 1]) : (tensor<4x4xi32>, tensor<2x2xindex>) -> tensor<2x1x1xi32>
  return %0 : tensor<2x1x1xi32>
}
func.func @gather_splat_rank_reduced(%i: tensor<5x1xindex>) -> tensor<5x4xf32> {
  %cst = arith.constant dense<1.5> : tensor<3x4xf32>
  %0 = tensor.gather %cst[%i] gather_dims([0]) unique : (tensor<3x4xf32>, tensor<5x1xindex>) -> tensor<5x4xf32>
  return %0 : tensor<5x4xf32>
}
func.func @gather_not_splat(%i: tensor<1x1xindex>) -> tensor<1x2xi32> {
  %cst = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %0 = tensor.gather %cst[%i] gather_dims([0]) : (tensor<2x2xi32>, tensor<1x1xindex>) -> tensor<1x2xi32>
  return %0 : tensor<1x2xi32>
}
func.func @gather_dynamic_result(%i: tensor<?x1xindex>) -> tensor<?x4xf32> {
  %cst = arith.constant dense<1.5> : tensor<3x4xf32>
  %0 = tensor.gather %cst[%i] gather_dims([0]) : (tensor<3x4xf32>, tensor<?x1xindex>) -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}
