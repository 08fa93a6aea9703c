// Composition of reshapes and reshapes of casts (ReshapeOpsUtils.h and the
// memref reshape cast folders of MLIR 22): ComposeCollapseOfExpandOp,
// ComposeExpandOfCollapseOp (tensor and memref), CollapseShapeOpMemRefCastFolder,
// ExpandShapeOpMemRefCastFolder.
// RUN: rmlir-opt %s -allow-unregistered-dialect -canonicalize | FileCheck %s --match-full-lines
// RUN: rmlir-opt %s -allow-unregistered-dialect -canonicalize --emit-bytecode | rmlir-opt -allow-unregistered-dialect | FileCheck %s --match-full-lines
// RUN: rmlir-opt %s -allow-unregistered-dialect -canonicalize=test-convergence=true | FileCheck %s --match-full-lines
// RUN: rmlir-opt %s -allow-unregistered-dialect -pass-pipeline='builtin.module(func.func(canonicalize{disable-patterns="ExpandShapeOpMemRefCastFolder"}))' | FileCheck %s --check-prefix=DISABLED --match-full-lines
// RUN: rmlir-opt %s -allow-unregistered-dialect '-pass-pipeline=builtin.module(func.func(canonicalize{disable-patterns="ExpandShapeOpMemRefCastFolder"}))' --emit-bytecode | rmlir-opt -allow-unregistered-dialect | FileCheck %s --check-prefix=DISABLED --match-full-lines

// With ExpandShapeOpMemRefCastFolder disabled by its debug name, the cast stays.
// DISABLED-LABEL: func.func @memref_expand_of_cast(%arg0: memref<8x?xf32>, %arg1: index) -> memref<?x?x?xf32> {
// DISABLED-NEXT: %c2 = arith.constant 2 : index
// DISABLED-NEXT: %c4 = arith.constant 4 : index
// DISABLED-NEXT: %cast = memref.cast %arg0 : memref<8x?xf32> to memref<?x?xf32>
// DISABLED-NEXT: %expand_shape = memref.expand_shape %cast {{\[\[}}0, 1], [2]] output_shape [%c2, %c4, %arg1] : memref<?x?xf32> into memref<?x?x?xf32>
// DISABLED-NEXT: return %expand_shape : memref<?x?x?xf32>
// DISABLED-NEXT: }
// ComposeCollapseOfExpandOp: the collapse undoes part of the expansion.
// CHECK-LABEL: func.func @collapse_of_expand(%arg0: tensor<8x?xf32>, %arg1: index) -> tensor<?xf32> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1]] : tensor<8x?xf32> into tensor<?xf32>
// CHECK-NEXT: return %collapsed : tensor<?xf32>
// CHECK-NEXT: }
func.func @collapse_of_expand(%arg0: tensor<8x?xf32>, %n: index) -> tensor<?xf32> {
  %e = tensor.expand_shape %arg0 [[0, 1], [2]] output_shape [2, 4, %n] : tensor<8x?xf32> into tensor<2x4x?xf32>
  %c = tensor.collapse_shape %e [[0, 1, 2]] : tensor<2x4x?xf32> into tensor<?xf32>
  return %c : tensor<?xf32>
}

// ComposeCollapseOfExpandOp giving an expansion: its output sizes are products
// of the original output sizes (dynamic ones multiplied first).
// CHECK-LABEL: func.func @collapse_of_expand_to_expand(%arg0: tensor<?xf32>, %arg1: index, %arg2: index, %arg3: index) -> tensor<?x?xf32> {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %0 = arith.muli %arg3, %arg2 : index
// CHECK-NEXT: %1 = arith.muli %0, %c3 : index
// CHECK-NEXT: %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1]] output_shape [%arg1, %1] : tensor<?xf32> into tensor<?x?xf32>
// CHECK-NEXT: return %expanded : tensor<?x?xf32>
// CHECK-NEXT: }
func.func @collapse_of_expand_to_expand(%arg0: tensor<?xf32>, %n: index, %m: index, %k: index) -> tensor<?x?xf32> {
  %e = tensor.expand_shape %arg0 [[0, 1, 2, 3]] output_shape [%n, %k, %m, 3] : tensor<?xf32> into tensor<?x?x?x3xf32>
  %c = tensor.collapse_shape %e [[0], [1, 2, 3]] : tensor<?x?x?x3xf32> into tensor<?x?xf32>
  return %c : tensor<?x?xf32>
}

// The same with a static product only.
// CHECK-LABEL: func.func @collapse_of_expand_static_sizes(%arg0: tensor<6x4xf32>) -> tensor<2x3x4x1xf32> {
// CHECK-NEXT: %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1], [2, 3]] output_shape [2, 3, 4, 1] : tensor<6x4xf32> into tensor<2x3x4x1xf32>
// CHECK-NEXT: return %expanded : tensor<2x3x4x1xf32>
// CHECK-NEXT: }
func.func @collapse_of_expand_static_sizes(%arg0: tensor<6x4xf32>) -> tensor<2x3x4x1xf32> {
  %e = tensor.expand_shape %arg0 [[0, 1, 2], [3, 4]] output_shape [2, 3, 1, 4, 1] : tensor<6x4xf32> into tensor<2x3x1x4x1xf32>
  %c = tensor.collapse_shape %e [[0], [1, 2], [3], [4]] : tensor<2x3x1x4x1xf32> into tensor<2x3x4x1xf32>
  return %c : tensor<2x3x4x1xf32>
}

// Same rank: a cast, folded away.
// CHECK-LABEL: func.func @collapse_of_expand_same_type(%arg0: tensor<6x4xf32>) -> tensor<6x4xf32> {
// CHECK-NEXT: return %arg0 : tensor<6x4xf32>
// CHECK-NEXT: }
func.func @collapse_of_expand_same_type(%arg0: tensor<6x4xf32>) -> tensor<6x4xf32> {
  %e = tensor.expand_shape %arg0 [[0, 1], [2]] output_shape [2, 3, 4] : tensor<6x4xf32> into tensor<2x3x4xf32>
  %c = tensor.collapse_shape %e [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  return %c : tensor<6x4xf32>
}

// Not when the groups do not line up.
// CHECK-LABEL: func.func @collapse_of_expand_misaligned(%arg0: tensor<?x4xf32>, %arg1: index) -> tensor<?x12xf32> {
// CHECK-NEXT: %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [%arg1, 3, 4] : tensor<?x4xf32> into tensor<?x3x4xf32>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %expanded {{\[\[}}0], [1, 2]] : tensor<?x3x4xf32> into tensor<?x12xf32>
// CHECK-NEXT: return %collapsed : tensor<?x12xf32>
// CHECK-NEXT: }
func.func @collapse_of_expand_misaligned(%arg0: tensor<?x4xf32>, %n: index) -> tensor<?x12xf32> {
  %e = tensor.expand_shape %arg0 [[0, 1], [2]] output_shape [%n, 3, 4] : tensor<?x4xf32> into tensor<?x3x4xf32>
  %c = tensor.collapse_shape %e [[0], [1, 2]] : tensor<?x3x4xf32> into tensor<?x12xf32>
  return %c : tensor<?x12xf32>
}

// ComposeExpandOfCollapseOp to a collapse.
// CHECK-LABEL: func.func @expand_of_collapse(%arg0: tensor<2x4x6xf32>) -> tensor<8x6xf32> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : tensor<2x4x6xf32> into tensor<8x6xf32>
// CHECK-NEXT: return %collapsed : tensor<8x6xf32>
// CHECK-NEXT: }
func.func @expand_of_collapse(%arg0: tensor<2x4x6xf32>) -> tensor<8x6xf32> {
  %c = tensor.collapse_shape %arg0 [[0, 1, 2]] : tensor<2x4x6xf32> into tensor<48xf32>
  %e = tensor.expand_shape %c [[0, 1]] output_shape [8, 6] : tensor<48xf32> into tensor<8x6xf32>
  return %e : tensor<8x6xf32>
}

// ComposeExpandOfCollapseOp to an expansion keeping the output sizes.
// CHECK-LABEL: func.func @expand_of_collapse_to_expand(%arg0: tensor<8x6x?xf32>, %arg1: index) -> tensor<2x4x6x?xf32> {
// CHECK-NEXT: %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1], [2], [3]] output_shape [2, 4, 6, %arg1] : tensor<8x6x?xf32> into tensor<2x4x6x?xf32>
// CHECK-NEXT: return %expanded : tensor<2x4x6x?xf32>
// CHECK-NEXT: }
func.func @expand_of_collapse_to_expand(%arg0: tensor<8x6x?xf32>, %n: index) -> tensor<2x4x6x?xf32> {
  %c = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<8x6x?xf32> into tensor<48x?xf32>
  %e = tensor.expand_shape %c [[0, 1, 2], [3]] output_shape [2, 4, 6, %n] : tensor<48x?xf32> into tensor<2x4x6x?xf32>
  return %e : tensor<2x4x6x?xf32>
}

// Groups of equal size are kept dim by dim.
// CHECK-LABEL: func.func @expand_of_collapse_equal_groups(%arg0: tensor<2x3x4x5xf32>) -> tensor<6x4x5xf32> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2], [3]] : tensor<2x3x4x5xf32> into tensor<6x4x5xf32>
// CHECK-NEXT: return %collapsed : tensor<6x4x5xf32>
// CHECK-NEXT: }
func.func @expand_of_collapse_equal_groups(%arg0: tensor<2x3x4x5xf32>) -> tensor<6x4x5xf32> {
  %c = tensor.collapse_shape %arg0 [[0, 1], [2, 3]] : tensor<2x3x4x5xf32> into tensor<6x20xf32>
  %e = tensor.expand_shape %c [[0], [1, 2]] output_shape [6, 4, 5] : tensor<6x20xf32> into tensor<6x4x5xf32>
  return %e : tensor<6x4x5xf32>
}

// A dynamic dim absorbs the static dims next to it.
// CHECK-LABEL: func.func @expand_of_collapse_dynamic(%arg0: tensor<4x?x6xf32>, %arg1: index) -> tensor<4x?xf32> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0], [1, 2]] : tensor<4x?x6xf32> into tensor<4x?xf32>
// CHECK-NEXT: return %collapsed : tensor<4x?xf32>
// CHECK-NEXT: }
func.func @expand_of_collapse_dynamic(%arg0: tensor<4x?x6xf32>, %n: index) -> tensor<4x?xf32> {
  %c = tensor.collapse_shape %arg0 [[0, 1, 2]] : tensor<4x?x6xf32> into tensor<?xf32>
  %e = tensor.expand_shape %c [[0, 1]] output_shape [4, %n] : tensor<?xf32> into tensor<4x?xf32>
  return %e : tensor<4x?xf32>
}

// Unit dims go with the match found in both directions.
// CHECK-LABEL: func.func @expand_of_collapse_unit_dims(%arg0: tensor<1x3x2x1x4x1xf32>) -> tensor<6x4xf32> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1, 2], [3, 4, 5]] : tensor<1x3x2x1x4x1xf32> into tensor<6x4xf32>
// CHECK-NEXT: return %collapsed : tensor<6x4xf32>
// CHECK-NEXT: }
func.func @expand_of_collapse_unit_dims(%arg0: tensor<1x3x2x1x4x1xf32>) -> tensor<6x4xf32> {
  %c = tensor.collapse_shape %arg0 [[0, 1, 2, 3, 4, 5]] : tensor<1x3x2x1x4x1xf32> into tensor<24xf32>
  %e = tensor.expand_shape %c [[0, 1]] output_shape [6, 4] : tensor<24xf32> into tensor<6x4xf32>
  return %e : tensor<6x4xf32>
}

// Not when the sizes cannot be regrouped.
// CHECK-LABEL: func.func @expand_of_collapse_no_match(%arg0: tensor<8x6xf32>) -> tensor<3x16xf32> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1]] : tensor<8x6xf32> into tensor<48xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %collapsed {{\[\[}}0, 1]] output_shape [3, 16] : tensor<48xf32> into tensor<3x16xf32>
// CHECK-NEXT: return %expanded : tensor<3x16xf32>
// CHECK-NEXT: }
func.func @expand_of_collapse_no_match(%arg0: tensor<8x6xf32>) -> tensor<3x16xf32> {
  %c = tensor.collapse_shape %arg0 [[0, 1]] : tensor<8x6xf32> into tensor<48xf32>
  %e = tensor.expand_shape %c [[0, 1]] output_shape [3, 16] : tensor<48xf32> into tensor<3x16xf32>
  return %e : tensor<3x16xf32>
}

// Not when the regrouping is ambiguous (2x2x? into 2x?).
// CHECK-LABEL: func.func @expand_of_collapse_ambiguous(%arg0: tensor<2x2x?xf32>, %arg1: index) -> tensor<2x?xf32> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1, 2]] : tensor<2x2x?xf32> into tensor<?xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %collapsed {{\[\[}}0, 1]] output_shape [2, %arg1] : tensor<?xf32> into tensor<2x?xf32>
// CHECK-NEXT: return %expanded : tensor<2x?xf32>
// CHECK-NEXT: }
func.func @expand_of_collapse_ambiguous(%arg0: tensor<2x2x?xf32>, %n: index) -> tensor<2x?xf32> {
  %c = tensor.collapse_shape %arg0 [[0, 1, 2]] : tensor<2x2x?xf32> into tensor<?xf32>
  %e = tensor.expand_shape %c [[0, 1]] output_shape [2, %n] : tensor<?xf32> into tensor<2x?xf32>
  return %e : tensor<2x?xf32>
}

// Not with two dynamic dims in a group.
// CHECK-LABEL: func.func @expand_of_collapse_two_dynamic(%arg0: tensor<?x?xf32>, %arg1: index, %arg2: index) -> tensor<?x?x1xf32> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1]] : tensor<?x?xf32> into tensor<?xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %collapsed {{\[\[}}0, 1, 2]] output_shape [%arg1, %arg2, 1] : tensor<?xf32> into tensor<?x?x1xf32>
// CHECK-NEXT: return %expanded : tensor<?x?x1xf32>
// CHECK-NEXT: }
func.func @expand_of_collapse_two_dynamic(%arg0: tensor<?x?xf32>, %n: index, %m: index) -> tensor<?x?x1xf32> {
  %c = tensor.collapse_shape %arg0 [[0, 1]] : tensor<?x?xf32> into tensor<?xf32>
  %e = tensor.expand_shape %c [[0, 1, 2]] output_shape [%n, %m, 1] : tensor<?xf32> into tensor<?x?x1xf32>
  return %e : tensor<?x?x1xf32>
}

// The memref versions.
// CHECK-LABEL: func.func @memref_expand_of_collapse(%arg0: memref<2x4x6xf32>) -> memref<8x6xf32> {
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : memref<2x4x6xf32> into memref<8x6xf32>
// CHECK-NEXT: return %collapse_shape : memref<8x6xf32>
// CHECK-NEXT: }
func.func @memref_expand_of_collapse(%arg0: memref<2x4x6xf32>) -> memref<8x6xf32> {
  %c = memref.collapse_shape %arg0 [[0, 1, 2]] : memref<2x4x6xf32> into memref<48xf32>
  %e = memref.expand_shape %c [[0, 1]] output_shape [8, 6] : memref<48xf32> into memref<8x6xf32>
  return %e : memref<8x6xf32>
}

// CHECK-LABEL: func.func @memref_collapse_of_expand(%arg0: memref<4x?xf32>, %arg1: index) -> memref<4x2x?xf32> {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %0 = arith.muli %arg1, %c2 : index
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0], [1, 2]] output_shape [4, 2, %0] : memref<4x?xf32> into memref<4x2x?xf32>
// CHECK-NEXT: return %expand_shape : memref<4x2x?xf32>
// CHECK-NEXT: }
func.func @memref_collapse_of_expand(%arg0: memref<4x?xf32>, %n: index) -> memref<4x2x?xf32> {
  %e = memref.expand_shape %arg0 [[0], [1, 2, 3]] output_shape [4, 2, 2, %n] : memref<4x?xf32> into memref<4x2x2x?xf32>
  %c = memref.collapse_shape %e [[0], [1], [2, 3]] : memref<4x2x2x?xf32> into memref<4x2x?xf32>
  return %c : memref<4x2x?xf32>
}

