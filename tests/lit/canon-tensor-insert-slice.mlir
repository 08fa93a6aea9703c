// tensor.insert_slice folders and canonicalization patterns (MLIR 22):
// identity, insert over insert, insert of an extract of the destination,
// zero sizes, constant arguments, casts of the source and destination, and
// the source cast inserter.
// RUN: rmlir-opt %s -allow-unregistered-dialect -canonicalize | FileCheck %s --match-full-lines
// RUN: rmlir-opt %s -allow-unregistered-dialect -canonicalize --emit-bytecode | rmlir-opt -allow-unregistered-dialect | FileCheck %s --match-full-lines

// CHECK-LABEL: func.func @insert_identity(%arg0: tensor<4x4xf32>, %arg1: tensor<4x4xf32>) -> tensor<4x4xf32> {
// CHECK-NEXT: return %arg0 : tensor<4x4xf32>
// CHECK-NEXT: }
func.func @insert_identity(%s: tensor<4x4xf32>, %d: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %0 = tensor.insert_slice %s into %d[0, 0] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @insert_after_insert(%arg0: tensor<2xf32>, %arg1: tensor<2xf32>, %arg2: tensor<8xf32>, %arg3: index) -> tensor<8xf32> {
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %arg1 into %arg2[%arg3] [2] [1] : tensor<2xf32> into tensor<8xf32>
// CHECK-NEXT: return %inserted_slice : tensor<8xf32>
// CHECK-NEXT: }
func.func @insert_after_insert(%a: tensor<2xf32>, %b: tensor<2xf32>, %d: tensor<8xf32>, %o: index) -> tensor<8xf32> {
  %0 = tensor.insert_slice %a into %d[%o] [2] [1] : tensor<2xf32> into tensor<8xf32>
  %1 = tensor.insert_slice %b into %0[%o] [2] [1] : tensor<2xf32> into tensor<8xf32>
  return %1 : tensor<8xf32>
}

// CHECK-LABEL: func.func @insert_of_extract(%arg0: tensor<8xf32>, %arg1: index) -> tensor<8xf32> {
// CHECK-NEXT: return %arg0 : tensor<8xf32>
// CHECK-NEXT: }
func.func @insert_of_extract(%d: tensor<8xf32>, %o: index) -> tensor<8xf32> {
  %0 = tensor.extract_slice %d[%o] [2] [1] : tensor<8xf32> to tensor<2xf32>
  %1 = tensor.insert_slice %0 into %d[%o] [2] [1] : tensor<2xf32> into tensor<8xf32>
  return %1 : tensor<8xf32>
}

// CHECK-LABEL: func.func @insert_zero_size(%arg0: tensor<0xf32>, %arg1: tensor<8xf32>, %arg2: index) -> tensor<8xf32> {
// CHECK-NEXT: return %arg1 : tensor<8xf32>
// CHECK-NEXT: }
func.func @insert_zero_size(%s: tensor<0xf32>, %d: tensor<8xf32>, %o: index) -> tensor<8xf32> {
  %0 = tensor.insert_slice %s into %d[%o] [0] [1] : tensor<0xf32> into tensor<8xf32>
  return %0 : tensor<8xf32>
}

// CHECK-LABEL: func.func @insert_const_args(%arg0: tensor<?x?xf32>, %arg1: tensor<8x8xf32>) -> tensor<8x8xf32> {
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<?x?xf32> to tensor<2x2xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %cast into %arg1[0, 1] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<8x8xf32>
// CHECK-NEXT: return %inserted_slice : tensor<8x8xf32>
// CHECK-NEXT: }
func.func @insert_const_args(%s: tensor<?x?xf32>, %d: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c1 = arith.constant 1 : index
  %0 = tensor.insert_slice %s into %d[%c0, %c1] [%c2, %c2] [%c1, %c1] : tensor<?x?xf32> into tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// CHECK-LABEL: func.func @insert_cast_source(%arg0: tensor<2x2xf32>, %arg1: tensor<8x8xf32>, %arg2: index) -> tensor<8x8xf32> {
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %arg0 into %arg1[%arg2, %arg2] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<8x8xf32>
// CHECK-NEXT: return %inserted_slice : tensor<8x8xf32>
// CHECK-NEXT: }
func.func @insert_cast_source(%s: tensor<2x2xf32>, %d: tensor<8x8xf32>, %o: index) -> tensor<8x8xf32> {
  %0 = tensor.cast %s : tensor<2x2xf32> to tensor<?x?xf32>
  %n = tensor.dim %0, %o : tensor<?x?xf32>
  %1 = tensor.insert_slice %0 into %d[%o, %o] [%n, %n] [1, 1] : tensor<?x?xf32> into tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}

// CHECK-LABEL: func.func @insert_cast_dest(%arg0: tensor<2x2xf32>, %arg1: tensor<8x8xf32>, %arg2: index) -> tensor<?x?xf32> {
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %arg0 into %arg1[%arg2, %arg2] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<8x8xf32>
// CHECK-NEXT: %cast = tensor.cast %inserted_slice : tensor<8x8xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %cast : tensor<?x?xf32>
// CHECK-NEXT: }
func.func @insert_cast_dest(%s: tensor<2x2xf32>, %d: tensor<8x8xf32>, %o: index) -> tensor<?x?xf32> {
  %0 = tensor.cast %d : tensor<8x8xf32> to tensor<?x?xf32>
  %1 = tensor.insert_slice %s into %0[%o, %o] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}

// CHECK-LABEL: func.func @insert_source_cast_inserter(%arg0: tensor<?x4xf32>, %arg1: tensor<8x8xf32>, %arg2: index) -> tensor<8x8xf32> {
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<?x4xf32> to tensor<2x4xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %cast into %arg1[%arg2, 0] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<8x8xf32>
// CHECK-NEXT: return %inserted_slice : tensor<8x8xf32>
// CHECK-NEXT: }
func.func @insert_source_cast_inserter(%s: tensor<?x4xf32>, %d: tensor<8x8xf32>, %o: index) -> tensor<8x8xf32> {
  %c2 = arith.constant 2 : index
  %0 = tensor.insert_slice %s into %d[%o, 0] [%c2, 4] [1, 1] : tensor<?x4xf32> into tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// CHECK-LABEL: func.func @insert_rank_reducing(%arg0: tensor<?xf32>, %arg1: tensor<8x8xf32>, %arg2: index) -> tensor<8x8xf32> {
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<?xf32> to tensor<4xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %cast into %arg1[%arg2, 0] [1, 4] [1, 1] : tensor<4xf32> into tensor<8x8xf32>
// CHECK-NEXT: return %inserted_slice : tensor<8x8xf32>
// CHECK-NEXT: }
func.func @insert_rank_reducing(%s: tensor<?xf32>, %d: tensor<8x8xf32>, %o: index) -> tensor<8x8xf32> {
  %c4 = arith.constant 4 : index
  %0 = tensor.insert_slice %s into %d[%o, 0] [1, %c4] [1, 1] : tensor<?xf32> into tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// CHECK-LABEL: func.func @insert_kept(%arg0: tensor<?xf32>, %arg1: tensor<8xf32>, %arg2: index, %arg3: index) -> tensor<8xf32> {
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %arg0 into %arg1[%arg2] [%arg3] [1] : tensor<?xf32> into tensor<8xf32>
// CHECK-NEXT: return %inserted_slice : tensor<8xf32>
// CHECK-NEXT: }
func.func @insert_kept(%s: tensor<?xf32>, %d: tensor<8xf32>, %o: index, %n: index) -> tensor<8xf32> {
  %0 = tensor.insert_slice %s into %d[%o] [%n] [1] : tensor<?xf32> into tensor<8xf32>
  return %0 : tensor<8xf32>
}
