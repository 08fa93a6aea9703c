// PIPELINE: builtin.module(func.func(canonicalize))
// PIPELINE: builtin.module(func.func(canonicalize,cse))
// func canonicalization (MLIR 22's FuncOps.cpp): an indirect call of a
// constant function becomes a direct call (attributes are not carried over).
func.func private @callee(i32) -> i32

func.func @indirect_constant(%a: i32) -> i32 {
  %f = func.constant @callee : (i32) -> i32
  %r = func.call_indirect %f(%a) : (i32) -> i32
  %g = func.constant @callee : (i32) -> i32
  "test.keep"(%g) : ((i32) -> i32) -> ()
  return %r : i32
}

func.func @indirect_attrs(%a: i32) -> i32 {
  %f = func.constant @callee : (i32) -> i32
  %r = "func.call_indirect"(%f, %a) <{arg_attrs = [{test.x}], res_attrs = [{test.y}]}> {disc = 1} : ((i32) -> i32, i32) -> i32
  return %r : i32
}

func.func @indirect_dynamic(%f: (i32) -> i32, %a: i32) -> i32 {
  %r = func.call_indirect %f(%a) : (i32) -> i32
  return %r : i32
}

func.func @direct_call(%a: i32) -> i32 {
  %r = func.call @callee(%a) : (i32) -> i32
  %unused = func.call @callee(%a) : (i32) -> i32
  return %r : i32
}
