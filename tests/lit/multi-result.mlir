// Operations with several results: the group is defined as `%0:2` and each
// result is used as `%0#i` (the first one as `%0#0`); single results print
// as plain `%0`, result groups of size one never use `#`.
// RUN: rmlir-opt --allow-unregistered-dialect %s | FileCheck %s --match-full-lines
// RUN: rmlir-opt --allow-unregistered-dialect %s --emit-bytecode | rmlir-opt --allow-unregistered-dialect | FileCheck %s --match-full-lines
// RUN: rmlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC --match-full-lines
// RUN: rmlir-opt --allow-unregistered-dialect %s --emit-bytecode | rmlir-opt --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --match-full-lines
// RUN: rmlir-opt --allow-unregistered-dialect %s | rmlir-opt --allow-unregistered-dialect | FileCheck %s --match-full-lines

%pair:2 = "t.pair"() : () -> (i32, f32)
"t.use"(%pair#1, %pair#0) : (f32, i32) -> ()
%one = "t.one"() : () -> i64
%many:4 = "t.many"(%one) : (i64) -> (i1, i8, i16, i32)
"t.use"(%many#3, %many#0, %many#2) : (i32, i1, i16) -> ()
// A use before the definition (graph region at the top level).
"t.use"(%later#2) : (index) -> ()
%later:3 = "t.later"() : () -> (index, index, index)
"t.region"() ({
^bb0(%arg: i32):
  %in:2 = "t.in"(%arg, %pair#0) : (i32, i32) -> (i32, i32)
  "t.yield"(%in#0, %in#1, %many#1) : (i32, i32, i8) -> ()
}) : () -> ()

// CHECK: module {
// CHECK-NEXT:   %0:2 = "t.pair"() : () -> (i32, f32)
// CHECK-NEXT:   "t.use"(%0#1, %0#0) : (f32, i32) -> ()
// CHECK-NEXT:   %1 = "t.one"() : () -> i64
// CHECK-NEXT:   %2:4 = "t.many"(%1) : (i64) -> (i1, i8, i16, i32)
// CHECK-NEXT:   "t.use"(%2#3, %2#0, %2#2) : (i32, i1, i16) -> ()
// CHECK-NEXT:   "t.use"(%3#2) : (index) -> ()
// CHECK-NEXT:   %3:3 = "t.later"() : () -> (index, index, index)
// CHECK-NEXT:   "t.region"() ({
// CHECK-NEXT:   ^bb0(%arg0: i32):
// CHECK-NEXT:     %4:2 = "t.in"(%arg0, %0#0) : (i32, i32) -> (i32, i32)
// CHECK-NEXT:     "t.yield"(%4#0, %4#1, %2#1) : (i32, i32, i8) -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   %0:2 = "t.pair"() : () -> (i32, f32)
// GENERIC-NEXT:   "t.use"(%0#1, %0#0) : (f32, i32) -> ()
// GENERIC-NEXT:   %1 = "t.one"() : () -> i64
// GENERIC-NEXT:   %2:4 = "t.many"(%1) : (i64) -> (i1, i8, i16, i32)
// GENERIC-NEXT:   "t.use"(%2#3, %2#0, %2#2) : (i32, i1, i16) -> ()
// GENERIC-NEXT:   "t.use"(%3#2) : (index) -> ()
// GENERIC-NEXT:   %3:3 = "t.later"() : () -> (index, index, index)
// GENERIC-NEXT:   "t.region"() ({
// GENERIC-NEXT:   ^bb0(%arg0: i32):
// GENERIC-NEXT:     %4:2 = "t.in"(%arg0, %0#0) : (i32, i32) -> (i32, i32)
// GENERIC-NEXT:     "t.yield"(%4#0, %4#1, %2#1) : (i32, i32, i8) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-EMPTY:
