// Verifier and parser diagnostics of the math dialect, as MLIR 22 words them.
// RUN: rmlir-opt --split-input-file --verify-diagnostics %s

func.func @absf_int(%y: i32) {
  // expected-error@+1 {{'math.absf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.absf"(%y) : (i32) -> i32
  return
}

// -----

func.func @absi_float(%f: f32) {
  // expected-error@+1 {{'math.absi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "math.absi"(%f) : (f32) -> f32
  return
}

// -----

func.func @absf_result(%f: f32) {
  // expected-error@+1 {{'math.absf' op requires the same type for all operands and results}}
  %0 = "math.absf"(%f) : (f32) -> f64
  return
}

// -----

func.func @powf_operands(%f: f32, %g: f64) {
  // expected-error@+1 {{'math.powf' op requires the same type for all operands and results}}
  %0 = "math.powf"(%f, %g) : (f32, f64) -> f32
  return
}

// -----

func.func @ctpop_signed(%i: si32) {
  // expected-error@+1 {{'math.ctpop' op operand #0 must be signless-integer-like, but got 'si32'}}
  %0 = "math.ctpop"(%i) : (si32) -> si32
  return
}

// -----

func.func @isnan_result(%f: f32) {
  // expected-error@+1 {{'math.isnan' op result #0 must be bool-like, but got 'i32'}}
  %0 = "math.isnan"(%f) : (f32) -> i32
  return
}

// -----

func.func @isinf_shape(%v: vector<4xf32>) {
  // expected-error@+1 {{'math.isinf' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "math.isinf"(%v) : (vector<4xf32>) -> vector<2xi1>
  return
}

// -----

func.func @sincos_types(%f: f32) {
  // expected-error@+1 {{'math.sincos' op failed to verify that all of {operand, sin, cos} have same type}}
  %0:2 = "math.sincos"(%f) : (f32) -> (f32, f64)
  return
}

// -----

func.func @fpowi_types(%v: vector<2xf32>, %w: vector<2xi32>) {
  // expected-error@+1 {{'math.fpowi' op failed to verify that all of {lhs, result} have same type}}
  %0 = "math.fpowi"(%v, %w) : (vector<2xf32>, vector<2xi32>) -> vector<2xf64>
  return
}

// -----

func.func @fpowi_shape(%v: vector<2xf32>, %i: i32) {
  // expected-error@+1 {{'math.fpowi' op requires the same shape for all operands and results}}
  %0 = math.fpowi %v, %i : vector<2xf32>, i32
  return
}

// -----

func.func @fpowi_base_type(%v: vector<2xf32>, %t: tensor<2xi32>) {
  // expected-error@+1 {{'math.fpowi' op all non-scalar operands/results must have the same shape and base type}}
  %0 = math.fpowi %v, %t : vector<2xf32>, tensor<2xi32>
  return
}

// -----

func.func @fastmath_attr(%f: f32) {
  // expected-error@+1 {{'math.exp' op attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags}}
  %0 = "math.exp"(%f) {fastmath = 1 : i32} : (f32) -> f32
  return
}

// -----

func.func @clampf_keyword(%f: f32) {
  // expected-error@+1 {{expected 'to'}}
  %0 = math.clampf %f [%f, %f] : f32
  return
}
