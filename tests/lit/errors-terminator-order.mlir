// Blocks are checked for a terminator when the verifier leaves them, after
// their ops: an error in an op of the block comes first, as MLIR reports it.
// RUN: rmlir-opt --split-input-file --verify-diagnostics %s

func.func @op_error_before_missing_return(%a: f32) {
  // expected-error @+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = arith.addi %a, %a : f32
}

// -----

func.func @nested_op_error_before_missing_yield(%a: f32) {
  %0 = scf.execute_region -> f32 {
    // expected-error @+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'}}
    %1 = arith.addi %a, %a : f32
  }
  return
}

// -----

func.func @missing_return(%a: i32) {
  // expected-error @+1 {{block with no terminator, has %0 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32}}
  %0 = arith.addi %a, %a : i32
}

// -----

func.func @first_block_then_second(%a: f32, %c: i1) {
  cf.br ^bb1
^bb1:
  // expected-error @+1 {{block with no terminator, has %0 = "arith.addf"(%arg0, %arg0) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32}}
  %0 = arith.addf %a, %a : f32
^bb2:
  %1 = arith.addi %a, %a : f32
  return
}

// -----

func.func @last_op_has_region(%a: f32) {
  scf.execute_region {
    // expected-error @+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'}}
    %1 = arith.addi %a, %a : f32
    scf.yield
  }
}
