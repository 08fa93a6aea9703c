// PIPELINE: builtin.module(func.func(canonicalize))
// PIPELINE: builtin.module(canonicalize{top-down=false})
// memref.alloca_scope canonicalization patterns.

// AllocaScopeHoister: allocations whose operands are defined outside the
// scf.if move before it (scf.if is not an allocation scope).
func.func @hoist_from_if(%cond: i1, %m: index) {
  scf.if %cond {
    memref.alloca_scope {
      %a = memref.alloca(%m) : memref<?xf32>
      %b = memref.alloca() : memref<2xf32>
      "test.use"(%a, %b) : (memref<?xf32>, memref<2xf32>) -> ()
    }
  }
  return
}

// Through two levels of scf.if (merged by scf.if canonicalization).
func.func @hoist_two_levels(%c1: i1, %c2: i1, %m: index) {
  scf.if %c1 {
    scf.if %c2 {
      memref.alloca_scope {
        %a = memref.alloca(%m) : memref<?xf32>
        "test.use"(%a) : (memref<?xf32>) -> ()
      }
    }
  }
  return
}

// In scf.while: the allocation sized inside the loop stays.
func.func @hoist_from_while(%m: index, %c: i1) {
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    %n = "test.size"() : () -> index
    memref.alloca_scope {
      %a = memref.alloca(%m) : memref<?xf32>
      %b = memref.alloca(%n) : memref<?xf32>
      "test.use"(%a, %b) : (memref<?xf32>, memref<?xf32>) -> ()
    }
    scf.yield
  }
  return
}

// Not when the alloca_scope is not the last op before the terminator.
func.func @not_last_in_if(%cond: i1, %m: index) {
  scf.if %cond {
    memref.alloca_scope {
      %a = memref.alloca(%m) : memref<?xf32>
      "test.use"(%a) : (memref<?xf32>) -> ()
    }
    "test.other"() : () -> ()
  }
  return
}

// Not when the enclosing op is not the last op of its block.
func.func @if_not_last(%cond: i1, %m: index) {
  scf.if %cond {
    memref.alloca_scope {
      %a = memref.alloca(%m) : memref<?xf32>
      "test.use"(%a) : (memref<?xf32>) -> ()
    }
  }
  "test.other"() : () -> ()
  return
}

// Not when the size is defined inside the op hoisted over.
func.func @operand_inside(%cond: i1) {
  scf.if %cond {
    %n = "test.size"() : () -> index
    memref.alloca_scope {
      %a = memref.alloca(%n) : memref<?xf32>
      "test.use"(%a) : (memref<?xf32>) -> ()
    }
  }
  return
}

// Allocations of nested alloca_scopes are hoisted too (the walk does not stop
// at them).
func.func @nested_scope(%cond: i1, %m: index) {
  scf.if %cond {
    memref.alloca_scope {
      "test.before"() : () -> ()
      memref.alloca_scope {
        %a = memref.alloca(%m) : memref<?xf32>
        "test.use"(%a) : (memref<?xf32>) -> ()
      }
      "test.after"() : () -> ()
    }
  }
  return
}
