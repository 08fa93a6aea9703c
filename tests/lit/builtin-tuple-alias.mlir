// Tuples of more than 16 types get !tuple aliases, printed before the
// attribute aliases of the same depth.
// RUN: rmlir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: rmlir-opt --allow-unregistered-dialect %s --emit-bytecode | rmlir-opt --allow-unregistered-dialect | FileCheck %s
// RUN: rmlir-opt --allow-unregistered-dialect %s | rmlir-opt --allow-unregistered-dialect | FileCheck %s

// CHECK: !tuple = tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32>
// CHECK-NEXT: #map = affine_map<(d0) -> (d0 * 2)>
// CHECK-NEXT: module {
// CHECK-NEXT: "t.a"() {m = #map, s = tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32>, t = !tuple} : () -> ()
"t.a"() {m = affine_map<(d0) -> (d0 * 2)>, t = tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32>, s = tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32>} : () -> ()
