// PIPELINE: builtin.module(symbol-dce)
// PIPELINE: builtin.module(symbol-privatize)
// PIPELINE: builtin.module(symbol-privatize{exclude=pub})
// PIPELINE: builtin.module(strip-debuginfo)
// PIPELINE: builtin.module(symbol-privatize,symbol-dce)
module {
  func.func private @dead() { return }
  func.func private @used() { return }
  func.func private @used_by_dead() { return }
  func.func private @dead2() {
    call @used_by_dead() : () -> ()
    return
  }
  func.func @pub(%a: i32 loc("x.mlir":3:4)) {
    call @used() : () -> ()
    return loc("y.mlir":1:1)
  } loc("z.mlir":2:2)
  func.func nested @nest() { return }
}
