// Parser diagnostics whose wording or attached notes differ in rmlir-opt
// (see each chunk).
// rmlir-opt bug: see the comment of each chunk.
// RUN: rmlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// rmlir-opt: "invalid integer width".
// expected-error@+1 {{integer bitwidth is limited to 16777215 bits}}
"t.a"() : () -> (i16777216)

// -----

// rmlir-opt: "floating point value not valid for specified type".
// expected-error@+1 {{expected integer literal}}
"t.a"() {x = array<i32: 1, 2.0>} : () -> ()

// -----

// rmlir-opt attaches the note to an unknown location.
// expected-error@+2 {{unexpected decimal integer literal for a floating point value}}
// expected-note@+1 {{add a trailing dot to make the literal a float}}
"t.a"() {x = 1 : f32} : () -> ()

// -----

// rmlir-opt: "operation defines 0 results but was provided 1 to bind".
// expected-error@+1 {{cannot name an operation with no results}}
%zero = "t.nothing"() : () -> ()

// -----

// rmlir-opt accepts these alias names.
// expected-error@+1 {{attribute names with a '.' are reserved for dialect-defined names}}
#with.dot = 7 : i8

// -----

// expected-error@+1 {{type names with a '.' are reserved for dialect-defined names}}
!with.dot = i7

// -----

// rmlir-opt: "elements hex data size is invalid for provided type: 2 (expected 4)".
// expected-error@+1 {{elements hex data size is invalid for provided type: 'tensor<4xi8>'}}
"t.a"() {x = dense<"0x0102"> : tensor<4xi8>} : () -> ()

// -----

// rmlir-opt: "reference to an undefined block '^bb7'".
"t.a"() ({
^bb0:
  // expected-error-re@+1 {{reference to an undefined block{{$}}}}
  "t.br"()[^bb7] : () -> ()
}) : () -> ()
