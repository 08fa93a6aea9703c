// Uses before definitions that are fine: in a graph region (module body,
// unregistered op regions), an op may use a later value, its own result,
// or the result of its parent op.
"t.u"(%0) : (i32) -> ()
%0 = "t.d"() : () -> i32
%1 = "t.self"(%1) : (i32) -> i32
%2 = "t.parent"() ({
  "t.use_parent"(%2, %3) : (i32, i32) -> ()
  %3 = "t.later"() : () -> i32
}) : () -> i32
