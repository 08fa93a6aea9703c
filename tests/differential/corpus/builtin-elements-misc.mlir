// Dense elements of complex, string and i1 type, and dense arrays.
"test.op"() {a = dense<[(1, 2), (3, 4)]> : tensor<2xcomplex<i8>>, b = dense<(1.5, -2.0)> : tensor<2x2xcomplex<f64>>, c = dense<["a", "b\n", "\22q\22"]> : tensor<3x!foo.str>, d = dense<"same"> : tensor<4x!foo.str>} : () -> ()
"test.op"() {e = dense<[true, false, true]> : tensor<3xi1>, f = dense<true> : vector<8xi1>, g = dense<[[true], [false]]> : tensor<2x1xi1>, h = array<i1: true, false>, i = array<f32: 1.0, 2.5>, j = array<i64>} : () -> ()
"test.op"() {k = dense<> : tensor<0xi32>, l = dense<[]> : tensor<0xf32>, m = dense<[[], []]> : tensor<2x0xi8>, n = dense<"0x0102030405060708"> : tensor<2xi32>, o = dense<"0x01000000"> : tensor<3xi32>} : () -> ()
