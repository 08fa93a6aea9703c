// Verifier and custom-form diagnostics of the memref dialect, as MLIR 22
// words them.
// RUN: rmlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

func.func @alloc_dynamic_count(%i: index) {
  // expected-error @+1 {{'memref.alloc' op incorrect number of dynamic sizes, has 1, expected 0}}
  %0 = memref.alloc(%i) : memref<4xf32>
  return
}

// -----

func.func @alloca_dynamic_count() {
  // expected-error @+1 {{'memref.alloca' op incorrect number of dynamic sizes, has 0, expected 2}}
  %0 = memref.alloca() : memref<?x?xf32>
  return
}

// -----

func.func @alloc_symbols(%i: index) {
  // expected-error @+1 {{'memref.alloc' op symbol operand count does not equal memref symbol count: expected 1, got 0}}
  %0 = memref.alloc() : memref<4xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  return
}

// -----

func.func @alloc_symbols_strided(%i: index) {
  // expected-error @+1 {{'memref.alloc' op symbol operand count does not equal memref symbol count: expected 2, got 1}}
  %0 = memref.alloc()[%i] : memref<4x4xf32, strided<[?, 1], offset: ?>>
  return
}

// -----

func.func @alloc_alignment() {
  // expected-error @+1 {{'memref.alloc' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %0 = memref.alloc() {alignment = 3} : memref<4xf32>
  return
}

// -----

func.func @alloc_not_memref() {
  // expected-error @+1 {{custom op 'memref.alloc' invalid kind of type specified: expected builtin.memref, but found 'tensor<4xf32>'}}
  %0 = memref.alloc() : tensor<4xf32>
  return
}

// -----

func.func @alloc_result(%i: index) {
  // expected-error @+1 {{'memref.alloc' op result #0 must be memref of any type values, but got 'tensor<4xf32>'}}
  %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> tensor<4xf32>
  return
}

// -----

func.func @alloc_size_type(%f: f32) {
  // expected-error @+1 {{'memref.alloc' op operand #0 must be variadic of index, but got 'f32'}}
  %0 = "memref.alloc"(%f) <{operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> memref<?xf32>
  return
}

// -----

func.func @load_indices(%m: memref<4x4xf32>, %i: index) {
  // expected-error @+1 {{'memref.load' op incorrect number of indices for load, expected 2 but got 1}}
  %0 = memref.load %m[%i] : memref<4x4xf32>
  return
}

// -----

func.func @load_result(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.load' op failed to verify that result type matches element type of 'memref'}}
  %0 = "memref.load"(%m, %i) : (memref<4xf32>, index) -> i32
  return
}

// -----

func.func @load_not_memref(%t: tensor<4xf32>, %i: index) {
  // expected-error @+1 {{custom op 'memref.load' invalid kind of type specified: expected builtin.memref, but found 'tensor<4xf32>'}}
  %0 = memref.load %t[%i] : tensor<4xf32>
  return
}

// -----

func.func @load_alignment(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.load' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %0 = memref.load %m[%i] {alignment = 6} : memref<4xf32>
  return
}

// -----

func.func @store_indices(%m: memref<4x4xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{'memref.store' op store index operand count not equal to memref rank}}
  memref.store %f, %m[%i] : memref<4x4xf32>
  return
}

// -----

func.func @store_value(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.store' op failed to verify that type of 'value' matches element type of 'memref'}}
  "memref.store"(%i, %m, %i) : (index, memref<4xf32>, index) -> ()
  return
}

// -----

func.func @dim_rank0(%m: memref<f32>, %i: index) {
  // expected-error @+1 {{'memref.dim' op operand #0 must be unranked.memref of any type values or non-0-ranked.memref of any type values, but got 'memref<f32>'}}
  %0 = memref.dim %m, %i : memref<f32>
  return
}

// -----

func.func @rank_tensor(%t: tensor<4xf32>) {
  // expected-error @+1 {{'memref.rank' op operand #0 must be ranked or unranked memref of any type values, but got 'tensor<4xf32>'}}
  %0 = "memref.rank"(%t) : (tensor<4xf32>) -> index
  return
}

// -----

func.func @cast_shape(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<5xf32>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32> to memref<5xf32>
  return
}

// -----

func.func @cast_unranked(%m: memref<*xf32>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<*xf32>' and result type 'memref<*xf32>' are cast incompatible}}
  %0 = memref.cast %m : memref<*xf32> to memref<*xf32>
  return
}

