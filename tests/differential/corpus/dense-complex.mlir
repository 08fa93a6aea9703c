// Dense elements of complex type: MLIR prints each element as `(re,im)`
// with no space after the comma.

"t.complex"() {a = dense<(1.0, 2.0)> : tensor<2xcomplex<f32>>, b = dense<[(1, 2), (3, 4)]> : tensor<2xcomplex<i32>>, c = dense<[(1, 2), (1, 2)]> : tensor<2xcomplex<i8>>, d = dense<[[(0.5, -1.5)]]> : tensor<1x1xcomplex<f64>>} : () -> ()

