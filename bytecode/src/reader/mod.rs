//! Reading bytecode into IR, as MLIR 22 reads versions 0 to 6.
//!
//! - [`cursor`]: bounds-checked reading of a section, errors with the
//!   section and byte offset.
//! - [`tables`]: header, top-level sections, strings, dialects, op names.
//! - [`attr_table`] and [`builtin`]: the attribute/type table, decoded on
//!   demand (builtin custom encodings or text).
//! - [`resources`]: dialect and external resources.
//! - [`props`]: the properties section (version 5 and later), each
//!   registered op's entry decoded with its layout from
//!   [`crate::properties`].
//! - [`ir`]: ops, regions, blocks and values; [`use_lists`]: use-list
//!   orders.
//!
//! [`LazyModule`] opens a file without reading the isolated bodies inside
//! its top-level ops and materializes them on demand or all in parallel.
//!
//! Every failure is one diagnostic at `file:0:0` with mlir-opt's message,
//! mlir-opt's note naming the version and producer, and a note with the
//! section and byte offset where reading stopped.

pub mod attr_table;
pub mod builtin;
pub mod cursor;
pub mod ir;
pub mod props;
pub mod resources;
pub mod tables;
pub mod use_lists;

use cursor::{section_name, Cursor, ReadError, Span};
use rmlir_ir::{Body, OpSpec};
use rmlir_ir::{Context, Diagnostic};
use rmlir_text::parser::ParsedModule;
use std::sync::Arc;

/// How to read a bytecode buffer.
#[derive(Clone, Debug)]
pub struct ReadOptions {
    /// The buffer's name, used in diagnostics' locations.
    pub file_name: String,
    /// Whether the file's top-level ops are wrapped in a new
    /// `builtin.module` unless they are a single module (mlir-opt's
    /// default). Without it (`--no-implicit-module`) the file must hold
    /// exactly one top-level op, which is returned as it is.
    pub implicit_module: bool,
}

impl Default for ReadOptions {
    fn default() -> Self {
        ReadOptions {
            file_name: "-".into(),
            implicit_module: true,
        }
    }
}

/// Reads a whole bytecode buffer into its top-level op: with
/// [`ReadOptions::implicit_module`], a `builtin.module` wrapping the file's
/// top-level ops unless the file holds exactly one module, as mlir-opt
/// does; otherwise the file's single top-level op.
///
/// The isolated bodies inside the top-level ops (functions in a module)
/// are read in parallel on the rayon pool ([`LazyModule::materialize_all`]).
/// Should anything fail, the file is read again front to back, so the
/// error reported is the one a sequential reader meets first, whatever the
/// thread count.
pub fn read_module(
    ctx: &Context,
    bytes: &[u8],
    opts: &ReadOptions,
) -> Result<ParsedModule, Diagnostic> {
    let opened = {
        let _span = tracing::info_span!(target: "parse", "bytecode.open").entered();
        LazyModule::open(ctx, bytes, opts)
    };
    if let Ok(lazy) = opened {
        let _span = tracing::info_span!(target: "parse", "bytecode.materialize").entered();
        if let Ok(m) = lazy.materialize_all() {
            return Ok(m);
        }
    }
    read_module_sequential(ctx, bytes, opts)
}

/// Reads a whole bytecode buffer front to back on the calling thread.
pub fn read_module_sequential(
    ctx: &Context,
    bytes: &[u8],
    opts: &ReadOptions,
) -> Result<ParsedModule, Diagnostic> {
    let file_loc = ctx.file_loc(ctx.ident(&opts.file_name), 0, 0);
    let mut header = None;
    let result = read_all(ctx, bytes, file_loc, &mut header, opts, false);
    result
        .map(|(m, _)| m.module)
        .map_err(|e| e.into_diagnostic(file_loc, header.as_ref()))
}

/// Why [`read_all`] failed.
enum Failure {
    /// The bytes could not be read.
    Read(ReadError),
    /// The file read, but its top level is not what was asked for (a
    /// diagnostic of its own, without the notes of a read error).
    TopLevel(Diagnostic),
}

impl From<ReadError> for Failure {
    fn from(e: ReadError) -> Self {
        Failure::Read(e)
    }
}

impl Failure {
    fn into_diagnostic(
        self,
        file_loc: rmlir_ir::Loc,
        header: Option<&tables::Header>,
    ) -> Diagnostic {
        match self {
            Failure::Read(e) => to_diagnostic(file_loc, header, e),
            Failure::TopLevel(d) => d,
        }
    }
}

/// A read failure as mlir-opt reports it: the message at `file:0:0`, the
/// note naming the version and producer once the header was read, and a
/// note with the section and byte offset.
fn to_diagnostic(
    file_loc: rmlir_ir::Loc,
    header: Option<&tables::Header>,
    e: ReadError,
) -> Diagnostic {
    let mut d = Diagnostic::error(file_loc, e.message);
    if let Some(h) = header {
        d = d.with_note(
            file_loc,
            format!(
                "in bytecode version {} produced by: {}",
                h.version, h.producer
            ),
        );
    }
    let place = match e.section {
        Some(id) => format!("in section {}", section_name(id)),
        None => "in the header".to_string(),
    };
    d.with_note(file_loc, format!("{place} at byte offset {}", e.offset))
}

/// An opened bytecode file whose isolated bodies directly inside the
/// top-level ops (the functions of a module) are not read yet: MLIR's
/// lazy-loading reader. The top-level ops and their own bodies are read;
/// each pending op has no nested body until it is materialized.
pub struct LazyModule<'a> {
    ctx: &'a Context,
    buf: &'a [u8],
    version: u64,
    file_loc: rmlir_ir::Loc,
    header: tables::Header,
    table: attr_table::AttrTypeTable<'a>,
    dialects: Arc<[tables::DialectEntry]>,
    op_names: Arc<[tables::OpNameEntry]>,
    props: Arc<props::PropertiesTable>,
    /// The decoder of properties entries used on the calling thread.
    decoder: props::LayoutDecoder<'a>,
    read: Read,
}

/// What [`read_all`] produces: the module and where its pending bodies go.
struct Read {
    module: ParsedModule,
    /// Whether the file's top-level ops were wrapped in a new module.
    wrapped: bool,
    pending: Vec<ir::Pending>,
}

/// A pending isolated op of a [`LazyModule`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PendingOp {
    /// The top-level op (of the file) whose body holds `op`.
    pub owner: rmlir_ir::OpId,
    /// The op, in its owner's body.
    pub op: rmlir_ir::OpId,
}

impl<'a> LazyModule<'a> {
    /// Opens `bytes`: reads everything but the isolated bodies directly
    /// inside the top-level ops (all of it for versions below 2, which
    /// have no nested sections). Without [`ReadOptions::implicit_module`],
    /// a file that does not hold exactly one top-level op fails here.
    pub fn open(
        ctx: &'a Context,
        bytes: &'a [u8],
        opts: &ReadOptions,
    ) -> Result<LazyModule<'a>, Diagnostic> {
        let file_loc = ctx.file_loc(ctx.ident(&opts.file_name), 0, 0);
        let mut header = None;
        match read_all(ctx, bytes, file_loc, &mut header, opts, true) {
            Ok((read, parts)) => Ok(LazyModule {
                ctx,
                buf: bytes,
                version: parts.version,
                file_loc,
                header: header.expect("a file that reads has a header"),
                table: parts.table,
                dialects: parts.dialects,
                op_names: parts.op_names,
                props: parts.props,
                decoder: parts.decoder,
                read,
            }),
            Err(e) => Err(e.into_diagnostic(file_loc, header.as_ref())),
        }
    }

    /// The module read so far (pending ops have no nested body yet).
    pub fn module(&self) -> &ParsedModule {
        &self.read.module
    }

    /// The ops whose bodies are not read yet, in file order.
    pub fn pending(&self) -> Vec<PendingOp> {
        self.read
            .pending
            .iter()
            .map(|p| PendingOp {
                owner: p.owner,
                op: p.op,
            })
            .collect()
    }

    /// Reads the body of the `index`-th pending op (in [`Self::pending`]'s
    /// order) and attaches it; it is then no longer pending.
    pub fn materialize(&mut self, index: usize) -> Result<(), Diagnostic> {
        let p = self.read.pending.remove(index);
        self.materialize_pending(p)
    }

    fn materialize_pending(&mut self, p: ir::Pending) -> Result<(), Diagnostic> {
        let mut reader = body_reader(
            self.ctx,
            self.buf,
            self.version,
            &mut self.table,
            &self.dialects,
            &self.op_names,
            &mut self.decoder,
        );
        let result = reader.read_isolated_body(&mut Cursor::new(self.buf, p.span), p.num_regions);
        match result {
            Ok(body) => {
                attach(&mut self.read, &p, body);
                Ok(())
            }
            Err(e) => Err(to_diagnostic(self.file_loc, Some(&self.header), e)),
        }
    }

    /// Materializes every pending body in parallel on the rayon pool and
    /// returns the complete module. The bodies are independent (values
    /// never cross an isolated op), so the result does not depend on the
    /// thread count; on failure, the first failing body in file order
    /// gives the error.
    pub fn materialize_all(mut self) -> Result<ParsedModule, Diagnostic> {
        use rayon::prelude::*;
        let pending = std::mem::take(&mut self.read.pending);
        if pending.is_empty() {
            return Ok(self.read.module);
        }
        let threads = rayon::current_num_threads();
        if threads == 1 || pending.len() == 1 {
            // No copy of the tables needed: read them here, in order.
            for p in pending {
                self.materialize_pending(p)?;
            }
            return Ok(self.read.module);
        }
        // Distinct attributes must be one object whichever thread meets them.
        self.table.resolve_distinct();
        // One copy of the attribute table per thread.
        let chunks = threads;
        let chunk_len = pending.len().div_ceil(chunks);
        let this = &self;
        let results: Vec<Vec<Result<Body, ReadError>>> = pending
            .par_chunks(chunk_len)
            .map(|chunk| {
                let mut table = this.table.clone();
                let mut decoder =
                    props::LayoutDecoder::new(this.ctx, this.buf, Arc::clone(&this.props));
                let mut reader = body_reader(
                    this.ctx,
                    this.buf,
                    this.version,
                    &mut table,
                    &this.dialects,
                    &this.op_names,
                    &mut decoder,
                );
                chunk
                    .iter()
                    .map(|p| {
                        reader.read_isolated_body(&mut Cursor::new(this.buf, p.span), p.num_regions)
                    })
                    .collect()
            })
            .collect();
        let mut read = self.read;
        for (p, body) in pending.iter().zip(results.into_iter().flatten()) {
            match body {
                Ok(b) => attach(&mut read, p, b),
                Err(e) => return Err(to_diagnostic(self.file_loc, Some(&self.header), e)),
            }
        }
        Ok(read.module)
    }
}

/// A reader of isolated bodies (no lazy loading inside them).
fn body_reader<'t, 'a>(
    ctx: &'a Context,
    buf: &'a [u8],
    version: u64,
    table: &'t mut attr_table::AttrTypeTable<'a>,
    dialects: &'t [tables::DialectEntry],
    op_names: &'t [tables::OpNameEntry],
    decoder: &'t mut props::LayoutDecoder<'a>,
) -> ir::IrReader<'t, 'a> {
    ir::IrReader {
        ctx,
        buf,
        version,
        table,
        dialects,
        op_names,
        resolved: vec![None; op_names.len()],
        properties: decoder,
        reserved_total: 0,
        use_lists: Vec::new(),
        lazy: None,
        iso_depth: 2,
        owner: None,
        normalized: Default::default(),
    }
}

/// Puts a materialized body on its op.
fn attach(read: &mut Read, p: &ir::Pending, body: Body) {
    let m = &mut read.module;
    let top = if read.wrapped {
        m.body
            .nested_body_mut(m.op)
            .expect("the wrapping module has a body")
    } else {
        &mut m.body
    };
    let owner = top
        .nested_body_mut(p.owner)
        .expect("a pending op's owner has a body");
    owner.put_nested_body(p.op, Box::new(body));
}

/// The tables a [`LazyModule`] keeps for reading bodies later.
struct Parts<'a> {
    version: u64,
    table: attr_table::AttrTypeTable<'a>,
    dialects: Arc<[tables::DialectEntry]>,
    op_names: Arc<[tables::OpNameEntry]>,
    props: Arc<props::PropertiesTable>,
    decoder: props::LayoutDecoder<'a>,
}

fn read_all<'a>(
    ctx: &'a Context,
    buf: &'a [u8],
    file_loc: rmlir_ir::Loc,
    header_out: &mut Option<tables::Header>,
    opts: &ReadOptions,
    lazy: bool,
) -> Result<(Read, Parts<'a>), Failure> {
    if !crate::encoding::is_bytecode(buf) {
        return Err(Failure::Read(ReadError {
            message: "input buffer is not an MLIR bytecode file".into(),
            offset: 0,
            section: None,
        }));
    }
    let (header, spans) = match tables::read_container(buf) {
        Ok(x) => x,
        Err(e) => {
            // Errors after the producer string carry MLIR's note.
            if let Some(h) = header_of(buf) {
                *header_out = Some(h);
            }
            return Err(e.into());
        }
    };
    let version = header.version;
    *header_out = Some(header);
    let span = |id: u8| spans[id as usize];
    let req = |id: u8| spans[id as usize].expect("required sections were checked");
    use crate::encoding::section as s;
    let strings: Arc<[Span]> = tables::read_strings(buf, req(s::STRING))?.into();
    let props = Arc::new(props::PropertiesTable::new(buf, span(s::PROPERTIES))?);
    let (dialects, op_names) = tables::read_dialects(buf, req(s::DIALECT), version, &strings)?;
    let (dialects, op_names): (Arc<[_]>, Arc<[_]>) = (dialects.into(), op_names.into());
    let end = Cursor::new(
        buf,
        Span {
            start: buf.len(),
            end: buf.len(),
            section: None,
        },
    );
    let res = resources::read_resources(
        ctx,
        buf,
        &strings,
        &dialects,
        span(s::RESOURCE),
        span(s::RESOURCE_OFFSET),
        &end,
    )?;
    let mut table = attr_table::AttrTypeTable::new(
        ctx,
        buf,
        strings,
        Arc::clone(&dialects),
        res.handle_keys.into(),
        req(s::ATTR_TYPE),
        req(s::ATTR_TYPE_OFFSET),
    )?;
    let mut decoder = props::LayoutDecoder::new(ctx, buf, Arc::clone(&props));
    let mut reader = ir::IrReader {
        ctx,
        buf,
        version,
        table: &mut table,
        dialects: &dialects,
        op_names: &op_names,
        resolved: vec![None; op_names.len()],
        properties: &mut decoder,
        reserved_total: 0,
        use_lists: Vec::new(),
        lazy: lazy.then(Vec::new),
        iso_depth: 0,
        owner: None,
        normalized: Default::default(),
    };
    let (top, block) = reader.read_top_level(req(s::IR))?;
    let pending = reader.lazy.take().unwrap_or_default();
    let (module, wrapped) =
        wrap_top_level(ctx, top, block, res.file, file_loc, opts.implicit_module)?;
    Ok((
        Read {
            module,
            wrapped,
            pending,
        },
        Parts {
            version,
            table,
            dialects,
            op_names,
            props,
            decoder,
        },
    ))
}
/// The header, if the file has a valid version and producer.
fn header_of(buf: &[u8]) -> Option<tables::Header> {
    let mut cur = Cursor::new(
        buf,
        Span {
            start: 0,
            end: buf.len(),
            section: None,
        },
    );
    cur.skip(4).ok()?;
    let version = cur.varint().ok()?;
    if version > crate::encoding::CURRENT_VERSION {
        return None;
    }
    let producer = String::from_utf8_lossy(cur.cstr().ok()?).into_owned();
    Some(tables::Header { version, producer })
}

/// The single `builtin.module` of the top block, or a new module at
/// `file:0:0` holding the top block's ops; without `implicit_module`, the
/// top block's single op (mlir-opt's error at `file:0:0` otherwise).
fn wrap_top_level(
    ctx: &Context,
    mut top: Body,
    block: rmlir_ir::BlockId,
    resources: rmlir_text::resources::FileResources,
    file_loc: rmlir_ir::Loc,
    implicit_module: bool,
) -> Result<(ParsedModule, bool), Failure> {
    let ops: Vec<_> = top.block_ops(block).collect();
    let module = ctx.op_name("builtin.module");
    if !implicit_module && ops.len() != 1 {
        return Err(Failure::TopLevel(Diagnostic::error(
            file_loc,
            format!(
                "source must contain a single top-level operation, found: {}",
                ops.len()
            ),
        )));
    }
    if ops.len() == 1 && (!implicit_module || top.op_name(ops[0]) == module) {
        top.detach_op(ops[0]);
        let m = ParsedModule {
            body: top,
            op: ops[0],
            resources,
        };
        return Ok((m, false));
    }
    let mut outer = Body::new(0);
    let op = outer.create_op(&OpSpec {
        name: module,
        loc: file_loc,
        operands: &[],
        result_types: &[],
        successors: &[],
        num_regions: 0,
        isolated: false,
        properties: None,
        attrs: ctx.common().empty_dict,
    });
    outer.put_nested_body(op, Box::new(top));
    let m = ParsedModule {
        body: outer,
        op,
        resources,
    };
    Ok((m, true))
}
