//! The `Pass` trait, what a pass sees while it runs, and pass registration.

use rmlir_ir::context::OpName;
use rmlir_ir::{Body, Context, Diagnostic, Loc};
use std::collections::BTreeMap;

/// What a pass runs on: one IsolatedFromAbove op, through its regions.
///
/// The op's regions live in `body` (the op's own nested body); nothing
/// outside the op is reachable, which is what lets sibling ops run in
/// parallel.
pub struct PassContext<'a> {
    /// The context.
    pub ctx: &'a Context,
    /// The op's name.
    pub op_name: OpName,
    /// The op's location.
    pub op_loc: Loc,
    /// The op's regions and everything in them.
    pub body: &'a mut Body,
    pub(crate) diagnostics: Vec<Diagnostic>,
    pub(crate) failed: bool,
    pub(crate) statistics: BTreeMap<&'static str, u64>,
    pub(crate) output: String,
    pub(crate) analyses: crate::analysis::AnalysisCache,
    /// How the enclosing pass manager runs (for dynamic pipelines).
    pub(crate) run_options: crate::manager::RunOptions<'a>,
    /// What dynamic pipelines produced: IR dumps and timings.
    pub(crate) nested: crate::manager::PipelineRunner<'a>,
}

impl<'a> PassContext<'a> {
    /// A context for running a pass on an op whose regions are `body`.
    pub fn new(ctx: &'a Context, op_name: OpName, op_loc: Loc, body: &'a mut Body) -> Self {
        PassContext {
            ctx,
            op_name,
            op_loc,
            body,
            diagnostics: Vec::new(),
            failed: false,
            statistics: BTreeMap::new(),
            output: String::new(),
            analyses: Default::default(),
            run_options: Default::default(),
            nested: Default::default(),
        }
    }

    /// The analysis `A` of this op: cached from an earlier request (in this
    /// pass or an earlier one that preserved it), or computed now.
    pub fn analysis<A: crate::analysis::Analysis>(&mut self) -> std::sync::Arc<A> {
        self.analyses.get_or_compute::<A>(self.ctx, self.body)
    }

    /// The analysis `A` if it is cached.
    pub fn cached_analysis<A: crate::analysis::Analysis>(&self) -> Option<std::sync::Arc<A>> {
        self.analyses.cached::<A>()
    }

    /// Keeps analysis `A` for the passes after this one (by default every
    /// analysis is dropped when a pass ends).
    pub fn mark_preserved<A: crate::analysis::Analysis>(&mut self) {
        self.analyses.preserve::<A>();
    }

    /// Keeps every analysis: the pass changed nothing they depend on.
    pub fn mark_all_preserved(&mut self) {
        self.analyses.preserve_all();
    }

    /// Writes text to the tool's error stream (where mlir-opt's passes
    /// print reports), in IR order with the diagnostics.
    pub fn print(&mut self, text: &str) {
        self.output.push_str(text);
    }

    /// Reports a diagnostic (errors do not fail the pass by themselves).
    pub fn emit(&mut self, d: Diagnostic) {
        self.diagnostics.push(d);
    }

    /// Reports an error and marks the pass as failed.
    pub fn fail(&mut self, d: Diagnostic) {
        self.diagnostics.push(d);
        self.failed = true;
    }

    /// Marks the pass as failed.
    pub fn signal_failure(&mut self) {
        self.failed = true;
    }

    /// Whether the pass failed.
    pub fn failed(&self) -> bool {
        self.failed
    }

    /// A runner for dynamic pipelines (MLIR's `Pass::runPipeline`) that
    /// honours the enclosing run's verification, timing and IR printing.
    /// Hand it back with [`PassContext::finish_pipelines`].
    pub fn pipeline_runner(&mut self) -> crate::manager::PipelineRunner<'a> {
        let mut r = std::mem::take(&mut self.nested);
        r.options = self.run_options;
        r
    }

    /// Takes back a runner from [`PassContext::pipeline_runner`]: its IR
    /// dumps and timings are reported with this pass's.
    pub fn finish_pipelines(&mut self, runner: crate::manager::PipelineRunner<'a>) {
        self.nested = runner;
    }

    /// Adds to a statistic (`--mlir-pass-statistics`).
    pub fn add_statistic(&mut self, name: &'static str, n: u64) {
        *self.statistics.entry(name).or_insert(0) += n;
    }

    /// The diagnostics emitted so far.
    pub fn diagnostics(&self) -> &[Diagnostic] {
        &self.diagnostics
    }
}

