func.func private @ext(i32 {foo.a}, f32) -> (i32 {foo.b})
func.func @g(%a: i32 {foo.x = 1 : i32}, %b: f32) -> (i32, f32) attributes {foo.y} {
  %0 = func.call @ext(%a, %b) : (i32, f32) -> i32
  %f = func.constant @ext : (i32, f32) -> i32
  %1 = func.call_indirect %f(%a, %b) : (i32, f32) -> i32
  return %0, %b : i32, f32
}
func.func nested @h() {
  return
}
