// tensor.concat canonicalization (MLIR 22): a result type less static than
// the inputs allow is rebuilt with the inferred type and cast back
// (InferConcatResultType, which drops discardable attributes), and operands
// less static than the others allow in the non-concatenated dims are cast
// to the refined type (InferConcatOperandTypes).
// RUN: rmlir-opt %s -allow-unregistered-dialect -canonicalize | FileCheck %s --match-full-lines
// RUN: rmlir-opt %s -allow-unregistered-dialect -canonicalize --emit-bytecode | rmlir-opt -allow-unregistered-dialect | FileCheck %s --match-full-lines

// CHECK-LABEL: func.func @operands_only(%arg0: tensor<?x3xf32>, %arg1: tensor<4x?xf32>) -> tensor<?x3xf32> {
// CHECK-NEXT: %cast = tensor.cast %arg1 : tensor<4x?xf32> to tensor<4x3xf32>
// CHECK-NEXT: %concat = tensor.concat dim(0) %arg0, %cast : (tensor<?x3xf32>, tensor<4x3xf32>) -> tensor<?x3xf32>
// CHECK-NEXT: return %concat : tensor<?x3xf32>
// CHECK-NEXT: }
func.func @operands_only(%t: tensor<?x3xf32>, %u: tensor<4x?xf32>) -> tensor<?x3xf32> {
  %0 = tensor.concat dim(0) %t, %u : (tensor<?x3xf32>, tensor<4x?xf32>) -> tensor<?x3xf32>
  return %0 : tensor<?x3xf32>
}

