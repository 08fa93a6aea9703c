//! Pass managers nested by op name, run in parallel over isolated children.
//!
//! An [`OpPassManager`] holds passes and nested managers for one op name
//! (or `any`). Running it on an op takes the op's nested body out of its
//! parent, runs each entry on it, and puts it back. A nested manager runs on
//! the matching direct children of the op; their bodies are taken out too
//! and processed in parallel with rayon, so a pass can only reach its own op.
//! Diagnostics come out in IR order; after the first child (in IR order) that
//! fails, later children's diagnostics are dropped, so the output does not
//! depend on the thread count.

use crate::pass::Pass;
use crate::timing::TimingNode;
use rayon::prelude::*;
use rmlir_ir::context::OpName;
use rmlir_ir::registry::OpTraits;
use rmlir_ir::{Body, Context, Diagnostic, Loc, OpId};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::time::Instant;

/// One entry of a pass manager.
pub enum Entry {
    /// A pass run on the manager's op.
    Pass(Box<dyn Pass>),
    /// A manager run on matching child ops.
    Nested(OpPassManager),
}

/// Passes and nested managers for ops of one name.
pub struct OpPassManager {
    /// The op name, or `any`.
    pub anchor: String,
    /// Entries in order.
    pub entries: Vec<Entry>,
}

/// How to run a pipeline.
#[derive(Clone, Copy, Debug)]
pub struct RunOptions {
    /// Verify after each pass (`--verify-each`, on by default).
    pub verify_each: bool,
    /// Time each pass (`--mlir-timing`).
    pub timing: bool,
}

impl Default for RunOptions {
    fn default() -> Self {
        RunOptions {
            verify_each: true,
            timing: false,
        }
    }
}

/// What a run produced: diagnostics, and whether it failed.
#[derive(Default)]
pub struct RunResult {
    /// Diagnostics in IR order.
    pub diagnostics: Vec<Diagnostic>,
    /// Whether a pass (or verification) failed.
    pub failed: bool,
    /// Pass timings (`RunOptions::timing`), one child per entry.
    pub timing: TimingNode,
}

impl OpPassManager {
    /// An empty manager for `anchor`.
    pub fn new(anchor: &str) -> Self {
        OpPassManager {
            anchor: anchor.to_string(),
            entries: Vec::new(),
        }
    }

    /// Appends a pass.
    pub fn add_pass(&mut self, p: Box<dyn Pass>) {
        self.entries.push(Entry::Pass(p));
    }

    /// The nested manager for `anchor` at the end, creating one if the last
    /// entry is not a manager for it (adjacent managers merge, as in MLIR).
    pub fn nest(&mut self, anchor: &str) -> &mut OpPassManager {
        let reuse = matches!(self.entries.last(), Some(Entry::Nested(m)) if m.anchor == anchor);
        if !reuse {
            self.entries.push(Entry::Nested(OpPassManager::new(anchor)));
        }
        match self.entries.last_mut() {
            Some(Entry::Nested(m)) => m,
            _ => unreachable!("just pushed a nested manager"),
        }
    }

    /// Number of entries (MLIR's "Pass Manager with N passes").
    pub fn size(&self) -> usize {
        self.entries.len()
    }

    fn matches(&self, ctx: &Context, name: OpName) -> bool {
        self.anchor == "any" || ctx.op_name_str(name) == self.anchor
    }

    /// Runs the manager on `op` of `body` (normally the top-level module).
    pub fn run(&self, ctx: &Context, body: &mut Body, op: OpId, opts: RunOptions) -> RunResult {
        let mut res = RunResult::default();
        let name = body.op_name(op);
        if !self.matches(ctx, name) {
            res.diagnostics.push(Diagnostic::error(
                body.op_loc(op),
                format!(
                    "can't run '{}' pass manager on '{}' op",
                    self.anchor,
                    ctx.op_name_str(name)
                ),
            ));
            res.failed = true;
            return res;
        }
        for entry in &self.entries {
            let Some(mut nb) = body.take_nested_body(op) else {
                break;
            };
            let started = Instant::now();
            let mut sub = TimingNode::default();
            let ok = match entry {
                Entry::Pass(p) => {
                    let mut loc = body.op_loc(op);
                    let ok = run_pass(ctx, p.as_ref(), name, &mut loc, &mut nb, &mut res);
                    body.set_op_loc(op, loc);
                    ok
                }
                Entry::Nested(m) => m.run_on_children(ctx, &mut nb, opts, &mut res, &mut sub),
            };
            body.put_nested_body(op, nb);
            if opts.timing {
                record(&mut res.timing, entry, started, sub);
            }
            if !ok {
                res.failed = true;
                return res;
            }
            if opts.verify_each {
                // After a nested manager the children are verified already.
                let checked = match entry {
                    Entry::Pass(_) => rmlir_ir::verify::verify(ctx, body, op),
                    Entry::Nested(_) => rmlir_ir::verify::verify_op_only(ctx, body, op)
                        .and_then(|_| rmlir_ir::verify::verify_after_regions(ctx, body, op)),
                };
                if let Err(d) = checked {
                    res.diagnostics.push(d);
                    res.failed = true;
                    return res;
                }
            }
        }
        res
    }

    /// Runs the entries on an op whose nested body is `nb` (already taken out
    /// of its parent); verification of the op itself is the caller's.
    fn run_on_body(
        &self,
        ctx: &Context,
        name: OpName,
        loc: &mut Loc,
        nb: &mut Body,
        opts: RunOptions,
        res: &mut RunResult,
    ) -> bool {
        let graph = ctx.op_traits(name).contains(OpTraits::GRAPH_REGIONS);
        for entry in &self.entries {
            let started = Instant::now();
            let mut sub = TimingNode::default();
            let ok = match entry {
                Entry::Pass(p) => run_pass(ctx, p.as_ref(), name, &mut *loc, nb, res),
                Entry::Nested(m) => m.run_on_children(ctx, nb, opts, res, &mut sub),
            };
            if opts.timing {
                record(&mut res.timing, entry, started, sub);
            }
            if !ok {
                return false;
            }
            if opts.verify_each {
                if let Err(d) = rmlir_ir::verify::verify_nested_body(ctx, nb, graph) {
                    res.diagnostics.push(d);
                    return false;
                }
            }
        }
        true
    }

    /// Runs this manager on the matching direct children of the op whose
    /// nested body is `parent`, in parallel.
    fn run_on_children(
        &self,
        ctx: &Context,
        parent: &mut Body,
        opts: RunOptions,
        res: &mut RunResult,
        timing: &mut TimingNode,
    ) -> bool {
        let mut kids: Vec<(OpId, OpName, Loc)> = Vec::new();
        for &r in parent.root_regions() {
            for b in parent.region_blocks(r) {
                for o in parent.block_ops(b) {
                    let n = parent.op_name(o);
                    if self.matches(ctx, n) && parent.nested_body(o).is_some() {
                        kids.push((o, n, parent.op_loc(o)));
                    }
                }
            }
        }
        let mut work: Vec<(OpId, OpName, Loc, Box<Body>)> = kids
            .into_iter()
            .filter_map(|(o, n, l)| parent.take_nested_body(o).map(|b| (o, n, l, b)))
            .collect();
        let results: Vec<(RunResult, usize)> = work
            .par_iter_mut()
            .map(|(_, n, l, b)| {
                let mut r = RunResult::default();
                if !self.run_on_body(ctx, *n, l, b, opts, &mut r) {
                    r.failed = true;
                }
                (r, rayon::current_thread_index().unwrap_or(0))
            })
            .collect();
        if opts.timing {
            // Per thread, children ran one after another; threads overlap.
            let mut per_thread: Vec<TimingNode> = Vec::new();
            for (r, t) in &results {
                if per_thread.len() <= *t {
                    per_thread.resize(*t + 1, TimingNode::default());
                }
                per_thread[*t].merge_sequential(&r.timing);
            }
            for t in &per_thread {
                timing.merge_concurrent(t);
            }
            timing.threads = per_thread.iter().filter(|t| !t.children.is_empty()).count();
        }
        let results: Vec<RunResult> = results.into_iter().map(|(r, _)| r).collect();
        for (o, _, l, b) in work {
            parent.put_nested_body(o, b);
            parent.set_op_loc(o, l);
        }
        let mut ok = true;
        for r in results {
            res.diagnostics.extend(r.diagnostics);
            if r.failed {
                ok = false;
                break;
            }
        }
        if ok && opts.verify_each {
            // The children's own checks (their bodies were verified in place).
            for &r in parent.root_regions() {
                for b in parent.region_blocks(r) {
                    for o in parent.block_ops(b) {
                        if !self.matches(ctx, parent.op_name(o)) || parent.nested_body(o).is_none()
                        {
                            continue;
                        }
                        let checked = rmlir_ir::verify::verify_op_only(ctx, parent, o)
                            .and_then(|_| rmlir_ir::verify::verify_after_regions(ctx, parent, o));
                        if let Err(d) = checked {
                            res.diagnostics.push(d);
                            return false;
                        }
                    }
                }
            }
        }
        ok
    }

    /// The pipeline as `--dump-pass-pipeline` prints it (pretty form).
    pub fn dump(&self) -> String {
        let mut out = format!("Pass Manager with {} passes:\n", self.size());
        self.print(&mut out, 0, true);
        out.push('\n');
        out
    }

    /// The pipeline in MLIR's textual form (one line when `pretty` is false).
    pub fn print(&self, out: &mut String, indent: usize, pretty: bool) {
        out.push_str(&self.anchor);
        out.push('(');
        for (i, e) in self.entries.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            if pretty {
                out.push('\n');
                out.push_str(&" ".repeat(indent + 2));
            }
            match e {
                Entry::Pass(p) => {
                    out.push_str(p.argument());
                    let o = p.options_text();
                    if !o.is_empty() {
                        out.push('{');
                        out.push_str(&o);
                        out.push('}');
                    }
                }
                Entry::Nested(m) => m.print(out, indent + 2, pretty),
            }
        }
        if pretty {
            out.push('\n');
            out.push_str(&" ".repeat(indent));
        }
        out.push(')');
    }
}

/// Adds the time of one entry (started at `started`) to `timing`.
fn record(timing: &mut TimingNode, entry: &Entry, started: Instant, sub: TimingNode) {
    let elapsed = started.elapsed();
    let name = match entry {
        Entry::Pass(p) => p.name().to_string(),
        Entry::Nested(m) => format!("'{}' Pipeline", m.anchor),
    };
    let node = timing.child(&name);
    node.wall += elapsed;
    match entry {
        Entry::Pass(_) => node.user += elapsed,
        Entry::Nested(_) if sub.threads <= 1 => {
            // One thread did the work: no concurrency to account for.
            node.user += elapsed;
            for c in &sub.children {
                let mut c = c.clone();
                c.user = c.wall;
                node.child(&c.name).merge_sequential(&c);
            }
        }
        Entry::Nested(_) => {
            node.user += sub
                .children
                .iter()
                .map(|c| c.user)
                .sum::<std::time::Duration>();
            for c in &sub.children {
                node.child(&c.name).merge_sequential(c);
            }
        }
    }
}

/// Runs one pass; a panic becomes a located error.
fn run_pass(
    ctx: &Context,
    p: &dyn Pass,
    name: OpName,
    loc: &mut Loc,
    nb: &mut Body,
    res: &mut RunResult,
) -> bool {
    let mut cx = crate::pass::PassContext::new(ctx, name, *loc, nb);
    let outcome = catch_unwind(AssertUnwindSafe(|| p.run(&mut cx)));
    *loc = cx.op_loc;
    let failed = cx.failed;
    res.diagnostics.append(&mut cx.diagnostics);
    if let Err(e) = outcome {
        let msg = e
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| e.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "unknown panic".to_string());
        res.diagnostics.push(Diagnostic::error(
            *loc,
            format!("pass '{}' crashed: {msg}", p.argument()),
        ));
        return false;
    }
    !failed
}
