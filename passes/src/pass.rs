//! Pass declarations, the `Pass` trait, what a pass sees while it runs, and
//! pass registration.
//!
//! Each pass is declared once, by a [`PassInfo`]: its pipeline argument,
//! display name, summary, anchor, typed options and statistics. The
//! registry, `--help`, `--dump-pass-pipeline`, the pass manager and the pass
//! itself (through the [`PassOptions`] it is built from) all read that one
//! declaration.

use rmlir_ir::{Context, Diagnostic, IsolatedOp};
use std::collections::BTreeMap;

/// What a pass runs on: one IsolatedFromAbove op, taken out of its parent.
///
/// The pass sees the op itself (`op.name()`, `op.loc`, `op.attrs`,
/// `op.properties`, which it may change) and its regions (`op.body`);
/// nothing outside the op is reachable, which is what lets sibling ops run
/// in parallel.
pub struct PassContext<'a> {
    /// The context.
    pub ctx: &'a Context,
    /// The op the pass runs on, with its regions.
    pub op: &'a mut IsolatedOp,
    pub(crate) diagnostics: Vec<Diagnostic>,
    pub(crate) failed: bool,
    pub(crate) statistics: BTreeMap<&'static str, u64>,
    pub(crate) output: String,
    pub(crate) analyses: crate::analysis::AnalysisCache,
    /// How the enclosing pass manager runs (for dynamic pipelines).
    pub(crate) run_options: crate::manager::RunOptions<'a>,
    /// What dynamic pipelines produced: IR dumps and timings.
    pub(crate) nested: crate::manager::PipelineRunner<'a>,
    /// The body `op` was taken from, when it runs alongside its siblings.
    pub(crate) enclosing: Option<&'a rmlir_ir::Body>,
}

impl<'a> PassContext<'a> {
    /// A context for running a pass on `op`.
    pub fn new(ctx: &'a Context, op: &'a mut IsolatedOp) -> Self {
        PassContext {
            ctx,
            op,
            diagnostics: Vec::new(),
            failed: false,
            statistics: BTreeMap::new(),
            output: String::new(),
            analyses: Default::default(),
            run_options: Default::default(),
            nested: Default::default(),
            enclosing: None,
        }
    }

