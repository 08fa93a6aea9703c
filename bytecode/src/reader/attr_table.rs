//! The attribute and type table: entries located through the offset
//! section and decoded on first use (MLIR reads them lazily too), either
//! with the builtin dialect's custom encodings ([`super::builtin`]), with
//! those a dialect registered ([`crate::dialect`]), or by parsing their
//! text.
//!
//! Decoding recurses through references between entries on a stack that
//! grows on demand (`stacker`), so deep nesting cannot overflow; an entry
//! met again while it is being decoded is a cycle and an error.

use super::cursor::{Cursor, ReadError, ReadResult, Span};
use super::tables::DialectEntry;
use crate::dialect::{BytecodeDialectEncoding, DialectReader};
use rmlir_ir::Context;
use rmlir_ir::Type;
use rmlir_ir::{Attr, AttrData, Loc};
use std::sync::Arc;

/// Where an entry stands.
#[derive(Clone, Copy, Debug)]
pub(super) enum State {
    /// Not decoded yet.
    Pending,
    /// Being decoded (meeting it again is a cycle).
    Busy,
    /// An attribute.
    Attr(Attr),
    /// A location (locations are attributes in bytecode).
    Loc(Loc),
    /// A type.
    Type(Type),
}

/// Where one attribute or type entry is and how it is encoded.
#[derive(Clone, Copy, Debug)]
struct Entry {
    span: Span,
    dialect: u32,
    custom: bool,
}

/// Which table an index refers to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Kind {
    /// The attribute table.
    Attr,
    /// The type table.
    Type,
}

/// The attribute and type entries of a file and what was decoded so far
/// (cloned for each thread that reads isolated bodies in parallel).
#[derive(Clone)]
pub struct AttrTypeTable<'a> {
    pub(super) ctx: &'a Context,
    pub(super) buf: &'a [u8],
    pub(super) strings: Arc<[Span]>,
    pub(super) dialects: Arc<[DialectEntry]>,
    /// Keys of the dialect resource handles, in declaration order.
    pub(super) resource_keys: Arc<[String]>,
    attrs: Arc<[Entry]>,
    types: Arc<[Entry]>,
    /// What each entry decoded to so far (the part copies do not share).
    attr_states: Vec<State>,
    type_states: Vec<State>,
    /// The file name attribute of the last file location decoded, with
    /// its identifier.
    pub(super) last_file: Option<(Attr, rmlir_ir::Ident)>,
}

impl<'a> AttrTypeTable<'a> {
    /// Locates the entries: `data` is the AttrType section, `offsets` the
    /// AttrTypeOffset section.
    pub fn new(
        ctx: &'a Context,
        buf: &'a [u8],
        strings: Arc<[Span]>,
        dialects: Arc<[DialectEntry]>,
        resource_keys: Arc<[String]>,
        data: Span,
        offsets: Span,
    ) -> ReadResult<AttrTypeTable<'a>> {
        let mut cur = Cursor::new(buf, offsets);
        // Every entry takes at least one byte of the offset section.
        let num_attrs = cur.count(1, "attribute")?;
        let num_types = cur.count(1, "type")?;
        if num_attrs + num_types > cur.remaining() {
            return Err(cur.error(format!(
                "{} attribute and type entries exceed what the remaining {} bytes can hold",
                num_attrs + num_types,
                cur.remaining()
            )));
        }
        let mut offset = data.start;
        let mut read_entries = |n: usize, cur: &mut Cursor<'_>| -> ReadResult<Vec<Entry>> {
            let mut out = Vec::with_capacity(n);
            while out.len() < n {
                let at = cur.pos();
                let d = cur.varint()?;
                if d >= dialects.len() as u64 {
                    return Err(ReadError {
                        message: format!("invalid dialect index: {d}"),
                        offset: at,
                        section: cur.section(),
                    });
                }
                let count = cur.varint()?;
                if count > (n - out.len()) as u64 {
                    return Err(cur.error(format!(
                        "dialect group of {count} entries exceeds the {} entries left",
                        n - out.len()
                    )));
                }
                for _ in 0..count {
                    let (size, custom) = cur.varint_with_flag()?;
                    if size > (data.end - offset) as u64 {
                        return Err(cur.error(
                            "Attribute or Type entry offset points past the end of section",
                        ));
                    }
                    let span = Span {
                        start: offset,
                        end: offset + size as usize,
                        section: data.section,
                    };
                    offset = span.end;
                    out.push(Entry {
                        span,
                        dialect: d as u32,
                        custom,
                    });
                }
            }
            Ok(out)
        };
        let attrs = read_entries(num_attrs, &mut cur)?;
        let types = read_entries(num_types, &mut cur)?;
        if !cur.is_empty() {
            return Err(cur.error("unexpected trailing data in the Attribute/Type offset section"));
        }
        Ok(AttrTypeTable {
            ctx,
            buf,
            strings,
            dialects,
            resource_keys,
            attr_states: vec![State::Pending; attrs.len()],
            type_states: vec![State::Pending; types.len()],
            last_file: None,
            attrs: attrs.into(),
            types: types.into(),
        })
    }

    /// Decodes every `distinct` attribute entry now, so that copies of the
    /// table handed to other threads share them (a distinct attribute is
    /// a new one each time it is decoded). Entries that fail are left for
    /// the reference that meets them to report.
    pub fn resolve_distinct(&mut self) {
        for i in 0..self.attrs.len() {
            let e = self.attrs[i];
            if !e.custom || !matches!(self.attr_states[i], State::Pending) {
                continue;
            }
            if self
                .dialects
                .get(e.dialect as usize)
                .map(|d| d.name.as_str())
                != Some("builtin")
            {
                continue;
            }
            let mut cur = Cursor::new(self.buf, e.span);
            if cur.varint() == Ok(21) {
                let at = Cursor::new(self.buf, e.span);
                let _ = self.attr(i as u64, &at, true);
            }
        }
    }

    /// Number of attribute entries.
    pub fn num_attrs(&self) -> usize {
        self.attrs.len()
    }

    /// Number of type entries.
    pub fn num_types(&self) -> usize {
        self.types.len()
    }

    /// The attribute at `index`; `at` locates errors (the reference).
    /// `nested` tells a reference from inside another entry (MLIR words
    /// their errors differently).
    pub fn attr(&mut self, index: u64, at: &Cursor<'_>, nested: bool) -> ReadResult<Attr> {
        match self.resolve(Kind::Attr, index, at, nested)? {
            State::Attr(a) => Ok(a),
            State::Loc(l) => Ok(self.ctx.intern_attr(AttrData::Location(l))),
            _ => unreachable!("attribute entries hold attributes or locations"),
        }
    }

    /// The location at `index`.
    pub fn loc(&mut self, index: u64, at: &Cursor<'_>, nested: bool) -> ReadResult<Loc> {
        match self.resolve(Kind::Attr, index, at, nested)? {
            State::Loc(l) => Ok(l),
            State::Attr(a) => match self.ctx.attr_data(a) {
                AttrData::Location(l) => Ok(*l),
                _ => Err(at.error(format!(
                    "expected attribute of type: mlir::LocationAttr, but got: {}",
                    self.ctx.render_attr(a)
                ))),
            },
            _ => unreachable!("attribute entries hold attributes or locations"),
        }
    }

    /// The type at `index`.
    pub fn ty(&mut self, index: u64, at: &Cursor<'_>, nested: bool) -> ReadResult<Type> {
        match self.resolve(Kind::Type, index, at, nested)? {
            State::Type(t) => Ok(t),
            _ => unreachable!("type entries hold types"),
        }
    }

    /// Reads an attribute index at `cur` and resolves it.
    pub fn read_attr(&mut self, cur: &mut Cursor<'_>, nested: bool) -> ReadResult<Attr> {
        let at = *cur;
        let i = cur.varint()?;
        self.attr(i, &at, nested)
    }

    /// Reads a location index at `cur` and resolves it.
    pub fn read_loc(&mut self, cur: &mut Cursor<'_>, nested: bool) -> ReadResult<Loc> {
        let at = *cur;
        let i = cur.varint()?;
        self.loc(i, &at, nested)
    }

    /// Reads a type index at `cur` and resolves it.
    pub fn read_type(&mut self, cur: &mut Cursor<'_>, nested: bool) -> ReadResult<Type> {
        let at = *cur;
        let i = cur.varint()?;
        self.ty(i, &at, nested)
    }

    /// Reads `(index << 1) | present` and resolves the attribute if present.
    pub fn read_optional_attr(
        &mut self,
        cur: &mut Cursor<'_>,
        nested: bool,
    ) -> ReadResult<Option<Attr>> {
        let at = *cur;
        let (i, present) = cur.varint_with_flag()?;
        if !present {
            return Ok(None);
        }
        self.attr(i, &at, nested).map(Some)
    }

    fn resolve(
        &mut self,
        kind: Kind,
        index: u64,
        at: &Cursor<'_>,
        nested: bool,
    ) -> ReadResult<State> {
        let (entries, states) = match kind {
            Kind::Attr => (&self.attrs, &self.attr_states),
            Kind::Type => (&self.types, &self.type_states),
        };
        let Some((entry, state)) = usize::try_from(index)
            .ok()
            .and_then(|i| Some((*entries.get(i)?, states[i])))
        else {
            let what = match (kind, nested) {
                (Kind::Attr, false) => "Attribute",
                (Kind::Attr, true) => "attribute",
                (Kind::Type, false) => "Type",
                (Kind::Type, true) => "type",
            };
            return Err(at.error(format!("invalid {what} index: {index}")));
        };
        match state {
            State::Pending => {}
            State::Busy => {
                let what = if kind == Kind::Attr {
                    "attribute"
                } else {
                    "type"
                };
                return Err(at.error(format!(
                    "cyclic reference to {what} entry {index} in the attribute/type table"
                )));
            }
            done => return Ok(done),
        }
        let i = index as usize;
        self.set_state(kind, i, State::Busy);
        let decoded = stacker::maybe_grow(64 * 1024, 1024 * 1024, || self.decode(kind, entry));
        match decoded {
            Ok(state) => {
                self.set_state(kind, i, state);
                Ok(state)
            }
            Err(e) => {
                self.set_state(kind, i, State::Pending);
                Err(e)
            }
        }
    }

    fn set_state(&mut self, kind: Kind, i: usize, state: State) {
        match kind {
            Kind::Attr => self.attr_states[i] = state,
            Kind::Type => self.type_states[i] = state,
        }
    }

    fn decode(&mut self, kind: Kind, entry: Entry) -> ReadResult<State> {
        let mut cur = Cursor::new(self.buf, entry.span);
        let dialects = Arc::clone(&self.dialects);
        let dialect = &dialects[entry.dialect as usize].name;
        let what = if kind == Kind::Attr {
            "attribute"
        } else {
            "type"
        };
        let state = if entry.custom {
            super::tables::load_dialect(self.ctx, &dialects[entry.dialect as usize])
                .map_err(|m| cur.error(m))?;
            if dialect != "builtin" {
                let Some(encoding) = BytecodeDialectEncoding::of(self.ctx, dialect) else {
                    return Err(cur.error(format!(
                        "dialect '{dialect}' does not implement the bytecode interface"
                    )));
                };
                let ctx = self.ctx;
                let mut entry_reader = EntryReader {
                    table: self,
                    cur: &mut cur,
                };
                match kind {
                    Kind::Attr => {
                        let a = (encoding.read_attr)(ctx, &mut entry_reader)?;
                        match ctx.attr_data(a) {
                            AttrData::Location(l) => State::Loc(*l),
                            _ => State::Attr(a),
                        }
                    }
                    Kind::Type => State::Type((encoding.read_type)(ctx, &mut entry_reader)?),
                }
            } else {
                match kind {
                    Kind::Attr => self.builtin_attr(&mut cur)?,
                    Kind::Type => State::Type(self.builtin_type(&mut cur)?),
                }
            }
        } else {
            let text_start = cur;
            let text = cur.cstr()?;
            let text = std::str::from_utf8(text).map_err(|_| {
                text_start.error(format!("invalid UTF-8 in {what} assembly format"))
            })?;
            match kind {
                Kind::Attr => match rmlir_text::parser::parse_attr_str(self.ctx, text) {
                    Ok(a) => match self.ctx.attr_data(a) {
                        AttrData::Location(l) => State::Loc(*l),
                        _ => State::Attr(a),
                    },
                    Err(d) => return Err(text_start.error(d.message)),
                },
                Kind::Type => match rmlir_text::parser::parse_type_str(self.ctx, text) {
                    Ok(t) => State::Type(t),
                    Err(d) => return Err(text_start.error(d.message)),
                },
            }
        };
        if !cur.is_empty() {
            return Err(cur.error(format!("unexpected trailing bytes after {what} entry")));
        }
        Ok(state)
    }

    /// A string of the string table.
    pub(super) fn string(&self, cur: &mut Cursor<'_>) -> ReadResult<&'a [u8]> {
        let at = *cur;
        let i = cur.varint()?;
        super::tables::string_bytes(self.buf, &self.strings, &at, i)
    }
}

