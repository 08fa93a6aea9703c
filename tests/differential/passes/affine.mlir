// PIPELINE: builtin.module(func.func(cse))
// PIPELINE: builtin.module(func.func(sccp))
// PIPELINE: builtin.module(func.func(sccp,cse))
// Affine ops under cse and sccp: affine.apply / affine.min / affine.max are
// pure (duplicates merge, constants fold through affine.apply), affine.load
// reads and affine.store writes their memref, affine.for / affine.if have
// recursive effects and region control flow (trip counts decide which edges
// sccp follows).
#m = affine_map<(d0)[s0] -> (d0 * 2 + s0)>

func.func @pure(%a: index, %n: index) -> (index, index, index, index) {
  %0 = affine.apply #m(%a)[%n]
  %1 = affine.apply #m(%a)[%n]
  %2 = affine.min affine_map<(d0) -> (d0, 8)>(%0)
  %3 = affine.min affine_map<(d0) -> (d0, 8)>(%1)
  return %0, %1, %2, %3 : index, index, index, index
}

func.func @fold_apply() -> (index, index, index) {
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %0 = affine.apply #m(%c3)[%c5]
  %1 = affine.apply affine_map<(d0, d1) -> (d1)>(%c3, %c5)
  %2 = affine.apply affine_map<(d0) -> (d0 floordiv 2 + d0 mod 3)>(%0)
  return %0, %1, %2 : index, index, index
}

func.func @memory(%A: memref<8xf32>, %v: f32) -> (f32, f32, f32) {
  %0 = affine.load %A[3] : memref<8xf32>
  %1 = affine.load %A[2] : memref<8xf32>
  affine.store %v, %A[4] : memref<8xf32>
  %2 = affine.load %A[3] : memref<8xf32>
  return %0, %1, %2 : f32, f32, f32
}

func.func @regions(%A: memref<8xf32>) -> (f32, f32) {
  %0 = affine.load %A[0] : memref<8xf32>
  affine.for %i = 0 to 8 {
    %c = arith.constant 1.0 : f32
    %d = arith.constant 1.0 : f32
    %s = arith.addf %c, %d : f32
    affine.store %s, %A[%i] : memref<8xf32>
  }
  %1 = affine.load %A[0] : memref<8xf32>
  return %0, %1 : f32, f32
}

func.func @trip_counts(%ub: index) -> (i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %one = affine.for %i = 0 to 1 iter_args(%x = %c0) -> (i32) {
    %y = arith.addi %x, %c1 : i32
    affine.yield %y : i32
  }
  %zero = affine.for %i = 4 to 2 iter_args(%x = %c1) -> (i32) {
    %y = arith.addi %x, %x : i32
    affine.yield %y : i32
  }
  %many = affine.for %i = 0 to 10 step 3 iter_args(%x = %c1) -> (i32) {
    affine.yield %x : i32
  }
  %unknown = affine.for %i = 0 to %ub iter_args(%x = %c0) -> (i32) {
    %y = arith.addi %x, %x : i32
    affine.yield %y : i32
  }
  return %one, %zero, %many, %unknown : i32, i32, i32, i32
}

func.func @if_results(%n: index) -> i32 {
  %c2 = arith.constant 2 : i32
  %r = affine.if affine_set<(d0) : (d0 >= 0)>(%n) -> i32 {
    affine.yield %c2 : i32
  } else {
    affine.yield %c2 : i32
  }
  return %r : i32
}

func.func @min_max_fold(%n: index) -> (index, index, index, index, index) {
  %c3 = arith.constant 3 : index
  %c9 = arith.constant 9 : index
  %0 = affine.min affine_map<(d0)[s0] -> (d0 + 2, s0, 4)>(%c3)[%c9]
  %1 = affine.max affine_map<(d0)[s0] -> (d0 * 2, s0)>(%c3)[%c9]
  %2 = affine.min affine_map<(d0)[s0] -> (d0 + 2, s0)>(%c3)[%n]
  %3 = affine.max affine_map<()[s0] -> (s0)>()[%n]
  %4 = affine.min affine_map<(d0) -> (d0 floordiv 0, 3)>(%c3)
  return %0, %1, %2, %3, %4 : index, index, index, index, index
}
