//! The `rmlir-opt` driver as a library: an mlir-opt compatible command line
//! tool, reusable with more passes and dialects (MLIR's `MlirOptMain`).
//!
//! `rmlir-opt` itself is `opt_main(OptTool::default())`. A project with its
//! own passes builds its own tool the same way:
//!
//! ```no_run
//! let mut tool = rmlir_opt::OptTool::default();
//! // tool.passes.register(my_pass::INFO);
//! std::process::exit(match rmlir_opt::opt_main(tool) {
//!     true => 0,
//!     false => 1,
//! });
//! ```

mod diagnostics;
mod options;
mod reproducer;
mod roundtrip;
mod source;

use rmlir_text::verify_diagnostics as vd;

use options::Options;
use rmlir_ir::{Context, Diagnostic};
use rmlir_text::parser::{parse_module, ParseOptions, ParsedModule};
use rmlir_text::printer::{write_top_level, PrintOptions};
use std::io::Write;

/// What an opt tool knows: its passes and its dialects.
pub struct OptTool {
    /// The passes usable in pipelines and as flags.
    pub passes: rmlir_passes::PassRegistry,
    /// Registers the tool's dialects in a fresh context.
    pub register_dialects: fn(&mut Context),
}

impl Default for OptTool {
    /// `rmlir-opt`: every pass of `rmlir-passes`, every dialect of
    /// `rmlir-dialects`.
    fn default() -> Self {
        OptTool {
            passes: rmlir_passes::registry(),
            register_dialects: rmlir_dialects::register_all,
        }
    }
}

static TOOL: std::sync::OnceLock<OptTool> = std::sync::OnceLock::new();

/// The tool `opt_main` runs.
fn tool() -> &'static OptTool {
    TOOL.get_or_init(OptTool::default)
}

/// Runs the tool on the process's command line, as mlir-opt does; returns
/// whether it succeeded. Call it once per process.
pub fn opt_main(tool: OptTool) -> bool {
    let _ = TOOL.set(tool);
    let passes = &self::tool().passes;
    let names = options::PassNames {
        names: passes.all().iter().map(|p| p.argument).collect(),
        help: passes.help_text(),
        list: list_passes(passes),
        dialects: &|| make_context(&Options::default()).dialect_names().join(", "),
    };
    let args = std::env::args_os()
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    let opts = match options::parse_args(args, &names) {
        options::Parsed::Run(o) => *o,
        options::Parsed::Exit {
            stdout,
            stderr,
            success,
        } => {
            print!("{stdout}");
            eprint!("{stderr}");
            return success;
        }
    };
    // Deep recursion (parsing and printing deeply nested input) grows the
    // stack on demand; run on a thread whose initial stack is comfortable.
    let handle = std::thread::Builder::new()
        .stack_size(64 * 1024 * 1024)
        .spawn(move || run(&opts))
        .expect("spawn main thread");
    matches!(handle.join(), Ok(true))
}

