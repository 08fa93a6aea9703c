// sym_visibility of builtin.module: a property, printed in the attribute
// dictionary of the custom form.
"builtin.module"() <{sym_name = "generic", sym_visibility = "private"}> ({
  "t.x"() : () -> ()
}) {t.c = 3} : () -> ()
module @custom attributes {sym_visibility = "nested"} {
}