// -----

func.func @cast_space(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<?xf32, 1>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32> to memref<?xf32, 1>
  return
}

// -----

func.func @cast_strides(%m: memref<12x4xf32, strided<[4, 1], offset: 5>>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<12x4xf32, strided<[4, 1], offset: 5>>' and result type 'memref<12x4xf32, strided<[8, 1], offset: ?>>' are cast incompatible}}
  %0 = memref.cast %m : memref<12x4xf32, strided<[4, 1], offset: 5>> to memref<12x4xf32, strided<[8, 1], offset: ?>>
  return
}

// -----

func.func @copy_elem(%a: memref<4xf32>, %b: memref<4xi32>) {
  // expected-error @+1 {{'memref.copy' op requires the same element type for all operands}}
  memref.copy %a, %b : memref<4xf32> to memref<4xi32>
  return
}

// -----

func.func @copy_shape(%a: memref<4xf32>, %b: memref<4x4xf32>) {
  // expected-error @+1 {{'memref.copy' op requires the same shape for all operands}}
  memref.copy %a, %b : memref<4xf32> to memref<4x4xf32>
  return
}

// -----

// expected-error @+1 {{custom op 'memref.global' type should be static shaped memref, but got 'memref<?xf32>'}}
memref.global @dyn : memref<?xf32>

// -----

// expected-error @+1 {{'memref.global' op initial value element expected to be of type 'f32', but was of type 'i32'}}
"memref.global"() <{sym_name = "g", type = memref<2xf32>, initial_value = dense<1> : tensor<2xi32>}> : () -> ()

// -----

// expected-error @+1 {{'memref.global' op initial value shape expected to be 2 but was 3}}
"memref.global"() <{sym_name = "g", type = memref<2xf32>, initial_value = dense<1.0> : tensor<3xf32>}> : () -> ()

// -----

// expected-error @+1 {{'memref.global' op initial value should be a unit or elements attribute, but got 3 : i64}}
"memref.global"() <{sym_name = "g", type = memref<2xf32>, initial_value = 3}> : () -> ()

// -----

// expected-error @+1 {{'memref.global' op type should be static shaped memref, but got 'memref<?xf32>'}}
"memref.global"() <{sym_name = "g", type = memref<?xf32>}> : () -> ()

// -----

// expected-error @+1 {{'memref.global' op attribute 'type' failed to satisfy constraint: memref type attribute}}
"memref.global"() <{sym_name = "g", type = i32}> : () -> ()

// -----

func.func @get_global_missing() {
  // expected-error @+1 {{'memref.get_global' op 'nope' does not reference a valid global memref}}
  %0 = memref.get_global @nope : memref<2xf32>
  return
}

// -----

memref.global @g : memref<2xf32>
func.func @get_global_type() {
  // expected-error @+1 {{'memref.get_global' op result type 'memref<3xf32>' does not match type 'memref<2xf32>' of the global memref @g}}
  %0 = memref.get_global @g : memref<3xf32>
  return
}

// -----

func.func @f() {
  return
}
func.func @get_global_func() {
  // expected-error @+1 {{'memref.get_global' op 'f' does not reference a valid global memref}}
  %0 = memref.get_global @f : memref<3xf32>
  return
}

// -----

func.func @get_global_dynamic() {
  // expected-error @+1 {{'memref.get_global' op result #0 must be statically shaped memref of any type values, but got 'memref<?xf32>'}}
  %0 = memref.get_global @x : memref<?xf32>
  return
}

// -----

func.func @subview_offsets(%m: memref<8x16x4xf32>) {
  // expected-error @+1 {{expected 3 offset values, got 2}}
  %0 = memref.subview %m[0, 0][4, 4][1, 1] : memref<8x16x4xf32> to memref<4x4xf32>
  return
}

// -----

func.func @subview_layout(%m: memref<8x16x4xf32>) {
  // expected-error @+1 {{expected result type to be 'memref<4x4x4xf32, strided<[64, 4, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4x4x4xf32>'}}
  %0 = memref.subview %m[0, 0, 0][4, 4, 4][1, 1, 1] : memref<8x16x4xf32> to memref<4x4x4xf32>
  return
}

// -----

