// Math ops with a folder built on MLIR 22's CommonFolders.h fold to poison
// when an operand is ub.poison (any operand of a binary op, even when the
// other is not constant); cbrt, rsqrt, fma, fpowi, sincos and the
// classification ops (isnan, ...) do not.
// RUN: rmlir-opt %s -canonicalize | FileCheck %s --match-full-lines

// CHECK-LABEL: func.func @unary(%arg0: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
// CHECK-NEXT: %0 = ub.poison : f32
// CHECK-NEXT: %1 = math.cbrt %0 : f32
// CHECK-NEXT: %2 = math.rsqrt %0 : f32
// CHECK-NEXT: return %0, %0, %0, %0, %0, %0, %0, %0, %0, %0, %0, %0, %0, %0, %0, %0, %0, %0, %0, %0, %0, %0, %0, %0, %0, %0, %0, %0, %1, %2 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
// CHECK-NEXT: }
func.func @unary(%x: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %p = ub.poison : f32
  %r0 = math.absf %p : f32
  %r1 = math.acos %p : f32
  %r2 = math.acosh %p : f32
  %r3 = math.asin %p : f32
  %r4 = math.asinh %p : f32
  %r5 = math.atan %p : f32
  %r6 = math.atanh %p : f32
  %r7 = math.ceil %p : f32
  %r8 = math.cos %p : f32
  %r9 = math.cosh %p : f32
  %r10 = math.erf %p : f32
  %r11 = math.erfc %p : f32
  %r12 = math.exp %p : f32
  %r13 = math.exp2 %p : f32
  %r14 = math.expm1 %p : f32
  %r15 = math.floor %p : f32
  %r16 = math.log %p : f32
  %r17 = math.log10 %p : f32
  %r18 = math.log1p %p : f32
  %r19 = math.log2 %p : f32
  %r20 = math.round %p : f32
  %r21 = math.roundeven %p : f32
  %r22 = math.sin %p : f32
  %r23 = math.sinh %p : f32
  %r24 = math.sqrt %p : f32
  %r25 = math.tan %p : f32
  %r26 = math.tanh %p : f32
  %r27 = math.trunc %p : f32
  %r28 = math.cbrt %p : f32
  %r29 = math.rsqrt %p : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24, %r25, %r26, %r27, %r28, %r29 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// CHECK-LABEL: func.func @unary_i() -> (i32, i32, i32, i32) {
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: return %0, %0, %0, %0 : i32, i32, i32, i32
// CHECK-NEXT: }
func.func @unary_i() -> (i32, i32, i32, i32) {
  %p = ub.poison : i32
  %r0 = math.absi %p : i32
  %r1 = math.ctlz %p : i32
  %r2 = math.ctpop %p : i32
  %r3 = math.cttz %p : i32
  return %r0, %r1, %r2, %r3 : i32, i32, i32, i32
}

// CHECK-LABEL: func.func @binary(%arg0: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32) {
// CHECK-NEXT: %0 = ub.poison : f32
// CHECK-NEXT: return %0, %0, %0, %0, %0, %0, %0, %0, %0 : f32, f32, f32, f32, f32, f32, f32, f32, f32
// CHECK-NEXT: }
func.func @binary(%x: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %p = ub.poison : f32
  %c = arith.constant 2.0 : f32
  %r0 = math.atan2 %p, %p : f32
  %r1 = math.atan2 %p, %c : f32
  %r2 = math.atan2 %x, %p : f32
  %r3 = math.copysign %p, %p : f32
  %r4 = math.copysign %p, %c : f32
  %r5 = math.copysign %x, %p : f32
  %r6 = math.powf %p, %p : f32
  %r7 = math.powf %p, %c : f32
  %r8 = math.powf %x, %p : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8 : f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// CHECK-LABEL: func.func @cls() -> (i1, i1, i1, i1) {
// CHECK-NEXT: %0 = ub.poison : f32
// CHECK-NEXT: %1 = math.isfinite %0 : f32
// CHECK-NEXT: %2 = math.isinf %0 : f32
// CHECK-NEXT: %3 = math.isnan %0 : f32
// CHECK-NEXT: %4 = math.isnormal %0 : f32
// CHECK-NEXT: return %1, %2, %3, %4 : i1, i1, i1, i1
// CHECK-NEXT: }
func.func @cls() -> (i1, i1, i1, i1) {
  %p = ub.poison : f32
  %r0 = math.isfinite %p : f32
  %r1 = math.isinf %p : f32
  %r2 = math.isnan %p : f32
  %r3 = math.isnormal %p : f32
  return %r0, %r1, %r2, %r3 : i1, i1, i1, i1
}

// CHECK-LABEL: func.func @other(%arg0: f32, %arg1: i32) -> (f32, i32, i32, f32, f32, f32, f32, vector<4xf32>) {
// CHECK-NEXT: %0 = ub.poison : vector<4xf32>
// CHECK-NEXT: %1 = ub.poison : f32
// CHECK-NEXT: %2 = ub.poison : i32
// CHECK-NEXT: %3 = math.fma %1, %1, %1 : f32
// CHECK-NEXT: %4 = math.fpowi %1, %2 : f32, i32
// CHECK-NEXT: %5 = math.fma %1, %arg0, %arg0 : f32
// CHECK-NEXT: %sin, %cos = math.sincos %1 : f32
// CHECK-NEXT: return %3, %2, %2, %4, %5, %sin, %cos, %0 : f32, i32, i32, f32, f32, f32, f32, vector<4xf32>
// CHECK-NEXT: }
func.func @other(%x: f32, %i: i32) -> (f32, i32, i32, f32, f32, f32, f32, vector<4xf32>) {
  %p = ub.poison : f32
  %pi = ub.poison : i32
  %c = arith.constant 2 : i32
  %0 = math.fma %p, %p, %p : f32
  %1 = math.ipowi %pi, %pi : i32
  %2 = math.ipowi %pi, %c : i32
  %3 = math.fpowi %p, %pi : f32, i32
  %4 = math.fma %p, %x, %x : f32
  %5:2 = math.sincos %p : f32
  %pv = ub.poison : vector<4xf32>
  %6 = math.sin %pv : vector<4xf32>
  return %0, %1, %2, %3, %4, %5#0, %5#1, %6 : f32, i32, i32, f32, f32, f32, f32, vector<4xf32>
}

// CHECK-LABEL: func.func @dense(%arg0: vector<2xf32>) -> (vector<2xf32>, tensor<2xi32>) {
// CHECK-NEXT: %0 = ub.poison : vector<2xf32>
// CHECK-NEXT: %1 = ub.poison : tensor<2xi32>
// CHECK-NEXT: return %0, %1 : vector<2xf32>, tensor<2xi32>
// CHECK-NEXT: }
func.func @dense(%x: vector<2xf32>) -> (vector<2xf32>, tensor<2xi32>) {
  %p = ub.poison : vector<2xf32>
  %c = arith.constant dense<[1.0, 2.0]> : vector<2xf32>
  %pi = ub.poison : tensor<2xi32>
  %0 = math.copysign %c, %p : vector<2xf32>
  %1 = math.ctlz %pi : tensor<2xi32>
  return %0, %1 : vector<2xf32>, tensor<2xi32>
}
