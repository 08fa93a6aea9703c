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
//! in a [`BodyTree`] and their id there ([`OpRef`](rmlir_ir::body_tree::OpRef)), which stays valid as
//! erased ops keep their slots; bodies created by inlining are numbered as
//! they are found.
//!
//! The pass and a run over one module live here; `graph` builds the call
//! graph and orders its SCCs, `uses` tracks the symbol uses that decide
//! which callables are dead, `scc` processes one SCC, `cost` holds the
//! legality and profitability checks and `splice` inlines one call.

mod cost;
mod graph;
mod scc;
mod splice;
mod uses;

use crate::manager::{OpPassManager, PipelineRunner};
use crate::pass::{OptionKind, Pass, PassContext, PassInfo, PassOptions, PassRegistry};
use graph::CallGraph;
use rmlir_ir::body_tree::BodyTree;
use rmlir_ir::registry::OpTraits;
use rmlir_ir::symbol::SymbolTables;
use rmlir_ir::{Body, Context, Diagnostic};
use rustc_hash::FxHashMap;
use uses::UseList;

crate::pass_options! {
    /// The options of `inline`.
    pub struct InlinerOptions {
        default_pipeline: String = (
            "default-pipeline",
            OptionKind::String,
            "canonicalize",
            "The optimizer pipeline used for callables that do not have a dedicated optimizer pipeline in opPipelineList"
        ),
        inlining_threshold: u32 = (
            "inlining-threshold",
            OptionKind::U32,
            "4294967295",
            "If the ratio between the number of the operations in the callee and the number of the operations in the caller exceeds this value (in percentage), then the callee is not inlined even if it is legal to inline it"
        ),
        max_iterations: u32 = (
            "max-iterations",
            OptionKind::U32,
            "4",
            "Maximum number of iterations when inlining within an SCC"
        ),
        op_pipelines: Vec<String> = (
            "op-pipelines",
            OptionKind::Pipelines,
            "",
            "Callable operation specific optimizer pipelines (in the form of `dialect.op(pipeline)`)"
        ),
    }
}

/// Registration of `inline`.
pub const INFO: PassInfo = PassInfo {
    argument: "inline",
    name: "Inliner",
    summary: "Inline function calls",
    options: InlinerOptions::SPECS,
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
        let o = InlinerOptions::from_options(o);
        let mut op_pipelines = Vec::new();
        let mut op_pipeline_texts = Vec::new();
        for p in &o.op_pipelines {
            if let Ok(pm) = crate::pipeline::parse_pipeline(reg, p) {
                op_pipelines.push(pm);
                op_pipeline_texts.push(p.to_string());
            }
        }
        Inliner {
            default_pipeline: o.default_pipeline,
            threshold: o.inlining_threshold,
            max_iterations: o.max_iterations,
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
}
