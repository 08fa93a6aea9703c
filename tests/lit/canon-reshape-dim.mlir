// tensor.expand_shape / tensor.collapse_shape canonicalization patterns of
// MLIR 22 (ExpandShapeOp / CollapseShapeOp::getCanonicalizationPatterns):
// static expansions of casts, reshapes of splats, from_elements and
// constants, collapses of casts; dims of reshapes are left alone.
// RUN: rmlir-opt %s -allow-unregistered-dialect -canonicalize | FileCheck %s --match-full-lines
// RUN: rmlir-opt %s -allow-unregistered-dialect -canonicalize --emit-bytecode | rmlir-opt -allow-unregistered-dialect | FileCheck %s --match-full-lines
// RUN: rmlir-opt %s -allow-unregistered-dialect -canonicalize=test-convergence=true | FileCheck %s --match-full-lines
// RUN: rmlir-opt %s -allow-unregistered-dialect -pass-pipeline='builtin.module(func.func(canonicalize{disable-patterns="(anonymous namespace)::ConvertToStaticExpandShape"}))' | FileCheck %s --check-prefix=DISABLED --match-full-lines
// RUN: rmlir-opt %s -allow-unregistered-dialect '-pass-pipeline=builtin.module(func.func(canonicalize{disable-patterns="(anonymous namespace)::ConvertToStaticExpandShape"}))' --emit-bytecode | rmlir-opt -allow-unregistered-dialect | FileCheck %s --check-prefix=DISABLED --match-full-lines

// With ConvertToStaticExpandShape disabled by its debug name, the expansion of
// the cast stays dynamic.
// DISABLED-LABEL: func.func @static_expand(%arg0: tensor<8x?xf32>, %arg1: index) -> tensor<?x?x?xf32> {
// DISABLED-NEXT: %c2 = arith.constant 2 : index
// DISABLED-NEXT: %c4 = arith.constant 4 : index
// DISABLED-NEXT: %cast = tensor.cast %arg0 : tensor<8x?xf32> to tensor<?x?xf32>
// DISABLED-NEXT: %expanded = tensor.expand_shape %cast {{\[\[}}0, 1], [2]] output_shape [%c2, %c4, %arg1] : tensor<?x?xf32> into tensor<?x?x?xf32>
// DISABLED-NEXT: return %expanded : tensor<?x?x?xf32>
// DISABLED-NEXT: }
// MLIR 22 does not register FoldDimOfExpandShape in canonicalize: a dynamic dim
// of an expansion stays (the static one folds).
// CHECK-LABEL: func.func @dim_of_expand(%arg0: tensor<?xf32>, %arg1: index) -> (index, index) {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1]] output_shape [%arg1, 4] : tensor<?xf32> into tensor<?x4xf32>
// CHECK-NEXT: %dim = tensor.dim %expanded, %c0 : tensor<?x4xf32>
// CHECK-NEXT: return %dim, %c4 : index, index
// CHECK-NEXT: }
func.func @dim_of_expand(%arg0: tensor<?xf32>, %n: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e = tensor.expand_shape %arg0 [[0, 1]] output_shape [%n, 4] : tensor<?xf32> into tensor<?x4xf32>
  %d0 = tensor.dim %e, %c0 : tensor<?x4xf32>
  %d1 = tensor.dim %e, %c1 : tensor<?x4xf32>
  return %d0, %d1 : index, index
}

// Same with a unit group.
// CHECK-LABEL: func.func @dim_of_expand_unit(%arg0: tensor<?x3xf32>, %arg1: index) -> index {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %expanded = tensor.expand_shape %arg0 {{\[\[}}0], [1, 2]] output_shape [%arg1, 1, 3] : tensor<?x3xf32> into tensor<?x1x3xf32>
// CHECK-NEXT: %dim = tensor.dim %expanded, %c0 : tensor<?x1x3xf32>
// CHECK-NEXT: return %dim : index
// CHECK-NEXT: }
func.func @dim_of_expand_unit(%arg0: tensor<?x3xf32>, %n: index) -> index {
  %c1 = arith.constant 1 : index
  %e = tensor.expand_shape %arg0 [[0], [1, 2]] output_shape [%n, 1, 3] : tensor<?x3xf32> into tensor<?x1x3xf32>
  %c0 = arith.constant 0 : index
  %d = tensor.dim %e, %c0 : tensor<?x1x3xf32>
  return %d : index
}

// A dim with an unknown index.
// CHECK-LABEL: func.func @dim_of_expand_dynamic_index(%arg0: tensor<?xf32>, %arg1: index, %arg2: index) -> index {
// CHECK-NEXT: %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1]] output_shape [%arg1, 4] : tensor<?xf32> into tensor<?x4xf32>
// CHECK-NEXT: %dim = tensor.dim %expanded, %arg2 : tensor<?x4xf32>
// CHECK-NEXT: return %dim : index
// CHECK-NEXT: }
func.func @dim_of_expand_dynamic_index(%arg0: tensor<?xf32>, %n: index, %i: index) -> index {
  %e = tensor.expand_shape %arg0 [[0, 1]] output_shape [%n, 4] : tensor<?xf32> into tensor<?x4xf32>
  %d = tensor.dim %e, %i : tensor<?x4xf32>
  return %d : index
}

// Nor FoldDimOfCollapseShape.
// CHECK-LABEL: func.func @dim_of_collapse(%arg0: tensor<?x?x4xf32>) -> index {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : tensor<?x?x4xf32> into tensor<?x4xf32>
// CHECK-NEXT: %dim = tensor.dim %collapsed, %c0 : tensor<?x4xf32>
// CHECK-NEXT: return %dim : index
// CHECK-NEXT: }
func.func @dim_of_collapse(%arg0: tensor<?x?x4xf32>) -> index {
  %c0 = arith.constant 0 : index
  %c = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<?x?x4xf32> into tensor<?x4xf32>
  %d = tensor.dim %c, %c0 : tensor<?x4xf32>
  return %d : index
}

// A single-dim group.
// CHECK-LABEL: func.func @dim_of_collapse_single(%arg0: tensor<?x2x4xf32>) -> index {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0], [1, 2]] : tensor<?x2x4xf32> into tensor<?x8xf32>
// CHECK-NEXT: %dim = tensor.dim %collapsed, %c0 : tensor<?x8xf32>
// CHECK-NEXT: return %dim : index
// CHECK-NEXT: }
func.func @dim_of_collapse_single(%arg0: tensor<?x2x4xf32>) -> index {
  %c0 = arith.constant 0 : index
  %c = tensor.collapse_shape %arg0 [[0], [1, 2]] : tensor<?x2x4xf32> into tensor<?x8xf32>
  %d = tensor.dim %c, %c0 : tensor<?x8xf32>
  return %d : index
}

// ConvertToStaticExpandShape: constant output sizes of an expansion of a
// foldable cast become static.
// CHECK-LABEL: func.func @static_expand(%arg0: tensor<8x?xf32>, %arg1: index) -> tensor<?x?x?xf32> {
// CHECK-NEXT: %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [2, 4, %arg1] : tensor<8x?xf32> into tensor<2x4x?xf32>
// CHECK-NEXT: %cast = tensor.cast %expanded : tensor<2x4x?xf32> to tensor<?x?x?xf32>
// CHECK-NEXT: return %cast : tensor<?x?x?xf32>
// CHECK-NEXT: }
func.func @static_expand(%arg0: tensor<8x?xf32>, %n: index) -> tensor<?x?x?xf32> {
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %cast = tensor.cast %arg0 : tensor<8x?xf32> to tensor<?x?xf32>
  %e = tensor.expand_shape %cast [[0, 1], [2]] output_shape [%c2, %c4, %n] : tensor<?x?xf32> into tensor<?x?x?xf32>
  return %e : tensor<?x?x?xf32>
}

// Groups of a dynamic source dim keep their dynamic sizes; a static group
// still becomes static.
// CHECK-LABEL: func.func @static_expand_dynamic_source(%arg0: tensor<?x8xf32>, %arg1: index) -> tensor<?x?x?xf32> {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [%c2, %arg1, 8] : tensor<?x8xf32> into tensor<?x?x8xf32>
// CHECK-NEXT: %cast = tensor.cast %expanded : tensor<?x?x8xf32> to tensor<?x?x?xf32>
// CHECK-NEXT: return %cast : tensor<?x?x?xf32>
// CHECK-NEXT: }
func.func @static_expand_dynamic_source(%arg0: tensor<?x8xf32>, %n: index) -> tensor<?x?x?xf32> {
  %c2 = arith.constant 2 : index
  %cast = tensor.cast %arg0 : tensor<?x8xf32> to tensor<?x?xf32>
  %c8 = arith.constant 8 : index
  %e = tensor.expand_shape %cast [[0, 1], [2]] output_shape [%c2, %n, %c8] : tensor<?x?xf32> into tensor<?x?x?xf32>
  return %e : tensor<?x?x?xf32>
}

// FoldReshapeWithSplat<CollapseShapeOp>.
// CHECK-LABEL: func.func @collapse_of_splat(%arg0: f32) -> tensor<8xf32> {
// CHECK-NEXT: %splat = tensor.splat %arg0 : tensor<8xf32>
// CHECK-NEXT: return %splat : tensor<8xf32>
// CHECK-NEXT: }
func.func @collapse_of_splat(%v: f32) -> tensor<8xf32> {
  %s = tensor.splat %v : tensor<2x4xf32>
  %c = tensor.collapse_shape %s [[0, 1]] : tensor<2x4xf32> into tensor<8xf32>
  return %c : tensor<8xf32>
}

// FoldReshapeWithSplat<ExpandShapeOp>.
// CHECK-LABEL: func.func @expand_of_splat(%arg0: f32) -> tensor<2x4xf32> {
// CHECK-NEXT: %splat = tensor.splat %arg0 : tensor<2x4xf32>
// CHECK-NEXT: return %splat : tensor<2x4xf32>
// CHECK-NEXT: }
func.func @expand_of_splat(%v: f32) -> tensor<2x4xf32> {
  %s = tensor.splat %v : tensor<8xf32>
  %e = tensor.expand_shape %s [[0, 1]] output_shape [2, 4] : tensor<8xf32> into tensor<2x4xf32>
  return %e : tensor<2x4xf32>
}

// Not for a dynamically shaped splat.
// CHECK-LABEL: func.func @expand_of_dynamic_splat(%arg0: f32, %arg1: index, %arg2: index) -> tensor<?x4xf32> {
// CHECK-NEXT: %splat = tensor.splat %arg0[%arg1] : tensor<?xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %splat {{\[\[}}0, 1]] output_shape [%arg2, 4] : tensor<?xf32> into tensor<?x4xf32>
// CHECK-NEXT: return %expanded : tensor<?x4xf32>
// CHECK-NEXT: }
func.func @expand_of_dynamic_splat(%v: f32, %n: index, %m: index) -> tensor<?x4xf32> {
  %s = tensor.splat %v[%n] : tensor<?xf32>
  %e = tensor.expand_shape %s [[0, 1]] output_shape [%m, 4] : tensor<?xf32> into tensor<?x4xf32>
  return %e : tensor<?x4xf32>
}

// FoldReshapeWithFromElements<ExpandShapeOp>.
// CHECK-LABEL: func.func @expand_of_from_elements(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: i32) -> tensor<2x2xi32> {
// CHECK-NEXT: %from_elements = tensor.from_elements %arg0, %arg1, %arg2, %arg3 : tensor<2x2xi32>
// CHECK-NEXT: return %from_elements : tensor<2x2xi32>
// CHECK-NEXT: }
func.func @expand_of_from_elements(%a: i32, %b: i32, %c: i32, %d: i32) -> tensor<2x2xi32> {
  %t = tensor.from_elements %a, %b, %c, %d : tensor<4xi32>
  %e = tensor.expand_shape %t [[0, 1]] output_shape [2, 2] : tensor<4xi32> into tensor<2x2xi32>
  return %e : tensor<2x2xi32>
}

