//! Heap bytes per op: what a parsed module holds, what parsing and
//! printing need on top of it. The heap is counted with `dhat`'s testing
//! mode (one profiler per process, so this file holds one test). Set
//! `RMLIR_MEMORY_OPS=N` to measure a module of about N ops; the figures
//! go to stderr (`cargo test -p rmlir-opt --test memory_per_op -- --nocapture`).

#[global_allocator]
static ALLOC: dhat::Alloc = dhat::Alloc;

use rmlir_ir::Context;
use rmlir_text::parser::{parse_module, ParseOptions};
use rmlir_text::printer::{write_top_level, PrintOptions};
use std::fmt::Write;

/// A deterministic pseudo-random sequence (an LCG).
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((self.0 >> 33) as usize) % n
    }
}

/// A function body in the style of the benchmark inputs (`perf/gen.py
/// --style mixed`): constant chains, binary ops, compares and selects,
/// `scf.if` and `scf.for` with results, branches to blocks with
/// arguments, calls; `ops` counts the ops written.
struct Func<'a> {
    out: &'a mut String,
    rng: Rng,
    next: usize,
    pool: Vec<String>,
    ops: usize,
}

impl Func<'_> {
    fn value(&mut self) -> String {
        self.next += 1;
        format!("%v{}", self.next)
    }

    fn pick(&mut self) -> String {
        let n = self.pool.len();
        self.pool[n - 1 - self.rng.below(n.min(8))].clone()
    }

    fn line(&mut self, indent: usize, text: &str) {
        for _ in 0..indent {
            self.out.push_str("  ");
        }
        self.out.push_str(text);
        self.out.push('\n');
    }

    fn op(&mut self, indent: usize, text: String) {
        self.line(indent, &text);
        self.ops += 1;
    }

    fn straight(&mut self, indent: usize, count: usize) {
        const BIN: [&str; 7] = ["addi", "muli", "subi", "andi", "ori", "xori", "shli"];
        for _ in 0..count {
            let v = self.value();
            match self.rng.below(10) {
                0 | 1 => {
                    let c = self.rng.below(100) as i64 - 50;
                    self.op(indent, format!("{v} = arith.constant {c} : i32"));
                }
                2 => {
                    let (a, b) = (self.pick(), self.pick());
                    self.op(indent, format!("{v} = arith.cmpi ult, {a}, {b} : i32"));
                    let s = self.value();
                    let (x, y) = (self.pick(), self.pick());
                    self.op(indent, format!("{s} = arith.select {v}, {x}, {y} : i32"));
                    self.pool.push(s);
                    continue;
                }
                3 => {
                    let a = self.pick();
                    self.op(indent, format!("{v} = arith.extsi {a} : i32 to i64"));
                    let t = self.value();
                    self.op(indent, format!("{t} = arith.trunci {v} : i64 to i32"));
                    self.pool.push(t);
                    continue;
                }
                _ => {
                    let k = BIN[self.rng.below(BIN.len())];
                    let (a, b) = (self.pick(), self.pick());
                    self.op(indent, format!("{v} = arith.{k} {a}, {b} : i32"));
                }
            }
            self.pool.push(v);
        }
    }

    fn chunk(&mut self, indent: usize, funcs: usize, nested: bool) {
        match self.rng.below(if nested { 6 } else { 9 }) {
            0 => {
                let c = self.value();
                let which = ["true", "false"][self.rng.below(2)];
                self.op(indent, format!("{c} = arith.constant {which}"));
                let r = self.value();
                self.op(indent, format!("{r} = scf.if {c} -> (i32) {{"));
                for branch in 0..2 {
                    let visible = self.pool.len();
                    self.straight(indent + 1, 6);
                    if self.rng.below(3) == 0 {
                        self.chunk(indent + 1, funcs, true);
                    }
                    let y = self.pick();
                    self.op(indent + 1, format!("scf.yield {y} : i32"));
                    self.line(indent, if branch == 0 { "} else {" } else { "}" });
                    self.pool.truncate(visible);
                }
                self.pool.push(r);
            }
            1 => {
                let (lb, ub, step) = (self.value(), self.value(), self.value());
                self.op(indent, format!("{lb} = arith.constant 0 : index"));
                self.op(indent, format!("{ub} = arith.constant 8 : index"));
                self.op(indent, format!("{step} = arith.constant 1 : index"));
                let (r, iv, acc) = (self.value(), self.value(), self.value());
                let init = self.pick();
                self.op(indent, format!("{r} = scf.for {iv} = {lb} to {ub} step {step} iter_args({acc} = {init}) -> (i32) {{"));
                let visible = self.pool.len();
                self.pool.push(acc);
                self.straight(indent + 1, 8);
                let y = self.pick();
                self.op(indent + 1, format!("scf.yield {y} : i32"));
                self.line(indent, "}");
                self.pool.truncate(visible);
                self.pool.push(r);
            }
            2 if !nested => {
                let callee = self.rng.below(funcs);
                let (a, b, c) = (self.pick(), self.pick(), self.pick());
                let r = self.value();
                self.op(
                    indent,
                    format!("{r} = func.call @f{callee}({a}, {b}, {c}) : (i32, i32, i32) -> i32"),
                );
                self.pool.push(r);
            }
            _ => self.straight(indent, 10),
        }
    }
}

/// A module of `funcs` functions of about `ops` ops each; returns the text
/// and its exact op count (the module included).
fn generated(funcs: usize, ops: usize) -> (String, usize) {
    let mut s = String::from("module {\n");
    let mut total = 1;
    for f in 0..funcs {
        writeln!(
            s,
            "  func.func @f{f}(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {{"
        )
        .unwrap();
        let mut func = Func {
            out: &mut s,
            rng: Rng(f as u64 + 1),
            next: 0,
            pool: vec!["%arg0".into(), "%arg1".into(), "%arg2".into()],
            ops: 1,
        };
        let mut block = 0;
        while func.ops < ops {
            func.chunk(2, funcs, false);
            if func.rng.below(8) == 0 {
                // Leave the block through a branch to a block with an argument.
                let (c, a, b) = (func.value(), func.pick(), func.pick());
                func.op(2, format!("{c} = arith.cmpi eq, {a}, {b} : i32"));
                let (x, y) = (func.pick(), func.pick());
                block += 1;
                func.op(
                    2,
                    format!("cf.cond_br {c}, ^bb{block}({x} : i32), ^bb{block}({y} : i32)"),
                );
                let arg = func.value();
                func.line(1, &format!("^bb{block}({arg}: i32):"));
                func.pool.push(arg);
            }
        }
        let r = func.pick();
        func.op(2, format!("return {r} : i32"));
        total += func.ops;
        s.push_str("  }\n");
    }
    s.push_str("}\n");
    (s, total)
}

fn context() -> Context {
    let mut ctx = Context::new();
    rmlir_dialects::register_all(&mut ctx);
    ctx
}

fn per_op(bytes: usize, ops: usize) -> f64 {
    bytes as f64 / ops as f64
}

fn env_or(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

#[test]
fn heap_bytes_per_op() {
    let ops_wanted = env_or("RMLIR_MEMORY_OPS", 40_000);
    let per_func = env_or("RMLIR_MEMORY_OPS_PER_FUNC", 250);
    let ctx = context();
    let (text, ops) = generated(ops_wanted.div_ceil(per_func), per_func);
    let _profiler = dhat::Profiler::builder().testing().build();
    let stats = dhat::HeapStats::get;
    let start = stats().curr_bytes;
    // The source is counted: copied while the profiler runs.
    let src = text.as_bytes().to_vec();
    drop(text);
    let opts = ParseOptions {
        file_name: "memory.mlir".into(),
        ..ParseOptions::default()
    };
    let module = parse_module(&ctx, &src, &opts).expect("parses");
    let parse_peak = stats().max_bytes - start;
    let source_bytes = src.len();
    drop(src);
    let held = stats().curr_bytes - start;
    rmlir_ir::verify::verify(&ctx, &module.body, module.op).expect("verifies");
    let mut sink = std::io::sink();
    write_top_level(
        &ctx,
        &module.body,
        module.op,
        &PrintOptions::default(),
        None,
        &mut sink,
    )
    .expect("prints");
    let print_peak = stats().max_bytes - start;
    drop(module);
    let context_kept = stats().curr_bytes - start;
    eprintln!(
        "{ops} ops: source {:.1} B/op; held once parsed {:.1} B/op (IR {:.1}, interned \
         locations and attributes {:.1}); peak while parsing {:.1} B/op (source included); \
         peak up to printing {:.1} B/op",
        per_op(source_bytes, ops),
        per_op(held, ops),
        per_op(held - context_kept, ops),
        per_op(context_kept, ops),
        per_op(parse_peak, ops),
        per_op(print_peak, ops),
    );
    // What a parsed op holds (heap bytes as requested; the allocator adds
    // its own rounding): a bound that catches a regression of the layout.
    assert!(
        per_op(held, ops) < 300.0,
        "{:.1} B/op held",
        per_op(held, ops)
    );
}