// CollapseShapeOpMemRefCastFolder: collapse the more static source, then cast.
// CHECK-LABEL: func.func @memref_collapse_of_cast(%arg0: memref<2x4x?xf32>) -> memref<?x?xf32> {
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : memref<2x4x?xf32> into memref<8x?xf32>
// CHECK-NEXT: %cast = memref.cast %collapse_shape : memref<8x?xf32> to memref<?x?xf32>
// CHECK-NEXT: return %cast : memref<?x?xf32>
// CHECK-NEXT: }
func.func @memref_collapse_of_cast(%arg0: memref<2x4x?xf32>) -> memref<?x?xf32> {
  %cast = memref.cast %arg0 : memref<2x4x?xf32> to memref<?x?x?xf32>
  %c = memref.collapse_shape %cast [[0, 1], [2]] : memref<?x?x?xf32> into memref<?x?xf32>
  return %c : memref<?x?xf32>
}

// In place when the type does not change.
// CHECK-LABEL: func.func @memref_collapse_of_cast_in_place(%arg0: memref<2x?x4xf32>) -> memref<?x4xf32> {
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : memref<2x?x4xf32> into memref<?x4xf32>
// CHECK-NEXT: return %collapse_shape : memref<?x4xf32>
// CHECK-NEXT: }
func.func @memref_collapse_of_cast_in_place(%arg0: memref<2x?x4xf32>) -> memref<?x4xf32> {
  %cast = memref.cast %arg0 : memref<2x?x4xf32> to memref<?x?x4xf32>
  %c = memref.collapse_shape %cast [[0, 1], [2]] : memref<?x?x4xf32> into memref<?x4xf32>
  return %c : memref<?x4xf32>
}

// With a strided layout.
// CHECK-LABEL: func.func @memref_collapse_of_cast_strided(%arg0: memref<2x4x?xf32, strided<[?, ?, 1]>>) -> memref<?x?xf32, strided<[?, 1]>> {
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : memref<2x4x?xf32, strided<[?, ?, 1]>> into memref<8x?xf32, strided<[?, 1]>>
// CHECK-NEXT: %cast = memref.cast %collapse_shape : memref<8x?xf32, strided<[?, 1]>> to memref<?x?xf32, strided<[?, 1]>>
// CHECK-NEXT: return %cast : memref<?x?xf32, strided<[?, 1]>>
// CHECK-NEXT: }
func.func @memref_collapse_of_cast_strided(%arg0: memref<2x4x?xf32, strided<[?, ?, 1]>>) -> memref<?x?xf32, strided<[?, 1]>> {
  %cast = memref.cast %arg0 : memref<2x4x?xf32, strided<[?, ?, 1]>> to memref<?x?x?xf32, strided<[?, ?, 1]>>
  %c = memref.collapse_shape %cast [[0, 1], [2]] : memref<?x?x?xf32, strided<[?, ?, 1]>> into memref<?x?xf32, strided<[?, 1]>>
  return %c : memref<?x?xf32, strided<[?, 1]>>
}

