// RUN: rmlir-opt %s -pass-pipeline='builtin.module(cse,symbol-dce)' -mlir-print-ir-after-all -o /dev/null 2>&1 | FileCheck %s
// RUN: rmlir-opt %s -pass-pipeline='builtin.module(func.func(cse))' -mlir-print-ir-before-all -mlir-print-ir-module-scope -mlir-disable-threading -o /dev/null 2>&1 | FileCheck %s --check-prefix=SCOPE

// Dumps of the IR's root end with the resources its attributes use, as
// mlir-opt's do (checked against mlir-opt-22); once symbol-dce has erased
// the only user, the dump has none.

// CHECK-LABEL: IR Dump After CSE
// CHECK:       dense_resource<blob>
// CHECK:       {-#
// CHECK-NEXT:    dialect_resources: {
// CHECK-NEXT:      builtin: {
// CHECK-NEXT:        blob: "0x040000000100000002000000"
// CHECK:       #-}
// CHECK-LABEL: IR Dump After SymbolDCE
// CHECK-NEXT:  module {
// CHECK-NEXT:    func.func @f
// CHECK-NOT:   dialect_resources

// SCOPE-LABEL: IR Dump Before CSE (cse) ('func.func' operation: @f)
// SCOPE:       dense_resource<blob>
// SCOPE:       dialect_resources

module {
  memref.global "private" constant @r : memref<2xi32> = dense_resource<blob>
  func.func @f() {
    return
  }
}
{-#
  dialect_resources: {
    builtin: {
      blob: "0x040000000100000002000000"
    }
  }
#-}
