func.func @one(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}

// -----

func.func @two(%a: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %0 = arith.addi %a, %c0 : i64
  return %0 : i64
}
