// Verifier and custom-form diagnostics of the vector ops beyond broadcast
// (extract/insert, load/store, masked and transfer accesses, shape_cast, fma,
// masks), as MLIR 22 words them.
// RUN: rmlir-opt --split-input-file --verify-diagnostics %s

func.func @e1(%v: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.extract' op expected position attribute of rank no greater than vector rank}}
  %0 = vector.extract %v[1, 2, 3] : f32 from vector<2x4xf32>
  return
}

// -----

func.func @e2(%v: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.extract' op expected position attribute #1 to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)}}
  %0 = vector.extract %v[3] : vector<4xf32> from vector<2x4xf32>
  return
}

// -----

func.func @i1(%v: vector<2x4xf32>, %f: f32) {
  // expected-error@+1 {{'vector.insert' op expected position attribute of rank no greater than dest vector rank}}
  %0 = vector.insert %f, %v[1, 2, 3] : f32 into vector<2x4xf32>
  return
}

// -----

func.func @i2(%v: vector<2x4xf32>, %f: f32) {
  // expected-error@+1 {{'vector.insert' op expected position attribute #2 to be a non-negative integer smaller than the corresponding dest vector dimension}}
  %0 = vector.insert %f, %v[1, 7] : f32 into vector<2x4xf32>
  return
}

// -----

func.func @s1(%v: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.shape_cast' op has different number of elements at source (8) and result (7)}}
  %0 = vector.shape_cast %v : vector<2x4xf32> to vector<7xf32>
  return
}

// -----

func.func @s2(%v: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.shape_cast' op has different source and result element types}}
  %0 = vector.shape_cast %v : vector<2x4xf32> to vector<8xi32>
  return
}

// -----

func.func @l1(%m: memref<?xf32>, %i: index) {
  // expected-error@+1 {{'vector.load' op base and result element types should match}}
  %0 = vector.load %m[%i] : memref<?xf32>, vector<4xi32>
  return
}

// -----

func.func @l2(%m: memref<?x?xf32>, %i: index) {
  // expected-error@+1 {{'vector.load' op requires 2 indices}}
  %0 = vector.load %m[%i] : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @st1(%m: memref<?xf32>, %i: index, %v: vector<4xi32>) {
  // expected-error@+1 {{'vector.store' op base and valueToStore element type should match}}
  vector.store %v, %m[%i] : memref<?xf32>, vector<4xi32>
  return
}

// -----

func.func @cm1() {
  // expected-error@+1 {{'vector.constant_mask' op array attr of size out of bounds of vector result dimension size}}
  %0 = vector.constant_mask [5] : vector<4xi1>
  return
}

// -----

func.func @cm2() {
  // expected-error@+1 {{'vector.constant_mask' op must specify array attr of size equal vector result rank}}
  %0 = vector.constant_mask [2, 2] : vector<4xi1>
  return
}

// -----

func.func @cr1(%i: index) {
  // expected-error@+1 {{'vector.create_mask' op must specify an operand for each result vector dimension}}
  %0 = vector.create_mask %i, %i : vector<4xi1>
  return
}

// -----

func.func @t1(%m: memref<?x?xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires 2 indices}}
  %0 = vector.transfer_read %m[%i], %f : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @t2(%m: memref<?x?xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires a permutation_map with result dims of the same rank as the vector type}}
  %0 = vector.transfer_read %m[%i, %i], %f {permutation_map = affine_map<(d0, d1) -> (d0, d1)>} : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

// expected-note@+1 {{prior use here}}
func.func @t3(%m: memref<?x?xf32>, %i: index, %f: i32) {
  // expected-error@+1 {{use of value '%f' expects different type than prior uses: 'f32' vs 'i32'}}
  %0 = vector.transfer_read %m[%i, %i], %f : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @t4(%m: memref<?x?xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{'vector.transfer_read' op expects the in_bounds attr of same rank as permutation_map results: affine_map<(d0, d1) -> (d1)> vs inBounds of size: 2}}
  %0 = vector.transfer_read %m[%i, %i], %f {in_bounds = [true, false]} : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @t5(%m: memref<?x?xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires a projected permutation_map (at most one dim or the zero constant can appear in each result)}}
  %0 = vector.transfer_read %m[%i, %i], %f {permutation_map = affine_map<(d0, d1) -> (d0 + d1)>} : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @t6(%m: memref<?x?xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires a permutation_map that is a permutation (found one dim used more than once)}}
  %0 = vector.transfer_read %m[%i, %i], %f {permutation_map = affine_map<(d0, d1) -> (d0, d0)>} : memref<?x?xf32>, vector<4x4xf32>
  return
}

// -----

func.func @t7(%m: memref<?x?xf32>, %i: index, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.transfer_write' op requires 2 indices}}
  vector.transfer_write %v, %m[%i] : vector<4xf32>, memref<?x?xf32>
  return
}

// -----

func.func @t8(%m: memref<?x?xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{custom op 'vector.transfer_read' requires vector type}}
  %0 = vector.transfer_read %m[%i, %i], %f : memref<?x?xf32>, f32
  return
}

// -----

func.func @t9(%m: vector<4xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{custom op 'vector.transfer_read' requires memref or ranked tensor type}}
  %0 = vector.transfer_read %m[%i], %f : vector<4xf32>, vector<4xf32>
  return
}

// -----

func.func @f1(%a: vector<4xf32>, %b: vector<4xf32>, %c: vector<8xf32>) {
  // expected-error@+1 {{'vector.fma' op failed to verify that all of {lhs, rhs, acc, result} have same type}}
  %0 = "vector.fma"(%a, %b, %c) : (vector<4xf32>, vector<4xf32>, vector<8xf32>) -> vector<4xf32>
  return
}

// -----

func.func @i4(%v: vector<2x4xf32>, %f: f32) {
  // expected-error@+1 {{'vector.insert' op expected position attribute rank to match the dest vector rank}}
  %0 = vector.insert %f, %v[1] : f32 into vector<2x4xf32>
  return
}

// -----

func.func @i5(%v: vector<2x4xf32>, %f: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.insert' op expected position attribute rank + source rank to match dest vector rank}}
  %0 = vector.insert %f, %v[1] : vector<2x4xf32> into vector<2x4xf32>
  return
}

// -----

func.func @m1(%m: memref<?xf32>, %i: index, %mask: vector<4xi1>, %p: vector<4xf32>) {
  // expected-error@+1 {{'vector.maskedload' op base and result element type should match}}
  %0 = vector.maskedload %m[%i], %mask, %p : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xi32>
  return
}

// -----

func.func @m2(%m: memref<?xf32>, %i: index, %mask: vector<4xi1>, %p: vector<4xf32>) {
  // expected-error@+1 {{'vector.maskedload' op expected result shape to match mask shape}}
  %0 = vector.maskedload %m[%i], %mask, %p : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<8xf32>
  return
}

// -----

func.func @m3(%m: memref<?xf32>, %i: index, %mask: vector<4xi1>, %p: vector<4xf32>) {
  // expected-error@+1 {{'vector.maskedstore' op requires 1 indices}}
  vector.maskedstore %m[%i, %i], %mask, %p : memref<?xf32>, vector<4xi1>, vector<4xf32>
  return
}

// -----

func.func @s3(%v: vector<[2]x4xf32>) {
  // expected-error@+1 {{'vector.shape_cast' op has different number of scalable dims at source (1) and result (0)}}
  %0 = vector.shape_cast %v : vector<[2]x4xf32> to vector<8xf32>
  return
}

// -----

// expected-note@+1 {{prior use here}}
func.func @t10(%m: memref<?x?xf32>, %i: index, %f: f32, %mask: vector<4xi1>) {
  // expected-error@+1 {{use of value '%mask' expects different type than prior uses: 'vector<1xi1>' vs 'vector<4xi1>'}}
  %0 = vector.transfer_read %m[%i, %i], %f, %mask {permutation_map = affine_map<(d0, d1) -> (0)>} : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @t12(%m: memref<?x?xf32>, %i: index, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.transfer_write' op should not have broadcast dimensions}}
  vector.transfer_write %v, %m[%i, %i] {permutation_map = affine_map<(d0, d1) -> (0)>} : vector<4xf32>, memref<?x?xf32>
  return
}

// -----

func.func @t13(%m: memref<?xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{custom op 'vector.transfer_read' expected a custom permutation_map when rank(source) != rank(destination)}}
  %0 = vector.transfer_read %m[%i], %f : memref<?xf32>, vector<4x4xf32>
  return
}

