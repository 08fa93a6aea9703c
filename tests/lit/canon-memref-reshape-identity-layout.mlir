// memref.expand_shape / collapse_shape of a rank-1 memref with layout
// strided<[1]> (offset 0): that layout is the identity (MLIR's
// isIdentity()), so the reshaped type has no layout, and an expand / collapse
// pair folds to a memref.cast.
// RUN: rmlir-opt %s -canonicalize | FileCheck %s

// CHECK-LABEL: func.func @expand_unit_stride(%arg0: memref<?xf32, strided<[1]>>, %arg1: index) -> memref<2x?xf32> {
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1]] output_shape [2, %arg1] : memref<?xf32, strided<[1]>> into memref<2x?xf32>
// CHECK-NEXT: return %expand_shape : memref<2x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @collapse_unit_stride(%arg0: memref<?xf32, strided<[1]>, 3>) -> memref<?xf32, 3> {
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0]] : memref<?xf32, strided<[1]>, 3> into memref<?xf32, 3>
// CHECK-NEXT: return %collapse_shape : memref<?xf32, 3>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @expand_collapse_to_cast(%arg0: memref<?xf32, strided<[1]>, 3>, %arg1: index) -> memref<?xf32, 3> {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<?xf32, strided<[1]>, 3> to memref<?xf32, 3>
// CHECK-NEXT: return %cast : memref<?xf32, 3>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @expand_offset_keeps_layout(%arg0: memref<8xf32, strided<[1], offset: 2>>) -> memref<2x4xf32, strided<[4, 1], offset: 2>> {
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1]] output_shape [2, 4] : memref<8xf32, strided<[1], offset: 2>> into memref<2x4xf32, strided<[4, 1], offset: 2>>
// CHECK-NEXT: return %expand_shape : memref<2x4xf32, strided<[4, 1], offset: 2>>
// CHECK-NEXT: }

func.func @expand_unit_stride(%m: memref<?xf32, strided<[1]>>, %s: index) -> memref<2x?xf32> {
  %0 = memref.expand_shape %m [[0, 1]] output_shape [2, %s] : memref<?xf32, strided<[1]>> into memref<2x?xf32>
  return %0 : memref<2x?xf32>
}
func.func @collapse_unit_stride(%m: memref<?xf32, strided<[1]>, 3>) -> memref<?xf32, 3> {
  %0 = memref.collapse_shape %m [[0]] : memref<?xf32, strided<[1]>, 3> into memref<?xf32, 3>
  return %0 : memref<?xf32, 3>
}
func.func @expand_collapse_to_cast(%m: memref<?xf32, strided<[1]>, 3>, %s: index) -> memref<?xf32, 3> {
  %0 = memref.expand_shape %m [[0, 1]] output_shape [1, %s] : memref<?xf32, strided<[1]>, 3> into memref<1x?xf32, 3>
  %1 = memref.collapse_shape %0 [[0, 1]] : memref<1x?xf32, 3> into memref<?xf32, 3>
  return %1 : memref<?xf32, 3>
}
func.func @expand_offset_keeps_layout(%m: memref<8xf32, strided<[1], offset: 2>>) -> memref<2x4xf32, strided<[4, 1], offset: 2>> {
  %0 = memref.expand_shape %m [[0, 1]] output_shape [2, 4] : memref<8xf32, strided<[1], offset: 2>> into memref<2x4xf32, strided<[4, 1], offset: 2>>
  return %0 : memref<2x4xf32, strided<[4, 1], offset: 2>>
}
