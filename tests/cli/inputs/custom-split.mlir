func.func @one() {
  return
}
// @@@
func.func @two() {
  return
}
