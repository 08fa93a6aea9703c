//! Writing IR as bytecode, versions 0 to 6, byte for byte as mlir-opt 22
//! writes it.
//!
//! - `numbering`: what MLIR's `IRNumberingState` computes (table order,
//!   value ids, isolation, op ids for use-list orders).
//! - `builtin`: the builtin dialect's attribute, type and location
//!   encodings; `dialect`: those other dialects give through
//!   [`crate::dialect::BytecodeDialectEncoding`]; everything else is
//!   stored as its text.
//! - `ir`: the IR section and the properties table.
//! - `emit`: section buffers and the string table.
//!
//! Sections are written in MLIR's order: dialects, attribute/type offsets
//! and data, IR, resource offsets and data, strings, properties.

mod builtin;
mod dialect;
mod emit;
mod handle_index;
mod ir;
mod numbering;

use rmlir_ir::{Body, Context, Diagnostic, OpId};
use rmlir_text::resources::{FileResources, ResourceValue};

use crate::encoding::{
    resource_kind, section, CURRENT_VERSION, MAGIC, MIN_VERSION, PRODUCER,
    VERSION_DIALECT_VERSIONING, VERSION_ELIDE_UNKNOWN_BLOCK_ARG_LOCATION,
    VERSION_NATIVE_PROPERTIES,
};
use builtin::{encode_attr, encode_type, AttrKey, Sink};
use emit::{Emitter, Strings};
use numbering::Numbering;

/// How to write bytecode.
#[derive(Clone, Debug)]
pub struct WriteOptions {
    /// The format version to write (0 to 6).
    pub version: u64,
    /// Leave resource data out (`--elide-resource-data-from-bytecode`).
    pub elide_resource_data: bool,
}

impl Default for WriteOptions {
    fn default() -> Self {
        WriteOptions {
            version: CURRENT_VERSION,
            elide_resource_data: false,
        }
    }
}

/// Writes the top-level op `op` of `body` (with `resources`) as bytecode.
///
/// Fails with mlir-opt's message for a version outside 0..=6.
pub fn write_module(
    ctx: &Context,
    body: &Body,
    op: OpId,
    resources: Option<&FileResources>,
    opts: &WriteOptions,
) -> Result<Vec<u8>, Diagnostic> {
    let version = opts.version;
    if !(MIN_VERSION..=CURRENT_VERSION).contains(&version) {
        return Err(Diagnostic::error(
            body.op_loc(op),
            format!(
                "unsupported version requested {version}, must be in range [{MIN_VERSION}, {CURRENT_VERSION}]"
            ),
        ));
    }
    let numbering = tracing::info_span!(target: "print", "bytecode.numbering").entered();
    let mut n = Numbering::new(ctx, body, op, version);
    let has_data = |k: &str| {
        resources.is_some_and(|r| matches!(r.builtin_blob(k), Some(ResourceValue::Blob { .. })))
    };
    n.number_resources(&has_data);

    let mut strings = Strings::default();
    let mut out = Emitter::new();
    out.buf.extend_from_slice(&MAGIC);
    out.varint(version);
    out.buf.extend_from_slice(PRODUCER.as_bytes());
    out.byte(0);

    drop(numbering);
    {
        let _span = tracing::info_span!(target: "print", "bytecode.tables").entered();
        write_dialects(&n, &mut strings, &mut out);
        write_attrs_types(&mut n, &mut strings, &mut out);
    }

    let ir_span = tracing::info_span!(target: "print", "bytecode.ir").entered();
    let (ir, props) = ir::write_ir(&n, body, op)
        .map_err(|message| Diagnostic::error(body.op_loc(op), message))?;
    out.section(section::IR, ir);
    drop(ir_span);

    write_resources(
        &n,
        resources,
        opts.elide_resource_data,
        &mut strings,
        &mut out,
    );

    let mut s = Emitter::new();
    strings.write(&mut s);
    out.section(section::STRING, s);

    if version >= VERSION_NATIVE_PROPERTIES {
        let mut p = Emitter::new();
        p.varint(props.entries.len() as u64);
        for e in &props.entries {
            p.buf.extend_from_slice(e);
        }
        out.section(section::PROPERTIES, p);
    }
    Ok(out.buf)
}

/// The version blob a dialect writes (MLIR's `writeVersion`): only
/// mlir-opt's test dialect has one among the dialects rmlir knows (2.0).
fn dialect_version(name: &str) -> Option<&'static [u8]> {
    (name == "test").then_some(&[0x05, 0x01])
}

fn write_dialects(n: &Numbering<'_>, strings: &mut Strings, out: &mut Emitter) {
    let mut d = Emitter::new();
    d.varint(n.dialects.len() as u64);
    for name in &n.dialects {
        let id = strings.insert(name.as_bytes());
        if n.version < VERSION_DIALECT_VERSIONING {
            d.varint(id);
            continue;
        }
        match dialect_version(name) {
            Some(payload) => {
                d.varint_flag(id, true);
                let mut v = Emitter::new();
                v.buf.extend_from_slice(payload);
                d.section(section::DIALECT_VERSIONS, v);
            }
            None => d.varint_flag(id, false),
        }
    }
    if n.version >= VERSION_ELIDE_UNKNOWN_BLOCK_ARG_LOCATION {
        d.varint(n.op_names.len() as u64);
    }
    let ctx = n.ctx;
    for group in n.op_names.chunk_by(|a, b| a.dialect == b.dialect) {
        d.varint(u64::from(group[0].dialect));
        d.varint(group.len() as u64);
        for e in group {
            let full = ctx.op_name_str(e.value);
            // MLIR stores the name after the dialect's prefix: empty for an
            // op named like its dialect (`"foo"()`), which readers take as
            // the dialect name alone.
            let short = full.split_once('.').map_or("", |(_, s)| s);
            let id = strings.insert(short.as_bytes());
            if n.version < VERSION_NATIVE_PROPERTIES {
                d.varint(id);
            } else {
                d.varint_flag(id, ctx.op_info(e.value).is_some());
            }
        }
    }
    out.section(section::DIALECT, d);
}

/// Writes encodings into the attribute/type data section.
struct DataSink<'a, 'n, 'c> {
    n: &'a mut Numbering<'c>,
    strings: &'a mut Strings,
    out: &'a mut Emitter,
    _marker: std::marker::PhantomData<&'n ()>,
}

impl Sink for DataSink<'_, '_, '_> {
    fn attr(&mut self, a: AttrKey) {
        self.out.varint(self.n.attr_number(a));
    }
    fn ident(&mut self, id: rmlir_ir::Ident) {
        let key = self.n.ident_attr(id);
        self.out.varint(self.n.attr_number(key));
    }
    fn ty(&mut self, t: rmlir_ir::Type) {
        self.out.varint(self.n.type_number(t));
    }
    fn varint(&mut self, v: u64) {
        self.out.varint(v);
    }
    fn string(&mut self, s: &[u8]) {
        let id = self.strings.insert(s);
        self.out.varint(id);
    }
    fn blob(&mut self, b: &[u8]) {
        self.out.varint(b.len() as u64);
        self.out.buf.extend_from_slice(b);
    }
    fn byte(&mut self, b: u8) {
        self.out.byte(b);
    }
    fn resource(&mut self, key: &str) {
        self.out.varint(self.n.resource_number(key));
    }
    fn flat_symbol(&mut self, id: rmlir_ir::Ident) {
        let key = self.n.flat_symbol_attr(id);
        self.out.varint(self.n.attr_number(key));
    }
    fn identity_layout(&mut self, rank: u32) {
        let key = self.n.identity_layout_attr(rank);
        self.out.varint(self.n.attr_number(key));
    }
}

fn write_attrs_types(n: &mut Numbering<'_>, strings: &mut Strings, out: &mut Emitter) {
    let ctx = n.ctx;
    let mut offsets = Emitter::new();
    let mut data = Emitter::new();
    offsets.varint(n.attrs.len() as u64);
    offsets.varint(n.types.len() as u64);
    let mut prev = 0usize;
    // Attributes, then types, each in dialect groups.
    let attr_groups: Vec<(u32, usize, usize)> = groups(n.attrs.iter().map(|e| e.dialect));
    for (dialect, start, end) in attr_groups {
        offsets.varint(u64::from(dialect));
        offsets.varint((end - start) as u64);
        for i in start..end {
            let key = n.attrs[i].value;
            let custom = encode_attr(
                ctx,
                key,
                &mut DataSink {
                    n,
                    strings,
                    out: &mut data,
                    _marker: std::marker::PhantomData,
                },
            );
            if !custom {
                let text = match key {
                    AttrKey::Attr(a) => rmlir_text::printer::attr_to_string(ctx, a),
                    AttrKey::Loc(l) => rmlir_text::printer::loc_to_string(ctx, l),
                };
                data.buf.extend_from_slice(text.as_bytes());
                data.byte(0);
            }
            offsets.varint_flag((data.buf.len() - prev) as u64, custom);
            prev = data.buf.len();
        }
    }
    let type_groups: Vec<(u32, usize, usize)> = groups(n.types.iter().map(|e| e.dialect));
    for (dialect, start, end) in type_groups {
        offsets.varint(u64::from(dialect));
        offsets.varint((end - start) as u64);
        for i in start..end {
            let ty = n.types[i].value;
            let custom = encode_type(
                ctx,
                ty,
                &mut DataSink {
                    n,
                    strings,
                    out: &mut data,
                    _marker: std::marker::PhantomData,
                },
            );
            if !custom {
                let text = rmlir_text::printer::type_to_string(ctx, ty);
                data.buf.extend_from_slice(text.as_bytes());
                data.byte(0);
            }
            offsets.varint_flag((data.buf.len() - prev) as u64, custom);
            prev = data.buf.len();
        }
    }
    out.section(section::ATTR_TYPE_OFFSET, offsets);
    out.section(section::ATTR_TYPE, data);
}

