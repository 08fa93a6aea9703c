// --verify-roundtrip fails as in mlir-opt 22 when the generic text does not
// give the module back: eliding resource strings drops the blob from the
// text, so the text read back has no resources section; bytecode keeps it.
// RUN: not rmlir-opt --verify-roundtrip --mlir-elide-resource-strings-if-larger=1 %s 2>&1 | FileCheck %s --match-full-lines

// CHECK:      {{.*}}verify-roundtrip-differs.mlir:0:0: error: 'builtin.module' op textual roundTrip testing roundtripped module differs from reference:
// CHECK-NEXT: <<<<<<Reference
// CHECK-NEXT: "builtin.module"() ({
// CHECK-NEXT:   "func.func"() <{function_type = () -> tensor<2xi32>, sym_name = "f"}> ({
// CHECK-NEXT:     %0 = "arith.constant"() <{value = dense_resource<blob1> : tensor<2xi32>}> : () -> tensor<2xi32> loc(#loc2)
// CHECK-NEXT:     "func.return"(%0) : (tensor<2xi32>) -> () loc(#loc3)
// CHECK-NEXT:   }) : () -> () loc(#loc1)
// CHECK-NEXT: }) : () -> () loc(#loc)
// CHECK-NEXT: #loc = loc("{{.*}}verify-roundtrip-differs.mlir":0:0)
// CHECK-NEXT: #loc1 = loc("{{.*}}verify-roundtrip-differs.mlir":{{[0-9]+}}:1)
// CHECK-NEXT: #loc2 = loc("{{.*}}verify-roundtrip-differs.mlir":{{[0-9]+}}:8)
// CHECK-NEXT: #loc3 = loc("{{.*}}verify-roundtrip-differs.mlir":{{[0-9]+}}:3)
// CHECK-EMPTY:
// CHECK-NEXT: {-#
// CHECK-EMPTY:
// CHECK-NEXT: #-}
// CHECK-EMPTY:
// CHECK-NEXT: =====
// CHECK-NEXT: "builtin.module"() ({
// CHECK:      #loc3 = loc("{{.*}}verify-roundtrip-differs.mlir":{{[0-9]+}}:3)
// CHECK-EMPTY:
// CHECK-NEXT: >>>>>roundtripped
// CHECK-EMPTY:
// CHECK-NEXT: {{.*}}verify-roundtrip-differs.mlir:0:0: note: see current operation:
// CHECK-NEXT: "builtin.module"() ({
// CHECK-NOT:  error
func.func @f() -> tensor<2xi32> {
  %0 = arith.constant dense_resource<blob1> : tensor<2xi32>
  return %0 : tensor<2xi32>
}
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x040000000100000002000000"
    }
  }
#-}
