// ODS-generated parsers read a single `type($x)` as the C++ class of x's
// constraint (MemRefType, BaseMemRefType, TensorType, RankedTensorType,
// VectorType, FunctionType), so a type of another kind is a parse error at
// the type, not a verifier error. Type lists of variadic groups and the
// types inside functional-type(...) are not checked that way.
// RUN: rmlir-opt --split-input-file --verify-diagnostics %s
// RUN: not rmlir-opt --split-input-file %s 2>&1 | FileCheck %s

func.func @cast_to_tensor(%m: memref<4xf32>) {
  // CHECK: {{.*}}:[[@LINE+2]]:42: error: custom op 'memref.cast' invalid kind of type specified
  // expected-error@+1 {{custom op 'memref.cast' invalid kind of type specified}}
  %0 = memref.cast %m : memref<4xf32> to tensor<4xf32>
  return
}

// -----

func.func @load_tensor(%m: memref<4xf32>, %i: index) {
  // CHECK: {{.*}}:[[@LINE+2]]:29: error: custom op 'memref.load' invalid kind of type specified: expected builtin.memref, but found 'tensor<4xf32>'
  // expected-error@+1 {{custom op 'memref.load' invalid kind of type specified: expected builtin.memref, but found 'tensor<4xf32>'}}
  %0 = memref.load %m[%i] : tensor<4xf32>
  return
}

// -----

func.func @store_unranked(%m: memref<*xf32>, %v: f32, %i: index) {
  // CHECK: {{.*}}:[[@LINE+2]]:29: error: custom op 'memref.store' invalid kind of type specified: expected builtin.memref, but found 'memref<*xf32>'
  // expected-error@+1 {{custom op 'memref.store' invalid kind of type specified: expected builtin.memref, but found 'memref<*xf32>'}}
  memref.store %v, %m[%i] : memref<*xf32>
  return
}

// -----

func.func @extract_vector(%t: tensor<4xf32>, %i: index) {
  // CHECK: {{.*}}:[[@LINE+2]]:32: error: custom op 'tensor.extract' invalid kind of type specified: expected builtin.tensor, but found 'vector<4xf32>'
  // expected-error@+1 {{custom op 'tensor.extract' invalid kind of type specified: expected builtin.tensor, but found 'vector<4xf32>'}}
  %0 = tensor.extract %t[%i] : vector<4xf32>
  return
}

// -----

func.func @dim_vector(%t: tensor<4xf32>, %i: index) {
  // CHECK: {{.*}}:[[@LINE+2]]:28: error: custom op 'tensor.dim' invalid kind of type specified
  // expected-error@+1 {{custom op 'tensor.dim' invalid kind of type specified}}
  %0 = tensor.dim %t, %i : vector<4xf32>
  return
}

// -----

func.func @broadcast_to_tensor(%a: f32) {
  // CHECK: {{.*}}:[[@LINE+2]]:37: error: custom op 'vector.broadcast' invalid kind of type specified: expected builtin.vector, but found 'tensor<4xf32>'
  // expected-error@+1 {{custom op 'vector.broadcast' invalid kind of type specified: expected builtin.vector, but found 'tensor<4xf32>'}}
  %0 = vector.broadcast %a : f32 to tensor<4xf32>
  return
}

// -----

func.func @call_indirect_int(%f: i32) {
  // CHECK: {{.*}}:[[@LINE+2]]:29: error: custom op 'func.call_indirect' invalid kind of type specified: expected builtin.function, but found 'i32'
  // expected-error@+1 {{custom op 'func.call_indirect' invalid kind of type specified: expected builtin.function, but found 'i32'}}
  func.call_indirect %f() : i32
  return
}

// -----

// MemRefType and RankedTensorType reject unranked types.
func.func @alloca_unranked() {
  // CHECK: {{.*}}:[[@LINE+2]]:26: error: custom op 'memref.alloca' invalid kind of type specified: expected builtin.memref, but found 'memref<*xf32>'
  // expected-error@+1 {{custom op 'memref.alloca' invalid kind of type specified: expected builtin.memref, but found 'memref<*xf32>'}}
  %0 = memref.alloca() : memref<*xf32>
  return
}

// -----

func.func @empty_unranked() {
  // CHECK: {{.*}}:[[@LINE+2]]:25: error: custom op 'tensor.empty' invalid kind of type specified: expected builtin.tensor, but found 'tensor<*xf32>'
  // expected-error@+1 {{custom op 'tensor.empty' invalid kind of type specified: expected builtin.tensor, but found 'tensor<*xf32>'}}
  %0 = tensor.empty() : tensor<*xf32>
  return
}

// -----

func.func @tensor_cast_vector(%t: tensor<4xf32>) {
  // CHECK: {{.*}}:[[@LINE+2]]:42: error: custom op 'tensor.cast' invalid kind of type specified
  // expected-error@+1 {{custom op 'tensor.cast' invalid kind of type specified}}
  %0 = tensor.cast %t : tensor<4xf32> to vector<4xf32>
  return
}

// -----

// functional-type(...) is parsed as a FunctionType.
func.func @reshape_not_function(%t: tensor<4xf32>, %s: tensor<1xi32>) {
  // CHECK: {{.*}}:[[@LINE+2]]:32: error: custom op 'tensor.reshape' invalid kind of type specified: expected builtin.function, but found 'i32'
  // expected-error@+1 {{custom op 'tensor.reshape' invalid kind of type specified: expected builtin.function, but found 'i32'}}
  %0 = tensor.reshape %t(%s) : i32
  return
}

// -----

// scf.while's parseColonType(FunctionType&) reports at the colon.
func.func @while_not_function(%a: i32, %c: i1) {
  // CHECK: {{.*}}:[[@LINE+2]]:28: error: custom op 'scf.while' invalid kind of type specified: expected builtin.function, but found 'i32'
  // expected-error@+1 {{custom op 'scf.while' invalid kind of type specified: expected builtin.function, but found 'i32'}}
  %0 = scf.while (%x = %a) : i32 {
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    scf.yield %y : i32
  }
  return
}

// -----

// The types inside functional-type(...) are not parsed as their groups'
// classes: the verifier reports them.
func.func @reshape_vector_result(%t: tensor<4xf32>, %s: tensor<1xi32>) {
  // CHECK: {{.*}}:[[@LINE+2]]:8: error: 'tensor.reshape' op result #0 must be tensor of any type values, but got 'vector<4xf32>'
  // expected-error@+1 {{'tensor.reshape' op result #0 must be tensor of any type values, but got 'vector<4xf32>'}}
  %0 = tensor.reshape %t(%s) : (tensor<4xf32>, tensor<1xi32>) -> vector<4xf32>
  return
}

// -----

// Neither are the types of a variadic group's type list.
func.func @distinct_tensor(%m: memref<4xf32>, %t: tensor<4xf32>) {
  // CHECK: {{.*}}:[[@LINE+2]]:10: error: 'memref.distinct_objects' op operand #1 must be variadic of memref of any type values, but got 'tensor<4xf32>'
  // expected-error@+1 {{'memref.distinct_objects' op operand #1 must be variadic of memref of any type values, but got 'tensor<4xf32>'}}
  %0:2 = memref.distinct_objects %m, %t : memref<4xf32>, tensor<4xf32>
  return
}

// -----

// Constraints whose class is ::mlir::Type parse any type; BaseMemRefType and
// TensorType take unranked types too.
!ft = (i32) -> i32
func.func @accepted(%a: vector<4xf32>, %b: tensor<4xi32>, %m: memref<4xf32>,
                    %u: tensor<*xf32>, %f: (i32) -> i32, %i: index, %x: i32,
                    %c: i1, %t: tensor<4xf32>, %s: tensor<1xi32>) {
  %0 = arith.addf %a, %a : vector<4xf32>
  %1 = arith.addi %b, %b : tensor<4xi32>
  %2 = arith.cmpi slt, %b, %b : tensor<4xi32>
  %3 = memref.cast %m : memref<4xf32> to memref<*xf32>
  %4 = memref.cast %3 : memref<*xf32> to memref<4xf32>
  %5 = tensor.dim %u, %i : tensor<*xf32>
  %6 = func.call_indirect %f(%x) : !ft
  %7 = vector.broadcast %x : i32 to vector<2xi32>
  %8 = tensor.reshape %t(%s) : (tensor<4xf32>, tensor<1xi32>) -> tensor<4xf32>
  %9 = scf.while (%y = %x) : (i32) -> i32 {
    scf.condition(%c) %y : i32
  } do {
  ^bb0(%z: i32):
    scf.yield %z : i32
  }
  memref.dealloc %3 : memref<*xf32>
  return
}
