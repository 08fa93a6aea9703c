// PIPELINE: builtin.module(inline)
// PIPELINE: builtin.module(inline{default-pipeline=})
// Input of ../shared/perf/gen.py --funcs 20 --ops-per-func 30 --seed 2 --style scf.
module {
  func.func @f0(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
    %v1 = arith.constant false
    %v2 = scf.if %v1 -> (i32) {
      %v3 = arith.constant -16 : i32
      %v4 = arith.constant -28 : i32
      %v5 = arith.constant 0 : i32
      %v6 = arith.shli %v3, %v5 : i32
      %v7 = arith.ori %v6, %v3 : i32
      %v8 = arith.andi %v7, %v3 : i32
      %v9 = arith.ori %v8, %v3 : i32
      %v10 = arith.xori %v9, %v4 : i32
      %v11 = arith.constant 7 : i32
      %v12 = arith.shli %v10, %v11 : i32
      %v13 = arith.cmpi ult, %v12, %v4 : i32
      %v14 = arith.select %v13, %v12, %arg0 : i32
      %v15 = arith.muli %v14, %arg0 : i32
      %v16 = arith.constant false
      %v17 = scf.if %v16 -> (i32) {
        %v18 = arith.constant 2 : i32
        %v19 = arith.constant -42 : i32
        %v20 = arith.subi %v18, %v19 : i32
        %v21 = arith.muli %v20, %v19 : i32
        %v22 = arith.ori %v21, %v18 : i32
        %v23 = arith.addi %v22, %v19 : i32
        %v24 = arith.andi %v23, %v19 : i32
        %v25 = arith.cmpi eq, %v24, %v19 : i32
        %v26 = arith.select %v25, %v24, %v15 : i32
        %v27 = arith.addi %v26, %v15 : i32
        %v28 = arith.xori %arg0, %v27 : i32
        %v29 = arith.addi %v27, %v28 : i32
        scf.yield %v29 : i32
      } else {
        %v30 = arith.andi %v15, %v15 : i32
        %v31 = arith.xori %v30, %v15 : i32
        %v32 = arith.subi %v31, %v15 : i32
        %v33 = arith.xori %v32, %arg0 : i32
        %v34 = arith.subi %v33, %arg1 : i32
        %v35 = arith.addi %v15, %arg0 : i32
        scf.yield %v35 : i32
      }
      %v36 = arith.xori %arg0, %v17 : i32
      %v37 = arith.addi %v17, %v36 : i32
      scf.yield %v37 : i32
    } else {
      %v38 = arith.constant false
      %v39 = scf.if %v38 -> (i32) {
        %v40 = arith.constant 49 : i32
        %v41 = arith.constant -15 : i32
        %v42 = arith.xori %v40, %v40 : i32
        %v43 = arith.xori %v42, %v41 : i32
        %v44 = arith.xori %v43, %v40 : i32
        %v45 = arith.muli %v44, %v40 : i32
        %v46 = arith.subi %v45, %v40 : i32
        %v47 = arith.andi %v46, %v41 : i32
        %v48 = arith.cmpi eq, %v47, %v41 : i32
        %v49 = arith.select %v48, %v47, %arg0 : i32
        %v50 = arith.xori %v49, %arg1 : i32
        %v51 = arith.addi %arg0, %v50 : i32
        %v52 = arith.addi %v50, %v51 : i32
        scf.yield %v52 : i32
      } else {
        %v53 = arith.muli %arg2, %arg1 : i32
        %v54 = arith.xori %v53, %arg1 : i32
        %v55 = arith.ori %v54, %arg1 : i32
        %v56 = arith.muli %arg2, %arg1 : i32
        %v57 = arith.xori %v56, %arg1 : i32
        %v58 = arith.ori %v57, %arg1 : i32
        %v59 = arith.addi %v55, %v58 : i32
        %v60 = arith.addi %arg0, %v59 : i32
        %v61 = arith.addi %v59, %v60 : i32
        scf.yield %v61 : i32
      }
      %v62 = arith.addi %arg0, %v39 : i32
      %v63 = arith.addi %v39, %v62 : i32
      scf.yield %v63 : i32
    }
    %v64 = arith.xori %arg0, %v2 : i32
    %v65 = arith.addi %v64, %v2 : i32
    func.return %v65 : i32
  }
  func.func @f1(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
    %v1 = arith.constant -54 : i32
    %v2 = arith.constant 56 : i32
    %v3 = arith.addi %v1, %v1 : i32
    %v4 = arith.subi %v3, %v1 : i32
    %v5 = arith.subi %v4, %v1 : i32
    %v6 = arith.andi %v5, %v1 : i32
    %v7 = arith.cmpi ult, %v6, %v2 : i32
    %v8 = arith.select %v7, %v6, %arg2 : i32
    %v9 = arith.addi %v8, %arg2 : i32
    %v10 = arith.xori %arg0, %v9 : i32
    %v11 = arith.constant false
    %v12 = scf.if %v11 -> (i32) {
      %v13 = arith.constant 0 : index
      %v14 = arith.constant 16 : index
      %v15 = arith.constant 1 : index
      %v18 = scf.for %v16 = %v13 to %v14 step %v15 iter_args(%v17 = %v9) -> (i32) {
        %v19 = arith.muli %v9, %v9 : i32
        %v20 = arith.addi %v19, %v9 : i32
        %v21 = arith.index_cast %v16 : index to i32
          %v22 = arith.constant 0 : i32
          %v23 = arith.shli %v9, %v22 : i32
          %v24 = arith.addi %v23, %v21 : i32
          %v25 = arith.xori %v10, %v24 : i32
          %v26 = arith.addi %v24, %v25 : i32
        %v27 = arith.addi %v17, %v20 : i32
        %v28 = arith.xori %v27, %v21 : i32
        %v29 = arith.addi %v28, %v26 : i32
        scf.yield %v29 : i32
      }
      %v30 = arith.addi %v18, %v10 : i32
      scf.yield %v30 : i32
    } else {
      %v31 = arith.constant false
      %v32 = scf.if %v31 -> (i32) {
        %v33 = arith.constant -1 : i32
        %v34 = arith.constant 40 : i32
        %v35 = arith.addi %v33, %v34 : i32
        %v36 = arith.subi %v35, %v33 : i32
        %v37 = arith.constant 2 : i32
        %v38 = arith.shli %v36, %v37 : i32
        %v39 = arith.ori %v38, %v34 : i32
        %v40 = arith.muli %v39, %v34 : i32
        %v41 = arith.constant 5 : i32
        %v42 = arith.shli %v40, %v41 : i32
        %v43 = arith.cmpi ult, %v42, %v34 : i32
        %v44 = arith.select %v43, %v42, %v9 : i32
        %v45 = arith.addi %v44, %arg2 : i32
        %v46 = arith.xori %v10, %v45 : i32
        %v47 = arith.addi %v45, %v46 : i32
        scf.yield %v47 : i32
      } else {
        %v48 = arith.subi %v9, %v9 : i32
        %v49 = arith.addi %v48, %v9 : i32
        %v50 = arith.xori %v10, %v49 : i32
        %v51 = arith.addi %v49, %v50 : i32
        scf.yield %v51 : i32
      }
      %v52 = arith.addi %v32, %v10 : i32
      scf.yield %v52 : i32
    }
    %v53 = arith.xori %v10, %v12 : i32
    %v54 = arith.addi %v53, %v12 : i32
    func.return %v54 : i32
  }
  func.func @f2(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
    %v1 = arith.subi %arg0, %arg1 : i32
    %v2 = arith.subi %v1, %arg1 : i32
    %v3 = arith.ori %v2, %arg1 : i32
    %v4 = func.call @f3(%arg0, %arg1, %arg2) : (i32, i32, i32) -> i32
    %v5 = arith.addi %arg0, %v4 : i32
    %v6 = arith.constant 0 : index
    %v7 = arith.constant 16 : index
    %v8 = arith.constant 1 : index
    %v11 = scf.for %v9 = %v6 to %v7 step %v8 iter_args(%v10 = %v4) -> (i32) {
      %v12 = arith.muli %arg2, %v4 : i32
      %v13 = arith.addi %v12, %v4 : i32
      %v14 = arith.index_cast %v9 : index to i32
        %v15 = arith.constant false
        %v16 = scf.if %v15 -> (i32) {
          %v17 = arith.constant 47 : i32
          %v18 = arith.constant -58 : i32
          %v19 = arith.andi %v17, %v18 : i32
          %v20 = arith.andi %v19, %v17 : i32
          %v21 = arith.cmpi sge, %v20, %v18 : i32
          %v22 = arith.select %v21, %v20, %v14 : i32
          %v23 = arith.xori %v22, %v10 : i32
          %v24 = arith.constant 54 : i32
          %v25 = arith.constant 43 : i32
          %v26 = arith.ori %v24, %v25 : i32
          %v27 = arith.muli %v26, %v24 : i32
          %v28 = arith.xori %v27, %v25 : i32
          %v29 = arith.ori %v28, %v25 : i32
          %v30 = arith.cmpi sgt, %v29, %v25 : i32
          %v31 = arith.select %v30, %v29, %v23 : i32
          %v32 = arith.xori %v31, %v14 : i32
          %v33 = arith.xori %v5, %v32 : i32
          %v34 = arith.addi %v32, %v33 : i32
          scf.yield %v34 : i32
        } else {
          %v35 = func.call @f12(%arg2, %v10, %v10) : (i32, i32, i32) -> i32
          %v36 = arith.addi %v35, %v5 : i32
          scf.yield %v36 : i32
        }
        %v37 = arith.addi %v5, %v16 : i32
        %v38 = arith.addi %v16, %v37 : i32
      %v39 = arith.addi %v10, %v13 : i32
      %v40 = arith.xori %v39, %v14 : i32
      %v41 = arith.addi %v40, %v38 : i32
      scf.yield %v41 : i32
    }
    %v42 = arith.addi %v5, %v11 : i32
    %v43 = arith.addi %v42, %v11 : i32
    func.return %v43 : i32
  }
  func.func @f3(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
    %v1 = arith.subi %arg2, %arg0 : i32
    %v2 = arith.ori %v1, %arg0 : i32
    %v3 = arith.addi %v2, %arg1 : i32
    %v4 = arith.constant true
    %v5 = scf.if %v4 -> (i32) {
      %v6 = arith.constant -27 : i32
      %v7 = arith.constant 46 : i32
      %v8 = arith.muli %v6, %v7 : i32
      %v9 = arith.constant 6 : i32
      %v10 = arith.shli %v8, %v9 : i32
      %v11 = arith.xori %v10, %v7 : i32
      %v12 = arith.constant 1 : i32
      %v13 = arith.shli %v11, %v12 : i32
      %v14 = arith.cmpi slt, %v13, %v7 : i32
      %v15 = arith.select %v14, %v13, %arg0 : i32
      %v16 = arith.addi %v15, %arg2 : i32
      %v17 = arith.constant false
      %v18 = scf.if %v17 -> (i32) {
        %v19 = arith.extsi %v16 : i32 to i64
        %v20 = arith.extsi %arg0 : i32 to i64
        %v21 = arith.muli %v19, %v20 : i64
        %v22 = arith.constant 7 : i64
        %v23 = arith.muli %v21, %v22 : i64
        %v24 = arith.constant 0 : i64
        %v25 = arith.addi %v23, %v24 : i64
        %v26 = arith.trunci %v25 : i64 to i32
        %v27 = arith.xori %arg0, %v26 : i32
        %v28 = arith.constant 0 : i32
        %v29 = arith.shli %v16, %v28 : i32
        %v30 = arith.addi %v29, %v16 : i32
        %v31 = arith.addi %v30, %v27 : i32
        scf.yield %v31 : i32
      } else {
        %v32 = func.call @f8(%v16, %v16, %v16) : (i32, i32, i32) -> i32
        %v33 = arith.addi %arg0, %v32 : i32
        %v34 = arith.addi %v32, %v33 : i32
        scf.yield %v34 : i32
      }
      %v35 = arith.addi %arg0, %v18 : i32
      %v36 = arith.addi %v18, %v35 : i32
      scf.yield %v36 : i32
    } else {
      %v37 = arith.constant 0 : index
      %v38 = arith.constant 1 : index
      %v39 = arith.constant 1 : index
      %v42 = scf.for %v40 = %v37 to %v38 step %v39 iter_args(%v41 = %arg1) -> (i32) {
        %v43 = arith.muli %arg2, %arg0 : i32
        %v44 = arith.addi %v43, %arg0 : i32
        %v45 = arith.index_cast %v40 : index to i32
          %v46 = arith.addi %v45, %arg0 : i32
        %v47 = arith.addi %v41, %v44 : i32
        %v48 = arith.xori %v47, %v45 : i32
        %v49 = arith.addi %v48, %v46 : i32
        scf.yield %v49 : i32
      }
      %v50 = arith.addi %arg0, %v42 : i32
      %v51 = arith.addi %v42, %v50 : i32
      scf.yield %v51 : i32
    }
    %v52 = arith.xori %arg0, %v5 : i32
    %v53 = arith.addi %v52, %v5 : i32
    func.return %v53 : i32
  }
  func.func @f4(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
    %v1 = arith.constant 0 : index
    %v2 = arith.constant 0 : index
    %v3 = arith.constant 1 : index
    %v6 = scf.for %v4 = %v1 to %v2 step %v3 iter_args(%v5 = %arg1) -> (i32) {
      %v7 = arith.muli %arg2, %arg2 : i32
      %v8 = arith.addi %v7, %arg1 : i32
      %v9 = arith.index_cast %v4 : index to i32
        %v10 = arith.constant 0 : index
        %v11 = arith.constant 100 : index
        %v12 = arith.constant 1 : index
        %v15 = scf.for %v13 = %v10 to %v11 step %v12 iter_args(%v14 = %v5) -> (i32) {
          %v16 = arith.muli %v9, %v5 : i32
          %v17 = arith.addi %v16, %v9 : i32
          %v18 = arith.index_cast %v13 : index to i32
            %v19 = arith.addi %v14, %arg0 : i32
          %v20 = arith.addi %v14, %v17 : i32
          %v21 = arith.xori %v20, %v18 : i32
          %v22 = arith.addi %v21, %v19 : i32
          scf.yield %v22 : i32
        }
        %v23 = arith.constant true
        %v24 = scf.if %v23 -> (i32) {
          %v25 = arith.xori %v15, %v9 : i32
          %v26 = arith.ori %v25, %v9 : i32
          %v27 = arith.addi %v5, %arg0 : i32
          scf.yield %v27 : i32
        } else {
          %v28 = func.call @f14(%arg0, %v5, %v15) : (i32, i32, i32) -> i32
          %v29 = arith.addi %v28, %arg0 : i32
          scf.yield %v29 : i32
        }
        %v30 = arith.addi %arg0, %v24 : i32
        %v31 = arith.addi %v24, %v30 : i32
      %v32 = arith.addi %v5, %v8 : i32
      %v33 = arith.xori %v32, %v9 : i32
      %v34 = arith.addi %v33, %v31 : i32
      scf.yield %v34 : i32
    }
    %v35 = arith.addi %arg0, %v6 : i32
    %v36 = arith.addi %v35, %v6 : i32
    func.return %v36 : i32
  }
  func.func @f5(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
    %v1 = arith.constant 0 : index
    %v2 = arith.constant 4 : index
    %v3 = arith.constant 1 : index
    %v6 = scf.for %v4 = %v1 to %v2 step %v3 iter_args(%v5 = %arg1) -> (i32) {
      %v7 = arith.muli %arg0, %arg0 : i32
      %v8 = arith.addi %v7, %arg2 : i32
      %v9 = arith.index_cast %v4 : index to i32
        %v10 = arith.constant 0 : index
        %v11 = arith.constant 16 : index
        %v12 = arith.constant 1 : index
        %v15 = scf.for %v13 = %v10 to %v11 step %v12 iter_args(%v14 = %v5) -> (i32) {
          %v16 = arith.muli %v9, %v9 : i32
          %v17 = arith.addi %v16, %v5 : i32
          %v18 = arith.index_cast %v13 : index to i32
            %v19 = arith.addi %v9, %arg0 : i32
          %v20 = arith.addi %v14, %v17 : i32
          %v21 = arith.xori %v20, %v18 : i32
          %v22 = arith.addi %v21, %v19 : i32
          scf.yield %v22 : i32
        }
        %v23 = arith.constant 0 : index
        %v24 = arith.constant 1 : index
        %v25 = arith.constant 1 : index
        %v28 = scf.for %v26 = %v23 to %v24 step %v25 iter_args(%v27 = %v5) -> (i32) {
          %v29 = arith.muli %v5, %v5 : i32
          %v30 = arith.addi %v29, %v9 : i32
          %v31 = arith.index_cast %v26 : index to i32
            %v32 = arith.constant 0 : i32
            %v33 = arith.muli %v5, %v32 : i32
            %v34 = arith.addi %v33, %v31 : i32
            %v35 = arith.ori %arg1, %arg1 : i32
            %v36 = arith.xori %v35, %v15 : i32
            %v37 = arith.muli %v36, %v9 : i32
            %v38 = arith.ori %v37, %v15 : i32
            %v39 = arith.ori %arg1, %arg1 : i32
            %v40 = arith.xori %v39, %v15 : i32
            %v41 = arith.muli %v40, %v9 : i32
            %v42 = arith.ori %v41, %v15 : i32
            %v43 = arith.addi %v38, %v42 : i32
            %v44 = arith.addi %arg0, %v43 : i32
            %v45 = arith.addi %v43, %v44 : i32
          %v46 = arith.addi %v27, %v30 : i32
          %v47 = arith.xori %v46, %v31 : i32
          %v48 = arith.addi %v47, %v45 : i32
          scf.yield %v48 : i32
        }
        %v49 = arith.xori %arg0, %v28 : i32
        %v50 = arith.addi %v28, %v49 : i32
      %v51 = arith.addi %v5, %v8 : i32
      %v52 = arith.xori %v51, %v9 : i32
      %v53 = arith.addi %v52, %v50 : i32
      scf.yield %v53 : i32
    }
    %v54 = arith.addi %arg0, %v6 : i32
    func.return %v54 : i32
  }
  func.func @f6(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
    %v1 = arith.constant 0 : i32
    %v2 = arith.shli %arg1, %v1 : i32
    %v3 = arith.addi %v2, %arg0 : i32
    %v4 = arith.constant 0 : i32
    %v5 = arith.muli %v3, %v4 : i32
    %v6 = arith.addi %v5, %v3 : i32
    %v7 = arith.xori %arg0, %v6 : i32
    %v8 = arith.constant 0 : index
    %v9 = arith.constant 4 : index
    %v10 = arith.constant 1 : index
    %v13 = scf.for %v11 = %v8 to %v9 step %v10 iter_args(%v12 = %v6) -> (i32) {
      %v14 = arith.muli %v6, %v3 : i32
      %v15 = arith.addi %v14, %v6 : i32
      %v16 = arith.index_cast %v11 : index to i32
        %v17 = arith.addi %v16, %v7 : i32
      %v18 = arith.addi %v12, %v15 : i32
      %v19 = arith.xori %v18, %v16 : i32
      %v20 = arith.addi %v19, %v17 : i32
      scf.yield %v20 : i32
    }
    %v21 = arith.addi %v7, %v13 : i32
    %v22 = arith.cmpi eq, %arg1, %arg1 : i32
    %v23 = arith.select %v22, %arg1, %v3 : i32
    %v24 = arith.addi %v23, %v6 : i32
    %v25 = arith.xori %v21, %v24 : i32
    %v26 = arith.subi %v6, %v6 : i32
    %v27 = arith.addi %v26, %v3 : i32
    %v28 = arith.constant false
    %v29 = scf.if %v28 -> (i32) {
      %v30 = arith.constant 51 : i32
      %v31 = arith.constant -57 : i32
      %v32 = arith.andi %v30, %v31 : i32
      %v33 = arith.muli %v32, %v31 : i32
      %v34 = arith.ori %v33, %v31 : i32
      %v35 = arith.andi %v34, %v30 : i32
      %v36 = arith.addi %v35, %v31 : i32
      %v37 = arith.cmpi ne, %v36, %v31 : i32
      %v38 = arith.select %v37, %v36, %v24 : i32
      %v39 = arith.addi %v38, %v13 : i32
      %v40 = arith.addi %v39, %v25 : i32
      scf.yield %v40 : i32
    } else {
      %v41 = arith.muli %v6, %v24 : i32
      %v42 = arith.cmpi eq, %v6, %v24 : i32
      %v43 = scf.if %v42 -> (i32) {
        %v44 = arith.muli %v6, %v24 : i32
          %v45 = arith.andi %v3, %v3 : i32
          %v46 = arith.addi %v45, %v3 : i32
          %v47 = arith.xori %v25, %v46 : i32
          %v48 = arith.addi %v46, %v47 : i32
        %v49 = arith.addi %v48, %v44 : i32
        scf.yield %v49 : i32
      } else {
        %v50 = arith.muli %v6, %v24 : i32
        %v51 = arith.subi %v50, %v3 : i32
        scf.yield %v51 : i32
      }
      %v52 = arith.xori %v25, %v43 : i32
      %v53 = arith.addi %v43, %v52 : i32
      scf.yield %v53 : i32
    }
    %v54 = arith.addi %v25, %v29 : i32
    func.return %v54 : i32
  }
  func.func @f7(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
    %v1 = arith.muli %arg1, %arg1 : i32
    %v2 = arith.cmpi sge, %arg1, %arg1 : i32
    %v3 = scf.if %v2 -> (i32) {
      %v4 = arith.muli %arg1, %arg1 : i32
        %v5 = arith.constant -60 : i32
        %v6 = arith.constant -5 : i32
        %v7 = arith.andi %v5, %v6 : i32
        %v8 = arith.addi %v7, %v6 : i32
        %v9 = arith.constant 5 : i32
        %v10 = arith.shli %v8, %v9 : i32
        %v11 = arith.addi %v10, %v6 : i32
        %v12 = arith.ori %v11, %v5 : i32
        %v13 = arith.muli %v12, %arg0 : i32
        %v14 = arith.addi %arg0, %v13 : i32
        %v15 = arith.addi %v13, %v14 : i32
      %v16 = arith.addi %v15, %v4 : i32
      scf.yield %v16 : i32
    } else {
      %v17 = arith.muli %arg1, %arg1 : i32
      %v18 = arith.subi %v17, %arg1 : i32
      scf.yield %v18 : i32
    }
    %v19 = arith.constant 0 : index
    %v20 = arith.constant 16 : index
    %v21 = arith.constant 1 : index
    %v24 = scf.for %v22 = %v19 to %v20 step %v21 iter_args(%v23 = %v3) -> (i32) {
      %v25 = arith.muli %v3, %v3 : i32
      %v26 = arith.addi %v25, %v3 : i32
      %v27 = arith.index_cast %v22 : index to i32
        %v28 = arith.addi %v3, %arg0 : i32
      %v29 = arith.addi %v23, %v26 : i32
      %v30 = arith.xori %v29, %v27 : i32
      %v31 = arith.addi %v30, %v28 : i32
      scf.yield %v31 : i32
    }
    %v32 = arith.addi %arg0, %v24 : i32
    func.return %v32 : i32
  }
  func.func @f8(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
    %v1 = arith.ori %arg1, %arg1 : i32
    %v2 = arith.addi %v1, %arg1 : i32
    %v3 = arith.addi %arg0, %v2 : i32
    %v4 = arith.constant 0 : index
    %v5 = arith.constant 16 : index
    %v6 = arith.constant 1 : index
    %v9 = scf.for %v7 = %v4 to %v5 step %v6 iter_args(%v8 = %v2) -> (i32) {
      %v10 = arith.muli %v2, %v2 : i32
      %v11 = arith.addi %v10, %v2 : i32
      %v12 = arith.index_cast %v7 : index to i32
        %v13 = arith.muli %v12, %v12 : i32
        %v14 = arith.cmpi sle, %v12, %v12 : i32
        %v15 = scf.if %v14 -> (i32) {
          %v16 = arith.muli %v12, %v12 : i32
            %v17 = arith.ori %v12, %v12 : i32
            %v18 = arith.andi %v17, %v12 : i32
            %v19 = arith.ori %v18, %v12 : i32
            %v20 = arith.xori %v19, %v12 : i32
            %v21 = arith.ori %v12, %v12 : i32
            %v22 = arith.andi %v21, %v12 : i32
            %v23 = arith.ori %v22, %v12 : i32
            %v24 = arith.xori %v23, %v12 : i32
            %v25 = arith.addi %v20, %v24 : i32
            %v26 = arith.ori %v12, %v12 : i32
            %v27 = arith.andi %v26, %v12 : i32
            %v28 = arith.ori %v27, %v12 : i32
            %v29 = arith.xori %v28, %v12 : i32
            %v30 = arith.muli %v25, %v29 : i32
            %v31 = arith.addi %v3, %v30 : i32
            %v32 = arith.addi %v30, %v31 : i32
          %v33 = arith.addi %v32, %v16 : i32
          scf.yield %v33 : i32
        } else {
          %v34 = arith.muli %v12, %v12 : i32
          %v35 = arith.subi %v34, %v8 : i32
          scf.yield %v35 : i32
        }
        %v36 = arith.addi %v15, %v3 : i32
      %v37 = arith.addi %v8, %v11 : i32
      %v38 = arith.xori %v37, %v12 : i32
      %v39 = arith.addi %v38, %v36 : i32
      scf.yield %v39 : i32
    }
    %v40 = arith.addi %v3, %v9 : i32
    func.return %v40 : i32
  }
  func.func @f9(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
    %v1 = func.call @f15(%arg2, %arg2, %arg2) : (i32, i32, i32) -> i32
    %v2 = arith.addi %arg0, %v1 : i32
    %v3 = arith.constant 0 : index
    %v4 = arith.constant 16 : index
    %v5 = arith.constant 1 : index
    %v8 = scf.for %v6 = %v3 to %v4 step %v5 iter_args(%v7 = %v1) -> (i32) {
      %v9 = arith.muli %v1, %v1 : i32
      %v10 = arith.addi %v9, %v1 : i32
      %v11 = arith.index_cast %v6 : index to i32
        %v12 = arith.addi %v11, %v2 : i32
      %v13 = arith.addi %v7, %v10 : i32
      %v14 = arith.xori %v13, %v11 : i32
      %v15 = arith.addi %v14, %v12 : i32
      scf.yield %v15 : i32
    }
    %v16 = arith.muli %v8, %arg0 : i32
    %v17 = arith.cmpi eq, %v8, %arg0 : i32
    %v18 = scf.if %v17 -> (i32) {
      %v19 = arith.muli %v8, %arg0 : i32
        %v20 = arith.constant 0 : index
        %v21 = arith.constant 4 : index
        %v22 = arith.constant 1 : index
        %v25 = scf.for %v23 = %v20 to %v21 step %v22 iter_args(%v24 = %v8) -> (i32) {
          %v26 = arith.muli %v1, %v8 : i32
          %v27 = arith.addi %v26, %v8 : i32
          %v28 = arith.index_cast %v23 : index to i32
            %v29 = arith.constant 52 : i32
            %v30 = arith.constant 62 : i32
            %v31 = arith.xori %v29, %v29 : i32
            %v32 = arith.ori %v31, %v29 : i32
            %v33 = arith.ori %v32, %v29 : i32
            %v34 = arith.xori %v33, %v29 : i32
            %v35 = arith.andi %v34, %v30 : i32
            %v36 = arith.subi %v35, %v29 : i32
            %v37 = arith.addi %v36, %v28 : i32
            %v38 = arith.addi %v16, %v28 : i32
            %v39 = arith.muli %v38, %v37 : i32
            %v40 = arith.muli %v39, %v16 : i32
            %v41 = arith.muli %v40, %v28 : i32
            %v42 = arith.addi %v16, %v28 : i32
            %v43 = arith.muli %v42, %v37 : i32
            %v44 = arith.muli %v43, %v16 : i32
            %v45 = arith.muli %v44, %v28 : i32
            %v46 = arith.addi %v41, %v45 : i32
            %v47 = arith.addi %v46, %v2 : i32
          %v48 = arith.addi %v24, %v27 : i32
          %v49 = arith.xori %v48, %v28 : i32
          %v50 = arith.addi %v49, %v47 : i32
          scf.yield %v50 : i32
        }
        %v51 = arith.addi %v25, %v2 : i32
      %v52 = arith.addi %v51, %v19 : i32
      scf.yield %v52 : i32
    } else {
      %v53 = arith.muli %v8, %arg0 : i32
      %v54 = arith.subi %v53, %v8 : i32
      scf.yield %v54 : i32
    }
    %v55 = arith.addi %v2, %v18 : i32
    %v56 = arith.addi %v55, %v18 : i32
    func.return %v56 : i32
  }
  func.func @f10(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
    %v1 = arith.constant 0 : i32
    %v2 = arith.muli %arg2, %v1 : i32
    %v3 = arith.addi %v2, %arg1 : i32
    %v4 = arith.subi %v3, %v3 : i32
    %v5 = arith.xori %v4, %arg1 : i32
    %v6 = arith.addi %v5, %v3 : i32
    %v7 = arith.addi %v6, %v3 : i32
    %v8 = arith.constant 0 : index
    %v9 = arith.constant 4 : index
    %v10 = arith.constant 1 : index
    %v13 = scf.for %v11 = %v8 to %v9 step %v10 iter_args(%v12 = %v3) -> (i32) {
      %v14 = arith.muli %v3, %v3 : i32
      %v15 = arith.addi %v14, %v3 : i32
      %v16 = arith.index_cast %v11 : index to i32
        %v17 = arith.addi %v16, %arg0 : i32
      %v18 = arith.addi %v12, %v15 : i32
      %v19 = arith.xori %v18, %v16 : i32
      %v20 = arith.addi %v19, %v17 : i32
      scf.yield %v20 : i32
    }
    %v21 = arith.constant 54 : i32
    %v22 = arith.constant -61 : i32
    %v23 = arith.constant 2 : i32
    %v24 = arith.shli %v21, %v23 : i32
    %v25 = arith.constant 2 : i32
    %v26 = arith.shli %v24, %v25 : i32
    %v27 = arith.andi %v26, %v21 : i32
    %v28 = arith.cmpi sle, %v27, %v22 : i32
    %v29 = arith.select %v28, %v27, %arg2 : i32
    %v30 = arith.muli %v29, %v13 : i32
    %v31 = arith.addi %arg0, %v30 : i32
    %v32 = arith.addi %v31, %v30 : i32
    func.return %v32 : i32
  }
  func.func @f11(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
    %v1 = arith.constant 0 : index
    %v2 = arith.constant 100 : index
    %v3 = arith.constant 1 : index
    %v6 = scf.for %v4 = %v1 to %v2 step %v3 iter_args(%v5 = %arg2) -> (i32) {
      %v7 = arith.muli %arg2, %arg2 : i32
      %v8 = arith.addi %v7, %arg1 : i32
      %v9 = arith.index_cast %v4 : index to i32
        %v10 = arith.constant true
        %v11 = scf.if %v10 -> (i32) {
          %v12 = arith.addi %v5, %arg1 : i32
          %v13 = arith.muli %v12, %v5 : i32
          %v14 = arith.muli %v13, %arg1 : i32
          %v15 = arith.ori %v14, %v9 : i32
          %v16 = arith.subi %v15, %v5 : i32
          %v17 = arith.constant -45 : i32
          %v18 = arith.constant 60 : i32
          %v19 = arith.xori %v17, %v17 : i32
          %v20 = arith.muli %v19, %v17 : i32
          %v21 = arith.ori %v20, %v18 : i32
          %v22 = arith.addi %v21, %v17 : i32
          %v23 = arith.muli %v22, %v18 : i32
          %v24 = arith.muli %v23, %v18 : i32
          %v25 = arith.addi %v24, %arg2 : i32
          %v26 = arith.addi %v25, %arg0 : i32
          scf.yield %v26 : i32
        } else {
          %v27 = arith.ori %arg0, %v5 : i32
          %v28 = arith.addi %v27, %v9 : i32
          %v29 = arith.addi %v9, %arg0 : i32
          scf.yield %v29 : i32
        }
        %v30 = arith.addi %v11, %arg0 : i32
      %v31 = arith.addi %v5, %v8 : i32
      %v32 = arith.xori %v31, %v9 : i32
      %v33 = arith.addi %v32, %v30 : i32
      scf.yield %v33 : i32
    }
    %v34 = arith.xori %arg0, %v6 : i32
    %v35 = arith.addi %v34, %v6 : i32
    func.return %v35 : i32
  }
  func.func @f12(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
    %v1 = arith.muli %arg0, %arg0 : i32
    %v2 = arith.cmpi sle, %arg0, %arg0 : i32
    %v3 = scf.if %v2 -> (i32) {
      %v4 = arith.muli %arg0, %arg0 : i32
        %v5 = arith.addi %v1, %v1 : i32
        %v6 = arith.andi %v5, %v1 : i32
        %v7 = arith.ori %v6, %v1 : i32
        %v8 = arith.addi %v1, %arg0 : i32
      %v9 = arith.addi %v8, %v4 : i32
      scf.yield %v9 : i32
    } else {
      %v10 = arith.muli %arg0, %arg0 : i32
      %v11 = arith.subi %v10, %arg1 : i32
      scf.yield %v11 : i32
    }
    %v12 = arith.andi %v3, %v3 : i32
    %v13 = arith.xori %v12, %v3 : i32
    %v14 = arith.muli %v13, %v3 : i32
    %v15 = arith.muli %v14, %v3 : i32
    %v16 = arith.andi %v15, %v3 : i32
    %v17 = arith.constant 0 : index
    %v18 = arith.constant 16 : index
    %v19 = arith.constant 1 : index
    %v22 = scf.for %v20 = %v17 to %v18 step %v19 iter_args(%v21 = %v3) -> (i32) {
      %v23 = arith.muli %v3, %v3 : i32
      %v24 = arith.addi %v23, %v3 : i32
      %v25 = arith.index_cast %v20 : index to i32
        %v26 = arith.addi %v3, %arg0 : i32
      %v27 = arith.addi %v21, %v24 : i32
      %v28 = arith.xori %v27, %v25 : i32
      %v29 = arith.addi %v28, %v26 : i32
      scf.yield %v29 : i32
    }
    %v30 = arith.addi %arg0, %v22 : i32
    %v31 = arith.addi %v30, %v22 : i32
    func.return %v31 : i32
  }
  func.func @f13(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
    %v1 = arith.muli %arg1, %arg2 : i32
    %v2 = arith.cmpi ule, %arg1, %arg2 : i32
    %v3 = scf.if %v2 -> (i32) {
      %v4 = arith.muli %arg1, %arg2 : i32
        %v5 = arith.constant true
        %v6 = scf.if %v5 -> (i32) {
          %v7 = arith.ori %v1, %v1 : i32
          %v8 = arith.addi %v7, %arg0 : i32
          %v9 = arith.muli %v8, %arg0 : i32
          %v10 = arith.andi %v9, %v1 : i32
          %v11 = arith.ori %v1, %v1 : i32
          %v12 = arith.addi %v11, %arg0 : i32
          %v13 = arith.muli %v12, %arg0 : i32
          %v14 = arith.andi %v13, %v1 : i32
          %v15 = arith.addi %v10, %v14 : i32
          %v16 = arith.ori %v1, %v1 : i32
          %v17 = arith.addi %v16, %arg0 : i32
          %v18 = arith.muli %v17, %arg0 : i32
          %v19 = arith.andi %v18, %v1 : i32
          %v20 = arith.muli %v15, %v19 : i32
          %v21 = arith.addi %arg0, %v20 : i32
          %v22 = arith.addi %v20, %v21 : i32
          scf.yield %v22 : i32
        } else {
          %v23 = arith.subi %v1, %v1 : i32
          %v24 = arith.andi %v23, %v1 : i32
          %v25 = arith.xori %v24, %v1 : i32
          %v26 = arith.ori %v25, %v1 : i32
          %v27 = arith.subi %v1, %v1 : i32
          %v28 = arith.andi %v27, %v1 : i32
          %v29 = arith.xori %v28, %v1 : i32
          %v30 = arith.ori %v29, %v1 : i32
          %v31 = arith.addi %v26, %v30 : i32
          %v32 = arith.addi %arg0, %v31 : i32
          %v33 = arith.addi %v31, %v32 : i32
          scf.yield %v33 : i32
        }
        %v34 = arith.addi %arg0, %v6 : i32
        %v35 = arith.addi %v6, %v34 : i32
      %v36 = arith.addi %v35, %v4 : i32
      scf.yield %v36 : i32
    } else {
      %v37 = arith.muli %arg1, %arg2 : i32
      %v38 = arith.subi %v37, %arg0 : i32
      scf.yield %v38 : i32
    }
    %v39 = arith.addi %arg0, %v3 : i32
    %v40 = arith.addi %v39, %v3 : i32
    func.return %v40 : i32
  }
  func.func @f14(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
    %v1 = func.call @f15(%arg0, %arg0, %arg1) : (i32, i32, i32) -> i32
    %v2 = arith.constant true
    %v3 = arith.select %v2, %arg0, %v1 : i32
    %v4 = arith.addi %v3, %v1 : i32
    %v5 = arith.xori %arg0, %v4 : i32
    %v6 = arith.muli %v4, %v1 : i32
    %v7 = arith.cmpi uge, %v4, %v1 : i32
    %v8 = scf.if %v7 -> (i32) {
      %v9 = arith.muli %v4, %v1 : i32
        %v10 = arith.constant 0 : index
        %v11 = arith.constant 4 : index
        %v12 = arith.constant 1 : index
        %v15 = scf.for %v13 = %v10 to %v11 step %v12 iter_args(%v14 = %v6) -> (i32) {
          %v16 = arith.muli %v6, %arg0 : i32
          %v17 = arith.addi %v16, %v6 : i32
          %v18 = arith.index_cast %v13 : index to i32
            %v19 = arith.muli %v4, %v1 : i32
            %v20 = arith.addi %v19, %v18 : i32
            %v21 = arith.addi %v6, %v5 : i32
          %v22 = arith.addi %v14, %v17 : i32
          %v23 = arith.xori %v22, %v18 : i32
          %v24 = arith.addi %v23, %v21 : i32
          scf.yield %v24 : i32
        }
        %v25 = arith.xori %v5, %v15 : i32
        %v26 = arith.addi %v15, %v25 : i32
      %v27 = arith.addi %v26, %v9 : i32
      scf.yield %v27 : i32
    } else {
      %v28 = arith.muli %v4, %v1 : i32
      %v29 = arith.subi %v28, %v1 : i32
      scf.yield %v29 : i32
    }
    %v30 = arith.addi %v5, %v8 : i32
    func.return %v30 : i32
  }
  func.func @f15(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
    %v1 = arith.constant 0 : index
    %v2 = arith.constant 1 : index
    %v3 = arith.constant 1 : index
    %v6 = scf.for %v4 = %v1 to %v2 step %v3 iter_args(%v5 = %arg2) -> (i32) {
      %v7 = arith.muli %arg1, %arg0 : i32
      %v8 = arith.addi %v7, %arg0 : i32
      %v9 = arith.index_cast %v4 : index to i32
        %v10 = arith.constant 0 : index
        %v11 = arith.constant 16 : index
        %v12 = arith.constant 1 : index
        %v15 = scf.for %v13 = %v10 to %v11 step %v12 iter_args(%v14 = %v5) -> (i32) {
          %v16 = arith.muli %arg2, %v9 : i32
          %v17 = arith.addi %v16, %v9 : i32
          %v18 = arith.index_cast %v13 : index to i32
            %v19 = arith.constant -57 : i32
            %v20 = arith.constant 12 : i32
            %v21 = arith.andi %v19, %v19 : i32
            %v22 = arith.andi %v21, %v19 : i32
            %v23 = arith.subi %v22, %v20 : i32
            %v24 = arith.muli %v23, %v19 : i32
            %v25 = arith.ori %v24, %v19 : i32
            %v26 = arith.subi %v25, %v19 : i32
            %v27 = arith.xori %v26, %v9 : i32
            %v28 = arith.xori %arg0, %v27 : i32
            %v29 = arith.xori %v18, %v18 : i32
            %v30 = arith.muli %v29, %v18 : i32
            %v31 = arith.ori %v30, %v5 : i32
            %v32 = arith.xori %v18, %v18 : i32
            %v33 = arith.muli %v32, %v18 : i32
            %v34 = arith.ori %v33, %v5 : i32
            %v35 = arith.addi %v31, %v34 : i32
            %v36 = arith.xori %v28, %v35 : i32
            %v37 = arith.addi %v35, %v36 : i32
          %v38 = arith.addi %v14, %v17 : i32
          %v39 = arith.xori %v38, %v18 : i32
          %v40 = arith.addi %v39, %v37 : i32
          scf.yield %v40 : i32
        }
        %v41 = arith.xori %arg0, %v15 : i32
        %v42 = arith.addi %v15, %v41 : i32
      %v43 = arith.addi %v5, %v8 : i32
      %v44 = arith.xori %v43, %v9 : i32
      %v45 = arith.addi %v44, %v42 : i32
      scf.yield %v45 : i32
    }
    %v46 = arith.xori %arg0, %v6 : i32
    %v47 = arith.addi %v46, %v6 : i32
    func.return %v47 : i32
  }
  func.func @f16(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
    %v1 = arith.constant 0 : index
    %v2 = arith.constant 16 : index
    %v3 = arith.constant 1 : index
    %v6 = scf.for %v4 = %v1 to %v2 step %v3 iter_args(%v5 = %arg0) -> (i32) {
      %v7 = arith.muli %arg2, %arg0 : i32
      %v8 = arith.addi %v7, %arg1 : i32
      %v9 = arith.index_cast %v4 : index to i32
        %v10 = arith.xori %arg0, %v5 : i32
        %v11 = arith.subi %v10, %v5 : i32
        %v12 = arith.xori %v11, %arg0 : i32
        %v13 = arith.muli %v12, %v5 : i32
        %v14 = arith.xori %arg0, %v5 : i32
        %v15 = arith.subi %v14, %v5 : i32
        %v16 = arith.xori %v15, %arg0 : i32
        %v17 = arith.muli %v16, %v5 : i32
        %v18 = arith.addi %v13, %v17 : i32
        %v19 = arith.xori %arg0, %v5 : i32
        %v20 = arith.subi %v19, %v5 : i32
        %v21 = arith.xori %v20, %arg0 : i32
        %v22 = arith.muli %v21, %v5 : i32
        %v23 = arith.muli %v18, %v22 : i32
        %v24 = arith.xori %arg0, %v23 : i32
        %v25 = arith.addi %v23, %v24 : i32
      %v26 = arith.addi %v5, %v8 : i32
      %v27 = arith.xori %v26, %v9 : i32
      %v28 = arith.addi %v27, %v25 : i32
      scf.yield %v28 : i32
    }
    %v29 = arith.addi %arg0, %v6 : i32
    func.return %v29 : i32
  }
  func.func @f17(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
    %v1 = arith.constant 0 : index
    %v2 = arith.constant 0 : index
    %v3 = arith.constant 1 : index
    %v6 = scf.for %v4 = %v1 to %v2 step %v3 iter_args(%v5 = %arg0) -> (i32) {
      %v7 = arith.muli %arg1, %arg1 : i32
      %v8 = arith.addi %v7, %arg0 : i32
      %v9 = arith.index_cast %v4 : index to i32
        %v10 = arith.addi %v5, %arg0 : i32
      %v11 = arith.addi %v5, %v8 : i32
      %v12 = arith.xori %v11, %v9 : i32
      %v13 = arith.addi %v12, %v10 : i32
      scf.yield %v13 : i32
    }
    %v14 = arith.addi %arg0, %v6 : i32
    %v15 = arith.constant false
    %v16 = scf.if %v15 -> (i32) {
      %v17 = arith.extsi %v6 : i32 to i64
      %v18 = arith.extsi %v6 : i32 to i64
      %v19 = arith.addi %v17, %v18 : i64
      %v20 = arith.constant 6 : i64
      %v21 = arith.muli %v19, %v20 : i64
      %v22 = arith.constant 0 : i64
      %v23 = arith.addi %v21, %v22 : i64
      %v24 = arith.trunci %v23 : i64 to i32
      %v25 = arith.addi %v14, %v24 : i32
      %v26 = func.call @f3(%v6, %v24, %v6) : (i32, i32, i32) -> i32
      %v27 = arith.addi %v24, %v25 : i32
      scf.yield %v27 : i32
    } else {
      %v28 = arith.ori %v6, %v6 : i32
      %v29 = arith.xori %v28, %v6 : i32
      %v30 = arith.ori %v6, %v6 : i32
      %v31 = arith.xori %v30, %v6 : i32
      %v32 = arith.addi %v29, %v31 : i32
      %v33 = arith.addi %v32, %v14 : i32
      scf.yield %v33 : i32
    }
    %v34 = arith.addi %v14, %v16 : i32
    %v35 = arith.addi %v34, %v16 : i32
    func.return %v35 : i32
  }
  func.func @f18(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
    %v1 = arith.constant 34 : i32
    %v2 = arith.constant -42 : i32
    %v3 = arith.addi %v1, %v1 : i32
    %v4 = arith.xori %v3, %v1 : i32
    %v5 = arith.subi %v4, %v1 : i32
    %v6 = arith.constant 7 : i32
    %v7 = arith.shli %v5, %v6 : i32
    %v8 = arith.xori %v7, %v2 : i32
    %v9 = arith.addi %v8, %v2 : i32
    %v10 = arith.addi %v9, %arg2 : i32
    %v11 = arith.addi %arg0, %v10 : i32
    %v12 = arith.muli %v10, %arg0 : i32
    %v13 = arith.cmpi sle, %v10, %arg0 : i32
    %v14 = scf.if %v13 -> (i32) {
      %v15 = arith.muli %v10, %arg0 : i32
        %v16 = arith.constant 0 : index
        %v17 = arith.constant 100 : index
        %v18 = arith.constant 1 : index
        %v21 = scf.for %v19 = %v16 to %v17 step %v18 iter_args(%v20 = %v12) -> (i32) {
          %v22 = arith.muli %v12, %arg2 : i32
          %v23 = arith.addi %v22, %v10 : i32
          %v24 = arith.index_cast %v19 : index to i32
            %v25 = arith.addi %arg2, %v11 : i32
          %v26 = arith.addi %v20, %v23 : i32
          %v27 = arith.xori %v26, %v24 : i32
          %v28 = arith.addi %v27, %v25 : i32
          scf.yield %v28 : i32
        }
        %v29 = arith.addi %v11, %v21 : i32
        %v30 = arith.addi %v21, %v29 : i32
      %v31 = arith.addi %v30, %v15 : i32
      scf.yield %v31 : i32
    } else {
      %v32 = arith.muli %v10, %arg0 : i32
      %v33 = arith.subi %v32, %v10 : i32
      scf.yield %v33 : i32
    }
    %v34 = arith.xori %v11, %v14 : i32
    %v35 = arith.addi %v34, %v14 : i32
    func.return %v35 : i32
  }
  func.func @f19(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
    %v1 = arith.muli %arg1, %arg2 : i32
    %v2 = arith.cmpi ule, %arg1, %arg2 : i32
    %v3 = scf.if %v2 -> (i32) {
      %v4 = arith.muli %arg1, %arg2 : i32
        %v5 = arith.constant -12 : i32
        %v6 = arith.constant 37 : i32
        %v7 = arith.xori %v5, %v5 : i32
        %v8 = arith.muli %v7, %v5 : i32
        %v9 = arith.muli %v8, %v1 : i32
        %v10 = arith.addi %v9, %arg0 : i32
      %v11 = arith.addi %v10, %v4 : i32
      scf.yield %v11 : i32
    } else {
      %v12 = arith.muli %arg1, %arg2 : i32
      %v13 = arith.subi %v12, %arg2 : i32
      scf.yield %v13 : i32
    }
    %v14 = arith.constant 0 : index
    %v15 = arith.constant 4 : index
    %v16 = arith.constant 1 : index
    %v19 = scf.for %v17 = %v14 to %v15 step %v16 iter_args(%v18 = %v3) -> (i32) {
      %v20 = arith.muli %v3, %v3 : i32
      %v21 = arith.addi %v20, %v3 : i32
      %v22 = arith.index_cast %v17 : index to i32
        %v23 = arith.muli %v22, %v3 : i32
        %v24 = arith.cmpi sge, %v22, %v3 : i32
        %v25 = scf.if %v24 -> (i32) {
          %v26 = arith.muli %v22, %v3 : i32
            %v27 = arith.ori %v3, %v18 : i32
            %v28 = arith.addi %v27, %v23 : i32
            %v29 = arith.addi %v18, %arg0 : i32
          %v30 = arith.addi %v29, %v26 : i32
          scf.yield %v30 : i32
        } else {
          %v31 = arith.muli %v22, %v3 : i32
          %v32 = arith.subi %v31, %v18 : i32
          scf.yield %v32 : i32
        }
        %v33 = arith.addi %arg0, %v25 : i32
        %v34 = arith.constant 0 : index
        %v35 = arith.constant 1 : index
        %v36 = arith.constant 1 : index
        %v39 = scf.for %v37 = %v34 to %v35 step %v36 iter_args(%v38 = %v22) -> (i32) {
          %v40 = arith.muli %v25, %v18 : i32
          %v41 = arith.addi %v40, %v22 : i32
          %v42 = arith.index_cast %v37 : index to i32
            %v43 = arith.addi %v22, %v33 : i32
          %v44 = arith.addi %v38, %v41 : i32
          %v45 = arith.xori %v44, %v42 : i32
          %v46 = arith.addi %v45, %v43 : i32
          scf.yield %v46 : i32
        }
        %v47 = arith.addi %v39, %v33 : i32
      %v48 = arith.addi %v18, %v21 : i32
      %v49 = arith.xori %v48, %v22 : i32
      %v50 = arith.addi %v49, %v47 : i32
      scf.yield %v50 : i32
    }
    %v51 = arith.xori %arg0, %v19 : i32
    %v52 = arith.addi %v51, %v19 : i32
    func.return %v52 : i32
  }
}
