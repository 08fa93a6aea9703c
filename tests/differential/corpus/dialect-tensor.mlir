// tensor dialect: every op, custom and generic forms, dynamic sizes,
// rank-reducing slices, encodings, regions.
func.func @create(%i: index, %j: index, %f: f32, %k: i32, %v: vector<4xf32>) {
  %0 = tensor.empty() : tensor<4x5xf32>
  %1 = tensor.empty(%i) : tensor<4x?xf32>
  %2 = tensor.empty(%i, %j) {test.e} : tensor<?x?xi8, "enc">
  %3 = tensor.empty() : tensor<f32>
  %4 = tensor.from_elements %f, %f : tensor<2xf32>
  %5 = tensor.from_elements %k, %k, %k, %k, %k, %k : tensor<2x3xi32>
  %6 = tensor.from_elements %f : tensor<f32>
  %7 = tensor.from_elements : tensor<0xf32>
  %8 = tensor.splat %f : tensor<2x3xf32>
  %9 = tensor.splat %f[%i] : tensor<?x3xf32>
  %10 = tensor.splat %k[%i, %j] : tensor<?x8x?xi32>
  %11 = tensor.splat %v : tensor<2xvector<4xf32>>
  %12 = tensor.generate %i {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : f32
  } : tensor<?x3xf32>
  %13 = tensor.generate {
  ^bb0(%a: index):
    %c = arith.index_cast %a : index to i32
    tensor.yield %c : i32
  } {test.gen} : tensor<4xi32>
  %14 = tensor.generate {
    tensor.yield %f : f32
  } : tensor<f32>
  %15 = "tensor.splat"(%f, %i) : (f32, index) -> tensor<?xf32>
  return
}

func.func @access(%t: tensor<4x?xf32>, %z: tensor<f32>, %u: tensor<*xf32>, %i: index, %j: index, %f: f32) {
  %0 = tensor.extract %t[%i, %j] : tensor<4x?xf32>
  %1 = tensor.extract %z[] : tensor<f32>
  %2 = tensor.insert %f into %t[%i, %j] : tensor<4x?xf32>
  %3 = tensor.insert %1 into %z[] {test.i} : tensor<f32>
  %4 = tensor.dim %t, %i : tensor<4x?xf32>
  %5 = tensor.dim %u, %j : tensor<*xf32>
  %6 = tensor.rank %u : tensor<*xf32>
  %7 = tensor.rank %z : tensor<f32>
  %8 = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
  %9 = tensor.cast %t : tensor<4x?xf32> to tensor<*xf32>
  %10 = tensor.cast %u : tensor<*xf32> to tensor<4x8xf32>
  %11 = "tensor.extract"(%t, %i, %j) : (tensor<4x?xf32>, index, index) -> f32
  return
}

func.func @slices(%t: tensor<8x16x4xf32>, %d: tensor<?x?xf32>, %i: index, %j: index, %f: f32, %e: tensor<8x?xf32, "enc">) {
  %0 = tensor.extract_slice %t[0, 0, 0][8, 16, 4][1, 1, 1] : tensor<8x16x4xf32> to tensor<8x16x4xf32>
  %1 = tensor.extract_slice %t[0, 0, 0][1, 16, 4][1, 1, 1] : tensor<8x16x4xf32> to tensor<16x4xf32>
  %2 = tensor.extract_slice %t[%i, 4, %j][1, %i, 1][1, %j, 1] : tensor<8x16x4xf32> to tensor<?xf32>
  %3 = tensor.extract_slice %d[%i, %j][%j, %i][%i, 1] {test.s} : tensor<?x?xf32> to tensor<?x?xf32>
  %4 = tensor.extract_slice %e[0, 0][2, %i][1, 1] : tensor<8x?xf32, "enc"> to tensor<2x?xf32, "enc">
  %5 = tensor.insert_slice %1 into %t[0, 0, 0][1, 16, 4][1, 1, 1] : tensor<16x4xf32> into tensor<8x16x4xf32>
  %6 = tensor.insert_slice %2 into %t[%i, 4, %j][1, %i, 1][1, %j, 1] : tensor<?xf32> into tensor<8x16x4xf32>
  %7 = tensor.insert_slice %3 into %d[0, 0][%j, %i][1, 1] : tensor<?x?xf32> into tensor<?x?xf32>
  %8 = tensor.pad %d low[1, %i] high[2, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  %9 = tensor.pad %t nofold low[0, 0, 0] high[0, 0, 0] {
  ^bb0(%a: index, %b: index, %c: index):
    tensor.yield %f : f32
  } : tensor<8x16x4xf32> to tensor<8x16x4xf32>
  %10 = tensor.pad %t low[1, 2, 3] high[%i, 0, %j] {
  ^bb0(%a: index, %b: index, %c: index):
    %g = arith.constant 0.0 : f32
    tensor.yield %g : f32
  } {test.pad} : tensor<8x16x4xf32> to tensor<?x18x?xf32>
  %11 = "tensor.extract_slice"(%d, %i) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 1>}> : (tensor<?x?xf32>, index) -> tensor<2x2xf32>
  return
}

func.func @reshapes(%t: tensor<4x?xf32>, %s: tensor<2xi32>, %sd: tensor<?xindex>, %u: tensor<*xf32>, %i: index, %w: tensor<2xi32>, %z: tensor<1x1xf32>) {
  %0 = tensor.reshape %t(%s) : (tensor<4x?xf32>, tensor<2xi32>) -> tensor<?x4xf32>
  %1 = tensor.reshape %u(%sd) : (tensor<*xf32>, tensor<?xindex>) -> tensor<*xf32>
  %2 = tensor.expand_shape %t [[0, 1], [2]] output_shape [2, 2, %i] : tensor<4x?xf32> into tensor<2x2x?xf32>
  %3 = tensor.collapse_shape %2 [[0, 1], [2]] : tensor<2x2x?xf32> into tensor<4x?xf32>
  %4 = tensor.collapse_shape %z [] : tensor<1x1xf32> into tensor<f32>
  %5 = tensor.expand_shape %4 [] output_shape [1, 1] : tensor<f32> into tensor<1x1xf32>
  %6 = tensor.collapse_shape %t [[0, 1]] {test.c} : tensor<4x?xf32> into tensor<?xf32>
  %7 = tensor.bitcast %w : tensor<2xi32> to tensor<2xui32>
  %8 = tensor.bitcast %w : tensor<2xi32> to tensor<?xf32>
  return
}

func.func @combine(%a: tensor<3x6xf32>, %b: tensor<3x6xf32>, %c: tensor<1x6xf32>, %d: tensor<3x?xf32>, %idx: tensor<2x1xindex>, %ii: tensor<5x2xi32>) {
  %0 = tensor.concat dim(0) %a, %b, %c : (tensor<3x6xf32>, tensor<3x6xf32>, tensor<1x6xf32>) -> tensor<7x6xf32>
  %1 = tensor.concat dim(1) %a, %d : (tensor<3x6xf32>, tensor<3x?xf32>) -> tensor<3x?xf32>
  %2 = tensor.gather %a[%idx] gather_dims([0]) : (tensor<3x6xf32>, tensor<2x1xindex>) -> tensor<2x1x6xf32>
  %3 = tensor.gather %a[%ii] gather_dims([0, 1]) unique : (tensor<3x6xf32>, tensor<5x2xi32>) -> tensor<5x1x1xf32>
  %4 = tensor.scatter %2 into %a[%idx] scatter_dims([0]) unique : (tensor<2x1x6xf32>, tensor<3x6xf32>, tensor<2x1xindex>) -> tensor<3x6xf32>
  return
}
