// builtin.module in its custom form: names, attributes, nesting, and
// values at every level.
module @outer attributes {t.a = 1 : i32, t.b = "x", t.c = [1, 2]} {
  %0 = "t.top"() : () -> i32
  module {
  }
  module @inner {
    %1 = "t.op"() : () -> i32
    "t.use"(%1) : (i32) -> ()
  }
  module attributes {t.only_attrs} {
    module @deep {
      module {
        "t.deepest"() ({
        ^bb0(%arg: i32):
          "t.br"(%arg)[^bb1] : (i32) -> ()
        ^bb1(%x: i32):
          "t.ret"(%x) : (i32) -> ()
        }) : () -> ()
      }
    }
  }
  "t.use"(%0) : (i32) -> ()
}
