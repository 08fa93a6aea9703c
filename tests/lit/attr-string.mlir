// String attributes: escapes are printed as \XX hex (except \\ and \"
// which MLIR prints as \\ and \22), non-ASCII bytes are escaped too.
// RUN: rmlir-opt --allow-unregistered-dialect %s | FileCheck %s --match-full-lines
// RUN: rmlir-opt --allow-unregistered-dialect %s --emit-bytecode | rmlir-opt --allow-unregistered-dialect | FileCheck %s --match-full-lines
// RUN: rmlir-opt --allow-unregistered-dialect %s | rmlir-opt --allow-unregistered-dialect | FileCheck %s --match-full-lines

"t.s"() {a = "plain", b = "", c = "tab\tnl\nquote\"bs\\", d = "\00\01\7F\FF", e = "h\C3\A9llo", f = "héllo", g = "'single'", h = "a b  c"} : () -> ()
"t.s2"() {a = "\41\42\43", b = "{braces} [brackets] <angles>", c = "#not_an_alias", d = "// not a comment", e = "\\n"} : () -> ()
// Strings as attribute names and symbol names.
"t.keys"() {"quoted key" = 1 : i32, "0digit" = 2 : i32, "with\"quote" = 3 : i32, plain_key = 4 : i32, "dotted.key" = 5 : i32} : () -> ()
"t.syms"() {a = @"with space", b = @plain, c = @"0digit", d = @"q\"x"} : () -> ()
// A string with a type.
"t.typed"() {a = "s" : i32, b = "t" : !t.str} : () -> ()

// CHECK: module {
// CHECK-NEXT:   "t.s"() {a = "plain", b = "", c = "tab\09nl\0Aquote\22bs\\", d = "\00\01\7F\FF", e = "h\C3\A9llo", f = "h\C3\A9llo", g = "'single'", h = "a b  c"} : () -> ()
// CHECK-NEXT:   "t.s2"() {a = "ABC", b = "{braces} [brackets] <angles>", c = "#not_an_alias", d = "// not a comment", e = "\\n"} : () -> ()
// CHECK-NEXT:   "t.keys"() {"0digit" = 2 : i32, dotted.key = 5 : i32, plain_key = 4 : i32, "quoted key" = 1 : i32, "with\22quote" = 3 : i32} : () -> ()
// CHECK-NEXT:   "t.syms"() {a = @"with space", b = @plain, c = @"0digit", d = @"q\22x"} : () -> ()
// CHECK-NEXT:   "t.typed"() {a = "s" : i32, b = "t" : !t.str} : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
