// Findings of the differential fuzzer (fuzz/, issue 16), each with the
// output mlir-opt 22 gives.
// RUN: rmlir-opt %s -canonicalize -split-input-file | FileCheck %s

// A loop running once is replaced by its body; a yielded iteration
// argument becomes the value passed for it (rmlir used the erased block
// argument and panicked).
// CHECK-LABEL: func.func @once_yielding_iter_arg
// CHECK-SAME: (%[[X:.*]]: index)
// CHECK-NEXT: return %[[X]] : index
func.func @once_yielding_iter_arg(%x: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v = scf.for %i = %c0 to %c1 step %c1 iter_args(%a = %x) -> (index) {
    scf.yield %a : index
  }
  return %v : index
}
