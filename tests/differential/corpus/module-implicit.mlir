// Several top-level ops, some of them modules: everything goes into an
// implicit module.
module @a {
  "t.in_a"() : () -> ()
}
"t.between"() : () -> ()
module @b attributes {t.k = 3 : i8} {
}
%0 = "t.last"() : () -> index
