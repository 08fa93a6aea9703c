func.func @m(%a: i32) -> (i32, i1) {
  %sum, %ovf = arith.addui_extended %a, %a : i32, i1 loc("pair")
  %r:2 = "test.two"() : () -> (i32, i32) loc("two")
  %u:2 = "test.two"() : () -> (i32, i32) loc("two")
  return %sum, %ovf : i32, i1
}
