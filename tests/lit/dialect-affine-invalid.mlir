// Parser and verifier diagnostics of the affine dialect, as MLIR 22 words
// them: custom forms (bounds, subscripts of SSA ids), ODS constraints,
// the rules on dimension and symbol operands, LoopLikeOpInterface,
// RegionBranchOpInterface and SingleBlockImplicitTerminator.
// RUN: rmlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

func.func @apply_count(%n: index) {
  // expected-error@+1 {{custom op 'affine.apply' dimension or symbol index mismatch}}
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%n)
  return
}

// -----

func.func @apply_set(%n: index) {
  // expected-error@+1 {{custom op 'affine.apply' invalid kind of attribute specified}}
  %0 = affine.apply affine_set<(d0) : (d0 >= 0)>(%n)
  return
}

// -----

func.func @apply_results(%n: index) {
  // expected-error@+1 {{'affine.apply' op mapping must produce one value}}
  %0 = "affine.apply"(%n) <{map = affine_map<(d0) -> (d0, d0)>}> : (index) -> index
  return
}

// -----

func.func @apply_operands(%n: index) {
  // expected-error@+1 {{'affine.apply' op operand count and affine map dimension and symbol count must match}}
  %0 = "affine.apply"(%n, %n) <{map = affine_map<(d0) -> (d0)>}> : (index, index) -> index
  return
}

// -----

func.func @apply_no_map(%n: index) {
  // expected-error@+1 {{'affine.apply' op requires attribute 'map'}}
  %0 = "affine.apply"(%n) : (index) -> index
  return
}

// -----

func.func @apply_operand_type(%n: i32) {
  // expected-error@+1 {{'affine.apply' op operand #0 must be variadic of index, but got 'i32'}}
  %0 = "affine.apply"(%n) <{map = affine_map<(d0) -> (d0)>}> : (i32) -> index
  return
}

// -----

func.func @apply_dim_as_symbol() {
  affine.for %i = 0 to 10 {
    // expected-error@+1 {{dimensional operand cannot be used as a symbol}}
    %0 = affine.apply affine_map<()[s0] -> (s0 + 1)>()[%i]
  }
  return
}

// -----

func.func @min_no_result(%n: index) {
  // expected-error@+1 {{'affine.min' op affine map expect at least one result}}
  %0 = "affine.min"(%n) <{map = affine_map<(d0) -> ()>}> : (index) -> index
  return
}

// -----

func.func @max_operands(%n: index) {
  // expected-error@+1 {{'affine.max' op operand count and affine map dimension and symbol count must match}}
  %0 = affine.max affine_map<(d0) -> (d0, 4)>(%n)[%n]
  return
}

// -----

func.func @for_one_bound_operand(%n: index) {
  // expected-error@+1 {{custom op 'affine.for' expected only one loop bound operand}}
  affine.for %i = 0 to %n, %n {
  }
  return
}

// -----

func.func @for_string_bound() {
  // expected-error@+1 {{custom op 'affine.for' expected valid affine map representation for loop bounds}}
  affine.for %i = 0 to "ten" {
  }
  return
}

// -----

#m = affine_map<(d0)[s0] -> (d0 + s0)>
func.func @for_dim_count(%n: index) {
  // expected-error@+1 {{custom op 'affine.for' dim operand count and affine map dim count must match}}
  affine.for %i = #m(%n, %n)[%n] to 100 {
  }
  return
}

// -----

#m = affine_map<(d0)[s0] -> (d0 + s0)>
func.func @for_symbol_count(%n: index) {
  // expected-error@+1 {{custom op 'affine.for' symbol operand count and affine map symbol count must match}}
  affine.for %i = 0 to #m(%n) {
  }
  return
}

// -----

func.func @for_max_prefix(%n: index) {
  // expected-error@+1 {{custom op 'affine.for' lower loop bound affine map with multiple results requires 'max' prefix}}
  affine.for %i = affine_map<()[s0] -> (s0, 0)>()[%n] to 10 {
  }
  return
}

// -----

func.func @for_min_prefix(%n: index) {
  // expected-error@+1 {{custom op 'affine.for' upper loop bound affine map with multiple results requires 'min' prefix}}
  affine.for %i = 0 to affine_map<()[s0] -> (s0, 10)>()[%n] {
  }
  return
}

// -----

func.func @for_missing_to(%n: index) {
  // expected-error@+1 {{custom op 'affine.for' expected 'to' between bounds}}
  affine.for %i = 0 until 10 {
  }
  return
}

// -----

func.func @for_negative_step() {
  // expected-error@+1 {{custom op 'affine.for' expected step to be representable as a positive signed integer}}
  affine.for %i = 0 to 10 step -2 {
  }
  return
}

// -----

func.func @for_step_typo() {
  // expected-error@+1 {{expected constant integer or floating point value}}
  affine.for %i = 0 to 10 step -- 2 {
  }
  return
}

// -----

func.func @for_iter_args_count(%x: f32) {
  // expected-error@+1 {{custom op 'affine.for' mismatch between the number of loop-carried values and results}}
  %r:2 = affine.for %i = 0 to 10 iter_args(%a = %x) -> (f32, f32) {
    affine.yield %a, %a : f32, f32
  }
  return
}

// -----

func.func @for_dim_operand() {
  affine.for %i = 0 to 10 {
    %x = arith.addi %i, %i : index
    // expected-error@+1 {{'affine.for' op operand cannot be used as a dimension id}}
    affine.for %j = affine_map<(d0) -> (d0)>(%x) to 10 {
    }
  }
  return
}

// -----

func.func @for_symbol_operand() {
  affine.for %i = 0 to 10 {
    %x = arith.addi %i, %i : index
    // expected-error@+1 {{'affine.for' op operand cannot be used as a symbol}}
    affine.for %j = 0 to %x {
    }
  }
  return
}

// -----

func.func @for_no_step() {
  // expected-error@+1 {{'affine.for' op requires attribute 'step'}}
  "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, upperBoundMap = affine_map<() -> (1)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @for_empty_bound() {
  // expected-error@+1 {{'affine.for' op expected upper bound map to have at least one result}}
  "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> ()>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @for_iv_type() {
  // expected-error@+1 {{'affine.for' op expected body to have a single index argument for the induction variable}}
  "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (1)>}> ({
  ^bb0(%i: i32):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @for_inits(%n: index) {
  // expected-error@+1 {{'affine.for' op different number of inits and region iter_args: 1 != 0}}
  "affine.for"(%n) <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 1>, step = 1 : index, upperBoundMap = affine_map<() -> (1)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @for_terminator() {
  // expected-error@+2 {{'affine.for' op expects regions to end with 'affine.yield', found 'foo.end'}}
  // expected-note@+1 {{in custom textual format, the absence of terminator implies 'affine.yield'}}
  "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (1)>}> ({
  ^bb0(%i: index):
    "foo.end"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @if_set_kind(%n: index) {
  // expected-error@+1 {{custom op 'affine.if' invalid kind of attribute specified}}
  affine.if affine_map<(d0) -> (d0)>(%n) {
  }
  return
}

// -----

func.func @if_dim_count(%n: index) {
  // expected-error@+1 {{custom op 'affine.if' dim operand count and integer set dim count must match}}
  affine.if affine_set<(d0) : (d0 >= 0)>(%n, %n) {
  }
  return
}

// -----

func.func @if_symbol_count(%n: index) {
  // expected-error@+1 {{custom op 'affine.if' symbol operand count and integer set symbol count must match}}
  affine.if affine_set<(d0)[s0] : (d0 - s0 >= 0)>(%n) {
  }
  return
}

// -----

func.func @if_symbol_operand() {
  affine.for %i = 0 to 10 {
    // expected-error@+1 {{'affine.if' op operand cannot be used as a symbol}}
    affine.if affine_set<()[s0] : (s0 >= 0)>()[%i] {
    }
  }
  return
}

// -----

func.func @if_operands(%n: index) {
  // expected-error@+1 {{'affine.if' op operand count and condition integer set dimension and symbol count must match}}
  "affine.if"(%n, %n) <{condition = affine_set<(d0) : (d0 >= 0)>}> ({
    "affine.yield"() : () -> ()
  }, {
  }) : (index, index) -> ()
  return
}

// -----

func.func @if_region_args(%n: index) {
  // expected-error@+1 {{'affine.if' op region #0 should have no arguments}}
  "affine.if"(%n) <{condition = affine_set<(d0) : (d0 >= 0)>}> ({
  ^bb0(%a: index):
    "affine.yield"() : () -> ()
  }, {
  }) : (index) -> ()
  return
}

// -----

func.func @if_no_condition(%n: index) {
  // expected-error@+1 {{'affine.if' op requires attribute 'condition'}}
  "affine.if"(%n) ({
    "affine.yield"() : () -> ()
  }, {
  }) : (index) -> ()
  return
}

// -----

func.func @if_results_without_else(%n: index) {
  // expected-error@+2 {{'affine.if' op along control flow edge from parent to parent: region branch point has 0 operands, but region successor needs 1 inputs}}
  // expected-note@+1 {{region branch point}}
  %r = affine.if affine_set<(d0) : (d0 >= 0)>(%n) -> index {
    affine.yield %n : index
  }
  return
}

// -----

func.func @yield_parent() {
  // expected-error@+1 {{'affine.yield' op only terminates affine.if/for/parallel regions}}
  affine.yield
}

// -----

func.func @yield_count(%n: index) {
  affine.for %i = 0 to 10 {
    // expected-error@+1 {{'affine.yield' op parent of yield must have same number of results as the yield operands}}
    affine.yield %n : index
  }
  return
}

// -----

func.func @yield_types(%n: index) {
  %r = affine.for %i = 0 to 10 iter_args(%x = %n) -> (index) {
    %c = arith.constant 0 : i32
    // expected-error@+1 {{'affine.yield' op types mismatch between yield op and its parent}}
    affine.yield %c : i32
  }
  return
}

// -----

func.func @load_no_bracket(%A: memref<4xf32>) {
  // expected-error@+1 {{expected '[' in affine map}}
  %0 = affine.load %A : memref<4xf32>
  return
}

// -----

func.func @load_unclosed(%A: memref<4x4xf32>, %i: index) {
  // expected-error@+1 {{expected ']' in affine map}}
  %0 = affine.load %A[%i, 0 : memref<4x4xf32>
  return
}

// -----

func.func @load_symbol_paren(%A: memref<4xf32>, %n: index) {
  // expected-error@+1 {{expected '(' at start of SSA symbol}}
  %0 = affine.load %A[symbol %n] : memref<4xf32>
  return
}

// -----

func.func @load_symbol_close(%A: memref<4xf32>, %n: index) {
  // expected-error@+1 {{expected ')' at end of SSA symbol}}
  %0 = affine.load %A[symbol(%n + 1)] : memref<4xf32>
  return
}

// -----

func.func @load_mul(%A: memref<4xf32>, %i: index) {
  // expected-error@+1 {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}
  %0 = affine.load %A[%i * %i] : memref<4xf32>
  return
}

// -----

func.func @load_floordiv(%A: memref<4xf32>, %i: index) {
  // expected-error@+1 {{non-affine expression: right operand of floordiv has to be either a constant or symbolic}}
  %0 = affine.load %A[%i floordiv %i] : memref<4xf32>
  return
}

// -----

func.func @load_missing_operand(%A: memref<4x4xf32>, %i: index) {
  // expected-error@+1 {{missing right operand of binary operator}}
  %0 = affine.load %A[%i + , 0] : memref<4x4xf32>
  return
}

// -----

func.func @load_missing_left(%A: memref<4xf32>, %i: index) {
  // expected-error@+1 {{missing left operand of binary operator}}
  %0 = affine.load %A[* %i] : memref<4xf32>
  return
}

// -----

func.func @load_bare_id(%A: memref<4xf32>) {
  // expected-error@+1 {{use of undeclared identifier}}
  %0 = affine.load %A[d0] : memref<4xf32>
  return
}

// -----

func.func @load_large(%A: memref<4xf32>) {
  // expected-error@+1 {{constant too large for index}}
  %0 = affine.load %A[99999999999999999999] : memref<4xf32>
  return
}

// -----

func.func @load_empty_parens(%A: memref<4xf32>) {
  // expected-error@+1 {{no expression inside parentheses}}
  %0 = affine.load %A[()] : memref<4xf32>
  return
}

// -----

func.func @load_no_expr(%A: memref<4xf32>) {
  // expected-error@+1 {{expected affine expression}}
  %0 = affine.load %A[: memref<4xf32>
  return
}

// -----

func.func @load_tensor(%A: memref<4xf32>, %i: index) {
  // expected-error@+1 {{custom op 'affine.load' invalid kind of type specified: expected builtin.memref, but found 'tensor<4xf32>'}}
  %0 = affine.load %A[%i] : tensor<4xf32>
  return
}

// -----

func.func @load_rank(%A: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'affine.load' op affine map num results must equal memref rank}}
  %0 = affine.load %A[%i, %i] : memref<4xf32>
  return
}

// -----

func.func @load_subscripts(%A: memref<4xf32>) {
  // expected-error@+1 {{'affine.load' op expects as many subscripts as affine map inputs}}
  %0 = "affine.load"(%A) <{map = affine_map<(d0) -> (d0)>}> : (memref<4xf32>) -> f32
  return
}

// -----

func.func @load_result_type(%A: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'affine.load' op result type must match element type of memref}}
  %0 = "affine.load"(%A, %i) <{map = affine_map<(d0) -> (d0)>}> : (memref<4xf32>, index) -> i32
  return
}

// -----

func.func @load_dim(%A: memref<4xf32>) {
  affine.for %i = 0 to 4 {
    %x = arith.addi %i, %i : index
    // expected-error@+1 {{'affine.load' op operand cannot be used as a dimension id}}
    %0 = affine.load %A[%x] : memref<4xf32>
  }
  return
}

// -----

func.func @store_dim(%A: memref<4xf32>, %v: f32) {
  affine.for %i = 0 to 4 {
    %x = arith.muli %i, %i : index
    // expected-error@+1 {{'affine.store' op operand cannot be used as a symbol}}
    affine.store %v, %A[symbol(%x)] : memref<4xf32>
  }
  return
}

// -----

func.func @store_type(%A: memref<4xf32>, %v: i32, %i: index) {
  // expected-error@+1 {{'affine.store' op value to store must have the same type as memref element type}}
  "affine.store"(%v, %A, %i) <{map = affine_map<(d0) -> (d0)>}> : (i32, memref<4xf32>, index) -> ()
  return
}

// -----

func.func @store_memref(%A: tensor<4xf32>, %v: f32, %i: index) {
  // expected-error@+1 {{'affine.store' op operand #1 must be memref of any type values, but got 'tensor<4xf32>'}}
  "affine.store"(%v, %A, %i) <{map = affine_map<(d0) -> (d0)>}> : (f32, tensor<4xf32>, index) -> ()
  return
}

// -----

func.func @parallel_counts() {
  // expected-error@+1 {{'affine.parallel' op the number of region arguments (1) and the number of map groups for lower (2) and upper bound (2), and the number of steps (2) must all match}}
  affine.parallel (%i) = (0, 0) to (100, 100) step (10, 10) {
  }
  return
}

// -----

func.func @parallel_steps(%n: index) {
  // expected-error@+1 {{custom op 'affine.parallel' steps must be constant integers}}
  affine.parallel (%i) = (0) to (100) step (%n) {
  }
  return
}

// -----

func.func @parallel_reduction_type() {
  // expected-error@+1 {{'affine.parallel' op result type cannot match reduction attribute}}
  %r = affine.parallel (%i) = (0) to (100) reduce ("addi") -> f32 {
    %c = arith.constant 1.0 : f32
    affine.yield %c : f32
  }
  return
}

// -----

func.func @parallel_reduction_name() {
  // expected-error@+1 {{custom op 'affine.parallel' invalid reduction value: "bogus"}}
  %r = affine.parallel (%i) = (0) to (100) reduce ("bogus") -> f32 {
    %c = arith.constant 1.0 : f32
    affine.yield %c : f32
  }
  return
}

// -----

func.func @parallel_missing_reduction() {
  // expected-error@+1 {{'affine.parallel' op a reduction must be specified for each output}}
  %r = affine.parallel (%i) = (0) to (100) -> f32 {
    %c = arith.constant 1.0 : f32
    affine.yield %c : f32
  }
  return
}

// -----

func.func @parallel_dim() {
  affine.parallel (%i) = (0) to (100) {
    %x = arith.addi %i, %i : index
    // expected-error@+1 {{'affine.parallel' op operand cannot be used as a dimension id}}
    affine.parallel (%j) = (%x) to (100) {
    }
  }
  return
}

// -----

func.func @parallel_to() {
  // expected-error@+1 {{custom op 'affine.parallel' expected 'to'}}
  affine.parallel (%i) = (0) until (100) {
  }
  return
}

// -----

func.func @parallel_bound_paren() {
  // expected-error@+1 {{expected '('}}
  affine.parallel (%i) = 0 to (100) {
  }
  return
}

// -----

func.func @parallel_min_group(%n: index) {
  // expected-error@+1 {{expected '(' in affine map}}
  affine.parallel (%i) = (0) to (min %n) {
  }
  return
}

// -----

// Valid: constants, pure ops of symbols, memref.dim of an allocation sized
// by a symbol (through memref.cast), affine.apply of dimensions.
func.func @valid_operands(%A: memref<?x?xf32>, %n: index) {
  affine.for %i = 0 to 10 {
    %c = arith.constant 3 : index
    %s = arith.addi %n, %c : index
    %v = affine.load %A[%i, symbol(%s)] : memref<?x?xf32>
    %m = memref.alloc(%n) : memref<?xf32>
    %c0 = arith.constant 0 : index
    %cast = memref.cast %m : memref<?xf32> to memref<?xf32>
    %d = memref.dim %cast, %c0 : memref<?xf32>
    %w = affine.load %A[%i, symbol(%d)] : memref<?x?xf32>
    %ap = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%i)[%s]
    %x = affine.load %A[%ap, %ap] : memref<?x?xf32>
  }
  return
}

// -----

func.func @scf_induction_variable(%A: memref<?x?xf32>, %n: index) {
  %c1 = arith.constant 1 : index
  scf.for %i = %c1 to %n step %c1 {
    // expected-error@+1 {{'affine.load' op operand cannot be used as a dimension id}}
    %v = affine.load %A[%i, 0] : memref<?x?xf32>
  }
  return
}

// -----

func.func @dim_of_loop_sized_alloc(%A: memref<?x?xf32>) {
  affine.for %i = 0 to 10 {
    %m = memref.alloc(%i) : memref<?xf32>
    %c0 = arith.constant 0 : index
    %d = memref.dim %m, %c0 : memref<?xf32>
    // expected-error@+1 {{'affine.load' op operand cannot be used as a symbol}}
    %w = affine.load %A[%i, symbol(%d)] : memref<?x?xf32>
  }
  return
}

// -----

// The induction variable is an argument: no result number.
func.func @for_iv_result_number() {
  // expected-error@+1 {{result number not allowed in argument list}}
  affine.for %n0#0 = 0 to 7 {
  }
  return
}
