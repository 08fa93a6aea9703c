// PIPELINE: builtin.module(func.func(canonicalize))
// PIPELINE: builtin.module(func.func(canonicalize,cse))
// PIPELINE: builtin.module(func.func(canonicalize{test-convergence=true}))
// PIPELINE: builtin.module(func.func(canonicalize{max-iterations=1 max-num-rewrites=1 region-simplify=disabled}))
// PIPELINE: builtin.module(func.func(canonicalize{top-down=false}))
// PIPELINE: builtin.module(func.func(canonicalize{disable-patterns={(anonymous namespace)::FoldTensorCastOfOutputIntoForallOp,(anonymous namespace)::ForallOpReplaceConstantInductionVar}}))
// PIPELINE: builtin.module(func.func(canonicalize{enable-patterns={(anonymous namespace)::ForallOpIterArgsFolder}}))
// PIPELINE: builtin.module(func.func(sccp))
// PIPELINE: builtin.module(func.func(sccp,canonicalize))
// PIPELINE: builtin.module(remove-dead-values)
// PIPELINE: builtin.module(remove-dead-values{canonicalize=false})
// PIPELINE: builtin.module(func.func(loop-invariant-code-motion,cse))
// PIPELINE: builtin.module(func.func(control-flow-sink))
// scf.forall under canonicalize (MLIR 22's ForallOp patterns), sccp and
// remove-dead-values (its RegionBranchOpInterface: shared outputs forwarded
// to the output arguments, nothing known of the results) and
// loop-invariant-code-motion.

func.func @control_operands(%lb: index, %n: index, %s: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.forall (%i, %j) = (%c0, %lb) to (%c4, %n) step (%c1, %s) {
    "test.use"(%i, %j) : (index, index) -> ()
  }
  return
}

func.func @control_operands_dynamic(%lb: index, %n: index, %s: index) {
  scf.forall (%i, %j) = (%lb, 0) to (%n, 7) step (%s, 2) {
    "test.use"(%i, %j) : (index, index) -> ()
  }
  return
}

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

func.func @iter_args_not_written(%n: index, %t: tensor<8xf32>, %u: tensor<8xf32>, %v: tensor<4xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %r:2 = scf.forall (%i) in (%n) shared_outs(%a = %t, %b = %u) -> (tensor<8xf32>, tensor<8xf32>) {
    "test.use"(%a, %b) : (tensor<8xf32>, tensor<8xf32>) -> ()
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %v into %b[%i] [4] [1] : tensor<4xf32> into tensor<8xf32>
    }
  }
  return %r#0, %r#1 : tensor<8xf32>, tensor<8xf32>
}

func.func @zero_trip(%t: tensor<8xf32>, %v: tensor<4xf32>) -> tensor<8xf32> {
  %r = scf.forall (%i, %j) in (3, 0) shared_outs(%a = %t) -> (tensor<8xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %v into %a[%i] [4] [1] : tensor<4xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

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

func.func @single_trip_dims(%n: index, %t: tensor<8xf32>, %v: tensor<4xf32>) -> tensor<8xf32> {
  %r = scf.forall (%i, %j, %k) = (0, 5, 0) to (%n, 6, 8) step (1, 1, 2) shared_outs(%a = %t) -> (tensor<8xf32>) {
    "test.use"(%i, %j, %k) : (index, index, index) -> ()
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %v into %a[%k] [4] [1] : tensor<4xf32> into tensor<8xf32>
    }
  } {test.attr = 1 : i32}
  return %r : tensor<8xf32>
}

func.func @mapped_constant_iv(%n: index) {
  scf.forall (%i, %j) in (1, %n) {
    "test.use"(%i, %j) : (index, index) -> ()
  } {mapping = [#gpu.thread<y>, #gpu.thread<x>]}
  return
}

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

func.func @tensor_cast_output_kept(%n: index, %t: tensor<?xf32>, %v: tensor<4xf32>) -> tensor<8xf32> {
  %c = tensor.cast %t : tensor<?xf32> to tensor<8xf32>
  %r = scf.forall (%i) in (%n) shared_outs(%a = %c) -> (tensor<8xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %v into %a[%i] [4] [1] : tensor<4xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

func.func @dim_of_forall(%n: index, %t: tensor<?xf32>, %v: tensor<4xf32>) -> index {
  %c0 = arith.constant 0 : index
  %r = scf.forall (%i) in (%n) shared_outs(%a = %t) -> (tensor<?xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %v into %a[%i] [4] [1] : tensor<4xf32> into tensor<?xf32>
    }
  }
  %d = tensor.dim %r, %c0 : tensor<?xf32>
  "test.use"(%r) : (tensor<?xf32>) -> ()
  return %d : index
}
func.func @two_casts(%n: index, %t: tensor<8xf32>, %u: tensor<4x4xf32>, %v: tensor<2xf32>, %w: tensor<2x2xf32>) -> (tensor<?xf32>, tensor<?x?xf32>) {
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

func.func @drop_all(%n: index, %t: tensor<8xf32>, %u: tensor<8xf32>, %v: tensor<2xf32>) {
  %r:2 = scf.forall (%i) in (%n) shared_outs(%a = %t, %b = %u) -> (tensor<8xf32>, tensor<8xf32>) {
    "test.use"(%a, %b) : (tensor<8xf32>, tensor<8xf32>) -> ()
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %v into %b[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
      tensor.parallel_insert_slice %v into %a[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return
}

func.func @keep_middle(%n: index, %t: tensor<8xf32>, %u: tensor<8xf32>, %x: tensor<8xf32>, %v: tensor<2xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %r:3 = scf.forall (%i) in (%n) shared_outs(%a = %t, %b = %u, %c = %x) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %v into %b[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
      tensor.parallel_insert_slice %v into %c[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r#1, %r#0 : tensor<8xf32>, tensor<8xf32>
}

func.func @promote_static(%t: tensor<8xf32>, %u: tensor<8xf32>, %v: tensor<2xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
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

func.func @promote_no_outputs(%x: index) {
  scf.forall (%i) = (%x) to (%x) step (1) {
    "test.use"(%i) : (index) -> ()
  }
  scf.forall (%i, %j) = (7, 0) to (8, 3) step (1, 5) {
    "test.use"(%i, %j) : (index, index) -> ()
  }
  return
}

func.func @mapped_zero_trip(%t: tensor<8xf32>) -> tensor<8xf32> {
  %r = scf.forall (%i) in (0) shared_outs(%a = %t) -> (tensor<8xf32>) {
    "test.use"(%i, %a) : (index, tensor<8xf32>) -> ()
  } {mapping = [#gpu.thread<x>]}
  return %r : tensor<8xf32>
}

func.func @empty_mapping(%n: index) {
  scf.forall (%i, %j) in (%n, 1) {
    "test.use"(%i, %j) : (index, index) -> ()
  } {mapping = []}
  return
}

func.func @steps(%n: index, %m: index) {
  %c0 = arith.constant 0 : index
  %cm1 = arith.constant -1 : index
  scf.forall (%i, %j) = (0, %n) to (%m, %m) step (%c0, 1) {
    "test.use"(%i, %j) : (index, index) -> ()
  }
  scf.forall (%i, %j) = (0, %n) to (%m, %m) step (%cm1, 1) {
    "test.use"(%i, %j) : (index, index) -> ()
  }
  scf.forall (%i) = (5) to (2) step (1) {
    "test.use"(%i) : (index) -> ()
  }
  scf.forall (%i) = (%n) to (%m) step (%m) {
    "test.use"(%i) : (index) -> ()
  }
  return
}

func.func @nested(%n: index, %t: tensor<8x8xf32>, %v: tensor<1x1xf32>) -> tensor<8x8xf32> {
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
  %d = tensor.dim %r, %c1 : tensor<8x8xf32>
  "test.use"(%d) : (index) -> ()
  return %r : tensor<8x8xf32>
}

func.func @dim_dynamic(%n: index, %t: tensor<?x?xf32>, %v: tensor<1x1xf32>) -> (index, index, tensor<?x?xf32>) {
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

func.func @steps_static(%n: index, %m: index) {
  scf.forall (%i, %j) = (0, %n) to (4, %m) step (0, 1) {
    "test.use"(%i, %j) : (index, index) -> ()
  }
  scf.forall (%i) = (0) to (4) step (-2) {
    "test.use"(%i) : (index) -> ()
  }
  scf.forall (%i, %j) = (2, %n) to (%m, %n) step (1, 1) {
    "test.use"(%i, %j) : (index, index) -> ()
  }
  scf.forall (%i, %j) = (2, 0) to (%m, 1) step (1, 1) {
    "test.use"(%i, %j) : (index, index) -> ()
  } {mapping = [#gpu.thread<x>, #gpu.thread<y>]}
  return
}
func.func @s2a(%n: index, %t: tensor<8xf32>) {
  %c0 = arith.constant 0 : index
  %r = scf.forall (%i) in (%n) shared_outs(%a = %t) -> (tensor<8xf32>) {
    %z = arith.muli %i, %c0 : index
    %e = tensor.dim %a, %c0 : tensor<8xf32>
    "test.use"(%z, %e) : (index, index) -> ()
  }
  %x = "test.op"(%r) : (tensor<8xf32>) -> index
  %y = arith.muli %x, %c0 : index
  "test.use"(%y) : (index) -> ()
  return
}
func.func @s2b(%n: index) {
  %c0 = arith.constant 0 : index
  scf.for %i = %c0 to %n step %n {
    %z = arith.muli %i, %c0 : index
    "test.use"(%z) : (index) -> ()
  }
  return
}
func.func @r2a(%n: index, %t: tensor<8xf32>) -> tensor<8xf32> {
  %r = scf.forall (%i) in (%n) shared_outs(%a = %t) -> (tensor<8xf32>) {
  }
  return %r : tensor<8xf32>
}
func.func @r2b(%n: index, %t: tensor<8xf32>, %v: tensor<2xf32>) -> tensor<8xf32> {
  %r = scf.forall (%i) in (%n) shared_outs(%a = %t) -> (tensor<8xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %v into %a[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}
func.func @r2c(%n: index, %t: tensor<8xf32>, %v: tensor<2xf32>) -> tensor<8xf32> {
  %r = scf.forall (%i) in (%n) shared_outs(%a = %t) -> (tensor<8xf32>) {
    "test.use"(%a) : (tensor<8xf32>) -> ()
  }
  return %r : tensor<8xf32>
}
func.func @licm_plain(%n: index, %x: index) {
  scf.forall (%i) in (%n) {
    %a = arith.addi %x, %x : index
    %b = arith.addi %i, %a : index
    %c = arith.divui %x, %n : index
    "test.use"(%a, %b, %c) : (index, index, index) -> ()
  }
  scf.forall (%i) in (%n) {
  }
  return
}

// tensor.parallel_insert_slice: constant offsets, sizes and strides fold (not
// negative offsets, zero strides or out-of-bounds slices); a source made more
// static is cast before the scf.forall.in_parallel.
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

// tensor.parallel_insert_slice: casts to less static types fold into it (also
// the casts FoldTensorCastOfOutputIntoForallOp leaves on extra insertions).
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
