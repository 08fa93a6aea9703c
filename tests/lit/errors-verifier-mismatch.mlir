// Verifier diagnostics whose message or location differ from mlir-opt's:
// an invalid `sym_name` property is rejected while converting properties;
// a branch to the entry block is reported on the op owning the region.
// RUN: rmlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// expected-error@+1 {{invalid properties {sym_name = 3 : i64} for op builtin.module: Invalid attribute `sym_name` in property conversion: 3 : i64}}
"builtin.module"() <{sym_name = 3}> ({
^bb0:
}) : () -> ()

// -----

// expected-error@+1 {{entry block of region may not have predecessors}}
"t.loop"() ({
^bb0:
  "t.br"()[^bb0] : () -> ()
}) : () -> ()
