// Verifier and parser diagnostics of the scf dialect, as MLIR 22 words them:
// ODS constraints, HasParent, LoopLikeOpInterface, RegionBranchOpInterface,
// SingleBlockImplicitTerminator and each op's own verifier.
// RUN: rmlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

func.func @loop_for_lb(%arg0: f32, %arg1: index) {
  // expected-error@+1 {{operand #0 must be signless integer or index}}
  "scf.for"(%arg0, %arg1, %arg1) ({}) : (f32, index, index) -> ()
  return
}

// -----

func.func @loop_for_mismatch(%arg0: i32, %arg1: index) {
  // expected-error@+1 {{all of {lowerBound, upperBound, step} have same type}}
  "scf.for"(%arg1, %arg0, %arg1) ({
  ^bb0(%i: index):
    scf.yield
  }) : (index, i32, index) -> ()
  return
}

// -----

func.func @loop_for_single_index_argument(%arg0: index) {
  // expected-error@+1 {{expected induction variable to be same type as bounds}}
  "scf.for"(%arg0, %arg0, %arg0) (
    {
    ^bb0(%i0 : f32):
      scf.yield
    }
  ) : (index, index, index) -> ()
  return
}

// -----

func.func @not_enough_loop_results(%arg0: index, %init: f32) {
  // expected-error @below{{mismatch in number of loop-carried values and defined values}}
  "scf.for"(%arg0, %arg0, %arg0, %init) (
    {
    ^bb0(%i0 : index, %iter: f32):
      scf.yield %iter : f32
    }
  ) : (index, index, index, f32) -> ()
  return
}

// -----

func.func @scf_for_incorrect_result_type(%arg0: index, %init: f32) {
  // expected-error @below{{0-th region iter_arg and 0-th loop result have different type: 'f32' != 'f64'}}
  "scf.for"(%arg0, %arg0, %arg0, %init) (
    {
    ^bb0(%i0 : index, %iter: f32):
      scf.yield %iter : f32
    }
  ) : (index, index, index, f32) -> (f64)
  return
}

// -----

func.func @too_many_iter_args(%arg0: index, %init: f32) {
  // expected-error @below{{different number of inits and region iter_args: 1 != 2}}
  %x = "scf.for"(%arg0, %arg0, %arg0, %init) (
    {
    ^bb0(%i0 : index, %iter: f32, %iter2: f32):
      scf.yield %iter, %iter : f32, f32
    }
  ) : (index, index, index, f32) -> (f32)
  return
}

// -----

func.func @too_few_yielded_values(%arg0: index, %init: f32) {
  // expected-error @below{{different number of region iter_args and yielded values: 2 != 1}}
  %x, %x2 = "scf.for"(%arg0, %arg0, %arg0, %init, %init) (
    {
    ^bb0(%i0 : index, %iter: f32, %iter2: f32):
      scf.yield %iter : f32
    }
  ) : (index, index, index, f32, f32) -> (f32, f32)
  return
}

// -----

func.func @loop_if_more_than_2_regions(%arg0: i1) {
  // expected-error@+1 {{expected 2 regions}}
  "scf.if"(%arg0) ({}, {}, {}): (i1) -> ()
  return
}

// -----

func.func @loop_if_illegal_block_argument(%arg0: i1) {
  // expected-error@+1 {{region #0 should have no arguments}}
  "scf.if"(%arg0) ({
    ^bb0(%0 : index):
      scf.yield
  }, {}): (i1) -> ()
  return
}

// -----

func.func @std_if_incorrect_yield(%arg0: i1, %arg1: f32)
{
  // expected-error@+1 {{along control flow edge from Operation scf.yield to parent: region branch point has 1 operands, but region successor needs 2 inputs}}
  %x, %y = scf.if %arg0 -> (f32, f32) {
    %0 = arith.addf %arg1, %arg1 : f32
    // expected-note@+1 {{region branch point}}
    scf.yield %0 : f32
  } else {
    %0 = arith.subf %arg1, %arg1 : f32
    scf.yield %0, %0 : f32, f32
  }
  return
}

