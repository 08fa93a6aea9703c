// An op with one region and no dialect may be a symbol table nothing is
// known of (MLIR's isPotentiallyUnknownSymbolTable): symbol references
// inside it resolve to nothing, as in mlir-opt 22. Ops of a dialect that
// mlir-opt 22 has (llvm, test, ...) are walked through.
// RUN: rmlir-opt --allow-unregistered-dialect --verify-diagnostics --split-input-file %s
// RUN: rmlir-opt --allow-unregistered-dialect --verify-diagnostics --split-input-file %s --inline | FileCheck %s

func.func private @callee(%a: i32) -> i32
func.func @caller(%a: i32) -> i32 {
  %r = "zzz.region"() ({
    // expected-error @+1 {{'func.call' op 'callee' does not reference a valid function}}
    %x = func.call @callee(%a) : (i32) -> i32
    "zzz.yield"(%x) : (i32) -> ()
  }) : () -> i32
  return %r : i32
}

// -----

// The test dialect's inliner interface allows inlining into its regions.
// CHECK-LABEL: func.func @into_test
// CHECK-NEXT: "test.region"() ({
// CHECK-NEXT: arith.constant 1
// CHECK-NEXT: arith.addi
func.func private @callee(%a: i32) -> i32 {
  %c = arith.constant 1 : i32
  %r = arith.addi %a, %c : i32
  return %r : i32
}
func.func @into_test(%a: i32) -> i32 {
  %r = "test.region"() ({
    %x = func.call @callee(%a) : (i32) -> i32
    "test.yield"(%x) : (i32) -> ()
  }) : () -> i32
  return %r : i32
}

// -----

// llvm is a dialect in mlir-opt 22: the call resolves.
// CHECK-LABEL: func.func @in_llvm
// CHECK: func.call @callee
func.func private @callee(%a: i32) -> i32
func.func @in_llvm(%a: i32) -> i32 {
  %r = "llvm.region"() ({
    %x = func.call @callee(%a) : (i32) -> i32
    "llvm.yield"(%x) : (i32) -> ()
  }) : () -> i32
  return %r : i32
}
