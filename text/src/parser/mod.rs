//! Parser for MLIR's text format (generic op form, builtin types and
//! attributes, aliases, locations, file metadata).
//!
//! Recursive descent; every recursive entry point goes through
//! `Parser::guard`, which grows the stack on demand, so deeply nested input
//! never overflows the stack.

mod attrs;
mod custom;
mod dense;
mod dialect_attr;
pub mod lexer;
mod locations;
mod ops;
mod parallel;
mod properties;
mod sparse_check;
mod split;
mod types;
mod value_names;

use lexer::{Lexer, Tok, Token};
use rmlir_ir::Body;
use rmlir_ir::Context;
use rmlir_ir::Diagnostic;
use rmlir_ir::Type;
use rmlir_ir::{Attr, Ident, Loc};
use rustc_hash::FxHashMap;
use value_names::{ValueEntry, ValueNames};

pub use custom::{Argument, Delimiter, OpAsmParser, Punct, UnresolvedOperand};
pub use dialect_attr::{DialectAsmParser, DialectAttrParser, KnownMnemonics};
pub use ops::ParsedModule;
pub use parallel::{ParallelParse, ParseStats, AUTO_MIN_BYTES};
pub use properties::generic_op_properties;
pub use sparse_check::sparse_elements_error;

/// Options of [`parse_module`].
#[derive(Clone, Debug)]
pub struct ParseOptions {
    /// File name used in locations.
    pub file_name: String,
    /// Wrap top-level ops in a `builtin.module` unless the input is a single
    /// module (mlir-opt's default).
    pub implicit_module: bool,
    /// Line number of the first line of the input (for split input files).
    pub first_line: u32,
    /// Column of the first byte of the input (for split input files: the
    /// byte after the split marker). An input that does not start at line 1,
    /// column 1 gets its implicit module located there, as mlir-opt does;
    /// otherwise the implicit module is at `0:0`.
    pub first_col: u32,
}

impl Default for ParseOptions {
    fn default() -> Self {
        ParseOptions {
            file_name: "-".into(),
            implicit_module: true,
            first_line: 1,
            first_col: 1,
        }
    }
}

/// Parses a whole source buffer into its top-level op; large inputs are
/// parsed in parallel ([`ParallelParse::Auto`]).
pub fn parse_module(
    ctx: &Context,
    src: &[u8],
    opts: &ParseOptions,
) -> Result<ParsedModule, Diagnostic> {
    parse_module_with(ctx, src, opts, ParallelParse::Auto).0
}

/// Parses a whole source buffer into its top-level op, in parallel as
/// `parallel` allows, and tells what was done in parallel. The result is
/// the same whatever `parallel` and the thread count: IR, locations and
/// diagnostics.
pub fn parse_module_with(
    ctx: &Context,
    src: &[u8],
    opts: &ParseOptions,
    parallel: ParallelParse,
) -> (Result<ParsedModule, Diagnostic>, ParseStats) {
    let mut stats = ParseStats::default();
    if let Some(split) = parallel::SplitState::for_input(ctx, parallel, src.len()) {
        let mut p = Parser::new(ctx, src, opts);
        p.split = Some(split);
        let parsed = p.parse_top_level(opts.implicit_module);
        stats = p.split.map(|s| s.stats).unwrap_or_default();
        if parsed.is_ok() || stats.parallel_runs == 0 {
            return (parsed, stats);
        }
        // The error is reported as the parse in order finds it.
        stats.serial_reparse = true;
    }
    let mut p = Parser::new(ctx, src, opts);
    (p.parse_top_level(opts.implicit_module), stats)
}

/// Parses a type from text (for tests and tools).
pub fn parse_type_str(ctx: &Context, text: &str) -> Result<Type, Diagnostic> {
    let opts = ParseOptions::default();
    let mut p = Parser::new(ctx, text.as_bytes(), &opts);
    let t = p.parse_type()?;
    p.expect_eof()?;
    Ok(t)
}

