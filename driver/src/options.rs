//! Command-line options, parsed as mlir-opt parses them (LLVM's `cl`
//! conventions): one or two dashes, `--opt=value` or `--opt value` for
//! options that need a value, booleans that take `=true/false/1/0`, passes
//! as flags, and LLVM's messages (`Unknown command line argument`, the
//! nearest option as `Did you mean`, `for the --x option: ...`).

/// The options rmlir-opt was started with.
#[derive(Debug, Clone)]
pub struct Options {
    /// Input file, or `-` for stdin.
    pub input: String,
    /// Output file.
    pub output: String,
    /// Allow operations of unregistered dialects.
    pub allow_unregistered_dialect: bool,
    /// Print ops in the generic form.
    pub mlir_print_op_generic: bool,
    /// Print locations.
    pub mlir_print_debuginfo: bool,
    /// Print without aliases.
    pub mlir_print_local_scope: bool,
    /// Split the input on `// -----` (or the given marker) and process each chunk.
    pub split_input_file: Option<String>,
    /// Check `expected-*` comments against the emitted diagnostics.
    pub verify_diagnostics: bool,
    /// With `verify_diagnostics`, check only the expected diagnostics
    /// (`--verify-diagnostics=only-expected`).
    pub verify_only_expected: bool,
    /// Run on one thread.
    pub mlir_disable_threading: bool,
    /// Do not wrap the input in an implicit `builtin.module`.
    pub no_implicit_module: bool,
    /// List the registered dialects.
    pub show_dialects: bool,
    /// The pass pipeline to run, e.g. `builtin.module(func.func(cse))`.
    pub pass_pipeline: Option<String>,
    /// Print the pass pipeline before running it.
    pub dump_pass_pipeline: bool,
    /// Verify the IR after each pass.
    pub verify_each: bool,
    /// Print an execution time report.
    pub mlir_timing: bool,
    /// How to show the time report: `tree` or `list`.
    pub mlir_timing_display: String,
    /// Print the IR before the passes with these arguments.
    pub mlir_print_ir_before: Vec<String>,
    /// Print the IR after the passes with these arguments.
    pub mlir_print_ir_after: Vec<String>,
    /// Print the IR before each pass.
    pub mlir_print_ir_before_all: bool,
    /// Print the IR after each pass.
    pub mlir_print_ir_after_all: bool,
    /// When printing the IR after a pass, only print if the IR changed.
    pub mlir_print_ir_after_change: bool,
    /// When printing the IR after a pass, only print if the pass failed.
    pub mlir_print_ir_after_failure: bool,
    /// When printing the IR around passes, print the top-level op.
    pub mlir_print_ir_module_scope: bool,
    /// `--remark-format`: `emitRemark`, `yaml` or `bitstream`.
    pub remark_format: String,
    /// `--remarks-output-file` (empty: `mlir-remarks.yaml` or
    /// `mlir-remarks.bitstream`, by format).
    pub remarks_output_file: String,
    /// `--mlir-print-ir-tree-dir`: IR dumps go to files under this
    /// directory (empty: to stderr).
    pub mlir_print_ir_tree_dir: String,
    /// Print the statistics of each pass after running the pipeline.
    pub mlir_pass_statistics: bool,
    /// How to show pass statistics: `pipeline` or `list`.
    pub mlir_pass_statistics_display: String,
    /// Print elements attributes with more elements than this as
    /// `dense_resource<__elided__>`.
    pub mlir_elide_elementsattrs_if_larger: Option<u64>,
    /// Leave out file metadata resource entries longer than this.
    pub mlir_elide_resource_strings_if_larger: Option<u64>,
    /// Write a reproducer to this file if the pipeline fails.
    pub mlir_pass_pipeline_crash_reproducer: Option<String>,
    /// Write a reproducer to this file before running the pipeline.
    pub mlir_generate_reproducer: Option<String>,
    /// Run the pipeline stored in the input's `mlir_reproducer` resource.
    pub run_reproducer: bool,
    /// Passes given as flags (`-cse -canonicalize`), with their options.
    pub pass_flags: Vec<(String, String)>,
    /// Write bytecode instead of text (`--emit-bytecode`).
    pub emit_bytecode: bool,
    /// The bytecode version to write (`--emit-bytecode-version`).
    pub emit_bytecode_version: Option<i64>,
    /// Leave resource data out of written bytecode.
    pub elide_resource_data_from_bytecode: bool,
    /// Round-trip the parsed IR through text and bytecode and check it
    /// comes back unchanged (`--verify-roundtrip`).
    pub verify_roundtrip: bool,
    /// Print the users of each value as comments.
    pub mlir_print_value_users: bool,
    /// Number values uniquely across regions.
    pub mlir_print_unique_ssa_ids: bool,
    /// Print regions as `{...}`.
    pub mlir_print_skip_regions: bool,
    /// Print dense elements attributes with more elements than this in hex
    /// (`None`: MLIR's default, 100; `-1`: never).
    pub mlir_print_elementsattrs_with_hex_if_larger: Option<i64>,
    /// Print without verifying first (rmlir's printer never verifies).
    pub mlir_print_assume_verified: bool,
    /// Attach the op to diagnostics emitted on it (`see current operation`).
    pub mlir_print_op_on_diagnostic: bool,
    /// Name values after the `NameLoc`s of their locations.
    pub mlir_use_nameloc_as_prefix: bool,
    /// Print locations in the pretty form.
    pub mlir_pretty_debuginfo: bool,
    /// Which diagnostics to show: `errors`, `warnings` or `remarks`.
    pub mlir_diagnostic_verbosity_level: String,
    /// Hide diagnostics that are notes on their own.
    pub mlir_disable_diagnostic_notes: bool,
}

impl Default for Options {
    /// mlir-opt's defaults.
    fn default() -> Self {
        Options {
            input: "-".into(),
            output: "-".into(),
            allow_unregistered_dialect: false,
            mlir_print_op_generic: false,
            mlir_print_debuginfo: false,
            mlir_print_local_scope: false,
            split_input_file: None,
            verify_diagnostics: false,
            verify_only_expected: false,
            mlir_disable_threading: false,
            no_implicit_module: false,
            show_dialects: false,
            pass_pipeline: None,
            dump_pass_pipeline: false,
            verify_each: true,
            mlir_timing: false,
            mlir_timing_display: "tree".into(),
            mlir_print_ir_before: Vec::new(),
            mlir_print_ir_after: Vec::new(),
            mlir_print_ir_before_all: false,
            mlir_print_ir_after_all: false,
            mlir_print_ir_after_change: false,
            mlir_print_ir_after_failure: false,
            mlir_print_ir_module_scope: false,
            mlir_print_ir_tree_dir: String::new(),
            remark_format: "emitRemark".into(),
            remarks_output_file: String::new(),
            mlir_pass_statistics: false,
            mlir_pass_statistics_display: "pipeline".into(),
            mlir_elide_elementsattrs_if_larger: None,
            mlir_elide_resource_strings_if_larger: None,
            mlir_pass_pipeline_crash_reproducer: None,
            mlir_generate_reproducer: None,
            run_reproducer: false,
            pass_flags: Vec::new(),
            emit_bytecode: false,
            emit_bytecode_version: None,
            elide_resource_data_from_bytecode: false,
            verify_roundtrip: false,
            mlir_print_value_users: false,
            mlir_print_unique_ssa_ids: false,
            mlir_print_skip_regions: false,
            mlir_print_elementsattrs_with_hex_if_larger: None,
            mlir_print_assume_verified: false,
            mlir_print_op_on_diagnostic: true,
            mlir_use_nameloc_as_prefix: false,
            mlir_pretty_debuginfo: false,
            mlir_diagnostic_verbosity_level: "remarks".into(),
            mlir_disable_diagnostic_notes: false,
        }
    }
}

impl Options {
    /// Whether passes may run on several threads.
    pub fn threads_enabled(&self) -> bool {
        !self.mlir_disable_threading
    }
}

/// What an option's value may be.
#[derive(Clone, Copy)]
enum Kind {
    /// A boolean flag: no value, or `=true/false/1/0` (LLVM's `cl::opt<bool>`).
    Bool,
    /// A value is required, given as `=value` or as the next argument.
    Str,
    /// An unsigned integer value, required.
    Uint,
    /// A signed integer value, required.
    Long,
    /// A signed integer, with MLIR's bytecode-version parser message.
    Integer,
    /// One of these names, required.
    Enum(&'static [&'static str]),
    /// One of these names or nothing at all: `--opt` or `--opt=name`.
    OptionalEnum(&'static [&'static str]),
    /// An optional string, only as `--opt=value`.
    OptionalStr,
    /// Comma-separated pass arguments (`--mlir-print-ir-after=cse,inline`).
    PassList,
    /// No value at all (`--help`, `--version`).
    NoValue,
}

/// What rmlir-opt does with an option.
#[derive(Clone, Copy, PartialEq)]
enum Support {
    /// Honoured.
    Yes,
    /// mlir-opt has it, rmlir-opt cannot honour it yet: refused unless given
    /// its default (a boolean set to false).
    No,
}

/// One option: its name (without dashes), value kind, help line and support.
struct Spec {
    name: &'static str,
    kind: Kind,
    help: &'static str,
    support: Support,
}

const fn spec(name: &'static str, kind: Kind, help: &'static str) -> Spec {
    Spec {
        name,
        kind,
        help,
        support: Support::Yes,
    }
}

const fn unsupported(name: &'static str, kind: Kind, help: &'static str) -> Spec {
    Spec {
        name,
        kind,
        help,
        support: Support::No,
    }
}

/// Every option of the tool, in the order `--help` lists them.
const SPECS: &[Spec] = &[
    // The one-letter names first: LLVM suggests `-p` for near misses of
    // one or two letters.
    spec("p", Kind::Str, "Alias for --pass-pipeline"),
    spec("o", Kind::Str, "Output filename"),
    spec("h", Kind::NoValue, "Alias for --help"),
    spec("allow-unregistered-dialect", Kind::Bool, "Allow operation with no registered dialects"),
    spec("dump-pass-pipeline", Kind::Bool, "Print the pipeline that will be run"),
    spec("elide-resource-data-from-bytecode", Kind::Bool, "Elide resources when generating bytecode"),
    spec("emit-bytecode", Kind::Bool, "Emit bytecode when generating output"),
    spec("emit-bytecode-version", Kind::Integer, "Use specified bytecode when generating output"),
    spec("help", Kind::NoValue, "Display available options"),
    unsupported("irdl-file", Kind::Str, "IRDL file to register before processing the input"),
    spec("list-passes", Kind::Bool, "Print the list of registered passes and exit"),
    unsupported("load-dialect-plugin", Kind::Str, "Load dialects from plugin library"),
    unsupported("load-pass-plugin", Kind::Str, "Load passes from plugin library"),
    unsupported("log-actions-to", Kind::Str, "Log action execution to a file, or stderr if  '-' is passed"),
    unsupported("log-mlir-actions-filter", Kind::Str, "Comma separated list of locations to filter actions from logging"),
    unsupported("mlir-debug-counter", Kind::Str, "Comma separated list of debug counter skip and count arguments"),
    spec("mlir-diagnostic-verbosity-level", Kind::Enum(&["errors", "warnings", "remarks"]), "Choose level of diagnostic information"),
    spec("mlir-disable-diagnostic-notes", Kind::Bool, "Disable diagnostic notes."),
    spec("mlir-disable-threading", Kind::Bool, "Disable multi-threading within MLIR"),
    spec("mlir-elide-elementsattrs-if-larger", Kind::Uint, "Elide ElementsAttrs with \"...\" that have more elements than the given upper limit"),
    spec("mlir-elide-resource-strings-if-larger", Kind::Uint, "Elide printing value of resources if string is too long in chars."),
    unsupported("mlir-enable-debugger-hook", Kind::Bool, "Enable Debugger hook for debugging MLIR Actions"),
    spec("mlir-generate-reproducer", Kind::Str, "Generate an mlir reproducer at the provided filename (no crash required)"),
    unsupported("mlir-output-format", Kind::Enum(&["text", "json"]), "Output format for timing data"),
    spec("mlir-pass-pipeline-crash-reproducer", Kind::Str, "Generate a .mlir reproducer file at the given output path if the pass manager crashes or fails"),
    unsupported("mlir-pass-pipeline-local-reproducer", Kind::Bool, "When generating a crash reproducer, attempt to generated a reproducer with the smallest pipeline."),
    spec("mlir-pass-statistics", Kind::Bool, "Display the statistics of each pass"),
    spec("mlir-pass-statistics-display", Kind::Enum(&["list", "pipeline"]), "Display method for pass statistics"),
    spec("mlir-pretty-debuginfo", Kind::Bool, "Print pretty debug info in MLIR output"),
    spec("mlir-print-assume-verified", Kind::Bool, "Skip op verification when using custom printers"),
    unsupported("mlir-print-debug-counter", Kind::Bool, "Print out debug counter information after all counters have been accumulated"),
    spec("mlir-print-debuginfo", Kind::Bool, "Print debug info in MLIR output"),
    spec("mlir-print-elementsattrs-with-hex-if-larger", Kind::Long, "Print DenseElementsAttrs with a hex string that have more elements than the given upper limit (use -1 to disable)"),
    spec("mlir-print-ir-after", Kind::PassList, "Print IR after specified passes"),
    spec("mlir-print-ir-after-all", Kind::Bool, "Print IR after each pass"),
    spec("mlir-print-ir-after-change", Kind::Bool, "When printing the IR after a pass, only print if the IR changed"),
    spec("mlir-print-ir-after-failure", Kind::Bool, "When printing the IR after a pass, only print if the pass failed"),
    spec("mlir-print-ir-before", Kind::PassList, "Print IR before specified passes"),
    spec("mlir-print-ir-before-all", Kind::Bool, "Print IR before each pass"),
    spec("mlir-print-ir-module-scope", Kind::Bool, "When printing IR for print-ir-[before|after]{-all} always print the top-level operation"),
    spec("mlir-print-ir-tree-dir", Kind::Str, "When printing the IR before/after a pass, print file tree rooted at this directory"),
    spec("mlir-print-local-scope", Kind::Bool, "Print with local scope and inline information (eliding aliases for attributes, types, and locations)"),
    spec("mlir-print-op-generic", Kind::Bool, "Print the generic op form"),
    spec("mlir-print-op-on-diagnostic", Kind::Bool, "When a diagnostic is emitted on an operation, also print the operation as an attached note"),
    spec("mlir-print-skip-regions", Kind::Bool, "Skip regions when printing ops."),
    unsupported("mlir-print-stacktrace-on-diagnostic", Kind::Bool, "When a diagnostic is emitted, also print the stack trace as an attached note"),
    spec("mlir-print-unique-ssa-ids", Kind::Bool, "Print unique SSA ID numbers for values, block arguments and naming conflicts across all regions"),
    spec("mlir-print-value-users", Kind::Bool, "Print users of operation results and block arguments as a comment"),
    spec("mlir-timing", Kind::Bool, "Display execution times"),
    spec("mlir-timing-display", Kind::Enum(&["list", "tree"]), "Display method for timing data"),
    spec("mlir-use-nameloc-as-prefix", Kind::Bool, "Print SSA IDs using NameLocs as prefixes"),
    unsupported("mlir-very-unsafe-disable-verifier-on-parsing", Kind::Bool, "Disable the verifier on parsing (very unsafe)"),
    spec("no-implicit-module", Kind::Bool, "Disable implicit addition of a top-level module op during parsing"),
    spec("pass-pipeline", Kind::Str, "Textual description of the pass pipeline to run"),
    unsupported("profile-actions-to", Kind::Str, "Profile action execution to a file, or stderr if  '-' is passed"),
    spec("remark-format", Kind::Enum(&["emitRemark", "yaml", "bitstream"]), "Specify the format for remark output."),
    spec("remark-policy", Kind::Enum(&["all", "final"]), "Specify the policy for remark output."),
    spec("remarks-filter", Kind::Str, "Show all remarks: passed, missed, failed, analysis"),
    spec("remarks-filter-analyse", Kind::Str, "Show analysis remarks"),
    spec("remarks-filter-failed", Kind::Str, "Show failed remarks"),
    spec("remarks-filter-missed", Kind::Str, "Show missed remarks"),
    spec("remarks-filter-passed", Kind::Str, "Show passed remarks"),
    spec("remarks-output-file", Kind::Str, "Output file for yaml and bitstream remark formats"),
    spec("run-reproducer", Kind::Bool, "Run the pipeline stored in the reproducer"),
    spec("show-dialects", Kind::Bool, "Print the list of registered dialects and exit"),
    spec("split-input-file", Kind::OptionalStr, "Split the input file into chunks using the given or default marker and process each chunk independently"),
    spec("verify-diagnostics", Kind::OptionalEnum(&["all", "only-expected"]), "Check that emitted diagnostics match expected-* lines on the corresponding line"),
    spec("verify-each", Kind::Bool, "Run the verifier after each transformation pass"),
    spec("verify-roundtrip", Kind::Bool, "Round-trip the IR after parsing and ensure it succeeds"),
    spec("version", Kind::NoValue, "Display the version of this program"),
];

/// What the command line asks for.
pub enum Parsed {
    /// Run the tool with these options.
    Run(Box<Options>),
    /// Print this and exit (`--help`, `--version`, `--list-passes`, or
    /// errors): text for stdout, text for stderr, and whether to succeed.
    Exit {
        /// Text for stdout.
        stdout: String,
        /// Text for stderr.
        stderr: String,
        /// Whether the tool succeeds.
        success: bool,
    },
}

/// What the parser needs to know about the tool's passes.
pub struct PassNames<'a> {
    /// Every pass argument (`cse`, `canonicalize`, ...), for flags and for
    /// `Did you mean`.
    pub names: Vec<&'a str>,
    /// The help text listing the passes and their options.
    pub help: String,
    /// The text of `--list-passes`.
    pub list: String,
    /// The registered dialects, for `--help`.
    pub dialects: &'a dyn Fn() -> String,
}

/// `-o` with one dash, every longer name with two (LLVM's `PrintArg`).
fn dashed(name: &str) -> String {
    let dashes = if name.chars().count() > 1 { "--" } else { "-" };
    format!("{dashes}{name}")
}

/// LLVM's boolean values.
fn parse_bool(value: &str) -> Option<bool> {
    match value {
        "" | "true" | "TRUE" | "True" | "1" => Some(true),
        "false" | "FALSE" | "False" | "0" => Some(false),
        _ => None,
    }
}

