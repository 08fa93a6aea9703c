// A location used as an ordinary attribute value is printed through a
// `#loc` alias (defined before the module) even without
// --mlir-print-debuginfo; with --mlir-print-local-scope it is inlined.

"t.a"() {where = loc("file.mlir":1:2), list = [loc(unknown), loc("name"("f.mlir":3:4))]} : () -> ()
"t.b"() {same = loc("file.mlir":1:2)} : () -> ()

