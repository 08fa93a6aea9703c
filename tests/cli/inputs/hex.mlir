func.func @h() -> (tensor<4xi32>, tensor<3xf32>, tensor<4xi1>, tensor<2xcomplex<f32>>, tensor<3xi32>, tensor<0xi32>, tensor<2x!foo.unknown>) {
  %0 = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %1 = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %2 = arith.constant dense<[true, false, true, true]> : tensor<4xi1>
  %3 = arith.constant dense<[(1.0, 2.0), (3.0, 4.0)]> : tensor<2xcomplex<f32>>
  %4 = arith.constant dense<7> : tensor<3xi32>
  %5 = arith.constant dense<> : tensor<0xi32>
  %6 = "test.s"() {v = dense<["a", "b"]> : tensor<2x!foo.unknown>} : () -> tensor<2x!foo.unknown>
  %7 = "test.sp"() {v = sparse<[[0], [2]], [1, 2]> : tensor<4xi32>, w = dense<[1, 2, 3]> : vector<3xi8>} : () -> i32
  return %0, %1, %2, %3, %4, %5, %6 : tensor<4xi32>, tensor<3xf32>, tensor<4xi1>, tensor<2xcomplex<f32>>, tensor<3xi32>, tensor<0xi32>, tensor<2x!foo.unknown>
}