// -----

func.func @std_if_missing_else(%arg0: i1, %arg1: f32)
{
  // expected-error@+1 {{must have an else block if defining values}}
  %x = scf.if %arg0 -> (f32) {
    %0 = arith.addf %arg1, %arg1 : f32
    scf.yield %0 : f32
  }
  return
}

// -----

func.func @std_for_operands_mismatch_4(%arg0 : index, %arg1 : index, %arg2 : index) {
  %s0 = arith.constant 0.0 : f32
  %t0 = arith.constant 1.0 : f32
  // expected-error @below {{1-th region iter_arg and 1-th yielded value have different type: 'f32' != 'i32'}}
  %result1:2 = scf.for %i0 = %arg0 to %arg1 step %arg2
                    iter_args(%si = %s0, %ti = %t0) -> (f32, f32) {
    %sn = arith.addf %si, %si : f32
    %ic = arith.constant 1 : i32
    scf.yield %sn, %ic : f32, i32
  }
  return
}

// -----

func.func @yield_invalid_parent_op() {
  "my.op"() ({
   // expected-error@+1 {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
   scf.yield
  }) : () -> ()
  return
}

// -----

func.func @while_bad_terminator() {
  // expected-error@+1 {{expects the 'before' region to terminate with 'scf.condition'}}
  scf.while : () -> () {
    // expected-note@+1 {{terminator here}}
    "some.other_terminator"() : () -> ()
  } do {
    scf.yield
  }
  return
}
// -----

func.func @while_empty_region() {
  // expected-error@+1 {{'scf.while' op region #0 ('before') failed to verify constraint: region with 1 blocks}}
  scf.while : () -> () {
  } do {
  }
  return
}
// -----

func.func @while_cross_region_type_mismatch() {
  %true = arith.constant true
  // expected-error@+1 {{along control flow edge from Operation scf.condition to Region #1: region branch point has 0 operands, but region successor needs 1 inputs}}
  scf.while : () -> () {
    // expected-note@+1 {{region branch point}}
    scf.condition(%true)
  } do {
  ^bb0(%arg0: i32):
    scf.yield
  }
  return
}
// -----

func.func @while_cross_region_type_mismatch() {
  %true = arith.constant true
  // expected-error@+1 {{along control flow edge from Operation scf.condition to Region #1: successor operand type #0 'i1' should match successor input type #0 'i32'}}
  %0 = scf.while : () -> (i1) {
    // expected-note@+1 {{region branch point}}
    scf.condition(%true) %true : i1
  } do {
  ^bb0(%arg0: i32):
    scf.yield
  }
  return
}
// -----

func.func @while_result_type_mismatch() {
  %true = arith.constant true
  // expected-error@+1 {{along control flow edge from Operation scf.condition to parent: region branch point has 1 operands, but region successor needs 0 inputs}}
  scf.while : () -> () {
    // expected-note@+1 {{region branch point}}
    scf.condition(%true) %true : i1
  } do {
  ^bb0(%arg0: i1):
    scf.yield
  }
  return
}
// -----

func.func @while_bad_terminator() {
  %true = arith.constant true
  // expected-error@+1 {{expects the 'after' region to terminate with 'scf.yield'}}
  scf.while : () -> () {
    scf.condition(%true)
  } do {
    // expected-note@+1 {{terminator here}}
    "some.other_terminator"() : () -> ()
  }
  return
}
// -----

func.func @execute_region() {
  // expected-error @+1 {{region cannot have any arguments}}
  "scf.execute_region"() ({
  ^bb0(%i : i32):
    scf.yield
  }) : () -> ()
  return
}

// -----

func.func @switch_wrong_case_count(%arg0: index) {
  // expected-error @below {{'scf.index_switch' op has 0 case regions but 1 case values}}
  "scf.index_switch"(%arg0) ({
    scf.yield
  }) {cases = array<i64: 1>} : (index) -> ()
  return
}

// -----

func.func @switch_duplicate_case(%arg0: index) {
  // expected-error @below {{'scf.index_switch' op has duplicate case value: 0}}
  scf.index_switch %arg0
  case 0 {
    scf.yield
  }
  case 0 {
    scf.yield
  }
  default {
    scf.yield
  }
  return
}

// -----

func.func @switch_wrong_types(%arg0: index) {
  // expected-error @below {{'scf.index_switch' op expected each region to return 0 values, but default region returns 1}}
  scf.index_switch %arg0
  default {
    // expected-note @below {{see yield operation here}}
    scf.yield %arg0 : index
  }
  return
}

// -----

func.func @switch_wrong_types(%arg0: index, %arg1: i32) {
  // expected-error @below {{'scf.index_switch' op expected result #0 of each region to be 'index'}}
  scf.index_switch %arg0 -> index
  case 0 {
    // expected-note @below {{case region #0 returns 'i32' here}}
    scf.yield %arg1 : i32
  }
  default {
    scf.yield %arg0 : index
  }
  return
}

// -----

func.func @switch_missing_terminator(%arg0: index, %arg1: i32) {
  // expected-error @below {{'scf.index_switch' op expected region to end with scf.yield, but got func.return}}
  "scf.index_switch"(%arg0) ({
    "scf.yield"() : () -> ()
  }, {
    return
  }) {cases = array<i64: 1>} : (index) -> ()
  return
}

// -----

func.func @parallel_body_arguments_wrong_type(
    %arg0: index, %arg1: index, %arg2: index) {
  // expected-error@+1 {{'scf.parallel' op expects arguments for the induction variable to be of index type}}
  "scf.parallel"(%arg0, %arg1, %arg2) ({
    ^bb0(%i0: f32):
      scf.reduce
  }) {operandSegmentSizes = array<i32: 1, 1, 1, 0>}: (index, index, index) -> ()
  return
}

// -----

func.func @parallel_body_wrong_number_of_arguments(
    %arg0: index, %arg1: index, %arg2: index) {
  // expected-error@+1 {{'scf.parallel' op expects the same number of induction variables: 2 as bound and step values: 1}}
  "scf.parallel"(%arg0, %arg1, %arg2) ({
    ^bb0(%i0: index, %i1: index):
      scf.reduce
  }) {operandSegmentSizes = array<i32: 1, 1, 1, 0>}: (index, index, index) -> ()
  return
}

// -----

func.func @parallel_no_tuple_elements() {
  // expected-error@+1 {{'scf.parallel' op needs at least one tuple element for lowerBound, upperBound and step}}
  scf.parallel () = () to () step () {
  }
  return
}

// -----

func.func @parallel_step_not_positive(
    %arg0: index, %arg1: index, %arg2: index, %arg3: index) {
  // expected-error@+3 {{constant step operand must be positive}}
  %c0 = arith.constant 1 : index
  %c1 = arith.constant 0 : index
  scf.parallel (%i0, %i1) = (%arg0, %arg1) to (%arg2, %arg3) step (%c0, %c1) {
  }
  return
}

// -----

func.func @parallel_fewer_results_than_reduces(
    %arg0 : index, %arg1: index, %arg2: index) {
  // expected-error@+1 {{expects number of results: 0 to be the same as number of reductions: 1}}
  scf.parallel (%i0) = (%arg0) to (%arg1) step (%arg2) {
    %c0 = arith.constant 1.0 : f32
    scf.reduce(%c0 : f32) {
      ^bb0(%lhs: f32, %rhs: f32):
        scf.reduce.return %lhs : f32
    }
  }
  return
}

// -----

func.func @parallel_more_results_than_reduces(
    %arg0 : index, %arg1 : index, %arg2 : index) {
  // expected-error@+2 {{expects number of results: 1 to be the same as number of reductions: 0}}
  %zero = arith.constant 1.0 : f32
  %res = scf.parallel (%i0) = (%arg0) to (%arg1) step (%arg2) init (%zero) -> f32 {
  }

  return
}

// -----

func.func @parallel_different_types_of_results_and_reduces(
    %arg0 : index, %arg1: index, %arg2: index) {
  %zero = arith.constant 0.0 : f32
  %res = scf.parallel (%i0) = (%arg0) to (%arg1)
                                       step (%arg2) init (%zero) -> f32 {
    // expected-error@+1 {{expects type of 0-th reduction operand: 'index' to be the same as the 0-th result type: 'f32'}}
    scf.reduce(%arg0 : index) {
      ^bb0(%lhs: index, %rhs: index):
        scf.reduce.return %lhs : index
    }
  }
  return
}

// -----

func.func @reduce_parent(%arg0 : f32) {
  "foo.region"() ({
    // expected-error@+1 {{expects parent op 'scf.parallel'}}
    scf.reduce(%arg0 : f32) {
      ^bb0(%lhs : f32, %rhs : f32):
        scf.reduce.return %lhs : f32
    }
  }) : () -> ()
  return
}

// -----

func.func @reduce_empty_block(%arg0 : index, %arg1 : f32) {
  %zero = arith.constant 0.0 : f32
  %res = scf.parallel (%i0) = (%arg0) to (%arg0)
                                       step (%arg0) init (%zero) -> f32 {
    // expected-error@+1 {{empty block: expect at least a terminator}}
    scf.reduce(%arg1 : f32) {
      ^bb0(%lhs : f32, %rhs : f32):
    }
  }
  return
}

// -----

func.func @reduce_too_many_args(%arg0 : index, %arg1 : f32) {
  %zero = arith.constant 0.0 : f32
  %res = scf.parallel (%i0) = (%arg0) to (%arg0)
                                       step (%arg0) init (%zero) -> f32 {
    // expected-error@+1 {{expected two block arguments with type 'f32' in the 0-th reduction region}}
    scf.reduce(%arg1 : f32) {
      ^bb0(%lhs : f32, %rhs : f32, %other : f32):
        scf.reduce.return %lhs : f32
    }
  }
  return
}

// -----

func.func @reduce_wrong_terminator(%arg0 : index, %arg1 : f32) {
  %zero = arith.constant 0.0 : f32
  %res = scf.parallel (%i0) = (%arg0) to (%arg0)
                                       step (%arg0) init (%zero) -> f32 {
    // expected-error@+1 {{reduction bodies must be terminated with an 'scf.reduce.return' op}}
    scf.reduce(%arg1 : f32) {
      ^bb0(%lhs : f32, %rhs : f32):
        "test.finish" () : () -> ()
    }
  }
  return
}

// -----

func.func @reduceReturn_wrong_type(%arg0 : index, %arg1: f32) {
  %zero = arith.constant 0.0 : f32
  %res = scf.parallel (%i0) = (%arg0) to (%arg0)
                                       step (%arg0) init (%zero) -> f32 {
    scf.reduce(%arg1 : f32) {
      ^bb0(%lhs : f32, %rhs : f32):
        %c0 = arith.constant 1 : index
        // expected-error@+1 {{must have type 'f32' (the type of the reduction inputs)}}
        scf.reduce.return %c0 : index
    }
  }
  return
}

// -----

func.func @reduceReturn_not_inside_reduce(%arg0 : f32) {
  "foo.region"() ({
    // expected-error@+1 {{expects parent op 'scf.reduce'}}
    scf.reduce.return %arg0 : f32
  }): () -> ()
  return
}

// -----

func.func @parallel_invalid_yield(
    %arg0: index, %arg1: index, %arg2: index) {
  // expected-error@below {{expects body to terminate with 'scf.reduce'}}
  scf.parallel (%i0) = (%arg0) to (%arg1) step (%arg2) {
    %c0 = arith.constant 1.0 : f32
    // expected-note@below {{terminator here}}
    scf.yield %c0 : f32
  }
  return
}

// -----

