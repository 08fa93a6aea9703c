// scf.forall canonicalization (MLIR 22's ForallOp::getCanonicalizationPatterns:
// DimOfForallOp, FoldTensorCastOfOutputIntoForallOp,
// ForallOpControlOperandsFolder, ForallOpIterArgsFolder,
// ForallOpSingleOrZeroIterationDimsFolder,
// ForallOpReplaceConstantInductionVar), each where it applies and where it
// must not; then scf.forall as a region branch op (sccp, remove-dead-values)
// and as a loop (loop-invariant-code-motion).
// RUN: rmlir-opt %s -allow-unregistered-dialect -canonicalize | FileCheck %s --match-full-lines
// RUN: rmlir-opt %s -allow-unregistered-dialect -canonicalize --emit-bytecode | rmlir-opt -allow-unregistered-dialect | FileCheck %s --match-full-lines
// RUN: rmlir-opt %s -allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(canonicalize{test-convergence=true}))' | FileCheck %s --match-full-lines
// RUN: rmlir-opt %s -allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(canonicalize{disable-patterns={(anonymous namespace)::ForallOpControlOperandsFolder,(anonymous namespace)::ForallOpIterArgsFolder}}))' | FileCheck %s --match-full-lines --check-prefix=DIS
// RUN: rmlir-opt %s -allow-unregistered-dialect '--pass-pipeline=builtin.module(func.func(canonicalize{disable-patterns={(anonymous namespace)::ForallOpControlOperandsFolder,(anonymous namespace)::ForallOpIterArgsFolder}}))' --emit-bytecode | rmlir-opt -allow-unregistered-dialect | FileCheck %s --match-full-lines --check-prefix=DIS
// RUN: rmlir-opt %s -allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(canonicalize{disable-patterns={(anonymous namespace)::ForallOpSingleOrZeroIterationDimsFolder}}))' | FileCheck %s --match-full-lines --check-prefix=DIS2
// RUN: rmlir-opt %s -allow-unregistered-dialect '--pass-pipeline=builtin.module(func.func(canonicalize{disable-patterns={(anonymous namespace)::ForallOpSingleOrZeroIterationDimsFolder}}))' --emit-bytecode | rmlir-opt -allow-unregistered-dialect | FileCheck %s --match-full-lines --check-prefix=DIS2
// RUN: rmlir-opt %s -allow-unregistered-dialect -sccp | FileCheck %s --match-full-lines --check-prefix=SCCP
// RUN: rmlir-opt %s -allow-unregistered-dialect -sccp --emit-bytecode | rmlir-opt -allow-unregistered-dialect | FileCheck %s --match-full-lines --check-prefix=SCCP
// RUN: rmlir-opt %s -allow-unregistered-dialect -remove-dead-values | FileCheck %s --match-full-lines --check-prefix=RDV
// RUN: rmlir-opt %s -allow-unregistered-dialect -remove-dead-values --emit-bytecode | rmlir-opt -allow-unregistered-dialect | FileCheck %s --match-full-lines --check-prefix=RDV
// RUN: rmlir-opt %s -allow-unregistered-dialect -loop-invariant-code-motion | FileCheck %s --match-full-lines --check-prefix=LICM
// RUN: rmlir-opt %s -allow-unregistered-dialect -loop-invariant-code-motion --emit-bytecode | rmlir-opt -allow-unregistered-dialect | FileCheck %s --match-full-lines --check-prefix=LICM

// ----- ForallOpControlOperandsFolder -------------------------------------------

// CHECK-LABEL: func.func @control_operands(%arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT: scf.forall (%arg3, %arg4) = (0, %arg0) to (4, %arg1) step (1, %arg2) {
// CHECK-NEXT: "test.use"(%arg3, %arg4) : (index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// DIS-LABEL: func.func @control_operands(%arg0: index, %arg1: index, %arg2: index) {
// DIS-NEXT: %c0 = arith.constant 0 : index
// DIS-NEXT: %c1 = arith.constant 1 : index
// DIS-NEXT: %c4 = arith.constant 4 : index
// DIS-NEXT: scf.forall (%arg3, %arg4) = (%c0, %arg0) to (%c4, %arg1) step (%c1, %arg2) {
// DIS-NEXT: "test.use"(%arg3, %arg4) : (index, index) -> ()
// DIS-NEXT: }
// DIS-NEXT: return
// DIS-NEXT: }
func.func @control_operands(%lb: index, %n: index, %s: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.forall (%i, %j) = (%c0, %lb) to (%c4, %n) step (%c1, %s) {
    "test.use"(%i, %j) : (index, index) -> ()
  }
  return
}

// CHECK-LABEL: func.func @control_operands_dynamic(%arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT: scf.forall (%arg3, %arg4) = (%arg0, 0) to (%arg1, 7) step (%arg2, 2) {
// CHECK-NEXT: "test.use"(%arg3, %arg4) : (index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @control_operands_dynamic(%lb: index, %n: index, %s: index) {
  scf.forall (%i, %j) = (%lb, 0) to (%n, 7) step (%s, 2) {
    "test.use"(%i, %j) : (index, index) -> ()
  }
  return
}

