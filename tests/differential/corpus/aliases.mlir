// Attribute and type alias definitions (`#name = ...`, `!name = ...`) are
// resolved by the parser; aliases may refer to earlier aliases and be used
// anywhere an attribute or type may appear. MLIR does not print user aliases
// back: the printed IR has every alias expanded, and unused ones are dropped.

#int = 42 : i32
#list = [#int, "x", #int]
#dict = {key = #list, other = unit}
!pair = tuple<i32, f32>
!pair2 = !pair
!vec = tuple<!pair2, vector<4xf32>>
!fn = (!pair) -> !vec
#ty = !fn
#unused = "never used"
!unused = i1
#dense = dense<[1, 2, 3]> : tensor<3xi32>
#sym = @some::@symbol
#loc_alias = loc("aliased.mlir":3:4)
!opaque = !dialect.type<"with" : #int>
#with_dot = 7 : i8
!with_dot = i7
#_under$score = 1 : i8

%0 = "t.a"() {x = #int, y = #list, z = #dict, w = #ty, v = [#dense, #sym]} : () -> !pair
"t.b"(%0) {t = !vec, d = #with_dot, u = #_under$score} : (!pair) -> ()
%1 = "t.c"() ({
^bb0(%arg: !pair2, %arg2: !opaque):
  "t.d"() {o = !opaque, w = !with_dot} : () -> ()
}) : () -> !fn
"t.e"() : () -> () loc(#loc_alias)

