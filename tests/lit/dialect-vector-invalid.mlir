// Verifier and parser diagnostics of vector.broadcast, as MLIR 22 words them.
// RUN: rmlir-opt --split-input-file --verify-diagnostics %s

func.func @elem(%a: f32) {
  // expected-error@+1 {{'vector.broadcast' op failed to verify that source operand and result have same element type}}
  %0 = vector.broadcast %a : f32 to vector<4xi32>
  return
}

// -----

func.func @rank(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.broadcast' op source rank higher than destination rank}}
  %0 = vector.broadcast %v : vector<4xf32> to vector<f32>
  return
}

// -----

func.func @trailing(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.broadcast' op dimension mismatch (4 vs. 8)}}
  %0 = vector.broadcast %v : vector<4xf32> to vector<2x8xf32>
  return
}

// -----

func.func @to_scalable(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.broadcast' op dimension mismatch (4 vs. [4])}}
  %0 = vector.broadcast %v : vector<4xf32> to vector<[4]xf32>
  return
}

// -----

func.func @scalable_unit(%v: vector<[1]xf32>) {
  // expected-error@+1 {{'vector.broadcast' op dimension mismatch ([1] vs. [4])}}
  %0 = vector.broadcast %v : vector<[1]xf32> to vector<[4]xf32>
  return
}

// -----

func.func @not_vector(%t: tensor<4xf32>) {
  // expected-error@+1 {{'vector.broadcast' op source type is not a vector}}
  %0 = vector.broadcast %t : tensor<4xf32> to vector<4xf32>
  return
}

// -----

func.func @result_kind(%a: f32) {
  // expected-error@+1 {{custom op 'vector.broadcast' invalid kind of type specified: expected builtin.vector, but found 'f32'}}
  %0 = vector.broadcast %a : f32 to f32
  return
}

// -----

func.func @result_generic(%a: f32) {
  // expected-error@+1 {{'vector.broadcast' op result #0 must be vector of any type values, but got 'f32'}}
  %0 = "vector.broadcast"(%a) : (f32) -> f32
  return
}

// -----

func.func @operands(%a: f32) {
  // expected-error@+1 {{'vector.broadcast' op requires a single operand}}
  %0 = "vector.broadcast"(%a, %a) : (f32, f32) -> vector<2xf32>
  return
}

// -----

func.func @keyword(%a: f32) {
  // expected-error@+1 {{custom op 'vector.broadcast' expected 'to'}}
  %0 = vector.broadcast %a : f32 into vector<4xf32>
  return
}

// -----

func.func @colon(%a: f32) {
  // expected-error@+1 {{expected ':'}}
  %0 = vector.broadcast %a to vector<4xf32>
  return
}