func.func @forall_wrong_terminator_op() -> () {
  %c100 = arith.constant 100 : index
  // expected-error @+2 {{'scf.forall' op expects regions to end with 'scf.forall.in_parallel', found 'test.term'}}
  // expected-note @below {{in custom textual format, the absence of terminator implies 'scf.forall.in_parallel'}}
  "scf.forall"(%c100) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index):
    "test.term"() : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @forall_results(%t: tensor<4xf32>, %n: index) {
  // expected-error @+1 {{'scf.forall' op produces 0 results, but has only 1 outputs}}
  "scf.forall"(%n, %t) <{operandSegmentSizes = array<i32: 0, 1, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index, %o: tensor<4xf32>):
    scf.forall.in_parallel {
    }
  }) : (index, tensor<4xf32>) -> ()
  return
}

// -----

func.func @forall_args(%t: tensor<4xf32>, %n: index) {
  // expected-error @+1 {{'scf.forall' op region expects 1 arguments}}
  %r = "scf.forall"(%n, %t) <{operandSegmentSizes = array<i32: 0, 1, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index):
    scf.forall.in_parallel {
    }
  }) : (index, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @forall_index(%t: tensor<4xf32>, %n: index) {
  // expected-error @+1 {{'scf.forall' op expects 0-th block argument to be an index}}
  %r = "scf.forall"(%n, %t) <{operandSegmentSizes = array<i32: 0, 1, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: i32, %o: tensor<4xf32>):
    scf.forall.in_parallel {
    }
  }) : (index, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @forall_outtype(%t: tensor<4xf32>, %n: index) {
  // expected-error @+1 {{'scf.forall' op type mismatch between 0-th output and corresponding block argument}}
  %r = "scf.forall"(%n, %t) <{operandSegmentSizes = array<i32: 0, 1, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index, %o: tensor<5xf32>):
    scf.forall.in_parallel {
    }
  }) : (index, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @forall_bounds(%n: index) {
  // expected-error @+1 {{expected 1 upper bound values, got 2}}
  scf.forall (%i) in (%n, 3) {
  }
  return
}

// -----

func.func @forall_dyn(%n: index) {
  // expected-error @+1 {{expected 1 dynamic step values}}
  "scf.forall"(%n) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: -9223372036854775808>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index):
    scf.forall.in_parallel {
    }
  }) : (index) -> ()
  return
}

// -----

func.func @forall_mapping(%n: index) {
  // expected-error @+1 {{'scf.forall' op mapping attribute size must match op rank}}
  scf.forall (%i) in (%n) {
  } {mapping = [#gpu.thread<x>, #gpu.thread<y>]}
  return
}

// -----

func.func @in_parallel_parent() {
  "foo.region"() ({
    // expected-error@+1 {{expects parent op 'scf.forall'}}
    scf.forall.in_parallel {
    }
  }): () -> ()
  return
}

// -----

func.func @in_parallel_ops(%n: index) {
  scf.forall (%i) in (%n) {
    // expected-error@+1 {{expected only ParallelCombiningOpInterface ops}}
    scf.forall.in_parallel {
      "test.foo"() : () -> ()
    }
  }
  return
}

// -----

func.func @condition_parent(%c: i1) {
  "foo.region"() ({
    // expected-error@+1 {{expects parent op 'scf.while'}}
    scf.condition(%c)
  }): () -> ()
  return
}

// -----

func.func @for_terminator(%n: index) {
  // expected-error@+2 {{'scf.for' op expects regions to end with 'scf.yield', found 'test.term'}}
  // expected-note@+1 {{in custom textual format, the absence of terminator implies 'scf.yield'}}
  "scf.for"(%n, %n, %n) ({
  ^bb0(%i: index):
    "test.term"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @for_result_type(%arg0: index, %a: f32, %b: f32) {
  // expected-error @below{{0-th region iter_arg and 0-th loop result have different type: 'f32' != 'i32'}}
  "scf.for"(%arg0, %arg0, %arg0, %a, %b) (
    {
    ^bb0(%i0 : index, %x: f32, %y: f32):
      scf.yield %x, %y : f32, f32
    }
  ) : (index, index, index, f32, f32) -> (f32, i32)
  return
}

// -----

func.func @if_else_type(%c: i1) {
  // expected-error@+1 {{'scf.if' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'i64' should match successor input type #0 'i32'}}
  %0 = scf.if %c -> i32 {
    %x = arith.constant 1 : i32
    scf.yield %x : i32
  } else {
    %y = arith.constant 1 : i64
    // expected-note@+1 {{region branch point}}
    scf.yield %y : i64
  }
  return
}

// -----

func.func @execute_region_results() {
  // expected-error@+1 {{'scf.execute_region' op along control flow edge from Operation scf.yield to parent: region branch point has 0 operands, but region successor needs 1 inputs}}
  %x = scf.execute_region -> i32 {
    // expected-note@+1 {{region branch point}}
    scf.yield
  }
  return
}

// -----

func.func @execute_region_empty() {
  // expected-error@+1 {{'scf.execute_region' op region needs to have at least one block}}
  "scf.execute_region"() ({}) : () -> ()
  return
}

// -----

func.func @while_yield_type(%n: index, %c: i1) {
  // expected-error@+1 {{'scf.while' op along control flow edge from Operation scf.yield to Region #0: successor operand type #0 'i1' should match successor input type #0 'index'}}
  %0 = scf.while (%a = %n) : (index) -> index {
    scf.condition(%c) %a : index
  } do {
  ^bb0(%b: index):
    // expected-note@+1 {{region branch point}}
    scf.yield %c : i1
  }
  return
}

// -----

func.func @while_inits(%n: index, %c: i1) {
  // expected-error@+2 {{'scf.while' op along control flow edge from parent to Region #0: region branch point has 1 operands, but region successor needs 0 inputs}}
  // expected-note@+1 {{region branch point}}
  "scf.while"(%n) ({
    scf.condition(%c)
  }, {
    scf.yield
  }) : (index) -> ()
  return
}

// -----

func.func @for_empty_yield(%n: index, %f: f32) {
  // expected-error@+1 {{'scf.for' op along control flow edge from Operation scf.yield to Region #0: region branch point has 0 operands, but region successor needs 1 inputs}}
  %0 = "scf.for"(%n, %n, %n, %f) ({
  ^bb0(%i: index, %x: f32):
    // expected-note@+1 {{region branch point}}
    scf.yield
  }) : (index, index, index, f32) -> f32
  return
}

// -----

func.func @for_init_type(%n: index, %f: f32) {
  // expected-error@+1 {{'scf.for' op 0-th init and 0-th region iter_arg have different type: 'f32' != 'i32'}}
  %0 = "scf.for"(%n, %n, %n, %f) ({
  ^bb0(%i: index, %x: i32):
    scf.yield %x : i32
  }) : (index, index, index, f32) -> f32
  return
}

// -----

func.func @for_second_result(%arg0: index, %a: f32, %b: f32) {
  // MLIR names every iter_arg/result mismatch "0-th".
  // expected-error @below{{0-th region iter_arg and 0-th loop result have different type: 'f32' != 'i32'}}
  "scf.for"(%arg0, %arg0, %arg0, %a, %b) (
    {
    ^bb0(%i0 : index, %x: f32, %y: f32):
      scf.yield %x, %y : f32, f32
    }
  ) : (index, index, index, f32, f32) -> (f32, i32)
  return
}

// -----

func.func @if_terminator(%c: i1) {
  // expected-error@+2 {{'scf.if' op expects regions to end with 'scf.yield', found 'test.term'}}
  // expected-note@+1 {{in custom textual format, the absence of terminator implies 'scf.yield'}}
  "scf.if"(%c) ({
    "test.term"() : () -> ()
  }, {
  }) : (i1) -> ()
  return
}

// -----

func.func @parallel_terminator(%n: index) {
  // expected-error@+1 {{'scf.parallel' op expects body to terminate with 'scf.reduce'}}
  "scf.parallel"(%n, %n, %n) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index):
    // expected-note@+1 {{terminator here}}
    "test.term"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @reduce_count(%n: index, %f: f32) {
  scf.parallel (%i) = (%n) to (%n) step (%n) {
    // expected-error@+1 {{'scf.reduce' op expects number of reduction regions: 0 to be the same as number of reduction operands: 1}}
    "scf.reduce"(%f) : (f32) -> ()
  }
  return
}

// -----

func.func @in_parallel_dest(%t: tensor<4xf32>, %n: index) {
  %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<4xf32>) {
    scf.forall.in_parallel {
      // expected-error@+1 {{'tensor.parallel_insert_slice' op may only insert into an output block argument}}
      "tensor.parallel_insert_slice"(%t, %t) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xf32>, tensor<4xf32>) -> ()
    }
  }
  return
}

// -----

func.func @forall_shared_outs(%t: tensor<4xf32>, %n: index) {
  // expected-error@+1 {{custom op 'scf.forall' number of operands and types do not match: got 1 operands and 2 types}}
  %r:2 = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<4xf32>, tensor<4xf32>) {
  }
  return
}

// -----

func.func @parallel_bounds(%arg0: index, %arg1: index, %arg2: index) {
  // expected-error@+1 {{custom op 'scf.parallel' expected 1 operands}}
  scf.parallel (%i0) = (%arg0) to (%arg1, %arg2) step () {
  }
  return
}

// -----

func.func @parallel_init_types(%arg0: index) {
  // expected-error@+1 {{custom op 'scf.parallel' number of operands and types do not match: got 0 operands and 1 types}}
  %res = scf.parallel (%i0) = (%arg0) to (%arg0) step (%arg0) -> f32 {
  }
  return
}

// -----

func.func @reduce_types(%n: index, %f: f32) {
  scf.parallel (%i) = (%n) to (%n) step (%n) {
    // expected-error@+1 {{custom op 'scf.reduce' number of operands and types do not match: got 2 operands and 1 types}}
    scf.reduce(%f, %f : f32)
  }
  return
}

// -----

func.func @for_parse_count(%arg0: index, %s0: f32) {
  // expected-error@+1 {{custom op 'scf.for' mismatch in number of loop-carried values and defined values}}
  %r:2 = scf.for %i0 = %arg0 to %arg0 step %arg0 iter_args(%si = %s0) -> (f32, f32) {
    scf.yield %s0, %s0 : f32, f32
  }
  return
}

// -----

func.func @while_parse_types() {
  %true = arith.constant true
  // expected-error@+1 {{custom op 'scf.while' expected as many input types as operands (expected 0 got 1)}}
  scf.while : (i32) -> () {
    scf.condition(%true)
  } do {
    scf.yield
  }
  return
}

// -----

func.func @parallel_bound_type(%n: index, %x: f32) {
  // expected-error@+1 {{'scf.parallel' op operand #0 must be variadic of index, but got 'f32'}}
  "scf.parallel"(%x, %n, %n) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index):
    scf.reduce
  }) : (f32, index, index) -> ()
  return
}

// -----

func.func @forall_output_type(%n: index) {
  // expected-error@+1 {{'scf.forall' op operand #1 must be variadic of ranked tensor of any type values, but got 'index'}}
  %r = scf.forall (%i) in (%n) shared_outs(%o = %n) -> (index) {
  }
  return
}

// -----

// The missing case value is reported at the token found instead.
func.func @index_switch_case_value(%i: index) {
  scf.index_switch %i
  case
    // expected-error @+1 {{custom op 'scf.index_switch' expected integer value}}
    foo {
    scf.yield
  }
  default {
  }
  return
}

// -----

// AllTypesMatch is checked before the region constraints (an empty region
// here): MLIR 22 reports the type mismatch.
func.func @loop_for_mismatch_empty_region(%arg0: i32, %arg1: index) {
  // expected-error@+1 {{'scf.for' op failed to verify that all of {lowerBound, upperBound, step} have same type}}
  "scf.for"(%arg1, %arg0, %arg1) ({}) : (index, i32, index) -> ()
  return
}
