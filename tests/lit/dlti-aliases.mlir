// Attributes and types nested in dlti attribute values get aliases, as
// mlir-opt-22 prints them; keys are printed inline.
// RUN: rmlir-opt %s | FileCheck %s --match-full-lines
// RUN: rmlir-opt %s --emit-bytecode | rmlir-opt | FileCheck %s --match-full-lines
// RUN: rmlir-opt %s | rmlir-opt | FileCheck %s --match-full-lines

// CHECK:      !tuple = tuple<i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1>
// CHECK-NEXT: #loc = loc("x.c":1:2)
// CHECK-NEXT: #loc1 = loc("y.c":3:4)
// CHECK-NEXT: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: #map2 = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: #map3 = affine_map<(d0) -> (d0 * 3)>
// CHECK-NEXT: module attributes {test.spec = #dlti.dl_spec<!test.test_type_with_layout<4> = #map, "foo" = #loc, "bar" = !tuple>, test.x = #dlti.map<"a" = #dlti.map<"b" = #map1>, memref<2xf32, affine_map<(d0) -> (d0 + 2)>> = 1 : i64>} {
// CHECK-NEXT:   "test.op"() {x = #dlti.dl_entry<"k", #map2>, y = #dlti.target_system_spec<"CPU" = #dlti.target_device_spec<"k" = [#map3, distinct[0]<>]>>, z = #dlti.dl_entry<memref<2xf32, affine_map<(d0) -> (d0 + 2)>>, 1 : i64>} : () -> ()
// CHECK-NEXT:   "test.op"() {x = #dlti.dl_entry<"k", #loc1>} : () -> ()
// CHECK-NEXT: }
#map1 = affine_map<(d0) -> (d0 + 1)>
module attributes {test.spec = #dlti.dl_spec<!test.test_type_with_layout<4> = affine_map<(d0) -> (d0)>, "foo" = loc("x.c":1:2), "bar" = tuple<i1,i1,i1,i1,i1,i1,i1,i1,i1,i1,i1,i1,i1,i1,i1,i1,i1>>, test.x = #dlti.map<"a" = #dlti.map<"b" = #map1>, memref<2xf32, affine_map<(d0) -> (d0 + 2)>> = 1>} {
  "test.op"() {x = #dlti.dl_entry<"k", affine_map<(d0)[s0] -> (d0 + s0)>>, y = #dlti.target_system_spec<"CPU" = #dlti.target_device_spec<"k" = [affine_map<(d0) -> (d0 * 3)>, distinct[0]<>]>>, z = #dlti.dl_entry<memref<2xf32, affine_map<(d0) -> (d0 + 2)>>, 1>} : () -> ()
  "test.op"() {x = #dlti.dl_entry<"k", loc("y.c":3:4)>} : () -> () loc("z.c":1:1)
}
