// PIPELINE: builtin.module(func.func(canonicalize))
// PIPELINE: builtin.module(func.func(canonicalize,cse))
// PIPELINE: builtin.module(func.func(canonicalize{region-simplify=disabled}))
// PIPELINE: builtin.module(func.func(canonicalize{region-simplify=aggressive}))
// PIPELINE: builtin.module(func.func(canonicalize{max-iterations=1 max-num-rewrites=1 region-simplify=disabled}))
// PIPELINE: builtin.module(func.func(canonicalize{top-down=false}))
// cf canonicalization patterns (MLIR 22's ControlFlowOps.cpp): each one where
// it applies and where it must not.

// ----- cf.assert ---------------------------------------------------------
func.func @assert_true(%a: i1) {
  %t = arith.constant true
  cf.assert %t, "always"
  cf.assert %a, "kept"
  %f = arith.constant false
  cf.assert %f, "never (kept)"
  return
}

// ----- cf.br: merge a block with a single predecessor ---------------------
func.func @br_single_pred(%a: i32, %b: i32) -> i32 {
  %x = arith.addi %a, %b : i32
  cf.br ^bb1(%x, %a : i32, i32)
^bb1(%y: i32, %z: i32):
  %w = arith.muli %y, %z : i32
  cf.br ^bb2
^bb2:
  "test.use"(%w) : (i32) -> ()
  return %w : i32
}

func.func @br_two_preds(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.foo"() : () -> ()
  cf.br ^bb3(%a : i32)
^bb2:
  "test.bar"() : () -> ()
  cf.br ^bb3(%b : i32)
^bb3(%x: i32):
  return %x : i32
}

// ----- cf.br: pass-through blocks -------------------------------------------
func.func @br_pass_through(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.foo"() : () -> ()
  cf.br ^bb3(%a : i32)
^bb2:
  "test.bar"() : () -> ()
  cf.br ^bb3(%b : i32)
^bb3(%x: i32):
  cf.br ^bb4(%x, %a : i32, i32)
^bb4(%y: i32, %z: i32):
  %s = arith.addi %y, %z : i32
  return %s : i32
}

func.func @br_pass_through_args(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%p: i32):
  cf.br ^bb3(%p, %b : i32, i32)
^bb2(%q: i32):
  "test.bar"(%q) : (i32) -> ()
  cf.br ^bb3(%q, %a : i32, i32)
^bb3(%x: i32, %y: i32):
  %s = arith.subi %x, %y : i32
  return %s : i32
}

func.func @br_self_loop(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb1
^bb2:
  return
}

func.func @br_cycle(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb1
}

func.func @br_arg_used_elsewhere(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%p: i32):
  "test.use"(%p) : (i32) -> ()
  cf.br ^bb2
^bb2:
  return %b : i32
}

// ----- cf.cond_br: constant condition -----------------------------------------
func.func @cond_br_true(%a: i32, %b: i32) -> i32 {
  %t = arith.constant true
  cf.cond_br %t, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%x: i32):
  "test.foo"(%x) : (i32) -> ()
  return %x : i32
^bb2(%y: i32):
  "test.bar"(%y) : (i32) -> ()
  return %y : i32
}

func.func @cond_br_false(%a: i32, %b: i32) -> i32 {
  %f = arith.constant false
  cf.cond_br %f, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%x: i32):
  "test.foo"(%x) : (i32) -> ()
  return %x : i32
^bb2(%y: i32):
  "test.bar"(%y) : (i32) -> ()
  return %y : i32
}

// ----- cf.cond_br: pass-through successors -----------------------------------------
func.func @cond_br_pass_through(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c weights([10, 20]), ^bb1, ^bb2(%b : i32)
^bb1:
  cf.br ^bb3(%a : i32)
^bb2(%q: i32):
  cf.br ^bb3(%q : i32)
^bb3(%x: i32):
  "test.use"(%x) : (i32) -> ()
  return %x : i32
}

func.func @cond_br_pass_through_one_side(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%a : i32)
^bb2:
  "test.foo"() : () -> ()
  cf.br ^bb3(%b : i32)
^bb3(%x: i32):
  return %x : i32
}

// ----- cf.cond_br: identical successors -----------------------------------------
func.func @cond_br_same_dest_same_ops(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%a : i32)
^bb1(%x: i32):
  return %x : i32
}

func.func @cond_br_same_dest_select(%c: i1, %a: i32, %b: i32) -> (i32, i32) {
  cf.cond_br %c, ^bb1(%a, %b : i32, i32), ^bb1(%b, %b : i32, i32)
^bb1(%x: i32, %y: i32):
  return %x, %y : i32, i32
}

func.func @cond_br_same_dest_other_pred(%c: i1, %d: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %d, ^bb1, ^bb2(%a : i32)
^bb1:
  "test.foo"() : () -> ()
  cf.cond_br %c, ^bb2(%a : i32), ^bb2(%b : i32)
^bb2(%x: i32):
  return %x : i32
}

// ----- cf.cond_br: same condition as the only predecessor -----------------------------------------
func.func @cond_br_same_cond(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.foo"() : () -> ()
  cf.cond_br %c, ^bb3(%a : i32), ^bb4
^bb2:
  "test.bar"() : () -> ()
  cf.cond_br %c, ^bb3(%b : i32), ^bb4
^bb3(%x: i32):
  return %x : i32
^bb4:
  "test.baz"() : () -> ()
  return %b : i32
}

// ----- cf.cond_br: truth propagation -----------------------------------------
func.func @cond_br_truth(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.consumer1"(%c) : (i1) -> ()
  %s = arith.select %c, %a, %a : i32
  return %s : i32
^bb2:
  "test.consumer2"(%c) : (i1) -> ()
  "test.consumer3"(%c, %c) : (i1, i1) -> ()
  return %a : i32
}

func.func @cond_br_truth_multi_pred(%c: i1, %d: i1) {
  cf.cond_br %d, ^bb1, ^bb2
^bb1:
  "test.foo"() : () -> ()
  cf.cond_br %c, ^bb2, ^bb3
^bb2:
  "test.consumer"(%c) : (i1) -> ()
  return
^bb3:
  "test.consumer"(%c) : (i1) -> ()
  return
}

// ----- cf.cond_br: unreachable successor -----------------------------------------
func.func @cond_br_unreachable(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2(%a : i32)
^bb1:
  ub.unreachable
^bb2(%x: i32):
  return %x : i32
}

func.func @cond_br_unreachable_false(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  "test.foo"() : () -> ()
  return %x : i32
^bb2:
  ub.unreachable
}

// ----- cf.switch -----------------------------------------
func.func @switch_only_default(%f: i32, %a: i32) -> i32 {
  cf.switch %f : i32, [
    default: ^bb1(%a : i32)
  ]
^bb1(%x: i32):
  return %x : i32
}

func.func @switch_drop_default_cases(%f: i32, %a: i32, %b: i32) -> i32 {
  cf.switch %f : i32, [
    default: ^bb1(%a : i32),
    42: ^bb1(%a : i32),
    43: ^bb2,
    44: ^bb1(%b : i32)
  ]
^bb1(%x: i32):
  return %x : i32
^bb2:
  "test.foo"() : () -> ()
  return %b : i32
}

func.func @switch_const(%a: i32, %b: i32) -> i32 {
  %c43 = arith.constant 43 : i32
  cf.switch %c43 : i32, [
    default: ^bb1(%a : i32),
    42: ^bb1(%b : i32),
    43: ^bb2
  ]
^bb1(%x: i32):
  "test.foo"() : () -> ()
  return %x : i32
^bb2:
  "test.bar"() : () -> ()
  return %b : i32
}

func.func @switch_const_default(%a: i32, %b: i32) -> i32 {
  %c7 = arith.constant 7 : i32
  cf.switch %c7 : i32, [
    default: ^bb1(%a : i32),
    42: ^bb1(%b : i32)
  ]
^bb1(%x: i32):
  return %x : i32
}

func.func @switch_pass_through(%f: i32, %a: i32, %b: i32) -> i32 {
  cf.switch %f : i32, [
    default: ^bb1,
    42: ^bb2(%b : i32),
    43: ^bb3
  ]
^bb1:
  cf.br ^bb4(%a : i32)
^bb2(%y: i32):
  cf.br ^bb4(%y : i32)
^bb3:
  "test.foo"() : () -> ()
  cf.br ^bb4(%b : i32)
^bb4(%x: i32):
  return %x : i32
}

