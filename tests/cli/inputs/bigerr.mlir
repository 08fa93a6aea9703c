func.func @f() {
  %0 = "arith.constant"() {value = dense<[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17]> : tensor<17xi32>} : () -> tensor<17xi64>
  return
}
