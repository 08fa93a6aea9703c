func.func @f(%a: i32, %b: i32, %x: f32, %y: f32, %i: index) -> i32 {
  %0 = arith.addi %a, %b overflow<nsw, nuw> : i32
  %1 = arith.addf %x, %y fastmath<fast> : f32
  %2 = arith.trunci %a overflow<nsw> : i32 to i8
  %3 = arith.truncf %x to_nearest_even fastmath<nnan> : f32 to f16
  %4 = arith.cmpf oeq, %x, %y fastmath<nnan> : f32
  %5:2 = arith.addui_extended %a, %b : i32, i1
  %6:2 = arith.mulsi_extended %a, %b : i32
  %7 = arith.index_cast %a : i32 to index
  %c = arith.constant 3 : index
  %f = arith.constant 1.0 : f32
  %t = arith.constant true
  %8 = arith.select %t, %a, %b : i32
  %9 = arith.extf %x fastmath<nnan> : f32 to f64
  %10 = arith.negf %x : f32
  %11 = arith.constant dense<1> : vector<4xi32>
  return %0 : i32
}
func.func @g(%a: i32, %b: i32) -> i32 {
  %0 = arith.divsi %a, %b exact : i32
  %1 = arith.muli %a, %b : i32
  %2 = arith.shrui %a, %b exact : i32
  %3 = arith.divui %a, %b : i32
  return %0 : i32
}
