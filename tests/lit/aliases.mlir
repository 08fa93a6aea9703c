// Attribute and type alias definitions (`#name = ...`, `!name = ...`) are
// resolved by the parser; aliases may refer to earlier aliases and be used
// anywhere an attribute or type may appear. MLIR does not print user aliases
// back: the printed IR has every alias expanded, and unused ones are dropped.
// RUN: rmlir-opt --allow-unregistered-dialect %s | FileCheck %s --match-full-lines
// RUN: rmlir-opt --allow-unregistered-dialect %s --emit-bytecode | rmlir-opt --allow-unregistered-dialect | FileCheck %s --match-full-lines
// RUN: rmlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC --match-full-lines
// RUN: rmlir-opt --allow-unregistered-dialect %s --emit-bytecode | rmlir-opt --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --match-full-lines
// RUN: rmlir-opt --allow-unregistered-dialect %s | rmlir-opt --allow-unregistered-dialect | FileCheck %s --match-full-lines

#int = 42 : i32
#list = [#int, "x", #int]
#dict = {key = #list, other = unit}
!pair = tuple<i32, f32>
!pair2 = !pair
!vec = tuple<!pair2, vector<4xf32>>
!fn = (!pair) -> !vec
#ty = !fn
#unused = "never used"
!unused = i1
#dense = dense<[1, 2, 3]> : tensor<3xi32>
#sym = @some::@symbol
#loc_alias = loc("aliased.mlir":3:4)
!opaque = !dialect.type<"with" : #int>
#with_dot = 7 : i8
!with_dot = i7
#_under$score = 1 : i8

%0 = "t.a"() {x = #int, y = #list, z = #dict, w = #ty, v = [#dense, #sym]} : () -> !pair
"t.b"(%0) {t = !vec, d = #with_dot, u = #_under$score} : (!pair) -> ()
%1 = "t.c"() ({
^bb0(%arg: !pair2, %arg2: !opaque):
  "t.d"() {o = !opaque, w = !with_dot} : () -> ()
}) : () -> !fn
"t.e"() : () -> () loc(#loc_alias)

// CHECK: module {
// CHECK-NEXT:   %0 = "t.a"() {v = [dense<[1, 2, 3]> : tensor<3xi32>, @some::@symbol], w = (tuple<i32, f32>) -> tuple<tuple<i32, f32>, vector<4xf32>>, x = 42 : i32, y = [42 : i32, "x", 42 : i32], z = {key = [42 : i32, "x", 42 : i32], other}} : () -> tuple<i32, f32>
// CHECK-NEXT:   "t.b"(%0) {d = 7 : i8, t = tuple<tuple<i32, f32>, vector<4xf32>>, u = 1 : i8} : (tuple<i32, f32>) -> ()
// CHECK-NEXT:   %1 = "t.c"() ({
// CHECK-NEXT:   ^bb0(%arg0: tuple<i32, f32>, %arg1: !dialect.type<"with" : #int>):
// CHECK-NEXT:     "t.d"() {o = !dialect.type<"with" : #int>, w = i7} : () -> ()
// CHECK-NEXT:   }) : () -> ((tuple<i32, f32>) -> tuple<tuple<i32, f32>, vector<4xf32>>)
// CHECK-NEXT:   "t.e"() : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   %0 = "t.a"() {v = [dense<[1, 2, 3]> : tensor<3xi32>, @some::@symbol], w = (tuple<i32, f32>) -> tuple<tuple<i32, f32>, vector<4xf32>>, x = 42 : i32, y = [42 : i32, "x", 42 : i32], z = {key = [42 : i32, "x", 42 : i32], other}} : () -> tuple<i32, f32>
// GENERIC-NEXT:   "t.b"(%0) {d = 7 : i8, t = tuple<tuple<i32, f32>, vector<4xf32>>, u = 1 : i8} : (tuple<i32, f32>) -> ()
// GENERIC-NEXT:   %1 = "t.c"() ({
// GENERIC-NEXT:   ^bb0(%arg0: tuple<i32, f32>, %arg1: !dialect.type<"with" : #int>):
// GENERIC-NEXT:     "t.d"() {o = !dialect.type<"with" : #int>, w = i7} : () -> ()
// GENERIC-NEXT:   }) : () -> ((tuple<i32, f32>) -> tuple<tuple<i32, f32>, vector<4xf32>>)
// GENERIC-NEXT:   "t.e"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-EMPTY:
