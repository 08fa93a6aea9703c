// The custom forms of affine.prefetch, affine.vector_load,
// affine.vector_store, affine.dma_start, affine.dma_wait,
// affine.linearize_index and affine.delinearize_index round-trip as MLIR 22
// prints them (subscripts of SSA ids and symbols, attribute dictionaries,
// strided DMAs, dynamic and static bases, `disjoint`), and the generic form
// shows their properties (the DMA maps are plain attributes).
// RUN: rmlir-opt %s | FileCheck %s --match-full-lines
// RUN: rmlir-opt %s | rmlir-opt | FileCheck %s --match-full-lines
// RUN: rmlir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC --match-full-lines
// RUN: rmlir-opt --mlir-print-op-generic %s | rmlir-opt | FileCheck %s --match-full-lines
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

// CHECK: module {
// CHECK-NEXT:   func.func @prefetch(%arg0: memref<100x100xf32>, %arg1: index, %arg2: index) {
// CHECK-NEXT:     affine.for %arg3 = 0 to 10 {
// CHECK-NEXT:       affine.prefetch %arg0[%arg3, %arg1 + 5], read, locality<3>, data : memref<100x100xf32>
// CHECK-NEXT:       affine.prefetch %arg0[%arg3 * 2, symbol(%arg2) - 1], write, locality<0>, instr {foo} : memref<100x100xf32>
// CHECK-NEXT:       affine.prefetch %arg0[%arg3, %arg3], read, locality<1>, instr : memref<100x100xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @vector(%arg0: memref<100x100xf32>, %arg1: memref<?xi8, 3>, %arg2: index, %arg3: index) -> vector<4x8xf32> {
// CHECK-NEXT:     %0 = affine.vector_load %arg0[%arg2, %arg3] : memref<100x100xf32>, vector<4x8xf32>
// CHECK-NEXT:     affine.for %arg4 = 0 to 10 {
// CHECK-NEXT:       %1 = affine.vector_load %arg0[%arg4, %arg2 floordiv 4] : memref<100x100xf32>, vector<8xf32>
// CHECK-NEXT:       affine.vector_store %1, %arg0[%arg4 + 1, symbol(%arg3)] {bar = 1 : i64} : memref<100x100xf32>, vector<8xf32>
// CHECK-NEXT:       %2 = affine.vector_load %arg1[%arg4 mod 3] : memref<?xi8, 3>, vector<16xi8>
// CHECK-NEXT:       affine.vector_store %2, %arg1[%arg4] : memref<?xi8, 3>, vector<16xi8>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : vector<4x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dma(%arg0: memref<100x100xf32>, %arg1: memref<100x100xf32, 2>, %arg2: memref<2xi32>, %arg3: memref<1xi32, 4>, %arg4: index, %arg5: index, %arg6: index, %arg7: index) {
// CHECK-NEXT:     affine.for %arg8 = 0 to 10 {
// CHECK-NEXT:       affine.dma_start %arg0[%arg4, %arg8], %arg1[%arg8, %arg5], %arg2[%arg8 mod 2], %arg6 : memref<100x100xf32>, memref<100x100xf32, 2>, memref<2xi32>
// CHECK-NEXT:       affine.dma_start %arg0[%arg4 + 1, symbol(%arg5)], %arg1[%arg8, %arg8], %arg3[0], %arg6, %arg7, %arg6 : memref<100x100xf32>, memref<100x100xf32, 2>, memref<1xi32, 4>
// CHECK-NEXT:       affine.dma_wait %arg2[%arg8 mod 2], %arg6 : memref<2xi32>
// CHECK-NEXT:       affine.dma_wait %arg3[0], %arg7 : memref<1xi32, 4>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @linearize(%arg0: index, %arg1: index, %arg2: index, %arg3: index) -> (index, index, index, index, index, index) {
// CHECK-NEXT:     %0 = affine.linearize_index disjoint [%arg0, %arg1] by (%arg3, 8) : index
// CHECK-NEXT:     %1 = affine.linearize_index [%arg0, %arg1, %arg2] by (4, 8) {foo} : index
// CHECK-NEXT:     %2 = affine.linearize_index [] by () : index
// CHECK-NEXT:     %3:2 = affine.delinearize_index %arg0 into (%arg3, 8) : index, index
// CHECK-NEXT:     %4:3 = affine.delinearize_index %arg1 into (8, 4) : index, index, index
// CHECK-NEXT:     %5 = affine.delinearize_index %arg2 into () : index
// CHECK-NEXT:     return %0, %1, %2, %3#1, %4#2, %5 : index, index, index, index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:

// GENERIC: #map = affine_map<(d0, d1) -> (d0, d1 + 5)>
// GENERIC-NEXT: #map1 = affine_map<(d0)[s0] -> (d0 * 2, s0 - 1)>
// GENERIC-NEXT: #map2 = affine_map<(d0) -> (d0, d0)>
// GENERIC-NEXT: #map3 = affine_map<() -> (0)>
// GENERIC-NEXT: #map4 = affine_map<() -> (10)>
// GENERIC-NEXT: #map5 = affine_map<(d0, d1) -> (d0, d1)>
// GENERIC-NEXT: #map6 = affine_map<(d0, d1) -> (d0, d1 floordiv 4)>
// GENERIC-NEXT: #map7 = affine_map<(d0)[s0] -> (d0 + 1, s0)>
// GENERIC-NEXT: #map8 = affine_map<(d0) -> (d0 mod 3)>
// GENERIC-NEXT: #map9 = affine_map<(d0) -> (d0)>
// GENERIC-NEXT: #map10 = affine_map<(d0) -> (d0 mod 2)>
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = (memref<100x100xf32>, index, index) -> (), sym_name = "prefetch"}> ({
// GENERIC-NEXT:   ^bb0(%arg18: memref<100x100xf32>, %arg19: index, %arg20: index):
// GENERIC-NEXT:     "affine.for"() <{lowerBoundMap = #map3, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map4}> ({
// GENERIC-NEXT:     ^bb0(%arg21: index):
// GENERIC-NEXT:       "affine.prefetch"(%arg18, %arg21, %arg19) <{isDataCache = true, isWrite = false, localityHint = 3 : i32, map = #map}> : (memref<100x100xf32>, index, index) -> ()
// GENERIC-NEXT:       "affine.prefetch"(%arg18, %arg21, %arg20) <{isDataCache = false, isWrite = true, localityHint = 0 : i32, map = #map1}> {foo} : (memref<100x100xf32>, index, index) -> ()
// GENERIC-NEXT:       "affine.prefetch"(%arg18, %arg21) <{isDataCache = false, isWrite = false, localityHint = 1 : i32, map = #map2}> : (memref<100x100xf32>, index) -> ()
// GENERIC-NEXT:       "affine.yield"() : () -> ()
// GENERIC-NEXT:     }) : () -> ()
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (memref<100x100xf32>, memref<?xi8, 3>, index, index) -> vector<4x8xf32>, sym_name = "vector"}> ({
// GENERIC-NEXT:   ^bb0(%arg13: memref<100x100xf32>, %arg14: memref<?xi8, 3>, %arg15: index, %arg16: index):
// GENERIC-NEXT:     %6 = "affine.vector_load"(%arg13, %arg15, %arg16) <{map = #map5}> : (memref<100x100xf32>, index, index) -> vector<4x8xf32>
// GENERIC-NEXT:     "affine.for"() <{lowerBoundMap = #map3, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map4}> ({
// GENERIC-NEXT:     ^bb0(%arg17: index):
// GENERIC-NEXT:       %7 = "affine.vector_load"(%arg13, %arg17, %arg15) <{map = #map6}> : (memref<100x100xf32>, index, index) -> vector<8xf32>
// GENERIC-NEXT:       "affine.vector_store"(%7, %arg13, %arg17, %arg16) <{map = #map7}> {bar = 1 : i64} : (vector<8xf32>, memref<100x100xf32>, index, index) -> ()
// GENERIC-NEXT:       %8 = "affine.vector_load"(%arg14, %arg17) <{map = #map8}> : (memref<?xi8, 3>, index) -> vector<16xi8>
// GENERIC-NEXT:       "affine.vector_store"(%8, %arg14, %arg17) <{map = #map9}> : (vector<16xi8>, memref<?xi8, 3>, index) -> ()
// GENERIC-NEXT:       "affine.yield"() : () -> ()
// GENERIC-NEXT:     }) : () -> ()
// GENERIC-NEXT:     "func.return"(%6) : (vector<4x8xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (memref<100x100xf32>, memref<100x100xf32, 2>, memref<2xi32>, memref<1xi32, 4>, index, index, index, index) -> (), sym_name = "dma"}> ({
// GENERIC-NEXT:   ^bb0(%arg4: memref<100x100xf32>, %arg5: memref<100x100xf32, 2>, %arg6: memref<2xi32>, %arg7: memref<1xi32, 4>, %arg8: index, %arg9: index, %arg10: index, %arg11: index):
// GENERIC-NEXT:     "affine.for"() <{lowerBoundMap = #map3, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map4}> ({
// GENERIC-NEXT:     ^bb0(%arg12: index):
// GENERIC-NEXT:       "affine.dma_start"(%arg4, %arg8, %arg12, %arg5, %arg12, %arg9, %arg6, %arg12, %arg10) {dst_map = #map5, src_map = #map5, tag_map = #map10} : (memref<100x100xf32>, index, index, memref<100x100xf32, 2>, index, index, memref<2xi32>, index, index) -> ()
// GENERIC-NEXT:       "affine.dma_start"(%arg4, %arg8, %arg9, %arg5, %arg12, %arg7, %arg10, %arg11, %arg10) {dst_map = #map2, src_map = #map7, tag_map = #map3} : (memref<100x100xf32>, index, index, memref<100x100xf32, 2>, index, memref<1xi32, 4>, index, index, index) -> ()
// GENERIC-NEXT:       "affine.dma_wait"(%arg6, %arg12, %arg10) {tag_map = #map10} : (memref<2xi32>, index, index) -> ()
// GENERIC-NEXT:       "affine.dma_wait"(%arg7, %arg11) {tag_map = #map3} : (memref<1xi32, 4>, index) -> ()
// GENERIC-NEXT:       "affine.yield"() : () -> ()
// GENERIC-NEXT:     }) : () -> ()
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (index, index, index, index) -> (index, index, index, index, index, index), sym_name = "linearize"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: index, %arg1: index, %arg2: index, %arg3: index):
// GENERIC-NEXT:     %0 = "affine.linearize_index"(%arg0, %arg1, %arg3) <{disjoint, operandSegmentSizes = array<i32: 2, 1>, static_basis = array<i64: -9223372036854775808, 8>}> : (index, index, index) -> index
// GENERIC-NEXT:     %1 = "affine.linearize_index"(%arg0, %arg1, %arg2) <{disjoint = false, operandSegmentSizes = array<i32: 3, 0>, static_basis = array<i64: 4, 8>}> {foo} : (index, index, index) -> index
// GENERIC-NEXT:     %2 = "affine.linearize_index"() <{disjoint = false, operandSegmentSizes = array<i32: 0, 0>, static_basis = array<i64>}> : () -> index
// GENERIC-NEXT:     %3:2 = "affine.delinearize_index"(%arg0, %arg3) <{static_basis = array<i64: -9223372036854775808, 8>}> : (index, index) -> (index, index)
// GENERIC-NEXT:     %4:3 = "affine.delinearize_index"(%arg1) <{static_basis = array<i64: 8, 4>}> : (index) -> (index, index, index)
// GENERIC-NEXT:     %5 = "affine.delinearize_index"(%arg2) <{static_basis = array<i64>}> : (index) -> index
// GENERIC-NEXT:     "func.return"(%0, %1, %2, %3#1, %4#2, %5) : (index, index, index, index, index, index) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-EMPTY:
