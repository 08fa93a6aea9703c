// A small module for rmlir-opt. Try:
//   rmlir-opt examples/hello.mlir --pass-pipeline='builtin.module(func.func(canonicalize,cse))'
func.func @poly(%x: i32, %y: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %six = arith.muli %c2, %c3 : i32
  %a = arith.addi %x, %y : i32
  %b = arith.addi %y, %x : i32
  %p = arith.muli %a, %b : i32
  %q = arith.muli %p, %six : i32
  %zero = arith.subi %q, %q : i32
  %r = arith.addi %q, %zero : i32
  return %r : i32
}

func.func @select(%c: i1, %x: f32) -> f32 {
  %one = arith.constant 1.0 : f32
  %y = arith.mulf %x, %one : f32
  %z = arith.select %c, %y, %x : f32
  return %z : f32
}
