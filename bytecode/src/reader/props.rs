//! The properties section (version 5 and later): the entries ops refer
//! to by index, and their decoding into rmlir's inherent attributes.

use super::attr_table::AttrTypeTable;
use super::cursor::{Cursor, ReadResult, Span};
use super::ir::PropertiesDecoder;
use rmlir_ir::attrs::Attr;
use rmlir_ir::context::OpName;
use rmlir_ir::Context;

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
    pub ctx: &'a Context,
    /// The whole file.
    pub buf: &'a [u8],
    /// The section's entries.
    pub table: PropertiesTable,
}

impl PropertiesDecoder for LayoutDecoder<'_> {
    fn read_properties(
        &mut self,
        _table: &mut AttrTypeTable<'_>,
        name: OpName,
        cur: &mut Cursor<'_>,
    ) -> ReadResult<Option<Attr>> {
        let at = *cur;
        let i = cur.varint()?;
        let name_str = self.ctx.op_name_str(name);
        let Some(&span) = self
            .table
            .entries
            .get(i as usize)
            .filter(|_| i <= usize::MAX as u64)
        else {
            return Err(at.error(format!("Properties idx out-of-bound for {name_str}")));
        };
        let entry = Cursor::new(self.buf, span);
        Err(entry.error(format!(
            "reading the properties of '{name_str}' is not supported yet"
        )))
    }
}
