// Unregistered dialect symbols print in MLIR's pretty form when simple
// enough; attributes keep a trailing `: type` other than `none`.
// RUN: rmlir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: rmlir-opt --allow-unregistered-dialect %s --emit-bytecode | rmlir-opt --allow-unregistered-dialect | FileCheck %s
// RUN: rmlir-opt --allow-unregistered-dialect %s | rmlir-opt --allow-unregistered-dialect | FileCheck %s

// CHECK: "t.a"() : () -> (!bar.baz, !bar<"baz">, !bar.baz<1>, !bar<b z>, !bar<1>)
// CHECK-NEXT: "t.b"() {a = #bar.baz : i32, b = #foo.a<1>, c = #foo<"x"> : i64} : () -> ()
"t.a"() : () -> (!bar<baz>, !bar<"baz">, !bar<baz<1>>, !bar<b z>, !bar<1>)
"t.b"() {a = #bar<baz> : i32, b = #foo.a<1> : none, c = #foo<"x"> : i64} : () -> ()
