// PIPELINE: builtin.module(inline)
// PIPELINE: builtin.module(inline{default-pipeline=})
// Calls found in inlined code are only those of the inlined blocks; use
// counts of private callees drop as their calls are inlined.
func.func private @effect() {
  "foo.effect"() : () -> ()
  return
}
func.func private @A() {
  %c = arith.constant 1 : i32
  return
}
func.func private @B() {
  %0 = call @effect2() : () -> (i32)
  return
}
func.func private @effect2() -> i32 {
  %c = arith.constant 2 : i32
  return %c : i32
}
func.func @X() {
  call @A() : () -> ()
  call @B() : () -> ()
  call @A() : () -> ()
  return
}
func.func @Y() {
  call @B() : () -> ()
  return
}
func.func @Z() {
  call @B() : () -> ()
  call @effect() : () -> ()
  return
}
