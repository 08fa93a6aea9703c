// Generic properties that registered ops refuse, with mlir-opt's messages,
// at the op name.
// RUN: rmlir-opt --split-input-file --verify-diagnostics %s

func.func @f() {
  // expected-error@+1 {{invalid properties {x = 1 : i64} for op func.return: this operation does not support properties}}
  "func.return"() <{x = 1}> : () -> ()
}

// -----

func.func @f() {
  // expected-error@+1 {{invalid properties 1 : i64 for op func.return: this operation does not support properties}}
  "func.return"() <1> : () -> ()
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{invalid properties 1 : i64 for op arith.addi: expected DictionaryAttr to set properties}}
  %0 = "arith.addi"(%a, %a) <1> : (i32, i32) -> i32
  return
}
