// PIPELINE: builtin.module(func.func(canonicalize))
// PIPELINE: builtin.module(canonicalize{top-down=false})
// Folders and canonicalization patterns (shaped-misc).

func.func @expand_collapse(%t: tensor<8xf32>, %m: memref<8xf32>) -> (tensor<8xf32>, tensor<8xf32>, memref<8xf32>, memref<8xf32>) {
  %0 = tensor.expand_shape %t [[0, 1]] output_shape [2, 4] : tensor<8xf32> into tensor<2x4xf32>
  %1 = tensor.collapse_shape %0 [[0, 1]] : tensor<2x4xf32> into tensor<8xf32>
  %2 = tensor.expand_shape %t [[0]] output_shape [8] : tensor<8xf32> into tensor<8xf32>
  %3 = memref.expand_shape %m [[0, 1]] output_shape [2, 4] : memref<8xf32> into memref<2x4xf32>
  %4 = memref.collapse_shape %3 [[0, 1]] : memref<2x4xf32> into memref<8xf32>
  %5 = memref.collapse_shape %m [[0]] : memref<8xf32> into memref<8xf32>
  return %1, %2, %4, %5 : tensor<8xf32>, tensor<8xf32>, memref<8xf32>, memref<8xf32>
}

func.func @splat_const() -> (tensor<4xf32>, tensor<2x3xf32>) {
  %f = arith.constant 1.0 : f32
  %0 = tensor.splat %f : tensor<4xf32>
  %cst = arith.constant dense<2.0> : tensor<6xf32>
  %1 = tensor.expand_shape %cst [[0, 1]] output_shape [2, 3] : tensor<6xf32> into tensor<2x3xf32>
  return %0, %1 : tensor<4xf32>, tensor<2x3xf32>
}

func.func @insert_const(%i: index) -> (tensor<4xf32>, tensor<4xf32>) {
  %f = arith.constant 1.0 : f32
  %g = arith.constant 2.0 : f32
  %c1 = arith.constant 1 : index
  %cst = arith.constant dense<1.0> : tensor<4xf32>
  %0 = tensor.insert %f into %cst[%i] : tensor<4xf32>
  %1 = tensor.insert %g into %cst[%c1] : tensor<4xf32>
  return %0, %1 : tensor<4xf32>, tensor<4xf32>
}

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

func.func @reinterpret_transpose(%m: memref<4x4xf32>) -> (memref<4x4xf32>, memref<4x4xf32>, memref<16xf32>) {
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<4x4xf32> to memref<4x4xf32>
  %1 = memref.transpose %m (i, j) -> (i, j) : memref<4x4xf32> to memref<4x4xf32>
  %c = memref.cast %m : memref<4x4xf32> to memref<?x?xf32>
  %2 = memref.reinterpret_cast %c to offset: [0], sizes: [16], strides: [1] : memref<?x?xf32> to memref<16xf32>
  return %0, %1, %2 : memref<4x4xf32>, memref<4x4xf32>, memref<16xf32>
}

func.func @pad_noop(%t: tensor<4xf32>) -> tensor<4xf32> {
  %f = arith.constant 0.0 : f32
  %0 = tensor.pad %t low[0] high[0] {
  ^bb0(%i: index):
    tensor.yield %f : f32
  } : tensor<4xf32> to tensor<4xf32>
  return %0 : tensor<4xf32>
}

func.func @extract_insert(%t: tensor<4xf32>, %v: f32, %i: index) -> f32 {
  %0 = tensor.insert %v into %t[%i] : tensor<4xf32>
  %1 = tensor.extract %0[%i] : tensor<4xf32>
  return %1 : f32
}

func.func @expand_dense_nonsplat() -> tensor<2x2xi32> {
  %cst = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %0 = tensor.expand_shape %cst [[0, 1]] output_shape [2, 2] : tensor<4xi32> into tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}

func.func @reshape_kept(%t: tensor<2x4xf32>) -> tensor<4x2xf32> {
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<2x4xf32> into tensor<8xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [4, 2] : tensor<8xf32> into tensor<4x2xf32>
  return %1 : tensor<4x2xf32>
}

