// memref layout, memory space and strided layout errors.
// RUN: rmlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// expected-error@+1 {{memref layout mismatch between rank and affine map: 1 != 2}}
"t.a"() {x = memref<2xi8, affine_map<(d0, d1) -> (d0)>>} : () -> ()

// -----

// expected-error@+1 {{expected the number of strides to match the rank}}
"t.a"() {x = memref<2xi8, strided<[1, 1]>>} : () -> ()

// -----

// expected-error@+1 {{expected memory space to be last in memref type}}
"t.a"() {x = memref<2xi8, 1, affine_map<(d0) -> (d0)>>} : () -> ()

// -----

// expected-error@+1 {{multiple memory spaces specified in memref type}}
"t.a"() {x = memref<2xi8, 1, 2>} : () -> ()

// -----

// expected-error@+1 {{cannot have affine map for unranked memref type}}
"t.a"() {x = memref<*xi8, affine_map<(d0) -> (d0)>>} : () -> ()

// -----

// expected-error@+1 {{unsupported memory space Attribute}}
"t.a"() {x = memref<2xi8, 1.0 : f32>} : () -> ()

// -----

// expected-error@+1 {{expected a 64-bit signed integer or '?'}}
"t.a"() {x = strided<[1, 99999999999999999999]>} : () -> ()

// -----

// expected-error@+1 {{expected 'offset' after comma}}
"t.a"() {x = strided<[1, 2], foo: 3>} : () -> ()

// -----

// expected-error@+1 {{expected ':' after 'offset'}}
"t.a"() {x = strided<[1, 2], offset 3>} : () -> ()

// -----

// expected-error@+1 {{expected '<' after 'strided'}}
"t.a"() {x = strided[1]} : () -> ()
