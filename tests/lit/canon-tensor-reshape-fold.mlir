// tensor.reshape folds (MLIR 22's ReshapeOp::fold): a splat constant source
// becomes a constant of the static result type, a reshape of a reshape reads
// the inner source (in place, attributes kept), and a reshape to the source's
// own type is the source for rank <= 1 or when the shape is a from_elements
// of the source's static sizes / its tensor.dims in order. Non-splat
// constants, dynamic results, other shapes and unranked sources stay.
// RUN: rmlir-opt %s -allow-unregistered-dialect -canonicalize | FileCheck %s --match-full-lines
// RUN: rmlir-opt %s -allow-unregistered-dialect -canonicalize --emit-bytecode | rmlir-opt -allow-unregistered-dialect | FileCheck %s --match-full-lines

// CHECK-LABEL: func.func @same1d_a(%arg0: tensor<4xf32>, %arg1: tensor<1xindex>) -> tensor<4xf32> {
// CHECK-NEXT: return %arg0 : tensor<4xf32>
// CHECK-NEXT: }
func.func @same1d_a(%t: tensor<4xf32>, %s: tensor<1xindex>) -> tensor<4xf32> {
  %0 = tensor.reshape %t(%s) : (tensor<4xf32>, tensor<1xindex>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// CHECK-LABEL: func.func @same1d_dyn(%arg0: tensor<?xf32>, %arg1: tensor<1xindex>) -> tensor<?xf32> {
// CHECK-NEXT: return %arg0 : tensor<?xf32>
// CHECK-NEXT: }
func.func @same1d_dyn(%t: tensor<?xf32>, %s: tensor<1xindex>) -> tensor<?xf32> {
  %0 = tensor.reshape %t(%s) : (tensor<?xf32>, tensor<1xindex>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// CHECK-LABEL: func.func @same0d(%arg0: tensor<f32>, %arg1: tensor<0xindex>) -> tensor<f32> {
// CHECK-NEXT: return %arg0 : tensor<f32>
// CHECK-NEXT: }
func.func @same0d(%t: tensor<f32>, %s: tensor<0xindex>) -> tensor<f32> {
  %0 = tensor.reshape %t(%s) : (tensor<f32>, tensor<0xindex>) -> tensor<f32>
  return %0 : tensor<f32>
}

// CHECK-LABEL: func.func @same2d_static(%arg0: tensor<2x3xf32>, %arg1: tensor<2xindex>) -> tensor<2x3xf32> {
// CHECK-NEXT: %reshape = tensor.reshape %arg0(%arg1) : (tensor<2x3xf32>, tensor<2xindex>) -> tensor<2x3xf32>
// CHECK-NEXT: return %reshape : tensor<2x3xf32>
// CHECK-NEXT: }
func.func @same2d_static(%t: tensor<2x3xf32>, %s: tensor<2xindex>) -> tensor<2x3xf32> {
  %0 = tensor.reshape %t(%s) : (tensor<2x3xf32>, tensor<2xindex>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// CHECK-LABEL: func.func @chain(%arg0: tensor<6xf32>, %arg1: tensor<2xindex>, %arg2: tensor<1xindex>) -> tensor<6xf32> {
// CHECK-NEXT: return %arg0 : tensor<6xf32>
// CHECK-NEXT: }
func.func @chain(%t: tensor<6xf32>, %s: tensor<2xindex>, %s2: tensor<1xindex>) -> tensor<6xf32> {
  %0 = tensor.reshape %t(%s) : (tensor<6xf32>, tensor<2xindex>) -> tensor<2x3xf32>
  %1 = tensor.reshape %0(%s2) : (tensor<2x3xf32>, tensor<1xindex>) -> tensor<6xf32>
  return %1 : tensor<6xf32>
}

// CHECK-LABEL: func.func @chain2(%arg0: tensor<6xf32>, %arg1: tensor<2xindex>, %arg2: tensor<2xindex>) -> tensor<3x2xf32> {
// CHECK-NEXT: %reshape = tensor.reshape %arg0(%arg1) : (tensor<6xf32>, tensor<2xindex>) -> tensor<2x3xf32>
// CHECK-NEXT: %reshape_0 = tensor.reshape %arg0(%arg2) : (tensor<6xf32>, tensor<2xindex>) -> tensor<3x2xf32>
// CHECK-NEXT: "test.use"(%reshape) : (tensor<2x3xf32>) -> ()
// CHECK-NEXT: return %reshape_0 : tensor<3x2xf32>
// CHECK-NEXT: }
func.func @chain2(%t: tensor<6xf32>, %s: tensor<2xindex>, %s2: tensor<2xindex>) -> tensor<3x2xf32> {
  %0 = tensor.reshape %t(%s) : (tensor<6xf32>, tensor<2xindex>) -> tensor<2x3xf32>
  %1 = tensor.reshape %0(%s2) : (tensor<2x3xf32>, tensor<2xindex>) -> tensor<3x2xf32>
  "test.use"(%0) : (tensor<2x3xf32>) -> ()
  return %1 : tensor<3x2xf32>
}

// CHECK-LABEL: func.func @dyn_noop(%arg0: tensor<?x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT: return %arg0 : tensor<?x?xf32>
// CHECK-NEXT: }
func.func @dyn_noop(%t: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %t, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %t, %c1 : tensor<?x?xf32>
  %s = tensor.from_elements %d0, %d1 : tensor<2xindex>
  %0 = tensor.reshape %t(%s) : (tensor<?x?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// CHECK-LABEL: func.func @dyn_noop_mixed(%arg0: tensor<?x4xf32>) -> tensor<?x4xf32> {
// CHECK-NEXT: return %arg0 : tensor<?x4xf32>
// CHECK-NEXT: }
func.func @dyn_noop_mixed(%t: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %d0 = tensor.dim %t, %c0 : tensor<?x4xf32>
  %s = tensor.from_elements %d0, %c4 : tensor<2xindex>
  %0 = tensor.reshape %t(%s) : (tensor<?x4xf32>, tensor<2xindex>) -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// CHECK-LABEL: func.func @dyn_swapped(%arg0: tensor<?x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?x?xf32>
// CHECK-NEXT: %dim_0 = tensor.dim %arg0, %c1 : tensor<?x?xf32>
// CHECK-NEXT: %from_elements = tensor.from_elements %dim_0, %dim : tensor<2xindex>
// CHECK-NEXT: %reshape = tensor.reshape %arg0(%from_elements) : (tensor<?x?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
// CHECK-NEXT: return %reshape : tensor<?x?xf32>
// CHECK-NEXT: }
func.func @dyn_swapped(%t: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %t, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %t, %c1 : tensor<?x?xf32>
  %s = tensor.from_elements %d1, %d0 : tensor<2xindex>
  %0 = tensor.reshape %t(%s) : (tensor<?x?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// CHECK-LABEL: func.func @const_src(%arg0: tensor<2xindex>) -> tensor<2x2xf32> {
// CHECK-NEXT: %cst = arith.constant dense<1.000000e+00> : tensor<2x2xf32>
// CHECK-NEXT: return %cst : tensor<2x2xf32>
// CHECK-NEXT: }
func.func @const_src(%s: tensor<2xindex>) -> tensor<2x2xf32> {
  %cst = arith.constant dense<1.0> : tensor<4xf32>
  %0 = tensor.reshape %cst(%s) : (tensor<4xf32>, tensor<2xindex>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// CHECK-LABEL: func.func @const_nonsplat(%arg0: tensor<2xindex>) -> tensor<2x2xf32> {
// CHECK-NEXT: %cst = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>
// CHECK-NEXT: %reshape = tensor.reshape %cst(%arg0) : (tensor<4xf32>, tensor<2xindex>) -> tensor<2x2xf32>
// CHECK-NEXT: return %reshape : tensor<2x2xf32>
// CHECK-NEXT: }
func.func @const_nonsplat(%s: tensor<2xindex>) -> tensor<2x2xf32> {
  %cst = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %0 = tensor.reshape %cst(%s) : (tensor<4xf32>, tensor<2xindex>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// CHECK-LABEL: func.func @const_dyn(%arg0: tensor<2xindex>) -> tensor<?x2xf32> {
// CHECK-NEXT: %cst = arith.constant dense<1.000000e+00> : tensor<4xf32>
// CHECK-NEXT: %reshape = tensor.reshape %cst(%arg0) : (tensor<4xf32>, tensor<2xindex>) -> tensor<?x2xf32>
// CHECK-NEXT: return %reshape : tensor<?x2xf32>
// CHECK-NEXT: }
func.func @const_dyn(%s: tensor<2xindex>) -> tensor<?x2xf32> {
  %cst = arith.constant dense<1.0> : tensor<4xf32>
  %0 = tensor.reshape %cst(%s) : (tensor<4xf32>, tensor<2xindex>) -> tensor<?x2xf32>
  return %0 : tensor<?x2xf32>
}

// CHECK-LABEL: func.func @chain_attr(%arg0: tensor<6xf32>, %arg1: tensor<2xindex>, %arg2: tensor<2xindex>) -> tensor<3x2xf32> {
// CHECK-NEXT: %reshape = tensor.reshape %arg0(%arg2) {a} : (tensor<6xf32>, tensor<2xindex>) -> tensor<3x2xf32>
// CHECK-NEXT: return %reshape : tensor<3x2xf32>
// CHECK-NEXT: }
func.func @chain_attr(%t: tensor<6xf32>, %s: tensor<2xindex>, %s2: tensor<2xindex>) -> tensor<3x2xf32> {
  %0 = tensor.reshape %t(%s) : (tensor<6xf32>, tensor<2xindex>) -> tensor<2x3xf32>
  %1 = tensor.reshape %0(%s2) {a} : (tensor<2x3xf32>, tensor<2xindex>) -> tensor<3x2xf32>
  return %1 : tensor<3x2xf32>
}

// CHECK-LABEL: func.func @unranked(%arg0: tensor<*xf32>, %arg1: tensor<1xindex>) -> tensor<?xf32> {
// CHECK-NEXT: %reshape = tensor.reshape %arg0(%arg1) : (tensor<*xf32>, tensor<1xindex>) -> tensor<?xf32>
// CHECK-NEXT: return %reshape : tensor<?xf32>
// CHECK-NEXT: }
func.func @unranked(%t: tensor<*xf32>, %s: tensor<1xindex>) -> tensor<?xf32> {
  %0 = tensor.reshape %t(%s) : (tensor<*xf32>, tensor<1xindex>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// CHECK-LABEL: func.func @dyn_dim_wrong_src(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = tensor.dim %arg1, %c0 : tensor<?x?xf32>
// CHECK-NEXT: %dim_0 = tensor.dim %arg0, %c1 : tensor<?x?xf32>
// CHECK-NEXT: %from_elements = tensor.from_elements %dim, %dim_0 : tensor<2xindex>
// CHECK-NEXT: %reshape = tensor.reshape %arg0(%from_elements) : (tensor<?x?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
// CHECK-NEXT: return %reshape : tensor<?x?xf32>
// CHECK-NEXT: }
func.func @dyn_dim_wrong_src(%t: tensor<?x?xf32>, %u: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %u, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %t, %c1 : tensor<?x?xf32>
  %s = tensor.from_elements %d0, %d1 : tensor<2xindex>
  %0 = tensor.reshape %t(%s) : (tensor<?x?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// CHECK-LABEL: func.func @static_from_elements(%arg0: tensor<2x3xf32>) -> tensor<2x3xf32> {
// CHECK-NEXT: %cst = arith.constant dense<[2, 3]> : tensor<2xindex>
// CHECK-NEXT: %reshape = tensor.reshape %arg0(%cst) : (tensor<2x3xf32>, tensor<2xindex>) -> tensor<2x3xf32>
// CHECK-NEXT: return %reshape : tensor<2x3xf32>
// CHECK-NEXT: }
func.func @static_from_elements(%t: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %s = tensor.from_elements %c2, %c3 : tensor<2xindex>
  %0 = tensor.reshape %t(%s) : (tensor<2x3xf32>, tensor<2xindex>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// CHECK-LABEL: func.func @i32_shape(%arg0: tensor<?x?xf32>, %arg1: i32, %arg2: i32) -> tensor<?x?xf32> {
// CHECK-NEXT: %from_elements = tensor.from_elements %arg1, %arg2 : tensor<2xi32>
// CHECK-NEXT: %reshape = tensor.reshape %arg0(%from_elements) : (tensor<?x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
// CHECK-NEXT: return %reshape : tensor<?x?xf32>
// CHECK-NEXT: }
func.func @i32_shape(%t: tensor<?x?xf32>, %a: i32, %b: i32) -> tensor<?x?xf32> {
  %s = tensor.from_elements %a, %b : tensor<2xi32>
  %0 = tensor.reshape %t(%s) : (tensor<?x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
