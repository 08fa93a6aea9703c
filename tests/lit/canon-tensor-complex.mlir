// RUN: rmlir-opt %s -split-input-file -canonicalize | FileCheck %s

// Tensor folds of complex constants (MLIR's tensor canonicalize tests):
// an extracted complex element becomes a `complex.constant` (the tensor
// dialect materializes it), and `tensor.from_elements` of complex
// constants becomes one dense constant.

// CHECK-LABEL: func.func @extract_complex
// CHECK-NEXT: %cst = arith.constant dense<[(1,2), (5,-6)]> : tensor<2xcomplex<i8>>
// CHECK-NEXT: %cst_0 = arith.constant 4.000000e+00 : f32
// CHECK-NEXT: %cst_1 = complex.constant [1.200000e+00 : f32, 2.300000e+00 : f32] : complex<f32>
// CHECK-NEXT: %cst_2 = complex.constant [5 : i8, -6 : i8] : complex<i8>
// CHECK-NEXT: %extracted = tensor.extract %cst[%arg0] : tensor<2xcomplex<i8>>
// CHECK-NEXT: return %cst_0, %cst_1, %cst_2, %extracted
func.func @extract_complex(%arg0 : index) -> (f32, complex<f32>, complex<i8>, complex<i8>) {
  %c1 = arith.constant 1 : index
  %0 = arith.constant dense<4.0> : tensor<4xf32>
  %e0 = tensor.extract %0[%arg0] : tensor<4xf32>
  %1 = arith.constant dense<(1.2, 2.3)> : tensor<complex<f32>>
  %e1 = tensor.extract %1[] : tensor<complex<f32>>
  %2 = arith.constant dense<[(1, 2), (5, -6)]> : tensor<2xcomplex<i8>>
  %e2 = tensor.extract %2[%c1] : tensor<2xcomplex<i8>>
  %e3 = tensor.extract %2[%arg0] : tensor<2xcomplex<i8>>
  return %e0, %e1, %e2, %e3 : f32, complex<f32>, complex<i8>, complex<i8>
}

// -----

// CHECK-LABEL: func.func @from_elements_complex_i
// CHECK-NEXT: %cst = arith.constant dense<[(1,2), (3,2), (1,2)]> : tensor<3xcomplex<i32>>
// CHECK-NEXT: return %cst
func.func @from_elements_complex_i() -> tensor<3xcomplex<i32>> {
  %c1 = arith.constant dense<(1, 2)> : tensor<complex<i32>>
  %complex1 = tensor.extract %c1[] : tensor<complex<i32>>
  %c2 = arith.constant dense<(3, 2)> : tensor<complex<i32>>
  %complex2 = tensor.extract %c2[] : tensor<complex<i32>>
  %tensor = tensor.from_elements %complex1, %complex2, %complex1 : tensor<3xcomplex<i32>>
  return %tensor : tensor<3xcomplex<i32>>
}

// -----

// CHECK-LABEL: func.func @from_elements_complex_f
// CHECK-NEXT: %cst = arith.constant dense<[(1.200000e+00,2.300000e+00), (3.200000e+00,2.100000e+00)]> : tensor<2xcomplex<f32>>
// CHECK-NEXT: return %cst
func.func @from_elements_complex_f() -> tensor<2xcomplex<f32>> {
  %c1 = arith.constant dense<(1.2, 2.3)> : tensor<complex<f32>>
  %complex1 = tensor.extract %c1[] : tensor<complex<f32>>
  %c2 = arith.constant dense<(3.2, 2.1)> : tensor<complex<f32>>
  %complex2 = tensor.extract %c2[] : tensor<complex<f32>>
  %tensor = tensor.from_elements %complex1, %complex2 : tensor<2xcomplex<f32>>
  return %tensor : tensor<2xcomplex<f32>>
}

// -----

// A complex element of a constant global is not folded into an affine
// load (the affine dialect materializes only arith constants).
// CHECK-LABEL: func.func @affine_load_complex_global
// CHECK: affine.load
memref.global "private" constant @g : memref<2xcomplex<f32>> = dense<[(1.0, 2.0), (3.0, 4.0)]>
func.func @affine_load_complex_global() -> complex<f32> {
  %m = memref.get_global @g : memref<2xcomplex<f32>>
  %v = affine.load %m[1] : memref<2xcomplex<f32>>
  return %v : complex<f32>
}

// -----

// From elements that are not all constants: no fold.
// CHECK-LABEL: func.func @from_elements_complex_mixed
// CHECK: tensor.from_elements %cst, %arg0
func.func @from_elements_complex_mixed(%arg0 : complex<f32>) -> tensor<2xcomplex<f32>> {
  %c = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
  %tensor = tensor.from_elements %c, %arg0 : tensor<2xcomplex<f32>>
  return %tensor : tensor<2xcomplex<f32>>
}
