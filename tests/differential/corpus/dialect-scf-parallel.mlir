// scf.forall (normalized and not, static and dynamic bounds, shared_outs,
// mapping), scf.forall.in_parallel, scf.parallel, scf.reduce and
// scf.reduce.return, in the custom and the generic forms.
func.func @forall(%t: tensor<4xf32>, %u: tensor<?x2xi8>, %n: index, %m: index) -> (tensor<4xf32>, tensor<?x2xi8>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r:2 = scf.forall (%i, %j) in (%n, 8) shared_outs(%o = %t, %p = %u) -> (tensor<4xf32>, tensor<?x2xi8>) {
    "test.use"(%i, %j, %o, %p) : (index, index, tensor<4xf32>, tensor<?x2xi8>) -> ()
    scf.forall.in_parallel {
    }
  }
  %s = scf.forall (%i) in (%m) shared_outs(%o = %t) -> (tensor<4xf32>) {
  }
  scf.forall (%i) = (%c0) to (%n) step (2) {
    "test.use"(%i) : (index) -> ()
  }
  scf.forall (%i) = (%c0) to (%n) step (%c1) {
  }
  scf.forall (%i, %j) = (0, %n) to (%m, 5) step (1, -3) {
  } {tag}
  scf.forall (%i, %j) = (%c1, 0) to (%m, 5) step (%c1, %c2) {
  }
  scf.forall (%i, %j) in (4, %m) {
    scf.forall (%k) in (2) {
      "test.use"(%i, %j, %k) : (index, index, index) -> ()
    }
  } {mapping = [#gpu.thread<x>, #gpu.thread<y>]}
  scf.forall () in () {
  }
  return %r#0, %r#1 : tensor<4xf32>, tensor<?x2xi8>
}

func.func @parallel(%n: index, %m: index, %f: f32, %i: i32) -> (f32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%a, %b) = (%c0, %c0) to (%n, %m) step (%c1, %c1) {
    "test.use"(%a, %b) : (index, index) -> ()
  }
  scf.parallel (%a) = (%c0) to (%n) step (%c1) {
    scf.reduce
  } {tag}
  %s = scf.parallel (%a) = (%c0) to (%n) step (%c1) init (%f) -> f32 {
    scf.reduce(%f : f32) {
    ^bb0(%x: f32, %y: f32):
      %z = arith.addf %x, %y : f32
      scf.reduce.return %z : f32
    }
  }
  %r:2 = scf.parallel (%a) = (%c0) to (%n) step (%c1) init (%f, %i) -> (f32, i32) {
    scf.reduce(%f, %i : f32, i32) {
    ^bb0(%x: f32, %y: f32):
      scf.reduce.return %x : f32
    }, {
    ^bb0(%x: i32, %y: i32):
      %z = arith.muli %x, %y : i32
      scf.reduce.return %z : i32
    } {tag}
  }
  scf.parallel (%a) = (%c0) to (%n) step (%c1) {
    "scf.reduce"() {tag} : () -> ()
  }
  return %s, %r#1 : f32, i32
}

func.func @generic(%n: index, %t: tensor<4xf32>, %f: f32) -> tensor<4xf32> {
  %0 = "scf.forall"(%n, %t) <{operandSegmentSizes = array<i32: 0, 1, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index, %o: tensor<4xf32>):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : (index, tensor<4xf32>) -> tensor<4xf32>
  "scf.forall"(%n, %n) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, staticLowerBound = array<i64: -9223372036854775808>, staticStep = array<i64: 3>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) {tag} : () -> ()
  }) : (index, index) -> ()
  %1 = "scf.parallel"(%n, %n, %n, %f) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
  ^bb0(%i: index):
    "scf.reduce"(%f) ({
    ^bb0(%x: f32, %y: f32):
      "scf.reduce.return"(%x) : (f32) -> ()
    }) : (f32) -> ()
  }) : (index, index, index, f32) -> f32
  return %0 : tensor<4xf32>
}
