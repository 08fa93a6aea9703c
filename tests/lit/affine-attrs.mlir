// affine_map and affine_set attributes are parsed, simplified as MLIR
// simplifies them, and printed (inline with --mlir-print-local-scope).
// Identity memref layouts are dropped.
// RUN: not rmlir-opt --allow-unregistered-dialect --mlir-print-local-scope --split-input-file %s 2>/dev/null | FileCheck %s
// RUN: not rmlir-opt --allow-unregistered-dialect --mlir-print-local-scope --split-input-file %s 2>/dev/null | rmlir-opt --allow-unregistered-dialect --mlir-print-local-scope --split-input-file | FileCheck %s
// RUN: not rmlir-opt --allow-unregistered-dialect %s --split-input-file 2>&1 >/dev/null | FileCheck %s --check-prefix=ERR

// CHECK: a = affine_map<(d0, d1)[s0] -> (d1 + d0 * 2 + s0, d0 floordiv 4)>
// CHECK-SAME: b = affine_set<(d0)[s0] : (d0 - 1 >= 0, s0 == 0)>
// CHECK-SAME: c = memref<4x8xf32>
// CHECK-SAME: d = memref<4xf32, affine_map<(d0) -> (d0 + 1)>, 2>
// CHECK-SAME: e = affine_map<() -> ()>
"t.a"() {a = affine_map<(d0, d1)[s0] -> (d1 + d0 * 2 + s0, d0 floordiv 4)>, b = affine_set<(d0)[s0] : (d0 - 1 >= 0, s0 == 0)>, c = memref<4x8xf32, affine_map<(d0, d1) -> (d0, d1)>>, d = memref<4xf32, affine_map<(d0) -> (d0 + 1)>, 2>, e = affine_map<() -> ()>} : () -> ()

// -----

// ERR: affine-attrs.mlir:[[@LINE+1]]:37: error: non-affine expression: at least one of the multiply operands has to be either a constant or symbolic
"t.b"() {a = affine_map<(d0) -> (d0 * d0)>} : () -> ()
