//! Parallel parsing of the IsolatedFromAbove ops of the top-level block
//! (an implicit module's ops, or the body of a top-level `module`).
//!
//! When the parser reaches such a block's op, the splitter (`split.rs`)
//! finds the run of isolated ops that starts there and the offsets where
//! they begin. The run is cut into chunks, each parsed on the rayon pool
//! by a parser of its own that starts as the serial parser would be at
//! that point (the aliases defined so far, the default dialects), reads
//! the whole input (so each op sees the tokens after it, as in order) and
//! stops at its chunk's end. The ops are then moved, in order, into the
//! block being parsed, exactly as the serial parser creates them, and the
//! serial parser goes on after the run.
//!
//! A chunk is kept only if it is proven to be what the serial parser would
//! have built: it parsed without error, its last op ends exactly where the
//! next chunk starts, its ops have no operands, results, successors or
//! regions in the block (each op stands alone: an isolated op's regions
//! live in its own body), nothing in it refers to a name it does not
//! define, and it made no `distinct` attribute (they are numbered
//! file-wide). Otherwise the whole run is parsed in order, in place. Any
//! error of a parse that used a run is reported by parsing the file again
//! in order, so diagnostics never depend on the split.

use super::lexer::{unescape, Tok};
use super::ops::BlockScope;
use super::split::{group_chunks, scan_run, OpStart};
use super::{LineState, Parser, Scope};
use rayon::prelude::*;
use rmlir_ir::registry::OpTraits;
use rmlir_ir::Context;
use rmlir_ir::Type;
use rmlir_ir::{Attr, Ident, Loc};
use rmlir_ir::{BlockId, Body, OpSpec};
use rustc_hash::FxHashMap;

/// Whether [`super::parse_module_with`] may parse in parallel.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ParallelParse {
    /// Split inputs larger than [`AUTO_MIN_BYTES`] when the rayon pool has
    /// more than one thread. The environment variable
    /// `RMLIR_FORCE_PARALLEL_PARSE` overrides it: `1` forces, `0` disables.
    #[default]
    Auto,
    /// Always parse in order.
    Off,
    /// Split whatever the input's size and the thread count, every isolated
    /// op a chunk of its own (for tests).
    Forced,
}

/// Inputs smaller than this are parsed in order under [`ParallelParse::Auto`].
pub const AUTO_MIN_BYTES: usize = 64 * 1024;

/// Smallest chunk under [`ParallelParse::Auto`].
const MIN_CHUNK_BYTES: usize = 16 * 1024;

/// What a parse did in parallel.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ParseStats {
    /// Runs of isolated ops parsed in parallel.
    pub parallel_runs: usize,
    /// Chunks those runs were parsed in.
    pub parallel_chunks: usize,
    /// Runs split but then parsed in order (a chunk could not be proven
    /// equal to the serial parse).
    pub rejected_runs: usize,
    /// Whether the input was parsed again in order to report an error.
    pub serial_reparse: bool,
}

/// The splitting state of the parser of a whole input.
pub(super) struct SplitState<'a> {
    /// Every isolated op its own chunk.
    forced: bool,
    /// The scope depth of the block whose ops may be split: 1 for the top
    /// level, 2 inside a top-level `module`.
    pub(super) depth: usize,
    /// The end of the last scan at each depth: ops before it are not
    /// scanned again.
    scanned_to: [usize; 2],
    /// Registered op names and whether each is IsolatedFromAbove.
    registered: FxHashMap<&'a str, bool>,
    /// What was done.
    pub(super) stats: ParseStats,
}

impl<'a> SplitState<'a> {
    /// The state for parsing `len` bytes under `mode`, or `None` to parse
    /// in order.
    pub(super) fn for_input(ctx: &'a Context, mode: ParallelParse, len: usize) -> Option<Self> {
        let mode = match (mode, std::env::var("RMLIR_FORCE_PARALLEL_PARSE").as_deref()) {
            (ParallelParse::Auto, Ok("1")) => ParallelParse::Forced,
            (ParallelParse::Auto, Ok("0")) => ParallelParse::Off,
            (m, _) => m,
        };
        let forced = match mode {
            ParallelParse::Off => return None,
            ParallelParse::Forced => true,
            ParallelParse::Auto if len > AUTO_MIN_BYTES && rayon::current_num_threads() > 1 => {
                false
            }
            ParallelParse::Auto => return None,
        };
        let registered = ctx
            .registered_ops()
            .iter()
            .map(|&n| {
                let isolated = ctx.op_traits(n).contains(OpTraits::ISOLATED_FROM_ABOVE);
                (ctx.op_name_str(n), isolated)
            })
            .collect();
        Some(SplitState {
            forced,
            depth: 1,
            scanned_to: [0; 2],
            registered,
            stats: ParseStats::default(),
        })
    }

    /// What an op name token at the start of a line is, with `dialect` the
    /// default dialect (MLIR's lookup of custom op names).
    fn classify(&self, token: &[u8], dialect: &str) -> OpStart {
        let kind = |isolated: bool| {
            if isolated {
                OpStart::Isolated
            } else {
                OpStart::Other
            }
        };
        if token.first() == Some(&b'"') {
            let name = unescape(token);
            let name = String::from_utf8_lossy(&name);
            return self
                .registered
                .get(&*name)
                .map_or(OpStart::Other, |&i| kind(i));
        }
        let word = String::from_utf8_lossy(token);
        if let Some(&i) = self.registered.get(&*word) {
            return kind(i);
        }
        if word.contains('.') {
            return OpStart::Other;
        }
        match self.registered.get(&*format!("{dialect}.{word}")) {
            Some(&i) => kind(i),
            None => OpStart::NotAnOp,
        }
    }
}

/// What the parser of a chunk starts from: the serial parser's state at
/// the run (shared, read-only).
struct ChunkEnv<'p, 'a> {
    ctx: &'a Context,
    src: &'a [u8],
    src_str: Option<&'a str>,
    file: Ident,
    first_line: u32,
    type_aliases: &'p FxHashMap<&'a str, Type>,
    attr_aliases: &'p FxHashMap<&'a str, Attr>,
    default_dialects: &'p [&'static str],
}

/// A chunk parsed on its own: its ops, in the one block of `body`, and
/// the location aliases it used before their definition.
struct Chunk<'a> {
    body: Body,
    block: BlockId,
    deferred: FxHashMap<Loc, (&'a str, usize)>,
}

impl<'a> Parser<'a> {
    /// At the start of an op of `block`: if a run of isolated ops starts
    /// here and splits into several chunks, parses it in parallel, appends
    /// its ops to `block`, moves past it and returns true.
    pub(super) fn try_parallel_run(&mut self, block: BlockId) -> bool {
        let depth = self.scopes.len();
        let start = self.tok.start;
        let dialect = self.default_dialects.last().copied().unwrap_or("");
        // A top-level `module` has its own ops split (a file is most often
        // one module): scanning it whole here would be in vain.
        if depth == 1 && self.is_keyword("module") {
            return false;
        }
        let Some(split) = self.split.as_mut() else {
            return false;
        };
        if split.depth != depth || start < split.scanned_to[depth - 1] {
            return false;
        }
        if self.scopes[depth - 1].region_defs.len() != 1 {
            return false;
        }
        // A chunk does not see the names defined (or used ahead) around it,
        // which its ops may not define again: split only where there are none.
        if self
            .scopes
            .iter()
            .any(|s| !s.values.is_empty() || !s.forward.is_empty())
        {
            return false;
        }

        let run = {
            let _span = tracing::trace_span!(target: "parse", "parse_split_scan").entered();
            let split = &*split;
            scan_run(self.src, start, |name| split.classify(name, dialect))
        };
        split.scanned_to[depth - 1] = run.scanned_to;
        let min_chunk = if split.forced {
            0
        } else {
            // Many chunks per thread: the threads run out of work at
            // nearly the same time (with 8 per thread on two threads, one
            // thread parsed alone for the last 50-100 ms of mixed_1m's
            // 0.95 s; with 32, for about 5 ms).
            let parts = rayon::current_num_threads() * 32;
            ((run.end - start) / parts).max(MIN_CHUNK_BYTES)
        };
        let chunks = group_chunks(&run, min_chunk);
        if chunks.len() < 2 {
            return false;
        }
        let _span =
            tracing::info_span!(target: "parse", "parse_parallel_run", chunks = chunks.len())
                .entered();
        let mut lines = Vec::with_capacity(chunks.len());
        let mut line = self.line_state_at(start);
        for &(s, _) in &chunks {
            line = LineState::advance(self.src, line, s);
            lines.push(line);
        }
        let env = ChunkEnv {
            ctx: self.ctx,
            src: self.src,
            src_str: self.src_str,
            file: self.file,
            first_line: self.first_line,
            type_aliases: &self.type_aliases,
            attr_aliases: &self.attr_aliases,
            default_dialects: &self.default_dialects,
        };
        let parsed: Option<Vec<Chunk<'a>>> = chunks
            .par_iter()
            .zip(lines.par_iter())
            .map(|(&range, &line)| parse_chunk(&env, range, line))
            .collect();
        let split = self.split.as_mut().expect("splitting");
        let Some(parsed) = parsed else {
            split.stats.rejected_runs += 1;
            return false;
        };
        split.stats.parallel_runs += 1;
        split.stats.parallel_chunks += parsed.len();
        for chunk in parsed {
            self.append_chunk(block, chunk);
        }
        self.reset_to(run.end);
        true
    }

    /// Moves a chunk's ops to the end of `block`, created as the serial
    /// parser creates them, and takes its deferred location aliases.
    fn append_chunk(&mut self, block: BlockId, mut chunk: Chunk<'a>) {
        let ops: Vec<_> = chunk.body.block_ops(chunk.block).collect();
        for op in ops {
            let nested = chunk.body.take_nested_body(op);
            let from = &chunk.body;
            let body = &mut self.scope().body;
            let moved = body.create_op(&OpSpec {
                name: from.op_name(op),
                loc: from.op_loc(op),
                operands: &[],
                result_types: &[],
                successors: &[],
                num_regions: 0,
                isolated: false,
                properties: from.properties(op),
                attrs: from.attrs(op),
            });
            if let Some(nested) = nested {
                body.put_nested_body(moved, nested);
            }
            body.append_op(block, moved);
        }
        for (placeholder, first_use) in chunk.deferred {
            self.deferred_locs.entry(placeholder).or_insert(first_use);
        }
    }
}

/// Parses the ops in `start..end` as the serial parser would; `None`
/// unless the result is proven to be the serial parser's (see the module
/// documentation).
fn parse_chunk<'a>(
    env: &ChunkEnv<'_, 'a>,
    (start, end): (usize, usize),
    line: LineState,
) -> Option<Chunk<'a>> {
    let _span = tracing::trace_span!(target: "parse", "parse_chunk", start, end).entered();
    let mut p = Parser::with_source(env.ctx, env.src, env.src_str, env.file, env.first_line);
    p.type_aliases = env.type_aliases.clone();
    p.attr_aliases = env.attr_aliases.clone();
    p.default_dialects = env.default_dialects.to_vec();
    p.line_cache = line;
    p.reset_to(start);
    let mut body = Body::new(1);
    let region = body.root_regions()[0];
    let block = body.append_block(region);
    p.scopes.push(Scope::new(body, p.src));
    p.scope().region_defs.push(Vec::new());
    p.block_scopes.push(BlockScope::default());
    while p.tok.start < end && !p.is(Tok::Eof) {
        p.parse_op_into(block).ok()?;
    }
    let blocks = p.block_scopes.pop()?;
    let scope = p.scopes.pop()?;
    let closed = p.tok.start == end
        && blocks.is_empty()
        && scope.values.is_empty()
        && scope.forward.is_empty()
        && scope.iso_pending.is_empty()
        && p.distinct_attrs.is_empty();
    let body = scope.body;
    let alone = body.block_ops(block).all(|op| {
        body.num_operands(op) == 0
            && body.num_results(op) == 0
            && body.successors(op).is_empty()
            && (body.nested_body(op).is_some() || body.op_regions(op).is_empty())
    });
    (closed && alone).then(|| Chunk {
        body,
        block,
        deferred: std::mem::take(&mut p.deferred_locs),
    })
}