/// Runs of equal dialect numbers: `(dialect, start, end)`.
fn groups(dialects: impl Iterator<Item = u32>) -> Vec<(u32, usize, usize)> {
    let mut out: Vec<(u32, usize, usize)> = Vec::new();
    for (i, d) in dialects.enumerate() {
        match out.last_mut() {
            Some(g) if g.0 == d => g.2 = i + 1,
            _ => out.push((d, i, i + 1)),
        }
    }
    out
}

fn write_resources(
    n: &Numbering<'_>,
    resources: Option<&FileResources>,
    elide: bool,
    strings: &mut Strings,
    out: &mut Emitter,
) {
    let mut offsets = Emitter::new();
    let mut data = Emitter::new();
    let mut prev = 0usize;
    let mut entries: Vec<(&str, u8, usize)> = Vec::new();
    let emit_value = |data: &mut Emitter, strings: &mut Strings, v: &ResourceValue| -> u8 {
        match v {
            ResourceValue::Blob {
                alignment,
                data: bytes,
            } => {
                if !elide {
                    data.varint(u64::from(*alignment));
                    data.varint(bytes.len() as u64);
                    data.align_to(*alignment);
                    data.buf.extend_from_slice(bytes);
                }
                resource_kind::BLOB
            }
            ResourceValue::Bool(b) => {
                if !elide {
                    data.byte(u8::from(*b));
                }
                resource_kind::BOOL
            }
            ResourceValue::String(s) => {
                if !elide {
                    let id = strings.insert(s);
                    data.varint(id);
                }
                resource_kind::STRING
            }
        }
    };
    let external = resources.map_or(&[][..], |r| r.external.as_slice());
    offsets.varint(external.len() as u64);
    for (group, items) in external {
        entries.clear();
        for (key, value) in items {
            let kind = emit_value(&mut data, strings, value);
            entries.push((key, kind, data.buf.len() - prev));
            prev = data.buf.len();
        }
        let gid = strings.insert(group.as_bytes());
        offsets.varint(gid);
        offsets.varint(entries.len() as u64);
        for &(key, kind, size) in &entries {
            offsets.varint(strings.insert(key.as_bytes()));
            offsets.varint(size as u64);
            offsets.byte(kind);
        }
    }
    // The builtin dialect's blobs, in resource-number order.
    if !n.resources.is_empty() {
        entries.clear();
        let mut missing: Vec<&str> = Vec::new();
        for key in &n.resources {
            match resources.and_then(|r| r.builtin_blob(key)) {
                Some(v @ ResourceValue::Blob { .. }) => {
                    let kind = emit_value(&mut data, strings, v);
                    entries.push((key, kind, data.buf.len() - prev));
                    prev = data.buf.len();
                }
                _ => missing.push(key),
            }
        }
        for key in missing {
            entries.push((key, resource_kind::BLOB, data.buf.len() - prev));
            prev = data.buf.len();
        }
        let builtin = n
            .dialects
            .iter()
            .position(|d| &**d == "builtin")
            .unwrap_or(0);
        offsets.varint(builtin as u64);
        offsets.varint(entries.len() as u64);
        for &(key, kind, size) in &entries {
            offsets.varint(strings.insert(key.as_bytes()));
            offsets.varint(size as u64);
            offsets.byte(kind);
        }
    }
    out.section(section::RESOURCE_OFFSET, offsets);
    out.section(section::RESOURCE, data);
}
