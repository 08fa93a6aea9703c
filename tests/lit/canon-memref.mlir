// memref folders and canonicalization patterns (MemRefOps.cpp of MLIR 22):
// memref.cast folded into its users, dim/rank of known shapes, constant
// sizes moved into alloc/alloca/view/subview types, dead allocations,
// trivial copies and subviews.
// RUN: rmlir-opt %s -allow-unregistered-dialect -canonicalize | FileCheck %s --match-full-lines
// RUN: rmlir-opt %s -allow-unregistered-dialect -canonicalize --emit-bytecode | rmlir-opt -allow-unregistered-dialect | FileCheck %s --match-full-lines

// CHECK-LABEL: func.func @cast_into_load_store(%arg0: memref<4xf32>, %arg1: index, %arg2: f32) -> f32 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: memref.store %arg2, %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @cast_into_load_store(%m: memref<4xf32>, %i: index, %v: f32) -> f32 {
  %0 = memref.cast %m : memref<4xf32> to memref<?xf32>
  %1 = memref.load %0[%i] : memref<?xf32>
  memref.store %v, %0[%i] : memref<?xf32>
  return %1 : f32
}

// CHECK-LABEL: func.func @cast_from_unranked_kept(%arg0: memref<*xf32>, %arg1: index) -> f32 {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<*xf32> to memref<?xf32>
// CHECK-NEXT: %0 = memref.load %cast[%arg1] : memref<?xf32>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @cast_from_unranked_kept(%m: memref<*xf32>, %i: index) -> f32 {
  %0 = memref.cast %m : memref<*xf32> to memref<?xf32>
  %1 = memref.load %0[%i] : memref<?xf32>
  return %1 : f32
}

// CHECK-LABEL: func.func @cast_of_cast(%arg0: memref<4xf32>) -> memref<*xf32> {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<4xf32> to memref<*xf32>
// CHECK-NEXT: return %cast : memref<*xf32>
// CHECK-NEXT: }
func.func @cast_of_cast(%m: memref<4xf32>) -> memref<*xf32> {
  %0 = memref.cast %m : memref<4xf32> to memref<?xf32>
  %1 = memref.cast %0 : memref<?xf32> to memref<*xf32>
  return %1 : memref<*xf32>
}

// CHECK-LABEL: func.func @identity_cast(%arg0: memref<4xf32>) -> memref<4xf32> {
// CHECK-NEXT: return %arg0 : memref<4xf32>
// CHECK-NEXT: }
func.func @identity_cast(%m: memref<4xf32>) -> memref<4xf32> {
  %0 = memref.cast %m : memref<4xf32> to memref<4xf32>
  return %0 : memref<4xf32>
}

// CHECK-LABEL: func.func @cast_dealloc(%arg0: memref<4xf32>) {
// CHECK-NEXT: memref.dealloc %arg0 : memref<4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @cast_dealloc(%m: memref<4xf32>) {
  %0 = memref.cast %m : memref<4xf32> to memref<?xf32>
  memref.dealloc %0 : memref<?xf32>
  return
}

// CHECK-LABEL: func.func @dim_static(%arg0: memref<4x?xf32>) -> (index, index) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c1 : memref<4x?xf32>
// CHECK-NEXT: return %c4, %dim : index, index
// CHECK-NEXT: }
func.func @dim_static(%m: memref<4x?xf32>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = memref.dim %m, %c0 : memref<4x?xf32>
  %1 = memref.dim %m, %c1 : memref<4x?xf32>
  return %0, %1 : index, index
}

// CHECK-LABEL: func.func @dim_out_of_range(%arg0: memref<4xf32>) -> index {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c3 : memref<4xf32>
// CHECK-NEXT: return %dim : index
// CHECK-NEXT: }
func.func @dim_out_of_range(%m: memref<4xf32>) -> index {
  %c3 = arith.constant 3 : index
  %0 = memref.dim %m, %c3 : memref<4xf32>
  return %0 : index
}

// CHECK-LABEL: func.func @dim_unranked(%arg0: memref<*xf32>) -> index {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<*xf32>
// CHECK-NEXT: return %dim : index
// CHECK-NEXT: }
func.func @dim_unranked(%m: memref<*xf32>) -> index {
  %c0 = arith.constant 0 : index
  %0 = memref.dim %m, %c0 : memref<*xf32>
  return %0 : index
}

