// PIPELINE: builtin.module(sccp)
// PIPELINE: builtin.module(sccp,canonicalize)
// PIPELINE: builtin.module(func.func(sccp))
// Sparse conditional constant propagation across calls (MLIR 22): when run
// on a module, private functions whose uses are all calls get their
// arguments from the calls, and call results join what the callee returns.

func.func private @same_args(%a: i32, %b: i32) -> i32 {
  %s = arith.addi %a, %b : i32
  return %s : i32
}

func.func private @different_args(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %s = arith.addi %a, %c1 : i32
  return %s : i32
}

func.func private @never_called(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %s = arith.addi %c1, %c1 : i32
  return %s : i32
}

func.func @public_returns_const(%a: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %s = arith.muli %c3, %c3 : i32
  return %s : i32
}

func.func private @multi_return(%c: i1) -> i32 {
  %c4 = arith.constant 4 : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %c4 : i32
^bb2:
  %c5 = arith.constant 5 : i32
  return %c5 : i32
}

func.func private @multi_return_same(%c: i1) -> i32 {
  %c4 = arith.constant 4 : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %c4 : i32
^bb2:
  %d4 = arith.constant 4 : i32
  return %d4 : i32
}

func.func private @referenced(%a: i32) -> i32 {
  return %a : i32
}

func.func private @declared(i32) -> i32

func.func private @recursive(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %z = arith.cmpi eq, %n, %c0 : i32
  cf.cond_br %z, ^bb1, ^bb2
^bb1:
  return %c0 : i32
^bb2:
  %r = func.call @recursive(%n) : (i32) -> i32
  return %r : i32
}

func.func private @only_from_dead_code(%a: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %s = arith.addi %a, %c2 : i32
  return %s : i32
}

func.func @caller(%x: i1) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %c2 = arith.constant 2 : i32
  %c7 = arith.constant 7 : i32
  %c8 = arith.constant 8 : i32
  %0 = func.call @same_args(%c2, %c7) : (i32, i32) -> i32
  %1 = func.call @same_args(%c2, %c7) : (i32, i32) -> i32
  %2 = func.call @different_args(%c7) : (i32) -> i32
  %3 = func.call @different_args(%c8) : (i32) -> i32
  %4 = func.call @public_returns_const(%c2) : (i32) -> i32
  %5 = func.call @multi_return(%x) : (i1) -> i32
  %6 = func.call @multi_return_same(%x) : (i1) -> i32
  %7 = func.call @referenced(%c2) : (i32) -> i32
  %8 = func.call @declared(%c2) : (i32) -> i32
  %f = func.constant @referenced : (i32) -> i32
  "foo.use"(%f) : ((i32) -> i32) -> ()
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : i32, i32, i32, i32, i32, i32, i32, i32, i32
}

func.func @caller2() -> (i32, i32) {
  %c3 = arith.constant 3 : i32
  %r = func.call @recursive(%c3) : (i32) -> i32
  %f = arith.constant false
  %d = scf.if %f -> (i32) {
    %c1 = arith.constant 1 : i32
    %v = func.call @only_from_dead_code(%c1) : (i32) -> i32
    scf.yield %v : i32
  } else {
    %c9 = arith.constant 9 : i32
    scf.yield %c9 : i32
  }
  return %r, %d : i32, i32
}

func.func @indirect(%a: i32) -> i32 {
  %c6 = arith.constant 6 : i32
  %f = func.constant @public_returns_const : (i32) -> i32
  %r = func.call_indirect %f(%c6) : (i32) -> i32
  return %r : i32
}

module @inner {
  func.func private @inner_private(%a: i32) -> i32 {
    return %a : i32
  }
  func.func nested @inner_nested(%a: i32) -> i32 {
    return %a : i32
  }
  func.func @inner_caller() -> (i32, i32) {
    %c11 = arith.constant 11 : i32
    %0 = func.call @inner_private(%c11) : (i32) -> i32
    %1 = func.call @inner_nested(%c11) : (i32) -> i32
    return %0, %1 : i32, i32
  }
}
