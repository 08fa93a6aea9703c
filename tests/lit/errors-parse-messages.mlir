// Parser diagnostics: wording and attached notes.
// RUN: rmlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// expected-error@+1 {{integer bitwidth is limited to 16777215 bits}}
"t.a"() : () -> (i16777216)

// -----

// expected-error@+1 {{expected integer literal}}
"t.a"() {x = array<i32: 1, 2.0>} : () -> ()

// -----

// expected-error@+2 {{unexpected decimal integer literal for a floating point value}}
// expected-note@+1 {{add a trailing dot to make the literal a float}}
"t.a"() {x = 1 : f32} : () -> ()

// -----

// expected-error@+1 {{cannot name an operation with no results}}
%zero = "t.nothing"() : () -> ()

// -----

// expected-error@+1 {{attribute names with a '.' are reserved for dialect-defined names}}
#with.dot = 7 : i8

// -----

// expected-error@+1 {{type names with a '.' are reserved for dialect-defined names}}
!with.dot = i7

// -----

// expected-error@+1 {{elements hex data size is invalid for provided type: 'tensor<4xi8>'}}
"t.a"() {x = dense<"0x0102"> : tensor<4xi8>} : () -> ()

// -----

"t.a"() ({
^bb0:
  // expected-error-re@+1 {{reference to an undefined block{{$}}}}
  "t.br"()[^bb7] : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{expected integer or float type, got: 'vector<i32>'}}
"t.a"() {a = array<vector<i32>>} : () -> ()

// -----

// expected-error @+1 {{element type bitwidth must be a multiple of 8}}
"t.a"() {a = array<i4: 1>} : () -> ()

// -----

// expected-error @+1 {{element type bitwidth must be a multiple of 8}}
"t.a"() {a = array<tf32: 1.0>} : () -> ()

// -----

// expected-error @+1 {{expected ':' after dense array type}}
"t.a"() {a = array<i8)} : () -> ()

// -----

// Empty arrays and i1 elements are fine.
"t.a"() {a = array<f16>, b = array<i1: true, false>} : () -> ()
