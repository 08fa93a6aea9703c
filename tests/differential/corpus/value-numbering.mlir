// SSA value numbering. Numbers are handed out in this order: first every
// value of a region's blocks (results and non-entry block arguments), then
// nested regions are numbered last-in-first-out -- the regions of the last
// op of a block get the numbers right after the enclosing block's values,
// so deeper or earlier regions may see larger numbers than later ones.
// Entry block arguments are %argN. Sibling regions reuse the same numbers in
// the custom form; in the generic form the module body is a nested region
// too, which shifts every number.

%a = "t.a"() : () -> i32
"t.r"() ({
  %b = "t.b"() : () -> i32
  "t.r"() ({
    %c = "t.c"() : () -> i32
  }, {
    %d = "t.d"() : () -> i32
  ^bb1(%arg: i32):
    %e = "t.e"(%arg, %b, %a) : (i32, i32, i32) -> i32
  }) : () -> ()
  %f = "t.f"() : () -> i32
  "t.r"() ({
    %g = "t.g"(%f) : (i32) -> i32
    "t.r"() ({
      %g2 = "t.g2"(%g) : (i32) -> i32
    }) : () -> ()
  }) : () -> ()
}) : () -> ()
%h = "t.h"() : () -> i32
"t.r"() ({
^bb0(%x: i32, %y: i32):
  %i = "t.i"(%x, %y) : (i32, i32) -> i32
  "t.br"(%i)[^bb1] : (i32) -> ()
^bb1(%z: i32):
  %i2 = "t.i2"(%z) : (i32) -> i32
}) : () -> ()
%j = "t.j"(%h, %a) : (i32, i32) -> i32

