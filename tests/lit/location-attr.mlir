// A location used as an ordinary attribute value is printed through a
// `#loc` alias (defined before the module) even without
// --mlir-print-debuginfo; with --mlir-print-local-scope it is inlined.
// RUN: rmlir-opt --allow-unregistered-dialect %s | FileCheck %s --match-full-lines
// RUN: rmlir-opt --allow-unregistered-dialect %s --emit-bytecode | rmlir-opt --allow-unregistered-dialect | FileCheck %s --match-full-lines
// RUN: rmlir-opt --allow-unregistered-dialect --mlir-print-local-scope %s | FileCheck %s --check-prefix=LOCAL --match-full-lines
// RUN: rmlir-opt --allow-unregistered-dialect %s --emit-bytecode | rmlir-opt --allow-unregistered-dialect --mlir-print-local-scope | FileCheck %s --check-prefix=LOCAL --match-full-lines

"t.a"() {where = loc("file.mlir":1:2), list = [loc(unknown), loc("name"("f.mlir":3:4))]} : () -> ()
"t.b"() {same = loc("file.mlir":1:2)} : () -> ()

// CHECK: #loc = loc(unknown)
// CHECK-NEXT: #loc1 = loc("f.mlir":3:4)
// CHECK-NEXT: #loc2 = loc("file.mlir":1:2)
// CHECK-NEXT: #loc3 = loc("name"(#loc1))
// CHECK-NEXT: module {
// CHECK-NEXT:   "t.a"() {list = [#loc, #loc3], where = #loc2} : () -> ()
// CHECK-NEXT:   "t.b"() {same = #loc2} : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:

// LOCAL: module {
// LOCAL-NEXT:   "t.a"() {list = [loc(unknown), loc("name"("f.mlir":3:4))], where = loc("file.mlir":1:2)} : () -> ()
// LOCAL-NEXT:   "t.b"() {same = loc("file.mlir":1:2)} : () -> ()
// LOCAL-NEXT: }
