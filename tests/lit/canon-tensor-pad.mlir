// tensor.pad canonicalization patterns (PadOp::getCanonicalizationPatterns of
// MLIR 22): zero padding, source and target casts, orthogonal and consecutive
// paddings (with affine.apply sums built as makeComposedFoldedAffineApply
// does), constant padding operands.
// RUN: rmlir-opt %s -allow-unregistered-dialect -canonicalize | FileCheck %s --match-full-lines
// RUN: rmlir-opt %s -allow-unregistered-dialect -canonicalize --emit-bytecode | rmlir-opt -allow-unregistered-dialect | FileCheck %s --match-full-lines
// RUN: rmlir-opt %s -allow-unregistered-dialect -canonicalize=test-convergence=true | FileCheck %s --match-full-lines
// RUN: rmlir-opt %s -allow-unregistered-dialect -pass-pipeline='builtin.module(func.func(canonicalize{disable-patterns="(anonymous namespace)::FoldConsecutiveConstantPadding"}))' | FileCheck %s --check-prefix=DISABLED --match-full-lines
// RUN: rmlir-opt %s -allow-unregistered-dialect '-pass-pipeline=builtin.module(func.func(canonicalize{disable-patterns="(anonymous namespace)::FoldConsecutiveConstantPadding"}))' --emit-bytecode | rmlir-opt -allow-unregistered-dialect | FileCheck %s --check-prefix=DISABLED --match-full-lines

// With FoldConsecutiveConstantPadding disabled by its debug name, both pads stay.
// DISABLED-LABEL: func.func @consecutive(%arg0: tensor<1x2xf32>, %arg1: f32) -> tensor<5x7xf32> {
// DISABLED-NEXT: %padded = tensor.pad %arg0 low[0, 1] high[0, 2] {
// DISABLED-NEXT: ^bb0(%arg2: index, %arg3: index):
// DISABLED-NEXT: tensor.yield %arg1 : f32
// DISABLED-NEXT: } : tensor<1x2xf32> to tensor<1x5xf32>
// DISABLED-NEXT: %padded_0 = tensor.pad %padded low[0, 2] high[4, 0] {
// DISABLED-NEXT: ^bb0(%arg2: index, %arg3: index):
// DISABLED-NEXT: tensor.yield %arg1 : f32
// DISABLED-NEXT: } : tensor<1x5xf32> to tensor<5x7xf32>
// DISABLED-NEXT: return %padded_0 : tensor<5x7xf32>
// DISABLED-NEXT: }

