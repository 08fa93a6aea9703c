// PIPELINE: builtin.module(func.func(cse))
// PIPELINE: builtin.module(cse)
// Read-only ops (loads) merge with an identical earlier read in the same
// block when no op in between may write (stores, calls, unknown ops,
// regions containing writes); allocations and pure regions do not stop it.
func.func @f(%m: memref<4xi32>, %i: index, %v: i32) -> (i32, i32, i32, i32) {
  %a = memref.load %m[%i] : memref<4xi32>
  %b = memref.load %m[%i] : memref<4xi32>
  memref.store %v, %m[%i] : memref<4xi32>
  %c = memref.load %m[%i] : memref<4xi32>
  %d = memref.load %m[%i] : memref<4xi32>
  return %a, %b, %c, %d : i32, i32, i32, i32
}
func.func @g(%m: memref<4xi32>, %i: index, %c: i1) -> (i32, i32) {
  %a = memref.load %m[%i] : memref<4xi32>
  scf.if %c {
    %x = memref.load %m[%i] : memref<4xi32>
    "test.use"(%x) : (i32) -> ()
  }
  %b = memref.load %m[%i] : memref<4xi32>
  return %a, %b : i32, i32
}
func.func @h(%m: memref<4xi32>, %i: index, %c: i1, %v: i32) -> (i32, i32, i32, i32, i32, i32) {
  %a = memref.load %m[%i] : memref<4xi32>
  scf.if %c {
    %x = arith.addi %v, %v : i32
  }
  %b = memref.load %m[%i] : memref<4xi32>
  %t = memref.alloca() : memref<4xi32>
  %c2 = memref.load %m[%i] : memref<4xi32>
  scf.if %c {
    memref.store %v, %t[%i] : memref<4xi32>
  }
  %d = memref.load %m[%i] : memref<4xi32>
  %e = memref.load %m[%i] : memref<4xi32>
  func.call @h2() : () -> ()
  %f = memref.load %m[%i] : memref<4xi32>
  %g = memref.load %t[%i] : memref<4xi32>
  %k = memref.atomic_rmw addi %v, %t[%i] : (i32, memref<4xi32>) -> i32
  %g2 = memref.load %t[%i] : memref<4xi32>
  "test.use"(%g, %g2, %k) : (i32, i32, i32) -> ()
  return %a, %b, %c2, %d, %e, %f : i32, i32, i32, i32, i32, i32
}
func.func private @h2()
