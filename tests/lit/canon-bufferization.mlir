// Folders and canonicalization patterns of bufferization.to_tensor,
// to_buffer and alloc_tensor (BufferizationOps.cpp of MLIR 22), including
// those MLIR registers with them on tensor.dim, memref.dim and memref.load;
// which ops canonicalization erases when unused. CHECK lines are
// mlir-opt-22's output.
// RUN: rmlir-opt %s -allow-unregistered-dialect -canonicalize | FileCheck %s --match-full-lines
// RUN: rmlir-opt %s -allow-unregistered-dialect -canonicalize=top-down=false | FileCheck %s --match-full-lines
// RUN: rmlir-opt %s -allow-unregistered-dialect -canonicalize --emit-bytecode | rmlir-opt -allow-unregistered-dialect | FileCheck %s --match-full-lines

// CHECK-LABEL: func.func @to_tensor_of_to_buffer(%arg0: tensor<?xf32>) -> tensor<?xf32> {
// CHECK-NEXT: return %arg0 : tensor<?xf32>
// CHECK-NEXT: }
func.func @to_tensor_of_to_buffer(%t: tensor<?xf32>) -> tensor<?xf32> {
  %0 = bufferization.to_buffer %t : tensor<?xf32> to memref<?xf32>
  %1 = bufferization.to_tensor %0 : memref<?xf32> to tensor<?xf32>
  return %1 : tensor<?xf32>
}

// CHECK-LABEL: func.func @to_tensor_of_to_buffer_not_adjacent(%arg0: tensor<?xf32>) -> tensor<?xf32> {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<?xf32> to memref<?xf32>
// CHECK-NEXT: "test.foo"() : () -> ()
// CHECK-NEXT: %1 = bufferization.to_tensor %0 : memref<?xf32> to tensor<?xf32>
// CHECK-NEXT: return %1 : tensor<?xf32>
// CHECK-NEXT: }
func.func @to_tensor_of_to_buffer_not_adjacent(%t: tensor<?xf32>) -> tensor<?xf32> {
  %0 = bufferization.to_buffer %t : tensor<?xf32> to memref<?xf32>
  "test.foo"() : () -> ()
  %1 = bufferization.to_tensor %0 : memref<?xf32> to tensor<?xf32>
  return %1 : tensor<?xf32>
}

// CHECK-LABEL: func.func @to_buffer_of_to_tensor(%arg0: memref<?xf32>) -> memref<?xf32> {
// CHECK-NEXT: return %arg0 : memref<?xf32>
// CHECK-NEXT: }
func.func @to_buffer_of_to_tensor(%m: memref<?xf32>) -> memref<?xf32> {
  %0 = bufferization.to_tensor %m : memref<?xf32> to tensor<?xf32>
  %1 = bufferization.to_buffer %0 : tensor<?xf32> to memref<?xf32>
  return %1 : memref<?xf32>
}

// CHECK-LABEL: func.func @to_buffer_of_to_tensor_unranked(%arg0: memref<*xf32>) -> memref<*xf32> {
// CHECK-NEXT: return %arg0 : memref<*xf32>
// CHECK-NEXT: }
func.func @to_buffer_of_to_tensor_unranked(%m: memref<*xf32>) -> memref<*xf32> {
  %t = bufferization.to_tensor %m : memref<*xf32> to tensor<*xf32>
  %b = bufferization.to_buffer %t : tensor<*xf32> to memref<*xf32>
  return %b : memref<*xf32>
}

// CHECK-LABEL: func.func @to_buffer_of_to_tensor_memory_space(%arg0: memref<?xf32, 2>) -> memref<?xf32, 7> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?xf32, 2>
// CHECK-NEXT: %alloc = memref.alloc(%dim) : memref<?xf32, 7>
// CHECK-NEXT: memref.copy %arg0, %alloc : memref<?xf32, 2> to memref<?xf32, 7>
// CHECK-NEXT: return %alloc : memref<?xf32, 7>
// CHECK-NEXT: }
func.func @to_buffer_of_to_tensor_memory_space(%m: memref<?xf32, 2>) -> memref<?xf32, 7> {
  %0 = bufferization.to_tensor %m : memref<?xf32, 2> to tensor<?xf32, 7>
  %1 = bufferization.to_buffer %0 : tensor<?xf32, 7> to memref<?xf32, 7>
  return %1 : memref<?xf32, 7>
}

// CHECK-LABEL: func.func @to_buffer_of_to_tensor_cast(%arg0: memref<4xf32>) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %cast : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
func.func @to_buffer_of_to_tensor_cast(%m: memref<4xf32>) -> memref<4xf32, strided<[?], offset: ?>> {
  %1 = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  %2 = bufferization.to_buffer %1 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
  return %2 : memref<4xf32, strided<[?], offset: ?>>
}

// CHECK-LABEL: func.func @to_buffer_of_to_tensor_dynamic_to_static(%arg0: memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32> {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.copy %arg0, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT: return %alloc : memref<4xf32>
// CHECK-NEXT: }
func.func @to_buffer_of_to_tensor_dynamic_to_static(%m: memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32> {
  %t = bufferization.to_tensor %m : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
  %b = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
  return %b : memref<4xf32>
}

// CHECK-LABEL: func.func @to_buffer_of_to_tensor_strided_identity(%arg0: memref<?xf32, strided<[1]>>) -> memref<?xf32, strided<[1]>> {
// CHECK-NEXT: return %arg0 : memref<?xf32, strided<[1]>>
// CHECK-NEXT: }
func.func @to_buffer_of_to_tensor_strided_identity(%m: memref<?xf32, strided<[1]>>) -> memref<?xf32, strided<[1]>> {
  %0 = bufferization.to_tensor %m : memref<?xf32, strided<[1]>> to tensor<?xf32>
  %1 = bufferization.to_buffer %0 : tensor<?xf32> to memref<?xf32, strided<[1]>>
  return %1 : memref<?xf32, strided<[1]>>
}

// CHECK-LABEL: func.func @to_buffer_of_tensor_cast(%arg0: tensor<4x6xi8>) -> (memref<?x?xi8>, memref<*xi8>, memref<?x6xi8, strided<[?, 1]>, 1>) {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 read_only : tensor<4x6xi8> to memref<4x6xi8>
// CHECK-NEXT: %cast = memref.cast %0 : memref<4x6xi8> to memref<?x?xi8>
// CHECK-NEXT: %1 = bufferization.to_buffer %arg0 read_only : tensor<4x6xi8> to memref<4x6xi8>
// CHECK-NEXT: %cast_0 = memref.cast %1 : memref<4x6xi8> to memref<*xi8>
// CHECK-NEXT: %2 = bufferization.to_buffer %arg0 : tensor<4x6xi8> to memref<4x6xi8, strided<[?, 1]>, 1>
// CHECK-NEXT: %cast_1 = memref.cast %2 : memref<4x6xi8, strided<[?, 1]>, 1> to memref<?x6xi8, strided<[?, 1]>, 1>
// CHECK-NEXT: return %cast, %cast_0, %cast_1 : memref<?x?xi8>, memref<*xi8>, memref<?x6xi8, strided<[?, 1]>, 1>
// CHECK-NEXT: }
func.func @to_buffer_of_tensor_cast(%t: tensor<4x6xi8>) -> (memref<?x?xi8>, memref<*xi8>, memref<?x6xi8, strided<[?, 1]>, 1>) {
  %0 = tensor.cast %t : tensor<4x6xi8> to tensor<?x?xi8>
  %1 = bufferization.to_buffer %0 read_only : tensor<?x?xi8> to memref<?x?xi8>
  %2 = tensor.cast %t : tensor<4x6xi8> to tensor<*xi8>
  %3 = bufferization.to_buffer %2 read_only : tensor<*xi8> to memref<*xi8>
  %4 = tensor.cast %t : tensor<4x6xi8> to tensor<?x6xi8>
  %5 = bufferization.to_buffer %4 : tensor<?x6xi8> to memref<?x6xi8, strided<[?, 1]>, 1>
  return %1, %3, %5 : memref<?x?xi8>, memref<*xi8>, memref<?x6xi8, strided<[?, 1]>, 1>
}

// CHECK-LABEL: func.func @to_buffer_cast_then_copy(%arg0: memref<4x?xf32, 3>) -> memref<?x?xf32> {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c1 : memref<4x?xf32, 3>
// CHECK-NEXT: %alloc = memref.alloc(%dim) : memref<4x?xf32>
// CHECK-NEXT: memref.copy %arg0, %alloc : memref<4x?xf32, 3> to memref<4x?xf32>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<4x?xf32> to memref<?x?xf32>
// CHECK-NEXT: return %cast : memref<?x?xf32>
// CHECK-NEXT: }
func.func @to_buffer_cast_then_copy(%m: memref<4x?xf32, 3>) -> memref<?x?xf32> {
  %t = bufferization.to_tensor %m : memref<4x?xf32, 3> to tensor<4x?xf32>
  %c = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
  %b = bufferization.to_buffer %c : tensor<?x?xf32> to memref<?x?xf32>
  return %b : memref<?x?xf32>
}

// CHECK-LABEL: func.func @dims(%arg0: tensor<?xf32>, %arg1: memref<?xf32>, %arg2: index) -> (index, index, index, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = bufferization.alloc_tensor(%arg2) : tensor<?xf32>
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?xf32>
// CHECK-NEXT: %1 = bufferization.alloc_tensor() copy(%arg0) : tensor<?xf32>
// CHECK-NEXT: %dim_0 = tensor.dim %arg0, %c0 : tensor<?xf32>
// CHECK-NEXT: %dim_1 = memref.dim %arg1, %arg2 : memref<?xf32>
// CHECK-NEXT: "test.use"(%1) : (tensor<?xf32>) -> ()
// CHECK-NEXT: return %arg2, %dim, %dim_0, %dim_1 : index, index, index, index
// CHECK-NEXT: }
func.func @dims(%t: tensor<?xf32>, %m: memref<?xf32>, %sz: index) -> (index, index, index, index) {
  %c0 = arith.constant 0 : index
  %0 = bufferization.alloc_tensor(%sz) : tensor<?xf32>
  %d0 = tensor.dim %0, %c0 : tensor<?xf32>
  %2 = bufferization.to_buffer %t : tensor<?xf32> to memref<?xf32>
  %d1 = memref.dim %2, %c0 : memref<?xf32>
  %3 = bufferization.alloc_tensor() copy(%t) : tensor<?xf32>
  %d2 = tensor.dim %3, %c0 : tensor<?xf32>
  %1 = bufferization.to_tensor %m : memref<?xf32> to tensor<?xf32>
  %d3 = tensor.dim %1, %sz : tensor<?xf32>
  "test.use"(%3) : (tensor<?xf32>) -> ()
  return %d0, %d1, %d2, %d3 : index, index, index, index
}

// CHECK-LABEL: func.func @dim_of_alloc_tensor_kept(%arg0: index) -> (index, index, index) {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %0 = bufferization.alloc_tensor(%arg0) : tensor<3x?xf32>
// CHECK-NEXT: %dim = tensor.dim %0, %c5 : tensor<3x?xf32>
// CHECK-NEXT: %dim_0 = tensor.dim %0, %c-1 : tensor<3x?xf32>
// CHECK-NEXT: "test.use"(%0) : (tensor<3x?xf32>) -> ()
// CHECK-NEXT: return %dim, %dim_0, %c3 : index, index, index
// CHECK-NEXT: }
func.func @dim_of_alloc_tensor_kept(%sz: index) -> (index, index, index) {
  %c5 = arith.constant 5 : index
  %cm = arith.constant -1 : index
  %c0 = arith.constant 0 : index
  %0 = bufferization.alloc_tensor(%sz) : tensor<3x?xf32>
  %1 = tensor.dim %0, %c5 : tensor<3x?xf32>
  %2 = tensor.dim %0, %cm : tensor<3x?xf32>
  %3 = tensor.dim %0, %c0 : tensor<3x?xf32>
  "test.use"(%0) : (tensor<3x?xf32>) -> ()
  return %1, %2, %3 : index, index, index
}

// CHECK-LABEL: func.func @load_of_to_buffer(%arg0: tensor<?xf32>, %arg1: index) -> (f32, f32) {
// CHECK-NEXT: %extracted = tensor.extract %arg0[%arg1] : tensor<?xf32>
// CHECK-NEXT: %extracted_0 = tensor.extract %arg0[%arg1] : tensor<?xf32>
// CHECK-NEXT: return %extracted, %extracted_0 : f32, f32
// CHECK-NEXT: }
func.func @load_of_to_buffer(%t: tensor<?xf32>, %i: index) -> (f32, f32) {
  %0 = bufferization.to_buffer %t read_only : tensor<?xf32> to memref<?xf32>
  %1 = memref.load %0[%i] {nontemporal = true} : memref<?xf32>
  %2 = bufferization.to_buffer %t : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
  %3 = memref.load %2[%i] : memref<?xf32, strided<[?], offset: ?>>
  return %1, %3 : f32, f32
}

// CHECK-LABEL: func.func @alloc_tensor_static_sizes(%arg0: index) -> (tensor<4x5x?xf32>, tensor<?x?xf32>, tensor<?xf32>) {
// CHECK-NEXT: %c-3 = arith.constant -3 : index
// CHECK-NEXT: %0 = bufferization.alloc_tensor() : tensor<4x5x6xf32>
// CHECK-NEXT: %cast = tensor.cast %0 : tensor<4x5x6xf32> to tensor<4x5x?xf32>
// CHECK-NEXT: %1 = bufferization.alloc_tensor(%c-3) : tensor<?x4xf32>
// CHECK-NEXT: %cast_0 = tensor.cast %1 : tensor<?x4xf32> to tensor<?x?xf32>
// CHECK-NEXT: %2 = bufferization.alloc_tensor() : tensor<4xf32>
// CHECK-NEXT: %cast_1 = tensor.cast %2 : tensor<4xf32> to tensor<?xf32>
// CHECK-NEXT: return %cast, %cast_0, %cast_1 : tensor<4x5x?xf32>, tensor<?x?xf32>, tensor<?xf32>
// CHECK-NEXT: }
func.func @alloc_tensor_static_sizes(%sz: index) -> (tensor<4x5x?xf32>, tensor<?x?xf32>, tensor<?xf32>) {
  %c6 = arith.constant 6 : index
  %c-3 = arith.constant -3 : index
  %c4 = arith.constant 4 : index
  %0 = bufferization.alloc_tensor(%c6) : tensor<4x5x?xf32>
  %1 = bufferization.alloc_tensor(%c-3, %c4) {memory_space = 1 : i64} : tensor<?x?xf32>
  %2 = bufferization.alloc_tensor(%c4) size_hint=%sz {foo = 1} : tensor<?xf32>
  return %0, %1, %2 : tensor<4x5x?xf32>, tensor<?x?xf32>, tensor<?xf32>
}

// CHECK-LABEL: func.func @alloc_tensor_index_constants() -> tensor<?x?x?xf16> {
// CHECK-NEXT: %idx-3 = index.constant -3
// CHECK-NEXT: %0 = bufferization.alloc_tensor(%idx-3) : tensor<10x?x27xf16>
// CHECK-NEXT: %cast = tensor.cast %0 : tensor<10x?x27xf16> to tensor<?x?x?xf16>
// CHECK-NEXT: return %cast : tensor<?x?x?xf16>
// CHECK-NEXT: }
func.func @alloc_tensor_index_constants() -> tensor<?x?x?xf16> {
  %idx27 = index.constant 27
  %idx-3 = index.constant -3
  %c10 = arith.constant 10 : index
  %0 = bufferization.alloc_tensor(%c10, %idx-3, %idx27) : tensor<?x?x?xf16>
  return %0 : tensor<?x?x?xf16>
}

// CHECK-LABEL: func.func @dead_ops(%arg0: tensor<?xf32>, %arg1: memref<?xf32>, %arg2: index) {
// CHECK-NEXT: %0 = bufferization.alloc_tensor(%arg2) : tensor<?xf32>
// CHECK-NEXT: bufferization.materialize_in_destination %arg0 in writable %arg1 : (tensor<?xf32>, memref<?xf32>) -> ()
// CHECK-NEXT: bufferization.dealloc_tensor %arg0 : tensor<?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @dead_ops(%t: tensor<?xf32>, %m: memref<?xf32>, %sz: index) {
  %0 = bufferization.alloc_tensor(%sz) : tensor<?xf32>
  %1 = bufferization.to_tensor %m restrict writable : memref<?xf32> to tensor<?xf32>
  %2 = bufferization.to_buffer %t : tensor<?xf32> to memref<?xf32>
  %3 = bufferization.materialize_in_destination %t in %t : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  bufferization.materialize_in_destination %t in writable %m : (tensor<?xf32>, memref<?xf32>) -> ()
  bufferization.dealloc_tensor %t : tensor<?xf32>
  %4 = bufferization.clone %m : memref<?xf32> to memref<?xf32>
  return
}
