// Explicit empty properties `<{}>` on registered ops: nothing to keep, so
// neither form prints them (unregistered ops keep theirs as written, see
// properties.mlir).
"builtin.module"() <{}> ({
  "builtin.module"() <{}> ({
  ^bb0:
  }) : () -> ()
  %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
  %1 = "arith.addi"(%0, %0) <{}> : (i32, i32) -> i32
}) : () -> ()
