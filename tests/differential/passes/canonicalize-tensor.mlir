// PIPELINE: builtin.module(func.func(canonicalize))
// PIPELINE: builtin.module(canonicalize{top-down=false})
// Folders and canonicalization patterns (tensor).

func.func @cast_identity(%t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tensor.cast %t : tensor<4xf32> to tensor<4xf32>
  return %0 : tensor<4xf32>
}

func.func @cast_chain(%t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %1 = tensor.cast %0 : tensor<?xf32> to tensor<4xf32>
  return %1 : tensor<4xf32>
}

func.func @cast_chain_keeps_check(%t: tensor<?xf32>) -> tensor<?xf32> {
  %0 = tensor.cast %t : tensor<?xf32> to tensor<4xf32>
  %1 = tensor.cast %0 : tensor<4xf32> to tensor<?xf32>
  return %1 : tensor<?xf32>
}

func.func @dim_static_and_cast(%t: tensor<4x?xf32>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = tensor.dim %t, %c0 : tensor<4x?xf32>
  %1 = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
  %2 = tensor.dim %1, %c1 : tensor<?x?xf32>
  return %0, %2 : index, index
}

func.func @dim_unranked(%t: tensor<*xf32>) -> index {
  %c0 = arith.constant 0 : index
  %0 = tensor.dim %t, %c0 : tensor<*xf32>
  return %0 : index
}

func.func @dim_of_empty(%a: index, %b: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %e = tensor.empty(%a, %b) : tensor<?x4x?xf32>
  %0 = tensor.dim %e, %c0 : tensor<?x4x?xf32>
  %1 = tensor.dim %e, %c2 : tensor<?x4x?xf32>
  return %0, %1 : index, index
}

func.func @dim_of_generate(%a: index) -> index {
  %c1 = arith.constant 1 : index
  %g = tensor.generate %a {
  ^bb0(%i: index, %j: index):
    %f = arith.constant 1.0 : f32
    tensor.yield %f : f32
  } : tensor<2x?xf32>
  %0 = tensor.dim %g, %c1 : tensor<2x?xf32>
  return %0 : index
}

func.func @dim_of_slice(%t: tensor<8x8xf32>, %s: index, %o: index) -> index {
  %c1 = arith.constant 1 : index
  %0 = tensor.extract_slice %t[0, %o] [4, %s] [1, 1] : tensor<8x8xf32> to tensor<4x?xf32>
  %1 = tensor.dim %0, %c1 : tensor<4x?xf32>
  return %1 : index
}

func.func @dim_of_reshape(%t: tensor<*xf32>, %shape: tensor<2xi32>) -> index {
  %c1 = arith.constant 1 : index
  %0 = tensor.reshape %t(%shape) : (tensor<*xf32>, tensor<2xi32>) -> tensor<?x?xf32>
  %1 = tensor.dim %0, %c1 : tensor<?x?xf32>
  return %1 : index
}

func.func @rank(%a: tensor<4x?xf32>, %b: tensor<*xf32>) -> (index, index) {
  %0 = tensor.rank %a : tensor<4x?xf32>
  %1 = tensor.rank %b : tensor<*xf32>
  return %0, %1 : index, index
}

