// Errors in inputs that the parallel parser splits: the first error in file
// order is reported, as when parsing in order.
// RUN: not rmlir-opt --allow-unregistered-dialect --split-input-file %s 2>&1 | FileCheck %s
// RUN: not env RMLIR_FORCE_PARALLEL_PARSE=1 rmlir-opt --allow-unregistered-dialect --split-input-file %s 2>&1 | FileCheck %s
// RUN: not env RMLIR_FORCE_PARALLEL_PARSE=1 rmlir-opt --allow-unregistered-dialect --split-input-file --mlir-disable-threading %s 2>&1 | FileCheck %s

// Errors in two functions: the first found (an undefined name is only
// reported at the end).
func.func @ok() {
  return
}
func.func @bad1() {
  %0 = arith.constant 1 : i32
  return %1 : i32
}
func.func @bad2() {
  "test.op"() : () -> (
}
// CHECK: parallel-parse-errors.mlir:17:24: error: expected non-function type
// CHECK-NOT: error:

// -----

// A type alias used before its definition.
func.func @a() {
  return
}
func.func @b(%x: !late) {
  return
}
!late = i32
// CHECK: parallel-parse-errors.mlir:28:23: error: undefined symbol alias id 'late'
// CHECK-NOT: error:

// -----

// A location alias never defined.
func.func @a() {
  return
} loc(#missing)
func.func @b() {
  return
}
// CHECK: parallel-parse-errors.mlir:40:7: error: operation location alias was never defined

// -----

// A value of the top level used inside a function.
%0 = "test.value"() : () -> i32
func.func @a() {
  return
}
func.func @b() -> i32 {
  return %0 : i32
}
// CHECK: parallel-parse-errors.mlir:54:3: error: 'func.return' op using value defined outside the region

// -----

// Verifier errors in several functions: the first function's.
module {
  func.func @ok() {
    return
  }
  func.func @f1() -> i32 {
    %0 = arith.constant 0 : i64
    return %0 : i64
  }
  func.func @f2() -> i32 {
    %0 = arith.constant 0 : i64
    return %0 : i64
  }
}
// CHECK: parallel-parse-errors.mlir:67:5: error: type of return operand 0 ('i64') doesn't match function result type ('i32') in function @f1
