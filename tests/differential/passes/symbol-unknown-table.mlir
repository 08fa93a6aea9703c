// PIPELINE: builtin.module(inline)
// PIPELINE: builtin.module(sccp)
// PIPELINE: builtin.module(symbol-dce)
// PIPELINE: builtin.module(remove-dead-values)
// Calls nested in an unregistered op of a dialect mlir-opt 22 has (test):
// their nearest symbol table is the module, and the test dialect's inliner
// interface allows inlining into its regions, except calls marked
// `noinline`.
func.func private @callee(%a: i32) -> i32 {
  %c = arith.constant 1 : i32
  %r = arith.addi %a, %c : i32
  return %r : i32
}
func.func @in_test(%a: i32) -> i32 {
  %r = "test.region"() ({
    %x = func.call @callee(%a) : (i32) -> i32
    "test.yield"(%x) : (i32) -> ()
  }) : () -> i32
  return %r : i32
}
func.func @in_test_noinline(%a: i32) -> i32 {
  %r = "test.region"() ({
    %x = func.call @callee(%a) {noinline} : (i32) -> i32
    "test.yield"(%x) : (i32) -> ()
  }) : () -> i32
  return %r : i32
}
