// MLIR 22's affine simplification is not idempotent: this sum prints with
// its constant between the terms, and that text parses back with the
// constant last. rmlir prints what mlir-opt 22 prints in both rounds (the
// fuzzing oracle allows affine lines one extra round for this reason).
// RUN: rmlir-opt --allow-unregistered-dialect --mlir-print-local-scope %s | FileCheck %s --check-prefix=ONE
// RUN: rmlir-opt --allow-unregistered-dialect --mlir-print-local-scope %s | rmlir-opt --allow-unregistered-dialect --mlir-print-local-scope | FileCheck %s --check-prefix=TWO
// RUN: rmlir-opt --allow-unregistered-dialect --mlir-print-local-scope %s | rmlir-opt --allow-unregistered-dialect --mlir-print-local-scope | rmlir-opt --allow-unregistered-dialect --mlir-print-local-scope | FileCheck %s --check-prefix=TWO

// ONE: m = affine_map<(d0)[s0, s1, s2] -> (d0 * 16 + s0 * 8 + 9 + s2 + s1 * 4)>
// TWO: m = affine_map<(d0)[s0, s1, s2] -> (d0 * 16 + s0 * 8 + s2 + s1 * 4 + 9)>
"t.a"() {m = affine_map<(d0)[s0, s1, s2] -> (s0 * 8 + 9 + d0 * 16 + s2 + s1 * 4)>} : () -> ()
