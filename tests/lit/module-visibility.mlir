// The custom form of builtin.module has no syntax for sym_visibility:
// mlir-opt prints it in the attribute dictionary (and reads it back from
// there as the property).
// RUN: rmlir-opt --allow-unregistered-dialect %s | FileCheck %s --match-full-lines
// RUN: rmlir-opt --allow-unregistered-dialect %s --emit-bytecode | rmlir-opt --allow-unregistered-dialect | FileCheck %s --match-full-lines
// RUN: rmlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC --match-full-lines
// RUN: rmlir-opt --allow-unregistered-dialect %s --emit-bytecode | rmlir-opt --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --match-full-lines
// RUN: rmlir-opt --allow-unregistered-dialect %s | rmlir-opt --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --match-full-lines

"builtin.module"() <{sym_name = "generic", sym_visibility = "private"}> ({
  "t.x"() : () -> ()
}) {t.c = 3} : () -> ()
module @custom attributes {sym_visibility = "nested"} {
}

// CHECK: module {
// CHECK-NEXT:   module @generic attributes {sym_visibility = "private", t.c = 3 : i64} {
// CHECK-NEXT:     "t.x"() : () -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   module @custom attributes {sym_visibility = "nested"} {
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   "builtin.module"() <{sym_name = "generic", sym_visibility = "private"}> ({
// GENERIC-NEXT:     "t.x"() : () -> ()
// GENERIC-NEXT:   }) {t.c = 3 : i64} : () -> ()
// GENERIC-NEXT:   "builtin.module"() <{sym_name = "custom", sym_visibility = "nested"}> ({
// GENERIC-NEXT:   ^bb0:
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-EMPTY:
