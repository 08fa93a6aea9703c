// Braces, op names and split markers where a naive splitter would cut:
// inside strings, comments and file metadata. }}} {{{ func.func @no() {
module {
  func.func @a() attributes {s = "} // ----- func.func @x() {", t = "{{{ \22}\22"} {
    // }
    // func.func @y() {
    // -----
    "test.op"() {u = "}\n}\nfunc.func @z() {"} : () -> ()
    return
  }
func.func @b(%arg0: i32) -> i32 attributes {w = ["}", "{", "func.func"]} {
    %0 = "test.blob"() {v = dense_resource<blob1> : tensor<2xi32>} : () -> tensor<2xi32>
    "test.region"() ({
  func.func @inner() {
    return
  }
    }) : () -> ()
    return %arg0 : i32
  }
  func.func private @decl(i32) -> i32 attributes {s = "{"}
  func.func @"quoted{name}"() {
    return
  }
    func.func @c() { return }
  module @nested {
    func.func @n() {
      return
    }
  }
  func.func @d()
      attributes {s = "}"}
  {
    return
  }
}
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x040000000100000002000000"
    }
  },
  external_resources: {
    ext: {
      k1: "} func.func @m() {",
      k2: true
    }
  }
#-}