// CHECK: #map = affine_map<()[s0, s1] -> (s0 + s1)>
// CHECK-NEXT: #map1 = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: #map2 = affine_map<()[s0] -> (s0 * 2)>
// CHECK-NEXT: #map3 = affine_map<(d0) -> (d0 + 2)>
// CHECK-NEXT: #map4 = affine_map<()[s0] -> (s0 + 3)>
// CHECK-NEXT: #map5 = affine_map<()[s0, s1] -> (s0 * 2 + s1)>
// CHECK-NEXT: #map6 = affine_map<()[s0] -> (s0 * 4)>
// CHECK-NEXT: #map7 = affine_map<()[s0, s1, s2] -> (s0 + s1 + s2)>
// CHECK-NEXT: #map8 = affine_map<(d0)[s0, s1] -> (d0 - s0 * 2 + s1)>
// CHECK-NEXT: #map9 = affine_map<(d0)[s0, s1] -> (d0 + s0 + s1)>
// FoldStaticZeroPadding: zero low/high paddings (also a constant zero operand) make a cast, folded away.
// CHECK-LABEL: func.func @zero_pad(%arg0: tensor<?x4xf32>, %arg1: f32) -> tensor<?x4xf32> {
// CHECK-NEXT: return %arg0 : tensor<?x4xf32>
// CHECK-NEXT: }
func.func @zero_pad(%arg0: tensor<?x4xf32>, %v: f32) -> tensor<?x4xf32> {
  %c0 = arith.constant 0 : index
  %0 = tensor.pad %arg0 low[0, %c0] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x4xf32> to tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// nofold keeps a zero padding.
// CHECK-LABEL: func.func @zero_pad_nofold(%arg0: tensor<?x4xf32>, %arg1: f32) -> tensor<?x4xf32> {
// CHECK-NEXT: %padded = tensor.pad %arg0 nofold low[0, 0] high[0, 0] {
// CHECK-NEXT: ^bb0(%arg2: index, %arg3: index):
// CHECK-NEXT: tensor.yield %arg1 : f32
// CHECK-NEXT: } : tensor<?x4xf32> to tensor<?x4xf32>
// CHECK-NEXT: return %padded : tensor<?x4xf32>
// CHECK-NEXT: }
func.func @zero_pad_nofold(%arg0: tensor<?x4xf32>, %v: f32) -> tensor<?x4xf32> {
  %0 = tensor.pad %arg0 nofold low[0, 0] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x4xf32> to tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// FoldSourceTensorCast: the more static source gives a more static pad; a cast restores the type.
// CHECK-LABEL: func.func @source_cast(%arg0: tensor<4x?xf32>, %arg1: f32) -> tensor<?x?xf32> {
// CHECK-NEXT: %padded = tensor.pad %arg0 low[1, 1] high[1, 1] {
// CHECK-NEXT: ^bb0(%arg2: index, %arg3: index):
// CHECK-NEXT: tensor.yield %arg1 : f32
// CHECK-NEXT: } : tensor<4x?xf32> to tensor<6x?xf32>
// CHECK-NEXT: %cast = tensor.cast %padded : tensor<6x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %cast : tensor<?x?xf32>
// CHECK-NEXT: }
func.func @source_cast(%arg0: tensor<4x?xf32>, %v: f32) -> tensor<?x?xf32> {
  %c = tensor.cast %arg0 : tensor<4x?xf32> to tensor<?x?xf32>
  %0 = tensor.pad %c low[1, 1] high[1, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// FoldSourceTensorCast in place: the inferred type does not change.
// CHECK-LABEL: func.func @source_cast_same_type(%arg0: tensor<4x?xf32>, %arg1: f32, %arg2: index) -> tensor<?x?xf32> {
// CHECK-NEXT: %padded = tensor.pad %arg0 low[%arg2, 1] high[1, 1] {
// CHECK-NEXT: ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT: tensor.yield %arg1 : f32
// CHECK-NEXT: } : tensor<4x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %padded : tensor<?x?xf32>
// CHECK-NEXT: }
func.func @source_cast_same_type(%arg0: tensor<4x?xf32>, %v: f32, %l: index) -> tensor<?x?xf32> {
  %c = tensor.cast %arg0 : tensor<4x?xf32> to tensor<?x?xf32>
  %0 = tensor.pad %c low[%l, 1] high[1, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// FoldTargetTensorCast: the only user casts to a more static type.
// CHECK-LABEL: func.func @target_cast(%arg0: tensor<?x?xf32>, %arg1: f32, %arg2: index) -> tensor<8x8xf32> {
// CHECK-NEXT: %padded = tensor.pad %arg0 low[%arg2, 1] high[1, 1] {
// CHECK-NEXT: ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT: tensor.yield %arg1 : f32
// CHECK-NEXT: } : tensor<?x?xf32> to tensor<8x8xf32>
// CHECK-NEXT: return %padded : tensor<8x8xf32>
// CHECK-NEXT: }
func.func @target_cast(%arg0: tensor<?x?xf32>, %v: f32, %l: index) -> tensor<8x8xf32> {
  %0 = tensor.pad %arg0 low[%l, 1] high[1, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  %1 = tensor.cast %0 : tensor<?x?xf32> to tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}

// Not with a second user of the pad.
// CHECK-LABEL: func.func @target_cast_two_uses(%arg0: tensor<?x?xf32>, %arg1: f32, %arg2: index) -> (tensor<8x8xf32>, tensor<?x?xf32>) {
// CHECK-NEXT: %padded = tensor.pad %arg0 low[%arg2, 1] high[1, 1] {
// CHECK-NEXT: ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT: tensor.yield %arg1 : f32
// CHECK-NEXT: } : tensor<?x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: %cast = tensor.cast %padded : tensor<?x?xf32> to tensor<8x8xf32>
// CHECK-NEXT: return %cast, %padded : tensor<8x8xf32>, tensor<?x?xf32>
// CHECK-NEXT: }
func.func @target_cast_two_uses(%arg0: tensor<?x?xf32>, %v: f32, %l: index) -> (tensor<8x8xf32>, tensor<?x?xf32>) {
  %0 = tensor.pad %arg0 low[%l, 1] high[1, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  %1 = tensor.cast %0 : tensor<?x?xf32> to tensor<8x8xf32>
  return %1, %0 : tensor<8x8xf32>, tensor<?x?xf32>
}

// FoldStaticPadding: constant padding operands become static and fix result dims; the region is cloned.
// CHECK-LABEL: func.func @static_padding(%arg0: tensor<4x?xf32>, %arg1: f32, %arg2: index) -> tensor<?x?xf32> {
// CHECK-NEXT: %padded = tensor.pad %arg0 low[2, 3] high[3, %arg2] {
// CHECK-NEXT: ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT: %0 = arith.addf %arg1, %arg1 : f32
// CHECK-NEXT: tensor.yield %0 : f32
// CHECK-NEXT: } : tensor<4x?xf32> to tensor<9x?xf32>
// CHECK-NEXT: %cast = tensor.cast %padded : tensor<9x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %cast : tensor<?x?xf32>
// CHECK-NEXT: }
func.func @static_padding(%arg0: tensor<4x?xf32>, %v: f32, %h: index) -> tensor<?x?xf32> {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %0 = tensor.pad %arg0 low[%c2, %c3] high[%c3, %h] {
  ^bb0(%i: index, %j: index):
    %x = arith.addf %v, %v : f32
    tensor.yield %x : f32
  } : tensor<4x?xf32> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// FoldStaticPadding does not apply when no result dim becomes static.
// CHECK-LABEL: func.func @static_padding_none(%arg0: tensor<?x?xf32>, %arg1: f32, %arg2: index) -> tensor<?x?xf32> {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %padded = tensor.pad %arg0 low[%c2, %arg2] high[%arg2, %c2] {
// CHECK-NEXT: ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT: tensor.yield %arg1 : f32
// CHECK-NEXT: } : tensor<?x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %padded : tensor<?x?xf32>
// CHECK-NEXT: }
func.func @static_padding_none(%arg0: tensor<?x?xf32>, %v: f32, %h: index) -> tensor<?x?xf32> {
  %c2 = arith.constant 2 : index
  %0 = tensor.pad %arg0 low[%c2, %h] high[%h, %c2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// FoldOrthogonalPaddings: two slice/pad pairs padding different dims.
// CHECK-LABEL: func.func @orthogonal(%arg0: tensor<64x64xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) -> tensor<8x4xf32> {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[16, 4] [%arg1, %arg2] [1, 1] : tensor<64x64xf32> to tensor<?x?xf32>
// CHECK-NEXT: %padded = tensor.pad %extracted_slice nofold low[0, 0] high[%arg3, %arg4] {
// CHECK-NEXT: ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT: tensor.yield %cst : f32
// CHECK-NEXT: } : tensor<?x?xf32> to tensor<8x4xf32>
// CHECK-NEXT: return %padded : tensor<8x4xf32>
// CHECK-NEXT: }
func.func @orthogonal(%arg0: tensor<64x64xf32>, %sz0: index, %sz1: index, %pw0: index, %pw1: index) -> tensor<8x4xf32> {
  %cst = arith.constant 0.0 : f32
  %0 = tensor.extract_slice %arg0[16, 0] [%sz0, 64] [1, 1] : tensor<64x64xf32> to tensor<?x64xf32>
  %1 = tensor.pad %0 low[0, 0] high[%pw0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<?x64xf32> to tensor<8x64xf32>
  %2 = tensor.extract_slice %1[0, 4] [8, %sz1] [1, 1] : tensor<8x64xf32> to tensor<8x?xf32>
  %3 = tensor.pad %2 nofold low[0, 0] high[0, %pw1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<8x?xf32> to tensor<8x4xf32>
  return %3 : tensor<8x4xf32>
}

// Not when both pads pad the same dim.
// CHECK-LABEL: func.func @orthogonal_common_dim(%arg0: tensor<64x64xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) -> tensor<8x4xf32> {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[16, 0] [%arg1, 64] [1, 1] : tensor<64x64xf32> to tensor<?x64xf32>
// CHECK-NEXT: %padded = tensor.pad %extracted_slice low[0, 0] high[%arg3, 0] {
// CHECK-NEXT: ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT: tensor.yield %cst : f32
// CHECK-NEXT: } : tensor<?x64xf32> to tensor<8x64xf32>
// CHECK-NEXT: %extracted_slice_0 = tensor.extract_slice %padded[0, 4] [%arg2, %arg2] [1, 1] : tensor<8x64xf32> to tensor<?x?xf32>
// CHECK-NEXT: %padded_1 = tensor.pad %extracted_slice_0 nofold low[0, 0] high[%arg4, %arg4] {
// CHECK-NEXT: ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT: tensor.yield %cst : f32
// CHECK-NEXT: } : tensor<?x?xf32> to tensor<8x4xf32>
// CHECK-NEXT: return %padded_1 : tensor<8x4xf32>
// CHECK-NEXT: }
func.func @orthogonal_common_dim(%arg0: tensor<64x64xf32>, %sz0: index, %sz1: index, %pw0: index, %pw1: index) -> tensor<8x4xf32> {
  %cst = arith.constant 0.0 : f32
  %0 = tensor.extract_slice %arg0[16, 0] [%sz0, 64] [1, 1] : tensor<64x64xf32> to tensor<?x64xf32>
  %1 = tensor.pad %0 low[0, 0] high[%pw0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<?x64xf32> to tensor<8x64xf32>
  %2 = tensor.extract_slice %1[0, 4] [%sz1, %sz1] [1, 1] : tensor<8x64xf32> to tensor<?x?xf32>
  %3 = tensor.pad %2 nofold low[0, 0] high[%pw1, %pw1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<?x?xf32> to tensor<8x4xf32>
  return %3 : tensor<8x4xf32>
}

// FoldConsecutiveConstantPadding with static paddings.
// CHECK-LABEL: func.func @consecutive(%arg0: tensor<1x2xf32>, %arg1: f32) -> tensor<5x7xf32> {
// CHECK-NEXT: %padded = tensor.pad %arg0 low[0, 3] high[4, 2] {
// CHECK-NEXT: ^bb0(%arg2: index, %arg3: index):
// CHECK-NEXT: tensor.yield %arg1 : f32
// CHECK-NEXT: } : tensor<1x2xf32> to tensor<5x7xf32>
// CHECK-NEXT: return %padded : tensor<5x7xf32>
// CHECK-NEXT: }
func.func @consecutive(%arg0: tensor<1x2xf32>, %v: f32) -> tensor<5x7xf32> {
  %1 = tensor.pad %arg0 low[0, 1] high[0, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<1x2xf32> to tensor<1x5xf32>
  %2 = tensor.pad %1 low[0, 2] high[4, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<1x5xf32> to tensor<5x7xf32>
  return %2 : tensor<5x7xf32>
}

// FoldConsecutiveConstantPadding with dynamic paddings: affine.apply sums.
// CHECK-LABEL: func.func @consecutive_dynamic(%arg0: tensor<1x2xf32>, %arg1: f32, %arg2: index, %arg3: index) -> tensor<?x?xf32> {
// CHECK-NEXT: %0 = affine.apply #map()[%arg2, %arg3]
// CHECK-NEXT: %1 = affine.apply #map()[%arg3, %arg2]
// CHECK-NEXT: %padded = tensor.pad %arg0 low[%1, 3] high[%arg2, %0] {
// CHECK-NEXT: ^bb0(%arg4: index, %arg5: index):
// CHECK-NEXT: tensor.yield %arg1 : f32
// CHECK-NEXT: } : tensor<1x2xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %padded : tensor<?x?xf32>
// CHECK-NEXT: }
func.func @consecutive_dynamic(%arg0: tensor<1x2xf32>, %v: f32, %a: index, %b: index) -> tensor<?x?xf32> {
  %1 = tensor.pad %arg0 low[%a, 1] high[0, %b] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<1x2xf32> to tensor<?x?xf32>
  %2 = tensor.pad %1 low[%b, 2] high[%a, %a] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  return %2 : tensor<?x?xf32>
}

// Sums of a loop induction variable (a dim) and a function argument (a symbol).
// CHECK-LABEL: func.func @consecutive_loop(%arg0: tensor<1x2xf32>, %arg1: f32, %arg2: index, %arg3: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg4 = %c0 to %arg3 step %c1 {
// CHECK-NEXT: %0 = affine.apply #map1(%arg4)[%arg2]
// CHECK-NEXT: %1 = affine.apply #map1(%arg4)[%arg2]
// CHECK-NEXT: %2 = affine.apply #map2()[%arg2]
// CHECK-NEXT: %3 = affine.apply #map3(%arg4)
// CHECK-NEXT: %padded = tensor.pad %arg0 low[%2, %3] high[%0, %1] {
// CHECK-NEXT: ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT: tensor.yield %arg1 : f32
// CHECK-NEXT: } : tensor<1x2xf32> to tensor<?x?xf32>
// CHECK-NEXT: "test.use"(%padded) : (tensor<?x?xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @consecutive_loop(%arg0: tensor<1x2xf32>, %v: f32, %a: index, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %iv = %c0 to %n step %c1 {
    %1 = tensor.pad %arg0 low[%a, %iv] high[%a, %iv] {
    ^bb0(%i: index, %j: index):
      tensor.yield %v : f32
    } : tensor<1x2xf32> to tensor<?x?xf32>
    %2 = tensor.pad %1 low[%a, 2] high[%iv, %a] {
    ^bb0(%i: index, %j: index):
      tensor.yield %v : f32
    } : tensor<?x?xf32> to tensor<?x?xf32>
    "test.use"(%2) : (tensor<?x?xf32>) -> ()
  }
  return
}

// Not with different padding values.
// CHECK-LABEL: func.func @consecutive_different_values(%arg0: tensor<1x2xf32>, %arg1: f32, %arg2: f32) -> tensor<5x7xf32> {
// CHECK-NEXT: %padded = tensor.pad %arg0 low[0, 1] high[0, 2] {
// CHECK-NEXT: ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT: tensor.yield %arg1 : f32
// CHECK-NEXT: } : tensor<1x2xf32> to tensor<1x5xf32>
// CHECK-NEXT: %padded_0 = tensor.pad %padded low[0, 2] high[4, 0] {
// CHECK-NEXT: ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT: tensor.yield %arg2 : f32
// CHECK-NEXT: } : tensor<1x5xf32> to tensor<5x7xf32>
// CHECK-NEXT: return %padded_0 : tensor<5x7xf32>
// CHECK-NEXT: }
func.func @consecutive_different_values(%arg0: tensor<1x2xf32>, %v: f32, %w: f32) -> tensor<5x7xf32> {
  %1 = tensor.pad %arg0 low[0, 1] high[0, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<1x2xf32> to tensor<1x5xf32>
  %2 = tensor.pad %1 low[0, 2] high[4, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %w : f32
  } : tensor<1x5xf32> to tensor<5x7xf32>
  return %2 : tensor<5x7xf32>
}

// Not when the producer is nofold.
// CHECK-LABEL: func.func @consecutive_nofold(%arg0: tensor<1x2xf32>, %arg1: f32) -> tensor<5x7xf32> {
// CHECK-NEXT: %padded = tensor.pad %arg0 nofold low[0, 1] high[0, 2] {
// CHECK-NEXT: ^bb0(%arg2: index, %arg3: index):
// CHECK-NEXT: tensor.yield %arg1 : f32
// CHECK-NEXT: } : tensor<1x2xf32> to tensor<1x5xf32>
// CHECK-NEXT: %padded_0 = tensor.pad %padded low[0, 2] high[4, 0] {
// CHECK-NEXT: ^bb0(%arg2: index, %arg3: index):
// CHECK-NEXT: tensor.yield %arg1 : f32
// CHECK-NEXT: } : tensor<1x5xf32> to tensor<5x7xf32>
// CHECK-NEXT: return %padded_0 : tensor<5x7xf32>
// CHECK-NEXT: }
func.func @consecutive_nofold(%arg0: tensor<1x2xf32>, %v: f32) -> tensor<5x7xf32> {
  %1 = tensor.pad %arg0 nofold low[0, 1] high[0, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<1x2xf32> to tensor<1x5xf32>
  %2 = tensor.pad %1 low[0, 2] high[4, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<1x5xf32> to tensor<5x7xf32>
  return %2 : tensor<5x7xf32>
}

// Discardable attributes survive FoldStaticPadding.
// CHECK-LABEL: func.func @pad_attr(%arg0: tensor<4xf32>, %arg1: f32) -> tensor<?xf32> {
// CHECK-NEXT: %padded = tensor.pad %arg0 low[1] high[1] {
// CHECK-NEXT: ^bb0(%arg2: index):
// CHECK-NEXT: tensor.yield %arg1 : f32
// CHECK-NEXT: } {test.keep = 7 : i32} : tensor<4xf32> to tensor<6xf32>
// CHECK-NEXT: %cast = tensor.cast %padded : tensor<6xf32> to tensor<?xf32>
// CHECK-NEXT: return %cast : tensor<?xf32>
// CHECK-NEXT: }
func.func @pad_attr(%arg0: tensor<4xf32>, %v: f32) -> tensor<?xf32> {
  %c1 = arith.constant 1 : index
  %0 = tensor.pad %arg0 low[%c1] high[%c1] {
  ^bb0(%i: index):
    tensor.yield %v : f32
  } {test.keep = 7 : i32} : tensor<4xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}

// A chain of three pads: the sums already built by affine.apply are composed
// into the next ones.
// CHECK-LABEL: func.func @chain3(%arg0: tensor<1x2xf32>, %arg1: f32, %arg2: index, %arg3: index) -> tensor<?x?xf32> {
// CHECK-NEXT: %0 = affine.apply #map4()[%arg2]
// CHECK-NEXT: %1 = affine.apply #map5()[%arg2, %arg3]
// CHECK-NEXT: %2 = affine.apply #map5()[%arg3, %arg2]
// CHECK-NEXT: %padded = tensor.pad %arg0 low[%2, 5] high[%0, %1] {
// CHECK-NEXT: ^bb0(%arg4: index, %arg5: index):
// CHECK-NEXT: tensor.yield %arg1 : f32
// CHECK-NEXT: } : tensor<1x2xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %padded : tensor<?x?xf32>
// CHECK-NEXT: }
func.func @chain3(%arg0: tensor<1x2xf32>, %v: f32, %a: index, %b: index) -> tensor<?x?xf32> {
  %1 = tensor.pad %arg0 low[%a, 1] high[0, %b] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<1x2xf32> to tensor<?x?xf32>
  %2 = tensor.pad %1 low[%b, 2] high[%a, %a] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  %3 = tensor.pad %2 low[%b, 2] high[3, %a] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  return %3 : tensor<?x?xf32>
}

// An affine.apply padding is composed into the sum (s0 * 3 + s0).
// CHECK-LABEL: func.func @apply_operand(%arg0: tensor<1x2xf32>, %arg1: f32, %arg2: index) -> tensor<?x6xf32> {
// CHECK-NEXT: %0 = affine.apply #map6()[%arg2]
// CHECK-NEXT: %padded = tensor.pad %arg0 low[%0, 3] high[%arg2, 1] {
// CHECK-NEXT: ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT: tensor.yield %arg1 : f32
// CHECK-NEXT: } : tensor<1x2xf32> to tensor<?x6xf32>
// CHECK-NEXT: return %padded : tensor<?x6xf32>
// CHECK-NEXT: }
func.func @apply_operand(%arg0: tensor<1x2xf32>, %v: f32, %a: index) -> tensor<?x6xf32> {
  %x = affine.apply affine_map<()[s0] -> (s0 * 3)>()[%a]
  %1 = tensor.pad %arg0 low[%x, 1] high[0, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<1x2xf32> to tensor<?x4xf32>
  %2 = tensor.pad %1 low[%a, 2] high[%a, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x4xf32> to tensor<?x6xf32>
  return %2 : tensor<?x6xf32>
}

// Symbols of a composed affine.apply come before the promoted plain operands.
// CHECK-LABEL: func.func @compose_symbols_first(%arg0: tensor<1x2xf32>, %arg1: f32, %arg2: index, %arg3: index, %arg4: index) -> tensor<?x2xf32> {
// CHECK-NEXT: %0 = affine.apply #map7()[%arg2, %arg3, %arg4]
// CHECK-NEXT: %padded = tensor.pad %arg0 low[%0, 0] high[0, 0] {
// CHECK-NEXT: ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT: tensor.yield %arg1 : f32
// CHECK-NEXT: } : tensor<1x2xf32> to tensor<?x2xf32>
// CHECK-NEXT: return %padded : tensor<?x2xf32>
// CHECK-NEXT: }
func.func @compose_symbols_first(%arg0: tensor<1x2xf32>, %v: f32, %a: index, %b: index, %c: index) -> tensor<?x2xf32> {
  %x = affine.apply affine_map<()[s0, s1] -> (s0 + s1)>()[%a, %b]
  %1 = tensor.pad %arg0 low[%x, 0] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<1x2xf32> to tensor<?x2xf32>
  %2 = tensor.pad %1 low[%c, 0] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x2xf32> to tensor<?x2xf32>
  return %2 : tensor<?x2xf32>
}

// Also when the affine.apply is the consumer padding.
// CHECK-LABEL: func.func @compose_consumer_apply(%arg0: tensor<1x2xf32>, %arg1: f32, %arg2: index, %arg3: index, %arg4: index) -> tensor<?x2xf32> {
// CHECK-NEXT: %0 = affine.apply #map7()[%arg2, %arg3, %arg4]
// CHECK-NEXT: %padded = tensor.pad %arg0 low[%0, 0] high[0, 0] {
// CHECK-NEXT: ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT: tensor.yield %arg1 : f32
// CHECK-NEXT: } : tensor<1x2xf32> to tensor<?x2xf32>
// CHECK-NEXT: return %padded : tensor<?x2xf32>
// CHECK-NEXT: }
func.func @compose_consumer_apply(%arg0: tensor<1x2xf32>, %v: f32, %a: index, %b: index, %c: index) -> tensor<?x2xf32> {
  %x = affine.apply affine_map<()[s0, s1] -> (s0 + s1)>()[%a, %b]
  %1 = tensor.pad %arg0 low[%c, 0] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<1x2xf32> to tensor<?x2xf32>
  %2 = tensor.pad %1 low[%x, 0] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x2xf32> to tensor<?x2xf32>
  return %2 : tensor<?x2xf32>
}

// Dims stay dims (the loop induction variable), subtraction keeps its sign.
// CHECK-LABEL: func.func @compose_dims(%arg0: tensor<1x2xf32>, %arg1: f32, %arg2: index, %arg3: index, %arg4: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg5 = %c0 to %arg4 step %c1 {
// CHECK-NEXT: %0 = affine.apply #map8(%arg5)[%arg2, %arg3]
// CHECK-NEXT: %padded = tensor.pad %arg0 low[%0, 0] high[0, 0] {
// CHECK-NEXT: ^bb0(%arg6: index, %arg7: index):
// CHECK-NEXT: tensor.yield %arg1 : f32
// CHECK-NEXT: } : tensor<1x2xf32> to tensor<?x2xf32>
// CHECK-NEXT: "test.use"(%padded) : (tensor<?x2xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @compose_dims(%arg0: tensor<1x2xf32>, %v: f32, %a: index, %b: index, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %iv = %c0 to %n step %c1 {
    %x = affine.apply affine_map<(d0)[s0] -> (d0 - s0 * 2)>(%iv)[%a]
    %1 = tensor.pad %arg0 low[%b, 0] high[0, 0] {
    ^bb0(%i: index, %j: index):
      tensor.yield %v : f32
    } : tensor<1x2xf32> to tensor<?x2xf32>
    %2 = tensor.pad %1 low[%x, 0] high[0, 0] {
    ^bb0(%i: index, %j: index):
      tensor.yield %v : f32
    } : tensor<?x2xf32> to tensor<?x2xf32>
    "test.use"(%2) : (tensor<?x2xf32>) -> ()
  }
  return
}

// A dim operand of the composed map that is a valid symbol becomes a symbol.
// CHECK-LABEL: func.func @compose_promoted_dim(%arg0: tensor<1x2xf32>, %arg1: f32, %arg2: index, %arg3: index, %arg4: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg5 = %c0 to %arg4 step %c1 {
// CHECK-NEXT: %0 = affine.apply #map9(%arg5)[%arg3, %arg2]
// CHECK-NEXT: %padded = tensor.pad %arg0 low[%0, 0] high[0, 0] {
// CHECK-NEXT: ^bb0(%arg6: index, %arg7: index):
// CHECK-NEXT: tensor.yield %arg1 : f32
// CHECK-NEXT: } : tensor<1x2xf32> to tensor<?x2xf32>
// CHECK-NEXT: "test.use"(%padded) : (tensor<?x2xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @compose_promoted_dim(%arg0: tensor<1x2xf32>, %v: f32, %a: index, %b: index, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %iv = %c0 to %n step %c1 {
    %x = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%a)[%b]
    %1 = tensor.pad %arg0 low[%iv, 0] high[0, 0] {
    ^bb0(%i: index, %j: index):
      tensor.yield %v : f32
    } : tensor<1x2xf32> to tensor<?x2xf32>
    %2 = tensor.pad %1 low[%x, 0] high[0, 0] {
    ^bb0(%i: index, %j: index):
      tensor.yield %v : f32
    } : tensor<?x2xf32> to tensor<?x2xf32>
    "test.use"(%2) : (tensor<?x2xf32>) -> ()
  }
  return
}
