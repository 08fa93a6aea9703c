// Forward references: a value may be used before its definition in a graph
// region (the top level of a module, and the regions of unregistered ops),
// including an op using its own result, cycles between ops, and uses in a
// nested region; block successors may be referenced before their block.
// RUN: rmlir-opt --allow-unregistered-dialect %s | FileCheck %s --match-full-lines
// RUN: rmlir-opt --allow-unregistered-dialect %s --emit-bytecode | rmlir-opt --allow-unregistered-dialect | FileCheck %s --match-full-lines
// RUN: rmlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC --match-full-lines
// RUN: rmlir-opt --allow-unregistered-dialect %s --emit-bytecode | rmlir-opt --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --match-full-lines
// RUN: rmlir-opt --allow-unregistered-dialect %s | rmlir-opt --allow-unregistered-dialect | FileCheck %s --match-full-lines

"t.top_use"(%late) : (i64) -> ()
%late = "t.late"() : () -> i64
"t.graph"() ({
  %sum = "t.add"(%x, %y) : (i32, i32) -> i32
  %x = "t.c"(%sum) : (i32) -> i32
  %y = "t.d"() : () -> i32
  "t.self_use"(%loop) : (i32) -> ()
  %loop = "t.loop"(%loop) : (i32) -> i32
  "t.nested"() ({
    "t.inner"(%later_outer, %x) : (f32, i32) -> ()
  }) : () -> ()
  %later_outer = "t.e"() : () -> f32
}) : () -> ()
%own = "t.own_region"() ({
  "t.use_own"(%own) : (i8) -> ()
}) : () -> i8
"t.cfg"() ({
^bb0:
  "t.br"()[^bb2] : () -> ()
^bb1(%a: i32):
  "t.use"(%b, %a) : (i64, i32) -> ()
  "t.ret"() : () -> ()
^bb2:
  %b = "t.def"() : () -> i64
  %c = "t.def2"() : () -> i32
  "t.br"(%c)[^bb1] : (i32) -> ()
}) : () -> ()

// CHECK: module {
// CHECK-NEXT:   "t.top_use"(%0) : (i64) -> ()
// CHECK-NEXT:   %0 = "t.late"() : () -> i64
// CHECK-NEXT:   "t.graph"() ({
// CHECK-NEXT:     %2 = "t.add"(%3, %4) : (i32, i32) -> i32
// CHECK-NEXT:     %3 = "t.c"(%2) : (i32) -> i32
// CHECK-NEXT:     %4 = "t.d"() : () -> i32
// CHECK-NEXT:     "t.self_use"(%5) : (i32) -> ()
// CHECK-NEXT:     %5 = "t.loop"(%5) : (i32) -> i32
// CHECK-NEXT:     "t.nested"() ({
// CHECK-NEXT:       "t.inner"(%6, %3) : (f32, i32) -> ()
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:     %6 = "t.e"() : () -> f32
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   %1 = "t.own_region"() ({
// CHECK-NEXT:     "t.use_own"(%1) : (i8) -> ()
// CHECK-NEXT:   }) : () -> i8
// CHECK-NEXT:   "t.cfg"() ({
// CHECK-NEXT:     "t.br"()[^bb2] : () -> ()
// CHECK-NEXT:   ^bb1(%2: i32):  // pred: ^bb2
// CHECK-NEXT:     "t.use"(%3, %2) : (i64, i32) -> ()
// CHECK-NEXT:     "t.ret"() : () -> ()
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %3 = "t.def"() : () -> i64
// CHECK-NEXT:     %4 = "t.def2"() : () -> i32
// CHECK-NEXT:     "t.br"(%4)[^bb1] : (i32) -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   "t.top_use"(%0) : (i64) -> ()
// GENERIC-NEXT:   %0 = "t.late"() : () -> i64
// GENERIC-NEXT:   "t.graph"() ({
// GENERIC-NEXT:     %5 = "t.add"(%6, %7) : (i32, i32) -> i32
// GENERIC-NEXT:     %6 = "t.c"(%5) : (i32) -> i32
// GENERIC-NEXT:     %7 = "t.d"() : () -> i32
// GENERIC-NEXT:     "t.self_use"(%8) : (i32) -> ()
// GENERIC-NEXT:     %8 = "t.loop"(%8) : (i32) -> i32
// GENERIC-NEXT:     "t.nested"() ({
// GENERIC-NEXT:       "t.inner"(%9, %6) : (f32, i32) -> ()
// GENERIC-NEXT:     }) : () -> ()
// GENERIC-NEXT:     %9 = "t.e"() : () -> f32
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   %1 = "t.own_region"() ({
// GENERIC-NEXT:     "t.use_own"(%1) : (i8) -> ()
// GENERIC-NEXT:   }) : () -> i8
// GENERIC-NEXT:   "t.cfg"() ({
// GENERIC-NEXT:     "t.br"()[^bb2] : () -> ()
// GENERIC-NEXT:   ^bb1(%2: i32):  // pred: ^bb2
// GENERIC-NEXT:     "t.use"(%3, %2) : (i64, i32) -> ()
// GENERIC-NEXT:     "t.ret"() : () -> ()
// GENERIC-NEXT:   ^bb2:  // pred: ^bb0
// GENERIC-NEXT:     %3 = "t.def"() : () -> i64
// GENERIC-NEXT:     %4 = "t.def2"() : () -> i32
// GENERIC-NEXT:     "t.br"(%4)[^bb1] : (i32) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-EMPTY:
