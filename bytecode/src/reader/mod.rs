//! Reading bytecode into IR, as MLIR 22 reads versions 0 to 6.
//!
//! - [`cursor`]: bounds-checked reading of a section, errors with the
//!   section and byte offset.
//! - [`tables`]: header, top-level sections, strings, dialects, op names.
//! - [`attr_table`] and [`builtin`]: the attribute/type table, decoded on
//!   demand (builtin custom encodings or text).
//! - [`resources`]: dialect and external resources.
//! - [`props`]: the properties section (version 5 and later).
//! - [`ir`]: ops, regions, blocks and values; [`use_lists`]: use-list
//!   orders.
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
use rmlir_ir::body::{Body, OpSpec};
use rmlir_ir::{Context, Diagnostic};
use rmlir_text::parser::ParsedModule;

/// How to read a bytecode buffer.
#[derive(Clone, Debug)]
pub struct ReadOptions {
    /// The buffer's name, used in diagnostics' locations.
    pub file_name: String,
}

impl Default for ReadOptions {
    fn default() -> Self {
        ReadOptions {
            file_name: "-".into(),
        }
    }
}

/// Reads a whole bytecode buffer into its top-level op (a `builtin.module`
/// wrapping the file's top-level ops unless the file holds exactly one
/// module, as mlir-opt does).
pub fn read_module(
    ctx: &Context,
    bytes: &[u8],
    opts: &ReadOptions,
) -> Result<ParsedModule, Diagnostic> {
    let file_loc = ctx.file_loc(ctx.ident(&opts.file_name), 0, 0);
    let mut header = None;
    let result = read_all(ctx, bytes, file_loc, &mut header);
    result.map_err(|e| {
        let mut d = Diagnostic::error(file_loc, e.message);
        if let Some(h) = header {
            let h: tables::Header = h;
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
    })
}

fn read_all(
    ctx: &Context,
    buf: &[u8],
    file_loc: rmlir_ir::attrs::Loc,
    header_out: &mut Option<tables::Header>,
) -> Result<ParsedModule, ReadError> {
    if !crate::encoding::is_bytecode(buf) {
        return Err(ReadError {
            message: "input buffer is not an MLIR bytecode file".into(),
            offset: 0,
            section: None,
        });
    }
    let (header, spans) = match tables::read_container(buf) {
        Ok(x) => x,
        Err(e) => {
            // Errors after the producer string carry MLIR's note.
            if let Some(h) = header_of(buf) {
                *header_out = Some(h);
            }
            return Err(e);
        }
    };
    let version = header.version;
    *header_out = Some(header);
    let span = |id: u8| spans[id as usize];
    let req = |id: u8| spans[id as usize].expect("required sections were checked");
    use crate::encoding::section as s;
    let strings = tables::read_strings(buf, req(s::STRING))?;
    let props = props::PropertiesTable::new(buf, span(s::PROPERTIES))?;
    let (dialects, op_names) = tables::read_dialects(buf, req(s::DIALECT), version, &strings)?;
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
        &strings,
        &dialects,
        &res.handle_keys,
        req(s::ATTR_TYPE),
        req(s::ATTR_TYPE_OFFSET),
    )?;
    let mut decoder = props::LayoutDecoder {
        ctx,
        buf,
        table: props,
    };
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
    };
    let (top, block) = reader.read_top_level(req(s::IR))?;
    Ok(wrap_top_level(ctx, top, block, res.file, file_loc))
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
/// `file:0:0` holding the top block's ops.
fn wrap_top_level(
    ctx: &Context,
    mut top: Body,
    block: rmlir_ir::body::BlockId,
    resources: rmlir_text::resources::FileResources,
    file_loc: rmlir_ir::attrs::Loc,
) -> ParsedModule {
    let ops: Vec<_> = top.block_ops(block).collect();
    let module = ctx.op_name("builtin.module");
    if ops.len() == 1 && top.op_name(ops[0]) == module {
        top.detach_op(ops[0]);
        return ParsedModule {
            body: top,
            op: ops[0],
            resources,
        };
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
    ParsedModule {
        body: outer,
        op,
        resources,
    }
}
