func.func @f(%c: i1, %a: i32, %i: i32) {
  cf.assert %c, "boom"
  cf.cond_br %c weights([3, 5]), ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  cf.switch %i : i32, [
    default: ^bb2,
    42: ^bb1(%a : i32),
    43: ^bb3
  ]
^bb2:
  cf.br ^bb3
^bb3:
  return
}
