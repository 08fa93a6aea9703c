// Forms mlir-opt-22 accepts around dlti attributes: `#dlti<mnemonic...>`,
// a trailing `: type` (ignored), `bool` parameters given as 0 or 1, and the
// test dialect's known types and attributes (printed in their pretty form).
// RUN: rmlir-opt %s | FileCheck %s --match-full-lines
// RUN: rmlir-opt %s --emit-bytecode | rmlir-opt | FileCheck %s --match-full-lines

// CHECK: %0 = "test.op"() {a = #dlti.dl_spec<>, b = #dlti.dl_spec<>, c = #dlti.dl_spec<"a" = 1 : i64>, d = #dlti.function_pointer_alignment<8, function_dependent = false>, e = #dlti.function_pointer_alignment<8, function_dependent = true>, f = #test.smpla, g = #test.smpla} : () -> !test.test_type
"test.op"() {
  a = #dlti<dl_spec <>>,
  b = #dlti<dl_spec<> x>,
  c = #dlti.dl_spec<"a" = 1> : i32,
  d = #dlti.function_pointer_alignment<8, function_dependent = 0>,
  e = #dlti.function_pointer_alignment<8, function_dependent = 1>,
  f = #test.smpla,
  g = #test<smpla>
} : () -> !test<test_type>
