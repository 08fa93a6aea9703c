// Affine dialect: custom forms, bounds, subscripts, regions and locations.
#lb = affine_map<(d0)[s0] -> (d0 - s0, 0)>
#ub = affine_map<(d0)[s0] -> (d0 + s0 + 4, 128)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#tile = affine_map<(d0) -> (d0 floordiv 32, d0 mod 32, (d0 ceildiv 8) * 8)>
#cond = affine_set<(d0, d1)[s0] : (d0 - d1 >= 0, s0 - d0 - 1 >= 0, d1 == 0)>

func.func @apply_min_max(%a: index, %b: index, %n: index) -> (index, index, index) {
  %c3 = arith.constant 3 : index
  %0 = affine.apply affine_map<(d0, d1) -> (d0 * 3 - d1 + 7)>(%a, %b)
  %1 = affine.apply affine_map<(d0)[s0, s1] -> ((d0 + s0) floordiv s1)>(%0)[%n, %c3]
  %2 = affine.apply affine_map<()[s0] -> (-s0)>()[%n] {tag = "neg"}
  %3 = affine.min affine_map<(d0, d1)[s0] -> (d0, d1 + 2, s0 mod 4, 16)>(%a, %1)[%n]
  %4 = affine.max affine_map<()[s0] -> (s0, 0)>()[%2]
  %5 = affine.min #tile(%a)
  return %3, %4, %5 : index, index, index
}

func.func @loops(%A: memref<?x128xf32>, %B: memref<128xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %d = memref.dim %A, %c0 : memref<?x128xf32>
  affine.for %i = 0 to %d step 4 {
    affine.for %j = max #lb(%i)[%n] to min #ub(%i)[%n] {
      %v = affine.load %A[%i + %j floordiv 2, symbol(%n) + 3] : memref<?x128xf32>
      %w = affine.load %B[%j - %i * 2] : memref<128xf32>
      %s = arith.addf %v, %w : f32
      affine.store %s, %A[%i, (%j + symbol(%d)) mod 128] : memref<?x128xf32>
    } {unroll = 2 : i32}
    affine.for %k = max #id2(%i, %i) to affine_map<()[s0] -> (s0 * 2)>()[%n] {
    }
  }
  affine.for %i = -8 to 8 step 3 {
    %x = affine.load %B[-%i + 7] : memref<128xf32>
    affine.store %x, %B[%i * -3 + 32] : memref<128xf32>
  }
  return
}

func.func @reduction(%B: memref<128xf32>, %init: f32) -> (f32, f32) {
  %zero = arith.constant 0.0 : f32
  %r:2 = affine.for %i = 0 to 128 iter_args(%acc = %init, %m = %zero) -> (f32, f32) {
    %v = affine.load %B[%i] : memref<128xf32>
    %a = arith.addf %acc, %v : f32
    %b = arith.maximumf %m, %v : f32
    affine.yield %a, %b : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}

func.func @conditions(%A: memref<16x16xi32>, %n: index, %v: i32) -> i32 {
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 16 {
      affine.if #cond(%i, %j)[%n] {
        affine.store %v, %A[%i, %j] : memref<16x16xi32>
      }
      affine.if affine_set<(d0) : (d0 - 8 >= 0)>(%j) {
        affine.store %v, %A[%j, %i] : memref<16x16xi32>
      } else {
        affine.store %v, %A[%i, 15 - %j] : memref<16x16xi32>
      }
    }
  }
  %c = arith.constant 5 : index
  %r = affine.if affine_set<()[s0] : (s0 >= 0)>()[%c] -> i32 {
    %l = affine.load %A[0, symbol(%c)] : memref<16x16xi32>
    affine.yield %l : i32
  } else {
    affine.yield %v : i32
  } {marker}
  affine.if affine_set<() : (0 == 0)>() {
  }
  return %r : i32
}

func.func @zero_d(%S: memref<f64>, %v: f64) {
  %x = affine.load %S[] : memref<f64>
  affine.store %v, %S[] : memref<f64>
  %c = affine.apply affine_map<() -> (42)>()
  return
}

func.func @locs(%n: index) {
  affine.for %i loc("iv") = 0 to %n {
    affine.if affine_set<(d0) : (d0 >= 0)>(%i) {
    } loc("then")
  } loc(fused["a", "b"])
  return
}

func.func @parallel(%A: memref<100x100xf32>, %n: index, %m: index) -> (f32, i32) {
  affine.parallel (%i, %j) = (0, 0) to (98, 98) {
    %0 = affine.parallel (%kx, %ky) = (0, 0) to (2, 2) reduce ("addf") -> f32 {
      %1 = affine.load %A[%i + %kx, %j + %ky] : memref<100x100xf32>
      affine.yield %1 : f32
    }
    affine.store %0, %A[%i, %j] : memref<100x100xf32>
  }
  affine.parallel (%ii, %jj) = (0, 0) to (%n, %m) step (32, 32) {
    affine.parallel (%i, %j) = (%ii, %jj) to (min(%ii + 32, %n), min(%jj + 32, symbol(%m))) {
    } {tag}
  }
  affine.parallel (%i) = (max(%n - 3, 0, symbol(%m))) to (%n floordiv 2) {
  }
  affine.parallel () = () to () {
  }
  %r:2 = affine.parallel (%i) loc("p") = (0) to (10) reduce ("maximumf", "addi") -> (f32, i32) {
    %c = arith.constant 1.0 : f32
    %d = arith.constant 2 : i32
    affine.yield %c, %d : f32, i32
  }
  return %r#0, %r#1 : f32, i32
}

func.func @bounds(%n: index, %m: index) {
  affine.for %i = max %n to min %m {
  }
  affine.for %i = -5 to -1 step 0x3 {
  }
  affine.for %i = affine_map<()[s0] -> (s0)>()[%n] to affine_map<(d0) -> (d0)>(%m) {
  }
  affine.for %i = affine_map<() -> (5)>() to 10 {
  }
  affine.for %i = max affine_map<()[s0] -> (s0)>()[%n] to min affine_map<()[s0, s1] -> (s0 + s1)>()[%n, %m] {
  }
  affine.for %i = 0 to 4 {
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to 4 {
    }
  }
  affine.for %i = 0 to 10 {
  } {hint = "x"}
  %c = arith.constant 4 : index
  affine.for %i = %c to 4 {
    %x = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%i)[%c]
  }
  return
}
