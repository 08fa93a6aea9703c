// PIPELINE: builtin.module(func.func(canonicalize))
// PIPELINE: builtin.module(canonicalize{top-down=false})
// Folders and canonicalization patterns (bufferization).

func.func @clone_roundtrip(%m: memref<4xf32>) -> memref<?xf32> {
  %0 = bufferization.clone %m : memref<4xf32> to memref<?xf32>
  "test.use"(%0) : (memref<?xf32>) -> ()
  return %0 : memref<?xf32>
}

func.func @clone_unused(%m: memref<4xf32>) {
  %0 = bufferization.clone %m : memref<4xf32> to memref<4xf32>
  return
}

func.func @clone_of_cast(%m: memref<4xf32>) -> memref<?xf32> {
  %0 = memref.cast %m : memref<4xf32> to memref<?xf32>
  %1 = bufferization.clone %0 : memref<?xf32> to memref<?xf32>
  return %1 : memref<?xf32>
}

func.func @clone_then_dealloc_clone(%m: memref<4xf32>, %i: index) -> f32 {
  %0 = bufferization.clone %m : memref<4xf32> to memref<4xf32>
  %1 = memref.load %0[%i] : memref<4xf32>
  memref.dealloc %0 : memref<4xf32>
  return %1 : f32
}

func.func @clone_then_dealloc_source() -> memref<4xf32> {
  %m = memref.alloc() : memref<4xf32>
  %0 = bufferization.clone %m : memref<4xf32> to memref<4xf32>
  memref.dealloc %m : memref<4xf32>
  return %0 : memref<4xf32>
}

func.func @clone_casted_type() -> memref<?xf32> {
  %m = memref.alloc() : memref<4xf32>
  %0 = bufferization.clone %m : memref<4xf32> to memref<?xf32>
  memref.dealloc %m : memref<4xf32>
  return %0 : memref<?xf32>
}

func.func @clone_kept_free_between(%m: memref<4xf32>, %n: memref<4xf32>) -> memref<4xf32> {
  %0 = bufferization.clone %m : memref<4xf32> to memref<4xf32>
  memref.dealloc %n : memref<4xf32>
  memref.dealloc %m : memref<4xf32>
  return %0 : memref<4xf32>
}

func.func @clone_kept_both_dealloc_same_block(%m: memref<4xf32>, %i: index) -> f32 {
  %0 = bufferization.clone %m : memref<4xf32> to memref<4xf32>
  %1 = memref.load %0[%i] : memref<4xf32>
  memref.dealloc %m : memref<4xf32>
  memref.dealloc %0 : memref<4xf32>
  return %1 : f32
}

func.func @clone_kept_no_dealloc(%m: memref<4xf32>) -> memref<4xf32> {
  %0 = bufferization.clone %m : memref<4xf32> to memref<4xf32>
  return %0 : memref<4xf32>
}

func.func @clone_kept_dealloc_elsewhere(%m: memref<4xf32>, %c: i1) -> memref<4xf32> {
  %0 = bufferization.clone %m : memref<4xf32> to memref<4xf32>
  scf.if %c {
    memref.dealloc %m : memref<4xf32>
  }
  return %0 : memref<4xf32>
}

func.func @clone_of_subview_of_alloc(%i: index) -> memref<2xf32, strided<[1], offset: 1>> {
  %m = memref.alloc() : memref<4xf32>
  %s = memref.subview %m[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  %0 = bufferization.clone %s : memref<2xf32, strided<[1], offset: 1>> to memref<2xf32, strided<[1], offset: 1>>
  memref.dealloc %m : memref<4xf32>
  return %0 : memref<2xf32, strided<[1], offset: 1>>
}