// ExpandShapeOpMemRefCastFolder: constant output sizes become static.
// CHECK-LABEL: func.func @memref_expand_of_cast(%arg0: memref<8x?xf32>, %arg1: index) -> memref<?x?x?xf32> {
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [2, 4, %arg1] : memref<8x?xf32> into memref<2x4x?xf32>
// CHECK-NEXT: %cast = memref.cast %expand_shape : memref<2x4x?xf32> to memref<?x?x?xf32>
// CHECK-NEXT: return %cast : memref<?x?x?xf32>
// CHECK-NEXT: }
func.func @memref_expand_of_cast(%arg0: memref<8x?xf32>, %n: index) -> memref<?x?x?xf32> {
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %cast = memref.cast %arg0 : memref<8x?xf32> to memref<?x?xf32>
  %e = memref.expand_shape %cast [[0, 1], [2]] output_shape [%c2, %c4, %n] : memref<?x?xf32> into memref<?x?x?xf32>
  return %e : memref<?x?x?xf32>
}

// Not when a group would change dynamicity.
// CHECK-LABEL: func.func @memref_expand_of_cast_dynamicity(%arg0: memref<8x?xf32>, %arg1: index, %arg2: index) -> memref<?x?x?xf32> {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<8x?xf32> to memref<?x?xf32>
// CHECK-NEXT: %expand_shape = memref.expand_shape %cast {{\[\[}}0, 1], [2]] output_shape [%arg1, %arg2, %arg1] : memref<?x?xf32> into memref<?x?x?xf32>
// CHECK-NEXT: return %expand_shape : memref<?x?x?xf32>
// CHECK-NEXT: }
func.func @memref_expand_of_cast_dynamicity(%arg0: memref<8x?xf32>, %n: index, %m: index) -> memref<?x?x?xf32> {
  %cast = memref.cast %arg0 : memref<8x?xf32> to memref<?x?xf32>
  %e = memref.expand_shape %cast [[0, 1], [2]] output_shape [%n, %m, %n] : memref<?x?xf32> into memref<?x?x?xf32>
  return %e : memref<?x?x?xf32>
}
