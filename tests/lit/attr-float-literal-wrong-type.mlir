// RUN: rmlir-opt %s -split-input-file -allow-unregistered-dialect -verify-diagnostics
// RUN: not rmlir-opt %s -split-input-file -allow-unregistered-dialect 2>&1 | FileCheck %s

// A float literal whose type is not a float type: mlir-opt 22's message,
// at the token after the type (one character back at the end of input).

// CHECK: 9:36: error: floating point value not valid for specified type
// expected-error @+1 {{floating point value not valid for specified type}}
"test.op"() {a = 1.0 : complex<f32>, b = 2} : () -> ()

// -----

// CHECK: 15:35: error: floating point value not valid for specified type
// expected-error @+1 {{floating point value not valid for specified type}}
"test.op"() {a = 1.0 : tensor<f32>} : () -> ()

// -----

// CHECK: 21:18: error: integer literal not valid for specified type
// expected-error @+1 {{integer literal not valid for specified type}}
"test.op"() {a = 1 : complex<f32>} : () -> ()

// -----

// CHECK: 27:39: error: floating point value not valid for specified type
// expected-error @+1 {{floating point value not valid for specified type}}
%0 = arith.constant 1.0 : complex<f32>
