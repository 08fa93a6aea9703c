// An implicit module whose top level mixes functions with aliases,
// non-isolated ops and generic-form functions; calls name functions
// defined later, and locations name aliases defined at the end.
!t = i32
#set = affine_set<(d0) : (d0 >= 0, -d0 + 10 >= 0)>
func.func @a(%x: !t) -> !t {
  %0 = func.call @later(%x) : (!t) -> !t loc(#l1)
  return %0 : !t
} loc(#l0)
func.func @b(%i: index) {
  affine.if #set(%i) {
    "test.op"() : () -> ()
  }
  return
}
#map = affine_map<(d0) -> (d0 floordiv 2)>
func.func @c(%i: index) -> index {
  %0 = affine.apply #map(%i)
  return %0 : index
}
%v = "test.value"() : () -> !t
"test.use"(%v) : (!t) -> ()
func.func @d() {
  return
}
"func.func"() <{function_type = (!t) -> !t, sym_name = "generic"}> ({
^bb0(%arg0: !t):
  "func.return"(%arg0) : (!t) -> ()
}) : () -> ()
func.func @e() {
  %0 = "test.region"() ({
    "test.yield"() : () -> ()
  }) : () -> i32
  return
}
"test.region"() ({
  "test.inner"() : () -> ()
}) : () -> ()
func.func @later(%x: !t) -> !t attributes {ref = @a} {
  return %x : !t
} loc(#l2)
func.func private @decl(!t) -> !t loc(#l2)
#l0 = loc("top.mlir":1:1)
#l1 = loc("top.mlir":2:2)
#l2 = loc(callsite("f"("x.mlir":3:3) at "y.mlir":4:4))
