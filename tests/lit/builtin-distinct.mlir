// distinct attributes get #distinct aliases (not those of unit) and are
// renumbered in print order: alias definitions first, then the IR.
// RUN: rmlir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: rmlir-opt --allow-unregistered-dialect %s --emit-bytecode | rmlir-opt --allow-unregistered-dialect | FileCheck %s
// RUN: rmlir-opt --allow-unregistered-dialect %s | rmlir-opt --allow-unregistered-dialect | FileCheck %s
// RUN: rmlir-opt --allow-unregistered-dialect --mlir-print-local-scope %s | FileCheck %s --check-prefix=LOCAL
// RUN: rmlir-opt --allow-unregistered-dialect %s --emit-bytecode | rmlir-opt --allow-unregistered-dialect --mlir-print-local-scope | FileCheck %s --check-prefix=LOCAL

// CHECK: #distinct = distinct[0]<42 : i32>
// CHECK-NEXT: #distinct1 = distinct[1]<42 : i32>
// CHECK-NEXT: #distinct2 = distinct[2]<"x">
// CHECK-NEXT: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: #distinct3 = distinct[3]<#map>
// CHECK-NEXT: #distinct4 = distinct[4]<[#distinct2, 1]>
// CHECK-NEXT: module {
// CHECK-NEXT:   "t.a"() {a = #distinct, b = #distinct, c = #distinct1, d = distinct[5]<>, e = #distinct4, f = #distinct3} : () -> ()
// CHECK-NEXT:   "t.b"() {x = distinct[5]<>, z = distinct[6]<>} : () -> ()
// CHECK-NEXT: }

// LOCAL: "t.a"() {a = distinct[0]<42 : i32>, b = distinct[0]<42 : i32>, c = distinct[1]<42 : i32>, d = distinct[2]<>, e = distinct[3]<[distinct[4]<"x">, 1]>, f = distinct[5]<affine_map<(d0) -> (d0 + 1)>>} : () -> ()
// LOCAL-NEXT: "t.b"() {x = distinct[2]<>, z = distinct[6]<>} : () -> ()
"t.a"() {a = distinct[5]<42 : i32>, b = distinct[5]<42 : i32>, c = distinct[2]<42 : i32>, d = distinct[7]<>, e = distinct[9]<[distinct[3]<"x">, 1]>, f = distinct[10]<affine_map<(d0)->(d0+1)>>} : () -> ()
"t.b"() {x = distinct[7]<>, z = distinct[12]<unit>} : () -> ()
