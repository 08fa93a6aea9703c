// tensor.dim of a destination-style op's result reads the dim of the init
// operand (MLIR 22's DimOfDestStyleOp; tensor.insert and tensor.insert_slice
// are the destination-style ops rmlir ships); a tensor.pad is not one.
// RUN: rmlir-opt %s -allow-unregistered-dialect -canonicalize | FileCheck %s --match-full-lines

// CHECK-LABEL: func.func @dim_insert_slice(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: index) -> index {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = tensor.dim %arg1, %c1 : tensor<?x?xf32>
// CHECK-NEXT: return %dim : index
// CHECK-NEXT: }
func.func @dim_insert_slice(%t: tensor<?x?xf32>, %d: tensor<?x?xf32>, %i: index) -> index {
  %c1 = arith.constant 1 : index
  %0 = tensor.insert_slice %t into %d[0, 0] [%i, %i] [1, 1] : tensor<?x?xf32> into tensor<?x?xf32>
  %1 = tensor.dim %0, %c1 : tensor<?x?xf32>
  return %1 : index
}

// CHECK-LABEL: func.func @dim_insert(%arg0: tensor<?xf32>, %arg1: f32, %arg2: index) -> index {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?xf32>
// CHECK-NEXT: return %dim : index
// CHECK-NEXT: }
func.func @dim_insert(%d: tensor<?xf32>, %f: f32, %i: index) -> index {
  %c0 = arith.constant 0 : index
  %0 = tensor.insert %f into %d[%i] : tensor<?xf32>
  %1 = tensor.dim %0, %c0 : tensor<?xf32>
  return %1 : index
}

// CHECK-LABEL: func.func @dim_pad(%arg0: tensor<?xf32>, %arg1: f32, %arg2: index) -> index {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %padded = tensor.pad %arg0 low[%arg2] high[2] {
// CHECK-NEXT: ^bb0(%arg3: index):
// CHECK-NEXT: tensor.yield %arg1 : f32
// CHECK-NEXT: } : tensor<?xf32> to tensor<?xf32>
// CHECK-NEXT: %dim = tensor.dim %padded, %c0 : tensor<?xf32>
// CHECK-NEXT: return %dim : index
// CHECK-NEXT: }
func.func @dim_pad(%d: tensor<?xf32>, %f: f32, %i: index) -> index {
  %c0 = arith.constant 0 : index
  %0 = tensor.pad %d low[%i] high[2] {
  ^bb0(%a: index):
    tensor.yield %f : f32
  } : tensor<?xf32> to tensor<?xf32>
  %1 = tensor.dim %0, %c0 : tensor<?xf32>
  return %1 : index
}

// CHECK-LABEL: func.func @dim_chain(%arg0: tensor<?x?xf32>, %arg1: f32, %arg2: index) -> index {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %inserted = tensor.insert %arg1 into %arg0[%arg2, %arg2] : tensor<?x?xf32>
// CHECK-NEXT: %inserted_0 = tensor.insert %arg1 into %inserted[%arg2, %arg2] : tensor<?x?xf32>
// CHECK-NEXT: %dim = tensor.dim %arg0, %c1 : tensor<?x?xf32>
// CHECK-NEXT: "test.use"(%inserted_0) : (tensor<?x?xf32>) -> ()
// CHECK-NEXT: return %dim : index
// CHECK-NEXT: }
func.func @dim_chain(%d: tensor<?x?xf32>, %f: f32, %i: index) -> index {
  %c1 = arith.constant 1 : index
  %0 = tensor.insert %f into %d[%i, %i] : tensor<?x?xf32>
  %1 = tensor.insert %f into %0[%i, %i] : tensor<?x?xf32>
  %2 = tensor.dim %1, %c1 : tensor<?x?xf32>
  "test.use"(%1) : (tensor<?x?xf32>) -> ()
  return %2 : index
}

// CHECK-LABEL: func.func @dim_static_dest(%arg0: tensor<?xf32>, %arg1: tensor<8xf32>, %arg2: index) -> index {
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: return %c8 : index
// CHECK-NEXT: }
func.func @dim_static_dest(%t: tensor<?xf32>, %d: tensor<8xf32>, %i: index) -> index {
  %c0 = arith.constant 0 : index
  %0 = tensor.insert_slice %t into %d[0] [%i] [1] : tensor<?xf32> into tensor<8xf32>
  %1 = tensor.dim %0, %c0 : tensor<8xf32>
  return %1 : index
}

// CHECK-LABEL: func.func @dim_dyn_index(%arg0: tensor<?x?xf32>, %arg1: f32, %arg2: index) -> index {
// CHECK-NEXT: %dim = tensor.dim %arg0, %arg2 : tensor<?x?xf32>
// CHECK-NEXT: return %dim : index
// CHECK-NEXT: }
func.func @dim_dyn_index(%d: tensor<?x?xf32>, %f: f32, %i: index) -> index {
  %0 = tensor.insert %f into %d[%i, %i] : tensor<?x?xf32>
  %1 = tensor.dim %0, %i : tensor<?x?xf32>
  return %1 : index
}
