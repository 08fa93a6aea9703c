// distinct attributes: aliases (#distinct, #distinct1, ...) and renumbering
// in print order; a distinct of unit prints `distinct[N]<>` without alias.
"test.op"() {a = distinct[5]<42 : i32>, b = distinct[5]<42 : i32>, c = distinct[2]<42 : i32>, d = distinct[7]<>, e = distinct[9]<[distinct[3]<"x">, 1]>, f = distinct[10]<affine_map<(d0) -> (d0 + 1)>>} : () -> ()
"test.op"() {x = distinct[7]<>, y = distinct[11]<loc("y")>, z = distinct[12]<unit>} : () -> ()
"test.op"() {nested = {k = distinct[100]<{inner = distinct[101]<[1, 2]>}>}, t = distinct[102]<tuple<i32>>} : () -> () loc(fused<distinct[103]<"meta">>["a":1:2, "b":3:4])
func.func @f(%arg0: i32) -> i32 attributes {d = distinct[0]<"fn">} {
  %0 = "test.use"(%arg0) {ref = distinct[0]<"fn">} : (i32) -> i32
  return %0 : i32
}
