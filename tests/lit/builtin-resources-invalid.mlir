// File metadata errors.
// RUN: rmlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

"t.a"() : () -> ()
// expected-error@+1 {{unknown key 'foo' in file metadata dictionary}}
{-# foo: {} #-}

// -----

"t.a"() : () -> ()
// expected-error@+1 {{dialect 'nodialect' is unknown}}
{-# dialect_resources: { nodialect: { a: "0x04000000" } } #-}

// -----

"t.a"() : () -> ()
// expected-error@+1 {{expected hex string blob for key 'a'}}
{-# dialect_resources: { builtin: { a: "zz" } } #-}

// -----

"t.a"() : () -> ()
// expected-error@+1 {{expected hex string blob for key 'a' to encode alignment in first 4 bytes}}
{-# dialect_resources: { builtin: { a: "0x0400" } } #-}

// -----

"t.a"() : () -> ()
// expected-error@+1 {{expected hex string blob for key 'a' to encode alignment in first 4 bytes, but got non-power-of-2 value: 3}}
{-# dialect_resources: { builtin: { a: "0x03000000" } } #-}

// -----

"t.a"() : () -> ()
// expected-error@+1 {{expected string value for key 'a'}}
{-# external_resources: { e: { a: 1 } } #-}

// -----

// expected-error@+1 {{`dense_resource` expected a shaped type}}
"t.a"() {x = dense_resource<b> : i32} : () -> ()

// -----

// expected-error@+1 {{expected identifier key for 'resource' entry}}
"t.a"() {x = dense_resource<1> : tensor<2xi32>} : () -> ()
