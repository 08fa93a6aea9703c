// index folders and canonicalization patterns (MLIR 22's IndexOps.cpp):
// constants fold only when a 32-bit and a 64-bit index agree; identities,
// commutative operand order, constant combining, cmp of min/max ranges,
// cmp of a difference with zero, casts of constants.
// RUN: rmlir-opt %s -canonicalize | FileCheck %s
// RUN: rmlir-opt %s -canonicalize --emit-bytecode | rmlir-opt | FileCheck %s


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

func.func @identities_more(%a: index, %b: index) -> (index, index, index, index, index, index, index, index, index, index, index, index, i1) {
  %c0 = index.constant 0
  %c1 = index.constant 1
  %m1 = index.constant -1
  %0 = index.sub %a, %a
  %1 = index.divs %a, %c1
  %2 = index.divu %a, %c1
  %3 = index.and %a, %a
  %4 = index.or %a, %c0
  %5 = index.xor %a, %a
  %6 = index.maxs %a, %a
  %7 = index.shl %a, %c0
  %8 = index.rems %a, %c1
  %9 = index.add %c0, %a
  %10 = index.mul %c1, %a
  %11 = index.and %a, %m1
  %12 = index.casts %a : index to i64
  %13 = index.casts %12 : i64 to index
  %14 = index.cmp eq(%13, %a)
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %14 : index, index, index, index, index, index, index, index, index, index, index, index, i1
}

func.func @commutative(%a: index) -> (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, i1) {
  %c = index.constant 7
  %0 = index.add %c, %a
  %1 = index.sub %c, %a
  %2 = index.mul %c, %a
  %3 = index.divs %c, %a
  %4 = index.divu %c, %a
  %5 = index.ceildivs %c, %a
  %6 = index.ceildivu %c, %a
  %7 = index.floordivs %c, %a
  %8 = index.rems %c, %a
  %9 = index.remu %c, %a
  %10 = index.maxs %c, %a
  %11 = index.maxu %c, %a
  %12 = index.mins %c, %a
  %13 = index.minu %c, %a
  %14 = index.shl %c, %a
  %15 = index.shrs %c, %a
  %16 = index.shru %c, %a
  %17 = index.and %c, %a
  %18 = index.or %c, %a
  %19 = index.xor %c, %a
  %x = index.cmp eq(%c, %a)
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %x : index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, i1
}

func.func @poison_operands(%a: index, %b: index) -> (index, index, i1, i1, i1, index, i1, i1) {
  %p = ub.poison : index
  %c0 = index.constant 0
  %c2 = index.constant 2
  %0 = index.add %a, %p
  %1 = index.add %0, %c2
  %s = index.sub %a, %b
  %2 = index.cmp ult(%s, %c0)
  %s2 = index.sub %c0, %c0
  %3 = index.cmp eq(%s2, %c0)
  %4 = index.cmp ne(%c0, %s)
  %ac = arith.constant 5 : index
  %5 = index.mul %a, %ac
  %6 = index.mul %5, %ac
  %7 = index.cmp slt(%p, %c0)
  %8 = index.casts %p : index to i64
  %88 = index.casts %8 : i64 to index
  %9 = index.cmp sgt(%88, %88)
  %mx = index.maxs %a, %p
  %10 = index.cmp sgt(%mx, %c0)
  return %1, %6, %2, %3, %4, %mx, %9, %10 : index, index, i1, i1, i1, index, i1, i1
}

