// A dominance error in the body of builtin.module.
"t.u"(%0) : (i32) -> ()
"t.b"() ({
  %0 = "t.d"() : () -> i32
}) : () -> ()
