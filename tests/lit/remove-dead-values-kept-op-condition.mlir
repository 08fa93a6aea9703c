// remove-dead-values must not leave an op it keeps deciding on poison. The
// scf.if below has no results and only an allocation (in a loop) inside:
// MLIR's liveness judges its condition by wouldOpBeTriviallyDead (which
// ignores allocations), finds it dead and replaces it by ub.poison, while
// the op itself stays because it is not free of memory effects; an scf.if
// or scf.while deciding on poison is undefined behaviour (found by the
// differential fuzzer; mlir-opt-22 crashes later on this input). rmlir keeps
// the operands that steer an op it keeps. The CHECK lines are rmlir's own.
// RUN: rmlir-opt %s --pass-pipeline='builtin.module(remove-dead-values)' | FileCheck %s
// RUN: rmlir-opt %s --pass-pipeline='builtin.module(sccp,remove-dead-values)' | FileCheck %s

// CHECK-LABEL: func.func @f0
// CHECK-NOT:     ub.poison
// CHECK:         return
func.func @f0(%v1: index, %v2: i8, %v3: f64) -> i32 {
  %v7 = arith.constant 1232570340 : i32
  %v13 = arith.cmpi sgt, %v7, %v7 : i32
  scf.if %v13 {
    %v28 = arith.constant 0 : index
    %v31 = scf.while (%v32 = %v28) : (index) -> (index) {
      %v33 = arith.cmpi slt, %v32, %v1 : index
      scf.condition(%v33) %v32 : index
    } do {
    ^bb0(%v34: index):
      scf.execute_region {
        %v53 = memref.alloca() : memref<4xi32>
        cf.cond_br %v13, ^bb1, ^bb1
      ^bb1:
        scf.yield
      }
      scf.yield %v34 : index
    }
  }
  func.return %v7 : i32
}
