// Verifier and parser messages of affine.prefetch, affine.vector_load,
// affine.vector_store, affine.dma_start, affine.dma_wait,
// affine.linearize_index and affine.delinearize_index, as MLIR 22 words
// and places them.
// RUN: rmlir-opt %s -split-input-file -verify-diagnostics

func.func @prefetch_locality(%A: memref<100x100xf32>, %i: index) {
  // expected-error@+1 {{'affine.prefetch' op attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3}}
  affine.prefetch %A[%i, %i], read, locality<4>, data : memref<100x100xf32>
  return
}

// -----

func.func @prefetch_rw(%A: memref<100x100xf32>, %i: index) {
  // expected-error@+1 {{custom op 'affine.prefetch' rw specifier has to be 'read' or 'write'}}
  affine.prefetch %A[%i, %i], rd, locality<3>, data : memref<100x100xf32>
  return
}

// -----

func.func @prefetch_cache(%A: memref<100x100xf32>, %i: index) {
  // expected-error@+1 {{custom op 'affine.prefetch' cache type has to be 'data' or 'instr'}}
  affine.prefetch %A[%i, %i], read, locality<3>, dat : memref<100x100xf32>
  return
}

// -----

func.func @prefetch_rank(%A: memref<100x100xf32>, %i: index) {
  // expected-error@+1 {{'affine.prefetch' op affine.prefetch affine map num results must equal memref rank}}
  "affine.prefetch"(%A, %i, %i) <{isDataCache = true, isWrite = false, localityHint = 3 : i32, map = affine_map<(d0, d1) -> (d0)>}> : (memref<100x100xf32>, index, index) -> ()
  return
}

// -----

func.func @prefetch_operands(%A: memref<100x100xf32>, %i: index) {
  // expected-error@+1 {{'affine.prefetch' op too few operands}}
  "affine.prefetch"(%A, %i) <{isDataCache = true, isWrite = false, localityHint = 3 : i32, map = affine_map<(d0, d1) -> (d0, d1)>}> : (memref<100x100xf32>, index) -> ()
  return
}

// -----

func.func @prefetch_missing(%A: memref<100x100xf32>, %i: index) {
  // expected-error@+1 {{'affine.prefetch' op requires attribute 'isDataCache'}}
  "affine.prefetch"(%A, %i, %i) <{isWrite = false, localityHint = 3 : i32, map = affine_map<(d0, d1) -> (d0, d1)>}> : (memref<100x100xf32>, index, index) -> ()
  return
}

// -----

func.func @prefetch_index(%A: memref<100x100xf32>, %i: index) {
  affine.for %k = 0 to 10 {
    %x = arith.index_cast %k : index to i64
    %y = arith.index_cast %x : i64 to index
    // expected-error@+1 {{'affine.prefetch' op index must be a valid dimension or symbol identifier}}
    affine.prefetch %A[%y, %i], read, locality<3>, data : memref<100x100xf32>
  }
  return
}

// -----

func.func @prefetch_tensor(%A: tensor<100x100xf32>, %i: index) {
  // expected-error@+1 {{'affine.prefetch' op operand #0 must be memref of any type values, but got 'tensor<100x100xf32>'}}
  "affine.prefetch"(%A, %i, %i) <{isDataCache = true, isWrite = false, localityHint = 3 : i32, map = affine_map<(d0, d1) -> (d0, d1)>}> : (tensor<100x100xf32>, index, index) -> ()
  return
}

// -----

func.func @vector_load_elem(%A: memref<100x100xf32>, %i: index) {
  // expected-error@+1 {{'affine.vector_load' op requires memref and vector types of the same elemental type}}
  %v = affine.vector_load %A[%i, %i] : memref<100x100xf32>, vector<8xi32>
  return
}

// -----

func.func @vector_load_rank0(%A: memref<100x100xf32>, %i: index) {
  // expected-error@+1 {{'affine.vector_load' op result #0 must be vector of any type values, but got 'vector<f32>'}}
  %v = affine.vector_load %A[%i, %i] : memref<100x100xf32>, vector<f32>
  return
}

// -----

func.func @vector_load_type(%A: memref<100x100xf32>, %i: index) {
  // expected-error@+1 {{custom op 'affine.vector_load' invalid kind of type specified: expected builtin.vector, but found 'f32'}}
  %v = affine.vector_load %A[%i, %i] : memref<100x100xf32>, f32
  return
}

// -----

func.func @vector_load_map(%A: memref<100x100xf32>, %i: index) {
  // expected-error@+1 {{'affine.vector_load' op requires attribute 'map'}}
  %v = "affine.vector_load"(%A, %i, %i) : (memref<100x100xf32>, index, index) -> vector<4xf32>
  return
}

// -----

func.func @vector_store_elem(%A: memref<100x100xf32>, %i: index, %v: vector<8xi32>) {
  // expected-error@+1 {{'affine.vector_store' op requires memref and vector types of the same elemental type}}
  affine.vector_store %v, %A[%i, %i] : memref<100x100xf32>, vector<8xi32>
  return
}

// -----

func.func @vector_store_rank(%A: memref<100x100xf32>, %i: index, %v: vector<8xf32>) {
  // expected-error@+1 {{'affine.vector_store' op affine map num results must equal memref rank}}
  affine.vector_store %v, %A[%i] : memref<100x100xf32>, vector<8xf32>
  return
}

// -----

func.func @dma_strides(%A: memref<100xf32>, %B: memref<100xf32, 2>, %T: memref<1xi32>, %i: index) {
  // expected-error@+1 {{custom op 'affine.dma_start' expected two stride related operands}}
  affine.dma_start %A[%i], %B[%i], %T[0], %i, %i : memref<100xf32>, memref<100xf32, 2>, memref<1xi32>
  return
}

// -----

func.func @dma_types(%A: memref<100xf32>, %B: memref<100xf32, 2>, %T: memref<1xi32>, %i: index) {
  // expected-error@+1 {{custom op 'affine.dma_start' expected three types}}
  affine.dma_start %A[%i], %B[%i], %T[0], %i : memref<100xf32>, memref<100xf32, 2>
  return
}

// -----

func.func @dma_source(%A: tensor<100xf32>, %B: memref<100xf32, 2>, %T: memref<1xi32>, %i: index) {
  // expected-error@+1 {{'affine.dma_start' op expected DMA source to be of memref type}}
  affine.dma_start %A[%i], %B[%i], %T[0], %i : tensor<100xf32>, memref<100xf32, 2>, memref<1xi32>
  return
}

// -----

func.func @dma_dest(%A: memref<100xf32>, %B: tensor<100xf32>, %T: memref<1xi32>, %i: index) {
  // expected-error@+1 {{'affine.dma_start' op expected DMA destination to be of memref type}}
  affine.dma_start %A[%i], %B[%i], %T[0], %i : memref<100xf32>, tensor<100xf32>, memref<1xi32>
  return
}

// -----

func.func @dma_tag(%A: memref<100xf32>, %B: memref<100xf32, 2>, %T: tensor<1xi32>, %i: index) {
  // expected-error@+1 {{'affine.dma_start' op expected DMA tag to be of memref type}}
  affine.dma_start %A[%i], %B[%i], %T[0], %i : memref<100xf32>, memref<100xf32, 2>, tensor<1xi32>
  return
}

// -----

func.func @dma_src_index(%A: memref<100xf32>, %B: memref<100xf32, 2>, %T: memref<1xi32>, %i: index) {
  affine.for %k = 0 to 10 {
    %x = arith.index_cast %k : index to i64
    %y = arith.index_cast %x : i64 to index
    // expected-error@+1 {{'affine.dma_start' op src index must be a valid dimension or symbol identifier}}
    affine.dma_start %A[%y], %B[%i], %T[0], %i : memref<100xf32>, memref<100xf32, 2>, memref<1xi32>
  }
  return
}

// -----

func.func @dma_tag_index(%A: memref<100xf32>, %B: memref<100xf32, 2>, %T: memref<1xi32>, %i: index) {
  affine.for %k = 0 to 10 {
    %x = arith.index_cast %k : index to i64
    %y = arith.index_cast %x : i64 to index
    // expected-error@+1 {{'affine.dma_start' op tag index must be a valid dimension or symbol identifier}}
    affine.dma_start %A[%i], %B[%i], %T[%y], %i : memref<100xf32>, memref<100xf32, 2>, memref<1xi32>
  }
  return
}

// -----

func.func @dma_count(%A: memref<100xf32>, %B: memref<100xf32, 2>, %T: memref<1xi32>, %i: index) {
  // expected-error@+1 {{'affine.dma_start' op incorrect number of operands}}
  "affine.dma_start"(%A, %i, %B, %i, %T, %i, %i) {dst_map = affine_map<(d0) -> (d0)>, src_map = affine_map<(d0) -> (d0)>, tag_map = affine_map<() -> (0)>} : (memref<100xf32>, index, memref<100xf32, 2>, index, memref<1xi32>, index, index) -> ()
  return
}

// -----

func.func @dma_wait_type(%T: tensor<1xi32>, %i: index) {
  // expected-error@+1 {{custom op 'affine.dma_wait' expected tag to be of memref type}}
  affine.dma_wait %T[0], %i : tensor<1xi32>
  return
}

// -----

func.func @dma_wait_index(%T: memref<1xi32>, %i: index) {
  affine.for %k = 0 to 10 {
    %x = arith.index_cast %k : index to i64
    %y = arith.index_cast %x : i64 to index
    // expected-error@+1 {{'affine.dma_wait' op index must be a valid dimension or symbol identifier}}
    affine.dma_wait %T[%y], %i : memref<1xi32>
  }
  return
}

// -----

func.func @delinearize_results(%a: index) {
  // expected-error@+1 {{'affine.delinearize_index' op should return an index for each basis element and up to one extra index}}
  %0:3 = affine.delinearize_index %a into (4) : index, index, index
  return
}

// -----

func.func @delinearize_positive(%a: index) {
  // expected-error@+1 {{'affine.delinearize_index' op no basis element may be statically non-positive}}
  %0:2 = affine.delinearize_index %a into (0, 4) : index, index
  return
}

// -----

func.func @delinearize_dynamic(%a: index) {
  // expected-error@+1 {{'affine.delinearize_index' op mismatch between dynamic and static basis (kDynamic marker but no corresponding dynamic basis entry) -- this can only happen due to an incorrect fold/rewrite}}
  %0:2 = "affine.delinearize_index"(%a) <{static_basis = array<i64: -9223372036854775808, 8>}> : (index) -> (index, index)
  return
}

// -----

func.func @linearize_count(%a: index) {
  // expected-error@+1 {{'affine.linearize_index' op should be passed a basis element for each index except possibly the first}}
  %0 = affine.linearize_index [%a, %a, %a] by (4) : index
  return
}

// -----

func.func @linearize_dynamic(%a: index) {
  // expected-error@+1 {{'affine.linearize_index' op mismatch between dynamic and static basis (kDynamic marker but no corresponding dynamic basis entry) -- this can only happen due to an incorrect fold/rewrite}}
  %0 = "affine.linearize_index"(%a, %a) <{operandSegmentSizes = array<i32: 2, 0>, static_basis = array<i64: -9223372036854775808, 8>}> : (index, index) -> index
  return
}
