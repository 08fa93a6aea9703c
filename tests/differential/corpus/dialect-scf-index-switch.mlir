// scf.index_switch keeps the terminators of its cases but not an empty
// default region's yield.
func.func @f(%sw: index) {
  scf.index_switch %sw
  case 1 {
    scf.yield
  }
  case 2 {
    "test.use"() : () -> ()
    scf.yield
  }
  default {
  }
  return
}
