//! rmlir-rewrite: the greedy pattern rewrite driver, the one-pass walk
//! driver, constant folding with deduplication and hoisting, and region
//! simplification.
//!
//! Patterns themselves ([`rmlir_ir::pattern::RewritePattern`]) and the
//! rewriter live in `rmlir-ir`, as in MLIR, so dialects can register
//! canonicalization patterns with the context.

pub mod folder;
pub mod greedy;
pub mod simplify;
pub mod walk;

pub use greedy::{
    apply_op_patterns_greedily, apply_patterns_greedily, apply_patterns_greedily_in, GreedyConfig,
    RegionSimplify,
};
pub use walk::{walk_and_apply_patterns, WalkStats};
