// Affine maps and integer sets get #map/#set aliases, printed before the
// module; numbering is per prefix, maps before sets.
// RUN: rmlir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: rmlir-opt --allow-unregistered-dialect %s --emit-bytecode | rmlir-opt --allow-unregistered-dialect | FileCheck %s
// RUN: rmlir-opt --allow-unregistered-dialect %s | rmlir-opt --allow-unregistered-dialect | FileCheck %s

// CHECK: #map = affine_map<(d0) -> (d0 * 3)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: #set = affine_set<(d0) : (d0 >= 0)>
// CHECK-NEXT: module {
// CHECK-NEXT: "t.a"() {m = #map, s = #set} : () -> ()
// CHECK-NEXT: "t.b"() : () -> memref<4xf32, #map1>
// CHECK-NEXT: "t.c"() {i = memref<2x2xi8>, m = #map} : () -> ()
"t.a"() {m = affine_map<(d0) -> (d0 + d0 * 2)>, s = affine_set<(d0) : (d0 >= 0)>} : () -> ()
"t.b"() : () -> memref<4xf32, affine_map<(i) -> (i + 1)>>
"t.c"() {m = affine_map<(d0) -> (d0 * 3)>, i = memref<2x2xi8, affine_map<(d0, d1) -> (d0, d1)>>} : () -> ()
