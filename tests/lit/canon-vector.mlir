// Folders of the vector ops beyond broadcast (VectorOps.cpp of MLIR 22):
// extract with no position, of a broadcast scalar, of an insert (same or
// disjoint position) and of a splat constant; insert of a whole vector;
// shape_cast identity, chains and splat constants; as mlir-opt 22 prints them.
// RUN: rmlir-opt %s -canonicalize | FileCheck %s
// RUN: rmlir-opt %s -canonicalize --emit-bytecode | rmlir-opt | FileCheck %s

// CHECK-LABEL: func.func @extract_none(%arg0: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT: return %arg0 : vector<4xf32>
// CHECK-LABEL: func.func @extract_broadcast(%arg0: f32) -> f32 {
// CHECK-NEXT: return %arg0 : f32
// CHECK-LABEL: func.func @extract_insert(%arg0: vector<2x4xf32>, %arg1: f32) -> (f32, vector<4xf32>) {
// CHECK-NEXT: %0 = vector.extract %arg0[0] : vector<4xf32> from vector<2x4xf32>
// CHECK-NEXT: return %arg1, %0 : f32, vector<4xf32>
// CHECK-LABEL: func.func @extract_splat() -> (f32, vector<4xi32>, index) {
// CHECK-NEXT: %cst = arith.constant 2.500000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant dense<7> : vector<4xi32>
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: return %cst, %cst_0, %c3 : f32, vector<4xi32>, index
// CHECK-LABEL: func.func @insert_whole(%arg0: vector<2x4xf32>, %arg1: vector<2x4xf32>) -> vector<2x4xf32> {
// CHECK-NEXT: return %arg1 : vector<2x4xf32>
// CHECK-LABEL: func.func @shape_cast(%arg0: vector<2x4xf32>) -> (vector<2x4xf32>, vector<8xf32>, vector<2x4xf32>, vector<4x2xf32>) {
// CHECK-NEXT: %cst = arith.constant dense<1.000000e+00> : vector<4x2xf32>
// CHECK-NEXT: %0 = vector.shape_cast %arg0 : vector<2x4xf32> to vector<8xf32>
// CHECK-NEXT: return %arg0, %0, %arg0, %cst : vector<2x4xf32>, vector<8xf32>, vector<2x4xf32>, vector<4x2xf32>
// CHECK-LABEL: func.func @no_fold(%arg0: vector<2x4xf32>, %arg1: f32, %arg2: index) -> (f32, f32) {
// CHECK-NEXT: %0 = vector.extract %arg0[1, 3] : f32 from vector<2x4xf32>
// CHECK-NEXT: %1 = vector.extract %arg0[%arg2, 1] : f32 from vector<2x4xf32>
// CHECK-NEXT: return %0, %1 : f32, f32

func.func @extract_none(%v: vector<4xf32>) -> vector<4xf32> {
  %0 = vector.extract %v[] : vector<4xf32> from vector<4xf32>
  return %0 : vector<4xf32>
}

func.func @extract_broadcast(%f: f32) -> f32 {
  %0 = vector.broadcast %f : f32 to vector<2x4xf32>
  %1 = vector.extract %0[1, 2] : f32 from vector<2x4xf32>
  return %1 : f32
}

func.func @extract_insert(%v: vector<2x4xf32>, %f: f32) -> (f32, vector<4xf32>) {
  %0 = vector.insert %f, %v[1, 2] : f32 into vector<2x4xf32>
  %1 = vector.extract %0[1, 2] : f32 from vector<2x4xf32>
  %w = vector.extract %v[0] : vector<4xf32> from vector<2x4xf32>
  %2 = vector.insert %w, %v[1] : vector<4xf32> into vector<2x4xf32>
  %3 = vector.extract %2[1] : vector<4xf32> from vector<2x4xf32>
  return %1, %3 : f32, vector<4xf32>
}

func.func @extract_splat() -> (f32, vector<4xi32>, index) {
  %c = arith.constant dense<2.5> : vector<2x4xf32>
  %0 = vector.extract %c[1, 3] : f32 from vector<2x4xf32>
  %d = arith.constant dense<7> : vector<2x4xi32>
  %1 = vector.extract %d[0] : vector<4xi32> from vector<2x4xi32>
  %e = arith.constant dense<3> : vector<4xindex>
  %2 = vector.extract %e[2] : index from vector<4xindex>
  return %0, %1, %2 : f32, vector<4xi32>, index
}

func.func @insert_whole(%v: vector<2x4xf32>, %w: vector<2x4xf32>) -> vector<2x4xf32> {
  %0 = vector.insert %w, %v[] : vector<2x4xf32> into vector<2x4xf32>
  return %0 : vector<2x4xf32>
}

func.func @shape_cast(%v: vector<2x4xf32>) -> (vector<2x4xf32>, vector<8xf32>, vector<2x4xf32>, vector<4x2xf32>) {
  %0 = vector.shape_cast %v : vector<2x4xf32> to vector<2x4xf32>
  %1 = vector.shape_cast %v : vector<2x4xf32> to vector<4x2xf32>
  %2 = vector.shape_cast %1 : vector<4x2xf32> to vector<8xf32>
  %3 = vector.shape_cast %2 : vector<8xf32> to vector<2x4xf32>
  %c = arith.constant dense<1.0> : vector<8xf32>
  %4 = vector.shape_cast %c : vector<8xf32> to vector<4x2xf32>
  return %0, %2, %3, %4 : vector<2x4xf32>, vector<8xf32>, vector<2x4xf32>, vector<4x2xf32>
}

func.func @no_fold(%v: vector<2x4xf32>, %f: f32, %i: index) -> (f32, f32) {
  %0 = vector.insert %f, %v[1, 2] : f32 into vector<2x4xf32>
  %1 = vector.extract %0[1, 3] : f32 from vector<2x4xf32>
  %2 = vector.extract %v[%i, 1] : f32 from vector<2x4xf32>
  return %1, %2 : f32, f32
}
