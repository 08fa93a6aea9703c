// A small module in MLIR's generic form. Dialect ops are not registered yet,
// so run it with --allow-unregistered-dialect.
#loc_in = loc("hello.mlir":10:3)
"builtin.module"() <{sym_name = "hello"}> ({
  "toy.func"() <{sym_name = "add", function_type = (i32, i32) -> i32}> ({
  ^bb0(%a: i32, %b: i32):
    %sum = "toy.add"(%a, %b) : (i32, i32) -> i32
    %pair:2 = "toy.split"(%sum) : (i32) -> (i16, i16)
    "toy.cond_br"(%sum)[^then, ^else] : (i32) -> ()
  ^then:
    "toy.return"(%pair#0) : (i16) -> () loc(#loc_in)
  ^else:
    "toy.return"(%pair#1) : (i16) -> ()
  }) {toy.note = "generic form", weights = array<i32: 3, 1>} : () -> ()
}) : () -> ()
