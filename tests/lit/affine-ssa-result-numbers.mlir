// Subscripts of affine.load/affine.store naming results of a multi-result
// op (`%0#1`). As in MLIR 22, an SSA id already seen in the map is matched
// by its `%name` alone, so a second result number of the same op is not
// part of the subscript and is reported as "expected ']' in affine map".
// RUN: rmlir-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect
// RUN: not rmlir-opt %s -split-input-file -allow-unregistered-dialect 2>&1 | FileCheck %s

// CHECK-LABEL: func.func @first_use_keeps_number
// CHECK: %[[R:.*]]:2 = "test.two"() : () -> (index, index)
// CHECK: %[[L:.*]] = affine.load %{{.*}}[%[[R]]#1 * 9, %[[R]]#1 + 1] : memref<100x100xf32>
// CHECK: affine.store %[[L]], %{{.*}}[%[[R]]#1, %[[R]]#1 + 1] : memref<100x100xf32>
func.func @first_use_keeps_number(%m: memref<100x100xf32>) {
  %0:2 = "test.two"() : () -> (index, index)
  %1 = affine.load %m[%0#1 * 8 + %0, %0 + 1] : memref<100x100xf32>
  affine.store %1, %m[%0#1, %0 + 1] : memref<100x100xf32>
  return
}

// -----

func.func @two_result_numbers(%m: memref<100x100xf32>) {
  %0:2 = "test.two"() : () -> (index, index)
  // expected-error@+1 {{expected ']' in affine map}}
  %1 = affine.load %m[%0#0 * 8 + %0#1, 0] : memref<100x100xf32>
  return
}

// -----

func.func @number_in_second_subscript(%m: memref<100x100xf32>) {
  %0:2 = "test.two"() : () -> (index, index)
  // expected-error@+1 {{expected ']' in affine map}}
  %1 = affine.load %m[%0#1 * 8 + %0, %0#0] : memref<100x100xf32>
  return
}

// -----

func.func @store_same_number_twice(%m: memref<100x100xf32>, %v: f32) {
  %0:2 = "test.two"() : () -> (index, index)
  // expected-error@+1 {{expected ']' in affine map}}
  affine.store %v, %m[%0#1, %0#1 + 1] : memref<100x100xf32>
  return
}