/// A pass: a transformation or analysis of one op. Implement it for your own
/// passes and register a [`PassInfo`] to make them available in pipelines.
pub trait Pass: Send + Sync {
    /// The name used in pipelines (`cse`).
    fn argument(&self) -> &'static str;
    /// The pass's display name (`CSE`), as in timing reports.
    fn name(&self) -> &'static str {
        self.argument()
    }
    /// The op the pass runs on, or `None` for any op.
    fn anchor(&self) -> Option<&'static str> {
        None
    }
    /// The options as `--dump-pass-pipeline` prints them (inside `{}`), or
    /// an empty string for a pass without options.
    fn options_text(&self) -> String {
        String::new()
    }
    /// Whether the pass has options: `--dump-pass-pipeline` then prints its
    /// braces even when [`Pass::options_text`] is empty (`symbol-privatize{}`).
    fn has_options(&self) -> bool {
        !self.options_text().is_empty()
    }
    /// The statistics the pass keeps (`--mlir-pass-statistics` lists them
    /// all, in name order, even when zero).
    fn statistics(&self) -> &'static [StatisticSpec] {
        &[]
    }
    /// Runs the pass.
    fn run(&self, cx: &mut PassContext<'_>);
}

/// A statistic a pass declares: its name (`num-cse'd`) and description.
#[derive(Clone, Copy, Debug)]
pub struct StatisticSpec {
    /// Name, as reported.
    pub name: &'static str,
    /// What it counts.
    pub description: &'static str,
}

/// The kind of an option's value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptionKind {
    /// `true`/`false` (also `1`/`0`).
    Bool,
    /// A signed integer.
    Int,
    /// An unsigned integer.
    UInt,
    /// An unsigned 32-bit integer (`unsigned` options).
    U32,
    /// Any string.
    String,
    /// One of the given values.
    Enum(&'static [&'static str]),
    /// A comma-separated list of strings.
    List,
    /// A comma-separated list of anchored pass pipelines
    /// (`func.func(cse),builtin.module(canonicalize)`), checked when parsed.
    Pipelines,
}

/// An option of a pass.
#[derive(Clone, Copy, Debug)]
pub struct OptionSpec {
    /// Name (`max-iterations`).
    pub name: &'static str,
    /// Help text.
    pub description: &'static str,
    /// Value kind.
    pub kind: OptionKind,
    /// Default value as text (empty for an empty list).
    pub default: &'static str,
}

/// Option values of one pass instance, by name (defaults filled in).
#[derive(Clone, Debug, Default)]
pub struct PassOptions {
    values: BTreeMap<&'static str, String>,
    /// The list options given explicitly (possibly as `{}`), by name.
    lists: BTreeMap<&'static str, Vec<String>>,
}

impl PassOptions {
    /// Parses `key=value key2=value` for the given specs, with MLIR's messages.
    pub fn parse(specs: &'static [OptionSpec], text: &str) -> Result<PassOptions, String> {
        let mut values: BTreeMap<&'static str, String> = specs
            .iter()
            .map(|s| (s.name, s.default.to_string()))
            .collect();
        let mut lists = BTreeMap::new();
        for (key, raw) in split_options(text)? {
            let Some(spec) = specs.iter().find(|s| s.name == key) else {
                return Err(format!("<Pass-Options-Parser>: no such option {key}"));
            };
            if spec.kind == OptionKind::List {
                lists.insert(spec.name, parse_list(&raw));
                continue;
            }
            let value = match raw.strip_prefix('{').and_then(|v| v.strip_suffix('}')) {
                Some(inner) => inner.to_string(),
                None => raw,
            };
            let bad = || {
                format!(
                    "for the --{key} option: '{value}' value invalid for {} argument!",
                    kind_word(spec.kind)
                )
            };
            let v = match spec.kind {
                OptionKind::Bool => match value.as_str() {
                    "" | "true" | "TRUE" | "True" | "1" => "true".to_string(),
                    "false" | "FALSE" | "False" | "0" => "false".to_string(),
                    _ => return Err(bad()),
                },
                OptionKind::Int => value.parse::<i64>().map_err(|_| bad())?.to_string(),
                OptionKind::UInt => value.parse::<u64>().map_err(|_| bad())?.to_string(),
                OptionKind::U32 => value.parse::<u32>().map_err(|_| bad())?.to_string(),
                OptionKind::Enum(cases) => {
                    if !cases.contains(&value.as_str()) {
                        return Err(format!(
                            "for the --{key} option: Cannot find option named '{value}'!"
                        ));
                    }
                    value
                }
                OptionKind::String | OptionKind::List => value,
                OptionKind::Pipelines => {
                    let reg = crate::registry();
                    for p in split_top_level(&value) {
                        crate::pipeline::parse_pipeline(&reg, p).map_err(|e| e.message)?;
                    }
                    value
                }
            };
            values.insert(spec.name, v);
        }
        Ok(PassOptions { values, lists })
    }

