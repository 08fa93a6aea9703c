// With --split-input-file each chunk has its own resources; a chunk whose
// dense_resource has no blob prints no metadata. When every entry is elided
// the metadata dictionary is still opened and closed, as in MLIR.
// RUN: rmlir-opt --allow-unregistered-dialect --split-input-file %s | FileCheck %s
// RUN: rmlir-opt --allow-unregistered-dialect --split-input-file --mlir-elide-resource-strings-if-larger=8 %s | FileCheck %s --check-prefix=ELIDE

// CHECK: "t.a"() {b = dense_resource<b1> : tensor<2xi32>} : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {-#
// CHECK-NEXT:   dialect_resources: {
// CHECK-NEXT:     builtin: {
// CHECK-NEXT:       b1: "0x04000000AABBCCDD11223344"
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: #-}
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   "t.b"() {b = dense_resource<b1> : tensor<2xi32>} : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----

// ELIDE: "t.a"() {b = dense_resource<b1> : tensor<2xi32>} : () -> ()
// ELIDE-NEXT: }
// ELIDE-EMPTY:
// ELIDE-NEXT: {-#
// ELIDE-EMPTY:
// ELIDE-NEXT: #-}
"t.a"() {b = dense_resource<b1> : tensor<2xi32>} : () -> ()
{-# dialect_resources: { builtin: { b1: "0x04000000aabbccdd11223344" } } #-}
// -----
"t.b"() {b = dense_resource<b1> : tensor<2xi32>} : () -> ()
// -----
"t.c"() : () -> ()
