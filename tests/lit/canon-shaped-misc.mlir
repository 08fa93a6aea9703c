// More tensor and memref folders and patterns (MLIR 22): identity and
// inverse expand/collapse_shape, reshapes of reshapes of the same kind,
// reshapes and splats of constants, tensor.insert into a splat, tensor.pad
// without padding, tensor.generate with constant extents or read by
// tensor.extract, reinterpret_cast and transpose.
// RUN: rmlir-opt %s -allow-unregistered-dialect -canonicalize | FileCheck %s --match-full-lines
// RUN: rmlir-opt %s -allow-unregistered-dialect -canonicalize --emit-bytecode | rmlir-opt -allow-unregistered-dialect | FileCheck %s --match-full-lines

// CHECK-LABEL: func.func @expand_collapse(%arg0: tensor<8xf32>, %arg1: memref<8xf32>) -> (tensor<8xf32>, tensor<8xf32>, memref<8xf32>, memref<8xf32>) {
// CHECK-NEXT: return %arg0, %arg0, %arg1, %arg1 : tensor<8xf32>, tensor<8xf32>, memref<8xf32>, memref<8xf32>
// CHECK-NEXT: }
func.func @expand_collapse(%t: tensor<8xf32>, %m: memref<8xf32>) -> (tensor<8xf32>, tensor<8xf32>, memref<8xf32>, memref<8xf32>) {
  %0 = tensor.expand_shape %t [[0, 1]] output_shape [2, 4] : tensor<8xf32> into tensor<2x4xf32>
  %1 = tensor.collapse_shape %0 [[0, 1]] : tensor<2x4xf32> into tensor<8xf32>
  %2 = tensor.expand_shape %t [[0]] output_shape [8] : tensor<8xf32> into tensor<8xf32>
  %3 = memref.expand_shape %m [[0, 1]] output_shape [2, 4] : memref<8xf32> into memref<2x4xf32>
  %4 = memref.collapse_shape %3 [[0, 1]] : memref<2x4xf32> into memref<8xf32>
  %5 = memref.collapse_shape %m [[0]] : memref<8xf32> into memref<8xf32>
  return %1, %2, %4, %5 : tensor<8xf32>, tensor<8xf32>, memref<8xf32>, memref<8xf32>
}

// CHECK-LABEL: func.func @splat_const() -> (tensor<4xf32>, tensor<2x3xf32>) {
// CHECK-NEXT: %cst = arith.constant dense<1.000000e+00> : tensor<4xf32>
// CHECK-NEXT: %cst_0 = arith.constant dense<2.000000e+00> : tensor<2x3xf32>
// CHECK-NEXT: return %cst, %cst_0 : tensor<4xf32>, tensor<2x3xf32>
// CHECK-NEXT: }
func.func @splat_const() -> (tensor<4xf32>, tensor<2x3xf32>) {
  %f = arith.constant 1.0 : f32
  %0 = tensor.splat %f : tensor<4xf32>
  %cst = arith.constant dense<2.0> : tensor<6xf32>
  %1 = tensor.expand_shape %cst [[0, 1]] output_shape [2, 3] : tensor<6xf32> into tensor<2x3xf32>
  return %0, %1 : tensor<4xf32>, tensor<2x3xf32>
}

// CHECK-LABEL: func.func @insert_const(%arg0: index) -> (tensor<4xf32>, tensor<4xf32>) {
// CHECK-NEXT: %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %cst_0 = arith.constant dense<1.000000e+00> : tensor<4xf32>
// CHECK-NEXT: %inserted = tensor.insert %cst into %cst_0[%c1] : tensor<4xf32>
// CHECK-NEXT: return %cst_0, %inserted : tensor<4xf32>, tensor<4xf32>
// CHECK-NEXT: }
func.func @insert_const(%i: index) -> (tensor<4xf32>, tensor<4xf32>) {
  %f = arith.constant 1.0 : f32
  %g = arith.constant 2.0 : f32
  %c1 = arith.constant 1 : index
  %cst = arith.constant dense<1.0> : tensor<4xf32>
  %0 = tensor.insert %f into %cst[%i] : tensor<4xf32>
  %1 = tensor.insert %g into %cst[%c1] : tensor<4xf32>
  return %0, %1 : tensor<4xf32>, tensor<4xf32>
}

