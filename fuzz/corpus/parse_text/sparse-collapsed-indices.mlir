// sparse elements attributes: indices and values print as dense literals
// (splats collapse), `sparse<>` for no indices.
"test.op"() {a = sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>, b = sparse<> : tensor<2xf32>, c = sparse<0, 1.5> : tensor<3xf32>, d = sparse<[[0, 1]], [(1.0, 2.0)]> : tensor<2x2xcomplex<f32>>, e = sparse<[1], "a"> : tensor<3x!foo.s>, f = sparse<[[1]], [true]> : tensor<3xi1>, g = sparse<[[0], [0]], [1, 2]> : vector<3xi8>} : () -> ()
"test.op"() {h = sparse<[[0, 0], [1, 2]], 7> : tensor<3x4xi32>, i = sparse<[0, 2], [-1, -2]> : tensor<4xi16>, j = sparse<[[0, 0, 0]], [0x7FC00000]> : tensor<1x1x1xf32>} : () -> ()
func.func @f() -> tensor<4xi32> {
  %0 = arith.constant sparse<[[1], [3]], [10, 30]> : tensor<4xi32>
  return %0 : tensor<4xi32>
}
