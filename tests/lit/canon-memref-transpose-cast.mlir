// memref.transpose of a memref.transpose composes the two permutations (in
// place: the outer op keeps its attributes), an identity transpose to the
// same type and a memory_space_cast to its source's own type fold away
// (MLIR 22's TransposeOp::fold and MemorySpaceCastOp::fold).
// RUN: rmlir-opt %s -allow-unregistered-dialect -canonicalize | FileCheck %s --match-full-lines
// RUN: rmlir-opt %s -allow-unregistered-dialect -canonicalize --emit-bytecode | rmlir-opt -allow-unregistered-dialect | FileCheck %s --match-full-lines

// CHECK-LABEL: func.func @transpose_transpose(%arg0: memref<2x3x4xf32>) -> memref<4x2x3xf32, strided<[1, 12, 4]>> {
// CHECK-NEXT: %transpose = memref.transpose %arg0 (d0, d1, d2) -> (d2, d0, d1) : memref<2x3x4xf32> to memref<4x2x3xf32, strided<[1, 12, 4]>>
// CHECK-NEXT: return %transpose : memref<4x2x3xf32, strided<[1, 12, 4]>>
// CHECK-NEXT: }
func.func @transpose_transpose(%m: memref<2x3x4xf32>) -> memref<4x2x3xf32, strided<[1, 12, 4]>> {
  %0 = memref.transpose %m (d0, d1, d2) -> (d1, d2, d0) : memref<2x3x4xf32> to memref<3x4x2xf32, strided<[4, 1, 12]>>
  %1 = memref.transpose %0 (d0, d1, d2) -> (d1, d0, d2) : memref<3x4x2xf32, strided<[4, 1, 12]>> to memref<4x3x2xf32, strided<[1, 4, 12]>>
  %2 = memref.transpose %1 (d0, d1, d2) -> (d0, d2, d1) : memref<4x3x2xf32, strided<[1, 4, 12]>> to memref<4x2x3xf32, strided<[1, 12, 4]>>
  return %2 : memref<4x2x3xf32, strided<[1, 12, 4]>>
}

// CHECK-LABEL: func.func @transpose_identity_pair(%arg0: memref<2x3xf32>) -> memref<2x3xf32> {
// CHECK-NEXT: return %arg0 : memref<2x3xf32>
// CHECK-NEXT: }
func.func @transpose_identity_pair(%m: memref<2x3xf32>) -> memref<2x3xf32> {
  %0 = memref.transpose %m (d0, d1) -> (d1, d0) : memref<2x3xf32> to memref<3x2xf32, strided<[1, 3]>>
  %1 = memref.transpose %0 (d0, d1) -> (d1, d0) : memref<3x2xf32, strided<[1, 3]>> to memref<2x3xf32>
  return %1 : memref<2x3xf32>
}

// CHECK-LABEL: func.func @transpose_identity(%arg0: memref<2x3xf32>) -> memref<2x3xf32> {
// CHECK-NEXT: return %arg0 : memref<2x3xf32>
// CHECK-NEXT: }
func.func @transpose_identity(%m: memref<2x3xf32>) -> memref<2x3xf32> {
  %0 = memref.transpose %m (d0, d1) -> (d0, d1) : memref<2x3xf32> to memref<2x3xf32>
  return %0 : memref<2x3xf32>
}

// CHECK-LABEL: func.func @msc_identity(%arg0: memref<4xf32, 1>) -> memref<4xf32, 1> {
// CHECK-NEXT: return %arg0 : memref<4xf32, 1>
// CHECK-NEXT: }
func.func @msc_identity(%m: memref<4xf32, 1>) -> memref<4xf32, 1> {
  %0 = memref.memory_space_cast %m : memref<4xf32, 1> to memref<4xf32, 1>
  return %0 : memref<4xf32, 1>
}

// CHECK-LABEL: func.func @msc_chain(%arg0: memref<4xf32, 1>) -> memref<4xf32, 3> {
// CHECK-NEXT: %memspacecast = memref.memory_space_cast %arg0 : memref<4xf32, 1> to memref<4xf32, 3>
// CHECK-NEXT: return %memspacecast : memref<4xf32, 3>
// CHECK-NEXT: }
func.func @msc_chain(%m: memref<4xf32, 1>) -> memref<4xf32, 3> {
  %0 = memref.memory_space_cast %m : memref<4xf32, 1> to memref<4xf32, 2>
  %1 = memref.memory_space_cast %0 : memref<4xf32, 2> to memref<4xf32, 3>
  return %1 : memref<4xf32, 3>
}

// CHECK-LABEL: func.func @msc_roundtrip(%arg0: memref<4xf32, 1>) -> memref<4xf32, 1> {
// CHECK-NEXT: return %arg0 : memref<4xf32, 1>
// CHECK-NEXT: }
func.func @msc_roundtrip(%m: memref<4xf32, 1>) -> memref<4xf32, 1> {
  %0 = memref.memory_space_cast %m : memref<4xf32, 1> to memref<4xf32>
  %1 = memref.memory_space_cast %0 : memref<4xf32> to memref<4xf32, 1>
  return %1 : memref<4xf32, 1>
}

// CHECK-LABEL: func.func @tt_attrs(%arg0: memref<2x3xf32>) -> memref<2x3xf32> {
// CHECK-NEXT: %transpose = memref.transpose %arg0 (d0, d1) -> (d1, d0) {a} : memref<2x3xf32> to memref<3x2xf32, strided<[1, 3]>>
// CHECK-NEXT: "test.use"(%transpose) : (memref<3x2xf32, strided<[1, 3]>>) -> ()
// CHECK-NEXT: return %arg0 : memref<2x3xf32>
// CHECK-NEXT: }
func.func @tt_attrs(%m: memref<2x3xf32>) -> memref<2x3xf32> {
  %0 = memref.transpose %m (d0, d1) -> (d1, d0) {a} : memref<2x3xf32> to memref<3x2xf32, strided<[1, 3]>>
  %1 = memref.transpose %0 (d0, d1) -> (d1, d0) {b} : memref<3x2xf32, strided<[1, 3]>> to memref<2x3xf32>
  "test.use"(%0) : (memref<3x2xf32, strided<[1, 3]>>) -> ()
  return %1 : memref<2x3xf32>
}

// CHECK-LABEL: func.func @tt_attrs2(%arg0: memref<2x3x4xf32>) -> memref<4x2x3xf32, strided<[1, 12, 4]>> {
// CHECK-NEXT: %transpose = memref.transpose %arg0 (d0, d1, d2) -> (d2, d0, d1) {b} : memref<2x3x4xf32> to memref<4x2x3xf32, strided<[1, 12, 4]>>
// CHECK-NEXT: return %transpose : memref<4x2x3xf32, strided<[1, 12, 4]>>
// CHECK-NEXT: }
func.func @tt_attrs2(%m: memref<2x3x4xf32>) -> memref<4x2x3xf32, strided<[1, 12, 4]>> {
  %0 = memref.transpose %m (d0, d1, d2) -> (d1, d2, d0) {a} : memref<2x3x4xf32> to memref<3x4x2xf32, strided<[4, 1, 12]>>
  %2 = memref.transpose %0 (d0, d1, d2) -> (d1, d2, d0) {b} : memref<3x4x2xf32, strided<[4, 1, 12]>> to memref<4x2x3xf32, strided<[1, 12, 4]>>
  return %2 : memref<4x2x3xf32, strided<[1, 12, 4]>>
}

// CHECK-LABEL: func.func @t_cast(%arg0: memref<2x3xf32>) -> memref<?x?xf32, strided<[1, ?]>> {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<2x3xf32> to memref<?x?xf32>
// CHECK-NEXT: %transpose = memref.transpose %cast (d0, d1) -> (d1, d0) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
// CHECK-NEXT: return %transpose : memref<?x?xf32, strided<[1, ?]>>
// CHECK-NEXT: }
func.func @t_cast(%m: memref<2x3xf32>) -> memref<?x?xf32, strided<[1, ?]>> {
  %c = memref.cast %m : memref<2x3xf32> to memref<?x?xf32>
  %0 = memref.transpose %c (d0, d1) -> (d1, d0) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
  return %0 : memref<?x?xf32, strided<[1, ?]>>
}

// CHECK-LABEL: func.func @msc_attrs(%arg0: memref<4xf32, 1>) -> memref<4xf32, 3> {
// CHECK-NEXT: %memspacecast = memref.memory_space_cast %arg0 {b} : memref<4xf32, 1> to memref<4xf32, 3>
// CHECK-NEXT: return %memspacecast : memref<4xf32, 3>
// CHECK-NEXT: }
func.func @msc_attrs(%m: memref<4xf32, 1>) -> memref<4xf32, 3> {
  %0 = memref.memory_space_cast %m {a} : memref<4xf32, 1> to memref<4xf32, 2>
  %1 = memref.memory_space_cast %0 {b} : memref<4xf32, 2> to memref<4xf32, 3>
  return %1 : memref<4xf32, 3>
}

// CHECK-LABEL: func.func @msc_id_chain(%arg0: memref<4xf32, 1>) -> memref<4xf32, 2> {
// CHECK-NEXT: %memspacecast = memref.memory_space_cast %arg0 {a} : memref<4xf32, 1> to memref<4xf32, 2>
// CHECK-NEXT: %memspacecast_0 = memref.memory_space_cast %arg0 {b} : memref<4xf32, 1> to memref<4xf32, 2>
// CHECK-NEXT: "test.use"(%memspacecast) : (memref<4xf32, 2>) -> ()
// CHECK-NEXT: return %memspacecast_0 : memref<4xf32, 2>
// CHECK-NEXT: }
func.func @msc_id_chain(%m: memref<4xf32, 1>) -> memref<4xf32, 2> {
  %0 = memref.memory_space_cast %m {a} : memref<4xf32, 1> to memref<4xf32, 2>
  %1 = memref.memory_space_cast %0 {b} : memref<4xf32, 2> to memref<4xf32, 2>
  "test.use"(%0) : (memref<4xf32, 2>) -> ()
  return %1 : memref<4xf32, 2>
}

// CHECK-LABEL: func.func @msc_unranked(%arg0: memref<*xf32, 1>) -> memref<*xf32, 1> {
// CHECK-NEXT: return %arg0 : memref<*xf32, 1>
// CHECK-NEXT: }
func.func @msc_unranked(%m: memref<*xf32, 1>) -> memref<*xf32, 1> {
  %0 = memref.memory_space_cast %m : memref<*xf32, 1> to memref<*xf32, 1>
  return %0 : memref<*xf32, 1>
}

// CHECK-LABEL: func.func @t_identity_of_transpose(%arg0: memref<2x3xf32>) -> memref<3x2xf32, strided<[1, 3]>> {
// CHECK-NEXT: %transpose = memref.transpose %arg0 (d0, d1) -> (d1, d0) {a} : memref<2x3xf32> to memref<3x2xf32, strided<[1, 3]>>
// CHECK-NEXT: return %transpose : memref<3x2xf32, strided<[1, 3]>>
// CHECK-NEXT: }
func.func @t_identity_of_transpose(%m: memref<2x3xf32>) -> memref<3x2xf32, strided<[1, 3]>> {
  %0 = memref.transpose %m (d0, d1) -> (d1, d0) {a} : memref<2x3xf32> to memref<3x2xf32, strided<[1, 3]>>
  %1 = memref.transpose %0 (d0, d1) -> (d0, d1) {b} : memref<3x2xf32, strided<[1, 3]>> to memref<3x2xf32, strided<[1, 3]>>
  return %1 : memref<3x2xf32, strided<[1, 3]>>
}

// CHECK-LABEL: func.func @t_of_other(%arg0: memref<2x3xf32>) -> memref<3x2xf32, strided<[1, 3]>> {
// CHECK-NEXT: %0 = "test.op"() : () -> memref<2x3xf32>
// CHECK-NEXT: %transpose = memref.transpose %0 (d0, d1) -> (d1, d0) : memref<2x3xf32> to memref<3x2xf32, strided<[1, 3]>>
// CHECK-NEXT: return %transpose : memref<3x2xf32, strided<[1, 3]>>
// CHECK-NEXT: }
func.func @t_of_other(%m: memref<2x3xf32>) -> memref<3x2xf32, strided<[1, 3]>> {
  %0 = memref.cast %m : memref<2x3xf32> to memref<2x3xf32>
  %1 = "test.op"() : () -> memref<2x3xf32>
  %2 = memref.transpose %1 (d0, d1) -> (d1, d0) : memref<2x3xf32> to memref<3x2xf32, strided<[1, 3]>>
  return %2 : memref<3x2xf32, strided<[1, 3]>>
}

// CHECK-LABEL: func.func @msc_keep(%arg0: memref<4xf32, 1>) -> memref<4xf32, 2> {
// CHECK-NEXT: %memspacecast = memref.memory_space_cast %arg0 : memref<4xf32, 1> to memref<4xf32, 2>
// CHECK-NEXT: return %memspacecast : memref<4xf32, 2>
// CHECK-NEXT: }
func.func @msc_keep(%m: memref<4xf32, 1>) -> memref<4xf32, 2> {
  %0 = memref.memory_space_cast %m : memref<4xf32, 1> to memref<4xf32, 2>
  return %0 : memref<4xf32, 2>
}
