// PIPELINE: builtin.module(func.func(canonicalize))
// PIPELINE: builtin.module(canonicalize{top-down=false})
// Folders and canonicalization patterns (insert-slice).

func.func @insert_identity(%s: tensor<4x4xf32>, %d: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %0 = tensor.insert_slice %s into %d[0, 0] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

func.func @insert_after_insert(%a: tensor<2xf32>, %b: tensor<2xf32>, %d: tensor<8xf32>, %o: index) -> tensor<8xf32> {
  %0 = tensor.insert_slice %a into %d[%o] [2] [1] : tensor<2xf32> into tensor<8xf32>
  %1 = tensor.insert_slice %b into %0[%o] [2] [1] : tensor<2xf32> into tensor<8xf32>
  return %1 : tensor<8xf32>
}

func.func @insert_of_extract(%d: tensor<8xf32>, %o: index) -> tensor<8xf32> {
  %0 = tensor.extract_slice %d[%o] [2] [1] : tensor<8xf32> to tensor<2xf32>
  %1 = tensor.insert_slice %0 into %d[%o] [2] [1] : tensor<2xf32> into tensor<8xf32>
  return %1 : tensor<8xf32>
}

func.func @insert_zero_size(%s: tensor<0xf32>, %d: tensor<8xf32>, %o: index) -> tensor<8xf32> {
  %0 = tensor.insert_slice %s into %d[%o] [0] [1] : tensor<0xf32> into tensor<8xf32>
  return %0 : tensor<8xf32>
}

func.func @insert_const_args(%s: tensor<?x?xf32>, %d: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c1 = arith.constant 1 : index
  %0 = tensor.insert_slice %s into %d[%c0, %c1] [%c2, %c2] [%c1, %c1] : tensor<?x?xf32> into tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

func.func @insert_cast_source(%s: tensor<2x2xf32>, %d: tensor<8x8xf32>, %o: index) -> tensor<8x8xf32> {
  %0 = tensor.cast %s : tensor<2x2xf32> to tensor<?x?xf32>
  %n = tensor.dim %0, %o : tensor<?x?xf32>
  %1 = tensor.insert_slice %0 into %d[%o, %o] [%n, %n] [1, 1] : tensor<?x?xf32> into tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}

func.func @insert_cast_dest(%s: tensor<2x2xf32>, %d: tensor<8x8xf32>, %o: index) -> tensor<?x?xf32> {
  %0 = tensor.cast %d : tensor<8x8xf32> to tensor<?x?xf32>
  %1 = tensor.insert_slice %s into %0[%o, %o] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}

func.func @insert_source_cast_inserter(%s: tensor<?x4xf32>, %d: tensor<8x8xf32>, %o: index) -> tensor<8x8xf32> {
  %c2 = arith.constant 2 : index
  %0 = tensor.insert_slice %s into %d[%o, 0] [%c2, 4] [1, 1] : tensor<?x4xf32> into tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

func.func @insert_rank_reducing(%s: tensor<?xf32>, %d: tensor<8x8xf32>, %o: index) -> tensor<8x8xf32> {
  %c4 = arith.constant 4 : index
  %0 = tensor.insert_slice %s into %d[%o, 0] [1, %c4] [1, 1] : tensor<?xf32> into tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

func.func @insert_kept(%s: tensor<?xf32>, %d: tensor<8xf32>, %o: index, %n: index) -> tensor<8xf32> {
  %0 = tensor.insert_slice %s into %d[%o] [%n] [1] : tensor<?xf32> into tensor<8xf32>
  return %0 : tensor<8xf32>
}
