//! `inline`: MLIR 22's SCC-based inliner.
//!
//! The call graph has a node per callable region (`func.func` with a body),
//! an external-caller node with an edge to every top-level callable, and an
//! unknown-callee node for calls that resolve to nothing inlinable. Its SCCs
//! are visited bottom-up in the order of LLVM's `scc_iterator` (a DFS from
//! the external node following edges in insertion order), since that order
//! decides which calls of a recursive cycle get inlined. For each SCC the
//! optimization pipeline (`default-pipeline`, `canonicalize` by default, or
//! the `op-pipelines` entry for the callable's op) runs on its callables,
//! then every call in them whose callee is legal and profitable to inline is
//! inlined, new calls included, until nothing is inlined or
//! `max-iterations` is reached. Private callables whose symbol uses drop to
//! zero are erased at the end.
//!
//! Every callable owns a nested `Body`; ops are named by their body's number
//! in a [`BodyTree`] and their id there ([`OpRef`]), which stays valid as
//! erased ops keep their slots; bodies created by inlining are numbered as
//! they are found.

use crate::manager::{OpPassManager, PipelineRunner};
use crate::pass::{OptionKind, OptionSpec, Pass, PassContext, PassInfo, PassOptions, PassRegistry};
use rmlir_ir::body_tree::{BodyIx, BodyTree, OpRef};
use rmlir_ir::call::{clone_region_into, inliner_for, remap_locations, Callee, CrossMapping};
use rmlir_ir::registry::OpTraits;
use rmlir_ir::symbol::{self, SymbolTables, Visibility};
use rmlir_ir::walk::{walk_regions, WalkControl, WalkEvent};
use rmlir_ir::{Attr, AttrData, Loc, LocData};
use rmlir_ir::{Body, Context, Diagnostic, OpId, ValueId};
use rustc_hash::{FxHashMap, FxHashSet};

const OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        name: "default-pipeline",
        description: "The optimizer pipeline used for callables that do not have a dedicated optimizer pipeline in opPipelineList",
        kind: OptionKind::String,
        default: "canonicalize",
        rmlir_only: false,
    },
    OptionSpec {
        name: "inlining-threshold",
        description: "If the ratio between the number of the operations in the callee and the number of the operations in the caller exceeds this value (in percentage), then the callee is not inlined even if it is legal to inline it",
        kind: OptionKind::U32,
        default: "4294967295",
        rmlir_only: false,
    },
    OptionSpec {
        name: "max-iterations",
        description: "Maximum number of iterations when inlining within an SCC",
        kind: OptionKind::U32,
        default: "4",
        rmlir_only: false,
    },
    OptionSpec {
        name: "op-pipelines",
        description: "Callable operation specific optimizer pipelines (in the form of `dialect.op(pipeline)`)",
        kind: OptionKind::Pipelines,
        default: "",
        rmlir_only: false,
    },
];

/// Registration of `inline`.
pub const INFO: PassInfo = PassInfo {
    argument: "inline",
    name: "Inliner",
    summary: "Inline function calls",
    options: OPTIONS,
    anchor: None,
    statistics: &[],
    create: |o: &PassOptions, reg: &PassRegistry| Box::new(Inliner::new(o, reg)),
};

/// The `inline` pass.
pub struct Inliner {
    default_pipeline: String,
    threshold: u32,
    max_iterations: u32,
    /// The `op-pipelines` managers, in the order given.
    op_pipelines: Vec<OpPassManager>,
    /// Their text, to build a fresh manager for each run.
    op_pipeline_texts: Vec<String>,
    /// The passes the pipelines name (the tool's registry).
    registry: PassRegistry,
}

impl Inliner {
    fn new(o: &PassOptions, reg: &PassRegistry) -> Inliner {
        let mut op_pipelines = Vec::new();
        let mut op_pipeline_texts = Vec::new();
        for p in o.get_pipelines("op-pipelines") {
            if let Ok(pm) = crate::pipeline::parse_pipeline(reg, p) {
                op_pipelines.push(pm);
                op_pipeline_texts.push(p.to_string());
            }
        }
        Inliner {
            default_pipeline: o.get("default-pipeline").to_string(),
            threshold: o.get_u32("inlining-threshold"),
            max_iterations: o.get_u32("max-iterations"),
            op_pipelines,
            op_pipeline_texts,
            registry: reg.clone(),
        }
    }
}

impl Pass for Inliner {
    fn run(&self, cx: &mut PassContext<'_>) {
        let ctx = cx.ctx;
        if !ctx.op_traits(cx.op.name()).contains(OpTraits::SYMBOL_TABLE) {
            let loc = cx.op.loc;
            cx.fail(Diagnostic::error(
                loc,
                format!(
                    "'{}' op  was scheduled to run under the inliner, but does not define a symbol table",
                    ctx.op_name_str(cx.op.name())
                ),
            ));
            return;
        }
        let mut run = Run {
            ctx,
            root_name: cx.op.name(),
            pass: self,
            graph: CallGraph::default(),
            tree: BodyTree::build(&cx.op.body),
            symbols: SymbolTables::default(),
            uses: UseList::default(),
            pipelines: FxHashMap::default(),
            diagnostics: Vec::new(),
            printed: String::new(),
            dead: Vec::new(),
            runner: cx.pipeline_runner(),
        };
        let ok = run.run(&mut cx.op.body);
        cx.finish_pipelines(std::mem::take(&mut run.runner));
        cx.print(&run.printed);
        for d in std::mem::take(&mut run.diagnostics) {
            cx.emit(d);
        }
        if !ok {
            cx.signal_failure();
        }
    }
}

// ----- walking across bodies ----------------------------------------------

/// The callback of [`walk_tree`]: `(body, body number, op, event)`.
type TreeVisitor<'f> = dyn FnMut(&Body, BodyIx, OpId, WalkEvent) -> WalkControl + 'f;

/// Walks every op under `regions` of body `start`, crossing into nested
/// isolated bodies (numbering them in `tree` as they are found).
fn walk_tree(
    root: &Body,
    tree: &mut BodyTree,
    start: BodyIx,
    regions: &[rmlir_ir::RegionId],
    f: &mut TreeVisitor<'_>,
) {
    let Some(first) = tree.body(root, start) else {
        return;
    };
    let mut cur: Vec<BodyIx> = vec![start];
    let mut pushed: Vec<bool> = Vec::new();
    walk_regions(first, regions, true, &mut |b, op, ev| {
        let here = *cur.last().expect("a current body");
        match ev {
            WalkEvent::Pre => {
                let c = f(b, here, op, ev);
                let push = c == WalkControl::Advance && b.nested_body(op).is_some();
                if push {
                    cur.push(tree.add(OpRef { body: here, op }));
                }
                pushed.push(push);
                c
            }
            WalkEvent::Post => {
                if pushed.pop() == Some(true) {
                    cur.pop();
                }
                let here = *cur.last().expect("a current body");
                f(b, here, op, ev)
            }
        }
    });
}

fn is_private(ctx: &Context, body: &Body, op: OpId) -> bool {
    symbol::visibility(ctx, body, op) == Visibility::Private
}

fn op_refs(ctx: &Context, body: &Body, op: OpId, out: &mut Vec<Attr>) {
    if let Some(p) = body.properties(op) {
        symbol::collect_symbol_refs(ctx, p, out);
    }
    symbol::collect_symbol_refs(ctx, body.attrs(op), out);
}

/// `SymbolTable::getSymbolUses(op)`: the symbol references of `op` and of
/// the ops nested in it (not inside nested symbol tables), each with whether
/// `op` itself is the user.
fn symbol_uses(ctx: &Context, root: &Body, tree: &mut BodyTree, op: OpRef) -> Vec<(Attr, bool)> {
    let mut out = Vec::new();
    let Some(b) = tree.body(root, op.body) else {
        return out;
    };
    let mut refs = Vec::new();
    op_refs(ctx, b, op.op, &mut refs);
    out.extend(refs.drain(..).map(|r| (r, true)));
    let regions = b.op_regions(op.op).to_vec();
    let inner = if b.nested_body(op.op).is_some() {
        tree.add(op)
    } else {
        op.body
    };
    walk_tree(root, tree, inner, &regions, &mut |b, _, o, ev| {
        if ev == WalkEvent::Post {
            return WalkControl::Advance;
        }
        op_refs(ctx, b, o, &mut refs);
        out.extend(refs.drain(..).map(|r| (r, false)));
        if ctx.op_traits(b.op_name(o)).contains(OpTraits::SYMBOL_TABLE) {
            WalkControl::Skip
        } else {
            WalkControl::Advance
        }
    });
    out
}

// ----- call graph -----------------------------------------------------------

const EXTERNAL: usize = 0;
const UNKNOWN: usize = 1;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum EdgeKind {
    Abstract,
    Call,
    Child,
}

/// A node of the call graph: a callable region (or one of the two external
/// nodes).
#[derive(Debug, Default)]
struct Node {
    /// The callable op (`None` for the external nodes).
    op: Option<OpRef>,
    /// The index of the callable region among the op's regions.
    region: usize,
    /// Outgoing edges in insertion order, without duplicates.
    edges: Vec<(usize, EdgeKind)>,
}

/// MLIR's `CallGraph`.
#[derive(Debug)]
struct CallGraph {
    nodes: Vec<Node>,
    by_op: FxHashMap<OpRef, usize>,
}

impl Default for CallGraph {
    fn default() -> Self {
        CallGraph {
            nodes: vec![Node::default(), Node::default()],
            by_op: FxHashMap::default(),
        }
    }
}

impl CallGraph {
    fn add_edge(&mut self, from: usize, to: usize, kind: EdgeKind) {
        let e = &mut self.nodes[from].edges;
        if !e.contains(&(to, kind)) {
            e.push((to, kind));
        }
    }

    fn has_children(&self, n: usize) -> bool {
        self.nodes[n].edges.iter().any(|e| e.1 == EdgeKind::Child)
    }

    /// The node of region `region` of `op`, if it is a callable region.
    fn lookup_region(&self, op: OpRef, region: usize) -> Option<usize> {
        self.by_op
            .get(&op)
            .copied()
            .filter(|&n| self.nodes[n].region == region)
    }

    /// The SCCs in the order of LLVM's `scc_iterator` from the external
    /// node: post-order of a DFS following edges in insertion order, each
    /// SCC's nodes in the order they leave the stack.
    fn sccs(&self) -> Vec<Vec<usize>> {
        const DONE: u32 = u32::MAX;
        let n = self.nodes.len();
        let mut num: Vec<Option<u32>> = vec![None; n];
        let mut count = 0u32;
        let mut scc_stack: Vec<usize> = Vec::new();
        // (node, next edge, min visited)
        let mut visit: Vec<(usize, usize, u32)> = Vec::new();
        let mut out = Vec::new();
        let mut visit_one = |v: usize,
                             num: &mut Vec<Option<u32>>,
                             scc_stack: &mut Vec<usize>,
                             visit: &mut Vec<(usize, usize, u32)>| {
            count += 1;
            num[v] = Some(count);
            scc_stack.push(v);
            visit.push((v, 0, count));
        };
        visit_one(EXTERNAL, &mut num, &mut scc_stack, &mut visit);
        while !visit.is_empty() {
            // Visit the children of the top of the stack.
            while let Some(top) = visit.last_mut() {
                let edges = &self.nodes[top.0].edges;
                if top.1 >= edges.len() {
                    break;
                }
                let child = edges[top.1].0;
                top.1 += 1;
                match num[child] {
                    None => visit_one(child, &mut num, &mut scc_stack, &mut visit),
                    Some(c) => {
                        if top.2 > c {
                            top.2 = c;
                        }
                    }
                }
            }
            let Some((v, _, minv)) = visit.pop() else {
                break;
            };
            if let Some(parent) = visit.last_mut() {
                if parent.2 > minv {
                    parent.2 = minv;
                }
            }
            if Some(minv) != num[v] {
                continue;
            }
            let mut scc = Vec::new();
            while let Some(x) = scc_stack.pop() {
                num[x] = Some(DONE);
                scc.push(x);
                if x == v {
                    break;
                }
            }
            out.push(scc);
        }
        out
    }
}

/// Which symbols are discardable and how many uses each has (MLIR's
/// `CGUseList`).
#[derive(Default)]
struct UseList {
    discardable: FxHashMap<usize, i64>,
    node_uses: FxHashMap<usize, CgUser>,
}

#[derive(Default, Clone)]
struct CgUser {
    top_level: FxHashSet<usize>,
    inner: FxHashMap<usize, i64>,
}

impl UseList {
    fn decrement(&mut self, uses: &CgUser) {
        for n in &uses.top_level {
            *self.discardable.entry(*n).or_insert(0) -= 1;
        }
        for (n, c) in &uses.inner {
            *self.discardable.entry(*n).or_insert(0) -= c;
        }
    }
}

/// A call to inline: the call op, the node it is in and the node it calls.
#[derive(Clone, Debug)]
struct ResolvedCall {
    call: OpRef,
    source: usize,
    target: usize,
}

// ----- the run --------------------------------------------------------------

struct Run<'a, 'r> {
    ctx: &'a Context,
    root_name: rmlir_ir::OpName,
    pass: &'a Inliner,
    graph: CallGraph,
    /// Every body, numbered (new ones as they are found).
    tree: BodyTree,
    /// The symbol tables looked up so far.
    symbols: SymbolTables<'a>,
    uses: UseList,
    /// Optimization pipelines by op name (`None`: none to run).
    pipelines: FxHashMap<String, Option<OpPassManager>>,
    diagnostics: Vec<Diagnostic>,
    /// Text for the tool's error stream (as `PassContext::print`).
    printed: String,
    /// Callables to erase at the end.
    dead: Vec<usize>,
    /// Runs the optimization pipelines under the enclosing run's options.
    runner: PipelineRunner<'r>,
}

impl Run<'_, '_> {
    fn run(&mut self, root: &mut Body) -> bool {
        self.build_graph(root);
        self.build_uses(root);
        for mut scc in self.graph.sccs() {
            if !self.inline_scc(root, &mut scc) {
                return false;
            }
        }
        // Erase the callables proven dead.
        for &n in &self.dead {
            if let Some(op) = self.graph.nodes[n].op {
                if let Some(b) = self.tree.body_mut(root, op.body) {
                    if b.is_live_op(op.op) {
                        let _ = b.erase_op(op.op);
                    }
                }
            }
        }
        true
    }

    // ----- symbols -----

    fn op_handle_name(&self, root: &Body, op: Option<OpRef>) -> Option<rmlir_ir::OpName> {
        match op {
            None => Some(self.root_name),
            Some(r) => self.tree.body(root, r.body).map(|b| b.op_name(r.op)),
        }
    }

    /// `SymbolTable::getNearestSymbolTable(from)`: `Some(None)` is the root.
    fn nearest_symbol_table(&self, root: &Body, from: Option<OpRef>) -> Option<Option<OpRef>> {
        let mut cur = from;
        loop {
            let name = self.op_handle_name(root, cur)?;
            let info = self.ctx.op_info(name);
            if let Some(r) = cur {
                let b = self.tree.body(root, r.body)?;
                if info.is_none() && b.num_regions(r.op) == 1 {
                    return None; // maybe an unknown symbol table
                }
            }
            if self.ctx.op_traits(name).contains(OpTraits::SYMBOL_TABLE) {
                return Some(cur);
            }
            cur = self.parent_of(root, cur?)?;
        }
    }

    /// The op containing `op` (`Some(None)` for the root op; `None` when
    /// `op`'s body is gone).
    fn parent_of(&self, root: &Body, op: OpRef) -> Option<Option<OpRef>> {
        let b = self.tree.body(root, op.body)?;
        Some(self.tree.parent_op(b, op))
    }

    /// `lookupNearestSymbolFrom(from, ref)`.
    fn lookup_symbol(&mut self, root: &Body, from: Option<OpRef>, sym: Attr) -> Option<OpRef> {
        let table = self.nearest_symbol_table(root, from)?;
        let tree = &self.tree;
        self.symbols
            .resolve(self.ctx, tree, &|b| tree.body(root, b), table, sym)
    }

    /// The node a call resolves to (`UNKNOWN` when none).
    fn resolve_call(&mut self, root: &Body, call: OpRef) -> usize {
        let Some(b) = self.tree.body(root, call.body) else {
            return UNKNOWN;
        };
        let Some(iface) = self.ctx.op_info(b.op_name(call.op)).and_then(|i| i.call) else {
            return UNKNOWN;
        };
        let target = match (iface.callee)(self.ctx, b, call.op) {
            Some(Callee::Symbol(s)) => self.lookup_symbol(root, Some(call), s),
            Some(Callee::Value(v)) => b.defining_op(v).map(|o| OpRef {
                body: call.body,
                op: o,
            }),
            None => None,
        };
        target
            .and_then(|t| self.callable_node(root, t))
            .unwrap_or(UNKNOWN)
    }

    /// The node of a callable op (through its callable region).
    fn callable_node(&self, root: &Body, op: OpRef) -> Option<usize> {
        let b = self.tree.body(root, op.body)?;
        let iface = self.ctx.op_info(b.op_name(op.op))?.callable?;
        let r = (iface.region)(self.ctx, b, op.op)?;
        self.graph.lookup_region(op, r)
    }

