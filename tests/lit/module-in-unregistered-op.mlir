// Inside the region of an unregistered op there is no default dialect, so a
// builtin.module there is printed with its full name `builtin.module`
// (custom form); directly inside a module, the `builtin.` prefix is dropped.
// RUN: rmlir-opt --allow-unregistered-dialect %s | FileCheck %s --match-full-lines
// RUN: rmlir-opt --allow-unregistered-dialect %s --emit-bytecode | rmlir-opt --allow-unregistered-dialect | FileCheck %s --match-full-lines
// RUN: rmlir-opt --allow-unregistered-dialect %s | rmlir-opt --allow-unregistered-dialect | FileCheck %s --match-full-lines

"t.wrap"() ({
  "builtin.module"() ({
    "t.in"() : () -> ()
  }) : () -> ()
  module @named attributes {t.x} {
    module {
      "t.deeper"() : () -> ()
    }
    "t.wrap"() ({
      module {
      }
    }) : () -> ()
  }
}) : () -> ()

// CHECK: module {
// CHECK-NEXT:   "t.wrap"() ({
// CHECK-NEXT:     builtin.module {
// CHECK-NEXT:       "t.in"() : () -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     builtin.module @named attributes {t.x} {
// CHECK-NEXT:       module {
// CHECK-NEXT:         "t.deeper"() : () -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:       "t.wrap"() ({
// CHECK-NEXT:         builtin.module {
// CHECK-NEXT:         }
// CHECK-NEXT:       }) : () -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
