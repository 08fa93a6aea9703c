// Unit, bool, array, dictionary, type, symbol-reference, dense-array and
// opaque dialect attributes; attribute dictionaries are printed sorted by
// name, properties `<{...}>` before regions and the attribute dictionary.

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

