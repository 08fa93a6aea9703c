// --split-input-file processes each chunk (separated by split marker lines)
// on its own: aliases and SSA names do not leak between chunks, each chunk
// gets its own module, outputs are joined by marker lines (an empty chunk
// prints an empty module), an error in one chunk does not stop
// the others (but makes the run fail), and diagnostics use line numbers of
// the whole file.
// RUN: not rmlir-opt --allow-unregistered-dialect --split-input-file %s 2>%t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=ERR --match-full-lines < %t.err
// RUN: not rmlir-opt --allow-unregistered-dialect --split-input-file --mlir-print-op-generic %s 2>/dev/null | FileCheck %s --check-prefix=GENERIC --match-full-lines
// Without the flag the markers are ordinary comments: one module holding
// every op, where the alias defined in the second chunk is visible in the
// third.
// RUN: rmlir-opt --allow-unregistered-dialect %s | FileCheck %s --check-prefix=NOSPLIT --match-full-lines

%0 = "t.first"() : () -> i32
"t.use"(%0) : (i32) -> ()

// -----

#x = 1 : i32
%second = "t.second"() {v = #x} : () -> i64

// -----

// An undefined alias when split: #x belongs to the previous chunk.
"t.third"() {v = #x} : () -> ()

// -----

// An undefined value when split: %second belongs to an earlier chunk.
"t.fourth"(%second) : (i64) -> ()

// -----

module @named attributes {t.attr = 5 : i32} {
  "t.fifth"() : () -> ()
}

// -----

// CHECK: module {
// CHECK-NEXT:   %0 = "t.first"() : () -> i32
// CHECK-NEXT:   "t.use"(%0) : (i32) -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {{//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   %0 = "t.second"() {v = 1 : i32} : () -> i64
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {{//}} -----
// CHECK-NEXT: {{//}} -----
// CHECK-NEXT: {{//}} -----
// CHECK-NEXT: module @named attributes {t.attr = 5 : i32} {
// CHECK-NEXT:   "t.fifth"() : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {{//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT: }
// CHECK-EMPTY:

// The column of this error is checked in errors-locations.mlir.
// ERR: {{.*}}split-input-file.mlir:26:{{[0-9]+}}: error: undefined symbol alias id 'x'
// ERR-NEXT: "t.third"() {v = #x} : () -> ()
// ERR: {{.*}}split-input-file.mlir:31:12: error: use of undeclared SSA value name
// ERR-NEXT: "t.fourth"(%second) : (i64) -> ()
// ERR-NEXT:            ^

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   %0 = "t.first"() : () -> i32
// GENERIC-NEXT:   "t.use"(%0) : (i32) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-EMPTY:
// GENERIC-NEXT: {{//}} -----
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT:   %0 = "t.second"() {v = 1 : i32} : () -> i64
// GENERIC-NEXT: }) : () -> ()
// GENERIC-EMPTY:
// GENERIC-NEXT: {{//}} -----
// GENERIC-NEXT: {{//}} -----
// GENERIC-NEXT: {{//}} -----
// GENERIC-NEXT: "builtin.module"() <{sym_name = "named"}> ({
// GENERIC-NEXT:   "t.fifth"() : () -> ()
// GENERIC-NEXT: }) {t.attr = 5 : i32} : () -> ()
// GENERIC-EMPTY:
// GENERIC-NEXT: {{//}} -----
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT: ^bb0:
// GENERIC-NEXT: }) : () -> ()
// GENERIC-EMPTY:

// NOSPLIT: module {
// NOSPLIT-NEXT:   %0 = "t.first"() : () -> i32
// NOSPLIT-NEXT:   "t.use"(%0) : (i32) -> ()
// NOSPLIT-NEXT:   %1 = "t.second"() {v = 1 : i32} : () -> i64
// NOSPLIT-NEXT:   "t.third"() {v = 1 : i32} : () -> ()
// NOSPLIT-NEXT:   "t.fourth"(%1) : (i64) -> ()
// NOSPLIT-NEXT:   module @named attributes {t.attr = 5 : i32} {
// NOSPLIT-NEXT:     "t.fifth"() : () -> ()
// NOSPLIT-NEXT:   }
// NOSPLIT-NEXT: }
// NOSPLIT-EMPTY:

// Bytecode twins of the RUN lines above, at the end so that the source
// lines the checks name stay put.
// RUN: rmlir-opt --allow-unregistered-dialect %s --emit-bytecode | rmlir-opt --allow-unregistered-dialect | FileCheck %s --check-prefix=NOSPLIT --match-full-lines
