func.func @scale(%x: i32, %y: i64) -> (i32, i64) {
  %c8 = arith.constant 8 : i32
  %c1 = arith.constant 1 : i64
  %c6 = arith.constant 6 : i64
  %0 = arith.muli %x, %c8 : i32
  %1 = arith.muli %y, %c1 : i64
  %2 = arith.muli %1, %c6 : i64
  return %0, %2 : i32, i64
}
