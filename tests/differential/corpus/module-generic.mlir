// builtin.module in the generic form, with its name as a property and
// discardable attributes; the top-level module is not wrapped.
"builtin.module"() <{sym_name = "top"}> ({
  "builtin.module"() <{sym_name = "a"}> ({
    %0 = "t.a"() : () -> i64
  }) {t.x = unit} : () -> ()
  "builtin.module"() ({
  ^bb0:
  }) : () -> ()
  "t.sibling"() ({
    "builtin.module"() ({
      "t.in_unregistered"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) {t.attr = "top-level"} : () -> ()