    // ----- graph construction -----

    fn build_graph(&mut self, root: &Body) {
        for resolve in [false, true] {
            let mut parents: Vec<Option<usize>> = Vec::new();
            let mut found: Vec<(OpRef, usize)> = Vec::new();
            let ctx = self.ctx;
            let graph = &mut self.graph;
            let roots = root.root_regions().to_vec();
            walk_tree(
                root,
                &mut self.tree,
                BodyIx::ROOT,
                &roots,
                &mut |b, here, op, ev| {
                    if ev == WalkEvent::Post {
                        parents.pop();
                        return WalkControl::Advance;
                    }
                    let parent = parents.last().copied().flatten();
                    let info = ctx.op_info(b.op_name(op));
                    let r = OpRef { body: here, op };
                    if info.is_some_and(|i| i.call.is_some()) {
                        if let (true, Some(p)) = (resolve, parent) {
                            found.push((r, p));
                        }
                        parents.push(parent);
                        return WalkControl::Skip;
                    }
                    if let Some(c) = info.and_then(|i| i.callable) {
                        let region = (c.region)(ctx, b, op);
                        match region {
                            Some(idx) if b.nested_body(op).is_some() => {
                                let n = match graph.by_op.get(&r) {
                                    Some(&n) => n,
                                    None => {
                                        graph.nodes.push(Node {
                                            op: Some(r),
                                            region: idx,
                                            edges: Vec::new(),
                                        });
                                        let n = graph.nodes.len() - 1;
                                        graph.by_op.insert(r, n);
                                        match parent {
                                            Some(p) => graph.add_edge(p, n, EdgeKind::Child),
                                            None => graph.add_edge(EXTERNAL, n, EdgeKind::Abstract),
                                        }
                                        n
                                    }
                                };
                                parents.push(Some(n));
                                return WalkControl::Advance;
                            }
                            Some(_) => {}
                            None => {
                                parents.push(parent);
                                return WalkControl::Skip;
                            }
                        }
                    }
                    parents.push(parent);
                    WalkControl::Advance
                },
            );
            // Resolve the calls found (in IR order) now that the walk's
            // borrows are over.
            for (call, parent) in found {
                let target = self.resolve_call(root, call);
                self.graph.add_edge(parent, target, EdgeKind::Call);
            }
        }
    }

    // ----- use lists -----

    /// The callable nodes the symbol uses in `op` (and nested ops) resolve
    /// to, looked up from `op`'s parent, each with whether `op` itself is
    /// the user (MLIR's `walkReferencedSymbolNodes`).
    fn referenced_nodes(&mut self, root: &Body, op: OpRef) -> Vec<(usize, bool)> {
        let uses = symbol_uses(self.ctx, root, &mut self.tree, op);
        let from = self.parent_of(root, op).flatten();
        let mut resolved: FxHashMap<Attr, Option<usize>> = FxHashMap::default();
        let mut out = Vec::new();
        for (sym, is_top) in uses {
            let node = match resolved.get(&sym) {
                Some(n) => *n,
                None => {
                    let n = self
                        .lookup_symbol(root, from, sym)
                        .and_then(|t| self.callable_node(root, t));
                    resolved.insert(sym, n);
                    n
                }
            };
            if let Some(n) = node {
                out.push((n, is_top));
            }
        }
        out
    }

    fn build_uses(&mut self, root: &Body) {
        // Every symbol table, nested ones first.
        let mut tables: Vec<Option<OpRef>> = Vec::new();
        let roots = root.root_regions().to_vec();
        let ctx = self.ctx;
        walk_tree(
            root,
            &mut self.tree,
            BodyIx::ROOT,
            &roots,
            &mut |b, here, op, ev| {
                if ev == WalkEvent::Post
                    && ctx
                        .op_traits(b.op_name(op))
                        .contains(OpTraits::SYMBOL_TABLE)
                {
                    tables.push(Some(OpRef { body: here, op }));
                }
                WalkControl::Advance
            },
        );
        tables.push(None);
        let mut always_live: FxHashSet<usize> = FxHashSet::default();
        for t in tables {
            let body = match t {
                None => BodyIx::ROOT,
                Some(t) => self.tree.add(t),
            };
            let Some(b) = self.tree.body(root, body) else {
                continue;
            };
            let Some(&region) = b.root_regions().first() else {
                continue;
            };
            let ops: Vec<OpId> = b
                .region_blocks(region)
                .flat_map(|blk| b.block_ops(blk).collect::<Vec<_>>())
                .collect();
            for o in ops {
                let r = OpRef { body, op: o };
                if let Some(n) = self.callable_node(root, r) {
                    let b = self.tree.body(root, body).expect("symbol table body");
                    if ctx.op_traits(b.op_name(o)).contains(OpTraits::SYMBOL)
                        && is_private(ctx, b, o)
                    {
                        self.uses.discardable.entry(n).or_insert(0);
                    }
                    continue;
                }
                for (n, _) in self.referenced_nodes(root, r) {
                    always_live.insert(n);
                }
            }
        }
        for n in always_live {
            self.uses.discardable.remove(&n);
        }
        for n in 2..self.graph.nodes.len() {
            self.recompute_uses(root, n);
        }
    }

    fn recompute_uses(&mut self, root: &Body, node: usize) {
        let old = self.uses.node_uses.remove(&node).unwrap_or_default();
        self.uses.decrement(&old);
        let mut uses = CgUser::default();
        let Some(op) = self.graph.nodes[node].op else {
            return;
        };
        for (n, is_top) in self.referenced_nodes(root, op) {
            let Some(count) = self.uses.discardable.get_mut(&n) else {
                continue;
            };
            if !is_top {
                *uses.inner.entry(n).or_insert(0) += 1;
            } else if !uses.top_level.insert(n) {
                continue;
            }
            *count += 1;
        }
        self.uses.node_uses.insert(node, uses);
    }

