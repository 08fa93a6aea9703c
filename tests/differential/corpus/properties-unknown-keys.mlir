// Generic properties of registered ops keep only the names the op defines;
// the others are dropped, as mlir-opt does (an unregistered op keeps all).
"builtin.module"() <{b, sym_name = "m"}> ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "f", extra = 3}> ({
  ^bb0(%a: i32):
    %0 = "arith.constant"() <{value = 1 : i32, zz = 2}> : () -> i32
    %1 = "arith.addi"(%a, %0) <{overflowFlags = #arith.overflow<nsw>, q = 1}> : (i32, i32) -> i32
    %2 = "test.op"(%1) <{q = 1}> : (i32) -> i32
    "func.return"(%2) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
