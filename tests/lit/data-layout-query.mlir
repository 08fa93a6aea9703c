// Data layout queries (test-data-layout-query) on builtin types with the
// default rules and in nested scopes with specifications: integers,
// floats, index, vectors (fixed and scalable), complex, and MLIR's test
// type with layout, as mlir-opt 22 answers them.
// RUN: rmlir-opt --test-data-layout-query %s | FileCheck %s --match-full-lines

func.func @no_layout_builtin() {
  "test.data_layout_query"() : () -> i32
  "test.data_layout_query"() : () -> f64
  "test.data_layout_query"() : () -> complex<f32>
  "test.data_layout_query"() : () -> complex<i6>
  "test.data_layout_query"() : () -> index
  "test.data_layout_query"() : () -> vector<4xi32>
  "test.data_layout_query"() : () -> vector<[4]xi32>
  "test.data_layout_query"() : () -> vector<[16]xi1>
  "test.data_layout_query"() : () -> vector<2x3xi5>
  "test.data_layout_query"() : () -> bf16
  "test.data_layout_query"() : () -> f80
  "test.data_layout_query"() : () -> i1
  "test.data_layout_query"() : () -> i65
  "test.data_layout_query"() : () -> ui16
  "test.data_layout_query"() : () -> complex<f128>
  return
}
func.func @layout_op() {
  "test.op_with_data_layout"() ({
    "test.data_layout_query"() : () -> !test.test_type_with_layout<10>
    "test.maybe_terminator"() : () -> ()
  }) { dlti.dl_spec = #dlti.dl_spec<
      #dlti.dl_entry<!test.test_type_with_layout<10>, ["size", 10]>,
      #dlti.dl_entry<!test.test_type_with_layout<20>, ["alignment", 20]>,
      #dlti.dl_entry<!test.test_type_with_layout<30>, ["index", 30]>
  >} : () -> ()
  return
}
func.func @nested_combine_all() {
  "test.op_with_data_layout"() ({
    "test.op_with_data_layout"() ({
      "test.op_with_data_layout"() ({
        "test.data_layout_query"() : () -> !test.test_type_with_layout<10>
        "test.maybe_terminator"() : () -> ()
      }) { dlti.dl_spec = #dlti.dl_spec<
          #dlti.dl_entry<!test.test_type_with_layout<10>, ["size", 3]>,
          #dlti.dl_entry<!test.test_type_with_layout<30>, ["preferred", 30]>
        >} : () -> ()
      "test.data_layout_query"() : () -> !test.test_type_with_layout<10>
      "test.maybe_terminator"() : () -> ()
    }) { dlti.dl_spec = #dlti.dl_spec<
        #dlti.dl_entry<!test.test_type_with_layout<10>, ["size", 10]>,
        #dlti.dl_entry<!test.test_type_with_layout<20>, ["alignment", 20]>,
        #dlti.dl_entry<!test.test_type_with_layout<40>, ["index", 40]>
      >} : () -> ()
    "test.data_layout_query"() : () -> !test.test_type_with_layout<10>
    "test.maybe_terminator"() : () -> ()
  }) { dlti.dl_spec = #dlti.dl_spec<
      #dlti.dl_entry<!test.test_type_with_layout<10>, ["size", 42]>,
      #dlti.dl_entry<!test.test_type_with_layout<30>, ["preferred", 30]>
  >}: () -> ()
  return
}
func.func @integers() {
  "test.op_with_data_layout"() ({
    "test.data_layout_query"() : () -> i32
    "test.data_layout_query"() : () -> i56
    "test.data_layout_query"() : () -> i64
    "test.data_layout_query"() : () -> i128
    "test.data_layout_query"() : () -> index
    "test.data_layout_query"() : () -> f80
    "test.data_layout_query"() : () -> complex<f32>
    "test.maybe_terminator"() : () -> ()
  }) { dlti.dl_spec = #dlti.dl_spec<
      #dlti.dl_entry<i32, dense<[64, 128]> : vector<2xi64>>,
      #dlti.dl_entry<i64, dense<[128, 256]> : vector<2xi64>>,
      #dlti.dl_entry<f32,  dense<64>  : vector<1xi64>>,
      #dlti.dl_entry<f80, dense<[128, 256]> : vector<2xi64>>, "dlti.endianness" = "big", index = 32 : i32
    >} : () -> ()
  return
}

