// RUN: rmlir-opt %s -canonicalize -allow-unregistered-dialect -split-input-file | FileCheck %s

// A single-block scf.execute_region that ends in ub.unreachable yields no
// values for its results. MLIR 22's SingleBlockExecuteInliner inlines it
// anyway and mlir-opt-22 leaves null operands ("null operand found"); rmlir
// inlines only a block ending in scf.yield (found by the fuzzers).

// In a region that cannot hold several blocks it stays.
// CHECK-LABEL: func.func @in_loop
// CHECK:         scf.while
// CHECK:           %[[V:.*]] = scf.execute_region -> i32 {
// CHECK-NEXT:        ub.unreachable
// CHECK-NEXT:      }
// CHECK-NEXT:      "test.use"(%[[V]])
func.func @in_loop(%c: i1) {
  scf.while : () -> () {
    %v = scf.execute_region -> i32 {
      ub.unreachable
    }
    "test.use"(%v) : (i32) -> ()
    scf.condition(%c)
  } do {
    scf.yield
  }
  return
}

// -----

// Directly in a function the multi-block inliner takes it: the code after
// it becomes unreachable and goes.
// CHECK-LABEL: func.func @in_function
// CHECK-NEXT:    ub.unreachable
// CHECK-NEXT:  }
func.func @in_function() -> i32 {
  %v = scf.execute_region -> i32 {
    ub.unreachable
  }
  return %v : i32
}

// -----

// A block ending in scf.yield is still inlined.
// CHECK-LABEL: func.func @yields
// CHECK-NEXT:    %[[X:.*]] = "test.val"()
// CHECK-NEXT:    return %[[X]]
func.func @yields() -> i64 {
  %v = scf.execute_region -> i64 {
    %x = "test.val"() : () -> i64
    scf.yield %x : i64
  }
  return %v : i64
}