// -----

func.func @t15(%m: memref<?x?xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires a permutation_map with input dims of the same rank as the source type}}
  %0 = "vector.transfer_read"(%m, %i, %i, %f) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = affine_map<(d0) -> (d0)>}> : (memref<?x?xf32>, index, index, f32) -> vector<4xf32>
  return
}

// -----

func.func @x1(%m: memref<?x?xf32>, %i: index, %f: f32, %mask: vector<8xi1>) {
  // expected-error@+1 {{'vector.transfer_read' op inferred mask type ('vector<4xi1>') and mask operand type ('vector<8xi1>') don't match}}
  %0 = "vector.transfer_read"(%m, %i, %i, %f, %mask) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 1>, permutation_map = affine_map<(d0, d1) -> (d1)>}> : (memref<?x?xf32>, index, index, f32, vector<8xi1>) -> vector<4xf32>
  return
}

// -----

func.func @x2(%m: memref<?x?xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires permutation_map without symbols}}
  %0 = vector.transfer_read %m[%i, %i], %f {permutation_map = affine_map<(d0, d1)[s0] -> (d1)>} : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @x3() {
  // expected-error@+1 {{'vector.constant_mask' op expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim}}
  %0 = vector.constant_mask [0, 2] : vector<4x3xi1>
  return
}

// -----

func.func @x4() {
  // expected-error@+1 {{'vector.constant_mask' op only supports 'none set' or 'all set' scalable dimensions}}
  %0 = vector.constant_mask [2] : vector<[4]xi1>
  return
}

// -----

func.func @x5(%v: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.extract' op mismatch between dynamic and static positions (kDynamic marker but no corresponding dynamic position) -- this can only happen due to an incorrect fold/rewrite}}
  %0 = "vector.extract"(%v) <{static_position = array<i64: -9223372036854775808>}> : (vector<2x4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @x6(%m: memref<?xi32>, %i: index, %f: i32) {
  // expected-error@+1 {{'vector.transfer_read' op requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the source element type}}
  %0 = vector.transfer_read %m[%i], %f : memref<?xi32>, vector<3xi16>
  return
}

// -----

func.func @x7(%m: memref<?x?xf32>, %i: index, %f: f32, %mask: vector<4xi1>) {
  // expected-error@+1 {{custom op 'vector.transfer_read' expected the same rank for the vector and the results of the permutation map}}
  %0 = vector.transfer_read %m[%i, %i], %f, %mask {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @x8(%t: tensor<?xf32>, %i: index, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.transfer_write' op expected type of operand #1 ('tensor<?xf32>') to match type of corresponding result ('tensor<4xf32>')}}
  %0 = "vector.transfer_write"(%v, %t, %i) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0) -> (d0)>}> : (vector<4xf32>, tensor<?xf32>, index) -> tensor<4xf32>
  return
}

// -----

func.func @x9(%m: memref<?xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{custom op 'vector.transfer_read' requires two types}}
  %0 = vector.transfer_read %m[%i], %f : memref<?xf32>
  return
}

// -----

// expected-note@+1 {{prior use here}}
func.func @x10(%v: vector<4xf32>) {
  // expected-error@+1 {{use of value '%v' expects different type than prior uses: 'index' vs 'vector<4xf32>'}}
  %0 = vector.extract %v[%v] : f32 from vector<4xf32>
  return
}

// -----

func.func @x11() {
  // expected-error@+1 {{mask dim size must be either 0 or 1 for 0-D vectors}}
  %0 = vector.constant_mask [2] : vector<i1>
  return
}

// -----

func.func @y1() {
  // expected-error@+1 {{array attr must have length 1 for 0-D vectors}}
  %0 = vector.constant_mask [1, 1] : vector<i1>
  return
}

// -----

func.func @y2(%i: index) {
  // expected-error@+1 {{'vector.create_mask' op must specify exactly one operand for 0-D create_mask}}
  %0 = vector.create_mask %i, %i : vector<i1>
  return
}
