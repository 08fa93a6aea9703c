// PIPELINE: builtin.module(inline)
// PIPELINE: builtin.module(inline{default-pipeline=})
// Input of ../shared/perf/gen.py --funcs 20 --ops-per-func 30 --seed 3 --style cfg.
module {
  func.func @f0(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
    %v1 = arith.andi %arg1, %arg1 : i32
    %v2 = arith.addi %v1, %arg0 : i32
    %v3 = arith.addi %v2, %v2 : i32
    %v4 = arith.andi %v3, %arg0 : i32
    %v5 = arith.addi %v2, %v2 : i32
    %v6 = arith.andi %v5, %arg0 : i32
    %v7 = arith.addi %v4, %v6 : i32
    %v8 = arith.addi %arg0, %v7 : i32
    cf.br ^bb1(%v8 : i32)
  ^bb1(%v9: i32):
    %v10 = arith.addi %v9, %v7 : i32
    cf.br ^bb2(%v10 : i32)
  ^bb2(%v11: i32):
    %v12 = arith.addi %v11, %v2 : i32
    cf.br ^bb3(%v12 : i32)
  ^bb3(%v13: i32):
    %v14 = func.call @f15(%v13, %v7, %v11) : (i32, i32, i32) -> i32
    %v15 = arith.constant false
    cf.cond_br %v15, ^bb4, ^bb5
  ^bb4:
    %v16 = arith.addi %v11, %v2 : i32
    %v17 = arith.xori %v16, %v13 : i32
    cf.br ^bb6(%v17 : i32)
  ^bb5:
    %v18 = arith.muli %v11, %v2 : i32
    %v19 = arith.xori %v18, %v13 : i32
    cf.br ^bb6(%v19 : i32)
  ^bb6(%v20: i32):
    %v21 = arith.addi %v20, %v20 : i32
    cf.br ^bb7(%v21 : i32)
  ^bb7(%v22: i32):
    %v23 = arith.addi %v22, %v2 : i32
    cf.br ^bb8(%v23 : i32)
  ^bb8(%v24: i32):
    %v25 = arith.constant true
    cf.cond_br %v25, ^bb9, ^bb10
  ^bb9:
    %v26 = arith.addi %v2, %v22 : i32
    %v27 = arith.xori %v26, %v24 : i32
    cf.br ^bb11(%v27 : i32)
  ^bb10:
    %v28 = arith.muli %v2, %v22 : i32
    %v29 = arith.xori %v28, %v24 : i32
    cf.br ^bb11(%v29 : i32)
  ^bb11(%v30: i32):
    %v31 = arith.addi %v30, %v30 : i32
    func.return %v31 : i32
  }
  func.func @f1(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
    %v1 = arith.constant 45 : i32
    %v2 = arith.constant 34 : i32
    %v3 = arith.subi %v1, %v1 : i32
    %v4 = arith.ori %v3, %v1 : i32
    %v5 = arith.xori %v4, %arg1 : i32
    %v6 = arith.cmpi uge, %v5, %v5 : i32
    cf.cond_br %v6, ^bb1, ^bb2
  ^bb1:
    %v7 = arith.addi %v5, %v5 : i32
    %v8 = arith.xori %v7, %arg0 : i32
    cf.br ^bb3(%v8 : i32)
  ^bb2:
    %v9 = arith.muli %v5, %v5 : i32
    %v10 = arith.xori %v9, %arg0 : i32
    cf.br ^bb3(%v10 : i32)
  ^bb3(%v11: i32):
    %v12 = arith.cmpi slt, %v5, %v5 : i32
    cf.cond_br %v12, ^bb4, ^bb5
  ^bb4:
    %v13 = arith.addi %v5, %v5 : i32
    %v14 = arith.xori %v13, %v11 : i32
    cf.br ^bb6(%v14 : i32)
  ^bb5:
    %v15 = arith.muli %v5, %v5 : i32
    %v16 = arith.xori %v15, %v11 : i32
    cf.br ^bb6(%v16 : i32)
  ^bb6(%v17: i32):
    %v18 = arith.andi %v11, %v5 : i32
    %v19 = arith.muli %v18, %v11 : i32
    %v20 = arith.xori %v19, %v11 : i32
    %v21 = arith.ori %v20, %v5 : i32
    %v22 = arith.andi %v11, %v5 : i32
    %v23 = arith.muli %v22, %v11 : i32
    %v24 = arith.xori %v23, %v11 : i32
    %v25 = arith.ori %v24, %v5 : i32
    %v26 = arith.addi %v21, %v25 : i32
    %v27 = arith.addi %v17, %v26 : i32
    func.return %v27 : i32
  }
  func.func @f2(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
    %v1 = arith.constant true
    cf.cond_br %v1, ^bb1, ^bb2
  ^bb1:
    %v2 = arith.addi %arg2, %arg1 : i32
    %v3 = arith.xori %v2, %arg0 : i32
    cf.br ^bb3(%v3 : i32)
  ^bb2:
    %v4 = arith.muli %arg2, %arg1 : i32
    %v5 = arith.xori %v4, %arg0 : i32
    cf.br ^bb3(%v5 : i32)
  ^bb3(%v6: i32):
    %v7 = arith.constant true
    %v8 = arith.select %v7, %arg0, %v6 : i32
    %v9 = arith.addi %v8, %v6 : i32
    %v10 = arith.constant 0 : i32
    %v11 = arith.constant -36 : i32
    %v12 = arith.xori %v10, %v10 : i32
    %v13 = arith.addi %v12, %v11 : i32
    %v14 = arith.xori %v13, %v9 : i32
    %v15 = arith.addi %v6, %v14 : i32
    %v16 = arith.constant false
    cf.cond_br %v16, ^bb4, ^bb5
  ^bb4:
    %v17 = arith.addi %v9, %v14 : i32
    %v18 = arith.xori %v17, %v15 : i32
    cf.br ^bb6(%v18 : i32)
  ^bb5:
    %v19 = arith.muli %v9, %v14 : i32
    %v20 = arith.xori %v19, %v15 : i32
    cf.br ^bb6(%v20 : i32)
  ^bb6(%v21: i32):
    %v22 = arith.constant true
    cf.cond_br %v22, ^bb7, ^bb8
  ^bb7:
    %v23 = arith.addi %arg0, %v21 : i32
    %v24 = arith.xori %v23, %v21 : i32
    cf.br ^bb9(%v24 : i32)
  ^bb8:
    %v25 = arith.muli %arg0, %v21 : i32
    %v26 = arith.xori %v25, %v21 : i32
    cf.br ^bb9(%v26 : i32)
  ^bb9(%v27: i32):
    %v28 = arith.addi %v27, %v27 : i32
    func.return %v28 : i32
  }
  func.func @f3(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
    %v1 = arith.constant true
    cf.cond_br %v1, ^bb1, ^bb2
  ^bb1:
    %v2 = arith.addi %arg1, %arg0 : i32
    %v3 = arith.xori %v2, %arg0 : i32
    cf.br ^bb3(%v3 : i32)
  ^bb2:
    %v4 = arith.muli %arg1, %arg0 : i32
    %v5 = arith.xori %v4, %arg0 : i32
    cf.br ^bb3(%v5 : i32)
  ^bb3(%v6: i32):
    %v7 = arith.cmpi slt, %v6, %v6 : i32
    cf.cond_br %v7, ^bb4, ^bb5
  ^bb4:
    %v8 = arith.addi %v6, %v6 : i32
    %v9 = arith.xori %v8, %v6 : i32
    cf.br ^bb6(%v9 : i32)
  ^bb5:
    %v10 = arith.muli %v6, %v6 : i32
    %v11 = arith.xori %v10, %v6 : i32
    cf.br ^bb6(%v11 : i32)
  ^bb6(%v12: i32):
    %v13 = arith.constant false
    cf.cond_br %v13, ^bb7, ^bb8
  ^bb7:
    %v14 = arith.addi %v6, %v12 : i32
    %v15 = arith.xori %v14, %v12 : i32
    cf.br ^bb9(%v15 : i32)
  ^bb8:
    %v16 = arith.muli %v6, %v12 : i32
    %v17 = arith.xori %v16, %v12 : i32
    cf.br ^bb9(%v17 : i32)
  ^bb9(%v18: i32):
    %v19 = arith.constant false
    cf.cond_br %v19, ^bb10, ^bb11
  ^bb10:
    %v20 = arith.addi %v18, %arg0 : i32
    %v21 = arith.xori %v20, %v18 : i32
    cf.br ^bb12(%v21 : i32)
  ^bb11:
    %v22 = arith.muli %v18, %arg0 : i32
    %v23 = arith.xori %v22, %v18 : i32
    cf.br ^bb12(%v23 : i32)
  ^bb12(%v24: i32):
    %v25 = arith.addi %v24, %v24 : i32
    func.return %v25 : i32
  }
  func.func @f4(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
    %v1 = arith.cmpi uge, %arg1, %arg1 : i32
    cf.cond_br %v1, ^bb1, ^bb2
  ^bb1:
    %v2 = arith.addi %arg1, %arg1 : i32
    %v3 = arith.xori %v2, %arg0 : i32
    cf.br ^bb3(%v3 : i32)
  ^bb2:
    %v4 = arith.muli %arg1, %arg1 : i32
    %v5 = arith.xori %v4, %arg0 : i32
    cf.br ^bb3(%v5 : i32)
  ^bb3(%v6: i32):
    %v7 = arith.constant true
    %v8 = scf.if %v7 -> (i32) {
      %v9 = func.call @f5(%v6, %v6, %v6) : (i32, i32, i32) -> i32
      %v10 = arith.addi %v6, %v6 : i32
      scf.yield %v10 : i32
    } else {
      %v11 = arith.extsi %arg0 : i32 to i64
      %v12 = arith.extsi %v6 : i32 to i64
      %v13 = arith.addi %v11, %v12 : i64
      %v14 = arith.constant 2 : i64
      %v15 = arith.muli %v13, %v14 : i64
      %v16 = arith.constant 0 : i64
      %v17 = arith.addi %v15, %v16 : i64
      %v18 = arith.trunci %v17 : i64 to i32
      %v19 = arith.xori %v6, %v18 : i32
      %v20 = arith.addi %v18, %v19 : i32
      scf.yield %v20 : i32
    }
    %v21 = arith.constant false
    cf.cond_br %v21, ^bb4, ^bb5
  ^bb4:
    %v22 = arith.addi %v6, %v8 : i32
    %v23 = arith.xori %v22, %v6 : i32
    cf.br ^bb6(%v23 : i32)
  ^bb5:
    %v24 = arith.muli %v6, %v8 : i32
    %v25 = arith.xori %v24, %v6 : i32
    cf.br ^bb6(%v25 : i32)
  ^bb6(%v26: i32):
    %v27 = arith.addi %v26, %v26 : i32
    func.return %v27 : i32
  }
  func.func @f5(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
    %v1 = arith.xori %arg0, %arg0 : i32
    %v2 = arith.addi %v1, %arg0 : i32
    %v3 = arith.addi %arg0, %v2 : i32
    %v4 = arith.constant -1 : i32
    %v5 = arith.constant -22 : i32
    %v6 = arith.addi %v4, %v4 : i32
    %v7 = arith.addi %v6, %v5 : i32
    %v8 = arith.cmpi uge, %v7, %v5 : i32
    %v9 = arith.select %v8, %v7, %v2 : i32
    %v10 = arith.addi %v9, %v2 : i32
    %v11 = arith.constant -52 : i32
    %v12 = arith.constant 63 : i32
    %v13 = arith.muli %v11, %v12 : i32
    %v14 = arith.constant 6 : i32
    %v15 = arith.shli %v13, %v14 : i32
    %v16 = arith.subi %v15, %v12 : i32
    %v17 = arith.cmpi ugt, %v16, %v12 : i32
    %v18 = arith.select %v17, %v16, %v10 : i32
    %v19 = arith.addi %v18, %v10 : i32
    %v20 = arith.xori %v3, %v19 : i32
    %v21 = arith.constant false
    cf.cond_br %v21, ^bb1, ^bb2
  ^bb1:
    %v22 = arith.addi %v10, %v19 : i32
    %v23 = arith.xori %v22, %v20 : i32
    cf.br ^bb3(%v23 : i32)
  ^bb2:
    %v24 = arith.muli %v10, %v19 : i32
    %v25 = arith.xori %v24, %v20 : i32
    cf.br ^bb3(%v25 : i32)
  ^bb3(%v26: i32):
    %v27 = arith.addi %v26, %v26 : i32
    func.return %v27 : i32
  }
  func.func @f6(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
    %v1 = arith.addi %arg0, %arg1 : i32
    cf.br ^bb1(%v1 : i32)
  ^bb1(%v2: i32):
    %v3 = arith.constant false
    cf.cond_br %v3, ^bb2, ^bb3
  ^bb2:
    %v4 = arith.addi %v2, %v2 : i32
    %v5 = arith.xori %v4, %v2 : i32
    cf.br ^bb4(%v5 : i32)
  ^bb3:
    %v6 = arith.muli %v2, %v2 : i32
    %v7 = arith.xori %v6, %v2 : i32
    cf.br ^bb4(%v7 : i32)
  ^bb4(%v8: i32):
    %v9 = arith.constant -12 : i32
    %v10 = arith.constant 39 : i32
    %v11 = arith.muli %v9, %v9 : i32
    %v12 = arith.subi %v11, %v10 : i32
    %v13 = arith.constant 3 : i32
    %v14 = arith.shli %v12, %v13 : i32
    %v15 = arith.cmpi ult, %v14, %v10 : i32
    %v16 = arith.select %v15, %v14, %v2 : i32
    %v17 = arith.muli %v16, %arg0 : i32
    %v18 = arith.addi %v8, %v2 : i32
    cf.br ^bb5(%v18 : i32)
  ^bb5(%v19: i32):
    %v20 = arith.addi %v19, %v17 : i32
    cf.br ^bb6(%v20 : i32)
  ^bb6(%v21: i32):
    %v22 = arith.addi %v21, %v8 : i32
    cf.br ^bb7(%v22 : i32)
  ^bb7(%v23: i32):
    %v24 = arith.andi %v2, %v2 : i32
    %v25 = arith.muli %v24, %v23 : i32
    %v26 = arith.ori %v25, %v2 : i32
    %v27 = arith.andi %v2, %v2 : i32
    %v28 = arith.muli %v27, %v23 : i32
    %v29 = arith.ori %v28, %v2 : i32
    %v30 = arith.addi %v26, %v29 : i32
    %v31 = arith.addi %v23, %v30 : i32
    func.return %v31 : i32
  }
  func.func @f7(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
    %v1 = arith.addi %arg0, %arg2 : i32
    cf.br ^bb1(%v1 : i32)
  ^bb1(%v2: i32):
    %v3 = arith.constant false
    cf.cond_br %v3, ^bb2, ^bb3
  ^bb2:
    %v4 = arith.addi %v2, %v2 : i32
    %v5 = arith.xori %v4, %v2 : i32
    cf.br ^bb4(%v5 : i32)
  ^bb3:
    %v6 = arith.muli %v2, %v2 : i32
    %v7 = arith.xori %v6, %v2 : i32
    cf.br ^bb4(%v7 : i32)
  ^bb4(%v8: i32):
    %v9 = arith.cmpi ugt, %v2, %v2 : i32
    cf.cond_br %v9, ^bb5, ^bb6
  ^bb5:
    %v10 = arith.addi %v2, %v2 : i32
    %v11 = arith.xori %v10, %v8 : i32
    cf.br ^bb7(%v11 : i32)
  ^bb6:
    %v12 = arith.muli %v2, %v2 : i32
    %v13 = arith.xori %v12, %v8 : i32
    cf.br ^bb7(%v13 : i32)
  ^bb7(%v14: i32):
    %v15 = arith.constant false
    cf.cond_br %v15, ^bb8, ^bb9
  ^bb8:
    %v16 = arith.addi %v14, %v14 : i32
    %v17 = arith.xori %v16, %v14 : i32
    cf.br ^bb10(%v17 : i32)
  ^bb9:
    %v18 = arith.muli %v14, %v14 : i32
    %v19 = arith.xori %v18, %v14 : i32
    cf.br ^bb10(%v19 : i32)
  ^bb10(%v20: i32):
    %v21 = arith.addi %v20, %v14 : i32
    cf.br ^bb11(%v21 : i32)
  ^bb11(%v22: i32):
    %v23 = arith.addi %v22, %v22 : i32
    func.return %v23 : i32
  }
  func.func @f8(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
    %v1 = arith.addi %arg0, %arg2 : i32
    cf.br ^bb1(%v1 : i32)
  ^bb1(%v2: i32):
    %v3 = arith.addi %v2, %v2 : i32
    cf.br ^bb2(%v3 : i32)
  ^bb2(%v4: i32):
    %v5 = arith.addi %v4, %v2 : i32
    cf.br ^bb3(%v5 : i32)
  ^bb3(%v6: i32):
    %v7 = arith.constant false
    cf.cond_br %v7, ^bb4, ^bb5
  ^bb4:
    %v8 = arith.addi %v6, %v2 : i32
    %v9 = arith.xori %v8, %v6 : i32
    cf.br ^bb6(%v9 : i32)
  ^bb5:
    %v10 = arith.muli %v6, %v2 : i32
    %v11 = arith.xori %v10, %v6 : i32
    cf.br ^bb6(%v11 : i32)
  ^bb6(%v12: i32):
    %v13 = arith.addi %v12, %v6 : i32
    cf.br ^bb7(%v13 : i32)
  ^bb7(%v14: i32):
    %v15 = arith.constant false
    cf.cond_br %v15, ^bb8, ^bb9
  ^bb8:
    %v16 = arith.addi %v6, %v12 : i32
    %v17 = arith.xori %v16, %v14 : i32
    cf.br ^bb10(%v17 : i32)
  ^bb9:
    %v18 = arith.muli %v6, %v12 : i32
    %v19 = arith.xori %v18, %v14 : i32
    cf.br ^bb10(%v19 : i32)
  ^bb10(%v20: i32):
    %v21 = func.call @f7(%v4, %v6, %v6) : (i32, i32, i32) -> i32
    %v22 = arith.constant 3 : i32
    %v23 = arith.constant 28 : i32
    %v24 = arith.addi %v22, %v22 : i32
    %v25 = arith.addi %v24, %v22 : i32
    %v26 = arith.muli %v25, %v22 : i32
    %v27 = arith.muli %v26, %v22 : i32
    %v28 = arith.addi %v27, %v23 : i32
    %v29 = arith.subi %v28, %v22 : i32
    %v30 = arith.cmpi eq, %v29, %v23 : i32
    %v31 = arith.select %v30, %v29, %v20 : i32
    %v32 = arith.addi %v31, %v20 : i32
    %v33 = arith.xori %v20, %v32 : i32
    %v34 = arith.addi %v33, %v32 : i32
    func.return %v34 : i32
  }
  func.func @f9(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
    %v1 = arith.ori %arg2, %arg2 : i32
    %v2 = arith.addi %v1, %arg1 : i32
    %v3 = arith.constant true
    cf.cond_br %v3, ^bb1, ^bb2
  ^bb1:
    %v4 = arith.addi %v2, %arg1 : i32
    %v5 = arith.xori %v4, %arg0 : i32
    cf.br ^bb3(%v5 : i32)
  ^bb2:
    %v6 = arith.muli %v2, %arg1 : i32
    %v7 = arith.xori %v6, %arg0 : i32
    cf.br ^bb3(%v7 : i32)
  ^bb3(%v8: i32):
    %v9 = arith.constant false
    cf.cond_br %v9, ^bb4, ^bb5
  ^bb4:
    %v10 = arith.addi %v8, %v2 : i32
    %v11 = arith.xori %v10, %v8 : i32
    cf.br ^bb6(%v11 : i32)
  ^bb5:
    %v12 = arith.muli %v8, %v2 : i32
    %v13 = arith.xori %v12, %v8 : i32
    cf.br ^bb6(%v13 : i32)
  ^bb6(%v14: i32):
    %v15 = arith.addi %v14, %v8 : i32
    cf.br ^bb7(%v15 : i32)
  ^bb7(%v16: i32):
    %v17 = arith.cmpi ule, %v14, %v2 : i32
    cf.cond_br %v17, ^bb8, ^bb9
  ^bb8:
    %v18 = arith.addi %v14, %v2 : i32
    %v19 = arith.xori %v18, %v16 : i32
    cf.br ^bb10(%v19 : i32)
  ^bb9:
    %v20 = arith.muli %v14, %v2 : i32
    %v21 = arith.xori %v20, %v16 : i32
    cf.br ^bb10(%v21 : i32)
  ^bb10(%v22: i32):
    %v23 = arith.addi %v22, %v22 : i32
    func.return %v23 : i32
  }
  func.func @f10(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
    %v1 = arith.andi %arg2, %arg2 : i32
    %v2 = arith.addi %v1, %arg0 : i32
    %v3 = arith.muli %v2, %v2 : i32
    %v4 = arith.andi %v3, %v2 : i32
    %v5 = arith.ori %v4, %v2 : i32
    %v6 = arith.muli %v5, %v2 : i32
    %v7 = arith.muli %v2, %v2 : i32
    %v8 = arith.andi %v7, %v2 : i32
    %v9 = arith.ori %v8, %v2 : i32
    %v10 = arith.muli %v9, %v2 : i32
    %v11 = arith.addi %v6, %v10 : i32
    %v12 = arith.muli %v2, %v2 : i32
    %v13 = arith.andi %v12, %v2 : i32
    %v14 = arith.ori %v13, %v2 : i32
    %v15 = arith.muli %v14, %v2 : i32
    %v16 = arith.muli %v11, %v15 : i32
    %v17 = arith.xori %arg0, %v16 : i32
    %v18 = arith.addi %v17, %v2 : i32
    cf.br ^bb1(%v18 : i32)
  ^bb1(%v19: i32):
    %v20 = arith.addi %v19, %v19 : i32
    cf.br ^bb2(%v20 : i32)
  ^bb2(%v21: i32):
    %v22 = arith.constant false
    cf.cond_br %v22, ^bb3, ^bb4
  ^bb3:
    %v23 = arith.addi %arg0, %v2 : i32
    %v24 = arith.xori %v23, %v21 : i32
    cf.br ^bb5(%v24 : i32)
  ^bb4:
    %v25 = arith.muli %arg0, %v2 : i32
    %v26 = arith.xori %v25, %v21 : i32
    cf.br ^bb5(%v26 : i32)
  ^bb5(%v27: i32):
    %v28 = arith.addi %v27, %v27 : i32
    func.return %v28 : i32
  }
  func.func @f11(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
    %v1 = arith.constant true
    cf.cond_br %v1, ^bb1, ^bb2
  ^bb1:
    %v2 = arith.addi %arg0, %arg0 : i32
    %v3 = arith.xori %v2, %arg0 : i32
    cf.br ^bb3(%v3 : i32)
  ^bb2:
    %v4 = arith.muli %arg0, %arg0 : i32
    %v5 = arith.xori %v4, %arg0 : i32
    cf.br ^bb3(%v5 : i32)
  ^bb3(%v6: i32):
    %v7 = arith.constant 19 : i32
    %v8 = arith.constant 54 : i32
    %v9 = arith.subi %v7, %v8 : i32
    %v10 = arith.xori %v9, %v8 : i32
    %v11 = arith.ori %v10, %v7 : i32
    %v12 = arith.constant 0 : i32
    %v13 = arith.shli %v11, %v12 : i32
    %v14 = arith.addi %v13, %v7 : i32
    %v15 = arith.cmpi uge, %v14, %v8 : i32
    %v16 = arith.select %v15, %v14, %v6 : i32
    %v17 = arith.xori %v16, %v6 : i32
    %v18 = arith.subi %v6, %v6 : i32
    %v19 = arith.addi %v18, %v17 : i32
    %v20 = arith.addi %v6, %v19 : i32
    %v21 = arith.cmpi eq, %v19, %v19 : i32
    cf.cond_br %v21, ^bb4, ^bb5
  ^bb4:
    %v22 = arith.addi %v19, %v19 : i32
    %v23 = arith.xori %v22, %v20 : i32
    cf.br ^bb6(%v23 : i32)
  ^bb5:
    %v24 = arith.muli %v19, %v19 : i32
    %v25 = arith.xori %v24, %v20 : i32
    cf.br ^bb6(%v25 : i32)
  ^bb6(%v26: i32):
    %v27 = arith.addi %v26, %v26 : i32
    func.return %v27 : i32
  }
  func.func @f12(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
    %v1 = arith.constant true
    cf.cond_br %v1, ^bb1, ^bb2
  ^bb1:
    %v2 = arith.addi %arg2, %arg1 : i32
    %v3 = arith.xori %v2, %arg0 : i32
    cf.br ^bb3(%v3 : i32)
  ^bb2:
    %v4 = arith.muli %arg2, %arg1 : i32
    %v5 = arith.xori %v4, %arg0 : i32
    cf.br ^bb3(%v5 : i32)
  ^bb3(%v6: i32):
    %v7 = arith.cmpi ugt, %v6, %v6 : i32
    cf.cond_br %v7, ^bb4, ^bb5
  ^bb4:
    %v8 = arith.addi %v6, %v6 : i32
    %v9 = arith.xori %v8, %v6 : i32
    cf.br ^bb6(%v9 : i32)
  ^bb5:
    %v10 = arith.muli %v6, %v6 : i32
    %v11 = arith.xori %v10, %v6 : i32
    cf.br ^bb6(%v11 : i32)
  ^bb6(%v12: i32):
    %v13 = arith.addi %v12, %v12 : i32
    cf.br ^bb7(%v13 : i32)
  ^bb7(%v14: i32):
    %v15 = arith.addi %v14, %v14 : i32
    cf.br ^bb8(%v15 : i32)
  ^bb8(%v16: i32):
    %v17 = arith.addi %v16, %v12 : i32
    cf.br ^bb9(%v17 : i32)
  ^bb9(%v18: i32):
    %v19 = arith.cmpi sgt, %v12, %v16 : i32
    cf.cond_br %v19, ^bb10, ^bb11
  ^bb10:
    %v20 = arith.addi %v12, %v16 : i32
    %v21 = arith.xori %v20, %v18 : i32
    cf.br ^bb12(%v21 : i32)
  ^bb11:
    %v22 = arith.muli %v12, %v16 : i32
    %v23 = arith.xori %v22, %v18 : i32
    cf.br ^bb12(%v23 : i32)
  ^bb12(%v24: i32):
    %v25 = arith.addi %v24, %v24 : i32
    func.return %v25 : i32
  }
  func.func @f13(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
    %v1 = arith.addi %arg0, %arg0 : i32
    cf.br ^bb1(%v1 : i32)
  ^bb1(%v2: i32):
    %v3 = arith.addi %v2, %v2 : i32
    cf.br ^bb2(%v3 : i32)
  ^bb2(%v4: i32):
    %v5 = arith.constant true
    cf.cond_br %v5, ^bb3, ^bb4
  ^bb3:
    %v6 = arith.addi %v2, %v2 : i32
    %v7 = arith.xori %v6, %v4 : i32
    cf.br ^bb5(%v7 : i32)
  ^bb4:
    %v8 = arith.muli %v2, %v2 : i32
    %v9 = arith.xori %v8, %v4 : i32
    cf.br ^bb5(%v9 : i32)
  ^bb5(%v10: i32):
    %v11 = arith.constant true
    cf.cond_br %v11, ^bb6, ^bb7
  ^bb6:
    %v12 = arith.addi %v2, %v10 : i32
    %v13 = arith.xori %v12, %v10 : i32
    cf.br ^bb8(%v13 : i32)
  ^bb7:
    %v14 = arith.muli %v2, %v10 : i32
    %v15 = arith.xori %v14, %v10 : i32
    cf.br ^bb8(%v15 : i32)
  ^bb8(%v16: i32):
    %v17 = arith.constant true
    cf.cond_br %v17, ^bb9, ^bb10
  ^bb9:
    %v18 = arith.addi %v16, %v2 : i32
    %v19 = arith.xori %v18, %v16 : i32
    cf.br ^bb11(%v19 : i32)
  ^bb10:
    %v20 = arith.muli %v16, %v2 : i32
    %v21 = arith.xori %v20, %v16 : i32
    cf.br ^bb11(%v21 : i32)
  ^bb11(%v22: i32):
    %v23 = arith.addi %v22, %v22 : i32
    func.return %v23 : i32
  }
  func.func @f14(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
    %v1 = arith.constant 62 : i32
    %v2 = arith.constant -35 : i32
    %v3 = arith.xori %v1, %v2 : i32
    %v4 = arith.muli %v3, %v2 : i32
    %v5 = arith.subi %v4, %v1 : i32
    %v6 = arith.cmpi eq, %v5, %v2 : i32
    %v7 = arith.select %v6, %v5, %arg1 : i32
    %v8 = arith.muli %v7, %arg2 : i32
    %v9 = arith.addi %arg0, %v8 : i32
    %v10 = arith.constant true
    %v11 = arith.select %v10, %v8, %v8 : i32
    %v12 = arith.addi %v11, %v8 : i32
    %v13 = arith.constant true
    %v14 = scf.if %v13 -> (i32) {
      %v15 = arith.constant 0 : index
      %v16 = arith.constant 0 : index
      %v17 = arith.constant 1 : index
      %v20 = scf.for %v18 = %v15 to %v16 step %v17 iter_args(%v19 = %v8) -> (i32) {
        %v21 = arith.muli %v8, %v8 : i32
        %v22 = arith.addi %v21, %arg2 : i32
        %v23 = arith.index_cast %v18 : index to i32
          %v24 = func.call @f19(%v23, %v8, %v8) : (i32, i32, i32) -> i32
          %v25 = arith.addi %v9, %v24 : i32
          %v26 = arith.addi %v24, %v25 : i32
        %v27 = arith.addi %v19, %v22 : i32
        %v28 = arith.xori %v27, %v23 : i32
        %v29 = arith.addi %v28, %v26 : i32
        scf.yield %v29 : i32
      }
      %v30 = arith.addi %v20, %v9 : i32
      scf.yield %v30 : i32
    } else {
      %v31 = arith.extsi %v12 : i32 to i64
      %v32 = arith.extsi %v12 : i32 to i64
      %v33 = arith.muli %v31, %v32 : i64
      %v34 = arith.constant 6 : i64
      %v35 = arith.muli %v33, %v34 : i64
      %v36 = arith.constant 0 : i64
      %v37 = arith.addi %v35, %v36 : i64
      %v38 = arith.trunci %v37 : i64 to i32
      %v39 = arith.addi %v9, %v38 : i32
      %v40 = arith.addi %v38, %v39 : i32
      scf.yield %v40 : i32
    }
    %v41 = arith.addi %v9, %v14 : i32
    %v42 = arith.addi %v41, %v14 : i32
    func.return %v42 : i32
  }
  func.func @f15(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
    %v1 = arith.addi %arg0, %arg0 : i32
    cf.br ^bb1(%v1 : i32)
  ^bb1(%v2: i32):
    %v3 = arith.addi %v2, %arg1 : i32
    cf.br ^bb2(%v3 : i32)
  ^bb2(%v4: i32):
    %v5 = arith.addi %v4, %v4 : i32
    cf.br ^bb3(%v5 : i32)
  ^bb3(%v6: i32):
    %v7 = arith.addi %v6, %v4 : i32
    cf.br ^bb4(%v7 : i32)
  ^bb4(%v8: i32):
    %v9 = arith.addi %v8, %v4 : i32
    cf.br ^bb5(%v9 : i32)
  ^bb5(%v10: i32):
    %v11 = arith.constant false
    %v12 = scf.if %v11 -> (i32) {
      %v13 = arith.ori %v2, %v2 : i32
      %v14 = arith.andi %v13, %v10 : i32
      %v15 = arith.xori %v14, %v2 : i32
      %v16 = arith.ori %v2, %v2 : i32
      %v17 = arith.andi %v16, %v10 : i32
      %v18 = arith.xori %v17, %v2 : i32
      %v19 = arith.addi %v15, %v18 : i32
      %v20 = arith.ori %v2, %v2 : i32
      %v21 = arith.andi %v20, %v10 : i32
      %v22 = arith.xori %v21, %v2 : i32
      %v23 = arith.muli %v19, %v22 : i32
      %v24 = arith.addi %v10, %v23 : i32
      %v25 = arith.addi %v23, %v24 : i32
      scf.yield %v25 : i32
    } else {
      %v26 = arith.constant 40 : i32
      %v27 = arith.constant -59 : i32
      %v28 = arith.andi %v26, %v26 : i32
      %v29 = arith.xori %v28, %v27 : i32
      %v30 = arith.muli %v29, %v27 : i32
      %v31 = arith.andi %v30, %v26 : i32
      %v32 = arith.subi %v31, %v26 : i32
      %v33 = arith.addi %v32, %v8 : i32
      %v34 = arith.addi %v33, %v10 : i32
      scf.yield %v34 : i32
    }
    %v35 = arith.xori %v10, %v12 : i32
    %v36 = arith.addi %v35, %v12 : i32
    func.return %v36 : i32
  }
  func.func @f16(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
    %v1 = arith.constant false
    cf.cond_br %v1, ^bb1, ^bb2
  ^bb1:
    %v2 = arith.addi %arg2, %arg2 : i32
    %v3 = arith.xori %v2, %arg0 : i32
    cf.br ^bb3(%v3 : i32)
  ^bb2:
    %v4 = arith.muli %arg2, %arg2 : i32
    %v5 = arith.xori %v4, %arg0 : i32
    cf.br ^bb3(%v5 : i32)
  ^bb3(%v6: i32):
    %v7 = arith.ori %v6, %v6 : i32
    %v8 = arith.xori %v7, %v6 : i32
    %v9 = arith.ori %v8, %v6 : i32
    %v10 = arith.ori %v6, %v6 : i32
    %v11 = arith.xori %v10, %v6 : i32
    %v12 = arith.ori %v11, %v6 : i32
    %v13 = arith.addi %v9, %v12 : i32
    %v14 = arith.xori %v6, %v13 : i32
    %v15 = arith.addi %v14, %v13 : i32
    cf.br ^bb4(%v15 : i32)
  ^bb4(%v16: i32):
    %v17 = arith.addi %v16, %v13 : i32
    cf.br ^bb5(%v17 : i32)
  ^bb5(%v18: i32):
    %v19 = arith.addi %v18, %v18 : i32
    cf.br ^bb6(%v19 : i32)
  ^bb6(%v20: i32):
    %v21 = arith.addi %v20, %v13 : i32
    cf.br ^bb7(%v21 : i32)
  ^bb7(%v22: i32):
    %v23 = arith.addi %v22, %v6 : i32
    cf.br ^bb8(%v23 : i32)
  ^bb8(%v24: i32):
    %v25 = arith.addi %v24, %v13 : i32
    cf.br ^bb9(%v25 : i32)
  ^bb9(%v26: i32):
    %v27 = arith.addi %v26, %v26 : i32
    func.return %v27 : i32
  }
  func.func @f17(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
    %v1 = arith.cmpi sle, %arg0, %arg2 : i32
    cf.cond_br %v1, ^bb1, ^bb2
  ^bb1:
    %v2 = arith.addi %arg0, %arg2 : i32
    %v3 = arith.xori %v2, %arg0 : i32
    cf.br ^bb3(%v3 : i32)
  ^bb2:
    %v4 = arith.muli %arg0, %arg2 : i32
    %v5 = arith.xori %v4, %arg0 : i32
    cf.br ^bb3(%v5 : i32)
  ^bb3(%v6: i32):
    %v7 = arith.constant 0 : i32
    %v8 = arith.muli %arg0, %v7 : i32
    %v9 = arith.addi %v8, %v6 : i32
    %v10 = arith.cmpi eq, %v6, %v6 : i32
    cf.cond_br %v10, ^bb4, ^bb5
  ^bb4:
    %v11 = arith.addi %v6, %v6 : i32
    %v12 = arith.xori %v11, %v6 : i32
    cf.br ^bb6(%v12 : i32)
  ^bb5:
    %v13 = arith.muli %v6, %v6 : i32
    %v14 = arith.xori %v13, %v6 : i32
    cf.br ^bb6(%v14 : i32)
  ^bb6(%v15: i32):
    %v16 = arith.constant true
    cf.cond_br %v16, ^bb7, ^bb8
  ^bb7:
    %v17 = arith.addi %v15, %v6 : i32
    %v18 = arith.xori %v17, %v15 : i32
    cf.br ^bb9(%v18 : i32)
  ^bb8:
    %v19 = arith.muli %v15, %v6 : i32
    %v20 = arith.xori %v19, %v15 : i32
    cf.br ^bb9(%v20 : i32)
  ^bb9(%v21: i32):
    %v22 = arith.addi %v21, %v21 : i32
    func.return %v22 : i32
  }
  func.func @f18(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
    %v1 = arith.addi %arg0, %arg0 : i32
    cf.br ^bb1(%v1 : i32)
  ^bb1(%v2: i32):
    %v3 = arith.addi %v2, %v2 : i32
    cf.br ^bb2(%v3 : i32)
  ^bb2(%v4: i32):
    %v5 = arith.addi %v4, %v2 : i32
    cf.br ^bb3(%v5 : i32)
  ^bb3(%v6: i32):
    %v7 = arith.cmpi slt, %arg1, %v4 : i32
    cf.cond_br %v7, ^bb4, ^bb5
  ^bb4:
    %v8 = arith.addi %arg1, %v4 : i32
    %v9 = arith.xori %v8, %v6 : i32
    cf.br ^bb6(%v9 : i32)
  ^bb5:
    %v10 = arith.muli %arg1, %v4 : i32
    %v11 = arith.xori %v10, %v6 : i32
    cf.br ^bb6(%v11 : i32)
  ^bb6(%v12: i32):
    %v13 = arith.addi %v12, %v2 : i32
    cf.br ^bb7(%v13 : i32)
  ^bb7(%v14: i32):
    %v15 = arith.constant true
    cf.cond_br %v15, ^bb8, ^bb9
  ^bb8:
    %v16 = arith.addi %v4, %v6 : i32
    %v17 = arith.xori %v16, %v14 : i32
    cf.br ^bb10(%v17 : i32)
  ^bb9:
    %v18 = arith.muli %v4, %v6 : i32
    %v19 = arith.xori %v18, %v14 : i32
    cf.br ^bb10(%v19 : i32)
  ^bb10(%v20: i32):
    %v21 = arith.constant true
    cf.cond_br %v21, ^bb11, ^bb12
  ^bb11:
    %v22 = arith.addi %v20, %v6 : i32
    %v23 = arith.xori %v22, %v20 : i32
    cf.br ^bb13(%v23 : i32)
  ^bb12:
    %v24 = arith.muli %v20, %v6 : i32
    %v25 = arith.xori %v24, %v20 : i32
    cf.br ^bb13(%v25 : i32)
  ^bb13(%v26: i32):
    %v27 = arith.addi %v26, %v26 : i32
    func.return %v27 : i32
  }
  func.func @f19(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
    %v1 = arith.cmpi uge, %arg2, %arg1 : i32
    cf.cond_br %v1, ^bb1, ^bb2
  ^bb1:
    %v2 = arith.addi %arg2, %arg1 : i32
    %v3 = arith.xori %v2, %arg0 : i32
    cf.br ^bb3(%v3 : i32)
  ^bb2:
    %v4 = arith.muli %arg2, %arg1 : i32
    %v5 = arith.xori %v4, %arg0 : i32
    cf.br ^bb3(%v5 : i32)
  ^bb3(%v6: i32):
    %v7 = arith.constant 0 : i32
    %v8 = arith.muli %v6, %v7 : i32
    %v9 = arith.addi %v8, %arg0 : i32
    %v10 = func.call @f10(%v9, %v9, %v6) : (i32, i32, i32) -> i32
    %v11 = arith.constant true
    cf.cond_br %v11, ^bb4, ^bb5
  ^bb4:
    %v12 = arith.addi %v6, %v9 : i32
    %v13 = arith.xori %v12, %v6 : i32
    cf.br ^bb6(%v13 : i32)
  ^bb5:
    %v14 = arith.muli %v6, %v9 : i32
    %v15 = arith.xori %v14, %v6 : i32
    cf.br ^bb6(%v15 : i32)
  ^bb6(%v16: i32):
    %v17 = arith.xori %v10, %v10 : i32
    %v18 = arith.addi %v17, %v10 : i32
    %v19 = func.call @f7(%v16, %v6, %v10) : (i32, i32, i32) -> i32
    %v20 = arith.extsi %v18 : i32 to i64
    %v21 = arith.extsi %v9 : i32 to i64
    %v22 = arith.xori %v20, %v21 : i64
    %v23 = arith.constant 4 : i64
    %v24 = arith.muli %v22, %v23 : i64
    %v25 = arith.constant 0 : i64
    %v26 = arith.addi %v24, %v25 : i64
    %v27 = arith.trunci %v26 : i64 to i32
    %v28 = arith.addi %v16, %v27 : i32
    func.return %v28 : i32
  }
}
