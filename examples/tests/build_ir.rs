//! The `build-ir` example: the module it builds with the typed builders
//! prints as expected, and the broken one's diagnostic is shown as
//! rmlir-opt shows it, quoting the source line.

use std::process::Command;

#[test]
fn build_ir_prints_the_module_and_the_diagnostic() {
    let out = Command::new(env!("CARGO_BIN_EXE_build-ir"))
        .output()
        .expect("build-ir runs");
    let stdout = String::from_utf8(out.stdout).expect("utf-8");
    let stderr = String::from_utf8(out.stderr).expect("utf-8");
    assert!(out.status.success(), "{stderr}");
    assert_eq!(
        stdout,
        "module {
  func.func @axpy(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
    %0 = arith.muli %arg0, %arg1 : i32
    %1 = arith.addi %0, %arg2 : i32
    return %1 : i32
  }
}

"
    );
    assert!(
        stderr.starts_with(
            "axpy.mlir:4:3: error: 'func.return' op has 2 operands, but enclosing function (@axpy) returns 1
  return %1 : i32
  ^
"
        ),
        "{stderr}"
    );
}
