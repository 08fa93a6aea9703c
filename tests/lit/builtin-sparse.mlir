// sparse elements attributes; elided with --mlir-elide-elementsattrs-if-larger
// when their indices or values are a non-splat with more elements.
// RUN: rmlir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: rmlir-opt --allow-unregistered-dialect %s --emit-bytecode | rmlir-opt --allow-unregistered-dialect | FileCheck %s
// RUN: rmlir-opt --allow-unregistered-dialect %s | rmlir-opt --allow-unregistered-dialect | FileCheck %s
// RUN: rmlir-opt --allow-unregistered-dialect --mlir-elide-elementsattrs-if-larger=1 --mlir-print-op-generic %s | FileCheck %s --check-prefix=ELIDE
// RUN: rmlir-opt --allow-unregistered-dialect %s --emit-bytecode | rmlir-opt --allow-unregistered-dialect --mlir-elide-elementsattrs-if-larger=1 --mlir-print-op-generic | FileCheck %s --check-prefix=ELIDE

// CHECK: "t.a"() {a = sparse<{{\[\[}}0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>, b = sparse<> : tensor<2xf32>, c = sparse<0, 1.500000e+00> : tensor<3xf32>, d = sparse<{{\[\[}}0, 1]], (1.000000e+00,2.000000e+00)> : tensor<2x2xcomplex<f32>>, e = sparse<1, "a"> : tensor<3x!foo.s>, f = sparse<1, true> : tensor<3xi1>, g = sparse<{{\[\[}}0], [1]], [1, 2]> : vector<3xi8>} : () -> ()
// CHECK-NEXT: "t.b"() {h = sparse<[0, 2], [-1, -2]> : tensor<4xi16>} : () -> ()

// ELIDE: "t.a"() {a = dense_resource<__elided__> : tensor<3x4xi32>, b = sparse<> : tensor<2xf32>, c = sparse<0, 1.500000e+00> : tensor<3xf32>, d = dense_resource<__elided__> : tensor<2x2xcomplex<f32>>, e = sparse<1, "a"> : tensor<3x!foo.s>, f = sparse<1, true> : tensor<3xi1>, g = dense_resource<__elided__> : vector<3xi8>} : () -> ()
"t.a"() {a = sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>, b = sparse<> : tensor<2xf32>, c = sparse<0, 1.5> : tensor<3xf32>, d = sparse<[[0, 1]], [(1.0, 2.0)]> : tensor<2x2xcomplex<f32>>, e = sparse<[1], "a"> : tensor<3x!foo.s>, f = sparse<[[1]], [true]> : tensor<3xi1>, g = sparse<[[0],[1]], [1, 2]> : vector<3xi8>} : () -> ()
"t.b"() {h = sparse<[0, 2], [-1, -2]> : tensor<4xi16>} : () -> ()
