// RUN: rmlir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: rmlir-opt --allow-unregistered-dialect --mlir-disable-threading %s | FileCheck %s
// RUN: rmlir-opt --allow-unregistered-dialect --mlir-use-nameloc-as-prefix %s | FileCheck %s --check-prefix=NAMELOC

// Value names across IsolatedFromAbove ops, which are numbered in parallel:
// hinted names that clash with names at module level, result groups, name
// locations, ops without results, non-isolated regions between functions.
%c0_i32 = arith.constant 0 : i32
"test.use"(%c0_i32) : (i32) -> ()
func.func @f(%a: i32) -> i32 {
  %k = arith.constant 0 : i32
  %c1_i32 = arith.constant 1 : i32 loc("named")
  %s, %o = arith.addui_extended %a, %c1_i32 : i32, i1
  %0:2 = "test.two"() : () -> (i32, i32) loc("two")
  cf.br ^bb1(%0#1 : i32)
^bb1(%x: i32):
  %r = arith.addi %x, %k : i32 loc(fused["first", "second"])
  return %r : i32
}
"test.between"() : () -> ()
func.func @g(%a: i32) -> i32 {
  %k = arith.constant 0 : i32
  %1 = scf.execute_region -> i32 {
    %c0_i32_0 = arith.constant 0 : i32
    scf.yield %c0_i32_0 : i32
  }
  %r = arith.addi %1, %k : i32 loc("r")
  return %r : i32
}
%n = "test.named"() : () -> i32 loc("named")
"test.region"() ({
  %c0_i32_1 = arith.constant 0 : i32
  "test.use"(%c0_i32_1) : (i32) -> ()
  func.func @inner() {
    %c0_i32_2 = arith.constant 0 : i32
    return
  }
}) : () -> ()
module @nested {
  %c0_i32_3 = arith.constant 0 : i32
  "test.use"(%c0_i32_3) : (i32) -> ()
}
func.func @h() -> (i32, i32) {
  %z = arith.constant 0 : i32
  %named = "test.op"() : () -> i32
  return %z, %named : i32, i32
}

// CHECK: module {
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   "test.use"(%c0_i32) : (i32) -> ()
// CHECK-NEXT:   func.func @f(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c0_i32_0 = arith.constant 0 : i32
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %sum, %overflow = arith.addui_extended %arg0, %c1_i32 : i32, i1
// CHECK-NEXT:     %1:2 = "test.two"() : () -> (i32, i32)
// CHECK-NEXT:     cf.br ^bb1(%1#1 : i32)
// CHECK-NEXT:   ^bb1(%2: i32):  // pred: ^bb0
// CHECK-NEXT:     %3 = arith.addi %2, %c0_i32_0 : i32
// CHECK-NEXT:     return %3 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   "test.between"() : () -> ()
// CHECK-NEXT:   func.func @g(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c0_i32_0 = arith.constant 0 : i32
// CHECK-NEXT:     %1 = scf.execute_region -> i32 {
// CHECK-NEXT:       %c0_i32_1 = arith.constant 0 : i32
// CHECK-NEXT:       scf.yield %c0_i32_1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     %2 = arith.addi %1, %c0_i32_0 : i32
// CHECK-NEXT:     return %2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   %0 = "test.named"() : () -> i32
// CHECK-NEXT:   "test.region"() ({
// CHECK-NEXT:     %c0_i32_0 = arith.constant 0 : i32
// CHECK-NEXT:     "test.use"(%c0_i32_0) : (i32) -> ()
// CHECK-NEXT:     func.func @inner() {
// CHECK-NEXT:       %c0_i32_1 = arith.constant 0 : i32
// CHECK-NEXT:       return
// CHECK-NEXT:     }
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   module @nested {
// CHECK-NEXT:     %c0_i32_0 = arith.constant 0 : i32
// CHECK-NEXT:     "test.use"(%c0_i32_0) : (i32) -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @h() -> (i32, i32) {
// CHECK-NEXT:     %c0_i32_0 = arith.constant 0 : i32
// CHECK-NEXT:     %1 = "test.op"() : () -> i32
// CHECK-NEXT:     return %c0_i32_0, %1 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }

// NAMELOC:     %named_1 = arith.constant 1 : i32
// NAMELOC:     %sum, %overflow = arith.addui_extended %arg0, %named_1 : i32, i1
// NAMELOC:     %two:2 = "test.two"() : () -> (i32, i32)
// NAMELOC:     cf.br ^bb1(%two#1 : i32)
// NAMELOC:     %first = arith.addi %0, %c0_i32_0 : i32
// NAMELOC:     return %first : i32
// NAMELOC:     %r = arith.addi %0, %c0_i32_0 : i32
// NAMELOC:     return %r : i32
// NAMELOC:   %named = "test.named"() : () -> i32
