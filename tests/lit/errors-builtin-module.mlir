// The verifier of builtin.module: its region must have exactly one block
// without arguments.
// RUN: rmlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// expected-error@+1 {{'builtin.module' op expects region #0 to have 0 or 1 blocks}}
"builtin.module"() ({
^bb0:
  "t.a"() : () -> ()
^bb1:
  "t.a"() : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{'builtin.module' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks}}
"builtin.module"() ({
}) : () -> ()

// -----

// expected-error@+1 {{'builtin.module' op region should have no arguments}}
"builtin.module"() ({
^bb0(%a: i32):
  "t.a"() : () -> ()
}) : () -> ()
