// builtin.module in its custom form (`module @name attributes {...} {...}`)
// and generic form. A single top-level module is not wrapped in another;
// the name is a property in the generic form (for the visibility see
// module-visibility.mlir).
// RUN: rmlir-opt --allow-unregistered-dialect --split-input-file %s | FileCheck %s --match-full-lines
// RUN: rmlir-opt --allow-unregistered-dialect --split-input-file --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC --match-full-lines
// RUN: rmlir-opt --allow-unregistered-dialect --split-input-file %s | rmlir-opt --allow-unregistered-dialect --split-input-file | FileCheck %s --match-full-lines

module @outer attributes {t.a = 1 : i32, t.b = "x"} {
  module {
  }
  module @inner {
    "t.op"() : () -> ()
  }
  module attributes {t.only_attrs} {
    module @deep {
      module {
        "t.deepest"() : () -> ()
      }
    }
  }
  "builtin.module"() <{sym_name = "generic"}> ({
    "t.x"() : () -> ()
  }) {t.c = 3} : () -> ()
  "builtin.module"() ({
  ^bb0:
  }) : () -> ()
}

// -----

// An empty input: an empty module.

// -----

// Two top-level modules are wrapped in an implicit one.
module @a {
}
module @b {
}

// -----

module {
  %0 = "t.value"() : () -> i32
  module @isolated {
    %1 = "t.value"() : () -> i32
    "t.use"(%1) : (i32) -> ()
  }
  "t.use"(%0) : (i32) -> ()
}

// CHECK: module @outer attributes {t.a = 1 : i32, t.b = "x"} {
// CHECK-NEXT:   module {
// CHECK-NEXT:   }
// CHECK-NEXT:   module @inner {
// CHECK-NEXT:     "t.op"() : () -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   module attributes {t.only_attrs} {
// CHECK-NEXT:     module @deep {
// CHECK-NEXT:       module {
// CHECK-NEXT:         "t.deepest"() : () -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   module @generic attributes {t.c = 3 : i64} {
// CHECK-NEXT:     "t.x"() : () -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   module {
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {{//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {{//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   module @a {
// CHECK-NEXT:   }
// CHECK-NEXT:   module @b {
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {{//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   %0 = "t.value"() : () -> i32
// CHECK-NEXT:   module @isolated {
// CHECK-NEXT:     %1 = "t.value"() : () -> i32
// CHECK-NEXT:     "t.use"(%1) : (i32) -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   "t.use"(%0) : (i32) -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:

// GENERIC: "builtin.module"() <{sym_name = "outer"}> ({
// GENERIC-NEXT:   "builtin.module"() ({
// GENERIC-NEXT:   ^bb0:
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "builtin.module"() <{sym_name = "inner"}> ({
// GENERIC-NEXT:     "t.op"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "builtin.module"() ({
// GENERIC-NEXT:     "builtin.module"() <{sym_name = "deep"}> ({
// GENERIC-NEXT:       "builtin.module"() ({
// GENERIC-NEXT:         "t.deepest"() : () -> ()
// GENERIC-NEXT:       }) : () -> ()
// GENERIC-NEXT:     }) : () -> ()
// GENERIC-NEXT:   }) {t.only_attrs} : () -> ()
// GENERIC-NEXT:   "builtin.module"() <{sym_name = "generic"}> ({
// GENERIC-NEXT:     "t.x"() : () -> ()
// GENERIC-NEXT:   }) {t.c = 3 : i64} : () -> ()
// GENERIC-NEXT:   "builtin.module"() ({
// GENERIC-NEXT:   ^bb0:
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) {t.a = 1 : i32, t.b = "x"} : () -> ()
// GENERIC-EMPTY:
// GENERIC-NEXT: {{//}} -----
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT: ^bb0:
// GENERIC-NEXT: }) : () -> ()
// GENERIC-EMPTY:
// GENERIC-NEXT: {{//}} -----
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT:   "builtin.module"() <{sym_name = "a"}> ({
// GENERIC-NEXT:   ^bb0:
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "builtin.module"() <{sym_name = "b"}> ({
// GENERIC-NEXT:   ^bb0:
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-EMPTY:
// GENERIC-NEXT: {{//}} -----
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT:   %0 = "t.value"() : () -> i32
// GENERIC-NEXT:   "builtin.module"() <{sym_name = "isolated"}> ({
// GENERIC-NEXT:     %1 = "t.value"() : () -> i32
// GENERIC-NEXT:     "t.use"(%1) : (i32) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "t.use"(%0) : (i32) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-EMPTY:
