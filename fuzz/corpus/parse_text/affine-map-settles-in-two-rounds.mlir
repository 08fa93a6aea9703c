func.func @in_loop(%x: index, %y: index) {
  %d:3 = affine.delinearize_index %x into (2, 8) : index, index, index
  affine.for %iv = 0 to 10 {
    %r = affine.apply affine_map<(d0)[s0, s1, s2] -> (s0 * 8 + 9 + d0 * 16 + s2 + s1 * 4)>(%d#0)[%d#1, %y, %d#2]
    "test.use"(%r) : (index) -> ()
  }
  return
}
