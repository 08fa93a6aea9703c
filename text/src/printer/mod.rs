//! The printer: MLIR 22's text output, generic form and the builtin
//! module's custom form, with MLIR's value/block numbering and location
//! aliases.

mod aliases;
mod naming;
mod ops;
mod types_attrs;
mod users;

use aliases::Aliases;
pub use aliases::{AttrPiece, DialectAttrPieces};
use naming::{NameFlags, Names};
use rmlir_ir::Context;
use rmlir_ir::Type;
use rmlir_ir::{Attr, Ident, Loc};
use rmlir_ir::{BlockId, Body, OpId, ValueId};
use smallvec::SmallVec;
use std::io::Write as _;
use std::time::{Duration, Instant};
pub(crate) use types_attrs::Elide;
pub(crate) use types_attrs::{is_bare_identifier, write_escaped};

/// Printing flags (mlir-opt's `--mlir-print-*` options).
#[derive(Clone, Debug, Default)]
pub struct PrintOptions {
    /// `--mlir-print-op-generic`.
    pub generic: bool,
    /// `--mlir-print-debuginfo`.
    pub debug_info: bool,
    /// `--mlir-print-local-scope`: no aliases.
    pub local_scope: bool,
    /// `--mlir-elide-elementsattrs-if-larger=N`: non-splat elements
    /// attributes with more than `N` elements print as
    /// `dense_resource<__elided__>`.
    pub elide_elements_if_larger: Option<u64>,
    /// `--mlir-elide-resource-strings-if-larger=N`: file metadata resource
    /// entries whose text is longer than `N` characters are left out.
    pub elide_resource_strings_if_larger: Option<u64>,
    /// `--mlir-print-value-users`: a comment after each op names the users
    /// of its results (ops without results get a number), and one per
    /// block argument opens each block.
    pub value_users: bool,
    /// `--mlir-print-unique-ssa-ids`: value numbers and name conflicts
    /// count on across regions, as in the generic form.
    pub unique_ssa_ids: bool,
    /// `--mlir-print-skip-regions`: regions print as `{...}`.
    pub skip_regions: bool,
    /// `--mlir-print-elementsattrs-with-hex-if-larger=N`: non-splat dense
    /// elements attributes with more than `N` elements print as a hex
    /// string (`None`: MLIR's default, 100; `-1`: never).
    pub hex_elements_if_larger: Option<i64>,
    /// `--mlir-use-nameloc-as-prefix`: values are named after the first
    /// `NameLoc` of their location.
    pub nameloc_prefix: bool,
    /// `--mlir-pretty-debuginfo`: locations print in MLIR's pretty form
    /// (no `loc(...)`, bare file names, `[unknown]`).
    pub pretty_debug_info: bool,
}

/// Prints the top-level op `op` of `body` (with alias definitions and a
/// trailing newline) as mlir-opt does.
pub fn print_top_level(ctx: &Context, body: &Body, op: OpId, opts: &PrintOptions) -> String {
    print_top_level_with_resources(ctx, body, op, opts, None)
}

/// As [`print_top_level`], followed by the file metadata dictionary
/// (`{-# dialect_resources: ... #-}`) of `resources` as mlir-opt prints it:
/// the builtin blobs the printed IR references and every external resource.
/// Nothing is printed with `local_scope`, as in mlir-opt.
pub fn print_top_level_with_resources(
    ctx: &Context,
    body: &Body,
    op: OpId,
    opts: &PrintOptions,
    resources: Option<&crate::resources::FileResources>,
) -> String {
    let mut phases = PrintPhases::default();
    let (text, _) = print_top(ctx, body, op, opts, resources, None, &mut phases);
    text
}

/// How long the phases of printing a top-level op took: wall time, and
/// time summed over the threads that worked on it (equal when serial).
#[derive(Clone, Copy, Debug, Default)]
pub struct PhaseTime {
    /// Wall-clock time.
    pub wall: Duration,
    /// Time summed over threads.
    pub user: Duration,
}

/// The phases of [`write_top_level`] (for `--mlir-timing`).
#[derive(Clone, Copy, Debug, Default)]
pub struct PrintPhases {
    /// Numbering values and blocks.
    pub naming: PhaseTime,
    /// Collecting aliases (the top-level op's children in parallel).
    pub aliases: PhaseTime,
    /// Printing and writing (the top-level op's children in parallel).
    pub printing: PhaseTime,
}

/// As [`print_top_level_with_resources`], written to `out` as it is
/// printed (in pieces of about 64 KiB) rather than built first, so the
/// output's size does not add to memory. With more than one thread in
/// rayon's pool, the ops of the top-level op's body are printed on the pool,
/// each into its own buffer, and written in order: the bytes do not depend
/// on the thread count. Returns how long each phase took.
pub fn write_top_level(
    ctx: &Context,
    body: &Body,
    op: OpId,
    opts: &PrintOptions,
    resources: Option<&crate::resources::FileResources>,
    out: &mut (dyn std::io::Write + Send),
) -> std::io::Result<PrintPhases> {
    let mut phases = PrintPhases::default();
    let (_, error) = print_top(ctx, body, op, opts, resources, Some(out), &mut phases);
    match error {
        Some(e) => Err(e),
        None => Ok(phases),
    }
}

/// Text is handed to the sink once this much is buffered.
const FLUSH_AT: usize = 1 << 16;
/// An op printed on a worker gives up beyond this much text, or beyond
/// [`BYTES_PER_WEIGHT`] per unit of its [`op_weight`] if that is more (to
/// bound memory: an op with huge attributes weighs little); it is printed
/// again in order, straight to the sink.
const CHUNK_LIMIT: usize = 8 << 20;
/// Text allowed per nested op of an op printed on a worker (benchmark
/// inputs print about 50 bytes per op).
const BYTES_PER_WEIGHT: usize = 256;
/// Ops printed on the pool at a time, per thread (bounds buffered output).
const WINDOW_PER_THREAD: usize = 16;
/// Ops (counted by [`op_weight`]) printed into buffers at a time, per
/// thread, unless the window's streamed first op is heavier.
const WEIGHT_PER_THREAD: usize = 1 << 14;

/// The number of ops, out of those left (by weight), in the next window of
/// [`Printer::print_ops_streamed`] on `threads` threads: the first op, then
/// as many as fit in the buffered budget (at least 1 in all).
fn window_len(weights: &[usize], threads: usize) -> usize {
    let Some(&head) = weights.first() else {
        return 0;
    };
    let max_ops = (WINDOW_PER_THREAD * threads).max(2);
    let budget = head.max(WEIGHT_PER_THREAD * threads);
    let mut len = 1;
    let mut buffered = 0;
    while len < weights.len() && len < max_ops && buffered + weights[len] <= budget {
        buffered += weights[len];
        len += 1;
    }
    len
}

/// How much text an op of the split body prints, roughly: the number of
/// ops in its isolated body, or 1.
fn op_weight(body: &Body, op: OpId) -> usize {
    body.nested_body(op).map_or(1, |b| b.op_capacity()).max(1)
}

