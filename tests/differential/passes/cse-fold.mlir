// PIPELINE: builtin.module(func.func(cse))
// PIPELINE: builtin.module(cse)
// PIPELINE: builtin.module(func.func(canonicalize))
// PIPELINE: builtin.module(canonicalize,cse)
func.func @f(%a: i32, %b: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %0 = arith.addi %a, %b : i32
  %c2 = arith.constant 2 : i32
  %1 = arith.addi %c1, %c2 : i32
  %2 = arith.muli %0, %1 : i32
  %dead = arith.subi %a, %b : i32
  %c1_2 = arith.constant 1 : i32
  %3 = arith.addi %2, %c1_2 : i32
  %4 = arith.xori %3, %3 : i32
  %5 = arith.addi %4, %3 : i32
  return %5 : i32
}
func.func @g(%a: i32, %b: i32, %c: i1) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %a, %b : i32
  %2 = arith.muli %0, %1 : i32
  %dead = arith.subi %a, %b : i32
  %3 = scf.if %c -> (i32) {
    %4 = arith.addi %a, %b : i32
    scf.yield %4 : i32
  } else {
    scf.yield %2 : i32
  }
  %5 = arith.addi %a, %b : i32
  %6 = arith.addi %5, %3 : i32
  return %6 : i32
}
