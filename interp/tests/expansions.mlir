// The ops MLIR 22 does not fold, for tests/expansions.rs; expanded.mlir is
// this file through `mlir-opt-22 --arith-expand --math-expand-ops=ops=clampf`.
func.func @ext8(%a: f8E4M3FN, %s: f8E8M0FNU) -> f32 {
  %r = arith.scaling_extf %a, %s : f8E4M3FN, f8E8M0FNU to f32
  return %r : f32
}
func.func @ext4(%a: f4E2M1FN, %s: bf16) -> f16 {
  %r = arith.scaling_extf %a, %s fastmath<ninf> : f4E2M1FN, bf16 to f16
  return %r : f16
}
func.func @trunc8(%a: f16, %s: f8E8M0FNU) -> f8E5M2 {
  %r = arith.scaling_truncf %a, %s : f16, f8E8M0FNU to f8E5M2
  return %r : f8E5M2
}
func.func @trunc4(%a: bf16, %s: f16) -> f4E2M1FN {
  %r = arith.scaling_truncf %a, %s downward fastmath<nnan> : bf16, f16 to f4E2M1FN
  return %r : f4E2M1FN
}
func.func @trunc_away(%a: f32, %s: f32) -> f8E4M3FN {
  %r = arith.scaling_truncf %a, %s to_nearest_away : f32, f32 to f8E4M3FN
  return %r : f8E4M3FN
}
func.func @clamp16(%v: f16, %lo: f16, %hi: f16) -> f16 {
  %r = math.clampf %v to [%lo, %hi] : f16
  return %r : f16
}
func.func @clamp8(%v: f8E5M2, %lo: f8E5M2, %hi: f8E5M2) -> f8E5M2 {
  %r = math.clampf %v to [%lo, %hi] fastmath<nnan,ninf> : f8E5M2
  return %r : f8E5M2
}
