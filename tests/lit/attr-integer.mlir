// Integer and boolean attributes: i1 printing, signedness, negative values,
// hexadecimal literals, and arbitrary-precision widths (i128, i1000).
// RUN: rmlir-opt --allow-unregistered-dialect %s | FileCheck %s --match-full-lines
// RUN: rmlir-opt --allow-unregistered-dialect %s --emit-bytecode | rmlir-opt --allow-unregistered-dialect | FileCheck %s --match-full-lines
// RUN: rmlir-opt --allow-unregistered-dialect %s | rmlir-opt --allow-unregistered-dialect | FileCheck %s --match-full-lines

// i1 values always print as true/false, whatever literal they came from.
"t.i1"() {a = true, b = false, c = 1 : i1, d = 0 : i1, e = -1 : i1} : () -> ()
// Signless integers print as signed values.
"t.i8"() {a = 127 : i8, b = -128 : i8, c = 255 : i8, d = 128 : i8, e = 0x7F : i8, f = 0xFF : i8} : () -> ()
// Explicitly signed and unsigned integers.
"t.signed"() {a = -128 : si8, b = 127 : si8, c = 255 : ui8, d = 0 : ui8, e = 65535 : ui16} : () -> ()
// The default type is i64; index is its own type.
"t.i64"() {a = 42, b = -7, c = 9223372036854775807, d = -9223372036854775808, e = 3 : index, f = -1 : index} : () -> ()
// Wide integers keep every bit.
"t.i128"() {a = 170141183460469231731687303715884105727 : i128, b = -170141183460469231731687303715884105728 : i128, c = 340282366920938463463374607431768211455 : ui128, d = 340282366920938463463374607431768211455 : i128} : () -> ()
"t.i1000"() {a = 123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890 : i1000, b = -98765432109876543210987654321098765432109876543210 : i1000} : () -> ()
"t.odd"() {a = 3 : i2, b = -2 : i2, c = 100 : i7, d = 0x1FFFF : i17, e = 0 : i0} : () -> ()

// CHECK: module {
// CHECK-NEXT:   "t.i1"() {a = true, b = false, c = true, d = false, e = true} : () -> ()
// CHECK-NEXT:   "t.i8"() {a = 127 : i8, b = -128 : i8, c = -1 : i8, d = -128 : i8, e = 127 : i8, f = -1 : i8} : () -> ()
// CHECK-NEXT:   "t.signed"() {a = -128 : si8, b = 127 : si8, c = 255 : ui8, d = 0 : ui8, e = 65535 : ui16} : () -> ()
// CHECK-NEXT:   "t.i64"() {a = 42 : i64, b = -7 : i64, c = 9223372036854775807 : i64, d = -9223372036854775808 : i64, e = 3 : index, f = -1 : index} : () -> ()
// CHECK-NEXT:   "t.i128"() {a = 170141183460469231731687303715884105727 : i128, b = -170141183460469231731687303715884105728 : i128, c = 340282366920938463463374607431768211455 : ui128, d = -1 : i128} : () -> ()
// CHECK-NEXT:   "t.i1000"() {a = 123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890 : i1000, b = -98765432109876543210987654321098765432109876543210 : i1000} : () -> ()
// CHECK-NEXT:   "t.odd"() {a = -1 : i2, b = -2 : i2, c = -28 : i7, d = -1 : i17, e = 0 : i0} : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
