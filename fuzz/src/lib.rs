//! What the fuzz targets share: a context with every dialect, a
//! one-thread rayon pool every input runs in, the round-trip oracle (what
//! parses prints, and printing is a fixed point of parse-then-print, in
//! custom and generic form), the passes pipelines are drawn from (each
//! parsed once), and how inputs become modules (text that parses, or the
//! program generator of `rmlir_interp::gen`).

pub mod targets;

/// mimalloc, as in rmlir-opt: the targets allocate as the tool does.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

use arbitrary::Unstructured;
use rmlir_interp::gen::{generate, GenConfig, Program};
use rmlir_ir::Context;
use rmlir_numerics::float::FloatKind;
use rmlir_passes::{parse_pipeline, registry, OpPassManager, RunOptions};
use rmlir_text::parser::{parse_module, ParseOptions, ParsedModule};
use rmlir_text::printer::{print_top_level, PrintOptions};
use std::sync::atomic::{AtomicBool, Ordering};

/// The context every input is parsed in, with every dialect and
/// unregistered ops allowed; made once (registering the dialects costs more
/// than most inputs).
pub fn context() -> &'static Context {
    static CTX: std::sync::OnceLock<Context> = std::sync::OnceLock::new();
    CTX.get_or_init(|| {
        let mut ctx = Context::new();
        rmlir_dialects::register_all(&mut ctx);
        ctx.set_allow_unregistered_dialects(true);
        ctx
    })
}

/// Runs `f` in a one-thread rayon pool whose one thread is the calling
/// thread: parallel parsing, verification and pass scheduling then run
/// inline, with no hand-off to another thread (the inputs are small, and the
/// machine's other cores belong to other jobs). Handing each input to a
/// pool thread and back cost about a fifth of a run (the idle worker spins
/// before it sleeps, and waking it takes a futex call).
pub fn on_one_thread<R: Send>(f: impl FnOnce() -> R + Send) -> R {
    thread_local! {
        static POOL: rayon::ThreadPool = rayon::ThreadPoolBuilder::new()
            .num_threads(1)
            .use_current_thread()
            .build()
            .expect("a one-thread pool");
    }
    POOL.with(|pool| pool.install(f))
}

/// Parses and verifies `text`; `None` if it is not valid IR.
pub fn parse_valid(ctx: &Context, text: &[u8]) -> Option<ParsedModule> {
    let m = parse_module(ctx, text, &ParseOptions::default()).ok()?;
    rmlir_ir::verify::verify(ctx, &m.body, m.op).ok()?;
    Some(m)
}

/// Whether the targets check everything they can, not only what a
/// finding needs (see [`check_thoroughly`]).
static THOROUGH: AtomicBool = AtomicBool::new(false);

/// Makes the targets also verify every generated program (the generator's
/// own check) and, in `differential`, the IR after every pass rather than
/// after the last. Fuzzing leaves these off: verification was a quarter of
/// a `differential` run, the generator's check runs in its own tests, and
/// `pipeline` verifies after every pass. Replaying a finding turns them on,
/// so that it is blamed on the generator or on the first pass at fault.
pub fn check_thoroughly() {
    THOROUGH.store(true, Ordering::Relaxed);
}

/// Whether [`check_thoroughly`] was called.
pub fn thorough() -> bool {
    THOROUGH.load(Ordering::Relaxed)
}

/// A generated program from `u`'s bytes and the module it parses to; a
/// program that does not parse (or, when [`thorough`], verify) is a
/// generator bug (a finding).
pub fn generated(
    ctx: &Context,
    u: &mut Unstructured<'_>,
    cfg: &GenConfig,
) -> (Program, ParsedModule) {
    let p = generate(u, cfg).expect("generation never fails");
    let m = if thorough() {
        p.parse(ctx)
    } else {
        p.parse_unverified(ctx)
    };
    let m = m.unwrap_or_else(|e| panic!("{e}\n{}", p.text));
    (p, m)
}

/// Prints `m` in generic form.
pub fn print_generic(ctx: &Context, m: &ParsedModule) -> String {
    let opts = PrintOptions {
        generic: true,
        ..PrintOptions::default()
    };
    print_top_level(ctx, &m.body, m.op, &opts)
}

/// Custom forms that mlir-opt 22 itself prints in a way it cannot parse
/// back (rmlir prints what mlir-opt prints): `scf.reduce` and
/// `memref.dma_start` with discardable attributes.
const MLIR_UNPARSABLE_CUSTOM_FORMS: &[&str] = &["scf.reduce  {", "memref.dma_start"];

/// Whether an attribute dictionary of `text` has an entry named by the
/// empty string: bytecode may hold one, MLIR 22 prints it as `"" = ...`,
/// and its parser (rmlir's too) refuses that with "expected valid attribute
/// name". A string value cannot hide the pattern: its quotes print escaped.
fn empty_attribute_name(text: &str) -> bool {
    ["{\"\" = ", ", \"\" = "].iter().any(|p| text.contains(p))
}

/// Whether `m` holds an `affine.parallel` whose induction variables are not
/// all `index`: MLIR 22's verifier accepts one (from generic text or
/// bytecode), but its custom form prints them without types, so they parse
/// back as `index` and their uses no longer type-check; mlir-opt 22 does
/// the same, and rmlir prints what it prints.
fn affine_parallel_with_non_index_ivs(ctx: &Context, m: &ParsedModule) -> bool {
    use rmlir_ir::walk::{walk_regions, WalkControl, WalkEvent};
    let mut found = false;
    let top = m.body.regions_body(m.op);
    walk_regions(top, m.body.op_regions(m.op), true, &mut |b, op, ev| {
        if ev == WalkEvent::Pre && ctx.op_name_str(b.op_name(op)) == "affine.parallel" {
            let rb = b.regions_body(op);
            let ivs = b.op_regions(op).iter().filter_map(|&r| rb.entry_block(r));
            found = ivs
                .flat_map(|blk| rb.block_args(blk))
                .any(|&v| !matches!(ctx.type_data(rb.value_type(v)), rmlir_ir::TypeData::Index));
            if found {
                return WalkControl::Interrupt;
            }
        }
        WalkControl::Advance
    });
    found
}

/// Whether an `affine.dma_start` or `affine.dma_wait` has an element count
/// (or stride) that is not an `index`: MLIR 22's verifiers do not check
/// their types, its custom forms print them without one, and they parse
/// back as `index`, so uses elsewhere no longer type-check; mlir-opt 22
/// prints the same, and rmlir prints what it prints.
fn affine_dma_with_non_index_counts(ctx: &Context, m: &ParsedModule) -> bool {
    use rmlir_ir::walk::{walk_regions, WalkControl, WalkEvent};
    let map_inputs = |b: &rmlir_ir::Body, op, name: &str| {
        let attr = ctx.dict_get(b.attrs(op), name);
        match attr.map(|a| ctx.attr_data(a)) {
            Some(rmlir_ir::AttrData::AffineMap(map)) => (map.num_dims + map.num_symbols) as usize,
            _ => 0,
        }
    };
    let mut found = false;
    let top = m.body.regions_body(m.op);
    walk_regions(top, m.body.op_regions(m.op), true, &mut |b, op, ev| {
        if ev != WalkEvent::Pre {
            return WalkControl::Advance;
        }
        let operands: Vec<_> = b.operands(op).collect();
        let counts = match ctx.op_name_str(b.op_name(op)) {
            // Its tag, the tag map's inputs, then the count (the printed
            // operands; MLIR's verifier does not count them).
            "affine.dma_wait" => {
                let at = 1 + map_inputs(b, op, "tag_map");
                at..(at + 1).min(operands.len())
            }
            "affine.dma_start" => {
                let inputs: usize = ["src_map", "dst_map", "tag_map"]
                    .iter()
                    .map(|n| map_inputs(b, op, n))
                    .sum();
                (inputs + 3).min(operands.len())..operands.len()
            }
            _ => return WalkControl::Advance,
        };
        found = operands
            .get(counts)
            .unwrap_or_default()
            .iter()
            .any(|&v| !matches!(ctx.type_data(b.value_type(v)), rmlir_ir::TypeData::Index));
        if found {
            WalkControl::Interrupt
        } else {
            WalkControl::Advance
        }
    });
    found
}

/// Whether a dense array's elements are not whole bytes wide
/// (`array<si11: 255>`, `array<tf32: ...>`; i1 aside): only bytecode makes
/// one, and MLIR 22's parser refuses the text ("element type bitwidth must
/// be a multiple of 8"); rmlir prints what mlir-opt 22 prints.
pub fn dense_array_of_partial_bytes(text: &str) -> bool {
    text.match_indices("array<").any(|(i, m)| {
        let elem = text[i + m.len()..]
            .split([':', '>'])
            .next()
            .unwrap_or_default();
        let int_width = elem
            .trim_start_matches(['s', 'u'])
            .strip_prefix('i')
            .and_then(|w| w.parse::<u32>().ok());
        let width = int_width.or_else(|| FloatKind::from_keyword(elem).map(|k| k.bit_width()));
        width.is_some_and(|w| w != 1 && w % 8 != 0)
    })
}

/// Prints `m`, then checks that the text parses, verifies and prints the
/// same, in custom and generic form. Panics (a finding) otherwise.
pub fn check_round_trip(ctx: &Context, m: &ParsedModule) {
    for generic in [true, false] {
        let opts = PrintOptions {
            generic,
            ..PrintOptions::default()
        };
        let first = print_top_level(ctx, &m.body, m.op, &opts);
        if sparse_with_collapsed_indices(&first)
            || dense_array_of_partial_bytes(&first)
            || decimal_beyond_double(&first)
            || empty_attribute_name(&first)
            || !generic
                && (MLIR_UNPARSABLE_CUSTOM_FORMS
                    .iter()
                    .any(|f| first.contains(f))
                    || repeats_numbered_id_in_affine_line(&first)
                    || numbered_result_in_switch_default(&first)
                    || affine_parallel_with_non_index_ivs(ctx, m)
                    || affine_dma_with_non_index_counts(ctx, m)
                    || first.contains(FOR_WITH_MISSING_BOUND_OPERANDS))
        {
            continue;
        }
        let second = reprint(ctx, &first, &opts);
        if first != second && only_affine_lines_differ(&first, &second) {
            // MLIR 22's affine expression simplification is not idempotent
            // (`s0 * 8 + 9 + d0 * 16 + s2 + s1 * 4` prints with the constant
            // in the middle, which parses back with it last), and rmlir
            // prints what mlir-opt prints. One more round must be stable.
            let third = reprint(ctx, &second, &opts);
            assert_eq!(
                second, third,
                "affine maps do not settle after two rounds (generic: {generic})"
            );
            continue;
        }
        assert_eq!(
            first, second,
            "printing is not a fixed point (generic: {generic})"
        );
    }
}

/// What mlir-opt 22 prints for an `affine.for` with fewer operands than
/// its bound maps take, which its verifier lets through from generic form:
/// it counts the missing operands as iter operands (an unsigned
/// subtraction), prints empty `iter_args`, and cannot parse the loop back
/// ("dim operand count and affine map dim count must match"). rmlir prints
/// as it does.
const FOR_WITH_MISSING_BOUND_OPERANDS: &str = "iter_args() -> ()";

/// Whether a sparse elements attribute has indices that print collapsed to
/// one splat value but values that do not (`sparse<0, [1, 2]>`, from
/// repeated coordinates): mlir-opt 22 prints that and cannot parse it back
/// (the indices read as one coordinate, the values as two), and rmlir
/// prints and parses as it does.
pub fn sparse_with_collapsed_indices(text: &str) -> bool {
    text.match_indices("sparse<").any(|(i, m)| {
        let rest = &text[i + m.len()..];
        let digits = rest.strip_prefix('-').unwrap_or(rest);
        let n = digits.bytes().take_while(u8::is_ascii_digit).count();
        n > 0 && digits[n..].starts_with(", [")
    })
}

/// Whether a float prints in decimal beyond what an `f64` holds: an
/// exponent beyond its range (`1.91066778663151788766E-4945 : f80`, a tiny
/// `f80` or `f128`) or more significant digits than its 17
/// (`1.00000005420851592608 : f80`). mlir-opt 22 prints such values so but
/// reads decimal literals through a `double`, so they parse back as zero,
/// infinity or the nearest `double`; rmlir does as it does.
pub fn decimal_beyond_double(text: &str) -> bool {
    let bytes = text.as_bytes();
    let beyond_range = text.match_indices(['e', 'E']).any(|(i, _)| {
        let digit_before = i > 0 && bytes[i - 1].is_ascii_digit();
        let rest = &text[i + 1..];
        let Some(exp) = rest.strip_prefix('-').or_else(|| rest.strip_prefix('+')) else {
            return false;
        };
        let n = exp.bytes().take_while(u8::is_ascii_digit).count();
        digit_before && n > 0 && exp[..n].parse::<u32>().map_or(true, |e| e > 307)
    });
    let beyond_precision = text.match_indices('.').any(|(i, _)| {
        let whole = bytes[..i]
            .iter()
            .rev()
            .take_while(|b| b.is_ascii_digit())
            .count();
        let fraction = bytes[i + 1..]
            .iter()
            .take_while(|b| b.is_ascii_digit())
            .count();
        let digits = &bytes[i - whole..i + 1 + fraction];
        let significant = digits
            .iter()
            .skip_while(|&&b| b == b'0' || b == b'.')
            .filter(|b| b.is_ascii_digit())
            .count();
        whole > 0 && fraction > 0 && significant > 17
    });
    beyond_range || beyond_precision
}

/// Whether a line of affine ops names results of one op twice, with a
/// result number (`%0#1 ... %0#1`, `%0#0 ... %0#1`): mlir-opt 22 prints
/// such subscripts (`affine.load %m[%0#0 * 8 + %0#1]`) but its parser
/// matches an SSA id already seen in the map by `%0` alone and then fails
/// on the `#1` ("expected ']' in affine map"); rmlir prints and parses as
/// it does.
pub fn repeats_numbered_id_in_affine_line(text: &str) -> bool {
    let is_id_char = |c: char| c.is_ascii_alphanumeric() || "_$.-#".contains(c);
    text.lines().filter(|l| l.contains("affine.")).any(|l| {
        let mut seen: Vec<(&str, bool)> = Vec::new();
        for (i, _) in l.match_indices('%') {
            let tok = &l[i..];
            let end = tok[1..]
                .find(|c| !is_id_char(c))
                .map_or(tok.len(), |e| e + 1);
            let (base, numbered) = match tok[..end].split_once('#') {
                Some((b, _)) => (b, true),
                None => (&tok[..end], false),
            };
            if let Some(prev) = seen.iter().find(|(b, _)| *b == base) {
                if prev.1 || numbered {
                    return true;
                }
            } else {
                seen.push((base, numbered));
            }
        }
        false
    })
}

/// Whether a `cf.switch` forwards a result named by number to its default
/// destination (`default: ^bb1(%0#1 : i64)`): mlir-opt 22 prints that but
/// its parser refuses it ("result number not allowed in argument list"),
/// and rmlir prints and parses as it does.
pub fn numbered_result_in_switch_default(text: &str) -> bool {
    text.lines().any(|l| {
        l.trim_start()
            .strip_prefix("default: ^")
            .and_then(|rest| rest.split_once('('))
            .is_some_and(|(_, args)| args.split(':').next().is_some_and(|v| v.contains('#')))
    })
}

/// Parses, verifies and prints `text` again; panics if it does not parse or
/// verify.
fn reprint(ctx: &Context, text: &str, opts: &PrintOptions) -> String {
    let m = match parse_module(ctx, text.as_bytes(), &ParseOptions::default()) {
        Ok(m) => m,
        Err(d) => panic!("printed IR does not parse: {}\n{text}", d.message),
    };
    if let Err(d) = rmlir_ir::verify::verify(ctx, &m.body, m.op) {
        panic!("printed IR does not verify: {}\n{text}", d.message);
    }
    print_top_level(ctx, &m.body, m.op, opts)
}

