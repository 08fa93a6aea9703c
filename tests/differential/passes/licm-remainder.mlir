// PIPELINE: builtin.module(func.func(loop-invariant-code-motion))
// No unregistered ops here, so interp/tests/meaning_preserved.rs also
// runs these functions before and after the passes.
// Remainders are pure in MLIR 22: one by a poison divisor leaves a loop
// that never runs, and must not make the function trap (a finding of the
// differential fuzz target).
func.func @rem_leaves_zero_trip_loop(%a: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %cm1 = arith.constant -1 : index
  %c1 = arith.constant 1 : index
  %p = ub.poison : i64
  %r = scf.for %i = %c0 to %cm1 step %c1 iter_args(%acc = %a) -> i64 {
    %u = arith.remui %a, %p : i64
    %s = arith.remsi %acc, %p : i64
    %t = arith.addi %u, %s : i64
    scf.yield %t : i64
  }
  return %r : i64
}
