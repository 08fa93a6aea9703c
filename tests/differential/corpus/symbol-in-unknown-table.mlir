// A symbol reference inside a one-region op of no dialect resolves to
// nothing (the op may be an unknown symbol table): the call does not verify.
func.func private @callee(%a: i32) -> i32
func.func @caller(%a: i32) -> i32 {
  %r = "zzz.region"() ({
    %x = func.call @callee(%a) : (i32) -> i32
    "zzz.yield"(%x) : (i32) -> ()
  }) : () -> i32
  return %r : i32
}
