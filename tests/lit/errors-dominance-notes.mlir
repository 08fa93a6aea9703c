// The note attached to a dominance error says where the operand is defined
// relative to its use.
// RUN: rmlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// expected-error@+1 {{operand #0 does not dominate this use}}
"t.u"(%0) : (i32) -> ()
"t.b"() ({
  // expected-note@+1 {{operand defined here (op in a child region)}}
  %0 = "t.d"() : () -> i32
}) : () -> ()

// -----

"t.a"() ({
  // expected-error@+1 {{operand #0 does not dominate this use}}
  "t.u"(%0) : (i32) -> ()
}) : () -> ()
"t.b"() ({
  // expected-note@+1 {{operand defined here (op is neither in a parent nor in a child region)}}
  %0 = "t.d"() : () -> i32
}) : () -> ()
