// Graph regions: uses before definitions at the top level and in
// unregistered ops, self-references, cycles and uses of a parent's result.
"t.u"(%0) : (i32) -> ()
%0 = "t.d"() : () -> i32
%1 = "t.self"(%1) : (i32) -> i32
%2 = "t.parent"() ({
  "t.use_parent"(%2, %3, %4) : (i32, i32, i32) -> ()
  %3 = "t.later"(%4) : (i32) -> i32
  %4 = "t.cycle"(%3) : (i32) -> i32
}) : () -> i32
module {
  "t.in_module"(%5) : (f32) -> ()
  %5 = "t.def"() : () -> f32
}
