// Dense elements attributes: splat detection (a literal whose elements are
// all equal prints as a splat), nested literals, i1 and float elements,
// the hex form `dense<"0x...">` (read back as elements), strings, empty
// literals and zero-rank shapes.
// RUN: rmlir-opt --allow-unregistered-dialect %s | FileCheck %s --match-full-lines
// RUN: rmlir-opt --allow-unregistered-dialect %s --emit-bytecode | rmlir-opt --allow-unregistered-dialect | FileCheck %s --match-full-lines
// RUN: rmlir-opt --allow-unregistered-dialect %s | rmlir-opt --allow-unregistered-dialect | FileCheck %s --match-full-lines

"t.splat"() {a = dense<1> : tensor<4xi32>, b = dense<[1, 1, 1]> : tensor<3xi32>, c = dense<[[7, 7], [7, 7]]> : tensor<2x2xi8>, d = dense<[[[1]]]> : tensor<1x1x1xi16>, e = dense<1.5> : tensor<2xf32>, f = dense<[2.0, 2.0]> : vector<2xf64>, g = dense<5> : tensor<i32>} : () -> ()
"t.nested"() {a = dense<[1, 2, 3]> : tensor<3xi32>, b = dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>, c = dense<[[[1, 2]], [[3, 4]]]> : tensor<2x1x2xi8>, d = dense<[[1.0, 2.0, 3.0]]> : tensor<1x3xf32>} : () -> ()
"t.bool"() {a = dense<true> : tensor<8xi1>, b = dense<[true, false, true]> : tensor<3xi1>, c = dense<[false, false]> : vector<2xi1>, d = dense<[[true], [false]]> : tensor<2x1xi1>} : () -> ()
"t.ints"() {a = dense<-1> : tensor<2xi8>, b = dense<0xFF> : tensor<2xi8>, c = dense<[1, -2]> : tensor<2xsi32>, d = dense<[255, 0]> : tensor<2xui8>, e = dense<[170141183460469231731687303715884105727, -1]> : tensor<2xi128>, f = dense<[0, 1]> : tensor<2xindex>} : () -> ()
"t.floats"() {a = dense<[0x7FC00000, 1.0]> : tensor<2xf32>, b = dense<[0x7F800000, 0xFF800000]> : tensor<2xf32>, c = dense<[1.0, -0.0]> : tensor<2xf16>, d = dense<[0.1, 0.2]> : tensor<2xbf16>} : () -> ()
"t.hex"() {a = dense<"0x01020304"> : tensor<4xi8>, b = dense<"0x0000803F"> : tensor<f32>, c = dense<"0x0000803F0000803F"> : tensor<2xf32>, d = dense<"0x0000803F00000040"> : tensor<2xf32>, e = dense<"0x0100000002000000"> : tensor<2xi32>, f = dense<"0x01"> : tensor<8xi1>} : () -> ()
"t.string"() {a = dense<"str"> : tensor<2x!t.s>, b = dense<["a", "b"]> : tensor<2x!t.s>, c = dense<["x\0Ay", "\22"]> : tensor<2x!t.s>} : () -> ()
"t.empty"() {a = dense<> : tensor<0xi32>, b = dense<[]> : tensor<0xf32>, c = dense<> : tensor<2x0xi8>} : () -> ()
"t.shaped"() {a = dense<[1, -2]> : memref<2xi32>, b = dense<1> : vector<[4]xi32>, c = dense<[[1, 2], [3, 4]]> : vector<2x2xi32>} : () -> ()

// CHECK: module {
// CHECK-NEXT:   "t.splat"() {a = dense<1> : tensor<4xi32>, b = dense<1> : tensor<3xi32>, c = dense<7> : tensor<2x2xi8>, d = dense<1> : tensor<1x1x1xi16>, e = dense<1.500000e+00> : tensor<2xf32>, f = dense<2.000000e+00> : vector<2xf64>, g = dense<5> : tensor<i32>} : () -> ()
// CHECK-NEXT:   "t.nested"() {a = dense<[1, 2, 3]> : tensor<3xi32>, b = dense<{{\[\[}}1, 2], [3, 4]]> : tensor<2x2xi64>, c = dense<{{\[\[}}[1, 2]], {{\[\[}}3, 4]]]> : tensor<2x1x2xi8>, d = dense<{{\[\[}}1.000000e+00, 2.000000e+00, 3.000000e+00]]> : tensor<1x3xf32>} : () -> ()
// CHECK-NEXT:   "t.bool"() {a = dense<true> : tensor<8xi1>, b = dense<[true, false, true]> : tensor<3xi1>, c = dense<false> : vector<2xi1>, d = dense<{{\[\[}}true], [false]]> : tensor<2x1xi1>} : () -> ()
// CHECK-NEXT:   "t.ints"() {a = dense<-1> : tensor<2xi8>, b = dense<-1> : tensor<2xi8>, c = dense<[1, -2]> : tensor<2xsi32>, d = dense<[255, 0]> : tensor<2xui8>, e = dense<[170141183460469231731687303715884105727, -1]> : tensor<2xi128>, f = dense<[0, 1]> : tensor<2xindex>} : () -> ()
// CHECK-NEXT:   "t.floats"() {a = dense<[0x7FC00000, 1.000000e+00]> : tensor<2xf32>, b = dense<[0x7F800000, 0xFF800000]> : tensor<2xf32>, c = dense<[1.000000e+00, -0.000000e+00]> : tensor<2xf16>, d = dense<[1.000980e-01, 2.001950e-01]> : tensor<2xbf16>} : () -> ()
// CHECK-NEXT:   "t.hex"() {a = dense<[1, 2, 3, 4]> : tensor<4xi8>, b = dense<1.000000e+00> : tensor<f32>, c = dense<1.000000e+00> : tensor<2xf32>, d = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>, e = dense<[1, 2]> : tensor<2xi32>, f = dense<[true, false, false, false, false, false, false, false]> : tensor<8xi1>} : () -> ()
// CHECK-NEXT:   "t.string"() {a = dense<"str"> : tensor<2x!t.s>, b = dense<["a", "b"]> : tensor<2x!t.s>, c = dense<["x\0Ay", "\22"]> : tensor<2x!t.s>} : () -> ()
// CHECK-NEXT:   "t.empty"() {a = dense<> : tensor<0xi32>, b = dense<> : tensor<0xf32>, c = dense<> : tensor<2x0xi8>} : () -> ()
// CHECK-NEXT:   "t.shaped"() {a = dense<[1, -2]> : memref<2xi32>, b = dense<1> : vector<[4]xi32>, c = dense<{{\[\[}}1, 2], [3, 4]]> : vector<2x2xi32>} : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
