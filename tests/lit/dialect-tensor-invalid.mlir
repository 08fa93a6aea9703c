// Verifier and custom-form diagnostics of the tensor dialect, as MLIR 22
// words them.
// RUN: rmlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

func.func @dim_rank0(%t: tensor<f32>, %i: index) {
  // expected-error @+1 {{'tensor.dim' op operand #0 must be non-0-ranked or unranked tensor, but got 'tensor<f32>'}}
  %0 = tensor.dim %t, %i : tensor<f32>
  return
}

// -----

func.func @cast_shape(%t: tensor<1xf32>) {
  // expected-error @+1 {{'tensor.cast' op operand type 'tensor<1xf32>' and result type 'tensor<2xf32>' are cast incompatible}}
  %0 = tensor.cast %t : tensor<1xf32> to tensor<2xf32>
  return
}

// -----

func.func @cast_elem(%t: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.cast' op operand type 'tensor<4xf32>' and result type 'tensor<?xi32>' are cast incompatible}}
  %0 = tensor.cast %t : tensor<4xf32> to tensor<?xi32>
  return
}

// -----

func.func @cast_memref(%m: memref<4xf32>) {
  // expected-error @+1 {{'tensor.cast' op operand #0 must be tensor of any type values, but got 'memref<4xf32>'}}
  %0 = "tensor.cast"(%m) : (memref<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @bitcast_width(%t: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.bitcast' op operand type 'tensor<4xf32>' and result type 'tensor<4xi64>' are cast incompatible}}
  %0 = tensor.bitcast %t : tensor<4xf32> to tensor<4xi64>
  return
}

// -----

func.func @bitcast_shape(%t: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.bitcast' op operand type 'tensor<4xf32>' and result type 'tensor<5xi32>' are cast incompatible}}
  %0 = tensor.bitcast %t : tensor<4xf32> to tensor<5xi32>
  return
}

// -----

func.func @empty_sizes(%i: index) {
  // expected-error @+1 {{'tensor.empty' op incorrect number of dynamic sizes, has 1, expected 0}}
  %0 = tensor.empty(%i) : tensor<4xf32>
  return
}

// -----

func.func @empty_missing() {
  // expected-error @+1 {{'tensor.empty' op incorrect number of dynamic sizes, has 0, expected 1}}
  %0 = tensor.empty() : tensor<?xf32>
  return
}

// -----

func.func @empty_unranked() {
  // expected-error @+1 {{'tensor.empty' op result #0 must be ranked tensor of any type values, but got 'tensor<*xf32>'}}
  %0 = "tensor.empty"() : () -> tensor<*xf32>
  return
}

// -----

func.func @extract_indices(%t: tensor<?xf32>) {
  // expected-error @+1 {{'tensor.extract' op incorrect number of indices for extract_element}}
  %0 = tensor.extract %t[] : tensor<?xf32>
  return
}

// -----

func.func @extract_result(%t: tensor<4xf32>, %i: index) {
  // expected-error @+1 {{'tensor.extract' op failed to verify that result type matches element type of tensor}}
  %0 = "tensor.extract"(%t, %i) : (tensor<4xf32>, index) -> i32
  return
}

// -----

func.func @extract_memref(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{custom op 'tensor.extract' invalid kind of type specified: expected builtin.tensor, but found 'memref<4xf32>'}}
  %0 = tensor.extract %m[%i] : memref<4xf32>
  return
}

// -----

func.func @extract_unranked(%t: tensor<*xf32>, %i: index) {
  // expected-error @+1 {{'tensor.extract' op operand #0 must be ranked tensor of any type values, but got 'tensor<*xf32>'}}
  %0 = "tensor.extract"(%t, %i) : (tensor<*xf32>, index) -> f32
  return
}

// -----

func.func @insert_indices(%f: f32, %t: tensor<?xf32>) {
  // expected-error @+1 {{'tensor.insert' op incorrect number of indices}}
  %0 = tensor.insert %f into %t[] : tensor<?xf32>
  return
}

// -----

func.func @insert_result(%f: f32, %t: tensor<4xf32>, %i: index) {
  // expected-error @+1 {{'tensor.insert' op failed to verify that result type matches type of dest}}
  %0 = "tensor.insert"(%f, %t, %i) : (f32, tensor<4xf32>, index) -> tensor<5xf32>
  return
}

// -----

func.func @insert_scalar(%t: tensor<4xf32>, %i: index) {
  // expected-error @+1 {{'tensor.insert' op failed to verify that scalar type matches element type of dest}}
  %0 = "tensor.insert"(%i, %t, %i) : (index, tensor<4xf32>, index) -> tensor<4xf32>
  return
}

// -----

func.func @from_elements_count() {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{custom op 'tensor.from_elements' number of operands and types do not match: got 1 operands and 2 types}}
  %0 = tensor.from_elements %c0 : tensor<2xindex>
  return
}

// -----

func.func @from_elements_kind(%f: f32) {
  // expected-error @+1 {{custom op 'tensor.from_elements' invalid kind of type specified: expected builtin.tensor, but found 'memref<1xf32>'}}
  %0 = tensor.from_elements %f : memref<1xf32>
  return
}

// -----

func.func @from_elements_dynamic(%f: f32) {
  // expected-error @+1 {{'tensor.from_elements' op result #0 must be statically shaped tensor of any type values, but got 'tensor<?xf32>'}}
  %0 = "tensor.from_elements"(%f) : (f32) -> tensor<?xf32>
  return
}

// -----

func.func @from_elements_types(%i: index) {
  // expected-error @+1 {{'tensor.from_elements' op failed to verify that operand types match result element type}}
  %0 = "tensor.from_elements"(%i) : (index) -> tensor<1xf32>
  return
}

// -----

func.func @splat_sizes(%f: f32, %i: index) {
  // expected-error @+1 {{'tensor.splat' op incorrect number of dynamic sizes, has 1, expected 2}}
  %0 = tensor.splat %f[%i] : tensor<?x8x?xf32>
  return
}

// -----

func.func @splat_type(%i: index) {
  // expected-error @+1 {{'tensor.splat' op failed to verify that operand type matches element type of result}}
  %0 = "tensor.splat"(%i) : (index) -> tensor<4xf32>
  return
}

// -----

func.func @splat_memref(%f: f32) {
  // expected-error @+1 {{custom op 'tensor.splat' invalid kind of type specified: expected builtin.tensor, but found 'memref<8xf32>'}}
  %0 = tensor.splat %f : memref<8xf32>
  return
}

// -----

func.func @generate_extents(%m: index) -> tensor<?x3x?xf32> {
  // expected-error @+1 {{'tensor.generate' op incorrect number of dynamic sizes, has 1, expected 2}}
  %0 = tensor.generate %m {
  ^bb0(%i: index, %j: index, %k: index):
    %e = arith.constant 8.0 : f32
    tensor.yield %e : f32
  } : tensor<?x3x?xf32>
  return %0 : tensor<?x3x?xf32>
}

// -----

func.func @generate_args(%m: index, %n: index) -> tensor<?x3x?xf32> {
  // expected-error @+1 {{must have one body argument per input dimension}}
  %0 = tensor.generate %m, %n {
  ^bb0(%i: index, %j: index):
    %e = arith.constant 8.0 : f32
    tensor.yield %e : f32
  } : tensor<?x3x?xf32>
  return %0 : tensor<?x3x?xf32>
}

// -----

func.func @generate_index(%m: index, %n: index) -> tensor<?x3x?xf32> {
  // expected-error @+1 {{all body arguments must be index}}
  %0 = tensor.generate %m, %n {
  ^bb0(%i: index, %j: index, %k: i64):
    %e = arith.constant 8.0 : f32
    tensor.yield %e : f32
  } : tensor<?x3x?xf32>
  return %0 : tensor<?x3x?xf32>
}

// -----

func.func @generate_yield(%m: index, %n: index) -> tensor<?x3x?xf32> {
  // expected-error @+1 {{'tensor.generate' op body must be terminated with a `yield` operation of the tensor element type}}
  %0 = tensor.generate %m, %n {
  ^bb0(%i: index, %j: index, %k: index):
    %e = arith.constant 8 : i32
    tensor.yield %e : i32
  } : tensor<?x3x?xf32>
  return %0 : tensor<?x3x?xf32>
}

// -----

func.func @yield_parent(%f: f32) {
  "test.region"() ({
    // expected-error @+1 {{'tensor.yield' op expects parent op to be one of 'tensor.generate, tensor.pad'}}
    tensor.yield %f : f32
  }) : () -> ()
  return
}

// -----

func.func @concat_empty() {
  // expected-error @+1 {{'tensor.concat' op requires at least one input}}
  %0 = tensor.concat dim(0) : () -> tensor<1x2x3xf32>
  return
}

// -----

func.func @concat_rank(%a: tensor<1xf32>, %b: tensor<1xf32>) {
  // expected-error @+1 {{'tensor.concat' op rank of concatenated inputs must match result rank}}
  %0 = tensor.concat dim(0) %a, %b : (tensor<1xf32>, tensor<1xf32>) -> tensor<2x1xf32>
  return
}

// -----

func.func @concat_dim(%a: tensor<3xf32>) {
  // expected-error @+1 {{'tensor.concat' op concatenation dim must be less than the tensor rank}}
  %0 = tensor.concat dim(1) %a : (tensor<3xf32>) -> tensor<3xf32>
  return
}

// -----

func.func @concat_elem(%a: tensor<3xf32>, %b: tensor<3xi32>) {
  // expected-error @+1 {{'tensor.concat' op inputs and result element type must match}}
  %0 = tensor.concat dim(0) %a, %b : (tensor<3xf32>, tensor<3xi32>) -> tensor<3xf32>
  return
}

// -----

func.func @concat_mismatch(%a: tensor<3x4xf32>, %b: tensor<4x5xf32>) {
  // expected-error @+1 {{'tensor.concat' op static concatenation size mismatch along non-concatenated dimension 1}}
  %0 = tensor.concat dim(0) %a, %b : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<7x5xf32>
  return
}

// -----

func.func @concat_result(%a: tensor<3xf32>) {
  // expected-error @+1 {{'tensor.concat' op result type 'tensor<7xf32>'does not match inferred shape 'tensor<6xf32>' static sizes}}
  %0 = tensor.concat dim(0) %a, %a : (tensor<3xf32>, tensor<3xf32>) -> tensor<7xf32>
  return
}

// -----

func.func @reshape_elem(%t: tensor<*xf32>, %s: tensor<1xi32>) {
  // expected-error @+1 {{'tensor.reshape' op element types of source and destination tensor types should be the same}}
  %0 = tensor.reshape %t(%s) : (tensor<*xf32>, tensor<1xi32>) -> tensor<?xi32>
  return
}

// -----

func.func @reshape_dynamic(%t: tensor<*xf32>, %s: tensor<?xi32>) {
  // expected-error @+1 {{'tensor.reshape' op cannot use shape operand with dynamic length to reshape to statically-ranked tensor type}}
  %0 = tensor.reshape %t(%s) : (tensor<*xf32>, tensor<?xi32>) -> tensor<?xf32>
  return
}

// -----

func.func @reshape_rank(%t: tensor<*xf32>, %s: tensor<1xi32>) {
  // expected-error @+1 {{'tensor.reshape' op length of shape operand differs from the result's tensor rank}}
  %0 = tensor.reshape %t(%s) : (tensor<*xf32>, tensor<1xi32>) -> tensor<?x?xf32>
  return
}

// -----

func.func @reshape_elements(%t: tensor<1xf32>, %s: tensor<1xi32>) {
  // expected-error @+1 {{'tensor.reshape' op source and destination tensor should have the same number of elements}}
  %0 = tensor.reshape %t(%s) : (tensor<1xf32>, tensor<1xi32>) -> tensor<10xf32>
  return
}

// -----

func.func @reshape_shape_type(%t: tensor<4xf32>, %s: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.reshape' op operand #1 must be 1D tensor of signless integer or index values, but got 'tensor<4xf32>'}}
  %0 = tensor.reshape %t(%s) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @extract_slice_rank(%t: tensor<?xf32>) {
  // expected-error @+1 {{expected rank to be smaller or equal to the other rank.}}
  %0 = tensor.extract_slice %t[0][4][1] : tensor<?xf32> to tensor<?x?xf32>
  return
}

// -----

func.func @extract_slice_elem(%t: tensor<?xf32>) {
  // expected-error @+1 {{expected element type to be 'f32'}}
  %0 = tensor.extract_slice %t[0][4][1] : tensor<?xf32> to tensor<4xi8>
  return
}

// -----

func.func @extract_slice_size(%t: tensor<16xf32>) {
  // expected-error @+1 {{expected type to be 'tensor<4xf32>' or a rank-reduced version. (size mismatch)}}
  %0 = tensor.extract_slice %t[0][4][1] : tensor<16xf32> to tensor<6xf32>
  return
}

// -----

func.func @extract_slice_dynamic(%t: tensor<8x16x4xf32>, %i: index) {
  // expected-error @+1 {{expected type to be 'tensor<?x4x4xf32>' or a rank-reduced version. (size mismatch)}}
  %0 = tensor.extract_slice %t[0, 0, 0][%i, 4, 4][1, 1, 1] : tensor<8x16x4xf32> to tensor<4x4x4xf32>
  return
}

// -----

func.func @extract_slice_offsets(%t: tensor<?x?x?xf32>, %i: index, %j: index) {
  // expected-error @+1 {{expected 3 offset values, got 2}}
  %0 = tensor.extract_slice %t[0, 0][%i, %j][1, 1] : tensor<?x?x?xf32> to tensor<?x?x?xf32>
  return
}

// -----

func.func @extract_slice_bounds(%t: tensor<8x16x4xf32>) {
  // expected-error @+1 {{slice along dimension 0 runs out-of-bounds: 10 >= 8}}
  %0 = tensor.extract_slice %t[7, 0, 0][4, 4, 4][1, 1, 1] : tensor<8x16x4xf32> to tensor<4x4x4xf32>
  return
}

// -----

func.func @extract_slice_offset_bounds(%t: tensor<8x16x4xf32>) {
  // expected-error @+1 {{offset 0 is out-of-bounds: 8 >= 8}}
  %0 = tensor.extract_slice %t[8, 0, 0][0, 4, 4][1, 1, 1] : tensor<8x16x4xf32> to tensor<0x4x4xf32>
  return
}

// -----

func.func @extract_slice_strides_count(%t: tensor<8x16x4xf32>, %i: index) {
  // expected-error @+1 {{expected the number of 'strides' to match the number of dynamic entries in 'static_strides' (1 vs 0)}}
  %0 = "tensor.extract_slice"(%t, %i) <{operandSegmentSizes = array<i32: 1, 0, 0, 1>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 4, 4, 4>, static_strides = array<i64: 1, 1, 1>}> : (tensor<8x16x4xf32>, index) -> tensor<4x4x4xf32>
  return
}

// -----

func.func @extract_slice_negative(%t: tensor<8x16x4xf32>) {
  // expected-error @+1 {{expected offsets to be non-negative, but got -1}}
  %0 = tensor.extract_slice %t[-1, 0, 0][4, 4, 4][1, 1, 1] : tensor<8x16x4xf32> to tensor<4x4x4xf32>
  return
}

// -----

func.func @insert_slice_rank(%t1: tensor<?xf32>, %t2: tensor<?x?xf32>) {
  // expected-error @+1 {{expected rank to be smaller or equal to the other rank.}}
  %0 = tensor.insert_slice %t2 into %t1[0][4][1] : tensor<?x?xf32> into tensor<?xf32>
  return
}

// -----

func.func @insert_slice_elem(%t1: tensor<4xi8>, %t2: tensor<?xf32>) {
  // expected-error @+1 {{expected element type to be 'f32'}}
  %0 = tensor.insert_slice %t1 into %t2[0][4][1] : tensor<4xi8> into tensor<?xf32>
  return
}

// -----

func.func @insert_slice_size(%t1: tensor<4x4x4xf32>, %t2: tensor<8x16x4xf32>, %i: index) {
  // expected-error @+1 {{expected type to be 'tensor<?x4x4xf32>' or a rank-reduced version. (size mismatch)}}
  %0 = tensor.insert_slice %t1 into %t2[0, 0, 0][%i, 4, 4][1, 1, 1] : tensor<4x4x4xf32> into tensor<8x16x4xf32>
  return
}

// -----

func.func @insert_slice_offsets(%t1: tensor<?x?xf32>, %t2: tensor<?x?x?xf32>, %i: index, %j: index) {
  // expected-error @+1 {{expected 3 offset values, got 2}}
  %0 = tensor.insert_slice %t1 into %t2[0, 0][%i, %j][1, 1] : tensor<?x?xf32> into tensor<?x?x?xf32>
  return
}

// -----

func.func @insert_slice_bounds(%t1: tensor<4x4xf32>, %t2: tensor<8x16x4xf32>) {
  // expected-error @+1 {{slice along dimension 2 runs out-of-bounds: 6 >= 4}}
  %0 = tensor.insert_slice %t1 into %t2[7, 0, 0][1, 4, 4][1, 1, 2] : tensor<4x4xf32> into tensor<8x16x4xf32>
  return
}

// -----

func.func @insert_slice_result(%t1: tensor<4xf32>, %t2: tensor<8xf32>) {
  // expected-error @+1 {{'tensor.insert_slice' op failed to verify that expected result type to match dest type}}
  %0 = "tensor.insert_slice"(%t1, %t2) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xf32>, tensor<8xf32>) -> tensor<9xf32>
  return
}

// -----

func.func @pad_result(%t: tensor<?x2x3x4xi32>, %i: index, %v: i32) -> tensor<?x?x?x8xf32> {
  // expected-error @+1 {{specified type 'tensor<?x?x?x8xf32>' does not match the inferred type 'tensor<?x?x?x9xi32>'}}
  %0 = tensor.pad %t low[1, %i, 2, 2] high[1, 2, %i, 3] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : i32
  } : tensor<?x2x3x4xi32> to tensor<?x?x?x8xf32>
  return %0 : tensor<?x?x?x8xf32>
}

// -----

func.func @pad_dynamic_result(%t: tensor<4x4xf32>, %f: f32) {
  // expected-error @+1 {{specified type 'tensor<7x?xf32>' does not match the inferred type 'tensor<7x9xf32>'}}
  %0 = tensor.pad %t low[1, 2] high[2, 3] {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : f32
  } : tensor<4x4xf32> to tensor<7x?xf32>
  return
}

// -----

func.func @pad_infer(%t: tensor<4x4xf32>, %f: f32) {
  // expected-error @+1 {{failed to infer expectedType from sourceType 'tensor<4x4xf32>', specified resultType is 'tensor<7x9xf32>'}}
  %0 = tensor.pad %t low[1] high[2, 3] {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : f32
  } : tensor<4x4xf32> to tensor<7x9xf32>
  return
}

// -----

func.func @pad_block_args(%t: tensor<?x4xi32>, %v: i32) -> tensor<?x9xi32> {
  // expected-error @+1 {{expected the block to have 2 arguments}}
  %0 = tensor.pad %t low[1, 2] high[2, 3] {
  ^bb0(%a: index, %b: index, %c: index):
    tensor.yield %v : i32
  } : tensor<?x4xi32> to tensor<?x9xi32>
  return %0 : tensor<?x9xi32>
}

// -----

func.func @pad_block_arg_type(%t: tensor<?x4xi32>, %v: i32) -> tensor<?x9xi32> {
  // expected-error @+1 {{'tensor.pad' op expected block argument 1 to be an index}}
  %0 = tensor.pad %t low[1, 2] high[2, 3] {
  ^bb0(%a: i32, %b: i32):
    tensor.yield %v : i32
  } : tensor<?x4xi32> to tensor<?x9xi32>
  return %0 : tensor<?x9xi32>
}

// -----

func.func @pad_yield(%t: tensor<?x4xi32>, %v: i8) -> tensor<?x9xi32> {
  // expected-error @+1 {{'tensor.pad' op expected yield type to match shape element type}}
  %0 = tensor.pad %t low[1, 2] high[2, 3] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : i8
  } : tensor<?x4xi32> to tensor<?x9xi32>
  return %0 : tensor<?x9xi32>
}

// -----

func.func @expand_static(%t: tensor<2x3x20xf32>) {
  // expected-error @+1 {{'tensor.expand_shape' op expected dimension 2 of collapsed type to be static value of 40}}
  %0 = tensor.expand_shape %t [[0], [1], [2, 3, 4]] output_shape [2, 3, 2, 4, 5] : tensor<2x3x20xf32> into tensor<2x3x2x4x5xf32>
  return
}

// -----

func.func @expand_mixed(%t: tensor<?x?xf32>, %i: index) {
  // expected-error @+1 {{'tensor.expand_shape' op expected dimension 1 of collapsed type to be static value of 5}}
  %0 = tensor.expand_shape %t [[0, 1], [2]] output_shape [%i, 4, 5] : tensor<?x?xf32> into tensor<?x4x5xf32>
  return
}

// -----

func.func @expand_dynamic(%t: tensor<4x4xf32>, %i: index) {
  // expected-error @+1 {{'tensor.expand_shape' op expected dimension 0 of collapsed type to be dynamic since one or more of the corresponding dimensions in the expanded type is dynamic}}
  %0 = tensor.expand_shape %t [[0, 1], [2]] output_shape [%i, 2, 4] : tensor<4x4xf32> into tensor<?x2x4xf32>
  return
}

// -----

func.func @expand_output_rank(%t: tensor<2xf32>) {
  // expected-error @+1 {{'tensor.expand_shape' op expected number of static shape dims to be equal to the output rank (3) but found 2 inputs instead}}
  %0 = tensor.expand_shape %t [[0, 1, 2]] output_shape [1, 2] : tensor<2xf32> into tensor<1x1x2xf32>
  return
}

// -----

func.func @expand_maps(%t: tensor<4x4xf32>) {
  // expected-error @+1 {{'tensor.expand_shape' op expected collapsed rank (2) to equal the number of reassociation maps (1).}}
  %0 = tensor.expand_shape %t [[0, 1]] output_shape [2, 2] : tensor<4x4xf32> into tensor<2x2xf32>
  return
}

// -----

func.func @expand_rank(%t: tensor<4x4xf32>) {
  // expected-error @+1 {{'tensor.expand_shape' op expected the expanded type, 'tensor<4xf32>' to have a higher (or same) rank than the collapsed type, 'tensor<4x4xf32>'.}}
  %0 = tensor.expand_shape %t [[0], [1]] output_shape [4] : tensor<4x4xf32> into tensor<4xf32>
  return
}

// -----

func.func @expand_dynamic_count(%t: tensor<?x?xf32>, %i: index) {
  // expected-error @+1 {{'tensor.expand_shape' op mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has 2 dynamic dims while output_shape has 1 values}}
  %0 = "tensor.expand_shape"(%t, %i) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: -9223372036854775808, 2, -9223372036854775808>}> : (tensor<?x?xf32>, index) -> tensor<?x2x?xf32>
  return
}

// -----

func.func @collapse_static(%t: tensor<2x3x2x4x5xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op expected dimension 2 of collapsed type to be static value of 40}}
  %0 = tensor.collapse_shape %t [[0], [1], [2, 3, 4]] : tensor<2x3x2x4x5xf32> into tensor<2x3x20xf32>
  return
}

// -----

func.func @collapse_contiguous(%t: tensor<8x16x4xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op expected reassociation map #0 to be valid and contiguous.}}
  %0 = tensor.collapse_shape %t [[0, 2], [1]] : tensor<8x16x4xf32> into tensor<32x16xf32>
  return
}

// -----

func.func @collapse_map_size(%t: tensor<8x16x4xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op expected reassociation map #0 to have size equal to the expanded rank (3), but it is  2.}}
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<8x16x4xf32> into tensor<128xf32>
  return
}

// -----