// CHECK-LABEL: func.func @generate_static(%arg0: index) -> (tensor<?x?xf32>, f32) {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %generated = tensor.generate %arg0 {
// CHECK-NEXT: ^bb0(%arg1: index, %arg2: index):
// CHECK-NEXT: tensor.yield %cst : f32
// CHECK-NEXT: } : tensor<?x4xf32>
// CHECK-NEXT: %cast = tensor.cast %generated : tensor<?x4xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %cast, %cst : tensor<?x?xf32>, f32
// CHECK-NEXT: }
func.func @generate_static(%i: index) -> (tensor<?x?xf32>, f32) {
  %c4 = arith.constant 4 : index
  %0 = tensor.generate %i, %c4 {
  ^bb0(%a: index, %b: index):
    %f = arith.constant 1.0 : f32
    tensor.yield %f : f32
  } : tensor<?x?xf32>
  %c0 = arith.constant 0 : index
  %1 = tensor.extract %0[%c0, %c0] : tensor<?x?xf32>
  return %0, %1 : tensor<?x?xf32>, f32
}

// CHECK-LABEL: func.func @reinterpret_transpose(%arg0: memref<4x4xf32>) -> (memref<4x4xf32>, memref<4x4xf32>, memref<16xf32>) {
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [16], strides: [1] : memref<4x4xf32> to memref<16xf32>
// CHECK-NEXT: return %arg0, %arg0, %reinterpret_cast : memref<4x4xf32>, memref<4x4xf32>, memref<16xf32>
// CHECK-NEXT: }
func.func @reinterpret_transpose(%m: memref<4x4xf32>) -> (memref<4x4xf32>, memref<4x4xf32>, memref<16xf32>) {
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<4x4xf32> to memref<4x4xf32>
  %1 = memref.transpose %m (i, j) -> (i, j) : memref<4x4xf32> to memref<4x4xf32>
  %c = memref.cast %m : memref<4x4xf32> to memref<?x?xf32>
  %2 = memref.reinterpret_cast %c to offset: [0], sizes: [16], strides: [1] : memref<?x?xf32> to memref<16xf32>
  return %0, %1, %2 : memref<4x4xf32>, memref<4x4xf32>, memref<16xf32>
}

// CHECK-LABEL: func.func @pad_noop(%arg0: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT: return %arg0 : tensor<4xf32>
// CHECK-NEXT: }
func.func @pad_noop(%t: tensor<4xf32>) -> tensor<4xf32> {
  %f = arith.constant 0.0 : f32
  %0 = tensor.pad %t low[0] high[0] {
  ^bb0(%i: index):
    tensor.yield %f : f32
  } : tensor<4xf32> to tensor<4xf32>
  return %0 : tensor<4xf32>
}

// CHECK-LABEL: func.func @extract_insert(%arg0: tensor<4xf32>, %arg1: f32, %arg2: index) -> f32 {
// CHECK-NEXT: %inserted = tensor.insert %arg1 into %arg0[%arg2] : tensor<4xf32>
// CHECK-NEXT: %extracted = tensor.extract %inserted[%arg2] : tensor<4xf32>
// CHECK-NEXT: return %extracted : f32
// CHECK-NEXT: }
func.func @extract_insert(%t: tensor<4xf32>, %v: f32, %i: index) -> f32 {
  %0 = tensor.insert %v into %t[%i] : tensor<4xf32>
  %1 = tensor.extract %0[%i] : tensor<4xf32>
  return %1 : f32
}

// CHECK-LABEL: func.func @expand_dense_nonsplat() -> tensor<2x2xi32> {
// CHECK-NEXT: %cst = arith.constant dense<{{\[\[}}1, 2], [3, 4]]> : tensor<2x2xi32>
// CHECK-NEXT: return %cst : tensor<2x2xi32>
// CHECK-NEXT: }
func.func @expand_dense_nonsplat() -> tensor<2x2xi32> {
  %cst = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %0 = tensor.expand_shape %cst [[0, 1]] output_shape [2, 2] : tensor<4xi32> into tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}

