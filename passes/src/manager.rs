//! Pass managers nested by op name, run in parallel over isolated children.
//!
//! An [`OpPassManager`] holds passes and nested managers for one op name
//! (or `any`). Running it on an op takes the op out of its parent as an
//! [`IsolatedOp`], runs each entry on it, and puts it back. A nested manager
//! runs on the matching direct children of the op; they are taken out too
//! and processed in parallel with rayon, so a pass can only reach its own op.
//! One loop (`OpPassManager::run_entries`) runs the entries, whether the
//! op stays in place (the IR's root, an op inside a pass's op) or runs
//! alongside its siblings.
//! Diagnostics come out in IR order; after the first child (in IR order) that
//! fails, later children's diagnostics are dropped, so the output does not
//! depend on the thread count.

use crate::analysis::AnalysisCache;
use crate::instrument::{dump_header, fingerprint, print_op, tree_dir_name, IrPrinting, TreeDump};
use crate::pass::ScheduledPass;
use crate::timing::TimingNode;
use rayon::prelude::*;
use rmlir_ir::registry::OpTraits;
use rmlir_ir::OpName;
use rmlir_ir::{Body, Context, Diagnostic, IsolatedOp, Loc, OpId};
use std::collections::{BTreeMap, HashMap};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::time::Instant;

/// One entry of a pass manager.
pub enum Entry {
    /// A pass run on the manager's op.
    Pass(ScheduledPass),
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
pub struct RunOptions<'a> {
    /// Verify after each pass (`--verify-each`, on by default).
    pub verify_each: bool,
    /// Time each pass (`--mlir-timing`).
    pub timing: bool,
    /// Print the IR around passes (`--mlir-print-ir-*`).
    pub print_ir: Option<&'a IrPrinting>,
    /// The input's resources (`{-# dialect_resources ... #-}`), printed
    /// after dumps of the IR's root as mlir-opt does.
    pub resources: Option<&'a rmlir_text::resources::FileResources>,
}

/// Runs dynamic pipelines from inside a pass (see
/// [`crate::pass::PassContext::pipeline_runner`]), collecting the IR dumps
/// and timings the enclosing run reports.
#[derive(Default)]
pub struct PipelineRunner<'a> {
    pub(crate) options: RunOptions<'a>,
    /// IR dumps of the runs, in order.
    pub(crate) dumps: Vec<String>,
    /// File-tree dumps of the runs, in order.
    pub(crate) tree_dumps: Vec<TreeDump>,
    /// For file-tree dumps: the path of the running pass's op.
    pub(crate) tree: Option<TreePath>,
    /// One `'anchor' Pipeline` node per anchor, runs summed.
    pub(crate) timing: TimingNode,
}

impl PipelineRunner<'_> {
    /// Runs `pm` on `op` of `body`; the result holds its diagnostics and
    /// whether it failed (its dumps and timings stay with the runner).
    pub fn run(
        &mut self,
        ctx: &Context,
        pm: &OpPassManager,
        body: &mut Body,
        op: OpId,
    ) -> RunResult {
        let started = Instant::now();
        // The op is inside the running pass's op, never the IR's root.
        let ancestors = self.tree.as_deref().unwrap_or_default();
        let mut res = pm.run_in_place(ctx, body, op, self.options, false, ancestors);
        let elapsed = started.elapsed();
        self.dumps.extend(res.dumps.drain(..).map(|(_, text)| text));
        self.tree_dumps.append(&mut res.tree_dumps);
        if self.options.timing {
            let node = self.timing.child(&format!("'{}' Pipeline", pm.anchor));
            node.wall += elapsed;
            node.user += elapsed;
            for c in &std::mem::take(&mut res.timing).children {
                node.child(&c.name).merge_sequential(c);
            }
        }
        res
    }
}

impl Default for RunOptions<'_> {
    fn default() -> Self {
        RunOptions {
            verify_each: true,
            timing: false,
            print_ir: None,
            resources: None,
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
    /// IR dumps (`RunOptions::print_ir`), each with the number of
    /// diagnostics emitted before it, so both can be shown in order.
    pub dumps: Vec<(usize, String)>,
    /// IR dumps bound for a file tree (`IrPrinting::to_file_tree`), in order.
    pub tree_dumps: Vec<TreeDump>,
    /// Statistics per pass instance (keyed by [`pass_key`]), summed over
    /// every op the pass ran on.
    pub statistics: HashMap<usize, BTreeMap<&'static str, u64>>,
    /// The pass that failed first (in IR order) and the op it ran on.
    pub failed_pass: Option<FailedPass>,
}

/// A pass that failed and the op it failed on (for crash reproducers).
#[derive(Clone, Debug)]
pub struct FailedPass {
    /// The pass's display name (`CSE`).
    pub pass: &'static str,
    /// The op's name (`func.func`).
    pub op_name: String,
    /// The op's symbol name, if it is a symbol.
    pub symbol: Option<String>,
    /// The op's location.
    pub loc: Loc,
}

impl std::fmt::Display for FailedPass {
    /// MLIR's wording: `` `CSE` on 'func.func' operation: @f ``.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "`{}` on '{}' operation", self.pass, self.op_name)?;
        if let Some(s) = &self.symbol {
            write!(f, ": @{s}")?;
        }
        Ok(())
    }
}

/// The key of a pass instance in [`RunResult::statistics`]: the address of
/// its slot in the manager (passes without state are zero-sized, so the
/// pass's own address would not tell instances apart).
pub fn pass_key(p: &ScheduledPass) -> usize {
    p as *const ScheduledPass as usize
}

impl RunResult {
    /// Appends `other`'s diagnostics and dumps after this result's.
    fn absorb(&mut self, other: RunResult) {
        let base = self.diagnostics.len();
        self.dumps
            .extend(other.dumps.into_iter().map(|(at, text)| (at + base, text)));
        self.diagnostics.extend(other.diagnostics);
        self.tree_dumps.extend(other.tree_dumps);
        self.add_statistics(other.statistics);
        if self.failed_pass.is_none() {
            self.failed_pass = other.failed_pass;
        }
    }

    /// Adds statistics to this result's.
    pub fn add_statistics(&mut self, stats: HashMap<usize, BTreeMap<&'static str, u64>>) {
        for (k, m) in stats {
            let mine = self.statistics.entry(k).or_default();
            for (name, n) in m {
                *mine.entry(name).or_insert(0) += n;
            }
        }
    }
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
    pub fn add_pass(&mut self, p: ScheduledPass) {
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
    pub fn run(&self, ctx: &Context, body: &mut Body, op: OpId, opts: RunOptions<'_>) -> RunResult {
        let top_level = body.parent_op(op).is_none();
        self.run_in_place(ctx, body, op, opts, top_level, &[])
    }

    /// [`OpPassManager::run`]; `top_level` tells whether `op` is the root of
    /// the IR (printed as such in IR dumps) or nested in a pass's op, whose
    /// path `ancestors` is, for file-tree dumps.
    fn run_in_place(
        &self,
        ctx: &Context,
        parent: &mut Body,
        id: OpId,
        opts: RunOptions<'_>,
        top_level: bool,
        ancestors: &[(u32, String)],
    ) -> RunResult {
        let mut res = RunResult::default();
        let name = parent.op_name(id);
        if !self.matches(ctx, name) {
            res.diagnostics.push(Diagnostic::error(
                parent.op_loc(id),
                format!(
                    "can't run '{}' pass manager on '{}' op",
                    self.anchor,
                    ctx.op_name_str(name)
                ),
            ));
            res.failed = true;
            return res;
        }
        let tree = opts.print_ir.filter(|cfg| cfg.to_file_tree).map(|_| {
            let mut path = ancestors.to_vec();
            path.push((id.index() as u32, tree_dir(ctx, parent, id)));
            path
        });
        let Some(mut op) = IsolatedOp::take(parent, id) else {
            return res;
        };
        let mut site = Site {
            place: Place::Attached { parent, id },
            top_level,
            tree,
        };
        let ok = self.run_entries(ctx, &mut op, &mut site, opts, &mut res);
        let Place::Attached { parent, id } = site.place else {
            unreachable!("the site stays in place")
        };
        op.put_back(parent, id);
        res.failed |= !ok;
        res
    }

    /// The run loop: runs the entries in order on `op`, verifying it after
    /// each as `site` says; returns whether every entry succeeded.
    fn run_entries(
        &self,
        ctx: &Context,
        op: &mut IsolatedOp,
        site: &mut Site<'_>,
        opts: RunOptions<'_>,
        res: &mut RunResult,
    ) -> bool {
        let mut analyses = AnalysisCache::default();
        for entry in &self.entries {
            let started = Instant::now();
            let mut sub = TimingNode::default();
            let ok = match entry {
                Entry::Pass(p) => run_pass(ctx, p, op, site, res, opts, &mut analyses, &mut sub),
                Entry::Nested(m) => {
                    // The children change: the op's analyses are stale.
                    analyses.invalidate_all();
                    m.run_on_children(ctx, op, site, opts, res, &mut sub)
                }
            };
            if !ok {
                if opts.timing {
                    record(&mut res.timing, entry, started, sub);
                }
                return false;
            }
            if opts.verify_each {
                if let Err(d) = site.verify(ctx, op, entry) {
                    res.diagnostics.push(d);
                    if let Entry::Pass(p) = entry {
                        res.failed_pass = Some(FailedPass::new(ctx, p, op));
                    }
                    return false;
                }
            }
            // Like MLIR's pass timers, the time includes the verification.
            if opts.timing {
                record(&mut res.timing, entry, started, sub);
            }
        }
        true
    }

    /// Runs this manager on the matching direct children of `parent_op`
    /// (found at `parent_site`), in parallel; one after another, each lent
    /// back up to the root, when dumps show the whole IR (module scope).
    fn run_on_children(
        &self,
        ctx: &Context,
        parent_op: &mut IsolatedOp,
        parent_site: &mut Site<'_>,
        opts: RunOptions<'_>,
        res: &mut RunResult,
        timing: &mut TimingNode,
    ) -> bool {
        let parent = &mut *parent_op.body;
        let mut kids: Vec<OpId> = Vec::new();
        for &r in parent.root_regions() {
            for b in parent.region_blocks(r) {
                for o in parent.block_ops(b) {
                    if self.matches(ctx, parent.op_name(o)) && parent.nested_body(o).is_some() {
                        kids.push(o);
                    }
                }
            }
        }
        let module_scope = opts.print_ir.is_some_and(|cfg| cfg.module_scope);
        let child_tree = |parent: &Body, o: OpId| {
            parent_site.tree.as_ref().map(|path| {
                let mut path = path.clone();
                path.push((o.index() as u32, tree_dir(ctx, parent, o)));
                path
            })
        };
        if module_scope {
            let kids: Vec<(OpId, Option<TreePath>)> = kids
                .into_iter()
                .map(|o| (o, child_tree(parent, o)))
                .collect();
            return self.run_on_children_lent(ctx, parent_op, parent_site, kids, opts, res, timing);
        }
        let mut work: Vec<ChildRun> = kids
            .into_iter()
            .filter_map(|id| {
                let tree = child_tree(parent, id);
                IsolatedOp::take(parent, id).map(|op| ChildRun { id, op, tree })
            })
            .collect();
        // With the children out, the parent is only read while they run.
        let enclosing: &Body = parent;
        let results: Vec<(RunResult, usize)> = work
            .par_iter_mut()
            .map(|ChildRun { op, tree, .. }| {
                let mut r = RunResult::default();
                let mut site = Site {
                    place: Place::Detached { parent: enclosing },
                    top_level: false,
                    tree: tree.take(),
                };
                if !self.run_entries(ctx, op, &mut site, opts, &mut r) {
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
        for ChildRun { id, op, .. } in work {
            op.put_back(parent, id);
        }
        let ok = absorb_until_failure(res, results.into_iter().map(|(r, _)| r));
        ok && self.verify_children(ctx, parent, opts, res)
    }

    /// [`OpPassManager::run_on_children`] one child after another, each
    /// child lent back to `parent_op` (and up to the root) whenever a dump
    /// prints the whole IR.
    #[allow(clippy::too_many_arguments)]
    fn run_on_children_lent(
        &self,
        ctx: &Context,
        parent_op: &mut IsolatedOp,
        parent_site: &mut Site<'_>,
        kids: Vec<(OpId, Option<TreePath>)>,
        opts: RunOptions<'_>,
        res: &mut RunResult,
        timing: &mut TimingNode,
    ) -> bool {
        let mut results = Vec::with_capacity(kids.len());
        let mut one_thread = TimingNode::default();
        for (o, tree) in kids {
            let Some(mut op) = IsolatedOp::take(&mut parent_op.body, o) else {
                continue;
            };
            let mut r = RunResult::default();
            let mut site = Site {
                place: Place::Lent {
                    parent: &mut *parent_op,
                    id: o,
                    up: &mut *parent_site,
                },
                top_level: false,
                tree,
            };
            if !self.run_entries(ctx, &mut op, &mut site, opts, &mut r) {
                r.failed = true;
            }
            op.put_back(&mut parent_op.body, o);
            let failed = r.failed;
            if opts.timing {
                one_thread.merge_sequential(&r.timing);
            }
            results.push(r);
            if failed {
                // Serial: later children did not run, as in MLIR.
                break;
            }
        }
        if opts.timing {
            timing.merge_concurrent(&one_thread);
            timing.threads = usize::from(!one_thread.children.is_empty());
        }
        let ok = absorb_until_failure(res, results.into_iter());
        ok && self.verify_children(ctx, &parent_op.body, opts, res)
    }

    /// After a nested run: the children's own checks (their bodies were
    /// verified in place), under `--verify-each`.
    fn verify_children(
        &self,
        ctx: &Context,
        parent: &Body,
        opts: RunOptions<'_>,
        res: &mut RunResult,
    ) -> bool {
        if opts.verify_each {
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
        true
    }

    /// The `--mlir-pass-statistics` report for a run of this manager, in
    /// MLIR's pipeline (nested) or list (merged by pass name) display.
    pub fn statistics_report(
        &self,
        stats: &HashMap<usize, BTreeMap<&'static str, u64>>,
        list: bool,
    ) -> String {
        let title = "... Pass statistics report ...";
        let rule = format!("==={}===\n", "-".repeat(73));
        let mut out = rule.clone();
        out.push_str(&" ".repeat((80 - title.len()) / 2));
        out.push_str(title);
        out.push('\n');
        out.push_str(&rule);
        if list {
            let mut merged: BTreeMap<&str, Vec<(&str, &str, u64)>> = BTreeMap::new();
            self.for_each_pass(&mut |p| {
                let values = stats.get(&pass_key(p));
                let shown: Vec<_> = p
                    .info
                    .statistics
                    .iter()
                    .filter(|s| !s.rmlir_only || values.is_some_and(|m| m.contains_key(s.name)))
                    .collect();
                if shown.is_empty() {
                    return;
                }
                let entry = merged.entry(p.info.name).or_default();
                for (i, s) in shown.into_iter().enumerate() {
                    let v = values.and_then(|m| m.get(s.name)).copied().unwrap_or(0);
                    match entry.get_mut(i) {
                        Some(e) => e.2 += v,
                        None => entry.push((s.name, s.description, v)),
                    }
                }
            });
            for (name, mut entries) in merged {
                stats_entry(&mut out, 2, name, &mut entries);
            }
        } else {
            self.stats_pipeline(&mut out, 0, stats);
        }
        out.push('\n');
        out
    }

    fn stats_pipeline(
        &self,
        out: &mut String,
        indent: usize,
        stats: &HashMap<usize, BTreeMap<&'static str, u64>>,
    ) {
        for e in &self.entries {
            match e {
                Entry::Pass(p) => {
                    let values = stats.get(&pass_key(p));
                    let mut entries: Vec<(&str, &str, u64)> = p
                        .info
                        .statistics
                        .iter()
                        .filter(|s| !s.rmlir_only || values.is_some_and(|m| m.contains_key(s.name)))
                        .map(|s| {
                            let v = values.and_then(|m| m.get(s.name)).copied().unwrap_or(0);
                            (s.name, s.description, v)
                        })
                        .collect();
                    stats_entry(out, indent, p.info.name, &mut entries);
                }
                Entry::Nested(m) => {
                    let name = format!("'{}' Pipeline", m.anchor);
                    stats_entry(out, indent, &name, &mut []);
                    m.stats_pipeline(out, indent + 2, stats);
                }
            }
        }
    }

    /// Calls `f` on every pass, nested ones included, in pipeline order.
    pub fn for_each_pass(&self, f: &mut dyn FnMut(&ScheduledPass)) {
        for e in &self.entries {
            match e {
                Entry::Pass(p) => f(p),
                Entry::Nested(m) => m.for_each_pass(f),
            }
        }
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
                    out.push_str(p.info.argument);
                    if let Some(options) = p.options_text() {
                        out.push_str(&options);
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

/// One pass (or pipeline) line of the statistics report and its statistics,
/// sorted by name and aligned as MLIR aligns them.
fn stats_entry(out: &mut String, indent: usize, name: &str, stats: &mut [(&str, &str, u64)]) {
    out.push_str(&" ".repeat(indent));
    out.push_str(name);
    out.push('\n');
    stats.sort_by(|a, b| a.0.cmp(b.0));
    let name_w = stats.iter().map(|s| s.0.len()).max().unwrap_or(0);
    let value_w = stats
        .iter()
        .map(|s| s.2.to_string().len())
        .max()
        .unwrap_or(0);
    for (n, d, v) in stats.iter() {
        out.push_str(&" ".repeat(indent + 2));
        out.push_str(&format!("(S) {v:>value_w$} {n:<name_w$} - {d}\n"));
    }
}

/// Adds the time of one entry (started at `started`) to `timing`.
fn record(timing: &mut TimingNode, entry: &Entry, started: Instant, sub: TimingNode) {
    let elapsed = started.elapsed();
    let name = match entry {
        Entry::Pass(p) => p.info.name.to_string(),
        Entry::Nested(m) => format!("'{}' Pipeline", m.anchor),
    };
    if let Entry::Pass(_) = entry {
        // Dynamic pipelines the pass ran are its siblings, and their time
        // is not the pass's (as MLIR shows the inliner's pipelines).
        let own = elapsed.saturating_sub(sub.children.iter().map(|c| c.wall).sum());
        let node = timing.child(&name);
        node.wall += own;
        node.user += own;
        for c in &sub.children {
            timing.child(&c.name).merge_sequential(c);
        }
        return;
    }
    let node = timing.child(&name);
    node.wall += elapsed;
    match entry {
        Entry::Pass(_) => unreachable!("handled above"),
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

/// Where the op a manager runs on lives, which decides how it is verified
/// after each entry and how IR dumps show it.
struct Site<'p> {
    /// Where the op was taken from.
    place: Place<'p>,
    /// Whether the op is the IR's root.
    top_level: bool,
    /// For dumps to a file tree: the ops from the root down to this one,
    /// each one's id and directory name.
    tree: Option<TreePath>,
}

impl Site<'_> {
    /// The body the op was taken from, read-only (see
    /// [`PassContext::enclosing_body`](crate::PassContext::enclosing_body));
    /// `None` for an op attached in place (the root).
    fn enclosing_body(&self) -> Option<&Body> {
        match &self.place {
            Place::Attached { .. } => None,
            Place::Detached { parent } => Some(parent),
            Place::Lent { parent, .. } => Some(&parent.body),
        }
    }
}

/// The ops from the IR's root down to one op, each one's id in its parent's
/// body and its directory name in a dump file tree.
type TreePath = Vec<(u32, String)>;

/// Where an op taken out of its parent belongs.
enum Place<'p> {
    /// In place as `id` of `parent` (the IR's root, or an op inside a
    /// pass's op): the op is lent back to its parent and verified whole.
    Attached {
        /// The body holding the op.
        parent: &'p mut Body,
        /// The op in it.
        id: OpId,
    },
    /// Taken out of its parent to run alongside its siblings: only its
    /// regions are verified; the parent checks the op itself once every
    /// sibling is done.
    Detached {
        /// The body it was taken from, only read while the children run.
        parent: &'p Body,
    },
    /// Taken out of `parent` while its siblings wait (a serial run): it can
    /// be lent back up to the root, to print the whole IR. Verified as
    /// [`Place::Detached`].
    Lent {
        /// The op whose body holds this one.
        parent: &'p mut IsolatedOp,
        /// This op in the parent's body.
        id: OpId,
        /// Where the parent lives.
        up: &'p mut dyn LendToRoot,
    },
}

/// Lending an op back up the chain of its ancestors to the IR's root.
trait LendToRoot {
    /// Places `op` (which was taken from this site) back, and its ancestors
    /// in theirs, then calls `f` with the root's body and op; `false` (and
    /// `f` not called) if the chain is broken by a detached op.
    fn lend_to_root(&mut self, op: &mut IsolatedOp, f: &mut dyn FnMut(&Body, OpId)) -> bool;
}

impl LendToRoot for Site<'_> {
    fn lend_to_root(&mut self, op: &mut IsolatedOp, f: &mut dyn FnMut(&Body, OpId)) -> bool {
        match &mut self.place {
            Place::Attached { parent, id } if self.top_level => {
                op.lend(parent, *id, |body, root| f(body, root));
                true
            }
            Place::Attached { .. } | Place::Detached { .. } => false,
            Place::Lent { parent, id, up } => {
                op.place(&mut parent.body, *id);
                let reached = up.lend_to_root(parent, f);
                op.retake(&mut parent.body, *id);
                reached
            }
        }
    }
}

impl Site<'_> {
    /// Verifies `op` after `entry` ran on it.
    fn verify(
        &mut self,
        ctx: &Context,
        op: &mut IsolatedOp,
        entry: &Entry,
    ) -> Result<(), Diagnostic> {
        use rmlir_ir::verify::{verify, verify_after_regions, verify_nested_body, verify_op_only};
        match &mut self.place {
            Place::Attached { parent, id } => op.lend(parent, *id, |body, op| match entry {
                Entry::Pass(_) => verify(ctx, body, op),
                // After a nested manager the children are verified already.
                Entry::Nested(_) => {
                    verify_op_only(ctx, body, op).and_then(|_| verify_after_regions(ctx, body, op))
                }
            }),
            Place::Detached { .. } | Place::Lent { .. } => {
                let graph = ctx.op_traits(op.name()).contains(OpTraits::GRAPH_REGIONS);
                verify_nested_body(ctx, &op.body, graph)
            }
        }
    }
}

/// The directory name of `op` of `body` in a dump file tree.
fn tree_dir(ctx: &Context, body: &Body, op: OpId) -> String {
    let symbol = rmlir_ir::symbol::symbol_name(ctx, body, op);
    tree_dir_name(ctx.op_name_str(body.op_name(op)), symbol)
}

/// Adds the children's results to `res` in order, up to and including the
/// first that failed; whether none failed.
fn absorb_until_failure(res: &mut RunResult, results: impl Iterator<Item = RunResult>) -> bool {
    for r in results {
        let failed = r.failed;
        res.absorb(r);
        if failed {
            return false;
        }
    }
    true
}

impl FailedPass {
    /// Pass `p` failed on `op`.
    fn new(ctx: &Context, p: &ScheduledPass, op: &mut IsolatedOp) -> FailedPass {
        FailedPass {
            pass: p.info.name,
            op_name: ctx.op_name_str(op.name()).to_string(),
            symbol: op.with_shell(|body, id| {
                rmlir_ir::symbol::symbol_name(ctx, body, id).map(str::to_string)
            }),
            loc: op.loc,
        }
    }
}

/// Runs one pass on `op` (found at `site`), printing the IR around it as
/// `opts.print_ir` asks; a panic becomes a located error.
#[allow(clippy::too_many_arguments)]
fn run_pass(
    ctx: &Context,
    scheduled: &ScheduledPass,
    op: &mut IsolatedOp,
    site: &mut Site<'_>,
    res: &mut RunResult,
    opts: RunOptions<'_>,
    analyses: &mut AnalysisCache,
    nested_timing: &mut TimingNode,
) -> bool {
    let info = &scheduled.info;
    let mut before_print = None;
    if let Some(cfg) = opts.print_ir {
        if cfg.before.selects(info.argument) {
            dump(ctx, cfg, opts, scheduled, op, site, "Before", false, res);
        }
        if cfg.only_on_change {
            before_print = Some(fingerprint(ctx, op, site.top_level));
        }
    }
    let _span = tracing::info_span!(
        target: "pass",
        "pass",
        pass = info.argument,
        op = ctx.op_name_str(op.name())
    )
    .entered();
    let mut cx = crate::pass::PassContext::new(ctx, op);
    cx.analyses = std::mem::take(analyses);
    cx.run_options = opts;
    cx.nested.tree = site.tree.clone();
    cx.enclosing = site.enclosing_body();
    let outcome = catch_unwind(AssertUnwindSafe(|| scheduled.pass.run(&mut cx)));
    let failed = cx.failed;
    if failed || outcome.is_err() {
        tracing::debug!(target: "pass", "pass failed");
    }
    *analyses = std::mem::take(&mut cx.analyses);
    analyses.end_pass(failed || outcome.is_err());
    // What the pass printed comes first: it printed it while it ran, before
    // the dynamic pipelines it ran were done.
    if !cx.output.is_empty() {
        res.dumps
            .push((res.diagnostics.len(), std::mem::take(&mut cx.output)));
    }
    let nested = std::mem::take(&mut cx.nested);
    for text in nested.dumps {
        res.dumps.push((res.diagnostics.len(), text));
    }
    res.tree_dumps.extend(nested.tree_dumps);
    *nested_timing = nested.timing;
    res.diagnostics.append(&mut cx.diagnostics);
    if !cx.statistics.is_empty() {
        let mine = res.statistics.entry(pass_key(scheduled)).or_default();
        for (name, n) in std::mem::take(&mut cx.statistics) {
            *mine.entry(name).or_insert(0) += n;
        }
    }
    // After a panic the IR may be half-rewritten: it is not printed.
    let print_ir = opts.print_ir.filter(|_| outcome.is_ok());
    if let Some(cfg) = print_ir {
        let wanted = cfg.after.selects(info.argument)
            && (failed || !cfg.only_on_failure)
            && (failed
                || !cfg.only_on_change
                || before_print != Some(fingerprint(ctx, op, site.top_level)));
        if wanted {
            dump(ctx, cfg, opts, scheduled, op, site, "After", failed, res);
        }
    }
    if failed || outcome.is_err() {
        res.failed_pass = Some(FailedPass::new(ctx, scheduled, op));
    }
    if let Err(e) = outcome {
        let msg = e
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| e.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "unknown panic".to_string());
        res.diagnostics.push(Diagnostic::error(
            op.loc,
            format!("pass '{}' crashed: {msg}", info.argument),
        ));
        return false;
    }
    !failed
}

/// Adds a dump of the IR `when` ("Before", "After") `scheduled` ran on `op`
/// (found at `site`) to `res`: the op, or at module scope the whole IR.
#[allow(clippy::too_many_arguments)]
fn dump(
    ctx: &Context,
    cfg: &IrPrinting,
    opts: RunOptions<'_>,
    scheduled: &ScheduledPass,
    op: &mut IsolatedOp,
    site: &mut Site<'_>,
    when: &str,
    failed: bool,
    res: &mut RunResult,
) {
    let info = &scheduled.info;
    let mut ir = None;
    let mut named = None;
    if cfg.module_scope {
        let symbol = op.with_shell(|body, id| {
            rmlir_ir::symbol::symbol_name(ctx, body, id).map(str::to_string)
        });
        named = Some((ctx.op_name_str(op.name()), symbol));
        site.lend_to_root(op, &mut |body, root| {
            let mut text = rmlir_text::printer::print_top_level_with_resources(
                ctx,
                body,
                root,
                &cfg.print,
                opts.resources,
            );
            text.pop();
            ir = Some(text);
        });
    }
    let ir = ir.unwrap_or_else(|| {
        let resources = opts.resources.filter(|_| site.top_level);
        print_op(ctx, op, site.top_level, &cfg.print, resources)
    });
    let named = named.as_ref().map(|(op, sym)| (*op, sym.as_deref()));
    let mut text = dump_header(when, info.name, info.argument, failed, named);
    text.push_str(&ir);
    text.push_str("\n\n");
    match &site.tree {
        Some(ops) => res.tree_dumps.push(TreeDump {
            ops: ops.clone(),
            pass: info.argument,
            text,
        }),
        None => res.dumps.push((res.diagnostics.len(), text)),
    }
}

/// One isolated child op run by a nested pipeline in parallel: taken out
/// of its parent (`id` is where it goes back) with its path in the IR tree
/// (for `--mlir-print-ir-tree-dir`).
struct ChildRun {
    /// The child's op in the parent's body.
    id: OpId,
    /// The child, detached.
    op: IsolatedOp,
    /// Where the child sits in the IR tree, if dumps need it.
    tree: Option<TreePath>,
}
