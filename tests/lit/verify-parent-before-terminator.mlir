// RUN: rmlir-opt %s -split-input-file -verify-diagnostics

// HasParent is listed before Terminator in most terminators' traits, so a
// misplaced one is reported for its parent, not for being followed by ops.
func.func @reduce_not_in_parallel(%arg0 : f32) {
  // expected-error@+1 {{expects parent op 'scf.parallel'}}
  scf.reduce(%arg0 : f32) {
    ^bb0(%lhs : f32, %rhs : f32):
      scf.reduce.return %lhs : f32
  }
  return
}

// -----

func.func @condition_not_in_while(%c : i1) {
  // expected-error@+1 {{expects parent op 'scf.while'}}
  scf.condition(%c)
  return
}

// -----

func.func @reduce_return_not_in_reduce(%x : f32) {
  // expected-error@+1 {{expects parent op 'scf.reduce'}}
  scf.reduce.return %x : f32
  return
}

// -----

func.func @yield_not_in_loop() {
  // expected-error@+1 {{expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
  scf.yield
  return
}

// -----

func.func @in_parallel_not_in_forall() {
  // expected-error@+1 {{expects parent op 'scf.forall'}}
  scf.forall.in_parallel {
  }
  return
}

// -----

// In the right parent, a terminator followed by ops is reported as such.
func.func @yield_not_last(%c : i1) {
  scf.if %c {
    // expected-error@+1 {{must be the last operation in the parent block}}
    "scf.yield"() : () -> ()
    %x = arith.constant 0 : i32
  }
  return
}

// -----

func.func @tensor_yield_not_in_generate(%x : f32) {
  // expected-error@+1 {{expects parent op to be one of 'tensor.generate, tensor.pad'}}
  "tensor.yield"(%x) : (f32) -> ()
  return
}

// -----

func.func @alloca_scope_return_not_in_scope() {
  // expected-error@+1 {{expects parent op 'memref.alloca_scope'}}
  "memref.alloca_scope.return"() : () -> ()
  return
}

// -----

func.func @atomic_yield_not_in_rmw(%x : f32) {
  // expected-error@+1 {{expects parent op 'memref.generic_atomic_rmw'}}
  "memref.atomic_yield"(%x) : (f32) -> ()
  return
}

// -----

// affine.yield lists Terminator first: not last is reported as such.
func.func @affine_yield_not_last() {
  // expected-error@+1 {{must be the last operation in the parent block}}
  "affine.yield"() : () -> ()
  return
}
