// RUN: rmlir-opt %s -split-input-file -verify-diagnostics

// The inferred size of a padded dimension wraps in 64 bits, as in
// mlir-opt-22 (found by the read_bytecode fuzz target: an overflow panic
// in a build with overflow checks; the input is in its corpus).

func.func @pad(%t: tensor<2xf32>) -> tensor<4xf32> {
  %cst = arith.constant 0.0 : f32
  // expected-error @+1 {{specified type 'tensor<4xf32>' does not match the inferred type 'tensor<-9223372036854775806xf32>'}}
  %0 = tensor.pad %t low[9223372036854775807] high[1] {
  ^bb0(%i: index):
    tensor.yield %cst : f32
  } : tensor<2xf32> to tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @pad(%t: tensor<2xf32>) -> tensor<4xf32> {
  %cst = arith.constant 0.0 : f32
  // expected-error @+1 {{specified type 'tensor<4xf32>' does not match the inferred type 'tensor<-2xf32>'}}
  %0 = tensor.pad %t low[-5] high[1] {
  ^bb0(%i: index):
    tensor.yield %cst : f32
  } : tensor<2xf32> to tensor<4xf32>
  return %0 : tensor<4xf32>
}
