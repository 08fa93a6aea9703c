//! The `rmlir-run` command: printed results, trap and error messages, exit
//! codes.

use std::io::Write;
use std::process::{Command, Stdio};

const PROGRAM: &str = "
func.func @add(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  return %0 : i32
}
func.func @div(%a: i32, %b: i32) -> i32 {
  %0 = arith.divsi %a, %b : i32
  return %0 : i32
}
func.func @mix(%f: f32, %c: i1, %i: index, %t: tensor<2x2xi8>, %m: memref<3xf64>) -> (f32, i1, index, tensor<2x2xi8>, memref<3xf64>, i8) {
  %p = ub.poison : i8
  return %f, %c, %i, %t, %m, %p : f32, i1, index, tensor<2x2xi8>, memref<3xf64>, i8
}
func.func @spin() {
  cf.br ^l
^l:
  cf.br ^l
}
func.func @rec(%n: i32) -> i32 {
  %r = func.call @rec(%n) : (i32) -> i32
  return %r : i32
}
func.func @unknown(%a: i32) -> i32 {
  %0 = \"my.op\"(%a) : (i32) -> i32
  return %0 : i32
}
";

/// Runs `rmlir-run` with `args` on `PROGRAM` (given on stdin): exit code,
/// stdout, stderr.
fn run(args: &[&str]) -> (i32, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_rmlir-run"))
        .args(["-", "--allow-unregistered-dialect"])
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // A run that fails on its arguments may exit before reading the
    // program: a closed pipe is not the test's concern.
    let written = child.stdin.take().unwrap().write_all(PROGRAM.as_bytes());
    if let Err(e) = written {
        assert_eq!(e.kind(), std::io::ErrorKind::BrokenPipe, "{e}");
    }
    let out = child.wait_with_output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn prints_results() {
    assert_eq!(
        run(&["--entry", "add", "--args", "40,2"]),
        (0, "i32: 42\n".into(), String::new())
    );
    assert_eq!(run(&["--entry=add", "--args=-1,0x10"]).1, "i32: 15\n");
    let (code, out, err) = run(&[
        "--entry",
        "mix",
        "--args",
        "1.5, true, -3, [[1, 2], [3, -4]], [0.5, nan, -inf]",
    ]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        out,
        "f32: 1.500000e+00 (0x3FC00000)\n\
         i1: true\n\
         index: -3\n\
         tensor<2x2xi8>: [[1, 2], [3, -4]]\n\
         memref<3xf64>: [5.000000e-01, 0x7FF8000000000000, 0xFFF0000000000000]\n\
         i8: poison\n"
    );
}

#[test]
fn reports_traps_limits_and_errors() {
    let (code, out, err) = run(&["--entry", "div", "--args", "1,0"]);
    assert_eq!((code, out.as_str()), (2, ""));
    assert_eq!(err, "rmlir-run: trap in 'arith.divsi': division by zero\n");
    assert_eq!(
        run(&["--entry", "spin", "--fuel", "100"]),
        (3, String::new(), "rmlir-run: out of fuel\n".into())
    );
    let (code, _, err) = run(&["--entry", "rec", "--args", "1"]);
    assert_eq!(
        (code, err.as_str()),
        (3, "rmlir-run: call depth exceeded\n")
    );
    let (code, _, err) = run(&["--entry", "unknown", "--args", "1"]);
    assert_eq!(
        (code, err.as_str()),
        (4, "rmlir-run: no semantics for op 'my.op'\n")
    );
    let (code, _, err) = run(&["--entry", "nope"]);
    assert_eq!(
        (code, err.as_str()),
        (1, "rmlir-run: no function named @nope\n")
    );
    let (code, _, err) = run(&["--entry", "add", "--args", "1"]);
    assert_eq!(
        (code, err.as_str()),
        (1, "rmlir-run: @add takes 2 arguments, 1 given\n")
    );
    let (code, _, err) = run(&["--entry", "add", "--args", "1,99999999999"]);
    assert_eq!(
        (code, err.as_str()),
        (1, "rmlir-run: '99999999999' is not an integer of 32 bits\n")
    );
    assert_eq!(run(&["--bogus"]).0, 1);
}

#[test]
fn rejects_invalid_input() {
    let dir = std::env::temp_dir().join(format!("rmlir-run-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let bad = dir.join("bad.mlir");
    std::fs::write(&bad, "func.func @f() -> i32 {\n  return\n}\n").unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_rmlir-run"))
        .arg(&bad)
        .args(["--entry", "f"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("error:"), "{err}");
    let missing = Command::new(env!("CARGO_BIN_EXE_rmlir-run"))
        .arg(dir.join("missing.mlir"))
        .output()
        .unwrap();
    assert_eq!(missing.status.code(), Some(1));
    std::fs::remove_dir_all(&dir).ok();
}