/// The edit distance (insertions, deletions and replacements) of two names.
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut prev = row[0];
        row[0] = i + 1;
        for j in 0..b.len() {
            let old = row[j + 1];
            row[j + 1] = if ca == b[j] {
                prev
            } else {
                1 + prev.min(old).min(row[j])
            };
            prev = old;
        }
    }
    row[b.len()]
}

/// The option or pass nearest to `arg` (the argument without its dashes),
/// as LLVM suggests it: the first name with the smallest edit distance,
/// with `=value` kept for names that take a value.
fn nearest(arg: &str, passes: &PassNames) -> Option<String> {
    if arg.is_empty() {
        return None;
    }
    let (lhs, rhs) = arg.split_once('=').unwrap_or((arg, ""));
    let names = SPECS
        .iter()
        .map(|s| (s.name, !matches!(s.kind, Kind::NoValue)))
        .chain(passes.names.iter().map(|p| (*p, true)));
    let mut best: Option<(usize, String)> = None;
    for (name, takes_value) in names {
        let flag = if takes_value { lhs } else { arg };
        let distance = edit_distance(name, flag);
        if best.as_ref().is_none_or(|(d, _)| distance < *d) {
            let text = if rhs.is_empty() || !takes_value {
                name.to_string()
            } else {
                format!("{name}={rhs}")
            };
            best = Some((distance, text));
        }
    }
    best.map(|(_, s)| s)
}

/// Parses argv (program name first) as mlir-opt does.
pub fn parse_args(args: Vec<String>, passes: &PassNames) -> Parsed {
    let argv0 = args.first().cloned().unwrap_or_else(|| "rmlir-opt".into());
    let prog = std::path::Path::new(&argv0)
        .file_name()
        .map(|f| f.to_string_lossy().into_owned())
        .unwrap_or_else(|| argv0.clone());
    let mut opts = Options::default();
    let mut errors = String::new();
    let mut refused: Vec<&str> = Vec::new();
    let mut positionals: Vec<String> = Vec::new();
    let mut wants: Option<&str> = None;
    let mut dash_dash = false;
    let mut i = 1;
    while i < args.len() {
        let arg = &args[i];
        i += 1;
        if dash_dash || !arg.starts_with('-') || arg == "-" {
            positionals.push(arg.clone());
            continue;
        }
        if arg == "--" {
            dash_dash = true;
            continue;
        }
        let body = &arg[1..];
        let body = body.strip_prefix('-').unwrap_or(body);
        let (name, inline) = match body.split_once('=') {
            Some((n, v)) => (n, Some(v)),
            None => (body, None),
        };
        let fail = |errors: &mut String, msg: &str| {
            errors.push_str(&format!("{prog}: for the {} option: {msg}\n", dashed(name)));
        };
        let Some(spec) = SPECS.iter().find(|s| s.name == name) else {
            if passes.names.contains(&name) {
                let options = inline.unwrap_or("");
                let options = options.trim_matches('"').trim_matches('\'');
                opts.pass_flags
                    .push((name.to_string(), options.to_string()));
                continue;
            }
            // LLVM tries a name starting with `o` or `p` as a group of
            // one-letter options before giving up; `-o` and `-p` need a
            // value, so they cannot be in a group, and LLVM then suggests
            // them.
            let group = (name.len() > 1)
                .then(|| ["o", "p"].into_iter().find(|l| name.starts_with(l)))
                .flatten();
            if let Some(letter) = group {
                errors.push_str(&format!(
                    "{prog}: for the -{letter} option: may not occur within a group!\n"
                ));
            }
            errors.push_str(&format!(
                "{prog}: Unknown command line argument '{arg}'.  Try: '{argv0} --help'\n"
            ));
            if let Some(near) = group.map(str::to_string).or_else(|| nearest(body, passes)) {
                errors.push_str(&format!("{prog}: Did you mean '{}'?\n", dashed(&near)));
            }
            continue;
        };
        let takes_next = matches!(
            spec.kind,
            Kind::Str | Kind::Uint | Kind::Long | Kind::Integer | Kind::Enum(_) | Kind::PassList
        );
        let value: Option<String> = match inline {
            Some(v) => Some(v.to_string()),
            None if takes_next => {
                if i < args.len() {
                    i += 1;
                    Some(args[i - 1].clone())
                } else {
                    fail(&mut errors, "requires a value!");
                    continue;
                }
            }
            None => None,
        };
        let v = value.as_deref();
        // Checks the value; returns whether the option asks for something
        // other than its default.
        let set = match spec.kind {
            Kind::NoValue => {
                if let Some(v) = v {
                    fail(
                        &mut errors,
                        &format!("does not allow a value! '{v}' specified."),
                    );
                    continue;
                }
                true
            }
            Kind::Bool => match parse_bool(v.unwrap_or("")) {
                Some(b) => b,
                None => {
                    fail(
                        &mut errors,
                        &format!(
                            "'{}' is invalid value for boolean argument! Try 0 or 1",
                            v.unwrap_or("")
                        ),
                    );
                    continue;
                }
            },
            Kind::Uint => {
                if v.unwrap_or("").parse::<u64>().is_err() {
                    fail(
                        &mut errors,
                        &format!("'{}' value invalid for uint argument!", v.unwrap_or("")),
                    );
                    continue;
                }
                true
            }
            Kind::Long => {
                if v.unwrap_or("").parse::<i64>().is_err() {
                    fail(
                        &mut errors,
                        &format!("'{}' value invalid for long argument!", v.unwrap_or("")),
                    );
                    continue;
                }
                true
            }
            Kind::Integer => {
                if v.unwrap_or("").parse::<i64>().is_err() {
                    fail(
                        &mut errors,
                        &format!(
                            "Invalid argument '{}', only integer is supported.",
                            v.unwrap_or("")
                        ),
                    );
                    continue;
                }
                true
            }
            Kind::Enum(names) | Kind::OptionalEnum(names) => {
                let v = v.unwrap_or("");
                let empty_ok = matches!(spec.kind, Kind::OptionalEnum(_)) && v.is_empty();
                if !empty_ok && !names.contains(&v) {
                    fail(&mut errors, &format!("Cannot find option named '{v}'!"));
                    continue;
                }
                true
            }
            Kind::PassList => {
                let v = v.unwrap_or("");
                if let Some(bad) = v.split(',').find(|p| !passes.names.contains(p)) {
                    fail(&mut errors, &format!("Cannot find option named '{bad}'!"));
                    continue;
                }
                true
            }
            Kind::Str | Kind::OptionalStr => true,
        };
        if spec.support == Support::No {
            if set {
                refused.push(spec.name);
            } else {
                refused.retain(|r| *r != spec.name);
            }
            continue;
        }
        let exits_early = matches!(spec.name, "help" | "h" | "version" | "list-passes");
        if exits_early && set && wants.is_none() {
            wants = Some(spec.name);
        }
        apply(&mut opts, spec.name, set, v);
    }
    if positionals.len() > 1 {
        errors.push_str(&format!(
            "{prog}: Too many positional arguments specified!\nCan specify at most 1 positional arguments: See: {argv0} --help\n"
        ));
    }
    let exit = |stdout: String, stderr: String, success: bool| Parsed::Exit {
        stdout,
        stderr,
        success,
    };
    if !errors.is_empty() {
        return exit(String::new(), errors, false);
    }
    match wants {
        Some("help" | "h") => return exit(help_text(&prog, passes), String::new(), true),
        Some("version") => {
            let version = format!(
                "{prog} {} (MLIR 22 compatible)\n",
                env!("CARGO_PKG_VERSION")
            );
            return exit(version, String::new(), true);
        }
        Some("list-passes") => return exit(passes.list.clone(), String::new(), true),
        _ => {}
    }
    if !refused.is_empty() {
        let stderr = refused
            .iter()
            .map(|r| {
                format!(
                    "{prog}: option '{}' is not supported by rmlir-opt yet\n",
                    dashed(r)
                )
            })
            .collect();
        return exit(String::new(), stderr, false);
    }
    if let Some(input) = positionals.pop() {
        opts.input = input;
    }
    Parsed::Run(Box::new(opts))
}

