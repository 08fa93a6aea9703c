// PIPELINE: builtin.module(func.func(sccp))
// PIPELINE: builtin.module(func.func(sccp,canonicalize))
// PIPELINE: builtin.module(sccp)
// Sparse conditional constant propagation (MLIR 22): constants through
// folds, CFG branches, region control flow (scf), overdefined merges, and
// where the materialized constants go.

// ----- straight-line code ----------------------------------------------------

func.func @fold_chain(%a: i32) -> (i32, i32, i1) {
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %0 = arith.addi %c2, %c3 : i32
  %1 = arith.muli %0, %a : i32
  %2 = arith.muli %0, %0 : i32
  %3 = arith.cmpi slt, %2, %0 : i32
  return %1, %2, %3 : i32, i32, i1
}

func.func @select_const(%a: i32, %b: f32) -> (i32, f32, index) {
  %t = arith.constant true
  %c1 = arith.constant 1 : i32
  %f = arith.constant 1.5 : f32
  %i = arith.constant 7 : index
  %0 = arith.select %t, %c1, %a : i32
  %1 = arith.select %t, %f, %b : f32
  %2 = arith.addi %i, %i : index
  return %0, %1, %2 : i32, f32, index
}

func.func @unused_constants() {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i64
  %0 = arith.addi %c1, %c1 : i32
  return
}

func.func @vector_constants() -> vector<4xi32> {
  %c = arith.constant dense<3> : vector<4xi32>
  %0 = arith.addi %c, %c : vector<4xi32>
  return %0 : vector<4xi32>
}

func.func @fold_to_value(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %a, %c0 : i32
  %1 = arith.muli %0, %a : i32
  return %1 : i32
}

// ----- CFG -------------------------------------------------------------------

func.func @cond_br_true(%a: i32) -> i32 {
  %t = arith.constant true
  %c1 = arith.constant 1 : i32
  cf.cond_br %t, ^bb1, ^bb2(%a : i32)
^bb1:
  cf.br ^bb2(%c1 : i32)
^bb2(%x: i32):
  %y = arith.addi %x, %c1 : i32
  return %y : i32
}

func.func @cond_br_false(%a: i32) -> i32 {
  %f = arith.constant false
  %c1 = arith.constant 1 : i32
  %c5 = arith.constant 5 : i32
  cf.cond_br %f, ^bb1(%a : i32), ^bb2(%c5 : i32)
^bb1(%z: i32):
  %w = arith.addi %z, %c1 : i32
  cf.br ^bb2(%w : i32)
^bb2(%x: i32):
  return %x : i32
}

func.func @cond_br_unknown(%a: i32, %c: i1) -> i32 {
  %c1 = arith.constant 1 : i32
  cf.cond_br %c, ^bb1, ^bb2(%a : i32)
^bb1:
  cf.br ^bb2(%c1 : i32)
^bb2(%x: i32):
  return %x : i32
}

func.func @cond_br_same_constants(%c: i1) -> i32 {
  %c1 = arith.constant 1 : i32
  %d1 = arith.constant 1 : i32
  cf.cond_br %c, ^bb1, ^bb2(%c1 : i32)
^bb1:
  cf.br ^bb2(%d1 : i32)
^bb2(%x: i32):
  return %x : i32
}

func.func @cond_br_conflicting(%c: i1) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  cf.cond_br %c, ^bb1, ^bb2(%c1 : i32)
^bb1:
  cf.br ^bb2(%c2 : i32)
^bb2(%x: i32):
  return %x : i32
}

func.func @unknown_branch(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  "foo.br"()[^bb1, ^bb2] : () -> ()
^bb1:
  cf.br ^bb2(%c1 : i32)
^bb2(%x: i32):
  return %x : i32
}

func.func @switch_const(%a: i32) -> i32 {
  %flag = arith.constant 2 : i32
  %c10 = arith.constant 10 : i32
  %c20 = arith.constant 20 : i32
  cf.switch %flag : i32, [
    default: ^bb1(%a : i32),
    1: ^bb1(%c10 : i32),
    2: ^bb1(%c20 : i32)
  ]
^bb1(%x: i32):
  return %x : i32
}

