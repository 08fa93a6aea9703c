func.func private @callee(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
func.func @caller(%a: i32) -> i32 {
  %0 = func.call @callee(%a) : (i32) -> i32
  return %0 : i32
}
