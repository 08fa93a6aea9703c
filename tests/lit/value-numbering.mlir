// SSA value numbering. Numbers are handed out in this order: first every
// value of a region's blocks (results and non-entry block arguments), then
// nested regions are numbered last-in-first-out -- the regions of the last
// op of a block get the numbers right after the enclosing block's values,
// so deeper or earlier regions may see larger numbers than later ones.
// Entry block arguments are %argN. Sibling regions reuse the same numbers in
// the custom form; in the generic form the module body is a nested region
// too, which shifts every number.
// RUN: rmlir-opt --allow-unregistered-dialect %s | FileCheck %s --match-full-lines
// RUN: rmlir-opt --allow-unregistered-dialect %s --emit-bytecode | rmlir-opt --allow-unregistered-dialect | FileCheck %s --match-full-lines
// RUN: rmlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC --match-full-lines
// RUN: rmlir-opt --allow-unregistered-dialect %s --emit-bytecode | rmlir-opt --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --match-full-lines
// RUN: rmlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s | rmlir-opt --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --match-full-lines
// RUN: rmlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s --emit-bytecode | rmlir-opt --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --match-full-lines

%a = "t.a"() : () -> i32
"t.r"() ({
  %b = "t.b"() : () -> i32
  "t.r"() ({
    %c = "t.c"() : () -> i32
  }, {
    %d = "t.d"() : () -> i32
  ^bb1(%arg: i32):
    %e = "t.e"(%arg, %b, %a) : (i32, i32, i32) -> i32
  }) : () -> ()
  %f = "t.f"() : () -> i32
  "t.r"() ({
    %g = "t.g"(%f) : (i32) -> i32
    "t.r"() ({
      %g2 = "t.g2"(%g) : (i32) -> i32
    }) : () -> ()
  }) : () -> ()
}) : () -> ()
%h = "t.h"() : () -> i32
"t.r"() ({
^bb0(%x: i32, %y: i32):
  %i = "t.i"(%x, %y) : (i32, i32) -> i32
  "t.br"(%i)[^bb1] : (i32) -> ()
^bb1(%z: i32):
  %i2 = "t.i2"(%z) : (i32) -> i32
}) : () -> ()
%j = "t.j"(%h, %a) : (i32, i32) -> i32

// CHECK: module {
// CHECK-NEXT:   %0 = "t.a"() : () -> i32
// CHECK-NEXT:   "t.r"() ({
// CHECK-NEXT:     %3 = "t.b"() : () -> i32
// CHECK-NEXT:     "t.r"() ({
// CHECK-NEXT:       %5 = "t.c"() : () -> i32
// CHECK-NEXT:     }, {
// CHECK-NEXT:       %5 = "t.d"() : () -> i32
// CHECK-NEXT:     ^bb1(%6: i32):  // no predecessors
// CHECK-NEXT:       %7 = "t.e"(%6, %3, %0) : (i32, i32, i32) -> i32
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:     %4 = "t.f"() : () -> i32
// CHECK-NEXT:     "t.r"() ({
// CHECK-NEXT:       %5 = "t.g"(%4) : (i32) -> i32
// CHECK-NEXT:       "t.r"() ({
// CHECK-NEXT:         %6 = "t.g2"(%5) : (i32) -> i32
// CHECK-NEXT:       }) : () -> ()
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   %1 = "t.h"() : () -> i32
// CHECK-NEXT:   "t.r"() ({
// CHECK-NEXT:   ^bb0(%arg0: i32, %arg1: i32):
// CHECK-NEXT:     %3 = "t.i"(%arg0, %arg1) : (i32, i32) -> i32
// CHECK-NEXT:     "t.br"(%3)[^bb1] : (i32) -> ()
// CHECK-NEXT:   ^bb1(%4: i32):  // pred: ^bb0
// CHECK-NEXT:     %5 = "t.i2"(%4) : (i32) -> i32
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   %2 = "t.j"(%1, %0) : (i32, i32) -> i32
// CHECK-NEXT: }
// CHECK-EMPTY:

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   %0 = "t.a"() : () -> i32
// GENERIC-NEXT:   "t.r"() ({
// GENERIC-NEXT:     %6 = "t.b"() : () -> i32
// GENERIC-NEXT:     "t.r"() ({
// GENERIC-NEXT:       %13 = "t.c"() : () -> i32
// GENERIC-NEXT:     }, {
// GENERIC-NEXT:       %10 = "t.d"() : () -> i32
// GENERIC-NEXT:     ^bb1(%11: i32):  // no predecessors
// GENERIC-NEXT:       %12 = "t.e"(%11, %6, %0) : (i32, i32, i32) -> i32
// GENERIC-NEXT:     }) : () -> ()
// GENERIC-NEXT:     %7 = "t.f"() : () -> i32
// GENERIC-NEXT:     "t.r"() ({
// GENERIC-NEXT:       %8 = "t.g"(%7) : (i32) -> i32
// GENERIC-NEXT:       "t.r"() ({
// GENERIC-NEXT:         %9 = "t.g2"(%8) : (i32) -> i32
// GENERIC-NEXT:       }) : () -> ()
// GENERIC-NEXT:     }) : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   %1 = "t.h"() : () -> i32
// GENERIC-NEXT:   "t.r"() ({
// GENERIC-NEXT:   ^bb0(%arg0: i32, %arg1: i32):
// GENERIC-NEXT:     %3 = "t.i"(%arg0, %arg1) : (i32, i32) -> i32
// GENERIC-NEXT:     "t.br"(%3)[^bb1] : (i32) -> ()
// GENERIC-NEXT:   ^bb1(%4: i32):  // pred: ^bb0
// GENERIC-NEXT:     %5 = "t.i2"(%4) : (i32) -> i32
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   %2 = "t.j"(%1, %0) : (i32, i32) -> i32
// GENERIC-NEXT: }) : () -> ()
// GENERIC-EMPTY:
