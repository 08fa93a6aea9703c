// Diagnostics of dense elements literals, with MLIR's messages and
// locations: element conversion errors point at the element, shape and
// count errors at `dense`, rank errors at the token after the element
// that breaks the shape.
// RUN: not rmlir-opt --allow-unregistered-dialect --split-input-file %s 2>&1 | FileCheck %s

// CHECK: {{.*}}:[[@LINE+1]]:22: error: expected unsigned integer elements, but parsed negative value
"t.x"() {a = dense<[-1]> : tensor<1xui8>} : () -> ()

// -----

// CHECK: {{.*}}:[[@LINE+1]]:21: error: expected integer elements, but parsed floating-point
"t.x"() {a = dense<[1.5]> : tensor<1xindex>} : () -> ()

// -----

// CHECK: {{.*}}:[[@LINE+1]]:24: error: integer constant out of range for type
"t.x"() {a = dense<[1, 300]> : tensor<2xi8>} : () -> ()

// -----

// CHECK: {{.*}}:[[@LINE+1]]:21: error: integer constant out of range for type
"t.x"() {a = dense<[0x10000000000000000]> : tensor<1xi64>} : () -> ()

// -----

// CHECK: {{.*}}:[[@LINE+1]]:27: error: tensor literal is invalid; ranks are not consistent between elements
"t.x"() {a = dense<[1, [2]]> : tensor<2x1xi32>} : () -> ()

// -----

// CHECK: {{.*}}:[[@LINE+1]]:27: error: tensor literal is invalid; ranks are not consistent between elements
"t.x"() {a = dense<[[1], 2]> : tensor<2x1xi32>} : () -> ()

// -----

// CHECK: {{.*}}:[[@LINE+1]]:31: error: tensor literal is invalid; ranks are not consistent between elements
"t.x"() {a = dense<[[1,2], [3]]> : tensor<2x2xi32>} : () -> ()

// -----

// CHECK: {{.*}}:[[@LINE+1]]:21: error: expected i1 type for 'true' or 'false' values
"t.x"() {a = dense<[true]> : tensor<1xi32>} : () -> ()

// -----

// CHECK: {{.*}}:[[@LINE+1]]:21: error: expected floating point literal
"t.x"() {a = dense<[true]> : tensor<1xf32>} : () -> ()

// -----

// CHECK: {{.*}}:[[@LINE+1]]:14: error: expected string token, got 1
"t.x"() {a = dense<[1]> : tensor<1x!t.s>} : () -> ()

// -----

// CHECK: {{.*}}:[[@LINE+1]]:14: error: parsed 1 elements, but type ('tensor<1xcomplex<f32>>') expected 2 elements
"t.x"() {a = dense<[1]> : tensor<1xcomplex<f32>>} : () -> ()

// -----

// CHECK: {{.*}}:[[@LINE+1]]:14: error: parsed 3 elements, but type ('complex<i32>') expected 2 elements
"t.x"() {a = dense<(1, (2, 3))> : tensor<2xcomplex<i32>>} : () -> ()

// -----

// CHECK: {{.*}}:[[@LINE+1]]:23: error: expected ',' between complex elements
"t.x"() {a = dense<[(1 2)]> : tensor<1xcomplex<i32>>} : () -> ()

// -----

// CHECK: {{.*}}:[[@LINE+1]]:14: error: elements literal must be a shaped type
"t.x"() {a = dense<[1, 2]> : i32} : () -> ()

// -----

// CHECK: {{.*}}:[[@LINE+1]]:14: error: elements literal type must have static shape
"t.x"() {a = dense<[1, 2]> : tensor<?xi32>} : () -> ()

// -----

// CHECK: {{.*}}:[[@LINE+1]]:24: error: expected element literal of primitive type
"t.x"() {a = dense<[1, x]> : tensor<2xi32>} : () -> ()

// -----

// CHECK: {{.*}}:[[@LINE+1]]:14: error: parsed zero elements, but type ('tensor<2xi32>') expected at least 1
"t.x"() {a = dense<> : tensor<2xi32>} : () -> ()

// -----

// CHECK: {{.*}}:[[@LINE+1]]:26: error: tensor literal is invalid; ranks are not consistent between elements
"t.x"() {a = dense<[1, []]> : tensor<2xi32>} : () -> ()

// -----

// CHECK: {{.*}}:[[@LINE+1]]:20: error: expected string containing hex digits starting with `0x`
"t.x"() {a = dense<"0x1"> : tensor<2xi32>} : () -> ()

// -----

// CHECK: {{.*}}:[[@LINE+1]]:14: error: elements hex data size is invalid for provided type: 'tensor<1xi7>'
"t.x"() {a = dense<"0xFFFF"> : tensor<1xi7>} : () -> ()
