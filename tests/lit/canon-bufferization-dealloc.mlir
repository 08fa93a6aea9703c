// Canonicalization patterns of bufferization.dealloc (MLIR 22's
// populateDeallocOpCanonicalizationPatterns): duplicate memrefs (conditions
// or-ed) and retained values, empty deallocs, always-false conditions, the
// base buffer of extract_strided_metadata of an allocation, and
// allocation/dealloc pairs. CHECK lines are mlir-opt-22's output.
// RUN: rmlir-opt %s -allow-unregistered-dialect -canonicalize | FileCheck %s --match-full-lines
// RUN: rmlir-opt %s -allow-unregistered-dialect -canonicalize=top-down=false | FileCheck %s --match-full-lines
// RUN: rmlir-opt %s -allow-unregistered-dialect -canonicalize --emit-bytecode | rmlir-opt -allow-unregistered-dialect | FileCheck %s --match-full-lines

// CHECK-LABEL: func.func @duplicates(%arg0: memref<2xi32>, %arg1: i1, %arg2: i1, %arg3: memref<2xi32>, %arg4: memref<2xi32>, %arg5: memref<2xi32>) -> (i1, i1, i1) {
// CHECK-NEXT: %0:2 = bufferization.dealloc (%arg4, %arg0 : memref<2xi32>, memref<2xi32>) if (%arg1, %arg1) retain (%arg3, %arg5 : memref<2xi32>, memref<2xi32>)
// CHECK-NEXT: %1 = arith.ori %arg1, %arg2 : i1
// CHECK-NEXT: bufferization.dealloc (%arg0 : memref<2xi32>) if (%1)
// CHECK-NEXT: return %0#0, %0#1, %0#0 : i1, i1, i1
// CHECK-NEXT: }
func.func @duplicates(%arg0: memref<2xi32>, %arg1: i1, %arg2: i1, %arg3: memref<2xi32>, %arg4: memref<2xi32>, %arg5: memref<2xi32>) -> (i1, i1, i1) {
  %0:3 = bufferization.dealloc (%arg4, %arg0, %arg0 : memref<2xi32>, memref<2xi32>, memref<2xi32>) if (%arg1, %arg1, %arg1) retain (%arg3, %arg5, %arg3 : memref<2xi32>, memref<2xi32>, memref<2xi32>)
  bufferization.dealloc (%arg0, %arg0 : memref<2xi32>, memref<2xi32>) if (%arg1, %arg2)
  return %0#0, %0#1, %0#2 : i1, i1, i1
}

// CHECK-LABEL: func.func @duplicate_retained(%arg0: memref<2xf32>, %arg1: memref<2xf32>, %arg2: memref<2xf32>, %arg3: i1) -> (i1, i1, i1, i1) {
// CHECK-NEXT: %0:2 = bufferization.dealloc (%arg0 : memref<2xf32>) if (%arg3) retain (%arg1, %arg2 : memref<2xf32>, memref<2xf32>)
// CHECK-NEXT: return %0#1, %0#0, %0#1, %0#0 : i1, i1, i1, i1
// CHECK-NEXT: }
func.func @duplicate_retained(%a: memref<2xf32>, %r: memref<2xf32>, %s: memref<2xf32>, %c: i1) -> (i1, i1, i1, i1) {
  %0:4 = bufferization.dealloc (%a : memref<2xf32>) if (%c) retain (%r, %s, %r, %s : memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>) {foo}
  return %0#3, %0#2, %0#1, %0#0 : i1, i1, i1, i1
}

// CHECK-LABEL: func.func @erase_empty(%arg0: memref<2xi32>) -> (i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: return %false, %false : i1, i1
// CHECK-NEXT: }
func.func @erase_empty(%arg0: memref<2xi32>) -> (i1, i1) {
  bufferization.dealloc
  %0 = bufferization.dealloc retain (%arg0 : memref<2xi32>)
  %1 = bufferization.dealloc retain (%arg0 : memref<2xi32>)
  return %0, %1 : i1, i1
}

// CHECK-LABEL: func.func @always_false(%arg0: memref<2xi32>, %arg1: memref<2xi32>, %arg2: i1) {
// CHECK-NEXT: bufferization.dealloc (%arg1 : memref<2xi32>) if (%arg2)
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @always_false(%arg0: memref<2xi32>, %arg1: memref<2xi32>, %arg2: i1) {
  %false = arith.constant false
  bufferization.dealloc (%arg0, %arg1 : memref<2xi32>, memref<2xi32>) if (%false, %arg2)
  return
}

