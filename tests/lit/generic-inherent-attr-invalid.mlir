// RUN: rmlir-opt %s -split-input-file -allow-unregistered-dialect -verify-diagnostics
// RUN: not rmlir-opt %s -split-input-file -allow-unregistered-dialect 2>&1 | FileCheck %s

// Inherent attributes written in a generic op's attribute dictionary are
// checked against their constraints while parsing, as mlir-opt 22 does
// before moving them into the properties: the error comes without the
// "see current operation" note a verifier error has, and before errors
// that later parsing would find (here an undefined value).

// CHECK: 13:6: error: 'arith.constant' op attribute 'value' failed to satisfy constraint: TypedAttr instance
// CHECK-NOT: note: see current operation: %0 = "arith.constant"
// expected-error @+1 {{'arith.constant' op attribute 'value' failed to satisfy constraint: TypedAttr instance}}
%0 = "arith.constant"() {value = [1]} : () -> i32

// -----

// CHECK: 19:6: error: 'complex.constant' op attribute 'value' failed to satisfy constraint: array attribute
// expected-error @+1 {{'complex.constant' op attribute 'value' failed to satisfy constraint: array attribute}}
%0 = "complex.constant"() {value = 1.0} : () -> complex<f32>

// -----

// CHECK: 25:1: error: 'func.func' op attribute 'sym_name' failed to satisfy constraint: string attribute
// expected-error @+1 {{'func.func' op attribute 'sym_name' failed to satisfy constraint: string attribute}}
"func.func"() ({}) {sym_name = 1, function_type = () -> ()} : () -> ()

// -----

// CHECK: 31:6: error: 'arith.addi' op attribute 'overflowFlags' failed to satisfy constraint: Integer overflow arith flags
// expected-error @+1 {{'arith.addi' op attribute 'overflowFlags' failed to satisfy constraint: Integer overflow arith flags}}
%0 = "arith.addi"(%a, %a) {overflowFlags = 1} : (i32, i32) -> i32
