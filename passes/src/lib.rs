//! rmlir-passes: the pass manager (nesting by op name, textual pipelines,
//! parallel execution over isolated ops) and the generic passes.
//!
//! Write a pass by implementing [`Pass`] and registering a [`PassInfo`] in a
//! [`PassRegistry`]; [`parse_pipeline`] then builds managers that can run it.

pub mod canonicalize;
pub mod cse;
pub mod manager;
pub mod pass;
pub mod pipeline;
pub mod strip;
pub mod symbols;
pub mod timing;

pub use manager::{Entry, OpPassManager, RunOptions, RunResult};
pub use pass::{OptionKind, OptionSpec, Pass, PassContext, PassInfo, PassOptions, PassRegistry};
pub use pipeline::{parse_into, parse_pipeline, PipelineError};

/// A registry with every pass of this crate.
pub fn registry() -> PassRegistry {
    let mut r = PassRegistry::new();
    r.register(canonicalize::INFO);
    r.register(cse::INFO);
    r.register(strip::INFO);
    r.register(symbols::DCE_INFO);
    r.register(symbols::PRIVATIZE_INFO);
    r
}
