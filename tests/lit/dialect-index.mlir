// The index dialect's custom forms print back as mlir-opt 22 prints them.
// RUN: rmlir-opt %s | rmlir-opt | FileCheck %s
// RUN: rmlir-opt %s --emit-bytecode | rmlir-opt | FileCheck %s

func.func @binary_ops(%a: index, %b: index) -> index {
  %0 = index.add %a, %b
  %1 = index.sub %0, %b
  %2 = index.mul %1, %b
  %3 = index.divs %2, %b
  %4 = index.divu %3, %b
  %5 = index.ceildivs %4, %b
  %6 = index.ceildivu %5, %b
  %7 = index.floordivs %6, %b
  %8 = index.rems %7, %b
  %9 = index.remu %8, %b
  %10 = index.maxs %9, %b
  %11 = index.maxu %10, %b
  %12 = index.mins %11, %b
  %13 = index.minu %12, %b
  %14 = index.shl %13, %b
  %15 = index.shrs %14, %b
  %16 = index.shru %15, %b
  %17 = index.and %16, %b
  %18 = index.or %17, %b {tag = "or"}
  %19 = index.xor %18, %b
  return %19 : index
}

func.func @cmp_ops(%a: index, %b: index) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %0 = index.cmp eq(%a, %b)
  %1 = index.cmp ne(%a, %b)
  %2 = index.cmp slt(%a, %b)
  %3 = index.cmp sle(%a, %b)
  %4 = index.cmp sgt(%a, %b)
  %5 = index.cmp sge(%a, %b)
  %6 = index.cmp ult(%a, %b)
  %7 = index.cmp ule(%a, %b)
  %8 = index.cmp "ugt"(%a, %b)
  %9 = index.cmp uge(%a, %b) {tag}
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @constants() -> (index, index, index, index, i1, i1, index) {
  %0 = index.constant 0
  %1 = index.constant -1
  %2 = index.constant 0x7fffffffffffffff
  %3 = index.constant {tag} 42
  %4 = index.bool.constant true
  %5 = index.bool.constant false
  %6 = index.sizeof
  return %0, %1, %2, %3, %4, %5, %6 : index, index, index, index, i1, i1, index
}

func.func @casts(%a: index, %b: i32, %c: i64, %d: si16, %e: ui8) -> (i64, index, index, i1, index, index, i128) {
  %0 = index.casts %a : index to i64
  %1 = index.casts %b : i32 to index
  %2 = index.castu %c : i64 to index
  %3 = index.castu %a : index to i1
  %4 = index.casts %d : si16 to index
  %5 = index.castu %e {tag} : ui8 to index
  %6 = index.casts %a : index to i128
  return %0, %1, %2, %3, %4, %5, %6 : i64, index, index, i1, index, index, i128
}

func.func @generic_forms(%a: index, %b: index) -> (i1, index) {
  %0 = "index.cmp"(%a, %b) <{pred = #index<cmp_predicate sle>}> : (index, index) -> i1
  %1 = "index.constant"() <{value = 5 : index}> {name = "five"} : () -> index
  return %0, %1 : i1, index
}

// CHECK: module {
// CHECK-LABEL: func.func @binary_ops(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT: %0 = index.add %arg0, %arg1
// CHECK-NEXT: %1 = index.sub %0, %arg1
// CHECK-NEXT: %2 = index.mul %1, %arg1
// CHECK-NEXT: %3 = index.divs %2, %arg1
// CHECK-NEXT: %4 = index.divu %3, %arg1
// CHECK-NEXT: %5 = index.ceildivs %4, %arg1
// CHECK-NEXT: %6 = index.ceildivu %5, %arg1
// CHECK-NEXT: %7 = index.floordivs %6, %arg1
// CHECK-NEXT: %8 = index.rems %7, %arg1
// CHECK-NEXT: %9 = index.remu %8, %arg1
// CHECK-NEXT: %10 = index.maxs %9, %arg1
// CHECK-NEXT: %11 = index.maxu %10, %arg1
// CHECK-NEXT: %12 = index.mins %11, %arg1
// CHECK-NEXT: %13 = index.minu %12, %arg1
// CHECK-NEXT: %14 = index.shl %13, %arg1
// CHECK-NEXT: %15 = index.shrs %14, %arg1
// CHECK-NEXT: %16 = index.shru %15, %arg1
// CHECK-NEXT: %17 = index.and %16, %arg1
// CHECK-NEXT: %18 = index.or %17, %arg1 {tag = "or"}
// CHECK-NEXT: %19 = index.xor %18, %arg1
// CHECK-NEXT: return %19 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cmp_ops(%arg0: index, %arg1: index) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %0 = index.cmp eq(%arg0, %arg1)
// CHECK-NEXT: %1 = index.cmp ne(%arg0, %arg1)
// CHECK-NEXT: %2 = index.cmp slt(%arg0, %arg1)
// CHECK-NEXT: %3 = index.cmp sle(%arg0, %arg1)
// CHECK-NEXT: %4 = index.cmp sgt(%arg0, %arg1)
// CHECK-NEXT: %5 = index.cmp sge(%arg0, %arg1)
// CHECK-NEXT: %6 = index.cmp ult(%arg0, %arg1)
// CHECK-NEXT: %7 = index.cmp ule(%arg0, %arg1)
// CHECK-NEXT: %8 = index.cmp ugt(%arg0, %arg1)
// CHECK-NEXT: %9 = index.cmp uge(%arg0, %arg1) {tag}
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @constants() -> (index, index, index, index, i1, i1, index) {
// CHECK-NEXT: %idx0 = index.constant 0
// CHECK-NEXT: %idx-1 = index.constant -1
// CHECK-NEXT: %idx9223372036854775807 = index.constant 9223372036854775807
// CHECK-NEXT: %idx42 = index.constant {tag} 42
// CHECK-NEXT: %true = index.bool.constant true
// CHECK-NEXT: %false = index.bool.constant false
// CHECK-NEXT: %0 = index.sizeof
// CHECK-NEXT: return %idx0, %idx-1, %idx9223372036854775807, %idx42, %true, %false, %0 : index, index, index, index, i1, i1, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @casts(%arg0: index, %arg1: i32, %arg2: i64, %arg3: si16, %arg4: ui8) -> (i64, index, index, i1, index, index, i128) {
// CHECK-NEXT: %0 = index.casts %arg0 : index to i64
// CHECK-NEXT: %1 = index.casts %arg1 : i32 to index
// CHECK-NEXT: %2 = index.castu %arg2 : i64 to index
// CHECK-NEXT: %3 = index.castu %arg0 : index to i1
// CHECK-NEXT: %4 = index.casts %arg3 : si16 to index
// CHECK-NEXT: %5 = index.castu %arg4 {tag} : ui8 to index
// CHECK-NEXT: %6 = index.casts %arg0 : index to i128
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6 : i64, index, index, i1, index, index, i128
// CHECK-NEXT: }
// CHECK-LABEL: func.func @generic_forms(%arg0: index, %arg1: index) -> (i1, index) {
// CHECK-NEXT: %0 = index.cmp sle(%arg0, %arg1)
// CHECK-NEXT: %idx5 = index.constant {name = "five"} 5
// CHECK-NEXT: return %0, %idx5 : i1, index
// CHECK-NEXT: }
// CHECK-NEXT: }
