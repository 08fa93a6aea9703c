//! Runs a fuzz target on saved inputs without libFuzzer: replays a corpus
//! or a finding under a debugger, and times a target (executions per
//! second, without the coverage instrumentation).
//!
//!     cargo run --release --example replay -- TARGET PATH... [--repeat N] [--as-fuzzed]
//!
//! Each PATH is an input file or a directory of them; each input runs N
//! times (default 1). A finding panics with the target's message. Inputs
//! are checked thoroughly ([`rmlir_fuzz::check_thoroughly`]: generated
//! programs verified, the IR verified after every pass), so a finding is
//! blamed on the generator or the first pass at fault; `--as-fuzzed` checks
//! only what libFuzzer runs check (to time a target as it is fuzzed).

use rmlir_fuzz::targets::TARGETS;
use std::path::{Path, PathBuf};
use std::time::Instant;

fn inputs(path: &Path, out: &mut Vec<PathBuf>) {
    if path.is_dir() {
        let mut entries: Vec<PathBuf> = std::fs::read_dir(path)
            .unwrap_or_else(|e| fail(&format!("{}: {e}", path.display())))
            .flatten()
            .map(|e| e.path())
            .collect();
        entries.sort();
        for p in entries {
            inputs(&p, out);
        }
    } else {
        out.push(path.to_path_buf());
    }
}

fn fail(msg: &str) -> ! {
    eprintln!("replay: {msg}");
    std::process::exit(2)
}

fn main() {
    let mut args = std::env::args().skip(1);
    let usage = "usage: replay TARGET PATH... [--repeat N] [--as-fuzzed]";
    let name = args.next().unwrap_or_else(|| fail(usage));
    let Some(&(_, target)) = TARGETS.iter().find(|(n, _)| *n == name) else {
        let names: Vec<&str> = TARGETS.iter().map(|(n, _)| *n).collect();
        fail(&format!(
            "unknown target '{name}' (one of {})",
            names.join(", ")
        ))
    };
    let mut repeat = 1usize;
    let mut files = Vec::new();
    let mut as_fuzzed = false;
    while let Some(a) = args.next() {
        if a == "--as-fuzzed" {
            as_fuzzed = true;
        } else if a == "--repeat" {
            let n = args.next().unwrap_or_else(|| fail(usage));
            repeat = n
                .parse()
                .unwrap_or_else(|_| fail(&format!("bad count '{n}'")));
        } else {
            inputs(Path::new(&a), &mut files);
        }
    }
    if files.is_empty() {
        fail(usage);
    }
    if !as_fuzzed {
        rmlir_fuzz::check_thoroughly();
    }
    let data: Vec<Vec<u8>> = files
        .iter()
        .map(|f| std::fs::read(f).unwrap_or_else(|e| fail(&format!("{}: {e}", f.display()))))
        .collect();
    let start = Instant::now();
    for _ in 0..repeat {
        for d in &data {
            target(d);
        }
    }
    let secs = start.elapsed().as_secs_f64();
    let runs = data.len() * repeat;
    println!(
        "{name}: {runs} runs of {} inputs in {secs:.3} s: {:.0} runs/s",
        data.len(),
        runs as f64 / secs.max(1e-9)
    );
}
