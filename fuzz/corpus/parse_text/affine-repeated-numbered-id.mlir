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

