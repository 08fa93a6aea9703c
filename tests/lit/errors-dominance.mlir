// Dominance is checked in the body of builtin.module (a registered op):
// a use of a value defined inside another op's region does not dominate.
// Forward references inside unregistered ops' regions are not checked (they
// may be graph regions). The notes are checked in errors-dominance-notes.mlir.
// RUN: not rmlir-opt --allow-unregistered-dialect --split-input-file %s 2>&1 >/dev/null | FileCheck %s
// RUN: rmlir-opt --allow-unregistered-dialect %S/Inputs/graph-ok.mlir | FileCheck %s --check-prefix=OK --match-full-lines

// The definition is in a child region of a later op.
// CHECK: errors-dominance.mlir:[[@LINE+1]]:1: error: operand #0 does not dominate this use
"t.u"(%0) : (i32) -> ()
"t.b"() ({
  %0 = "t.d"() : () -> i32
}) : () -> ()

// -----

// The definition is in a sibling op's region.
"t.a"() ({
  // CHECK: errors-dominance.mlir:[[@LINE+1]]:3: error: operand #0 does not dominate this use
  "t.u"(%0) : (i32) -> ()
}) : () -> ()
"t.b"() ({
  %0 = "t.d"() : () -> i32
}) : () -> ()

// -----

// The same inside a nested builtin.module.
module @inner {
  // CHECK: errors-dominance.mlir:[[@LINE+1]]:3: error: operand #0 does not dominate this use
  "t.u"(%v) : (i32) -> ()
  "t.b"() ({
    %v = "t.d"() : () -> i32
  }) : () -> ()
}

// OK: module {
// OK-NEXT:   "t.u"(%0) : (i32) -> ()
// OK-NEXT:   %0 = "t.d"() : () -> i32
// OK-NEXT:   %1 = "t.self"(%1) : (i32) -> i32
// OK-NEXT:   %2 = "t.parent"() ({
// OK-NEXT:     "t.use_parent"(%2, %3) : (i32, i32) -> ()
// OK-NEXT:     %3 = "t.later"() : () -> i32
// OK-NEXT:   }) : () -> i32
// OK-NEXT: }
// OK-EMPTY:
