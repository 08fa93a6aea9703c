#map = affine_map<(d0) -> (d0 + 1)>
func.func @f(%a: i32 loc("argA"), %b: i32 loc(fused["argB", "x.c":3:4])) -> i32 {
  %0 = arith.addi %a, %b : i32 loc("sum")
  %1 = arith.muli %0, %0 : i32 loc(callsite("mul" at "x.c":5:6))
  %c1 = arith.constant 1 : i32 loc("one")
  %2 = arith.addi %1, %c1 : i32 loc("sum")
  %3 = arith.addi %2, %2 : i32 loc(fused<"meta">["f.c":1:2, "g"])
  %4 = arith.addi %3, %3 : i32 loc(unknown)
  %5 = arith.addi %4, %4 : i32 loc("f.c":7:8 to :12)
  %6 = arith.addi %5, %5 : i32 loc("f.c":7:8 to 9:12)
  %7 = arith.addi %6, %6 : i32 loc("a b-c"("f.c":1:1))
  %8 = arith.addi %7, %7 : i32 loc(callsite("callee"("in.c":1:1) at callsite("f.c":2:2 at "g.c":3:3)))
  %9 = arith.addi %8, %8 : i32 loc(callsite("f.c":2:2 at "g.c":3:3))
  %10 = arith.addi %9, %9 : i32 loc(callsite("n" at "m"))
  cf.br ^bb1(%10 : i32)
^bb1(%x: i32 loc("blockarg")):
  return %x : i32 loc("ret")
} loc("func")