/// Records a supported option's value (already checked).
fn apply(opts: &mut Options, name: &str, set: bool, value: Option<&str>) {
    let text = || value.unwrap_or("").to_string();
    let number = || value.and_then(|v| v.parse().ok());
    match name {
        "allow-unregistered-dialect" => opts.allow_unregistered_dialect = set,
        "elide-resource-data-from-bytecode" => opts.elide_resource_data_from_bytecode = set,
        "emit-bytecode" => opts.emit_bytecode = set,
        "emit-bytecode-version" => opts.emit_bytecode_version = value.and_then(|v| v.parse().ok()),
        "dump-pass-pipeline" => opts.dump_pass_pipeline = set,
        "mlir-disable-threading" => opts.mlir_disable_threading = set,
        "mlir-elide-elementsattrs-if-larger" => opts.mlir_elide_elementsattrs_if_larger = number(),
        "mlir-elide-resource-strings-if-larger" => {
            opts.mlir_elide_resource_strings_if_larger = number()
        }
        "mlir-generate-reproducer" => opts.mlir_generate_reproducer = Some(text()),
        "mlir-pass-pipeline-crash-reproducer" => {
            opts.mlir_pass_pipeline_crash_reproducer = Some(text())
        }
        "mlir-pass-statistics" => opts.mlir_pass_statistics = set,
        "mlir-pass-statistics-display" => opts.mlir_pass_statistics_display = text(),
        "mlir-print-debuginfo" => opts.mlir_print_debuginfo = set,
        "mlir-pretty-debuginfo" => opts.mlir_pretty_debuginfo = set,
        "mlir-print-value-users" => opts.mlir_print_value_users = set,
        "mlir-print-unique-ssa-ids" => opts.mlir_print_unique_ssa_ids = set,
        "mlir-print-skip-regions" => opts.mlir_print_skip_regions = set,
        "mlir-print-elementsattrs-with-hex-if-larger" => {
            opts.mlir_print_elementsattrs_with_hex_if_larger = value.and_then(|v| v.parse().ok())
        }
        "mlir-print-assume-verified" => opts.mlir_print_assume_verified = set,
        "mlir-print-op-on-diagnostic" => opts.mlir_print_op_on_diagnostic = set,
        "mlir-use-nameloc-as-prefix" => opts.mlir_use_nameloc_as_prefix = set,
        "mlir-diagnostic-verbosity-level" => opts.mlir_diagnostic_verbosity_level = text(),
        "mlir-disable-diagnostic-notes" => opts.mlir_disable_diagnostic_notes = set,
        "mlir-print-ir-after" => opts
            .mlir_print_ir_after
            .extend(text().split(',').map(str::to_string)),
        "mlir-print-ir-after-all" => opts.mlir_print_ir_after_all = set,
        "mlir-print-ir-after-change" => opts.mlir_print_ir_after_change = set,
        "mlir-print-ir-after-failure" => opts.mlir_print_ir_after_failure = set,
        "mlir-print-ir-before" => opts
            .mlir_print_ir_before
            .extend(text().split(',').map(str::to_string)),
        "mlir-print-ir-before-all" => opts.mlir_print_ir_before_all = set,
        "mlir-print-ir-module-scope" => opts.mlir_print_ir_module_scope = set,
        "mlir-print-ir-tree-dir" => opts.mlir_print_ir_tree_dir = text(),
        // No pass rmlir ships emits optimization remarks (in MLIR 22 only
        // test passes do), so the policy and filters change nothing.
        "remark-format" => opts.remark_format = text(),
        "remarks-output-file" => opts.remarks_output_file = text(),
        "mlir-print-local-scope" => opts.mlir_print_local_scope = set,
        "mlir-print-op-generic" => opts.mlir_print_op_generic = set,
        "mlir-timing" => opts.mlir_timing = set,
        "mlir-timing-display" => opts.mlir_timing_display = text(),
        "no-implicit-module" => opts.no_implicit_module = set,
        "o" => opts.output = text(),
        "pass-pipeline" | "p" => opts.pass_pipeline = Some(text()),
        "run-reproducer" => opts.run_reproducer = set,
        "show-dialects" => opts.show_dialects = set,
        "split-input-file" => {
            // `--split-input-file` and `--split-input-file=` both split on
            // the default marker.
            opts.split_input_file = set.then(|| match value {
                Some(v) if !v.is_empty() => v.to_string(),
                _ => "// -----".into(),
            })
        }
        "verify-diagnostics" => {
            opts.verify_diagnostics = true;
            opts.verify_only_expected = value == Some("only-expected");
        }
        "verify-each" => opts.verify_each = set,
        "verify-roundtrip" => opts.verify_roundtrip = set,
        _ => {}
    }
}

