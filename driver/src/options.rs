//! Command-line options, spelled as mlir-opt spells them.

use clap::Parser;
use std::ffi::OsString;

/// rmlir-opt: MLIR modular optimizer driver (mlir-opt compatible).
#[derive(Parser, Debug, Clone)]
#[command(name = "rmlir-opt", version = concat!("rmlir-opt ", env!("CARGO_PKG_VERSION"), " (MLIR 22 compatible)"))]
pub struct Options {
    /// Input file, or `-` for stdin.
    #[arg(default_value = "-")]
    pub input: String,
    /// Output file.
    #[arg(short = 'o', default_value = "-")]
    pub output: String,
    /// Allow operations of unregistered dialects.
    #[arg(long)]
    pub allow_unregistered_dialect: bool,
    /// Print ops in the generic form.
    #[arg(long)]
    pub mlir_print_op_generic: bool,
    /// Print locations.
    #[arg(long)]
    pub mlir_print_debuginfo: bool,
    /// Print without aliases.
    #[arg(long)]
    pub mlir_print_local_scope: bool,
    /// Split the input on `// -----` (or the given marker) and process each chunk.
    #[arg(long, num_args = 0..=1, default_missing_value = "// -----", require_equals = true)]
    pub split_input_file: Option<String>,
    /// Check `expected-*` comments against the emitted diagnostics.
    #[arg(long)]
    pub verify_diagnostics: bool,
    /// Run on one thread.
    #[arg(long)]
    pub mlir_disable_threading: bool,
    /// Do not wrap the input in an implicit `builtin.module`.
    #[arg(long)]
    pub no_implicit_module: bool,
    /// List the registered dialects.
    #[arg(long)]
    pub show_dialects: bool,
    /// The pass pipeline to run, e.g. `builtin.module(func.func(cse))`.
    #[arg(long, allow_hyphen_values = true)]
    pub pass_pipeline: Option<String>,
    /// Print the pass pipeline before running it.
    #[arg(long)]
    pub dump_pass_pipeline: bool,
    /// Verify the IR after each pass.
    #[arg(long, default_value_t = true, action = clap::ArgAction::Set, num_args = 0..=1, default_missing_value = "true", require_equals = true)]
    pub verify_each: bool,
    /// Print an execution time report.
    #[arg(long)]
    pub mlir_timing: bool,
    /// How to show the time report: `tree` or `list`.
    #[arg(long, default_value = "tree", require_equals = true)]
    pub mlir_timing_display: String,
    /// Print the IR before the passes with these arguments (comma-separated).
    #[arg(long, value_delimiter = ',', require_equals = true)]
    pub mlir_print_ir_before: Vec<String>,
    /// Print the IR after the passes with these arguments (comma-separated).
    #[arg(long, value_delimiter = ',', require_equals = true)]
    pub mlir_print_ir_after: Vec<String>,
    /// Print the IR before each pass.
    #[arg(long)]
    pub mlir_print_ir_before_all: bool,
    /// Print the IR after each pass.
    #[arg(long)]
    pub mlir_print_ir_after_all: bool,
    /// When printing the IR after a pass, only print if the IR changed.
    #[arg(long)]
    pub mlir_print_ir_after_change: bool,
    /// When printing the IR after a pass, only print if the pass failed.
    #[arg(long)]
    pub mlir_print_ir_after_failure: bool,
    /// When printing the IR around passes, print the top-level op.
    #[arg(long)]
    pub mlir_print_ir_module_scope: bool,
    /// Print the statistics of each pass after running the pipeline.
    #[arg(long)]
    pub mlir_pass_statistics: bool,
    /// How to show pass statistics: `pipeline` or `list`.
    #[arg(long, default_value = "pipeline", require_equals = true, value_parser = ["pipeline", "list"])]
    pub mlir_pass_statistics_display: String,
    /// Print elements attributes with more elements than this as
    /// `dense_resource<__elided__>`.
    #[arg(long, require_equals = true)]
    pub mlir_elide_elementsattrs_if_larger: Option<u64>,
    /// Leave out file metadata resource entries longer than this.
    #[arg(long, require_equals = true)]
    pub mlir_elide_resource_strings_if_larger: Option<u64>,
    /// Write a reproducer (the input and the pipeline) to this file if the
    /// pipeline fails.
    #[arg(long, require_equals = true)]
    pub mlir_pass_pipeline_crash_reproducer: Option<String>,
    /// Write a reproducer to this file before running the pipeline.
    #[arg(long, require_equals = true)]
    pub mlir_generate_reproducer: Option<String>,
    /// Run the pipeline stored in the input's `mlir_reproducer` resource.
    #[arg(long)]
    pub run_reproducer: bool,
    /// Passes given as flags (`-cse -canonicalize`), with their options.
    #[arg(skip)]
    pub pass_flags: Vec<(String, String)>,
}

impl Options {
    /// Shorthands for readability.
    pub fn threads_enabled(&self) -> bool {
        !self.mlir_disable_threading
    }
}

/// Parses argv, accepting LLVM's single-dash long options (`-split-input-file`)
/// and passes as flags (`-cse`, `--canonicalize=max-iterations=3`).
pub fn parse_args(
    args: impl Iterator<Item = OsString>,
    is_pass: &dyn Fn(&str) -> bool,
    pass_help: &str,
) -> Result<Options, clap::Error> {
    let mut pass_flags = Vec::new();
    let args = args.enumerate().filter_map(|(i, a)| {
        if i > 0 {
            if let Some(s) = a.to_str() {
                let body = s.strip_prefix("--").or_else(|| s.strip_prefix('-'));
                if let Some(body) = body {
                    let (name, opts) = body.split_once('=').unwrap_or((body, ""));
                    if is_pass(name) {
                        let opts = opts.trim_matches('"').trim_matches('\'');
                        pass_flags.push((name.to_string(), opts.to_string()));
                        return None;
                    }
                }
            }
        }
        Some(a)
    });
    let args: Vec<OsString> = args
        .enumerate()
        .map(|(i, a)| {
            if i == 0 {
                return a;
            }
            match a.to_str() {
                Some(s)
                    if s.starts_with('-')
                        && !s.starts_with("--")
                        && s.len() > 2
                        && s.as_bytes()[1].is_ascii_alphabetic()
                        && !s.starts_with("-o") =>
                {
                    OsString::from(format!("-{s}"))
                }
                _ => a,
            }
        })
        .collect();
    let cmd = <Options as clap::CommandFactory>::command().after_help(pass_help.to_string());
    let matches = cmd.try_get_matches_from(args)?;
    let mut opts = <Options as clap::FromArgMatches>::from_arg_matches(&matches)?;
    opts.pass_flags = pass_flags;
    Ok(opts)
}
