// PIPELINE: builtin.module(inline)
// PIPELINE: builtin.module(inline{default-pipeline=})
// Call sites: inlined ops get callsite(callee at caller) locations, stacked
// when inlined again; unknown call locations leave them alone.
#l = loc("callsite_test")
func.func private @leaf(%a: i32 loc("leafarg")) -> i32 {
  %0 = arith.addi %a, %a : i32 loc("leaf.add")
  %1 = arith.muli %0, %a : i32 loc(unknown)
  return %1 : i32 loc(fused["r1", "r2"])
}
func.func private @mid(%a: i32) -> i32 {
  %0 = call @leaf(%a) : (i32) -> i32 loc("mid.call"("file.c":3:4))
  return %0 : i32
}
func.func @top(%a: i32) -> (i32, i32, i32) {
  %0 = call @mid(%a) : (i32) -> i32 loc(#l)
  %1 = call @mid(%0) : (i32) -> i32 loc(unknown)
  %2 = call @leaf(%1) : (i32) -> i32 loc(callsite("x" at "y"))
  return %0, %1, %2 : i32, i32, i32
}
func.func private @mb(%a: i32 loc("mbarg"), %c: i1) -> (i32, i32) {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32 loc("bbarg")):
  return %x, %a : i32, i32 loc("ret1")
^bb2:
  %z = arith.constant 7 : i32 loc("cst")
  return %z, %z : i32, i32 loc("ret2")
}
func.func @mbtop(%a: i32, %c: i1) -> i32 {
  %0:2 = call @mb(%a, %c) : (i32, i1) -> (i32, i32) loc("mbcall")
  %1 = arith.addi %0#0, %0#1 : i32
  return %1 : i32
}
