// RUN: rmlir-opt %s | FileCheck %s
// RUN: rmlir-opt %s --mlir-print-op-generic | rmlir-opt | FileCheck %s
// RUN: rmlir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: rmlir-opt %s --canonicalize | FileCheck %s --check-prefix=CANON

// `complex.constant`: its custom form, its generic form, and constant
// deduplication under canonicalize (it is ConstantLike and folds to its
// value).

// CHECK-LABEL: func.func @constants
// CHECK-NEXT: %cst = complex.constant [1.000000e+00 : f32, 2.000000e+00 : f32] : complex<f32>
// CHECK-NEXT: %cst_0 = complex.constant [1 : i32, -2 : i32] {foo} : complex<i32>
// CHECK-NEXT: %cst_1 = complex.constant [1.000000e+00 : f32, 2.000000e+00 : f32] : complex<f32>
// CHECK-NEXT: %cst_2 = complex.constant [1.500000e+00, 0.000000e+00] : complex<f64>
// GENERIC: "complex.constant"() <{value = [1.000000e+00 : f32, 2.000000e+00 : f32]}> : () -> complex<f32>
// GENERIC: "complex.constant"() <{value = [1 : i32, -2 : i32]}> {foo} : () -> complex<i32>
// GENERIC: "complex.constant"() <{value = [1.500000e+00, 0.000000e+00]}> : () -> complex<f64>
// CANON-LABEL: func.func @constants
// CANON-NEXT: %cst = complex.constant [1.000000e+00 : f32, 2.000000e+00 : f32] : complex<f32>
// CANON-NEXT: %cst_0 = complex.constant [1 : i32, -2 : i32] {foo} : complex<i32>
// CANON-NEXT: %cst_1 = complex.constant [1.500000e+00, 0.000000e+00] : complex<f64>
// CANON-NEXT: return %cst, %cst_0, %cst, %cst_1
func.func @constants() -> (complex<f32>, complex<i32>, complex<f32>, complex<f64>) {
  %0 = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
  %1 = complex.constant [1 : i32, -2 : i32] {foo} : complex<i32>
  %2 = "complex.constant"() <{value = [1.0 : f32, 2.0 : f32]}> : () -> complex<f32>
  %3 = complex.constant [1.5, 0.0] : complex<f64>
  return %0, %1, %2, %3 : complex<f32>, complex<i32>, complex<f32>, complex<f64>
}