/// `--help`: the usage, the options rmlir-opt honours and the passes.
fn help_text(prog: &str, passes: &PassNames) -> String {
    let mut out = format!(
        "OVERVIEW: MLIR modular optimizer driver\n\nAvailable Dialects: {}\nUSAGE: {prog} [options] <input file>\n\nOPTIONS:\n\n",
        (passes.dialects)()
    );
    for s in SPECS.iter().filter(|s| s.support == Support::Yes) {
        let left = match s.kind {
            Kind::Bool | Kind::NoValue => dashed(s.name),
            Kind::OptionalStr => format!("{}[=<string>]", dashed(s.name)),
            Kind::OptionalEnum(_) => format!("{}[=<value>]", dashed(s.name)),
            Kind::Uint => format!("{}=<uint>", dashed(s.name)),
            Kind::Long => format!("{}=<long>", dashed(s.name)),
            Kind::PassList => format!("{}=<pass-arg>", dashed(s.name)),
            _ if s.name == "o" => "-o <filename>".to_string(),
            _ => format!("{}=<value>", dashed(s.name)),
        };
        out.push_str(&format!("  {left:<70} - {}\n", s.help));
        if let Kind::Enum(names) | Kind::OptionalEnum(names) = s.kind {
            for n in names {
                out.push_str(&format!("    {:<68} -   \n", format!("={n}")));
            }
        }
    }
    out.push_str("  ");
    out.push_str(&passes.help);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn passes() -> PassNames<'static> {
        PassNames {
            names: vec!["cse", "canonicalize", "inline"],
            help: String::new(),
            list: String::new(),
            dialects: &String::new,
        }
    }

    fn parse(args: &[&str]) -> Parsed {
        let args = std::iter::once("rmlir-opt")
            .chain(args.iter().copied())
            .map(String::from)
            .collect();
        parse_args(args, &passes())
    }

    fn stderr(args: &[&str]) -> String {
        match parse(args) {
            Parsed::Exit { stderr, .. } => stderr,
            Parsed::Run(_) => panic!("{args:?} parsed"),
        }
    }

    fn run(args: &[&str]) -> Options {
        match parse(args) {
            Parsed::Run(o) => *o,
            Parsed::Exit { stderr, .. } => panic!("{args:?}: {stderr}"),
        }
    }

    #[test]
    fn booleans_take_values_and_repeat() {
        let o = run(&["--verify-each=0", "-mlir-disable-threading=true", "x.mlir"]);
        assert!(!o.verify_each && o.mlir_disable_threading && o.input == "x.mlir");
        let o = run(&[
            "--allow-unregistered-dialect",
            "--allow-unregistered-dialect",
        ]);
        assert!(o.allow_unregistered_dialect);
        assert!(stderr(&["--verify-each=yes"]).contains("'yes' is invalid value"));
    }

    #[test]
    fn values_passes_and_errors() {
        let o = run(&["-o", "out", "--pass-pipeline", "p", "-cse", "--inline=x=1"]);
        assert_eq!(
            (o.output.as_str(), o.pass_pipeline.as_deref()),
            ("out", Some("p"))
        );
        assert_eq!(o.pass_flags[1], ("inline".to_string(), "x=1".to_string()));
        assert_eq!(
            stderr(&["-cs"]),
            "rmlir-opt: Unknown command line argument '-cs'.  Try: 'rmlir-opt --help'\nrmlir-opt: Did you mean '--cse'?\n"
        );
        assert!(stderr(&["a", "b"]).contains("Too many positional arguments"));
        assert!(stderr(&["--mlir-print-stacktrace-on-diagnostic"]).contains("not supported"));
        let _ = run(&["--mlir-print-stacktrace-on-diagnostic=false"]);
        let o = run(&[
            "--mlir-print-op-on-diagnostic=0",
            "--mlir-print-value-users",
        ]);
        assert!(!o.mlir_print_op_on_diagnostic && o.mlir_print_value_users);
        let o = run(&["--mlir-print-elementsattrs-with-hex-if-larger=-1"]);
        assert_eq!(o.mlir_print_elementsattrs_with_hex_if_larger, Some(-1));
    }

    #[test]
    fn distance() {
        assert_eq!(edit_distance("canon", "color"), 3);
        assert_eq!(edit_distance("", "abc"), 3);
    }
}
