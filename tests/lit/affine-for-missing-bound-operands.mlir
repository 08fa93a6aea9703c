// RUN: rmlir-opt %s -allow-unregistered-dialect | FileCheck %s
// RUN: rmlir-opt %s -allow-unregistered-dialect -canonicalize | FileCheck %s

// An `affine.for` with fewer operands than its bound maps take passes
// MLIR 22's verifier (from generic form). mlir-opt-22 counts the missing
// operands as iter operands (an unsigned subtraction) and prints empty
// `iter_args` with the terminator; rmlir prints the same (found by the
// read_bytecode fuzz target, which printed the loop without them).
// Canonicalize leaves such a loop alone (mlir-opt-22 aborts on it; the
// pipeline fuzz target found the composition of its maps indexing past
// the operands).

// CHECK: affine.for %arg1 = max #map() to 10 iter_args() -> () {
// CHECK-NEXT: "test.use"(%arg1) : (index) -> ()
// CHECK-NEXT: affine.yield
// CHECK-NEXT: }
"func.func"() <{function_type = (index) -> (), sym_name = "f"}> ({
^bb0(%arg0: index):
  "affine.for"() <{lowerBoundMap = affine_map<(d0, d1) -> (d0, d1)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    "test.use"(%i) : (index) -> ()
    "affine.yield"() : () -> ()
  }) : () -> ()
  "func.return"() : () -> ()
}) : () -> ()
