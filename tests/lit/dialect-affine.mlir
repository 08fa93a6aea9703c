// The affine dialect's custom forms (affine.apply, affine.min, affine.max,
// affine.for with constant, SSA and min/max map bounds, steps and iter_args,
// affine.if with and without else and results, affine.load and affine.store
// with subscripts of SSA ids, affine.parallel with min/max bound groups,
// steps and reductions) round-trip as MLIR 22 prints them, and the
// generic form shows their properties.
// RUN: rmlir-opt %s | FileCheck %s --match-full-lines
// RUN: rmlir-opt %s --emit-bytecode | rmlir-opt | FileCheck %s --match-full-lines
// RUN: rmlir-opt %s | rmlir-opt | FileCheck %s --match-full-lines
// RUN: rmlir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC --match-full-lines
// RUN: rmlir-opt %s --emit-bytecode | rmlir-opt --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --match-full-lines
// RUN: rmlir-opt --mlir-print-op-generic %s | rmlir-opt | FileCheck %s --match-full-lines
// RUN: rmlir-opt --mlir-print-op-generic %s --emit-bytecode | rmlir-opt | FileCheck %s --match-full-lines
// RUN: rmlir-opt --mlir-print-debuginfo --mlir-print-local-scope %s | FileCheck %s --check-prefix=DEBUG --match-full-lines
// RUN: rmlir-opt %s --emit-bytecode | rmlir-opt --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s --check-prefix=DEBUG --match-full-lines
// RUN: rmlir-opt --mlir-print-debuginfo %s | rmlir-opt --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s --check-prefix=DEBUG --match-full-lines
// RUN: rmlir-opt --mlir-print-debuginfo %s --emit-bytecode | rmlir-opt --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s --check-prefix=DEBUG --match-full-lines

#bound = affine_map<(d0)[s0] -> (d0 + s0, 64)>
#in_range = affine_set<(d0)[s0] : (d0 >= 0, s0 - d0 - 1 >= 0)>

func.func @ops(%M: memref<64x?xf32>, %n: index, %f: f32) -> (index, f32) {
  %c2 = arith.constant 2 : index
  %a = affine.apply affine_map<(d0)[s0] -> (d0 * 4 + s0 - 1)>(%n)[%c2]
  %lo = affine.max affine_map<(d0) -> (d0, 0)>(%a)
  %hi = affine.min affine_map<(d0)[s0] -> (d0 + 8, s0)>(%lo)[%n]
  affine.for %i = 0 to 64 step 2 {
    affine.for %j = %lo to min #bound(%i)[%n] {
      %x = affine.load %M[%i + 1, %j floordiv 2 + symbol(%n)] : memref<64x?xf32>
      affine.if #in_range(%j)[%n] {
        affine.store %x, %M[63 - %i, %j] : memref<64x?xf32>
      } else {
        affine.store %f, %M[%i, symbol(%n) * 2] : memref<64x?xf32>
      }
    }
  }
  %sum = affine.for %i = 0 to %hi iter_args(%acc = %f) -> (f32) {
    %v = affine.load %M[%i, %i mod 4] : memref<64x?xf32>
    %s = arith.addf %acc, %v : f32
    affine.yield %s : f32
  }
  %r = affine.if affine_set<(d0) : (d0 - 1 == 0)>(%a) -> f32 {
    affine.yield %sum : f32
  } else {
    affine.yield %f : f32
  }
  return %hi, %r : index, f32
}

func.func @parallel(%A: memref<100x100xf32>, %n: index, %m: index) -> f32 {
  affine.parallel (%i, %j) = (max(%n - 3, 0), symbol(%m)) to (min(%n + 32, %m), 100) step (4, 1) {
    %s = affine.parallel (%k) = (0) to (8) reduce ("addf") -> f32 {
      %v = affine.load %A[%i + %k, %j] : memref<100x100xf32>
      affine.yield %v : f32
    }
    affine.store %s, %A[%i, %j] : memref<100x100xf32>
  }
  %r:2 = affine.parallel (%i) = (0) to (%n) reduce ("maximumf", "mulf") -> (f32, f32) {
    %v = affine.load %A[%i, %i] : memref<100x100xf32>
    affine.yield %v, %v : f32, f32
  }
  affine.parallel () = () to () {
  }
  return %r#1 : f32
}

