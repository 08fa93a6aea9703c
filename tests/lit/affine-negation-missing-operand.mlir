// RUN: rmlir-opt %s -split-input-file -verify-diagnostics
// RUN: not rmlir-opt %s -split-input-file 2>&1 | FileCheck %s

// CHECK: :39: error: no expression inside parentheses
// CHECK: :39: error: missing operand of negation
// CHECK: :31: error: no expression inside parentheses
// CHECK: :31: error: missing operand of negation
// CHECK: :31: error: missing operand of negation
// CHECK-NOT: :31: error

// When the operand of a negation fails to parse, MLIR reports the inner
// error and then one "missing operand of negation" per enclosing `-`, all
// at the token where parsing stopped.

#m = affine_map<(i, j) [s0, s1] -> (-(), j)>
// expected-error@-1 {{no expression inside parentheses}}
// expected-error@-2 {{missing operand of negation}}

// -----

// Two negations: the second error twice (one expectation matches both).
#m = affine_map<(i, j) -> (--(), j)>
// expected-error@-1 {{no expression inside parentheses}}
// expected-error@-2 {{missing operand of negation}}

// -----

#s = affine_set<(i) : (-, i >= 0)>
// expected-error@-1 {{expected affine expression}}
// expected-error@-2 {{missing operand of negation}}

// -----

func.func @subscript(%m: memref<4xf32>) {
  // expected-error@+2 {{no expression inside parentheses}}
  // expected-error@+1 {{missing operand of negation}}
  %v = affine.load %m[-()] : memref<4xf32>
  return
}
