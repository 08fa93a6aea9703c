func.func @w(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = scf.while (%i = %c0) : (i32) -> i32 {
    %c = arith.cmpi slt, %i, %n : i32
    scf.condition(%c) %i : i32
  } do {
  ^bb0(%j: i32):
    %c1 = arith.constant 1 : i32
    %k = arith.addi %j, %c1 : i32
    scf.yield %k : i32
  }
  %e = scf.execute_region -> i32 {
    %z = arith.constant 0 : i32
    cf.br ^bb1(%z : i32)
  ^bb1(%v: i32):
    scf.yield %v : i32
  }
  %s = arith.addi %r, %e : i32
  "test.graph"() ({
  ^bb0(%x: i32, %y: i32):
    "test.use"(%x, %x, %y) : (i32, i32, i32) -> ()
  }) : () -> ()
  return %s : i32
}
