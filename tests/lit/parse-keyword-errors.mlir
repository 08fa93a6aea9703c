// A missing keyword of a custom form is reported as MLIR's
// OpAsmParser::parseKeyword does it: at the unexpected token, naming the op.
// The cast's operand/type count mismatch is reported at its operands, once
// the whole op is parsed.
// RUN: not rmlir-opt %s --split-input-file 2>&1 | FileCheck %s

// CHECK: parse-keyword-errors.mlir:9:52: error: custom op 'builtin.unrealized_conversion_cast' expected 'to'
func.func @cast_keyword(%a: f32) {
  %0 = builtin.unrealized_conversion_cast %a : f32 into i32
  return
}

// -----

// CHECK: parse-keyword-errors.mlir:17:43: error: custom op 'builtin.unrealized_conversion_cast' number of operands and types do not match: got 2 operands and 1 types
func.func @cast_count(%a: f32) {
  %0 = builtin.unrealized_conversion_cast %a, %a : f32 to i32
  return
}

// -----

// CHECK: parse-keyword-errors.mlir:25:25: error: custom op 'tensor.insert' expected 'into'
func.func @insert(%i: index, %t: tensor<2xf32>, %f: f32) {
  %0 = tensor.insert %f %t[%i] : tensor<2xf32>
  return
}

// -----

// CHECK: parse-keyword-errors.mlir:33:19: error: custom op 'scf.for' expected 'to'
func.func @for(%a: index) {
  scf.for %i = %a %a step %a {
  }
  return
}

// -----

// CHECK: parse-keyword-errors.mlir:42:28: error: custom op 'arith.extsi' expected 'to'
func.func @extsi(%a: i8) {
  %0 = arith.extsi %a : i8 i16
  return
}
