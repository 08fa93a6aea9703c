//! Meaning preservation: every function of the project's test inputs
//! (`tests/lit`, `tests/differential`) that takes and returns scalars is
//! interpreted on a few argument vectors before and after
//! `canonicalize,cse` (and `sccp`); the results after must refine those
//! before (equal bits, any NaN for a NaN, anything for poison). Inputs on
//! which the original traps, runs out of fuel or meets an op without
//! semantics are skipped.

use rmlir_interp::{Config, Error, Interpreter, Value};
use rmlir_ir::Context;
use rmlir_ir::{Type, TypeData};
use rmlir_numerics::float_ops as fo;
use std::path::{Path, PathBuf};

fn inputs(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<_> = entries.flatten().map(|e| e.path()).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            inputs(&p, out);
        } else if p.extension().is_some_and(|e| e == "mlir") {
            out.push(p);
        }
    }
}

/// A few argument values of a scalar type (`None` for other types).
fn samples(ctx: &Context, ty: Type) -> Option<Vec<Value>> {
    Some(match ctx.type_data(ty) {
        TypeData::Integer { width, .. } => {
            let w = *width;
            [0i64, 1, -1, 7, i64::MIN, 42, -100, 3]
                .iter()
                .map(|&v| Value::int_signed(w, v))
                .collect()
        }
        TypeData::Index => [0i64, 1, -1, 7, 1 << 40, 42, -100, 3]
            .iter()
            .map(|&v| Value::index(v))
            .collect(),
        TypeData::Float(k) => {
            let k = *k;
            let mut v = vec![
                fo::zero(k, false),
                fo::one(k, false),
                fo::one(k, true),
                fo::zero(k, true),
            ];
            v.extend(fo::nan(k));
            v.extend(fo::inf(k, false));
            v.push(fo::largest(k, false));
            v.push(fo::smallest(k, false));
            v.into_iter().map(|b| Value::Float(k, b)).collect()
        }
        _ => return None,
    })
}

struct Outcome {
    compared: usize,
    skipped: usize,
    mismatches: Vec<String>,
}

fn run(interp: &mut Interpreter<'_>, name: &str, args: &[Value]) -> Result<Vec<Value>, Error> {
    interp.set_config(Config {
        fuel: 100_000,
        max_call_depth: 200,
        max_memory: 1 << 20,
    });
    interp.reset_memory();
    interp.call(name, args)
}

fn check_chunk(chunk: &str, file: &str, pipeline: &str, out: &mut Outcome) {
    let mut ctx = Context::new();
    rmlir_dialects::register_all(&mut ctx);
    let parse =
        || rmlir_text::parser::parse_module(&ctx, chunk.as_bytes(), &Default::default()).ok();
    let (Some(before), Some(mut after)) = (parse(), parse()) else {
        return;
    };
    if rmlir_ir::verify::verify(&ctx, &before.body, before.op).is_err() {
        return;
    }
    let pm = rmlir_passes::parse_pipeline(&rmlir_passes::registry(), pipeline).unwrap();
    let result = pm.run(
        &ctx,
        &mut after.body,
        after.op,
        rmlir_passes::RunOptions::default(),
    );
    if result.failed || rmlir_ir::verify::verify(&ctx, &after.body, after.op).is_err() {
        return;
    }
    let Ok(mut a) = Interpreter::new(&ctx, &before.body, before.op) else {
        return;
    };
    let Ok(mut b) = Interpreter::new(&ctx, &after.body, after.op) else {
        return;
    };
    let mut names = a.function_names();
    names.sort();
    for name in names {
        if !a.is_public(name) {
            continue;
        }
        let Some((inputs, results)) = a.signature(name) else {
            continue;
        };
        if results.iter().any(|&t| samples(&ctx, t).is_none()) {
            continue;
        }
        let Some(pools) = inputs
            .iter()
            .map(|&t| samples(&ctx, t))
            .collect::<Option<Vec<_>>>()
        else {
            continue;
        };
        for vector in 0..8 {
            let args: Vec<Value> = pools
                .iter()
                .enumerate()
                .map(|(i, pool)| pool[(vector + i * 3) % pool.len()].clone())
                .collect();
            let Ok(expected) = run(&mut a, name, &args) else {
                out.skipped += 1;
                continue;
            };
            match run(&mut b, name, &args) {
                Ok(got)
                    if got.len() == expected.len()
                        && got.iter().zip(&expected).all(|(g, e)| g.refines(e)) =>
                {
                    out.compared += 1;
                }
                Err(Error::NoSemantics(_) | Error::Unsupported(_)) => out.skipped += 1,
                // The transformed function may be removed (symbol-dce) or
                // take more steps.
                Err(Error::Invalid(_) | Error::OutOfFuel) => out.skipped += 1,
                other => out.mismatches.push(format!(
                    "{file}: @{name}{args:?} under {pipeline}: before {expected:?}, after {other:?}"
                )),
            }
        }
    }
}

fn check_all(pipeline: &str) -> Outcome {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut files = Vec::new();
    inputs(&root.join("tests/lit"), &mut files);
    inputs(&root.join("tests/differential"), &mut files);
    let mut out = Outcome {
        compared: 0,
        skipped: 0,
        mismatches: Vec::new(),
    };
    for f in &files {
        let Ok(text) = std::fs::read_to_string(f) else {
            continue;
        };
        let name = f.strip_prefix(&root).unwrap_or(f).display().to_string();
        for chunk in text.split("// -----") {
            check_chunk(chunk, &name, pipeline, &mut out);
        }
    }
    out
}

fn assert_preserved(pipeline: &str, min_compared: usize) {
    let out = check_all(pipeline);
    assert!(
        out.mismatches.is_empty(),
        "{} mismatches ({} runs compared, {} skipped):\n{}",
        out.mismatches.len(),
        out.compared,
        out.skipped,
        out.mismatches.join("\n")
    );
    assert!(
        out.compared >= min_compared,
        "only {} runs compared ({} skipped)",
        out.compared,
        out.skipped
    );
}

#[test]
fn canonicalize_cse_preserves_meaning() {
    assert_preserved("builtin.module(canonicalize,cse)", 500);
}

#[test]
fn sccp_preserves_meaning() {
    assert_preserved("builtin.module(sccp,canonicalize)", 500);
}

#[test]
fn the_other_passes_preserve_meaning() {
    assert_preserved(
        "builtin.module(inline,func.func(loop-invariant-code-motion,control-flow-sink),remove-dead-values,symbol-dce,canonicalize{region-simplify=aggressive},cse)",
        500,
    );
}

/// Each pass alone: a later pass of a pipeline can hide an earlier one's
/// miscompile (canonicalize folds a hoisted `remui` by poison to poison).
#[test]
fn each_pass_alone_preserves_meaning() {
    for pass in [
        "inline",
        "func.func(loop-invariant-code-motion)",
        "func.func(control-flow-sink)",
        "remove-dead-values",
        "symbol-dce",
        "canonicalize{region-simplify=aggressive}",
        "cse",
    ] {
        assert_preserved(&format!("builtin.module({pass})"), 500);
    }
}
