//! The meaning oracle of differential testing: a transformed module's
//! functions, run on the same arguments as the original's, must return
//! results that refine the original's ([`Value::refines`]). Runs where the
//! original traps, runs out of fuel or meets a limit are not compared (the
//! transformation may do anything there).

use super::{arguments, Program};
use crate::{Config, Error, Interpreter, Value};
use arbitrary::{Result, Unstructured};
use rmlir_ir::Context;
use rmlir_text::parser::ParsedModule;

/// One call of a public function: its name and arguments.
pub type Call = (String, Vec<Value>);

/// `per_function` argument vectors from `u`'s bytes for each public
/// function of `p`.
pub fn calls(u: &mut Unstructured<'_>, p: &Program, per_function: usize) -> Result<Vec<Call>> {
    let mut out = Vec::new();
    for f in p.entries() {
        for _ in 0..per_function {
            out.push((f.name.clone(), arguments(u, &f.params)?));
        }
    }
    Ok(out)
}

/// The limits differential runs use: small, so a slow program costs little.
/// A run of the transformed program that meets them is not counted.
pub const LIMITS: Config = Config {
    fuel: 50_000,
    max_call_depth: 64,
    max_memory: 1 << 16,
};

/// The results of `calls` on `m`, each a run's results or why there are
/// none.
pub fn run_all(
    ctx: &Context,
    m: &ParsedModule,
    calls: &[Call],
) -> Vec<std::result::Result<Vec<Value>, Error>> {
    let interp = Interpreter::new(ctx, &m.body, m.op);
    let Ok(mut interp) = interp else {
        return calls
            .iter()
            .map(|_| Err(Error::Invalid("no interpreter".into())))
            .collect();
    };
    interp.set_config(LIMITS);
    calls
        .iter()
        .map(|(f, args)| {
            interp.reset_memory();
            interp.call(f, args)
        })
        .collect()
}

/// Compares the runs of `after` with the original runs `before` (of the
/// same `calls`): the number of runs compared, or a description of the
/// first whose results do not refine the original's.
pub fn check_refines(
    ctx: &Context,
    before: &[std::result::Result<Vec<Value>, Error>],
    after: &ParsedModule,
    calls: &[Call],
) -> std::result::Result<usize, String> {
    let got = run_all(ctx, after, calls);
    let mut compared = 0;
    for ((expected, got), (f, args)) in before.iter().zip(&got).zip(calls) {
        let Ok(expected) = expected else { continue };
        match got {
            Ok(got)
                if got.len() == expected.len()
                    && got.iter().zip(expected).all(|(g, e)| g.refines(e)) =>
            {
                compared += 1
            }
            // The transformed program may take longer (say, a call not
            // inlined is checked against a smaller stack) or keep more
            // memory live (an inlined callee's allocas live until the
            // caller returns): not a finding.
            Err(Error::OutOfFuel | Error::CallDepthExceeded | Error::MemoryLimit) => {}
            other => {
                return Err(format!(
                    "@{f}({args:?}): before {expected:?}, after {other:?}"
                ))
            }
        }
    }
    Ok(compared)
}
