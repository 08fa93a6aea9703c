#!/usr/bin/env python3
"""Writes the hostile inputs of tests/bad_input/run.sh into a folder.

    gen_inputs.py OUTDIR [NAME-FILTER]

Writes OUTDIR/<name>.mlir for every case (whose name contains NAME-FILTER, if
given) and prints one manifest line per case, in order:

    <name> TAB <kind>

where kind is `plain`, `timed` (a deep or big input: run.sh prints timings),
`noflag` (run without --allow-unregistered-dialect) or `needs-func` (only
meaningful once the func dialect is registered).
"""
import os
import sys

# --- small malformed inputs (bytes) -------------------------------------------
SMALL = [
    ("unterminated-string", b'"t.a"() {s = "abc} : () -> ()\n'),
    ("unterminated-string-eof", b'"t.a"() {s = "abc'),
    ("unterminated-op-name", b'"t.a() : () -> ()\n'),
    ("string-newline", b'"t.a"() {s = "ab\ncd"} : () -> ()\n'),
    ("bad-escape", b'"t.a"() {s = "\\q"} : () -> ()\n'),
    ("stray-dollar", b'"t.a"() $ : () -> ()\n'),
    ("stray-control-char", b'"t.a"() \x01 : () -> ()\n'),
    ("stray-backslash", b"\\\n"),
    ("undefined-value", b'"t.a"(%x) : (i32) -> ()\n'),
    ("undefined-value-nested", b'"t.r"() ({\n  "t.a"(%x) : (i32) -> ()\n}) : () -> ()\n'),
    ("redefined-value", b'%0 = "t.a"() : () -> i32\n%0 = "t.b"() : () -> i32\n'),
    ("redefined-block-arg", b'%0 = "t.a"() : () -> i32\n"t.r"() ({\n^bb0(%0: i32):\n}) : () -> ()\n'),
    ("redefined-block", b'"t.r"() ({\n^bb0:\n  "t.x"() : () -> ()\n^bb0:\n  "t.x"() : () -> ()\n}) : () -> ()\n'),
    ("type-mismatch", b'%0 = "t.a"() : () -> i64\n"t.u"(%0) : (i32) -> ()\n'),
    ("type-mismatch-forward", b'"t.u"(%0) : (i32) -> ()\n%0 = "t.a"() : () -> i64\n'),
    ("result-count-mismatch", b'%0:3 = "t.a"() : () -> (i32, i32)\n'),
    ("result-index-out-of-range", b'%0:2 = "t.a"() : () -> (i32, i32)\n"t.u"(%0#7) : (i32) -> ()\n'),
    ("named-op-without-results", b'%0 = "t.a"() : () -> ()\n'),
    ("dominance-violation", b'"t.u"(%0) : (i32) -> ()\n"t.b"() ({\n  %0 = "t.d"() : () -> i32\n}) : () -> ()\n'),
    ("dominance-sibling-region",
     b'"t.a"() ({\n  "t.u"(%0) : (i32) -> ()\n}) : () -> ()\n"t.b"() ({\n  %0 = "t.d"() : () -> i32\n}) : () -> ()\n'),
    ("isolation-violation", b'%0 = "t.d"() : () -> i32\nmodule {\n  module {\n    "t.u"(%0) : (i32) -> ()\n  }\n}\n'),
    ("isolation-forward-ref", b'module {\n  "t.u"(%0) : (i32) -> ()\n}\n%0 = "t.d"() : () -> i32\n'),
    ("module-with-operand", b'"builtin.module"(%0) ({\n^bb0:\n}) : (i32) -> ()\n%0 = "t.d"() : () -> i32\n'),
    ("module-without-region", b'"builtin.module"() : () -> ()\n'),
    ("module-with-two-blocks", b'"builtin.module"() ({\n^bb0:\n^bb1:\n}) : () -> ()\n'),
    ("entry-block-predecessor", b'"t.r"() ({\n^bb0:\n  "t.br"()[^bb0] : () -> ()\n}) : () -> ()\n'),
    ("unbalanced-brace-open", b'"t.a"() ({\n  "t.b"() : () -> ()\n'),
    ("unbalanced-brace-close", b'"t.a"() : () -> ()\n}\n'),
    ("unbalanced-paren-open", b'"t.a"(() : () -> ()\n'),
    ("unbalanced-paren-close", b'"t.a"()) : () -> ()\n'),
    ("unbalanced-bracket-open", b'"t.a"() {x = [1, [2]} : () -> ()\n'),
    ("unbalanced-bracket-close", b'"t.a"() {x = [1]]} : () -> ()\n'),
    ("unbalanced-angle", b'"t.a"() : () -> (tensor<4xi32)\n'),
    ("unbalanced-dialect-type", b'"t.a"() : () -> (!t.x<"a", <1>)\n'),
    ("unbalanced-dialect-attr", b'"t.a"() {x = #t.x<[1, (2]>} : () -> ()\n'),
    ("unbalanced-module", b"module {\n  module {\n}\n"),
    ("int-out-of-range-i8", b'"t.a"() {x = 256 : i8} : () -> ()\n'),
    ("int-out-of-range-neg", b'"t.a"() {x = -129 : i8} : () -> ()\n'),
    ("int-out-of-range-i1", b'"t.a"() {x = 2 : i1} : () -> ()\n'),
    ("int-out-of-range-ui8", b'"t.a"() {x = -1 : ui8} : () -> ()\n'),
    ("int-out-of-range-i64", b'"t.a"() {x = 9223372036854775808} : () -> ()\n'),
    ("int-out-of-range-i128", b'"t.a"() {x = 340282366920938463463374607431768211456 : i128} : () -> ()\n'),
    ("int-huge-literal", b'"t.a"() {x = ' + b"9" * 10000 + b" : i64} : () -> ()\n"),
    ("int-huge-literal-i1000", b'"t.a"() {x = ' + b"9" * 10000 + b" : i1000} : () -> ()\n"),
    ("int-huge-hex-literal", b'"t.a"() {x = 0x' + b"F" * 100000 + b" : i64} : () -> ()\n"),
    ("int-width-too-large", b'"t.a"() : () -> (i16777216)\n'),
    ("int-width-overflow", b'"t.a"() : () -> (i99999999999999999999)\n'),
    ("dim-overflow", b'"t.a"() : () -> (tensor<99999999999999999999xi32>)\n'),
    ("dense-huge-shape", b'"t.a"() {x = dense<1> : tensor<9223372036854775807x9223372036854775807xi8>} : () -> ()\n'),
    ("dense-shape-mismatch", b'"t.a"() {x = dense<[1, 2]> : tensor<3xi32>} : () -> ()\n'),
    ("dense-bad-hex", b'"t.a"() {x = dense<"0xZZ"> : tensor<1xi8>} : () -> ()\n'),
    ("dense-ragged", b'"t.a"() {x = dense<[[1, 2], [3]]> : tensor<2x2xi32>} : () -> ()\n'),
    ("float-hex-too-wide", b'"t.a"() {x = 0x1FFFFFFFFFF : f32} : () -> ()\n'),
    ("float-huge-exponent", b'"t.a"() {x = 1.0e99999999999999999999 : f32} : () -> ()\n'),
    ("undefined-attr-alias", b'"t.a"() {x = #undefined} : () -> ()\n'),
    ("undefined-type-alias", b'"t.a"() : () -> (!undefined)\n'),
    ("self-referencing-alias", b'#a = [#a]\n"t.a"() {x = #a} : () -> ()\n'),
    ("alias-redefinition", b"!t = i32\n!t = i64\n"),
    ("alias-with-dot", b"#a.b = 1\n"),
    ("undefined-block", b'"t.r"() ({\n  "t.br"()[^bb9] : () -> ()\n}) : () -> ()\n'),
    ("top-level-successor", b'"t.br"()[^bb1] : () -> ()\n'),
    ("nul-between-ops", b'"t.a"() : () -> ()\n\x00\n"t.b"() : () -> ()\n'),
    ("nul-in-token", b'"t.a"() : () -> (i3\x002)\n'),
    ("nul-in-string", b'"t.a"() {s = "a\x00b"} : () -> ()\n'),
    ("nul-only", b"\x00" * 1000),
    ("invalid-utf8-in-string", b'"t.a"() {s = "\xff\xfe\xc3\x28"} : () -> ()\n'),
    ("invalid-utf8-in-op-name", b'"t.\xff"() : () -> ()\n'),
    ("invalid-utf8-outside", b'"t.a"() \xff\xfe : () -> ()\n'),
    ("invalid-utf8-in-comment", b'// \xff\xfe\xc3\x28\n"t.a"() : () -> ()\n'),
    ("invalid-utf8-identifier", b'%\xff = "t.a"() : () -> i32\n'),
    ("invalid-utf8-in-location", b'"t.a"() : () -> () loc("\xff\xfe":1:2)\n'),
    ("bom", b'\xef\xbb\xbf"t.a"() : () -> ()\n'),
    ("empty-file", b""),
    ("only-whitespace", b" \t\r\n" * 1000),
    ("crlf-line-endings", b'"t.a"() ({\r\n^bb0(%a: i32):\r\n  "t.b"(%a) : (i32) -> ()\r\n}) : () -> ()\r\n'),
    ("missing-type-list", b'"t.a"()\n'),
    ("location-unterminated", b'"t.a"() : () -> () loc("f.mlir":1:2\n'),
    ("location-garbage", b'"t.a"() : () -> () loc(callsite("a" at ))\n'),
    ("properties-garbage", b'"t.a"() <{p = }> : () -> ()\n'),
    # Builtin attribute syntax: distinct, sparse, strided, dense_resource,
    # file metadata resources, affine maps.
    ("distinct-no-id", b'"t.a"() {x = distinct[]<1>} : () -> ()\n'),
    ("distinct-negative-id", b'"t.a"() {x = distinct[-1]<1>} : () -> ()\n'),
    ("distinct-huge-id", b'"t.a"() {x = distinct[99999999999999999999999]<1>} : () -> ()\n'),
    ("distinct-unclosed", b'"t.a"() {x = distinct[0]<1} : () -> ()\n'),
    ("distinct-eof", b'"t.a"() {x = distinct[0'),
    ("distinct-mismatch", b'"t.a"() {x = distinct[0]<1>, y = distinct[0]<2>} : () -> ()\n'),
    ("sparse-no-type", b'"t.a"() {x = sparse<[[0]], [1]>} : () -> ()\n'),
    ("sparse-index-out-of-range", b'"t.a"() {x = sparse<[[9]], [1]> : tensor<3xi32>} : () -> ()\n'),
    ("sparse-shape-mismatch", b'"t.a"() {x = sparse<[[0, 0]], [1, 2]> : tensor<3xi32>} : () -> ()\n'),
    ("sparse-unclosed", b'"t.a"() {x = sparse<[[0]], [1] : tensor<3xi32>} : () -> ()\n'),
    ("sparse-dynamic", b'"t.a"() {x = sparse<[[0]], [1]> : tensor<?xi32>} : () -> ()\n'),
    ("sparse-bad-hex", b'"t.a"() {x = sparse<[[0]], "0x01"> : tensor<3xi32>} : () -> ()\n'),
    ("strided-garbage", b'"t.a"() {x = strided<[1, x]>} : () -> ()\n'),
    ("strided-huge", b'"t.a"() {x = strided<[99999999999999999999]>} : () -> ()\n'),
    ("strided-bad-offset", b'"t.a"() {x = strided<[1], offst: 2>} : () -> ()\n'),
    ("strided-rank-mismatch", b'"t.a"() {x = memref<2x2xf32, strided<[1]>>} : () -> ()\n'),
    ("strided-eof", b'"t.a"() {x = strided<[1'),
    ("dense-resource-no-type", b'"t.a"() {x = dense_resource<b>} : () -> ()\n'),
    ("dense-resource-scalar", b'"t.a"() {x = dense_resource<b> : i32} : () -> ()\n'),
    ("dense-resource-bad-key", b'"t.a"() {x = dense_resource<1> : tensor<2xi32>} : () -> ()\n'),
    ("resources-unknown-key", b'"t.a"() : () -> ()\n{-# foo: {} #-}\n'),
    ("resources-unknown-dialect", b'"t.a"() : () -> ()\n{-# dialect_resources: { nodialect: { a: "0x04000000" } } #-}\n'),
    ("resources-not-hex", b'"t.a"() : () -> ()\n{-# dialect_resources: { builtin: { a: "zz" } } #-}\n'),
    ("resources-short-blob", b'"t.a"() : () -> ()\n{-# dialect_resources: { builtin: { a: "0x0400" } } #-}\n'),
    ("resources-bad-alignment", b'"t.a"() : () -> ()\n{-# dialect_resources: { builtin: { a: "0x03000000" } } #-}\n'),
    ("resources-odd-hex", b'"t.a"() : () -> ()\n{-# dialect_resources: { builtin: { a: "0x040000001" } } #-}\n'),
    ("resources-unterminated", b'"t.a"() : () -> ()\n{-# dialect_resources: { builtin: { a: "0x04000000" }'),
    ("resources-external-int", b'"t.a"() : () -> ()\n{-# external_resources: { e: { a: 1 } } #-}\n'),
    ("resources-external-nested", b'"t.a"() : () -> ()\n{-# external_resources: { e: { a: { b: 1 } } } #-}\n'),
    ("affine-map-garbage", b'"t.a"() {x = affine_map<(d0) -> (d0 +)>} : () -> ()\n'),
    ("affine-map-unknown-dim", b'"t.a"() {x = affine_map<(d0) -> (d1)>} : () -> ()\n'),
    ("affine-map-eof", b'"t.a"() {x = affine_map<(d0'),
    ("affine-set-garbage", b'"t.a"() {x = affine_set<(d0) : (d0 >= )>} : () -> ()\n'),
    ("memref-layout-rank", b'"t.a"() {x = memref<2xf32, affine_map<(d0, d1) -> (d0)>>} : () -> ()\n'),
    ("memref-space-then-layout", b'"t.a"() {x = memref<2xf32, 1, affine_map<(d0) -> (d0)>>} : () -> ()\n'),
    ("memref-bad-space", b'"t.a"() {x = memref<2xf32, [1]>} : () -> ()\n'),
    ("ellipsis-two-dots", b'"t.a"() {x = ..} : () -> ()\n'),
    # affine dialect: malformed loop bounds, subscripts and conditions.
    ("affine-for-bad-bound-map", b'affine.for %i = 0 to affine_map<(d0) -> (d0 +)>(%i) {\n}\n'),
    ("affine-for-bound-map-eof", b'affine.for %i = max affine_map<()[s0] -> (s0, 1)>()['),
    ("affine-for-bound-set", b'affine.for %i = 0 to affine_set<(d0) : (d0 >= 0)>(%i) {\n}\n'),
    ("affine-for-missing-to", b'affine.for %i = 0 10 {\n}\n'),
    ("affine-for-missing-body", b'affine.for %i = 0 to 10 step 2\n'),
    ("affine-for-step-too-large", b'affine.for %i = 0 to 10 step 99999999999999999999 {\n}\n'),
    ("affine-for-step-sign-bit", b'affine.for %i = 0 to 10 step 0x8000000000000000 {\n}\n'),
    ("affine-for-bound-undefined", b'affine.for %i = 0 to %n {\n}\n'),
    ("affine-for-iter-args-unclosed", b'%x = "t.x"() : () -> f32\n%r = affine.for %i = 0 to 4 iter_args(%a = %x -> (f32) {\n}\n'),
    ("affine-load-unclosed-subscript", b'%m = "t.m"() : () -> memref<4xf32>\n%0 = affine.load %m[0 : memref<4xf32>\n'),
    ("affine-load-symbol-unclosed", b'%m = "t.m"() : () -> memref<4xf32>\n%0 = affine.load %m[symbol(%m] : memref<4xf32>\n'),
    ("affine-load-subscript-eof", b'%m = "t.m"() : () -> memref<4xf32>\n%0 = affine.load %m[-(3 *'),
    ("affine-load-memref-subscript", b'%m = "t.m"() : () -> memref<4xf32>\n%0 = affine.load %m[%m] : memref<4xf32>\n'),
    ("affine-store-div-by-zero", b'%m = "t.m"() : () -> memref<4xf32>\n%v = "t.v"() : () -> f32\naffine.store %v, %m[7 floordiv 0] : memref<4xf32>\n'),
    ("affine-if-map-condition", b'%x = "t.x"() : () -> index\naffine.if affine_map<(d0) -> (d0)>(%x) {\n}\n'),
    ("affine-if-bad-set", b'%x = "t.x"() : () -> index\naffine.if affine_set<(d0) : (d0 >=)>(%x) {\n}\n'),
    ("affine-apply-no-map", b'%x = "t.x"() : () -> index\n%0 = affine.apply (%x)\n'),
    ("affine-yield-outside", b'affine.yield\n'),
]

NOFLAG = [
    ("unregistered-no-flag", b'"t.a"() : () -> ()\n'),
    ("unregistered-attr-no-flag", b'module attributes {t.x = #foo.bar<"x">} {\n}\n'),
]

# Only a registered op can require a terminator, and builtin.module does not:
# run.sh checks these once rmlir-opt registers func (and skips them before).
NEEDS_FUNC = [
    ("missing-terminator",
     b'"func.func"() <{function_type = () -> (), sym_name = "f"}> ({\n'
     b'  %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32\n}) : () -> ()\n'),
    ("missing-terminator-empty-block",
     b'"func.func"() <{function_type = () -> (), sym_name = "f"}> ({\n^bb0:\n}) : () -> ()\n'),
]

# --- a valid input with most features, cut every 97 bytes ---------------------
FULL = b'''#alias = [1 : i8, "s\\22q", @sym::@nested]
!pair = tuple<i32, f32>
module @m attributes {t.a = dense<[[1, 2], [3, 4]]> : tensor<2x2xi16>} {
  %0:2 = "t.pair"() {f = 0x7FC00000 : f32, i = -170141183460469231731687303715884105728 : i128} : () -> (i32, f32)
  "t.graph"(%later#1) ({
  ^bb0(%arg: !pair loc("arg.mlir":1:2)):
    "t.cond_br"(%arg)[^bb1, ^bb2] {x = #alias} : (!pair) -> ()
  ^bb1:
    "t.br"(%0#0)[^bb2] : (i32) -> () loc(callsite("a.mlir":1:1 at fused["b.mlir":2:2]))
  ^bb2:
    "t.ret"() <{p = array<i64: 1, -2>, q = unit}> : () -> ()
  }) : (f32) -> ()
  %later:2 = "t.later"() : () -> (i64, f32) loc(#loc)
  module {
    "t.inner"() {d = dense<"0x0000803F00000040"> : tensor<2xf32>, v = dense<1> : vector<[4]xi1>} : () -> ()
  }
}
#loc = loc("later.mlir":7:8)
'''

# --- deep and big inputs (str builders, run lazily) -----------------------------
# Printing N nested regions or modules writes about 2*N*N bytes of
# indentation (20 GB for N = 100,000): the valid deep region/module inputs are
# printed at N = 10,000, and at N = 100,000 the inputs end in an error at the
# innermost level (a parse error or a verifier error), so that the whole nest
# is parsed (and verified) but not printed.
R = 100000
DEEP = [
    # Explicit locations picked to share the bucket bits of the location
    # interner's locality hash (lines 2^20 apart, diagonals of line + 1 and
    # column - 4): interning must stay fast.
    ("locations-colliding-200000",
     lambda: "func.func @f(%a: i32) -> i32 {\n" + "".join(
         '%%v%d = arith.addi %%a, %%a : i32 loc("x.mlir":%d:%d)\n'
         % (k, ((k >> 8) << 20 | (k % 64)) % 4294967295, (k & 255) if k % 2 else 255 - 4 * (k % 64))
         for k in range(200000)) + "return %a : i32\n}\n"),
    ("one-line-200000-ops",
     lambda: "func.func @f(%a: i32) -> i32 { " + " ".join(
         "%%v%d = arith.addi %%a, %%a : i32" % k for k in range(200000)) + " return %a : i32 }\n"),
    ("nested-regions-100000-parse-error",
     lambda: '"t.a"() ({\n' * R + '"t.u"(%undef) : (i32) -> ()\n' + "}) : () -> ()\n" * R),
    ("nested-regions-100000-verify-error",
     lambda: '"t.a"() ({\n' * R + '"builtin.module"() ({\n}) : () -> ()\n' + "}) : () -> ()\n" * R),
    ("nested-regions-10000", lambda: '"t.a"() ({\n' * 10000 + "}) : () -> ()\n" * 10000),
    ("nested-modules-100000-parse-error",
     lambda: "module {\n" * R + '"t.u"(%undef) : (i32) -> ()\n' + "}\n" * R),
    ("nested-modules-100000-verify-error",
     lambda: "module {\n" * R + '"builtin.module"() ({\n}) : () -> ()\n' + "}\n" * R),
    ("nested-modules-10000", lambda: "module {\n" * 10000 + "}\n" * 10000),
    ("nested-generic-modules-100000-parse-error",
     lambda: '"builtin.module"() ({\n' * R + '%0 = "t.u"(%0) : (i32) -> i64\n' + "}) : () -> ()\n" * R),
    ("nested-tuple-types-20000",
     lambda: '"t.a"() {x = ' + "tuple<" * 20000 + "i32" + ">" * 20000 + "} : () -> ()\n"),
    ("nested-tuple-types-20000-error",
     lambda: '"t.a"() {x = ' + "tuple<" * 20000 + "!undefined" + ">" * 20000 + "} : () -> ()\n"),
    ("nested-tuple-types-20000-unclosed",
     lambda: '"t.a"() {x = ' + "tuple<" * 20000 + "i32" + "} : () -> ()\n"),
    ("nested-function-types-20000",
     lambda: '"t.a"() {x = ' + "() -> (" * 20000 + "i32" + ")" * 20000 + "} : () -> ()\n"),
    ("nested-arrays-100000", lambda: '"t.a"() {x = ' + "[" * R + "]" * R + "} : () -> ()\n"),
    ("nested-arrays-100000-unclosed", lambda: '"t.a"() {x = ' + "[" * R + "} : () -> ()\n"),
    ("nested-dicts-100000", lambda: '"t.a"() {x = ' + "{a = " * R + "1" + "}" * R + "} : () -> ()\n"),
    ("nested-dense-100000",
     lambda: '"t.a"() {x = dense<' + "[" * R + "1" + "]" * R + "> : tensor<1xi32>} : () -> ()\n"),
    ("nested-dialect-type-100000", lambda: '"t.a"() : () -> (!t.x' + "<" * R + ">" * R + ")\n"),
    ("nested-locations-100000",
     lambda: '"t.a"() : () -> () loc(' + "fused[" * R + "unknown" + "]" * R + ")\n"),
    ("nested-callsites-100000",
     lambda: '"t.a"() : () -> () loc(' + 'callsite("a":1:1 at ' * R + '"b":2:2' + ")" * R + ")\n"),
    ("nested-parens-100000", lambda: '"t.a"() : ' + "(" * R + ")" * R + " -> ()\n"),
    ("string-10MB", lambda: '"t.a"() {s = "' + "x" * (10 * 1024 * 1024) + '"} : () -> ()\n'),
    ("string-10MB-escapes",
     lambda: '"t.a"() {s = "' + "\\00\\n" * (10 * 1024 * 1024 // 6) + '"} : () -> ()\n'),
    ("string-10MB-unterminated", lambda: '"t.a"() {s = "' + "x" * (10 * 1024 * 1024)),
    ("operands-1000000",
     lambda: '%0 = "t.d"() : () -> i32\n"t.a"(' + ", ".join(["%0"] * 1000000) + ") : ("
     + ", ".join(["i32"] * 1000000) + ") -> ()\n"),
    ("operands-1000000-type-count-error",
     lambda: '%0 = "t.d"() : () -> i32\n"t.a"(' + ", ".join(["%0"] * 1000000) + ") : ("
     + ", ".join(["i32"] * 999999) + ") -> ()\n"),
    ("results-1000000",
     lambda: '%0:1000000 = "t.d"() : () -> (' + ", ".join(["i32"] * 1000000) + ')\n"t.u"(%0#999999) : (i32) -> ()\n'),
    ("ops-1000000", lambda: '%0 = "t.d"() : () -> i32\n' + '"t.u"(%0) : (i32) -> ()\n' * 1000000),
    ("blocks-100000",
     lambda: '"t.r"() ({\n' + "".join('^bb%d:\n  "t.br"()[^bb%d] : () -> ()\n' % (i, i + 1) for i in range(R))
     + '^bb%d:\n  "t.ret"() : () -> ()\n}) : () -> ()\n' % R),
    ("attributes-1000000",
     lambda: '"t.a"() {' + ", ".join("a%d = %d" % (i, i) for i in range(1000000)) + "} : () -> ()\n"),
]


# Custom forms of the func/arith/cf/scf dialects, cut at many offsets: every
# prefix must be rejected with a located diagnostic (or accepted, as
# mlir-opt does), never crash.
DIALECTS_FULL = b'''func.func private @ext(i32 {foo.a}, f32) -> (i32 {foo.b})
func.func @f(%a: i32, %b: i32, %x: f32, %c: i1, %lb: index) -> i32 attributes {foo.y} {
  %0 = arith.addi %a, %b overflow<nsw, nuw> : i32
  %1 = arith.addf %x, %x fastmath<fast> : f32
  %2 = arith.cmpi uge, %a, %b : i32
  %3 = arith.truncf %x to_nearest_even : f32 to f16
  %s, %o = arith.addui_extended %a, %b : i32, i1
  %k = arith.constant dense<[1, 2]> : vector<2xi32>
  %4 = arith.select %c, %a, %b : i32
  %5 = func.call @ext(%a, %x) : (i32, f32) -> i32
  %r = scf.for %iv = %lb to %lb step %lb iter_args(%t = %a) -> (i32) {
    %y = scf.if %c -> (i32) {
      scf.yield %t : i32
    } else {
      scf.yield %a : i32
    }
    scf.yield %y : i32
  }
  %w = scf.while (%q = %a) : (i32) -> i32 {
    scf.condition(%c) %q : i32
  } do {
  ^bb0(%z: i32):
    scf.yield %z : i32
  }
  cf.cond_br %c weights([1, 2]), ^bb1(%r : i32), ^bb2
^bb1(%m: i32):
  cf.switch %a : i32, [
    default: ^bb2,
    7: ^bb1(%m : i32)
  ]
^bb2:
  return %a : i32
}
'''

# Deeply nested custom-form regions.
DIALECT_DEEP = [
    ("nested-scf-if-10000",
     lambda: "func.func @f(%c: i1) {\n" + "scf.if %c {\n" * 10000 + "}\n" * 10000 + "return\n}\n"),
    ("nested-scf-if-10000-unclosed",
     lambda: "func.func @f(%c: i1) {\n" + "scf.if %c {\n" * 10000 + "return\n}\n"),
    ("nested-affine-for-10000",
     lambda: "func.func @f() {\n" + "".join("affine.for %%i%d = 0 to 4 {\n" % k for k in range(10000))
     + "}\n" * 10000 + "return\n}\n"),
    ("affine-subscript-parens-100000",
     lambda: "func.func @f(%m: memref<4xf32>, %i: index) {\n%0 = affine.load %m["
     + "(" * 100000 + "%i" + ")" * 100000 + "] : memref<4xf32>\nreturn\n}\n"),
    ("affine-subscript-negations-100000",
     lambda: "func.func @f(%m: memref<4xf32>, %i: index) {\n%0 = affine.load %m["
     + "-" * 100000 + "%i] : memref<4xf32>\nreturn\n}\n"),
    ("affine-subscript-terms-100000",
     lambda: "func.func @f(%m: memref<4xf32>, %i: index) {\n%0 = affine.load %m["
     + " + ".join(["%i"] * 100000) + "] : memref<4xf32>\nreturn\n}\n"),
    # (Affine expressions are flat node lists: building a nest of N binary
    # nodes is O(N^2), as for affine_map attributes; N stays moderate.)
    ("affine-parallel-bound-nested-5000",
     lambda: "func.func @f(%n: index, %m: index) {\naffine.parallel (%i) = (max("
     + "".join("(%%n floordiv %d + " % (k % 7 + 2) for k in range(5000)) + "%n" + ")" * 5000
     + ", symbol(%m))) to (10) {\n}\nreturn\n}\n"),
    # A chain of pure ops that doubles its uses at each step: checking that
    # the last one is a valid symbol must not take exponential time.
    ("affine-symbol-chain-20000",
     lambda: "func.func @f(%m: memref<4xf32>, %n: index) {\naffine.for %i = 0 to 4 {\n%v0 = arith.addi %i, %n : index\n"
     + "".join("%%v%d = arith.addi %%v%d, %%v%d : index\n" % (k + 1, k, k) for k in range(20000))
     + "%0 = affine.load %m[symbol(%v20000)] : memref<4xf32>\n}\nreturn\n}\n"),
]


def main():
    outdir = sys.argv[1]
    name_filter = sys.argv[2] if len(sys.argv) > 2 else ""
    os.makedirs(outdir, exist_ok=True)
    manifest = []

    def emit(name, data, kind):
        if name_filter not in name:
            return
        if callable(data):
            data = data()
        if isinstance(data, str):
            data = data.encode()
        with open(os.path.join(outdir, name + ".mlir"), "wb") as f:
            f.write(data)
        manifest.append((name, kind))

    for name, data in SMALL:
        emit(name, data, "plain")
    for name, data in NOFLAG:
        emit(name, data, "noflag")
    for name, data in NEEDS_FUNC:
        emit(name, data, "needs-func")
    for n in range(97, len(FULL), 97):
        emit("truncated-at-%d" % n, FULL[:n], "plain")
    emit("untruncated-%d-bytes" % len(FULL), FULL, "plain")
    for n in range(11, len(DIALECTS_FULL), 11):
        emit("dialects-truncated-at-%d" % n, DIALECTS_FULL[:n], "plain")
    emit("dialects-untruncated", DIALECTS_FULL, "plain")
    for name, build in DIALECT_DEEP:
        emit(name, build, "timed")
    for name, build in DEEP:
        emit(name, build, "timed")
    for name, kind in manifest:
        print("%s\t%s" % (name, kind))


if __name__ == "__main__":
    main()