    /// The value of a boolean option.
    pub fn get_bool(&self, name: &str) -> bool {
        self.values.get(name).is_some_and(|v| v == "true")
    }

    /// The value of an integer option.
    pub fn get_i64(&self, name: &str) -> i64 {
        self.values
            .get(name)
            .and_then(|v| v.parse().ok())
            .unwrap_or(0)
    }

    /// The raw value of an option.
    pub fn get(&self, name: &str) -> &str {
        self.values.get(name).map_or("", |v| v.as_str())
    }

    /// The values of a list option.
    pub fn get_list(&self, name: &str) -> Vec<String> {
        if let Some(l) = self.lists.get(name) {
            return l.clone();
        }
        parse_list(self.get(name))
    }

    /// The options as `--dump-pass-pipeline` prints them: sorted by name,
    /// separated by spaces, empty lists printing nothing.
    pub fn to_text(&self, specs: &[OptionSpec]) -> String {
        let mut parts = Vec::new();
        for (name, v) in &self.values {
            let is_list = specs
                .iter()
                .any(|s| s.name == *name && s.kind == OptionKind::List);
            if !is_list {
                parts.push(format!("{name}={v}"));
            } else if let Some(l) = self.lists.get(name) {
                parts.push(format!("{name}={{{}}}", l.join(",")));
            } else if v.is_empty() {
                parts.push(String::new());
            } else {
                parts.push(format!("{name}={{{v}}}"));
            }
        }
        parts.join(" ")
    }
}

fn kind_word(k: OptionKind) -> &'static str {
    match k {
        OptionKind::Bool => "boolean",
        OptionKind::Int => "long",
        OptionKind::UInt => "ulong",
        OptionKind::U32 => "uint",
        _ => "string",
    }
}

/// Splits a list at the commas outside parentheses and braces, dropping
/// empty elements.
pub fn split_top_level(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let (mut depth, mut start) = (0i32, 0);
    for (i, c) in text.char_indices() {
        match c {
            '(' | '{' | '[' => depth += 1,
            ')' | '}' | ']' => depth -= 1,
            ',' if depth == 0 => {
                out.push(text[start..i].trim());
                start = i + 1;
            }
            _ => {}
        }
    }
    out.push(text[start..].trim());
    out.retain(|s| !s.is_empty());
    out
}

