func.func @loops(%n: index, %buf: memref<?xf32>) -> (f32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = arith.constant 0.0 : f32
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init, %k = %c0) -> (f32, index) {
    %v = memref.load %buf[%i] : memref<?xf32>
    %s = arith.addf %acc, %v : f32
    %t = arith.addf %s, %s : f32
    %k1 = arith.addi %k, %c1 : index
    scf.yield %t, %k1 : f32, index
  }
  %cond = arith.cmpi slt, %c0, %n : index
  %x = scf.if %cond -> (i32) {
    %a = arith.constant 1 : i32
    scf.yield %a : i32
  } else {
    %b = arith.constant 2 : i32
    scf.yield %b : i32
  }
  memref.store %r#0, %buf[%c0] : memref<?xf32>
  return %r#0, %x : f32, i32
}

func.func @blocks(%a: i32, %b: i1) -> i32 {
  %sum, %ovf = arith.addui_extended %a, %a : i32, i1
  cf.cond_br %b, ^bb1(%a : i32), ^bb2(%sum, %ovf : i32, i1)
^bb1(%x: i32):
  cf.br ^bb3(%x : i32)
^bb2(%y: i32, %unused: i1):
  %z = arith.muli %y, %y : i32
  cf.br ^bb3(%z : i32)
^bb3(%w: i32):
  return %w : i32
}

func.func private @decl(i32) -> i32
