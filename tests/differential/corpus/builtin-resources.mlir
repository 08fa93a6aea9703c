// File metadata: only the builtin blobs the IR references are printed, in
// the order the printer meets them; external resources are printed back.
module {
  func.func @f() -> (tensor<3xi64>, tensor<2xf32>) {
    %0 = arith.constant dense_resource<blob2> : tensor<2xf32>
    %1 = arith.constant dense_resource<blob1> : tensor<3xi64>
    %2 = arith.constant dense_resource<"quoted name"> : tensor<3xi64>
    "test.op"() {missing = dense_resource<missing> : tensor<2xi32>, again = dense_resource<blob1> : tensor<3xi64>} : () -> ()
    return %1, %0 : tensor<3xi64>, tensor<2xf32>
  }
}
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x08000000010000000000000002000000000000000300000000000000",
      unused: "0x0400000001000000",
      blob2: "0x040000000000803f00000040",
      "quoted name": "0x08000000010000000000000002000000000000000300000000000000"
    }
  },
  external_resources: {
    mlir_reproducer: {
      pipeline: "builtin.module(cse)",
      disable_threading: true,
      verify_each: false
    },
    empty: {},
    other: {
      "quoted key": "text with \"quotes\"",
      blob: "0x10000000ABCDEF"
    }
  }
#-}
