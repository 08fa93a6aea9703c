// PIPELINE: builtin.module(loop-invariant-code-motion)
// PIPELINE: builtin.module(func.func(loop-invariant-code-motion,cse))
// Loop-invariant code motion: pure ops, divisions by safe constants, dims
// with in-range constant indices, scf.if and step-1 scf.for are hoisted out
// of scf.for/while/forall/parallel; loads, allocas, unsafe divisions,
// execute_region and loops with other steps stay.
func.func @f1(%m: memref<10xf32>, %a: i32, %b: i32, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %z = arith.constant 0 : i32
  %seven = arith.constant 7 : i32
  %f0 = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %c10 step %c1 iter_args(%acc = %f0) -> f32 {
    %x = arith.addi %a, %b : i32
    %y = arith.muli %x, %x : i32
    %d = arith.divsi %a, %b : i32
    %d7 = arith.divsi %a, %seven : i32
    %du = arith.divui %a, %seven : i32
    %rs = arith.remsi %a, %b : i32
    %l = memref.load %m[%c0] : memref<10xf32>
    %iv = arith.index_cast %i : index to i32
    %w = arith.addi %iv, %x : i32
    %c = arith.cmpi slt, %a, %b : i32
    %s = scf.if %c -> i32 {
      %q = arith.addi %a, %a : i32
      scf.yield %q : i32
    } else {
      scf.yield %b : i32
    }
    "test.use"(%y, %d, %d7, %du, %rs, %w, %s) : (i32, i32, i32, i32, i32, i32, i32) -> ()
    %acc2 = arith.addf %acc, %l : f32
    scf.yield %acc2 : f32
  }
  %r2 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %r) -> f32 {
    %l = memref.load %m[%c1] : memref<10xf32>
    %x = arith.addf %l, %l : f32
    scf.yield %x : f32
  }
  scf.while : () -> () {
    %x = arith.addi %a, %b : i32
    %c = arith.cmpi slt, %x, %b : i32
    scf.condition(%c)
  } do {
    %y = arith.muli %a, %b : i32
    "test.use"(%y) : (i32) -> ()
    scf.yield
  }
  return %r2 : f32
}
func.func @f2(%a: i32, %b: i32, %t: tensor<?x4xf32>, %m: memref<?x4xf32>, %i0: index, %lb: index, %ub: index) {
  %c0 = arith.constant 0 : i32
  %c7 = arith.constant 7 : i32
  %cm1 = arith.constant -1 : i32
  %c0_b = arith.constant true
  %x0 = arith.constant 0 : index
  %x1 = arith.constant 1 : index
  %x5 = arith.constant 5 : index
  %x10 = arith.constant 10 : index
  scf.for %i = %x0 to %x10 step %x1 {
    %divui_unk = arith.divui %a, %b : i32
    "test.use"(%divui_unk) : (i32) -> ()
    %divui_7 = arith.divui %a, %c7 : i32
    "test.use"(%divui_7) : (i32) -> ()
    %divui_0 = arith.divui %a, %c0 : i32
    "test.use"(%divui_0) : (i32) -> ()
    %divui_m1 = arith.divui %a, %cm1 : i32
    "test.use"(%divui_m1) : (i32) -> ()
    %divsi_unk = arith.divsi %a, %b : i32
    "test.use"(%divsi_unk) : (i32) -> ()
    %divsi_7 = arith.divsi %a, %c7 : i32
    "test.use"(%divsi_7) : (i32) -> ()
    %divsi_0 = arith.divsi %a, %c0 : i32
    "test.use"(%divsi_0) : (i32) -> ()
    %divsi_m1 = arith.divsi %a, %cm1 : i32
    "test.use"(%divsi_m1) : (i32) -> ()
    %ceildivui_unk = arith.ceildivui %a, %b : i32
    "test.use"(%ceildivui_unk) : (i32) -> ()
    %ceildivui_7 = arith.ceildivui %a, %c7 : i32
    "test.use"(%ceildivui_7) : (i32) -> ()
    %ceildivui_0 = arith.ceildivui %a, %c0 : i32
    "test.use"(%ceildivui_0) : (i32) -> ()
    %ceildivui_m1 = arith.ceildivui %a, %cm1 : i32
    "test.use"(%ceildivui_m1) : (i32) -> ()
    %ceildivsi_unk = arith.ceildivsi %a, %b : i32
    "test.use"(%ceildivsi_unk) : (i32) -> ()
    %ceildivsi_7 = arith.ceildivsi %a, %c7 : i32
    "test.use"(%ceildivsi_7) : (i32) -> ()
    %ceildivsi_0 = arith.ceildivsi %a, %c0 : i32
    "test.use"(%ceildivsi_0) : (i32) -> ()
    %ceildivsi_m1 = arith.ceildivsi %a, %cm1 : i32
    "test.use"(%ceildivsi_m1) : (i32) -> ()
    %floordivsi_unk = arith.floordivsi %a, %b : i32
    "test.use"(%floordivsi_unk) : (i32) -> ()
    %floordivsi_7 = arith.floordivsi %a, %c7 : i32
    "test.use"(%floordivsi_7) : (i32) -> ()
    %floordivsi_0 = arith.floordivsi %a, %c0 : i32
    "test.use"(%floordivsi_0) : (i32) -> ()
    %floordivsi_m1 = arith.floordivsi %a, %cm1 : i32
    "test.use"(%floordivsi_m1) : (i32) -> ()
    %remui_unk = arith.remui %a, %b : i32
    "test.use"(%remui_unk) : (i32) -> ()
    %remui_7 = arith.remui %a, %c7 : i32
    "test.use"(%remui_7) : (i32) -> ()
    %remui_0 = arith.remui %a, %c0 : i32
    "test.use"(%remui_0) : (i32) -> ()
    %remui_m1 = arith.remui %a, %cm1 : i32
    "test.use"(%remui_m1) : (i32) -> ()
    %remsi_unk = arith.remsi %a, %b : i32
    "test.use"(%remsi_unk) : (i32) -> ()
    %remsi_7 = arith.remsi %a, %c7 : i32
    "test.use"(%remsi_7) : (i32) -> ()
    %remsi_0 = arith.remsi %a, %c0 : i32
    "test.use"(%remsi_0) : (i32) -> ()
    %remsi_m1 = arith.remsi %a, %cm1 : i32
    "test.use"(%remsi_m1) : (i32) -> ()
    %td0 = tensor.dim %t, %x0 : tensor<?x4xf32>
    %td5 = tensor.dim %t, %x5 : tensor<?x4xf32>
    %tdi = tensor.dim %t, %i0 : tensor<?x4xf32>
    %md0 = memref.dim %m, %x0 : memref<?x4xf32>
    %te = tensor.extract %t[%x0, %x0] : tensor<?x4xf32>
    %sq = math.sqrt %te : f32
    %fd = arith.divf %sq, %sq : f32
    %inner = scf.for %j = %lb to %ub step %x1 iter_args(%q = %a) -> i32 {
      %z = arith.addi %q, %a : i32
      scf.yield %z : i32
    }
    %inner2 = scf.for %j = %lb to %ub step %i0 iter_args(%q = %a) -> i32 {
      %z = arith.addi %q, %a : i32
      scf.yield %z : i32
    }
    %er = scf.execute_region -> i32 {
      scf.yield %a : i32
    }
    %sel = arith.select %c0_b, %a, %b : i32
    %p = ub.poison : i32
    %ce = arith.extsi %a : i32 to i64
    %ts = tensor.empty(%i0) : tensor<?xf32>
    %al = memref.alloca() : memref<4xf32>
    %cast = tensor.cast %t : tensor<?x4xf32> to tensor<?x?xf32>
    %exs = tensor.extract_slice %t[0, 0] [2, 2] [1, 1] : tensor<?x4xf32> to tensor<2x2xf32>
    "test.use"(%td0, %td5, %tdi, %md0, %te, %sq, %fd, %inner, %inner2, %er, %sel, %p, %ce, %ts, %al, %cast, %exs) : (index, index, index, index, f32, f32, f32, i32, i32, i32, i32, i32, i64, tensor<?xf32>, memref<4xf32>, tensor<?x?xf32>, tensor<2x2xf32>) -> ()
  }
  return
}
func.func @f3(%a: i32, %lb: index, %ub: index, %t: tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c10 = arith.constant 10 : index
  scf.for %i = %c0 to %c10 step %c1 {
    %s2 = scf.for %j = %lb to %ub step %c2 iter_args(%q = %a) -> i32 {
      %z = arith.addi %q, %a : i32
      scf.yield %z : i32
    }
    %w = scf.while (%x = %a) : (i32) -> i32 {
      %c = arith.cmpi slt, %x, %a : i32
      scf.condition(%c) %x : i32
    } do {
    ^bb0(%y: i32):
      scf.yield %y : i32
    }
    "test.use"(%s2, %w) : (i32, i32) -> ()
  }
  scf.forall (%i) in (%c10) {
    %x = arith.addi %a, %a : i32
    "test.use"(%x) : (i32) -> ()
  }
  scf.parallel (%i) = (%c0) to (%c10) step (%c1) {
    %x = arith.muli %a, %a : i32
    "test.use"(%x) : (i32) -> ()
    scf.reduce
  }
  %r = scf.forall (%i) in (%c10) shared_outs(%o = %t) -> tensor<4xf32> {
    %x = arith.subi %a, %a : i32
    "test.use"(%x) : (i32) -> ()
    scf.forall.in_parallel {
    }
  }
  return
}
