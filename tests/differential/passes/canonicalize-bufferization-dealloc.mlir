// PIPELINE: builtin.module(func.func(canonicalize))
// PIPELINE: builtin.module(canonicalize{top-down=false})
// Canonicalization patterns of bufferization.dealloc.

func.func @duplicates(%arg0: memref<2xi32>, %arg1: i1, %arg2: i1, %arg3: memref<2xi32>, %arg4: memref<2xi32>, %arg5: memref<2xi32>) -> (i1, i1, i1) {
  %0:3 = bufferization.dealloc (%arg4, %arg0, %arg0 : memref<2xi32>, memref<2xi32>, memref<2xi32>) if (%arg1, %arg1, %arg1) retain (%arg3, %arg5, %arg3 : memref<2xi32>, memref<2xi32>, memref<2xi32>)
  bufferization.dealloc (%arg0, %arg0 : memref<2xi32>, memref<2xi32>) if (%arg1, %arg2)
  return %0#0, %0#1, %0#2 : i1, i1, i1
}
func.func @duplicate_retained(%a: memref<2xf32>, %r: memref<2xf32>, %s: memref<2xf32>, %c: i1) -> (i1, i1, i1, i1) {
  %0:4 = bufferization.dealloc (%a : memref<2xf32>) if (%c) retain (%r, %s, %r, %s : memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>) {foo}
  return %0#3, %0#2, %0#1, %0#0 : i1, i1, i1, i1
}
func.func @erase_empty(%arg0: memref<2xi32>) -> (i1, i1) {
  bufferization.dealloc
  %0 = bufferization.dealloc retain (%arg0 : memref<2xi32>)
  %1 = bufferization.dealloc retain (%arg0 : memref<2xi32>)
  return %0, %1 : i1, i1
}
func.func @always_false(%arg0: memref<2xi32>, %arg1: memref<2xi32>, %arg2: i1) {
  %false = arith.constant false
  bufferization.dealloc (%arg0, %arg1 : memref<2xi32>, memref<2xi32>) if (%false, %arg2)
  return
}
func.func @extract_metadata_of_alloc(%arg0: memref<2xi32>, %arg1: i1, %arg2: i1, %arg3: memref<2xi32>) -> memref<2xi32> {
  %alloc = memref.alloc() : memref<2xi32>
  %base0, %size0, %stride0, %offset0 = memref.extract_strided_metadata %alloc : memref<2xi32> -> memref<i32>, index, index, index
  %base1, %size1, %stride1, %offset1 = memref.extract_strided_metadata %arg3 : memref<2xi32> -> memref<i32>, index, index, index
  bufferization.dealloc (%base0, %arg0, %base1 : memref<i32>, memref<2xi32>, memref<i32>) if (%arg1, %arg2, %arg2)
  return %alloc : memref<2xi32>
}
func.func @extract_metadata_dead_alloc(%c: i1) -> memref<2xi32> {
  %alloc = memref.alloc() : memref<2xi32>
  %base, %o, %s, %st = memref.extract_strided_metadata %alloc : memref<2xi32> -> memref<i32>, index, index, index
  %alloc2 = memref.alloc() : memref<2xi32>
  %base2, %o2, %s2, %st2 = memref.extract_strided_metadata %alloc2 : memref<2xi32> -> memref<i32>, index, index, index
  bufferization.dealloc (%base, %base2 : memref<i32>, memref<i32>) if (%c, %c)
  return %alloc : memref<2xi32>
}
func.func @alloc_dealloc_pairs(%a: memref<2xf32>, %b: memref<2xf32>, %c: i1) -> (i1, i1) {
  %true = arith.constant true
  %alloc = memref.alloc() : memref<2xf32>
  %alloca = memref.alloca() : memref<2xf32>
  %r:2 = bufferization.dealloc (%alloc, %alloca, %a, %b, %a : memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>) if (%true, %c, %c, %c, %true) retain (%b, %b : memref<2xf32>, memref<2xf32>)
  return %r#0, %r#1 : i1, i1
}
func.func @alloc_with_other_users(%c: i1) -> memref<2xf32> {
  %alloc = memref.alloc() : memref<2xf32>
  %clone = bufferization.clone %alloc : memref<2xf32> to memref<2xf32>
  bufferization.dealloc (%alloc, %clone : memref<2xf32>, memref<2xf32>) if (%c, %c)
  %a3 = memref.alloc() {bufferization.manual_deallocation} : memref<2xf32>
  return %a3 : memref<2xf32>
}