    fn is_dead(&self, node: usize) -> bool {
        self.uses.discardable.get(&node) == Some(&0)
    }

    fn has_one_use_and_discardable(&self, node: usize) -> bool {
        self.uses.discardable.get(&node) == Some(&1)
    }

    fn drop_call_uses(&mut self, root: &Body, user: usize, call: OpRef) {
        for (n, _) in self.referenced_nodes(root, call) {
            let Some(u) = self.uses.node_uses.get_mut(&user) else {
                continue;
            };
            let Some(c) = u.inner.get_mut(&n) else {
                continue;
            };
            *c -= 1;
            *self.uses.discardable.entry(n).or_insert(0) -= 1;
        }
    }

    fn merge_uses_after_inlining(&mut self, callee: usize, caller: usize) {
        let inner: Vec<(usize, i64)> = self
            .uses
            .node_uses
            .get(&callee)
            .map(|u| u.inner.iter().map(|(k, v)| (*k, *v)).collect())
            .unwrap_or_default();
        let target = self.uses.node_uses.entry(caller).or_default();
        for (n, c) in &inner {
            *target.inner.entry(*n).or_insert(0) += c;
        }
        for (n, c) in inner {
            *self.uses.discardable.entry(n).or_insert(0) += c;
        }
    }

    fn erase_node_uses(&mut self, node: usize) {
        let mut stack = vec![node];
        while let Some(n) = stack.pop() {
            for &(t, k) in &self.graph.nodes[n].edges {
                if k == EdgeKind::Child {
                    stack.push(t);
                }
            }
            if let Some(u) = self.uses.node_uses.remove(&n) {
                self.uses.decrement(&u);
            }
            self.uses.discardable.remove(&n);
        }
    }

    // ----- SCC processing -----

    fn inline_scc(&mut self, root: &mut Body, scc: &mut Vec<usize>) -> bool {
        let mut iterations = 0u32;
        loop {
            if !self.optimize_scc(root, scc) {
                return false;
            }
            if !self.inline_calls_in_scc(root, scc) {
                break;
            }
            iterations += 1;
            if iterations >= self.pass.max_iterations {
                break;
            }
        }
        true
    }

    fn optimize_scc(&mut self, root: &mut Body, scc: &[usize]) -> bool {
        let visit: Vec<usize> = scc
            .iter()
            .copied()
            .filter(|&n| n > UNKNOWN && !self.graph.has_children(n))
            .collect();
        for &n in &visit {
            let Some(op) = self.graph.nodes[n].op else {
                continue;
            };
            let Some(name) = self.tree.body(root, op.body).map(|b| b.op_name(op.op)) else {
                continue;
            };
            let name = self.ctx.op_name_str(name).to_string();
            if !self.pipelines.contains_key(&name) {
                let pm = self.make_pipeline(&name);
                self.pipelines.insert(name.clone(), pm);
            }
            let Some(Some(pm)) = self.pipelines.get(&name) else {
                continue;
            };
            let Some(parent) = self.tree.body_mut(root, op.body) else {
                continue;
            };
            let res = self.runner.run(self.ctx, pm, parent, op.op);
            self.diagnostics.extend(res.diagnostics);
            if res.failed {
                return false;
            }
        }
        for n in visit {
            self.recompute_uses(root, n);
        }
        true
    }

    /// The pipeline for callables named `name`: the first non-empty
    /// `op-pipelines` entry anchored on it, else the default pipeline.
    fn make_pipeline(&mut self, name: &str) -> Option<OpPassManager> {
        if let Some(i) = self
            .pass
            .op_pipelines
            .iter()
            .position(|p| p.anchor == name && p.size() > 0)
        {
            let text = &self.pass.op_pipeline_texts[i];
            return crate::pipeline::parse_pipeline(&self.pass.registry, text).ok();
        }
        if self.pass.default_pipeline.is_empty() {
            return None;
        }
        let mut pm = OpPassManager::new(name);
        if let Err(e) =
            crate::pipeline::parse_into(&self.pass.registry, &self.pass.default_pipeline, &mut pm)
        {
            // MLIR reports the error on stderr and runs nothing.
            self.printed.push_str(&e.message);
            return Some(OpPassManager::new(name));
        }
        Some(pm)
    }

    /// Collects the calls in `blocks` (each the ops of a block, with the
    /// body it is in) whose callee is a node, in MLIR's worklist
    /// order: blocks last to first, the blocks of nested regions right after
    /// the block holding them.
    fn collect_calls(
        &mut self,
        root: &Body,
        blocks: Vec<(BodyIx, Vec<OpId>)>,
        source: usize,
        traverse_nested: bool,
        out: &mut Vec<ResolvedCall>,
    ) {
        let mut work: Vec<(BodyIx, Vec<OpId>, usize)> =
            blocks.into_iter().map(|(p, b)| (p, b, source)).collect();
        while let Some((body, ops, node)) = work.pop() {
            for op in ops {
                let Some(b) = self.tree.body(root, body) else {
                    break;
                };
                if !b.is_live_op(op) {
                    continue;
                }
                let r = OpRef { body, op };
                if let Some(iface) = self.ctx.op_info(b.op_name(op)).and_then(|i| i.call) {
                    if let Some(Callee::Symbol(s)) = (iface.callee)(self.ctx, b, op) {
                        if matches!(self.ctx.attr_data(s), AttrData::SymbolRef { nested, .. } if !nested.is_empty())
                        {
                            continue;
                        }
                    }
                    let target = self.resolve_call(root, r);
                    if target > UNKNOWN {
                        out.push(ResolvedCall {
                            call: r,
                            source: node,
                            target,
                        });
                    }
                    continue;
                }
                let (inner, rb) = match b.nested_body(op) {
                    Some(nb) => (self.tree.add(r), nb),
                    None => (body, b),
                };
                for (i, &region) in b.op_regions(op).iter().enumerate() {
                    let nested = self.graph.lookup_region(r, i);
                    if traverse_nested || nested.is_none() {
                        for blk in rb.region_blocks(region) {
                            let ops = rb.block_ops(blk).collect();
                            work.push((inner, ops, nested.unwrap_or(node)));
                        }
                    }
                }
            }
        }
    }

