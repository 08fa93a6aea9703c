// Pass-pipeline reproducers: on failure the input (as it was before the
// pipeline) is written with the pipeline in an external resource, and
// --run-reproducer replays it.
// RUN: rm -f %t.crash.mlir %t.gen.mlir
// RUN: not rmlir-opt %s --mlir-disable-threading --pass-pipeline='builtin.module(func.func(cse,symbol-dce))' --mlir-pass-pipeline-crash-reproducer=%t.crash.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: FileCheck %s --check-prefix=FILE --input-file=%t.crash.mlir
// RUN: not rmlir-opt %t.crash.mlir --run-reproducer 2>&1 | FileCheck %s --check-prefix=REPLAY
// RUN: rmlir-opt %s --pass-pipeline='builtin.module(func.func(cse))' --mlir-generate-reproducer=%t.gen.mlir -o /dev/null
// RUN: FileCheck %s --check-prefix=GEN --input-file=%t.gen.mlir
// RUN: rmlir-opt %t.gen.mlir --run-reproducer | FileCheck %s --check-prefix=REPLAYED

func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}

// ERR: error: 'func.func' op  was scheduled to run under SymbolDCE, but does not define a symbol table
// ERR: reproducer.mlir:12:1: error: Failures have been detected while processing an MLIR pass pipeline
// ERR: reproducer.mlir:12:1: note: Pipeline failed while executing [`SymbolDCE` on 'func.func' operation: @f]: reproducer generated at `{{.*}}.crash.mlir`

// The IR before the pipeline: cse has not run.
// FILE:      module {
// FILE-NEXT:   func.func @f(%arg0: i32) -> i32 {
// FILE-NEXT:     %0 = arith.addi %arg0, %arg0 : i32
// FILE-NEXT:     %1 = arith.addi %arg0, %arg0 : i32
// FILE:      {-#
// FILE-NEXT:   external_resources: {
// FILE-NEXT:     mlir_reproducer: {
// FILE-NEXT:       pipeline: "builtin.module(func.func(cse,symbol-dce))",
// FILE-NEXT:       disable_threading: true,
// FILE-NEXT:       verify_each: true
// FILE-NEXT:     }
// FILE-NEXT:   }
// FILE-NEXT: #-}

// REPLAY: crash.mlir:2:3: error: 'func.func' op  was scheduled to run under SymbolDCE, but does not define a symbol table

// GEN: pipeline: "builtin.module(func.func(cse))",
// GEN-NEXT: disable_threading: false,

// The replayed pipeline runs and its resource is not printed back.
// REPLAYED:      func.func @f(%arg0: i32) -> i32 {
// REPLAYED-NEXT:   %0 = arith.addi %arg0, %arg0 : i32
// REPLAYED-NEXT:   %1 = arith.muli %0, %0 : i32
// REPLAYED-NOT: mlir_reproducer
