// PIPELINE: builtin.module(inline)
// PIPELINE: builtin.module(inline{default-pipeline=})
// PIPELINE: builtin.module(inline{default-pipeline=cse,canonicalize})
// PIPELINE: builtin.module(inline{max-iterations=1})
// PIPELINE: builtin.module(inline{inlining-threshold=50})
// PIPELINE: builtin.module(inline{inlining-threshold=0})
// PIPELINE: builtin.module(inline{op-pipelines=func.func(cse)})
// PIPELINE: builtin.module(builtin.module(inline))
// The inliner: simple and nested calls, recursion, indirect calls of
// constants, multi-block callees, callees with regions, calls inside
// regions, deletion of private callees, attributes, no_inline.
module {
  // Simple calls; the private callee goes once inlined.
  func.func private @add(%a: i32) -> i32 {
    %0 = arith.addi %a, %a : i32
    return %0 : i32
  }
  func.func @simple(%a: i32) -> i32 {
    %0 = call @add(%a) : (i32) -> i32
    %1 = call @add(%0) : (i32) -> i32
    return %1 : i32
  }

  // Nested calls, several results; public callees stay.
  func.func private @leaf(%a: i32, %b: i32) -> (i32, i32) {
    %0 = arith.addi %a, %b : i32
    %1 = arith.muli %a, %b : i32
    return %0, %1 : i32, i32
  }
  func.func private @mid(%a: i32) -> i32 {
    %0:2 = call @leaf(%a, %a) : (i32, i32) -> (i32, i32)
    %1 = arith.xori %0#0, %0#1 : i32
    return %1 : i32
  }
  func.func @top(%a: i32) -> i32 {
    %0 = call @mid(%a) : (i32) -> i32
    %1 = call @mid(%0) : (i32) -> i32
    %2:2 = call @leaf(%1, %0) : (i32, i32) -> (i32, i32)
    return %2#1 : i32
  }
  func.func @pub(%a: i32) -> i32 {
    %c3 = arith.constant 3 : i32
    %0 = arith.muli %a, %c3 : i32
    return %0 : i32
  }
  func.func private @unused(%a: i32) -> i32 {
    return %a : i32
  }
  func.func private @decl(i32) -> i32
  func.func @top2(%a: i32) -> i32 {
    %0 = call @pub(%a) : (i32) -> i32
    %1 = call @decl(%0) : (i32) -> i32
    return %1 : i32
  }

  // Recursion: self, mutual, and a cycle of three.
  func.func @self(%a: i32) -> i32 {
    %0 = call @self(%a) : (i32) -> i32
    return %0 : i32
  }
  func.func @mutA(%a: i32) -> i32 {
    %0 = call @mutB(%a) : (i32) -> i32
    return %0 : i32
  }
  func.func @mutB(%a: i32) -> i32 {
    %0 = call @mutA(%a) : (i32) -> i32
    return %0 : i32
  }
  func.func @c1(%a: i32) -> i32 {
    %c = arith.constant 1 : i32
    %s = arith.addi %a, %c : i32
    %0 = call @c2(%s) : (i32) -> i32
    return %0 : i32
  }
  func.func @c2(%a: i32) -> i32 {
    %c = arith.constant 2 : i32
    %s = arith.muli %a, %c : i32
    %0 = call @c3(%s) : (i32) -> i32
    return %0 : i32
  }
  func.func @c3(%a: i32) -> i32 {
    %c = arith.constant 3 : i32
    %s = arith.subi %a, %c : i32
    %0 = call @c1(%s) : (i32) -> i32
    return %0 : i32
  }
  func.func @rec_user(%a: i32) -> i32 {
    %0 = call @c2(%a) : (i32) -> i32
    %1 = call @self(%0) : (i32) -> i32
    return %1 : i32
  }

  // Indirect calls of constants become direct calls, then are inlined.
  func.func private @ind(%a: i32) -> i32 {
    %0 = arith.subi %a, %a : i32
    return %0 : i32
  }
  func.func @ind_caller(%a: i32) -> i32 {
    %fn = constant @ind : (i32) -> i32
    %0 = call_indirect %fn(%a) : (i32) -> i32
    return %0 : i32
  }
  func.func @ind_pub(%a: i32) -> i32 {
    %0 = arith.muli %a, %a : i32
    return %0 : i32
  }
  func.func @ind_caller2(%a: i32) -> i32 {
    %fn = constant @ind_pub : (i32) -> i32
    %0 = call_indirect %fn(%a) : (i32) -> i32
    return %0 : i32
  }
  // A constant use keeps a private function alive.
  func.func private @only_const(%a: i32) -> i32 {
    return %a : i32
  }
  func.func @const_user() -> ((i32) -> i32) {
    %f = constant @only_const : (i32) -> i32
    return %f : (i32) -> i32
  }

  // Multi-block callee: split block, branches to the continuation.
  func.func private @abs(%a: i32) -> i32 {
    %c0 = arith.constant 0 : i32
    %neg = arith.cmpi slt, %a, %c0 : i32
    cf.cond_br %neg, ^bb1, ^bb2
  ^bb1:
    %n = arith.subi %c0, %a : i32
    return %n : i32
  ^bb2:
    return %a : i32
  }
  func.func @abs_caller(%a: i32, %b: i32) -> i32 {
    %0 = call @abs(%a) : (i32) -> i32
    %1 = call @abs(%b) : (i32) -> i32
    %2 = arith.addi %0, %1 : i32
    return %2 : i32
  }
  // Calls inside scf regions: single-block regions cannot take a
  // multi-block callee, scf.execute_region can.
  func.func @abs_in_scf(%a: i32, %c: i1) -> i32 {
    %0 = scf.if %c -> i32 {
      %1 = func.call @abs(%a) : (i32) -> i32
      scf.yield %1 : i32
    } else {
      scf.yield %a : i32
    }
    %r = scf.execute_region -> i32 {
      %2 = func.call @abs(%0) : (i32) -> i32
      scf.yield %2 : i32
    }
    %s = scf.if %c -> i32 {
      %3 = func.call @add(%r) : (i32) -> i32
      scf.yield %3 : i32
    } else {
      scf.yield %r : i32
    }
    return %s : i32
  }
  func.func private @two_results(%a: i32, %c: i1) -> (i32, i32) {
    cf.cond_br %c, ^bb1(%a : i32), ^bb2
  ^bb1(%x: i32):
    return %x, %a : i32, i32
  ^bb2:
    %z = arith.constant 7 : i32
    return %z, %z : i32, i32
  }
  func.func @two_results_caller(%a: i32, %c: i1) -> i32 {
    %0:2 = call @two_results(%a, %c) : (i32, i1) -> (i32, i32)
    %1 = arith.addi %0#0, %0#1 : i32
    return %1 : i32
  }

  // A callee with an scf loop.
  func.func private @sum(%n: index) -> i32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i32
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i32) {
      %iv = arith.index_cast %i : index to i32
      %s = arith.addi %acc, %iv : i32
      scf.yield %s : i32
    }
    return %r : i32
  }
  func.func @sum_caller(%n: index) -> i32 {
    %0 = call @sum(%n) : (index) -> i32
    %c = arith.constant 4 : index
    %1 = call @sum(%c) : (index) -> i32
    %2 = arith.addi %0, %1 : i32
    return %2 : i32
  }

  // Argument and result attributes.
  func.func private @attrs(%a: i32 {foo.arg = 1 : i32}, %b: i32) -> (i32 {foo.res = "x"}) {
    %0 = arith.addi %a, %b : i32
    return %0 : i32
  }
  func.func @attrs_caller(%a: i32 {foo.a}) -> (i32 {foo.r}) {
    %0 = call @attrs(%a, %a) {foo.call} : (i32, i32) -> i32
    return %0 : i32
  }

  // no_inline on the call or on the callee; unregistered ops are not
  // inlinable; memref ops are.
  func.func private @noinl(%a: i32) -> i32 attributes {no_inline} {
    %0 = arith.muli %a, %a : i32
    return %0 : i32
  }
  func.func private @unreg(%a: i32) -> i32 {
    %0 = "foo.op"(%a) : (i32) -> i32
    return %0 : i32
  }
  func.func private @mem(%m: memref<4xi32>, %i: index) -> i32 {
    %0 = memref.load %m[%i] : memref<4xi32>
    return %0 : i32
  }
  func.func @blocked(%a: i32, %m: memref<4xi32>, %i: index) -> i32 {
    %0 = call @add(%a) {no_inline} : (i32) -> i32
    %1 = call @noinl(%0) : (i32) -> i32
    %2 = call @unreg(%1) : (i32) -> i32
    %3 = call @mem(%m, %i) : (memref<4xi32>, index) -> i32
    %4 = arith.addi %2, %3 : i32
    return %4 : i32
  }

  // A private function referenced outside any function stays.
  func.func private @live_by_attr(%a: i32) -> i32 {
    return %a : i32
  }
  "foo.holder"() {ref = @live_by_attr} : () -> ()

  // Nested symbol tables are handled on their own.
  module @inner {
    func.func private @h(%a: i32) -> i32 {
      %0 = arith.addi %a, %a : i32
      return %0 : i32
    }
    func.func @k(%a: i32) -> i32 {
      %0 = call @h(%a) : (i32) -> i32
      return %0 : i32
    }
  }
}