func.func @switch_default(%a: i32) -> i32 {
  %flag = arith.constant 7 : i32
  %c10 = arith.constant 10 : i32
  cf.switch %flag : i32, [
    default: ^bb1(%c10 : i32),
    1: ^bb1(%a : i32)
  ]
^bb1(%x: i32):
  return %x : i32
}

func.func private @ext() -> i1

func.func @loop_constant(%c: i1) -> i32 {
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : i32
  cf.cond_br %c, ^bb1(%c1 : i32), ^bb2(%c1 : i32)
^bb1(%iv: i32):
  %n = arith.addi %iv, %c0 : i32
  %k = func.call @ext() : () -> i1
  cf.cond_br %k, ^bb1(%n : i32), ^bb2(%n : i32)
^bb2(%r: i32):
  return %r : i32
}

func.func @loop_counter() -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c10 = arith.constant 10 : i32
  cf.br ^bb1(%c0 : i32)
^bb1(%i: i32):
  %lt = arith.cmpi slt, %i, %c10 : i32
  cf.cond_br %lt, ^bb2, ^bb3
^bb2:
  %n = arith.addi %i, %c1 : i32
  cf.br ^bb1(%n : i32)
^bb3:
  return %i : i32
}

func.func @inner_control(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  cf.br ^bb1(%c1 : i32)
^bb1(%iv: i32):
  %k = func.call @ext() : () -> i1
  cf.cond_br %k, ^bb5(%iv : i32), ^bb2
^bb2:
  %c20 = arith.constant 20 : i32
  %lt = arith.cmpi ult, %iv, %c20 : i32
  cf.cond_br %lt, ^bb3, ^bb4
^bb3:
  %c1b = arith.constant 1 : i32
  cf.br ^bb1(%c1b : i32)
^bb4:
  %inc = arith.addi %iv, %c1 : i32
  cf.br ^bb1(%inc : i32)
^bb5(%res: i32):
  return %res : i32
}

func.func @dead_block_args(%a: i32) -> i32 {
  %f = arith.constant false
  %c3 = arith.constant 3 : i32
  cf.cond_br %f, ^bb1(%c3 : i32), ^bb2
^bb1(%x: i32):
  %y = arith.muli %x, %x : i32
  return %y : i32
^bb2:
  return %c3 : i32
}

// ----- scf -------------------------------------------------------------------

func.func @if_true(%a: i32) -> i32 {
  %t = arith.constant true
  %r = scf.if %t -> (i32) {
    %c1 = arith.constant 1 : i32
    scf.yield %c1 : i32
  } else {
    scf.yield %a : i32
  }
  return %r : i32
}

