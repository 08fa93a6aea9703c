// RUN: rmlir-opt %s -split-input-file -allow-unregistered-dialect -verify-diagnostics

// `SingleBlockImplicitTerminator`: a region of an op with an implicit
// terminator must end with that terminator, whatever the op's dialect
// (found by the parse_text fuzz target: an unregistered op ending a
// `memref.alloca_scope` verified, then printed in custom form, which gets
// the implicit terminator added back when parsed).

func.func @alloca_scope() -> f32 {
  // expected-error @+2 {{'memref.alloca_scope' op expects regions to end with 'memref.alloca_scope.return', found 'foo.bar'}}
  // expected-note @+1 {{in custom textual format, the absence of terminator implies 'memref.alloca_scope.return'}}
  %0 = "memref.alloca_scope"() ({
    %cst = arith.constant 1.000000e+00 : f32
    "foo.bar"(%cst) : (f32) -> ()
  }) : () -> f32
  return %0 : f32
}

// -----

func.func @generate() -> tensor<2xf32> {
  // expected-error @+2 {{'tensor.generate' op expects regions to end with 'tensor.yield', found 'foo.bar'}}
  // expected-note @+1 {{in custom textual format, the absence of terminator implies 'tensor.yield'}}
  %0 = "tensor.generate"() ({
  ^bb0(%i: index):
    %cst = arith.constant 1.000000e+00 : f32
    "foo.bar"(%cst) : (f32) -> ()
  }) : () -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @pad(%t: tensor<2xf32>) -> tensor<4xf32> {
  // expected-error @+2 {{'tensor.pad' op expects regions to end with 'tensor.yield', found 'foo.bar'}}
  // expected-note @+1 {{in custom textual format, the absence of terminator implies 'tensor.yield'}}
  %0 = "tensor.pad"(%t) <{static_low = array<i64: 1>, static_high = array<i64: 1>, operandSegmentSizes = array<i32: 1, 0, 0>}> ({
  ^bb0(%i: index):
    %cst = arith.constant 1.000000e+00 : f32
    "foo.bar"(%cst) : (f32) -> ()
  }) : (tensor<2xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// The right terminator, written out in generic form.
func.func @alloca_scope_ok() -> f32 {
  %0 = "memref.alloca_scope"() ({
    %cst = arith.constant 1.000000e+00 : f32
    "memref.alloca_scope.return"(%cst) : (f32) -> ()
  }) : () -> f32
  return %0 : f32
}
