// memref layouts and memory spaces: identity maps are not printed (even with
// symbols), integer memory space 0 is the default, strided layouts print
// without a zero offset.
func.func private @f0(memref<2x4xi8, affine_map<(d0, d1)[s0] -> (d0, d1)>, 1>)
func.func private @f1(memref<2x4xi8, affine_map<(d0, d1) -> (d0, d1)>, 0>)
func.func private @f2(memref<2x4xi8, 0>)
func.func private @f3(memref<*xi8, 0>, memref<*xi8, 3 : i32>, memref<*xi8, "gpu">)
func.func private @f4(memref<2x4xi8, strided<[4, 1]>>)
func.func private @f5(memref<2x4xi8, strided<[4, 1], offset: 0>>)
func.func private @f6(memref<2x4xi8, strided<[?, 1], offset: ?>>)
func.func private @f7(memref<i8, strided<[], offset: 5>>)
func.func private @f8(memref<2x4xi8, strided<[4, 1], offset: 3>, "gpu">)
func.func private @f9(memref<2x4xi8, 1 : i32>, memref<2x4xi8, 0 : i32>, memref<2x4xi8, 1 : i64>)
func.func private @f10(memref<2x4xi8, affine_map<(d0, d1)[s0] -> (d0, d1)>>)
func.func private @f11(memref<2x4xi8, affine_map<(d0, d1) -> (d1, d0)>>, memref<2x4xi8, affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>, 2>)
func.func private @f12(memref<2x4xi8, {a = 1}>, memref<2x4xi8, strided<[0, -1], offset: -3>>)
func.func private @f13(memref<?x?xf32, strided<[?, ?], offset: ?>, 7>) -> memref<4xf32, strided<[2]>>
"test.op"() {layouts = [strided<[1]>, strided<[?], offset: 9>, strided<[]>]} : () -> ()
