// RUN: rmlir-opt %s -allow-unregistered-dialect -remove-dead-values | FileCheck %s --match-full-lines

// remove-dead-values finds each private function's users through the symbol
// tables (the shared ir::symbol::SymbolTables): calls in a nested module
// resolve there, and a nested reference (@inner::@g) from the outer module
// reaches the nested module's function. A function used other than as a
// callee keeps its signature (MLIR 22 casts every user to a call, undefined
// with a non-call user; mlir-opt-22 drops @g's argument and leaves the
// reference pointing at a changed function).

// CHECK:      module @inner {
// CHECK-NEXT:   func.func private @g(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:     return %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @g2(%arg0: i32) -> i32 {
// CHECK-NEXT:     return %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @h(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = call @g(%arg0, %arg0) : (i32, i32) -> i32
// CHECK-NEXT:     %1 = call @g2(%0) : (i32) -> i32
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @f(%arg0: i32) -> i32 {
// CHECK-NEXT:   return %arg0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @main(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:   %0 = call @f(%arg1) : (i32) -> i32
// CHECK-NEXT:   "test.use"() {s = @inner::@g} : () -> ()
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
module @inner {
  func.func private @g(%a: i32, %b: i32) -> i32 {
    return %a : i32
  }
  func.func private @g2(%a: i32, %b: i32) -> i32 {
    return %a : i32
  }
  func.func @h(%x: i32) -> i32 {
    %0 = func.call @g(%x, %x) : (i32, i32) -> i32
    %1 = func.call @g2(%0, %x) : (i32, i32) -> i32
    return %1 : i32
  }
}
func.func private @f(%a: i32, %b: i32) -> i32 {
  return %b : i32
}
func.func @main(%x: i32, %y: i32) -> i32 {
  %0 = func.call @f(%x, %y) : (i32, i32) -> i32
  "test.use"() {s = @inner::@g} : () -> ()
  return %0 : i32
}
