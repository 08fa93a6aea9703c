// The pass manager: textual pipelines, pass flags, --dump-pass-pipeline and
// pipeline errors, as mlir-opt 22 behaves.
// RUN: rmlir-opt %s --pass-pipeline='builtin.module(func.func(cse))' | FileCheck %s
// RUN: rmlir-opt %s '--pass-pipeline=builtin.module(func.func(cse))' --emit-bytecode | rmlir-opt | FileCheck %s
// RUN: rmlir-opt %s -cse | FileCheck %s
// RUN: rmlir-opt %s -cse --emit-bytecode | rmlir-opt | FileCheck %s
// RUN: rmlir-opt %s -cse --mlir-disable-threading | FileCheck %s
// RUN: rmlir-opt %s -cse --mlir-disable-threading --emit-bytecode | rmlir-opt | FileCheck %s
// RUN: rmlir-opt %s --pass-pipeline='builtin.module(any(cse))' | FileCheck %s
// RUN: rmlir-opt %s '--pass-pipeline=builtin.module(any(cse))' --emit-bytecode | rmlir-opt | FileCheck %s
// RUN: rmlir-opt %s --pass-pipeline='builtin.module(func.func(cse),func.func(canonicalize{max-iterations=3}))' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=DUMP
// RUN: not rmlir-opt %s --pass-pipeline='builtin.module(func.func(cse,foo))' 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not rmlir-opt %s --pass-pipeline='builtin.module(func.func(cse)' 2>&1 | FileCheck %s --check-prefix=UNBALANCED
// RUN: not rmlir-opt %s --pass-pipeline='builtin.module(canonicalize{foo=1})' 2>&1 | FileCheck %s --check-prefix=OPTION
// RUN: not rmlir-opt %s --pass-pipeline='func.func(cse)' 2>&1 | FileCheck %s --check-prefix=ANCHOR
// RUN: not rmlir-opt %s --pass-pipeline='cse' 2>&1 | FileCheck %s --check-prefix=WRAP
// RUN: rmlir-opt %s --pass-pipeline='builtin.module(func.func(cse,canonicalize))' --mlir-timing -o /dev/null 2>&1 | FileCheck %s --check-prefix=TIMING
// RUN: rmlir-opt %s --pass-pipeline='builtin.module(func.func(cse))' --mlir-timing --mlir-disable-threading -o /dev/null 2>&1 | FileCheck %s --check-prefix=TIMING1

// CHECK-LABEL: func.func @f
// CHECK-NEXT: %[[A:.*]] = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: %[[M:.*]] = arith.muli %[[A]], %[[A]] : i32
// CHECK-NEXT: return %[[M]] : i32
func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %b, %a : i32
  %dead = arith.subi %a, %b : i32
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}

// DUMP: Pass Manager with 2 passes:
// DUMP-NEXT: builtin.module(
// DUMP-NEXT:   func.func(
// DUMP-NEXT:     cse
// DUMP-NEXT:   ),
// DUMP-NEXT:   func.func(
// DUMP-NEXT:     canonicalize{  max-iterations=3 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}
// DUMP-NEXT:   )
// DUMP-NEXT: )

// UNKNOWN: MLIR Textual PassPipeline Parser:1:15: error: 'foo' does not refer to a registered pass or pass pipeline
// UNKNOWN-NEXT: func.func(cse,foo)
// UNKNOWN-NEXT: {{^              \^}}

// UNBALANCED: encountered unbalanced parentheses while parsing pipeline

// OPTION: no such option foo

// ANCHOR: error: can't run 'func.func' pass manager on 'builtin.module' op

// WRAP: expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'

// TIMING: ... Execution time report ...
// TIMING: Total Execution Time: {{[0-9.]+}} seconds
// TIMING: ----Wall Time----  ----Name----
// TIMING-NEXT: {{  Parser$}}
// TIMING-NEXT: {{    Parsing$}}
// TIMING-NEXT: {{    Verification$}}
// TIMING-NEXT: {{  'func.func' Pipeline$}}
// TIMING-NEXT: {{    CSE$}}
// TIMING: {{    Canonicalizer$}}
// TIMING: {{  Output$}}
// TIMING-NEXT: {{    Naming$}}
// TIMING-NEXT: {{    Alias collection$}}
// TIMING-NEXT: {{    Printing$}}
// TIMING-NEXT: {{  Rest$}}
// TIMING-NEXT: {{  Total$}}

// TIMING1: ----Wall Time----  ----Name----
// TIMING1-NEXT: {{^ +[0-9.]+ \( *[0-9.]+%\)  Parser$}}
// TIMING1-NEXT: {{    Parsing$}}
// TIMING1-NEXT: {{    Verification$}}
// TIMING1-NEXT: {{  'func.func' Pipeline$}}
// TIMING1-NEXT: {{    CSE$}}