/// Parses an attribute from text (for tests and tools).
pub fn parse_attr_str(ctx: &Context, text: &str) -> Result<Attr, Diagnostic> {
    let opts = ParseOptions::default();
    let mut p = Parser::new(ctx, text.as_bytes(), &opts);
    let a = p.parse_attr()?;
    p.expect_eof()?;
    Ok(a)
}

type PResult<T> = Result<T, Diagnostic>;

/// A use inside a nested isolated op of a name not defined there.
#[derive(Clone, Copy)]
struct IsoPending<'a> {
    name: &'a str,
    pos: usize,
    op_name: &'a str,
    op_loc: Loc,
    owner: Loc,
}

/// Name tables of one IsolatedFromAbove scope and the body being filled.
struct Scope<'a> {
    /// Location of the isolated op whose regions this scope holds.
    owner: Option<Loc>,
    body: Body,
    values: ValueNames<'a>,
    /// Placeholders for uses before definition: (name, result number) -> (value, use offset).
    forward: FxHashMap<(&'a str, u32), (rmlir_ir::ValueId, usize)>,
    /// The user op (name, location) of each forward reference.
    forward_users: FxHashMap<(&'a str, u32), (&'a str, Loc)>,
    /// Uses in nested isolated ops waiting for a definition here.
    iso_pending: Vec<IsoPending<'a>>,
    /// Names defined in each open region, removed when it closes.
    region_defs: Vec<Vec<&'a str>>,
}

impl<'a> Scope<'a> {
    fn new(body: Body, src: &'a [u8]) -> Self {
        Scope::isolated(body, None, src)
    }

    /// A scope for the regions of an isolated op located at `owner`.
    fn isolated(body: Body, owner: Option<Loc>, src: &'a [u8]) -> Self {
        Scope {
            owner,
            body,
            values: ValueNames::new(src),
            forward: FxHashMap::default(),
            forward_users: FxHashMap::default(),
            iso_pending: Vec::new(),
            region_defs: vec![],
        }
    }
}

/// A position's line: (offset, newlines before it, offset of its line's
/// start).
#[derive(Clone, Copy, Debug, Default)]
struct LineState {
    pos: usize,
    line: u32,
    line_start: usize,
}

impl LineState {
    /// The line state of `pos` in `src`, counted on from `from` (or from
    /// the start when `pos` lies before it).
    fn advance(src: &[u8], from: LineState, pos: usize) -> LineState {
        let pos = pos.min(src.len());
        let mut s = if pos < from.pos {
            LineState::default()
        } else {
            from
        };
        let span = &src[s.pos..pos];
        if let Some(last) = memchr::memrchr(b'\n', span) {
            s.line += memchr::memchr_iter(b'\n', span).count() as u32;
            s.line_start = s.pos + last + 1;
        }
        s.pos = pos;
        s
    }
}

/// The parser state.
pub struct Parser<'a> {
    ctx: &'a Context,
    lex: Lexer<'a>,
    src: &'a [u8],
    /// The input as text when it is valid UTF-8 (slicing it is cheaper than
    /// validating each token).
    src_str: Option<&'a str>,
    tok: Token,
    file: Ident,
    first_line: u32,
    /// Where the implicit module is located (`0:0` for a whole file).
    module_line_col: (u32, u32),
    line_cache: LineState,
    type_aliases: FxHashMap<&'a str, Type>,
    attr_aliases: FxHashMap<&'a str, Attr>,
    scopes: Vec<Scope<'a>>,
    block_scopes: Vec<ops::BlockScopeHandle<'a>>,
    /// Op names by their quoted token text, to skip re-interning.
    op_name_cache: FxHashMap<&'a str, rmlir_ir::OpName>,
    /// Function types by (inputs, results), to skip re-interning.
    fn_type_cache: FxHashMap<(smallvec::SmallVec<[Type; 6]>, usize), Type>,
    /// Integer and float types by keyword.
    simple_type_cache: FxHashMap<&'a str, Type>,
    /// Unregistered dialect attributes and types by their source text.
    dialect_attr_cache: FxHashMap<&'a str, Attr>,
    dialect_type_cache: FxHashMap<&'a str, Type>,
    /// Placeholder locations standing for aliases used before their definition.
    deferred_locs: FxHashMap<Loc, (&'a str, usize)>,
    /// The file's `{-# ... #-}` resources.
    resources: crate::resources::FileResources,
    /// `distinct[N]` attributes of this file by `N`.
    distinct_attrs: FxHashMap<u64, Attr>,
    /// Default dialects of the custom ops whose regions are being parsed.
    default_dialects: Vec<&'static str>,
    /// Custom op names by (default dialect, spelling).
    custom_name_cache: FxHashMap<(&'static str, &'a str), rmlir_ir::OpName>,
    /// Splitting into chunks parsed in parallel, when enabled.
    split: Option<parallel::SplitState<'a>>,
}

impl<'a> Parser<'a> {
    fn new(ctx: &'a Context, src: &'a [u8], opts: &ParseOptions) -> Self {
        crate::install_renderer(ctx);
        let src_str = std::str::from_utf8(src).ok();
        let mut p = Parser::with_source(
            ctx,
            src,
            src_str,
            ctx.ident(&opts.file_name),
            opts.first_line,
        );
        if (opts.first_line, opts.first_col) != (1, 1) {
            p.module_line_col = (opts.first_line, opts.first_col);
        }
        p
    }

    /// A parser at the start of `src` (`src_str`: the same as text, if it
    /// is UTF-8), locating in `file` from line `first_line`.
    fn with_source(
        ctx: &'a Context,
        src: &'a [u8],
        src_str: Option<&'a str>,
        file: Ident,
        first_line: u32,
    ) -> Self {
        let mut lex = Lexer::new(src);
        let tok = lex.next_token();
        Parser {
            ctx,
            lex,
            src,
            src_str,
            tok,
            file,
            first_line,
            module_line_col: (0, 0),
            line_cache: LineState::default(),
            type_aliases: FxHashMap::default(),
            attr_aliases: FxHashMap::default(),
            scopes: Vec::new(),
            block_scopes: Vec::new(),
            op_name_cache: FxHashMap::default(),
            fn_type_cache: FxHashMap::default(),
            simple_type_cache: FxHashMap::default(),
            dialect_attr_cache: FxHashMap::default(),
            dialect_type_cache: FxHashMap::default(),
            deferred_locs: FxHashMap::default(),
            resources: Default::default(),
            distinct_attrs: FxHashMap::default(),
            default_dialects: vec!["builtin"],
            custom_name_cache: FxHashMap::default(),
            split: None,
        }
    }