    /// The body holding this op (its parent's regions, with this op and
    /// its siblings taken out), read-only: present when the op runs
    /// alongside its siblings in a nested pipeline (`func.func(...)` under
    /// a module), so a pass can read the enclosing symbol table's other
    /// symbols (globals, declarations), as MLIR passes may.
    pub fn enclosing_body(&self) -> Option<&'a rmlir_ir::Body> {
        self.enclosing
    }

    /// The analysis `A` of this op: cached from an earlier request (in this
    /// pass or an earlier one that preserved it), or computed now.
    pub fn analysis<A: crate::analysis::Analysis>(&mut self) -> std::sync::Arc<A> {
        self.analyses.get_or_compute::<A>(self.ctx, &self.op.body)
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
/// passes and declare each with a [`PassInfo`] (whose `create` builds it from
/// its parsed options) to make it available in pipelines.
pub trait Pass: Send + Sync {
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
    /// An rmlir extension that MLIR's pass lacks: reported only by the
    /// pass instances that set it, so MLIR's reports stay as they are.
    pub rmlir_only: bool,
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
    /// An rmlir extension that MLIR's pass lacks: pipelines print it only
    /// when it differs from its default, so that printed pipelines stay
    /// readable by mlir-opt.
    pub rmlir_only: bool,
}

/// The parsed value of one option, typed by its [`OptionKind`].
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum OptionValue {
    Bool(bool),
    Int(i64),
    UInt(u64),
    U32(u32),
    /// A string, or an enum's case.
    Text(String),
    /// The elements of a list; `None` while the option was not given.
    List(Option<Vec<String>>),
    /// Anchored pipelines as given, and as `--dump-pass-pipeline` prints
    /// them (joined by commas).
    Pipelines(Vec<String>, String),
}

/// Option values of one pass instance, parsed from the pipeline text
/// against the pass's declared options (defaults filled in).
#[derive(Clone, Debug)]
pub struct PassOptions {
    specs: &'static [OptionSpec],
    /// One value per spec, in the specs' order.
    values: Vec<OptionValue>,
}

impl PassOptions {
    /// The declared defaults.
    pub fn defaults(specs: &'static [OptionSpec]) -> PassOptions {
        let values = specs
            .iter()
            .map(|s| match s.kind {
                OptionKind::List => OptionValue::List(None),
                OptionKind::Pipelines => OptionValue::Pipelines(Vec::new(), String::new()),
                _ => parse_value(s, s.default, &PassRegistry::new())
                    .unwrap_or_else(|e| panic!("bad default of pass option `{}`: {e}", s.name)),
            })
            .collect();
        PassOptions { specs, values }
    }

    /// Whether option `i` holds its declared default.
    fn is_default(&self, i: usize) -> bool {
        let spec = &self.specs[i];
        match (&self.values[i], spec.kind) {
            (OptionValue::List(None), _) => true,
            (OptionValue::Pipelines(texts, _), _) => texts.is_empty(),
            (value, _) => {
                parse_value(spec, spec.default, &PassRegistry::new()).as_ref() == Ok(value)
            }
        }
    }

    /// Parses `key=value key2=value` for the given specs, with MLIR's
    /// messages; pipelines in options name the passes of `reg`.
    pub fn parse(
        specs: &'static [OptionSpec],
        text: &str,
        reg: &PassRegistry,
    ) -> Result<PassOptions, String> {
        let mut options = PassOptions::defaults(specs);
        for (key, raw) in split_options(text)? {
            let Some(i) = specs.iter().position(|s| s.name == key) else {
                return Err(format!("<Pass-Options-Parser>: no such option {key}"));
            };
            options.values[i] = if specs[i].kind == OptionKind::List {
                OptionValue::List(Some(parse_list(&raw)))
            } else {
                let value = match raw.strip_prefix('{').and_then(|v| v.strip_suffix('}')) {
                    Some(inner) => inner,
                    None => &raw,
                };
                parse_value(&specs[i], value, reg)?
            };
        }
        Ok(options)
    }

    /// The parsed value of option `i` (typed fields read it through
    /// [`OptionType`](crate::OptionType)).
    pub(crate) fn value_at(&self, i: usize) -> &OptionValue {
        &self.values[i]
    }

    /// The declaration of option `i`.
    pub(crate) fn spec(&self, i: usize) -> &OptionSpec {
        &self.specs[i]
    }

    /// The options as `--dump-pass-pipeline` prints them: sorted by name,
    /// separated by spaces, empty lists printing nothing, strings with
    /// spaces in braces.
    pub fn to_text(&self) -> String {
        let mut order: Vec<usize> = (0..self.specs.len()).collect();
        order.sort_by_key(|&i| self.specs[i].name);
        let parts: Vec<String> = order
            .into_iter()
            .filter(|&i| !self.specs[i].rmlir_only || !self.is_default(i))
            .map(|i| {
                let (spec, value) = (&self.specs[i], &self.values[i]);
                let name = spec.name;
                match value {
                    OptionValue::Bool(b) => format!("{name}={b}"),
                    OptionValue::Int(n) => format!("{name}={n}"),
                    OptionValue::UInt(n) => format!("{name}={n}"),
                    OptionValue::U32(n) => format!("{name}={n}"),
                    OptionValue::Text(t) if t.contains(char::is_whitespace) => {
                        format!("{name}={{{t}}}")
                    }
                    OptionValue::Text(t) => format!("{name}={t}"),
                    OptionValue::List(Some(l)) => format!("{name}={{{}}}", l.join(",")),
                    OptionValue::List(None) if spec.default.is_empty() => String::new(),
                    OptionValue::List(None) => format!("{name}={{{}}}", spec.default),
                    OptionValue::Pipelines(texts, _) if texts.is_empty() => String::new(),
                    OptionValue::Pipelines(_, printed) => format!("{name}={{{printed}}}"),
                }
            })
            .collect();
        parts.join(" ")
    }
}

/// LLVM's message for a boolean option given something else.
fn bad_bool(name: &str, value: &str) -> String {
    format!("for the --{name} option: '{value}' is invalid value for boolean argument! Try 0 or 1")
}

/// Parses the value of a non-list option (braces already stripped).
fn parse_value(spec: &OptionSpec, value: &str, reg: &PassRegistry) -> Result<OptionValue, String> {
    let bad = || {
        format!(
            "for the --{} option: '{value}' value invalid for {} argument!",
            spec.name,
            kind_word(spec.kind)
        )
    };
    Ok(match spec.kind {
        OptionKind::Bool => match value {
            "" | "true" | "TRUE" | "True" | "1" => OptionValue::Bool(true),
            "false" | "FALSE" | "False" | "0" => OptionValue::Bool(false),
            _ => return Err(bad_bool(spec.name, value)),
        },
        OptionKind::Int => OptionValue::Int(value.parse().map_err(|_| bad())?),
        OptionKind::UInt => OptionValue::UInt(value.parse().map_err(|_| bad())?),
        OptionKind::U32 => OptionValue::U32(value.parse().map_err(|_| bad())?),
        OptionKind::Enum(cases) => {
            if !cases.contains(&value) {
                return Err(format!(
                    "for the --{} option: Cannot find option named '{value}'!",
                    spec.name
                ));
            }
            OptionValue::Text(value.to_string())
        }
        OptionKind::String => OptionValue::Text(value.to_string()),
        OptionKind::List => OptionValue::List(Some(parse_list(value))),
        OptionKind::Pipelines => {
            let mut texts = Vec::new();
            let mut printed = String::new();
            for p in split_top_level(value) {
                let pm = crate::pipeline::parse_pipeline(reg, p).map_err(|e| e.message)?;
                if !texts.is_empty() {
                    printed.push(',');
                }
                pm.print(&mut printed, 0, false);
                texts.push(p.to_string());
            }
            OptionValue::Pipelines(texts, printed)
        }
    })
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
pub(crate) fn parse_list(value: &str) -> Vec<String> {
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

/// The declaration of a pass: everything known about it before it runs,
/// written once per pass and read by the registry, `--help`,
/// `--dump-pass-pipeline`, the pass manager and the pass (through the
/// options `create` receives).
#[derive(Clone, Copy)]
pub struct PassInfo {
    /// Name in pipelines and flags (`cse`).
    pub argument: &'static str,
    /// Display name (`CSE`), as in timing reports, statistics and IR dumps.
    pub name: &'static str,
    /// One-line summary (`--help`).
    pub summary: &'static str,
    /// The op the pass runs on, or `None` for any op.
    pub anchor: Option<&'static str>,
    /// Options, parsed from the pipeline text (`cse{key=value}`).
    pub options: &'static [OptionSpec],
    /// The statistics the pass keeps (`--mlir-pass-statistics` lists them
    /// all, in name order, even when zero).
    pub statistics: &'static [StatisticSpec],
    /// Builds the pass from its parsed options; pipelines the pass parses
    /// itself name the passes of the given registry (the tool's).
    pub create: fn(&PassOptions, &PassRegistry) -> Box<dyn Pass>,
}

impl PassInfo {
    /// A pass built from its options text (`max-iterations=3`), with
    /// MLIR's message when they do not parse.
    pub fn instantiate(&self, options: &str, reg: &PassRegistry) -> Result<ScheduledPass, String> {
        let parsed = PassOptions::parse(self.options, options, reg).map_err(|m| {
            format!(
                "{m}\nfailed to add `{}` with options `{options}`",
                self.argument
            )
        })?;
        Ok(self.instantiate_with(parsed, reg))
    }

    /// A pass built from parsed options.
    pub fn instantiate_with(&self, options: PassOptions, reg: &PassRegistry) -> ScheduledPass {
        ScheduledPass {
            pass: (self.create)(&options, reg),
            info: *self,
            options,
        }
    }
}

/// A pass in a pipeline: its declaration, its options and the pass built
/// from them.
pub struct ScheduledPass {
    /// The pass's declaration.
    pub info: PassInfo,
    /// The options it was built from.
    pub options: PassOptions,
    /// The pass.
    pub pass: Box<dyn Pass>,
}

impl ScheduledPass {
    /// The options as `--dump-pass-pipeline` prints them, braces included,
    /// or `None` for a pass that declares no options.
    pub fn options_text(&self) -> Option<String> {
        (!self.info.options.is_empty()).then(|| format!("{{{}}}", self.options.to_text()))
    }
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
            line(&mut out, 4, &format!("--{}", p.argument), p.summary, "  ");
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
