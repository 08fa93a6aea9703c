// remove-dead-values: MLIR 22's liveness-based removal of dead function
// arguments and results, dead ops, dead operands of region branch ops
// (replaced by ub.poison) and dead branch operands and block arguments,
// followed by the canonicalization of the region branch ops.
// RUN: rmlir-opt %s --remove-dead-values | FileCheck %s
// RUN: rmlir-opt %s --remove-dead-values --emit-bytecode | rmlir-opt | FileCheck %s
// RUN: rmlir-opt %s --remove-dead-values --mlir-disable-threading | FileCheck %s
// RUN: rmlir-opt %s --remove-dead-values --mlir-disable-threading --emit-bytecode | rmlir-opt | FileCheck %s
// RUN: rmlir-opt %s --remove-dead-values=canonicalize=false | FileCheck %s --check-prefix=NOCANON
// RUN: rmlir-opt %s --remove-dead-values=canonicalize=false --emit-bytecode | rmlir-opt | FileCheck %s --check-prefix=NOCANON

// Dead arguments and results of a private function go, at the call sites
// too; a result stays if any caller uses it. Argument and result
// attributes follow.
// CHECK-LABEL: func.func private @priv(%arg0: i32 {test.b}, %arg1: memref<i32>) -> (i32 {test.r1}) {
// CHECK-NEXT: %0 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT: memref.store %0, %arg1[] : memref<i32>
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func private @priv(%a: i32 {test.a}, %b: i32 {test.b}, %m: memref<i32>) -> (i32 {test.r0}, i32 {test.r1}) {
  %0 = arith.addi %a, %a : i32
  %1 = arith.muli %b, %b : i32
  memref.store %1, %m[] : memref<i32>
  return %0, %1 : i32, i32
}
// CHECK-LABEL: func.func @caller1(%arg0: i32, %arg1: memref<i32>) -> i32 {
// CHECK-NEXT: %0 = call @priv(%arg0, %arg1) : (i32, memref<i32>) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @caller1(%x: i32, %m: memref<i32>) -> i32 {
  %r:2 = call @priv(%x, %x, %m) : (i32, i32, memref<i32>) -> (i32, i32)
  return %r#1 : i32
}
// CHECK-LABEL: func.func @caller2(%arg0: i32, %arg1: memref<i32>) {
// CHECK-NEXT: %0 = call @priv(%arg0, %arg1) : (i32, memref<i32>) -> i32
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @caller2(%x: i32, %m: memref<i32>) {
  %r:2 = call @priv(%x, %x, %m) : (i32, i32, memref<i32>) -> (i32, i32)
  %u = arith.addi %r#0, %r#0 : i32
  return
}

// A public function keeps its signature; only its dead ops go.
// CHECK-LABEL: func.func @pub(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @pub(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.muli %b, %b : i32
  return %0 : i32
}

// A private function nobody calls: its body is unreachable, everything in
// it is dead.
// CHECK-LABEL: func.func private @never() {
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func private @never(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}

// Operands of a call to an external function are live.
// CHECK-LABEL: func.func private @ext(i32) -> i32
func.func private @ext(i32) -> i32
// CHECK-LABEL: func.func @calls_ext(%arg0: i32) {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: %1 = call @ext(%0) : (i32) -> i32
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @calls_ext(%a: i32) {
  %0 = arith.addi %a, %a : i32
  %1 = call @ext(%0) : (i32) -> i32
  return
}

// Stores keep their operands; an unused load (a read only) is dead.
// CHECK-LABEL: func.func @effects(%arg0: i32, %arg1: memref<i32>) -> i32 {
// CHECK-NEXT: %alloc = memref.alloc() : memref<i32>
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: memref.store %0, %arg1[] : memref<i32>
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
func.func @effects(%x: i32, %m: memref<i32>) -> i32 {
  %a = memref.alloc() : memref<i32>
  %l = memref.load %a[] : memref<i32>
  %v = arith.addi %x, %x : i32
  memref.store %v, %m[] : memref<i32>
  return %x : i32
}

// Dead loop-carried values become poison, then canonicalization drops them.
// CHECK-LABEL: func.func @for_dead_iter(%arg0: index, %arg1: index, %arg2: index, %arg3: i32) -> i32 {
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: %1 = scf.for %arg4 = %arg0 to %arg1 step %arg2 iter_args(%arg5 = %arg3) -> (i32) {
// CHECK-NEXT: %2 = arith.addi %arg5, %arg3 : i32
// CHECK-NEXT: %3 = ub.poison : i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// NOCANON-LABEL: func.func @for_dead_iter(%arg0: index, %arg1: index, %arg2: index, %arg3: i32) -> i32 {
// NOCANON-NEXT: %0 = ub.poison : i32
// NOCANON-NEXT: %1:2 = scf.for %arg4 = %arg0 to %arg1 step %arg2 iter_args(%arg5 = %arg3, %arg6 = %0) -> (i32, i32) {
// NOCANON-NEXT: %2 = arith.addi %arg5, %arg3 : i32
// NOCANON-NEXT: %3 = ub.poison : i32
// NOCANON-NEXT: scf.yield %2, %3 : i32, i32
// NOCANON-NEXT: }
// NOCANON-NEXT: return %1#0 : i32
// NOCANON-NEXT: }
func.func @for_dead_iter(%lb: index, %ub: index, %st: index, %x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r:2 = scf.for %i = %lb to %ub step %st iter_args(%a = %x, %b = %c0) -> (i32, i32) {
    %n = arith.addi %a, %x : i32
    %m = arith.muli %b, %x : i32
    scf.yield %n, %m : i32, i32
  }
  return %r#0 : i32
}

// A loop with effects stays even though its result is dead.
// CHECK-LABEL: func.func @for_effects(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<i32>, %arg4: i32) {
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: scf.for %arg5 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: memref.store %arg4, %arg3[] : memref<i32>
// CHECK-NEXT: %1 = ub.poison : i32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @for_effects(%lb: index, %ub: index, %st: index, %m: memref<i32>, %x: i32) {
  %r = scf.for %i = %lb to %ub step %st iter_args(%a = %x) -> (i32) {
    %n = arith.addi %a, %x : i32
    memref.store %x, %m[] : memref<i32>
    scf.yield %n : i32
  }
  return
}

// An scf.if without effects and without live results is erased; one with
// effects stays.
// CHECK-LABEL: func.func @ifs(%arg0: i1, %arg1: i32, %arg2: memref<i32>) -> i32 {
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: memref.store %arg1, %arg2[] : memref<i32>
// CHECK-NEXT: }
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: }
func.func @ifs(%c: i1, %x: i32, %m: memref<i32>) -> i32 {
  %r = scf.if %c -> (i32) {
    %a = arith.addi %x, %x : i32
    scf.yield %a : i32
  } else {
    scf.yield %x : i32
  }
  scf.if %c {
    memref.store %x, %m[] : memref<i32>
  }
  return %x : i32
}

// Only the live results of an scf.if survive.
// CHECK-LABEL: func.func @if_partial(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %3 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT: %4 = ub.poison : i32
// CHECK-NEXT: scf.yield %3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %3 = arith.subi %arg1, %arg2 : i32
// CHECK-NEXT: %4 = ub.poison : i32
// CHECK-NEXT: scf.yield %3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = arith.addi %1, %0 : i32
// CHECK-NEXT: return %2 : i32
// CHECK-NEXT: }
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

// A dead result of an scf.if whose yielded values stay: the poison left
// behind is not removed (as in MLIR).
// CHECK-LABEL: func.func @if_poison(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %1 = ub.poison : i32
// CHECK-NEXT: scf.yield %c0_i32 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %1 = arith.subi %arg1, %arg2 : i32
// CHECK-NEXT: %2 = ub.poison : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// NOCANON-LABEL: func.func @if_poison(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// NOCANON-NEXT: %c0_i32 = arith.constant 0 : i32
// NOCANON-NEXT: %0:2 = scf.if %arg0 -> (i32, i32) {
// NOCANON-NEXT: %1 = ub.poison : i32
// NOCANON-NEXT: scf.yield %c0_i32, %1 : i32, i32
// NOCANON-NEXT: } else {
// NOCANON-NEXT: %1 = arith.subi %arg1, %arg2 : i32
// NOCANON-NEXT: %2 = ub.poison : i32
// NOCANON-NEXT: scf.yield %1, %2 : i32, i32
// NOCANON-NEXT: }
// NOCANON-NEXT: return %0#0 : i32
// NOCANON-NEXT: }
func.func @if_poison(%c: i1, %d: i32, %e: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r:2 = scf.if %c -> (i32, i32) {
    scf.yield %c0, %d : i32, i32
  } else {
    %m = arith.subi %d, %e : i32
    scf.yield %m, %e : i32, i32
  }
  return %r#0 : i32
}

// scf.while: the dead accumulator goes.
// CHECK-LABEL: func.func @while_dead(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: %1 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %2 = arith.cmpi slt, %arg2, %arg1 : i32
// CHECK-NEXT: %3 = ub.poison : i32
// CHECK-NEXT: scf.condition(%2) %arg2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: %2 = arith.addi %arg2, %c1_i32 : i32
// CHECK-NEXT: %3 = ub.poison : i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
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

// Code that constant propagation shows unreachable is dead, even with
// effects when it uses a dead value.
// CHECK-LABEL: func.func @const_if(%arg0: i32, %arg1: memref<i32>) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
// NOCANON-LABEL: func.func @const_if(%arg0: i32, %arg1: memref<i32>) -> i32 {
// NOCANON-NEXT: %false = arith.constant false
// NOCANON-NEXT: %0 = scf.if %false -> (i32) {
// NOCANON-NEXT: %1 = ub.poison : i32
// NOCANON-NEXT: scf.yield %1 : i32
// NOCANON-NEXT: } else {
// NOCANON-NEXT: scf.yield %arg0 : i32
// NOCANON-NEXT: }
// NOCANON-NEXT: return %0 : i32
// NOCANON-NEXT: }
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

// Branches: dead successor operands and block arguments go.
// CHECK-LABEL: func.func @cf_dead_args(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2(%arg1 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb2(%0 : i32)
// CHECK-NEXT: ^bb2(%1: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
func.func @cf_dead_args(%c: i1, %x: i32) -> i32 {
  %a = arith.addi %x, %x : i32
  cf.cond_br %c, ^bb1(%a, %x : i32, i32), ^bb2(%x : i32)
^bb1(%p: i32, %q: i32):
  cf.br ^bb2(%q : i32)
^bb2(%z: i32):
  return %z : i32
}