/// An entry of a dialect with its own encoding, as the dialect's reader
/// sees it: references resolve through the table, so nested entries are
/// decoded (and cycles caught) as for builtin ones.
struct EntryReader<'t, 'a, 'c> {
    table: &'t mut AttrTypeTable<'a>,
    cur: &'t mut Cursor<'c>,
}

impl DialectReader for EntryReader<'_, '_, '_> {
    fn read_attribute(&mut self) -> ReadResult<Attr> {
        self.table.read_attr(self.cur, true)
    }
    fn read_type(&mut self) -> ReadResult<Type> {
        self.table.read_type(self.cur, true)
    }
    fn read_varint(&mut self) -> ReadResult<u64> {
        self.cur.varint()
    }
    fn read_signed_varint(&mut self) -> ReadResult<i64> {
        self.cur.signed_varint()
    }
    fn read_string(&mut self) -> ReadResult<&[u8]> {
        self.table.string(self.cur)
    }
    fn read_blob(&mut self) -> ReadResult<&[u8]> {
        let len = self.cur.varint()?;
        self.cur.bytes(len)
    }
    fn read_byte(&mut self) -> ReadResult<u8> {
        self.cur.byte()
    }
    fn error(&self, message: &str) -> ReadError {
        self.cur.error(message)
    }
}

/// MLIR's message for a dialect that is neither registered nor allowed.
pub fn unknown_dialect_message(name: &str) -> String {
    format!(
        "dialect '{name}' is unknown. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR tool used."
    )
}

pub(super) use State as Decoded;
