// The order in which the verifier checks an op and what it holds, as MLIR:
// the op's traits and own verifier before the blocks of its regions,
// dominance once all else was verified, symbol names after the symbols'
// bodies.
// RUN: rmlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

func.func @while_empty_block() {
  // expected-error @below {{'scf.while' op expects a non-empty block}}
  scf.while : () -> () {
  ^bb0:
  } do {
  ^bb0:
  }
}

// -----

func.func @if_empty_block(%c: i1) {
  // expected-error @below {{'scf.if' op expects a non-empty block}}
  "scf.if"(%c) ({
  ^bb0:
  }, {}) : (i1) -> (i32)
  return
}

// -----

func.func @dominance_after_later_error(%a: f32) {
  %0 = arith.addf %1, %a : f32
  %1 = arith.addf %a, %a : f32
  // expected-error @+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %2 = arith.addi %a, %a : f32
  return
}

// -----

func.func @dominance_after_region_verifier(%a: index, %f: f32) {
  %0 = arith.addf %1, %f : f32
  %1 = arith.addf %f, %f : f32
  // expected-error @+1 {{'scf.for' op 0-th region iter_arg and 0-th loop result have different type: 'f32' != 'f64'}}
  %r = "scf.for"(%a, %a, %a, %f) ({
  ^bb0(%i: index, %x: f32):
    scf.yield %x : f32
  }) : (index, index, index, f32) -> (f64)
  return
}

// -----

func.func @dominance_alone(%a: f32) {
  // expected-error @+1 {{operand #0 does not dominate this use}}
  %0 = arith.addf %1, %a : f32
  // expected-note @+1 {{operand defined here (op in the same block)}}
  %1 = arith.addf %a, %a : f32
  return
}

// -----

func.func @dup(%a: f32) {
  // expected-error @+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = arith.addi %a, %a : f32
  return
}
func.func @dup(%a: f32) {
  return
}

// -----

// expected-note @+1 {{see existing symbol definition here}}
func.func @dup() {
  return
}
// expected-error @+1 {{redefinition of symbol named 'dup'}}
func.func @dup() {
  return
}
