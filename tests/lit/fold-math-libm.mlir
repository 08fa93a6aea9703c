// math.erf and math.erfc fold in MLIR 22 through the C library's
// erf/erff/erfc/erfcf, for f32 and f64 only (scalars and dense elements).
// RUN: rmlir-opt %s -canonicalize | FileCheck %s --match-full-lines
// RUN: rmlir-opt %s -canonicalize --emit-bytecode | rmlir-opt | FileCheck %s --match-full-lines

// CHECK-LABEL: func.func @erf_erfc() -> (f32, f64, f32) {
// CHECK-NEXT: %cst = arith.constant 0.520499885 : f32
// CHECK-NEXT: %cst_0 = arith.constant 0.52049987781304652 : f64
// CHECK-NEXT: %cst_1 = arith.constant 0.479500115 : f32
// CHECK-NEXT: return %cst, %cst_0, %cst_1 : f32, f64, f32
// CHECK-NEXT: }
func.func @erf_erfc() -> (f32, f64, f32) {
  %a = arith.constant 0.5 : f32
  %d = arith.constant 0.5 : f64
  %0 = math.erf %a : f32
  %1 = math.erf %d : f64
  %2 = math.erfc %a : f32
  return %0, %1, %2 : f32, f64, f32
}

// CHECK-LABEL: func.func @ranges() -> (f64, f64, f32, f32, vector<2xf32>, tensor<2xf64>) {
// CHECK-NEXT: %cst = arith.constant 1.842700792949715 : f64
// CHECK-NEXT: %cst_0 = arith.constant 0.99999925690162761 : f64
// CHECK-NEXT: %cst_1 = arith.constant 1.99532223 : f32
// CHECK-NEXT: %cst_2 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %cst_3 = arith.constant dense<[0.479500115, 0.157299206]> : vector<2xf32>
// CHECK-NEXT: %cst_4 = arith.constant dense<[0.99887162120903072, 0.000000e+00]> : tensor<2xf64>
// CHECK-NEXT: return %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4 : f64, f64, f32, f32, vector<2xf32>, tensor<2xf64>
// CHECK-NEXT: }
func.func @ranges() -> (f64, f64, f32, f32, vector<2xf32>, tensor<2xf64>) {
  %a = arith.constant -1.0 : f64
  %b = arith.constant 3.5 : f64
  %c = arith.constant -2.0 : f32
  %d = arith.constant 0x7F800000 : f32
  %v = arith.constant dense<[0.5, 1.0]> : vector<2xf32>
  %t = arith.constant dense<[1.0e-3, 30.0]> : tensor<2xf64>
  %0 = math.erfc %a : f64
  %1 = math.erf %b : f64
  %2 = math.erfc %c : f32
  %3 = math.erf %d : f32
  %4 = math.erfc %v : vector<2xf32>
  %5 = math.erfc %t : tensor<2xf64>
  return %0, %1, %2, %3, %4, %5 : f64, f64, f32, f32, vector<2xf32>, tensor<2xf64>
}

// Other float types and non-constant operands do not fold.
// CHECK-LABEL: func.func @no_fold(%arg0: f32) -> (f16, bf16, f32) {
// CHECK-NEXT: %cst = arith.constant 5.000000e-01 : f16
// CHECK-NEXT: %cst_0 = arith.constant 5.000000e-01 : bf16
// CHECK-NEXT: %0 = math.erf %cst : f16
// CHECK-NEXT: %1 = math.erfc %cst_0 : bf16
// CHECK-NEXT: %2 = math.erf %arg0 : f32
// CHECK-NEXT: return %0, %1, %2 : f16, bf16, f32
// CHECK-NEXT: }
func.func @no_fold(%x: f32) -> (f16, bf16, f32) {
  %a = arith.constant 0.5 : f16
  %b = arith.constant 0.5 : bf16
  %0 = math.erf %a : f16
  %1 = math.erfc %b : bf16
  %2 = math.erf %x : f32
  return %0, %1, %2 : f16, bf16, f32
}
