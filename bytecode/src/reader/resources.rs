//! The resource sections: external resource groups and dialect resources
//! (blobs with their alignment, booleans, strings) into the file's
//! [`FileResources`], and the table of dialect resource handles that
//! `dense_resource` attributes refer to.

use super::cursor::{Cursor, ReadError, ReadResult, Span};
use super::tables::{string_at, string_bytes, DialectEntry};
use crate::encoding::resource_kind;
use rmlir_ir::Context;
use rmlir_text::resources::{FileResources, ResourceValue};

/// What the resource sections hold.
#[derive(Default)]
pub struct Resources {
    /// The file's resources as the printer shows them.
    pub file: FileResources,
    /// Keys of the dialect resource handles, in declaration order.
    pub handle_keys: Vec<String>,
}

/// Reads the resource sections (both or neither must be present).
pub fn read_resources(
    ctx: &Context,
    buf: &[u8],
    strings: &[Span],
    dialects: &[DialectEntry],
    data: Option<Span>,
    offsets: Option<Span>,
    file_end: &Cursor<'_>,
) -> ReadResult<Resources> {
    let mut out = Resources::default();
    let (data, offsets) = match (data, offsets) {
        (None, None) => return Ok(out),
        (Some(_), None) => {
            return Err(
                file_end.error("expected resource offset section when resource section is present")
            )
        }
        (None, Some(_)) => {
            return Err(file_end
                .error("unexpected resource offset section when resource section is not present"))
        }
        (Some(d), Some(o)) => (d, o),
    };
    let mut data = Cursor::new(buf, data);
    let mut off = Cursor::new(buf, offsets);
    let groups = off.count(1, "external resource group")?;
    for _ in 0..groups {
        let at = off;
        let i = off.varint()?;
        let key = string_at(buf, strings, &at, i)?;
        let entries = read_group(buf, strings, &mut off, &mut data, false)?;
        out.file.external.push((key, entries));
    }
    while !off.is_empty() {
        let at = off.pos();
        let d = off.varint()?;
        let Some(dialect) = dialects.get(d as usize) else {
            return Err(ReadError {
                message: format!("invalid dialect index: {d}"),
                offset: at,
                section: off.section(),
            });
        };
        let name = dialect.name.as_str();
        super::tables::load_dialect(ctx, dialect).map_err(|m| data.error(m))?;
        if ctx.dialect(name).is_none() && name != "builtin" {
            return Err(data.error(format!("dialect '{name}' is unknown")));
        }
        if name != "builtin" {
            return Err(data.error(format!("unexpected resources for dialect '{name}'")));
        }
        let before = out.handle_keys.len();
        let entries = read_group(buf, strings, &mut off, &mut data, true)?;
        let _ = before;
        for (key, value) in entries {
            out.handle_keys.push(key.clone());
            if let Some(v) = value {
                out.file.set_builtin(key, v);
            }
        }
    }
    Ok(out)
}

/// Reads one group's entries; with `allow_empty`, an entry without data
/// is a declaration only (`None`).
fn read_group<T: FromEntry>(
    buf: &[u8],
    strings: &[Span],
    off: &mut Cursor<'_>,
    data: &mut Cursor<'_>,
    allow_empty: bool,
) -> ReadResult<Vec<(String, T)>> {
    let n = off.count(3, "resource")?;
    let mut out = Vec::with_capacity(n);
    for _ in 0..n {
        let at = *off;
        let i = off.varint()?;
        let key = string_at(buf, strings, &at, i)?;
        let size = off.varint()?;
        let kind = off.byte()?;
        let span = data.span(size)?;
        if allow_empty && span.is_empty() {
            out.push((key, T::empty()));
            continue;
        }
        let mut entry = Cursor::new(buf, span);
        let value = match kind {
            resource_kind::BLOB => {
                let alignment = entry.varint()?;
                let len = entry.varint()?;
                entry.align_to(alignment)?;
                let bytes = entry.bytes(len)?;
                ResourceValue::Blob {
                    alignment: alignment as u32,
                    data: bytes.to_vec(),
                }
            }
            resource_kind::BOOL => ResourceValue::Bool(entry.byte()? != 0),
            resource_kind::STRING => {
                let at = entry;
                let i = entry.varint()?;
                ResourceValue::String(string_bytes(buf, strings, &at, i)?.to_vec())
            }
            _ => return Err(at.error(format!("unknown resource entry kind: {kind}"))),
        };
        if !entry.is_empty() {
            return Err(entry.error(format!(
                "unexpected trailing bytes in resource entry '{key}'"
            )));
        }
        out.push((key, T::full(value)));
    }
    Ok(out)
}

/// An entry value of a group: dialect groups allow declarations.
trait FromEntry {
    fn empty() -> Self;
    fn full(v: ResourceValue) -> Self;
}

impl FromEntry for Option<ResourceValue> {
    fn empty() -> Self {
        None
    }
    fn full(v: ResourceValue) -> Self {
        Some(v)
    }
}

impl FromEntry for ResourceValue {
    fn empty() -> Self {
        ResourceValue::Bool(false)
    }
    fn full(v: ResourceValue) -> Self {
        v
    }
}
