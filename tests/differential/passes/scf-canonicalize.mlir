// PIPELINE: builtin.module(func.func(canonicalize))
// PIPELINE: builtin.module(func.func(canonicalize,cse))
// PIPELINE: builtin.module(func.func(canonicalize{region-simplify=disabled}))
// PIPELINE: builtin.module(func.func(canonicalize{max-iterations=1 max-num-rewrites=1 region-simplify=disabled}))
// PIPELINE: builtin.module(func.func(canonicalize{top-down=false}))
// scf canonicalization patterns and folders (MLIR 22's SCF.cpp and the
// RegionBranchOpInterface patterns): each one where it applies and where it
// must not.

// ----- scf.if: constant condition -------------------------------------------
func.func @if_true(%a: i32, %b: i32) -> i32 {
  %t = arith.constant true
  %r = scf.if %t -> (i32) {
    %x = arith.addi %a, %b : i32
    scf.yield %x : i32
  } else {
    %y = arith.muli %a, %b : i32
    scf.yield %y : i32
  }
  return %r : i32
}

func.func @if_false(%a: i32, %b: i32) -> i32 {
  %f = arith.constant false
  %r = scf.if %f -> (i32) {
    %x = arith.addi %a, %b : i32
    scf.yield %x : i32
  } else {
    %y = arith.muli %a, %b : i32
    scf.yield %y : i32
  }
  return %r : i32
}

func.func @if_false_no_else(%a: i32) {
  %f = arith.constant false
  scf.if %f {
    "test.foo"(%a) : (i32) -> ()
  }
  %t = arith.constant true
  scf.if %t {
    "test.bar"(%a) : (i32) -> ()
  }
  return
}

// ----- scf.if: results that are outside values -> arith.select --------------
func.func @if_to_select(%c: i1, %a: i32, %b: i32) -> (i32, i32, i32) {
  %r:3 = scf.if %c -> (i32, i32, i32) {
    %x = arith.addi %a, %b : i32
    "test.foo"() : () -> ()
    scf.yield %a, %x, %b : i32, i32, i32
  } else {
    "test.bar"() : () -> ()
    scf.yield %b, %a, %b : i32, i32, i32
  }
  return %r#0, %r#1, %r#2 : i32, i32, i32
}

func.func @if_to_select_all(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  return %r : i32
}

// ----- scf.if: condition propagation ------------------------------------------
func.func @if_cond_prop(%c: i1, %a: i32) {
  scf.if %c {
    "test.use"(%c) : (i1) -> ()
    scf.if %c {
      "test.inner"(%c) : (i1) -> ()
    }
  } else {
    "test.use2"(%c, %c) : (i1, i1) -> ()
  }
  "test.after"(%c) : (i1) -> ()
  return
}

// ----- scf.if: yields equal to the condition or a shared value -----------------
func.func @if_yield_cond(%c: i1, %a: i32, %b: i32) -> (i1, i1, i32, i32) {
  %t = arith.constant true
  %f = arith.constant false
  %r:4 = scf.if %c -> (i1, i1, i32, i32) {
    %x = arith.addi %a, %b : i32
    "test.foo"(%x) : (i32) -> ()
    scf.yield %t, %f, %a, %x : i1, i1, i32, i32
  } else {
    %y = arith.muli %a, %b : i32
    "test.bar"(%y) : (i32) -> ()
    scf.yield %f, %t, %a, %y : i1, i1, i32, i32
  }
  return %r#0, %r#1, %r#2, %r#3 : i1, i1, i32, i32
}

// ----- scf.if: consecutive ifs on the same condition -----------------------------
func.func @combine_ifs(%c: i1, %a: i32, %b: i32) -> (i32, i32) {
  %r = scf.if %c -> (i32) {
    %x = arith.addi %a, %b : i32
    "test.foo"(%x) : (i32) -> ()
    scf.yield %x : i32
  } else {
    %y = arith.muli %a, %b : i32
    "test.bar"(%y) : (i32) -> ()
    scf.yield %y : i32
  }
  %s = scf.if %c -> (i32) {
    %z = arith.subi %r, %a : i32
    "test.baz"(%z) : (i32) -> ()
    scf.yield %z : i32
  } else {
    %w = arith.xori %r, %b : i32
    "test.qux"(%w) : (i32) -> ()
    scf.yield %w : i32
  }
  return %r, %s : i32, i32
}

func.func @combine_ifs_no_results(%c: i1) {
  scf.if %c {
    "test.a"() : () -> ()
  }
  scf.if %c {
    "test.b"() : () -> ()
  } else {
    "test.c"() : () -> ()
  }
  return
}

func.func @combine_ifs_negated(%c: i1) {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  scf.if %c {
    "test.a"() : () -> ()
  } else {
    "test.b"() : () -> ()
  }
  scf.if %n {
    "test.c"() : () -> ()
  }
  return
}

func.func @dont_combine_ifs(%c: i1, %d: i1) {
  scf.if %c {
    "test.a"() : () -> ()
  }
  "test.between"() : () -> ()
  scf.if %c {
    "test.b"() : () -> ()
  }
  scf.if %d {
    "test.c"() : () -> ()
  }
  return
}

// ----- scf.if: nested ifs ------------------------------------------------------------
func.func @nested_ifs(%c: i1, %d: i1) {
  scf.if %c {
    scf.if %d {
      "test.a"() : () -> ()
    }
  }
  return
}

func.func @nested_ifs_results(%c: i1, %d: i1, %a: i32, %b: i32) -> (i32, i32) {
  %r:2 = scf.if %c -> (i32, i32) {
    %s = scf.if %d -> (i32) {
      %x = arith.addi %a, %b : i32
      "test.foo"(%x) : (i32) -> ()
      scf.yield %x : i32
    } else {
      scf.yield %b : i32
    }
    scf.yield %s, %a : i32, i32
  } else {
    scf.yield %b, %b : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

func.func @nested_ifs_no(%c: i1, %d: i1) {
  scf.if %c {
    "test.x"() : () -> ()
    scf.if %d {
      "test.a"() : () -> ()
    }
  }
  scf.if %c {
    scf.if %d {
      "test.a"() : () -> ()
    } else {
      "test.b"() : () -> ()
    }
  }
  return
}

// ----- scf.if: empty else ----------------------------------------------------------------
func.func @empty_else(%c: i1) {
  scf.if %c {
    "test.a"() : () -> ()
  } else {
  }
  return
}

// ----- scf.if: negated condition (fold) ---------------------------------------------------
func.func @if_not_cond(%c: i1, %a: i32, %b: i32) -> i32 {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  %r = scf.if %n -> (i32) {
    %x = arith.addi %a, %b : i32
    "test.foo"(%x) : (i32) -> ()
    scf.yield %x : i32
  } else {
    %y = arith.muli %a, %b : i32
    "test.bar"(%y) : (i32) -> ()
    scf.yield %y : i32
  }
  return %r : i32
}

// ----- scf.if: unused results --------------------------------------------------------------
func.func @if_unused_results(%c: i1, %a: i32, %b: i32) -> i32 {
  %r:2 = scf.if %c -> (i32, i32) {
    %x = arith.addi %a, %b : i32
    %y = arith.subi %a, %b : i32
    "test.foo"(%x, %y) : (i32, i32) -> ()
    scf.yield %x, %y : i32, i32
  } else {
    %z = arith.muli %a, %b : i32
    "test.bar"(%z) : (i32) -> ()
    scf.yield %z, %z : i32, i32
  }
  return %r#1 : i32
}

func.func @if_dead(%c: i1, %a: i32, %b: i32) {
  %r = scf.if %c -> (i32) {
    %x = arith.addi %a, %b : i32
    scf.yield %x : i32
  } else {
    %z = arith.muli %a, %b : i32
    scf.yield %z : i32
  }
  return
}

// ----- scf.for: zero-, one- and more-trip loops --------------------------------------------------
func.func @for_trips(%a: i32, %b: i32) -> (i32, i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r0 = scf.for %i = %c0 to %c0 step %c1 iter_args(%x = %a) -> (i32) {
    %s = arith.addi %x, %b : i32
    scf.yield %s : i32
  }
  %r1 = scf.for %i = %c0 to %c1 step %c1 iter_args(%x = %r0) -> (i32) {
    %ic = arith.index_cast %i : index to i32
    %s = arith.addi %x, %ic : i32
    scf.yield %s : i32
  }
  %r4 = scf.for %i = %c0 to %c4 step %c1 iter_args(%x = %r1) -> (i32) {
    %s = arith.muli %x, %b : i32
    scf.yield %s : i32
  }
  return %r0, %r1, %r4 : i32, i32, i32
}

func.func @for_no_results(%lb: index, %ub: index) {
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c10 = arith.constant 10 : index
  scf.for %i = %c5 to %c10 step %c5 {
    "test.once"(%i) : (index) -> ()
  }
  scf.for %i = %c10 to %c5 step %c1 {
    "test.never"(%i) : (index) -> ()
  }
  scf.for %i = %lb to %ub step %c1 {
    "test.maybe"(%i) : (index) -> ()
  }
  return
}

func.func @for_nsw_bound(%lb: index, %a: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : index
  %ub = arith.addi %lb, %c1 overflow<nsw> : index
  %r = scf.for %i = %lb to %ub step %c1 iter_args(%x = %a) -> (i32) {
    %s = arith.muli %x, %x : i32
    scf.yield %s : i32
  }
  %ub2 = arith.addi %lb, %c1 : index
  %r2 = scf.for %i = %lb to %ub2 step %c1 iter_args(%x = %a) -> (i32) {
    %s = arith.addi %x, %x : i32
    scf.yield %s : i32
  }
  return %r, %r2 : i32, i32
}

func.func @for_empty_body(%a: i32, %b: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %r:2 = scf.for %i = %c0 to %c8 step %c1 iter_args(%x = %a, %y = %b) -> (i32, i32) {
    scf.yield %b, %a : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

func.func @for_unsigned(%a: i8) -> (i8, i8) {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %cm = arith.constant -1 : i8
  %r = scf.for %i = %c0 to %cm step %c1 iter_args(%x = %a) -> (i8) : i8 {
    %s = arith.addi %x, %i : i8
    scf.yield %s : i8
  }
  %r2 = scf.for unsigned %i = %c0 to %cm step %c1 iter_args(%x = %a) -> (i8) : i8 {
    %s = arith.addi %x, %i : i8
    scf.yield %s : i8
  }
  return %r, %r2 : i8, i8
}

// ----- scf.for: iter args (RegionBranchOpInterface patterns) --------------------------------------
func.func @for_iter_args(%a: i32, %b: i32, %n: index) -> (i32, i32, i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:4 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a, %y = %b, %z = %a, %w = %a) -> (i32, i32, i32, i32) {
    %s = arith.addi %y, %b : i32
    %t = arith.muli %z, %w : i32
    "test.use"(%t) : (i32) -> ()
    scf.yield %x, %s, %z, %w : i32, i32, i32, i32
  }
  return %r#0, %r#1, %r#2, %r#3 : i32, i32, i32, i32
}

func.func @for_dead_iter_arg(%a: i32, %b: i32, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a, %y = %b) -> (i32, i32) {
    %s = arith.addi %x, %b : i32
    %t = arith.addi %y, %y : i32
    "test.use"(%s) : (i32) -> ()
    scf.yield %s, %t : i32, i32
  }
  return %r#0 : i32
}

func.func @for_duplicate_iter_args(%a: i32, %n: index) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a, %y = %a) -> (i32, i32) {
    %s = arith.addi %x, %y : i32
    "test.use"(%s) : (i32) -> ()
    scf.yield %s, %s : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

func.func @for_nested(%a: i32, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a) -> (i32) {
    %q = scf.for %j = %c0 to %n step %c1 iter_args(%y = %x) -> (i32) {
      %s = arith.addi %y, %a : i32
      scf.yield %s : i32
    }
    scf.yield %q : i32
  }
  return %r : i32
}

// ----- scf.while ------------------------------------------------------------------------------------
func.func @while_cond_truth(%a: i32, %b: i32) -> i32 {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i1, i32) {
    %c = arith.cmpi slt, %x, %y : i32
    scf.condition(%c) %c, %x : i1, i32
  } do {
  ^bb0(%c2: i1, %x2: i32):
    "test.use"(%c2) : (i1) -> ()
    %n = arith.addi %x2, %a : i32
    scf.yield %n, %b : i32, i32
  }
  return %r#1 : i32
}

func.func @while_cmp_cond(%a: i32, %b: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c = arith.cmpi slt, %x, %b : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%x2: i32):
    %c2 = arith.cmpi slt, %x2, %b : i32
    %c3 = arith.cmpi sge, %x2, %b : i32
    %c4 = arith.cmpi eq, %x2, %b : i32
    "test.use"(%c2, %c3, %c4) : (i1, i1, i1) -> ()
    %n = arith.addi %x2, %a : i32
    scf.yield %n : i32
  }
  return %r : i32
}

func.func @while_align(%a: i32, %b: i64) -> (i64, i32) {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, i64) -> (i64, i32) {
    %c = "test.cond"(%x, %y) : (i32, i64) -> i1
    scf.condition(%c) %y, %x : i64, i32
  } do {
  ^bb0(%y2: i64, %x2: i32):
    %n:2 = "test.step"(%x2, %y2) : (i32, i64) -> (i32, i64)
    scf.yield %n#0, %n#1 : i32, i64
  }
  return %r#0, %r#1 : i64, i32
}

func.func @while_unused(%a: i32, %b: i32) -> i32 {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    %c = "test.cond"(%x) : (i32) -> i1
    scf.condition(%c) %x, %y : i32, i32
  } do {
  ^bb0(%x2: i32, %y2: i32):
    %n = "test.step"(%x2) : (i32) -> i32
    scf.yield %n, %y2 : i32, i32
  }
  return %r#0 : i32
}

func.func @while_move_if_down(%a: i32, %b: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c = "test.cond"(%x) : (i32) -> i1
    %k = arith.addi %x, %b : i32
    %i = scf.if %c -> (i32) {
      %m = arith.muli %k, %x : i32
      "test.then"(%m) : (i32) -> ()
      scf.yield %m : i32
    } else {
      scf.yield %x : i32
    }
    scf.condition(%c) %i : i32
  } do {
  ^bb0(%x2: i32):
    "test.body"(%x2) : (i32) -> ()
    scf.yield %x2 : i32
  }
  return %r : i32
}

// ----- scf.execute_region -----------------------------------------------------------------------------
func.func @execute_single(%a: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    %x = arith.addi %a, %a : i32
    "test.foo"(%x) : (i32) -> ()
    scf.yield %x : i32
  }
  return %r : i32
}

func.func @execute_no_inline(%a: i32) -> i32 {
  %r = scf.execute_region -> i32 no_inline {
    %x = arith.addi %a, %a : i32
    scf.yield %x : i32
  }
  return %r : i32
}

func.func @execute_multi(%a: i32, %c: i1) -> i32 {
  "test.before"() : () -> ()
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %x = "test.val1"() : () -> i32
    cf.br ^bb3(%x : i32)
  ^bb2:
    %y = "test.val2"() : () -> i32
    cf.br ^bb3(%y : i32)
  ^bb3(%z: i32):
    scf.yield %z : i32
  }
  "test.after"(%r) : (i32) -> ()
  return %r : i32
}

func.func @execute_multi_nested(%a: i32, %c: i1, %d: i1) -> i32 {
  %r = scf.if %d -> (i32) {
    %s = scf.execute_region -> i32 {
      cf.cond_br %c, ^bb1, ^bb2
    ^bb1:
      scf.yield %a : i32
    ^bb2:
      %y = "test.val2"() : () -> i32
      scf.yield %y : i32
    }
    scf.yield %s : i32
  } else {
    scf.yield %a : i32
  }
  return %r : i32
}

// ----- scf.index_switch -----------------------------------------------------------------------------------
func.func @switch_const(%a: i32, %b: i32) -> i32 {
  %c1 = arith.constant 1 : index
  %r = scf.index_switch %c1 -> i32
  case 0 {
    scf.yield %a : i32
  }
  case 1 {
    %x = arith.addi %a, %b : i32
    "test.foo"(%x) : (i32) -> ()
    scf.yield %x : i32
  }
  default {
    scf.yield %b : i32
  }
  return %r : i32
}

func.func @switch_default(%a: i32, %b: i32) -> i32 {
  %c7 = arith.constant 7 : index
  %r = scf.index_switch %c7 -> i32
  case 0 {
    scf.yield %a : i32
  }
  default {
    %x = arith.muli %a, %b : i32
    scf.yield %x : i32
  }
  return %r : i32
}

func.func @switch_dyn(%i: index, %a: i32, %b: i32) -> (i32, i32) {
  %r:2 = scf.index_switch %i -> i32, i32
  case 0 {
    "test.foo"() : () -> ()
    scf.yield %a, %b : i32, i32
  }
  default {
    "test.bar"() : () -> ()
    scf.yield %a, %a : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// ----- scf.parallel -----------------------------------------------------------------------------------------
func.func @parallel_nested(%n: index, %m: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%m) step (%c1) {
      "test.use"(%i, %j) : (index, index) -> ()
    }
  }
  return
}

// ----- more combinations ---------------------------------------------------------------------
func.func @combine_uses(%c: i1, %a: i32, %b: i32) -> (i32, i32) {
  %r = scf.if %c -> (i32) {
    %x = arith.addi %a, %b : i32
    "test.foo"(%x) : (i32) -> ()
    scf.yield %x : i32
  } else {
    "test.bar"() : () -> ()
    scf.yield %b : i32
  }
  %s = scf.if %c -> (i32) {
    "test.baz"(%r) : (i32) -> ()
    scf.yield %r : i32
  } else {
    %w = arith.xori %r, %b : i32
    "test.qux"(%w, %r) : (i32, i32) -> ()
    scf.yield %w : i32
  }
  return %r, %s : i32, i32
}
func.func @combine_prev_no_else(%c: i1, %a: i32) -> i32 {
  scf.if %c {
    "test.a"(%a) : (i32) -> ()
  }
  %s = scf.if %c -> (i32) {
    %x = arith.addi %a, %a : i32
    "test.b"(%x) : (i32) -> ()
    scf.yield %x : i32
  } else {
    "test.c"() : () -> ()
    scf.yield %a : i32
  }
  return %s : i32
}
func.func @combine_negated_prev(%c: i1) {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  scf.if %n {
    "test.a"() : () -> ()
  }
  scf.if %c {
    "test.b"() : () -> ()
  } else {
    "test.c"() : () -> ()
  }
  return
}
func.func @trivial_all_hoist(%c: i1, %a: i32, %b: i32) -> (i32, i32) {
  %r:2 = scf.if %c -> (i32, i32) {
    "test.a"() : () -> ()
    scf.yield %a, %b : i32, i32
  } else {
    "test.b"() : () -> ()
    scf.yield %b, %b : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
func.func @while_invariant(%a: i32, %b: i32) -> (i32, i32) {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    %c = "test.cond"(%x, %y) : (i32, i32) -> i1
    scf.condition(%c) %x, %y : i32, i32
  } do {
  ^bb0(%x2: i32, %y2: i32):
    %n = "test.step"(%x2, %y2) : (i32, i32) -> i32
    scf.yield %n, %y2 : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
func.func @exec_multi_yield(%c: i1, %a: i32, %b: i32) -> (i32, i32) {
  %r:2 = scf.execute_region -> (i32, i32) {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    "test.x"() : () -> ()
    scf.yield %a, %b : i32, i32
  ^bb2:
    "test.y"() : () -> ()
    scf.yield %b, %b : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
func.func @for_yield_iv(%a: index, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a) -> (index) {
    scf.yield %i : index
  }
  return %r : index
}
func.func @for_in_if(%c: i1, %a: i32, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.if %c -> (i32) {
    %q = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a) -> (i32) {
      %s = arith.addi %x, %a : i32
      scf.yield %s : i32
    }
    scf.yield %q : i32
  } else {
    scf.yield %a : i32
  }
  return %r : i32
}
func.func @switch_rb(%i: index, %a: i32, %b: i32) -> i32 {
  %r:2 = scf.index_switch %i -> i32, i32
  case 0 {
    %x = arith.addi %a, %b : i32
    scf.yield %x, %b : i32, i32
  }
  case 5 {
    scf.yield %a, %b : i32, i32
  }
  default {
    "test.d"() : () -> ()
    scf.yield %b, %b : i32, i32
  }
  return %r#0 : i32
}
func.func @if_with_else_side(%c: i1, %a: i32, %b: i32) -> i32 {
  %t = arith.constant true
  %f = arith.constant false
  %r:2 = scf.if %c -> (i1, i32) {
    scf.yield %f, %a : i1, i32
  } else {
    scf.yield %t, %b : i1, i32
  }
  %s = arith.select %r#0, %r#1, %b : i32
  return %s : i32
}
func.func @while_cmp_swapped(%a: i32, %b: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c = arith.cmpi ult, %b, %x : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%x2: i32):
    %c2 = arith.cmpi ult, %b, %x2 : i32
    %c3 = arith.cmpi uge, %b, %x2 : i32
    "test.use"(%c2, %c3) : (i1, i1) -> ()
    %n = arith.addi %x2, %a : i32
    scf.yield %n : i32
  }
  return %r : i32
}

// ----- patterns interacting -------------------------------------------------------------------
func.func @mix(%a: i32, %b: i32, %n: index, %c: i1) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t = arith.constant true
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a) -> (i32) {
    %q = scf.if %t -> (i32) {
      %s = arith.addi %x, %b : i32
      scf.yield %s : i32
    } else {
      scf.yield %x : i32
    }
    %w = scf.if %c -> (i32) {
      %m = arith.muli %q, %q : i32
      scf.yield %m : i32
    } else {
      scf.yield %q : i32
    }
    scf.yield %w : i32
  }
  %e = scf.execute_region -> i32 {
    %z = arith.addi %r, %a : i32
    scf.yield %z : i32
  }
  %k = scf.while (%x = %e) : (i32) -> i32 {
    %cc = arith.cmpi slt, %x, %b : i32
    scf.condition(%cc) %x : i32
  } do {
  ^bb0(%x2: i32):
    %cc2 = arith.cmpi slt, %x2, %b : i32
    %v = scf.if %cc2 -> (i32) {
      %y = arith.addi %x2, %a : i32
      scf.yield %y : i32
    } else {
      scf.yield %x2 : i32
    }
    scf.yield %v : i32
  }
  return %k : i32
}
func.func @cfg_in_exec(%a: i32, %c: i1) -> i32 {
  %r = scf.execute_region -> i32 {
    %t = arith.constant true
    cf.cond_br %t, ^bb1, ^bb2
  ^bb1:
    cf.br ^bb3(%a : i32)
  ^bb2:
    %x = arith.addi %a, %a : i32
    cf.br ^bb3(%x : i32)
  ^bb3(%z: i32):
    scf.yield %z : i32
  }
  return %r : i32
}
func.func @deep_ifs(%c: i1, %d: i1, %e: i1, %a: i32) {
  scf.if %c {
    scf.if %d {
      scf.if %e {
        "test.x"(%a) : (i32) -> ()
      }
    }
  }
  scf.if %c {
    "test.y"(%c, %d) : (i1, i1) -> ()
  } else {
    "test.z"(%c) : (i1) -> ()
  }
  return
}
func.func @for_zero_nested(%a: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%x = %a) -> (i32) {
    %q = scf.for %j = %c0 to %c0 step %c1 iter_args(%y = %x) -> (i32) {
      %s = arith.addi %y, %a : i32
      scf.yield %s : i32
    }
    %p = scf.for %j = %c1 to %c3 step %c3 iter_args(%y = %q) -> (i32) {
      %ic = arith.index_cast %j : index to i32
      %s = arith.muli %y, %ic : i32
      scf.yield %s : i32
    }
    scf.yield %p : i32
  }
  return %r : i32
}

func.func @par_single(%n: index, %a: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%c1, %n) step (%c1, %c1) {
    "test.use"(%i, %j) : (index, index) -> ()
  }
  scf.parallel (%i) = (%c0) to (%c0) step (%c1) {
    "test.never"(%i) : (index) -> ()
  }
  %r = scf.parallel (%i) = (%c0) to (%c1) step (%c1) init (%a) -> f32 {
    %x = "test.val"(%i) : (index) -> f32
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %rr: f32):
      %s = arith.addf %l, %rr : f32
      scf.reduce.return %s : f32
    }
  }
  "test.r"(%r) : (f32) -> ()
  %r2 = scf.parallel (%i, %j) = (%c0, %c0) to (%c4, %c1) step (%c1, %c1) init (%a) -> f32 {
    %x = "test.val2"(%i, %j) : (index, index) -> f32
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %rr: f32):
      %s = arith.mulf %l, %rr : f32
      scf.reduce.return %s : f32
    }
  }
  "test.r"(%r2) : (f32) -> ()
  return
}
func.func private @do_tc(tensor<?x?xf32>) -> tensor<?x?xf32>
func.func @cast_folder(%t0: tensor<32x1024xf32>, %n: index) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  %0 = tensor.cast %t0 : tensor<32x1024xf32> to tensor<?x?xf32>
  %1 = scf.for %i = %c0 to %n step %c32 iter_args(%iter = %0) -> (tensor<?x?xf32>) {
    %2 = func.call @do_tc(%iter) : (tensor<?x?xf32>) -> tensor<?x?xf32>
    scf.yield %2 : tensor<?x?xf32>
  }
  return %1 : tensor<?x?xf32>
}