    fn inline_calls_in_scc(&mut self, root: &mut Body, scc: &mut Vec<usize>) -> bool {
        let mut calls: Vec<ResolvedCall> = Vec::new();
        let mut dead: Vec<usize> = Vec::new();
        for &n in scc.iter() {
            if n <= UNKNOWN {
                continue;
            }
            if self.is_dead(n) {
                if !dead.contains(&n) {
                    dead.push(n);
                }
                continue;
            }
            let Some(op) = self.graph.nodes[n].op else {
                continue;
            };
            let inner = self.tree.add(op);
            let Some(b) = self.tree.body(root, inner) else {
                continue;
            };
            let Some(&region) = b.root_regions().get(self.graph.nodes[n].region) else {
                continue;
            };
            let blocks: Vec<(BodyIx, Vec<OpId>)> = b
                .region_blocks(region)
                .map(|blk| (inner, b.block_ops(blk).collect()))
                .collect();
            self.collect_calls(root, blocks, n, false, &mut calls);
        }
        let mut history: Vec<(usize, Option<usize>)> = Vec::new();
        let mut call_history: Vec<Option<usize>> = vec![None; calls.len()];
        let mut inlined_any = false;
        let mut i = 0;
        while i < calls.len() {
            let it = calls[i].clone();
            let hid = call_history[i];
            i += 1;
            if dead.contains(&it.source) {
                continue;
            }
            let mut in_history = false;
            let mut h = hid;
            while let Some(x) = h {
                if history[x].0 == it.target {
                    in_history = true;
                    break;
                }
                h = history[x].1;
            }
            if in_history || !self.should_inline(root, &it) {
                continue;
            }
            let prev = calls.len();
            let in_place = self.has_one_use_and_discardable(it.target);
            if !self.inline_call(root, &it, !in_place, &mut calls) {
                continue;
            }
            inlined_any = true;
            let new_hid = history.len();
            history.push((it.target, hid));
            for _ in prev..calls.len() {
                call_history.push(Some(new_hid));
            }
            self.drop_call_uses(root, it.source, it.call);
            self.merge_uses_after_inlining(it.target, it.source);
            if let Some(b) = self.tree.body_mut(root, it.call.body) {
                let _ = b.erase_op(it.call.op);
            }
            if in_place {
                self.erase_node_uses(it.target);
                if !dead.contains(&it.target) {
                    dead.push(it.target);
                }
            }
        }
        for n in dead {
            scc.retain(|&x| x != n);
            if !self.dead.contains(&n) {
                self.dead.push(n);
            }
        }
        inlined_any
    }

    /// MLIR's `Inliner::Impl::shouldInline` with the threshold
    /// profitability of the pass.
    fn should_inline(&mut self, root: &Body, it: &ResolvedCall) -> bool {
        let ctx = self.ctx;
        let Some(cb) = self.tree.body(root, it.call.body) else {
            return false;
        };
        if !cb.is_live_op(it.call.op) || cb.op_block(it.call.op).is_none() {
            return false;
        }
        if ctx
            .op_traits(cb.op_name(it.call.op))
            .contains(OpTraits::TERMINATOR)
        {
            return false;
        }
        if self.graph.nodes[it.target]
            .edges
            .iter()
            .any(|&(t, _)| t == it.target || t == it.source)
        {
            return false;
        }
        let Some(target) = self.graph.nodes[it.target].op else {
            return false;
        };
        let Some(target_body) = self.tree.child(target) else {
            return false;
        };
        if self.tree.is_within(it.call.body, target_body) {
            return false; // the call is inside the callee
        }
        let Some(callee_region) = self.node_region(root, it.target) else {
            return false;
        };
        let Some(tb) = self.tree.body(root, target_body) else {
            return false;
        };
        let multi_block = tb.region_blocks(callee_region).nth(1).is_some();
        if multi_block {
            let callable_name = self
                .tree
                .body(root, target.body)
                .map(|b| b.op_name(target.op));
            let parent = self.parent_of(root, it.call).flatten();
            let parent_name = self.op_handle_name(root, parent);
            let same = callable_name.is_some() && callable_name == parent_name;
            let single_block = parent_name.is_some_and(|n| {
                ctx.op_info(n).is_none() || ctx.op_traits(n).contains(OpTraits::SINGLE_BLOCK)
            });
            if !same && single_block {
                return false;
            }
        }
        self.profitable(root, it)
    }

    fn node_region(&self, root: &Body, n: usize) -> Option<rmlir_ir::RegionId> {
        let op = self.graph.nodes[n].op?;
        let b = self.tree.body(root, self.tree.child(op)?)?;
        b.root_regions().get(self.graph.nodes[n].region).copied()
    }

    fn profitable(&mut self, root: &Body, it: &ResolvedCall) -> bool {
        let threshold = self.pass.threshold;
        if threshold == 0 {
            return false;
        }
        if threshold == u32::MAX {
            return true;
        }
        let caller_ops = self.count_ops(root, it.source);
        if caller_ops == 0 {
            return true;
        }
        let ratio = self.count_ops(root, it.target).wrapping_mul(100) / caller_ops;
        ratio <= threshold
    }

    /// The number of ops in the callable region of node `n`, nested ones
    /// included.
    fn count_ops(&mut self, root: &Body, n: usize) -> u32 {
        let Some(op) = self.graph.nodes[n].op else {
            return 0;
        };
        let Some(region) = self.node_region(root, n) else {
            return 0;
        };
        let inner = self.tree.add(op);
        let mut c = 0u32;
        walk_tree(
            root,
            &mut self.tree,
            inner,
            &[region],
            &mut |_, _, _, ev| {
                if ev == WalkEvent::Pre {
                    c = c.wrapping_add(1);
                }
                WalkControl::Advance
            },
        );
        c
    }

