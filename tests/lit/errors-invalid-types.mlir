// Invalid element types and shapes of builtin types.
// RUN: rmlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// expected-error@+1 {{vector types must have positive constant sizes but got 0}}
"t.a"() : () -> (vector<0xi32>)

// -----

// expected-error@+1 {{vector types must have positive constant sizes but got 0}}
"t.a"() : () -> (vector<[0]xi8>)

// -----

// expected-error@+1 {{failed to verify 'elementType': VectorElementTypeInterface instance}}
"t.a"() : () -> (vector<4xtuple<>>)

// -----

// expected-error@+1 {{failed to verify 'elementType': VectorElementTypeInterface instance}}
"t.a"() : () -> (vector<4xcomplex<f32>>)

// -----

// expected-error@+1 {{failed to verify 'elementType': VectorElementTypeInterface instance}}
"t.a"() : () -> (vector<4x!t.x>)

// -----

// expected-error@+1 {{expected non-function type}}
"t.a"() : () -> (vector<?xi32>)

// -----

// expected-error@+1 {{invalid tensor element type}}
"t.a"() : () -> (tensor<3xtuple<i32>>)

// -----

// expected-error@+1 {{invalid tensor element type}}
"t.a"() : () -> (tensor<?xmemref<2xi8>>)

// -----

// expected-error@+1 {{invalid tensor element type}}
"t.a"() : () -> (tensor<4xnone>)

// -----

// expected-error@+1 {{invalid memref element type}}
"t.a"() : () -> (memref<4xtensor<2xf32>>)

// -----

// expected-error@+1 {{invalid memref element type}}
"t.a"() : () -> (memref<4xnone>)

// -----

// expected-error@+1 {{invalid memref element type}}
"t.a"() : () -> (memref<4x!t.x>)

// -----

// expected-error@+1 {{inferred shape of elements literal ([0]) does not match type ([0, 3])}}
"t.a"() {x = dense<[]> : tensor<0x3xf32>} : () -> ()

// -----

!pair = tuple<i32, f32>
// expected-error@+1 {{invalid tensor element type}}
"t.b"() : () -> (tensor<3x!pair>)

// -----

// A width that does not fit in 32 bits.
// expected-error@+1 {{invalid integer width}}
"t.a"() : () -> (i21312312323120)

// -----

// expected-error@+1 {{integer bitwidth is limited to 16777215 bits}}
"t.a"() : () -> (i4294967295)

// -----

// Every dimension is listed.
// expected-error@+1 {{vector types must have positive constant sizes but got 1, 0, 2}}
"t.a"() : () -> (vector<1x0x2xi32>)

// -----

// expected-error@+1 {{vector types must have positive constant sizes but got 4, 0}}
"t.a"() : () -> (vector<4x[0]xi32>)

// -----

// expected-error@+1 {{expected list element}}
"t.a"() : () -> (memref<2x4xi8, >)

// -----

// Only the first element of the list may not be missing.
// expected-error@+1 {{expected attribute value}}
"t.a"() : () -> (memref<2x4xi8, 1, >)