// CHECK-LABEL: func.func @result_only(%arg0: tensor<?x3xf32>, %arg1: tensor<4x3xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT: %concat = tensor.concat dim(0) %arg0, %arg1 : (tensor<?x3xf32>, tensor<4x3xf32>) -> tensor<?x3xf32>
// CHECK-NEXT: %cast = tensor.cast %concat : tensor<?x3xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %cast : tensor<?x?xf32>
// CHECK-NEXT: }
func.func @result_only(%t: tensor<?x3xf32>, %u: tensor<4x3xf32>) -> tensor<?x?xf32> {
  %0 = tensor.concat dim(0) %t, %u : (tensor<?x3xf32>, tensor<4x3xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// CHECK-LABEL: func.func @both(%arg0: tensor<?x3xf32>, %arg1: tensor<4x?xf32>, %arg2: tensor<?x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT: %cast = tensor.cast %arg1 : tensor<4x?xf32> to tensor<4x3xf32>
// CHECK-NEXT: %cast_0 = tensor.cast %arg2 : tensor<?x?xf32> to tensor<?x3xf32>
// CHECK-NEXT: %concat = tensor.concat dim(0) %arg0, %cast, %cast_0 : (tensor<?x3xf32>, tensor<4x3xf32>, tensor<?x3xf32>) -> tensor<?x3xf32>
// CHECK-NEXT: %cast_1 = tensor.cast %concat : tensor<?x3xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %cast_1 : tensor<?x?xf32>
// CHECK-NEXT: }
func.func @both(%t: tensor<?x3xf32>, %u: tensor<4x?xf32>, %v: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = tensor.concat dim(0) %t, %u, %v : (tensor<?x3xf32>, tensor<4x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// CHECK-LABEL: func.func @static_sum(%arg0: tensor<2x3xf32>, %arg1: tensor<4x3xf32>) -> tensor<?x3xf32> {
// CHECK-NEXT: %concat = tensor.concat dim(0) %arg0, %arg1 : (tensor<2x3xf32>, tensor<4x3xf32>) -> tensor<6x3xf32>
// CHECK-NEXT: %cast = tensor.cast %concat : tensor<6x3xf32> to tensor<?x3xf32>
// CHECK-NEXT: return %cast : tensor<?x3xf32>
// CHECK-NEXT: }
func.func @static_sum(%t: tensor<2x3xf32>, %u: tensor<4x3xf32>) -> tensor<?x3xf32> {
  %0 = tensor.concat dim(0) %t, %u : (tensor<2x3xf32>, tensor<4x3xf32>) -> tensor<?x3xf32>
  return %0 : tensor<?x3xf32>
}

// CHECK-LABEL: func.func @dim1(%arg0: tensor<?x2xf32>, %arg1: tensor<5x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<?x2xf32> to tensor<5x2xf32>
// CHECK-NEXT: %concat = tensor.concat dim(1) %cast, %arg1 : (tensor<5x2xf32>, tensor<5x?xf32>) -> tensor<5x?xf32>
// CHECK-NEXT: %cast_0 = tensor.cast %concat : tensor<5x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %cast_0 : tensor<?x?xf32>
// CHECK-NEXT: }
func.func @dim1(%t: tensor<?x2xf32>, %u: tensor<5x?xf32>) -> tensor<?x?xf32> {
  %0 = tensor.concat dim(1) %t, %u {foo} : (tensor<?x2xf32>, tensor<5x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// CHECK-LABEL: func.func @nothing(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT: %concat = tensor.concat dim(0) %arg0, %arg1 : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT: return %concat : tensor<?x?xf32>
// CHECK-NEXT: }
func.func @nothing(%t: tensor<?x?xf32>, %u: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = tensor.concat dim(0) %t, %u : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// CHECK-LABEL: func.func @used_twice(%arg0: tensor<?x3xf32>, %arg1: tensor<4x?xf32>) -> (tensor<?x3xf32>, tensor<?x3xf32>) {
// CHECK-NEXT: %cast = tensor.cast %arg1 : tensor<4x?xf32> to tensor<4x3xf32>
// CHECK-NEXT: %cast_0 = tensor.cast %arg1 : tensor<4x?xf32> to tensor<4x3xf32>
// CHECK-NEXT: %concat = tensor.concat dim(0) %arg0, %cast, %cast_0 : (tensor<?x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<?x3xf32>
// CHECK-NEXT: %cast_1 = tensor.cast %arg1 : tensor<4x?xf32> to tensor<4x3xf32>
// CHECK-NEXT: %concat_2 = tensor.concat dim(0) %cast_1, %arg0 : (tensor<4x3xf32>, tensor<?x3xf32>) -> tensor<?x3xf32>
// CHECK-NEXT: return %concat, %concat_2 : tensor<?x3xf32>, tensor<?x3xf32>
// CHECK-NEXT: }
func.func @used_twice(%t: tensor<?x3xf32>, %u: tensor<4x?xf32>) -> (tensor<?x3xf32>, tensor<?x3xf32>) {
  %0 = tensor.concat dim(0) %t, %u, %u : (tensor<?x3xf32>, tensor<4x?xf32>, tensor<4x?xf32>) -> tensor<?x3xf32>
  %1 = tensor.concat dim(0) %u, %t : (tensor<4x?xf32>, tensor<?x3xf32>) -> tensor<?x3xf32>
  return %0, %1 : tensor<?x3xf32>, tensor<?x3xf32>
}

// CHECK-LABEL: func.func @single(%arg0: tensor<4xf32>) -> tensor<?xf32> {
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<4xf32> to tensor<?xf32>
// CHECK-NEXT: return %cast : tensor<?xf32>
// CHECK-NEXT: }
func.func @single(%t: tensor<4xf32>) -> tensor<?xf32> {
  %0 = tensor.concat dim(0) %t : (tensor<4xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// CHECK-LABEL: func.func @rank3(%arg0: tensor<?x?x2xf32>, %arg1: tensor<3x?x?xf32>, %arg2: tensor<?x7x?xf32>) -> tensor<?x?x?xf32> {
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<?x?x2xf32> to tensor<3x?x2xf32>
// CHECK-NEXT: %cast_0 = tensor.cast %arg1 : tensor<3x?x?xf32> to tensor<3x?x2xf32>
// CHECK-NEXT: %cast_1 = tensor.cast %arg2 : tensor<?x7x?xf32> to tensor<3x7x2xf32>
// CHECK-NEXT: %concat = tensor.concat dim(1) %cast, %cast_0, %cast_1 : (tensor<3x?x2xf32>, tensor<3x?x2xf32>, tensor<3x7x2xf32>) -> tensor<3x?x2xf32>
// CHECK-NEXT: %cast_2 = tensor.cast %concat : tensor<3x?x2xf32> to tensor<?x?x?xf32>
// CHECK-NEXT: return %cast_2 : tensor<?x?x?xf32>
// CHECK-NEXT: }
func.func @rank3(%t: tensor<?x?x2xf32>, %u: tensor<3x?x?xf32>, %v: tensor<?x7x?xf32>) -> tensor<?x?x?xf32> {
  %0 = tensor.concat dim(1) %t, %u, %v : (tensor<?x?x2xf32>, tensor<3x?x?xf32>, tensor<?x7x?xf32>) -> tensor<?x?x?xf32>
  return %0 : tensor<?x?x?xf32>
}
