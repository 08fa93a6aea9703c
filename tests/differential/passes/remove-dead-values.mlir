// PIPELINE: builtin.module(remove-dead-values)
// PIPELINE: builtin.module(remove-dead-values{canonicalize=false})
// Hand-written cases for remove-dead-values: private functions (argument and
// result attributes, external callees, nested modules), effects, scf loops and
// branches, unregistered ops, CFG branches.
func.func private @priv(%a: i32 {test.a}, %b: i32 {test.b}, %m: memref<i32>) -> (i32 {test.r0}, i32 {test.r1}) {
  %0 = arith.addi %a, %a : i32
  %1 = arith.muli %b, %b : i32
  memref.store %1, %m[] : memref<i32>
  return %0, %1 : i32, i32
}
func.func @caller1(%x: i32, %m: memref<i32>) -> i32 {
  %r:2 = call @priv(%x, %x, %m) : (i32, i32, memref<i32>) -> (i32, i32)
  return %r#1 : i32
}
func.func @caller2(%x: i32, %m: memref<i32>) {
  %r:2 = call @priv(%x, %x, %m) : (i32, i32, memref<i32>) -> (i32, i32)
  %u = arith.addi %r#0, %r#0 : i32
  return
}
func.func @pub(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.muli %b, %b : i32
  return %0 : i32
}
func.func private @never(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
func.func private @ext(i32) -> i32
func.func @calls_ext(%a: i32) {
  %0 = arith.addi %a, %a : i32
  %1 = call @ext(%0) : (i32) -> i32
  return
}
func.func @for_dead_iter(%lb: index, %ub: index, %st: index, %x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r:2 = scf.for %i = %lb to %ub step %st iter_args(%a = %x, %b = %c0) -> (i32, i32) {
    %n = arith.addi %a, %x : i32
    %m = arith.muli %b, %x : i32
    scf.yield %n, %m : i32, i32
  }
  return %r#0 : i32
}
func.func @for_effects(%lb: index, %ub: index, %st: index, %m: memref<i32>, %x: i32) {
  %r = scf.for %i = %lb to %ub step %st iter_args(%a = %x) -> (i32) {
    %n = arith.addi %a, %x : i32
    memref.store %x, %m[] : memref<i32>
    scf.yield %n : i32
  }
  return
}
func.func @if_dead(%c: i1, %x: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    %a = arith.addi %x, %x : i32
    scf.yield %a : i32
  } else {
    scf.yield %x : i32
  }
  return %x : i32
}
func.func @if_effects(%c: i1, %x: i32, %m: memref<i32>) {
  scf.if %c {
    memref.store %x, %m[] : memref<i32>
  }
  return
}
func.func @if_partial(%c: i1, %x: i32, %y: i32) -> i32 {
  %r:3 = scf.if %c -> (i32, i32, i32) {
    %a = arith.addi %x, %y : i32
    %b = arith.muli %x, %y : i32
    scf.yield %a, %b, %x : i32, i32, i32
  } else {
    %d = arith.subi %x, %y : i32
    scf.yield %d, %y, %y : i32, i32, i32
  }
  %s = arith.addi %r#0, %r#2 : i32
  return %s : i32
}
func.func @while_dead(%x: i32, %n: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r:2 = scf.while (%i = %x, %acc = %x) : (i32, i32) -> (i32, i32) {
    %cond = arith.cmpi slt, %i, %n : i32
    scf.condition(%cond) %i, %acc : i32, i32
  } do {
  ^bb0(%i2: i32, %acc2: i32):
    %ni = arith.addi %i2, %c1 : i32
    %na = arith.muli %acc2, %i2 : i32
    scf.yield %ni, %na : i32, i32
  }
  return %r#0 : i32
}
func.func @const_if(%x: i32, %m: memref<i32>) -> i32 {
  %false = arith.constant false
  %r = scf.if %false -> (i32) {
    %a = arith.addi %x, %x : i32
    memref.store %a, %m[] : memref<i32>
    scf.yield %a : i32
  } else {
    scf.yield %x : i32
  }
  return %r : i32
}
func.func @f(%c: i1, %d: i32, %e: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r:2 = scf.if %c -> (i32, i32) {
    scf.yield %c0, %d : i32, i32
  } else {
    %m = arith.subi %d, %e : i32
    scf.yield %m, %e : i32, i32
  }
  return %r#0 : i32
}
func.func @exec(%x: i32) -> i32 {
  %r:2 = scf.execute_region -> (i32, i32) {
    %a = arith.addi %x, %x : i32
    %b = arith.muli %x, %x : i32
    scf.yield %a, %b : i32, i32
  }
  return %r#1 : i32
}
func.func @switch(%i: index, %x: i32) -> i32 {
  %r:2 = scf.index_switch %i -> i32, i32
  case 0 {
    %a = arith.addi %x, %x : i32
    scf.yield %a, %x : i32, i32
  }
  case 1 {
    %b = arith.muli %x, %x : i32
    scf.yield %x, %b : i32, i32
  }
  default {
    scf.yield %x, %x : i32, i32
  }
  return %r#1 : i32
}
func.func @nested(%lb: index, %ub: index, %st: index, %x: i32, %m: memref<i32>) -> i32 {
  %r:2 = scf.for %i = %lb to %ub step %st iter_args(%a = %x, %b = %x) -> (i32, i32) {
    %q:2 = scf.for %j = %lb to %ub step %st iter_args(%c = %a, %d = %b) -> (i32, i32) {
      %e = arith.addi %c, %d : i32
      %f = arith.muli %d, %d : i32
      scf.yield %e, %f : i32, i32
    }
    scf.yield %q#0, %q#1 : i32, i32
  }
  memref.store %r#1, %m[] : memref<i32>
  return %x : i32
}
func.func @while2(%x: i32, %n: i32, %m: memref<i32>) {
  %c1 = arith.constant 1 : i32
  %r:2 = scf.while (%i = %x, %acc = %x) : (i32, i32) -> (i32, i32) {
    %cond = arith.cmpi slt, %i, %n : i32
    scf.condition(%cond) %i, %acc : i32, i32
  } do {
  ^bb0(%i2: i32, %acc2: i32):
    %ni = arith.addi %i2, %c1 : i32
    %na = arith.muli %acc2, %i2 : i32
    scf.yield %ni, %na : i32, i32
  }
  memref.store %r#1, %m[] : memref<i32>
  return
}
func.func @dead_while(%x: i32, %n: i32) {
  %r = scf.while (%i = %x) : (i32) -> (i32) {
    %cond = arith.cmpi slt, %i, %n : i32
    scf.condition(%cond) %i : i32
  } do {
  ^bb0(%i2: i32):
    scf.yield %i2 : i32
  }
  return
}
func.func private @cfgpriv(%c: i1, %x: i32, %y: i32) -> (i32, i32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %a = arith.addi %x, %y : i32
  return %a, %y : i32, i32
^bb2:
  %b = arith.muli %x, %y : i32
  return %b, %x : i32, i32
}
func.func @callcfg(%c: i1, %x: i32) -> i32 {
  %r:2 = call @cfgpriv(%c, %x, %x) : (i1, i32, i32) -> (i32, i32)
  return %r#0 : i32
}
func.func @unreg(%x: i32) -> i32 {
  %a = arith.addi %x, %x : i32
  %b = "test.foo"(%a) : (i32) -> i32
  %c = arith.muli %x, %x : i32
  "test.region"() ({
    %d = arith.addi %c, %c : i32
    "test.use"(%d) : (i32) -> ()
    "test.end"() : () -> ()
  }) : () -> ()
  return %x : i32
}
func.func @alloc2(%x: i32) -> i32 {
  %m = memref.alloc() : memref<i32>
  %l = memref.load %m[] : memref<i32>
  %d = memref.alloc() : memref<i32>
  memref.store %x, %d[] : memref<i32>
  return %x : i32
}
func.func @indirect(%x: i32) -> i32 {
  %f = func.constant @cfgpriv2 : (i32) -> i32
  %r = func.call_indirect %f(%x) : (i32) -> i32
  return %x : i32
}
func.func private @cfgpriv2(%x: i32) -> i32 {
  return %x : i32
}
module @inner {
  func.func private @p(%a: i32, %b: i32) -> i32 {
    return %a : i32
  }
  func.func @q(%x: i32) -> i32 {
    %r = call @p(%x, %x) : (i32, i32) -> i32
    return %r : i32
  }
}
func.func @cf_dead_args(%c: i1, %x: i32) -> i32 {
  %a = arith.addi %x, %x : i32
  cf.cond_br %c, ^bb1(%a, %x : i32, i32), ^bb2(%x : i32)
^bb1(%p: i32, %q: i32):
  cf.br ^bb2(%q : i32)
^bb2(%z: i32):
  return %z : i32
}
