// Parser diagnostics (checked with --verify-diagnostics): undefined and
// redefined values, type mismatches between a forward reference and its
// definition, integer and float literals out of range or of the wrong kind,
// undefined aliases, lexer errors, malformed dense literals and blocks.
// RUN: rmlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// expected-error@+1 {{use of undeclared SSA value name}}
"t.a"(%x) : (i32) -> ()

// -----

"t.region"() ({
  %inner = "t.def"() : () -> i32
}) : () -> ()
// A value defined in a region is not visible after it.
// expected-error@+1 {{use of undeclared SSA value name}}
"t.use"(%inner) : (i32) -> ()

// -----

// expected-note@+1 {{previously defined here}}
%0 = "t.a"() : () -> i32
// expected-error@+1 {{redefinition of SSA value '%0'}}
%0 = "t.b"() : () -> i32

// -----

// expected-note@+1 {{previously defined here}}
%0 = "t.a"() : () -> i32
"t.b"() ({
// A region cannot shadow a value of an enclosing region.
// expected-error@+1 {{redefinition of SSA value '%0'}}
^bb0(%0: i32):
  "t.c"() : () -> ()
}) : () -> ()

// -----

// expected-note@+1 {{previously used here with type 'i32'}}
"t.u"(%0) : (i32) -> ()
// expected-error@+1 {{definition of SSA value '%0#0' has type 'i64'}}
%0 = "t.a"() : () -> i64

// -----

// expected-note@+1 {{previously used here with type 'f32'}}
"t.u"(%0#1) : (f32) -> ()
// expected-error@+1 {{definition of SSA value '%0#1' has type 'f64'}}
%0:2 = "t.a"() : () -> (i32, f64)

// -----

// expected-note@+1 {{prior use here}}
%0 = "t.a"() : () -> i64
// expected-error@+1 {{use of value '%0' expects different type than prior uses: 'i32' vs 'i64'}}
"t.u"(%0) : (i32) -> ()

// -----

// expected-error@+1 {{operation defines 1 results but was provided 2 to bind}}
%0:2 = "t.a"() : () -> i32

// -----

// expected-error@+1 {{operation defines 2 results but was provided 1 to bind}}
%0 = "t.a"() : () -> (i32, i32)

// -----

// expected-error@+1 {{expected 0 operand types but had 1}}
"t.a"() : (i32) -> ()

// -----

// expected-error@+1 {{integer constant out of range for attribute}}
"t.a"() {x = 256 : i8} : () -> ()

// -----

// expected-error@+1 {{integer constant out of range for attribute}}
"t.a"() {x = -129 : i8} : () -> ()

// -----

// expected-error@+1 {{integer constant out of range for attribute}}
"t.a"() {x = 2 : i1} : () -> ()

// -----

// expected-error@+1 {{integer constant out of range for attribute}}
"t.a"() {x = 340282366920938463463374607431768211456 : i128} : () -> ()

// -----

// expected-error@+1 {{integer constant out of range for attribute}}
"t.a"() {x = 256 : ui8} : () -> ()

// -----

// expected-error@+1 {{negative integer literal not valid for unsigned integer type}}
"t.a"() {x = -1 : ui8} : () -> ()

// -----

// expected-error@+1 {{floating point value not valid for specified type}}
"t.a"() {x = 1.5 : i32} : () -> ()

// -----

// expected-error@+1 {{integer literal not valid for specified type}}
"t.a"() {x = 1 : tuple<i32>} : () -> ()

// -----

// expected-error@+1 {{duplicate key 'x' in dictionary attribute}}
"t.a"() {x = 1, x = 2} : () -> ()

// -----

// expected-error@+1 {{expected valid attribute name}}
"t.a"() {"" = 1} : () -> ()

// -----

// expected-error@+1 {{undefined symbol alias id 'undefined'}}
"t.a"() {x = #undefined} : () -> ()

// -----

// expected-error@+1 {{undefined symbol alias id 'nope'}}
"t.a"() : () -> (!nope)

// -----

#a = 1 : i32
// expected-error@+1 {{redefinition of attribute alias id 'a'}}
#a = 2 : i32

// -----

!t = i32
// expected-error@+1 {{redefinition of type alias id 't'}}
!t = i64

// -----

// expected-error@+1 {{expected '"' in string literal}}
"t.a"() {x = "abc} : () -> ()

// -----

// expected-error@+1 {{unexpected character}}
"t.a"() $ : () -> ()

// -----

// expected-error@+1 {{expected location instance}}
"t.a"() : () -> () loc(bogus)

// -----

// expected-error@+1 {{inferred shape of elements literal ([2]) does not match type ([3])}}
"t.a"() {x = dense<[1, 2]> : tensor<3xi32>} : () -> ()

// -----

// expected-error@+1 {{elements hex data size is invalid for provided type}}
"t.a"() {x = dense<"0x0102"> : tensor<4xi8>} : () -> ()

// -----

// expected-error@+1 {{expected non-function type}}
"t.a"() : () -> (tensor<-1xi32>)

// -----

// expected-error@+1 {{invalid element type for complex}}
"t.a"() : () -> (complex<tensor<2xf32>>)

// -----

"t.a"() ({
^bb0:
  "t.x"() : () -> ()
// expected-error@+1 {{redefinition of block '^bb0'}}
^bb0:
  "t.x"() : () -> ()
}) : () -> ()

// -----

"t.a"() ({
^bb0:
  // expected-error@+1 {{reference to an undefined block}}
  "t.br"()[^bb7] : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{expected '{' to begin a region}}
"t.a"() ( : () -> ()

// -----

// One name scope spans IsolatedFromAbove ops, as in MLIR: a function may
// not define again a name defined around it ...
// expected-note@+1 {{previously defined here}}
%a = "test.def"() : () -> i32
func.func @f() {
  // expected-error@+1 {{redefinition of SSA value '%a'}}
  %a = "test.def"() : () -> i32
  return
}

// -----

// ... nor name an argument so,
// expected-note@+1 {{previously referenced here}}
%a = "test.def"() : () -> i32
// expected-error@+1 {{region entry argument '%a' is already in use}}
func.func @f(%a: i32) {
  return
}

// -----

"test.wrap"() ({
  // expected-note@+1 {{previously referenced here}}
  "test.use"(%a) : (i32) -> ()
  // expected-error@+1 {{region entry argument '%a' is already in use}}
  func.func @f(%a: i32) {
    return
  }
  %a = "test.def"() : () -> i32
}) : () -> ()

// -----

// ... but once a function's body closes, its names may be used again.
func.func @f() {
  %a = "test.def"() : () -> i32
  return
}
%a = "test.def"() : () -> i32
