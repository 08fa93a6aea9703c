// Driver flags that print something other than IR.
// RUN: rmlir-opt --show-dialects | FileCheck %s --check-prefix=DIALECTS
// DIALECTS: Available Dialects: {{([a-z0-9_]+,)*}}builtin{{(,[a-z0-9_]+)*$}}
// RUN: rmlir-opt --version | FileCheck %s --check-prefix=VERSION
// VERSION: {{(rmlir-opt|LLVM)}}
// Single-dash spellings of long options work as with mlir-opt.
// RUN: rmlir-opt -allow-unregistered-dialect -mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: rmlir-opt -allow-unregistered-dialect %s --emit-bytecode | rmlir-opt -allow-unregistered-dialect -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// An unreferenced resource in the file metadata is dropped from the output.
// RUN: rmlir-opt %s --allow-unregistered-dialect | FileCheck %s --check-prefix=RES --implicit-check-not=dialect_resources
// RUN: rmlir-opt %s --allow-unregistered-dialect --emit-bytecode | rmlir-opt --allow-unregistered-dialect | FileCheck %s --check-prefix=RES --implicit-check-not=dialect_resources

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "t.op"() : () -> ()
// RES: module {
// RES-NEXT: "t.op"() : () -> ()
"t.op"() : () -> ()

{-#
  dialect_resources: {
    builtin: {
      unused_blob: "0x0800000001000000"
    }
  }
#-}

// --help lists the registered passes with their options.
// RUN: rmlir-opt --help | FileCheck %s --check-prefix=HELP
// HELP: Passes:
// HELP: --canonicalize {{ *}}-{{ +}}Canonicalize operations
// HELP: --disable-patterns=<string>
// HELP: --max-iterations=<long> {{ *}}- Max. iterations between applying patterns / simplifying regions
// HELP: --cse {{ *}}-{{ +}}Eliminate common sub-expressions
