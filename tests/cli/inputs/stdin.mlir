func.func @f(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %a, %c0 : i32
  %1 = arith.muli %0, %a : i32
  %2 = arith.muli %0, %a : i32
  %3 = arith.addi %1, %2 : i32
  return %3 : i32
}
