// PIPELINE: builtin.module(func.func(cse))
// PIPELINE: builtin.module(func.func(canonicalize))
// Memory effects: unused allocations and loads are dead; stores are not.
func.func @f(%m: memref<4xi32>, %i: index, %v: i32) -> i32 {
  %a = memref.alloc() : memref<8xi32>
  %b = memref.alloca() : memref<8xi32>
  %l = memref.load %m[%i] : memref<4xi32>
  %l2 = memref.load %m[%i] : memref<4xi32>
  memref.store %v, %m[%i] : memref<4xi32>
  %l3 = memref.load %m[%i] : memref<4xi32>
  %s = arith.addi %l2, %l3 : i32
  return %s : i32
}
