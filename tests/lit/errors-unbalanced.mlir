// Unbalanced braces, parentheses and brackets. mlir-opt reports a missing
// closer at the end of the last token before it was expected (so on the
// line of that token, not at the end of the file).
// RUN: rmlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

"t.a"() ({
  // expected-error@+1 {{expected operation name in quotes}}
  "t.b"() : () -> ()

// -----

// expected-error@+1 {{expected operation name in quotes}}
"t.a"() : () -> ()
}

// -----

// expected-error@+1 {{expected ')'}}
"t.a"(() : () -> ()

// -----

// expected-error@+1 {{expected ',' or ']'}}
"t.a"() {x = [1, 2} : () -> ()

// -----

// expected-error@+1 {{expected '>'}}
"t.a"() : () -> (tensor<4xi32)

// -----

// expected-error@+1 {{integer literal not valid for specified type}}
"t.a"() {x = 1 : () -> ()

// -----

"t.a"() ({
  "t.b"() : () -> ()
// expected-error@+1 {{expected '{' to begin a region}}
}, : () -> ()

// -----

// expected-error@+1 {{expected ')' in location}}
"t.a"() : () -> () loc("file.mlir":1:2
