// PIPELINE: builtin.module(func.func(canonicalize))
// PIPELINE: builtin.module(func.func(canonicalize,cse))
// PIPELINE: builtin.module(func.func(sccp))
// PIPELINE: builtin.module(inline,canonicalize)
// PIPELINE: builtin.module(func.func(loop-invariant-code-motion))
// index folders and canonicalization patterns (MLIR 22): a fold applies
// only when a 32-bit and a 64-bit index give the same result.

func.func @add() -> (index, index, index) {
  %0 = index.constant 1
  %1 = index.constant 2100
  %2 = index.constant 3000000001
  %3 = index.constant 4000002100
  %4 = index.add %0, %1
  %5 = index.add %2, %3
  %6 = index.constant 8000000000000000000
  %7 = index.add %6, %6
  return %4, %5, %7 : index, index, index
}

func.func @sub_mul() -> (index, index) {
  %0 = index.constant -2000000000
  %1 = index.constant 3000000000
  %2 = index.sub %0, %1
  %3 = index.constant 8000000002000000000
  %4 = index.constant 2
  %5 = index.mul %3, %4
  return %2, %5 : index, index
}

func.func @divs() -> (index, index, index, index) {
  %m2 = index.constant -2
  %big = index.constant 0x200000000
  %0 = index.divs %big, %m2
  %z = index.constant 0
  %c2 = index.constant 2
  %odd = index.constant 0x100000000
  %1 = index.divs %c2, %z
  %2 = index.divs %odd, %c2
  %3 = index.divu %big, %m2
  return %0, %1, %2, %3 : index, index, index, index
}

func.func @divu_nofold() -> (index, index) {
  %z = index.constant 0
  %c2 = index.constant 2
  %odd = index.constant 0x100000000
  %0 = index.divu %c2, %z
  %1 = index.divu %odd, %c2
  return %0, %1 : index, index
}

func.func @ceildivs() -> (index, index, index, index, index, index) {
  %c0 = index.constant 0
  %c2 = index.constant 2
  %c5 = index.constant 5
  %m5 = index.constant -5
  %0 = index.ceildivs %c0, %c5
  %1 = index.ceildivs %c2, %c5
  %2 = index.ceildivs %c5, %c2
  %3 = index.ceildivs %m5, %c2
  %n1 = index.constant -1
  %min = index.constant -2147483648
  %max = index.constant 2147483647
  %4 = index.ceildivs %min, %n1
  %5 = index.ceildivs %max, %n1
  return %0, %1, %2, %3, %4, %5 : index, index, index, index, index, index
}

func.func @ceildivu_floordivs() -> (index, index, index, index, index) {
  %0 = index.constant 0x200000001
  %1 = index.constant 2
  %2 = index.ceildivu %0, %1
  %m5 = index.constant -5
  %3 = index.floordivs %m5, %1
  %min = index.constant -2147483648
  %max = index.constant 2147483647
  %n1 = index.constant -1
  %p1 = index.constant 1
  %4 = index.floordivs %min, %p1
  %5 = index.floordivs %max, %n1
  %odd = index.constant 0x100000000
  %6 = index.floordivs %odd, %1
  return %2, %3, %4, %5, %6 : index, index, index, index, index
}

func.func @rem() -> (index, index, index, index, index, index) {
  %c2 = index.constant 2
  %z = index.constant 0
  %m5 = index.constant -5
  %m1 = index.constant -1
  %big = index.constant 0x100000001
  %0 = index.rems %c2, %z
  %1 = index.remu %c2, %z
  %2 = index.rems %m5, %c2
  %3 = index.rems %c2, %big
  %4 = index.remu %c2, %m1
  %5 = index.remu %c2, %big
  return %0, %1, %2, %3, %4, %5 : index, index, index, index, index, index
}

func.func @minmax() -> (index, index, index, index, index, index, index, index) {
  %m4 = index.constant -4
  %c2 = index.constant 2
  %c1 = index.constant 1
  %m1 = index.constant -1
  %b0 = index.constant 0x100000000
  %b1 = index.constant 0x100000001
  %x = index.constant 0x7fffffff
  %y = index.constant 0x80000000
  %0 = index.maxs %m4, %c2
  %1 = index.maxs %c1, %b0
  %2 = index.maxs %c1, %b1
  %3 = index.maxu %m1, %c1
  %4 = index.mins %m4, %c2
  %5 = index.mins %c1, %b0
  %6 = index.mins %x, %y
  %7 = index.minu %m1, %c1
  return %0, %1, %2, %3, %4, %5, %6, %7 : index, index, index, index, index, index, index, index
}

func.func @shifts() -> (index, index, index, index, index, index, index, index, index, index) {
  %c128 = index.constant 128
  %c2 = index.constant 2
  %c1 = index.constant 1
  %c3 = index.constant 3
  %c31 = index.constant 31
  %c32 = index.constant 32
  %c4e9 = index.constant 4000000000
  %c4e12 = index.constant 4000000000000
  %b = index.constant 0x100000000
  %e = index.constant 0x10000000000
  %0 = index.shl %c128, %c2
  %1 = index.shl %c1, %c32
  %2 = index.shl %c4e9, %c31
  %3 = index.shrs %c128, %c2
  %4 = index.shrs %c4e12, %c32
  %5 = index.shrs %b, %c1
  %6 = index.shrs %e, %c3
  %7 = index.shru %c4e12, %c32
  %8 = index.shru %b, %c1
  %9 = index.shru %e, %c3
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : index, index, index, index, index, index, index, index, index, index
}

func.func @bitwise() -> (index, index, index) {
  %c5 = index.constant 5
  %c1 = index.constant 1
  %c2 = index.constant 2
  %0 = index.and %c5, %c1
  %1 = index.or %c5, %c2
  %2 = index.xor %c5, %c1
  return %0, %1, %2 : index, index, index
}

