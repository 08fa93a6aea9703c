func.func @ok(%a: i32 loc("in")) -> i32 {
  %0 = arith.addi %a, %a : i32 loc("twice")
  return %0 : i32
}

// -----

func.func @bad(%a: i32) -> i32 {
  %0 = "arith.muli"(%a) : (i32) -> i32 loc(callsite("m" at "f.c":1:2))
  return %0 : i32
}
