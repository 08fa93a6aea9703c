// mlir-opt-22 --arith-expand --math-expand-ops=ops=clampf expansions.mlir
module {
  func.func @ext8(%arg0: f8E4M3FN, %arg1: f8E8M0FNU) -> f32 {
    %0 = arith.extf %arg1 : f8E8M0FNU to f32
    %1 = arith.extf %arg0 : f8E4M3FN to f32
    %2 = arith.mulf %1, %0 : f32
    return %2 : f32
  }
  func.func @ext4(%arg0: f4E2M1FN, %arg1: bf16) -> f16 {
    %0 = arith.truncf %arg1 fastmath<ninf> : bf16 to f8E8M0FNU
    %1 = arith.extf %0 fastmath<ninf> : f8E8M0FNU to f16
    %2 = arith.extf %arg0 fastmath<ninf> : f4E2M1FN to f16
    %3 = arith.mulf %2, %1 fastmath<ninf> : f16
    return %3 : f16
  }
  func.func @trunc8(%arg0: f16, %arg1: f8E8M0FNU) -> f8E5M2 {
    %0 = arith.extf %arg1 : f8E8M0FNU to f16
    %1 = arith.divf %arg0, %0 : f16
    %2 = arith.truncf %1 : f16 to f8E5M2
    return %2 : f8E5M2
  }
  func.func @trunc4(%arg0: bf16, %arg1: f16) -> f4E2M1FN {
    %0 = arith.truncf %arg1 fastmath<nnan> : f16 to f8E8M0FNU
    %1 = arith.extf %0 fastmath<nnan> : f8E8M0FNU to bf16
    %2 = arith.divf %arg0, %1 fastmath<nnan> : bf16
    %3 = arith.truncf %2 downward fastmath<nnan> : bf16 to f4E2M1FN
    return %3 : f4E2M1FN
  }
  func.func @trunc_away(%arg0: f32, %arg1: f32) -> f8E4M3FN {
    %0 = arith.truncf %arg1 : f32 to f8E8M0FNU
    %1 = arith.extf %0 : f8E8M0FNU to f32
    %2 = arith.divf %arg0, %1 : f32
    %3 = arith.truncf %2 to_nearest_away : f32 to f8E4M3FN
    return %3 : f8E4M3FN
  }
  func.func @clamp16(%arg0: f16, %arg1: f16, %arg2: f16) -> f16 {
    %0 = arith.minimumf %arg0, %arg1 : f16
    %1 = arith.maximumf %0, %arg2 : f16
    return %1 : f16
  }
  func.func @clamp8(%arg0: f8E5M2, %arg1: f8E5M2, %arg2: f8E5M2) -> f8E5M2 {
    %0 = arith.minimumf %arg0, %arg1 fastmath<nnan,ninf> : f8E5M2
    %1 = arith.maximumf %0, %arg2 fastmath<nnan,ninf> : f8E5M2
    return %1 : f8E5M2
  }
}