func.func @cmp(%arg0: index) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %a = index.constant 0
  %b = index.constant -1
  %d = index.constant 4
  %0 = index.cmp slt(%a, %b)
  %1 = index.cmp ugt(%b, %a)
  %2 = index.cmp ne(%d, %a)
  %3 = index.cmp sgt(%b, %a)
  %4 = index.sub %a, %arg0
  %5 = index.cmp sgt(%4, %a)
  %6 = index.sub %a, %arg0
  %7 = index.cmp sgt(%a, %6)
  %lhs = index.constant 1
  %rhs = index.constant 0x100000000
  %8 = index.cmp slt(%lhs, %rhs)
  %rhs2 = index.constant 0x100000002
  %9 = index.cmp slt(%lhs, %rhs2)
  return %0, %1, %2, %3, %5, %7, %8, %9 : i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @cmp_same_args(%a: index) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %0 = index.cmp eq(%a, %a)
  %1 = index.cmp sge(%a, %a)
  %2 = index.cmp sle(%a, %a)
  %3 = index.cmp uge(%a, %a)
  %4 = index.cmp ule(%a, %a)
  %5 = index.cmp ne(%a, %a)
  %6 = index.cmp sgt(%a, %a)
  %7 = index.cmp slt(%a, %a)
  %8 = index.cmp ugt(%a, %a)
  %9 = index.cmp ult(%a, %a)
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @cmp_minmax(%arg0: index) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %idx0 = index.constant 0
  %idx1 = index.constant 1
  %big = index.constant 0x100000000
  %m1 = index.constant -1
  %0 = index.maxs %arg0, %idx1
  %1 = index.cmp sgt(%0, %idx0)
  %2 = index.cmp eq(%0, %idx0)
  %3 = index.mins %arg0, %idx0
  %4 = index.cmp sle(%3, %idx1)
  %5 = index.maxu %arg0, %big
  %6 = index.cmp ugt(%5, %idx1)
  %7 = index.minu %arg0, %idx1
  %8 = index.cmp ule(%7, %m1)
  %9 = index.cmp ne(%7, %big)
  %10 = index.cmp ult(%0, %idx0)
  return %1, %2, %4, %6, %8, %9, %10, %10 : i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @identities(%arg0: index) -> (index, index, index, index, index) {
  %idx0 = index.constant 0
  %idx1 = index.constant 1
  %0 = index.mul %arg0, %idx0
  %1 = index.mul %arg0, %idx1
  %2 = index.add %arg0, %idx0
  %3 = index.sub %arg0, %idx0
  %4 = index.sub %idx0, %arg0
  return %0, %1, %2, %3, %4 : index, index, index, index, index
}

func.func @casts() -> (index, index, i32, i64, i64, i48, i48, i1, index) {
  %0 = arith.constant 8000000000000 : i48
  %1 = index.castu %0 : i48 to index
  %2 = arith.constant -1000 : i48
  %3 = index.casts %2 : i48 to index
  %big = index.constant 0x1ffffffff
  %4 = index.casts %big : index to i32
  %5 = index.casts %big : index to i64
  %neg = index.constant -7
  %6 = index.casts %neg : index to i64
  %7 = index.castu %neg : index to i48
  %8 = index.casts %neg : index to i48
  %9 = index.castu %neg : index to i1
  %10 = arith.constant 300 : i128
  %11 = index.castu %10 : i128 to index
  return %1, %3, %4, %5, %6, %7, %8, %9, %11 : index, index, i32, i64, i64, i48, i48, i1, index
}

func.func @combine(%arg0: index) -> (index, index, index, index, index, index, index, index, index) {
  %c1 = index.constant 1
  %c2 = index.constant 2
  %c6 = index.constant 6
  %big = index.constant 0x100000000
  %0 = index.add %arg0, %c1
  %1 = index.add %0, %c2
  %2 = index.mul %arg0, %c2
  %3 = index.mul %2, %c6
  %4 = index.maxs %arg0, %c1
  %5 = index.maxs %4, %c6
  %6 = index.minu %arg0, %big
  %7 = index.minu %6, %c1
  %8 = index.mins %arg0, %big
  %9 = index.mins %8, %c1
  %10 = index.and %arg0, %c6
  %11 = index.and %10, %c2
  %12 = index.or %arg0, %c1
  %13 = index.or %12, %c2
  %14 = index.xor %arg0, %c6
  %15 = index.xor %14, %c6
  %16 = index.maxu %arg0, %c2
  %17 = index.maxu %16, %c1
  %18 = index.sub %arg0, %c1
  %19 = index.sub %18, %c2
  return %1, %3, %5, %7, %9, %11, %13, %15, %17 : index, index, index, index, index, index, index, index, index
}

func.func @sizeof() -> index {
  %0 = index.sizeof
  %1 = index.constant 8
  %2 = index.add %0, %1
  return %2 : index
}

func.func private @callee(%x: index) -> index {
  %c = index.constant 3
  %0 = index.add %x, %c
  return %0 : index
}

func.func @caller(%x: index) -> index {
  %0 = func.call @callee(%x) : (index) -> index
  %c4 = index.constant 4
  %1 = index.add %0, %c4
  return %1 : index
}

func.func @loop(%lb: index, %ub: index, %a: index, %b: index) -> index {
  %c1 = index.constant 1
  %r = scf.for %i = %lb to %ub step %c1 iter_args(%acc = %a) -> (index) {
    %q = index.divs %a, %b
    %s = index.add %acc, %q
    scf.yield %s : index
  }
  return %r : index
}
