// builtin.module is isolated from above: its body cannot use values defined
// outside it. mlir-opt parses such a use (the value is in scope) and
// rejects it in the verifier.
// RUN: rmlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

"t.b"() ({
  %0 = "t.d"() : () -> i32
  // expected-note@+1 {{required by region isolation constraints}}
  "builtin.module"() ({
    // expected-error@+1 {{'t.u' op using value defined outside the region}}
    "t.u"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

// -----

%0 = "t.d"() : () -> i32
// expected-note@+1 {{required by region isolation constraints}}
module {
  // expected-error@+1 {{'t.u' op using value defined outside the region}}
  "t.u"(%0) : (i32) -> ()
}

// -----

%0 = "t.d"() : () -> i32
// expected-note@+1 {{required by region isolation constraints}}
module {
  "t.wrap"() ({
    // expected-error@+1 {{'t.u' op using value defined outside the region}}
    "t.u"(%0) : (i32) -> ()
  }) : () -> ()
}
