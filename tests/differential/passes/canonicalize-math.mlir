// PIPELINE: builtin.module(func.func(canonicalize))
// PIPELINE: builtin.module(canonicalize{top-down=false})
// Folders and canonicalization patterns (math).

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

func.func @round_f16_not_folded() -> (f16, f16) {
  %h = arith.constant 1.5 : f16
  %0 = math.round %h : f16
  %1 = math.trunc %h : f16
  return %0, %1 : f16, f16
}

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

func.func @sqrt_f16_not_folded() -> (f16, bf16) {
  %a = arith.constant 4.0 : f16
  %b = arith.constant 4.0 : bf16
  %0 = math.sqrt %a : f16
  %1 = math.exp %b : bf16
  return %0, %1 : f16, bf16
}

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

func.func @vector_float() -> (vector<3xf32>, vector<2xf32>) {
  %v = arith.constant dense<[1.0, 4.0, 9.0]> : vector<3xf32>
  %w = arith.constant dense<[4.0, -1.0]> : vector<2xf32>
  %0 = math.sqrt %v : vector<3xf32>
  %1 = math.sqrt %w : vector<2xf32>
  return %0, %1 : vector<3xf32>, vector<2xf32>
}

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

func.func @not_folded(%x: f32) -> (f32, f32, f32) {
  %a = arith.constant 0.5 : f32
  %i = arith.constant 2 : i32
  %0 = math.sin %x : f32
  %1 = math.rsqrt %a : f32
  %2 = math.fpowi %a, %i : f32, i32
  return %0, %1, %2 : f32, f32, f32
}

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
