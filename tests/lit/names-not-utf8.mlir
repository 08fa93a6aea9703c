// RUN: rmlir-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

// MLIR allows any bytes in quoted names; rmlir keeps names as strings and
// refuses names that are not UTF-8 instead of changing them (two names
// that differ only in such bytes used to become one).

// expected-error@+1 {{name is not valid UTF-8 (rmlir supports only UTF-8 names)}}
func.func private @"\FF\FE"()

// -----

// expected-error@+1 {{name is not valid UTF-8}}
"test.op"() {"\C3" = 1 : i32} : () -> ()

// -----

// expected-error@+1 {{name is not valid UTF-8}}
"test.\FF"() : () -> ()

// -----

// expected-error@+1 {{name is not valid UTF-8}}
"test.op"() {ref = @"a\80"} : () -> ()

// -----

// expected-error@+1 {{name is not valid UTF-8}}
"test.op"() : () -> () loc("\FF":1:2)

// -----

// A `sym_name` string in generic form may hold any bytes: the verifier
// refuses it as a symbol's name.
// expected-error@+1 {{symbol name is not valid UTF-8}}
"func.func"() <{sym_name = "\FF", function_type = () -> (), sym_visibility = "private"}> ({}) : () -> ()

// -----

// UTF-8 names, escaped or not, keep working: these two are one name.
// expected-note@+1 {{see existing symbol definition here}}
func.func private @"\C3\A9t\C3\A9"()
// expected-error@+1 {{redefinition of symbol named 'été'}}
func.func private @"été"()
