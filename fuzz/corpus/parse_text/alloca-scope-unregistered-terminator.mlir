// Unknown ops of a registered dialect are rejected even when unregistered
// dialects are allowed, as mlir-opt-22 does (found by the read_bytecode
// fuzz target: a mutated op name read from bytecode verified).
// RUN: rmlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

func.func @alloca_scope() -> f32 {
  %0 = "memref.alloca_scope"() ({
    %cst = arith.constant 1.000000e+00 : f32
    // expected-error@+1 {{unregistered operation 'memref.alloca_zcope.return' found in dialect ('memref') that does not allow unknown operations}}
    "iiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiimemref.alloca_zcope.return"(%cst) : (f32) -> ()
  }) : () -> f32
  return %0 : f32
}

