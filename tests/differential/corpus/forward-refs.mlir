// Forward references: a value may be used before its definition in a graph
// region (the top level of a module, and the regions of unregistered ops),
// including an op using its own result, cycles between ops, and uses in a
// nested region; block successors may be referenced before their block.

"t.top_use"(%late) : (i64) -> ()
%late = "t.late"() : () -> i64
"t.graph"() ({
  %sum = "t.add"(%x, %y) : (i32, i32) -> i32
  %x = "t.c"(%sum) : (i32) -> i32
  %y = "t.d"() : () -> i32
  "t.self_use"(%loop) : (i32) -> ()
  %loop = "t.loop"(%loop) : (i32) -> i32
  "t.nested"() ({
    "t.inner"(%later_outer, %x) : (f32, i32) -> ()
  }) : () -> ()
  %later_outer = "t.e"() : () -> f32
}) : () -> ()
%own = "t.own_region"() ({
  "t.use_own"(%own) : (i8) -> ()
}) : () -> i8
"t.cfg"() ({
^bb0:
  "t.br"()[^bb2] : () -> ()
^bb1(%a: i32):
  "t.use"(%b, %a) : (i64, i32) -> ()
  "t.ret"() : () -> ()
^bb2:
  %b = "t.def"() : () -> i64
  %c = "t.def2"() : () -> i32
  "t.br"(%c)[^bb1] : (i32) -> ()
}) : () -> ()

