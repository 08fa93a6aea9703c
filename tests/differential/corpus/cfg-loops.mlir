// A control-flow graph with loops, a switch, block arguments forwarded
// along edges, unreachable blocks and nested CFG regions.
"t.func"() <{sym_name = "loops"}> ({
^entry(%n: index, %init: f32):
  %zero = "t.const"() {value = 0 : index} : () -> index
  "t.br"(%zero, %init)[^header] : (index, f32) -> ()
^header(%i: index, %acc: f32):
  %cond = "t.cmp"(%i, %n) {predicate = "slt"} : (index, index) -> i1
  "t.cond_br"(%cond, %i, %acc)[^body, ^exit] {operandSegmentSizes = array<i32: 1, 1, 1>} : (i1, index, f32) -> ()
^body(%j: index):
  %next = "t.add"(%j) : (index) -> index
  %v = "t.load"(%j) : (index) -> f32
  %sum = "t.addf"(%acc, %v) : (f32, f32) -> f32
  "t.switch"(%j)[^header, ^header, ^exit] {case_values = dense<[0, 1]> : tensor<2xindex>} : (index) -> ()
^exit(%res: f32):
  "t.inner"() ({
    "t.br"()[^bb1] : () -> ()
  ^bb1:
    "t.yield"(%res) : (f32) -> ()
  }) : () -> ()
  "t.return"(%res) : (f32) -> ()
^unreachable:
  "t.br"()[^unreachable] : () -> ()
}) {function_type = (index, f32) -> f32} : () -> ()
