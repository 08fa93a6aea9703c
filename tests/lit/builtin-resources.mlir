// File metadata: the builtin blobs referenced by dense_resource attributes
// are printed after the module, in the order they are first printed;
// external resources are printed back; with local scope nothing is printed.
// RUN: rmlir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: rmlir-opt --allow-unregistered-dialect %s --emit-bytecode | rmlir-opt --allow-unregistered-dialect | FileCheck %s
// RUN: rmlir-opt --allow-unregistered-dialect %s | rmlir-opt --allow-unregistered-dialect | FileCheck %s
// RUN: rmlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: rmlir-opt --allow-unregistered-dialect %s --emit-bytecode | rmlir-opt --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: rmlir-opt --allow-unregistered-dialect --mlir-elide-resource-strings-if-larger=10 %s | FileCheck %s --check-prefix=ELIDE
// RUN: rmlir-opt --allow-unregistered-dialect %s --emit-bytecode | rmlir-opt --allow-unregistered-dialect --mlir-elide-resource-strings-if-larger=10 | FileCheck %s --check-prefix=ELIDE
// RUN: rmlir-opt --allow-unregistered-dialect --mlir-print-local-scope %s | FileCheck %s --check-prefix=LOCAL
// RUN: rmlir-opt --allow-unregistered-dialect %s --emit-bytecode | rmlir-opt --allow-unregistered-dialect --mlir-print-local-scope | FileCheck %s --check-prefix=LOCAL

// CHECK: module {
// CHECK-NEXT:   "t.a"() {x = dense_resource<blob2> : tensor<2xf32>, y = dense_resource<"blob 1"> : tensor<3xi64>, z = dense_resource<missing> : tensor<1xi8>} : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {-#
// CHECK-NEXT:   dialect_resources: {
// CHECK-NEXT:     builtin: {
// CHECK-NEXT:       blob2: "0x040000000000803F00000040",
// CHECK-NEXT:       "blob 1": "0x08000000010000000000000002000000000000000300000000000000"
// CHECK-NEXT:     }
// CHECK-NEXT:   },
// CHECK-NEXT:   external_resources: {
// CHECK-NEXT:     mlir_reproducer: {
// CHECK-NEXT:       pipeline: "builtin.module(cse)",
// CHECK-NEXT:       disable_threading: true
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: #-}

// GENERIC: "t.a"() {x = dense_resource<blob2> : tensor<2xf32>, y = dense_resource<"blob 1"> : tensor<3xi64>, z = dense_resource<missing> : tensor<1xi8>} : () -> ()
// GENERIC: {-#
// GENERIC-NEXT:   dialect_resources: {

// ELIDE: {-#
// ELIDE-NEXT:   external_resources: {
// ELIDE-NEXT:     mlir_reproducer: {
// ELIDE-NEXT:       disable_threading: true
// ELIDE-NEXT:     }
// ELIDE-NEXT:   }
// ELIDE-NEXT: #-}

// LOCAL-NOT: {-#
"t.a"() {x = dense_resource<blob2> : tensor<2xf32>, y = dense_resource<"blob 1"> : tensor<3xi64>, z = dense_resource<missing> : tensor<1xi8>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      "blob 1": "0x08000000010000000000000002000000000000000300000000000000",
      unused: "0x0400000001000000",
      blob2: "0x040000000000803f00000040"
    }
  },
  external_resources: {
    mlir_reproducer: {
      pipeline: "builtin.module(cse)",
      disable_threading: true
    },
    nothing: {}
  }
#-}
