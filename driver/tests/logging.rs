//! `RMLIR_LOG` switches on `tracing` output on stderr; without it rmlir-opt
//! writes nothing more than mlir-opt would.

use std::io::Write;
use std::process::{Command, Stdio};

const INPUT: &str =
    "func.func @f(%x: i32) -> i32 {\n  %0 = arith.addi %x, %x : i32\n  return %0 : i32\n}\n";

/// Runs rmlir-opt with `cse` on `INPUT`, with `RMLIR_LOG` set to `log`
/// (unset for `None`); returns stdout and stderr.
fn run(log: Option<&str>) -> (String, String) {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_rmlir-opt"));
    cmd.arg("--pass-pipeline=builtin.module(func.func(cse),canonicalize)")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .env_remove("RMLIR_LOG");
    if let Some(log) = log {
        cmd.env("RMLIR_LOG", log);
    }
    let mut child = cmd.spawn().expect("rmlir-opt runs");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(INPUT.as_bytes())
        .expect("input written");
    let out = child.wait_with_output().expect("rmlir-opt ends");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    (
        String::from_utf8(out.stdout).expect("utf-8"),
        String::from_utf8(out.stderr).expect("utf-8"),
    )
}

#[test]
fn rmlir_log_writes_pass_spans_to_stderr_and_nothing_else_changes() {
    let (plain_out, plain_err) = run(None);
    assert_eq!(plain_err, "");
    let (out, err) = run(Some("pass=debug"));
    assert_eq!(out, plain_out);
    let lines: Vec<&str> = err.lines().collect();
    assert!(
        lines
            .iter()
            .any(|l| l.contains("pass{pass=\"cse\" op=\"func.func\"}") && l.contains("close")),
        "{err}"
    );
    assert!(
        lines
            .iter()
            .any(|l| l.contains("pass{pass=\"canonicalize\" op=\"builtin.module\"}")),
        "{err}"
    );
    // Other targets stay off.
    assert!(!err.contains("print"), "{err}");
}

#[test]
fn an_empty_or_off_filter_writes_nothing() {
    assert_eq!(run(Some("")).1, "");
    assert_eq!(run(Some("off")).1, "");
}

/// Runs rmlir-opt with `args` on `input` and `RMLIR_LOG` set to `log`;
/// returns stdout (bytes) and stderr.
fn run_bytes(args: &[&str], input: &[u8], log: &str) -> (Vec<u8>, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_rmlir-opt"))
        .args(args)
        .env("RMLIR_LOG", log)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("rmlir-opt runs");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input)
        .expect("input written");
    let out = child.wait_with_output().expect("rmlir-opt ends");
    assert!(out.status.success());
    (out.stdout, String::from_utf8(out.stderr).expect("utf-8"))
}

#[test]
fn bytecode_phases_have_spans() {
    let (bc, err) = run_bytes(&["--emit-bytecode"], INPUT.as_bytes(), "print=info");
    for phase in ["bytecode.numbering", "bytecode.tables", "bytecode.ir"] {
        assert!(err.contains(phase), "{phase} missing: {err}");
    }
    let (_, err) = run_bytes(&[], &bc, "parse=info");
    for phase in ["bytecode.open", "bytecode.materialize"] {
        assert!(err.contains(phase), "{phase} missing: {err}");
    }
}
