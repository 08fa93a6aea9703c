func.func @f(%c: i1, %a: i32, %lb: index, %ub: index, %s: index, %l2: i32) -> i32 {
  %r = scf.for %iv = %lb to %ub step %s iter_args(%x = %a) -> (i32) {
    %y = arith.addi %x, %x : i32
    scf.yield %y : i32
  }
  scf.for %iv = %lb to %ub step %s {
  }
  scf.for unsigned %iv = %l2 to %l2 step %l2 : i32 {
    "test.foo"() : () -> ()
  }
  %q = scf.if %c -> (i32) {
    scf.yield %a : i32
  } else {
    scf.yield %r : i32
  }
  scf.if %c {
    "test.foo"() : () -> ()
  }
  %w = scf.while (%arg = %a) : (i32) -> i32 {
    scf.condition(%c) %arg : i32
  } do {
  ^bb0(%z: i32):
    scf.yield %z : i32
  }
  %e = scf.execute_region -> i32 {
    scf.yield %a : i32
  }
  %sw = scf.index_switch %s -> i32
  case 2 {
    scf.yield %a : i32
  }
  default {
    scf.yield %a : i32
  }
  return %q : i32
}
