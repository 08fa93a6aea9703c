// Floating-point attributes: decimal and hexadecimal (bit pattern) literals,
// NaN and infinities, and the rounding done for narrow formats.
// RUN: rmlir-opt --allow-unregistered-dialect %s | FileCheck %s --match-full-lines
// RUN: rmlir-opt --allow-unregistered-dialect %s --emit-bytecode | rmlir-opt --allow-unregistered-dialect | FileCheck %s --match-full-lines
// RUN: rmlir-opt --allow-unregistered-dialect %s | rmlir-opt --allow-unregistered-dialect | FileCheck %s --match-full-lines

"t.f32"() {a = 1.0 : f32, b = -0.0 : f32, c = 0.1 : f32, d = 1.5e10 : f32, e = 3.40282347e+38 : f32, f = 1.0e-45 : f32} : () -> ()
"t.f64"() {a = 2.5, b = 0.1 : f64, c = 1.0e300 : f64, d = -4.9406564584124654e-324 : f64, e = 123456789.125 : f64} : () -> ()
"t.narrow"() {a = 3.14159 : f16, b = 1.0e-5 : bf16, c = 65504.0 : f16, d = 0.333 : tf32} : () -> ()
"t.wide"() {a = 1.5 : f80, b = -2.25 : f128} : () -> ()
// Hexadecimal literals give the bit pattern; NaN and infinity print in hex.
"t.special"() {nan = 0x7FC00000 : f32, snan = 0x7F800001 : f32, inf = 0x7F800000 : f32, ninf = 0xFF800000 : f32, nan64 = 0x7FF8000000000001 : f64, ninf64 = 0xFFF0000000000000 : f64, inf16 = 0x7C00 : f16, nanbf = 0x7FC0 : bf16} : () -> ()
// A hex pattern that is an ordinary number prints as a decimal.
"t.hex_num"() {a = 0x3F800000 : f32, b = 0x4000000000000000 : f64, c = 0x3C00 : f16} : () -> ()

// CHECK: module {
// CHECK-NEXT:   "t.f32"() {a = 1.000000e+00 : f32, b = -0.000000e+00 : f32, c = 1.000000e-01 : f32, d = 1.500000e+10 : f32, e = 3.40282347E+38 : f32, f = 1.401300e-45 : f32} : () -> ()
// CHECK-NEXT:   "t.f64"() {a = 2.500000e+00 : f64, b = 1.000000e-01 : f64, c = 1.000000e+300 : f64, d = -4.940660e-324 : f64, e = 123456789.125 : f64} : () -> ()
// CHECK-NEXT:   "t.narrow"() {a = 3.140630e+00 : f16, b = 1.001360e-05 : bf16, c = 6.550400e+04 : f16, d = 3.330080e-01 : tf32} : () -> ()
// CHECK-NEXT:   "t.wide"() {a = 1.500000e+00 : f80, b = -2.250000e+00 : f128} : () -> ()
// CHECK-NEXT:   "t.special"() {inf = 0x7F800000 : f32, inf16 = 0x7C00 : f16, nan = 0x7FC00000 : f32, nan64 = 0x7FF8000000000001 : f64, nanbf = 0x7FC0 : bf16, ninf = 0xFF800000 : f32, ninf64 = 0xFFF0000000000000 : f64, snan = 0x7F800001 : f32} : () -> ()
// CHECK-NEXT:   "t.hex_num"() {a = 1.000000e+00 : f32, b = 2.000000e+00 : f64, c = 1.000000e+00 : f16} : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
