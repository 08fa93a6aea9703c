func.func @f(%flag: i32, %a: i64, %c: i1) -> i64 {
  %0:2 = scf.if %c -> (i64, i64) {
    scf.yield %a, %a : i64, i64
  } else {
    scf.yield %a, %a : i64, i64
  }
  "cf.switch"(%flag, %0#1) [^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i64) -> ()
^bb1(%x: i64):
  return %x : i64
}