// CHECK-LABEL: func.func @dim_of_alloc(%arg0: index, %arg1: index) -> (index, index) {
// CHECK-NEXT: %alloc = memref.alloc(%arg0, %arg1) : memref<?x4x?xf32>
// CHECK-NEXT: "test.use"(%alloc) : (memref<?x4x?xf32>) -> ()
// CHECK-NEXT: return %arg0, %arg1 : index, index
// CHECK-NEXT: }
func.func @dim_of_alloc(%a: index, %b: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %m = memref.alloc(%a, %b) : memref<?x4x?xf32>
  %0 = memref.dim %m, %c0 : memref<?x4x?xf32>
  %1 = memref.dim %m, %c2 : memref<?x4x?xf32>
  "test.use"(%m) : (memref<?x4x?xf32>) -> ()
  return %0, %1 : index, index
}

// CHECK-LABEL: func.func @dim_of_alloca_and_view(%arg0: index, %arg1: memref<2048xi8>, %arg2: index) -> (index, index) {
// CHECK-NEXT: %alloca = memref.alloca(%arg0) : memref<?xf32>
// CHECK-NEXT: %view = memref.view %arg1[%arg2][%arg0] : memref<2048xi8> to memref<4x?xf32>
// CHECK-NEXT: "test.use"(%alloca, %view) : (memref<?xf32>, memref<4x?xf32>) -> ()
// CHECK-NEXT: return %arg0, %arg0 : index, index
// CHECK-NEXT: }
func.func @dim_of_alloca_and_view(%a: index, %buf: memref<2048xi8>, %s: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloca(%a) : memref<?xf32>
  %0 = memref.dim %m, %c0 : memref<?xf32>
  %v = memref.view %buf[%s][%a] : memref<2048xi8> to memref<4x?xf32>
  %1 = memref.dim %v, %c1 : memref<4x?xf32>
  "test.use"(%m, %v) : (memref<?xf32>, memref<4x?xf32>) -> ()
  return %0, %1 : index, index
}

// CHECK-LABEL: func.func @dim_of_subview(%arg0: memref<8x8xf32>, %arg1: index, %arg2: index) -> index {
// CHECK-NEXT: return %arg2 : index
// CHECK-NEXT: }
func.func @dim_of_subview(%m: memref<8x8xf32>, %o: index, %s: index) -> index {
  %c1 = arith.constant 1 : index
  %v = memref.subview %m[0, %o] [1, %s] [1, 1] : memref<8x8xf32> to memref<?xf32, strided<[1], offset: ?>>
  %c0 = arith.constant 0 : index
  %0 = memref.dim %v, %c0 : memref<?xf32, strided<[1], offset: ?>>
  return %0 : index
}

// CHECK-LABEL: func.func @dim_of_cast(%arg0: memref<?xf32>) -> index {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?xf32>
// CHECK-NEXT: return %dim : index
// CHECK-NEXT: }
func.func @dim_of_cast(%m: memref<?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %0 = memref.cast %m : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
  %1 = memref.dim %0, %c0 : memref<?xf32, strided<[1], offset: ?>>
  return %1 : index
}

// CHECK-LABEL: func.func @rank(%arg0: memref<4x?xf32>, %arg1: memref<*xf32>) -> (index, index) {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %0 = memref.rank %arg1 : memref<*xf32>
// CHECK-NEXT: return %c2, %0 : index, index
// CHECK-NEXT: }
func.func @rank(%a: memref<4x?xf32>, %b: memref<*xf32>) -> (index, index) {
  %0 = memref.rank %a : memref<4x?xf32>
  %1 = memref.rank %b : memref<*xf32>
  return %0, %1 : index, index
}

// CHECK-LABEL: func.func @alloc_const_sizes(%arg0: index) -> memref<?x?x?xf32> {
// CHECK-NEXT: %alloc = memref.alloc(%arg0) {alignment = 16 : i64} : memref<4x?x5xf32>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<4x?x5xf32> to memref<?x?x?xf32>
// CHECK-NEXT: return %cast : memref<?x?x?xf32>
// CHECK-NEXT: }
func.func @alloc_const_sizes(%a: index) -> memref<?x?x?xf32> {
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %0 = memref.alloc(%c4, %a, %c5) {alignment = 16 : i64} : memref<?x?x?xf32>
  return %0 : memref<?x?x?xf32>
}

// CHECK-LABEL: func.func @alloc_negative_size_kept() -> memref<?xf32> {
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %alloc = memref.alloc(%c-1) : memref<?xf32>
// CHECK-NEXT: return %alloc : memref<?xf32>
// CHECK-NEXT: }
func.func @alloc_negative_size_kept() -> memref<?xf32> {
  %c-1 = arith.constant -1 : index
  %0 = memref.alloc(%c-1) : memref<?xf32>
  return %0 : memref<?xf32>
}

// CHECK-LABEL: func.func @alloca_const_sizes() -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloca = memref.alloca() : memref<3xf32>
// CHECK-NEXT: %0 = memref.load %alloca[%c0] : memref<3xf32>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @alloca_const_sizes() -> f32 {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %0 = memref.alloca(%c3) : memref<?xf32>
  %1 = memref.load %0[%c0] : memref<?xf32>
  return %1 : f32
}

// CHECK-LABEL: func.func @dead_alloc(%arg0: f32, %arg1: index) {
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @dead_alloc(%v: f32, %i: index) {
  %0 = memref.alloc() : memref<4xf32>
  memref.store %v, %0[%i] : memref<4xf32>
  memref.dealloc %0 : memref<4xf32>
  %1 = memref.alloca() : memref<4xf32>
  memref.store %v, %1[%i] : memref<4xf32>
  return
}

// CHECK-LABEL: func.func @alloc_used_kept(%arg0: index) -> f32 {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %0 = memref.load %alloc[%arg0] : memref<4xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<4xf32>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @alloc_used_kept(%i: index) -> f32 {
  %0 = memref.alloc() : memref<4xf32>
  %1 = memref.load %0[%i] : memref<4xf32>
  memref.dealloc %0 : memref<4xf32>
  return %1 : f32
}

// CHECK-LABEL: func.func @alloc_stored_as_value_kept(%arg0: memref<1xmemref<4xf32>>, %arg1: index) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.store %alloc, %arg0[%arg1] : memref<1xmemref<4xf32>>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @alloc_stored_as_value_kept(%p: memref<1xmemref<4xf32>>, %i: index) {
  %0 = memref.alloc() : memref<4xf32>
  memref.store %0, %p[%i] : memref<1xmemref<4xf32>>
  return
}

// CHECK-LABEL: func.func @dead_realloc(%arg0: memref<4xf32>) {
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @dead_realloc(%m: memref<4xf32>) {
  %0 = memref.realloc %m : memref<4xf32> to memref<8xf32>
  return
}

// CHECK-LABEL: func.func @copy_folds(%arg0: memref<4xf32>, %arg1: memref<0xf32>, %arg2: memref<0xf32>, %arg3: memref<4xf32>) {
// CHECK-NEXT: memref.copy %arg0, %arg3 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @copy_folds(%a: memref<4xf32>, %b: memref<0xf32>, %c: memref<0xf32>, %d: memref<4xf32>) {
  memref.copy %a, %a : memref<4xf32> to memref<4xf32>
  memref.copy %b, %c : memref<0xf32> to memref<0xf32>
  %0 = memref.cast %a : memref<4xf32> to memref<?xf32>
  memref.copy %0, %d : memref<?xf32> to memref<4xf32>
  return
}

// CHECK-LABEL: func.func @view_const_sizes(%arg0: memref<2048xi8>, %arg1: index) -> (f32, f32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %view = memref.view %arg0[%c8][%arg1] : memref<2048xi8> to memref<3x?xf32>
// CHECK-NEXT: %0 = memref.load %view[%c0, %c0] : memref<3x?xf32>
// CHECK-NEXT: %view_0 = memref.view %arg0[%c8][%arg1] : memref<2048xi8> to memref<?xf32>
// CHECK-NEXT: %1 = memref.load %view_0[%c0] : memref<?xf32>
// CHECK-NEXT: return %0, %1 : f32, f32
// CHECK-NEXT: }
func.func @view_const_sizes(%buf: memref<2048xi8>, %a: index) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c3 = arith.constant 3 : index
  %0 = memref.view %buf[%c8][%c3, %a] : memref<2048xi8> to memref<?x?xf32>
  %1 = memref.load %0[%c0, %c0] : memref<?x?xf32>
  %2 = memref.view %buf[%c8][%a] : memref<2048xi8> to memref<?xf32>
  %3 = memref.load %2[%c0] : memref<?xf32>
  return %1, %3 : f32, f32
}

