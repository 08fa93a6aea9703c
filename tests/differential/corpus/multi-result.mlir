// Operations with several results: the group is defined as `%0:2` and each
// result is used as `%0#i` (the first one as `%0#0`); single results print
// as plain `%0`, result groups of size one never use `#`.

%pair:2 = "t.pair"() : () -> (i32, f32)
"t.use"(%pair#1, %pair#0) : (f32, i32) -> ()
%one = "t.one"() : () -> i64
%many:4 = "t.many"(%one) : (i64) -> (i1, i8, i16, i32)
"t.use"(%many#3, %many#0, %many#2) : (i32, i1, i16) -> ()
// A use before the definition (graph region at the top level).
"t.use"(%later#2) : (index) -> ()
%later:3 = "t.later"() : () -> (index, index, index)
"t.region"() ({
^bb0(%arg: i32):
  %in:2 = "t.in"(%arg, %pair#0) : (i32, i32) -> (i32, i32)
  "t.yield"(%in#0, %in#1, %many#1) : (i32, i32, i8) -> ()
}) : () -> ()

