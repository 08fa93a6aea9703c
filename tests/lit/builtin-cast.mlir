// builtin.unrealized_conversion_cast in its custom form: parsed with or
// without the `builtin.` prefix, printed without it where builtin is the
// default dialect and with it inside other ops' regions.
// RUN: rmlir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: rmlir-opt --allow-unregistered-dialect %s --emit-bytecode | rmlir-opt --allow-unregistered-dialect | FileCheck %s
// RUN: rmlir-opt --allow-unregistered-dialect %s | rmlir-opt --allow-unregistered-dialect | FileCheck %s
// RUN: rmlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: rmlir-opt --allow-unregistered-dialect %s --emit-bytecode | rmlir-opt --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK: %0 = "t.src"() : () -> i32
// CHECK-NEXT: %1 = unrealized_conversion_cast to i8
// CHECK-NEXT: %2 = unrealized_conversion_cast %0 : i32 to i64 {note = "x"}
// CHECK-NEXT: %3:2 = unrealized_conversion_cast %0, %2 : i32, i64 to i16, i16
// CHECK-NEXT: "t.region"() ({
// CHECK-NEXT:   %4 = builtin.unrealized_conversion_cast %3#1 : i16 to f32
// GENERIC: %3:2 = "builtin.unrealized_conversion_cast"(%0, %2) : (i32, i64) -> (i16, i16)
%s = "t.src"() : () -> i32
%a = unrealized_conversion_cast to i8
%b = builtin.unrealized_conversion_cast %s : i32 to i64 {note = "x"}
%c:2 = unrealized_conversion_cast %s, %b : i32, i64 to i16, i16
"t.region"() ({
  %d = unrealized_conversion_cast %c#1 : i16 to f32
  "t.use"(%d) : (f32) -> ()
}) : () -> ()
