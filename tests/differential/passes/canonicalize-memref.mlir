// PIPELINE: builtin.module(func.func(canonicalize))
// PIPELINE: builtin.module(canonicalize{top-down=false})
// Folders and canonicalization patterns (memref).

func.func @cast_into_load_store(%m: memref<4xf32>, %i: index, %v: f32) -> f32 {
  %0 = memref.cast %m : memref<4xf32> to memref<?xf32>
  %1 = memref.load %0[%i] : memref<?xf32>
  memref.store %v, %0[%i] : memref<?xf32>
  return %1 : f32
}

func.func @cast_from_unranked_kept(%m: memref<*xf32>, %i: index) -> f32 {
  %0 = memref.cast %m : memref<*xf32> to memref<?xf32>
  %1 = memref.load %0[%i] : memref<?xf32>
  return %1 : f32
}

func.func @cast_of_cast(%m: memref<4xf32>) -> memref<*xf32> {
  %0 = memref.cast %m : memref<4xf32> to memref<?xf32>
  %1 = memref.cast %0 : memref<?xf32> to memref<*xf32>
  return %1 : memref<*xf32>
}

func.func @identity_cast(%m: memref<4xf32>) -> memref<4xf32> {
  %0 = memref.cast %m : memref<4xf32> to memref<4xf32>
  return %0 : memref<4xf32>
}

func.func @cast_dealloc(%m: memref<4xf32>) {
  %0 = memref.cast %m : memref<4xf32> to memref<?xf32>
  memref.dealloc %0 : memref<?xf32>
  return
}

func.func @dim_static(%m: memref<4x?xf32>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = memref.dim %m, %c0 : memref<4x?xf32>
  %1 = memref.dim %m, %c1 : memref<4x?xf32>
  return %0, %1 : index, index
}

func.func @dim_out_of_range(%m: memref<4xf32>) -> index {
  %c3 = arith.constant 3 : index
  %0 = memref.dim %m, %c3 : memref<4xf32>
  return %0 : index
}

func.func @dim_unranked(%m: memref<*xf32>) -> index {
  %c0 = arith.constant 0 : index
  %0 = memref.dim %m, %c0 : memref<*xf32>
  return %0 : index
}

func.func @dim_of_alloc(%a: index, %b: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %m = memref.alloc(%a, %b) : memref<?x4x?xf32>
  %0 = memref.dim %m, %c0 : memref<?x4x?xf32>
  %1 = memref.dim %m, %c2 : memref<?x4x?xf32>
  "test.use"(%m) : (memref<?x4x?xf32>) -> ()
  return %0, %1 : index, index
}

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

func.func @dim_of_subview(%m: memref<8x8xf32>, %o: index, %s: index) -> index {
  %c1 = arith.constant 1 : index
  %v = memref.subview %m[0, %o] [1, %s] [1, 1] : memref<8x8xf32> to memref<?xf32, strided<[1], offset: ?>>
  %c0 = arith.constant 0 : index
  %0 = memref.dim %v, %c0 : memref<?xf32, strided<[1], offset: ?>>
  return %0 : index
}

func.func @dim_of_cast(%m: memref<?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %0 = memref.cast %m : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
  %1 = memref.dim %0, %c0 : memref<?xf32, strided<[1], offset: ?>>
  return %1 : index
}

func.func @rank(%a: memref<4x?xf32>, %b: memref<*xf32>) -> (index, index) {
  %0 = memref.rank %a : memref<4x?xf32>
  %1 = memref.rank %b : memref<*xf32>
  return %0, %1 : index, index
}

func.func @alloc_const_sizes(%a: index) -> memref<?x?x?xf32> {
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %0 = memref.alloc(%c4, %a, %c5) {alignment = 16 : i64} : memref<?x?x?xf32>
  return %0 : memref<?x?x?xf32>
}

func.func @alloc_negative_size_kept() -> memref<?xf32> {
  %c-1 = arith.constant -1 : index
  %0 = memref.alloc(%c-1) : memref<?xf32>
  return %0 : memref<?xf32>
}

func.func @alloca_const_sizes() -> f32 {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %0 = memref.alloca(%c3) : memref<?xf32>
  %1 = memref.load %0[%c0] : memref<?xf32>
  return %1 : f32
}

func.func @dead_alloc(%v: f32, %i: index) {
  %0 = memref.alloc() : memref<4xf32>
  memref.store %v, %0[%i] : memref<4xf32>
  memref.dealloc %0 : memref<4xf32>
  %1 = memref.alloca() : memref<4xf32>
  memref.store %v, %1[%i] : memref<4xf32>
  return
}

func.func @alloc_used_kept(%i: index) -> f32 {
  %0 = memref.alloc() : memref<4xf32>
  %1 = memref.load %0[%i] : memref<4xf32>
  memref.dealloc %0 : memref<4xf32>
  return %1 : f32
}

func.func @alloc_stored_as_value_kept(%p: memref<1xmemref<4xf32>>, %i: index) {
  %0 = memref.alloc() : memref<4xf32>
  memref.store %0, %p[%i] : memref<1xmemref<4xf32>>
  return
}

func.func @dead_realloc(%m: memref<4xf32>) {
  %0 = memref.realloc %m : memref<4xf32> to memref<8xf32>
  return
}

func.func @copy_folds(%a: memref<4xf32>, %b: memref<0xf32>, %c: memref<0xf32>, %d: memref<4xf32>) {
  memref.copy %a, %a : memref<4xf32> to memref<4xf32>
  memref.copy %b, %c : memref<0xf32> to memref<0xf32>
  %0 = memref.cast %a : memref<4xf32> to memref<?xf32>
  memref.copy %0, %d : memref<?xf32> to memref<4xf32>
  return
}

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

func.func @view_of_cast_of_alloc(%s: index, %n: index) -> memref<?xf32> {
  %0 = memref.alloc() : memref<2048xi8>
  %1 = memref.cast %0 : memref<2048xi8> to memref<?xi8>
  %2 = memref.view %1[%s][%n] : memref<?xi8> to memref<?xf32>
  return %2 : memref<?xf32>
}

func.func @view_same_type(%buf: memref<16xi8>, %s: index) -> memref<16xi8> {
  %0 = memref.view %buf[%s][] : memref<16xi8> to memref<16xi8>
  return %0 : memref<16xi8>
}

func.func @subview_const_args(%m: memref<8x16xf32>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %0 = memref.subview %m[%c1, %c2] [%c4, %c4] [%c1, %c2] : memref<8x16xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

func.func @subview_rank_reducing(%m: memref<8x16xf32>, %o: index) -> memref<?xf32, strided<[1], offset: ?>> {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %0 = memref.subview %m[%o, 0] [1, %c4] [1, 1] : memref<8x16xf32> to memref<?xf32, strided<[1], offset: ?>>
  return %0 : memref<?xf32, strided<[1], offset: ?>>
}

func.func @subview_of_cast(%m: memref<16x16xf32>, %i: index) -> memref<?x?xf32, strided<[?, 1], offset: ?>> {
  %0 = memref.cast %m : memref<16x16xf32> to memref<?x?xf32>
  %1 = memref.subview %0[%i, %i] [%i, %i] [1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  return %1 : memref<?x?xf32, strided<[?, 1], offset: ?>>
}

func.func @subview_trivial(%m: memref<4x4xf32>) -> memref<4x4xf32, strided<[4, 1]>> {
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<4x4xf32> to memref<4x4xf32, strided<[4, 1]>>
  return %0 : memref<4x4xf32, strided<[4, 1]>>
}

func.func @subview_identity(%m: memref<4x4xf32>) -> memref<4x4xf32> {
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<4x4xf32> to memref<4x4xf32>
  return %0 : memref<4x4xf32>
}

func.func @subview_out_of_bounds_kept(%m: memref<4xf32>) -> memref<?xf32, strided<[1], offset: ?>> {
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %0 = memref.subview %m[%c2] [%c8] [1] : memref<4xf32> to memref<?xf32, strided<[1], offset: ?>>
  return %0 : memref<?xf32, strided<[1], offset: ?>>
}

func.func @assume_alignment_twice(%m: memref<4xf32>) -> memref<4xf32> {
  %0 = memref.assume_alignment %m, 16 : memref<4xf32>
  %1 = memref.assume_alignment %0, 16 : memref<4xf32>
  %2 = memref.assume_alignment %1, 32 : memref<4xf32>
  return %2 : memref<4xf32>
}

func.func @memory_space_cast_chain(%m: memref<4xf32, 1>) -> memref<4xf32, 3> {
  %0 = memref.memory_space_cast %m : memref<4xf32, 1> to memref<4xf32>
  %1 = memref.memory_space_cast %0 : memref<4xf32> to memref<4xf32, 3>
  return %1 : memref<4xf32, 3>
}

func.func @extract_strided_metadata_of_cast(%m: memref<4xf32>) -> memref<f32> {
  %0 = memref.cast %m : memref<4xf32> to memref<?xf32>
  %base, %offset, %size, %stride = memref.extract_strided_metadata %0 : memref<?xf32> -> memref<f32>, index, index, index
  return %base : memref<f32>
}
