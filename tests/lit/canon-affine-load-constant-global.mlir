// RUN: rmlir-opt %s -canonicalize | FileCheck %s --check-prefixes=CHECK,MODULE
// RUN: rmlir-opt %s -pass-pipeline='builtin.module(func.func(canonicalize))' | FileCheck %s --check-prefixes=CHECK,FUNC
// RUN: rmlir-opt %s -pass-pipeline='builtin.module(func.func(canonicalize))' -mlir-disable-threading -mlir-print-ir-after-all -mlir-print-ir-module-scope 2>/dev/null | FileCheck %s --check-prefixes=CHECK,FUNC

// MLIR's AffineLoadOp::fold reads the enclosing symbol table: a load from
// a constant memref.global with a dense initial value folds to the element
// (any element of a splat, else at constant subscripts). A function pass
// sees the module's body read-only (PassContext::enclosing_body), also when
// the function is lent back for module-scope dumps. Checked against
// mlir-opt-22.

// CHECK-LABEL: func.func @f
// CHECK-DAG:     %[[C4:.*]] = arith.constant 4 : i32
// CHECK-DAG:     %[[C6:.*]] = arith.constant 6 : i32
// CHECK-DAG:     %[[S:.*]] = arith.constant 9 : i32
// Not folded: a non-constant subscript, a global that is not constant,
// one without an initial value, a resource initial value.
// CHECK-COUNT-4: affine.load
// CHECK:         return %[[C6]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[C4]], %[[S]]
// The function in the inner module: folded by the module-level run;
// func.func(...) nested in the outer module does not reach it.
// CHECK-LABEL: func.func @g
// MODULE-NEXT:   %[[C20:.*]] = arith.constant 20 : i32
// MODULE-NEXT:   return %[[C20]]
// FUNC-NEXT:     memref.get_global @c
// FUNC-NEXT:     affine.load
module {
  memref.global "private" constant @c : memref<2x3xi32> = dense<[[1, 2, 3], [4, 5, 6]]>
  memref.global "private" constant @s : memref<4x4xi32> = dense<9>
  memref.global "private" @v : memref<2xi32> = dense<[7, 8]>
  memref.global "private" constant @u : memref<2xi32>
  memref.global "private" constant @r : memref<2xi32> = dense_resource<blob>
  func.func @f(%i: index) -> (i32, i32, i32, i32, i32, i32, i32) {
    %c = memref.get_global @c : memref<2x3xi32>
    %a = affine.load %c[1, 2] : memref<2x3xi32>
    %b = affine.load %c[%i, 0] : memref<2x3xi32>
    %v = memref.get_global @v : memref<2xi32>
    %d = affine.load %v[0] : memref<2xi32>
    %u = memref.get_global @u : memref<2xi32>
    %e = affine.load %u[0] : memref<2xi32>
    %r = memref.get_global @r : memref<2xi32>
    %f = affine.load %r[1] : memref<2xi32>
    %g = affine.load %c[1, 0] : memref<2x3xi32>
    %s = memref.get_global @s : memref<4x4xi32>
    %h = affine.load %s[%i, %i] : memref<4x4xi32>
    return %a, %b, %d, %e, %f, %g, %h : i32, i32, i32, i32, i32, i32, i32
  }
  // The nearest symbol table: the inner module's @c, not the outer one.
  module @inner {
    memref.global "private" constant @c : memref<2xi32> = dense<[10, 20]>
    func.func @g() -> i32 {
      %c = memref.get_global @c : memref<2xi32>
      %a = affine.load %c[1] : memref<2xi32>
      return %a : i32
    }
  }
}
{-#
  dialect_resources: {
    builtin: {
      blob: "0x040000000100000002000000"
    }
  }
#-}
