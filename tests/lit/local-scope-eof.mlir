// With --mlir-print-local-scope, mlir-opt ends its output right after the
// module's closing brace ("}\n"); without it, an empty line follows ("}\n\n").
// RUN: rmlir-opt --allow-unregistered-dialect --mlir-print-local-scope %s | FileCheck %s --check-prefix=LOCAL --strict-whitespace
// RUN: rmlir-opt --allow-unregistered-dialect %s --emit-bytecode | rmlir-opt --allow-unregistered-dialect --mlir-print-local-scope | FileCheck %s --check-prefix=LOCAL --strict-whitespace
// RUN: rmlir-opt --allow-unregistered-dialect --mlir-print-local-scope --mlir-print-debuginfo %s | FileCheck %s --check-prefix=LOCALDEBUG --strict-whitespace
// RUN: rmlir-opt --allow-unregistered-dialect %s --emit-bytecode | rmlir-opt --allow-unregistered-dialect --mlir-print-local-scope --mlir-print-debuginfo | FileCheck %s --check-prefix=LOCALDEBUG --strict-whitespace
// RUN: rmlir-opt --allow-unregistered-dialect %s | FileCheck %s --check-prefix=DEFAULT --strict-whitespace
// RUN: rmlir-opt --allow-unregistered-dialect %s --emit-bytecode | rmlir-opt --allow-unregistered-dialect | FileCheck %s --check-prefix=DEFAULT --strict-whitespace

"t.a"() : () -> ()

// LOCAL:      {{^}}module {
// LOCAL-NEXT: {{^}}  "t.a"() : () -> (){{$}}
// LOCAL-NEXT: {{^}}}{{$}}
// Two consecutive whitespace characters would mean an empty line after "}".
// LOCAL-NOT:  {{[[:space:]][[:space:]]}}

// LOCALDEBUG:      {{^}}} loc("{{.*}}local-scope-eof.mlir":0:0){{$}}
// LOCALDEBUG-NOT:  {{[[:space:]][[:space:]]}}

// DEFAULT:      {{^}}module {
// DEFAULT-NEXT: {{^}}  "t.a"() : () -> (){{$}}
// DEFAULT-NEXT: {{^}}}{{$}}
// DEFAULT-EMPTY:
