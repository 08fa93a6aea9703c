// vector.broadcast (the minimal vector dialect): custom form round trip,
// folds (identity, constant scalar or splat to a splat, poison) and the
// broadcast-of-broadcast canonicalization, as mlir-opt 22 prints them.
// RUN: rmlir-opt %s | FileCheck %s --check-prefix=ROUND
// RUN: rmlir-opt %s --emit-bytecode | rmlir-opt | FileCheck %s --check-prefix=ROUND
// RUN: rmlir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: rmlir-opt %s --emit-bytecode | rmlir-opt --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: rmlir-opt %s -canonicalize | FileCheck %s
// RUN: rmlir-opt %s -canonicalize --emit-bytecode | rmlir-opt | FileCheck %s
// RUN: rmlir-opt %s -inline | FileCheck %s --check-prefix=INLINE
// RUN: rmlir-opt %s -inline --emit-bytecode | rmlir-opt | FileCheck %s --check-prefix=INLINE

// ROUND-LABEL: func.func @forms(%arg0: f32, %arg1: vector<4xf32>, %arg2: vector<1x4xf32>, %arg3: vector<f32>) -> (vector<4xf32>, vector<2x4xf32>, vector<3x4xf32>, vector<[4]xf32>, vector<4xf32>, vector<f32>) {
// ROUND-NEXT: %0 = vector.broadcast %arg0 : f32 to vector<4xf32>
// ROUND-NEXT: %1 = vector.broadcast %arg1 {tag} : vector<4xf32> to vector<2x4xf32>
// ROUND-NEXT: %2 = vector.broadcast %arg2 : vector<1x4xf32> to vector<3x4xf32>
// ROUND-NEXT: %3 = vector.broadcast %arg0 : f32 to vector<[4]xf32>
// ROUND-NEXT: %4 = vector.broadcast %arg3 : vector<f32> to vector<4xf32>
// ROUND-NEXT: %5 = vector.broadcast %arg0 : f32 to vector<f32>
// GENERIC: ^bb0([[A:%arg[0-9]+]]: f32, [[V:%arg[0-9]+]]: vector<4xf32>, {{.*}}):
// GENERIC-NEXT: {{%[0-9]+}} = "vector.broadcast"([[A]]) : (f32) -> vector<4xf32>
// GENERIC-NEXT: {{%[0-9]+}} = "vector.broadcast"([[V]]) {tag} : (vector<4xf32>) -> vector<2x4xf32>
// CHECK-LABEL: func.func @forms(
// CHECK-NEXT: %0 = vector.broadcast %arg0 : f32 to vector<4xf32>
// CHECK-NEXT: %1 = vector.broadcast %arg1 {tag} : vector<4xf32> to vector<2x4xf32>
// CHECK-NEXT: %2 = vector.broadcast %arg2 : vector<1x4xf32> to vector<3x4xf32>
// CHECK-NEXT: %3 = vector.broadcast %arg0 : f32 to vector<[4]xf32>
// CHECK-NEXT: %4 = vector.broadcast %arg3 : vector<f32> to vector<4xf32>
// CHECK-NEXT: %5 = vector.broadcast %arg0 : f32 to vector<f32>
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5
func.func @forms(%a: f32, %v: vector<4xf32>, %w: vector<1x4xf32>, %z: vector<f32>) -> (vector<4xf32>, vector<2x4xf32>, vector<3x4xf32>, vector<[4]xf32>, vector<4xf32>, vector<f32>) {
  %0 = vector.broadcast %a : f32 to vector<4xf32>
  %1 = vector.broadcast %v {tag} : vector<4xf32> to vector<2x4xf32>
  %2 = vector.broadcast %w : vector<1x4xf32> to vector<3x4xf32>
  %3 = vector.broadcast %a : f32 to vector<[4]xf32>
  %4 = vector.broadcast %z : vector<f32> to vector<4xf32>
  %5 = vector.broadcast %a : f32 to vector<f32>
  return %0, %1, %2, %3, %4, %5 : vector<4xf32>, vector<2x4xf32>, vector<3x4xf32>, vector<[4]xf32>, vector<4xf32>, vector<f32>
}

// A broadcast to the source's own type folds away.
// CHECK-LABEL: func.func @identity(%arg0: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT: return %arg0 : vector<4xf32>
func.func @identity(%v: vector<4xf32>) -> vector<4xf32> {
  %0 = vector.broadcast %v : vector<4xf32> to vector<4xf32>
  return %0 : vector<4xf32>
}

// Constant scalars and splats fold to splats; a non-splat constant does not.
// CHECK-LABEL: func.func @constants() -> (vector<4xi32>, vector<2x3xf16>, vector<3xindex>, vector<2x4xf32>, vector<2x4xf32>, vector<2x[4]xi1>) {
// CHECK-NEXT: %cst = arith.constant dense<true> : vector<2x[4]xi1>
// CHECK-NEXT: %cst_0 = arith.constant dense<1.000000e+00> : vector<2x4xf32>
// CHECK-NEXT: %cst_1 = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : vector<4xf32>
// CHECK-NEXT: %cst_2 = arith.constant dense<-3> : vector<4xi32>
// CHECK-NEXT: %cst_3 = arith.constant dense<-1.500000e+00> : vector<2x3xf16>
// CHECK-NEXT: %cst_4 = arith.constant dense<7> : vector<3xindex>
// CHECK-NEXT: %0 = vector.broadcast %cst_1 : vector<4xf32> to vector<2x4xf32>
// CHECK-NEXT: return %cst_2, %cst_3, %cst_4, %0, %cst_0, %cst
func.func @constants() -> (vector<4xi32>, vector<2x3xf16>, vector<3xindex>, vector<2x4xf32>, vector<2x4xf32>, vector<2x[4]xi1>) {
  %i = arith.constant -3 : i32
  %0 = vector.broadcast %i : i32 to vector<4xi32>
  %f = arith.constant -1.5 : f16
  %1 = vector.broadcast %f : f16 to vector<2x3xf16>
  %x = arith.constant 7 : index
  %2 = vector.broadcast %x : index to vector<3xindex>
  %d = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  %3 = vector.broadcast %d : vector<4xf32> to vector<2x4xf32>
  %s = arith.constant dense<1.0> : vector<4xf32>
  %4 = vector.broadcast %s : vector<4xf32> to vector<2x4xf32>
  %t = arith.constant true
  %5 = vector.broadcast %t : i1 to vector<2x[4]xi1>
  return %0, %1, %2, %3, %4, %5 : vector<4xi32>, vector<2x3xf16>, vector<3xindex>, vector<2x4xf32>, vector<2x4xf32>, vector<2x[4]xi1>
}

// Broadcasting poison gives poison of the result type.
// CHECK-LABEL: func.func @poison() -> vector<2x4xf32> {
// CHECK-NEXT: %0 = ub.poison : vector<2x4xf32>
// CHECK-NEXT: return %0 : vector<2x4xf32>
func.func @poison() -> vector<2x4xf32> {
  %p = ub.poison : f32
  %0 = vector.broadcast %p : f32 to vector<2x4xf32>
  return %0 : vector<2x4xf32>
}

// A broadcast of a broadcast broadcasts the original source; the inner one
// stays while it has other uses.
// CHECK-LABEL: func.func @chains(%arg0: f32, %arg1: vector<4xf32>) -> (vector<3x2xf32>, vector<2xf32>, vector<5x3x4xf32>) {
// CHECK-NEXT: %0 = vector.broadcast %arg0 : f32 to vector<2xf32>
// CHECK-NEXT: %1 = vector.broadcast %arg0 : f32 to vector<3x2xf32>
// CHECK-NEXT: %2 = vector.broadcast %arg1 : vector<4xf32> to vector<5x3x4xf32>
// CHECK-NEXT: return %1, %0, %2
func.func @chains(%a: f32, %v: vector<4xf32>) -> (vector<3x2xf32>, vector<2xf32>, vector<5x3x4xf32>) {
  %0 = vector.broadcast %a : f32 to vector<2xf32>
  %1 = vector.broadcast %0 : vector<2xf32> to vector<3x2xf32>
  %2 = vector.broadcast %v : vector<4xf32> to vector<3x4xf32>
  %3 = vector.broadcast %2 : vector<3x4xf32> to vector<5x3x4xf32>
  return %1, %0, %3 : vector<3x2xf32>, vector<2xf32>, vector<5x3x4xf32>
}

// Folded splats feed arith folds on vectors.
// CHECK-LABEL: func.func @arith_on_splats() -> vector<4xi16> {
// CHECK-NEXT: %cst = arith.constant dense<-2> : vector<4xi16>
// CHECK-NEXT: return %cst : vector<4xi16>
func.func @arith_on_splats() -> vector<4xi16> {
  %c = arith.constant -2 : i8
  %0 = vector.broadcast %c : i8 to vector<4xi8>
  %1 = arith.extsi %0 : vector<4xi8> to vector<4xi16>
  return %1 : vector<4xi16>
}

// Stretching unit dimensions (a fixed one to a scalable one too) and
// matching scalable dimensions verify.
// ROUND-LABEL: func.func @accepted(%arg0: vector<1xf32>, %arg1: vector<[1]xf32>, %arg2: vector<2x1xf32>) -> (vector<[4]xf32>, vector<2x[1]xf32>, vector<3x2x5xf32>) {
// ROUND-NEXT: %0 = vector.broadcast %arg0 : vector<1xf32> to vector<[4]xf32>
// ROUND-NEXT: %1 = vector.broadcast %arg1 : vector<[1]xf32> to vector<2x[1]xf32>
// ROUND-NEXT: %2 = vector.broadcast %arg2 : vector<2x1xf32> to vector<3x2x5xf32>
func.func @accepted(%a: vector<1xf32>, %b: vector<[1]xf32>, %c: vector<2x1xf32>) -> (vector<[4]xf32>, vector<2x[1]xf32>, vector<3x2x5xf32>) {
  %0 = vector.broadcast %a : vector<1xf32> to vector<[4]xf32>
  %1 = vector.broadcast %b : vector<[1]xf32> to vector<2x[1]xf32>
  %2 = vector.broadcast %c : vector<2x1xf32> to vector<3x2x5xf32>
  return %0, %1, %2 : vector<[4]xf32>, vector<2x[1]xf32>, vector<3x2x5xf32>
}

// One-element and 0-d constants are splats too; a same-type broadcast of
// poison is the poison itself.
// CHECK-LABEL: func.func @single_elements() -> (vector<4xi32>, vector<2x1xi32>, vector<3xf32>, vector<2xi32>) {
// CHECK-NEXT: %0 = ub.poison : vector<2xi32>
// CHECK-NEXT: %cst = arith.constant dense<5> : vector<4xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<5> : vector<2x1xi32>
// CHECK-NEXT: %cst_1 = arith.constant dense<2.500000e+00> : vector<3xf32>
// CHECK-NEXT: return %cst, %cst_0, %cst_1, %0
func.func @single_elements() -> (vector<4xi32>, vector<2x1xi32>, vector<3xf32>, vector<2xi32>) {
  %c = arith.constant dense<[5]> : vector<1xi32>
  %0 = vector.broadcast %c : vector<1xi32> to vector<4xi32>
  %1 = vector.broadcast %c : vector<1xi32> to vector<2x1xi32>
  %f = arith.constant dense<2.5> : vector<f32>
  %2 = vector.broadcast %f : vector<f32> to vector<3xf32>
  %p = ub.poison : vector<2xi32>
  %3 = vector.broadcast %p : vector<2xi32> to vector<2xi32>
  return %0, %1, %2, %3 : vector<4xi32>, vector<2x1xi32>, vector<3xf32>, vector<2xi32>
}

// vector ops may be inlined.
// INLINE-LABEL: func.func @caller(%arg0: f32) -> vector<4xf32> {
// INLINE-NEXT: %0 = vector.broadcast %arg0 : f32 to vector<4xf32>
// INLINE-NEXT: return %0 : vector<4xf32>
func.func private @callee(%a: f32) -> vector<4xf32> {
  %0 = vector.broadcast %a : f32 to vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @caller(%a: f32) -> vector<4xf32> {
  %0 = func.call @callee(%a) : (f32) -> vector<4xf32>
  return %0 : vector<4xf32>
}
