// --verify-roundtrip: the parsed IR goes through the generic text form and
// through bytecode, each read back into a fresh context, and must print the
// same; then the pipeline runs and the output is printed as usual.
// RUN: rmlir-opt --allow-unregistered-dialect --verify-roundtrip %s | FileCheck %s
// RUN: rmlir-opt --allow-unregistered-dialect --verify-roundtrip %s -canonicalize | FileCheck %s --check-prefix=CANON
// RUN: rmlir-opt --allow-unregistered-dialect --verify-roundtrip --mlir-elide-elementsattrs-if-larger=1 %s | FileCheck %s --check-prefix=ELIDE
// RUN: rmlir-opt --allow-unregistered-dialect --verify-roundtrip --emit-bytecode %s | rmlir-opt --allow-unregistered-dialect --verify-roundtrip | FileCheck %s

// CHECK-LABEL: func.func @f
// CHECK: arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
// CHECK: "t.op"() <{p = 1 : i32}> {distinct = distinct[0]<>} : () -> ()
// CHECK: dense_resource<blob1>
// CANON-LABEL: func.func @f
// CANON-NOT: arith.addi
// ELIDE: dense_resource<__elided__> : tensor<4xi32>
func.func @f(%a: i32 loc("a.c":1:2)) -> (tensor<4xi32>, i32, tensor<2xi32>) {
  %0 = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32> loc(fused["x", "y"])
  %c0 = arith.constant 0 : i32
  %1 = arith.addi %a, %c0 : i32
  "t.op"() <{p = 1 : i32}> {distinct = distinct[0]<unit>} : () -> () loc(callsite("f" at "g":3:4))
  %2 = arith.constant dense_resource<blob1> : tensor<2xi32>
  return %0, %1, %2 : tensor<4xi32>, i32, tensor<2xi32>
}

{-#
  dialect_resources: {
    builtin: {
      blob1: "0x040000000100000002000000"
    }
  }
#-}
