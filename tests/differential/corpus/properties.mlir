// Properties `<{...}>` of unregistered ops, with regions, successors and
// attributes around them.
"t.props"() <{p = 1, q = "s", r = [1, 2], s = {k = unit}, t = array<i32: 1, 2>}> {a = 2} : () -> ()
"t.empty_props"() <{}> : () -> ()
%0 = "t.props_results"() <{type = i32}> : () -> i32
"t.props_region"(%0) <{p = 1 : i32}> ({
^bb0(%a: i32):
  "t.inner"() <{q = array<i64: 1>}> : () -> ()
  "t.br"(%a)[^bb1] <{w = 1}> : (i32) -> ()
^bb1(%b: i32):
  "t.ret"(%b) <{last}> {attr = "x"} : (i32) -> ()
}) {attr = @x} : (i32) -> ()
