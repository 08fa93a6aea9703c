// Verifier, type-constraint and custom-form diagnostics of the bufferization
// dialect and its discardable attributes, as mlir-opt-22 words them.
// RUN: rmlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

func.func @to_tensor_shape(%m: memref<2xf32>) {
  // expected-error @+2 {{shapes do not match}}
  // expected-error @+1 {{'bufferization.to_tensor' op failed to verify that specified tensor and buffer types match}}
  %1 = bufferization.to_tensor %m : memref<2xf32> to tensor<3xf32>
  return
}

// -----

func.func @to_tensor_element(%m: memref<2xf32>) {
  // expected-error @+2 {{element types do not match}}
  // expected-error @+1 {{'bufferization.to_tensor' op failed to verify that specified tensor and buffer types match}}
  %1 = bufferization.to_tensor %m : memref<2xf32> to tensor<2xf64>
  return
}

// -----

func.func @to_tensor_unranked_to_ranked(%m: memref<*xf32>) {
  // expected-error @+2 {{shapes do not match}}
  // expected-error @+1 {{'bufferization.to_tensor' op failed to verify that specified tensor and buffer types match}}
  %2 = bufferization.to_tensor %m : memref<*xf32> to tensor<2xf32>
  return
}

// -----

func.func @to_tensor_tensor_operand(%m: tensor<2xf32>) {
  // expected-error @+1 {{custom op 'bufferization.to_tensor' invalid kind of type specified}}
  %1 = bufferization.to_tensor %m : tensor<2xf32> to tensor<2xf32>
  return
}

// -----

func.func @to_tensor_generic_operand(%m: tensor<2xf32>) {
  // expected-error @+1 {{'bufferization.to_tensor' op operand #0 must be BufferLikeType instance, but got 'tensor<2xf32>'}}
  %1 = "bufferization.to_tensor"(%m) : (tensor<2xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @to_tensor_generic_result(%m: memref<2xf32>) {
  // expected-error @+1 {{'bufferization.to_tensor' op result #0 must be TensorLikeType instance, but got 'memref<2xf32>'}}
  %1 = "bufferization.to_tensor"(%m) : (memref<2xf32>) -> memref<2xf32>
  return
}

// -----

func.func @to_tensor_restrict_not_unit(%m: memref<2xf32>) {
  // expected-error @+1 {{'bufferization.to_tensor' op attribute 'restrict' failed to satisfy constraint: unit attribute}}
  %1 = "bufferization.to_tensor"(%m) {restrict = 1} : (memref<2xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @to_buffer_shape(%m: tensor<2xf32>) {
  // expected-error @+2 {{shapes do not match}}
  // expected-error @+1 {{'bufferization.to_buffer' op failed to verify that specified tensor and buffer types match}}
  %1 = bufferization.to_buffer %m : tensor<2xf32> to memref<*xf32>
  return
}

// -----

func.func @to_buffer_element(%m: tensor<2xf32>) {
  // expected-error @+2 {{element types do not match}}
  // expected-error @+1 {{'bufferization.to_buffer' op failed to verify that specified tensor and buffer types match}}
  %1 = bufferization.to_buffer %m : tensor<2xf32> to memref<2xi32>
  return
}

// -----

func.func @to_buffer_tensor_result(%m: tensor<2xf32>) {
  // expected-error @+1 {{custom op 'bufferization.to_buffer' invalid kind of type specified}}
  %1 = bufferization.to_buffer %m : tensor<2xf32> to tensor<2xf32>
  return
}

// -----

func.func @to_buffer_generic_operand(%m: memref<2xf32>) {
  // expected-error @+1 {{'bufferization.to_buffer' op operand #0 must be TensorLikeType instance, but got 'memref<2xf32>'}}
  %1 = "bufferization.to_buffer"(%m) : (memref<2xf32>) -> memref<2xf32>
  return
}

// -----

func.func @dealloc_tensor_result(%m: tensor<2xf32>) {
  // expected-error @+1 {{'bufferization.dealloc_tensor' op requires zero results}}
  "bufferization.dealloc_tensor"(%m) : (tensor<2xf32>) -> (i1)
  return
}

// -----

func.func @dealloc_tensor_memref(%m: memref<2xf32>) {
  // expected-error @+1 {{custom op 'bufferization.dealloc_tensor' invalid kind of type specified}}
  bufferization.dealloc_tensor %m : memref<2xf32>
  return
}

// -----

func.func @dealloc_condition_count(%m: memref<2xf32>, %c: i1) {
  // expected-error @+1 {{'bufferization.dealloc' op must have the same number of conditions as memrefs to deallocate}}
  bufferization.dealloc (%m : memref<2xf32>) if (%c, %c)
  return
}

// -----

func.func @dealloc_result_count(%m: memref<2xf32>, %c: i1) {
  // expected-error @+1 {{'bufferization.dealloc' op must have the same number of updated conditions (results) as retained operands}}
  %0 = "bufferization.dealloc"(%m, %c) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (memref<2xf32>, i1) -> (i1)
  return
}

// -----

func.func @dealloc_condition_type(%m: memref<2xf32>, %c: i32) {
  // expected-error @+1 {{'bufferization.dealloc' op operand #1 must be variadic of 1-bit signless integer, but got 'i32'}}
  "bufferization.dealloc"(%m, %c) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (memref<2xf32>, i32) -> ()
  return
}

// -----

func.func @dealloc_tensor_memref_operand(%m: tensor<2xf32>, %c: i1) {
  // expected-error @+1 {{'bufferization.dealloc' op operand #0 must be variadic of ranked or unranked memref of any type values, but got 'tensor<2xf32>'}}
  bufferization.dealloc (%m : tensor<2xf32>) if (%c)
  return
}

// -----

func.func @dealloc_result_type(%m: memref<2xf32>, %c: i1) {
  // expected-error @+1 {{'bufferization.dealloc' op result #0 must be variadic of 1-bit signless integer, but got 'i32'}}
  %0 = "bufferization.dealloc"(%m, %c) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (memref<2xf32>, i1) -> (i32)
  return
}

// -----

func.func @dealloc_empty_retain(%m: memref<2xf32>, %c: i1) {
  // expected-error @+1 {{expected ':'}}
  bufferization.dealloc (%m : memref<2xf32>) if (%c) retain ()
  return
}

// -----

func.func @alloc_tensor_dynamic_count(%sz: index) {
  // expected-error @+1 {{'bufferization.alloc_tensor' op incorrect number of dynamic sizes, has 2, expected 1}}
  %0 = bufferization.alloc_tensor(%sz, %sz) : tensor<?xf32>
  return
}

// -----

func.func @alloc_tensor_copy_type(%t: tensor<?xf32>) {
  // expected-error @+1 {{expected that `copy` and return type match}}
  %0 = "bufferization.alloc_tensor"(%t) <{operandSegmentSizes = array<i32: 0, 1, 0>}> : (tensor<?xf32>) -> tensor<5xf32>
  return
}

// -----

func.func @alloc_tensor_copy_and_sizes(%t: tensor<?xf32>, %sz: index) {
  // expected-error @+1 {{dynamic sizes not needed when copying a tensor}}
  %0 = bufferization.alloc_tensor(%sz) copy(%t) : tensor<?xf32>
  return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @alloc_tensor_copy_prior_use(%t: tensor<?xf32>) {
  // expected-error @+1 {{expects different type than prior uses: 'tensor<5xf32>' vs 'tensor<?xf32>'}}
  %0 = bufferization.alloc_tensor() copy(%t) : tensor<5xf32>
  return
}

// -----

func.func @alloc_tensor_memref(%sz: index) {
  // expected-error @+1 {{custom op 'bufferization.alloc_tensor' invalid kind of type specified}}
  %0 = bufferization.alloc_tensor() : memref<2xf32>
  return
}

// -----

func.func @alloc_tensor_no_type_hook(%sz: index) {
  // expected-error @+1 {{dialect 'bufferization' provides no type parsing hook}}
  %0 = bufferization.alloc_tensor() : !bufferization.foo
  return
}

// -----

func.func @alloc_tensor_size_hint_type(%t: tensor<?xf32>, %sz: i32) {
  // expected-error @+1 {{'bufferization.alloc_tensor' op operand #1 must be index, but got 'i32'}}
  %1 = "bufferization.alloc_tensor"(%t, %sz) <{operandSegmentSizes = array<i32: 0, 1, 1>}> : (tensor<?xf32>, i32) -> tensor<?xf32>
  return
}

// -----

func.func @alloc_tensor_result_type() {
  // expected-error @+1 {{'bufferization.alloc_tensor' op result #0 must be tensor of any type values, but got 'memref<2xf32>'}}
  %1 = "bufferization.alloc_tensor"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> memref<2xf32>
  return
}

// -----

func.func @alloc_tensor_segments(%sz: index) {
  // expected-error @+1 {{'bufferization.alloc_tensor' op operand group starting at #0 requires 0 or 1 element, but found 2}}
  %1 = "bufferization.alloc_tensor"(%sz, %sz) <{operandSegmentSizes = array<i32: 0, 0, 2>}> : (index, index) -> tensor<4xf32>
  return
}

// -----

func.func @materialize_element_type(%t: tensor<?xf32>, %d: tensor<?xf64>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op failed to verify that all of {source, dest} have same element type}}
  %0 = bufferization.materialize_in_destination %t in %d : (tensor<?xf32>, tensor<?xf64>) -> tensor<?xf64>
  return
}

// -----

func.func @materialize_vector(%t: tensor<?xf32>, %d: vector<4xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op 'dest' must be a tensor or a memref}}
  %0 = bufferization.materialize_in_destination %t in %d : (tensor<?xf32>, vector<4xf32>) -> tensor<?xf32>
  return
}

// -----

func.func @materialize_tensor_no_result(%t: tensor<?xf32>, %d: tensor<?xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op tensor 'dest' implies exactly one tensor result}}
  bufferization.materialize_in_destination %t in %d : (tensor<?xf32>, tensor<?xf32>) -> ()
  return
}

// -----

func.func @materialize_result_type(%t: tensor<?xf32>, %d: tensor<?xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op result and 'dest' types must match}}
  %0 = bufferization.materialize_in_destination %t in %d : (tensor<?xf32>, tensor<?xf32>) -> tensor<5xf32>
  return
}

// -----

func.func @materialize_memref_result(%t: tensor<?xf32>, %d: memref<?xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op memref 'dest' implies zero results}}
  %0 = bufferization.materialize_in_destination %t in writable %d : (tensor<?xf32>, memref<?xf32>) -> tensor<?xf32>
  return
}

// -----

func.func @materialize_restrict_tensor(%t: tensor<?xf32>, %d: tensor<?xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op 'restrict' is valid only for memref destinations}}
  %0 = bufferization.materialize_in_destination %t in restrict %d : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  return
}

// -----

func.func @materialize_writable_tensor(%t: tensor<?xf32>, %d: tensor<?xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op 'writable' must be specified if and only if the destination is of memref type}}
  %0 = bufferization.materialize_in_destination %t in writable %d : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  return
}

// -----

func.func @materialize_memref_not_writable(%t: tensor<?xf32>, %d: memref<?xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op 'writable' must be specified if and only if the destination is of memref type}}
  bufferization.materialize_in_destination %t in %d : (tensor<?xf32>, memref<?xf32>) -> ()
  return
}

// -----

func.func @materialize_unranked_source(%t: tensor<*xf32>, %d: tensor<?xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op source/destination shapes are incompatible}}
  %0 = bufferization.materialize_in_destination %t in %d : (tensor<*xf32>, tensor<?xf32>) -> tensor<?xf32>
  return
}

// -----

func.func @materialize_rank(%t: tensor<?x?xf32>, %d: tensor<?xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op rank mismatch between source and destination shape}}
  %0 = bufferization.materialize_in_destination %t in %d : (tensor<?x?xf32>, tensor<?xf32>) -> tensor<?xf32>
  return
}

// -----

func.func @materialize_sizes(%t: tensor<4xf32>, %d: tensor<5xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op source/destination shapes are incompatible}}
  %0 = bufferization.materialize_in_destination %t in %d : (tensor<4xf32>, tensor<5xf32>) -> tensor<5xf32>
  return
}

// -----

func.func @materialize_memref_source(%t: memref<4xf32>, %d: tensor<5xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op operand #0 must be tensor of any type values, but got 'memref<4xf32>'}}
  %0 = bufferization.materialize_in_destination %t in %d : (memref<4xf32>, tensor<5xf32>) -> tensor<5xf32>
  return
}

// -----

func.func @escape_attr(%sz: index) {
  // expected-error @+1 {{attribute '"bufferization.escape"' not supported as an op attribute by the bufferization dialect}}
  %0 = bufferization.alloc_tensor(%sz) {bufferization.escape = [true]} : tensor<?xf32>
  return
}

// -----

func.func @unknown_attr_on_other_op() {
  // expected-error @+1 {{attribute '"bufferization.foo"' not supported as an op attribute by the bufferization dialect}}
  "test.foo"() {bufferization.foo} : () -> ()
  return
}

// -----

func.func @manual_deallocation_without_effect() {
  // expected-error @+1 {{'test.foo' op attribute 'bufferization.manual_deallocation' can be used only on ops that have an allocation and/or free side effect}}
  "test.foo"() {bufferization.manual_deallocation} : () -> ()
  return
}

// -----

func.func @manual_deallocation_on_dealloc(%r: memref<?xf32>) {
  // expected-error @+1 {{'bufferization.dealloc' op attribute 'bufferization.manual_deallocation' can be used only on ops that have an allocation and/or free side effect}}
  %0 = bufferization.dealloc retain (%r : memref<?xf32>) {bufferization.manual_deallocation}
  return
}
