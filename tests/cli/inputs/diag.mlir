func.func @f() {
  // expected-error @+1 {{'arith.addi' op expected 2 operands, but found 0}}
  %0 = "arith.addi"() : () -> i32
  return
}
