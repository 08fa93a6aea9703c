// tensor.parallel_insert_slice in scf.forall.in_parallel: static and
// dynamic offsets, sizes and strides, rank-reducing sources, several
// shared outputs; the generic form as input.
func.func @parallel_insert(%n: index, %t: tensor<8x?xf32>, %u: tensor<4xf32>, %v: tensor<2xf32>, %w: tensor<?xf32>, %s: index) -> (tensor<8x?xf32>, tensor<4xf32>) {
  %r:2 = scf.forall (%i, %j) in (%n, 4) shared_outs(%a = %t, %b = %u) -> (tensor<8x?xf32>, tensor<4xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %v into %a[%i, %j] [1, 2] [1, %s] : tensor<2xf32> into tensor<8x?xf32>
      tensor.parallel_insert_slice %w into %b[%j] [%s] [1] {test.attr} : tensor<?xf32> into tensor<4xf32>
    }
  } {mapping = [#gpu.thread<y>, #gpu.thread<x>]}
  return %r#0, %r#1 : tensor<8x?xf32>, tensor<4xf32>
}

func.func @generic(%t: tensor<4xf32>, %v: tensor<1xf32>) -> tensor<4xf32> {
  %0 = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index, %a: tensor<4xf32>):
    "scf.forall.in_parallel"() ({
      "tensor.parallel_insert_slice"(%v, %a, %i) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (tensor<1xf32>, tensor<4xf32>, index) -> ()
    }) : () -> ()
  }) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
