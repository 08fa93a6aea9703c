// --no-implicit-module: the input must hold exactly one top-level op, which
// is printed as is (not wrapped in a module). A top-level builtin.module is
// printed the same with or without the flag.
// RUN: rmlir-opt --allow-unregistered-dialect --no-implicit-module --split-input-file %s 2>&1 | FileCheck %s --match-full-lines
// RUN: rmlir-opt --allow-unregistered-dialect --no-implicit-module --split-input-file --mlir-print-op-generic %s 2>&1 | FileCheck %s --check-prefix=GENERIC --match-full-lines
// RUN: not rmlir-opt --allow-unregistered-dialect --no-implicit-module %s 2>&1 | FileCheck %s --check-prefix=MANY --match-full-lines
// RUN: rmlir-opt --allow-unregistered-dialect --split-input-file %s 2>&1 | FileCheck %s --check-prefix=IMPLICIT --match-full-lines

"t.top"() ({
  %0 = "t.inner"() : () -> i32
}) {a = 1} : () -> ()

// -----

module @m {
  "t.in_module"() : () -> ()
}

// -----

"builtin.module"() ({
  "t.generic_module"() : () -> ()
}) : () -> ()

// CHECK: "t.top"() ({
// CHECK-NEXT:   %0 = "t.inner"() : () -> i32
// CHECK-NEXT: }) {a = 1 : i64} : () -> ()
// CHECK-EMPTY:
// CHECK-NEXT: {{//}} -----
// CHECK-NEXT: module @m {
// CHECK-NEXT:   "t.in_module"() : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {{//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   "t.generic_module"() : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:

// GENERIC: "t.top"() ({
// GENERIC-NEXT:   %0 = "t.inner"() : () -> i32
// GENERIC-NEXT: }) {a = 1 : i64} : () -> ()
// GENERIC-EMPTY:
// GENERIC-NEXT: {{//}} -----
// GENERIC-NEXT: "builtin.module"() <{sym_name = "m"}> ({
// GENERIC-NEXT:   "t.in_module"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-EMPTY:
// GENERIC-NEXT: {{//}} -----
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT:   "t.generic_module"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-EMPTY:

// MANY: {{.*}}no-implicit-module.mlir:0:0: error: source must contain a single top-level operation, found: 3

// IMPLICIT: module {
// IMPLICIT-NEXT:   "t.top"() ({
// IMPLICIT-NEXT:     %0 = "t.inner"() : () -> i32
// IMPLICIT-NEXT:   }) {a = 1 : i64} : () -> ()
// IMPLICIT-NEXT: }
// IMPLICIT-EMPTY:
// IMPLICIT-NEXT: {{//}} -----
// IMPLICIT-NEXT: module @m {
// IMPLICIT-NEXT:   "t.in_module"() : () -> ()
// IMPLICIT-NEXT: }
// IMPLICIT-EMPTY:
// IMPLICIT-NEXT: {{//}} -----
// IMPLICIT-NEXT: module {
// IMPLICIT-NEXT:   "t.generic_module"() : () -> ()
// IMPLICIT-NEXT: }
// IMPLICIT-EMPTY:
