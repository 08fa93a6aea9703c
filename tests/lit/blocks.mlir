// Regions, blocks, block arguments and successors. Blocks are renumbered
// ^bb0, ^bb1... in order; the entry block label is omitted when it has no
// arguments (and no predecessors); every other block gets a comment listing
// its predecessors (`// pred: ^bb0`, `// 2 preds: ^bb1, ^bb2`, or
// `// no predecessors`), one entry per branch edge.
// RUN: rmlir-opt --allow-unregistered-dialect %s | FileCheck %s --match-full-lines
// RUN: rmlir-opt --allow-unregistered-dialect %s --emit-bytecode | rmlir-opt --allow-unregistered-dialect | FileCheck %s --match-full-lines
// RUN: rmlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC --match-full-lines
// RUN: rmlir-opt --allow-unregistered-dialect %s --emit-bytecode | rmlir-opt --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --match-full-lines
// RUN: rmlir-opt --allow-unregistered-dialect %s | rmlir-opt --allow-unregistered-dialect | FileCheck %s --match-full-lines

"t.func"() ({
^entry(%c: i1, %x: i32):
  "t.cond_br"(%c, %x)[^left, ^right] {operandSegmentSizes = array<i32: 1, 1, 0>} : (i1, i32) -> ()
^left(%l: i32):
  "t.br"(%l)[^join] : (i32) -> ()
^right:
  "t.br"(%x)[^join] : (i32) -> ()
^join(%j: i32):
  "t.switch"(%j)[^join, ^exit, ^exit] : (i32) -> ()
^exit:
  "t.return"() : () -> ()
^dead:
  "t.br"()[^dead] : () -> ()
^unreachable(%u: i64, %v: i64):
  "t.return"(%u, %v) : (i64, i64) -> ()
}) : () -> ()
// An entry block without arguments loses its label, even when named.
"t.single"() ({
^only:
  "t.op"() : () -> ()
}) : () -> ()
// Several regions, empty regions, an empty block with arguments.
"t.regions"() ({
}, {
  "t.a"() : () -> ()
}, {
^bb0(%a: i32):
}, {
^bb0:
}) : () -> ()
// Nested regions, each with its own block numbering.
"t.outer"() ({
  "t.br"()[^bb1] : () -> ()
^bb1:
  "t.inner"() ({
    "t.br"()[^bb1] : () -> ()
  ^bb1:
    "t.br"()[^bb2] : () -> ()
  ^bb2:
    "t.end"() : () -> ()
  }) : () -> ()
  "t.end"() : () -> ()
}) : () -> ()

// CHECK: module {
// CHECK-NEXT:   "t.func"() ({
// CHECK-NEXT:   ^bb0(%arg0: i1, %arg1: i32):
// CHECK-NEXT:     "t.cond_br"(%arg0, %arg1)[^bb1, ^bb2] {operandSegmentSizes = array<i32: 1, 1, 0>} : (i1, i32) -> ()
// CHECK-NEXT:   ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT:     "t.br"(%0)[^bb3] : (i32) -> ()
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     "t.br"(%arg1)[^bb3] : (i32) -> ()
// CHECK-NEXT:   ^bb3(%1: i32):  // 3 preds: ^bb1, ^bb2, ^bb3
// CHECK-NEXT:     "t.switch"(%1)[^bb3, ^bb4, ^bb4] : (i32) -> ()
// CHECK-NEXT:   ^bb4:  // 2 preds: ^bb3, ^bb3
// CHECK-NEXT:     "t.return"() : () -> ()
// CHECK-NEXT:   ^bb5:  // pred: ^bb5
// CHECK-NEXT:     "t.br"()[^bb5] : () -> ()
// CHECK-NEXT:   ^bb6(%2: i64, %3: i64):  // no predecessors
// CHECK-NEXT:     "t.return"(%2, %3) : (i64, i64) -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "t.single"() ({
// CHECK-NEXT:     "t.op"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "t.regions"() ({
// CHECK-NEXT:   }, {
// CHECK-NEXT:     "t.a"() : () -> ()
// CHECK-NEXT:   }, {
// CHECK-NEXT:   ^bb0(%arg0: i32):
// CHECK-NEXT:   }, {
// CHECK-NEXT:   ^bb0:
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "t.outer"() ({
// CHECK-NEXT:     "t.br"()[^bb1] : () -> ()
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     "t.inner"() ({
// CHECK-NEXT:       "t.br"()[^bb1] : () -> ()
// CHECK-NEXT:     ^bb1:  // pred: ^bb0
// CHECK-NEXT:       "t.br"()[^bb2] : () -> ()
// CHECK-NEXT:     ^bb2:  // pred: ^bb1
// CHECK-NEXT:       "t.end"() : () -> ()
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:     "t.end"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   "t.func"() ({
// GENERIC-NEXT:   ^bb0(%arg1: i1, %arg2: i32):
// GENERIC-NEXT:     "t.cond_br"(%arg1, %arg2)[^bb1, ^bb2] {operandSegmentSizes = array<i32: 1, 1, 0>} : (i1, i32) -> ()
// GENERIC-NEXT:   ^bb1(%0: i32):  // pred: ^bb0
// GENERIC-NEXT:     "t.br"(%0)[^bb3] : (i32) -> ()
// GENERIC-NEXT:   ^bb2:  // pred: ^bb0
// GENERIC-NEXT:     "t.br"(%arg2)[^bb3] : (i32) -> ()
// GENERIC-NEXT:   ^bb3(%1: i32):  // 3 preds: ^bb1, ^bb2, ^bb3
// GENERIC-NEXT:     "t.switch"(%1)[^bb3, ^bb4, ^bb4] : (i32) -> ()
// GENERIC-NEXT:   ^bb4:  // 2 preds: ^bb3, ^bb3
// GENERIC-NEXT:     "t.return"() : () -> ()
// GENERIC-NEXT:   ^bb5:  // pred: ^bb5
// GENERIC-NEXT:     "t.br"()[^bb5] : () -> ()
// GENERIC-NEXT:   ^bb6(%2: i64, %3: i64):  // no predecessors
// GENERIC-NEXT:     "t.return"(%2, %3) : (i64, i64) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "t.single"() ({
// GENERIC-NEXT:     "t.op"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "t.regions"() ({
// GENERIC-NEXT:   }, {
// GENERIC-NEXT:     "t.a"() : () -> ()
// GENERIC-NEXT:   }, {
// GENERIC-NEXT:   ^bb0(%arg0: i32):
// GENERIC-NEXT:   }, {
// GENERIC-NEXT:   ^bb0:
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "t.outer"() ({
// GENERIC-NEXT:     "t.br"()[^bb1] : () -> ()
// GENERIC-NEXT:   ^bb1:  // pred: ^bb0
// GENERIC-NEXT:     "t.inner"() ({
// GENERIC-NEXT:       "t.br"()[^bb1] : () -> ()
// GENERIC-NEXT:     ^bb1:  // pred: ^bb0
// GENERIC-NEXT:       "t.br"()[^bb2] : () -> ()
// GENERIC-NEXT:     ^bb2:  // pred: ^bb1
// GENERIC-NEXT:       "t.end"() : () -> ()
// GENERIC-NEXT:     }) : () -> ()
// GENERIC-NEXT:     "t.end"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-EMPTY:
