// Locations with --mlir-print-debuginfo: every op, block argument and the
// module print `loc(...)`; locations are printed through `#locN` aliases
// defined after the module (in order of first use, nested locations get
// their own aliases). Ops without an explicit location get their position in
// the input file. Without the flag, locations are not printed at all.

#l = loc("alias.mlir":7:8)
"t.a"() : () -> () loc("file.mlir":1:2)
"t.b"() : () -> () loc(unknown)
"t.c"() : () -> () loc("name")
"t.d"() : () -> () loc("name"("f.mlir":3:4))
"t.e"() : () -> () loc(callsite("callee.mlir":1:1 at "caller.mlir":2:2))
"t.f"() : () -> () loc(fused["a.mlir":1:1, "b.mlir":2:2])
"t.g"() : () -> () loc(fused<"meta">["a.mlir":1:1])
"t.h"() : () -> () loc(#l)
"t.i"() : () -> () loc("range.mlir":1:2 to 3:4)
"t.j"() : () -> () loc("r2.mlir":1:2 to :9)
"t.k"() ({
^bb0(%x: i32 loc("arg.mlir":5:5), %y: i32):
  "t.l"() : () -> () loc("file.mlir":1:2)
  "t.br"()[^bb1] : () -> ()
^bb1:
  "t.m"() : () -> ()
}) : () -> ()
%v = "t.n"() : () -> i32 loc("n.mlir":9:9)
"t.o"() : () -> () loc("escaped\22name.mlir":1:1)

