// Bytecode input with --no-implicit-module, as mlir-opt 22 reads it: a lone
// top-level op that is not a module is printed as it is; without the flag
// it is wrapped in a module.
// RUN: rmlir-opt --no-implicit-module --emit-bytecode %s | rmlir-opt --no-implicit-module | FileCheck %s --check-prefix=LONE --match-full-lines
// RUN: rmlir-opt --no-implicit-module --emit-bytecode %s | rmlir-opt | FileCheck %s --check-prefix=WRAPPED --match-full-lines
// RUN: rmlir-opt --emit-bytecode %s | rmlir-opt --no-implicit-module | FileCheck %s --check-prefix=WRAPPED --match-full-lines
// RUN: rmlir-opt --no-implicit-module --emit-bytecode %s | rmlir-opt --no-implicit-module --emit-bytecode | rmlir-opt --no-implicit-module | FileCheck %s --check-prefix=LONE --match-full-lines

// LONE:      func.func @f(%arg0: i32) -> i32 {
// LONE-NEXT:   return %arg0 : i32
// LONE-NEXT: }

// WRAPPED:      module {
// WRAPPED-NEXT:   func.func @f(%arg0: i32) -> i32 {
// WRAPPED-NEXT:     return %arg0 : i32
// WRAPPED-NEXT:   }
// WRAPPED-NEXT: }
func.func @f(%a: i32) -> i32 {
  return %a : i32
}