/// Prints the top-level op into the returned string, or into `sink` when
/// given (then the string is empty); the error is the sink's first.
fn print_top(
    ctx: &Context,
    body: &Body,
    op: OpId,
    opts: &PrintOptions,
    resources: Option<&crate::resources::FileResources>,
    sink: Option<&mut (dyn std::io::Write + Send)>,
    phases: &mut PrintPhases,
) -> (String, Option<std::io::Error>) {
    let _span = tracing::info_span!(target: "print", "print").entered();
    let started = Instant::now();
    let names = {
        let _span = tracing::info_span!(target: "print", "print.naming").entered();
        Names::compute(ctx, body, op, NameFlags::of(opts))
    };
    let wall = started.elapsed();
    let (parallel_wall, parallel_user) = names.parallel;
    phases.naming = PhaseTime {
        wall,
        user: wall.saturating_sub(parallel_wall) + parallel_user,
    };
    // The top-level op's body is split over the pool when there is one.
    let split = (rayon::current_num_threads() > 1).then(|| (body_addr(body), op));
    let aliases = if opts.local_scope {
        Aliases::default()
    } else {
        let _span = tracing::info_span!(target: "print", "print.aliases").entered();
        // The top-level op's body is always the split body when recording:
        // its ops that cannot use an alias are not recorded (serially too).
        let top = Some((body_addr(body), op));
        Aliases::compute(ctx, body, op, opts, top, &mut phases.aliases)
    };
    let _span = tracing::info_span!(target: "print", "print.ops").entered();
    let started = Instant::now();
    let mut p = Printer::with(ctx, opts, &names, &aliases);
    p.split = split;
    p.sink = sink.map(|w| Box::new(w) as Box<dyn std::io::Write + Send + '_>);
    p.print_alias_defs(false);
    p.print_op(body, op);
    p.out.push('\n');
    p.print_alias_defs(true);
    if let (Some(r), false) = (resources, opts.local_scope) {
        let text = r.metadata_text(&p.resource_refs, opts.elide_resource_strings_if_larger);
        p.out.push_str(&text);
    }
    // mlir-opt ends the output with an empty line unless printing with local scope.
    if !opts.local_scope {
        p.out.push('\n');
    }
    p.flush_all();
    let wall = started.elapsed();
    phases.printing = PhaseTime {
        wall,
        user: wall.saturating_sub(p.parallel.wall) + p.parallel.user,
    };
    (std::mem::take(&mut p.out), p.io_error.take())
}

/// The key of a body in split targets: its address (bodies do not move
/// while printed).
fn body_addr(b: &Body) -> usize {
    b as *const Body as usize
}

fn empty_names() -> &'static Names {
    static EMPTY: std::sync::OnceLock<Names> = std::sync::OnceLock::new();
    EMPTY.get_or_init(Names::default)
}

fn empty_aliases() -> &'static Aliases {
    static EMPTY: std::sync::OnceLock<Aliases> = std::sync::OnceLock::new();
    EMPTY.get_or_init(Aliases::default)
}

/// Prints an op on its own (generic form, no aliases), e.g. for diagnostics.
pub fn op_to_string(ctx: &Context, body: &Body, op: OpId, generic: bool) -> String {
    let opts = PrintOptions {
        generic,
        local_scope: true,
        ..Default::default()
    };
    print_op_standalone(ctx, body, op, &opts)
}

/// Prints an op that is not the top level as MLIR prints a nested op on its
/// own: no alias definitions (attributes inline), the op's location when
/// printing debug info, no trailing newline.
pub fn print_op_standalone(ctx: &Context, body: &Body, op: OpId, opts: &PrintOptions) -> String {
    let names = Names::compute(ctx, body, op, NameFlags::of(opts));
    print_op_with_names(ctx, body, op, opts, &names)
}

/// Elements attributes with more elements than this are elided in the ops
/// diagnostics show.
const DIAGNOSTIC_ELIDE_LIMIT: u64 = 16;

/// Prints `op` in generic form as MLIR's `see current operation` note does:
/// its values named as when its closest IsolatedFromAbove ancestor (the
/// owner of `body`) is printed, so operands defined outside `op` keep their
/// names.
pub fn op_to_diagnostic_string(ctx: &Context, body: &Body, op: OpId) -> String {
    op_to_diagnostic_string_with(ctx, body, op, &PrintOptions::default())
}

/// As [`op_to_diagnostic_string`], with the printing flags of `flags` (as
/// MLIR's note takes mlir-opt's `--mlir-print-*` options): always generic,
/// without aliases, and elements attributes of more than 16 elements elided
/// (MLIR's `Diagnostic::appendOp`).
pub fn op_to_diagnostic_string_with(
    ctx: &Context,
    body: &Body,
    op: OpId,
    flags: &PrintOptions,
) -> String {
    let opts = PrintOptions {
        generic: true,
        local_scope: true,
        elide_elements_if_larger: Some(DIAGNOSTIC_ELIDE_LIMIT),
        ..flags.clone()
    };
    let names = if body.op_block(op).is_some() {
        Names::compute_body(ctx, body, NameFlags::of(&opts))
    } else {
        Names::compute(ctx, body, op, NameFlags::of(&opts))
    };
    print_op_with_names(ctx, body, op, &opts, &names)
}

fn print_op_with_names(
    ctx: &Context,
    body: &Body,
    op: OpId,
    opts: &PrintOptions,
    names: &Names,
) -> String {
    let mut p = Printer::with(ctx, opts, names, empty_aliases());
    p.print_op(body, op);
    p.out
}

/// Prints a type.
pub fn type_to_string(ctx: &Context, ty: Type) -> String {
    let opts = PrintOptions::default();
    let mut p = Printer::bare(ctx, &opts);
    p.print_type(ty);
    p.out
}

/// Prints an attribute.
pub fn attr_to_string(ctx: &Context, attr: Attr) -> String {
    let opts = PrintOptions::default();
    let mut p = Printer::bare(ctx, &opts);
    p.print_attr(attr, Elide::Never);
    p.out
}

/// Prints a location as `loc(...)`.
pub fn loc_to_string(ctx: &Context, loc: Loc) -> String {
    loc_to_string_with(ctx, loc, &PrintOptions::default())
}

/// Prints a location as `loc(...)`, or in the pretty form with
/// `pretty_debug_info`.
pub fn loc_to_string_with(ctx: &Context, loc: Loc, opts: &PrintOptions) -> String {
    let mut p = Printer::bare(ctx, opts);
    p.print_loc_full(loc, true);
    p.out
}

/// The printer, also the interface custom op forms print through (MLIR's
/// `OpAsmPrinter`).
///
/// In recording mode (used to collect aliases before printing) types,
/// attributes and locations are visited instead of written, in the order the
/// real print would write them.
pub struct Printer<'a> {
    pub(crate) ctx: &'a Context,
    pub(crate) out: String,
    opts: &'a PrintOptions,
    names: &'a Names,
    pub(crate) aliases: &'a Aliases,
    indent: usize,
    /// Dialect whose prefix is omitted on op names where the next op prints.
    default_dialect: &'static str,
    /// The alias collector, in recording mode.
    pub(crate) record: Option<aliases::Init<'a>>,
    /// The numbers printed for `distinct` attributes, given in print order.
    pub(crate) distinct_ids: rustc_hash::FxHashMap<Attr, u64>,
    /// `dense_resource` keys in the order they were first printed.
    pub(crate) resource_refs: Vec<String>,
    /// The keys in `resource_refs`.
    pub(crate) resource_seen: rustc_hash::FxHashSet<Box<str>>,
    /// The top-level op (with its body's address) whose body's ops are
    /// printed on the pool.
    split: Option<(usize, OpId)>,
    /// Where text goes once [`FLUSH_AT`] is buffered (none: it stays in `out`).
    sink: Option<Box<dyn std::io::Write + Send + 'a>>,
    /// The sink's first error.
    io_error: Option<std::io::Error>,
    /// With no sink, how much text may be buffered before giving up.
    limit: usize,
    /// Printing gave up (a write failed, or `limit` was passed): ops print
    /// nothing more.
    stopped: bool,
    /// Time spent in parallel phases: wall and summed over threads.
    parallel: PhaseTime,
}

/// What a worker needs to print one op of the split body on its own.
struct ChunkEnv<'b> {
    ctx: &'b Context,
    opts: &'b PrintOptions,
    names: &'b Names,
    aliases: &'b Aliases,
    /// The `distinct` numbers given so far.
    distinct_ids: rustc_hash::FxHashMap<Attr, u64>,
    indent: usize,
    default_dialect: &'static str,
    recording: bool,
}

/// One op printed (or recorded) on a worker.
struct Chunk<'b> {
    out: String,
    record: Option<aliases::Init<'b>>,
    resource_refs: Vec<String>,
    /// The op must be printed again, in order: it numbered a `distinct`
    /// attribute (numbers are given in print order) or outgrew the limit.
    redo: bool,
    spent: Duration,
}

impl<'b> ChunkEnv<'b> {
    /// Prints `op` as one line of the split body, as the serial loop does.
    fn print(&self, body: &Body, op: OpId) -> Chunk<'b> {
        let started = Instant::now();
        if self.recording && !aliases::may_use_alias(self.ctx, self.opts, body, op) {
            return Chunk {
                out: String::new(),
                record: None,
                resource_refs: Vec::new(),
                redo: false,
                spent: started.elapsed(),
            };
        }
        let mut p = Printer::with(self.ctx, self.opts, self.names, self.aliases);
        p.indent = self.indent;
        p.default_dialect = self.default_dialect;
        if self.recording {
            p.record = Some(aliases::Init::new(self.ctx));
        } else {
            p.distinct_ids = self.distinct_ids.clone();
            p.limit = CHUNK_LIMIT.max(op_weight(body, op).saturating_mul(BYTES_PER_WEIGHT));
        }
        p.write_indent();
        p.print_op(body, op);
        p.out.push('\n');
        let redo = p.stopped || p.distinct_ids.len() != self.distinct_ids.len();
        Chunk {
            out: if self.recording { String::new() } else { p.out },
            record: p.record.take(),
            resource_refs: p.resource_refs,
            redo,
            spent: started.elapsed(),
        }
    }
}

/// The printer interface of custom op forms.
pub type OpAsmPrinter<'a> = Printer<'a>;

impl<'a> Printer<'a> {
    fn with(
        ctx: &'a Context,
        opts: &'a PrintOptions,
        names: &'a Names,
        aliases: &'a Aliases,
    ) -> Self {
        Printer {
            ctx,
            out: String::new(),
            opts,
            names,
            aliases,
            indent: 0,
            default_dialect: "builtin",
            record: None,
            distinct_ids: Default::default(),
            resource_refs: Vec::new(),
            resource_seen: Default::default(),
            split: None,
            sink: None,
            io_error: None,
            limit: usize::MAX,
            stopped: false,
            parallel: PhaseTime::default(),
        }
    }

    fn bare(ctx: &'a Context, opts: &'a PrintOptions) -> Self {
        Printer::with(ctx, opts, empty_names(), empty_aliases())
    }

    /// Hands buffered text to the sink once there is enough of it; with no
    /// sink, gives up past `limit`.
    fn flush_if_full(&mut self) {
        if self.out.len() < FLUSH_AT {
            return;
        }
        if self.record.is_some() {
            // Recording writes text only to throw it away.
            self.out.clear();
        } else if self.sink.is_some() {
            self.flush_all();
        } else if self.out.len() > self.limit {
            self.stopped = true;
            self.out.clear();
        }
    }

    /// Hands all buffered text to the sink, if there is one.
    fn flush_all(&mut self) {
        let Some(sink) = self.sink.as_mut() else {
            return;
        };
        if self.io_error.is_none() {
            if let Err(e) = sink.write_all(self.out.as_bytes()) {
                self.io_error = Some(e);
                self.stopped = true;
            }
        }
        self.out.clear();
    }

    /// Whether `op`, an op of the split body, is to be recorded: not when
    /// recording and nothing it prints can have an alias (recording it would
    /// change nothing).
    fn records_aliases_of(&self, body: &Body, op: OpId) -> bool {
        self.record.is_none() || aliases::may_use_alias(self.ctx, self.opts, body, op)
    }

    /// Whether the regions of `op` (in `body`) hold the split body.
    fn splits(&self, body: &Body, op: OpId) -> bool {
        self.split == Some((body_addr(body), op))
    }

    /// A printer that records alias candidates instead of printing.
    fn recording(ctx: &'a Context, opts: &'a PrintOptions, init: aliases::Init<'a>) -> Self {
        let mut p = Printer::bare(ctx, opts);
        p.record = Some(init);
        p
    }

    fn print_alias_defs(&mut self, deferred: bool) {
        let defs: Vec<(String, aliases::AliasDef)> = self.aliases.defs(deferred).collect();
        for (name, def) in defs {
            self.out.push_str(&name);
            self.out.push_str(" = ");
            match def {
                aliases::AliasDef::Loc(loc) => self.print_loc_full(loc, true),
                aliases::AliasDef::Attr(attr) => self.print_attr_body(attr),
                aliases::AliasDef::Type(ty) => self.print_type_body(ty),
            }
            self.out.push('\n');
        }
    }

    fn write_indent(&mut self) {
        if self.record.is_some() {
            return;
        }
        const SPACES: &str = concat!(
            "                                                                ",
            "                                                                "
        );
        let mut left = self.indent;
        while left > 0 {
            let n = left.min(SPACES.len());
            self.out.push_str(&SPACES[..n]);
            left -= n;
        }
    }

    // ----- the interface of custom forms ---------------------------------

    /// The context.
    pub fn ctx(&self) -> &'a Context {
        self.ctx
    }

    /// Whether the generic form is being printed.
    pub fn is_generic(&self) -> bool {
        self.opts.generic
    }

    /// Writes raw text.
    pub fn write_str(&mut self, s: &str) {
        self.out.push_str(s);
    }

    /// Writes one character.
    pub fn write_char(&mut self, c: char) {
        self.out.push(c);
    }

    /// Writes a value's name (`%0`, `%arg1`, `%c0_i32`, `%5#1`).
    pub fn print_operand(&mut self, body: &Body, v: ValueId) {
        if self.record.is_none() {
            self.names.write_value(&mut self.out, body, v);
        }
    }

    /// Writes `%a, %b, %c`.
    pub fn print_operands(&mut self, body: &Body, vs: impl IntoIterator<Item = ValueId>) {
        for (i, v) in vs.into_iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_operand(body, v);
        }
    }

    /// Writes a block's name (`^bb1`).
    pub fn print_block_ref(&mut self, body: &Body, b: BlockId) {
        if self.record.is_none() {
            self.names.write_block(&mut self.out, body, b);
        }
    }

    /// Writes `^bb1` or `^bb1(%a, %b : i32, i64)`.
    pub fn print_successor_and_use_list(&mut self, body: &Body, b: BlockId, args: &[ValueId]) {
        self.print_block_ref(body, b);
        if args.is_empty() {
            return;
        }
        self.out.push('(');
        self.print_operands(body, args.iter().copied());
        self.out.push_str(" : ");
        let tys: Vec<Type> = args.iter().map(|&v| body.value_type(v)).collect();
        self.print_type_list(&tys);
        self.out.push(')');
    }

    /// Writes a type (or records it).
    pub fn print_type(&mut self, ty: Type) {
        if let Some(r) = self.record.as_mut() {
            r.visit_type(ty);
            return;
        }
        self.print_type_written(ty);
    }

    /// Writes `T, U, V`.
    pub fn print_types(&mut self, types: &[Type]) {
        self.print_type_list(types);
    }

    /// Writes ` -> T` or ` -> (T, U)` (nothing for no types), as MLIR's
    /// `printArrowTypeList` after a space.
    pub fn print_optional_arrow_type_list(&mut self, types: &[Type]) {
        if types.is_empty() {
            return;
        }
        self.out.push_str(" -> ");
        self.print_result_types(types);
    }

    /// Writes `(T, U) -> V` as a function type.
    pub fn print_functional_type(&mut self, inputs: &[Type], results: &[Type]) {
        self.out.push('(');
        self.print_type_list(inputs);
        self.out.push_str(") -> ");
        self.print_result_types(results);
    }

    /// Writes an attribute with its type where MLIR prints one (or records it).
    pub fn print_attribute(&mut self, attr: Attr) {
        self.print_attr(attr, Elide::Never);
    }

    /// Writes an attribute without its `: type` suffix (MLIR's
    /// `printAttributeWithoutType`).
    pub fn print_attribute_without_type(&mut self, attr: Attr) {
        self.print_attr(attr, Elide::Type);
    }

    /// Writes ` {a = 1, b}` for the entries not in `elided` (nothing if none).
    pub fn print_optional_attr_dict(&mut self, entries: &[(Ident, Attr)], elided: &[&str]) {
        self.print_attr_dict_impl(entries, elided, false);
    }

    /// Writes ` attributes {a = 1}` for the entries not in `elided`.
    pub fn print_optional_attr_dict_with_keyword(
        &mut self,
        entries: &[(Ident, Attr)],
        elided: &[&str],
    ) {
        self.print_attr_dict_impl(entries, elided, true);
    }

    fn print_attr_dict_impl(&mut self, entries: &[(Ident, Attr)], elided: &[&str], kw: bool) {
        let ctx = self.ctx;
        let kept: SmallVec<[(Ident, Attr); 8]> = entries
            .iter()
            .filter(|(k, _)| !elided.contains(&ctx.ident_str(*k)))
            .copied()
            .collect();
        if kept.is_empty() {
            return;
        }
        if let Some(r) = self.record.as_mut() {
            for &(_, v) in &kept {
                r.visit_attr(v, false);
            }
            return;
        }
        self.out.push_str(if kw { " attributes {" } else { " {" });
        self.print_dict_entries(&kept);
        self.out.push('}');
    }

    /// An op's discardable attributes and properties merged and sorted by
    /// name (MLIR's `getAttrs()` for printing).
    pub fn op_attrs(&self, body: &Body, op: OpId) -> SmallVec<[(Ident, Attr); 8]> {
        let ctx = self.ctx;
        let mut v: SmallVec<[(Ident, Attr); 8]> =
            ctx.dict_entries(body.attrs(op)).iter().copied().collect();
        if let Some(p) = body.properties(op) {
            v.extend(ctx.dict_entries(p).iter().copied());
        }
        v.sort_by(|a, b| ctx.ident_str(a.0).cmp(ctx.ident_str(b.0)));
        v
    }

    /// Writes `@name` (quoted if needed).
    pub fn print_symbol_name(&mut self, name: &str) {
        types_attrs::write_symbol(&mut self.out, name.as_bytes());
    }

    /// Writes `@name` for a name of any bytes (a `sym_name` string need not
    /// be UTF-8 in unverified IR), quoted and escaped if needed.
    pub fn print_symbol_name_bytes(&mut self, name: &[u8]) {
        types_attrs::write_symbol(&mut self.out, name);
    }

    /// Writes a newline and the current indentation.
    pub fn print_newline(&mut self) {
        self.out.push('\n');
        self.write_indent();
    }

    /// Writes a region argument: `%arg0: i32 {attrs} loc(...)`.
    pub fn print_region_argument(
        &mut self,
        body: &Body,
        v: ValueId,
        attrs: Option<Attr>,
        omit_type: bool,
    ) {
        self.print_operand(body, v);
        if !omit_type {
            self.out.push_str(": ");
            self.print_type(body.value_type(v));
        }
        if let Some(a) = attrs {
            let entries = self.ctx.dict_entries(a).to_vec();
            self.print_optional_attr_dict(&entries, &[]);
        }
        if self.opts.debug_info {
            if let Some(l) = body.value_loc(v) {
                self.print_arg_loc(l);
            }
        }
    }

    /// Writes region `index` of `op` (whose body is `body`) as `{ ... }`.
    pub fn print_region(
        &mut self,
        body: &Body,
        op: OpId,
        index: usize,
        entry_args: bool,
        terminators: bool,
        empty_block: bool,
    ) {
        let rb = body.regions_body(op);
        let Some(&r) = body.op_regions(op).get(index) else {
            return;
        };
        let dd = self
            .ctx
            .op_info(body.op_name(op))
            .map_or("", |i| i.default_dialect);
        let saved = std::mem::replace(&mut self.default_dialect, dd);
        let split = self.splits(body, op);
        self.print_region_blocks(rb, r, entry_args, terminators, empty_block, split);
        self.default_dialect = saved;
    }
}

#[cfg(test)]
mod window_tests {
    use super::{window_len, WEIGHT_PER_THREAD, WINDOW_PER_THREAD};

    #[test]
    fn equal_huge_ops_go_two_at_a_time() {
        // giant_1m: one op streamed, one buffered, never all four at once.
        let w = [250_000; 4];
        assert_eq!(window_len(&w, 2), 2);
        assert_eq!(window_len(&w[2..], 2), 2);
    }

    #[test]
    fn small_ops_fill_the_op_count_window() {
        let w = vec![250; 1000];
        assert_eq!(window_len(&w, 2), 2 * WINDOW_PER_THREAD);
        assert_eq!(window_len(&w[995..], 2), 5);
    }

    #[test]
    fn a_heavy_op_after_light_ones_starts_the_next_window() {
        let heavy = 4 * WEIGHT_PER_THREAD;
        let w = [10, 10, heavy, 10];
        assert_eq!(window_len(&w, 2), 2);
        // As the head it is streamed, and buffers up to its own weight.
        assert_eq!(window_len(&w[2..], 2), 2);
        assert_eq!(window_len(&[heavy, heavy + 1], 2), 1);
        assert_eq!(window_len(&[], 2), 0);
    }
}
