// tensor folders and canonicalization patterns (TensorOps.cpp of MLIR 22):
// casts, dim/rank, empty, extract/from_elements of constants, slices,
// concat and bitcast.
// RUN: rmlir-opt %s -allow-unregistered-dialect -canonicalize | FileCheck %s --match-full-lines
// RUN: rmlir-opt %s -allow-unregistered-dialect -canonicalize --emit-bytecode | rmlir-opt -allow-unregistered-dialect | FileCheck %s --match-full-lines

// CHECK-LABEL: func.func @cast_identity(%arg0: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT: return %arg0 : tensor<4xf32>
// CHECK-NEXT: }
func.func @cast_identity(%t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tensor.cast %t : tensor<4xf32> to tensor<4xf32>
  return %0 : tensor<4xf32>
}

// CHECK-LABEL: func.func @cast_chain(%arg0: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT: return %arg0 : tensor<4xf32>
// CHECK-NEXT: }
func.func @cast_chain(%t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %1 = tensor.cast %0 : tensor<?xf32> to tensor<4xf32>
  return %1 : tensor<4xf32>
}

// CHECK-LABEL: func.func @cast_chain_keeps_check(%arg0: tensor<?xf32>) -> tensor<?xf32> {
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<?xf32> to tensor<4xf32>
// CHECK-NEXT: %cast_0 = tensor.cast %cast : tensor<4xf32> to tensor<?xf32>
// CHECK-NEXT: return %cast_0 : tensor<?xf32>
// CHECK-NEXT: }
func.func @cast_chain_keeps_check(%t: tensor<?xf32>) -> tensor<?xf32> {
  %0 = tensor.cast %t : tensor<?xf32> to tensor<4xf32>
  %1 = tensor.cast %0 : tensor<4xf32> to tensor<?xf32>
  return %1 : tensor<?xf32>
}

// CHECK-LABEL: func.func @dim_static_and_cast(%arg0: tensor<4x?xf32>) -> (index, index) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c1 : tensor<4x?xf32>
// CHECK-NEXT: return %c4, %dim : index, index
// CHECK-NEXT: }
func.func @dim_static_and_cast(%t: tensor<4x?xf32>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = tensor.dim %t, %c0 : tensor<4x?xf32>
  %1 = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
  %2 = tensor.dim %1, %c1 : tensor<?x?xf32>
  return %0, %2 : index, index
}

// CHECK-LABEL: func.func @dim_unranked(%arg0: tensor<*xf32>) -> index {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<*xf32>
// CHECK-NEXT: return %dim : index
// CHECK-NEXT: }
func.func @dim_unranked(%t: tensor<*xf32>) -> index {
  %c0 = arith.constant 0 : index
  %0 = tensor.dim %t, %c0 : tensor<*xf32>
  return %0 : index
}

// CHECK-LABEL: func.func @dim_of_empty(%arg0: index, %arg1: index) -> (index, index) {
// CHECK-NEXT: return %arg0, %arg1 : index, index
// CHECK-NEXT: }
func.func @dim_of_empty(%a: index, %b: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %e = tensor.empty(%a, %b) : tensor<?x4x?xf32>
  %0 = tensor.dim %e, %c0 : tensor<?x4x?xf32>
  %1 = tensor.dim %e, %c2 : tensor<?x4x?xf32>
  return %0, %1 : index, index
}

// CHECK-LABEL: func.func @dim_of_generate(%arg0: index) -> index {
// CHECK-NEXT: return %arg0 : index
// CHECK-NEXT: }
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

// CHECK-LABEL: func.func @dim_of_slice(%arg0: tensor<8x8xf32>, %arg1: index, %arg2: index) -> index {
// CHECK-NEXT: return %arg1 : index
// CHECK-NEXT: }
func.func @dim_of_slice(%t: tensor<8x8xf32>, %s: index, %o: index) -> index {
  %c1 = arith.constant 1 : index
  %0 = tensor.extract_slice %t[0, %o] [4, %s] [1, 1] : tensor<8x8xf32> to tensor<4x?xf32>
  %1 = tensor.dim %0, %c1 : tensor<4x?xf32>
  return %1 : index
}

