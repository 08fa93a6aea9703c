// PIPELINE: builtin.module(func.func(canonicalize))
// PIPELINE: builtin.module(canonicalize{top-down=false})
// Reshape canonicalization patterns (tensor and memref expand/collapse_shape).

// MLIR 22 does not register FoldDimOfExpandShape in canonicalize: a dynamic dim
// of an expansion stays (the static one folds).
func.func @dim_of_expand(%arg0: tensor<?xf32>, %n: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e = tensor.expand_shape %arg0 [[0, 1]] output_shape [%n, 4] : tensor<?xf32> into tensor<?x4xf32>
  %d0 = tensor.dim %e, %c0 : tensor<?x4xf32>
  %d1 = tensor.dim %e, %c1 : tensor<?x4xf32>
  return %d0, %d1 : index, index
}

// Same with a unit group.
func.func @dim_of_expand_unit(%arg0: tensor<?x3xf32>, %n: index) -> index {
  %c1 = arith.constant 1 : index
  %e = tensor.expand_shape %arg0 [[0], [1, 2]] output_shape [%n, 1, 3] : tensor<?x3xf32> into tensor<?x1x3xf32>
  %c0 = arith.constant 0 : index
  %d = tensor.dim %e, %c0 : tensor<?x1x3xf32>
  return %d : index
}

// A dim with an unknown index.
func.func @dim_of_expand_dynamic_index(%arg0: tensor<?xf32>, %n: index, %i: index) -> index {
  %e = tensor.expand_shape %arg0 [[0, 1]] output_shape [%n, 4] : tensor<?xf32> into tensor<?x4xf32>
  %d = tensor.dim %e, %i : tensor<?x4xf32>
  return %d : index
}

// Nor FoldDimOfCollapseShape.
func.func @dim_of_collapse(%arg0: tensor<?x?x4xf32>) -> index {
  %c0 = arith.constant 0 : index
  %c = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<?x?x4xf32> into tensor<?x4xf32>
  %d = tensor.dim %c, %c0 : tensor<?x4xf32>
  return %d : index
}

// A single-dim group.
func.func @dim_of_collapse_single(%arg0: tensor<?x2x4xf32>) -> index {
  %c0 = arith.constant 0 : index
  %c = tensor.collapse_shape %arg0 [[0], [1, 2]] : tensor<?x2x4xf32> into tensor<?x8xf32>
  %d = tensor.dim %c, %c0 : tensor<?x8xf32>
  return %d : index
}

// ConvertToStaticExpandShape: constant output sizes of an expansion of a
// foldable cast become static.
func.func @static_expand(%arg0: tensor<8x?xf32>, %n: index) -> tensor<?x?x?xf32> {
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %cast = tensor.cast %arg0 : tensor<8x?xf32> to tensor<?x?xf32>
  %e = tensor.expand_shape %cast [[0, 1], [2]] output_shape [%c2, %c4, %n] : tensor<?x?xf32> into tensor<?x?x?xf32>
  return %e : tensor<?x?x?xf32>
}

// Groups of a dynamic source dim keep their dynamic sizes; a static group
// still becomes static.
func.func @static_expand_dynamic_source(%arg0: tensor<?x8xf32>, %n: index) -> tensor<?x?x?xf32> {
  %c2 = arith.constant 2 : index
  %cast = tensor.cast %arg0 : tensor<?x8xf32> to tensor<?x?xf32>
  %c8 = arith.constant 8 : index
  %e = tensor.expand_shape %cast [[0, 1], [2]] output_shape [%c2, %n, %c8] : tensor<?x?xf32> into tensor<?x?x?xf32>
  return %e : tensor<?x?x?xf32>
}

// FoldReshapeWithSplat<CollapseShapeOp>.
func.func @collapse_of_splat(%v: f32) -> tensor<8xf32> {
  %s = tensor.splat %v : tensor<2x4xf32>
  %c = tensor.collapse_shape %s [[0, 1]] : tensor<2x4xf32> into tensor<8xf32>
  return %c : tensor<8xf32>
}

// FoldReshapeWithSplat<ExpandShapeOp>.
func.func @expand_of_splat(%v: f32) -> tensor<2x4xf32> {
  %s = tensor.splat %v : tensor<8xf32>
  %e = tensor.expand_shape %s [[0, 1]] output_shape [2, 4] : tensor<8xf32> into tensor<2x4xf32>
  return %e : tensor<2x4xf32>
}

