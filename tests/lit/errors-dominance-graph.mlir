// Regions of unregistered ops: a single block has no SSA dominance (uses may
// come first), but a region of several blocks always has it, as in MLIR 22.
// RUN: rmlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

func.func @invalid_nested_dominance() {
  "foo.region"() ({
    // expected-error @+1 {{operand #0 does not dominate this use}}
    "foo.use" (%1) : (i32) -> ()
    cf.br ^bb2

  ^bb2:
    // expected-note @+1 {{operand defined here}}
    %1 = arith.constant 0 : i32
    "foo.yield" () : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @multi_block_graph_owner_has_dominance() {
  "foo.region"() ({
    // expected-error @+1 {{operand #0 does not dominate this use}}
    "foo.use" (%1) : (i32) -> ()
    // expected-note @+1 {{operand defined here (op in the same block)}}
    %1 = arith.constant 0 : i32
    cf.br ^bb2
  ^bb2:
    "foo.yield" () : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @single_block_graph_owner_any_order() {
  "foo.region"() ({
    "foo.use" (%1) : (i32) -> ()
    %1 = arith.constant 0 : i32
    "foo.yield" () : () -> ()
  }) : () -> ()
  return
}

// -----


func.func @dominance_error_in_unreachable_op() -> i1 {
  %c = arith.constant false
  return %c : i1
^bb0:
  "foo.region" () ({ // unreachable
    ^bb1:
// expected-error @+1 {{operand #0 does not dominate this use}}
      %2:3 = "bar"(%1) : (i64) -> (i1,i1,i1)
      cf.br ^bb4
    ^bb2:
      cf.br ^bb2
    ^bb4:
      %1 = "foo"() : ()->i64   // expected-note {{operand defined here}}
  }) : () -> ()
  return %c : i1
}
