// An op without properties refuses `<{...}>`, even an empty one.
func.func @f() {
  "func.return"() <{}> : () -> ()
}