// CHECK-LABEL: func.func @dim_of_reshape(%arg0: tensor<*xf32>, %arg1: tensor<2xi32>) -> index {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %extracted = tensor.extract %arg1[%c1] : tensor<2xi32>
// CHECK-NEXT: %0 = arith.index_cast %extracted : i32 to index
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
func.func @dim_of_reshape(%t: tensor<*xf32>, %shape: tensor<2xi32>) -> index {
  %c1 = arith.constant 1 : index
  %0 = tensor.reshape %t(%shape) : (tensor<*xf32>, tensor<2xi32>) -> tensor<?x?xf32>
  %1 = tensor.dim %0, %c1 : tensor<?x?xf32>
  return %1 : index
}

// CHECK-LABEL: func.func @rank(%arg0: tensor<4x?xf32>, %arg1: tensor<*xf32>) -> (index, index) {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %rank = tensor.rank %arg1 : tensor<*xf32>
// CHECK-NEXT: return %c2, %rank : index, index
// CHECK-NEXT: }
func.func @rank(%a: tensor<4x?xf32>, %b: tensor<*xf32>) -> (index, index) {
  %0 = tensor.rank %a : tensor<4x?xf32>
  %1 = tensor.rank %b : tensor<*xf32>
  return %0, %1 : index, index
}

// CHECK-LABEL: func.func @empty_const_sizes(%arg0: index) -> tensor<?x?xf32> {
// CHECK-NEXT: %0 = tensor.empty(%arg0) : tensor<?x5xf32>
// CHECK-NEXT: %cast = tensor.cast %0 : tensor<?x5xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %cast : tensor<?x?xf32>
// CHECK-NEXT: }
func.func @empty_const_sizes(%a: index) -> tensor<?x?xf32> {
  %c5 = arith.constant 5 : index
  %0 = tensor.empty(%a, %c5) : tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// CHECK-LABEL: func.func @empty_negative_size_kept() -> tensor<?xf32> {
// CHECK-NEXT: %c-2 = arith.constant -2 : index
// CHECK-NEXT: %0 = tensor.empty(%c-2) : tensor<?xf32>
// CHECK-NEXT: return %0 : tensor<?xf32>
// CHECK-NEXT: }
func.func @empty_negative_size_kept() -> tensor<?xf32> {
  %c-2 = arith.constant -2 : index
  %0 = tensor.empty(%c-2) : tensor<?xf32>
  return %0 : tensor<?xf32>
}

// CHECK-LABEL: func.func @empty_cast(%arg0: index, %arg1: index) -> tensor<4x?xf32> {
// CHECK-NEXT: %0 = tensor.empty(%arg1) : tensor<4x?xf32>
// CHECK-NEXT: return %0 : tensor<4x?xf32>
// CHECK-NEXT: }
func.func @empty_cast(%a: index, %b: index) -> tensor<4x?xf32> {
  %0 = tensor.empty(%a, %b) : tensor<?x?xf32>
  %1 = tensor.cast %0 : tensor<?x?xf32> to tensor<4x?xf32>
  return %1 : tensor<4x?xf32>
}

// CHECK-LABEL: func.func @extract_splat(%arg0: index) -> f32 {
// CHECK-NEXT: %cst = arith.constant 2.500000e+00 : f32
// CHECK-NEXT: return %cst : f32
// CHECK-NEXT: }
func.func @extract_splat(%i: index) -> f32 {
  %cst = arith.constant dense<2.5> : tensor<4xf32>
  %0 = tensor.extract %cst[%i] : tensor<4xf32>
  return %0 : f32
}

// CHECK-LABEL: func.func @extract_dense(%arg0: index) -> (i32, i32, i32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: %cst = arith.constant dense<{{\[\[}}1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: %extracted = tensor.extract %cst[%c0, %arg0] : tensor<2x3xi32>
// CHECK-NEXT: %extracted_0 = tensor.extract %cst[%c0, %c7] : tensor<2x3xi32>
// CHECK-NEXT: return %c4_i32, %extracted, %extracted_0 : i32, i32, i32
// CHECK-NEXT: }
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

// CHECK-LABEL: func.func @extract_from_elements(%arg0: f32, %arg1: f32, %arg2: f32, %arg3: f32, %arg4: index) -> (f32, f32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %from_elements = tensor.from_elements %arg0, %arg1, %arg2, %arg3 : tensor<2x2xf32>
// CHECK-NEXT: %extracted = tensor.extract %from_elements[%arg4, %c0] : tensor<2x2xf32>
// CHECK-NEXT: return %arg2, %extracted : f32, f32
// CHECK-NEXT: }
func.func @extract_from_elements(%a: f32, %b: f32, %c: f32, %d: f32, %i: index) -> (f32, f32) {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %t = tensor.from_elements %a, %b, %c, %d : tensor<2x2xf32>
  %0 = tensor.extract %t[%c1, %c0] : tensor<2x2xf32>
  %1 = tensor.extract %t[%i, %c0] : tensor<2x2xf32>
  return %0, %1 : f32, f32
}

// CHECK-LABEL: func.func @extract_of_cast(%arg0: tensor<4xf32>, %arg1: index) -> f32 {
// CHECK-NEXT: %extracted = tensor.extract %arg0[%arg1] : tensor<4xf32>
// CHECK-NEXT: return %extracted : f32
// CHECK-NEXT: }
func.func @extract_of_cast(%t: tensor<4xf32>, %i: index) -> f32 {
  %0 = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %1 = tensor.extract %0[%i] : tensor<?xf32>
  return %1 : f32
}

// CHECK-LABEL: func.func @extract_of_index_cast(%arg0: tensor<4xi32>, %arg1: index) -> index {
// CHECK-NEXT: %extracted = tensor.extract %arg0[%arg1] : tensor<4xi32>
// CHECK-NEXT: %0 = arith.index_cast %extracted : i32 to index
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
func.func @extract_of_index_cast(%t: tensor<4xi32>, %i: index) -> index {
  %0 = arith.index_cast %t : tensor<4xi32> to tensor<4xindex>
  %1 = tensor.extract %0[%i] : tensor<4xindex>
  return %1 : index
}

// CHECK-LABEL: func.func @from_elements_constants() -> (tensor<3xi32>, tensor<2xf32>, tensor<2xindex>) {
// CHECK-NEXT: %cst = arith.constant dense<[1, 2, 1]> : tensor<3xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<1.500000e+00> : tensor<2xf32>
// CHECK-NEXT: %cst_1 = arith.constant dense<7> : tensor<2xindex>
// CHECK-NEXT: return %cst, %cst_0, %cst_1 : tensor<3xi32>, tensor<2xf32>, tensor<2xindex>
// CHECK-NEXT: }
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

// CHECK-LABEL: func.func @from_elements_kept(%arg0: i32) -> tensor<2xi32> {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %from_elements = tensor.from_elements %arg0, %c1_i32 : tensor<2xi32>
// CHECK-NEXT: return %from_elements : tensor<2xi32>
// CHECK-NEXT: }
func.func @from_elements_kept(%a: i32) -> tensor<2xi32> {
  %c1 = arith.constant 1 : i32
  %0 = tensor.from_elements %a, %c1 : tensor<2xi32>
  return %0 : tensor<2xi32>
}

// CHECK-LABEL: func.func @slice_const_args(%arg0: tensor<8x16xf32>, %arg1: index) -> (tensor<?x?xf32>, tensor<?xf32>) {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[0, %arg1] [4, 4] [1, 1] : tensor<8x16xf32> to tensor<4x4xf32>
// CHECK-NEXT: %cast = tensor.cast %extracted_slice : tensor<4x4xf32> to tensor<?x?xf32>
// CHECK-NEXT: %extracted_slice_0 = tensor.extract_slice %arg0[1, 0] [1, 4] [1, 1] : tensor<8x16xf32> to tensor<4xf32>
// CHECK-NEXT: %cast_1 = tensor.cast %extracted_slice_0 : tensor<4xf32> to tensor<?xf32>
// CHECK-NEXT: return %cast, %cast_1 : tensor<?x?xf32>, tensor<?xf32>
// CHECK-NEXT: }
func.func @slice_const_args(%t: tensor<8x16xf32>, %a: index) -> (tensor<?x?xf32>, tensor<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %0 = tensor.extract_slice %t[%c0, %a] [%c4, %c4] [%c1, %c1] : tensor<8x16xf32> to tensor<?x?xf32>
  %1 = tensor.extract_slice %t[%c1, 0] [1, %c4] [1, 1] : tensor<8x16xf32> to tensor<?xf32>
  return %0, %1 : tensor<?x?xf32>, tensor<?xf32>
}

// CHECK-LABEL: func.func @slice_of_cast(%arg0: tensor<8x16xf32>, %arg1: index) -> tensor<?x?xf32> {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[%arg1, %arg1] [%arg1, %arg1] [1, 1] : tensor<8x16xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %extracted_slice : tensor<?x?xf32>
// CHECK-NEXT: }
func.func @slice_of_cast(%t: tensor<8x16xf32>, %a: index) -> tensor<?x?xf32> {
  %0 = tensor.cast %t : tensor<8x16xf32> to tensor<?x?xf32>
  %1 = tensor.extract_slice %0[%a, %a] [%a, %a] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}

// CHECK-LABEL: func.func @cast_of_slice(%arg0: tensor<8x16xf32>, %arg1: index, %arg2: index) -> tensor<2x4xf32> {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[%arg1, 0] [2, 4] [1, 1] : tensor<8x16xf32> to tensor<2x4xf32>
// CHECK-NEXT: return %extracted_slice : tensor<2x4xf32>
// CHECK-NEXT: }
func.func @cast_of_slice(%t: tensor<8x16xf32>, %a: index, %s: index) -> tensor<2x4xf32> {
  %0 = tensor.extract_slice %t[%a, 0] [%s, 4] [1, 1] : tensor<8x16xf32> to tensor<?x4xf32>
  %1 = tensor.cast %0 : tensor<?x4xf32> to tensor<2x4xf32>
  return %1 : tensor<2x4xf32>
}

// CHECK-LABEL: func.func @slice_identity(%arg0: tensor<4x4xf32>) -> tensor<4x4xf32> {
// CHECK-NEXT: return %arg0 : tensor<4x4xf32>
// CHECK-NEXT: }
func.func @slice_identity(%t: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %0 = tensor.extract_slice %t[0, 0] [4, 4] [1, 1] : tensor<4x4xf32> to tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @slice_of_splat() -> tensor<2x2xf32> {
// CHECK-NEXT: %cst = arith.constant dense<1.000000e+00> : tensor<2x2xf32>
// CHECK-NEXT: return %cst : tensor<2x2xf32>
// CHECK-NEXT: }
func.func @slice_of_splat() -> tensor<2x2xf32> {
  %cst = arith.constant dense<1.0> : tensor<4x4xf32>
  %0 = tensor.extract_slice %cst[1, 1] [2, 2] [1, 1] : tensor<4x4xf32> to tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// CHECK-LABEL: func.func @slice_after_insert(%arg0: tensor<2x2xf32>, %arg1: tensor<8x8xf32>, %arg2: index) -> tensor<2x2xf32> {
// CHECK-NEXT: return %arg0 : tensor<2x2xf32>
// CHECK-NEXT: }
func.func @slice_after_insert(%s: tensor<2x2xf32>, %d: tensor<8x8xf32>, %o: index) -> tensor<2x2xf32> {
  %0 = tensor.insert_slice %s into %d[%o, 1] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<8x8xf32>
  %1 = tensor.extract_slice %0[%o, 1] [2, 2] [1, 1] : tensor<8x8xf32> to tensor<2x2xf32>
  return %1 : tensor<2x2xf32>
}

// CHECK-LABEL: func.func @concat_single(%arg0: tensor<4xf32>) -> (tensor<4xf32>, tensor<?xf32>) {
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<4xf32> to tensor<?xf32>
// CHECK-NEXT: return %arg0, %cast : tensor<4xf32>, tensor<?xf32>
// CHECK-NEXT: }
func.func @concat_single(%t: tensor<4xf32>) -> (tensor<4xf32>, tensor<?xf32>) {
  %0 = tensor.concat dim(0) %t : (tensor<4xf32>) -> tensor<4xf32>
  %1 = tensor.concat dim(0) %t : (tensor<4xf32>) -> tensor<?xf32>
  return %0, %1 : tensor<4xf32>, tensor<?xf32>
}

// CHECK-LABEL: func.func @bitcast_chain(%arg0: tensor<4xi32>) -> tensor<4xf32> {
// CHECK-NEXT: %0 = tensor.bitcast %arg0 : tensor<4xi32> to tensor<4xf32>
// CHECK-NEXT: return %0 : tensor<4xf32>
// CHECK-NEXT: }
func.func @bitcast_chain(%t: tensor<4xi32>) -> tensor<4xf32> {
  %0 = tensor.bitcast %t : tensor<4xi32> to tensor<4xui32>
  %1 = tensor.bitcast %0 : tensor<4xui32> to tensor<4xf32>
  return %1 : tensor<4xf32>
}
