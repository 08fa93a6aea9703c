// math constant folders (MathOps.cpp of MLIR 22): exact rounding, sign and
// integer folds on every type; C library functions on f32/f64 only; NaN,
// -0.0 and infinities; scalars, splats and dense vectors/tensors.
// RUN: rmlir-opt %s -allow-unregistered-dialect -canonicalize | FileCheck %s --match-full-lines
// RUN: rmlir-opt %s -allow-unregistered-dialect -canonicalize --emit-bytecode | rmlir-opt -allow-unregistered-dialect | FileCheck %s --match-full-lines

// CHECK-LABEL: func.func @absf() -> (f32, f64, f16, bf16, f32, vector<2xf32>, tensor<2xf64>) {
// CHECK-NEXT: %cst = arith.constant 2.500000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 0.000000e+00 : f64
// CHECK-NEXT: %cst_1 = arith.constant 1.500000e+00 : f16
// CHECK-NEXT: %cst_2 = arith.constant 3.000000e+00 : bf16
// CHECK-NEXT: %cst_3 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT: %cst_4 = arith.constant dense<1.000000e+00> : vector<2xf32>
// CHECK-NEXT: %cst_5 = arith.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf64>
// CHECK-NEXT: return %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5 : f32, f64, f16, bf16, f32, vector<2xf32>, tensor<2xf64>
// CHECK-NEXT: }
func.func @absf() -> (f32, f64, f16, bf16, f32, vector<2xf32>, tensor<2xf64>) {
  %a = arith.constant -2.5 : f32
  %b = arith.constant -0.0 : f64
  %c = arith.constant -1.5 : f16
  %d = arith.constant -3.0 : bf16
  %e = arith.constant 0xFFC00000 : f32
  %v = arith.constant dense<-1.0> : vector<2xf32>
  %t = arith.constant dense<[-1.0, 2.0]> : tensor<2xf64>
  %0 = math.absf %a : f32
  %1 = math.absf %b : f64
  %2 = math.absf %c : f16
  %3 = math.absf %d : bf16
  %4 = math.absf %e : f32
  %5 = math.absf %v : vector<2xf32>
  %6 = math.absf %t : tensor<2xf64>
  return %0, %1, %2, %3, %4, %5, %6 : f32, f64, f16, bf16, f32, vector<2xf32>, tensor<2xf64>
}

// CHECK-LABEL: func.func @absi() -> (i32, i8, index, vector<3xi16>) {
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %c-128_i8 = arith.constant -128 : i8
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %cst = arith.constant dense<[1, 2, -32768]> : vector<3xi16>
// CHECK-NEXT: return %c7_i32, %c-128_i8, %c3, %cst : i32, i8, index, vector<3xi16>
// CHECK-NEXT: }
func.func @absi() -> (i32, i8, index, vector<3xi16>) {
  %a = arith.constant -7 : i32
  %b = arith.constant -128 : i8
  %c = arith.constant -3 : index
  %v = arith.constant dense<[-1, 2, -32768]> : vector<3xi16>
  %0 = math.absi %a : i32
  %1 = math.absi %b : i8
  %2 = math.absi %c : index
  %3 = math.absi %v : vector<3xi16>
  return %0, %1, %2, %3 : i32, i8, index, vector<3xi16>
}

// CHECK-LABEL: func.func @rounding() -> (f32, f32, f32, f64, f16, bf16, f32, f32, f64, f32) {
// CHECK-NEXT: %cst = arith.constant 3.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant -3.000000e+00 : f32
// CHECK-NEXT: %cst_1 = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: %cst_2 = arith.constant -0.000000e+00 : f64
// CHECK-NEXT: %cst_3 = arith.constant 2.000000e+00 : f16
// CHECK-NEXT: %cst_4 = arith.constant -2.000000e+00 : bf16
// CHECK-NEXT: %cst_5 = arith.constant -2.000000e+00 : f32
// CHECK-NEXT: %cst_6 = arith.constant -1.000000e+00 : f64
// CHECK-NEXT: return %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_0, %cst_5, %cst_6, %cst_5 : f32, f32, f32, f64, f16, bf16, f32, f32, f64, f32
// CHECK-NEXT: }
func.func @rounding() -> (f32, f32, f32, f64, f16, bf16, f32, f32, f64, f32) {
  %a = arith.constant 2.5 : f32
  %b = arith.constant -2.5 : f32
  %c = arith.constant -0.5 : f64
  %h = arith.constant 1.5 : f16
  %g = arith.constant -1.5 : bf16
  %0 = math.ceil %a : f32
  %1 = math.floor %b : f32
  %2 = math.roundeven %a : f32
  %3 = math.ceil %c : f64
  %4 = math.roundeven %h : f16
  %5 = math.floor %g : bf16
  %6 = math.round %b : f32
  %7 = math.trunc %b : f32
  %8 = math.round %c : f64
  %9 = math.roundeven %b : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : f32, f32, f32, f64, f16, bf16, f32, f32, f64, f32
}

// CHECK-LABEL: func.func @round_f16_not_folded() -> (f16, f16) {
// CHECK-NEXT: %cst = arith.constant 1.500000e+00 : f16
// CHECK-NEXT: %0 = math.round %cst : f16
// CHECK-NEXT: %1 = math.trunc %cst : f16
// CHECK-NEXT: return %0, %1 : f16, f16
// CHECK-NEXT: }
func.func @round_f16_not_folded() -> (f16, f16) {
  %h = arith.constant 1.5 : f16
  %0 = math.round %h : f16
  %1 = math.trunc %h : f16
  return %0, %1 : f16, f16
}

// CHECK-LABEL: func.func @copysign() -> (f32, f16, f64) {
// CHECK-NEXT: %cst = arith.constant -2.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 1.000000e+00 : f16
// CHECK-NEXT: %cst_1 = arith.constant 0xFFF8000000000000 : f64
// CHECK-NEXT: return %cst, %cst_0, %cst_1 : f32, f16, f64
// CHECK-NEXT: }
func.func @copysign() -> (f32, f16, f64) {
  %a = arith.constant 2.0 : f32
  %b = arith.constant -0.0 : f32
  %c = arith.constant -1.0 : f16
  %d = arith.constant 3.0 : f16
  %e = arith.constant 0x7FF8000000000000 : f64
  %f = arith.constant -1.0 : f64
  %0 = math.copysign %a, %b : f32
  %1 = math.copysign %c, %d : f16
  %2 = math.copysign %e, %f : f64
  return %0, %1, %2 : f32, f16, f64
}

// CHECK-LABEL: func.func @sqrt_log() -> (f32, f64, f32, f32, f32, f64, f32, f32, f32, f32) {
// CHECK-NEXT: %cst = arith.constant 3.010300e-01 : f32
// CHECK-NEXT: %cst_0 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %cst_1 = arith.constant 0x7FF0000000000000 : f64
// CHECK-NEXT: %cst_2 = arith.constant 0xFF800000 : f32
// CHECK-NEXT: %cst_3 = arith.constant -0.000000e+00 : f32
// CHECK-NEXT: %cst_4 = arith.constant -4.000000e+00 : f32
// CHECK-NEXT: %cst_5 = arith.constant 1.41421354 : f32
// CHECK-NEXT: %cst_6 = arith.constant 1.4142135623730951 : f64
// CHECK-NEXT: %0 = math.sqrt %cst_3 : f32
// CHECK-NEXT: %1 = math.sqrt %cst_4 : f32
// CHECK-NEXT: %2 = math.log %cst_4 : f32
// CHECK-NEXT: %3 = math.log10 %cst_3 : f32
// CHECK-NEXT: return %cst_5, %cst_6, %0, %1, %cst_2, %cst_1, %cst_0, %cst, %2, %3 : f32, f64, f32, f32, f32, f64, f32, f32, f32, f32
// CHECK-NEXT: }
func.func @sqrt_log() -> (f32, f64, f32, f32, f32, f64, f32, f32, f32, f32) {
  %a = arith.constant 2.0 : f32
  %b = arith.constant 2.0 : f64
  %nz = arith.constant -0.0 : f32
  %neg = arith.constant -4.0 : f32
  %z = arith.constant 0.0 : f32
  %inf = arith.constant 0x7FF0000000000000 : f64
  %0 = math.sqrt %a : f32
  %1 = math.sqrt %b : f64
  %2 = math.sqrt %nz : f32
  %3 = math.sqrt %neg : f32
  %4 = math.log %z : f32
  %5 = math.log %inf : f64
  %6 = math.log2 %a : f32
  %7 = math.log10 %a : f32
  %8 = math.log %neg : f32
  %9 = math.log10 %nz : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : f32, f64, f32, f32, f32, f64, f32, f32, f32, f32
}

// CHECK-LABEL: func.func @log1p() -> (f32, f64, f32, f32) {
// CHECK-NEXT: %cst = arith.constant -2.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 0xFFC00000 : f32
// CHECK-NEXT: %cst_1 = arith.constant 0.405465096 : f32
// CHECK-NEXT: %cst_2 = arith.constant 0xFFF0000000000000 : f64
// CHECK-NEXT: %0 = math.log1p %cst : f32
// CHECK-NEXT: %1 = math.log1p %cst_0 : f32
// CHECK-NEXT: return %cst_1, %cst_2, %0, %1 : f32, f64, f32, f32
// CHECK-NEXT: }
func.func @log1p() -> (f32, f64, f32, f32) {
  %a = arith.constant 0.5 : f32
  %m1 = arith.constant -1.0 : f64
  %m2 = arith.constant -2.0 : f32
  %n = arith.constant 0xFFC00000 : f32
  %0 = math.log1p %a : f32
  %1 = math.log1p %m1 : f64
  %2 = math.log1p %m2 : f32
  %3 = math.log1p %n : f32
  return %0, %1, %2, %3 : f32, f64, f32, f32
}

// CHECK-LABEL: func.func @sqrt_f16_not_folded() -> (f16, bf16) {
// CHECK-NEXT: %cst = arith.constant 4.000000e+00 : f16
// CHECK-NEXT: %cst_0 = arith.constant 4.000000e+00 : bf16
// CHECK-NEXT: %0 = math.sqrt %cst : f16
// CHECK-NEXT: %1 = math.exp %cst_0 : bf16
// CHECK-NEXT: return %0, %1 : f16, bf16
// CHECK-NEXT: }
func.func @sqrt_f16_not_folded() -> (f16, bf16) {
  %a = arith.constant 4.0 : f16
  %b = arith.constant 4.0 : bf16
  %0 = math.sqrt %a : f16
  %1 = math.exp %b : bf16
  return %0, %1 : f16, bf16
}

// CHECK-LABEL: func.func @transcendental() -> (f32, f64, f32, f64, f32, f64, f32, f64, f32, f64, f32, f64, f32, f64) {
// CHECK-NEXT: %cst = arith.constant 0.69999999999999996 : f64
// CHECK-NEXT: %cst_0 = arith.constant 0.644217669 : f32
// CHECK-NEXT: %cst_1 = arith.constant 0.64421768723769102 : f64
// CHECK-NEXT: %cst_2 = arith.constant 0.764842212 : f32
// CHECK-NEXT: %cst_3 = arith.constant 0.84228838046307941 : f64
// CHECK-NEXT: %cst_4 = arith.constant 0.775397479 : f32
// CHECK-NEXT: %cst_5 = arith.constant 0.79539883018414359 : f64
// CHECK-NEXT: %cst_6 = arith.constant 0.610725939 : f32
// CHECK-NEXT: %cst_7 = arith.constant 0.75858370183953338 : f64
// CHECK-NEXT: %cst_8 = arith.constant 1.25516903 : f32
// CHECK-NEXT: %cst_9 = arith.constant 0.60436777711716361 : f64
// CHECK-NEXT: %cst_10 = arith.constant 2.0137527 : f32
// CHECK-NEXT: %cst_11 = arith.constant 1.6245047927124709 : f64
// CHECK-NEXT: %cst_12 = arith.constant 1.0137527 : f32
// CHECK-NEXT: %0 = math.cbrt %cst : f64
// CHECK-NEXT: return %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5, %cst_6, %cst_7, %cst_8, %cst_9, %cst_10, %cst_11, %cst_12, %0 : f32, f64, f32, f64, f32, f64, f32, f64, f32, f64, f32, f64, f32, f64
// CHECK-NEXT: }
func.func @transcendental() -> (f32, f64, f32, f64, f32, f64, f32, f64, f32, f64, f32, f64, f32, f64) {
  %a = arith.constant 0.7 : f32
  %b = arith.constant 0.7 : f64
  %0 = math.sin %a : f32
  %1 = math.sin %b : f64
  %2 = math.cos %a : f32
  %3 = math.tan %b : f64
  %4 = math.asin %a : f32
  %5 = math.acos %b : f64
  %6 = math.atan %a : f32
  %7 = math.sinh %b : f64
  %8 = math.cosh %a : f32
  %9 = math.tanh %b : f64
  %10 = math.exp %a : f32
  %11 = math.exp2 %b : f64
  %12 = math.expm1 %a : f32
  %13 = math.cbrt %b : f64
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13 : f32, f64, f32, f64, f32, f64, f32, f64, f32, f64, f32, f64, f32, f64
}

// CHECK-LABEL: func.func @transcendental_edges() -> (f32, f64, f32, f64, f32) {
// CHECK-NEXT: %cst = arith.constant 0x7F800000 : f32
// CHECK-NEXT: %cst_0 = arith.constant 0.000000e+00 : f64
// CHECK-NEXT: %cst_1 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT: %cst_2 = arith.constant 0x7FF8000000000000 : f64
// CHECK-NEXT: return %cst, %cst_0, %cst_1, %cst_2, %cst_1 : f32, f64, f32, f64, f32
// CHECK-NEXT: }
func.func @transcendental_edges() -> (f32, f64, f32, f64, f32) {
  %big = arith.constant 100.0 : f32
  %inf = arith.constant 0xFFF0000000000000 : f64
  %nan = arith.constant 0x7FC00000 : f32
  %two = arith.constant 2.0 : f64
  %0 = math.exp %big : f32
  %1 = math.exp %inf : f64
  %2 = math.sin %nan : f32
  %3 = math.asin %two : f64
  %4 = math.cos %nan : f32
  return %0, %1, %2, %3, %4 : f32, f64, f32, f64, f32
}

// CHECK-LABEL: func.func @binary_float() -> (f32, f64, f32, f16, f64, f32) {
// CHECK-NEXT: %cst = arith.constant 1.024000e+03 : f32
// CHECK-NEXT: %cst_0 = arith.constant 0.44444444444444442 : f64
// CHECK-NEXT: %cst_1 = arith.constant 0.197395563 : f32
// CHECK-NEXT: %cst_2 = arith.constant 0x7E00 : f16
// CHECK-NEXT: %cst_3 = arith.constant -0.92729521800161219 : f64
// CHECK-NEXT: %cst_4 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT: return %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4 : f32, f64, f32, f16, f64, f32
// CHECK-NEXT: }
func.func @binary_float() -> (f32, f64, f32, f16, f64, f32) {
  %a = arith.constant 2.0 : f32
  %b = arith.constant 10.0 : f32
  %c = arith.constant 1.5 : f64
  %d = arith.constant -2.0 : f64
  %z = arith.constant 0.0 : f16
  %zf = arith.constant -0.0 : f32
  %0 = math.powf %a, %b : f32
  %1 = math.powf %c, %d : f64
  %2 = math.atan2 %a, %b : f32
  %3 = math.atan2 %z, %z : f16
  %4 = math.atan2 %d, %c : f64
  %5 = math.atan2 %zf, %zf : f32
  return %0, %1, %2, %3, %4, %5 : f32, f64, f32, f16, f64, f32
}

// CHECK-LABEL: func.func @vector_float() -> (vector<3xf32>, vector<2xf32>) {
// CHECK-NEXT: %cst = arith.constant dense<[4.000000e+00, -1.000000e+00]> : vector<2xf32>
// CHECK-NEXT: %cst_0 = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00]> : vector<3xf32>
// CHECK-NEXT: %0 = math.sqrt %cst : vector<2xf32>
// CHECK-NEXT: return %cst_0, %0 : vector<3xf32>, vector<2xf32>
// CHECK-NEXT: }
func.func @vector_float() -> (vector<3xf32>, vector<2xf32>) {
  %v = arith.constant dense<[1.0, 4.0, 9.0]> : vector<3xf32>
  %w = arith.constant dense<[4.0, -1.0]> : vector<2xf32>
  %0 = math.sqrt %v : vector<3xf32>
  %1 = math.sqrt %w : vector<2xf32>
  return %0, %1 : vector<3xf32>, vector<2xf32>
}

