// Entries for the same builtin type class in nested scopes: mlir-opt 22
// crashes combining them (builtin types have no compatibility hook); rmlir
// reports that the layouts do not combine.
// REQUIRES: rmlir
// RUN: rmlir-opt --split-input-file --verify-diagnostics %s

module attributes { dlti.dl_spec = #dlti.dl_spec<i32 = dense<64> : vector<1xi64>>} {
  // expected-error@below {{data layout does not combine with layouts of enclosing ops}}
  // expected-note@above {{enclosing op with data layout}}
  module attributes { dlti.dl_spec = #dlti.dl_spec<i64 = dense<128> : vector<1xi64>>} {
  }
}

// -----

"test.op_with_data_layout"() ({
  // expected-error@below {{data layout does not combine with layouts of enclosing ops}}
  // expected-note@above {{enclosing op with data layout}}
  "test.op_with_data_layout"() { dlti.dl_spec = #dlti.dl_spec<index = 32 : i64> } : () -> ()
  "test.maybe_terminator"() : () -> ()
}) { dlti.dl_spec = #dlti.dl_spec<index = 32 : i64> } : () -> ()
