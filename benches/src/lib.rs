//! Inputs for rmlir's benches.

use std::fmt::Write;

/// A module in MLIR's generic form with `funcs` functions of about
/// `ops_per_func` ops each (arithmetic chains, a branch and a loop-like
/// region), similar in shape to `../shared/perf/gen.py`'s output.
pub fn generic_module(funcs: usize, ops_per_func: usize) -> String {
    let mut s = String::from("\"builtin.module\"() ({\n");
    for f in 0..funcs {
        let _ = writeln!(
            s,
            "  \"func.func\"() <{{function_type = (i32, i32) -> i32, sym_name = \"f{f}\"}}> ({{\n  ^bb0(%arg0: i32, %arg1: i32):"
        );
        let _ = writeln!(
            s,
            "    %0 = \"arith.constant\"() <{{value = {f} : i32}}> : () -> i32"
        );
        for i in 1..ops_per_func {
            let op = ["arith.addi", "arith.muli", "arith.xori", "arith.ori"][i % 4];
            let _ = writeln!(
                s,
                "    %{i} = \"{op}\"(%{}, %arg{}) <{{overflowFlags = #arith.overflow<none>}}> : (i32, i32) -> i32",
                i - 1,
                i % 2
            );
        }
        let _ = writeln!(
            s,
            "    \"func.return\"(%{}) : (i32) -> ()\n  }}) : () -> ()",
            ops_per_func - 1
        );
    }
    s.push_str("}) : () -> ()\n");
    s
}
