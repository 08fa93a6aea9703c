// --mlir-elide-elementsattrs-if-larger: non-splat elements attributes with
// more elements print as dense_resource<__elided__>.
// RUN: rmlir-opt --allow-unregistered-dialect --mlir-elide-elementsattrs-if-larger=2 %s | FileCheck %s
// RUN: rmlir-opt --allow-unregistered-dialect %s --emit-bytecode | rmlir-opt --allow-unregistered-dialect --mlir-elide-elementsattrs-if-larger=2 | FileCheck %s

// CHECK: %cst = arith.constant dense_resource<__elided__> : tensor<3xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<[1, 2]> : tensor<2xi32>
// CHECK-NEXT: %cst_1 = arith.constant dense<7> : tensor<100xi32>
// CHECK-NEXT: "t.a"() {a = [dense_resource<__elided__> : tensor<3x!foo.s>], b = dense_resource<__elided__> : tensor<4xi1>, c = array<i32: 1, 2, 3>} : () -> ()
func.func @f() -> (tensor<3xi32>, tensor<2xi32>, tensor<100xi32>) {
  %0 = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %1 = arith.constant dense<[1, 2]> : tensor<2xi32>
  %2 = arith.constant dense<7> : tensor<100xi32>
  "t.a"() {a = [dense<["a", "b", "c"]> : tensor<3x!foo.s>], b = dense<[true, false, true, true]> : tensor<4xi1>, c = array<i32: 1, 2, 3>} : () -> ()
  return %0, %1, %2 : tensor<3xi32>, tensor<2xi32>, tensor<100xi32>
}
