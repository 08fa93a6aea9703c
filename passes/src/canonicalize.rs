//! `canonicalize`: folds and applies every registered op's canonicalization
//! patterns with the greedy driver, taking MLIR 22's options.

use crate::pass::{
    OptionKind, Pass, PassContext, PassInfo, PassOptions, PassRegistry, StatisticSpec,
};
use rmlir_egraph::{Limits, RuleError, RuleSet};
use rmlir_ir::pattern::{FrozenPatternSet, RewritePattern};
use rmlir_ir::{Context, Diagnostic};
use rmlir_rewrite::{apply_patterns_greedily_in, GreedyConfig, RegionSimplify};
use std::sync::OnceLock;

crate::pass_options! {
    /// The options of `canonicalize` (MLIR 22's, and rmlir's e-graph
    /// backend's).
    pub struct CanonicalizeOptions {
        disable_patterns: Vec<String> = (
            "disable-patterns",
            OptionKind::List,
            "",
            "Labels of patterns that should be filtered out during application"
        ),
        enable_patterns: Vec<String> = (
            "enable-patterns",
            OptionKind::List,
            "",
            "Labels of patterns that should be used during application, all other patterns are filtered out"
        ),
        max_iterations: i64 = (
            "max-iterations",
            OptionKind::Int,
            "10",
            "Max. iterations between applying patterns / simplifying regions"
        ),
        max_num_rewrites: i64 = (
            "max-num-rewrites",
            OptionKind::Int,
            "-1",
            "Max. number of pattern rewrites within an iteration"
        ),
        region_simplify: String = (
            "region-simplify",
            OptionKind::Enum(&["disabled", "normal", "aggressive"]),
            "normal",
            "Perform control flow optimizations to the region tree"
        ),
        test_convergence: bool = (
            "test-convergence",
            OptionKind::Bool,
            "false",
            "Test only: Fail pass on non-convergence to detect cyclic pattern"
        ),
        backend: String = (
            "backend",
            OptionKind::Enum(&["greedy", "egraph"]),
            "greedy",
            "rmlir: the rewriting engine, `greedy` (MLIR's) or `egraph` (equality saturation on each block's pure ops after the greedy run; never worse than greedy)", rmlir_only
        ),
        egraph_node_limit: i64 = (
            "egraph-node-limit",
            OptionKind::Int,
            "1000",
            "rmlir: e-nodes at which a block's saturation stops (backend=egraph)", rmlir_only
        ),
        egraph_iter_limit: i64 = (
            "egraph-iter-limit",
            OptionKind::Int,
            "8",
            "rmlir: saturation iterations per block (backend=egraph)", rmlir_only
        ),
        egraph_match_limit: i64 = (
            "egraph-match-limit",
            OptionKind::Int,
            "200",
            "rmlir: matches of one rule applied per iteration (backend=egraph)", rmlir_only
        ),
        egraph_rules: Vec<String> = (
            "egraph-rules",
            OptionKind::List,
            "",
            "rmlir: names of the equality rules to use, all if empty (backend=egraph)", rmlir_only
        ),
        top_down: bool = (
            "top-down",
            OptionKind::Bool,
            "true",
            "Seed the worklist in general top-down order"
        ),
    }
}

/// Rounds of e-graph rewriting (each followed by a greedy clean-up) at most.
const MAX_EGRAPH_ROUNDS: usize = 8;

/// Registration of `canonicalize`.
pub const INFO: PassInfo = PassInfo {
    argument: "canonicalize",
    name: "Canonicalizer",
    summary: "Canonicalize operations",
    options: CanonicalizeOptions::SPECS,
    anchor: None,
    statistics: &[
        StatisticSpec {
            name: "egraph-blocks",
            description: "rmlir: blocks given to the e-graph backend",
            rmlir_only: true,
        },
        StatisticSpec {
            name: "egraph-blocks-rewritten",
            description: "rmlir: blocks rewritten because the extracted program was cheaper",
            rmlir_only: true,
        },
        StatisticSpec {
            name: "egraph-enodes",
            description: "rmlir: e-nodes over all blocks",
            rmlir_only: true,
        },
        StatisticSpec {
            name: "egraph-eclasses",
            description: "rmlir: e-classes over all blocks",
            rmlir_only: true,
        },
        StatisticSpec {
            name: "egraph-iterations",
            description: "rmlir: saturation iterations over all blocks",
            rmlir_only: true,
        },
        StatisticSpec {
            name: "egraph-limits-hit",
            description: "rmlir: blocks whose saturation a limit ended",
            rmlir_only: true,
        },
        StatisticSpec {
            name: "egraph-ops-saved",
            description: "rmlir: pure ops removed against the greedy result",
            rmlir_only: true,
        },
    ],
    create: |o: &PassOptions, _: &PassRegistry| {
        Box::new(Canonicalize {
            options: CanonicalizeOptions::from_options(o),
            patterns: OnceLock::new(),
            rules: OnceLock::new(),
        })
    },
};

/// The `canonicalize` pass.
pub struct Canonicalize {
    options: CanonicalizeOptions,
    patterns: OnceLock<FrozenPatternSet>,
    rules: OnceLock<Result<RuleSet, RuleError>>,
}

impl Canonicalize {
    fn config(&self) -> GreedyConfig {
        GreedyConfig {
            top_down: self.options.top_down,
            max_iterations: self.options.max_iterations,
            max_num_rewrites: self.options.max_num_rewrites,
            region_simplify: match self.options.region_simplify.as_str() {
                "disabled" => RegionSimplify::Disabled,
                "aggressive" => RegionSimplify::Aggressive,
                _ => RegionSimplify::Normal,
            },
            fold: true,
            cse_constants: true,
        }
    }

    fn patterns(&self, ctx: &Context) -> &FrozenPatternSet {
        self.patterns.get_or_init(|| {
            let mut all: Vec<Box<dyn RewritePattern>> = Vec::new();
            for &name in ctx.registered_ops() {
                if let Some(f) = ctx.op_info(name).and_then(|i| i.canonicalize) {
                    f(ctx, &mut all);
                }
            }
            let (disabled, enabled) = (
                &self.options.disable_patterns,
                &self.options.enable_patterns,
            );
            all.retain(|p| {
                let n = p.debug_name();
                !disabled.iter().any(|d| d == n)
                    && (enabled.is_empty() || enabled.iter().any(|e| e == n))
            });
            FrozenPatternSet::new(ctx, all)
        })
    }
}

impl Canonicalize {
    /// The equality rules the e-graph backend uses.
    fn rules(&self, ctx: &Context) -> &Result<RuleSet, RuleError> {
        self.rules.get_or_init(|| {
            let chosen = &self.options.egraph_rules;
            RuleSet::from_context(ctx, |name| {
                chosen.is_empty() || chosen.iter().any(|c| c == name)
            })
        })
    }

    fn limits(&self) -> Limits {
        let count = |n: i64| usize::try_from(n).unwrap_or(0);
        Limits {
            node_limit: count(self.options.egraph_node_limit),
            iter_limit: count(self.options.egraph_iter_limit),
            match_limit: count(self.options.egraph_match_limit),
        }
    }
}

impl Pass for Canonicalize {
    fn run(&self, cx: &mut PassContext<'_>) {
        let patterns = self.patterns(cx.ctx);
        let enclosing = cx.enclosing_body();
        let mut converged =
            apply_patterns_greedily_in(cx.ctx, enclosing, &mut cx.op.body, patterns, self.config());
        if self.options.backend == "egraph" {
            let rules = match self.rules(cx.ctx) {
                Ok(rules) => rules,
                Err(e) => {
                    let loc = cx.op.loc;
                    cx.emit(Diagnostic::error(
                        loc,
                        format!("equality rule '{}': {}", e.rule, e.message),
                    ));
                    cx.signal_failure();
                    return;
                }
            };
            // Rounds until the e-graph finds nothing cheaper: each rewrite
            // lowers a block's cost, so this ends; the bound is a safety net.
            // Equal values in different blocks are shared first (the
            // e-graph sees one block at a time), so that a later `cse`
            // gives it nothing new to find.
            let limits = self.limits();
            let graph = cx
                .ctx
                .op_traits(cx.op.name())
                .contains(rmlir_ir::registry::OpTraits::GRAPH_REGIONS);
            let mut total = rmlir_egraph::Stats::default();
            let mut tried = rmlir_egraph::TriedBlocks::default();
            for _ in 0..MAX_EGRAPH_ROUNDS {
                crate::cse::cse_tree(cx.ctx, &mut cx.op.body, graph);
                let stats =
                    rmlir_egraph::run_on_body(cx.ctx, &mut cx.op.body, rules, &limits, &mut tried);
                total.merge(&stats);
                if stats.blocks_rewritten == 0 {
                    break;
                }
                // What the e-graph wrote back is cleaned up (constants
                // hoisted and shared, folds) by the greedy driver.
                converged = apply_patterns_greedily_in(
                    cx.ctx,
                    enclosing,
                    &mut cx.op.body,
                    patterns,
                    self.config(),
                );
            }
            for (name, n) in [
                ("egraph-blocks", total.blocks),
                ("egraph-blocks-rewritten", total.blocks_rewritten),
                ("egraph-enodes", total.enodes),
                ("egraph-eclasses", total.eclasses),
                ("egraph-iterations", total.iterations),
                ("egraph-limits-hit", total.limits_hit),
                ("egraph-ops-saved", total.ops_saved),
            ] {
                cx.add_statistic(name, n);
            }
        }
        // Rewriting leaves erased ops behind and grows the arenas: give the
        // memory back before the next op is processed.
        compact_all(&mut cx.op.body);
        // Like MLIR: a failure without a diagnostic (canonicalization is
        // best effort; only `test-convergence` makes it an error).
        if self.options.test_convergence && !converged {
            cx.signal_failure();
        }
    }
}

/// Compacts `body` and the bodies of the isolated ops nested in it.
fn compact_all(body: &mut rmlir_ir::Body) {
    let mut stack: Vec<&mut rmlir_ir::Body> = vec![body];
    while let Some(b) = stack.pop() {
        b.compact();
        stack.extend(b.isolated_children_mut().into_iter().map(|(_, c)| c));
    }
}