// CHECK-LABEL: func.func @view_of_cast_of_alloc(%arg0: index, %arg1: index) -> memref<?xf32> {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2048xi8>
// CHECK-NEXT: %view = memref.view %alloc[%arg0][%arg1] : memref<2048xi8> to memref<?xf32>
// CHECK-NEXT: return %view : memref<?xf32>
// CHECK-NEXT: }
func.func @view_of_cast_of_alloc(%s: index, %n: index) -> memref<?xf32> {
  %0 = memref.alloc() : memref<2048xi8>
  %1 = memref.cast %0 : memref<2048xi8> to memref<?xi8>
  %2 = memref.view %1[%s][%n] : memref<?xi8> to memref<?xf32>
  return %2 : memref<?xf32>
}

// CHECK-LABEL: func.func @view_same_type(%arg0: memref<16xi8>, %arg1: index) -> memref<16xi8> {
// CHECK-NEXT: %view = memref.view %arg0[%arg1][] : memref<16xi8> to memref<16xi8>
// CHECK-NEXT: return %view : memref<16xi8>
// CHECK-NEXT: }
func.func @view_same_type(%buf: memref<16xi8>, %s: index) -> memref<16xi8> {
  %0 = memref.view %buf[%s][] : memref<16xi8> to memref<16xi8>
  return %0 : memref<16xi8>
}

// CHECK-LABEL: func.func @subview_const_args(%arg0: memref<8x16xf32>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT: %subview = memref.subview %arg0[1, 2] [4, 4] [1, 2] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 2], offset: 18>>
// CHECK-NEXT: %cast = memref.cast %subview : memref<4x4xf32, strided<[16, 2], offset: 18>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %cast : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: }
func.func @subview_const_args(%m: memref<8x16xf32>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %0 = memref.subview %m[%c1, %c2] [%c4, %c4] [%c1, %c2] : memref<8x16xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

// CHECK-LABEL: func.func @subview_rank_reducing(%arg0: memref<8x16xf32>, %arg1: index) -> memref<?xf32, strided<[1], offset: ?>> {
// CHECK-NEXT: %subview = memref.subview %arg0[%arg1, 0] [1, 4] [1, 1] : memref<8x16xf32> to memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT: %cast = memref.cast %subview : memref<4xf32, strided<[1], offset: ?>> to memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT: return %cast : memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT: }
func.func @subview_rank_reducing(%m: memref<8x16xf32>, %o: index) -> memref<?xf32, strided<[1], offset: ?>> {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %0 = memref.subview %m[%o, 0] [1, %c4] [1, 1] : memref<8x16xf32> to memref<?xf32, strided<[1], offset: ?>>
  return %0 : memref<?xf32, strided<[1], offset: ?>>
}

// CHECK-LABEL: func.func @subview_of_cast(%arg0: memref<16x16xf32>, %arg1: index) -> memref<?x?xf32, strided<[?, 1], offset: ?>> {
// CHECK-NEXT: %subview = memref.subview %arg0[%arg1, %arg1] [%arg1, %arg1] [1, 1] : memref<16x16xf32> to memref<?x?xf32, strided<[16, 1], offset: ?>>
// CHECK-NEXT: %cast = memref.cast %subview : memref<?x?xf32, strided<[16, 1], offset: ?>> to memref<?x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: return %cast : memref<?x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: }
func.func @subview_of_cast(%m: memref<16x16xf32>, %i: index) -> memref<?x?xf32, strided<[?, 1], offset: ?>> {
  %0 = memref.cast %m : memref<16x16xf32> to memref<?x?xf32>
  %1 = memref.subview %0[%i, %i] [%i, %i] [1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  return %1 : memref<?x?xf32, strided<[?, 1], offset: ?>>
}

// CHECK-LABEL: func.func @subview_trivial(%arg0: memref<4x4xf32>) -> memref<4x4xf32, strided<[4, 1]>> {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<4x4xf32> to memref<4x4xf32, strided<[4, 1]>>
// CHECK-NEXT: return %cast : memref<4x4xf32, strided<[4, 1]>>
// CHECK-NEXT: }
func.func @subview_trivial(%m: memref<4x4xf32>) -> memref<4x4xf32, strided<[4, 1]>> {
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<4x4xf32> to memref<4x4xf32, strided<[4, 1]>>
  return %0 : memref<4x4xf32, strided<[4, 1]>>
}

// CHECK-LABEL: func.func @subview_identity(%arg0: memref<4x4xf32>) -> memref<4x4xf32> {
// CHECK-NEXT: return %arg0 : memref<4x4xf32>
// CHECK-NEXT: }
func.func @subview_identity(%m: memref<4x4xf32>) -> memref<4x4xf32> {
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<4x4xf32> to memref<4x4xf32>
  return %0 : memref<4x4xf32>
}

// CHECK-LABEL: func.func @subview_out_of_bounds_kept(%arg0: memref<4xf32>) -> memref<?xf32, strided<[1], offset: ?>> {
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %subview = memref.subview %arg0[2] [%c8] [1] : memref<4xf32> to memref<?xf32, strided<[1], offset: 2>>
// CHECK-NEXT: %cast = memref.cast %subview : memref<?xf32, strided<[1], offset: 2>> to memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT: return %cast : memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT: }
func.func @subview_out_of_bounds_kept(%m: memref<4xf32>) -> memref<?xf32, strided<[1], offset: ?>> {
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %0 = memref.subview %m[%c2] [%c8] [1] : memref<4xf32> to memref<?xf32, strided<[1], offset: ?>>
  return %0 : memref<?xf32, strided<[1], offset: ?>>
}

// CHECK-LABEL: func.func @assume_alignment_twice(%arg0: memref<4xf32>) -> memref<4xf32> {
// CHECK-NEXT: %assume_align = memref.assume_alignment %arg0, 16 : memref<4xf32>
// CHECK-NEXT: %assume_align_0 = memref.assume_alignment %assume_align, 32 : memref<4xf32>
// CHECK-NEXT: return %assume_align_0 : memref<4xf32>
// CHECK-NEXT: }
func.func @assume_alignment_twice(%m: memref<4xf32>) -> memref<4xf32> {
  %0 = memref.assume_alignment %m, 16 : memref<4xf32>
  %1 = memref.assume_alignment %0, 16 : memref<4xf32>
  %2 = memref.assume_alignment %1, 32 : memref<4xf32>
  return %2 : memref<4xf32>
}

// CHECK-LABEL: func.func @memory_space_cast_chain(%arg0: memref<4xf32, 1>) -> memref<4xf32, 3> {
// CHECK-NEXT: %memspacecast = memref.memory_space_cast %arg0 : memref<4xf32, 1> to memref<4xf32, 3>
// CHECK-NEXT: return %memspacecast : memref<4xf32, 3>
// CHECK-NEXT: }
func.func @memory_space_cast_chain(%m: memref<4xf32, 1>) -> memref<4xf32, 3> {
  %0 = memref.memory_space_cast %m : memref<4xf32, 1> to memref<4xf32>
  %1 = memref.memory_space_cast %0 : memref<4xf32> to memref<4xf32, 3>
  return %1 : memref<4xf32, 3>
}

// CHECK-LABEL: func.func @extract_strided_metadata_of_cast(%arg0: memref<4xf32>) -> memref<f32> {
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: return %base_buffer : memref<f32>
// CHECK-NEXT: }
func.func @extract_strided_metadata_of_cast(%m: memref<4xf32>) -> memref<f32> {
  %0 = memref.cast %m : memref<4xf32> to memref<?xf32>
  %base, %offset, %size, %stride = memref.extract_strided_metadata %0 : memref<?xf32> -> memref<f32>, index, index, index
  return %base : memref<f32>
}