// Not for a dynamically shaped splat.
func.func @expand_of_dynamic_splat(%v: f32, %n: index, %m: index) -> tensor<?x4xf32> {
  %s = tensor.splat %v[%n] : tensor<?xf32>
  %e = tensor.expand_shape %s [[0, 1]] output_shape [%m, 4] : tensor<?xf32> into tensor<?x4xf32>
  return %e : tensor<?x4xf32>
}

// FoldReshapeWithFromElements<ExpandShapeOp>.
func.func @expand_of_from_elements(%a: i32, %b: i32, %c: i32, %d: i32) -> tensor<2x2xi32> {
  %t = tensor.from_elements %a, %b, %c, %d : tensor<4xi32>
  %e = tensor.expand_shape %t [[0, 1]] output_shape [2, 2] : tensor<4xi32> into tensor<2x2xi32>
  return %e : tensor<2x2xi32>
}

// FoldReshapeWithFromElements<CollapseShapeOp>.
func.func @collapse_of_from_elements(%a: i32, %b: i32) -> tensor<2xi32> {
  %t = tensor.from_elements %a, %b : tensor<1x2xi32>
  %e = tensor.collapse_shape %t [[0, 1]] : tensor<1x2xi32> into tensor<2xi32>
  return %e : tensor<2xi32>
}

// A splat constant source (folded).
func.func @collapse_of_constant() -> tensor<8xf32> {
  %cst = arith.constant dense<1.0> : tensor<2x4xf32>
  %c = tensor.collapse_shape %cst [[0, 1]] : tensor<2x4xf32> into tensor<8xf32>
  return %c : tensor<8xf32>
}

// FoldCollapseOfCastOp: collapse the more static source, then cast.
func.func @collapse_of_cast(%arg0: tensor<2x4x?xf32>) -> tensor<?x?xf32> {
  %cast = tensor.cast %arg0 : tensor<2x4x?xf32> to tensor<?x?x?xf32>
  %c = tensor.collapse_shape %cast [[0, 1], [2]] : tensor<?x?x?xf32> into tensor<?x?xf32>
  return %c : tensor<?x?xf32>
}

// FoldCollapseOfCastOp in place when the result type does not change.
func.func @collapse_of_cast_in_place(%arg0: tensor<2x?x4xf32>) -> tensor<?x4xf32> {
  %cast = tensor.cast %arg0 : tensor<2x?x4xf32> to tensor<?x?x4xf32>
  %c = tensor.collapse_shape %cast [[0, 1], [2]] : tensor<?x?x4xf32> into tensor<?x4xf32>
  return %c : tensor<?x4xf32>
}

// Not for a cast to a more static type.
func.func @collapse_of_cast_more_static(%arg0: tensor<?x?xf32>) -> tensor<?xf32> {
  %cast = tensor.cast %arg0 : tensor<?x?xf32> to tensor<2x4xf32>
  %c = tensor.collapse_shape %cast [[0, 1]] : tensor<2x4xf32> into tensor<8xf32>
  %r = tensor.cast %c : tensor<8xf32> to tensor<?xf32>
  return %r : tensor<?xf32>
}
// ComposeCollapseOfExpandOp: the collapse undoes part of the expansion.
func.func @collapse_of_expand(%arg0: tensor<8x?xf32>, %n: index) -> tensor<?xf32> {
  %e = tensor.expand_shape %arg0 [[0, 1], [2]] output_shape [2, 4, %n] : tensor<8x?xf32> into tensor<2x4x?xf32>
  %c = tensor.collapse_shape %e [[0, 1, 2]] : tensor<2x4x?xf32> into tensor<?xf32>
  return %c : tensor<?xf32>
}

// ComposeCollapseOfExpandOp giving an expansion: its output sizes are products
// of the original output sizes (dynamic ones multiplied first).
func.func @collapse_of_expand_to_expand(%arg0: tensor<?xf32>, %n: index, %m: index, %k: index) -> tensor<?x?xf32> {
  %e = tensor.expand_shape %arg0 [[0, 1, 2, 3]] output_shape [%n, %k, %m, 3] : tensor<?xf32> into tensor<?x?x?x3xf32>
  %c = tensor.collapse_shape %e [[0], [1, 2, 3]] : tensor<?x?x?x3xf32> into tensor<?x?xf32>
  return %c : tensor<?x?xf32>
}

