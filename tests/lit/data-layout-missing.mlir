// A query mlir-opt 22 aborts on (a type without layout information:
// `LLVM ERROR: neither the scoping op nor ...`) is a located error and exit
// status 1 in rmlir-opt.
// REQUIRES: rmlir
// RUN: not rmlir-opt --test-data-layout-query %s 2>&1 | FileCheck %s

func.func @f() {
  %0 = "test.data_layout_query"() : () -> i32
  // CHECK: data-layout-missing.mlir:[[@LINE+1]]:8: error: neither the scoping op nor the type class provide data layout information for memref<4xf32>
  %1 = "test.data_layout_query"() : () -> memref<4xf32>
  return
}
