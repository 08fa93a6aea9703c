// Verifier and parser diagnostics of the func dialect, as MLIR 22 words them.
// RUN: rmlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

func.func @unsupported_attribute() {
  // expected-error @+1 {{invalid kind of attribute specified}}
  %0 = constant "" : index
  return
}

// -----

func.func private @return_i32_f32() -> (i32, f32)

func.func @call() {
  // expected-error @+3 {{op result type mismatch at index 0}}
  // expected-note @+2 {{op result types: 'f32', 'i32'}}
  // expected-note @+1 {{function result types: 'i32', 'f32'}}
  %0:2 = call @return_i32_f32() : () -> (f32, i32)
  return
}

// -----

func.func private @callee(i32)

func.func @call_operand_count(%a: i32) {
  // expected-error @+1 {{'func.call' op incorrect number of operands for callee}}
  call @callee(%a, %a) : (i32, i32) -> ()
  return
}

// -----

func.func private @callee(i32)

func.func @call_operand_type(%a: f32) {
  // expected-error @+1 {{'func.call' op operand type mismatch: expected operand type 'i32', but provided 'f32' for operand number 0}}
  call @callee(%a) : (f32) -> ()
  return
}

// -----

func.func @call_unknown() {
  // expected-error @+1 {{'func.call' op 'nothere' does not reference a valid function}}
  call @nothere() : () -> ()
  return
}

// -----

func.func @resulterror() -> i32 {
^bb42:
  return    // expected-error {{'func.return' op has 0 operands, but enclosing function (@resulterror) returns 1}}
}

// -----

func.func @return_type_mismatch() -> i32 {
  %0 = "foo"() : ()->f32
  return %0 : f32  // expected-error {{type of return operand 0 ('f32') doesn't match function result type ('i32') in function @return_type_mismatch}}
}

// -----

func.func @return_inside_scf(%c: i1) {
  scf.if %c {
    // expected-error@+1 {{'func.return' op expects parent op 'func.func'}}
    func.return
  }
  return
}

// -----

// expected-error@+1 {{expected non-function type}}
func.func @func_variadic(...)

// -----

func.func @foo() {
^bb0:
  %x = constant @foo : (i32) -> ()  // expected-error {{reference to function with mismatched type}}
  return
}

// -----

func.func @undefined_function() {
^bb0:
  %x = constant @qux : (i32) -> ()  // expected-error {{reference to undefined function 'qux'}}
  return
}

// -----

func.func @redundant_signature(%a : i32) -> () {
^bb0(%b : i32):  // expected-error {{invalid block name in region with named arguments}}
  return
}

// -----

func.func @mixed_named_arguments(%a : i32,
                               f32) -> () {
    // expected-error @-1 {{expected SSA identifier}}
  return
}

// -----

func.func @mixed_named_arguments(f32,
                               %a : i32) -> () { // expected-error {{expected type instead of SSA identifier}}
  return
}

// -----

// expected-error @+1 {{arguments may only have dialect attributes}}
func.func private @invalid_func_arg_attr(i1 {non_dialect_attr = 10})

// -----

// expected-error @+1 {{results may only have dialect attributes}}
func.func private @invalid_func_result_attr() -> (i1 {non_dialect_attr = 10})

// -----

func.func @foo() {} // expected-error {{expected non-empty function body}}

// -----

// expected-error @+1 {{entry block must have 1 arguments to match function signature}}
"func.func"() <{function_type = (i32) -> (), sym_name = "bad_entry"}> ({
^bb0:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op requires attribute 'function_type'}}
"func.func"() <{sym_name = "no_type"}> ({
}) : () -> ()

// -----

// expected-error @+1 {{custom op 'func.nothing' is unknown}}
func.nothing

// -----

// expected-error @+1 {{'func.func' op symbol declaration cannot have public visibility}}
func.func @public_declaration()

// -----

// A nested symbol reference where a flat one is expected: the custom op
// parser names the op.
func.func @nested_callee() {
  // expected-error@+1 {{custom op 'func.call' invalid kind of attribute specified}}
  call @m::@f() : () -> ()
  return
}

// -----

// SymbolOpInterface's visibility check.
// expected-error @+1 {{'func.func' op visibility expected to be one of ["public", "private", "nested"], but got "priate"}}
"func.func"() <{function_type = () -> (), sym_name = "f", sym_visibility = "priate"}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{result number not allowed in argument list}}
func.func @arg_result_number(%a#0: index) {
  return
}
