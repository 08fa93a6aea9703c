// PIPELINE: builtin.module(func.func(canonicalize))
// PIPELINE: builtin.module(canonicalize{top-down=false})
// Folders and canonicalization patterns (memref-misc).

func.func @cast_const() -> tensor<?xf32> {
  %cst = arith.constant dense<1.0> : tensor<4xf32>
  %0 = tensor.cast %cst : tensor<4xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}
func.func @dim_reshape(%m: memref<*xf32>, %s: memref<2xindex>) -> index {
  %c1 = arith.constant 1 : index
  %0 = memref.reshape %m(%s) : (memref<*xf32>, memref<2xindex>) -> memref<?x?xf32>
  %1 = memref.dim %0, %c1 : memref<?x?xf32>
  return %1 : index
}
func.func @esm(%m: memref<4x?xf32>) -> (index, index, index, index, index) {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<4x?xf32> -> memref<f32>, index, index, index, index, index
  return %offset, %sizes#0, %sizes#1, %strides#0, %strides#1 : index, index, index, index, index
}
func.func @alloca_scope(%n: index) -> f32 {
  %r = memref.alloca_scope -> (f32) {
    %c = arith.constant 1.0 : f32
    memref.alloca_scope.return %c : f32
  }
  return %r : f32
}
func.func @load_of_cast_generic(%m: memref<4xf32>, %i: index) -> f32 {
  %0 = memref.cast %m : memref<4xf32> to memref<?xf32>
  %v = arith.constant 1.0 : f32
  %1 = memref.atomic_rmw addf %v, %0[%i] : (f32, memref<?xf32>) -> f32
  return %1 : f32
}
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
func.func @alloca_scope_last(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %r = memref.alloca_scope -> (f32) {
    %a = memref.alloca() : memref<4xf32>
    %v = memref.load %a[%c0] : memref<4xf32>
    memref.alloca_scope.return %v : f32
  }
  return %r : f32
}
func.func @dim_reshape_kept(%m: memref<*xf32>, %s: memref<2xi32>) -> index {
  %0 = memref.reshape %m(%s) : (memref<*xf32>, memref<2xi32>) -> memref<?x?xf32>
  %i = "test.index"() : () -> index
  %1 = memref.dim %0, %i : memref<?x?xf32>
  return %1 : index
}
func.func @dim_reshape_i32(%m: memref<*xf32>, %s: memref<2xi32>, %i: index) -> index {
  %0 = memref.reshape %m(%s) : (memref<*xf32>, memref<2xi32>) -> memref<?x?xf32>
  %1 = memref.dim %0, %i : memref<?x?xf32>
  return %1 : index
}

func.func @esm_users(%m: memref<4x?xf32>, %x: index) -> (index, index, index) {
  %a = arith.addi %x, %x : index
  "test.foo"(%a) : (index) -> ()
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<4x?xf32> -> memref<f32>, index, index, index, index, index
  %b = arith.addi %offset, %sizes#0 : index
  return %b, %sizes#1, %strides#1 : index, index, index
}

func.func @rc_of_metadata_noop(%m: memref<?x?xf32>) -> memref<?x?xf32> {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
  %0 = memref.reinterpret_cast %base to offset: [0], sizes: [%sizes#0, %sizes#1], strides: [%strides#0, 1] : memref<f32> to memref<?x?xf32>
  return %0 : memref<?x?xf32>
}

func.func @rc_of_metadata_cast(%m: memref<4x4xf32>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<4x4xf32> -> memref<f32>, index, index, index, index, index
  %0 = memref.reinterpret_cast %base to offset: [%offset], sizes: [%sizes#0, %sizes#1], strides: [%strides#0, %strides#1] : memref<f32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

func.func @rc_of_metadata_other(%m: memref<4x4xf32>, %o: index) -> memref<2xf32, strided<[1], offset: ?>> {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<4x4xf32> -> memref<f32>, index, index, index, index, index
  %0 = memref.reinterpret_cast %base to offset: [%o], sizes: [2], strides: [1] : memref<f32> to memref<2xf32, strided<[1], offset: ?>>
  return %0 : memref<2xf32, strided<[1], offset: ?>>
}

func.func @rc_constants(%m: memref<?xf32>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %0 = memref.reinterpret_cast %m to offset: [%c0], sizes: [%c4, %c4], strides: [%c4, %c1] : memref<?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

func.func @rc_kept(%m: memref<?xf32>, %n: index) -> memref<?xf32, strided<[1], offset: ?>> {
  %0 = memref.reinterpret_cast %m to offset: [%n], sizes: [%n], strides: [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
  return %0 : memref<?xf32, strided<[1], offset: ?>>
}
