// PIPELINE: builtin.module(func.func(canonicalize))
// PIPELINE: builtin.module(canonicalize)
// PIPELINE: builtin.module(func.func(loop-invariant-code-motion))
// PIPELINE: builtin.module(func.func(loop-invariant-code-motion,canonicalize))
// affine.for / affine.if folds and canonicalization patterns of MLIR 22
// (constant and composed bounds, loops that never run or only yield,
// trivially true / false conditions, dead else blocks, conditions composed
// with affine.apply), the SimplifyAffineOp pattern and memref.cast folds of
// the memory ops, the linearize / delinearize folds, the composition of
// affine.parallel bounds, and loop-invariant code motion out of affine.for.
#set0 = affine_set<() : (0 == 0)>
#set1 = affine_set<() : (1 == 0)>

func.func @empty_loops(%x: f32, %y: f32, %n: index) -> (f32, f32, f32, f32, f32) {
  %a = affine.for %i = 0 to 0 iter_args(%it = %x) -> (f32) {
    affine.yield %it : f32
  }
  %b = affine.for %i = 0 to 10 iter_args(%it = %x) -> (f32) {
    affine.yield %it : f32
  }
  %c = affine.for %i = 0 to %n iter_args(%it = %x) -> (f32) {
    affine.yield %y : f32
  }
  %d:2 = affine.for %i = 0 to 1 iter_args(%it = %x, %jt = %y) -> (f32, f32) {
    affine.yield %jt, %it : f32, f32
  }
  %e:2 = affine.for %i = 0 to 5 iter_args(%it = %x, %jt = %y) -> (f32, f32) {
    affine.yield %jt, %it : f32, f32
  }
  %f = affine.for %i = 10 to 3 iter_args(%it = %x) -> (f32) {
    %s = arith.addf %it, %y : f32
    affine.yield %s : f32
  }
  %g = affine.for %i = 0 to %n iter_args(%it = %x) -> (f32) {
    %s = arith.addf %it, %y : f32
    affine.yield %s : f32
  }
  return %a, %b, %c, %d#0, %e#1 : f32, f32, f32, f32, f32
}

func.func @bounds(%A: memref<100xindex>, %n: index, %m: index) {
  %c4 = arith.constant 4 : index
  %c10 = arith.constant 10 : index
  affine.for %i = %c4 to %c10 {
    affine.store %c4, %A[%i] : memref<100xindex>
  }
  %ap = affine.apply affine_map<(d0) -> (d0 + 2)>(%n)
  affine.for %i = %ap to affine_map<(d0)[s0] -> (d0 * 2 + s0)>(%ap)[%n] {
    affine.store %ap, %A[%i] : memref<100xindex>
  }
  affine.for %i = max affine_map<(d0, d1) -> (d0, d1, d0)>(%n, %c4) to 20 {
    "foo"() : () -> ()
  }
  affine.for %i = 0 to min affine_map<(d0, d1) -> (d0, d0, d1)>(%n, %m) {
    "foo"() : () -> ()
  }
  affine.for %i = max affine_map<(d0, d1) -> (d0, d1 + 2)>(%c4, %c10) to min affine_map<(d0, d1) -> (d0 * 3, d1)>(%c4, %c10) step 3 {
    "foo"() : () -> ()
  }
  affine.for %i = 0 to 10 {
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to affine_map<(d0) -> (d0 + 4)>(%i) {
      "foo"(%j) : (index) -> ()
    }
  }
  return
}

func.func @minmax_bounds(%n: index) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to min affine_map<(d0) -> (d0 + 20, 8)>(%i) {
      "foo"(%j) : (index) -> ()
    }
    affine.for %j = max affine_map<(d0)[s0] -> (d0 - 20, 0, s0)>(%i)[%n] to 10 {
      "foo"(%j) : (index) -> ()
    }
    affine.for %j = max affine_map<(d0) -> (d0, 9)>(%i) to min affine_map<(d0) -> (d0 + 1, d0 + 2)>(%i) {
      "foo"(%j) : (index) -> ()
    }
    affine.for %j = 0 to min affine_map<(d0) -> (d0 floordiv 20, 3)>(%i) {
      "foo"(%j) : (index) -> ()
    }
  }
  return
}

func.func @ifs(%A: memref<100xf32>, %n: index, %x: f32) -> (f32, f32) {
  affine.if #set0() {
    "foo"() : () -> ()
  } else {
    "bar"() : () -> ()
  }
  affine.if #set1() {
    "foo"() : () -> ()
  }
  affine.if #set1() {
    "foo"() : () -> ()
  } else {
    "bar"() : () -> ()
  }
  %r = affine.if #set1() -> f32 {
    affine.yield %x : f32
  } else {
    %z = arith.addf %x, %x : f32
    affine.yield %z : f32
  }
  %q = affine.if #set0() -> f32 {
    %z = arith.mulf %x, %x : f32
    affine.yield %z : f32
  } else {
    affine.yield %x : f32
  }
  affine.if affine_set<(d0) : (d0 - 5 >= 0)>(%n) {
    "foo"() : () -> ()
  } else {
  }
  %ap = affine.apply affine_map<(d0) -> (d0 * 2)>(%n)
  %c3 = arith.constant 3 : index
  affine.for %i = 0 to 10 {
    affine.if affine_set<(d0, d1)[s0] : (d0 - d1 >= 0, s0 - 3 == 0)>(%ap, %i)[%c3] {
      "foo"() : () -> ()
    }
    affine.if affine_set<(d0, d1) : (d0 - d1 >= 0, d1 * 2 - d0 >= 0)>(%i, %i) {
      "foo"() : () -> ()
    }
  }
  return %r, %q : f32, f32
}

func.func @access(%A: memref<100x100xf32>, %n: index, %v: vector<4xf32>) {
  %c1 = arith.constant 1 : index
  %cast = memref.cast %A : memref<100x100xf32> to memref<?x?xf32>
  %T = memref.alloc() : memref<1xi32>
  %tc = memref.cast %T : memref<1xi32> to memref<?xi32>
  affine.for %i = 0 to 10 {
    %ap = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
    %x = affine.load %cast[%ap, %c1] : memref<?x?xf32>
    affine.store %x, %cast[%ap, %i + 2] {foo} : memref<?x?xf32>
    affine.prefetch %cast[%ap, %n], read, locality<1>, data : memref<?x?xf32>
    %w = affine.vector_load %A[%ap, %n] : memref<100x100xf32>, vector<4xf32>
    affine.vector_store %w, %A[%ap, %c1] : memref<100x100xf32>, vector<4xf32>
    affine.dma_start %cast[%i, %i], %A[%i, %i], %tc[%c1], %n : memref<?x?xf32>, memref<100x100xf32>, memref<?xi32>
    affine.dma_wait %tc[%c1], %n : memref<?xi32>
  }
  return
}

func.func @linearize(%a: index, %b: index, %n: index) -> (index, index, index, index, index, index, index, index) {
  %c4 = arith.constant 4 : index
  %c7 = arith.constant 7 : index
  %c13 = arith.constant 13 : index
  %0 = affine.linearize_index disjoint [%a, %b] by (%c4, 8) : index
  %1 = affine.linearize_index [%c7, %c13] by (4, 16) : index
  %2 = affine.linearize_index [%c7, %c13] by (16) : index
  %3 = affine.linearize_index [%a] by (16) : index
  %4 = affine.linearize_index [] by () : index
  %5:2 = affine.delinearize_index %a into (%c4, %n) : index, index
  %6:3 = affine.delinearize_index %c13 into (2, 4) : index, index, index
  %7:2 = affine.delinearize_index %c13 into (3, 4) : index, index
  %8 = affine.delinearize_index %b into (5) : index
  return %0, %1, %2, %3, %4, %5#0, %6#1, %8 : index, index, index, index, index, index, index, index
}

func.func @parallel_compose(%A: memref<100x100xf32>, %n: index, %m: index) {
  %c2 = arith.constant 2 : index
  %ap = affine.apply affine_map<(d0) -> (d0 * 2)>(%n)
  affine.parallel (%i, %j) = (%ap, max(0, %c2)) to (symbol(%m), min(%ap + 10, 100)) {
    "foo"(%i, %j) : (index, index) -> ()
  }
  return
}

func.func @licm(%A: memref<10xf32>, %x: f32, %y: f32, %n: index) {
  affine.for %i = 0 to 10 {
    %z = arith.addf %x, %y : f32
    %a = affine.apply affine_map<()[s0] -> (s0 * 2)>()[%n]
    affine.store %z, %A[%i + symbol(%a)] : memref<10xf32>
  }
  affine.for %i = 0 to 10 step 2 {
    %z = arith.mulf %x, %y : f32
    affine.for %j = 0 to %n {
      %w = arith.addf %z, %y : f32
      %l = affine.load %A[%j] : memref<10xf32>
      affine.store %w, %A[%i] : memref<10xf32>
    }
    affine.if affine_set<(d0) : (d0 - 2 >= 0)>(%i) {
      %u = arith.divf %x, %y : f32
      affine.store %u, %A[%i] : memref<10xf32>
    }
  }
  return
}