func.func @subview_offset(%m: memref<8x16x4xf32>) {
  // expected-error @+1 {{expected result type to be 'memref<4x4x4xf32, strided<[64, 4, 1], offset: 64>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4x4x4xf32, strided<[64, 4, 1]>>'}}
  %0 = memref.subview %m[1, 0, 0][4, 4, 4][1, 1, 1] : memref<8x16x4xf32> to memref<4x4x4xf32, strided<[64, 4, 1]>>
  return
}

// -----

func.func @subview_sizes(%m: memref<8x16x4xf32>) {
  // expected-error @+1 {{expected result type to be 'memref<4x4x4xf32, strided<[64, 4, 1]>>' or a rank-reduced version. (mismatch of result sizes), but got 'memref<4x4x5xf32, strided<[64, 4, 1]>>'}}
  %0 = memref.subview %m[0, 0, 0][4, 4, 4][1, 1, 1] : memref<8x16x4xf32> to memref<4x4x5xf32, strided<[64, 4, 1]>>
  return
}

// -----

func.func @subview_elem(%m: memref<8x16x4xf32>) {
  // expected-error @+1 {{expected result element type to be 'f32', but got 'memref<4x4x4xi32, strided<[64, 4, 1]>>'}}
  %0 = memref.subview %m[0, 0, 0][4, 4, 4][1, 1, 1] : memref<8x16x4xf32> to memref<4x4x4xi32, strided<[64, 4, 1]>>
  return
}

// -----

func.func @subview_rank(%m: memref<8x16x4xf32>) {
  // expected-error @+1 {{expected result rank to be smaller or equal to the source rank, but got 'memref<4x4x4x4xf32>'}}
  %0 = memref.subview %m[0, 0, 0][4, 4, 4][1, 1, 1] : memref<8x16x4xf32> to memref<4x4x4x4xf32>
  return
}

// -----

func.func @subview_space(%m: memref<8x16x4xf32>) {
  // expected-error @+1 {{different memory spaces specified for base memref type 'memref<8x16x4xf32>' and subview memref type 'memref<4x4x4xf32, strided<[64, 4, 1]>, 1>'}}
  %0 = memref.subview %m[0, 0, 0][4, 4, 4][1, 1, 1] : memref<8x16x4xf32> to memref<4x4x4xf32, strided<[64, 4, 1]>, 1>
  return
}

// -----

func.func @subview_reduced_strides(%m: memref<8x16x4xf32>) {
  // expected-error @+1 {{expected result type to be 'memref<1x4x4xf32, strided<[64, 4, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4x4xf32, strided<[8, 1]>>'}}
  %0 = memref.subview %m[0, 0, 0][1, 4, 4][1, 1, 1] : memref<8x16x4xf32> to memref<4x4xf32, strided<[8, 1]>>
  return
}

// -----

func.func @subview_bounds(%m: memref<8x16x4xf32>) {
  // expected-error @+1 {{slice along dimension 0 runs out-of-bounds: 9 >= 8}}
  %0 = memref.subview %m[6, 0, 0][4, 4, 4][1, 1, 1] : memref<8x16x4xf32> to memref<4x4x4xf32, strided<[64, 4, 1], offset: 384>>
  return
}

// -----

func.func @subview_offset_bounds(%m: memref<8x16x4xf32>) {
  // expected-error @+1 {{offset 0 is out-of-bounds: 8 >= 8}}
  %0 = memref.subview %m[8, 0, 0][0, 4, 4][1, 1, 1] : memref<8x16x4xf32> to memref<0x4x4xf32, strided<[64, 4, 1], offset: 512>>
  return
}

// -----

func.func @subview_negative(%m: memref<8x16x4xf32>) {
  // expected-error @+1 {{expected sizes to be non-negative, but got -1}}
  %0 = memref.subview %m[0, 0, 0][-1, 4, 4][1, 1, 1] : memref<8x16x4xf32> to memref<4x4x4xf32, strided<[64, 4, 1]>>
  return
}

// -----

func.func @subview_dynamic_count(%m: memref<4x4xf32>, %i: index) {
  // expected-error @+1 {{expected the number of 'sizes' to match the number of dynamic entries in 'static_sizes' (1 vs 0)}}
  %0 = "memref.subview"(%m, %i) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (memref<4x4xf32>, index) -> memref<4x4xf32>
  return
}

// -----

