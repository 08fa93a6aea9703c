// A branch whose two edges reach one block, forwarding a live value on one
// edge and a dead one on the other, into an argument only a call to a
// function that ignores it uses (found by the differential fuzz target).
// The argument is kept (not every edge says it is dead) and the dead value's
// edge forwards a ub.poison instead of the erased constant. mlir-opt 22
// crashes on this input (its clean-up erases the constant while the branch
// still forwards it), so these CHECK lines are rmlir's own: valid IR that
// computes the same.
// RUN: rmlir-opt %s --pass-pipeline='builtin.module(remove-dead-values)' | FileCheck %s --match-full-lines

func.func @f(%c: i1) {
  %live = arith.constant 1.0 : f64
  %dead = arith.constant 2.0 : f64
  %m = memref.alloca() : memref<4xf64>
  %i = arith.constant 0 : index
  memref.store %live, %m[%i] : memref<4xf64>
  %x = arith.constant 5 : i8
  %y = arith.constant 6 : i8
  scf.execute_region {
    cf.cond_br %c, ^bb1(%live, %x : f64, i8), ^bb1(%dead, %y : f64, i8)
  ^bb1(%a: f64, %b: i8):
    func.call @g(%a) : (f64) -> ()
    scf.yield
  }
  return
}
func.func @g(%a: f64) {
  return
}

// CHECK:      module {
// CHECK-NEXT:   func.func @f(%arg0: i1) {
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f64
// CHECK-NEXT:     %alloca = memref.alloca() : memref<4xf64>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     memref.store %cst, %alloca[%c0] : memref<4xf64>
// CHECK-NEXT:     call @g(%cst) : (f64) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g(%arg0: f64) {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
