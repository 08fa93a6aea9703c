// ub.poison (short and long forms, the default #ub.poison elided) and
// ub.unreachable.
func.func @poison() -> (i32, f32) {
  %0 = ub.poison : i32
  %1 = ub.poison <#ub.poison> : f32
  %2 = ub.poison : vector<4xi1>
  %3 = ub.poison {tag = 1 : i64} : tensor<?xf32>
  %4 = ub.poison {tag} <#ub.poison> : index
  %5 = "ub.poison"() <{value = #ub.poison}> : () -> i64
  %6 = "ub.poison"() {value = #ub.poison} : () -> memref<2xf32>
  %7 = ub.poison {value = #ub.poison} : i8
  "test.use"(%2, %3, %4, %5, %6, %7) : (vector<4xi1>, tensor<?xf32>, index, i64, memref<2xf32>, i8) -> ()
  return %0, %1 : i32, f32
}

func.func @unreachable(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  ub.unreachable
^bb2:
  "ub.unreachable"() {tag} : () -> ()
}