/// The elements of a list option's value, as MLIR parses them: braces
/// around the whole are optional, elements are separated by commas outside
/// quotes and brackets, and a quoted element loses its quotes.
fn parse_list(value: &str) -> Vec<String> {
    let inner = value
        .strip_prefix('{')
        .and_then(|v| v.strip_suffix('}'))
        .unwrap_or(value);
    let mut out = Vec::new();
    let (mut depth, mut quote, mut start) = (0i32, false, 0);
    let mut push = |e: &str| {
        let e = e.trim();
        let e = e
            .strip_prefix('"')
            .and_then(|x| x.strip_suffix('"'))
            .unwrap_or(e);
        if !e.is_empty() {
            out.push(e.to_string());
        }
    };
    for (i, c) in inner.char_indices() {
        match c {
            '"' => quote = !quote,
            '(' | '{' | '[' if !quote => depth += 1,
            ')' | '}' | ']' if !quote => depth -= 1,
            ',' if depth == 0 && !quote => {
                push(&inner[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    push(&inner[start..]);
    out
}

/// Splits `a=1 b={x y} c="q r"` into key/value pairs.
fn split_options(text: &str) -> Result<Vec<(String, String)>, String> {
    let mut out = Vec::new();
    let b = text.as_bytes();
    let mut i = 0;
    while i < b.len() {
        while i < b.len() && b[i].is_ascii_whitespace() {
            i += 1;
        }
        if i >= b.len() {
            break;
        }
        let start = i;
        while i < b.len() && b[i] != b'=' && !b[i].is_ascii_whitespace() {
            i += 1;
        }
        let key = text[start..i].to_string();
        let mut value = String::new();
        if i < b.len() && b[i] == b'=' {
            i += 1;
            let vstart = i;
            let mut depth = 0i32;
            let mut quote = false;
            while i < b.len() {
                match b[i] {
                    b'"' => quote = !quote,
                    b'{' | b'[' | b'(' if !quote => depth += 1,
                    b'}' | b']' | b')' if !quote => depth -= 1,
                    c if c.is_ascii_whitespace() && depth == 0 && !quote => break,
                    _ => {}
                }
                i += 1;
            }
            let v = &text[vstart..i];
            value = v
                .strip_prefix('"')
                .and_then(|x| x.strip_suffix('"'))
                .unwrap_or(v)
                .to_string();
        }
        out.push((key, value));
    }
    Ok(out)
}

/// A registered pass: how to make one from its options.
#[derive(Clone, Copy)]
pub struct PassInfo {
    /// Name in pipelines.
    pub argument: &'static str,
    /// One-line description (`--help`).
    pub description: &'static str,
    /// Options.
    pub options: &'static [OptionSpec],
    /// Builds the pass from parsed options.
    pub create: fn(&PassOptions) -> Box<dyn Pass>,
}

/// The passes known by name.
#[derive(Clone, Default)]
pub struct PassRegistry {
    passes: Vec<PassInfo>,
}

impl PassRegistry {
    /// An empty registry.
    pub fn new() -> Self {
        PassRegistry::default()
    }

    /// Registers a pass (replacing one of the same name).
    pub fn register(&mut self, info: PassInfo) {
        self.passes.retain(|p| p.argument != info.argument);
        self.passes.push(info);
    }

    /// The pass registered under `name`.
    pub fn lookup(&self, name: &str) -> Option<&PassInfo> {
        self.passes.iter().find(|p| p.argument == name)
    }

    /// All registered passes, sorted by name.
    pub fn all(&self) -> Vec<&PassInfo> {
        let mut v: Vec<&PassInfo> = self.passes.iter().collect();
        v.sort_by_key(|p| p.argument);
        v
    }

    /// The pass list of `--help`, laid out as mlir-opt lays it out: each
    /// pass flag with its description, its options indented below it.
    pub fn help_text(&self) -> String {
        fn line(out: &mut String, indent: usize, flag: &str, desc: &str, desc_indent: &str) {
            let left = format!("{}{flag}", " ".repeat(indent));
            if desc.is_empty() {
                out.push_str(&left);
                out.push('\n');
            } else {
                out.push_str(&format!("{left:<72} - {desc_indent}{desc}\n"));
            }
        }
        let mut out = String::from("Compiler passes to run\n  Passes:\n");
        for p in self.all() {
            line(
                &mut out,
                4,
                &format!("--{}", p.argument),
                p.description,
                "  ",
            );
            let mut opts: Vec<&OptionSpec> = p.options.iter().collect();
            opts.sort_by_key(|o| o.name);
            for o in opts {
                let value = match o.kind {
                    OptionKind::Bool => String::new(),
                    OptionKind::Enum(_) => "=<value>".to_string(),
                    k => format!("=<{}>", kind_word(k)),
                };
                line(
                    &mut out,
                    6,
                    &format!("--{}{value}", o.name),
                    o.description,
                    "",
                );
                if let OptionKind::Enum(cases) = o.kind {
                    for c in cases {
                        line(&mut out, 8, &format!("={c}"), "", "");
                    }
                }
            }
        }
        out
    }
}