// FoldReshapeWithFromElements<CollapseShapeOp>.
// CHECK-LABEL: func.func @collapse_of_from_elements(%arg0: i32, %arg1: i32) -> tensor<2xi32> {
// CHECK-NEXT: %from_elements = tensor.from_elements %arg0, %arg1 : tensor<2xi32>
// CHECK-NEXT: return %from_elements : tensor<2xi32>
// CHECK-NEXT: }
func.func @collapse_of_from_elements(%a: i32, %b: i32) -> tensor<2xi32> {
  %t = tensor.from_elements %a, %b : tensor<1x2xi32>
  %e = tensor.collapse_shape %t [[0, 1]] : tensor<1x2xi32> into tensor<2xi32>
  return %e : tensor<2xi32>
}

// A splat constant source (folded).
// CHECK-LABEL: func.func @collapse_of_constant() -> tensor<8xf32> {
// CHECK-NEXT: %cst = arith.constant dense<1.000000e+00> : tensor<8xf32>
// CHECK-NEXT: return %cst : tensor<8xf32>
// CHECK-NEXT: }
func.func @collapse_of_constant() -> tensor<8xf32> {
  %cst = arith.constant dense<1.0> : tensor<2x4xf32>
  %c = tensor.collapse_shape %cst [[0, 1]] : tensor<2x4xf32> into tensor<8xf32>
  return %c : tensor<8xf32>
}

// FoldCollapseOfCastOp: collapse the more static source, then cast.
// CHECK-LABEL: func.func @collapse_of_cast(%arg0: tensor<2x4x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : tensor<2x4x?xf32> into tensor<8x?xf32>
// CHECK-NEXT: %cast = tensor.cast %collapsed : tensor<8x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %cast : tensor<?x?xf32>
// CHECK-NEXT: }
func.func @collapse_of_cast(%arg0: tensor<2x4x?xf32>) -> tensor<?x?xf32> {
  %cast = tensor.cast %arg0 : tensor<2x4x?xf32> to tensor<?x?x?xf32>
  %c = tensor.collapse_shape %cast [[0, 1], [2]] : tensor<?x?x?xf32> into tensor<?x?xf32>
  return %c : tensor<?x?xf32>
}

// FoldCollapseOfCastOp in place when the result type does not change.
// CHECK-LABEL: func.func @collapse_of_cast_in_place(%arg0: tensor<2x?x4xf32>) -> tensor<?x4xf32> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : tensor<2x?x4xf32> into tensor<?x4xf32>
// CHECK-NEXT: return %collapsed : tensor<?x4xf32>
// CHECK-NEXT: }
func.func @collapse_of_cast_in_place(%arg0: tensor<2x?x4xf32>) -> tensor<?x4xf32> {
  %cast = tensor.cast %arg0 : tensor<2x?x4xf32> to tensor<?x?x4xf32>
  %c = tensor.collapse_shape %cast [[0, 1], [2]] : tensor<?x?x4xf32> into tensor<?x4xf32>
  return %c : tensor<?x4xf32>
}

// Not for a cast to a more static type.
// CHECK-LABEL: func.func @collapse_of_cast_more_static(%arg0: tensor<?x?xf32>) -> tensor<?xf32> {
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<?x?xf32> to tensor<2x4xf32>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %cast {{\[\[}}0, 1]] : tensor<2x4xf32> into tensor<8xf32>
// CHECK-NEXT: %cast_0 = tensor.cast %collapsed : tensor<8xf32> to tensor<?xf32>
// CHECK-NEXT: return %cast_0 : tensor<?xf32>
// CHECK-NEXT: }
func.func @collapse_of_cast_more_static(%arg0: tensor<?x?xf32>) -> tensor<?xf32> {
  %cast = tensor.cast %arg0 : tensor<?x?xf32> to tensor<2x4xf32>
  %c = tensor.collapse_shape %cast [[0, 1]] : tensor<2x4xf32> into tensor<8xf32>
  %r = tensor.cast %c : tensor<8xf32> to tensor<?xf32>
  return %r : tensor<?xf32>
}
