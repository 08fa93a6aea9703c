// wouldOpBeTriviallyDead through ops with recursive memory effects: an
// unused region op whose nested ops only read memory, or act on memory they
// allocate themselves, is erased; a nested write, free, call or unregistered
// op keeps it.
// RUN: rmlir-opt %s -allow-unregistered-dialect -canonicalize | FileCheck %s --match-full-lines
// RUN: rmlir-opt %s -allow-unregistered-dialect -canonicalize --emit-bytecode | rmlir-opt -allow-unregistered-dialect | FileCheck %s --match-full-lines

// CHECK-LABEL: func.func @nested_load(%arg0: i1, %arg1: memref<4xf32>, %arg2: index) {
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @nested_load(%c: i1, %m: memref<4xf32>, %i: index) {
  %0 = scf.if %c -> (f32) {
    %v = memref.load %m[%i] : memref<4xf32>
    scf.yield %v : f32
  } else {
    %z = arith.constant 0.0 : f32
    scf.yield %z : f32
  }
  return
}

// CHECK-LABEL: func.func @nested_store(%arg0: i1, %arg1: memref<4xf32>, %arg2: index, %arg3: f32) {
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: memref.store %arg3, %arg1[%arg2] : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @nested_store(%c: i1, %m: memref<4xf32>, %i: index, %f: f32) {
  %0 = scf.if %c -> (f32) {
    memref.store %f, %m[%i] : memref<4xf32>
    scf.yield %f : f32
  } else {
    scf.yield %f : f32
  }
  return
}

// CHECK-LABEL: func.func @nested_alloc(%arg0: index, %arg1: index, %arg2: index, %arg3: f32) {
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @nested_alloc(%lb: index, %ub: index, %s: index, %f: f32) {
  %0 = scf.for %i = %lb to %ub step %s iter_args(%a = %f) -> f32 {
    %m = memref.alloc() : memref<4xf32>
    %v = memref.load %m[%i] : memref<4xf32>
    scf.yield %v : f32
  }
  return
}

// CHECK-LABEL: func.func @nested_alloc_store(%arg0: index, %arg1: index, %arg2: index, %arg3: f32) {
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @nested_alloc_store(%lb: index, %ub: index, %s: index, %f: f32) {
  %0 = scf.for %i = %lb to %ub step %s iter_args(%a = %f) -> f32 {
    %m = memref.alloca() : memref<4xf32>
    memref.store %a, %m[%i] : memref<4xf32>
    scf.yield %a : f32
  }
  return
}

// CHECK-LABEL: func.func @execute_region_load(%arg0: memref<4xf32>, %arg1: index) {
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @execute_region_load(%m: memref<4xf32>, %i: index) {
  %0 = scf.execute_region -> f32 {
    %v = memref.load %m[%i] : memref<4xf32>
    scf.yield %v : f32
  }
  return
}

// CHECK-LABEL: func.func @while_load(%arg0: memref<4xf32>, %arg1: index, %arg2: i1) {
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @while_load(%m: memref<4xf32>, %i: index, %c: i1) {
  %0 = scf.while (%a = %i) : (index) -> index {
    %v = memref.load %m[%a] : memref<4xf32>
    scf.condition(%c) %a : index
  } do {
  ^bb0(%b: index):
    scf.yield %b : index
  }
  return
}

// CHECK: func.func private @ext() -> f32
func.func private @ext() -> f32

// CHECK-LABEL: func.func @nested_call(%arg0: i1, %arg1: f32) {
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: %0 = func.call @ext() : () -> f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @nested_call(%c: i1, %f: f32) {
  %0 = scf.if %c -> (f32) {
    %v = func.call @ext() : () -> f32
    scf.yield %v : f32
  } else {
    scf.yield %f : f32
  }
  return
}

// CHECK-LABEL: func.func @nested_unregistered(%arg0: i1, %arg1: f32) {
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: %0 = "test.op"() : () -> f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @nested_unregistered(%c: i1, %f: f32) {
  %0 = scf.if %c -> (f32) {
    %v = "test.op"() : () -> f32
    scf.yield %v : f32
  } else {
    scf.yield %f : f32
  }
  return
}

// CHECK-LABEL: func.func @nested_dealloc(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<4xf32>, %arg4: f32) {
// CHECK-NEXT: scf.for %arg5 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: memref.dealloc %arg3 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @nested_dealloc(%lb: index, %ub: index, %s: index, %m: memref<4xf32>, %f: f32) {
  %0 = scf.for %i = %lb to %ub step %s iter_args(%a = %f) -> f32 {
    memref.dealloc %m : memref<4xf32>
    scf.yield %a : f32
  }
  return
}

// CHECK-LABEL: func.func @alloc_dealloc_inside(%arg0: index, %arg1: index, %arg2: index, %arg3: f32) {
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @alloc_dealloc_inside(%lb: index, %ub: index, %s: index, %f: f32) {
  %0 = scf.for %i = %lb to %ub step %s iter_args(%a = %f) -> f32 {
    %m = memref.alloc() : memref<4xf32>
    memref.dealloc %m : memref<4xf32>
    scf.yield %a : f32
  }
  return
}
