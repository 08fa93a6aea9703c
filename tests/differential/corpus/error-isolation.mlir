// A value used inside a nested builtin.module but defined outside it.
%0 = "t.d"() : () -> i32
module {
  "t.u"(%0) : (i32) -> ()
}
