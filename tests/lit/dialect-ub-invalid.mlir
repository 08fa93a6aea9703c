// Verifier and parser diagnostics of the ub dialect, as MLIR 22 words them.
// RUN: rmlir-opt --split-input-file --verify-diagnostics %s

func.func @a() {
  // expected-error@+1 {{custom op 'ub.poison' invalid kind of attribute specified}}
  %0 = ub.poison <1 : i32> : i32
  return
}

// -----

func.func @b() {
  // expected-error@+1 {{'ub.poison' op attribute 'value' failed to satisfy constraint: PoisonAttrInterface instance}}
  %0 = "ub.poison"() {value = 1 : i32} : () -> i32
  return
}

// -----

func.func @c() {
  %0 = ub.poison : i32
  // expected-error@+1 {{'ub.unreachable' op must be the last operation in the parent block}}
  ub.unreachable
  return
}

// -----

func.func @d() {
  // expected-error@+1 {{'ub.poison' op requires one result}}
  "ub.poison"() : () -> ()
  return
}

// -----

func.func @e(%x: i32) {
  // expected-error@+1 {{'ub.unreachable' op requires zero operands}}
  "ub.unreachable"(%x) : (i32) -> ()
}
