//! The properties section (version 5 and later): the entries ops refer
//! to by index, and their decoding into rmlir's inherent attributes.

use super::attr_table::AttrTypeTable;
use super::cursor::{Cursor, ReadError, ReadResult, Span};
use super::ir::PropertiesDecoder;
use crate::properties::{
    decode_sparse_array, property_layout, unit_prop_attr, PropertyField, VarintSource,
};
use rmlir_ir::Context;
use rmlir_ir::OpName;
use rmlir_ir::{Attr, AttrData};
use rmlir_numerics::apint::APInt;
use rustc_hash::FxHashMap;

/// The entries of the properties section.
#[derive(Default)]
pub struct PropertiesTable {
    entries: Vec<Span>,
}

impl PropertiesTable {
    /// Reads the section: a count, then `size, bytes` per entry.
    pub fn new(buf: &[u8], span: Option<Span>) -> ReadResult<PropertiesTable> {
        let Some(span) = span.filter(|s| !s.is_empty()) else {
            return Ok(PropertiesTable::default());
        };
        let mut cur = Cursor::new(buf, span);
        let n = cur.count(1, "properties entry")?;
        let mut entries = Vec::with_capacity(n);
        for _ in 0..n {
            let size = cur.varint()?;
            entries.push(cur.span(size)?);
        }
        if !cur.is_empty() {
            return Err(cur.error("Broken properties section: didn't exhaust the offsets table"));
        }
        Ok(PropertiesTable { entries })
    }
}

/// Decodes properties with each registered op's layout.
pub struct LayoutDecoder<'a> {
    /// The context (op names).
    ctx: &'a Context,
    /// The whole file.
    buf: &'a [u8],
    /// The section's entries.
    table: std::sync::Arc<PropertiesTable>,
    /// What each (entry, op name) decoded to: entries are
    /// shared by many ops, and decoding one again gives the same result.
    decoded: FxHashMap<(u64, OpName), Option<Attr>>,
}

impl<'a> LayoutDecoder<'a> {
    /// A decoder of the entries of `table` (in `buf`).
    pub fn new(
        ctx: &'a Context,
        buf: &'a [u8],
        table: std::sync::Arc<PropertiesTable>,
    ) -> LayoutDecoder<'a> {
        LayoutDecoder {
            ctx,
            buf,
            table,
            decoded: FxHashMap::default(),
        }
    }
}

impl PropertiesDecoder for LayoutDecoder<'_> {
    fn read_properties(
        &mut self,
        table: &mut AttrTypeTable<'_>,
        name: OpName,
        version: u64,
        cur: &mut Cursor<'_>,
    ) -> ReadResult<Option<Attr>> {
        let at = *cur;
        let i = cur.varint()?;
        let key = (i, name);
        if let Some(&props) = self.decoded.get(&key) {
            return Ok(props);
        }
        let props = self.decode(table, name, version, i, &at)?;
        self.decoded.insert(key, props);
        Ok(props)
    }
}

impl LayoutDecoder<'_> {
    /// Decodes entry `i` for op `name`; `at` locates the reference.
    fn decode(
        &mut self,
        table: &mut AttrTypeTable<'_>,
        name: OpName,
        version: u64,
        i: u64,
        at: &Cursor<'_>,
    ) -> ReadResult<Option<Attr>> {
        let ctx = self.ctx;
        let Some(&span) = self
            .table
            .entries
            .get(i as usize)
            .filter(|_| i <= usize::MAX as u64)
        else {
            return Err(at.error(format!(
                "Properties idx out-of-bound for {}",
                ctx.op_name_str(name)
            )));
        };
        let mut entry = Cursor::new(self.buf, span);
        if ctx.op_info(name).is_none() {
            // Unregistered here: the entry is one attribute, the properties
            // as they are (whatever the writer knew of the op).
            return table.read_attr(&mut entry, false).map(Some);
        }
        let Some(layout) = property_layout(ctx, name) else {
            return Ok(None);
        };
        let mut entries: Vec<(rmlir_ir::Ident, Attr)> = Vec::new();
        for field in layout.fields_at(version) {
            match *field {
                PropertyField::Attr {
                    name: field_name,
                    required: true,
                } => {
                    let a = table.read_attr(&mut entry, false)?;
                    entries.push((ctx.ident(field_name), a));
                }
                PropertyField::Attr {
                    name: field_name,
                    required: false,
                } => {
                    if let Some(a) = table.read_optional_attr(&mut entry, false)? {
                        entries.push((ctx.ident(field_name), a));
                    }
                }
                PropertyField::LegacySegments(kind) => {
                    let groups = layout.segment_groups.of(kind);
                    let at = entry;
                    let a = table.read_attr(&mut entry, false)?;
                    match ctx.attr_data(a) {
                        AttrData::DenseArray { values, .. } if values.len() <= groups => {}
                        AttrData::DenseArray { .. } => {
                            return Err(at.error("size mismatch for operand/result_segment_size"))
                        }
                        _ => {
                            return Err(at.error(format!(
                                "expected ::mlir::DenseI32ArrayAttr, but got: {}",
                                ctx.render_attr(a)
                            )))
                        }
                    }
                    entries.push((ctx.ident(kind.name()), a));
                }
                PropertyField::UnitProp(field_name) => {
                    let set = entry.byte()? != 0;
                    entries.push((ctx.ident(field_name), unit_prop_attr(ctx, set)));
                }
            }
        }
        for &kind in layout.native_segments_at(version) {
            let mut sizes = vec![0i32; layout.segment_groups.of(kind)];
            decode_sparse_array(&mut entry, &mut sizes)?;
            let i32_ty = ctx.integer_type(32, rmlir_ir::Signedness::Signless);
            let values: Vec<APInt> = sizes
                .iter()
                .map(|&v| APInt::from_i64(32, i64::from(v)))
                .collect();
            let a = ctx.intern_attr(AttrData::DenseArray {
                elem: i32_ty,
                values: values.into(),
            });
            entries.push((ctx.ident(kind.name()), a));
        }
        Ok((!entries.is_empty()).then(|| ctx.dictionary_attr(entries)))
    }
}

impl VarintSource for Cursor<'_> {
    type Error = ReadError;

    fn next_varint(&mut self) -> ReadResult<u64> {
        self.varint()
    }

    fn invalid(&self, message: String) -> ReadError {
        self.error(message)
    }
}
