// With --split-input-file, the implicit module of a chunk after the first is
// located right after the split marker (the first chunk's at 0:0).
// RUN: rmlir-opt --allow-unregistered-dialect --split-input-file --mlir-print-debuginfo %s | FileCheck %s

// CHECK: #loc = loc("{{.*}}builtin-split-locations.mlir":0:0)
// CHECK: {{//}} -----
// CHECK: #loc = loc("{{.*}}builtin-split-locations.mlir":9:9)
"t.a"() : () -> ()
// -----
"t.b"() : () -> ()
