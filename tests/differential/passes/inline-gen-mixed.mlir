// PIPELINE: builtin.module(inline)
// PIPELINE: builtin.module(inline{default-pipeline=})
// Input of ../shared/perf/gen.py --funcs 20 --ops-per-func 30 --seed 1 --style mixed.
module {
  func.func @f0(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
    %v1 = arith.cmpi uge, %arg1, %arg0 : i32
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
    %v7 = arith.andi %v6, %v6 : i32
    %v8 = arith.addi %v7, %v6 : i32
    %v9 = arith.ori %v8, %v6 : i32
    %v10 = arith.muli %v9, %v6 : i32
    %v11 = arith.andi %v6, %v6 : i32
    %v12 = arith.addi %v11, %v6 : i32
    %v13 = arith.ori %v12, %v6 : i32
    %v14 = arith.muli %v13, %v6 : i32
    %v15 = arith.addi %v10, %v14 : i32
    %v16 = arith.andi %v6, %v6 : i32
    %v17 = arith.addi %v16, %v6 : i32
    %v18 = arith.ori %v17, %v6 : i32
    %v19 = arith.muli %v18, %v6 : i32
    %v20 = arith.muli %v15, %v19 : i32
    %v21 = arith.xori %v6, %v20 : i32
    %v22 = arith.constant 0 : i32
    %v23 = arith.shli %v20, %v22 : i32
    %v24 = arith.addi %v23, %v6 : i32
    %v25 = arith.xori %v21, %v24 : i32
    %v26 = arith.addi %v25, %v24 : i32
    func.return %v26 : i32
  }
  func.func @f1(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
    %v1 = arith.constant 0 : index
    %v2 = arith.constant 1 : index
    %v3 = arith.constant 1 : index
    %v6 = scf.for %v4 = %v1 to %v2 step %v3 iter_args(%v5 = %arg0) -> (i32) {
      %v7 = arith.muli %arg0, %arg2 : i32
      %v8 = arith.addi %v7, %arg2 : i32
      %v9 = arith.index_cast %v4 : index to i32
        %v10 = arith.addi %v9, %arg0 : i32
      %v11 = arith.addi %v5, %v8 : i32
      %v12 = arith.xori %v11, %v9 : i32
      %v13 = arith.addi %v12, %v10 : i32
      scf.yield %v13 : i32
    }
    %v14 = arith.xori %arg0, %v6 : i32
    %v15 = arith.muli %v6, %v6 : i32
    %v16 = arith.ori %v15, %v6 : i32
    %v17 = arith.subi %v16, %v6 : i32
    %v18 = arith.subi %v17, %v6 : i32
    %v19 = arith.muli %v6, %v6 : i32
    %v20 = arith.ori %v19, %v6 : i32
    %v21 = arith.subi %v20, %v6 : i32
    %v22 = arith.subi %v21, %v6 : i32
    %v23 = arith.addi %v18, %v22 : i32
    %v24 = arith.addi %v14, %v23 : i32
    %v25 = arith.ori %v23, %v6 : i32
    %v26 = arith.muli %v25, %v6 : i32
    %v27 = arith.addi %v26, %v23 : i32
    %v28 = arith.ori %v27, %v23 : i32
    %v29 = arith.ori %v23, %v6 : i32
    %v30 = arith.muli %v29, %v6 : i32
    %v31 = arith.addi %v30, %v23 : i32
    %v32 = arith.ori %v31, %v23 : i32
    %v33 = arith.addi %v28, %v32 : i32
    %v34 = arith.addi %v24, %v33 : i32
    %v35 = arith.addi %v34, %v33 : i32
    func.return %v35 : i32
  }
  func.func @f2(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
    %v1 = arith.muli %arg2, %arg1 : i32
    %v2 = arith.cmpi ne, %arg2, %arg1 : i32
    %v3 = scf.if %v2 -> (i32) {
      %v4 = arith.muli %arg2, %arg1 : i32
        %v5 = func.call @f14(%v1, %v1, %v1) : (i32, i32, i32) -> i32
        %v6 = arith.xori %arg0, %v5 : i32
        %v7 = arith.addi %v5, %v6 : i32
      %v8 = arith.addi %v7, %v4 : i32
      scf.yield %v8 : i32
    } else {
      %v9 = arith.muli %arg2, %arg1 : i32
      %v10 = arith.subi %v9, %arg0 : i32
      scf.yield %v10 : i32
    }
    %v11 = arith.xori %arg1, %v3 : i32
    %v12 = arith.andi %v11, %arg1 : i32
    %v13 = arith.xori %v12, %v3 : i32
    %v14 = arith.xori %v13, %v3 : i32
    %v15 = arith.xori %arg1, %v3 : i32
    %v16 = arith.andi %v15, %arg1 : i32
    %v17 = arith.xori %v16, %v3 : i32
    %v18 = arith.xori %v17, %v3 : i32
    %v19 = arith.addi %v14, %v18 : i32
    %v20 = arith.xori %arg1, %v3 : i32
    %v21 = arith.andi %v20, %arg1 : i32
    %v22 = arith.xori %v21, %v3 : i32
    %v23 = arith.xori %v22, %v3 : i32
    %v24 = arith.muli %v19, %v23 : i32
    %v25 = arith.addi %arg0, %v24 : i32
    %v26 = arith.addi %v25, %v24 : i32
    func.return %v26 : i32
  }
  func.func @f3(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
    %v1 = arith.constant 60 : i32
    %v2 = arith.constant -38 : i32
    %v3 = arith.andi %v1, %v1 : i32
    %v4 = arith.subi %v3, %v2 : i32
    %v5 = arith.muli %v4, %arg0 : i32
    %v6 = arith.constant 0 : index
    %v7 = arith.constant 4 : index
    %v8 = arith.constant 1 : index
    %v11 = scf.for %v9 = %v6 to %v7 step %v8 iter_args(%v10 = %v5) -> (i32) {
      %v12 = arith.muli %v5, %v5 : i32
      %v13 = arith.addi %v12, %v5 : i32
      %v14 = arith.index_cast %v9 : index to i32
        %v15 = arith.xori %v10, %arg1 : i32
        %v16 = arith.addi %v15, %arg1 : i32
        %v17 = arith.andi %v16, %v10 : i32
        %v18 = arith.ori %v10, %v5 : i32
        %v19 = arith.ori %v18, %v5 : i32
        %v20 = arith.addi %v19, %v5 : i32
        %v21 = arith.ori %v10, %v5 : i32
        %v22 = arith.ori %v21, %v5 : i32
        %v23 = arith.addi %v22, %v5 : i32
        %v24 = arith.addi %v20, %v23 : i32
        %v25 = arith.addi %v24, %arg0 : i32
      %v26 = arith.addi %v10, %v13 : i32
      %v27 = arith.xori %v26, %v14 : i32
      %v28 = arith.addi %v27, %v25 : i32
      scf.yield %v28 : i32
    }
    %v29 = arith.addi %arg0, %v11 : i32
    func.return %v29 : i32
  }
  func.func @f4(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
    %v1 = arith.constant false
    %v2 = scf.if %v1 -> (i32) {
      %v3 = arith.andi %arg0, %arg2 : i32
      %v4 = arith.ori %v3, %arg0 : i32
      %v5 = arith.andi %arg2, %arg2 : i32
      %v6 = arith.muli %v5, %arg2 : i32
      %v7 = arith.subi %v6, %arg1 : i32
      %v8 = arith.ori %v7, %arg2 : i32
      %v9 = arith.andi %arg2, %arg2 : i32
      %v10 = arith.muli %v9, %arg2 : i32
      %v11 = arith.subi %v10, %arg1 : i32
      %v12 = arith.ori %v11, %arg2 : i32
      %v13 = arith.addi %v8, %v12 : i32
      %v14 = arith.andi %arg2, %arg2 : i32
      %v15 = arith.muli %v14, %arg2 : i32
      %v16 = arith.subi %v15, %arg1 : i32
      %v17 = arith.ori %v16, %arg2 : i32
      %v18 = arith.muli %v13, %v17 : i32
      %v19 = arith.xori %arg0, %v18 : i32
      %v20 = arith.addi %v18, %v19 : i32
      scf.yield %v20 : i32
    } else {
      %v21 = arith.constant 29 : i32
      %v22 = arith.constant -35 : i32
      %v23 = arith.xori %v21, %v21 : i32
      %v24 = arith.constant 1 : i32
      %v25 = arith.shli %v23, %v24 : i32
      %v26 = arith.muli %v25, %v22 : i32
      %v27 = arith.addi %v26, %arg1 : i32
      %v28 = arith.addi %arg0, %v27 : i32
      %v29 = arith.addi %v27, %v28 : i32
      scf.yield %v29 : i32
    }
    %v30 = arith.addi %arg0, %v2 : i32
    func.return %v30 : i32
  }
  func.func @f5(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
    %v1 = arith.constant -62 : i32
    %v2 = arith.constant -58 : i32
    %v3 = arith.constant 0 : i32
    %v4 = arith.shli %v1, %v3 : i32
    %v5 = arith.muli %v4, %v1 : i32
    %v6 = arith.subi %v5, %v1 : i32
    %v7 = arith.constant 2 : i32
    %v8 = arith.shli %v6, %v7 : i32
    %v9 = arith.constant 3 : i32
    %v10 = arith.shli %v8, %v9 : i32
    %v11 = arith.addi %v10, %v2 : i32
    %v12 = arith.cmpi sgt, %v11, %v2 : i32
    %v13 = arith.select %v12, %v11, %arg2 : i32
    %v14 = arith.muli %v13, %arg0 : i32
    %v15 = arith.constant true
    %v16 = scf.if %v15 -> (i32) {
      %v17 = arith.constant 35 : i32
      %v18 = arith.constant -51 : i32
      %v19 = arith.andi %v17, %v18 : i32
      %v20 = arith.addi %v19, %v17 : i32
      %v21 = arith.addi %v20, %v18 : i32
      %v22 = arith.subi %v21, %v17 : i32
      %v23 = arith.muli %v22, %v17 : i32
      %v24 = arith.muli %v23, %v14 : i32
      %v25 = arith.addi %v24, %arg0 : i32
      scf.yield %v25 : i32
    } else {
      %v26 = arith.muli %v14, %v14 : i32
      %v27 = arith.cmpi sge, %v14, %v14 : i32
      %v28 = scf.if %v27 -> (i32) {
        %v29 = arith.muli %v14, %v14 : i32
          %v30 = arith.constant 42 : i32
          %v31 = arith.constant 22 : i32
          %v32 = arith.muli %v30, %v31 : i32
          %v33 = arith.andi %v32, %v30 : i32
          %v34 = arith.andi %v33, %v31 : i32
          %v35 = arith.andi %v34, %v31 : i32
          %v36 = arith.xori %v35, %v31 : i32
          %v37 = arith.cmpi slt, %v36, %v31 : i32
          %v38 = arith.select %v37, %v36, %v14 : i32
          %v39 = arith.addi %v38, %v26 : i32
          %v40 = arith.addi %v39, %arg0 : i32
        %v41 = arith.addi %v40, %v29 : i32
        scf.yield %v41 : i32
      } else {
        %v42 = arith.muli %v14, %v14 : i32
        %v43 = arith.subi %v42, %v14 : i32
        scf.yield %v43 : i32
      }
      %v44 = arith.addi %v28, %arg0 : i32
      scf.yield %v44 : i32
    }
    %v45 = arith.xori %arg0, %v16 : i32
    %v46 = arith.addi %v45, %v16 : i32
    func.return %v46 : i32
  }
  func.func @f6(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
    %v1 = arith.xori %arg2, %arg2 : i32
    %v2 = arith.addi %v1, %arg2 : i32
    %v3 = arith.muli %v2, %arg2 : i32
    %v4 = arith.xori %arg2, %arg2 : i32
    %v5 = arith.addi %v4, %arg2 : i32
    %v6 = arith.muli %v5, %arg2 : i32
    %v7 = arith.addi %v3, %v6 : i32
    %v8 = arith.addi %arg0, %v7 : i32
    %v9 = arith.muli %v7, %v7 : i32
    %v10 = arith.xori %v9, %v7 : i32
    %v11 = arith.andi %v10, %v7 : i32
    %v12 = arith.muli %v7, %v7 : i32
    %v13 = arith.xori %v12, %v7 : i32
    %v14 = arith.andi %v13, %v7 : i32
    %v15 = arith.addi %v11, %v14 : i32
    %v16 = arith.addi %v8, %v15 : i32
    %v17 = arith.constant -61 : i32
    %v18 = arith.constant -4 : i32
    %v19 = arith.constant 4 : i32
    %v20 = arith.shli %v17, %v19 : i32
    %v21 = arith.ori %v20, %v18 : i32
    %v22 = arith.muli %v21, %v17 : i32
    %v23 = arith.constant 3 : i32
    %v24 = arith.shli %v22, %v23 : i32
    %v25 = arith.subi %v24, %v17 : i32
    %v26 = arith.muli %v25, %v17 : i32
    %v27 = arith.addi %v26, %v15 : i32
    %v28 = arith.addi %v16, %v27 : i32
    %v29 = arith.addi %v28, %v27 : i32
    func.return %v29 : i32
  }
  func.func @f7(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
    %v1 = arith.ori %arg0, %arg1 : i32
    %v2 = arith.xori %v1, %arg1 : i32
    %v3 = arith.ori %arg0, %arg1 : i32
    %v4 = arith.xori %v3, %arg1 : i32
    %v5 = arith.addi %v2, %v4 : i32
    %v6 = arith.ori %arg0, %arg1 : i32
    %v7 = arith.xori %v6, %arg1 : i32
    %v8 = arith.muli %v5, %v7 : i32
    %v9 = arith.xori %v8, %v8 : i32
    %v10 = arith.addi %v9, %v8 : i32
    %v11 = arith.xori %arg0, %v10 : i32
    %v12 = arith.constant false
    cf.cond_br %v12, ^bb1, ^bb2
  ^bb1:
    %v13 = arith.addi %v8, %v8 : i32
    %v14 = arith.xori %v13, %v11 : i32
    cf.br ^bb3(%v14 : i32)
  ^bb2:
    %v15 = arith.muli %v8, %v8 : i32
    %v16 = arith.xori %v15, %v11 : i32
    cf.br ^bb3(%v16 : i32)
  ^bb3(%v17: i32):
    %v18 = arith.constant 0 : i32
    %v19 = arith.muli %arg0, %v18 : i32
    %v20 = arith.addi %v19, %v10 : i32
    %v21 = arith.constant -1 : i32
    %v22 = arith.constant 36 : i32
    %v23 = arith.xori %v21, %v21 : i32
    %v24 = arith.muli %v23, %v22 : i32
    %v25 = arith.muli %v24, %v22 : i32
    %v26 = arith.andi %v25, %v21 : i32
    %v27 = arith.muli %v26, %v10 : i32
    %v28 = arith.addi %v17, %v27 : i32
    %v29 = arith.addi %v28, %v27 : i32
    func.return %v29 : i32
  }
  func.func @f8(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
    %v1 = arith.muli %arg1, %arg0 : i32
    %v2 = arith.cmpi sgt, %arg1, %arg0 : i32
    %v3 = scf.if %v2 -> (i32) {
      %v4 = arith.muli %arg1, %arg0 : i32
        %v5 = arith.xori %v1, %v1 : i32
        %v6 = arith.xori %v5, %v1 : i32
        %v7 = arith.ori %v6, %v1 : i32
        %v8 = arith.ori %v7, %v1 : i32
        %v9 = arith.ori %v8, %v1 : i32
        %v10 = arith.addi %v1, %arg0 : i32
      %v11 = arith.addi %v10, %v4 : i32
      scf.yield %v11 : i32
    } else {
      %v12 = arith.muli %arg1, %arg0 : i32
      %v13 = arith.subi %v12, %arg2 : i32
      scf.yield %v13 : i32
    }
    %v14 = arith.addi %arg0, %v3 : i32
    %v15 = arith.xori %v3, %v3 : i32
    %v16 = arith.addi %v15, %arg1 : i32
    %v17 = arith.constant 0 : i32
    %v18 = arith.addi %v3, %v17 : i32
    %v19 = arith.addi %v18, %v16 : i32
    %v20 = arith.addi %v14, %v19 : i32
    %v21 = arith.constant 15 : i32
    %v22 = arith.constant -41 : i32
    %v23 = arith.subi %v21, %v21 : i32
    %v24 = arith.muli %v23, %v21 : i32
    %v25 = arith.andi %v24, %v22 : i32
    %v26 = arith.addi %v25, %v22 : i32
    %v27 = arith.andi %v26, %v22 : i32
    %v28 = arith.muli %v27, %v21 : i32
    %v29 = arith.cmpi uge, %v28, %v22 : i32
    %v30 = arith.select %v29, %v28, %v19 : i32
    %v31 = arith.muli %v30, %v3 : i32
    %v32 = arith.addi %v20, %v31 : i32
    func.return %v32 : i32
  }
  func.func @f9(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
    %v1 = arith.muli %arg2, %arg1 : i32
    %v2 = arith.ori %v1, %arg1 : i32
    %v3 = arith.andi %v2, %arg1 : i32
    %v4 = arith.addi %v3, %arg1 : i32
    %v5 = arith.constant 34 : i32
    %v6 = arith.constant -4 : i32
    %v7 = arith.ori %v5, %v6 : i32
    %v8 = arith.andi %v7, %v6 : i32
    %v9 = arith.muli %v8, %v5 : i32
    %v10 = arith.cmpi slt, %v9, %v6 : i32
    %v11 = arith.select %v10, %v9, %arg0 : i32
    %v12 = arith.muli %v11, %arg2 : i32
    %v13 = arith.xori %arg0, %v12 : i32
    %v14 = arith.constant 0 : i32
    %v15 = arith.constant -27 : i32
    %v16 = arith.subi %v14, %v14 : i32
    %v17 = arith.xori %v16, %v15 : i32
    %v18 = arith.constant 7 : i32
    %v19 = arith.shli %v17, %v18 : i32
    %v20 = arith.ori %v19, %v14 : i32
    %v21 = arith.cmpi ult, %v20, %v15 : i32
    %v22 = arith.select %v21, %v20, %v12 : i32
    %v23 = arith.addi %v22, %v12 : i32
    %v24 = arith.addi %v13, %v23 : i32
    %v25 = arith.xori %v12, %v12 : i32
    %v26 = arith.addi %v25, %v12 : i32
    %v27 = arith.xori %v24, %v26 : i32
    %v28 = arith.addi %v27, %v26 : i32
    func.return %v28 : i32
  }
  func.func @f10(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
    %v1 = arith.constant false
    %v2 = scf.if %v1 -> (i32) {
      %v3 = arith.constant 34 : i32
      %v4 = arith.constant -39 : i32
      %v5 = arith.xori %v3, %v4 : i32
      %v6 = arith.subi %v5, %v3 : i32
      %v7 = arith.xori %v6, %v3 : i32
      %v8 = arith.muli %v7, %v3 : i32
      %v9 = arith.ori %v8, %v3 : i32
      %v10 = arith.xori %v9, %v4 : i32
      %v11 = arith.addi %v10, %arg0 : i32
      %v12 = arith.addi %arg0, %v11 : i32
      %v13 = arith.addi %v11, %v12 : i32
      scf.yield %v13 : i32
    } else {
      %v14 = arith.constant -53 : i32
      %v15 = arith.constant 23 : i32
      %v16 = arith.muli %v14, %v15 : i32
      %v17 = arith.addi %v16, %v15 : i32
      %v18 = arith.subi %v17, %v14 : i32
      %v19 = arith.constant 6 : i32
      %v20 = arith.shli %v18, %v19 : i32
      %v21 = arith.muli %v20, %v15 : i32
      %v22 = arith.andi %v21, %v14 : i32
      %v23 = arith.xori %v22, %arg2 : i32
      %v24 = arith.addi %v23, %arg0 : i32
      scf.yield %v24 : i32
    }
    %v25 = arith.xori %arg0, %v2 : i32
    %v26 = arith.addi %v25, %v2 : i32
    func.return %v26 : i32
  }
  func.func @f11(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
    %v1 = arith.constant true
    %v2 = scf.if %v1 -> (i32) {
      %v3 = arith.xori %arg1, %arg2 : i32
      %v4 = arith.addi %v3, %arg2 : i32
      %v5 = arith.addi %v4, %arg0 : i32
      %v6 = arith.andi %v5, %arg1 : i32
      %v7 = arith.xori %arg1, %arg2 : i32
      %v8 = arith.addi %v7, %arg2 : i32
      %v9 = arith.addi %v8, %arg0 : i32
      %v10 = arith.andi %v9, %arg1 : i32
      %v11 = arith.addi %v6, %v10 : i32
      %v12 = arith.addi %v11, %arg0 : i32
      scf.yield %v12 : i32
    } else {
      %v13 = arith.constant false
      %v14 = scf.if %v13 -> (i32) {
        %v15 = func.call @f1(%arg0, %arg2, %arg2) : (i32, i32, i32) -> i32
        %v16 = arith.addi %arg0, %v15 : i32
        %v17 = arith.addi %v15, %v16 : i32
        scf.yield %v17 : i32
      } else {
        %v18 = arith.subi %arg2, %arg2 : i32
        %v19 = arith.xori %v18, %arg1 : i32
        %v20 = arith.subi %arg2, %arg2 : i32
        %v21 = arith.xori %v20, %arg1 : i32
        %v22 = arith.addi %v19, %v21 : i32
        %v23 = arith.subi %arg2, %arg2 : i32
        %v24 = arith.xori %v23, %arg1 : i32
        %v25 = arith.muli %v22, %v24 : i32
        %v26 = arith.addi %arg0, %v25 : i32
        %v27 = arith.addi %v25, %v26 : i32
        scf.yield %v27 : i32
      }
      %v28 = arith.addi %v14, %arg0 : i32
      scf.yield %v28 : i32
    }
    %v29 = arith.addi %arg0, %v2 : i32
    func.return %v29 : i32
  }
  func.func @f12(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
    %v1 = arith.constant 0 : index
    %v2 = arith.constant 100 : index
    %v3 = arith.constant 1 : index
    %v6 = scf.for %v4 = %v1 to %v2 step %v3 iter_args(%v5 = %arg1) -> (i32) {
      %v7 = arith.muli %arg0, %arg1 : i32
      %v8 = arith.addi %v7, %arg2 : i32
      %v9 = arith.index_cast %v4 : index to i32
        %v10 = arith.cmpi eq, %v9, %v9 : i32
        %v11 = arith.select %v10, %v9, %v5 : i32
        %v12 = arith.addi %v11, %v5 : i32
        %v13 = arith.addi %arg0, %v12 : i32
        %v14 = arith.extsi %v9 : i32 to i64
        %v15 = arith.extsi %v12 : i32 to i64
        %v16 = arith.xori %v14, %v15 : i64
        %v17 = arith.constant 1 : i64
        %v18 = arith.muli %v16, %v17 : i64
        %v19 = arith.constant 0 : i64
        %v20 = arith.addi %v18, %v19 : i64
        %v21 = arith.trunci %v20 : i64 to i32
        %v22 = arith.xori %v13, %v21 : i32
        %v23 = arith.addi %v21, %v22 : i32
      %v24 = arith.addi %v5, %v8 : i32
      %v25 = arith.xori %v24, %v9 : i32
      %v26 = arith.addi %v25, %v23 : i32
      scf.yield %v26 : i32
    }
    %v27 = arith.xori %arg0, %v6 : i32
    %v28 = arith.muli %v6, %arg1 : i32
    %v29 = arith.cmpi slt, %v6, %arg1 : i32
    %v30 = scf.if %v29 -> (i32) {
      %v31 = arith.muli %v6, %arg1 : i32
        %v32 = func.call @f1(%v6, %arg1, %v6) : (i32, i32, i32) -> i32
        %v33 = arith.addi %v27, %v32 : i32
        %v34 = arith.addi %v32, %v33 : i32
      %v35 = arith.addi %v34, %v31 : i32
      scf.yield %v35 : i32
    } else {
      %v36 = arith.muli %v6, %arg1 : i32
      %v37 = arith.subi %v36, %v6 : i32
      scf.yield %v37 : i32
    }
    %v38 = arith.addi %v27, %v30 : i32
    func.return %v38 : i32
  }
  func.func @f13(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
    %v1 = arith.muli %arg2, %arg1 : i32
    %v2 = arith.cmpi ugt, %arg2, %arg1 : i32
    %v3 = scf.if %v2 -> (i32) {
      %v4 = arith.muli %arg2, %arg1 : i32
        %v5 = arith.constant false
        %v6 = scf.if %v5 -> (i32) {
          %v7 = arith.constant true
          %v8 = arith.select %v7, %v1, %v1 : i32
          %v9 = arith.addi %v8, %v1 : i32
          %v10 = arith.xori %arg0, %v9 : i32
          %v11 = arith.extsi %arg1 : i32 to i64
          %v12 = arith.extsi %v9 : i32 to i64
          %v13 = arith.addi %v11, %v12 : i64
          %v14 = arith.constant 4 : i64
          %v15 = arith.muli %v13, %v14 : i64
          %v16 = arith.constant 0 : i64
          %v17 = arith.addi %v15, %v16 : i64
          %v18 = arith.trunci %v17 : i64 to i32
          %v19 = arith.addi %v18, %v10 : i32
          scf.yield %v19 : i32
        } else {
          %v20 = arith.constant 61 : i32
          %v21 = arith.constant 29 : i32
          %v22 = arith.addi %v20, %v20 : i32
          %v23 = arith.muli %v22, %v21 : i32
          %v24 = arith.cmpi sle, %v23, %v21 : i32
          %v25 = arith.select %v24, %v23, %v1 : i32
          %v26 = arith.muli %v25, %v1 : i32
          %v27 = arith.addi %v26, %arg0 : i32
          scf.yield %v27 : i32
        }
        %v28 = arith.addi %arg0, %v6 : i32
        %v29 = arith.addi %v6, %v28 : i32
      %v30 = arith.addi %v29, %v4 : i32
      scf.yield %v30 : i32
    } else {
      %v31 = arith.muli %arg2, %arg1 : i32
      %v32 = arith.subi %v31, %arg1 : i32
      scf.yield %v32 : i32
    }
    %v33 = arith.addi %arg0, %v3 : i32
    func.return %v33 : i32
  }
  func.func @f14(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
    %v1 = arith.addi %arg0, %arg0 : i32
    cf.br ^bb1(%v1 : i32)
  ^bb1(%v2: i32):
    %v3 = arith.addi %v2, %v2 : i32
    cf.br ^bb2(%v3 : i32)
  ^bb2(%v4: i32):
    %v5 = arith.xori %v2, %v2 : i32
    %v6 = arith.addi %v5, %arg2 : i32
    %v7 = arith.andi %v6, %arg2 : i32
    %v8 = arith.xori %v7, %arg2 : i32
    %v9 = arith.xori %v2, %v2 : i32
    %v10 = arith.addi %v9, %arg2 : i32
    %v11 = arith.andi %v10, %arg2 : i32
    %v12 = arith.xori %v11, %arg2 : i32
    %v13 = arith.addi %v8, %v12 : i32
    %v14 = arith.addi %v4, %v13 : i32
    %v15 = arith.constant true
    cf.cond_br %v15, ^bb3, ^bb4
  ^bb3:
    %v16 = arith.addi %v4, %v2 : i32
    %v17 = arith.xori %v16, %v14 : i32
    cf.br ^bb5(%v17 : i32)
  ^bb4:
    %v18 = arith.muli %v4, %v2 : i32
    %v19 = arith.xori %v18, %v14 : i32
    cf.br ^bb5(%v19 : i32)
  ^bb5(%v20: i32):
    %v21 = arith.constant true
    cf.cond_br %v21, ^bb6, ^bb7
  ^bb6:
    %v22 = arith.addi %v20, %v4 : i32
    %v23 = arith.xori %v22, %v20 : i32
    cf.br ^bb8(%v23 : i32)
  ^bb7:
    %v24 = arith.muli %v20, %v4 : i32
    %v25 = arith.xori %v24, %v20 : i32
    cf.br ^bb8(%v25 : i32)
  ^bb8(%v26: i32):
    %v27 = arith.addi %v26, %v26 : i32
    func.return %v27 : i32
  }
  func.func @f15(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
    %v1 = arith.constant 1 : i32
    %v2 = arith.muli %arg2, %v1 : i32
    %v3 = arith.addi %v2, %arg1 : i32
    %v4 = arith.xori %arg0, %v3 : i32
    %v5 = arith.constant 0 : i32
    %v6 = arith.addi %v3, %v5 : i32
    %v7 = arith.addi %v6, %v3 : i32
    %v8 = arith.addi %v4, %v7 : i32
    %v9 = arith.muli %v7, %v7 : i32
    %v10 = arith.addi %v9, %v7 : i32
    %v11 = arith.andi %v10, %v7 : i32
    %v12 = arith.xori %v11, %v7 : i32
    %v13 = arith.muli %v7, %v7 : i32
    %v14 = arith.addi %v13, %v7 : i32
    %v15 = arith.andi %v14, %v7 : i32
    %v16 = arith.xori %v15, %v7 : i32
    %v17 = arith.addi %v12, %v16 : i32
    %v18 = arith.xori %v8, %v17 : i32
    %v19 = arith.constant true
    %v20 = scf.if %v19 -> (i32) {
      %v21 = arith.xori %v7, %v3 : i32
      %v22 = arith.muli %v21, %v7 : i32
      %v23 = arith.muli %v22, %v7 : i32
      %v24 = arith.xori %v7, %v3 : i32
      %v25 = arith.muli %v24, %v7 : i32
      %v26 = arith.muli %v25, %v7 : i32
      %v27 = arith.addi %v23, %v26 : i32
      %v28 = arith.xori %v7, %v3 : i32
      %v29 = arith.muli %v28, %v7 : i32
      %v30 = arith.muli %v29, %v7 : i32
      %v31 = arith.muli %v27, %v30 : i32
      %v32 = arith.addi %v31, %v18 : i32
      scf.yield %v32 : i32
    } else {
      %v33 = arith.muli %v7, %v7 : i32
      %v34 = arith.ori %v33, %v7 : i32
      %v35 = arith.andi %v34, %v17 : i32
      %v36 = arith.addi %v3, %v18 : i32
      scf.yield %v36 : i32
    }
    %v37 = arith.addi %v18, %v20 : i32
    %v38 = arith.addi %v37, %v20 : i32
    func.return %v38 : i32
  }
  func.func @f16(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
    %v1 = arith.constant -2 : i32
    %v2 = arith.constant -26 : i32
    %v3 = arith.constant 3 : i32
    %v4 = arith.shli %v1, %v3 : i32
    %v5 = arith.muli %v4, %v2 : i32
    %v6 = arith.constant 5 : i32
    %v7 = arith.shli %v5, %v6 : i32
    %v8 = arith.andi %v7, %v1 : i32
    %v9 = arith.addi %v8, %arg1 : i32
    %v10 = arith.xori %arg0, %v9 : i32
    %v11 = arith.muli %v9, %v9 : i32
    %v12 = arith.cmpi sle, %v9, %v9 : i32
    %v13 = scf.if %v12 -> (i32) {
      %v14 = arith.muli %v9, %v9 : i32
        %v15 = arith.muli %v9, %v9 : i32
        %v16 = arith.cmpi sge, %v9, %v9 : i32
        %v17 = scf.if %v16 -> (i32) {
          %v18 = arith.muli %v9, %v9 : i32
            %v19 = arith.xori %v11, %v11 : i32
            %v20 = arith.andi %v19, %v11 : i32
            %v21 = arith.muli %v20, %v15 : i32
            %v22 = arith.xori %v11, %v11 : i32
            %v23 = arith.andi %v22, %v11 : i32
            %v24 = arith.muli %v23, %v15 : i32
            %v25 = arith.addi %v21, %v24 : i32
            %v26 = arith.xori %v11, %v11 : i32
            %v27 = arith.andi %v26, %v11 : i32
            %v28 = arith.muli %v27, %v15 : i32
            %v29 = arith.muli %v25, %v28 : i32
            %v30 = arith.addi %v29, %v10 : i32
          %v31 = arith.addi %v30, %v18 : i32
          scf.yield %v31 : i32
        } else {
          %v32 = arith.muli %v9, %v9 : i32
          %v33 = arith.subi %v32, %v11 : i32
          scf.yield %v33 : i32
        }
        %v34 = arith.addi %v17, %v10 : i32
      %v35 = arith.addi %v34, %v14 : i32
      scf.yield %v35 : i32
    } else {
      %v36 = arith.muli %v9, %v9 : i32
      %v37 = arith.subi %v36, %arg2 : i32
      scf.yield %v37 : i32
    }
    %v38 = arith.addi %v10, %v13 : i32
    %v39 = arith.addi %v38, %v13 : i32
    func.return %v39 : i32
  }
  func.func @f17(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
    %v1 = arith.constant 0 : i32
    %v2 = arith.addi %arg1, %v1 : i32
    %v3 = arith.addi %v2, %arg2 : i32
    %v4 = arith.xori %arg0, %v3 : i32
    %v5 = arith.constant 0 : i32
    %v6 = arith.shli %v3, %v5 : i32
    %v7 = arith.addi %v6, %v3 : i32
    %v8 = arith.xori %v3, %v3 : i32
    %v9 = arith.andi %v8, %v7 : i32
    %v10 = arith.muli %v9, %arg2 : i32
    %v11 = arith.xori %v10, %v3 : i32
    %v12 = arith.xori %v11, %v7 : i32
    %v13 = arith.constant 0 : i32
    %v14 = arith.shli %v7, %v13 : i32
    %v15 = arith.addi %v14, %v3 : i32
    %v16 = arith.constant 0 : index
    %v17 = arith.constant 16 : index
    %v18 = arith.constant 1 : index
    %v21 = scf.for %v19 = %v16 to %v17 step %v18 iter_args(%v20 = %v3) -> (i32) {
      %v22 = arith.muli %v3, %v15 : i32
      %v23 = arith.addi %v22, %arg2 : i32
      %v24 = arith.index_cast %v19 : index to i32
        %v25 = arith.constant true
        %v26 = scf.if %v25 -> (i32) {
          %v27 = arith.constant 7 : i32
          %v28 = arith.constant 26 : i32
          %v29 = arith.xori %v27, %v27 : i32
          %v30 = arith.xori %v29, %v27 : i32
          %v31 = arith.xori %v30, %v3 : i32
          %v32 = arith.subi %v7, %v31 : i32
          %v33 = arith.andi %v32, %v7 : i32
          %v34 = arith.subi %v7, %v31 : i32
          %v35 = arith.andi %v34, %v7 : i32
          %v36 = arith.addi %v33, %v35 : i32
          %v37 = arith.subi %v7, %v31 : i32
          %v38 = arith.andi %v37, %v7 : i32
          %v39 = arith.muli %v36, %v38 : i32
          %v40 = arith.xori %v4, %v39 : i32
          %v41 = arith.addi %v39, %v40 : i32
          scf.yield %v41 : i32
        } else {
          %v42 = arith.muli %v15, %v3 : i32
          %v43 = arith.andi %v42, %v15 : i32
          %v44 = arith.addi %v7, %v4 : i32
          scf.yield %v44 : i32
        }
        %v45 = arith.constant 0 : index
        %v46 = arith.constant 16 : index
        %v47 = arith.constant 1 : index
        %v50 = scf.for %v48 = %v45 to %v46 step %v47 iter_args(%v49 = %v7) -> (i32) {
          %v51 = arith.muli %v26, %v26 : i32
          %v52 = arith.addi %v51, %v7 : i32
          %v53 = arith.index_cast %v48 : index to i32
            %v54 = arith.addi %v49, %v4 : i32
          %v55 = arith.addi %v49, %v52 : i32
          %v56 = arith.xori %v55, %v53 : i32
          %v57 = arith.addi %v56, %v54 : i32
          scf.yield %v57 : i32
        }
        %v58 = arith.addi %v50, %v4 : i32
      %v59 = arith.addi %v20, %v23 : i32
      %v60 = arith.xori %v59, %v24 : i32
      %v61 = arith.addi %v60, %v58 : i32
      scf.yield %v61 : i32
    }
    %v62 = arith.addi %v4, %v21 : i32
    func.return %v62 : i32
  }
  func.func @f18(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
    %v1 = arith.xori %arg1, %arg1 : i32
    %v2 = arith.andi %v1, %arg1 : i32
    %v3 = arith.andi %v2, %arg1 : i32
    %v4 = arith.addi %v3, %arg1 : i32
    %v5 = arith.xori %arg1, %arg1 : i32
    %v6 = arith.andi %v5, %arg1 : i32
    %v7 = arith.andi %v6, %arg1 : i32
    %v8 = arith.addi %v7, %arg1 : i32
    %v9 = arith.addi %v4, %v8 : i32
    %v10 = arith.xori %arg1, %arg1 : i32
    %v11 = arith.andi %v10, %arg1 : i32
    %v12 = arith.andi %v11, %arg1 : i32
    %v13 = arith.addi %v12, %arg1 : i32
    %v14 = arith.muli %v9, %v13 : i32
    %v15 = arith.addi %arg0, %v14 : i32
    %v16 = arith.subi %v14, %arg2 : i32
    %v17 = arith.subi %v16, %v14 : i32
    %v18 = arith.andi %v17, %v14 : i32
    %v19 = arith.subi %v14, %arg2 : i32
    %v20 = arith.subi %v19, %v14 : i32
    %v21 = arith.andi %v20, %v14 : i32
    %v22 = arith.addi %v18, %v21 : i32
    %v23 = arith.xori %v15, %v22 : i32
    %v24 = arith.xori %v22, %v22 : i32
    %v25 = arith.addi %v24, %v14 : i32
    %v26 = arith.xori %v23, %v25 : i32
    %v27 = arith.constant 4 : i32
    %v28 = arith.constant -6 : i32
    %v29 = arith.ori %v27, %v28 : i32
    %v30 = arith.addi %v29, %v27 : i32
    %v31 = arith.muli %v30, %v27 : i32
    %v32 = arith.constant 3 : i32
    %v33 = arith.shli %v31, %v32 : i32
    %v34 = arith.cmpi sgt, %v33, %v28 : i32
    %v35 = arith.select %v34, %v33, %v14 : i32
    %v36 = arith.xori %v35, %v25 : i32
    %v37 = arith.addi %v26, %v36 : i32
    func.return %v37 : i32
  }
  func.func @f19(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
    %v1 = arith.extsi %arg2 : i32 to i64
    %v2 = arith.extsi %arg0 : i32 to i64
    %v3 = arith.muli %v1, %v2 : i64
    %v4 = arith.constant 8 : i64
    %v5 = arith.muli %v3, %v4 : i64
    %v6 = arith.constant 0 : i64
    %v7 = arith.addi %v5, %v6 : i64
    %v8 = arith.trunci %v7 : i64 to i32
    %v9 = arith.constant 22 : i32
    %v10 = arith.constant -59 : i32
    %v11 = arith.constant 7 : i32
    %v12 = arith.shli %v9, %v11 : i32
    %v13 = arith.muli %v12, %v10 : i32
    %v14 = arith.xori %v13, %v10 : i32
    %v15 = arith.constant 0 : i32
    %v16 = arith.shli %v14, %v15 : i32
    %v17 = arith.addi %v16, %arg0 : i32
    %v18 = arith.constant false
    %v19 = scf.if %v18 -> (i32) {
      %v20 = arith.subi %arg1, %v17 : i32
      %v21 = arith.addi %v20, %v17 : i32
      %v22 = arith.andi %v21, %v17 : i32
      %v23 = arith.ori %v22, %arg0 : i32
      %v24 = arith.constant 0 : index
      %v25 = arith.constant 100 : index
      %v26 = arith.constant 1 : index
      %v29 = scf.for %v27 = %v24 to %v25 step %v26 iter_args(%v28 = %v17) -> (i32) {
        %v30 = arith.muli %v8, %v17 : i32
        %v31 = arith.addi %v30, %v17 : i32
        %v32 = arith.index_cast %v27 : index to i32
          %v33 = arith.addi %v32, %arg0 : i32
        %v34 = arith.addi %v28, %v31 : i32
        %v35 = arith.xori %v34, %v32 : i32
        %v36 = arith.addi %v35, %v33 : i32
        scf.yield %v36 : i32
      }
      %v37 = arith.addi %arg0, %v29 : i32
      %v38 = arith.addi %v29, %v37 : i32
      scf.yield %v38 : i32
    } else {
      %v39 = arith.subi %v8, %v8 : i32
      %v40 = arith.addi %v39, %v8 : i32
      %v41 = arith.addi %arg0, %v40 : i32
      %v42 = arith.addi %v40, %v41 : i32
      scf.yield %v42 : i32
    }
    %v43 = arith.addi %arg0, %v19 : i32
    func.return %v43 : i32
  }
}
