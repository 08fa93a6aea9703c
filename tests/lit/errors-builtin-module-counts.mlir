// The verifier of builtin.module: no operands, no results, one region --
// also when the module is nested in an unregistered op.
// RUN: rmlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// expected-error@+1 {{'builtin.module' op requires zero operands}}
"builtin.module"(%0) ({
^bb0:
}) : (i32) -> ()
%0 = "t.a"() : () -> i32

// -----

// expected-error@+1 {{'builtin.module' op requires zero results}}
%0 = "builtin.module"() ({
^bb0:
}) : () -> i32

// -----

// expected-error@+1 {{'builtin.module' op requires one region}}
"builtin.module"() : () -> ()

// -----

"t.wrap"() ({
  // expected-error@+1 {{'builtin.module' op requires zero operands}}
  "builtin.module"(%x) ({
  ^bb0:
  }) : (i32) -> ()
  %x = "t.a"() : () -> i32
}) : () -> ()