// ----- ForallOpIterArgsFolder --------------------------------------------------

// CHECK-LABEL: func.func @iter_args_unused_result(%arg0: index, %arg1: tensor<8xf32>, %arg2: tensor<8xf32>, %arg3: tensor<4xf32>) -> tensor<8xf32> {
// CHECK-NEXT: %0 = scf.forall (%arg4) in (%arg0) shared_outs(%arg5 = %arg2) -> (tensor<8xf32>) {
// CHECK-NEXT: "test.use"(%arg1, %arg5) : (tensor<8xf32>, tensor<8xf32>) -> ()
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %arg3 into %arg5[%arg4] [4] [1] : tensor<4xf32> into tensor<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<8xf32>
// CHECK-NEXT: }
// DIS-LABEL: func.func @iter_args_unused_result(%arg0: index, %arg1: tensor<8xf32>, %arg2: tensor<8xf32>, %arg3: tensor<4xf32>) -> tensor<8xf32> {
// DIS-NEXT: %0:2 = scf.forall (%arg4) in (%arg0) shared_outs(%arg5 = %arg1, %arg6 = %arg2) -> (tensor<8xf32>, tensor<8xf32>) {
// DIS-NEXT: "test.use"(%arg5, %arg6) : (tensor<8xf32>, tensor<8xf32>) -> ()
// DIS-NEXT: scf.forall.in_parallel {
// DIS-NEXT: tensor.parallel_insert_slice %arg3 into %arg5[0] [4] [1] : tensor<4xf32> into tensor<8xf32>
// DIS-NEXT: tensor.parallel_insert_slice %arg3 into %arg6[%arg4] [4] [1] : tensor<4xf32> into tensor<8xf32>
// DIS-NEXT: }
// DIS-NEXT: }
// DIS-NEXT: return %0#1 : tensor<8xf32>
// DIS-NEXT: }
func.func @iter_args_unused_result(%n: index, %t: tensor<8xf32>, %u: tensor<8xf32>, %v: tensor<4xf32>) -> tensor<8xf32> {
  %r:2 = scf.forall (%i) in (%n) shared_outs(%a = %t, %b = %u) -> (tensor<8xf32>, tensor<8xf32>) {
    "test.use"(%a, %b) : (tensor<8xf32>, tensor<8xf32>) -> ()
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %v into %a[0] [4] [1] : tensor<4xf32> into tensor<8xf32>
      tensor.parallel_insert_slice %v into %b[%i] [4] [1] : tensor<4xf32> into tensor<8xf32>
    }
  }
  return %r#1 : tensor<8xf32>
}