func.func @switch_same_flag(%f: i32, %a: i32) {
  cf.switch %f : i32, [
    default: ^bb1,
    42: ^bb2,
    43: ^bb3
  ]
^bb1:
  "test.default"() : () -> ()
  return
^bb2:
  "test.b2"() : () -> ()
  cf.switch %f : i32, [
    default: ^bb5,
    42: ^bb4
  ]
^bb3:
  "test.b3"() : () -> ()
  cf.switch %f : i32, [
    default: ^bb4,
    42: ^bb5
  ]
^bb4:
  "test.b4"() : () -> ()
  return
^bb5:
  "test.b5"() : () -> ()
  return
}

func.func @switch_same_flag_default(%f: i32) {
  cf.switch %f : i32, [
    default: ^bb1,
    42: ^bb2
  ]
^bb1:
  "test.b1"() : () -> ()
  cf.switch %f : i32, [
    default: ^bb3,
    42: ^bb4,
    43: ^bb5
  ]
^bb2:
  "test.b2"() : () -> ()
  return
^bb3:
  "test.b3"() : () -> ()
  return
^bb4:
  "test.b4"() : () -> ()
  return
^bb5:
  "test.b5"() : () -> ()
  return
}

// ----- a loop made of blocks (nothing to simplify but dead arguments) -------------
func.func @loop(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^head(%c0, %c0 : i32, i32)
^head(%i: i32, %acc: i32):
  %cond = arith.cmpi slt, %i, %n : i32
  cf.cond_br %cond, ^body, ^exit
^body:
  %acc2 = arith.addi %acc, %i : i32
  %i2 = arith.addi %i, %c1 : i32
  cf.br ^head(%i2, %acc2 : i32, i32)
^exit:
  return %acc : i32
}
func.func @merge_simple(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %x = arith.addi %a, %b : i32
  "test.foo"(%x) : (i32) -> ()
  cf.br ^bb3(%x : i32)
^bb2:
  %y = arith.addi %b, %b : i32
  "test.foo"(%y) : (i32) -> ()
  cf.br ^bb3(%y : i32)
^bb3(%z: i32):
  return %z : i32
}
func.func @merge_args(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%p: i32):
  %x = arith.muli %p, %a : i32
  "test.foo"(%x, %a, %a) : (i32, i32, i32) -> ()
  cf.br ^bb3(%x : i32)
^bb2(%q: i32):
  %y = arith.muli %q, %b : i32
  "test.foo"(%y, %b, %b) : (i32, i32, i32) -> ()
  cf.br ^bb3(%y : i32)
^bb3(%z: i32):
  return %z : i32
}
func.func @no_merge_different(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %x = arith.addi %a, %b : i32
  cf.br ^bb3(%x : i32)
^bb2:
  %y = arith.subi %a, %b : i32
  cf.br ^bb3(%y : i32)
^bb3(%z: i32):
  return %z : i32
}
func.func @switch_merge(%f: i32, %a: i32, %b: i32) -> i32 {
  cf.switch %f : i32, [
    default: ^bb1,
    1: ^bb2,
    2: ^bb3
  ]
^bb1:
  "test.x"(%a) : (i32) -> ()
  cf.br ^bb4
^bb2:
  "test.x"(%b) : (i32) -> ()
  cf.br ^bb4
^bb3:
  "test.x"(%a) : (i32) -> ()
  cf.br ^bb4
^bb4:
  return %a : i32
}
func.func @redundant_arg(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a, %b : i32, i32), ^bb2(%a, %a : i32, i32)
^bb1(%p: i32, %q: i32):
  "test.x"(%p, %q) : (i32, i32) -> ()
  cf.br ^bb3(%p, %q : i32, i32)
^bb2(%r: i32, %s: i32):
  "test.y"(%r, %s) : (i32, i32) -> ()
  cf.br ^bb3(%r, %s : i32, i32)
^bb3(%x: i32, %y: i32):
  %z = arith.addi %x, %y : i32
  return %z : i32
}