/// Whether `a` and `b` have the same lines except lines that both hold an
/// affine map or integer set (where MLIR's own simplification may move
/// terms between two rounds).
fn only_affine_lines_differ(a: &str, b: &str) -> bool {
    let affine = |l: &str| l.contains("affine_map<") || l.contains("affine_set<");
    a.lines().count() == b.lines().count()
        && a.lines()
            .zip(b.lines())
            .all(|(x, y)| x == y || (affine(x) && affine(y)))
}

/// The passes pipelines are made of (function-level ones nested in
/// `func.func`). The first [`MEANING_PRESERVING`] keep what every public
/// function computes; `symbol-privatize` makes them private, after which
/// other passes may drop them.
pub const PASSES: &[&str] = &[
    "func.func(canonicalize)",
    "func.func(canonicalize{backend=egraph})",
    "func.func(cse)",
    "sccp",
    "inline",
    "func.func(loop-invariant-code-motion)",
    "symbol-dce",
    "remove-dead-values",
    "func.func(control-flow-sink)",
    "func.func(topological-sort)",
    "strip-debuginfo",
    "canonicalize",
    "canonicalize{backend=egraph}",
    "cse",
    "symbol-privatize",
];

/// How many of [`PASSES`], from the first, keep the meaning of public
/// functions.
pub const MEANING_PRESERVING: usize = PASSES.len() - 1;

/// Up to four passes among the first `among` of [`PASSES`], as indices,
/// chosen by the four nibbles of `choice` (a nibble naming no pass adds
/// none).
pub fn choose_passes(choice: u16, among: usize) -> Vec<usize> {
    (0..4)
        .map(|i| usize::from((choice >> (4 * i)) & 0xF))
        .filter(|&k| k < among)
        .collect()
}

/// The pass manager on the top-level module of each of [`PASSES`], parsed
/// once.
pub fn pass_managers() -> &'static [OpPassManager] {
    static MANAGERS: std::sync::OnceLock<Vec<OpPassManager>> = std::sync::OnceLock::new();
    MANAGERS.get_or_init(|| {
        let registry = registry();
        PASSES
            .iter()
            .map(|p| {
                parse_pipeline(&registry, &format!("builtin.module({p})"))
                    .expect("the passes above parse")
            })
            .collect()
    })
}

/// The pipeline text of the passes `chosen` (indices into [`PASSES`]).
pub fn pipeline_text(chosen: &[usize]) -> String {
    chosen
        .iter()
        .map(|&k| PASSES[k])
        .collect::<Vec<_>>()
        .join(",")
}

/// Runs `pm` (one pass of [`PASSES`]) on `m`, then verifies the whole
/// module: the pass never panics, never leaves invalid IR, and a failure
/// comes with a diagnostic. Returns whether the pass succeeded. (The pass
/// manager's own `verify_each` would verify the IR a second time.)
pub fn run_verified(ctx: &Context, pm: &OpPassManager, m: &mut ParsedModule, what: &str) -> bool {
    run_unverified(pm, ctx, m, what) && verified(ctx, m, what)
}

/// Runs `pm` on `m` without verifying the result: the pass never panics
/// and a failure comes with a diagnostic. Returns whether it succeeded.
pub fn run_unverified(pm: &OpPassManager, ctx: &Context, m: &mut ParsedModule, what: &str) -> bool {
    let opts = RunOptions {
        verify_each: false,
        ..RunOptions::default()
    };
    let res = pm.run(ctx, &mut m.body, m.op, opts);
    if res.failed {
        // A pass may fail on some input (e.g. a verifier error it found),
        // but never with IR left invalid and unreported.
        assert!(!res.diagnostics.is_empty(), "{what} failed silently");
    }
    !res.failed
}

/// Panics (a finding) unless `m`, which `what` produced, verifies; true.
pub fn verified(ctx: &Context, m: &ParsedModule, what: &str) -> bool {
    if let Err(d) = rmlir_ir::verify::verify(ctx, &m.body, m.op) {
        panic!("{what} left invalid IR: {}", d.message);
    }
    true
}