// CHECK-LABEL: func.func @iter_args_not_written(%arg0: index, %arg1: tensor<8xf32>, %arg2: tensor<8xf32>, %arg3: tensor<8xf32>, %arg4: tensor<2xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
// CHECK-NEXT: %0:2 = scf.forall (%arg5) in (%arg0) shared_outs(%arg6 = %arg2, %arg7 = %arg3) -> (tensor<8xf32>, tensor<8xf32>) {
// CHECK-NEXT: "test.use"(%arg1) : (tensor<8xf32>) -> ()
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %arg4 into %arg6[%arg5] [2] [1] : tensor<2xf32> into tensor<8xf32>
// CHECK-NEXT: tensor.parallel_insert_slice %arg4 into %arg7[%arg5] [2] [1] : tensor<2xf32> into tensor<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %arg1, %0#1 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
// CHECK-NEXT: }
func.func @iter_args_not_written(%n: index, %t: tensor<8xf32>, %u: tensor<8xf32>, %x: tensor<8xf32>, %v: tensor<2xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
  %r:3 = scf.forall (%i) in (%n) shared_outs(%a = %t, %b = %u, %c = %x) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
    "test.use"(%a) : (tensor<8xf32>) -> ()
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %v into %b[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
      tensor.parallel_insert_slice %v into %c[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r#1, %r#0, %r#2 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
}

// CHECK-LABEL: func.func @iter_args_drop_all(%arg0: index, %arg1: tensor<8xf32>, %arg2: tensor<8xf32>, %arg3: tensor<2xf32>) {
// CHECK-NEXT: scf.forall (%arg4) in (%arg0) {
// CHECK-NEXT: "test.use"(%arg1, %arg2) : (tensor<8xf32>, tensor<8xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @iter_args_drop_all(%n: index, %t: tensor<8xf32>, %u: tensor<8xf32>, %v: tensor<2xf32>) {
  %r:2 = scf.forall (%i) in (%n) shared_outs(%a = %t, %b = %u) -> (tensor<8xf32>, tensor<8xf32>) {
    "test.use"(%a, %b) : (tensor<8xf32>, tensor<8xf32>) -> ()
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %v into %b[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
      tensor.parallel_insert_slice %v into %a[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return
}

// ----- ForallOpSingleOrZeroIterationDimsFolder -----------------------------------

// CHECK-LABEL: func.func @zero_trip(%arg0: tensor<8xf32>, %arg1: tensor<4xf32>) -> tensor<8xf32> {
// CHECK-NEXT: return %arg0 : tensor<8xf32>
// CHECK-NEXT: }
// DIS2-LABEL: func.func @zero_trip(%arg0: tensor<8xf32>, %arg1: tensor<4xf32>) -> tensor<8xf32> {
// DIS2-NEXT: %0 = scf.forall (%arg2, %arg3) in (3, 0) shared_outs(%arg4 = %arg0) -> (tensor<8xf32>) {
// DIS2-NEXT: scf.forall.in_parallel {
// DIS2-NEXT: tensor.parallel_insert_slice %arg1 into %arg4[%arg2] [4] [1] : tensor<4xf32> into tensor<8xf32>
// DIS2-NEXT: }
// DIS2-NEXT: }
// DIS2-NEXT: return %0 : tensor<8xf32>
// DIS2-NEXT: }
func.func @zero_trip(%t: tensor<8xf32>, %v: tensor<4xf32>) -> tensor<8xf32> {
  %r = scf.forall (%i, %j) in (3, 0) shared_outs(%a = %t) -> (tensor<8xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %v into %a[%i] [4] [1] : tensor<4xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

// CHECK-LABEL: func.func @zero_trip_step(%arg0: index) {
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @zero_trip_step(%n: index) {
  scf.forall (%i) = (0) to (4) step (0) {
    "test.use"(%i) : (index) -> ()
  }
  scf.forall (%i) = (0) to (4) step (-2) {
    "test.use"(%i) : (index) -> ()
  }
  scf.forall (%i) = (5) to (2) step (1) {
    "test.use"(%i) : (index) -> ()
  }
  scf.forall (%i) = (%n) to (%n) step (1) {
    "test.use"(%i) : (index) -> ()
  }
  return
}

// CHECK-LABEL: func.func @single_trip_promote(%arg0: index, %arg1: tensor<8xf32>, %arg2: tensor<4xf32>) -> tensor<8xf32> {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: "test.use"(%arg0, %c2, %arg1) : (index, index, tensor<8xf32>) -> ()
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %arg2 into %arg1[2] [4] [1] : tensor<4xf32> into tensor<8xf32>
// CHECK-NEXT: return %inserted_slice : tensor<8xf32>
// CHECK-NEXT: }
func.func @single_trip_promote(%lb: index, %t: tensor<8xf32>, %v: tensor<4xf32>) -> tensor<8xf32> {
  %c1 = arith.constant 1 : index
  %ub = arith.addi %lb, %c1 overflow<nsw> : index
  %r = scf.forall (%i, %j) = (%lb, 2) to (%ub, 3) step (1, 1) shared_outs(%a = %t) -> (tensor<8xf32>) {
    "test.use"(%i, %j, %a) : (index, index, tensor<8xf32>) -> ()
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %v into %a[%j] [4] [1] : tensor<4xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

// CHECK-LABEL: func.func @single_trip_promote_two_outputs(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<2xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
// CHECK-NEXT: %c6 = arith.constant 6 : index
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[4] [2] [1] : tensor<8xf32> to tensor<2xf32>
// CHECK-NEXT: "test.use"(%extracted_slice, %c6) : (tensor<2xf32>, index) -> ()
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %arg2 into %arg0[4] [2] [1] : tensor<2xf32> into tensor<8xf32>
// CHECK-NEXT: %inserted_slice_0 = tensor.insert_slice %extracted_slice into %arg1[6] [2] [1] : tensor<2xf32> into tensor<8xf32>
// CHECK-NEXT: return %inserted_slice, %inserted_slice_0 : tensor<8xf32>, tensor<8xf32>
// CHECK-NEXT: }
func.func @single_trip_promote_two_outputs(%t: tensor<8xf32>, %u: tensor<8xf32>, %v: tensor<2xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %r:2 = scf.forall (%i, %j) = (4, 6) to (5, 10) step (1, 8) shared_outs(%a = %t, %b = %u) -> (tensor<8xf32>, tensor<8xf32>) {
    %s = tensor.extract_slice %a[%i] [2] [1] : tensor<8xf32> to tensor<2xf32>
    "test.use"(%s, %j) : (tensor<2xf32>, index) -> ()
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %v into %a[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
      tensor.parallel_insert_slice %s into %b[%j] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r#0, %r#1 : tensor<8xf32>, tensor<8xf32>
}

// CHECK-LABEL: func.func @single_trip_dims(%arg0: index, %arg1: tensor<8xf32>, %arg2: tensor<4xf32>) -> tensor<8xf32> {
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %0 = scf.forall (%arg3, %arg4) = (0, 0) to (%arg0, 8) step (1, 2) shared_outs(%arg5 = %arg1) -> (tensor<8xf32>) {
// CHECK-NEXT: "test.use"(%arg3, %c5, %arg4) : (index, index, index) -> ()
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %arg2 into %arg5[%arg4] [4] [1] : tensor<4xf32> into tensor<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: } {test.attr = 1 : i32}
// CHECK-NEXT: return %0 : tensor<8xf32>
// CHECK-NEXT: }
// DIS2-LABEL: func.func @single_trip_dims(%arg0: index, %arg1: tensor<8xf32>, %arg2: tensor<4xf32>) -> tensor<8xf32> {
// DIS2-NEXT: %c5 = arith.constant 5 : index
// DIS2-NEXT: %0 = scf.forall (%arg3, %arg4, %arg5) = (0, 5, 0) to (%arg0, 6, 8) step (1, 1, 2) shared_outs(%arg6 = %arg1) -> (tensor<8xf32>) {
// DIS2-NEXT: "test.use"(%arg3, %c5, %arg5) : (index, index, index) -> ()
// DIS2-NEXT: scf.forall.in_parallel {
// DIS2-NEXT: tensor.parallel_insert_slice %arg2 into %arg6[%arg5] [4] [1] : tensor<4xf32> into tensor<8xf32>
// DIS2-NEXT: }
// DIS2-NEXT: } {test.attr = 1 : i32}
// DIS2-NEXT: return %0 : tensor<8xf32>
// DIS2-NEXT: }
func.func @single_trip_dims(%n: index, %t: tensor<8xf32>, %v: tensor<4xf32>) -> tensor<8xf32> {
  %r = scf.forall (%i, %j, %k) = (0, 5, 0) to (%n, 6, 8) step (1, 1, 2) shared_outs(%a = %t) -> (tensor<8xf32>) {
    "test.use"(%i, %j, %k) : (index, index, index) -> ()
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %v into %a[%k] [4] [1] : tensor<4xf32> into tensor<8xf32>
    }
  } {test.attr = 1 : i32}
  return %r : tensor<8xf32>
}

// A static bound and a dynamic one have no known trip count in MLIR 22.
// CHECK-LABEL: func.func @mixed_static_dynamic_bounds(%arg0: index, %arg1: index) {
// CHECK-NEXT: scf.forall (%arg2, %arg3) = (0, %arg0) to (%arg1, %arg1) step (0, 1) {
// CHECK-NEXT: "test.use"(%arg2, %arg3) : (index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: scf.forall (%arg2) = (%arg0) to (%arg1) step (%arg1) {
// CHECK-NEXT: "test.use"(%arg2) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @mixed_static_dynamic_bounds(%n: index, %m: index) {
  scf.forall (%i, %j) = (0, %n) to (%m, %m) step (0, 1) {
    "test.use"(%i, %j) : (index, index) -> ()
  }
  scf.forall (%i) = (%n) to (%m) step (%m) {
    "test.use"(%i) : (index) -> ()
  }
  return
}

// Mapped loops keep their dimensions.
// CHECK-LABEL: func.func @mapped_zero_trip(%arg0: tensor<8xf32>) -> tensor<8xf32> {
// CHECK-NEXT: scf.forall (%arg1) in (0) {
// CHECK-NEXT: "test.use"(%arg1, %arg0) : (index, tensor<8xf32>) -> ()
// CHECK-NEXT: } {mapping = [#gpu.thread<x>]}
// CHECK-NEXT: return %arg0 : tensor<8xf32>
// CHECK-NEXT: }
func.func @mapped_zero_trip(%t: tensor<8xf32>) -> tensor<8xf32> {
  %r = scf.forall (%i) in (0) shared_outs(%a = %t) -> (tensor<8xf32>) {
    "test.use"(%i, %a) : (index, tensor<8xf32>) -> ()
  } {mapping = [#gpu.thread<x>]}
  return %r : tensor<8xf32>
}

// CHECK-LABEL: func.func @empty_mapping(%arg0: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: scf.forall (%arg1) in (%arg0) {
// CHECK-NEXT: "test.use"(%arg1, %c0) : (index, index) -> ()
// CHECK-NEXT: } {mapping = []}
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @empty_mapping(%n: index) {
  scf.forall (%i, %j) in (%n, 1) {
    "test.use"(%i, %j) : (index, index) -> ()
  } {mapping = []}
  return
}

// ----- ForallOpReplaceConstantInductionVar ---------------------------------------

// CHECK-LABEL: func.func @mapped_constant_iv(%arg0: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: scf.forall (%arg1, %arg2, %arg3) = (2, 0, 0) to (%arg0, 1, 1) step (1, 1, 1) {
// CHECK-NEXT: "test.use"(%arg1, %c0) : (index, index) -> ()
// CHECK-NEXT: } {mapping = [#gpu.thread<x>, #gpu.thread<y>, #gpu.thread<z>]}
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @mapped_constant_iv(%n: index) {
  scf.forall (%i, %j, %k) = (2, 0, 0) to (%n, 1, 1) step (1, 1, 1) {
    "test.use"(%i, %j) : (index, index) -> ()
  } {mapping = [#gpu.thread<x>, #gpu.thread<y>, #gpu.thread<z>]}
  return
}

// ----- FoldTensorCastOfOutputIntoForallOp ------------------------------------------

// CHECK-LABEL: func.func @tensor_cast_output(%arg0: index, %arg1: tensor<8xf32>, %arg2: tensor<4xf32>) -> tensor<?xf32> {
// CHECK-NEXT: %0 = scf.forall (%arg3) in (%arg0) shared_outs(%arg4 = %arg1) -> (tensor<8xf32>) {
// CHECK-NEXT: %cast_0 = tensor.cast %arg4 : tensor<8xf32> to tensor<?xf32>
// CHECK-NEXT: "test.use"(%cast_0) : (tensor<?xf32>) -> ()
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %arg2 into %arg4[%arg3] [4] [1] : tensor<4xf32> into tensor<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %cast = tensor.cast %0 : tensor<8xf32> to tensor<?xf32>
// CHECK-NEXT: return %cast : tensor<?xf32>
// CHECK-NEXT: }
func.func @tensor_cast_output(%n: index, %t: tensor<8xf32>, %v: tensor<4xf32>) -> tensor<?xf32> {
  %c = tensor.cast %t : tensor<8xf32> to tensor<?xf32>
  %r = scf.forall (%i) in (%n) shared_outs(%a = %c) -> (tensor<?xf32>) {
    "test.use"(%a) : (tensor<?xf32>) -> ()
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %v into %a[%i] [4] [1] : tensor<4xf32> into tensor<?xf32>
    }
  }
  return %r : tensor<?xf32>
}

// CHECK-LABEL: func.func @tensor_cast_two_outputs(%arg0: index, %arg1: tensor<8xf32>, %arg2: tensor<4x4xf32>, %arg3: tensor<2xf32>, %arg4: tensor<2x2xf32>) -> (tensor<?xf32>, tensor<?x?xf32>) {
// CHECK-NEXT: %0:2 = scf.forall (%arg5, %arg6) in (%arg0, 2) shared_outs(%arg7 = %arg1, %arg8 = %arg2) -> (tensor<8xf32>, tensor<4x4xf32>) {
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %arg3 into %arg7[%arg5] [2] [1] : tensor<2xf32> into tensor<8xf32>
// CHECK-NEXT: tensor.parallel_insert_slice %arg4 into %arg8[%arg5, %arg6] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<4x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: } {mapping = [#gpu.block<x>, #gpu.block<y>]}
// CHECK-NEXT: %cast = tensor.cast %0#0 : tensor<8xf32> to tensor<?xf32>
// CHECK-NEXT: %cast_0 = tensor.cast %0#1 : tensor<4x4xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %cast, %cast_0 : tensor<?xf32>, tensor<?x?xf32>
// CHECK-NEXT: }
func.func @tensor_cast_two_outputs(%n: index, %t: tensor<8xf32>, %u: tensor<4x4xf32>, %v: tensor<2xf32>, %w: tensor<2x2xf32>) -> (tensor<?xf32>, tensor<?x?xf32>) {
  %c = tensor.cast %t : tensor<8xf32> to tensor<?xf32>
  %d = tensor.cast %u : tensor<4x4xf32> to tensor<?x?xf32>
  %r:2 = scf.forall (%i, %j) in (%n, 2) shared_outs(%a = %c, %b = %d) -> (tensor<?xf32>, tensor<?x?xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %v into %a[%i] [2] [1] : tensor<2xf32> into tensor<?xf32>
      tensor.parallel_insert_slice %w into %b[%i, %j] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<?x?xf32>
    }
  } {mapping = [#gpu.block<x>, #gpu.block<y>]}
  return %r#0, %r#1 : tensor<?xf32>, tensor<?x?xf32>
}

// A cast to a more static type stays.
// CHECK-LABEL: func.func @tensor_cast_output_kept(%arg0: index, %arg1: tensor<?xf32>, %arg2: tensor<4xf32>) -> tensor<8xf32> {
// CHECK-NEXT: %cast = tensor.cast %arg1 : tensor<?xf32> to tensor<8xf32>
// CHECK-NEXT: %0 = scf.forall (%arg3) in (%arg0) shared_outs(%arg4 = %cast) -> (tensor<8xf32>) {
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %arg2 into %arg4[%arg3] [4] [1] : tensor<4xf32> into tensor<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<8xf32>
// CHECK-NEXT: }
func.func @tensor_cast_output_kept(%n: index, %t: tensor<?xf32>, %v: tensor<4xf32>) -> tensor<8xf32> {
  %c = tensor.cast %t : tensor<?xf32> to tensor<8xf32>
  %r = scf.forall (%i) in (%n) shared_outs(%a = %c) -> (tensor<8xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %v into %a[%i] [4] [1] : tensor<4xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

// ----- DimOfForallOp ---------------------------------------------------------------

// CHECK-LABEL: func.func @dim_of_forall(%arg0: index, %arg1: tensor<?x?xf32>, %arg2: tensor<1x1xf32>) -> (index, index, tensor<?x?xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = scf.forall (%arg3) in (%arg0) shared_outs(%arg4 = %arg1) -> (tensor<?x?xf32>) {
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %arg2 into %arg4[%arg3, 0] [1, 1] [1, 1] : tensor<1x1xf32> into tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %dim = tensor.dim %arg1, %c0 : tensor<?x?xf32>
// CHECK-NEXT: %dim_0 = tensor.dim %arg1, %c1 : tensor<?x?xf32>
// CHECK-NEXT: return %dim, %dim_0, %0 : index, index, tensor<?x?xf32>
// CHECK-NEXT: }
func.func @dim_of_forall(%n: index, %t: tensor<?x?xf32>, %v: tensor<1x1xf32>) -> (index, index, tensor<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.forall (%i) in (%n) shared_outs(%a = %t) -> (tensor<?x?xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %v into %a[%i, 0] [1, 1] [1, 1] : tensor<1x1xf32> into tensor<?x?xf32>
    }
  }
  %d0 = tensor.dim %r, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %r, %c1 : tensor<?x?xf32>
  return %d0, %d1, %r : index, index, tensor<?x?xf32>
}

// ----- Nested loops ------------------------------------------------------------------

// CHECK-LABEL: func.func @nested(%arg0: tensor<8x8xf32>, %arg1: tensor<1x1xf32>) -> tensor<8x8xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = scf.forall (%arg2) in (8) shared_outs(%arg3 = %arg0) -> (tensor<8x8xf32>) {
// CHECK-NEXT: "test.use"(%arg2, %c0) : (index, index) -> ()
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %arg1 into %arg3[%arg2, 0] [1, 1] [1, 1] : tensor<1x1xf32> into tensor<8x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<8x8xf32>
// CHECK-NEXT: }
func.func @nested(%t: tensor<8x8xf32>, %v: tensor<1x1xf32>) -> tensor<8x8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %r = scf.forall (%i) = (%c0) to (%c8) step (%c1) shared_outs(%a = %t) -> (tensor<8x8xf32>) {
    scf.forall (%j) in (%c1) {
      "test.use"(%i, %j) : (index, index) -> ()
    }
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %v into %a[%i, 0] [1, 1] [1, 1] : tensor<1x1xf32> into tensor<8x8xf32>
    }
  }
  return %r : tensor<8x8xf32>
}

// ----- tensor.parallel_insert_slice ---------------------------------------------------

// Constant offsets, sizes and strides fold (not negative offsets, zero
// strides or out-of-bounds slices); a source made more static is cast
// before the scf.forall.in_parallel.
// CHECK-LABEL: func.func @fold_args(%arg0: index, %arg1: tensor<8x8xf32>, %arg2: tensor<?xf32>, %arg3: tensor<?x?xf32>) -> tensor<8x8xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %c9 = arith.constant 9 : index
// CHECK-NEXT: %0 = scf.forall (%arg4) in (%arg0) shared_outs(%arg5 = %arg1) -> (tensor<8x8xf32>) {
// CHECK-NEXT: %cast = tensor.cast %arg2 : tensor<?xf32> to tensor<2xf32>
// CHECK-NEXT: %cast_0 = tensor.cast %arg3 : tensor<?x?xf32> to tensor<2x2xf32>
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %cast into %arg5[%arg4, 1] [1, 2] [1, 1] : tensor<2xf32> into tensor<8x8xf32>
// CHECK-NEXT: tensor.parallel_insert_slice %cast_0 into %arg5[0, %arg4] [2, 2] [1, %c0] : tensor<2x2xf32> into tensor<8x8xf32>
// CHECK-NEXT: tensor.parallel_insert_slice %arg2 into %arg5[%arg4, %c-1] [1, %arg0] [1, 1] : tensor<?xf32> into tensor<8x8xf32>
// CHECK-NEXT: tensor.parallel_insert_slice %arg2 into %arg5[%arg4, %c9] [1, %arg0] [1, 1] : tensor<?xf32> into tensor<8x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<8x8xf32>
// CHECK-NEXT: }
func.func @fold_args(%n: index, %t: tensor<8x8xf32>, %w: tensor<?xf32>, %x: tensor<?x?xf32>) -> tensor<8x8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %cm1 = arith.constant -1 : index
  %c9 = arith.constant 9 : index
  %r = scf.forall (%i) in (%n) shared_outs(%a = %t) -> (tensor<8x8xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %w into %a[%i, %c1] [1, %c2] [1, 1] : tensor<?xf32> into tensor<8x8xf32>
      tensor.parallel_insert_slice %x into %a[%c0, %i] [%c2, %c2] [%c1, %c0] : tensor<?x?xf32> into tensor<8x8xf32>
      tensor.parallel_insert_slice %w into %a[%i, %cm1] [1, %n] [1, 1] : tensor<?xf32> into tensor<8x8xf32>
      tensor.parallel_insert_slice %w into %a[%i, %c9] [1, %n] [1, 1] : tensor<?xf32> into tensor<8x8xf32>
    }
  }
  return %r : tensor<8x8xf32>
}

// Casts to less static types fold into the insertion (also the casts
// FoldTensorCastOfOutputIntoForallOp leaves on extra insertions).
// CHECK-LABEL: func.func @cast_into_parallel_insert(%arg0: index, %arg1: tensor<8x8xf32>, %arg2: tensor<2xf32>, %arg3: tensor<?x?xf32>, %arg4: index) -> tensor<8x8xf32> {
// CHECK-NEXT: %0 = scf.forall (%arg5) in (%arg0) shared_outs(%arg6 = %arg1) -> (tensor<8x8xf32>) {
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %arg2 into %arg6[%arg5, 0] [1, 2] [1, 1] : tensor<2xf32> into tensor<8x8xf32>
// CHECK-NEXT: tensor.parallel_insert_slice %arg3 into %arg6[%arg5, 0] [%arg4, %arg4] [1, 1] : tensor<?x?xf32> into tensor<8x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<8x8xf32>
// CHECK-NEXT: }
func.func @cast_into_parallel_insert(%n: index, %t: tensor<8x8xf32>, %x: tensor<2xf32>, %y: tensor<?x?xf32>, %m: index) -> tensor<8x8xf32> {
  %r = scf.forall (%i) in (%n) shared_outs(%a = %t) -> (tensor<8x8xf32>) {
    %s = tensor.cast %x : tensor<2xf32> to tensor<?xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %a[%i, 0] [1, %m] [1, 1] : tensor<?xf32> into tensor<8x8xf32>
      tensor.parallel_insert_slice %y into %a[%i, 0] [%m, %m] [1, 1] : tensor<?x?xf32> into tensor<8x8xf32>
    }
  }
  return %r : tensor<8x8xf32>
}

// CHECK-LABEL: func.func @cast_more_ops(%arg0: index, %arg1: tensor<8xf32>, %arg2: tensor<2xf32>) -> tensor<?xf32> {
// CHECK-NEXT: %0 = scf.forall (%arg3) in (%arg0) shared_outs(%arg4 = %arg1) -> (tensor<8xf32>) {
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %arg2 into %arg4[0] [2] [1] : tensor<2xf32> into tensor<8xf32>
// CHECK-NEXT: tensor.parallel_insert_slice %arg2 into %arg4[2] [2] [1] : tensor<2xf32> into tensor<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %cast = tensor.cast %0 : tensor<8xf32> to tensor<?xf32>
// CHECK-NEXT: return %cast : tensor<?xf32>
// CHECK-NEXT: }
func.func @cast_more_ops(%n: index, %t: tensor<8xf32>, %v: tensor<2xf32>) -> tensor<?xf32> {
  %c = tensor.cast %t : tensor<8xf32> to tensor<?xf32>
  %r = scf.forall (%i) in (%n) shared_outs(%a = %c) -> (tensor<?xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %v into %a[0] [2] [1] : tensor<2xf32> into tensor<?xf32>
      tensor.parallel_insert_slice %v into %a[2] [2] [1] : tensor<2xf32> into tensor<?xf32>
    }
  }
  return %r : tensor<?xf32>
}

// ----- RegionBranchOpInterface and LoopLikeOpInterface ----------------------

// sccp: the body's arguments are unknown (uses fold through them), the
// loop's results stay unvisited (the tensor.dim of a static size is kept).
// CHECK-LABEL: func.func @sccp_forall(%arg0: index, %arg1: tensor<8xf32>) -> index {
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: scf.forall (%arg2) in (%arg0) {
// CHECK-NEXT: "test.use"(%c0, %c8) : (index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return %c8 : index
// CHECK-NEXT: }
// SCCP-LABEL: func.func @sccp_forall(%arg0: index, %arg1: tensor<8xf32>) -> index {
// SCCP-NEXT: %c8 = arith.constant 8 : index
// SCCP-NEXT: %c0 = arith.constant 0 : index
// SCCP-NEXT: %0 = scf.forall (%arg2) in (%arg0) shared_outs(%arg3 = %arg1) -> (tensor<8xf32>) {
// SCCP-NEXT: "test.use"(%c0, %c8) : (index, index) -> ()
// SCCP-NEXT: scf.forall.in_parallel {
// SCCP-NEXT: }
// SCCP-NEXT: }
// SCCP-NEXT: %dim = tensor.dim %0, %c0 : tensor<8xf32>
// SCCP-NEXT: return %dim : index
// SCCP-NEXT: }
func.func @sccp_forall(%n: index, %t: tensor<8xf32>) -> index {
  %c0 = arith.constant 0 : index
  %r = scf.forall (%i) in (%n) shared_outs(%a = %t) -> (tensor<8xf32>) {
    %z = arith.muli %i, %c0 : index
    %e = tensor.dim %a, %c0 : tensor<8xf32>
    "test.use"(%z, %e) : (index, index) -> ()
  }
  %d = tensor.dim %r, %c0 : tensor<8xf32>
  return %d : index
}

// remove-dead-values: a shared output whose argument is unused is dead.
// CHECK-LABEL: func.func @rdv_unused_output(%arg0: index, %arg1: tensor<8xf32>) -> tensor<8xf32> {
// CHECK-NEXT: return %arg1 : tensor<8xf32>
// CHECK-NEXT: }
// RDV-LABEL: func.func @rdv_unused_output(%arg0: index, %arg1: tensor<8xf32>) -> tensor<8xf32> {
// RDV-NEXT: %0 = ub.poison : tensor<8xf32>
// RDV-NEXT: return %0 : tensor<8xf32>
// RDV-NEXT: }
func.func @rdv_unused_output(%n: index, %t: tensor<8xf32>) -> tensor<8xf32> {
  %r = scf.forall (%i) in (%n) shared_outs(%a = %t) -> (tensor<8xf32>) {
  }
  return %r : tensor<8xf32>
}

// CHECK-LABEL: func.func @rdv_used_output(%arg0: index, %arg1: tensor<8xf32>, %arg2: tensor<2xf32>) -> tensor<8xf32> {
// CHECK-NEXT: %0 = scf.forall (%arg3) in (%arg0) shared_outs(%arg4 = %arg1) -> (tensor<8xf32>) {
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %arg2 into %arg4[%arg3] [2] [1] : tensor<2xf32> into tensor<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<8xf32>
// CHECK-NEXT: }
// RDV-LABEL: func.func @rdv_used_output(%arg0: index, %arg1: tensor<8xf32>, %arg2: tensor<2xf32>) -> tensor<8xf32> {
// RDV-NEXT: %0 = scf.forall (%arg3) in (%arg0) shared_outs(%arg4 = %arg1) -> (tensor<8xf32>) {
// RDV-NEXT: scf.forall.in_parallel {
// RDV-NEXT: tensor.parallel_insert_slice %arg2 into %arg4[%arg3] [2] [1] : tensor<2xf32> into tensor<8xf32>
// RDV-NEXT: }
// RDV-NEXT: }
// RDV-NEXT: return %0 : tensor<8xf32>
// RDV-NEXT: }
func.func @rdv_used_output(%n: index, %t: tensor<8xf32>, %v: tensor<2xf32>) -> tensor<8xf32> {
  %r = scf.forall (%i) in (%n) shared_outs(%a = %t) -> (tensor<8xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %v into %a[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

// CHECK-LABEL: func.func @rdv_dead_loop(%arg0: index) -> index {
// CHECK-NEXT: return %arg0 : index
// CHECK-NEXT: }
// RDV-LABEL: func.func @rdv_dead_loop(%arg0: index) -> index {
// RDV-NEXT: return %arg0 : index
// RDV-NEXT: }
func.func @rdv_dead_loop(%x: index) -> index {
  %c4 = arith.constant 4 : index
  scf.forall (%i) in (%c4) {
    %a = arith.addi %i, %x : index
  }
  return %x : index
}

// loop-invariant-code-motion: speculatable ops using only values defined
// outside move out of the body.
// CHECK-LABEL: func.func @licm_forall(%arg0: index, %arg1: index, %arg2: tensor<8xf32>) -> tensor<8xf32> {
// CHECK-NEXT: %0 = scf.forall (%arg3) in (%arg0) shared_outs(%arg4 = %arg2) -> (tensor<8xf32>) {
// CHECK-NEXT: %1 = arith.addi %arg1, %arg1 : index
// CHECK-NEXT: %2 = arith.addi %arg3, %1 : index
// CHECK-NEXT: %3 = arith.divui %arg1, %arg0 : index
// CHECK-NEXT: %4 = tensor.empty() : tensor<8xf32>
// CHECK-NEXT: "test.use"(%1, %2, %3, %4) : (index, index, index, tensor<8xf32>) -> ()
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %arg2 into %arg4[0] [8] [1] : tensor<8xf32> into tensor<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<8xf32>
// CHECK-NEXT: }
// LICM-LABEL: func.func @licm_forall(%arg0: index, %arg1: index, %arg2: tensor<8xf32>) -> tensor<8xf32> {
// LICM-NEXT: %0 = arith.addi %arg1, %arg1 : index
// LICM-NEXT: %1 = tensor.empty() : tensor<8xf32>
// LICM-NEXT: %2 = scf.forall (%arg3) in (%arg0) shared_outs(%arg4 = %arg2) -> (tensor<8xf32>) {
// LICM-NEXT: %3 = arith.addi %arg3, %0 : index
// LICM-NEXT: %4 = arith.divui %arg1, %arg0 : index
// LICM-NEXT: "test.use"(%0, %3, %4, %1) : (index, index, index, tensor<8xf32>) -> ()
// LICM-NEXT: scf.forall.in_parallel {
// LICM-NEXT: tensor.parallel_insert_slice %arg2 into %arg4[0] [8] [1] : tensor<8xf32> into tensor<8xf32>
// LICM-NEXT: }
// LICM-NEXT: }
// LICM-NEXT: return %2 : tensor<8xf32>
// LICM-NEXT: }
func.func @licm_forall(%n: index, %x: index, %t: tensor<8xf32>) -> tensor<8xf32> {
  %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<8xf32>) {
    %a = arith.addi %x, %x : index
    %b = arith.addi %i, %a : index
    %c = arith.divui %x, %n : index
    %e = tensor.empty() : tensor<8xf32>
    "test.use"(%a, %b, %c, %e) : (index, index, index, tensor<8xf32>) -> ()
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %t into %o[0] [8] [1] : tensor<8xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}
