// print-op-stats: op counts by name, as a table aligned on the dialect dot
// or as JSON, printed to stderr for each op the pass runs on.
// RUN: rmlir-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(print-op-stats)' -o /dev/null 2>&1 | FileCheck %s
// RUN: rmlir-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(print-op-stats{json})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=JSON
// RUN: rmlir-opt %s --allow-unregistered-dialect --mlir-disable-threading --pass-pipeline='builtin.module(func.func(print-op-stats))' -o /dev/null 2>&1 | FileCheck %s --check-prefix=FUNC

func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = "weird"() : () -> i32
  %2 = "x.y.z"() : () -> i32
  scf.execute_region {
    scf.yield
  }
  return %0 : i32
}
func.func @g() {
  return
}

// CHECK:      Operations encountered:
// CHECK-NEXT: -----------------------
// CHECK-NEXT: {{^}}    arith.addi           , 1
// CHECK-NEXT: {{^}}  builtin.module         , 1
// CHECK-NEXT: {{^}}     func.func           , 2
// CHECK-NEXT: {{^}}     func.return         , 2
// CHECK-NEXT: {{^}}      scf.execute_region , 1
// CHECK-NEXT: {{^}}      scf.yield          , 1
// CHECK-NEXT: {{^}}          weird          , 1
// CHECK-NEXT: {{^}}        x.y.z            , 1

// JSON:      {
// JSON-NEXT:   "arith.addi" : 1,
// JSON-NEXT:   "builtin.module" : 1,
// JSON:        "x.y.z" : 1
// JSON-NEXT: }

// FUNC:      Operations encountered:
// FUNC-NEXT: -----------------------
// FUNC-NEXT: {{^}}  arith.addi           , 1
// FUNC:      Operations encountered:
// FUNC-NEXT: -----------------------
// FUNC-NEXT: {{^}}  func.func   , 1
// FUNC-NEXT: {{^}}  func.return , 1
