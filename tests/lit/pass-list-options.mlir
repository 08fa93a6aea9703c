// List options (canonicalize's disable-patterns/enable-patterns,
// symbol-privatize's exclude) parse and print as in MLIR 22: braces are
// optional, quoted elements lose their quotes, and a list given explicitly
// prints in braces even when empty.
// RUN: rmlir-opt %s --pass-pipeline='builtin.module(func.func(canonicalize{disable-patterns={"a","b"} enable-patterns=c}),symbol-privatize)' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=DUMP
// RUN: rmlir-opt %s --pass-pipeline='builtin.module(symbol-privatize{exclude={}},canonicalize{disable-patterns="x","y"})' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=DUMP2
// RUN: rmlir-opt %s --pass-pipeline='builtin.module(func.func(canonicalize))' | FileCheck %s --check-prefix=ON --match-full-lines
// RUN: rmlir-opt %s '--pass-pipeline=builtin.module(func.func(canonicalize))' --emit-bytecode | rmlir-opt | FileCheck %s --check-prefix=ON --match-full-lines
// RUN: rmlir-opt %s --pass-pipeline='builtin.module(func.func(canonicalize{disable-patterns={"(anonymous namespace)::AddIAddConstant"}}))' | FileCheck %s --check-prefix=OFF --match-full-lines
// RUN: rmlir-opt %s '--pass-pipeline=builtin.module(func.func(canonicalize{disable-patterns={"(anonymous namespace)::AddIAddConstant"}}))' --emit-bytecode | rmlir-opt | FileCheck %s --check-prefix=OFF --match-full-lines
// RUN: rmlir-opt %s --pass-pipeline='builtin.module(func.func(canonicalize{disable-patterns={Nope,"(anonymous namespace)::AddIAddConstant"}}))' | FileCheck %s --check-prefix=OFF --match-full-lines
// RUN: rmlir-opt %s '--pass-pipeline=builtin.module(func.func(canonicalize{disable-patterns={Nope,"(anonymous namespace)::AddIAddConstant"}}))' --emit-bytecode | rmlir-opt | FileCheck %s --check-prefix=OFF --match-full-lines

// RUN: rmlir-opt %s -cse --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=BLANK --match-full-lines
// The dump ends with an empty line, as mlir-opt's.
// BLANK: Pass Manager with 1 passes:
// BLANK-NEXT: builtin.module(
// BLANK-NEXT:   cse
// BLANK-NEXT: )
// BLANK-EMPTY:

// DUMP: canonicalize{disable-patterns={a,b} enable-patterns={c} max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}
// DUMP: symbol-privatize{}
// DUMP2: symbol-privatize{exclude={}}
// DUMP2: canonicalize{disable-patterns={x","y}  max-iterations=10

// ON: %c3_i32 = arith.constant 3 : i32
// ON-NEXT: %0 = arith.addi %arg0, %c3_i32 : i32
// OFF: %c1_i32 = arith.constant 1 : i32
// OFF-NEXT: %c2_i32 = arith.constant 2 : i32
// OFF-NEXT: %0 = arith.addi %arg0, %c1_i32 : i32
// OFF-NEXT: %1 = arith.addi %0, %c2_i32 : i32
func.func @f(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %x, %c1 : i32
  %1 = arith.addi %0, %c2 : i32
  return %1 : i32
}
