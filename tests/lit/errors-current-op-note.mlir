// The "see current operation" note of a verifier error prints the op in
// generic form with its values named as MLIR names them when printing from
// the closest IsolatedFromAbove ancestor: function arguments, loop block
// arguments and earlier results keep their names (no <<UNKNOWN SSA VALUE>>).
// RUN: not rmlir-opt --split-input-file %s 2>&1 >/dev/null | FileCheck %s

// CHECK: note: see current operation: %0 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i64) -> i32
func.func @args(%a: i32, %b: i64) -> i32 {
  %0 = "arith.addi"(%a, %b) : (i32, i64) -> i32
  return %0 : i32
}

// -----

// Numbering restarts in each function.
// CHECK: note: see current operation: %2 = "arith.addi"(%1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i64) -> i32
func.func @first(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  %1 = arith.addi %0, %x : i32
  return %1 : i32
}
func.func @second(%a: i32, %b: i64) -> i32 {
  %c = arith.constant 1 : i32
  %0 = "arith.addi"(%a, %c) : (i32, i32) -> i32
  %1 = "arith.addi"(%0, %b) : (i32, i64) -> i32
  return %0 : i32
}

// -----

// Inside a loop: the induction variable and the iteration argument.
// CHECK: note: see current operation: %4 = "arith.addi"(%arg3, %arg2) <{overflowFlags = #arith.overflow<none>}> : (i32, index) -> i32
func.func @loop(%a: i32, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> i32 {
    %x = arith.index_cast %i : index to i32
    %y = "arith.addi"(%acc, %i) : (i32, index) -> i32
    scf.yield %y : i32
  }
  return %r : i32
}

// -----

// Blocks are named too.
// CHECK: note: see current operation: "cf.br"(%arg0)[^bb1] : (i64) -> ()
func.func @branch(%a: i64) {
  cf.br ^bb1(%a : i64)
^bb1(%v: i32):
  return
}