// CHECK: module {
// CHECK:   func.func @no_layout_builtin() {
// CHECK:     %0 = "test.data_layout_query"() {alignment = 4 : index, alloca_memory_space = 0 : ui32, bitsize = 32 : index, default_memory_space = 0 : ui32, endianness = "", function_pointer_alignment = #dlti.function_pointer_alignment<0, function_dependent = false>, global_memory_space = 0 : ui32, index = 0 : index, legal_int_widths = array<i32>, mangling_mode = "", preferred = 4 : index, program_memory_space = 0 : ui32, size = 4 : index, stack_alignment = 0 : index} : () -> i32
// CHECK:     %1 = "test.data_layout_query"() {alignment = 8 : index, alloca_memory_space = 0 : ui32, bitsize = 64 : index, default_memory_space = 0 : ui32, endianness = "", function_pointer_alignment = #dlti.function_pointer_alignment<0, function_dependent = false>, global_memory_space = 0 : ui32, index = 0 : index, legal_int_widths = array<i32>, mangling_mode = "", preferred = 8 : index, program_memory_space = 0 : ui32, size = 8 : index, stack_alignment = 0 : index} : () -> f64
// CHECK:     %2 = "test.data_layout_query"() {alignment = 4 : index, alloca_memory_space = 0 : ui32, bitsize = 64 : index, default_memory_space = 0 : ui32, endianness = "", function_pointer_alignment = #dlti.function_pointer_alignment<0, function_dependent = false>, global_memory_space = 0 : ui32, index = 0 : index, legal_int_widths = array<i32>, mangling_mode = "", preferred = 4 : index, program_memory_space = 0 : ui32, size = 8 : index, stack_alignment = 0 : index} : () -> complex<f32>
// CHECK:     %3 = "test.data_layout_query"() {alignment = 1 : index, alloca_memory_space = 0 : ui32, bitsize = 14 : index, default_memory_space = 0 : ui32, endianness = "", function_pointer_alignment = #dlti.function_pointer_alignment<0, function_dependent = false>, global_memory_space = 0 : ui32, index = 0 : index, legal_int_widths = array<i32>, mangling_mode = "", preferred = 1 : index, program_memory_space = 0 : ui32, size = 2 : index, stack_alignment = 0 : index} : () -> complex<i6>
// CHECK:     %4 = "test.data_layout_query"() {alignment = 4 : index, alloca_memory_space = 0 : ui32, bitsize = 64 : index, default_memory_space = 0 : ui32, endianness = "", function_pointer_alignment = #dlti.function_pointer_alignment<0, function_dependent = false>, global_memory_space = 0 : ui32, index = 64 : index, legal_int_widths = array<i32>, mangling_mode = "", preferred = 8 : index, program_memory_space = 0 : ui32, size = 8 : index, stack_alignment = 0 : index} : () -> index
// CHECK:     %5 = "test.data_layout_query"() {alignment = 16 : index, alloca_memory_space = 0 : ui32, bitsize = 128 : index, default_memory_space = 0 : ui32, endianness = "", function_pointer_alignment = #dlti.function_pointer_alignment<0, function_dependent = false>, global_memory_space = 0 : ui32, index = 0 : index, legal_int_widths = array<i32>, mangling_mode = "", preferred = 16 : index, program_memory_space = 0 : ui32, size = 16 : index, stack_alignment = 0 : index} : () -> vector<4xi32>
// CHECK:     %6 = "test.data_layout_query"() {alignment = 16 : index, alloca_memory_space = 0 : ui32, bitsize = {minimal_size = 128 : index, scalable}, default_memory_space = 0 : ui32, endianness = "", function_pointer_alignment = #dlti.function_pointer_alignment<0, function_dependent = false>, global_memory_space = 0 : ui32, index = 0 : index, legal_int_widths = array<i32>, mangling_mode = "", preferred = 16 : index, program_memory_space = 0 : ui32, size = {minimal_size = 16 : index, scalable}, stack_alignment = 0 : index} : () -> vector<[4]xi32>
// CHECK:     %7 = "test.data_layout_query"() {alignment = 16 : index, alloca_memory_space = 0 : ui32, bitsize = {minimal_size = 128 : index, scalable}, default_memory_space = 0 : ui32, endianness = "", function_pointer_alignment = #dlti.function_pointer_alignment<0, function_dependent = false>, global_memory_space = 0 : ui32, index = 0 : index, legal_int_widths = array<i32>, mangling_mode = "", preferred = 16 : index, program_memory_space = 0 : ui32, size = {minimal_size = 16 : index, scalable}, stack_alignment = 0 : index} : () -> vector<[16]xi1>
// CHECK:     %8 = "test.data_layout_query"() {alignment = 8 : index, alloca_memory_space = 0 : ui32, bitsize = 64 : index, default_memory_space = 0 : ui32, endianness = "", function_pointer_alignment = #dlti.function_pointer_alignment<0, function_dependent = false>, global_memory_space = 0 : ui32, index = 0 : index, legal_int_widths = array<i32>, mangling_mode = "", preferred = 8 : index, program_memory_space = 0 : ui32, size = 8 : index, stack_alignment = 0 : index} : () -> vector<2x3xi5>
// CHECK:     %9 = "test.data_layout_query"() {alignment = 2 : index, alloca_memory_space = 0 : ui32, bitsize = 16 : index, default_memory_space = 0 : ui32, endianness = "", function_pointer_alignment = #dlti.function_pointer_alignment<0, function_dependent = false>, global_memory_space = 0 : ui32, index = 0 : index, legal_int_widths = array<i32>, mangling_mode = "", preferred = 2 : index, program_memory_space = 0 : ui32, size = 2 : index, stack_alignment = 0 : index} : () -> bf16
// CHECK:     %10 = "test.data_layout_query"() {alignment = 16 : index, alloca_memory_space = 0 : ui32, bitsize = 80 : index, default_memory_space = 0 : ui32, endianness = "", function_pointer_alignment = #dlti.function_pointer_alignment<0, function_dependent = false>, global_memory_space = 0 : ui32, index = 0 : index, legal_int_widths = array<i32>, mangling_mode = "", preferred = 16 : index, program_memory_space = 0 : ui32, size = 10 : index, stack_alignment = 0 : index} : () -> f80
// CHECK:     %11 = "test.data_layout_query"() {alignment = 1 : index, alloca_memory_space = 0 : ui32, bitsize = 1 : index, default_memory_space = 0 : ui32, endianness = "", function_pointer_alignment = #dlti.function_pointer_alignment<0, function_dependent = false>, global_memory_space = 0 : ui32, index = 0 : index, legal_int_widths = array<i32>, mangling_mode = "", preferred = 1 : index, program_memory_space = 0 : ui32, size = 1 : index, stack_alignment = 0 : index} : () -> i1
// CHECK:     %12 = "test.data_layout_query"() {alignment = 4 : index, alloca_memory_space = 0 : ui32, bitsize = 65 : index, default_memory_space = 0 : ui32, endianness = "", function_pointer_alignment = #dlti.function_pointer_alignment<0, function_dependent = false>, global_memory_space = 0 : ui32, index = 0 : index, legal_int_widths = array<i32>, mangling_mode = "", preferred = 16 : index, program_memory_space = 0 : ui32, size = 9 : index, stack_alignment = 0 : index} : () -> i65
// CHECK:     %13 = "test.data_layout_query"() {alignment = 2 : index, alloca_memory_space = 0 : ui32, bitsize = 16 : index, default_memory_space = 0 : ui32, endianness = "", function_pointer_alignment = #dlti.function_pointer_alignment<0, function_dependent = false>, global_memory_space = 0 : ui32, index = 0 : index, legal_int_widths = array<i32>, mangling_mode = "", preferred = 2 : index, program_memory_space = 0 : ui32, size = 2 : index, stack_alignment = 0 : index} : () -> ui16
// CHECK:     %14 = "test.data_layout_query"() {alignment = 16 : index, alloca_memory_space = 0 : ui32, bitsize = 256 : index, default_memory_space = 0 : ui32, endianness = "", function_pointer_alignment = #dlti.function_pointer_alignment<0, function_dependent = false>, global_memory_space = 0 : ui32, index = 0 : index, legal_int_widths = array<i32>, mangling_mode = "", preferred = 16 : index, program_memory_space = 0 : ui32, size = 32 : index, stack_alignment = 0 : index} : () -> complex<f128>
// CHECK:     return
// CHECK:   }
// CHECK:   func.func @layout_op() {
// CHECK:     "test.op_with_data_layout"() ({
// CHECK:       %0 = "test.data_layout_query"() {alignment = 20 : index, alloca_memory_space = 0 : ui32, bitsize = 10 : index, default_memory_space = 0 : ui32, endianness = "", function_pointer_alignment = #dlti.function_pointer_alignment<0, function_dependent = false>, global_memory_space = 0 : ui32, index = 30 : index, legal_int_widths = array<i32>, mangling_mode = "", preferred = 1 : index, program_memory_space = 0 : ui32, size = 2 : index, stack_alignment = 0 : index} : () -> !test.test_type_with_layout<10>
// CHECK:       "test.maybe_terminator"() : () -> ()
// CHECK:     }) {dlti.dl_spec = #dlti.dl_spec<!test.test_type_with_layout<10> = ["size", 10], !test.test_type_with_layout<20> = ["alignment", 20], !test.test_type_with_layout<30> = ["index", 30]>} : () -> ()
// CHECK:     return
// CHECK:   }
// CHECK:   func.func @nested_combine_all() {
// CHECK:     "test.op_with_data_layout"() ({
// CHECK:       "test.op_with_data_layout"() ({
// CHECK:         "test.op_with_data_layout"() ({
// CHECK:           %2 = "test.data_layout_query"() {alignment = 20 : index, alloca_memory_space = 0 : ui32, bitsize = 3 : index, default_memory_space = 0 : ui32, endianness = "", function_pointer_alignment = #dlti.function_pointer_alignment<0, function_dependent = false>, global_memory_space = 0 : ui32, index = 40 : index, legal_int_widths = array<i32>, mangling_mode = "", preferred = 30 : index, program_memory_space = 0 : ui32, size = 1 : index, stack_alignment = 0 : index} : () -> !test.test_type_with_layout<10>
// CHECK:           "test.maybe_terminator"() : () -> ()
// CHECK:         }) {dlti.dl_spec = #dlti.dl_spec<!test.test_type_with_layout<10> = ["size", 3], !test.test_type_with_layout<30> = ["preferred", 30]>} : () -> ()
// CHECK:         %1 = "test.data_layout_query"() {alignment = 20 : index, alloca_memory_space = 0 : ui32, bitsize = 10 : index, default_memory_space = 0 : ui32, endianness = "", function_pointer_alignment = #dlti.function_pointer_alignment<0, function_dependent = false>, global_memory_space = 0 : ui32, index = 40 : index, legal_int_widths = array<i32>, mangling_mode = "", preferred = 30 : index, program_memory_space = 0 : ui32, size = 2 : index, stack_alignment = 0 : index} : () -> !test.test_type_with_layout<10>
// CHECK:         "test.maybe_terminator"() : () -> ()
// CHECK:       }) {dlti.dl_spec = #dlti.dl_spec<!test.test_type_with_layout<10> = ["size", 10], !test.test_type_with_layout<20> = ["alignment", 20], !test.test_type_with_layout<40> = ["index", 40]>} : () -> ()
// CHECK:       %0 = "test.data_layout_query"() {alignment = 1 : index, alloca_memory_space = 0 : ui32, bitsize = 42 : index, default_memory_space = 0 : ui32, endianness = "", function_pointer_alignment = #dlti.function_pointer_alignment<0, function_dependent = false>, global_memory_space = 0 : ui32, index = 1 : index, legal_int_widths = array<i32>, mangling_mode = "", preferred = 30 : index, program_memory_space = 0 : ui32, size = 6 : index, stack_alignment = 0 : index} : () -> !test.test_type_with_layout<10>
// CHECK:       "test.maybe_terminator"() : () -> ()
// CHECK:     }) {dlti.dl_spec = #dlti.dl_spec<!test.test_type_with_layout<10> = ["size", 42], !test.test_type_with_layout<30> = ["preferred", 30]>} : () -> ()
// CHECK:     return
// CHECK:   }
// CHECK:   func.func @integers() {
// CHECK:     "test.op_with_data_layout"() ({
// CHECK:       %0 = "test.data_layout_query"() {alignment = 8 : index, alloca_memory_space = 0 : ui32, bitsize = 32 : index, default_memory_space = 0 : ui32, endianness = "big", function_pointer_alignment = #dlti.function_pointer_alignment<0, function_dependent = false>, global_memory_space = 0 : ui32, index = 0 : index, legal_int_widths = array<i32>, mangling_mode = "", preferred = 16 : index, program_memory_space = 0 : ui32, size = 4 : index, stack_alignment = 0 : index} : () -> i32
// CHECK:       %1 = "test.data_layout_query"() {alignment = 16 : index, alloca_memory_space = 0 : ui32, bitsize = 56 : index, default_memory_space = 0 : ui32, endianness = "big", function_pointer_alignment = #dlti.function_pointer_alignment<0, function_dependent = false>, global_memory_space = 0 : ui32, index = 0 : index, legal_int_widths = array<i32>, mangling_mode = "", preferred = 32 : index, program_memory_space = 0 : ui32, size = 7 : index, stack_alignment = 0 : index} : () -> i56
// CHECK:       %2 = "test.data_layout_query"() {alignment = 16 : index, alloca_memory_space = 0 : ui32, bitsize = 64 : index, default_memory_space = 0 : ui32, endianness = "big", function_pointer_alignment = #dlti.function_pointer_alignment<0, function_dependent = false>, global_memory_space = 0 : ui32, index = 0 : index, legal_int_widths = array<i32>, mangling_mode = "", preferred = 32 : index, program_memory_space = 0 : ui32, size = 8 : index, stack_alignment = 0 : index} : () -> i64
// CHECK:       %3 = "test.data_layout_query"() {alignment = 16 : index, alloca_memory_space = 0 : ui32, bitsize = 128 : index, default_memory_space = 0 : ui32, endianness = "big", function_pointer_alignment = #dlti.function_pointer_alignment<0, function_dependent = false>, global_memory_space = 0 : ui32, index = 0 : index, legal_int_widths = array<i32>, mangling_mode = "", preferred = 32 : index, program_memory_space = 0 : ui32, size = 16 : index, stack_alignment = 0 : index} : () -> i128
// CHECK:       %4 = "test.data_layout_query"() {alignment = 8 : index, alloca_memory_space = 0 : ui32, bitsize = 32 : index, default_memory_space = 0 : ui32, endianness = "big", function_pointer_alignment = #dlti.function_pointer_alignment<0, function_dependent = false>, global_memory_space = 0 : ui32, index = 32 : index, legal_int_widths = array<i32>, mangling_mode = "", preferred = 16 : index, program_memory_space = 0 : ui32, size = 4 : index, stack_alignment = 0 : index} : () -> index
// CHECK:       %5 = "test.data_layout_query"() {alignment = 16 : index, alloca_memory_space = 0 : ui32, bitsize = 80 : index, default_memory_space = 0 : ui32, endianness = "big", function_pointer_alignment = #dlti.function_pointer_alignment<0, function_dependent = false>, global_memory_space = 0 : ui32, index = 0 : index, legal_int_widths = array<i32>, mangling_mode = "", preferred = 32 : index, program_memory_space = 0 : ui32, size = 10 : index, stack_alignment = 0 : index} : () -> f80
// CHECK:       %6 = "test.data_layout_query"() {alignment = 4 : index, alloca_memory_space = 0 : ui32, bitsize = 96 : index, default_memory_space = 0 : ui32, endianness = "big", function_pointer_alignment = #dlti.function_pointer_alignment<0, function_dependent = false>, global_memory_space = 0 : ui32, index = 0 : index, legal_int_widths = array<i32>, mangling_mode = "", preferred = 8 : index, program_memory_space = 0 : ui32, size = 12 : index, stack_alignment = 0 : index} : () -> complex<f32>
// CHECK:       "test.maybe_terminator"() : () -> ()
// CHECK:     }) {dlti.dl_spec = #dlti.dl_spec<i32 = dense<[64, 128]> : vector<2xi64>, i64 = dense<[128, 256]> : vector<2xi64>, f32 = dense<64> : vector<1xi64>, f80 = dense<[128, 256]> : vector<2xi64>, "dlti.endianness" = "big", index = 32 : i32>} : () -> ()
// CHECK:     return
// CHECK:   }
// CHECK: }
