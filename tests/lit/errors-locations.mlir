// Exact diagnostic text, including line:column and the caret line, for
// parser errors and their notes (--verify-diagnostics only checks lines).
// RUN: not rmlir-opt --allow-unregistered-dialect --split-input-file %s 2>&1 >/dev/null | FileCheck %s --match-full-lines --strict-whitespace

"t.a"() {x = -129 : i8} : () -> ()

// -----

"t.a"() {x = -1 : ui8} : () -> ()

// -----

"t.a"() {x = 1.5 : i32} : () -> ()

// -----

"t.a"() {x = #undefined} : () -> ()

// -----

"t.a"() : () -> (!undefined)

// -----

"t.a"() {x = "abc} : () -> ()

// -----

%0 = "t.a"() : () -> i32
%0 = "t.b"() : () -> i32

// -----

%0 = "t.a"() : () -> i64
"t.u"(%0) : (i32) -> ()

// -----

%0:2 = "t.a"() : () -> i32

// -----

"t.a"(%x) : (i32) -> ()


// CHECK:{{.*}}errors-locations.mlir:[[@LINE-41]]:15: error: integer constant out of range for attribute
// CHECK-NEXT:"t.a"() {x = -129 : i8} : () -> ()
// CHECK-NEXT:              ^
// CHECK-NEXT:{{.*}}errors-locations.mlir:[[@LINE-40]]:15: error: negative integer literal not valid for unsigned integer type
// CHECK-NEXT:"t.a"() {x = -1 : ui8} : () -> ()
// CHECK-NEXT:              ^
// CHECK-NEXT:{{.*}}errors-locations.mlir:[[@LINE-39]]:23: error: floating point value not valid for specified type
// CHECK-NEXT:"t.a"() {x = 1.5 : i32} : () -> ()
// CHECK-NEXT:                      ^
// CHECK-NEXT:{{.*}}errors-locations.mlir:[[@LINE-38]]:24: error: undefined symbol alias id 'undefined'
// CHECK-NEXT:"t.a"() {x = #undefined} : () -> ()
// CHECK-NEXT:                       ^
// CHECK-NEXT:{{.*}}errors-locations.mlir:[[@LINE-37]]:28: error: undefined symbol alias id 'undefined'
// CHECK-NEXT:"t.a"() : () -> (!undefined)
// CHECK-NEXT:                           ^
// CHECK-NEXT:{{.*}}errors-locations.mlir:[[@LINE-36]]:30: error: expected '"' in string literal
// CHECK-NEXT:"t.a"() {x = "abc} : () -> ()
// CHECK-NEXT:                             ^
// CHECK-NEXT:{{.*}}errors-locations.mlir:[[@LINE-34]]:1: error: redefinition of SSA value '%0'
// CHECK-NEXT:%0 = "t.b"() : () -> i32
// CHECK-NEXT:^
// CHECK-NEXT:{{.*}}errors-locations.mlir:[[@LINE-38]]:1: note: previously defined here
// CHECK-NEXT:%0 = "t.a"() : () -> i32
// CHECK-NEXT:^
// CHECK-NEXT:{{.*}}errors-locations.mlir:[[@LINE-35]]:7: error: use of value '%0' expects different type than prior uses: 'i32' vs 'i64'
// CHECK-NEXT:"t.u"(%0) : (i32) -> ()
// CHECK-NEXT:      ^
// CHECK-NEXT:{{.*}}errors-locations.mlir:[[@LINE-39]]:1: note: prior use here
// CHECK-NEXT:%0 = "t.a"() : () -> i64
// CHECK-NEXT:^
// CHECK-NEXT:{{.*}}errors-locations.mlir:[[@LINE-37]]:1: error: operation defines 1 results but was provided 2 to bind
// CHECK-NEXT:%0:2 = "t.a"() : () -> i32
// CHECK-NEXT:^
// CHECK-NEXT:{{.*}}errors-locations.mlir:[[@LINE-36]]:7: error: use of undeclared SSA value name
// CHECK-NEXT:"t.a"(%x) : (i32) -> ()
// CHECK-NEXT:      ^