    /// Runs `f` with enough stack for deep recursion.
    #[inline]
    fn guard<T>(&mut self, f: impl FnOnce(&mut Self) -> T) -> T {
        stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, || f(self))
    }

    // ----- tokens -------------------------------------------------------

    #[inline]
    pub(crate) fn advance(&mut self) {
        self.tok = self.lex.next_token();
    }

    #[inline]
    fn is(&self, k: Tok) -> bool {
        self.tok.kind == k
    }

    /// Raw bytes of the current token (string tokens may hold any bytes).
    fn tok_bytes(&self) -> &'a [u8] {
        self.src.get(self.tok.start..self.tok.end).unwrap_or(&[])
    }

    fn text(&self) -> &'a str {
        self.span_str(self.tok.start, self.tok.end)
    }

    /// The source text in `start..end`, with bytes that are not UTF-8
    /// replaced (MLIR keeps them; a dialect body holding them is kept
    /// readable rather than dropped).
    pub(crate) fn span_lossy(&self, start: usize, end: usize) -> std::borrow::Cow<'a, str> {
        match self.src_str {
            Some(s) => std::borrow::Cow::Borrowed(s.get(start..end).unwrap_or("")),
            None => String::from_utf8_lossy(self.src.get(start..end).unwrap_or(&[])),
        }
    }

    /// The token's text after its first character (`@`, `%`, `#`, `!`,
    /// `^`), empty if the token is not valid UTF-8.
    pub(crate) fn text_after_sigil(&self) -> &'a str {
        self.text().get(1..).unwrap_or("")
    }

    fn span_str(&self, start: usize, end: usize) -> &'a str {
        match self.src_str {
            Some(s) => s.get(start..end).unwrap_or(""),
            None => std::str::from_utf8(self.src.get(start..end).unwrap_or(&[])).unwrap_or(""),
        }
    }

    fn consume_if(&mut self, k: Tok) -> bool {
        if self.is(k) {
            self.advance();
            true
        } else {
            false
        }
    }

    fn is_keyword(&self, kw: &str) -> bool {
        self.is(Tok::BareIdent) && self.text() == kw
    }

    fn consume_keyword(&mut self, kw: &str) -> bool {
        if self.is_keyword(kw) {
            self.advance();
            true
        } else {
            false
        }
    }

    fn expect(&mut self, k: Tok, what: &str) -> PResult<()> {
        if self.consume_if(k) {
            Ok(())
        } else {
            Err(self.error_here(format!("expected {what}")))
        }
    }

    /// Consumes `k` or fails with `msg` as written (MLIR's `parseToken`).
    fn expect_msg(&mut self, k: Tok, msg: &str) -> PResult<()> {
        if self.consume_if(k) {
            Ok(())
        } else {
            Err(self.error_here(msg))
        }
    }

    fn expect_eof(&mut self) -> PResult<()> {
        if self.is(Tok::Eof) {
            Ok(())
        } else {
            Err(self.error_here("expected end of input"))
        }
    }

    /// Restarts lexing at `pos` (used to split tokens such as `4xf32`).
    fn reset_to(&mut self, pos: usize) {
        self.lex.reset(pos);
        self.advance();
    }

    // ----- locations and errors --------------------------------------

    /// (line, column) of a byte offset, both 1-based.
    fn line_col(&mut self, pos: usize) -> (u32, u32) {
        let s = self.line_state_at(pos);
        (s.line + self.first_line, (s.pos - s.line_start) as u32 + 1)
    }

    /// The line state of `pos` (kept to count on from there).
    fn line_state_at(&mut self, pos: usize) -> LineState {
        self.line_cache = LineState::advance(self.src, self.line_cache, pos);
        self.line_cache
    }

    /// The location of a byte offset.
    fn loc_at(&mut self, pos: usize) -> Loc {
        let (l, c) = self.line_col(pos);
        self.ctx.file_loc(self.file, l, c)
    }

    fn error_at(&mut self, pos: usize, msg: impl Into<String>) -> Diagnostic {
        Diagnostic::error(self.loc_at(pos), msg)
    }

    /// An error at the current token (MLIR's `emitError(message)`: one
    /// character back at the end of the input).
    fn error_at_token(&mut self, msg: impl Into<String>) -> Diagnostic {
        if self.tok.kind == Tok::Error {
            return self.error_here(msg);
        }
        let mut pos = self.tok.start;
        if self.tok.kind == Tok::Eof {
            pos = pos.saturating_sub(1);
        }
        self.error_at(pos, msg)
    }

    /// The unescaped bytes of a quoted name (of an op, attribute, location
    /// or resource) found at `pos`, or the error for one that is not UTF-8.
    fn utf8_name(&mut self, pos: usize, bytes: Vec<u8>) -> PResult<String> {
        String::from_utf8(bytes).map_err(|_| self.error_at(pos, rmlir_ir::symbol::NOT_UTF8_NAME))
    }

    fn error_here(&mut self, msg: impl Into<String>) -> Diagnostic {
        if self.tok.kind == Tok::Error {
            if let Some((at, m)) = self.lex.error.clone() {
                return self.error_at(at, m);
            }
        }
        let pos = self.wrong_token_pos();
        self.error_at(pos, msg)
    }

    /// Where MLIR reports an unexpected token: at the token, unless only
    /// blank space precedes it on its line; then at the end of the last
    /// preceding line with text (before any `//` comment on that line).
    fn wrong_token_pos(&self) -> usize {
        let mut loc = self.tok.start;
        if self.tok.kind == Tok::Eof {
            loc = loc.saturating_sub(1);
        }
        let original = loc;
        let mut end = loc.min(self.src.len());
        loop {
            while end > 0 && matches!(self.src[end - 1], b' ' | b'\t') {
                end -= 1;
            }
            if end == 0 {
                return original;
            }
            if !matches!(self.src[end - 1], b'\n' | b'\r') {
                return end;
            }
            end -= 1;
            // Skip a `//` comment on the preceding line.
            let line_start = self.src[..end]
                .iter()
                .rposition(|&b| b == b'\n' || b == b'\r')
                .map_or(0, |i| i + 1);
            if let Some(c) = self.src[line_start..end]
                .windows(2)
                .position(|w| w == b"//")
            {
                end = line_start + c;
            }
        }
    }

    fn scope(&mut self) -> &mut Scope<'a> {
        self.scopes.last_mut().expect("no open scope")
    }

    // ----- top level ---------------------------------------------------

    fn parse_top_level(&mut self, implicit_module: bool) -> PResult<ParsedModule> {
        let mut top = Body::new(1);
        let top_region = top.root_regions()[0];
        let top_block = top.append_block(top_region);
        self.scopes.push(Scope::new(top, self.src));
        self.scope().region_defs.push(Vec::new());
        self.block_scopes.push(ops::BlockScope::default());
        loop {
            match self.tok.kind {
                Tok::Eof => break,
                Tok::Error => return Err(self.error_here("")),
                Tok::HashIdent => {
                    let name = self.text_after_sigil();
                    let pos = self.tok.start;
                    if name.contains('.') {
                        return Err(self.error_at(
                            pos,
                            "attribute names with a '.' are reserved for dialect-defined names",
                        ));
                    }
                    self.advance();
                    self.expect(Tok::Equal, "'=' in attribute alias definition")?;
                    if self.attr_aliases.contains_key(name) {
                        return Err(self.error_at(
                            pos,
                            format!("redefinition of attribute alias id '{name}'"),
                        ));
                    }
                    let a = self.parse_attr()?;
                    self.attr_aliases.insert(name, a);
                }
                Tok::ExclIdent => {
                    let name = self.text_after_sigil();
                    let pos = self.tok.start;
                    if name.contains('.') {
                        return Err(self.error_at(
                            pos,
                            "type names with a '.' are reserved for dialect-defined names",
                        ));
                    }
                    self.advance();
                    self.expect(Tok::Equal, "'=' in type alias definition")?;
                    if self.type_aliases.contains_key(name) {
                        return Err(
                            self.error_at(pos, format!("redefinition of type alias id '{name}'"))
                        );
                    }
                    let t = self.parse_type()?;
                    self.type_aliases.insert(name, t);
                }
                Tok::FileMetadataBegin => self.parse_file_metadata()?,
                _ => {
                    if self.split.is_none() || !self.try_parallel_run(top_block) {
                        self.parse_op_into(top_block)?;
                    }
                }
            }
        }
        self.finish_scope_forward_refs()?;
        let blocks = self.block_scopes.pop().unwrap_or_default();
        self.check_undefined_blocks(&blocks)?;
        let scope = self.scopes.pop().expect("top scope");
        let mut top = scope.body;
        self.resolve_deferred_locs(&mut top)?;
        ops::wrap_top_level(self, top, top_block, implicit_module)
    }

    /// `{-# key: {...}, ... #-}` (MLIR's `parseFileMetadataDictionary`).
    fn parse_file_metadata(&mut self) -> PResult<()> {
        self.advance();
        if self.consume_if(Tok::FileMetadataEnd) {
            return Ok(());
        }
        loop {
            let key_pos = self.tok.start;
            if !self.is(Tok::BareIdent) {
                return Err(
                    self.error_at_token("expected identifier key in file metadata dictionary")
                );
            }
            let key = self.text();
            self.advance();
            self.expect_msg(Tok::Colon, "expected ':'")?;
            match key {
                "dialect_resources" => self.parse_resource_section(true)?,
                "external_resources" => self.parse_resource_section(false)?,
                _ => {
                    return Err(self.error_at(
                        key_pos,
                        format!("unknown key '{key}' in file metadata dictionary"),
                    ))
                }
            }
            if !self.consume_if(Tok::Comma) {
                break;
            }
        }
        self.expect_msg(Tok::FileMetadataEnd, "expected ',' or '#-}'")
    }

    /// `{ name: { key: value, ... }, ... }` of `dialect_resources`
    /// (`dialect = true`) or `external_resources`.
    fn parse_resource_section(&mut self, dialect: bool) -> PResult<()> {
        self.expect_msg(Tok::LBrace, "expected '{'")?;
        if self.consume_if(Tok::RBrace) {
            return Ok(());
        }
        loop {
            let name_pos = self.tok.start;
            if !self.is(Tok::BareIdent) {
                return Err(self.error_at_token("expected identifier key for 'resource' entry"));
            }
            let name = self.text();
            self.advance();
            self.expect_msg(Tok::Colon, "expected ':'")?;
            self.expect_msg(Tok::LBrace, "expected '{'")?;
            if dialect {
                if self.ctx.dialect(name).is_none() {
                    return Err(self.error_at(name_pos, format!("dialect '{name}' is unknown")));
                }
                if name != "builtin" {
                    return Err(self.error_at_token(format!(
                        "unexpected 'resource' section for dialect '{name}'"
                    )));
                }
            }
            let mut entries = Vec::new();
            if !self.consume_if(Tok::RBrace) {
                loop {
                    let key = if dialect {
                        self.parse_resource_key()?
                    } else {
                        match self.tok.kind {
                            Tok::BareIdent | Tok::String => self.parse_resource_key()?,
                            _ => {
                                return Err(self.error_at_token(
                                    "expected identifier key for 'external_resources' entry",
                                ))
                            }
                        }
                    };
                    self.expect_msg(Tok::Colon, "expected ':'")?;
                    let value = self.parse_resource_value(&key, dialect)?;
                    if dialect {
                        self.resources.set_builtin(key, value);
                    } else {
                        entries.push((key, value));
                    }
                    if !self.consume_if(Tok::Comma) {
                        break;
                    }
                }
                self.expect_msg(Tok::RBrace, "expected ',' or '}'")?;
            }
            if !dialect {
                self.resources.external.push((name.to_string(), entries));
            }
            if !self.consume_if(Tok::Comma) {
                break;
            }
        }
        self.expect_msg(Tok::RBrace, "expected ',' or '}'")
    }

    /// One resource value token: a blob (`"0x..."`; the only kind a builtin
    /// entry may have), `true`/`false`, or a string.
    fn parse_resource_value(
        &mut self,
        key: &str,
        blob_only: bool,
    ) -> PResult<crate::resources::ResourceValue> {
        use crate::resources::ResourceValue;
        let pos = self.tok.start;
        let text = self.text();
        let kind = self.tok.kind;
        if kind == Tok::Error {
            return Err(self.error_here(""));
        }
        self.advance();
        let is_bool = kind == Tok::BareIdent && matches!(text, "true" | "false");
        if !blob_only && is_bool {
            return Ok(ResourceValue::Bool(text == "true"));
        }
        if blob_only || text.starts_with("\"0x") {
            let bytes = (kind == Tok::String)
                .then(|| lexer::unescape(text.as_bytes()))
                .and_then(|b| hex_string_bytes(&b));
            let Some(bytes) = bytes else {
                return Err(self.error_at(pos, format!("expected hex string blob for key '{key}'")));
            };
            if bytes.len() < 4 {
                return Err(self.error_at(
                    pos,
                    format!(
                        "expected hex string blob for key '{key}' to encode alignment in first 4 bytes"
                    ),
                ));
            }
            let alignment = u32::from_le_bytes([bytes[0], bytes[1], bytes[2], bytes[3]]);
            if alignment != 0 && !alignment.is_power_of_two() {
                return Err(self.error_at(
                    pos,
                    format!(
                        "expected hex string blob for key '{key}' to encode alignment in first 4 bytes, but got non-power-of-2 value: {alignment}"
                    ),
                ));
            }
            return Ok(ResourceValue::Blob {
                alignment,
                data: bytes[4..].to_vec(),
            });
        }
        if kind != Tok::String {
            return Err(self.error_at(pos, format!("expected string value for key '{key}'")));
        }
        Ok(ResourceValue::String(lexer::unescape(text.as_bytes())))
    }

    /// Ends an isolated scope: names still undefined may be defined later
    /// outside it (an isolation error, reported when that happens), so they
    /// move to the enclosing scope; at the top level they are undeclared.
    fn finish_scope_forward_refs(&mut self) -> PResult<()> {
        let depth = self.scopes.len();
        let scope = self.scopes.last_mut().expect("scope");
        let owner = scope.owner.unwrap_or(self.ctx.common().unknown_loc);
        let mut pending = std::mem::take(&mut scope.iso_pending);
        for (&(name, number), &(_, pos)) in scope.forward.iter() {
            let (op_name, op_loc) = scope
                .forward_users
                .get(&(name, number))
                .copied()
                .unwrap_or(("", owner));
            pending.push(IsoPending {
                name,
                pos,
                op_name,
                op_loc,
                owner,
            });
        }
        if depth == 1 {
            if let Some(p) = pending.iter().min_by_key(|p| p.pos) {
                let pos = p.pos;
                return Err(self.error_at(pos, "use of undeclared SSA value name"));
            }
            return Ok(());
        }
        pending.sort_by_key(|p| p.pos);
        self.scopes[depth - 2].iso_pending.extend(pending);
        Ok(())
    }

    /// A placeholder location for `#alias` used before its definition.
    fn deferred_loc(&mut self, alias: &'a str, pos: usize) -> Loc {
        let name = self.ctx.ident(&format!("\0deferred#{alias}"));
        let loc = self.ctx.intern_loc(rmlir_ir::LocData::Name {
            name,
            child: self.ctx.common().unknown_loc,
        });
        self.deferred_locs.entry(loc).or_insert((alias, pos));
        loc
    }

    fn resolve_deferred_locs(&mut self, top: &mut Body) -> PResult<()> {
        if self.deferred_locs.is_empty() {
            return Ok(());
        }
        let mut map = FxHashMap::default();
        let mut pending: Vec<_> = self.deferred_locs.iter().map(|(&k, &v)| (k, v)).collect();
        pending.sort_by_key(|(_, (_, pos))| *pos);
        for (placeholder, (alias, pos)) in pending {
            let loc = match self.attr_aliases.get(alias) {
                Some(&a) => match self.ctx.attr_data(a) {
                    rmlir_ir::AttrData::Location(l) => *l,
                    _ => {
                        let shown = crate::printer::attr_to_string(self.ctx, a);
                        return Err(
                            self.error_at(pos, format!("expected location, but found '{shown}'"))
                        );
                    }
                },
                None => {
                    return Err(self.error_at(pos, "operation location alias was never defined"))
                }
            };
            map.insert(placeholder, loc);
        }
        top.replace_locs(&mut |l| map.get(&l).copied());
        Ok(())
    }
}

/// The bytes of a `0x...` hex string (MLIR's `Token::getHexStringValue`).
fn hex_string_bytes(s: &[u8]) -> Option<Vec<u8>> {
    let hex = s.strip_prefix(b"0x")?;
    if hex.is_empty() || hex.len() % 2 != 0 {
        return None;
    }
    hex.chunks(2)
        .map(|c| u8::from_str_radix(std::str::from_utf8(c).ok()?, 16).ok())
        .collect()
}
