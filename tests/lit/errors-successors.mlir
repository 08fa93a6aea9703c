// Successors outside a region with blocks: on a top-level op (the implicit
// module's block) and on an op that is not a terminator. Must be a
// diagnostic, not a crash.
// RUN: rmlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// expected-error@+1 {{successors in non-terminator}}
"builtin.module"()[^bb1] ({
^bb0:
}) : () -> ()

// -----

// expected-error@+1 {{reference to an undefined block}}
"t.a"()[^bb9] : () -> ()

// -----

"t.wrap"() ({
  // expected-error@+1 {{operation with block successors must terminate its parent block}}
  "t.a"()[^bb1] : () -> ()
  "t.end"() : () -> ()
^bb1:
  "t.end"() : () -> ()
}) : () -> ()
