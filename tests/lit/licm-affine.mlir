// loop-invariant-code-motion through affine.for (MLIR 22's
// LoopLikeOpInterface on affine.for and affine.parallel): pure ops and
// affine.apply leave the loops, innermost first; loads, stores and ops in
// an affine.if (recursively speculatable) whose bodies are not speculatable
// stay.
// RUN: rmlir-opt %s -loop-invariant-code-motion | FileCheck %s --match-full-lines
func.func @licm(%A: memref<10xf32>, %x: f32, %y: f32, %n: index) {
  affine.for %i = 0 to 10 {
    %z = arith.addf %x, %y : f32
    %a = affine.apply affine_map<()[s0] -> (s0 * 2)>()[%n]
    affine.store %z, %A[%i + symbol(%a)] : memref<10xf32>
  }
  affine.for %i = 0 to 10 step 2 {
    %z = arith.mulf %x, %y : f32
    affine.for %j = 0 to %n {
      %w = arith.addf %z, %y : f32
      %l = affine.load %A[%j] : memref<10xf32>
      affine.store %w, %A[%i] : memref<10xf32>
    }
    affine.if affine_set<(d0) : (d0 - 2 >= 0)>(%i) {
      %u = arith.divf %x, %y : f32
      affine.store %u, %A[%i] : memref<10xf32>
    }
  }
  return
}

func.func @licm_parallel(%A: memref<10x10xf32>, %x: f32, %n: index) {
  affine.parallel (%i, %j) = (0, 0) to (10, 10) {
    %z = arith.addf %x, %x : f32
    %a = affine.apply affine_map<()[s0] -> (s0 + 1)>()[%n]
    affine.store %z, %A[%i, %j] : memref<10x10xf32>
  }
  affine.for %i = 0 to 10 {
    affine.if affine_set<()[s0] : (s0 - 2 >= 0)>()[%n] {
      %z = arith.mulf %x, %x : f32
      affine.store %z, %A[%i, %i] : memref<10x10xf32>
    }
    %w = affine.if affine_set<()[s0] : (s0 - 2 >= 0)>()[%n] -> f32 {
      %z = arith.mulf %x, %x : f32
      affine.yield %z : f32
    } else {
      affine.yield %x : f32
    }
    affine.store %w, %A[%i, %i] : memref<10x10xf32>
  }
  return
}

// CHECK: #map = affine_map<()[s0] -> (s0 * 2)>
// CHECK-NEXT: #map1 = affine_map<()[s0] -> (s0 + 1)>
// CHECK-NEXT: #set = affine_set<(d0) : (d0 - 2 >= 0)>
// CHECK-NEXT: #set1 = affine_set<()[s0] : (s0 - 2 >= 0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @licm(%arg0: memref<10xf32>, %arg1: f32, %arg2: f32, %arg3: index) {
// CHECK-NEXT:     %0 = arith.addf %arg1, %arg2 : f32
// CHECK-NEXT:     %1 = affine.apply #map()[%arg3]
// CHECK-NEXT:     affine.for %arg4 = 0 to 10 {
// CHECK-NEXT:       affine.store %0, %arg0[%arg4 + symbol(%1)] : memref<10xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %2 = arith.mulf %arg1, %arg2 : f32
// CHECK-NEXT:     %3 = arith.addf %2, %arg2 : f32
// CHECK-NEXT:     affine.for %arg4 = 0 to 10 step 2 {
// CHECK-NEXT:       affine.for %arg5 = 0 to %arg3 {
// CHECK-NEXT:         %4 = affine.load %arg0[%arg5] : memref<10xf32>
// CHECK-NEXT:         affine.store %3, %arg0[%arg4] : memref<10xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:       affine.if #set(%arg4) {
// CHECK-NEXT:         %4 = arith.divf %arg1, %arg2 : f32
// CHECK-NEXT:         affine.store %4, %arg0[%arg4] : memref<10xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @licm_parallel(%arg0: memref<10x10xf32>, %arg1: f32, %arg2: index) {
// CHECK-NEXT:     %0 = arith.addf %arg1, %arg1 : f32
// CHECK-NEXT:     %1 = affine.apply #map1()[%arg2]
// CHECK-NEXT:     affine.parallel (%arg3, %arg4) = (0, 0) to (10, 10) {
// CHECK-NEXT:       affine.store %0, %arg0[%arg3, %arg4] : memref<10x10xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %2 = affine.if #set1()[%arg2] -> f32 {
// CHECK-NEXT:       %3 = arith.mulf %arg1, %arg1 : f32
// CHECK-NEXT:       affine.yield %3 : f32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       affine.yield %arg1 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     affine.for %arg3 = 0 to 10 {
// CHECK-NEXT:       affine.if #set1()[%arg2] {
// CHECK-NEXT:         %3 = arith.mulf %arg1, %arg1 : f32
// CHECK-NEXT:         affine.store %3, %arg0[%arg3, %arg3] : memref<10x10xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:       affine.store %2, %arg0[%arg3, %arg3] : memref<10x10xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