func.func @subview_mixed_rank(%m: memref<4x4xf32>) {
  // expected-error @+1 {{expected mixed offsets rank to match mixed sizes rank (2 vs 1) so the rank of the result type is well-formed.}}
  %0 = "memref.subview"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1, 1>}> : (memref<4x4xf32>) -> memref<4xf32>
  return
}

// -----

func.func @subview_not_strided(%m: memref<4xf32, affine_map<(d0) -> (d0 floordiv 2)>>) {
  // expected-error @+1 {{base type 'memref<4xf32, affine_map<(d0) -> (d0 floordiv 2)>>' is not strided}}
  %0 = memref.subview %m[0][2][1] : memref<4xf32, affine_map<(d0) -> (d0 floordiv 2)>> to memref<2xf32>
  return
}

// -----

func.func @reinterpret_space(%u: memref<*xf32>) {
  // expected-error @+1 {{different memory spaces specified for source type 'memref<*xf32>' and result memref type 'memref<4xf32, 1>'}}
  %0 = memref.reinterpret_cast %u to offset: [0], sizes: [4], strides: [1] : memref<*xf32> to memref<4xf32, 1>
  return
}

// -----

func.func @reinterpret_elem(%u: memref<*xf32>) {
  // expected-error @+1 {{different element types specified for source type 'memref<*xf32>' and result memref type 'memref<4xi32>'}}
  %0 = memref.reinterpret_cast %u to offset: [0], sizes: [4], strides: [1] : memref<*xf32> to memref<4xi32>
  return
}

// -----

func.func @reinterpret_size(%u: memref<*xf32>, %i: index) {
  // expected-error @+1 {{expected result type with size = dynamic instead of 5 in dim = 0}}
  %0 = memref.reinterpret_cast %u to offset: [0], sizes: [%i], strides: [1] : memref<*xf32> to memref<5xf32>
  return
}

// -----

func.func @reinterpret_offset(%u: memref<*xf32>) {
  // expected-error @+1 {{expected result type with offset = 2 instead of 0}}
  %0 = memref.reinterpret_cast %u to offset: [2], sizes: [4], strides: [1] : memref<*xf32> to memref<4xf32>
  return
}

// -----

func.func @reinterpret_stride(%u: memref<*xf32>) {
  // expected-error @+1 {{expected result type with stride = 2 instead of 1 in dim = 0}}
  %0 = memref.reinterpret_cast %u to offset: [0], sizes: [4], strides: [2] : memref<*xf32> to memref<4xf32>
  return
}

// -----

func.func @reinterpret_sizes_count(%u: memref<*xf32>) {
  // expected-error @+1 {{expected 1 size values, got 2}}
  %0 = memref.reinterpret_cast %u to offset: [0], sizes: [4, 4], strides: [1, 1] : memref<*xf32> to memref<4xf32>
  return
}

// -----

func.func @reinterpret_not_strided(%u: memref<*xf32>) {
  // expected-error @+1 {{'memref.reinterpret_cast' op result #0 must be strided memref of any type values, but got 'memref<4xf32, affine_map<(d0) -> (d0 floordiv 2)>>'}}
  %0 = memref.reinterpret_cast %u to offset: [0], sizes: [4], strides: [1] : memref<*xf32> to memref<4xf32, affine_map<(d0) -> (d0 floordiv 2)>>
  return
}

// -----

func.func @expand_group_size(%m: memref<4x4xf32>) {
  // expected-error @+1 {{'memref.expand_shape' op collapsed dim size (4) must equal reassociation group size (6)}}
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 3, 4] : memref<4x4xf32> into memref<2x3x4xf32>
  return
}

// -----

func.func @expand_groups(%m: memref<4x4xf32>) {
  // expected-error @+1 {{'memref.expand_shape' op invalid number of reassociation groups: found 1, expected 2}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [2, 2, 4] : memref<4x4xf32> into memref<2x2x4xf32>
  return
}

// -----

func.func @expand_contiguous(%m: memref<4x4xf32>) {
  // expected-error @+1 {{'memref.expand_shape' op reassociation indices must be contiguous}}
  %0 = memref.expand_shape %m [[0, 2], [1]] output_shape [2, 2, 4] : memref<4x4xf32> into memref<2x2x4xf32>
  return
}

// -----

func.func @expand_rank(%m: memref<4x4xf32>) {
  // expected-error @+1 {{'memref.expand_shape' op has source rank 2 and result rank 1. This is not an expansion (2 > 1).}}
  %0 = memref.expand_shape %m [[0], [1]] output_shape [4] : memref<4x4xf32> into memref<4xf32>
  return
}

// -----

func.func @expand_output_rank(%m: memref<4x4xf32>) {
  // expected-error @+1 {{'memref.expand_shape' op expected number of static shape bounds to be equal to the output rank (3) but found 2 inputs instead}}
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 2] : memref<4x4xf32> into memref<2x2x4xf32>
  return
}

// -----

func.func @expand_output_shape(%m: memref<4x4xf32>) {
  // expected-error @+1 {{'memref.expand_shape' op invalid output shape provided at pos 1}}
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 3, 4] : memref<4x4xf32> into memref<2x2x4xf32>
  return
}

// -----

func.func @expand_layout(%m: memref<4x4xf32>) {
  // expected-error @+1 {{'memref.expand_shape' op expected expanded type to be 'memref<2x2x4xf32>' but found 'memref<2x2x4xf32, strided<[8, 4, 1]>>'}}
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 2, 4] : memref<4x4xf32> into memref<2x2x4xf32, strided<[8, 4, 1]>>
  return
}

// -----

func.func @expand_strided(%m: memref<64x4xf32, strided<[7, 9], offset: 91>>) {
  // expected-error @+1 {{'memref.expand_shape' op expected expanded type to be 'memref<2x32x4xf32, strided<[224, 7, 9], offset: 91>>' but found 'memref<2x32x4xf32, strided<[128, 4, 1], offset: 91>>'}}
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 32, 4] : memref<64x4xf32, strided<[7, 9], offset: 91>> into memref<2x32x4xf32, strided<[128, 4, 1], offset: 91>>
  return
}

// -----

func.func @expand_dynamic(%m: memref<?x?xf32>, %i: index) {
  // expected-error @+1 {{'memref.expand_shape' op collapsed dim (1) must be dynamic if and only if reassociation group is dynamic}}
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [%i, 2, 4] : memref<?x?xf32> into memref<?x2x4xf32>
  return
}

// -----

func.func @collapse_size(%m: memref<8x16x4xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op collapsed dim size (127) must equal reassociation group size (128)}}
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<8x16x4xf32> into memref<127x4xf32>
  return
}

// -----

func.func @collapse_rank(%m: memref<4x4xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op has source rank 2 and result rank 3. This is not a collapse (2 < 3).}}
  %0 = memref.collapse_shape %m [[0], [1], [2]] : memref<4x4xf32> into memref<4x4x1xf32>
  return
}

// -----

func.func @collapse_layout(%m: memref<8x16x4xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op expected collapsed type to be 'memref<128x4xf32>' but found 'memref<128x4xf32, strided<[4, 1]>>'}}
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<8x16x4xf32> into memref<128x4xf32, strided<[4, 1]>>
  return
}

// -----

func.func @collapse_non_contiguous(%m: memref<64x4xf32, strided<[7, 9], offset: 91>>) {
  // expected-error @+1 {{'memref.collapse_shape' op invalid source layout map or collapsing non-contiguous dims}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<64x4xf32, strided<[7, 9], offset: 91>> into memref<256xf32, strided<[?], offset: 91>>
  return
}

// -----

func.func @collapse_rank0(%m: memref<1x2xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op rank 0 memrefs can only be extended/collapsed with/from ones}}
  %0 = memref.collapse_shape %m [] : memref<1x2xf32> into memref<f32>
  return
}

// -----

func.func @collapse_reassociation_attr(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op attribute 'reassociation' failed to satisfy constraint: Array of 64-bit integer array attributes}}
  %0 = "memref.collapse_shape"(%m) <{reassociation = [0]}> : (memref<4xf32>) -> memref<4xf32>
  return
}

// -----

func.func @view_sizes(%b: memref<16xi8>, %i: index) {
  // expected-error @+1 {{'memref.view' op incorrect number of dynamic sizes, has 1, expected 0}}
  %0 = memref.view %b[%i][%i] : memref<16xi8> to memref<4xf32>
  return
}

// -----

func.func @view_space(%b: memref<16xi8>, %i: index) {
  // expected-error @+1 {{different memory spaces specified for base memref type 'memref<16xi8>' and view memref type 'memref<4xf32, 1>'}}
  %0 = memref.view %b[%i][] : memref<16xi8> to memref<4xf32, 1>
  return
}

// -----

func.func @view_result_layout(%b: memref<16xi8>, %i: index) {
  // expected-error @+1 {{unsupported map for result memref type 'memref<4xf32, strided<[2]>>'}}
  %0 = memref.view %b[%i][] : memref<16xi8> to memref<4xf32, strided<[2]>>
  return
}

// -----

func.func @view_source(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.view' op operand #0 must be 1D memref of 8-bit signless integer values, but got 'memref<4xf32>'}}
  %0 = "memref.view"(%m, %i) : (memref<4xf32>, index) -> memref<4xf32>
  return
}

// -----

func.func @atomic_rmw_subscripts(%m: memref<4xf32>, %f: f32) {
  // expected-error @+1 {{'memref.atomic_rmw' op expects the number of subscripts to be equal to memref rank}}
  %0 = memref.atomic_rmw addf %f, %m[] : (f32, memref<4xf32>) -> f32
  return
}

// -----

func.func @atomic_rmw_int_kind(%m: memref<4xf32>, %f: f32, %i: index) {
  // expected-error @+1 {{'memref.atomic_rmw' op with kind 'addi' expects an integer type}}
  %0 = memref.atomic_rmw addi %f, %m[%i] : (f32, memref<4xf32>) -> f32
  return
}

// -----

func.func @atomic_rmw_float_kind(%m: memref<4xi32>, %k: i32, %i: index) {
  // expected-error @+1 {{'memref.atomic_rmw' op with kind 'mulf' expects a floating-point type}}
  %0 = memref.atomic_rmw mulf %k, %m[%i] : (i32, memref<4xi32>) -> i32
  return
}

// -----

func.func @atomic_rmw_value_type(%m: memref<4xf32>, %f: f64, %i: index) {
  // expected-error @+1 {{'memref.atomic_rmw' op failed to verify that value type matches element type of memref}}
  %0 = memref.atomic_rmw addf %f, %m[%i] : (f64, memref<4xf32>) -> f64
  return
}

// -----

func.func @atomic_rmw_kind(%m: memref<4xf32>, %f: f32, %i: index) {
  // expected-error @+1 {{custom op 'memref.atomic_rmw' expected string or keyword containing one of the following enum values for attribute 'kind' [addf, addi, andi, assign, maximumf, maxnumf, maxs, maxu, minimumf, minnumf, mins, minu, mulf, muli, ori, xori]}}
  %0 = memref.atomic_rmw bogus %f, %m[%i] : (f32, memref<4xf32>) -> f32
  return
}

// -----

func.func @atomic_rmw_kind_string(%m: memref<4xf32>, %f: f32, %i: index) {
  // expected-error @+1 {{custom op 'memref.atomic_rmw' invalid kind attribute specification: "bogus"}}
  %0 = memref.atomic_rmw "bogus" %f, %m[%i] : (f32, memref<4xf32>) -> f32
  return
}

// -----

func.func @generic_atomic_rmw_args(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.generic_atomic_rmw' op expected single number of entry block arguments}}
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%a: f32, %b: f32):
    memref.atomic_yield %a : f32
  }
  return
}

// -----

func.func @generic_atomic_rmw_effects(%m: memref<4xf32>, %i: index) {
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%a: f32):
    // expected-error @+1 {{body of 'memref.generic_atomic_rmw' should contain only operations with no side effects}}
    %b = memref.load %m[%i] : memref<4xf32>
    memref.atomic_yield %b : f32
  }
  return
}

// -----

func.func @atomic_yield_type(%m: memref<4xf32>, %i: index) {
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%a: f32):
    // expected-error @+1 {{'memref.atomic_yield' op types mismatch between yield op: 'index' and its parent: 'f32'}}
    memref.atomic_yield %i : index
  }
  return
}

// -----

func.func @atomic_yield_parent(%f: f32) {
  "test.region"() ({
    // expected-error @+1 {{'memref.atomic_yield' op expects parent op 'memref.generic_atomic_rmw'}}
    "memref.atomic_yield"(%f) : (f32) -> ()
  }) : () -> ()
  return
}

// -----

func.func @alloca_scope_return_parent() {
  // expected-error @+1 {{'memref.alloca_scope.return' op expects parent op 'memref.alloca_scope'}}
  memref.alloca_scope.return
}

// -----

func.func @assume_alignment_pow2(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.assume_alignment' op alignment must be power of 2}}
  %0 = memref.assume_alignment %m, 12 : memref<4xf32>
  return
}

// -----

func.func @assume_alignment_positive(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.assume_alignment' op attribute 'alignment' failed to satisfy constraint: 32-bit signless integer attribute whose value is positive}}
  %0 = memref.assume_alignment %m, 0 : memref<4xf32>
  return
}

// -----

func.func @reshape_rank(%m: memref<4xf32>, %s: memref<2xi32>) {
  // expected-error @+1 {{'memref.reshape' op length of shape operand differs from the result's memref rank}}
  %0 = memref.reshape %m(%s) : (memref<4xf32>, memref<2xi32>) -> memref<4xf32>
  return
}

// -----

func.func @reshape_elem(%m: memref<4xf32>, %s: memref<2xi32>) {
  // expected-error @+1 {{'memref.reshape' op element types of source and destination memref types should be the same}}
  %0 = memref.reshape %m(%s) : (memref<4xf32>, memref<2xi32>) -> memref<2x2xi32>
  return
}

// -----

func.func @reshape_dynamic(%m: memref<4xf32>, %s: memref<?xi32>) {
  // expected-error @+1 {{'memref.reshape' op cannot use shape operand with dynamic length to reshape to statically-ranked memref type}}
  %0 = memref.reshape %m(%s) : (memref<4xf32>, memref<?xi32>) -> memref<2x2xf32>
  return
}

// -----

func.func @reshape_layout(%m: memref<4xf32, strided<[2]>>, %s: memref<1xi32>) {
  // expected-error @+1 {{'memref.reshape' op source memref type should have identity affine map}}
  %0 = memref.reshape %m(%s) : (memref<4xf32, strided<[2]>>, memref<1xi32>) -> memref<4xf32>
  return
}

// -----

func.func @realloc_missing(%m: memref<4xf32>) {
  // expected-error @+1 {{missing dimension operand for result type 'memref<?xf32>'}}
  %0 = memref.realloc %m : memref<4xf32> to memref<?xf32>
  return
}

// -----

func.func @realloc_unnecessary(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{unnecessary dimension operand for result type 'memref<8xf32>'}}
  %0 = memref.realloc %m(%i) : memref<4xf32> to memref<8xf32>
  return
}

// -----

func.func @realloc_space(%m: memref<4xf32>) {
  // expected-error @+1 {{different memory spaces specified for source memref type 'memref<4xf32>' and result memref type 'memref<8xf32, 1>'}}
  %0 = memref.realloc %m : memref<4xf32> to memref<8xf32, 1>
  return
}

// -----

func.func @realloc_rank(%m: memref<4x4xf32>) {
  // expected-error @+1 {{'memref.realloc' op operand #0 must be 1D memref of any type values, but got 'memref<4x4xf32>'}}
  %0 = "memref.realloc"(%m) : (memref<4x4xf32>) -> memref<4xf32>
  return
}

// -----

func.func @prefetch_indices(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.prefetch' op too few indices}}
  memref.prefetch %m[], read, locality<3>, data : memref<4xf32>
  return
}

// -----

func.func @prefetch_rw(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{custom op 'memref.prefetch' rw specifier has to be 'read' or 'write'}}
  memref.prefetch %m[%i], readwrite, locality<3>, data : memref<4xf32>
  return
}

// -----

func.func @prefetch_locality(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.prefetch' op attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3}}
  memref.prefetch %m[%i], read, locality<5>, data : memref<4xf32>
  return
}

// -----

func.func @memory_space_cast(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.memory_space_cast' op operand type 'memref<4xf32>' and result type 'memref<5xf32, 1>' are cast incompatible}}
  %0 = memref.memory_space_cast %m : memref<4xf32> to memref<5xf32, 1>
  return
}

// -----

func.func @extract_strided_metadata_base(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.extract_strided_metadata' op result #0 must be strided memref of any type values of rank 0, but got 'memref<1xf32>'}}
  %0:3 = "memref.extract_strided_metadata"(%m) : (memref<4xf32>) -> (memref<1xf32>, index, index)
  return
}

// -----

func.func @extract_aligned_pointer(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.extract_aligned_pointer_as_index' op result #0 must be index, but got 'i32'}}
  %0 = "memref.extract_aligned_pointer_as_index"(%m) : (memref<4xf32>) -> i32
  return
}

// -----

func.func @dma_start_source(%f: f32, %b: memref<4x4xf32>, %i: index) {
  // expected-error @+1 {{'memref.dma_start' op expected source to be of memref type}}
  "memref.dma_start"(%f, %i, %b, %i) : (f32, index, memref<4x4xf32>, index) -> ()
  return
}

// -----

func.func @dma_start_count(%a: memref<4xf32>, %b: memref<4x4xf32>, %t: memref<1xi32>, %i: index) {
  // expected-error @+1 {{'memref.dma_start' op incorrect number of operands}}
  "memref.dma_start"(%a, %i, %b, %i, %i, %i, %t, %i, %i) : (memref<4xf32>, index, memref<4x4xf32>, index, index, index, memref<1xi32>, index, index) -> ()
  return
}

// -----

func.func @dma_start_strides(%a: memref<4xf32>, %b: memref<4x4xf32>, %t: memref<1xi32>, %i: index) {
  // expected-error @+1 {{custom op 'memref.dma_start' expected two stride related operands}}
  memref.dma_start %a[%i], %b[%i, %i], %i, %t[%i], %i : memref<4xf32>, memref<4x4xf32>, memref<1xi32>
  return
}

// -----

func.func @dma_wait_indices(%t: memref<1xi32>, %i: index) {
  // expected-error @+1 {{'memref.dma_wait' op expected tagIndices to have the same number of elements as the tagMemRef rank, expected 1, but got 0}}
  memref.dma_wait %t[], %i : memref<1xi32>
  return
}

// -----

func.func @distinct_objects_types(%a: memref<4xf32>) {
  // expected-error @+1 {{'memref.distinct_objects' op operand types and result types must match}}
  %0 = "memref.distinct_objects"(%a) : (memref<4xf32>) -> memref<5xf32>
  return
}

// -----

func.func @distinct_objects_empty() {
  // expected-error @+1 {{'memref.distinct_objects' op expected at least one operand}}
  "memref.distinct_objects"() : () -> ()
  return
}

// -----

func.func @transpose_permutation(%n: memref<4x8xf32>) {
  // expected-error @+1 {{'memref.transpose' op expected a permutation map}}
  %0 = memref.transpose %n (i, j) -> (i, i) : memref<4x8xf32> to memref<4x4xf32>
  return
}

// -----

func.func @transpose_rank(%n: memref<4x8xf32>) {
  // expected-error @+1 {{'memref.transpose' op expected a permutation map of same rank as the input}}
  %0 = memref.transpose %n (i) -> (i) : memref<4x8xf32> to memref<4x8xf32>
  return
}

// -----

func.func @transpose_result(%n: memref<4x8xf32>) {
  // expected-error @+1 {{'memref.transpose' op result type 'memref<8x4xf32>' is not equivalent to the canonical transposed input type 'memref<8x4xf32, affine_map<(d0, d1) -> (d0 + d1 * 8)>>'}}
  %0 = memref.transpose %n (i, j) -> (j, i) : memref<4x8xf32> to memref<8x4xf32>
  return
}

// -----

func.func @alloca_scope_types(%i: index) {
  // expected-error @+1 {{'memref.alloca_scope' op along control flow edge from Operation memref.alloca_scope.return to parent: successor operand type #0 'index' should match successor input type #0 'f32'}}
  %0 = memref.alloca_scope -> (f32) {
    // expected-note @+1 {{region branch point}}
    memref.alloca_scope.return %i : index
  }
  return
}

// -----

func.func @alloca_scope_count() {
  // expected-error @+1 {{'memref.alloca_scope' op along control flow edge from Operation memref.alloca_scope.return to parent: region branch point has 0 operands, but region successor needs 1 inputs}}
  %1 = memref.alloca_scope -> (f32) {
    // expected-note @+1 {{region branch point}}
    memref.alloca_scope.return
  }
  return
}

// -----

// expected-error @+1 {{'memref.global' op visibility expected to be one of ["public", "private", "nested"], but got "priate"}}
memref.global "priate" constant @memref5 : memref<2xf32>  = uninitialized

// -----

// expected-error @+1 {{'memref.global' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
memref.global "private" @gv : memref<4xf32> = dense<1.0> { alignment = 63 }
