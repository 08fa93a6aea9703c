// scf.for trip counts of unsigned loops divide unsigned (MLIR 22's
// constantTripCount): `0 to -100 step 2147483647` (i32) runs twice and
// stays; `10 to 11` runs once and is inlined; a step with the sign bit set
// gives no iterations.
// RUN: rmlir-opt %s -canonicalize -allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: func.func @two_iterations()
// CHECK-NEXT:    %[[LB:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    %[[UB:.*]] = arith.constant -100 : i32
// CHECK-NEXT:    %[[S:.*]] = arith.constant 2147483647 : i32
// CHECK-NEXT:    scf.for unsigned %[[I:.*]] = %[[LB]] to %[[UB]] step %[[S]]  : i32 {
// CHECK-NEXT:      "test.op"(%[[I]]) : (i32) -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @two_iterations() {
  %lb = arith.constant 0 : i32
  %ub = arith.constant -100 : i32
  %s = arith.constant 2147483647 : i32
  scf.for unsigned %i = %lb to %ub step %s : i32 {
    "test.op"(%i) : (i32) -> ()
  }
  return
}

// CHECK-LABEL: func.func @one_iteration()
// CHECK-NEXT:    %[[LB:.*]] = arith.constant 10 : i32
// CHECK-NEXT:    "test.op"(%[[LB]]) : (i32) -> ()
// CHECK-NEXT:    return
func.func @one_iteration() {
  %lb = arith.constant 10 : i32
  %ub = arith.constant 11 : i32
  %s = arith.constant 5 : i32
  scf.for unsigned %i = %lb to %ub step %s : i32 {
    "test.op"(%i) : (i32) -> ()
  }
  return
}

// CHECK-LABEL: func.func @sign_bit_step()
// CHECK-NEXT:    return
func.func @sign_bit_step() {
  %lb = arith.constant 0 : i32
  %ub = arith.constant 10 : i32
  %s = arith.constant -1 : i32
  scf.for unsigned %i = %lb to %ub step %s : i32 {
    "test.op"(%i) : (i32) -> ()
  }
  return
}