func.func @empty_const_sizes(%a: index) -> tensor<?x?xf32> {
  %c5 = arith.constant 5 : index
  %0 = tensor.empty(%a, %c5) : tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func @empty_negative_size_kept() -> tensor<?xf32> {
  %c-2 = arith.constant -2 : index
  %0 = tensor.empty(%c-2) : tensor<?xf32>
  return %0 : tensor<?xf32>
}

func.func @empty_cast(%a: index, %b: index) -> tensor<4x?xf32> {
  %0 = tensor.empty(%a, %b) : tensor<?x?xf32>
  %1 = tensor.cast %0 : tensor<?x?xf32> to tensor<4x?xf32>
  return %1 : tensor<4x?xf32>
}

func.func @extract_splat(%i: index) -> f32 {
  %cst = arith.constant dense<2.5> : tensor<4xf32>
  %0 = tensor.extract %cst[%i] : tensor<4xf32>
  return %0 : f32
}

func.func @extract_dense(%i: index) -> (i32, i32, i32) {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %c7 = arith.constant 7 : index
  %cst = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %0 = tensor.extract %cst[%c1, %c0] : tensor<2x3xi32>
  %1 = tensor.extract %cst[%c0, %i] : tensor<2x3xi32>
  %2 = tensor.extract %cst[%c0, %c7] : tensor<2x3xi32>
  return %0, %1, %2 : i32, i32, i32
}

func.func @extract_from_elements(%a: f32, %b: f32, %c: f32, %d: f32, %i: index) -> (f32, f32) {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %t = tensor.from_elements %a, %b, %c, %d : tensor<2x2xf32>
  %0 = tensor.extract %t[%c1, %c0] : tensor<2x2xf32>
  %1 = tensor.extract %t[%i, %c0] : tensor<2x2xf32>
  return %0, %1 : f32, f32
}

func.func @extract_of_cast(%t: tensor<4xf32>, %i: index) -> f32 {
  %0 = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %1 = tensor.extract %0[%i] : tensor<?xf32>
  return %1 : f32
}

func.func @extract_of_index_cast(%t: tensor<4xi32>, %i: index) -> index {
  %0 = arith.index_cast %t : tensor<4xi32> to tensor<4xindex>
  %1 = tensor.extract %0[%i] : tensor<4xindex>
  return %1 : index
}

func.func @from_elements_constants() -> (tensor<3xi32>, tensor<2xf32>, tensor<2xindex>) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %f = arith.constant 1.5 : f32
  %i = arith.constant 7 : index
  %0 = tensor.from_elements %c1, %c2, %c1 : tensor<3xi32>
  %1 = tensor.from_elements %f, %f : tensor<2xf32>
  %2 = tensor.from_elements %i, %i : tensor<2xindex>
  return %0, %1, %2 : tensor<3xi32>, tensor<2xf32>, tensor<2xindex>
}

func.func @from_elements_kept(%a: i32) -> tensor<2xi32> {
  %c1 = arith.constant 1 : i32
  %0 = tensor.from_elements %a, %c1 : tensor<2xi32>
  return %0 : tensor<2xi32>
}

func.func @slice_const_args(%t: tensor<8x16xf32>, %a: index) -> (tensor<?x?xf32>, tensor<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %0 = tensor.extract_slice %t[%c0, %a] [%c4, %c4] [%c1, %c1] : tensor<8x16xf32> to tensor<?x?xf32>
  %1 = tensor.extract_slice %t[%c1, 0] [1, %c4] [1, 1] : tensor<8x16xf32> to tensor<?xf32>
  return %0, %1 : tensor<?x?xf32>, tensor<?xf32>
}

func.func @slice_of_cast(%t: tensor<8x16xf32>, %a: index) -> tensor<?x?xf32> {
  %0 = tensor.cast %t : tensor<8x16xf32> to tensor<?x?xf32>
  %1 = tensor.extract_slice %0[%a, %a] [%a, %a] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}

func.func @cast_of_slice(%t: tensor<8x16xf32>, %a: index, %s: index) -> tensor<2x4xf32> {
  %0 = tensor.extract_slice %t[%a, 0] [%s, 4] [1, 1] : tensor<8x16xf32> to tensor<?x4xf32>
  %1 = tensor.cast %0 : tensor<?x4xf32> to tensor<2x4xf32>
  return %1 : tensor<2x4xf32>
}

func.func @slice_identity(%t: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %0 = tensor.extract_slice %t[0, 0] [4, 4] [1, 1] : tensor<4x4xf32> to tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

func.func @slice_of_splat() -> tensor<2x2xf32> {
  %cst = arith.constant dense<1.0> : tensor<4x4xf32>
  %0 = tensor.extract_slice %cst[1, 1] [2, 2] [1, 1] : tensor<4x4xf32> to tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

func.func @slice_after_insert(%s: tensor<2x2xf32>, %d: tensor<8x8xf32>, %o: index) -> tensor<2x2xf32> {
  %0 = tensor.insert_slice %s into %d[%o, 1] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<8x8xf32>
  %1 = tensor.extract_slice %0[%o, 1] [2, 2] [1, 1] : tensor<8x8xf32> to tensor<2x2xf32>
  return %1 : tensor<2x2xf32>
}

func.func @concat_single(%t: tensor<4xf32>) -> (tensor<4xf32>, tensor<?xf32>) {
  %0 = tensor.concat dim(0) %t : (tensor<4xf32>) -> tensor<4xf32>
  %1 = tensor.concat dim(0) %t : (tensor<4xf32>) -> tensor<?xf32>
  return %0, %1 : tensor<4xf32>, tensor<?xf32>
}

func.func @bitcast_chain(%t: tensor<4xi32>) -> tensor<4xf32> {
  %0 = tensor.bitcast %t : tensor<4xi32> to tensor<4xui32>
  %1 = tensor.bitcast %0 : tensor<4xui32> to tensor<4xf32>
  return %1 : tensor<4xf32>
}
