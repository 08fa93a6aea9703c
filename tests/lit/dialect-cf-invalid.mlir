// Verifier diagnostics of the cf dialect, as MLIR 22 words them.
// RUN: rmlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

func.func @br_count(%a: i32) {
  // expected-error @+1 {{branch has 1 operands for successor #0, but target block has 0}}
  cf.br ^bb1(%a : i32)
^bb1:
  return
}

// -----

func.func @br_type(%a: i32) {
  // expected-error @+1 {{type mismatch for bb argument #0 of successor #0}}
  cf.br ^bb1(%a : i32)
^bb1(%x: i64):
  return
}

// -----

func.func @cond_br_condition(%a: i32) {
  // expected-error @+1 {{'cf.cond_br' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "cf.cond_br"(%a)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @cond_br_weights(%c: i1) {
  // expected-error @+1 {{expects number of branch weights to match number of successors: 3 vs 2}}
  cf.cond_br %c weights([1, 2, 3]), ^bb1, ^bb1
^bb1:
  return
}

// -----

func.func @switch_count(%i: i32) {
  // expected-error @+1 {{'cf.switch' op number of case values (1) should match number of case destinations (2)}}
  "cf.switch"(%i)[^bb1, ^bb1, ^bb1] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<[42]> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @switch_flag_type(%i: i32) {
  // expected-error @+1 {{'cf.switch' op 'flag' type ('i32') should match case value type ('i64')}}
  "cf.switch"(%i)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[42]> : vector<1xi64>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @assert_msg(%c: i1) {
  // expected-error @+1 {{'cf.assert' op requires attribute 'msg'}}
  "cf.assert"(%c) : (i1) -> ()
  return
}

// -----

// A missing case value is reported at the token found instead, even when it
// starts a line.
func.func @switch_no_case_value(%flag: i32) {
  cf.switch %flag : i32, [
    default: ^bb1,
    // expected-error @+1 {{custom op 'cf.switch' expected integer value}}
    : ^bb1
  ]
^bb1:
  return
}

// -----

func.func @switch_string_case_value(%flag: i32) {
  cf.switch %flag : i32, [
    default: ^bb1,
    // expected-error @+1 {{custom op 'cf.switch' expected integer value}}
    "one": ^bb1
  ]
^bb1:
  return
}

// -----

func.func @zero_weights(%c: i1) {
  // expected-error @+1 {{branch weights cannot all be zero}}
  cf.cond_br %c weights([0, 0]), ^bb1, ^bb2
^bb1:
  return
^bb2:
  return
}

// -----

func.func @one_zero_weight(%c: i1) {
  cf.cond_br %c weights([0, 3]), ^bb1, ^bb2
^bb1:
  return
^bb2:
  return
}

// -----

// The default destination's operands may not name a result by number; the
// cases' may (as in MLIR 22).
func.func @switch_default_result_number(%flag: i32) -> i64 {
  %0:2 = "test.two"() : () -> (i64, i64)
  cf.switch %flag : i32, [
    // expected-error @+1 {{result number not allowed in argument list}}
    default: ^bb1(%0#0 : i64),
    42: ^bb1(%0#1 : i64)
  ]
^bb1(%x: i64):
  return %x : i64
}

// -----

// A case's operands may (nothing to report).
func.func @switch_case_result_number(%flag: i32) -> i64 {
  %0:2 = "test.two"() : () -> (i64, i64)
  cf.switch %flag : i32, [
    default: ^bb1(%flag : i32),
    42: ^bb2(%0#1 : i64)
  ]
^bb1(%y: i32):
  %c = arith.constant 0 : i64
  return %c : i64
^bb2(%x: i64):
  return %x : i64
}
