// Type aliases: MLIR 22 gives `!tuple` aliases to tuples of more than 16
// types; types come before attributes of the same depth.
"test.op"() {t = tuple<i32, f32>, e = tuple<>, big = tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32>} : () -> ()
"test.op"() {s = tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32>} : () -> ()
"test.op"() {n = [tuple<i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32>>, affine_map<(d0) -> (d0 * 2)>]} : () -> ()
func.func private @g(tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32>) -> memref<4xf32, affine_map<(d0) -> (d0 * 2)>>
