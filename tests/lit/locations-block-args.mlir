// Location aliases are numbered in the order the printer meets them: the
// location of a non-entry block's argument comes after the locations of
// the ops of the blocks before it.
// RUN: rmlir-opt --allow-unregistered-dialect --mlir-print-debuginfo %s | FileCheck %s --match-full-lines
// RUN: rmlir-opt --allow-unregistered-dialect %s --emit-bytecode | rmlir-opt --allow-unregistered-dialect --mlir-print-debuginfo | FileCheck %s --match-full-lines

"t.k"() ({
  "t.br"()[^bb1] : () -> () loc("br.mlir":1:1)
^bb1(%z: f32 loc("arg.mlir":2:2)):
  "t.m"() : () -> () loc("m.mlir":3:3)
}) : () -> () loc("k.mlir":4:4)

// CHECK: #loc3 = loc("arg.mlir":2:2)
// CHECK-NEXT: module {
// CHECK-NEXT:   "t.k"() ({
// CHECK-NEXT:     "t.br"()[^bb1] : () -> () loc(#loc2)
// CHECK-NEXT:   ^bb1(%0: f32 loc("arg.mlir":2:2)):  // pred: ^bb0
// CHECK-NEXT:     "t.m"() : () -> () loc(#loc4)
// CHECK-NEXT:   }) : () -> () loc(#loc1)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc("{{.*}}locations-block-args.mlir":0:0)
// CHECK-NEXT: #loc1 = loc("k.mlir":4:4)
// CHECK-NEXT: #loc2 = loc("br.mlir":1:1)
// CHECK-NEXT: #loc4 = loc("m.mlir":3:3)
// CHECK-EMPTY:
