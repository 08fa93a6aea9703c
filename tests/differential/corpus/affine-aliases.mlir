// affine_map/affine_set attributes and memref layouts: #map/#set aliases,
// canonical simplified forms, identity layouts dropped.
#m = affine_map<(d0) -> (d0 + 1)>
"t.a"() {a = affine_map<(d0, d1)[s0] -> (d1 + d0 * 2 + s0, d0 floordiv 4)>, b = affine_set<(d0)[s0] : (d0 - 1 >= 0, s0 == 0)>, c = memref<4x8xf32, affine_map<(d0, d1) -> (d0, d1)>>, d = memref<4xf32, #m, 2>, e = affine_map<() -> ()>, f = [#m, affine_set<(d0) : (d0 >= 0)>]} : () -> ()
"t.b"() : () -> memref<4xf32, #m> loc("x":1:1)
"t.c"() {z = affine_map<(d0) -> (d0 * 3)>} : () -> ()