    /// `inlineCall`: inlines the callee of `it` at the call; new calls in
    /// the inlined blocks are appended to `calls`. The call op is left for
    /// the caller to erase. Returns false, changing nothing, when the call
    /// cannot be inlined.
    fn inline_call(
        &mut self,
        root: &mut Body,
        it: &ResolvedCall,
        clone: bool,
        calls: &mut Vec<ResolvedCall>,
    ) -> bool {
        let ctx = self.ctx;
        let Some(target) = self.graph.nodes[it.target].op else {
            return false;
        };
        let region_index = self.graph.nodes[it.target].region;
        // ---- checks, on the IR as it is ----
        {
            let r: &Body = root;
            let target_body = self.tree.add(target);
            let (Some(cb), Some(fparent), Some(fb)) = (
                self.tree.body(r, it.call.body),
                self.tree.body(r, target.body),
                self.tree.body(r, target_body),
            ) else {
                return false;
            };
            let Some(&src_region) = fb.root_regions().get(region_index) else {
                return false;
            };
            let Some(entry) = fb.entry_block(src_region) else {
                return false;
            };
            let Some(call_iface) = ctx.op_info(cb.op_name(it.call.op)).and_then(|i| i.call) else {
                return false;
            };
            let Some(callable_iface) = ctx
                .op_info(fparent.op_name(target.op))
                .and_then(|i| i.callable)
            else {
                return false;
            };
            let args: Vec<ValueId> = (call_iface.arg_operands)(ctx, cb, it.call.op)
                .map(|i| cb.operand(it.call.op, i))
                .collect();
            let result_types = (callable_iface.result_types)(ctx, fparent, target.op);
            let entry_args = fb.block_args(entry);
            if args.len() != entry_args.len() || cb.num_results(it.call.op) != result_types.len() {
                return false;
            }
            // No dialect here materializes call conversions: types must match.
            if args
                .iter()
                .zip(entry_args)
                .any(|(&a, &e)| cb.value_type(a) != fb.value_type(e))
                || cb
                    .results(it.call.op)
                    .zip(&result_types)
                    .any(|(v, &t)| cb.value_type(v) != t)
            {
                return false;
            }
            let call_legal = inliner_for(ctx, cb.op_name(it.call.op))
                .and_then(|i| i.call_legal)
                .is_some_and(|f| f(ctx, cb, it.call.op, fparent, target.op, clone));
            if !call_legal {
                return false;
            }
            // The region the call is in, through its parent op's dialect.
            let parent = self.parent_of(r, it.call).flatten();
            let Some(parent_name) = self.op_handle_name(r, parent) else {
                return false;
            };
            let region_legal = inliner_for(ctx, parent_name)
                .and_then(|i| i.region_legal)
                .is_some_and(|f| f(ctx, parent_name, clone));
            if !region_legal {
                return false;
            }
            let mut legal = true;
            walk_regions(fb, &[src_region], true, &mut |b, o, ev| {
                if ev == WalkEvent::Post {
                    return WalkControl::Advance;
                }
                let iface = inliner_for(ctx, b.op_name(o));
                if !iface
                    .and_then(|i| i.op_legal)
                    .is_some_and(|f| f(ctx, b, o, clone))
                {
                    legal = false;
                    return WalkControl::Interrupt;
                }
                let recurse = iface
                    .and_then(|i| i.analyze_recursively)
                    .is_none_or(|f| f(ctx, b, o));
                if recurse {
                    WalkControl::Advance
                } else {
                    WalkControl::Skip
                }
            });
            if !legal {
                return false;
            }
        }
        // ---- the rewrite ----
        let Some(fparent) = self.tree.body_mut(root, target.body) else {
            return false;
        };
        let Some(callee_body) = fparent.take_nested_body(target.op) else {
            return false;
        };
        let new_blocks = {
            let Some(cb) = self.tree.body_mut(root, it.call.body) else {
                if let Some(p) = self.tree.body_mut(root, target.body) {
                    p.put_nested_body(target.op, callee_body);
                }
                return false;
            };
            let result_types: Vec<rmlir_ir::Type> =
                cb.results(it.call.op).map(|v| cb.value_type(v)).collect();
            splice_callee(
                ctx,
                cb,
                it.call.op,
                &callee_body,
                region_index,
                &result_types,
            )
        };
        if let Some(p) = self.tree.body_mut(root, target.body) {
            p.put_nested_body(target.op, callee_body);
        }
        // Calls in the inlined code (MLIR's processInlinedBlocks, run before
        // the terminators are handled: the blocks are the same).
        let blocks: Vec<(BodyIx, Vec<OpId>)> = new_blocks
            .into_iter()
            .map(|ops| (it.call.body, ops))
            .collect();
        self.collect_calls(root, blocks, it.source, true, calls);
        true
    }
}