func.func @if_false(%a: i32) -> (i32, i32) {
  %f = arith.constant false
  %c4 = arith.constant 4 : i32
  %r:2 = scf.if %f -> (i32, i32) {
    scf.yield %a, %c4 : i32, i32
  } else {
    %s = arith.addi %c4, %c4 : i32
    scf.yield %s, %c4 : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

func.func @if_same(%c: i1) -> i32 {
  %r = scf.if %c -> (i32) {
    %c1 = arith.constant 1 : i32
    scf.yield %c1 : i32
  } else {
    %c1 = arith.constant 1 : i32
    scf.yield %c1 : i32
  }
  return %r : i32
}

func.func @if_partial(%c: i1, %a: i32) -> (i32, i32) {
  %r:2 = scf.if %c -> (i32, i32) {
    %c1 = arith.constant 1 : i32
    scf.yield %c1, %a : i32, i32
  } else {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    scf.yield %c1, %c2 : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

func.func @if_effects(%c: i1, %m: memref<i32>) -> i32 {
  %r = scf.if %c -> (i32) {
    %c1 = arith.constant 1 : i32
    memref.store %c1, %m[] : memref<i32>
    scf.yield %c1 : i32
  } else {
    %c1 = arith.constant 1 : i32
    scf.yield %c1 : i32
  }
  return %r : i32
}

func.func @if_no_else(%a: i32) {
  %f = arith.constant false
  %c1 = arith.constant 1 : i32
  scf.if %f {
    %x = arith.addi %c1, %c1 : i32
    "foo.use"(%x) : (i32) -> ()
  }
  %t = arith.constant true
  scf.if %t {
    %x = arith.addi %c1, %c1 : i32
    "foo.use"(%x) : (i32) -> ()
  }
  return
}

func.func @for_constant(%lb: index, %ub: index, %st: index) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r:2 = scf.for %i = %lb to %ub step %st iter_args(%x = %c0, %y = %c1) -> (i32, i32) {
    %x2 = arith.addi %x, %x : i32
    %y2 = arith.addi %y, %c1 : i32
    scf.yield %x2, %y2 : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

func.func @for_iv(%ub: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %ub step %c1 iter_args(%x = %c0) -> (index) {
    %n = arith.muli %i, %c0 : index
    scf.yield %n : index
  }
  return %r : index
}

func.func @for_inner_if(%lb: index, %ub: index, %st: index) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = scf.for %i = %lb to %ub step %st iter_args(%s = %c1) -> (i32) {
    %c20 = arith.constant 20 : i32
    %lt = arith.cmpi ult, %s, %c20 : i32
    %in = scf.if %lt -> (i32) {
      %one = arith.constant 1 : i32
      scf.yield %one : i32
    } else {
      %inc = arith.addi %s, %c1 : i32
      scf.yield %inc : i32
    }
    scf.yield %in : i32
  }
  return %r : i32
}

func.func @while_cond_true_first(%a: i32) {
  %c2 = arith.constant 2 : i32
  %0 = scf.while (%x = %c2) : (i32) -> (i32) {
    %gt = arith.cmpi sgt, %a, %x : i32
    scf.condition(%gt) %x : i32
  } do {
  ^bb0(%x: i32):
    scf.yield %x : i32
  }
  return
}

func.func @while_false(%a: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.muli %a, %c0 : index
  %0 = scf.while (%x = %z) : (index) -> index {
    %lt = arith.cmpi slt, %x, %c0 : index
    scf.condition(%lt) %x : index
  } do {
  ^bb0(%y: index):
    %n = arith.addi %y, %c1 : index
    scf.yield %n : index
  }
  return %0 : index
}

func.func @while_always(%a: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = scf.while (%x = %c0, %y = %c1) : (index, index) -> index {
    %lt = arith.cmpi slt, %x, %c1 : index
    scf.condition(%lt) %y : index
  } do {
  ^bb0(%y: index):
    %m = arith.muli %y, %c1 : index
    scf.yield %c0, %m : index, index
  }
  return %0 : index
}

func.func @while_unknown(%c: i1) -> (i32, i32) {
  %c7 = arith.constant 7 : i32
  %0:2 = scf.while (%x = %c7, %y = %c7) : (i32, i32) -> (i32, i32) {
    %k = func.call @ext() : () -> i1
    scf.condition(%k) %x, %y : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %q2 = arith.addi %q, %q : i32
    scf.yield %p, %q2 : i32, i32
  }
  return %0#0, %0#1 : i32, i32
}

func.func @execute_region() -> i32 {
  %c5 = arith.constant 5 : i32
  %r = scf.execute_region -> i32 {
    %s = arith.addi %c5, %c5 : i32
    scf.yield %s : i32
  }
  return %r : i32
}

func.func @execute_region_blocks(%c: i1) -> i32 {
  %r = scf.execute_region -> i32 {
    %t = arith.constant true
    cf.cond_br %t, ^bb1, ^bb2
  ^bb1:
    %c1 = arith.constant 1 : i32
    scf.yield %c1 : i32
  ^bb2:
    %c2 = arith.constant 2 : i32
    scf.yield %c2 : i32
  }
  return %r : i32
}

func.func @index_switch(%a: index) -> (i32, i32, i32) {
  %c1 = arith.constant 1 : index
  %c9 = arith.constant 9 : index
  %0 = scf.index_switch %c1 -> i32
  case 0 {
    %x = arith.constant 10 : i32
    scf.yield %x : i32
  }
  case 1 {
    %x = arith.constant 11 : i32
    scf.yield %x : i32
  }
  default {
    %x = arith.constant 12 : i32
    scf.yield %x : i32
  }
  %1 = scf.index_switch %c9 -> i32
  case 0 {
    %x = arith.constant 10 : i32
    scf.yield %x : i32
  }
  default {
    %x = arith.constant 12 : i32
    scf.yield %x : i32
  }
  %2 = scf.index_switch %a -> i32
  case 0 {
    %x = arith.constant 10 : i32
    scf.yield %x : i32
  }
  default {
    %x = arith.constant 12 : i32
    scf.yield %x : i32
  }
  return %0, %1, %2 : i32, i32, i32
}

// ----- where constants go ----------------------------------------------------

func.func @unregistered_region(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = "foo.region"() ({
    %c2 = arith.constant 2 : i32
    %s = arith.addi %c2, %c1 : i32
    "foo.use"(%s) : (i32) -> ()
    "foo.term"() : () -> ()
  }) : () -> i32
  %t = arith.addi %c1, %c1 : i32
  return %t : i32
}

func.func @nested_region_constants(%lb: index, %ub: index, %st: index) {
  scf.for %i = %lb to %ub step %st {
    %c3 = arith.constant 3 : i32
    %s = arith.addi %c3, %c3 : i32
    "foo.use"(%s) : (i32) -> ()
  }
  return
}

func.func @unknown_op_results(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %0 = "foo.op"(%c1) : (i32) -> i32
  %1 = arith.addi %0, %c1 : i32
  return %1 : i32
}

// ----- parallel loops (no region control flow modelled: results unknown) ----

func.func @parallel_loops(%n: index, %t: tensor<4xf32>) -> (f32, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.0 : f32
  %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%f) -> f32 {
    %k = arith.constant 2.0 : f32
    %s = arith.addf %k, %k : f32
    scf.reduce(%s : f32) {
    ^bb0(%a: f32, %b: f32):
      %m = arith.addf %a, %b : f32
      scf.reduce.return %m : f32
    }
  }
  scf.forall (%i) in (4) {
    %z = arith.addi %c1, %c1 : index
    "foo.use"(%z) : (index) -> ()
  }
  return %r, %t : f32, tensor<4xf32>
}

// ----- more CFG shapes -----------------------------------------------------

// Both successors are one block: the edge is live, so both operand lists
// reach the argument (MLIR tracks edges between blocks, not successors).
func.func @cond_br_same_target(%a: i32) -> i32 {
  %t = arith.constant true
  %c1 = arith.constant 1 : i32
  cf.cond_br %t, ^bb1(%c1 : i32), ^bb1(%a : i32)
^bb1(%x: i32):
  return %x : i32
}

func.func @switch_no_cases(%a: i32, %f: i32) -> i32 {
  %c4 = arith.constant 4 : i32
  cf.switch %f : i32, [
    default: ^bb1(%c4 : i32)
  ]
^bb1(%x: i32):
  return %x : i32
}

func.func @self_loop(%a: i1) -> i32 {
  %c8 = arith.constant 8 : i32
  cf.br ^bb1(%c8 : i32)
^bb1(%x: i32):
  %y = arith.addi %x, %x : i32
  %z = arith.subi %y, %x : i32
  cf.cond_br %a, ^bb1(%z : i32), ^bb2
^bb2:
  return %z : i32
}

func.func @poison_values() -> (i32, f32) {
  %p = ub.poison : i32
  %q = ub.poison : f32
  %c1 = arith.constant 1 : i32
  %s = arith.addi %p, %c1 : i32
  return %s, %q : i32, f32
}

func.func @dense_resource_constant() -> tensor<2xf32> {
  %0 = arith.constant dense_resource<blob> : tensor<2xf32>
  return %0 : tensor<2xf32>
}

{-#
  dialect_resources: {
    builtin: {
      blob: "0x040000000000803F00000040"
    }
  }
#-}