func.func @pad_nofold(%t: tensor<4xf32>) -> tensor<4xf32> {
  %f = arith.constant 0.0 : f32
  %0 = tensor.pad %t nofold low[0] high[0] {
  ^bb0(%i: index):
    tensor.yield %f : f32
  } : tensor<4xf32> to tensor<4xf32>
  return %0 : tensor<4xf32>
}

func.func @splat_dynamic_kept(%n: index) -> tensor<?xf32> {
  %f = arith.constant 1.0 : f32
  %0 = tensor.splat %f[%n] : tensor<?xf32>
  return %0 : tensor<?xf32>
}

func.func @transpose_kept(%m: memref<4x4xf32>) -> memref<4x4xf32, strided<[1, 4]>> {
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<4x4xf32> to memref<4x4xf32, strided<[1, 4]>>
  return %0 : memref<4x4xf32, strided<[1, 4]>>
}

func.func @extract_generate_body(%n: index, %i: index) -> index {
  %0 = tensor.generate %n {
  ^bb0(%a: index):
    %s = arith.addi %a, %a : index
    tensor.yield %s : index
  } : tensor<?xindex>
  %1 = tensor.extract %0[%i] : tensor<?xindex>
  return %1 : index
}

func.func @generate_kept_effects(%n: index, %i: index) -> index {
  %0 = tensor.generate %n {
  ^bb0(%a: index):
    %s = "test.effect"(%a) : (index) -> index
    tensor.yield %s : index
  } : tensor<?xindex>
  %1 = tensor.extract %0[%i] : tensor<?xindex>
  return %1 : index
}

func.func @collapse_collapse(%t: tensor<2x3x4x5xf32>) -> tensor<120xf32> {
  %0 = tensor.collapse_shape %t [[0, 1], [2], [3]] : tensor<2x3x4x5xf32> into tensor<6x4x5xf32>
  %1 = tensor.collapse_shape %0 [[0, 1, 2]] : tensor<6x4x5xf32> into tensor<120xf32>
  return %1 : tensor<120xf32>
}

func.func @expand_expand(%t: tensor<?x4xf32>, %n: index) -> tensor<?x2x2x2xf32> {
  %0 = tensor.expand_shape %t [[0, 1], [2]] output_shape [%n, 2, 4] : tensor<?x4xf32> into tensor<?x2x4xf32>
  %1 = tensor.expand_shape %0 [[0], [1], [2, 3]] output_shape [%n, 2, 2, 2] : tensor<?x2x4xf32> into tensor<?x2x2x2xf32>
  return %1 : tensor<?x2x2x2xf32>
}

func.func @memref_collapse_collapse(%m: memref<2x3x4xf32>) -> memref<24xf32> {
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
  %1 = memref.collapse_shape %0 [[0, 1]] : memref<6x4xf32> into memref<24xf32>
  return %1 : memref<24xf32>
}

func.func @memref_expand_expand(%m: memref<24xf32>) -> memref<2x3x2x2xf32> {
  %0 = memref.expand_shape %m [[0, 1]] output_shape [6, 4] : memref<24xf32> into memref<6x4xf32>
  %1 = memref.expand_shape %0 [[0, 1], [2, 3]] output_shape [2, 3, 2, 2] : memref<6x4xf32> into memref<2x3x2x2xf32>
  return %1 : memref<2x3x2x2xf32>
}

func.func @memref_strided_kept(%m: memref<2x3x4xf32, strided<[12, 4, 1]>>) -> memref<24xf32, strided<[1]>> {
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<2x3x4xf32, strided<[12, 4, 1]>> into memref<6x4xf32, strided<[4, 1]>>
  %1 = memref.collapse_shape %0 [[0, 1]] : memref<6x4xf32, strided<[4, 1]>> into memref<24xf32, strided<[1]>>
  return %1 : memref<24xf32, strided<[1]>>
}