// CHECK-LABEL: func.func @bits() -> (i32, i32, i32, i8, i8, i8, index, vector<2xi16>) {
// CHECK-NEXT: %c28_i32 = arith.constant 28 : i32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c8_i8 = arith.constant 8 : i8
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %cst = arith.constant dense<[0, 8]> : vector<2xi16>
// CHECK-NEXT: return %c28_i32, %c2_i32, %c2_i32, %c8_i8, %c8_i8, %c8_i8, %c8, %cst : i32, i32, i32, i8, i8, i8, index, vector<2xi16>
// CHECK-NEXT: }
func.func @bits() -> (i32, i32, i32, i8, i8, i8, index, vector<2xi16>) {
  %a = arith.constant 12 : i32
  %z = arith.constant 0 : i8
  %m = arith.constant -1 : i8
  %i = arith.constant 255 : index
  %v = arith.constant dense<[1, 256]> : vector<2xi16>
  %0 = math.ctlz %a : i32
  %1 = math.cttz %a : i32
  %2 = math.ctpop %a : i32
  %3 = math.ctlz %z : i8
  %4 = math.cttz %z : i8
  %5 = math.ctpop %m : i8
  %6 = math.ctpop %i : index
  %7 = math.cttz %v : vector<2xi16>
  return %0, %1, %2, %3, %4, %5, %6, %7 : i32, i32, i32, i8, i8, i8, index, vector<2xi16>
}

// CHECK-LABEL: func.func @ipowi() -> (i32, i32, i32, i32, i32, i32, i8, i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %c81_i32 = arith.constant 81 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = math.ipowi %c0_i32, %c-1_i32 : i32
// CHECK-NEXT: return %c81_i32, %c1_i32, %0, %c-1_i32, %c0_i32, %c1_i32, %c0_i8, %true : i32, i32, i32, i32, i32, i32, i8, i1
// CHECK-NEXT: }
func.func @ipowi() -> (i32, i32, i32, i32, i32, i32, i8, i1) {
  %c3 = arith.constant 3 : i32
  %c4 = arith.constant 4 : i32
  %c0 = arith.constant 0 : i32
  %cm1 = arith.constant -1 : i32
  %cm3 = arith.constant -3 : i32
  %c2 = arith.constant 2 : i32
  %b = arith.constant 16 : i8
  %e = arith.constant 3 : i8
  %t = arith.constant true
  %0 = math.ipowi %c3, %c4 : i32
  %1 = math.ipowi %c3, %c0 : i32
  %2 = math.ipowi %c0, %cm1 : i32
  %3 = math.ipowi %cm1, %cm3 : i32
  %4 = math.ipowi %c2, %cm1 : i32
  %5 = math.ipowi %cm1, %c2 : i32
  %6 = math.ipowi %b, %e : i8
  %7 = math.ipowi %t, %t : i1
  return %0, %1, %2, %3, %4, %5, %6, %7 : i32, i32, i32, i32, i32, i32, i8, i1
}

// CHECK-LABEL: func.func @classify() -> (i1, i1, i1, i1, i1, i1, vector<2xi1>, vector<2xi1>) {
// CHECK-NEXT: %cst = arith.constant dense<[1.000000e+00, 0x7F800000]> : vector<2xf32>
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %cst_0 = arith.constant dense<true> : vector<2xi1>
// CHECK-NEXT: %0 = math.isinf %cst : vector<2xf32>
// CHECK-NEXT: return %true, %true, %false, %false, %true, %true, %cst_0, %0 : i1, i1, i1, i1, i1, i1, vector<2xi1>, vector<2xi1>
// CHECK-NEXT: }
func.func @classify() -> (i1, i1, i1, i1, i1, i1, vector<2xi1>, vector<2xi1>) {
  %inf = arith.constant 0x7F800000 : f32
  %nan = arith.constant 0x7FF8000000000000 : f64
  %den = arith.constant 1.0e-40 : f32
  %one = arith.constant 1.0 : f16
  %v = arith.constant dense<0x7C00> : vector<2xf16>
  %w = arith.constant dense<[1.0, 0x7F800000]> : vector<2xf32>
  %0 = math.isinf %inf : f32
  %1 = math.isnan %nan : f64
  %2 = math.isfinite %inf : f32
  %3 = math.isnormal %den : f32
  %4 = math.isnormal %one : f16
  %5 = math.isfinite %den : f32
  %6 = math.isinf %v : vector<2xf16>
  %7 = math.isinf %w : vector<2xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7 : i1, i1, i1, i1, i1, i1, vector<2xi1>, vector<2xi1>
}

// CHECK-LABEL: func.func @not_folded(%arg0: f32) -> (f32, f32, f32) {
// CHECK-NEXT: %cst = arith.constant 5.000000e-01 : f32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %0 = math.sin %arg0 : f32
// CHECK-NEXT: %1 = math.rsqrt %cst : f32
// CHECK-NEXT: %2 = math.fpowi %cst, %c2_i32 : f32, i32
// CHECK-NEXT: return %0, %1, %2 : f32, f32, f32
// CHECK-NEXT: }
func.func @not_folded(%x: f32) -> (f32, f32, f32) {
  %a = arith.constant 0.5 : f32
  %i = arith.constant 2 : i32
  %0 = math.sin %x : f32
  %1 = math.rsqrt %a : f32
  %2 = math.fpowi %a, %i : f32, i32
  return %0, %1, %2 : f32, f32, f32
}

// CHECK-LABEL: func.func @inverse_hyperbolic() -> (f32, f64, f32, f64, f32, f64, f64, f32, f64, f32, f64) {
// CHECK-NEXT: %cst = arith.constant 5.000000e-01 : f16
// CHECK-NEXT: %cst_0 = arith.constant 0.481211841 : f32
// CHECK-NEXT: %cst_1 = arith.constant 24.817610399168512 : f64
// CHECK-NEXT: %cst_2 = arith.constant 0.962423682 : f32
// CHECK-NEXT: %cst_3 = arith.constant 0xFFF8000000000000 : f64
// CHECK-NEXT: %cst_4 = arith.constant -0.972955107 : f32
// CHECK-NEXT: %cst_5 = arith.constant 0x7FF0000000000000 : f64
// CHECK-NEXT: %cst_6 = arith.constant 0.000000e+00 : f64
// CHECK-NEXT: %cst_7 = arith.constant 0.549306154 : f32
// CHECK-NEXT: %cst_8 = arith.constant 1.000000e-30 : f64
// CHECK-NEXT: %cst_9 = arith.constant 0xFFC00000 : f32
// CHECK-NEXT: %0 = math.asinh %cst : f16
// CHECK-NEXT: "test.use"(%0) : (f16) -> ()
// CHECK-NEXT: return %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5, %cst_6, %cst_7, %cst_8, %cst_9, %cst_3 : f32, f64, f32, f64, f32, f64, f64, f32, f64, f32, f64
// CHECK-NEXT: }
func.func @inverse_hyperbolic() -> (f32, f64, f32, f64, f32, f64, f64, f32, f64, f32, f64) {
  %a = arith.constant 0.5 : f32
  %b = arith.constant 3.0e10 : f64
  %c = arith.constant 1.5 : f32
  %d = arith.constant 0.5 : f64
  %one = arith.constant 1.0 : f64
  %m = arith.constant -0.75 : f32
  %tiny = arith.constant 1.0e-30 : f64
  %h = arith.constant 0.5 : f16
  %0 = math.asinh %a : f32
  %1 = math.asinh %b : f64
  %2 = math.acosh %c : f32
  %3 = math.acosh %d : f64
  %4 = math.atanh %m : f32
  %5 = math.atanh %one : f64
  %6 = math.acosh %one : f64
  %7 = math.atanh %a : f32
  %8 = math.asinh %tiny : f64
  %9 = math.acosh %a : f32
  %10 = math.atanh %b : f64
  %11 = math.asinh %h : f16
  "test.use"(%11) : (f16) -> ()
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : f32, f64, f32, f64, f32, f64, f64, f32, f64, f32, f64
}