// CHECK-LABEL: func.func @reshape_kept(%arg0: tensor<2x4xf32>) -> tensor<4x2xf32> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1]] : tensor<2x4xf32> into tensor<8xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %collapsed {{\[\[}}0, 1]] output_shape [4, 2] : tensor<8xf32> into tensor<4x2xf32>
// CHECK-NEXT: return %expanded : tensor<4x2xf32>
// CHECK-NEXT: }
func.func @reshape_kept(%t: tensor<2x4xf32>) -> tensor<4x2xf32> {
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<2x4xf32> into tensor<8xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [4, 2] : tensor<8xf32> into tensor<4x2xf32>
  return %1 : tensor<4x2xf32>
}

// CHECK-LABEL: func.func @pad_nofold(%arg0: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %padded = tensor.pad %arg0 nofold low[0] high[0] {
// CHECK-NEXT: ^bb0(%arg1: index):
// CHECK-NEXT: tensor.yield %cst : f32
// CHECK-NEXT: } : tensor<4xf32> to tensor<4xf32>
// CHECK-NEXT: return %padded : tensor<4xf32>
// CHECK-NEXT: }
func.func @pad_nofold(%t: tensor<4xf32>) -> tensor<4xf32> {
  %f = arith.constant 0.0 : f32
  %0 = tensor.pad %t nofold low[0] high[0] {
  ^bb0(%i: index):
    tensor.yield %f : f32
  } : tensor<4xf32> to tensor<4xf32>
  return %0 : tensor<4xf32>
}

// CHECK-LABEL: func.func @splat_dynamic_kept(%arg0: index) -> tensor<?xf32> {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %splat = tensor.splat %cst[%arg0] : tensor<?xf32>
// CHECK-NEXT: return %splat : tensor<?xf32>
// CHECK-NEXT: }
func.func @splat_dynamic_kept(%n: index) -> tensor<?xf32> {
  %f = arith.constant 1.0 : f32
  %0 = tensor.splat %f[%n] : tensor<?xf32>
  return %0 : tensor<?xf32>
}

// CHECK-LABEL: func.func @transpose_kept(%arg0: memref<4x4xf32>) -> memref<4x4xf32, strided<[1, 4]>> {
// CHECK-NEXT: %transpose = memref.transpose %arg0 (d0, d1) -> (d1, d0) : memref<4x4xf32> to memref<4x4xf32, strided<[1, 4]>>
// CHECK-NEXT: return %transpose : memref<4x4xf32, strided<[1, 4]>>
// CHECK-NEXT: }
func.func @transpose_kept(%m: memref<4x4xf32>) -> memref<4x4xf32, strided<[1, 4]>> {
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<4x4xf32> to memref<4x4xf32, strided<[1, 4]>>
  return %0 : memref<4x4xf32, strided<[1, 4]>>
}

// CHECK-LABEL: func.func @extract_generate_body(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT: %0 = arith.addi %arg1, %arg1 : index
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
func.func @extract_generate_body(%n: index, %i: index) -> index {
  %0 = tensor.generate %n {
  ^bb0(%a: index):
    %s = arith.addi %a, %a : index
    tensor.yield %s : index
  } : tensor<?xindex>
  %1 = tensor.extract %0[%i] : tensor<?xindex>
  return %1 : index
}

// CHECK-LABEL: func.func @generate_kept_effects(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT: %generated = tensor.generate %arg0 {
// CHECK-NEXT: ^bb0(%arg2: index):
// CHECK-NEXT: %0 = "test.effect"(%arg2) : (index) -> index
// CHECK-NEXT: tensor.yield %0 : index
// CHECK-NEXT: } : tensor<?xindex>
// CHECK-NEXT: %extracted = tensor.extract %generated[%arg1] : tensor<?xindex>
// CHECK-NEXT: return %extracted : index
// CHECK-NEXT: }
func.func @generate_kept_effects(%n: index, %i: index) -> index {
  %0 = tensor.generate %n {
  ^bb0(%a: index):
    %s = "test.effect"(%a) : (index) -> index
    tensor.yield %s : index
  } : tensor<?xindex>
  %1 = tensor.extract %0[%i] : tensor<?xindex>
  return %1 : index
}

// CHECK-LABEL: func.func @collapse_collapse(%arg0: tensor<2x3x4x5xf32>) -> tensor<120xf32> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1, 2, 3]] : tensor<2x3x4x5xf32> into tensor<120xf32>
// CHECK-NEXT: return %collapsed : tensor<120xf32>
// CHECK-NEXT: }
func.func @collapse_collapse(%t: tensor<2x3x4x5xf32>) -> tensor<120xf32> {
  %0 = tensor.collapse_shape %t [[0, 1], [2], [3]] : tensor<2x3x4x5xf32> into tensor<6x4x5xf32>
  %1 = tensor.collapse_shape %0 [[0, 1, 2]] : tensor<6x4x5xf32> into tensor<120xf32>
  return %1 : tensor<120xf32>
}

// CHECK-LABEL: func.func @expand_expand(%arg0: tensor<?x4xf32>, %arg1: index) -> tensor<?x2x2x2xf32> {
// CHECK-NEXT: %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1], [2, 3]] output_shape [%arg1, 2, 2, 2] : tensor<?x4xf32> into tensor<?x2x2x2xf32>
// CHECK-NEXT: return %expanded : tensor<?x2x2x2xf32>
// CHECK-NEXT: }
func.func @expand_expand(%t: tensor<?x4xf32>, %n: index) -> tensor<?x2x2x2xf32> {
  %0 = tensor.expand_shape %t [[0, 1], [2]] output_shape [%n, 2, 4] : tensor<?x4xf32> into tensor<?x2x4xf32>
  %1 = tensor.expand_shape %0 [[0], [1], [2, 3]] output_shape [%n, 2, 2, 2] : tensor<?x2x4xf32> into tensor<?x2x2x2xf32>
  return %1 : tensor<?x2x2x2xf32>
}

// CHECK-LABEL: func.func @memref_collapse_collapse(%arg0: memref<2x3x4xf32>) -> memref<24xf32> {
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1, 2]] : memref<2x3x4xf32> into memref<24xf32>
// CHECK-NEXT: return %collapse_shape : memref<24xf32>
// CHECK-NEXT: }
func.func @memref_collapse_collapse(%m: memref<2x3x4xf32>) -> memref<24xf32> {
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
  %1 = memref.collapse_shape %0 [[0, 1]] : memref<6x4xf32> into memref<24xf32>
  return %1 : memref<24xf32>
}

// CHECK-LABEL: func.func @memref_expand_expand(%arg0: memref<24xf32>) -> memref<2x3x2x2xf32> {
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1, 2, 3]] output_shape [2, 3, 2, 2] : memref<24xf32> into memref<2x3x2x2xf32>
// CHECK-NEXT: return %expand_shape : memref<2x3x2x2xf32>
// CHECK-NEXT: }
func.func @memref_expand_expand(%m: memref<24xf32>) -> memref<2x3x2x2xf32> {
  %0 = memref.expand_shape %m [[0, 1]] output_shape [6, 4] : memref<24xf32> into memref<6x4xf32>
  %1 = memref.expand_shape %0 [[0, 1], [2, 3]] output_shape [2, 3, 2, 2] : memref<6x4xf32> into memref<2x3x2x2xf32>
  return %1 : memref<2x3x2x2xf32>
}

// CHECK-LABEL: func.func @memref_strided_kept(%arg0: memref<2x3x4xf32, strided<[12, 4, 1]>>) -> memref<24xf32, strided<[1]>> {
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : memref<2x3x4xf32, strided<[12, 4, 1]>> into memref<6x4xf32, strided<[4, 1]>>
// CHECK-NEXT: %collapse_shape_0 = memref.collapse_shape %collapse_shape {{\[\[}}0, 1]] : memref<6x4xf32, strided<[4, 1]>> into memref<24xf32, strided<[1]>>
// CHECK-NEXT: return %collapse_shape_0 : memref<24xf32, strided<[1]>>
// CHECK-NEXT: }
func.func @memref_strided_kept(%m: memref<2x3x4xf32, strided<[12, 4, 1]>>) -> memref<24xf32, strided<[1]>> {
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<2x3x4xf32, strided<[12, 4, 1]>> into memref<6x4xf32, strided<[4, 1]>>
  %1 = memref.collapse_shape %0 [[0, 1]] : memref<6x4xf32, strided<[4, 1]>> into memref<24xf32, strided<[1]>>
  return %1 : memref<24xf32, strided<[1]>>
}