// CHECK: module {
// CHECK-LABEL: func.func @add() -> (index, index, index) {
// CHECK-NEXT: %idx2101 = index.constant 2101
// CHECK-NEXT: %idx7000002101 = index.constant 7000002101
// CHECK-NEXT: %idx-2446744073709551616 = index.constant -2446744073709551616
// CHECK-NEXT: return %idx2101, %idx7000002101, %idx-2446744073709551616 : index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @sub_mul() -> (index, index) {
// CHECK-NEXT: %idx-5000000000 = index.constant -5000000000
// CHECK-NEXT: %idx-2446744069709551616 = index.constant -2446744069709551616
// CHECK-NEXT: return %idx-5000000000, %idx-2446744069709551616 : index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @divs() -> (index, index, index, index) {
// CHECK-NEXT: %idx4294967296 = index.constant 4294967296
// CHECK-NEXT: %idx2 = index.constant 2
// CHECK-NEXT: %idx0 = index.constant 0
// CHECK-NEXT: %idx-4294967296 = index.constant -4294967296
// CHECK-NEXT: %0 = index.divs %idx2, %idx0
// CHECK-NEXT: %1 = index.divs %idx4294967296, %idx2
// CHECK-NEXT: return %idx-4294967296, %0, %1, %idx0 : index, index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @divu_nofold() -> (index, index) {
// CHECK-NEXT: %idx0 = index.constant 0
// CHECK-NEXT: %idx2 = index.constant 2
// CHECK-NEXT: %idx4294967296 = index.constant 4294967296
// CHECK-NEXT: %0 = index.divu %idx2, %idx0
// CHECK-NEXT: %1 = index.divu %idx4294967296, %idx2
// CHECK-NEXT: return %0, %1 : index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @ceildivs() -> (index, index, index, index, index, index) {
// CHECK-NEXT: %idx0 = index.constant 0
// CHECK-NEXT: %idx1 = index.constant 1
// CHECK-NEXT: %idx3 = index.constant 3
// CHECK-NEXT: %idx-2 = index.constant -2
// CHECK-NEXT: %idx2147483648 = index.constant 2147483648
// CHECK-NEXT: %idx-2147483647 = index.constant -2147483647
// CHECK-NEXT: return %idx0, %idx1, %idx3, %idx-2, %idx2147483648, %idx-2147483647 : index, index, index, index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @ceildivu_floordivs() -> (index, index, index, index, index) {
// CHECK-NEXT: %idx4294967296 = index.constant 4294967296
// CHECK-NEXT: %idx2 = index.constant 2
// CHECK-NEXT: %idx4294967297 = index.constant 4294967297
// CHECK-NEXT: %idx-3 = index.constant -3
// CHECK-NEXT: %idx-2147483648 = index.constant -2147483648
// CHECK-NEXT: %idx-2147483647 = index.constant -2147483647
// CHECK-NEXT: %0 = index.floordivs %idx4294967296, %idx2
// CHECK-NEXT: return %idx4294967297, %idx-3, %idx-2147483648, %idx-2147483647, %0 : index, index, index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @rem() -> (index, index, index, index, index, index) {
// CHECK-NEXT: %idx-1 = index.constant -1
// CHECK-NEXT: %idx2 = index.constant 2
// CHECK-NEXT: %idx0 = index.constant 0
// CHECK-NEXT: %idx4294967297 = index.constant 4294967297
// CHECK-NEXT: %0 = index.rems %idx2, %idx0
// CHECK-NEXT: %1 = index.remu %idx2, %idx0
// CHECK-NEXT: %2 = index.rems %idx2, %idx4294967297
// CHECK-NEXT: %3 = index.remu %idx2, %idx4294967297
// CHECK-NEXT: return %0, %1, %idx-1, %2, %idx2, %3 : index, index, index, index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @minmax() -> (index, index, index, index, index, index, index, index) {
// CHECK-NEXT: %idx-4 = index.constant -4
// CHECK-NEXT: %idx-1 = index.constant -1
// CHECK-NEXT: %idx4294967297 = index.constant 4294967297
// CHECK-NEXT: %idx1 = index.constant 1
// CHECK-NEXT: %idx4294967296 = index.constant 4294967296
// CHECK-NEXT: %idx2147483647 = index.constant 2147483647
// CHECK-NEXT: %idx2147483648 = index.constant 2147483648
// CHECK-NEXT: %idx2 = index.constant 2
// CHECK-NEXT: %0 = index.maxs %idx1, %idx4294967296
// CHECK-NEXT: %1 = index.mins %idx1, %idx4294967296
// CHECK-NEXT: %2 = index.mins %idx2147483647, %idx2147483648
// CHECK-NEXT: return %idx2, %0, %idx4294967297, %idx-1, %idx-4, %1, %2, %idx1 : index, index, index, index, index, index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @shifts() -> (index, index, index, index, index, index, index, index, index, index) {
// CHECK-NEXT: %idx137438953472 = index.constant 137438953472
// CHECK-NEXT: %idx8589934592000000000 = index.constant 8589934592000000000
// CHECK-NEXT: %idx1 = index.constant 1
// CHECK-NEXT: %idx32 = index.constant 32
// CHECK-NEXT: %idx4000000000000 = index.constant 4000000000000
// CHECK-NEXT: %idx4294967296 = index.constant 4294967296
// CHECK-NEXT: %idx512 = index.constant 512
// CHECK-NEXT: %0 = index.shl %idx1, %idx32
// CHECK-NEXT: %1 = index.shrs %idx4000000000000, %idx32
// CHECK-NEXT: %2 = index.shrs %idx4294967296, %idx1
// CHECK-NEXT: %3 = index.shru %idx4000000000000, %idx32
// CHECK-NEXT: %4 = index.shru %idx4294967296, %idx1
// CHECK-NEXT: return %idx512, %0, %idx8589934592000000000, %idx32, %1, %2, %idx137438953472, %3, %4, %idx137438953472 : index, index, index, index, index, index, index, index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @bitwise() -> (index, index, index) {
// CHECK-NEXT: %idx1 = index.constant 1
// CHECK-NEXT: %idx7 = index.constant 7
// CHECK-NEXT: %idx4 = index.constant 4
// CHECK-NEXT: return %idx1, %idx7, %idx4 : index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cmp(%arg0: index) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %idx4294967296 = index.constant 4294967296
// CHECK-NEXT: %idx1 = index.constant 1
// CHECK-NEXT: %idx0 = index.constant 0
// CHECK-NEXT: %false = index.bool.constant false
// CHECK-NEXT: %true = index.bool.constant true
// CHECK-NEXT: %0 = index.cmp sgt(%idx0, %arg0)
// CHECK-NEXT: %1 = index.cmp sgt(%arg0, %idx0)
// CHECK-NEXT: %2 = index.cmp slt(%idx1, %idx4294967296)
// CHECK-NEXT: return %false, %true, %true, %false, %0, %1, %2, %true : i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cmp_same_args(%arg0: index) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %true = index.bool.constant true
// CHECK-NEXT: %false = index.bool.constant false
// CHECK-NEXT: return %true, %true, %true, %true, %true, %false, %false, %false, %false, %false : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cmp_minmax(%arg0: index) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %idx1 = index.constant 1
// CHECK-NEXT: %idx4294967296 = index.constant 4294967296
// CHECK-NEXT: %true = index.bool.constant true
// CHECK-NEXT: %false = index.bool.constant false
// CHECK-NEXT: %0 = index.maxu %arg0, %idx4294967296
// CHECK-NEXT: %1 = index.cmp ugt(%0, %idx1)
// CHECK-NEXT: %2 = index.minu %arg0, %idx1
// CHECK-NEXT: %3 = index.cmp ne(%2, %idx4294967296)
// CHECK-NEXT: return %true, %false, %true, %1, %true, %3, %false, %false : i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @identities(%arg0: index) -> (index, index, index, index, index) {
// CHECK-NEXT: %idx0 = index.constant 0
// CHECK-NEXT: %0 = index.sub %idx0, %arg0
// CHECK-NEXT: return %idx0, %arg0, %arg0, %arg0, %0 : index, index, index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @casts() -> (index, index, i32, i64, i64, i48, i48, i1, index) {
// CHECK-NEXT: %idx300 = index.constant 300
// CHECK-NEXT: %true = index.bool.constant true
// CHECK-NEXT: %idx-7 = index.constant -7
// CHECK-NEXT: %idx8589934591 = index.constant 8589934591
// CHECK-NEXT: %idx8000000000000 = index.constant 8000000000000
// CHECK-NEXT: %idx-1000 = index.constant -1000
// CHECK-NEXT: %0 = index.casts %idx8589934591 : index to i32
// CHECK-NEXT: %1 = index.casts %idx8589934591 : index to i64
// CHECK-NEXT: %2 = index.casts %idx-7 : index to i64
// CHECK-NEXT: %3 = index.castu %idx-7 : index to i48
// CHECK-NEXT: %4 = index.casts %idx-7 : index to i48
// CHECK-NEXT: return %idx8000000000000, %idx-1000, %0, %1, %2, %3, %4, %true, %idx300 : index, index, i32, i64, i64, i48, i48, i1, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @combine(%arg0: index) -> (index, index, index, index, index, index, index, index, index) {
// CHECK-NEXT: %idx0 = index.constant 0
// CHECK-NEXT: %idx2 = index.constant 2
// CHECK-NEXT: %idx6 = index.constant 6
// CHECK-NEXT: %idx12 = index.constant 12
// CHECK-NEXT: %idx1 = index.constant 1
// CHECK-NEXT: %idx4294967296 = index.constant 4294967296
// CHECK-NEXT: %idx3 = index.constant 3
// CHECK-NEXT: %0 = index.add %arg0, %idx3
// CHECK-NEXT: %1 = index.mul %arg0, %idx12
// CHECK-NEXT: %2 = index.maxs %arg0, %idx6
// CHECK-NEXT: %3 = index.minu %arg0, %idx4294967296
// CHECK-NEXT: %4 = index.minu %3, %idx1
// CHECK-NEXT: %5 = index.mins %arg0, %idx4294967296
// CHECK-NEXT: %6 = index.mins %5, %idx1
// CHECK-NEXT: %7 = index.and %arg0, %idx2
// CHECK-NEXT: %8 = index.or %arg0, %idx3
// CHECK-NEXT: %9 = index.xor %arg0, %idx0
// CHECK-NEXT: %10 = index.maxu %arg0, %idx2
// CHECK-NEXT: return %0, %1, %2, %4, %6, %7, %8, %9, %10 : index, index, index, index, index, index, index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @sizeof() -> index {
// CHECK-NEXT: %idx8 = index.constant 8
// CHECK-NEXT: %0 = index.sizeof
// CHECK-NEXT: %1 = index.add %0, %idx8
// CHECK-NEXT: return %1 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @identities_more(%arg0: index, %arg1: index) -> (index, index, index, index, index, index, index, index, index, index, index, index, i1) {
// CHECK-NEXT: %idx0 = index.constant 0
// CHECK-NEXT: %idx1 = index.constant 1
// CHECK-NEXT: %idx-1 = index.constant -1
// CHECK-NEXT: %0 = index.sub %arg0, %arg0
// CHECK-NEXT: %1 = index.divs %arg0, %idx1
// CHECK-NEXT: %2 = index.divu %arg0, %idx1
// CHECK-NEXT: %3 = index.and %arg0, %arg0
// CHECK-NEXT: %4 = index.or %arg0, %idx0
// CHECK-NEXT: %5 = index.xor %arg0, %arg0
// CHECK-NEXT: %6 = index.maxs %arg0, %arg0
// CHECK-NEXT: %7 = index.shl %arg0, %idx0
// CHECK-NEXT: %8 = index.rems %arg0, %idx1
// CHECK-NEXT: %9 = index.and %arg0, %idx-1
// CHECK-NEXT: %10 = index.casts %arg0 : index to i64
// CHECK-NEXT: %11 = index.casts %10 : i64 to index
// CHECK-NEXT: %12 = index.cmp eq(%11, %arg0)
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6, %7, %8, %arg0, %arg0, %9, %12 : index, index, index, index, index, index, index, index, index, index, index, index, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @commutative(%arg0: index) -> (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, i1) {
// CHECK-NEXT: %idx7 = index.constant 7
// CHECK-NEXT: %0 = index.add %arg0, %idx7
// CHECK-NEXT: %1 = index.sub %idx7, %arg0
// CHECK-NEXT: %2 = index.mul %arg0, %idx7
// CHECK-NEXT: %3 = index.divs %idx7, %arg0
// CHECK-NEXT: %4 = index.divu %idx7, %arg0
// CHECK-NEXT: %5 = index.ceildivs %idx7, %arg0
// CHECK-NEXT: %6 = index.ceildivu %idx7, %arg0
// CHECK-NEXT: %7 = index.floordivs %idx7, %arg0
// CHECK-NEXT: %8 = index.rems %idx7, %arg0
// CHECK-NEXT: %9 = index.remu %idx7, %arg0
// CHECK-NEXT: %10 = index.maxs %arg0, %idx7
// CHECK-NEXT: %11 = index.maxu %arg0, %idx7
// CHECK-NEXT: %12 = index.mins %arg0, %idx7
// CHECK-NEXT: %13 = index.minu %arg0, %idx7
// CHECK-NEXT: %14 = index.shl %idx7, %arg0
// CHECK-NEXT: %15 = index.shrs %idx7, %arg0
// CHECK-NEXT: %16 = index.shru %idx7, %arg0
// CHECK-NEXT: %17 = index.and %arg0, %idx7
// CHECK-NEXT: %18 = index.or %arg0, %idx7
// CHECK-NEXT: %19 = index.xor %arg0, %idx7
// CHECK-NEXT: %20 = index.cmp eq(%idx7, %arg0)
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20 : index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @poison_operands(%arg0: index, %arg1: index) -> (index, index, i1, i1, i1, index, i1, i1) {
// CHECK-NEXT: %false = index.bool.constant false
// CHECK-NEXT: %idx25 = index.constant 25
// CHECK-NEXT: %true = index.bool.constant true
// CHECK-NEXT: %0 = ub.poison : index
// CHECK-NEXT: %idx0 = index.constant 0
// CHECK-NEXT: %idx2 = index.constant 2
// CHECK-NEXT: %1 = index.add %arg0, %0
// CHECK-NEXT: %2 = index.add %1, %idx2
// CHECK-NEXT: %3 = index.cmp ult(%arg0, %arg1)
// CHECK-NEXT: %4 = index.cmp ne(%arg1, %arg0)
// CHECK-NEXT: %5 = index.mul %arg0, %idx25
// CHECK-NEXT: %6 = index.maxs %arg0, %0
// CHECK-NEXT: %7 = index.cmp sgt(%6, %idx0)
// CHECK-NEXT: return %2, %5, %3, %true, %4, %6, %false, %7 : index, index, i1, i1, i1, index, i1, i1
// CHECK-NEXT: }
// CHECK-NEXT: }
