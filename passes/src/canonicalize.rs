//! `canonicalize`: folds and applies every registered op's canonicalization
//! patterns with the greedy driver, taking MLIR 22's options.

use crate::pass::{OptionKind, OptionSpec, Pass, PassContext, PassInfo, PassOptions, PassRegistry};
use rmlir_ir::pattern::{FrozenPatternSet, RewritePattern};
use rmlir_ir::Context;
use rmlir_rewrite::{apply_patterns_greedily, GreedyConfig, RegionSimplify};
use std::sync::OnceLock;

const OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        name: "disable-patterns",
        description: "Labels of patterns that should be filtered out during application",
        kind: OptionKind::List,
        default: "",
    },
    OptionSpec {
        name: "enable-patterns",
        description: "Labels of patterns that should be used during application, all other patterns are filtered out",
        kind: OptionKind::List,
        default: "",
    },
    OptionSpec {
        name: "max-iterations",
        description: "Max. iterations between applying patterns / simplifying regions",
        kind: OptionKind::Int,
        default: "10",
    },
    OptionSpec {
        name: "max-num-rewrites",
        description: "Max. number of pattern rewrites within an iteration",
        kind: OptionKind::Int,
        default: "-1",
    },
    OptionSpec {
        name: "region-simplify",
        description: "Perform control flow optimizations to the region tree",
        kind: OptionKind::Enum(&["disabled", "normal", "aggressive"]),
        default: "normal",
    },
    OptionSpec {
        name: "test-convergence",
        description: "Test only: Fail pass on non-convergence to detect cyclic pattern",
        kind: OptionKind::Bool,
        default: "false",
    },
    OptionSpec {
        name: "top-down",
        description: "Seed the worklist in general top-down order",
        kind: OptionKind::Bool,
        default: "true",
    },
];

/// Registration of `canonicalize`.
pub const INFO: PassInfo = PassInfo {
    argument: "canonicalize",
    name: "Canonicalizer",
    summary: "Canonicalize operations",
    options: OPTIONS,
    anchor: None,
    statistics: &[],
    create: |o: &PassOptions, _: &PassRegistry| {
        Box::new(Canonicalize {
            options: o.clone(),
            patterns: OnceLock::new(),
        })
    },
};

/// The `canonicalize` pass.
pub struct Canonicalize {
    options: PassOptions,
    patterns: OnceLock<FrozenPatternSet>,
}

impl Canonicalize {
    fn config(&self) -> GreedyConfig {
        GreedyConfig {
            top_down: self.options.get_bool("top-down"),
            max_iterations: self.options.get_i64("max-iterations"),
            max_num_rewrites: self.options.get_i64("max-num-rewrites"),
            region_simplify: match self.options.get("region-simplify") {
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
            let disabled = self.options.get_list("disable-patterns");
            let enabled = self.options.get_list("enable-patterns");
            all.retain(|p| {
                let n = p.debug_name();
                !disabled.iter().any(|d| d == n)
                    && (enabled.is_empty() || enabled.iter().any(|e| e == n))
            });
            FrozenPatternSet::new(ctx, all)
        })
    }
}

impl Pass for Canonicalize {
    fn run(&self, cx: &mut PassContext<'_>) {
        let patterns = self.patterns(cx.ctx);
        let converged = apply_patterns_greedily(cx.ctx, &mut cx.op.body, patterns, self.config());
        // Rewriting leaves erased ops behind and grows the arenas: give the
        // memory back before the next op is processed.
        compact_all(&mut cx.op.body);
        // Like MLIR: a failure without a diagnostic (canonicalization is
        // best effort; only `test-convergence` makes it an error).
        if self.options.get_bool("test-convergence") && !converged {
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
