// An expand_shape / collapse_shape pair folds back to its source only when
// that is provably the identity (MLIR 22's foldReshapeOp): the source has at
// most one dynamic dim, or both ops share the reassociation and either expand
// then collapse or no group holds two dynamic dims.
// RUN: rmlir-opt %s -canonicalize | FileCheck %s

// CHECK-LABEL: func.func @parallel_groups(%arg0: tensor<?x?x?xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) -> tensor<?x?x?xf32> {
// CHECK-NEXT: %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1], [2], [3]] output_shape [%arg1, %arg2, %arg3, %arg4] : tensor<?x?x?xf32> into tensor<?x?x?x?xf32>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %expanded {{\[\[}}0], [1], [2, 3]] : tensor<?x?x?x?xf32> into tensor<?x?x?xf32>
// CHECK-NEXT: return %collapsed : tensor<?x?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @same_groups_expand_collapse(%arg0: tensor<?x?xf32>, %arg1: index, %arg2: index, %arg3: index) -> tensor<?x?xf32> {
// CHECK-NEXT: return %arg0 : tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @collapse_expand_two_dynamic_in_group(%arg0: tensor<?x?x?xf32>, %arg1: index, %arg2: index, %arg3: index) -> tensor<?x?x?xf32> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : tensor<?x?x?xf32> into tensor<?x?xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %collapsed {{\[\[}}0, 1], [2]] output_shape [%arg1, %arg2, %arg3] : tensor<?x?xf32> into tensor<?x?x?xf32>
// CHECK-NEXT: return %expanded : tensor<?x?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @collapse_expand_one_dynamic_per_group(%arg0: tensor<?x4x?xf32>, %arg1: index, %arg2: index) -> tensor<?x4x?xf32> {
// CHECK-NEXT: return %arg0 : tensor<?x4x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @memref_parallel_groups(%arg0: memref<?x?x?xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) -> memref<?x?x?xf32> {
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1], [2], [3]] output_shape [%arg1, %arg2, %arg3, %arg4] : memref<?x?x?xf32> into memref<?x?x?x?xf32>
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %expand_shape {{\[\[}}0], [1], [2, 3]] : memref<?x?x?x?xf32> into memref<?x?x?xf32>
// CHECK-NEXT: return %collapse_shape : memref<?x?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @memref_collapse_expand_two_dynamic_in_group(%arg0: memref<?x?x?xf32>, %arg1: index, %arg2: index, %arg3: index) -> memref<?x?x?xf32> {
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : memref<?x?x?xf32> into memref<?x?xf32>
// CHECK-NEXT: %expand_shape = memref.expand_shape %collapse_shape {{\[\[}}0, 1], [2]] output_shape [%arg1, %arg2, %arg3] : memref<?x?xf32> into memref<?x?x?xf32>
// CHECK-NEXT: return %expand_shape : memref<?x?x?xf32>
// CHECK-NEXT: }

func.func @parallel_groups(%t: tensor<?x?x?xf32>, %a: index, %b: index, %c: index, %d: index) -> tensor<?x?x?xf32> {
  %0 = tensor.expand_shape %t [[0, 1], [2], [3]] output_shape [%a, %b, %c, %d] : tensor<?x?x?xf32> into tensor<?x?x?x?xf32>
  %1 = tensor.collapse_shape %0 [[0], [1], [2, 3]] : tensor<?x?x?x?xf32> into tensor<?x?x?xf32>
  return %1 : tensor<?x?x?xf32>
}
func.func @same_groups_expand_collapse(%t: tensor<?x?xf32>, %a: index, %b: index, %c: index) -> tensor<?x?xf32> {
  %0 = tensor.expand_shape %t [[0, 1], [2]] output_shape [%a, %b, %c] : tensor<?x?xf32> into tensor<?x?x?xf32>
  %1 = tensor.collapse_shape %0 [[0, 1], [2]] : tensor<?x?x?xf32> into tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}
func.func @collapse_expand_two_dynamic_in_group(%t: tensor<?x?x?xf32>, %a: index, %b: index, %c: index) -> tensor<?x?x?xf32> {
  %0 = tensor.collapse_shape %t [[0, 1], [2]] : tensor<?x?x?xf32> into tensor<?x?xf32>
  %1 = tensor.expand_shape %0 [[0, 1], [2]] output_shape [%a, %b, %c] : tensor<?x?xf32> into tensor<?x?x?xf32>
  return %1 : tensor<?x?x?xf32>
}
func.func @collapse_expand_one_dynamic_per_group(%t: tensor<?x4x?xf32>, %a: index, %c: index) -> tensor<?x4x?xf32> {
  %0 = tensor.collapse_shape %t [[0, 1], [2]] : tensor<?x4x?xf32> into tensor<?x?xf32>
  %1 = tensor.expand_shape %0 [[0, 1], [2]] output_shape [%a, 4, %c] : tensor<?x?xf32> into tensor<?x4x?xf32>
  return %1 : tensor<?x4x?xf32>
}
func.func @memref_parallel_groups(%m: memref<?x?x?xf32>, %a: index, %b: index, %c: index, %d: index) -> memref<?x?x?xf32> {
  %0 = memref.expand_shape %m [[0, 1], [2], [3]] output_shape [%a, %b, %c, %d] : memref<?x?x?xf32> into memref<?x?x?x?xf32>
  %1 = memref.collapse_shape %0 [[0], [1], [2, 3]] : memref<?x?x?x?xf32> into memref<?x?x?xf32>
  return %1 : memref<?x?x?xf32>
}
func.func @memref_collapse_expand_two_dynamic_in_group(%m: memref<?x?x?xf32>, %a: index, %b: index, %c: index) -> memref<?x?x?xf32> {
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<?x?x?xf32> into memref<?x?xf32>
  %1 = memref.expand_shape %0 [[0, 1], [2]] output_shape [%a, %b, %c] : memref<?x?xf32> into memref<?x?x?xf32>
  return %1 : memref<?x?x?xf32>
}