/// Clones the callable region of `callee` (region `region_index` of its
/// root regions) at `call` in `body`, maps the entry arguments to the call's
/// operands, remaps locations under the call's location, handles the
/// terminators and splices the entry block into the call's block. Returns
/// the ops of each inlined block as cloned, before the terminators are
/// handled and the blocks merged (where MLIR collects the new calls).
fn splice_callee(
    ctx: &Context,
    body: &mut Body,
    call: OpId,
    callee: &Body,
    region_index: usize,
    result_types: &[rmlir_ir::Type],
) -> Vec<Vec<OpId>> {
    let src_region = callee.root_regions()[region_index];
    let Some(entry) = callee.entry_block(src_region) else {
        return Vec::new();
    };
    let call_iface = ctx.op_info(body.op_name(call)).and_then(|i| i.call);
    let args: Vec<ValueId> = match call_iface {
        Some(ci) => (ci.arg_operands)(ctx, body, call)
            .map(|i| body.operand(call, i))
            .collect(),
        None => Vec::new(),
    };
    let mut map = CrossMapping::default();
    for (&a, v) in callee.block_args(entry).iter().zip(args) {
        map.values.insert(a, v);
    }
    let Some(inline_block) = body.op_block(call) else {
        return Vec::new();
    };
    let region = body.block_region(inline_block);
    // Split the block after the call.
    let post = body.create_block_before(region, body.next_block(inline_block));
    let mut rest = Vec::new();
    let mut o = body.next_op(call);
    while let Some(x) = o {
        o = body.next_op(x);
        rest.push(x);
    }
    for x in rest {
        body.move_op_to_end(x, post);
    }
    let new_blocks = clone_region_into(callee, src_region, body, region, Some(post), &mut map);
    // Locations: callsite(callee at caller).
    let call_loc = body.op_loc(call);
    if !matches!(ctx.loc_data(call_loc), LocData::Unknown) {
        let mut cache: FxHashMap<Loc, Loc> = FxHashMap::default();
        remap_locations(body, &new_blocks, &mut |l| {
            *cache
                .entry(l)
                .or_insert_with(|| stack_locations(ctx, l, call_loc))
        });
    }
    let inlined: Vec<Vec<OpId>> = new_blocks
        .iter()
        .map(|&b| body.block_ops(b).collect())
        .collect();
    let results: Vec<ValueId> = body.results(call).collect();
    let Some(&first) = new_blocks.first() else {
        return inlined;
    };
    if new_blocks.len() == 1 {
        if let Some(term) = body.last_op(first) {
            if let Some(f) = inliner_for(ctx, body.op_name(term)).and_then(|i| i.terminator_values)
            {
                f(ctx, body, term, &results);
            }
            let _ = body.erase_op(term);
        }
        let ops: Vec<OpId> = body.block_ops(post).collect();
        for x in ops {
            body.move_op_to_end(x, first);
        }
        body.erase_block(post);
    } else {
        for (i, &r) in results.iter().enumerate() {
            let a = body.add_block_arg(post, result_types[i], Some(call_loc));
            body.replace_all_uses(r, a);
        }
        for &b in &new_blocks {
            if let Some(term) = body.last_op(b) {
                if let Some(f) =
                    inliner_for(ctx, body.op_name(term)).and_then(|i| i.terminator_to_block)
                {
                    f(ctx, body, term, post);
                }
            }
        }
    }
    let ops: Vec<OpId> = body.block_ops(first).collect();
    for x in ops {
        body.move_op_to_end(x, inline_block);
    }
    body.erase_block(first);
    inlined
}

/// MLIR's `stackLocations`: `callsite(callee at caller)`, appending the
/// caller at the end of an existing chain of call sites.
fn stack_locations(ctx: &Context, callee: Loc, caller: Loc) -> Loc {
    let mut chain = Vec::new();
    let mut last = callee;
    while let LocData::CallSite {
        callee: c,
        caller: next,
    } = ctx.loc_data(last)
    {
        chain.push(*c);
        last = *next;
    }
    let mut loc = ctx.intern_loc(LocData::CallSite {
        callee: last,
        caller,
    });
    for c in chain.into_iter().rev() {
        loc = ctx.intern_loc(LocData::CallSite {
            callee: c,
            caller: loc,
        });
    }
    loc
}

#[cfg(test)]
mod tests {
    use super::*;

    fn graph(edges: &[&[usize]]) -> CallGraph {
        let mut g = CallGraph::default();
        for (i, es) in edges.iter().enumerate() {
            if i >= g.nodes.len() {
                g.nodes.push(Node::default());
            }
            for &t in es.iter() {
                while g.nodes.len() <= t {
                    g.nodes.push(Node::default());
                }
                g.add_edge(i, t, EdgeKind::Call);
            }
        }
        g
    }

    #[test]
    fn sccs_are_bottom_up_in_llvm_order() {
        // external -> 2, 3; 2 -> 3; 3 -> 4; 4 -> 2 (a cycle 2-3-4); 5 alone.
        let g = graph(&[&[2, 5], &[], &[3], &[4], &[2], &[]]);
        let s = g.sccs();
        assert_eq!(s, vec![vec![4, 3, 2], vec![5], vec![0]]);
    }

    #[test]
    fn duplicate_edges_are_merged() {
        let mut g = CallGraph::default();
        g.nodes.push(Node::default());
        g.add_edge(0, 2, EdgeKind::Abstract);
        g.add_edge(0, 2, EdgeKind::Abstract);
        g.add_edge(2, 2, EdgeKind::Call);
        g.add_edge(2, 2, EdgeKind::Call);
        assert_eq!(g.nodes[0].edges.len(), 1);
        assert_eq!(g.nodes[2].edges.len(), 1);
        assert_eq!(g.sccs(), vec![vec![2], vec![0]]);
    }

    #[test]
    fn callsite_locations_stack() {
        let ctx = Context::new();
        let f = |l: u32| ctx.file_loc(ctx.ident("f"), l, 1);
        let (a, b, c) = (f(1), f(2), f(3));
        let ab = stack_locations(&ctx, a, b);
        assert_eq!(
            ctx.loc_data(ab),
            &LocData::CallSite {
                callee: a,
                caller: b
            }
        );
        // callsite(a at b) inlined at c: callsite(a at callsite(b at c)).
        let abc = stack_locations(&ctx, ab, c);
        let bc = ctx.intern_loc(LocData::CallSite {
            callee: b,
            caller: c,
        });
        assert_eq!(
            ctx.loc_data(abc),
            &LocData::CallSite {
                callee: a,
                caller: bc
            }
        );
    }
}
