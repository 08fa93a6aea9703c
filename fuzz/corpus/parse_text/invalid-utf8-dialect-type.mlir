// Unregistered dialect types and attributes: `dialect<body>` prints as
// `dialect.body` when the body is a simple identifier (optionally followed by
// `<...>`); a trailing `: type` on an attribute is kept (`none` is not printed).
"t.a"() : () -> (!bar<baz>, !bar<"baz">, !bar<baz.x>, !bar<b ‹z>, !bar<1>, !bar<>, !bar.baz<x>, !bar<baz<1>>, !bar<baz$>)
"t.b"() {a = #bar<baz>, b = #bar<"baz">, c = #bar<b z>, d = #bar<baz> : i32, e = #foo.attr : i32, f = #foo.a<1> : none, g = #foo.bar : tuple<i32>, h = #foo<"x"> : i64} : () -> ()
