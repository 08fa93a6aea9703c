// affine.prefetch, affine.vector_load / affine.vector_store,
// affine.dma_start / affine.dma_wait and affine.linearize_index /
// affine.delinearize_index in their custom forms (subscripts of SSA ids,
// symbols, attribute dictionaries, strided DMAs, dynamic and static bases).
#map = affine_map<(d0, d1) -> (d0 + 1, d1 * 2)>

func.func @prefetch(%A: memref<100x100xf32>, %i: index, %n: index) {
  affine.for %k = 0 to 10 {
    affine.prefetch %A[%k, %i + 5], read, locality<3>, data : memref<100x100xf32>
    affine.prefetch %A[%k * 2, symbol(%n) - 1], write, locality<0>, instr {foo} : memref<100x100xf32>
    affine.prefetch %A[%k, %k], read, locality<1>, instr : memref<100x100xf32>
  }
  return
}

func.func @vector(%A: memref<100x100xf32>, %B: memref<?xi8, 3>, %i: index, %n: index) -> vector<4x8xf32> {
  %z = affine.vector_load %A[%i, %n] : memref<100x100xf32>, vector<4x8xf32>
  affine.for %k = 0 to 10 {
    %v = affine.vector_load %A[%k, %i floordiv 4] : memref<100x100xf32>, vector<8xf32>
    affine.vector_store %v, %A[%k + 1, symbol(%n)] {bar = 1} : memref<100x100xf32>, vector<8xf32>
    %w = affine.vector_load %B[%k mod 3] : memref<?xi8, 3>, vector<16xi8>
    affine.vector_store %w, %B[%k] : memref<?xi8, 3>, vector<16xi8>
  }
  return %z : vector<4x8xf32>
}

func.func @dma(%A: memref<100x100xf32>, %B: memref<100x100xf32, 2>, %T: memref<2xi32>, %S: memref<1xi32, 4>, %i: index, %n: index, %s: index, %e: index) {
  affine.for %k = 0 to 10 {
    affine.dma_start %A[%i, %k], %B[%k, %n], %T[%k mod 2], %s : memref<100x100xf32>, memref<100x100xf32, 2>, memref<2xi32>
    affine.dma_start %A[%i + 1, symbol(%n)], %B[%k, %k], %S[0], %s, %e, %s : memref<100x100xf32>, memref<100x100xf32, 2>, memref<1xi32, 4>
    affine.dma_wait %T[%k mod 2], %s : memref<2xi32>
    affine.dma_wait %S[0], %e : memref<1xi32, 4>
  }
  return
}

func.func @linearize(%a: index, %b: index, %c: index, %n: index) -> (index, index, index, index, index, index) {
  %0 = affine.linearize_index disjoint [%a, %b] by (%n, 8) : index
  %1 = affine.linearize_index [%a, %b, %c] by (4, 8) {foo} : index
  %2 = affine.linearize_index [] by () : index
  %3:2 = affine.delinearize_index %a into (%n, 8) : index, index
  %4:3 = affine.delinearize_index %b into (8, 4) : index, index, index
  %5 = affine.delinearize_index %c into () : index
  return %0, %1, %2, %3#1, %4#2, %5 : index, index, index, index, index, index
}