// The same with a static product only.
func.func @collapse_of_expand_static_sizes(%arg0: tensor<6x4xf32>) -> tensor<2x3x4x1xf32> {
  %e = tensor.expand_shape %arg0 [[0, 1, 2], [3, 4]] output_shape [2, 3, 1, 4, 1] : tensor<6x4xf32> into tensor<2x3x1x4x1xf32>
  %c = tensor.collapse_shape %e [[0], [1, 2], [3], [4]] : tensor<2x3x1x4x1xf32> into tensor<2x3x4x1xf32>
  return %c : tensor<2x3x4x1xf32>
}

// Same rank: a cast, folded away.
func.func @collapse_of_expand_same_type(%arg0: tensor<6x4xf32>) -> tensor<6x4xf32> {
  %e = tensor.expand_shape %arg0 [[0, 1], [2]] output_shape [2, 3, 4] : tensor<6x4xf32> into tensor<2x3x4xf32>
  %c = tensor.collapse_shape %e [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  return %c : tensor<6x4xf32>
}

// Not when the groups do not line up.
func.func @collapse_of_expand_misaligned(%arg0: tensor<?x4xf32>, %n: index) -> tensor<?x12xf32> {
  %e = tensor.expand_shape %arg0 [[0, 1], [2]] output_shape [%n, 3, 4] : tensor<?x4xf32> into tensor<?x3x4xf32>
  %c = tensor.collapse_shape %e [[0], [1, 2]] : tensor<?x3x4xf32> into tensor<?x12xf32>
  return %c : tensor<?x12xf32>
}

// ComposeExpandOfCollapseOp to a collapse.
func.func @expand_of_collapse(%arg0: tensor<2x4x6xf32>) -> tensor<8x6xf32> {
  %c = tensor.collapse_shape %arg0 [[0, 1, 2]] : tensor<2x4x6xf32> into tensor<48xf32>
  %e = tensor.expand_shape %c [[0, 1]] output_shape [8, 6] : tensor<48xf32> into tensor<8x6xf32>
  return %e : tensor<8x6xf32>
}

// ComposeExpandOfCollapseOp to an expansion keeping the output sizes.
func.func @expand_of_collapse_to_expand(%arg0: tensor<8x6x?xf32>, %n: index) -> tensor<2x4x6x?xf32> {
  %c = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<8x6x?xf32> into tensor<48x?xf32>
  %e = tensor.expand_shape %c [[0, 1, 2], [3]] output_shape [2, 4, 6, %n] : tensor<48x?xf32> into tensor<2x4x6x?xf32>
  return %e : tensor<2x4x6x?xf32>
}

// Groups of equal size are kept dim by dim.
func.func @expand_of_collapse_equal_groups(%arg0: tensor<2x3x4x5xf32>) -> tensor<6x4x5xf32> {
  %c = tensor.collapse_shape %arg0 [[0, 1], [2, 3]] : tensor<2x3x4x5xf32> into tensor<6x20xf32>
  %e = tensor.expand_shape %c [[0], [1, 2]] output_shape [6, 4, 5] : tensor<6x20xf32> into tensor<6x4x5xf32>
  return %e : tensor<6x4x5xf32>
}

// A dynamic dim absorbs the static dims next to it.
func.func @expand_of_collapse_dynamic(%arg0: tensor<4x?x6xf32>, %n: index) -> tensor<4x?xf32> {
  %c = tensor.collapse_shape %arg0 [[0, 1, 2]] : tensor<4x?x6xf32> into tensor<?xf32>
  %e = tensor.expand_shape %c [[0, 1]] output_shape [4, %n] : tensor<?xf32> into tensor<4x?xf32>
  return %e : tensor<4x?xf32>
}

// Unit dims go with the match found in both directions.
func.func @expand_of_collapse_unit_dims(%arg0: tensor<1x3x2x1x4x1xf32>) -> tensor<6x4xf32> {
  %c = tensor.collapse_shape %arg0 [[0, 1, 2, 3, 4, 5]] : tensor<1x3x2x1x4x1xf32> into tensor<24xf32>
  %e = tensor.expand_shape %c [[0, 1]] output_shape [6, 4] : tensor<24xf32> into tensor<6x4xf32>
  return %e : tensor<6x4xf32>
}

// Not when the sizes cannot be regrouped.
func.func @expand_of_collapse_no_match(%arg0: tensor<8x6xf32>) -> tensor<3x16xf32> {
  %c = tensor.collapse_shape %arg0 [[0, 1]] : tensor<8x6xf32> into tensor<48xf32>
  %e = tensor.expand_shape %c [[0, 1]] output_shape [3, 16] : tensor<48xf32> into tensor<3x16xf32>
  return %e : tensor<3x16xf32>
}

// Not when the regrouping is ambiguous (2x2x? into 2x?).
func.func @expand_of_collapse_ambiguous(%arg0: tensor<2x2x?xf32>, %n: index) -> tensor<2x?xf32> {
  %c = tensor.collapse_shape %arg0 [[0, 1, 2]] : tensor<2x2x?xf32> into tensor<?xf32>
  %e = tensor.expand_shape %c [[0, 1]] output_shape [2, %n] : tensor<?xf32> into tensor<2x?xf32>
  return %e : tensor<2x?xf32>
}

// Not with two dynamic dims in a group.
func.func @expand_of_collapse_two_dynamic(%arg0: tensor<?x?xf32>, %n: index, %m: index) -> tensor<?x?x1xf32> {
  %c = tensor.collapse_shape %arg0 [[0, 1]] : tensor<?x?xf32> into tensor<?xf32>
  %e = tensor.expand_shape %c [[0, 1, 2]] output_shape [%n, %m, 1] : tensor<?xf32> into tensor<?x?x1xf32>
  return %e : tensor<?x?x1xf32>
}

// The memref versions.
func.func @memref_expand_of_collapse(%arg0: memref<2x4x6xf32>) -> memref<8x6xf32> {
  %c = memref.collapse_shape %arg0 [[0, 1, 2]] : memref<2x4x6xf32> into memref<48xf32>
  %e = memref.expand_shape %c [[0, 1]] output_shape [8, 6] : memref<48xf32> into memref<8x6xf32>
  return %e : memref<8x6xf32>
}

func.func @memref_collapse_of_expand(%arg0: memref<4x?xf32>, %n: index) -> memref<4x2x?xf32> {
  %e = memref.expand_shape %arg0 [[0], [1, 2, 3]] output_shape [4, 2, 2, %n] : memref<4x?xf32> into memref<4x2x2x?xf32>
  %c = memref.collapse_shape %e [[0], [1], [2, 3]] : memref<4x2x2x?xf32> into memref<4x2x?xf32>
  return %c : memref<4x2x?xf32>
}

// CollapseShapeOpMemRefCastFolder: collapse the more static source, then cast.
func.func @memref_collapse_of_cast(%arg0: memref<2x4x?xf32>) -> memref<?x?xf32> {
  %cast = memref.cast %arg0 : memref<2x4x?xf32> to memref<?x?x?xf32>
  %c = memref.collapse_shape %cast [[0, 1], [2]] : memref<?x?x?xf32> into memref<?x?xf32>
  return %c : memref<?x?xf32>
}

// In place when the type does not change.
func.func @memref_collapse_of_cast_in_place(%arg0: memref<2x?x4xf32>) -> memref<?x4xf32> {
  %cast = memref.cast %arg0 : memref<2x?x4xf32> to memref<?x?x4xf32>
  %c = memref.collapse_shape %cast [[0, 1], [2]] : memref<?x?x4xf32> into memref<?x4xf32>
  return %c : memref<?x4xf32>
}

// With a strided layout.
func.func @memref_collapse_of_cast_strided(%arg0: memref<2x4x?xf32, strided<[?, ?, 1]>>) -> memref<?x?xf32, strided<[?, 1]>> {
  %cast = memref.cast %arg0 : memref<2x4x?xf32, strided<[?, ?, 1]>> to memref<?x?x?xf32, strided<[?, ?, 1]>>
  %c = memref.collapse_shape %cast [[0, 1], [2]] : memref<?x?x?xf32, strided<[?, ?, 1]>> into memref<?x?xf32, strided<[?, 1]>>
  return %c : memref<?x?xf32, strided<[?, 1]>>
}

// ExpandShapeOpMemRefCastFolder: constant output sizes become static.
func.func @memref_expand_of_cast(%arg0: memref<8x?xf32>, %n: index) -> memref<?x?x?xf32> {
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %cast = memref.cast %arg0 : memref<8x?xf32> to memref<?x?xf32>
  %e = memref.expand_shape %cast [[0, 1], [2]] output_shape [%c2, %c4, %n] : memref<?x?xf32> into memref<?x?x?xf32>
  return %e : memref<?x?x?xf32>
}

// Not when a group would change dynamicity.
func.func @memref_expand_of_cast_dynamicity(%arg0: memref<8x?xf32>, %n: index, %m: index) -> memref<?x?x?xf32> {
  %cast = memref.cast %arg0 : memref<8x?xf32> to memref<?x?xf32>
  %e = memref.expand_shape %cast [[0, 1], [2]] output_shape [%n, %m, %n] : memref<?x?xf32> into memref<?x?x?xf32>
  return %e : memref<?x?x?xf32>
}
func.func @d1(%arg0: tensor<?x4x6xf32>, %n: index) -> tensor<?x24xf32> {
  %c = tensor.collapse_shape %arg0 [[0, 1, 2]] : tensor<?x4x6xf32> into tensor<?xf32>
  %e = tensor.expand_shape %c [[0, 1]] output_shape [%n, 24] : tensor<?xf32> into tensor<?x24xf32>
  return %e : tensor<?x24xf32>
}
func.func @d2(%arg0: tensor<?x24xf32>, %n: index) -> tensor<?x4x6xf32> {
  %c = tensor.collapse_shape %arg0 [[0, 1]] : tensor<?x24xf32> into tensor<?xf32>
  %e = tensor.expand_shape %c [[0, 1, 2]] output_shape [%n, 4, 6] : tensor<?xf32> into tensor<?x4x6xf32>
  return %e : tensor<?x4x6xf32>
}
func.func @d3(%arg0: tensor<4x?x6xf32>, %n: index) -> tensor<4x?xf32> {
  %c = tensor.collapse_shape %arg0 [[0, 1, 2]] : tensor<4x?x6xf32> into tensor<?xf32>
  %e = tensor.expand_shape %c [[0, 1]] output_shape [4, %n] : tensor<?xf32> into tensor<4x?xf32>
  return %e : tensor<4x?xf32>
}
func.func @d4(%arg0: tensor<?x?xf32>, %n: index, %m: index) -> tensor<?x?x1xf32> {
  %c = tensor.collapse_shape %arg0 [[0, 1]] : tensor<?x?xf32> into tensor<?xf32>
  %e = tensor.expand_shape %c [[0, 1, 2]] output_shape [%n, %m, 1] : tensor<?xf32> into tensor<?x?x1xf32>
  return %e : tensor<?x?x1xf32>
}
func.func @d5(%arg0: tensor<2x3x1xf32>) -> tensor<6xf32> {
  %c = tensor.collapse_shape %arg0 [[0, 1, 2]] : tensor<2x3x1xf32> into tensor<6xf32>
  %e = tensor.expand_shape %c [[0]] output_shape [6] : tensor<6xf32> into tensor<6xf32>
  return %e : tensor<6xf32>
}
func.func @d6(%arg0: tensor<2x3x5x1xf32>) -> tensor<6x5xf32> {
  %c = tensor.collapse_shape %arg0 [[0, 1, 2, 3]] : tensor<2x3x5x1xf32> into tensor<30xf32>
  %e = tensor.expand_shape %c [[0, 1]] output_shape [6, 5] : tensor<30xf32> into tensor<6x5xf32>
  return %e : tensor<6x5xf32>
}
func.func @d7(%arg0: tensor<1x2x3xf32>) -> tensor<2x3xf32> {
  %c = tensor.collapse_shape %arg0 [[0, 1, 2]] : tensor<1x2x3xf32> into tensor<6xf32>
  %e = tensor.expand_shape %c [[0, 1]] output_shape [2, 3] : tensor<6xf32> into tensor<2x3xf32>
  return %e : tensor<2x3xf32>
}
func.func @d8(%arg0: tensor<4x?xf32>, %n: index) -> tensor<2x2x?xf32> {
  %x = "test.op"() : () -> index
  %c = tensor.collapse_shape %arg0 [[0, 1]] : tensor<4x?xf32> into tensor<?xf32>
  %e = tensor.expand_shape %c [[0, 1, 2]] output_shape [2, 2, %n] : tensor<?xf32> into tensor<2x2x?xf32>
  return %e : tensor<2x2x?xf32>
}
func.func @d9(%arg0: tensor<4x?xf32>, %n: index) -> tensor<4x2x?xf32> {
  %x = "test.op"() : () -> index
  %e = tensor.expand_shape %arg0 [[0], [1, 2, 3]] output_shape [4, 2, 2, %n] : tensor<4x?xf32> into tensor<4x2x2x?xf32>
  %c = tensor.collapse_shape %e [[0], [1], [2, 3]] : tensor<4x2x2x?xf32> into tensor<4x2x?xf32>
  "test.use"(%x) : (index) -> ()
  return %c : tensor<4x2x?xf32>
}
