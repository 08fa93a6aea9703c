// RUN: rmlir-opt %s -split-input-file -verify-diagnostics

// The verifier of `complex.constant` (messages as mlir-opt 22's).

func.func @wrong_length() {
  // expected-error @+1 {{requires 'value' to be a complex constant, represented as array of two values}}
  %0 = complex.constant [1.0 : f32] : complex<f32>
  return
}

// -----

func.func @mixed_part_types() {
  // expected-error @+1 {{requires attribute's element types ('f32', 'i32') to match the element type of the op's return type ('f32')}}
  %0 = complex.constant [1.0 : f32, 2 : i32] : complex<f32>
  return
}

// -----

func.func @wrong_part_type() {
  // expected-error @+1 {{requires attribute's element types ('f64', 'f64') to match the element type of the op's return type ('f32')}}
  %0 = complex.constant [1.0 : f64, 2.0 : f64] : complex<f32>
  return
}

// -----

func.func @parts_not_numbers() {
  // expected-error @+1 {{requires attribute's elements to be float or integer attributes}}
  %0 = complex.constant ["a", 2 : i32] : complex<f32>
  return
}

// -----

func.func @not_complex() {
  // expected-error @+1 {{invalid kind of type specified: expected builtin.complex, but found 'f32'}}
  %0 = complex.constant [1.0 : f32, 2.0 : f32] : f32
  return
}

// -----

// expected-error @+1 {{'complex.constant' op result #0 must be complex-type, but got 'f32'}}
%0 = "complex.constant"() <{value = [1.0 : f32, 2.0 : f32]}> : () -> f32

// -----

func.func @missing_value() {
  // expected-error @+1 {{'complex.constant' op requires attribute 'value'}}
  %0 = "complex.constant"() : () -> complex<f32>
  return
}
