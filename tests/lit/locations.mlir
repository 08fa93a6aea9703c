// Locations with --mlir-print-debuginfo: every op, block argument and the
// module print `loc(...)`; locations are printed through `#locN` aliases
// defined after the module (in order of first use, nested locations get
// their own aliases). Ops without an explicit location get their position in
// the input file. Without the flag, locations are not printed at all.
// (Locations of non-entry block arguments: see locations-block-args.mlir.)
// RUN: rmlir-opt --allow-unregistered-dialect --mlir-print-debuginfo %s | FileCheck %s --match-full-lines
// RUN: rmlir-opt --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC --match-full-lines
// RUN: rmlir-opt --allow-unregistered-dialect %s | FileCheck %s --check-prefix=NODEBUG --match-full-lines
// Locations survive a round trip.
// RUN: rmlir-opt --allow-unregistered-dialect --mlir-print-debuginfo %s | rmlir-opt --allow-unregistered-dialect --mlir-print-debuginfo | FileCheck %s --check-prefix=ROUNDTRIP --match-full-lines

#l = loc("alias.mlir":7:8)
"t.a"() : () -> () loc("file.mlir":1:2)
"t.b"() : () -> () loc(unknown)
"t.c"() : () -> () loc("name")
"t.d"() : () -> () loc("name"("f.mlir":3:4))
"t.e"() : () -> () loc(callsite("callee.mlir":1:1 at "caller.mlir":2:2))
"t.f"() : () -> () loc(fused["a.mlir":1:1, "b.mlir":2:2])
"t.g"() : () -> () loc(fused<"meta">["a.mlir":1:1])
"t.h"() : () -> () loc(#l)
"t.i"() : () -> () loc("range.mlir":1:2 to 3:4)
"t.j"() : () -> () loc("r2.mlir":1:2 to :9)
"t.k"() ({
^bb0(%x: i32 loc("arg.mlir":5:5), %y: i32):
  "t.l"() : () -> () loc("file.mlir":1:2)
  "t.br"()[^bb1] : () -> ()
^bb1:
  "t.m"() : () -> ()
}) : () -> ()
%v = "t.n"() : () -> i32 loc("n.mlir":9:9)
"t.o"() : () -> () loc("escaped\22name.mlir":1:1)

// CHECK: #loc13 = loc("arg.mlir":5:5)
// CHECK-NEXT: #loc14 = loc("{{.*}}locations.mlir":25:35)
// CHECK-NEXT: module {
// CHECK-NEXT:   "t.a"() : () -> () loc(#loc1)
// CHECK-NEXT:   "t.b"() : () -> () loc(#loc2)
// CHECK-NEXT:   "t.c"() : () -> () loc(#loc3)
// CHECK-NEXT:   "t.d"() : () -> () loc(#loc19)
// CHECK-NEXT:   "t.e"() : () -> () loc(#loc20)
// CHECK-NEXT:   "t.f"() : () -> () loc(#loc21)
// CHECK-NEXT:   "t.g"() : () -> () loc(#loc22)
// CHECK-NEXT:   "t.h"() : () -> () loc(#loc9)
// CHECK-NEXT:   "t.i"() : () -> () loc(#loc10)
// CHECK-NEXT:   "t.j"() : () -> () loc(#loc11)
// CHECK-NEXT:   "t.k"() ({
// CHECK-NEXT:   ^bb0(%arg0: i32 loc("arg.mlir":5:5), %arg1: i32 loc("{{.*}}locations.mlir":25:35)):
// CHECK-NEXT:     "t.l"() : () -> () loc(#loc1)
// CHECK-NEXT:     "t.br"()[^bb1] : () -> () loc(#loc15)
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     "t.m"() : () -> () loc(#loc16)
// CHECK-NEXT:   }) : () -> () loc(#loc12)
// CHECK-NEXT:   %0 = "t.n"() : () -> i32 loc(#loc17)
// CHECK-NEXT:   "t.o"() : () -> () loc(#loc18)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc("{{.*}}locations.mlir":0:0)
// CHECK-NEXT: #loc1 = loc("file.mlir":1:2)
// CHECK-NEXT: #loc2 = loc(unknown)
// CHECK-NEXT: #loc3 = loc("name")
// CHECK-NEXT: #loc4 = loc("f.mlir":3:4)
// CHECK-NEXT: #loc5 = loc("callee.mlir":1:1)
// CHECK-NEXT: #loc6 = loc("caller.mlir":2:2)
// CHECK-NEXT: #loc7 = loc("a.mlir":1:1)
// CHECK-NEXT: #loc8 = loc("b.mlir":2:2)
// CHECK-NEXT: #loc9 = loc("alias.mlir":7:8)
// CHECK-NEXT: #loc10 = loc("range.mlir":1:2 to 3:4)
// CHECK-NEXT: #loc11 = loc("r2.mlir":1:2 to :9)
// CHECK-NEXT: #loc12 = loc("{{.*}}locations.mlir":24:1)
// CHECK-NEXT: #loc15 = loc("{{.*}}locations.mlir":27:3)
// CHECK-NEXT: #loc16 = loc("{{.*}}locations.mlir":29:3)
// CHECK-NEXT: #loc17 = loc("n.mlir":9:9)
// CHECK-NEXT: #loc18 = loc("escaped\22name.mlir":1:1)
// CHECK-NEXT: #loc19 = loc("name"(#loc4))
// CHECK-NEXT: #loc20 = loc(callsite(#loc5 at #loc6))
// CHECK-NEXT: #loc21 = loc(fused[#loc7, #loc8])
// CHECK-NEXT: #loc22 = loc(fused<"meta">[#loc7])
// CHECK-EMPTY:

// GENERIC: #loc13 = loc("arg.mlir":5:5)
// GENERIC-NEXT: #loc14 = loc("{{.*}}locations.mlir":25:35)
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT:   "t.a"() : () -> () loc(#loc1)
// GENERIC-NEXT:   "t.b"() : () -> () loc(#loc2)
// GENERIC-NEXT:   "t.c"() : () -> () loc(#loc3)
// GENERIC-NEXT:   "t.d"() : () -> () loc(#loc19)
// GENERIC-NEXT:   "t.e"() : () -> () loc(#loc20)
// GENERIC-NEXT:   "t.f"() : () -> () loc(#loc21)
// GENERIC-NEXT:   "t.g"() : () -> () loc(#loc22)
// GENERIC-NEXT:   "t.h"() : () -> () loc(#loc9)
// GENERIC-NEXT:   "t.i"() : () -> () loc(#loc10)
// GENERIC-NEXT:   "t.j"() : () -> () loc(#loc11)
// GENERIC-NEXT:   "t.k"() ({
// GENERIC-NEXT:   ^bb0(%arg0: i32 loc("arg.mlir":5:5), %arg1: i32 loc("{{.*}}locations.mlir":25:35)):
// GENERIC-NEXT:     "t.l"() : () -> () loc(#loc1)
// GENERIC-NEXT:     "t.br"()[^bb1] : () -> () loc(#loc15)
// GENERIC-NEXT:   ^bb1:  // pred: ^bb0
// GENERIC-NEXT:     "t.m"() : () -> () loc(#loc16)
// GENERIC-NEXT:   }) : () -> () loc(#loc12)
// GENERIC-NEXT:   %0 = "t.n"() : () -> i32 loc(#loc17)
// GENERIC-NEXT:   "t.o"() : () -> () loc(#loc18)
// GENERIC-NEXT: }) : () -> () loc(#loc)
// GENERIC-NEXT: #loc = loc("{{.*}}locations.mlir":0:0)
// GENERIC-NEXT: #loc1 = loc("file.mlir":1:2)
// GENERIC-NEXT: #loc2 = loc(unknown)
// GENERIC-NEXT: #loc3 = loc("name")
// GENERIC-NEXT: #loc4 = loc("f.mlir":3:4)
// GENERIC-NEXT: #loc5 = loc("callee.mlir":1:1)
// GENERIC-NEXT: #loc6 = loc("caller.mlir":2:2)
// GENERIC-NEXT: #loc7 = loc("a.mlir":1:1)
// GENERIC-NEXT: #loc8 = loc("b.mlir":2:2)
// GENERIC-NEXT: #loc9 = loc("alias.mlir":7:8)
// GENERIC-NEXT: #loc10 = loc("range.mlir":1:2 to 3:4)
// GENERIC-NEXT: #loc11 = loc("r2.mlir":1:2 to :9)
// GENERIC-NEXT: #loc12 = loc("{{.*}}locations.mlir":24:1)
// GENERIC-NEXT: #loc15 = loc("{{.*}}locations.mlir":27:3)
// GENERIC-NEXT: #loc16 = loc("{{.*}}locations.mlir":29:3)
// GENERIC-NEXT: #loc17 = loc("n.mlir":9:9)
// GENERIC-NEXT: #loc18 = loc("escaped\22name.mlir":1:1)
// GENERIC-NEXT: #loc19 = loc("name"(#loc4))
// GENERIC-NEXT: #loc20 = loc(callsite(#loc5 at #loc6))
// GENERIC-NEXT: #loc21 = loc(fused[#loc7, #loc8])
// GENERIC-NEXT: #loc22 = loc(fused<"meta">[#loc7])
// GENERIC-EMPTY:

// NODEBUG: module {
// NODEBUG-NEXT:   "t.a"() : () -> ()
// NODEBUG-NEXT:   "t.b"() : () -> ()
// NODEBUG-NEXT:   "t.c"() : () -> ()
// NODEBUG-NEXT:   "t.d"() : () -> ()
// NODEBUG-NEXT:   "t.e"() : () -> ()
// NODEBUG-NEXT:   "t.f"() : () -> ()
// NODEBUG-NEXT:   "t.g"() : () -> ()
// NODEBUG-NEXT:   "t.h"() : () -> ()
// NODEBUG-NEXT:   "t.i"() : () -> ()
// NODEBUG-NEXT:   "t.j"() : () -> ()
// NODEBUG-NEXT:   "t.k"() ({
// NODEBUG-NEXT:   ^bb0(%arg0: i32, %arg1: i32):
// NODEBUG-NEXT:     "t.l"() : () -> ()
// NODEBUG-NEXT:     "t.br"()[^bb1] : () -> ()
// NODEBUG-NEXT:   ^bb1:  // pred: ^bb0
// NODEBUG-NEXT:     "t.m"() : () -> ()
// NODEBUG-NEXT:   }) : () -> ()
// NODEBUG-NEXT:   %0 = "t.n"() : () -> i32
// NODEBUG-NEXT:   "t.o"() : () -> ()
// NODEBUG-NEXT: }
// NODEBUG-EMPTY:

// ROUNDTRIP: #loc13 = loc("arg.mlir":5:5)
// ROUNDTRIP-NEXT: #loc14 = loc("{{.*}}locations.mlir":25:35)
// ROUNDTRIP-NEXT: module {
// ROUNDTRIP-NEXT:   "t.a"() : () -> () loc(#loc1)
// ROUNDTRIP-NEXT:   "t.b"() : () -> () loc(#loc2)
// ROUNDTRIP-NEXT:   "t.c"() : () -> () loc(#loc3)
// ROUNDTRIP-NEXT:   "t.d"() : () -> () loc(#loc19)
// ROUNDTRIP-NEXT:   "t.e"() : () -> () loc(#loc20)
// ROUNDTRIP-NEXT:   "t.f"() : () -> () loc(#loc21)
// ROUNDTRIP-NEXT:   "t.g"() : () -> () loc(#loc22)
// ROUNDTRIP-NEXT:   "t.h"() : () -> () loc(#loc9)
// ROUNDTRIP-NEXT:   "t.i"() : () -> () loc(#loc10)
// ROUNDTRIP-NEXT:   "t.j"() : () -> () loc(#loc11)
// ROUNDTRIP-NEXT:   "t.k"() ({
// ROUNDTRIP-NEXT:   ^bb0(%arg0: i32 loc("arg.mlir":5:5), %arg1: i32 loc("{{.*}}locations.mlir":25:35)):
// ROUNDTRIP-NEXT:     "t.l"() : () -> () loc(#loc1)
// ROUNDTRIP-NEXT:     "t.br"()[^bb1] : () -> () loc(#loc15)
// ROUNDTRIP-NEXT:   ^bb1:  // pred: ^bb0
// ROUNDTRIP-NEXT:     "t.m"() : () -> () loc(#loc16)
// ROUNDTRIP-NEXT:   }) : () -> () loc(#loc12)
// ROUNDTRIP-NEXT:   %0 = "t.n"() : () -> i32 loc(#loc17)
// ROUNDTRIP-NEXT:   "t.o"() : () -> () loc(#loc18)
// ROUNDTRIP-NEXT: } loc(#loc)
// ROUNDTRIP-NEXT: #loc = loc("{{.*}}locations.mlir":0:0)
// ROUNDTRIP-NEXT: #loc1 = loc("file.mlir":1:2)
// ROUNDTRIP-NEXT: #loc2 = loc(unknown)
// ROUNDTRIP-NEXT: #loc3 = loc("name")
// ROUNDTRIP-NEXT: #loc4 = loc("f.mlir":3:4)
// ROUNDTRIP-NEXT: #loc5 = loc("callee.mlir":1:1)
// ROUNDTRIP-NEXT: #loc6 = loc("caller.mlir":2:2)
// ROUNDTRIP-NEXT: #loc7 = loc("a.mlir":1:1)
// ROUNDTRIP-NEXT: #loc8 = loc("b.mlir":2:2)
// ROUNDTRIP-NEXT: #loc9 = loc("alias.mlir":7:8)
// ROUNDTRIP-NEXT: #loc10 = loc("range.mlir":1:2 to 3:4)
// ROUNDTRIP-NEXT: #loc11 = loc("r2.mlir":1:2 to :9)
// ROUNDTRIP-NEXT: #loc12 = loc("{{.*}}locations.mlir":24:1)
// ROUNDTRIP-NEXT: #loc15 = loc("{{.*}}locations.mlir":27:3)
// ROUNDTRIP-NEXT: #loc16 = loc("{{.*}}locations.mlir":29:3)
// ROUNDTRIP-NEXT: #loc17 = loc("n.mlir":9:9)
// ROUNDTRIP-NEXT: #loc18 = loc("escaped\22name.mlir":1:1)
// ROUNDTRIP-NEXT: #loc19 = loc("name"(#loc4))
// ROUNDTRIP-NEXT: #loc20 = loc(callsite(#loc5 at #loc6))
// ROUNDTRIP-NEXT: #loc21 = loc(fused[#loc7, #loc8])
// ROUNDTRIP-NEXT: #loc22 = loc(fused<"meta">[#loc7])
// ROUNDTRIP-EMPTY:

// Bytecode twins of the RUN lines above, at the end so that the source
// lines the checks name stay put.
// RUN: rmlir-opt --allow-unregistered-dialect %s --emit-bytecode | rmlir-opt --allow-unregistered-dialect --mlir-print-debuginfo | FileCheck %s --match-full-lines
// RUN: rmlir-opt --allow-unregistered-dialect %s --emit-bytecode | rmlir-opt --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --match-full-lines
// RUN: rmlir-opt --allow-unregistered-dialect %s --emit-bytecode | rmlir-opt --allow-unregistered-dialect | FileCheck %s --check-prefix=NODEBUG --match-full-lines
// RUN: rmlir-opt --allow-unregistered-dialect --mlir-print-debuginfo %s --emit-bytecode | rmlir-opt --allow-unregistered-dialect --mlir-print-debuginfo | FileCheck %s --check-prefix=ROUNDTRIP --match-full-lines
