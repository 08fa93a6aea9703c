// distinct attribute syntax errors.
// RUN: rmlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// expected-error@+1 {{expected distinct ID}}
"t.a"() {x = distinct[x]<1>} : () -> ()

// -----

// expected-error@+1 {{expected an unsigned 64-bit integer}}
"t.a"() {x = distinct[18446744073709551616]<1>} : () -> ()

// -----

// expected-error@+1 {{expected '<' after distinct ID}}
"t.a"() {x = distinct[1]} : () -> ()

// -----

// expected-error@+1 {{expected '>' to close distinct attribute}}
"t.a"() {x = distinct[1]<1} : () -> ()

// -----

// expected-error@+1 {{referenced attribute does not match previous definition: 1 : i64}}
"t.a"() {x = distinct[1]<1>, y = distinct[1]<2>} : () -> ()
