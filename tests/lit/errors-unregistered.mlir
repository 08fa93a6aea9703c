// Without --allow-unregistered-dialect, ops of unknown dialects are errors
// (also nested ones, and also in the custom module form); builtin ops need
// no flag. With the flag, the same input is accepted.
// RUN: rmlir-opt --split-input-file --verify-diagnostics %s
// RUN: rmlir-opt --allow-unregistered-dialect --split-input-file %s | FileCheck %s --match-full-lines

// expected-error@+1 {{operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used}}
"t.a"() : () -> ()

// -----

module @m {
  module {
    // expected-error@+1 {{operation being parsed with an unregistered dialect}}
    %0 = "foo.bar"() {x = 1} : () -> i32
  }
}

// -----

"builtin.module"() ({
  // expected-error@+1 {{operation being parsed with an unregistered dialect}}
  "nodialect"() : () -> ()
}) : () -> ()

// CHECK: module {
// CHECK-NEXT:   "t.a"() : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {{//}} -----
// CHECK-NEXT: module @m {
// CHECK-NEXT:   module {
// CHECK-NEXT:     %0 = "foo.bar"() {x = 1 : i64} : () -> i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {{//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   "nodialect"() : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
