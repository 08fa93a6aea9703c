// --verify-diagnostics on inputs that the parallel parser splits.
// RUN: rmlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
// RUN: env RMLIR_FORCE_PARALLEL_PARSE=1 rmlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

func.func @ok() {
  return
}
func.func @bad1() {
  "test.op"() : () -> ()
  return
}
// expected-error@+2 {{expected non-function type}}
func.func @bad2() {
  %0 = "test.op"() : () -> (
}
func.func @bad3() {
  %0 = "test.op"() : () -> (
}

// -----

func.func @a(%x: i32) -> i32 {
  %0 = func.call @b(%x) : (i32) -> i32
  return %0 : i32
}
func.func @b(%x: i32) -> i32 {
  // expected-error@+1 {{undefined symbol alias id 'later'}}
  %0 = "test.op"(%x) : (i32) -> !later
  return %0 : i32
}
!later = i32

// -----

module {
  func.func @ok() {
    return
  }
  func.func @f1() -> i32 {
    %0 = arith.constant 0 : i64
    // expected-error@+1 {{type of return operand 0 ('i64') doesn't match function result type ('i32') in function @f1}}
    return %0 : i64
  }
  func.func @f2() -> i32 {
    %0 = arith.constant 0 : i32
    return %0 : i32
  }
}