/// Runs the tool; returns whether it succeeded.
fn run(opts: &Options) -> bool {
    if opts.show_dialects {
        let ctx = make_context(opts);
        println!("Available Dialects: {}", ctx.dialect_names().join(","));
        return true;
    }
    let source = match source::Source::read(&opts.input) {
        Ok(x) => x,
        Err(msg) => {
            eprintln!("{msg}");
            return false;
        }
    };
    let _ = DIAGNOSTIC_PRINT.set(print_options(opts));
    if !opts.threads_enabled() {
        let _ = rayon::ThreadPoolBuilder::new()
            .num_threads(1)
            .build_global();
    }
    let ctx = make_context(opts);
    let pm = match build_pipeline(opts) {
        Ok(pm) => pm,
        Err(text) => {
            eprint!("{text}");
            return false;
        }
    };
    if let (true, Some(pm)) = (opts.dump_pass_pipeline, &pm) {
        // MLIR's dump ends its pipeline with a newline, then the tool adds one.
        eprintln!("{}", pm.dump());
    }
    let print_ir = match ir_printing(opts) {
        Ok(p) => p,
        Err(msg) => {
            eprintln!("{msg}");
            return false;
        }
    };
    // --mlir-timing's total starts here, as MLIR's root timer: reading the
    // input, building the context, its thread pool and the pipeline come
    // before it.
    let _ = rayon::current_num_threads();
    let started = std::time::Instant::now();
    // The whole input as text is only needed to split it or to read
    // expectations; source lines for diagnostics are decoded one at a time.
    let needs_text = opts.verify_diagnostics
        || opts
            .split_input_file
            .as_deref()
            .is_some_and(|m| !m.is_empty());
    let text = if needs_text {
        source.text()
    } else {
        String::new()
    };
    let name = source.name();
    let source_line = |file: &str, line: u32| source.line(file, line);
    // Expectations are only read when checking them.
    let mut expectations =
        vd::Expectations::parse_all(if opts.verify_diagnostics { &text } else { "" }, 1, name);
    if opts.verify_only_expected {
        expectations.set_level(vd::VerifyLevel::OnlyExpected);
    }
    for r in expectations.errors() {
        eprint!("{}", r.render(&source_line));
    }
    let mut outputs: Vec<Output> = Vec::new();
    let mut ok = true;
    let mut timing = rmlir_passes::timing::TimingNode::new("root");
    let print = print_options(opts);
    // Split chunks are printed as they come; a whole file's module is
    // printed last, straight to the output, once nothing else can fail.
    let split = opts
        .split_input_file
        .as_deref()
        .is_some_and(|m| !m.is_empty());
    let mut handle = |input: Input<'_>, first: (u32, u32), outputs: &mut Vec<Output>| -> bool {
        let mut emitted = Vec::new();
        let mut dumps = Vec::new();
        let result = parse_verify_print(
            &ctx,
            opts,
            pm.as_ref(),
            print_ir.as_ref(),
            &mut dumps,
            name,
            input,
            first,
            &mut emitted,
            &mut timing,
        );
        let mut dumps = dumps.into_iter().peekable();
        for (i, d) in emitted.iter().enumerate() {
            while let Some((_, text)) = dumps.next_if(|(at, _)| *at <= i) {
                eprint!("{text}");
            }
            if opts.verify_diagnostics {
                for r in expectations.process(&diagnostics::to_located(&ctx, d, false)) {
                    eprint!("{}", r.render(&source_line));
                }
            } else if diagnostics::shown(opts, d) {
                let located = diagnostics::to_shown(&ctx, d, opts.mlir_print_op_on_diagnostic);
                eprint!("{}", vd::render_with(&located, &source_line));
            }
        }
        for (_, text) in dumps {
            eprint!("{text}");
        }
        let ok = result.is_some();
        let output = match result {
            Some(Output::Text(m)) if split => {
                let started = std::time::Instant::now();
                let mut bytes = Vec::new();
                let phases =
                    write_top_level(&ctx, &m.body, m.op, &print, Some(&m.resources), &mut bytes)
                        .unwrap_or_default();
                record_output_time(&mut timing, started.elapsed(), Some(&phases));
                Output::Bytes(bytes)
            }
            Some(o) => o,
            None => Output::Bytes(Vec::new()),
        };
        outputs.push(output);
        ok
    };
    match &opts.split_input_file {
        Some(marker) if !marker.is_empty() => {
            let split = vd::split_input_checked(&text, marker, name);
            for w in &split.near_misses {
                eprint!("{}", vd::render_with(w, &source_line));
            }
            for chunk in &split.chunks {
                ok &= handle(
                    Input::Chunk(chunk.text.as_bytes()),
                    (chunk.first_line, chunk.first_col),
                    &mut outputs,
                );
            }
        }
        _ => ok &= handle(Input::Whole(source.take(), &source), (1, 1), &mut outputs),
    }
    if opts.verify_diagnostics {
        for r in expectations.final_reports() {
            eprint!("{}", r.render(&source_line));
        }
        ok = !expectations.failed();
    } else if !expectations.errors().is_empty() || opts.verify_diagnostics {
        for r in expectations.unmatched_reports() {
            eprint!("{}", r.render(&source_line));
        }
    }
    let output_started = std::time::Instant::now();
    let written = write_output(&opts.output, |w| write_outputs(&ctx, &print, &outputs, w));
    let phases = match written {
        Ok(p) => p,
        Err(e) => {
            eprintln!("{e}");
            return false;
        }
    };
    if opts.mlir_timing {
        record_output_time(&mut timing, output_started.elapsed(), phases.as_ref());
        timing.wall = started.elapsed();
        let list = opts.mlir_timing_display == "list";
        eprint!(
            "{}",
            rmlir_passes::timing::report(&timing, opts.threads_enabled(), list)
        );
    }
    // The process ends next: freeing the IR and the context one allocation
    // at a time would only delay the exit (about 40 ms, 2% of the wall
    // time, in a profile of a text round trip of a million ops), so they
    // are left to the system (as clang's `-disable-free`, its default, does).
    std::mem::forget(outputs);
    std::mem::forget(ctx);
    ok
}

