// RUN: rmlir-opt %s -split-input-file -verify-diagnostics

// tensor.pad's low and high lists: a DYNAMIC entry for each value operand.
// MLIR 22 does not check this: a pad with fewer `low` operands than
// DYNAMIC entries verifies there, and mlir-opt-22 then crashes printing it
// (printDynamicIndexList reads past the list's operands). rmlir verified it
// too and printed a custom form naming missing values, which does not
// parse back (a read_bytecode finding). Now it fails with the message of
// MLIR's other mixed static and dynamic lists
// (verifyListOfOperandsOrIntegers).

func.func @missing_low_values(%t: tensor<?x4xf32>, %p: f32, %i: index) -> tensor<?x4xf32> {
  // expected-error @+1 {{expected 2 dynamic low values}}
  %0 = "tensor.pad"(%t, %i) <{operandSegmentSizes = array<i32: 1, 0, 1>, static_high = array<i64: -9223372036854775808, 0>, static_low = array<i64: -9223372036854775808, -9223372036854775808>}> ({
  ^bb0(%a: index, %b: index):
    tensor.yield %p : f32
  }) : (tensor<?x4xf32>, index) -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// -----

func.func @extra_high_value(%t: tensor<?x4xf32>, %p: f32, %i: index) -> tensor<?x4xf32> {
  // expected-error @+1 {{expected 0 dynamic high values}}
  %0 = "tensor.pad"(%t, %i) <{operandSegmentSizes = array<i32: 1, 0, 1>, static_high = array<i64: 0, 0>, static_low = array<i64: 0, 0>}> ({
  ^bb0(%a: index, %b: index):
    tensor.yield %p : f32
  }) : (tensor<?x4xf32>, index) -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// -----

// Lists of the wrong length keep MLIR's own message.
func.func @short_low_list(%t: tensor<?x4xf32>, %p: f32) -> tensor<?x4xf32> {
  // expected-error @+1 {{failed to infer expectedType from sourceType 'tensor<?x4xf32>', specified resultType is 'tensor<?x4xf32>'}}
  %0 = "tensor.pad"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0>, static_low = array<i64: 0>}> ({
  ^bb0(%a: index, %b: index):
    tensor.yield %p : f32
  }) : (tensor<?x4xf32>) -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// -----

// Matching lists verify and round-trip.
func.func @dynamic_low(%t: tensor<?x4xf32>, %p: f32, %i: index) -> tensor<?x5xf32> {
  %0 = "tensor.pad"(%t, %i) <{operandSegmentSizes = array<i32: 1, 1, 0>, static_high = array<i64: 0, 1>, static_low = array<i64: -9223372036854775808, 0>}> ({
  ^bb0(%a: index, %b: index):
    tensor.yield %p : f32
  }) : (tensor<?x4xf32>, index) -> tensor<?x5xf32>
  return %0 : tensor<?x5xf32>
}