// CHECK: #map = affine_map<(d0)[s0] -> (d0 * 4 + s0 - 1)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0, 0)>
// CHECK-NEXT: #map2 = affine_map<(d0)[s0] -> (d0 + 8, s0)>
// CHECK-NEXT: #map3 = affine_map<(d0)[s0] -> (d0 + s0, 64)>
// CHECK-NEXT: #set = affine_set<(d0)[s0] : (d0 >= 0, -d0 + s0 - 1 >= 0)>
// CHECK-NEXT: #set1 = affine_set<(d0) : (d0 - 1 == 0)>
// CHECK-NEXT: #set2 = affine_set<(d0) : (d0 >= 0)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @ops(%arg0: memref<64x?xf32>, %arg1: index, %arg2: f32) -> (index, f32) {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %0 = affine.apply #map(%arg1)[%c2]
// CHECK-NEXT: %1 = affine.max #map1(%0)
// CHECK-NEXT: %2 = affine.min #map2(%1)[%arg1]
// CHECK-NEXT: affine.for %arg3 = 0 to 64 step 2 {
// CHECK-NEXT: affine.for %arg4 = %1 to min #map3(%arg3)[%arg1] {
// CHECK-NEXT: %5 = affine.load %arg0[%arg3 + 1, %arg4 floordiv 2 + symbol(%arg1)] : memref<64x?xf32>
// CHECK-NEXT: affine.if #set(%arg4)[%arg1] {
// CHECK-NEXT: affine.store %5, %arg0[-%arg3 + 63, %arg4] : memref<64x?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: affine.store %arg2, %arg0[%arg3, symbol(%arg1) * 2] : memref<64x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %3 = affine.for %arg3 = 0 to %2 iter_args(%arg4 = %arg2) -> (f32) {
// CHECK-NEXT: %5 = affine.load %arg0[%arg3, %arg3 mod 4] : memref<64x?xf32>
// CHECK-NEXT: %6 = arith.addf %arg4, %5 : f32
// CHECK-NEXT: affine.yield %6 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %4 = affine.if #set1(%0) -> f32 {
// CHECK-NEXT: affine.yield %3 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: affine.yield %arg2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %2, %4 : index, f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @parallel(%arg0: memref<100x100xf32>, %arg1: index, %arg2: index) -> f32 {
// CHECK-NEXT: affine.parallel (%arg3, %arg4) = (max(%arg1 - 3, 0), symbol(%arg2)) to (min(%arg1 + 32, %arg2), 100) step (4, 1) {
// CHECK-NEXT: %1 = affine.parallel (%arg5) = (0) to (8) reduce ("addf") -> (f32) {
// CHECK-NEXT: %2 = affine.load %arg0[%arg3 + %arg5, %arg4] : memref<100x100xf32>
// CHECK-NEXT: affine.yield %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: affine.store %1, %arg0[%arg3, %arg4] : memref<100x100xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %0:2 = affine.parallel (%arg3) = (0) to (%arg1) reduce ("maximumf", "mulf") -> (f32, f32) {
// CHECK-NEXT: %1 = affine.load %arg0[%arg3, %arg3] : memref<100x100xf32>
// CHECK-NEXT: affine.yield %1, %1 : f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: affine.parallel () = () to () {
// CHECK-NEXT: }
// CHECK-NEXT: return %0#1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @locs(%arg0: index) {
// CHECK-NEXT: affine.for %arg1 = 0 to %arg0 {
// CHECK-NEXT: affine.if #set2(%arg1) {
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: #map = affine_map<(d0)[s0] -> (d0 * 4 + s0 - 1)>
// GENERIC-NEXT: #map1 = affine_map<(d0) -> (d0, 0)>
// GENERIC-NEXT: #map2 = affine_map<(d0)[s0] -> (d0 + 8, s0)>
// GENERIC-NEXT: #map3 = affine_map<(d0, d1)[s0] -> (d0 + 1, d1 floordiv 2 + s0)>
// GENERIC-NEXT: #map4 = affine_map<(d0, d1) -> (-d0 + 63, d1)>
// GENERIC-NEXT: #map5 = affine_map<(d0)[s0] -> (d0, s0 * 2)>
// GENERIC-NEXT: #map6 = affine_map<()[s0] -> (s0)>
// GENERIC-NEXT: #map7 = affine_map<(d0)[s0] -> (d0 + s0, 64)>
// GENERIC-NEXT: #map8 = affine_map<() -> (0)>
// GENERIC-NEXT: #map9 = affine_map<() -> (64)>
// GENERIC-NEXT: #map10 = affine_map<(d0) -> (d0, d0 mod 4)>
// GENERIC-NEXT: #map11 = affine_map<(d0, d1, d2) -> (d0 + d1, d2)>
// GENERIC-NEXT: #map12 = affine_map<() -> (8)>
// GENERIC-NEXT: #map13 = affine_map<(d0, d1) -> (d0, d1)>
// GENERIC-NEXT: #map14 = affine_map<(d0)[s0] -> (d0 - 3, 0, s0)>
// GENERIC-NEXT: #map15 = affine_map<(d0, d1) -> (d0 + 32, d1, 100)>
// GENERIC-NEXT: #map16 = affine_map<(d0) -> (d0, d0)>
// GENERIC-NEXT: #map17 = affine_map<(d0) -> (d0)>
// GENERIC-NEXT: #map18 = affine_map<() -> ()>
// GENERIC-NEXT: #set = affine_set<(d0)[s0] : (d0 >= 0, -d0 + s0 - 1 >= 0)>
// GENERIC-NEXT: #set1 = affine_set<(d0) : (d0 - 1 == 0)>
// GENERIC-NEXT: #set2 = affine_set<(d0) : (d0 >= 0)>
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (memref<64x?xf32>, index, f32) -> (index, f32), sym_name = "ops"}> ({
// GENERIC-NEXT: ^bb0(%arg9: memref<64x?xf32>, %arg10: index, %arg11: f32):
// GENERIC-NEXT: %4 = "arith.constant"() <{value = 2 : index}> : () -> index
// GENERIC-NEXT: %5 = "affine.apply"(%arg10, %4) <{map = #map}> : (index, index) -> index
// GENERIC-NEXT: %6 = "affine.max"(%5) <{map = #map1}> : (index) -> index
// GENERIC-NEXT: %7 = "affine.min"(%6, %arg10) <{map = #map2}> : (index, index) -> index
// GENERIC-NEXT: "affine.for"() <{lowerBoundMap = #map8, operandSegmentSizes = array<i32: 0, 0, 0>, step = 2 : index, upperBoundMap = #map9}> ({
// GENERIC-NEXT: ^bb0(%arg14: index):
// GENERIC-NEXT: "affine.for"(%6, %arg14, %arg10) <{lowerBoundMap = #map6, operandSegmentSizes = array<i32: 1, 2, 0>, step = 1 : index, upperBoundMap = #map7}> ({
// GENERIC-NEXT: ^bb0(%arg15: index):
// GENERIC-NEXT: %12 = "affine.load"(%arg9, %arg14, %arg15, %arg10) <{map = #map3}> : (memref<64x?xf32>, index, index, index) -> f32
// GENERIC-NEXT: "affine.if"(%arg15, %arg10) <{condition = #set}> ({
// GENERIC-NEXT: "affine.store"(%12, %arg9, %arg14, %arg15) <{map = #map4}> : (f32, memref<64x?xf32>, index, index) -> ()
// GENERIC-NEXT: "affine.yield"() : () -> ()
// GENERIC-NEXT: }, {
// GENERIC-NEXT: "affine.store"(%arg11, %arg9, %arg14, %arg10) <{map = #map5}> : (f32, memref<64x?xf32>, index, index) -> ()
// GENERIC-NEXT: "affine.yield"() : () -> ()
// GENERIC-NEXT: }) : (index, index) -> ()
// GENERIC-NEXT: "affine.yield"() : () -> ()
// GENERIC-NEXT: }) : (index, index, index) -> ()
// GENERIC-NEXT: "affine.yield"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: %8 = "affine.for"(%7, %arg11) <{lowerBoundMap = #map8, operandSegmentSizes = array<i32: 0, 1, 1>, step = 1 : index, upperBoundMap = #map6}> ({
// GENERIC-NEXT: ^bb0(%arg12: index, %arg13: f32):
// GENERIC-NEXT: %10 = "affine.load"(%arg9, %arg12) <{map = #map10}> : (memref<64x?xf32>, index) -> f32
// GENERIC-NEXT: %11 = "arith.addf"(%arg13, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "affine.yield"(%11) : (f32) -> ()
// GENERIC-NEXT: }) : (index, f32) -> f32
// GENERIC-NEXT: %9 = "affine.if"(%5) <{condition = #set1}> ({
// GENERIC-NEXT: "affine.yield"(%8) : (f32) -> ()
// GENERIC-NEXT: }, {
// GENERIC-NEXT: "affine.yield"(%arg11) : (f32) -> ()
// GENERIC-NEXT: }) : (index) -> f32
// GENERIC-NEXT: "func.return"(%7, %9) : (index, f32) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<100x100xf32>, index, index) -> f32, sym_name = "parallel"}> ({
// GENERIC-NEXT: ^bb0(%arg2: memref<100x100xf32>, %arg3: index, %arg4: index):
// GENERIC-NEXT: "affine.parallel"(%arg3, %arg4, %arg3, %arg4) <{lowerBoundsGroups = dense<[2, 1]> : tensor<2xi32>, lowerBoundsMap = #map14, reductions = [], steps = [4, 1], upperBoundsGroups = dense<[2, 1]> : tensor<2xi32>, upperBoundsMap = #map15}> ({
// GENERIC-NEXT: ^bb0(%arg6: index, %arg7: index):
// GENERIC-NEXT: %2 = "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = #map8, reductions = [0], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = #map12}> ({
// GENERIC-NEXT: ^bb0(%arg8: index):
// GENERIC-NEXT: %3 = "affine.load"(%arg2, %arg6, %arg8, %arg7) <{map = #map11}> : (memref<100x100xf32>, index, index, index) -> f32
// GENERIC-NEXT: "affine.yield"(%3) : (f32) -> ()
// GENERIC-NEXT: }) : () -> f32
// GENERIC-NEXT: "affine.store"(%2, %arg2, %arg6, %arg7) <{map = #map13}> : (f32, memref<100x100xf32>, index, index) -> ()
// GENERIC-NEXT: "affine.yield"() : () -> ()
// GENERIC-NEXT: }) : (index, index, index, index) -> ()
// GENERIC-NEXT: %0:2 = "affine.parallel"(%arg3) <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = #map8, reductions = [4, 12], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = #map17}> ({
// GENERIC-NEXT: ^bb0(%arg5: index):
// GENERIC-NEXT: %1 = "affine.load"(%arg2, %arg5) <{map = #map16}> : (memref<100x100xf32>, index) -> f32
// GENERIC-NEXT: "affine.yield"(%1, %1) : (f32, f32) -> ()
// GENERIC-NEXT: }) : (index) -> (f32, f32)
// GENERIC-NEXT: "affine.parallel"() <{lowerBoundsGroups = dense<> : tensor<0xi32>, lowerBoundsMap = #map18, reductions = [], steps = [], upperBoundsGroups = dense<> : tensor<0xi32>, upperBoundsMap = #map18}> ({
// GENERIC-NEXT: "affine.yield"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.return"(%0#1) : (f32) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (index) -> (), sym_name = "locs"}> ({
// GENERIC-NEXT: ^bb0(%arg0: index):
// GENERIC-NEXT: "affine.for"(%arg0) <{lowerBoundMap = #map8, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = #map6}> ({
// GENERIC-NEXT: ^bb0(%arg1: index):
// GENERIC-NEXT: "affine.if"(%arg1) <{condition = #set2}> ({
// GENERIC-NEXT: "affine.yield"() : () -> ()
// GENERIC-NEXT: }, {
// GENERIC-NEXT: }) : (index) -> ()
// GENERIC-NEXT: "affine.yield"() : () -> ()
// GENERIC-NEXT: }) : (index) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()

// The induction variable's location is written between its name and `=`.
func.func @locs(%n: index) {
  affine.for %i loc("iv") = 0 to %n {
    affine.if affine_set<(d0) : (d0 >= 0)>(%i) {
    } loc("then")
  } loc(fused["a", "b"])
  return
}

// DEBUG-LABEL: func.func @locs(%arg0: index loc({{.*}}:{{[0-9]+}}:17)) {
// DEBUG-NEXT: affine.for %arg1 loc("iv") = 0 to %arg0 {
// DEBUG-NEXT: affine.if affine_set<(d0) : (d0 >= 0)>(%arg1) {
// DEBUG-NEXT: } loc("then")
// DEBUG-NEXT: } loc(fused["a", "b"])