/// The printing flags diagnostics print ops and locations with: mlir-opt's
/// `--mlir-print-*` options reach the ops its diagnostics show, as MLIR's
/// printing flags are read from the command line wherever they are made.
static DIAGNOSTIC_PRINT: std::sync::OnceLock<PrintOptions> = std::sync::OnceLock::new();

/// The flags diagnostics print with (mlir-opt's defaults until the command
/// line is read).
fn diagnostic_print() -> &'static PrintOptions {
    DIAGNOSTIC_PRINT.get_or_init(PrintOptions::default)
}

/// The op of a `see current operation` note, printed with the command
/// line's flags.
fn render_diagnostic_op(ctx: &Context, body: &rmlir_ir::Body, op: rmlir_ir::OpId) -> String {
    rmlir_text::printer::op_to_diagnostic_string_with(ctx, body, op, diagnostic_print())
}

fn make_context(opts: &Options) -> Context {
    let mut ctx = Context::new();
    // Installed before any dialect installs the default one.
    ctx.install_renderer(rmlir_ir::Renderer {
        op: render_diagnostic_op,
        attr: rmlir_text::printer::attr_to_string,
        ty: rmlir_text::printer::type_to_string,
    });
    // mlir-opt links MLIR's test dialect, which accepts any `test.*` op
    // (in generic form); rmlir-opt accepts them the same way. Registered
    // first so that dialects may attach hooks to it (`dlti` does).
    ctx.register_dialect(rmlir_ir::registry::DialectInfo {
        allow_unknown_ops: true,
        ..rmlir_ir::registry::DialectInfo::new("test")
    });
    (tool().register_dialects)(&mut ctx);
    ctx.set_allow_unregistered_dialects(opts.allow_unregistered_dialect);
    ctx
}

/// An I/O error as LLVM words it: the system's message without Rust's
/// `(os error N)`.
fn io_message(e: &std::io::Error) -> String {
    let text = e.to_string();
    match text.rfind(" (os error ") {
        Some(at) => text[..at].to_string(),
        None => text,
    }
}

/// `--list-passes`: the registered passes and their options.
fn list_passes(passes: &rmlir_passes::PassRegistry) -> String {
    let help = passes.help_text();
    let mut out = String::from("Passes:\n");
    for line in help.lines().skip(2) {
        out.push_str(line.strip_prefix("  ").unwrap_or(line));
        out.push('\n');
    }
    out
}

/// What `parse_verify_print` reads: a split chunk, or the whole input,
/// given back to its source as soon as it is parsed (so the buffer of a
/// file does not add to the memory the IR needs from then on).
enum Input<'s> {
    /// A chunk of the split input.
    Chunk(&'s [u8]),
    /// The whole input, taken from its source.
    Whole(Vec<u8>, &'s source::Source),
}

/// What one input (or split chunk) gives to the output.
enum Output {
    /// Text or bytecode, ready.
    Bytes(Vec<u8>),
    /// A module to print (streamed to the output at the end).
    Text(Box<ParsedModule>),
}

/// The printer's flags as given on the command line.
fn print_options(opts: &Options) -> PrintOptions {
    PrintOptions {
        generic: opts.mlir_print_op_generic,
        debug_info: opts.mlir_print_debuginfo,
        local_scope: opts.mlir_print_local_scope,
        elide_elements_if_larger: opts.mlir_elide_elementsattrs_if_larger,
        elide_resource_strings_if_larger: opts.mlir_elide_resource_strings_if_larger,
        value_users: opts.mlir_print_value_users,
        unique_ssa_ids: opts.mlir_print_unique_ssa_ids,
        skip_regions: opts.mlir_print_skip_regions,
        hex_elements_if_larger: opts.mlir_print_elementsattrs_with_hex_if_larger,
        nameloc_prefix: opts.mlir_use_nameloc_as_prefix,
        pretty_debug_info: opts.mlir_pretty_debuginfo,
    }
}

/// Adds time spent printing and writing to the `Output` timer, with the
/// printer's phases below it.
fn record_output_time(
    timing: &mut rmlir_passes::timing::TimingNode,
    spent: std::time::Duration,
    phases: Option<&rmlir_text::printer::PrintPhases>,
) {
    let o = timing.child("Output");
    o.wall += spent;
    o.user += spent;
    let Some(phases) = phases else {
        return;
    };
    let mut parallel = std::time::Duration::ZERO;
    for (name, t) in [
        ("Naming", phases.naming),
        ("Alias collection", phases.aliases),
        ("Printing", phases.printing),
    ] {
        let c = o.child(name);
        c.wall += t.wall;
        c.user += t.user;
        parallel += t.user.saturating_sub(t.wall);
    }
    // Work done on other threads counts in the parent's user time too.
    o.user += parallel;
}

/// Writes the outputs in order, split chunks joined by the output split
/// marker (bytecode chunks too, as mlir-opt writes them); returns the
/// printer's phases of the last module printed here.
fn write_outputs(
    ctx: &Context,
    print: &PrintOptions,
    outputs: &[Output],
    w: &mut (dyn Write + Send),
) -> std::io::Result<Option<rmlir_text::printer::PrintPhases>> {
    let mut phases = None;
    for (i, o) in outputs.iter().enumerate() {
        if i > 0 {
            w.write_all(vd::OUTPUT_SPLIT_MARKER.as_bytes())?;
            w.write_all(b"\n")?;
        }
        match o {
            Output::Bytes(b) => w.write_all(b)?,
            Output::Text(m) => {
                let p = write_top_level(ctx, &m.body, m.op, print, Some(&m.resources), w)?;
                phases = Some(p);
            }
        }
    }
    Ok(phases)
}

/// Opens the output (a file, or stdout for `-`) and runs `write` on it
/// through a buffer; errors are worded as mlir-opt's.
fn write_output<T>(
    path: &str,
    write: impl FnOnce(&mut (dyn Write + Send)) -> std::io::Result<T>,
) -> Result<T, String> {
    if path == "-" {
        // Not locked: the printer may write from a pool thread (`Send`);
        // the buffer locks stdout once per 64 KiB.
        let mut w = std::io::BufWriter::with_capacity(1 << 16, std::io::stdout());
        write(&mut w)
            .and_then(|t| w.flush().map(|_| t))
            .map_err(|e| format!("error writing output: {e}"))
    } else {
        let message = |e: std::io::Error| format!("cannot open output file '{path}': {e}");
        let file = std::fs::File::create(path).map_err(message)?;
        let mut w = std::io::BufWriter::with_capacity(1 << 16, file);
        write(&mut w)
            .and_then(|t| w.flush().map(|_| t))
            .map_err(message)
    }
}

/// The pass manager of `--pass-pipeline` or of passes given as flags; on
/// failure, the text to print.
fn build_pipeline(opts: &Options) -> Result<Option<rmlir_passes::OpPassManager>, String> {
    let reg = &tool().passes;
    if let Some(text) = &opts.pass_pipeline {
        if !opts.pass_flags.is_empty() {
            return Err("<unknown>:0: error: '-pass-pipeline' option can't be used with individual pass options\n".into());
        }
        return rmlir_passes::parse_pipeline(reg, text)
            .map(Some)
            .map_err(|e| format!("<unknown>:0: error: {}\n", e.message));
    }
    if opts.pass_flags.is_empty() {
        return Ok(None);
    }
    let mut pm = rmlir_passes::OpPassManager::new("builtin.module");
    for (name, options) in &opts.pass_flags {
        let Some(info) = reg.lookup(name) else {
            continue;
        };
        // mlir-opt reports a bad option of a pass flag without naming the
        // pass: a bad value as its command line does, then an empty error;
        // other messages as an error ending its own line.
        let parsed = rmlir_passes::PassOptions::parse(info.options, options, reg).map_err(|m| {
            if m.starts_with("for the -") {
                format!("{}: {m}\n<unknown>:0: error: \n", tool_name())
            } else {
                format!("<unknown>:0: error: {m}\n\n")
            }
        })?;
        let pass = info.instantiate_with(parsed, reg);
        match pass.info.anchor {
            Some(a) if a != "builtin.module" => pm.nest(a).add_pass(pass),
            _ => pm.add_pass(pass),
        }
    }
    Ok(Some(pm))
}

/// The name the tool was started as (its argv[0] without directories), as
/// LLVM's messages name it.
fn tool_name() -> String {
    std::env::args()
        .next()
        .and_then(|a| {
            std::path::Path::new(&a)
                .file_name()
                .map(|f| f.to_string_lossy().into_owned())
        })
        .unwrap_or_else(|| "rmlir-opt".into())
}

/// The `--mlir-print-ir-*` configuration, if any IR is to be printed.
fn ir_printing(opts: &Options) -> Result<Option<rmlir_passes::instrument::IrPrinting>, String> {
    use rmlir_passes::instrument::{IrPrinting, PassFilter};
    let reg = &tool().passes;
    let tool = tool_name();
    let filter = |all: bool, names: &[String], flag: &str| -> Result<PassFilter, String> {
        if let Some(bad) = names.iter().find(|n| reg.lookup(n).is_none()) {
            return Err(format!(
                "{tool}: for the --{flag} option: Cannot find option named '{bad}'!"
            ));
        }
        Ok(if all {
            PassFilter::All
        } else if names.is_empty() {
            PassFilter::None
        } else {
            PassFilter::Only(names.to_vec())
        })
    };
    let before = filter(
        opts.mlir_print_ir_before_all,
        &opts.mlir_print_ir_before,
        "mlir-print-ir-before",
    )?;
    let after = filter(
        opts.mlir_print_ir_after_all || opts.mlir_print_ir_after_failure,
        &opts.mlir_print_ir_after,
        "mlir-print-ir-after",
    )?;
    // Printing the whole IR lends each op back up to the root while its
    // siblings wait: it needs a serial run, whether or not anything prints.
    if opts.mlir_print_ir_module_scope && opts.threads_enabled() {
        return Err("<unknown>:0: error: IR print for module scope can't be setup on a pass-manager without disabling multi-threading first.\n".into());
    }
    if matches!((&before, &after), (PassFilter::None, PassFilter::None)) {
        return Ok(None);
    }
    Ok(Some(IrPrinting {
        before,
        after,
        only_on_change: opts.mlir_print_ir_after_change,
        only_on_failure: opts.mlir_print_ir_after_failure,
        print: print_options(opts),
        module_scope: opts.mlir_print_ir_module_scope,
        to_file_tree: !opts.mlir_print_ir_tree_dir.is_empty(),
    }))
}

#[allow(clippy::too_many_arguments)]
fn parse_verify_print(
    ctx: &Context,
    opts: &Options,
    pm: Option<&rmlir_passes::OpPassManager>,
    print_ir: Option<&rmlir_passes::instrument::IrPrinting>,
    dumps: &mut Vec<(usize, String)>,
    name: &str,
    input: Input<'_>,
    (first_line, first_col): (u32, u32),
    emitted: &mut Vec<Diagnostic>,
    timing: &mut rmlir_passes::timing::TimingNode,
) -> Option<Output> {
    let parse_started = std::time::Instant::now();
    let parse_span = tracing::info_span!(target: "parse", "parse").entered();
    let popts = ParseOptions {
        file_name: name.to_string(),
        implicit_module: !opts.no_implicit_module,
        first_line,
        first_col,
    };
    let buf = match &input {
        Input::Chunk(b) => b,
        Input::Whole(b, _) => b.as_slice(),
    };
    // Bytecode is told from text by its magic number, as mlir-opt does.
    let parsed = if rmlir_bytecode::is_bytecode(buf) {
        let ropts = rmlir_bytecode::ReadOptions {
            file_name: name.to_string(),
            implicit_module: !opts.no_implicit_module,
        };
        rmlir_bytecode::read_module(ctx, buf, &ropts)
    } else {
        parse_module(ctx, buf, &popts)
    };
    drop(parse_span);
    if let Input::Whole(bytes, source) = input {
        source.release(bytes);
    }
    let mut module = match parsed {
        Ok(m) => m,
        Err(d) => {
            emitted.push(d);
            return None;
        }
    };
    let verify_started = std::time::Instant::now();
    let verified = {
        let _span = tracing::info_span!(target: "verify", "verify").entered();
        rmlir_ir::verify::verify(ctx, &module.body, module.op)
    };
    if let Err(d) = verified {
        emitted.push(d);
        return None;
    }
    if let Err(msg) = open_remarks_file(opts) {
        eprintln!("{msg}");
        return None;
    }
    let verify_time = verify_started.elapsed();
    let parse_time = parse_started.elapsed();
    let p = timing.child("Parser");
    p.wall += parse_time;
    p.user += parse_time;
    for (name, spent) in [
        ("Parsing", parse_time.saturating_sub(verify_time)),
        ("Verification", verify_time),
    ] {
        let c = p.child(name);
        c.wall += spent;
        c.user += spent;
    }
    if opts.verify_roundtrip {
        let setup = roundtrip::Setup {
            print: &print_options(opts),
            fresh_context: &|| make_context(opts),
        };
        let reports = roundtrip::verify_roundtrip(ctx, &module, &setup);
        if !reports.is_empty() {
            for r in reports {
                match r {
                    roundtrip::Report::Raw(text) => dumps.push((emitted.len(), text)),
                    roundtrip::Report::Diagnostic(d) => emitted.push(d),
                }
            }
            return None;
        }
    }
    let print = print_options(opts);
    let mut verify_each = opts.verify_each;
    let replayed;
    let pm = if opts.run_reproducer {
        match reproducer::take_config(&mut module.resources) {
            Ok(Some(cfg)) => {
                verify_each = cfg.verify_each;
                match rmlir_passes::parse_pipeline(&tool().passes, &cfg.pipeline) {
                    Ok(p) => {
                        replayed = p;
                        Some(&replayed)
                    }
                    Err(e) => {
                        emitted.push(Diagnostic::error(ctx.common().unknown_loc, e.message));
                        return None;
                    }
                }
            }
            Ok(None) => pm,
            Err(msg) => {
                emitted.push(Diagnostic::error(ctx.common().unknown_loc, msg));
                return None;
            }
        }
    } else {
        pm
    };
    let wants_reproducer = opts.mlir_pass_pipeline_crash_reproducer.is_some()
        || opts.mlir_generate_reproducer.is_some();
    let reproducer = match pm {
        Some(pm) if wants_reproducer => Some(reproducer::text(
            ctx,
            &module,
            &print,
            pm,
            !opts.threads_enabled(),
            verify_each,
        )),
        _ => None,
    };
    if let (Some(path), Some(text)) = (&opts.mlir_generate_reproducer, &reproducer) {
        if let Err(e) = std::fs::write(path, text) {
            emitted.push(Diagnostic::error(
                module.body.op_loc(module.op),
                format!("failed to create output stream: {e}"),
            ));
            return None;
        }
    }
    if let Some(pm) = pm {
        let run_opts = rmlir_passes::RunOptions {
            verify_each,
            timing: opts.mlir_timing,
            print_ir,
            resources: Some(&module.resources),
        };
        let res = pm.run(ctx, &mut module.body, module.op, run_opts);
        write_dump_tree(&opts.mlir_print_ir_tree_dir, &res.tree_dumps);
        let base = emitted.len();
        dumps.extend(res.dumps.into_iter().map(|(at, t)| (at + base, t)));
        if opts.mlir_pass_statistics {
            let list = opts.mlir_pass_statistics_display == "list";
            let report = pm.statistics_report(&res.statistics, list);
            dumps.push((base + res.diagnostics.len(), report));
        }
        emitted.extend(res.diagnostics);
        for c in &res.timing.children {
            timing.child(&c.name).merge_sequential(c);
        }
        if res.failed {
            if let (Some(path), Some(text)) =
                (&opts.mlir_pass_pipeline_crash_reproducer, &reproducer)
            {
                emitted.push(reproducer::report(
                    &module,
                    path,
                    text,
                    res.failed_pass.as_ref(),
                ));
            }
            return None;
        }
    }
    let print_started = std::time::Instant::now();
    let output = if opts.emit_bytecode {
        let wopts = rmlir_bytecode::WriteOptions {
            version: opts
                .emit_bytecode_version
                .map_or(rmlir_bytecode::encoding::CURRENT_VERSION, |v| {
                    u64::try_from(v).unwrap_or(u64::MAX)
                }),
            elide_resource_data: opts.elide_resource_data_from_bytecode,
        };
        match rmlir_bytecode::write_module(
            ctx,
            &module.body,
            module.op,
            Some(&module.resources),
            &wopts,
        ) {
            Ok(bytes) => bytes,
            Err(mut d) => {
                if let Some(v) = opts.emit_bytecode_version.filter(|v| *v < 0) {
                    d.message = format!(
                        "unsupported version requested {v}, must be in range [0, {}]",
                        rmlir_bytecode::encoding::CURRENT_VERSION
                    );
                }
                emitted.push(d.with_current_op(ctx, &module.body, module.op));
                return None;
            }
        }
    } else if opts.emit_bytecode_version.is_some() {
        emitted.push(Diagnostic::error(
            ctx.common().unknown_loc,
            "bytecode version while not emitting bytecode",
        ));
        return None;
    } else {
        return Some(Output::Text(Box::new(module)));
    };
    record_output_time(timing, print_started.elapsed(), None);
    Some(Output::Bytes(output))
}

/// The optimization remarks file of `--remark-format=yaml` or `bitstream`,
/// created once the input parsed and verified, as mlir-opt does. No pass
/// rmlir ships emits remarks (in MLIR 22 only test passes do), so the file
/// stays empty, as mlir-opt's does for these passes.
fn open_remarks_file(opts: &Options) -> Result<(), String> {
    let default = match opts.remark_format.as_str() {
        "yaml" => "mlir-remarks.yaml",
        "bitstream" => "mlir-remarks.bitstream",
        _ => return Ok(()),
    };
    let path = match opts.remarks_output_file.as_str() {
        "" => default,
        p => p,
    };
    std::fs::File::create(path)
        .map(drop)
        .map_err(|e| format!("rmlir-opt: cannot open the remarks file '{path}': {e}"))
}

/// Writes `--mlir-print-ir-tree-dir` dumps as files under `root`, as
/// mlir-opt does: a directory per op from the IR's root down; a directory
/// or file that cannot be made is reported and its dump skipped.
fn write_dump_tree(root: &str, dumps: &[rmlir_passes::instrument::TreeDump]) {
    use std::path::{Path, PathBuf};
    // The OS's message without Rust's " (os error N)".
    let reason = |e: &std::io::Error| {
        let text = e.to_string();
        match text.find(" (os error") {
            Some(i) => text[..i].to_string(),
            None => text,
        }
    };
    let paths = rmlir_passes::instrument::tree_dump_paths(dumps);
    'dumps: for (dump, rel) in dumps.iter().zip(paths) {
        let mut dir = PathBuf::from(root);
        let levels = rel.parent().map(Path::components).into_iter().flatten();
        for level in std::iter::once(None).chain(levels.map(Some)) {
            if let Some(level) = level {
                dir.push(level);
            }
            if let Err(e) = std::fs::create_dir(&dir) {
                // As LLVM's, an existing entry of any kind is taken as made.
                if e.kind() != std::io::ErrorKind::AlreadyExists {
                    eprintln!(
                        "Error while creating directory {}: {}",
                        dir.display(),
                        reason(&e)
                    );
                    continue 'dumps;
                }
            }
        }
        let file = Path::new(root).join(&rel);
        if let Err(e) = std::fs::write(&file, &dump.text) {
            eprintln!(
                "Error opening output file {}: {}",
                file.display(),
                reason(&e)
            );
        }
    }
}
