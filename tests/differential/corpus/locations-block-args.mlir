// Location aliases are numbered in the order the printer meets them: the
// location of a non-entry block's argument comes after the locations of
// the ops of the blocks before it.

"t.k"() ({
  "t.br"()[^bb1] : () -> () loc("br.mlir":1:1)
^bb1(%z: f32 loc("arg.mlir":2:2)):
  "t.m"() : () -> () loc("m.mlir":3:3)
}) : () -> () loc("k.mlir":4:4)

