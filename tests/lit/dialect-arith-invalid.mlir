// Verifier and parser diagnostics of the arith dialect, as MLIR 22 words them.
// RUN: rmlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

func.func @addi_float(%a: f32) {
  // expected-error @+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = arith.addi %a, %a : f32
  return
}

// -----

func.func @addf_int(%a: i32) {
  // expected-error @+1 {{'arith.addf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = arith.addf %a, %a : i32
  return
}

// -----

func.func @same_type(%a: i32, %b: i64) {
  // expected-error @+1 {{'arith.addi' op requires the same type for all operands and results}}
  %0 = "arith.addi"(%a, %b) : (i32, i64) -> i32
  return
}

// -----

func.func @operand_count(%a: i32) {
  // expected-error @+1 {{'arith.addi' op expected 2 operands, but found 1}}
  %0 = "arith.addi"(%a) : (i32) -> i32
  return
}

// -----

func.func @cmpi_predicate(%a: i32) {
  // expected-error @+1 {{expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]}}
  %0 = arith.cmpi foo, %a, %a : i32
  return
}

// -----

func.func @cmpi_result(%a: i32) {
  // expected-error @+1 {{'arith.cmpi' op result #0 must be bool-like, but got 'i32'}}
  %0 = "arith.cmpi"(%a, %a) <{predicate = 0 : i64}> : (i32, i32) -> i32
  return
}

// -----

func.func @cmpi_missing_predicate(%a: i32) {
  // expected-error @+1 {{'arith.cmpi' op requires attribute 'predicate'}}
  %0 = "arith.cmpi"(%a, %a) : (i32, i32) -> i1
  return
}

// -----

func.func @constant_type() {
  // expected-error @+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() <{value = 1 : i32}> : () -> i64
  return
}

// -----

func.func @constant_unsigned() {
  // expected-error @+1 {{'arith.constant' op integer return type must be signless}}
  %0 = arith.constant 1 : ui32
  return
}

// -----

func.func @select_types(%c: i1, %a: i32, %b: i64) {
  // expected-error @+1 {{'arith.select' op failed to verify that all of {true_value, false_value, result} have same type}}
  %0 = "arith.select"(%c, %a, %b) : (i1, i32, i64) -> i32
  return
}

// -----

func.func @index_cast_float(%a: f32) {
  // expected-error @+1 {{'arith.index_cast' op operand #0 must be signless-integer-like or memref of signless-integer, but got 'f32'}}
  %0 = arith.index_cast %a : f32 to index
  return
}

// -----

func.func @use_type_mismatch(%a: i32) {
  // expected-note @+1 {{prior use here}}
  %0 = arith.addi %a, %a : i32
  // expected-error @+1 {{use of value '%0' expects different type than prior uses: 'i64' vs 'i32'}}
  %1 = arith.addi %0, %0 : i64
  return
}

// -----

func.func @extf_narrower(%a: f32) {
  // expected-error @+1 {{'arith.extf' op operand type 'f32' and result type 'f16' are cast incompatible}}
  %0 = arith.extf %a : f32 to f16
  return
}

// -----

func.func @extf_same_width(%a: f16) {
  // expected-error @+1 {{'arith.extf' op operand type 'f16' and result type 'bf16' are cast incompatible}}
  %0 = arith.extf %a : f16 to bf16
  return
}

// -----

func.func @trunci_wider(%a: vector<2xi16>) {
  // expected-error @+1 {{'arith.trunci' op operand type 'vector<2xi16>' and result type 'vector<2xi17>' are cast incompatible}}
  %0 = arith.trunci %a : vector<2xi16> to vector<2xi17>
  return
}

// -----

func.func @index_cast_no_index(%a: i32) {
  // expected-error @+1 {{'arith.index_cast' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = arith.index_cast %a : i32 to i64
  return
}

// -----

func.func @index_cast_memref(%a: memref<4xindex>) {
  %0 = arith.index_cast %a : memref<4xindex> to memref<4xi32>
  return
}

// -----

func.func @bitcast_width(%a: f16) {
  // expected-error @+1 {{'arith.bitcast' op operand type 'f16' and result type 'i32' are cast incompatible}}
  %0 = arith.bitcast %a : f16 to i32
  return
}

// -----

func.func @cast_encoding(%a: tensor<2xi8, "a">) {
  // expected-error @+1 {{'arith.extsi' op operand type 'tensor<2xi8, "a">' and result type 'tensor<2xi16, "b">' are cast incompatible}}
  %0 = arith.extsi %a : tensor<2xi8, "a"> to tensor<2xi16, "b">
  return
}

// -----

// The tensor dimensions are checked before the shapes.
func.func @cast_tensor_dims(%a: tensor<?xi32>) {
  // expected-error @+1 {{'arith.sitofp' op failed to verify that input and output have the same tensor dimensions}}
  %0 = arith.sitofp %a : tensor<?xi32> to tensor<4xf32>
  return
}

// -----

func.func @cast_rank(%a: tensor<i32>) {
  // expected-error @+1 {{'arith.sitofp' op requires the same shape for all operands and results}}
  %0 = arith.sitofp %a : tensor<i32> to f32
  return
}

// -----

func.func @cast_scalable(%a: vector<[4]xf32>) {
  // expected-error @+1 {{'arith.fptosi' op requires the same shape for all operands and results}}
  %0 = arith.fptosi %a : vector<[4]xf32> to vector<4xi32>
  return
}

// -----

func.func @cast_base_type(%a: vector<4xf32>) {
  // expected-error @+1 {{'arith.fptoui' op requires the same shape for all operands and results}}
  %0 = "arith.fptoui"(%a) : (vector<4xf32>) -> i32
  return
}

// -----

func.func @addui_extended_scalar_overflow(%a: vector<8xi32>) {
  // expected-error @+1 {{'arith.addui_extended' op if an operand is non-scalar, then all results must be non-scalar}}
  %r:2 = arith.addui_extended %a, %a : vector<8xi32>, i1
  return
}

// -----

func.func @addui_extended_base_type(%a: vector<8xi32>) {
  // expected-error @+1 {{'arith.addui_extended' op all non-scalar operands/results must have the same shape and base type}}
  %r:2 = arith.addui_extended %a, %a : vector<8xi32>, tensor<8xi1>
  return
}

// -----

// A string is a typed attribute (of type none).
func.func @constant_string() {
  // expected-error @+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() {value = "xyz"} : () -> i32
  return
}

// -----

func.func @constant_string_none() {
  // expected-error @+1 {{'arith.constant' op value must be an integer, float, or elements attribute}}
  %0 = "arith.constant"() {value = "xyz"} : () -> none
  return
}

// -----

// The value and result types are compared before the signedness.
func.func @constant_type_before_sign() {
  // expected-error @+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() {value = 1 : i32} : () -> ui32
  return
}

// -----

func.func @constant_scalable() {
  // expected-error @+1 {{'arith.constant' op intializing scalable vectors with elements attribute is not supported unless it's a vector splat}}
  %0 = arith.constant dense<[0, 1]> : vector<[2]xi32>
  return
}

// -----

func.func @constant_scalable_splat() {
  %0 = arith.constant dense<[3, 3]> : vector<[2]xi32>
  return
}

// -----

// The type the result type is inferred from is checked by the parser.
func.func @cmpi_float(%a: f32) {
  // expected-error @+1 {{custom op 'arith.cmpi' 'lhs' must be signless-integer-like, but got 'f32'}}
  %0 = arith.cmpi eq, %a, %a : f32
  return
}

// -----

func.func @cmpf_int(%a: i32) {
  // expected-error @+1 {{custom op 'arith.cmpf' 'lhs' must be floating-point-like, but got 'i32'}}
  %0 = arith.cmpf oeq, %a, %a : i32
  return
}

// -----

func.func @cmpi_generic_float(%a: f32) {
  // expected-error @+1 {{'arith.cmpi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.cmpi"(%a, %a) {predicate = 0 : i64} : (f32, f32) -> i1
  return
}

// -----

func.func @select_encoding(%c: tensor<8xi1, "bar">, %a: tensor<8xi32, "foo">) {
  // expected-error @+1 {{'arith.select' op expected condition type to have the same shape as the result type, expected 'tensor<8xi1, "foo">', but got 'tensor<8xi1, "bar">'}}
  %0 = arith.select %c, %a, %a : tensor<8xi1, "bar">, tensor<8xi32, "foo">
  return
}

// -----

func.func @select_shape(%c: vector<4xi1>, %a: vector<8xi32>) {
  // expected-error @+1 {{'arith.select' op failed to verify that condition is signless i1 or has matching shape}}
  %0 = arith.select %c, %a, %a : vector<4xi1>, vector<8xi32>
  return
}
