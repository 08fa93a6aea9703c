// PIPELINE: builtin.module(topological-sort)
// PIPELINE: builtin.module(func.func(topological-sort))
// PIPELINE: builtin.module(print-op-stats,topological-sort)
// Graph regions (the module body) sorted so definitions come first; cycles
// and ops in regions of unregistered ops stay in place.
"test.use"(%2, %0) : (i32, i32) -> ()
%0 = "test.def"(%1) : (i32) -> i32
%1 = "test.def"() : () -> i32
%2 = "test.wrap"() ({
  %3 = "test.inner"(%1) : (i32) -> i32
  "test.yield"(%3) : (i32) -> ()
}) : () -> i32
%4 = "test.cycle"(%5) : (i32) -> i32
%5 = "test.cycle"(%4) : (i32) -> i32
func.func @f() {
  return
}
"test.graph"() ({
  "test.a"(%10) : (i32) -> ()
  %10 = "test.b"() : () -> i32
  "test.end"() : () -> ()
}) : () -> ()
