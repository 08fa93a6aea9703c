// builtin.module is isolated from above: a use inside it of a value defined
// later outside it is an isolation error too (mlir-opt reports it when verifying).
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
