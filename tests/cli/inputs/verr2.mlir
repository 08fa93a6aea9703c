func.func @f(%a: i32) -> i32 {
  %c = arith.constant dense<[1,2,3]> : tensor<3xi32>
  %0 = "test.x"(%a) ({
    %1 = "arith.addi"(%a) : (i32) -> i32 loc("n")
    "test.y"(%1) : (i32) -> ()
  }) : (i32) -> i32
  return %0 : i32
}