// CHECK-LABEL: func.func @extract_metadata_of_alloc(%arg0: memref<2xi32>, %arg1: i1, %arg2: i1, %arg3: memref<2xi32>) -> memref<2xi32> {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xi32>
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg3 : memref<2xi32> -> memref<i32>, index, index, index
// CHECK-NEXT: bufferization.dealloc (%alloc, %arg0, %base_buffer : memref<2xi32>, memref<2xi32>, memref<i32>) if (%arg1, %arg2, %arg2)
// CHECK-NEXT: return %alloc : memref<2xi32>
// CHECK-NEXT: }
func.func @extract_metadata_of_alloc(%arg0: memref<2xi32>, %arg1: i1, %arg2: i1, %arg3: memref<2xi32>) -> memref<2xi32> {
  %alloc = memref.alloc() : memref<2xi32>
  %base0, %size0, %stride0, %offset0 = memref.extract_strided_metadata %alloc : memref<2xi32> -> memref<i32>, index, index, index
  %base1, %size1, %stride1, %offset1 = memref.extract_strided_metadata %arg3 : memref<2xi32> -> memref<i32>, index, index, index
  bufferization.dealloc (%base0, %arg0, %base1 : memref<i32>, memref<2xi32>, memref<i32>) if (%arg1, %arg2, %arg2)
  return %alloc : memref<2xi32>
}

// CHECK-LABEL: func.func @extract_metadata_dead_alloc(%arg0: i1) -> memref<2xi32> {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xi32>
// CHECK-NEXT: bufferization.dealloc (%alloc : memref<2xi32>) if (%arg0)
// CHECK-NEXT: return %alloc : memref<2xi32>
// CHECK-NEXT: }
func.func @extract_metadata_dead_alloc(%c: i1) -> memref<2xi32> {
  %alloc = memref.alloc() : memref<2xi32>
  %base, %o, %s, %st = memref.extract_strided_metadata %alloc : memref<2xi32> -> memref<i32>, index, index, index
  %alloc2 = memref.alloc() : memref<2xi32>
  %base2, %o2, %s2, %st2 = memref.extract_strided_metadata %alloc2 : memref<2xi32> -> memref<i32>, index, index, index
  bufferization.dealloc (%base, %base2 : memref<i32>, memref<i32>) if (%c, %c)
  return %alloc : memref<2xi32>
}

// CHECK-LABEL: func.func @alloc_dealloc_pairs(%arg0: memref<2xf32>, %arg1: memref<2xf32>, %arg2: i1) -> (i1, i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = bufferization.dealloc (%arg0, %arg1 : memref<2xf32>, memref<2xf32>) if (%true, %arg2) retain (%arg1 : memref<2xf32>)
// CHECK-NEXT: return %0, %0 : i1, i1
// CHECK-NEXT: }
func.func @alloc_dealloc_pairs(%a: memref<2xf32>, %b: memref<2xf32>, %c: i1) -> (i1, i1) {
  %true = arith.constant true
  %alloc = memref.alloc() : memref<2xf32>
  %alloca = memref.alloca() : memref<2xf32>
  %r:2 = bufferization.dealloc (%alloc, %alloca, %a, %b, %a : memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>) if (%true, %c, %c, %c, %true) retain (%b, %b : memref<2xf32>, memref<2xf32>)
  return %r#0, %r#1 : i1, i1
}

// CHECK-LABEL: func.func @alloc_with_other_users(%arg0: i1) -> memref<2xf32> {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %0 = bufferization.clone %alloc : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: bufferization.dealloc (%alloc, %0 : memref<2xf32>, memref<2xf32>) if (%arg0, %arg0)
// CHECK-NEXT: %alloc_0 = memref.alloc() {bufferization.manual_deallocation} : memref<2xf32>
// CHECK-NEXT: return %alloc_0 : memref<2xf32>
// CHECK-NEXT: }
func.func @alloc_with_other_users(%c: i1) -> memref<2xf32> {
  %alloc = memref.alloc() : memref<2xf32>
  %clone = bufferization.clone %alloc : memref<2xf32> to memref<2xf32>
  bufferization.dealloc (%alloc, %clone : memref<2xf32>, memref<2xf32>) if (%c, %c)
  %a3 = memref.alloc() {bufferization.manual_deallocation} : memref<2xf32>
  return %a3 : memref<2xf32>
}
