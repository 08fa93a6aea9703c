// PIPELINE: builtin.module(control-flow-sink)
// PIPELINE: builtin.module(func.func(control-flow-sink,cse))
// Control-flow sinking into scf.if / scf.index_switch regions: effect-free
// ops used only in one region move to its start (innermost ops first,
// depth-first through their operands); loads, ops used elsewhere and ops
// used only in loops nested in the region stay.
func.func @f1(%c: i1, %d: i1, %a: i32, %m: memref<4xi32>) -> i32 {
  %x = arith.addi %a, %a : i32
  %y = arith.muli %x, %a : i32
  %z = arith.subi %a, %a : i32
  %n = arith.divsi %a, %a : i32
  %idx = arith.constant 0 : index
  %l = memref.load %m[%idx] : memref<4xi32>
  %w = arith.xori %a, %a : i32
  %r = scf.if %c -> i32 {
    %q = scf.if %d -> i32 {
      scf.yield %w : i32
    } else {
      scf.yield %n : i32
    }
    %s = arith.addi %y, %q : i32
    scf.yield %s : i32
  } else {
    %t = arith.addi %z, %l : i32
    scf.yield %t : i32
  }
  "test.use"(%z) : (i32) -> ()
  return %r : i32
}
func.func @f2(%c: i1, %a: i32, %lb: index, %ub: index, %st: index) {
  %w = arith.xori %a, %a : i32
  %v = arith.ori %a, %a : i32
  scf.if %c {
    scf.for %i = %lb to %ub step %st {
      "test.use"(%w) : (i32) -> ()
    }
    "test.use"(%v) : (i32) -> ()
  }
  %k = arith.andi %a, %a : i32
  %sw = arith.index_cast %a : i32 to index
  scf.index_switch %sw
  case 1 {
    "test.use"(%k) : (i32) -> ()
    scf.yield
  }
  default {
  }
  return
}
