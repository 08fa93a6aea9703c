// XFAIL: *
// rmlir-opt bug: a use inside an isolated op of a value defined later outside
// it is reported as "use of undeclared SSA value name" while parsing;
// mlir-opt resolves it and rejects it in the verifier.
// RUN: rmlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// A forward reference to a value defined after the module, outside it.
"t.b"() ({
  // expected-note@+1 {{required by region isolation constraints}}
  "builtin.module"() ({
    // expected-error@+1 {{'t.u' op using value defined outside the region}}
    "t.u"(%0) : (i32) -> ()
  }) : () -> ()
  %0 = "t.d"() : () -> i32
}) : () -> ()
