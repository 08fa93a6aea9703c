// memref dialect: every op, custom and generic forms, dynamic sizes,
// strided and affine layouts, memory spaces, optional attributes.
#sym = affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>
#lin = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
module {
  memref.global "private" @g : memref<2xf32> = dense<[0.0, 2.0]>
  memref.global @h : memref<3xf16> = uninitialized
  memref.global constant @c : memref<2xi32> = dense<1> {alignment = 64}
  memref.global "private" @y : memref<4xi32>
  memref.global "public" constant @s : memref<f32> = dense<1.5>
  memref.global "nested" @m : memref<2x2xi1, 1> = dense<[[true, false], [false, true]]>
  memref.global @z : memref<4xi8> = dense<0> {test.extra}
  memref.global @sp : memref<2x2xf32> = sparse<0, 1.000000e+00>
  memref.global @res : memref<2xf32> = dense_resource<blob1>
  memref.global @hex : memref<2xi32> = dense<"0x0100000002000000">
  memref.global @cplx : memref<2xcomplex<f32>> = dense<[(1.0, 2.0), (3.0, 4.0)]>
  memref.global @idx : memref<2xindex> = dense<[1, 2]>
  "memref.global"() <{sym_name = "gen", type = memref<2xi64>, initial_value = dense<[1, 2]> : tensor<2xi64>, sym_visibility = "private"}> : () -> ()

  func.func @alloc(%i: index, %j: index) {
    %0 = memref.alloc() : memref<8x64xf32, 1>
    %1 = memref.alloc(%i) {alignment = 8} : memref<8x?xf32>
    %2 = memref.alloca(%i)[%j] : memref<8x?xf32, #sym>
    %3 = memref.alloc(%i, %j) : memref<?x4x?xi32>
    %4 = memref.alloca() {alignment = 16 : i64, test.attr = "x"} : memref<f32>
    %5 = memref.alloc()[%i] : memref<4x4xf32, #lin>
    %6 = memref.alloc()[%i, %j] : memref<4x4xf32, strided<[?, 1], offset: ?>>
    %7 = memref.alloc() : memref<4xf32, "shared">
    %8 = "memref.alloc"(%i) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xf32>
    memref.dealloc %0 : memref<8x64xf32, 1>
    memref.dealloc %1 : memref<8x?xf32>
    %9 = memref.cast %3 : memref<?x4x?xi32> to memref<*xi32>
    memref.dealloc %9 : memref<*xi32>
    memref.alloca_scope {
      %a = memref.alloca() : memref<4xf32>
    }
    %r = memref.alloca_scope -> (index) {
      memref.alloca_scope.return %i : index
    }
    %r2:2 = memref.alloca_scope -> (index, f32) {
      %f = arith.constant 1.0 : f32
      memref.alloca_scope.return %i, %f : index, f32
    } {test.scope}
    return
  }

  func.func @access(%m: memref<4x?xf32>, %z: memref<f32>, %s: memref<8xi32, strided<[2], offset: 3>>, %i: index, %j: index, %f: f32, %k: i32) -> f32 {
    %0 = memref.load %m[%i, %j] : memref<4x?xf32>
    %1 = memref.load %m[%i, %j] {nontemporal = true} : memref<4x?xf32>
    %2 = memref.load %m[%i, %j] {nontemporal = false, alignment = 16} : memref<4x?xf32>
    %3 = memref.load %z[] : memref<f32>
    %4 = memref.load %s[%i] : memref<8xi32, strided<[2], offset: 3>>
    memref.store %f, %m[%i, %j] : memref<4x?xf32>
    memref.store %f, %m[%i, %j] {nontemporal = true} : memref<4x?xf32>
    memref.store %f, %m[%i, %j] {nontemporal = false} : memref<4x?xf32>
    memref.store %3, %z[] {alignment = 4 : i64} : memref<f32>
    memref.store %k, %s[%j] : memref<8xi32, strided<[2], offset: 3>>
    memref.prefetch %m[%i, %j], read, locality<3>, data : memref<4x?xf32>
    memref.prefetch %m[%i, %i], write, locality<0>, instr : memref<4x?xf32>
    memref.prefetch %z[], write, locality<1>, data : memref<f32>
    %5 = "memref.load"(%m, %i, %j) <{nontemporal = false}> : (memref<4x?xf32>, index, index) -> f32
    "memref.store"(%5, %m, %i, %j) <{nontemporal = true}> : (f32, memref<4x?xf32>, index, index) -> ()
    return %0 : f32
  }

  func.func @shape(%m: memref<4x?xf32>, %u: memref<*xf32>, %i: index, %sh: memref<2xi32>, %shd: memref<?xindex>) {
    %0 = memref.dim %m, %i : memref<4x?xf32>
    %1 = memref.dim %u, %i : memref<*xf32>
    %2 = memref.rank %u : memref<*xf32>
    %3 = memref.rank %m : memref<4x?xf32>
    %4 = memref.cast %m : memref<4x?xf32> to memref<?x?xf32>
    %5 = memref.cast %m : memref<4x?xf32> to memref<*xf32>
    %6 = memref.cast %u : memref<*xf32> to memref<4x?xf32>
    %7 = memref.cast %4 : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    memref.copy %m, %4 : memref<4x?xf32> to memref<?x?xf32>
    memref.copy %u, %5 : memref<*xf32> to memref<*xf32>
    %8 = memref.reshape %m(%sh) : (memref<4x?xf32>, memref<2xi32>) -> memref<?x4xf32>
    %9 = memref.reshape %u(%shd) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
    %10 = memref.memory_space_cast %m : memref<4x?xf32> to memref<4x?xf32, 1>
    %11 = memref.memory_space_cast %u : memref<*xf32> to memref<*xf32, 2>
    %12 = memref.extract_aligned_pointer_as_index %m : memref<4x?xf32> -> index
    %base, %off, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<4x?xf32> -> memref<f32>, index, index, index, index, index
    %z = memref.alloca() : memref<f32, 3>
    %b0, %o0 = memref.extract_strided_metadata %z : memref<f32, 3> -> memref<f32, 3>, index
    %13 = memref.assume_alignment %m, 16 : memref<4x?xf32>
    %14 = memref.assume_alignment %4, 64 {test.a} : memref<?x?xf32>
    return
  }

  func.func @views(%m: memref<8x16x4xf32>, %d: memref<?x?xf32>, %st: memref<64x4xf32, strided<[7, 9], offset: 91>>, %u: memref<*xf32>, %b: memref<2048xi8>, %i: index, %j: index, %cs: memref<8x4xf32, strided<[8, 2], offset: 3>>) {
    %0 = memref.subview %m[0, 0, 0][8, 16, 4][1, 1, 1] : memref<8x16x4xf32> to memref<8x16x4xf32, strided<[64, 4, 1]>>
    %1 = memref.subview %m[1, %i, 2][1, 4, 2][1, 2, 1] : memref<8x16x4xf32> to memref<4x2xf32, strided<[8, 1], offset: ?>>
    %2 = memref.subview %d[%i, %j][%j, %i][%i, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
    %3 = memref.subview %st[4, 1][8, 2][3, 2] : memref<64x4xf32, strided<[7, 9], offset: 91>> to memref<8x2xf32, strided<[21, 18], offset: 128>>
    %4 = memref.subview %m[0, 0, 0][1, 16, 4][1, 1, 1] : memref<8x16x4xf32> to memref<16x4xf32>
    %5 = memref.subview %m[3, 4, 2][1, 6, 1][1, 1, 1] : memref<8x16x4xf32> to memref<6xf32, strided<[4], offset: 210>>
    %6 = memref.subview %d[0, 0][4, 4][1, 1] {test.s} : memref<?x?xf32> to memref<4x4xf32, strided<[?, 1]>>
    %7 = memref.reinterpret_cast %u to offset: [0], sizes: [%i, 10], strides: [1, %j] : memref<*xf32> to memref<?x10xf32, strided<[1, ?]>>
    %8 = memref.reinterpret_cast %m to offset: [%i], sizes: [4, 4], strides: [%j, 1] : memref<8x16x4xf32> to memref<4x4xf32, strided<[?, 1], offset: ?>>
    %9 = memref.reinterpret_cast %d to offset: [5], sizes: [], strides: [] : memref<?x?xf32> to memref<f32, strided<[], offset: 5>>
    %10 = memref.expand_shape %d [[0, 1], [2]] output_shape [%i, 2, %j] : memref<?x?xf32> into memref<?x2x?xf32>
    %11 = memref.collapse_shape %10 [[0, 1], [2]] : memref<?x2x?xf32> into memref<?x?xf32>
    %12 = memref.collapse_shape %m [[0, 1, 2]] : memref<8x16x4xf32> into memref<512xf32>
    %13 = memref.expand_shape %12 [[0, 1]] output_shape [2, 256] : memref<512xf32> into memref<2x256xf32>
    %14 = memref.collapse_shape %cs [[0, 1]] : memref<8x4xf32, strided<[8, 2], offset: 3>> into memref<32xf32, strided<[2], offset: 3>>
    %15 = memref.alloc() : memref<1x1xf32>
    %16 = memref.collapse_shape %15 [] : memref<1x1xf32> into memref<f32>
    %17 = memref.expand_shape %16 [] output_shape [1, 1] : memref<f32> into memref<1x1xf32>
    %18 = memref.expand_shape %st [[0, 1], [2]] output_shape [2, 32, 4] : memref<64x4xf32, strided<[7, 9], offset: 91>> into memref<2x32x4xf32, strided<[224, 7, 9], offset: 91>>
    %19 = memref.view %b[%i][] : memref<2048xi8> to memref<64x4xf32>
    %20 = memref.view %b[%i][%i, %j] : memref<2048xi8> to memref<?x4x?xf32>
    %t0 = memref.transpose %d (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
    %t1 = memref.transpose %m (a, b, c) -> (c, a, b) {test.t} : memref<8x16x4xf32> to memref<4x8x16xf32, strided<[1, 64, 4]>>
    %t2 = memref.transpose %st (i, j) -> (i, j) : memref<64x4xf32, strided<[7, 9], offset: 91>> to memref<64x4xf32, strided<[7, 9], offset: 91>>
    %t3 = "memref.transpose"(%cs) <{permutation = affine_map<(d0, d1) -> (d1, d0)>}> : (memref<8x4xf32, strided<[8, 2], offset: 3>>) -> memref<4x8xf32, strided<[2, 8], offset: 3>>
    %21 = "memref.subview"(%d, %i) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 1>}> : (memref<?x?xf32>, index) -> memref<2x2xf32, strided<[?, 1], offset: ?>>
    return
  }

  func.func @atomics(%m: memref<10xf32>, %n: memref<10xi32>, %i: index, %f: f32, %k: i32) {
    %0 = memref.atomic_rmw addf %f, %m[%i] : (f32, memref<10xf32>) -> f32
    %1 = memref.atomic_rmw maximumf %f, %m[%i] : (f32, memref<10xf32>) -> f32
    %2 = memref.atomic_rmw minimumf %f, %m[%i] : (f32, memref<10xf32>) -> f32
    %3 = memref.atomic_rmw mulf %f, %m[%i] : (f32, memref<10xf32>) -> f32
    %4 = memref.atomic_rmw assign %f, %m[%i] : (f32, memref<10xf32>) -> f32
    %5 = memref.atomic_rmw maxnumf %f, %m[%i] : (f32, memref<10xf32>) -> f32
    %6 = memref.atomic_rmw minnumf %f, %m[%i] {test.x} : (f32, memref<10xf32>) -> f32
    %7 = memref.atomic_rmw addi %k, %n[%i] : (i32, memref<10xi32>) -> i32
    %8 = memref.atomic_rmw andi %k, %n[%i] : (i32, memref<10xi32>) -> i32
    %9 = memref.atomic_rmw maxs %k, %n[%i] : (i32, memref<10xi32>) -> i32
    %10 = memref.atomic_rmw maxu %k, %n[%i] : (i32, memref<10xi32>) -> i32
    %11 = memref.atomic_rmw mins %k, %n[%i] : (i32, memref<10xi32>) -> i32
    %12 = memref.atomic_rmw minu %k, %n[%i] : (i32, memref<10xi32>) -> i32
    %13 = memref.atomic_rmw muli %k, %n[%i] : (i32, memref<10xi32>) -> i32
    %14 = memref.atomic_rmw ori %k, %n[%i] : (i32, memref<10xi32>) -> i32
    %15 = memref.atomic_rmw xori %k, %n[%i] : (i32, memref<10xi32>) -> i32
    %16 = memref.atomic_rmw "addf" %f, %m[%i] : (f32, memref<10xf32>) -> f32
    %17 = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {
    ^bb0(%cur: f32):
      %c = arith.constant 1.0 : f32
      %inc = arith.addf %c, %cur : f32
      memref.atomic_yield %inc : f32
    }
    %18 = memref.generic_atomic_rmw %n[%i] : memref<10xi32> {
    ^bb0(%cur: i32):
      memref.atomic_yield %cur : i32
    } {test.g}
    return
  }

  func.func @dma(%a: memref<4xf32>, %b: memref<4x4xf32, 1>, %t: memref<1xi32>, %i: index) {
    memref.dma_start %a[%i], %b[%i, %i], %i, %t[%i] : memref<4xf32>, memref<4x4xf32, 1>, memref<1xi32>
    memref.dma_start %a[%i], %b[%i, %i], %i, %t[%i], %i, %i : memref<4xf32>, memref<4x4xf32, 1>, memref<1xi32>
    memref.dma_wait %t[%i], %i : memref<1xi32>
    memref.dma_wait %t[%i], %i {test.w} : memref<1xi32>
    %0:2 = memref.distinct_objects %a, %b : memref<4xf32>, memref<4x4xf32, 1>
    %1 = memref.distinct_objects %t {test.d} : memref<1xi32>
    "memref.dma_start"(%a, %i, %b, %i, %i, %i, %t, %i) {test.s} : (memref<4xf32>, index, memref<4x4xf32, 1>, index, index, index, memref<1xi32>, index) -> ()
    return
  }

  func.func @globals(%i: index) -> memref<2xf32> {
    %0 = memref.get_global @g : memref<2xf32>
    %1 = memref.get_global @s : memref<f32>
    %2 = memref.get_global @m : memref<2x2xi1, 1>
    %3 = memref.realloc %0 : memref<2xf32> to memref<4xf32>
    %4 = memref.realloc %3(%i) {alignment = 8} : memref<4xf32> to memref<?xf32>
    return %0 : memref<2xf32>
  }
}
