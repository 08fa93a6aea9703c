// RUN: rmlir-opt %s -split-input-file -verify-diagnostics

// scf.forall is a destination-style op: as many tensor results as
// shared_outs, each of its shared_out's type (MLIR 22's messages, checked
// after ForallOp's own verifier and after what is nested). A read_bytecode
// finding: a forall with an i32 result for a tensor shared_out verified and
// printed a custom form that does not parse back.

func.func @c(%n: index, %x0: tensor<4xf32>) {
  // expected-error @+1 {{expected type of operand #1 ('tensor<4xf32>') to match type of corresponding result ('tensor<5xf32>')}}
  %r:1 = "scf.forall"(%n, %x0) <{operandSegmentSizes = array<i32: 0, 1, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index, %o0: tensor<4xf32>):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : (index, tensor<4xf32>) -> (tensor<5xf32>)
  return
}
// -----
func.func @f(%n: index, %x0: tensor<8xf32>, %x1: tensor<8xf32>) {
  // expected-error @+1 {{expected the number of tensor results (1) to be equal to the number of output tensors (2)}}
  %r:2 = "scf.forall"(%n, %x0, %x1) <{operandSegmentSizes = array<i32: 0, 1, 0, 2>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index, %o0: tensor<8xf32>, %o1: tensor<8xf32>):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : (index, tensor<8xf32>, tensor<8xf32>) -> (i32, tensor<8xf32>)
  return
}
// -----
func.func @g(%n: index, %x0: tensor<4xf32>) {
  // expected-error @+1 {{expected the number of tensor results (0) to be equal to the number of output tensors (1)}}
  %r:1 = "scf.forall"(%n, %x0) <{operandSegmentSizes = array<i32: 0, 1, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index, %o0: tensor<4xf32>):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : (index, tensor<4xf32>) -> (memref<4xf32>)
  return
}
// -----
func.func @h(%n: index, %x0: tensor<4xf32>, %x1: tensor<8xf32>) {
  // expected-error @+1 {{expected type of operand #2 ('tensor<8xf32>') to match type of corresponding result ('tensor<4xf32>')}}
  %r:2 = "scf.forall"(%n, %x0, %x1) <{operandSegmentSizes = array<i32: 0, 1, 0, 2>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index, %o0: tensor<4xf32>, %o1: tensor<8xf32>):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : (index, tensor<4xf32>, tensor<8xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  return
}
// -----
func.func @k(%n: index, %x0: tensor<4xf32>, %x1: tensor<8xf32>) {
  // expected-error @+1 {{expected the number of tensor results (1) to be equal to the number of output tensors (2)}}
  %r:2 = "scf.forall"(%n, %x0, %x1) <{operandSegmentSizes = array<i32: 0, 1, 0, 2>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index, %o0: tensor<4xf32>, %o1: tensor<8xf32>):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : (index, tensor<4xf32>, tensor<8xf32>) -> (tensor<8xf32>, i32)
  return
}
// -----
func.func @nested_first(%n: index, %x0: tensor<8xf32>, %x1: tensor<8xf32>) {
  %r:2 = "scf.forall"(%n, %x0, %x1) <{operandSegmentSizes = array<i32: 0, 1, 0, 2>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index, %o0: tensor<8xf32>, %o1: tensor<8xf32>):
    // expected-error @+1 {{'arith.addi' op operand #1 must be signless-integer-like, but got 'tensor<8xf32>'}}
    %bad = "arith.addi"(%i, %o0) : (index, tensor<8xf32>) -> index
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : (index, tensor<8xf32>, tensor<8xf32>) -> (i32, tensor<8xf32>)
  return
}
