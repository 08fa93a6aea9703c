// Every op of the math dialect, with and without fastmath flags, on
// scalars, vectors and tensors.
func.func @float_unary(%x: f32, %v: vector<4xf16>, %t: tensor<?x2xf64>) -> f32 {
  %0 = math.absf %x : f32
  %1 = math.acos %x fastmath<fast> : f32
  %2 = math.acosh %x : f32
  %3 = math.asin %v : vector<4xf16>
  %4 = math.asinh %t : tensor<?x2xf64>
  %5 = math.atan %x fastmath<nnan,ninf> : f32
  %6 = math.atanh %x : f32
  %7 = math.cbrt %x : f32
  %8 = math.ceil %x : f32
  %9 = math.cos %x fastmath<afn> : f32
  %10 = math.cosh %x : f32
  %11 = math.erf %x : f32
  %12 = math.erfc %x : f32
  %13 = math.exp %v fastmath<reassoc> : vector<4xf16>
  %14 = math.exp2 %x : f32
  %15 = math.expm1 %x : f32
  %16 = math.floor %t : tensor<?x2xf64>
  %17 = math.log %x : f32
  %18 = math.log10 %x : f32
  %19 = math.log1p %x : f32
  %20 = math.log2 %x fastmath<contract> : f32
  %21 = math.round %x : f32
  %22 = math.roundeven %x : f32
  %23 = math.rsqrt %x : f32
  %24 = math.sin %x : f32
  %25 = math.sinh %x : f32
  %26 = math.sqrt %x fastmath<arcp> : f32
  %27 = math.tan %x : f32
  %28 = math.tanh %x : f32
  %29 = math.trunc %x fastmath<nsz> : f32
  %30 = math.absf %x fastmath<none> : f32
  %31 = math.sqrt %x {fastmath = #arith.fastmath<fast>, tag = "t"} : f32
  return %0 : f32
}

func.func @float_binary_ternary(%x: f32, %y: f32, %v: vector<2xbf16>, %i: i32, %vi: vector<2xi64>, %n: index) {
  %0 = math.atan2 %x, %y : f32
  %1 = math.copysign %x, %y fastmath<nnan> : f32
  %2 = math.powf %v, %v : vector<2xbf16>
  %3 = math.fma %x, %y, %x : f32
  %4 = math.fma %v, %v, %v fastmath<fast> : vector<2xbf16>
  %5 = math.clampf %x to [%y, %x] : f32
  %6 = math.clampf %v to [%v, %v] fastmath<nnan> : vector<2xbf16>
  %7 = math.fpowi %x, %i : f32, i32
  %8 = math.fpowi %v, %vi fastmath<afn> : vector<2xbf16>, vector<2xi64>
  %9 = math.fpowi %x, %n : f32, index
  %sin, %cos = math.sincos %x : f32
  %10:2 = math.sincos %v fastmath<fast> : vector<2xbf16>
  "test.use"(%sin, %cos, %10#1) : (f32, f32, vector<2xbf16>) -> ()
  return
}

func.func @integer(%i: i32, %n: index, %v: vector<3xi8>, %t: tensor<4xi64>) {
  %0 = math.absi %i : i32
  %1 = math.absi %n : index
  %2 = math.ctlz %v : vector<3xi8>
  %3 = math.cttz %t : tensor<4xi64>
  %4 = math.ctpop %i {tag} : i32
  %5 = math.ipowi %i, %i : i32
  %6 = math.ipowi %n, %n : index
  %7 = math.ipowi %v, %v : vector<3xi8>
  return
}

func.func @classification(%x: f32, %v: vector<4xf64>, %t: tensor<2x?xf16>) -> (i1, vector<4xi1>, tensor<2x?xi1>) {
  %0 = math.isnan %x : f32
  %1 = math.isinf %v : vector<4xf64>
  %2 = math.isfinite %t : tensor<2x?xf16>
  %3 = math.isnormal %x : f32
  %4 = math.isnan %x {fastmath = #arith.fastmath<nnan>} : f32
  return %0, %1, %2 : i1, vector<4xi1>, tensor<2x?xi1>
}

// The generic form, with explicit properties.
func.func @generic(%x: f32, %i: i32) {
  %0 = "math.exp"(%x) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
  %1 = "math.powf"(%x, %x) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
  %2 = "math.ctlz"(%i) : (i32) -> i32
  %3:2 = "math.sincos"(%x) <{fastmath = #arith.fastmath<none>}> : (f32) -> (f32, f32)
  %4 = "math.isinf"(%x) <{fastmath = #arith.fastmath<none>}> : (f32) -> i1
  %5 = "math.fpowi"(%x, %i) <{fastmath = #arith.fastmath<none>}> {tag} : (f32, i32) -> f32
  %6 = "math.clampf"(%x, %x, %x) <{fastmath = #arith.fastmath<ninf>}> : (f32, f32, f32) -> f32
  return
}
