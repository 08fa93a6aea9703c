// inline: MLIR 22's inliner, its options and their errors.
// RUN: rmlir-opt %s --inline | FileCheck %s
// RUN: rmlir-opt %s --inline --emit-bytecode | rmlir-opt | FileCheck %s
// RUN: rmlir-opt %s --pass-pipeline='builtin.module(inline)' | FileCheck %s
// RUN: rmlir-opt %s '--pass-pipeline=builtin.module(inline)' --emit-bytecode | rmlir-opt | FileCheck %s
// RUN: rmlir-opt %s --pass-pipeline='builtin.module(inline{default-pipeline=})' | FileCheck %s --check-prefix=RAW
// RUN: rmlir-opt %s '--pass-pipeline=builtin.module(inline{default-pipeline=})' --emit-bytecode | rmlir-opt | FileCheck %s --check-prefix=RAW
// RUN: rmlir-opt %s --pass-pipeline='builtin.module(inline)' --mlir-print-debuginfo | FileCheck %s --check-prefix=LOC
// RUN: rmlir-opt %s '--pass-pipeline=builtin.module(inline)' --emit-bytecode | rmlir-opt --mlir-print-debuginfo | FileCheck %s --check-prefix=LOC
// RUN: rmlir-opt %s --inline --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=DUMP
// RUN: rmlir-opt %s --pass-pipeline='builtin.module(inline{max-iterations=2 op-pipelines=func.func(cse),func.func(canonicalize)})' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=DUMP-OPTS
// RUN: not rmlir-opt %s --pass-pipeline='builtin.module(inline{op-pipelines=cse})' 2>&1 | FileCheck %s --check-prefix=NOANCHOR
// RUN: not rmlir-opt %s --pass-pipeline='builtin.module(inline{op-pipelines=func.func(bogus)})' 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not rmlir-opt %s --pass-pipeline='builtin.module(inline{max-iterations=x})' 2>&1 | FileCheck %s --check-prefix=UINT
// RUN: not rmlir-opt %s --pass-pipeline='builtin.module(inline{inlining-threshold=4294967296})' 2>&1 | FileCheck %s --check-prefix=RANGE
// RUN: not rmlir-opt %s --pass-pipeline='builtin.module(inline{bogus=1})' 2>&1 | FileCheck %s --check-prefix=NOOPT
// RUN: rmlir-opt %s --pass-pipeline='builtin.module(inline{default-pipeline=bogus})' 2>&1 | FileCheck %s --check-prefix=BADDEFAULT
// RUN: not rmlir-opt %s --pass-pipeline='builtin.module(func.func(inline))' 2>&1 | FileCheck %s --check-prefix=NOTABLE

// CHECK-LABEL: func.func @caller(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: %1 = arith.addi %0, %0 : i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-NOT: @callee

// RAW-LABEL: func.func @caller(%arg0: i32) -> i32 {
// RAW-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// RAW-NEXT: %1 = arith.addi %0, %0 : i32
// RAW-NEXT: return %1 : i32

// LOC: %0 = arith.addi %arg0, %arg0 : i32 loc(#[[L1:loc[0-9]+]])
// LOC: #[[ADD:loc[0-9]+]] = loc("{{.*}}pass-inline.mlir":[[@LINE+27]]:8)
// LOC: #[[CALL:loc[0-9]+]] = loc("{{.*}}pass-inline.mlir":[[@LINE+31]]:8)
// LOC: #[[L1]] = loc(callsite(#[[ADD]] at #[[CALL]]))

// DUMP: inline{default-pipeline=canonicalize inlining-threshold=4294967295 max-iterations=4 }

// DUMP-OPTS: inline{default-pipeline=canonicalize inlining-threshold=4294967295 max-iterations=2 op-pipelines={func.func(cse),func.func(canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true})}}

// NOANCHOR: expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'
// NOANCHOR: failed to add `inline` with options `op-pipelines=cse`

// UNKNOWN: MLIR Textual PassPipeline Parser:1:1: error: 'bogus' does not refer to a registered pass or pass pipeline
// UNKNOWN: failed to add `inline` with options `op-pipelines=func.func(bogus)`

// UINT: for the --max-iterations option: 'x' value invalid for uint argument!
// UINT: failed to add `inline` with options `max-iterations=x`

// RANGE: for the --inlining-threshold option: '4294967296' value invalid for uint argument!

// NOOPT: <Pass-Options-Parser>: no such option bogus

// BADDEFAULT: MLIR Textual PassPipeline Parser:1:1: error: 'bogus' does not refer to a registered pass or pass pipeline
// BADDEFAULT: func.func @caller(%arg0: i32) -> i32 {

// NOTABLE: error: 'func.func' op  was scheduled to run under the inliner, but does not define a symbol table

func.func private @callee(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}

func.func @caller(%a: i32) -> i32 {
  %0 = call @callee(%a) : (i32) -> i32
  %1 = call @callee(%0) : (i32) -> i32
  return %1 : i32
}
