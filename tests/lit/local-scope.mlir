// --mlir-print-local-scope prints without aliases: locations are printed
// inline, also with --mlir-print-debuginfo (see local-scope-eof.mlir for
// the end of the output).
// RUN: rmlir-opt --allow-unregistered-dialect --mlir-print-local-scope %s | FileCheck %s --match-full-lines
// RUN: rmlir-opt --allow-unregistered-dialect --mlir-print-local-scope --mlir-print-debuginfo %s | FileCheck %s --check-prefix=DEBUG --match-full-lines
// RUN: rmlir-opt --allow-unregistered-dialect --mlir-print-local-scope --mlir-print-debuginfo --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC --match-full-lines

#a = 42 : i32
!t = tuple<i32, !t.x>
%0 = "t.a"() {x = #a, l = loc("attr.mlir":1:1)} : () -> !t loc("op.mlir":2:3)
"t.b"(%0) ({
^bb0(%arg: i32 loc("arg.mlir":4:5)):
  "t.c"() : () -> () loc(callsite("a.mlir":1:1 at fused["b.mlir":2:2, "c.mlir":3:3]))
}) : (!t) -> ()

// CHECK: module {
// CHECK-NEXT:   %0 = "t.a"() {l = loc("attr.mlir":1:1), x = 42 : i32} : () -> tuple<i32, !t.x>
// CHECK-NEXT:   "t.b"(%0) ({
// CHECK-NEXT:   ^bb0(%arg0: i32):
// CHECK-NEXT:     "t.c"() : () -> ()
// CHECK-NEXT:   }) : (tuple<i32, !t.x>) -> ()
// CHECK-NEXT: }

// DEBUG: module {
// DEBUG-NEXT:   %0 = "t.a"() {l = loc("attr.mlir":1:1), x = 42 : i32} : () -> tuple<i32, !t.x> loc("op.mlir":2:3)
// DEBUG-NEXT:   "t.b"(%0) ({
// DEBUG-NEXT:   ^bb0(%arg0: i32 loc("arg.mlir":4:5)):
// DEBUG-NEXT:     "t.c"() : () -> () loc(callsite("a.mlir":1:1 at fused["b.mlir":2:2, "c.mlir":3:3]))
// DEBUG-NEXT:   }) : (tuple<i32, !t.x>) -> () loc("{{.*}}local-scope.mlir":11:1)
// DEBUG-NEXT: } loc("{{.*}}local-scope.mlir":0:0)

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   %0 = "t.a"() {l = loc("attr.mlir":1:1), x = 42 : i32} : () -> tuple<i32, !t.x> loc("op.mlir":2:3)
// GENERIC-NEXT:   "t.b"(%0) ({
// GENERIC-NEXT:   ^bb0(%arg0: i32 loc("arg.mlir":4:5)):
// GENERIC-NEXT:     "t.c"() : () -> () loc(callsite("a.mlir":1:1 at fused["b.mlir":2:2, "c.mlir":3:3]))
// GENERIC-NEXT:   }) : (tuple<i32, !t.x>) -> () loc("{{.*}}local-scope.mlir":11:1)
// GENERIC-NEXT: }) : () -> () loc("{{.*}}local-scope.mlir":0:0)

// Bytecode twins of the RUN lines above, at the end so that the source
// lines the checks name stay put.
// RUN: rmlir-opt --allow-unregistered-dialect %s --emit-bytecode | rmlir-opt --allow-unregistered-dialect --mlir-print-local-scope | FileCheck %s --match-full-lines
// RUN: rmlir-opt --allow-unregistered-dialect %s --emit-bytecode | rmlir-opt --allow-unregistered-dialect --mlir-print-local-scope --mlir-print-debuginfo | FileCheck %s --check-prefix=DEBUG --match-full-lines
// RUN: rmlir-opt --allow-unregistered-dialect %s --emit-bytecode | rmlir-opt --allow-unregistered-dialect --mlir-print-local-scope --mlir-print-debuginfo --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --match-full-lines