func.func @collapse_elem(%t: tensor<2x2xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op expected collapsed type to be 'tensor<4xf32>', but got 'tensor<4xi32>'}}
  %0 = "tensor.collapse_shape"(%t) <{reassociation = [[0, 1]]}> : (tensor<2x2xf32>) -> tensor<4xi32>
  return
}

// -----

func.func @gather_indices(%t: tensor<4xf32>, %m: memref<4xi32>) {
  // expected-error @+1 {{'tensor.gather' op operand #1 must be ranked tensor of signless integer or index values, but got 'memref<4xi32>'}}
  %0 = "tensor.gather"(%t, %m) <{gather_dims = array<i64: 0>}> : (tensor<4xf32>, memref<4xi32>) -> tensor<4xf32>
  return
}

// -----

func.func @gather_empty_dims(%a: tensor<3x6xf32>, %idx: tensor<2x1xindex>) {
  // expected-error @+1 {{'tensor.gather' op gather_dims must be non-empty}}
  %0 = tensor.gather %a[%idx] gather_dims([]) : (tensor<3x6xf32>, tensor<2x1xindex>) -> tensor<2x1x6xf32>
  return
}

// -----

func.func @gather_dims_length(%a: tensor<3x6xf32>, %idx: tensor<2x1xindex>) {
  // expected-error @+1 {{'tensor.gather' op gather_dims length must match the size of last dimension of indices}}
  %0 = tensor.gather %a[%idx] gather_dims([0, 1]) : (tensor<3x6xf32>, tensor<2x1xindex>) -> tensor<2x1x6xf32>
  return
}

// -----

func.func @gather_dims_order(%a: tensor<3x6xf32>, %idx: tensor<2x2xindex>) {
  // expected-error @+1 {{'tensor.gather' op gather_dims values must be strictly increasing}}
  %0 = tensor.gather %a[%idx] gather_dims([1, 0]) : (tensor<3x6xf32>, tensor<2x2xindex>) -> tensor<2x1x1xf32>
  return
}

// -----

func.func @gather_result(%a: tensor<3x6xf32>, %idx: tensor<2x1xindex>) {
  // expected-error @+1 {{'tensor.gather' op result type mismatch: expected 'tensor<2x1x6xf32>' or its rank-reduced variant 'tensor<2x6xf32>' (got: 'tensor<2x1x7xf32>')}}
  %0 = tensor.gather %a[%idx] gather_dims([0]) : (tensor<3x6xf32>, tensor<2x1xindex>) -> tensor<2x1x7xf32>
  return
}

// -----

func.func @scatter_unique(%g: tensor<2x1x6xf32>, %a: tensor<3x6xf32>, %idx: tensor<2x1xindex>) {
  // expected-error @+1 {{'tensor.scatter' op requires 'unique' attribute to be set}}
  %0 = tensor.scatter %g into %a[%idx] scatter_dims([0]) : (tensor<2x1x6xf32>, tensor<3x6xf32>, tensor<2x1xindex>) -> tensor<3x6xf32>
  return
}

// -----

func.func @scatter_source(%a: tensor<3x6xf32>, %idx: tensor<2x1xindex>) {
  // expected-error @+1 {{'tensor.scatter' op source type mismatch: expected 'tensor<2x1x6xf32>' or its rank-reduced variant 'tensor<2x6xf32>' (got: 'tensor<3x6xf32>')}}
  %0 = tensor.scatter %a into %a[%idx] scatter_dims([0]) unique : (tensor<3x6xf32>, tensor<3x6xf32>, tensor<2x1xindex>) -> tensor<3x6xf32>
  return
}

// -----

func.func @scatter_overflow(%g: tensor<2x1x6xf32>, %a: tensor<3x6xf32>, %idx: tensor<2x3xindex>) {
  // expected-error @+1 {{'tensor.scatter' op scatter_dims overflow dest rank}}
  %0 = tensor.scatter %g into %a[%idx] scatter_dims([0, 1, 2]) unique : (tensor<2x1x6xf32>, tensor<3x6xf32>, tensor<2x3xindex>) -> tensor<3x6xf32>
  return
}
