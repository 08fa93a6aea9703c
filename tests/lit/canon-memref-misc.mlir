// More memref canonicalizations (MLIR 22): extract_strided_metadata results
// known from the type become constants, dim of memref.reshape loads the
// shape, alloca_scope inlining, atomic_rmw of a cast, reinterpret_cast of
// extract_strided_metadata and of constants; a tensor.cast of a constant is
// kept.
// RUN: rmlir-opt %s -allow-unregistered-dialect -canonicalize | FileCheck %s --match-full-lines
// RUN: rmlir-opt %s -allow-unregistered-dialect -canonicalize --emit-bytecode | rmlir-opt -allow-unregistered-dialect | FileCheck %s --match-full-lines
// RUN: rmlir-opt %s -allow-unregistered-dialect -canonicalize --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: rmlir-opt %s -allow-unregistered-dialect -canonicalize --emit-bytecode | rmlir-opt -allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// The load created for dim(reshape) carries the builder's default attribute.
// GENERIC: {{.*}} = "memref.load"(%arg{{[0-9]+}}, %{{[0-9]+}}) <{nontemporal = false}> : (memref<2xindex>, index) -> index

// CHECK-LABEL: func.func @cast_const() -> tensor<?xf32> {
// CHECK-NEXT: %cst = arith.constant dense<1.000000e+00> : tensor<4xf32>
// CHECK-NEXT: %cast = tensor.cast %cst : tensor<4xf32> to tensor<?xf32>
// CHECK-NEXT: return %cast : tensor<?xf32>
// CHECK-NEXT: }
func.func @cast_const() -> tensor<?xf32> {
  %cst = arith.constant dense<1.0> : tensor<4xf32>
  %0 = tensor.cast %cst : tensor<4xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}

// CHECK-LABEL: func.func @dim_reshape(%arg0: memref<*xf32>, %arg1: memref<2xindex>) -> index {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = memref.load %arg1[%c1] : memref<2xindex>
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
func.func @dim_reshape(%m: memref<*xf32>, %s: memref<2xindex>) -> index {
  %c1 = arith.constant 1 : index
  %0 = memref.reshape %m(%s) : (memref<*xf32>, memref<2xindex>) -> memref<?x?xf32>
  %1 = memref.dim %0, %c1 : memref<?x?xf32>
  return %1 : index
}

// CHECK-LABEL: func.func @esm(%arg0: memref<4x?xf32>) -> (index, index, index, index, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<4x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: return %c0, %c4, %sizes#1, %strides#0, %c1 : index, index, index, index, index
// CHECK-NEXT: }
func.func @esm(%m: memref<4x?xf32>) -> (index, index, index, index, index) {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<4x?xf32> -> memref<f32>, index, index, index, index, index
  return %offset, %sizes#0, %sizes#1, %strides#0, %strides#1 : index, index, index, index, index
}

// CHECK-LABEL: func.func @alloca_scope(%arg0: index) -> f32 {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: return %cst : f32
// CHECK-NEXT: }
func.func @alloca_scope(%n: index) -> f32 {
  %r = memref.alloca_scope -> (f32) {
    %c = arith.constant 1.0 : f32
    memref.alloca_scope.return %c : f32
  }
  return %r : f32
}

// CHECK-LABEL: func.func @load_of_cast_generic(%arg0: memref<4xf32>, %arg1: index) -> f32 {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %0 = memref.atomic_rmw addf %cst, %arg0[%arg1] : (f32, memref<4xf32>) -> f32
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @load_of_cast_generic(%m: memref<4xf32>, %i: index) -> f32 {
  %0 = memref.cast %m : memref<4xf32> to memref<?xf32>
  %v = arith.constant 1.0 : f32
  %1 = memref.atomic_rmw addf %v, %0[%i] : (f32, memref<?xf32>) -> f32
  return %1 : f32
}

// CHECK-LABEL: func.func @alloca_scope_kept(%arg0: index) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = memref.alloca_scope  -> (f32) {
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: %1 = memref.load %alloca[%c0] : memref<4xf32>
// CHECK-NEXT: memref.alloca_scope.return %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: "test.use"(%0) : (f32) -> ()
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @alloca_scope_kept(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %r = memref.alloca_scope -> (f32) {
    %a = memref.alloca() : memref<4xf32>
    %v = memref.load %a[%c0] : memref<4xf32>
    memref.alloca_scope.return %v : f32
  }
  "test.use"(%r) : (f32) -> ()
  return %r : f32
}

// CHECK-LABEL: func.func @alloca_scope_last(%arg0: index) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: %0 = memref.load %alloca[%c0] : memref<4xf32>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @alloca_scope_last(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %r = memref.alloca_scope -> (f32) {
    %a = memref.alloca() : memref<4xf32>
    %v = memref.load %a[%c0] : memref<4xf32>
    memref.alloca_scope.return %v : f32
  }
  return %r : f32
}

// CHECK-LABEL: func.func @dim_reshape_kept(%arg0: memref<*xf32>, %arg1: memref<2xi32>) -> index {
// CHECK-NEXT: %reshape = memref.reshape %arg0(%arg1) : (memref<*xf32>, memref<2xi32>) -> memref<?x?xf32>
// CHECK-NEXT: %0 = "test.index"() : () -> index
// CHECK-NEXT: %dim = memref.dim %reshape, %0 : memref<?x?xf32>
// CHECK-NEXT: return %dim : index
// CHECK-NEXT: }
func.func @dim_reshape_kept(%m: memref<*xf32>, %s: memref<2xi32>) -> index {
  %0 = memref.reshape %m(%s) : (memref<*xf32>, memref<2xi32>) -> memref<?x?xf32>
  %i = "test.index"() : () -> index
  %1 = memref.dim %0, %i : memref<?x?xf32>
  return %1 : index
}

// CHECK-LABEL: func.func @dim_reshape_i32(%arg0: memref<*xf32>, %arg1: memref<2xi32>, %arg2: index) -> index {
// CHECK-NEXT: %0 = memref.load %arg1[%arg2] : memref<2xi32>
// CHECK-NEXT: %1 = arith.index_cast %0 : i32 to index
// CHECK-NEXT: return %1 : index
// CHECK-NEXT: }
func.func @dim_reshape_i32(%m: memref<*xf32>, %s: memref<2xi32>, %i: index) -> index {
  %0 = memref.reshape %m(%s) : (memref<*xf32>, memref<2xi32>) -> memref<?x?xf32>
  %1 = memref.dim %0, %i : memref<?x?xf32>
  return %1 : index
}

// CHECK-LABEL: func.func @esm_users(%arg0: memref<4x?xf32>, %arg1: index) -> (index, index, index) {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = arith.addi %arg1, %arg1 : index
// CHECK-NEXT: "test.foo"(%0) : (index) -> ()
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<4x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: return %c4, %sizes#1, %c1 : index, index, index
// CHECK-NEXT: }
func.func @esm_users(%m: memref<4x?xf32>, %x: index) -> (index, index, index) {
  %a = arith.addi %x, %x : index
  "test.foo"(%a) : (index) -> ()
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<4x?xf32> -> memref<f32>, index, index, index, index, index
  %b = arith.addi %offset, %sizes#0 : index
  return %b, %sizes#1, %strides#1 : index, index, index
}

// CHECK-LABEL: func.func @rc_of_metadata_noop(%arg0: memref<?x?xf32>) -> memref<?x?xf32> {
// CHECK-NEXT: return %arg0 : memref<?x?xf32>
// CHECK-NEXT: }
func.func @rc_of_metadata_noop(%m: memref<?x?xf32>) -> memref<?x?xf32> {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
  %0 = memref.reinterpret_cast %base to offset: [0], sizes: [%sizes#0, %sizes#1], strides: [%strides#0, 1] : memref<f32> to memref<?x?xf32>
  return %0 : memref<?x?xf32>
}

// CHECK-LABEL: func.func @rc_of_metadata_cast(%arg0: memref<4x4xf32>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<4x4xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %cast : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: }
func.func @rc_of_metadata_cast(%m: memref<4x4xf32>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<4x4xf32> -> memref<f32>, index, index, index, index, index
  %0 = memref.reinterpret_cast %base to offset: [%offset], sizes: [%sizes#0, %sizes#1], strides: [%strides#0, %strides#1] : memref<f32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

// CHECK-LABEL: func.func @rc_of_metadata_other(%arg0: memref<4x4xf32>, %arg1: index) -> memref<2xf32, strided<[1], offset: ?>> {
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [%arg1], sizes: [2], strides: [1] : memref<4x4xf32> to memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT: return %reinterpret_cast : memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT: }
func.func @rc_of_metadata_other(%m: memref<4x4xf32>, %o: index) -> memref<2xf32, strided<[1], offset: ?>> {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<4x4xf32> -> memref<f32>, index, index, index, index, index
  %0 = memref.reinterpret_cast %base to offset: [%o], sizes: [2], strides: [1] : memref<f32> to memref<2xf32, strided<[1], offset: ?>>
  return %0 : memref<2xf32, strided<[1], offset: ?>>
}

// CHECK-LABEL: func.func @rc_constants(%arg0: memref<?xf32>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<?xf32> to memref<4x4xf32, strided<[4, 1]>>
// CHECK-NEXT: %cast = memref.cast %reinterpret_cast : memref<4x4xf32, strided<[4, 1]>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %cast : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: }
func.func @rc_constants(%m: memref<?xf32>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %0 = memref.reinterpret_cast %m to offset: [%c0], sizes: [%c4, %c4], strides: [%c4, %c1] : memref<?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

// CHECK-LABEL: func.func @rc_kept(%arg0: memref<?xf32>, %arg1: index) -> memref<?xf32, strided<[1], offset: ?>> {
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [%arg1], sizes: [%arg1], strides: [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT: return %reinterpret_cast : memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT: }
func.func @rc_kept(%m: memref<?xf32>, %n: index) -> memref<?xf32, strided<[1], offset: ?>> {
  %0 = memref.reinterpret_cast %m to offset: [%n], sizes: [%n], strides: [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
  return %0 : memref<?xf32, strided<[1], offset: ?>>
}
