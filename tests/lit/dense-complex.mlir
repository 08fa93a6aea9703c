// Dense elements of complex type: MLIR prints each element as `(re,im)`
// with no space after the comma.
// RUN: rmlir-opt --allow-unregistered-dialect %s | FileCheck %s --match-full-lines
// RUN: rmlir-opt --allow-unregistered-dialect %s --emit-bytecode | rmlir-opt --allow-unregistered-dialect | FileCheck %s --match-full-lines
// RUN: rmlir-opt --allow-unregistered-dialect %s | rmlir-opt --allow-unregistered-dialect | FileCheck %s --match-full-lines

"t.complex"() {a = dense<(1.0, 2.0)> : tensor<2xcomplex<f32>>, b = dense<[(1, 2), (3, 4)]> : tensor<2xcomplex<i32>>, c = dense<[(1, 2), (1, 2)]> : tensor<2xcomplex<i8>>, d = dense<[[(0.5, -1.5)]]> : tensor<1x1xcomplex<f64>>} : () -> ()

// CHECK: module {
// CHECK-NEXT:   "t.complex"() {a = dense<(1.000000e+00,2.000000e+00)> : tensor<2xcomplex<f32>>, b = dense<[(1,2), (3,4)]> : tensor<2xcomplex<i32>>, c = dense<(1,2)> : tensor<2xcomplex<i8>>, d = dense<(5.000000e-01,-1.500000e+00)> : tensor<1x1xcomplex<f64>>} : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
