// IR printing around passes (--mlir-print-ir-*), as mlir-opt 22 prints it.
// Threading is disabled so that mlir-opt's own order is deterministic too;
// rmlir-opt prints in IR order either way.
// RUN: rmlir-opt %s --mlir-disable-threading --pass-pipeline='builtin.module(func.func(cse,canonicalize),symbol-dce)' --mlir-print-ir-before=cse --mlir-print-ir-after-all -o /dev/null 2>&1 | FileCheck %s
// RUN: rmlir-opt %s --mlir-disable-threading --pass-pipeline='builtin.module(func.func(cse,canonicalize),symbol-dce)' --mlir-print-ir-after-all --mlir-print-ir-after-change -o /dev/null 2>&1 | FileCheck %s --check-prefix=CHANGE
// RUN: rmlir-opt %s --mlir-disable-threading --pass-pipeline='builtin.module(func.func(cse))' --mlir-print-ir-before=cse --mlir-print-debuginfo -o /dev/null 2>&1 | FileCheck %s --check-prefix=DEBUG
// RUN: rmlir-opt %s --mlir-disable-threading --pass-pipeline='builtin.module(symbol-dce)' --mlir-print-ir-after=symbol-dce --mlir-print-op-generic -o /dev/null 2>&1 | FileCheck %s --check-prefix=GENERIC
// RUN: not rmlir-opt %s -cse --mlir-print-ir-after=cse,no-such-pass 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not rmlir-opt %s -cse --mlir-print-ir-after-all --mlir-print-ir-module-scope 2>&1 | FileCheck %s --check-prefix=SCOPE

#map = affine_map<(d0) -> (d0 + 1)>
func.func @f(%a: i32) -> i32 attributes {m = #map} {
  %c = arith.constant 1 : i32
  %c2 = arith.constant 1 : i32
  %0 = arith.addi %a, %c : i32
  %1 = arith.addi %a, %c2 : i32
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}
func.func private @unused(%a: i32) -> i32 {
  return %a : i32
}

// A nested op prints on its own, attributes inline; the top level with aliases.
// CHECK:      // -----// IR Dump Before CSE (cse) //----- //
// CHECK-NEXT: func.func @f(%arg0: i32) -> i32 attributes {m = affine_map<(d0) -> (d0 + 1)>} {
// CHECK-NEXT:   %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:   %c1_i32_0 = arith.constant 1 : i32
// CHECK:      }
// CHECK-EMPTY:
// CHECK-NEXT: // -----// IR Dump After CSE (cse) //----- //
// CHECK-NEXT: func.func @f(%arg0: i32) -> i32 attributes {m = affine_map<(d0) -> (d0 + 1)>} {
// CHECK-NEXT:   %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:   %0 = arith.addi %arg0, %c1_i32 : i32
// CHECK-NEXT:   %1 = arith.muli %0, %0 : i32
// CHECK-NEXT:   return %1 : i32
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----// IR Dump After Canonicalizer (canonicalize) //----- //
// CHECK-NEXT: func.func @f(
// CHECK:      // -----// IR Dump Before CSE (cse) //----- //
// CHECK-NEXT: func.func private @unused(%arg0: i32) -> i32 {
// CHECK:      // -----// IR Dump After CSE (cse) //----- //
// CHECK-NEXT: func.func private @unused(
// CHECK:      // -----// IR Dump After Canonicalizer (canonicalize) //----- //
// CHECK-NEXT: func.func private @unused(
// CHECK:      // -----// IR Dump After SymbolDCE (symbol-dce) //----- //
// CHECK-NEXT: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @f(%arg0: i32) -> i32 attributes {m = #map} {
// CHECK:        }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NOT: IR Dump

// Only passes that changed the IR: cse on @f and symbol-dce.
// CHANGE:      // -----// IR Dump After CSE (cse) //----- //
// CHANGE-NEXT: func.func @f(
// CHANGE-NOT:  IR Dump
// CHANGE:      // -----// IR Dump After SymbolDCE (symbol-dce) //----- //
// CHANGE-NOT:  IR Dump

// DEBUG:      // -----// IR Dump Before CSE (cse) //----- //
// DEBUG-NEXT: func.func @f(%arg0: i32 loc({{.*}}print-ir.mlir":12:14)) -> i32 attributes {m = affine_map<(d0) -> (d0 + 1)>} {
// DEBUG-NEXT:   %c1_i32 = arith.constant 1 : i32 loc({{.*}}print-ir.mlir":13:8)
// DEBUG:      } loc({{.*}}print-ir.mlir":12:1)

// GENERIC:      // -----// IR Dump After SymbolDCE (symbol-dce) //----- //
// GENERIC-NEXT: #map = affine_map<(d0) -> (d0 + 1)>
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({

// UNKNOWN: for the --mlir-print-ir-after option: Cannot find option named 'no-such-pass'!

// SCOPE: error: IR print for module scope can't be setup on a pass-manager without disabling multi-threading first.
