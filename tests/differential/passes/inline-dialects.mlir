// PIPELINE: builtin.module(inline)
// PIPELINE: builtin.module(inline{default-pipeline=})
// Legality per dialect: ub, math, scf, tensor and unrealized casts are
// inlined, nested modules are not; calls inside scf.while and
// tensor.generate regions; recursive or dead private functions.
func.func private @selfrec(%a: i32) -> i32 {
  %0 = call @selfrec(%a) : (i32) -> i32
  return %0 : i32
}
func.func private @deadA(%a: i32) -> i32 {
  %0 = call @deadB(%a) : (i32) -> i32
  return %0 : i32
}
func.func private @deadB(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
func.func private @withub(%a: f32) -> f32 {
  %p = ub.poison : f32
  %0 = math.sqrt %a : f32
  %1 = arith.addf %0, %p : f32
  return %1 : f32
}
func.func private @mod(%a: i32) -> i32 {
  builtin.module {
  }
  return %a : i32
}
func.func private @cast(%a: i32) -> i64 {
  %0 = builtin.unrealized_conversion_cast %a : i32 to i64
  return %0 : i64
}
func.func @user(%a: i32, %f: f32, %n: index, %t: tensor<?xf32>) -> (i32, f32, i64, tensor<?xf32>) {
  %0 = call @withub(%f) : (f32) -> f32
  %1 = call @mod(%a) : (i32) -> i32
  %2 = call @cast(%1) : (i32) -> i64
  %3:2 = scf.while (%x = %a) : (i32) -> (i32, i32) {
    %c = arith.cmpi slt, %x, %a : i32
    %y = func.call @deadB(%x) : (i32) -> i32
    scf.condition(%c) %x, %y : i32, i32
  } do {
  ^bb0(%x: i32, %y: i32):
    %z = func.call @deadB(%y) : (i32) -> i32
    scf.yield %z : i32
  }
  %g = tensor.generate %n {
  ^bb0(%i: index):
    %v = func.call @withub(%0) : (f32) -> f32
    tensor.yield %v : f32
  } : tensor<?xf32>
  return %3#1, %0, %2, %g : i32, f32, i64, tensor<?xf32>
}
