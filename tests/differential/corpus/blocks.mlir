// Regions, blocks, block arguments and successors. Blocks are renumbered
// ^bb0, ^bb1... in order; the entry block label is omitted when it has no
// arguments (and no predecessors); every other block gets a comment listing
// its predecessors (`// pred: ^bb0`, `// 2 preds: ^bb1, ^bb2`, or
// `// no predecessors`), one entry per branch edge.

"t.func"() ({
^entry(%c: i1, %x: i32):
  "t.cond_br"(%c, %x)[^left, ^right] {operandSegmentSizes = array<i32: 1, 1, 0>} : (i1, i32) -> ()
^left(%l: i32):
  "t.br"(%l)[^join] : (i32) -> ()
^right:
  "t.br"(%x)[^join] : (i32) -> ()
^join(%j: i32):
  "t.switch"(%j)[^join, ^exit, ^exit] : (i32) -> ()
^exit:
  "t.return"() : () -> ()
^dead:
  "t.br"()[^dead] : () -> ()
^unreachable(%u: i64, %v: i64):
  "t.return"(%u, %v) : (i64, i64) -> ()
}) : () -> ()
// An entry block without arguments loses its label, even when named.
"t.single"() ({
^only:
  "t.op"() : () -> ()
}) : () -> ()
// Several regions, empty regions, an empty block with arguments.
"t.regions"() ({
}, {
  "t.a"() : () -> ()
}, {
^bb0(%a: i32):
}, {
^bb0:
}) : () -> ()
// Nested regions, each with its own block numbering.
"t.outer"() ({
  "t.br"()[^bb1] : () -> ()
^bb1:
  "t.inner"() ({
    "t.br"()[^bb1] : () -> ()
  ^bb1:
    "t.br"()[^bb2] : () -> ()
  ^bb2:
    "t.end"() : () -> ()
  }) : () -> ()
  "t.end"() : () -> ()
}) : () -> ()

