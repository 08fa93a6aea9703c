// The dlti attributes print back in MLIR 22's form: `#dlti.dl_entry`
// standalone, lists of entries as `key = value` whichever form they were
// written in.
// RUN: rmlir-opt %s | FileCheck %s --match-full-lines
// RUN: rmlir-opt %s --emit-bytecode | rmlir-opt | FileCheck %s --match-full-lines
// RUN: rmlir-opt %s | rmlir-opt | FileCheck %s --match-full-lines

"test.unknown_op"() {
  test.unknown_attr_1 = #dlti.dl_entry<"test.identifier", 42 : i64>,
  test.unknown_attr_3 = #dlti.dl_entry<i32, 32 : index>,
  test.unknown_attr_4 = #dlti.dl_entry<memref<?x?xf32>, ["string", 10]>,
  test.unknown_attr_5 = #dlti.dl_spec<>,
  test.unknown_attr_6 = #dlti.dl_spec<#dlti.dl_entry<"test.id", 42 : i32>>,
  test.unknown_attr_7 = #dlti.dl_spec<
    #dlti.dl_entry<"test.id1", 43 : index>,
    "test.id2" = 44 : index,
    #dlti.dl_entry<"test.id3", 45 : index>>,
  test.map = #dlti.map<"a" = 1, i32 = #dlti.map<"b" = "c">>,
  test.fpa = #dlti.function_pointer_alignment<8, function_dependent = true>
} : () -> ()
"test.op_with_data_layout"() { dlti.dl_spec = #dlti.dl_spec<> }: () -> ()
"test.op_with_data_layout"() ({
  "test.op_with_data_layout"() { dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<"unknown.unknown", 32>> } : () -> ()
  "test.maybe_terminator_op"() : () -> ()
}) { dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<"unknown.unknown", 32>> } : () -> ()
module attributes {
  dlti.target_system_spec = #dlti.target_system_spec<
    "CPU" = #dlti.target_device_spec<
      #dlti.dl_entry<"dlti.L1_cache_size_in_bytes", 4096: ui32>>,
    "GPU" = #dlti.target_device_spec<
      "dlti.max_vector_op_width" = 128: ui32>
  >, dlti.dl_spec = #dlti.dl_spec<i32 = dense<[32, 64]> : vector<2xi64>, index = 32 : i64, "dlti.endianness" = "little">} {}
// CHECK: module {
// CHECK:   "test.unknown_op"() {test.fpa = #dlti.function_pointer_alignment<8, function_dependent = true>, test.map = #dlti.map<"a" = 1 : i64, i32 = #dlti.map<"b" = "c">>, test.unknown_attr_1 = #dlti.dl_entry<"test.identifier", 42 : i64>, test.unknown_attr_3 = #dlti.dl_entry<i32, 32 : index>, test.unknown_attr_4 = #dlti.dl_entry<memref<?x?xf32>, ["string", 10]>, test.unknown_attr_5 = #dlti.dl_spec<>, test.unknown_attr_6 = #dlti.dl_spec<"test.id" = 42 : i32>, test.unknown_attr_7 = #dlti.dl_spec<"test.id1" = 43 : index, "test.id2" = 44 : index, "test.id3" = 45 : index>} : () -> ()
// CHECK:   "test.op_with_data_layout"() {dlti.dl_spec = #dlti.dl_spec<>} : () -> ()
// CHECK:   "test.op_with_data_layout"() ({
// CHECK:     "test.op_with_data_layout"() {dlti.dl_spec = #dlti.dl_spec<"unknown.unknown" = 32 : i64>} : () -> ()
// CHECK:     "test.maybe_terminator_op"() : () -> ()
// CHECK:   }) {dlti.dl_spec = #dlti.dl_spec<"unknown.unknown" = 32 : i64>} : () -> ()
// CHECK:   module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<[32, 64]> : vector<2xi64>, index = 32 : i64, "dlti.endianness" = "little">, dlti.target_system_spec = #dlti.target_system_spec<"CPU" = #dlti.target_device_spec<"dlti.L1_cache_size_in_bytes" = 4096 : ui32>, "GPU" = #dlti.target_device_spec<"dlti.max_vector_op_width" = 128 : ui32>>} {
// CHECK:   }
// CHECK: }
// CHECK-EMPTY:
