// The inliner's optimization pipelines run through the pass manager: IR
// printing dumps each callable after them, and --mlir-timing shows them
// beside the Inliner, as mlir-opt 22 does.
// RUN: rmlir-opt %s --pass-pipeline='builtin.module(inline)' --mlir-print-ir-after-all -o /dev/null 2>&1 | FileCheck %s --match-full-lines
// RUN: rmlir-opt %s --pass-pipeline='builtin.module(inline)' --mlir-print-ir-after-all --mlir-print-ir-after-change -o /dev/null 2>&1 | FileCheck %s --match-full-lines --check-prefix=CHANGE
// RUN: rmlir-opt %s --pass-pipeline='builtin.module(inline{default-pipeline=cse})' --mlir-print-ir-before=cse -o /dev/null 2>&1 | FileCheck %s --match-full-lines --check-prefix=BEFORE
// RUN: rmlir-opt %s --pass-pipeline='builtin.module(inline)' --mlir-timing -o /dev/null 2>&1 | FileCheck %s --check-prefix=TIMING

// CHECK: // -----// IR Dump After Canonicalizer (canonicalize) //----- //
// CHECK-NEXT: func.func @callee(%arg0: i32) -> i32 {
// CHECK-NEXT:   return %arg0 : i32
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----// IR Dump After Canonicalizer (canonicalize) //----- //
// CHECK-NEXT: func.func @caller(%arg0: i32) -> i32 {
// CHECK-NEXT:   %0 = call @callee(%arg0) : (i32) -> i32
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----// IR Dump After Canonicalizer (canonicalize) //----- //
// CHECK-NEXT: func.func @caller(%arg0: i32) -> i32 {
// CHECK-NEXT:   return %arg0 : i32
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----// IR Dump After Inliner (inline) //----- //
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @callee(%arg0: i32) -> i32 {
// CHECK-NEXT:     return %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @caller(%arg0: i32) -> i32 {
// CHECK-NEXT:     return %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }

// The callee is canonicalized before it is inlined, so the caller's runs
// change nothing and are not shown.
// CHANGE: // -----// IR Dump After Canonicalizer (canonicalize) //----- //
// CHANGE-NEXT: func.func @callee(%arg0: i32) -> i32 {
// CHANGE-NEXT:   return %arg0 : i32
// CHANGE-NEXT: }
// CHANGE-EMPTY:
// CHANGE-NEXT: // -----// IR Dump After Inliner (inline) //----- //

// BEFORE: // -----// IR Dump Before CSE (cse) //----- //
// BEFORE-NEXT: func.func @callee(%arg0: i32) -> i32 {
// BEFORE:      // -----// IR Dump Before CSE (cse) //----- //
// BEFORE-NEXT: func.func @caller(%arg0: i32) -> i32 {
// BEFORE-NEXT:   %0 = call @callee(%arg0) : (i32) -> i32
// BEFORE:      // -----// IR Dump Before CSE (cse) //----- //
// BEFORE-NEXT: func.func @caller(%arg0: i32) -> i32 {
// BEFORE-NEXT:   %c0_i32 = arith.constant 0 : i32
// BEFORE-NEXT:   %0 = arith.addi %arg0, %c0_i32 : i32
// BEFORE-NOT:  IR Dump

// TIMING: Parser
// TIMING-NEXT: Parsing
// TIMING-NEXT: Verification
// TIMING-NEXT: Inliner
// TIMING: 'func.func' Pipeline
// TIMING-NEXT: Canonicalizer
// TIMING-NEXT: Output

func.func @callee(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %x, %c0 : i32
  return %0 : i32
}
func.func @caller(%x: i32) -> i32 {
  %0 = call @callee(%x) : (i32) -> i32
  return %0 : i32
}
