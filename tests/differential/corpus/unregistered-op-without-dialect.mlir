// An op whose name has no dialect prefix: bytecode stores its name as the
// dialect's with an empty op part (MLIR's Bytecode/unregistered_dialect.mlir).
func.func @map1d(%lb: index, %ub: index, %step: index) {
  %0:2 = "new_processor_id_and_range"() : () -> (index, index)
  "new_processor_id_and_range"(%0#0) : (index) -> ()
  return
}
