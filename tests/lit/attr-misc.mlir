// Unit, bool, array, dictionary, type, symbol-reference, dense-array and
// opaque dialect attributes; attribute dictionaries are printed sorted by
// name, properties `<{...}>` before regions and the attribute dictionary.
// RUN: rmlir-opt --allow-unregistered-dialect %s | FileCheck %s --match-full-lines
// RUN: rmlir-opt --allow-unregistered-dialect %s --emit-bytecode | rmlir-opt --allow-unregistered-dialect | FileCheck %s --match-full-lines
// RUN: rmlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC --match-full-lines
// RUN: rmlir-opt --allow-unregistered-dialect %s --emit-bytecode | rmlir-opt --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --match-full-lines
// RUN: rmlir-opt --allow-unregistered-dialect %s | rmlir-opt --allow-unregistered-dialect | FileCheck %s --match-full-lines

"t.unit_bool"() {z = unit, y, x = true, w = false} : () -> ()
"t.array"() {a = [], b = [1, "a", [true, []], i32], c = [[1 : i8], [2 : i16]], d = [@s, unit, 1.5 : f32]} : () -> ()
"t.dict"() {a = {}, b = {z = 1, a = unit, "quoted key" = "v"}, c = {nested = {deeper = [1, 2]}}} : () -> ()
"t.type"() {a = i32, b = tensor<2xf32>, c = (i32) -> (), d = !t.opaque, e = none, f = index} : () -> ()
"t.symbol"() {a = @foo, b = @foo::@bar, c = @foo::@bar::@baz, d = @"with space"::@"x y", e = [@a, @b]} : () -> ()
"t.dense_array"() {a = array<i32: 1, 2, -3>, b = array<i64>, c = array<f32: 1.0, 2.5>, d = array<i1: true, false, true>, e = array<i8: -1, 127, -128>, f = array<i16: 0x7FFF>, g = array<f64: -0.5, 1.0e10>, h = array<i32>} : () -> ()
"t.opaque"() {a = #foo.attr<"x">, b = #foo<"bar">, c = #foo.baz<[1, 2] : i32>, d = #foo.plain} : () -> ()
"t.props"() <{p = 1, q = "s"}> {a = 2} : () -> ()
"t.props_only"() <{p = [1, 2], dict = {k = unit}}> : () -> ()
"t.props_region"() <{p = 1 : i32}> ({
  "t.inner"() <{q = array<i64: 1>}> : () -> ()
}) {attr = @x} : () -> ()
"t.empty_dict"() {} : () -> ()
"t.empty_props"() <{}> : () -> ()

// CHECK: module {
// CHECK-NEXT:   "t.unit_bool"() {w = false, x = true, y, z} : () -> ()
// CHECK-NEXT:   "t.array"() {a = [], b = [1, "a", [true, []], i32], c = {{\[\[}}1 : i8], [2 : i16]], d = [@s, unit, 1.500000e+00 : f32]} : () -> ()
// CHECK-NEXT:   "t.dict"() {a = {}, b = {a, "quoted key" = "v", z = 1 : i64}, c = {nested = {deeper = [1, 2]}}} : () -> ()
// CHECK-NEXT:   "t.type"() {a = i32, b = tensor<2xf32>, c = (i32) -> (), d = !t.opaque, e = none, f = index} : () -> ()
// CHECK-NEXT:   "t.symbol"() {a = @foo, b = @foo::@bar, c = @foo::@bar::@baz, d = @"with space"::@"x y", e = [@a, @b]} : () -> ()
// CHECK-NEXT:   "t.dense_array"() {a = array<i32: 1, 2, -3>, b = array<i64>, c = array<f32: 1.000000e+00, 2.500000e+00>, d = array<i1: true, false, true>, e = array<i8: -1, 127, -128>, f = array<i16: 32767>, g = array<f64: -5.000000e-01, 1.000000e+10>, h = array<i32>} : () -> ()
// CHECK-NEXT:   "t.opaque"() {a = #foo.attr<"x">, b = #foo<"bar">, c = #foo.baz<[1, 2] : i32>, d = #foo.plain} : () -> ()
// CHECK-NEXT:   "t.props"() <{p = 1 : i64, q = "s"}> {a = 2 : i64} : () -> ()
// CHECK-NEXT:   "t.props_only"() <{dict = {k}, p = [1, 2]}> : () -> ()
// CHECK-NEXT:   "t.props_region"() <{p = 1 : i32}> ({
// CHECK-NEXT:     "t.inner"() <{q = array<i64: 1>}> : () -> ()
// CHECK-NEXT:   }) {attr = @x} : () -> ()
// CHECK-NEXT:   "t.empty_dict"() : () -> ()
// CHECK-NEXT:   "t.empty_props"() <{}> : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   "t.unit_bool"() {w = false, x = true, y, z} : () -> ()
// GENERIC-NEXT:   "t.array"() {a = [], b = [1, "a", [true, []], i32], c = {{\[\[}}1 : i8], [2 : i16]], d = [@s, unit, 1.500000e+00 : f32]} : () -> ()
// GENERIC-NEXT:   "t.dict"() {a = {}, b = {a, "quoted key" = "v", z = 1 : i64}, c = {nested = {deeper = [1, 2]}}} : () -> ()
// GENERIC-NEXT:   "t.type"() {a = i32, b = tensor<2xf32>, c = (i32) -> (), d = !t.opaque, e = none, f = index} : () -> ()
// GENERIC-NEXT:   "t.symbol"() {a = @foo, b = @foo::@bar, c = @foo::@bar::@baz, d = @"with space"::@"x y", e = [@a, @b]} : () -> ()
// GENERIC-NEXT:   "t.dense_array"() {a = array<i32: 1, 2, -3>, b = array<i64>, c = array<f32: 1.000000e+00, 2.500000e+00>, d = array<i1: true, false, true>, e = array<i8: -1, 127, -128>, f = array<i16: 32767>, g = array<f64: -5.000000e-01, 1.000000e+10>, h = array<i32>} : () -> ()
// GENERIC-NEXT:   "t.opaque"() {a = #foo.attr<"x">, b = #foo<"bar">, c = #foo.baz<[1, 2] : i32>, d = #foo.plain} : () -> ()
// GENERIC-NEXT:   "t.props"() <{p = 1 : i64, q = "s"}> {a = 2 : i64} : () -> ()
// GENERIC-NEXT:   "t.props_only"() <{dict = {k}, p = [1, 2]}> : () -> ()
// GENERIC-NEXT:   "t.props_region"() <{p = 1 : i32}> ({
// GENERIC-NEXT:     "t.inner"() <{q = array<i64: 1>}> : () -> ()
// GENERIC-NEXT:   }) {attr = @x} : () -> ()
// GENERIC-NEXT:   "t.empty_dict"() : () -> ()
// GENERIC-NEXT:   "t.empty_props"() <{}> : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-EMPTY:
