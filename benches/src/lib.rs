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

/// A module holding one `dense<[...]> : tensor<{n}xi32>` attribute written as
/// a decimal literal list (mlir-opt and rmlir-opt print it back as hex).
/// `benches/gen_builtin_inputs.py` writes the same text.
pub fn dense_module(n: usize) -> String {
    let mut s = String::with_capacity(n * 9 + 100);
    s.push_str("\"test.op\"() {value = dense<[");
    for i in 0..n {
        if i > 0 {
            s.push_str(", ");
        }
        let v = (i as i64 * 7919) % 200003 - 100000;
        let _ = write!(s, "{v}");
    }
    let _ = writeln!(s, "]> : tensor<{n}xi32>}} : () -> ()");
    s
}

/// A module with `n` ops, each holding a different affine map (so the
/// printer defines `n` `#map` aliases). `benches/gen_builtin_inputs.py`
/// writes the same text.
pub fn affine_maps_module(n: usize) -> String {
    let mut s = String::with_capacity(n * 110);
    for i in 0..n {
        let _ = writeln!(
            s,
            "\"test.op\"() {{map = affine_map<(d0, d1)[s0] -> (d0 * {} + d1 floordiv 4 + s0, (d1 + {i}) mod 7)>}} : () -> ()",
            i + 2
        );
    }
    s
}
