// The index dialect's verifiers and parse errors with MLIR 22's messages.
// RUN: rmlir-opt %s -split-input-file -verify-diagnostics

func.func @casts_index_to_index(%a: index) {
  // expected-error @below {{'index.casts' op operand type 'index' and result type 'index' are cast incompatible}}
  %0 = index.casts %a : index to index
  return
}

// -----

func.func @casts_int_to_int(%a: i64) {
  // expected-error @below {{cast incompatible}}
  %0 = index.casts %a : i64 to i64
  return
}

// -----

func.func @castu_index_to_index(%a: index) {
  // expected-error @below {{cast incompatible}}
  %0 = index.castu %a : index to index
  return
}

// -----

func.func @castu_int_to_int(%a: i32) {
  // expected-error @below {{'index.castu' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = index.castu %a : i32 to i64
  return
}

// -----

func.func @cast_to_float(%a: index) {
  // expected-error @below {{'index.casts' op result #0 must be integer or index, but got 'f32'}}
  %0 = index.casts %a : index to f32
  return
}

// -----

func.func @cmp_not_index(%a: index, %b: i32) {
  // expected-note @above {{prior use here}}
  // expected-error @below {{use of value '%b' expects different type than prior uses: 'index' vs 'i32'}}
  %0 = index.cmp slt(%a, %b)
  return
}

// -----

func.func @cmp_missing_predicate(%a: index, %b: index) {
  // expected-error @below {{'index.cmp' op requires attribute 'pred'}}
  %0 = "index.cmp"(%a, %b) : (index, index) -> i1
  return
}

// -----

func.func @cmp_result_not_i1(%a: index, %b: index) {
  // expected-error @below {{'index.cmp' op result #0 must be 1-bit signless integer, but got 'i32'}}
  %0 = "index.cmp"(%a, %b) {pred = #index<cmp_predicate eq>} : (index, index) -> i32
  return
}

// -----

func.func @add_not_index(%a: i64, %b: i64) {
  // expected-error @below {{'index.add' op operand #0 must be index, but got 'i64'}}
  %0 = "index.add"(%a, %b) : (i64, i64) -> index
  return
}

// -----

func.func @constant_bool_value() {
  // expected-error @below {{'index.constant' op attribute 'value' failed to satisfy constraint: index attribute}}
  %0 = index.constant true
  return
}

// -----

func.func @constant_string_value() {
  // expected-error @below {{custom op 'index.constant' invalid kind of attribute specified}}
  %0 = index.constant "x"
  return
}

// -----

func.func @constant_i32_value() {
  // expected-error @below {{'index.constant' op attribute 'value' failed to satisfy constraint: index attribute}}
  %0 = "index.constant"() {value = 3 : i32} : () -> index
  return
}

// -----

func.func @constant_missing_value() {
  // expected-error @below {{'index.constant' op requires attribute 'value'}}
  %0 = "index.constant"() : () -> index
  return
}

// -----

func.func @constant_result_not_index() {
  // expected-error @below {{'index.constant' op result #0 must be index, but got 'i64'}}
  %0 = "index.constant"() {value = 3 : index} : () -> i64
  return
}

// -----

func.func @constant_out_of_range() {
  // expected-error @below {{integer constant out of range for attribute}}
  %0 = index.constant 0x7fffffffffffffffff
  return
}

// -----

func.func @bool_constant_not_bool() {
  // expected-error @below {{'index.bool.constant' op attribute 'value' failed to satisfy constraint: bool attribute}}
  %0 = "index.bool.constant"() {value = 3 : i32} : () -> i1
  return
}

// -----

func.func @sizeof_result_not_index() {
  // expected-error @below {{'index.sizeof' op result #0 must be index, but got 'i64'}}
  %0 = "index.sizeof"() : () -> i64
  return
}

// -----

func.func @unknown_attribute(%a: index, %b: index) {
  // expected-error @below {{unknown attribute `foo` in dialect `index`}}
  %0 = "index.cmp"(%a, %b) {pred = #index<foo slt>} : (index, index) -> i1
  return
}
