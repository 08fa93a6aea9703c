//! rmlir-passes: the pass manager (nesting by op name, textual pipelines,
//! parallel execution over isolated ops) and the generic passes.
//!
//! Write a pass by implementing [`Pass`] and declaring it once with a
//! [`PassInfo`] (argument, name, summary, anchor, options, statistics);
//! registered in a [`PassRegistry`], [`parse_pipeline`] then builds managers
//! that run it, and pipelines nested in pass options can name it too.

pub mod analysis;
pub mod canonicalize;
pub mod cf_sink;
pub mod cse;
pub mod dataflow;
pub mod inline;
pub mod instrument;
pub mod licm;
pub mod manager;
pub mod op_stats;
pub mod pass;
pub mod pipeline;
pub mod remove_dead_values;
pub mod sccp;
pub mod strip;
pub mod symbols;
pub mod test_data_layout_query;
pub mod timing;
pub mod topo_sort;
mod typed_options;

pub use analysis::{Analysis, AnalysisCache};
pub use manager::{Entry, FailedPass, OpPassManager, RunOptions, RunResult};
pub use pass::{
    OptionKind, OptionSpec, Pass, PassContext, PassInfo, PassOptions, PassRegistry, ScheduledPass,
    StatisticSpec,
};
pub use pipeline::{parse_into, parse_pipeline, PipelineError};
pub use typed_options::OptionType;

/// A registry with every pass of this crate.
pub fn registry() -> PassRegistry {
    let mut r = PassRegistry::new();
    r.register(canonicalize::INFO);
    r.register(cf_sink::INFO);
    r.register(cse::INFO);
    r.register(inline::INFO);
    r.register(licm::INFO);
    r.register(op_stats::INFO);
    r.register(remove_dead_values::INFO);
    r.register(sccp::INFO);
    r.register(strip::INFO);
    r.register(symbols::DCE_INFO);
    r.register(symbols::PRIVATIZE_INFO);
    r.register(test_data_layout_query::INFO);
    r.register(topo_sort::INFO);
    r
}
