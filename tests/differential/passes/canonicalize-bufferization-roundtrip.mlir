// PIPELINE: builtin.module(func.func(cse))
// PIPELINE: builtin.module(canonicalize)
// Every bufferization op, round-tripped through cse and canonicalize.

func.func @ops_roundtrip(%arg0: tensor<?xi64>, %m: memref<2xf32>, %t: tensor<?x5xf32>, %sz: index, %a: memref<2xf32>, %b: memref<4xi32>, %c: i1, %d: i1, %r: memref<?xf32>, %u: memref<*xf64>, %um: memref<*xf32>, %d3: memref<?xf32, 3>, %ut: tensor<*xf32>) {
  %0 = bufferization.to_buffer %arg0 read_only : tensor<?xi64> to memref<?xi64, strided<[1], offset: 7>>
  %1 = bufferization.to_tensor %m restrict writable : memref<2xf32> to tensor<2xf32>
  %2 = bufferization.to_tensor %um : memref<*xf32> to tensor<*xf32>
  %3 = bufferization.to_buffer %ut : tensor<*xf32> to memref<*xf32, 1>
  %4 = bufferization.alloc_tensor(%sz) : tensor<?x5xf32>
  %5 = bufferization.alloc_tensor() copy(%t) {escape = true} : tensor<?x5xf32>
  %c100 = arith.constant 100 : index
  %6 = bufferization.alloc_tensor() size_hint=%c100 : tensor<100x100xf64>
  %7 = bufferization.alloc_tensor(%sz) {memory_space = "foo"} : tensor<?xf32>
  %8 = bufferization.alloc_tensor() copy(%t) size_hint=%sz : tensor<?x5xf32>
  bufferization.dealloc_tensor %1 : tensor<2xf32>
  %10 = bufferization.materialize_in_destination %t in %t : (tensor<?x5xf32>, tensor<?x5xf32>) -> tensor<?x5xf32>
  bufferization.materialize_in_destination %1 in restrict writable %m : (tensor<2xf32>, memref<2xf32>) -> ()
  bufferization.materialize_in_destination %7 in writable %d3 : (tensor<?xf32>, memref<?xf32, 3>) -> ()
  %11:2 = bufferization.dealloc (%a, %b : memref<2xf32>, memref<4xi32>) if (%c, %d) retain (%r, %u : memref<?xf32>, memref<*xf64>)
  bufferization.dealloc (%a : memref<2xf32>) if (%c)
  bufferization.dealloc
  %12 = bufferization.dealloc retain (%r : memref<?xf32>)
  %13 = memref.alloc() {bufferization.manual_deallocation} : memref<2xf32>
  "test.use"(%0, %2, %3, %4, %5, %6, %8, %10, %11#0, %11#1, %12) : (memref<?xi64, strided<[1], offset: 7>>, tensor<*xf32>, memref<*xf32, 1>, tensor<?x5xf32>, tensor<?x5xf32>, tensor<100x100xf64>, tensor<?x5xf32>, tensor<?x5xf32>, i1, i1, i1) -> ()
  return
}
