//! The header, the top-level sections, the string table and the dialect
//! section (dialects, their version blobs and op names).

use super::cursor::{section_name, Cursor, ReadError, ReadResult, Span};
use crate::encoding::{self, section};

/// The file's header: version and producer.
#[derive(Clone, Debug)]
pub struct Header {
    /// The format version.
    pub version: u64,
    /// The producer string (`MLIR22.1.8`).
    pub producer: String,
}

/// Reads the header and splits the top-level sections: the header and one
/// data span per section id present.
pub fn read_container(buf: &[u8]) -> ReadResult<(Header, [Option<Span>; 9])> {
    let whole = Span {
        start: 0,
        end: buf.len(),
        section: None,
    };
    let mut cur = Cursor::new(buf, whole);
    cur.skip(encoding::MAGIC.len() as u64)?;
    let version = cur.varint()?;
    if version > encoding::CURRENT_VERSION {
        return Err(cur.error(format!(
            "bytecode version {version} is newer than the current version {}",
            encoding::CURRENT_VERSION
        )));
    }
    let producer = String::from_utf8_lossy(cur.cstr()?).into_owned();
    let header = Header { version, producer };
    let mut spans: [Option<Span>; 9] = [None; 9];
    while !cur.is_empty() {
        let at = cur.pos();
        let (id, data) = cur.section_header()?;
        if spans[id as usize].is_some() {
            return Err(ReadError {
                message: format!("duplicate top-level section: {}", section_name(id)),
                offset: at,
                section: None,
            });
        }
        spans[id as usize] = Some(data);
    }
    for id in 0..section::COUNT {
        let optional = match id {
            section::RESOURCE | section::RESOURCE_OFFSET | section::DIALECT_VERSIONS => true,
            section::PROPERTIES => version < encoding::VERSION_NATIVE_PROPERTIES,
            _ => false,
        };
        if spans[id as usize].is_none() && !optional {
            return Err(cur.error(format!(
                "missing data for top-level section: {}",
                section_name(id)
            )));
        }
    }
    Ok((header, spans))
}

/// The string table: spans of the strings' bytes (without the NUL).
pub fn read_strings(buf: &[u8], span: Span) -> ReadResult<Vec<Span>> {
    let mut cur = Cursor::new(buf, span);
    // Each string takes at least one size byte and its NUL.
    let n = cur.count(2, "string")?;
    let mut strings = vec![
        Span {
            start: 0,
            end: 0,
            section: span.section
        };
        n
    ];
    let mut data_end = span.end;
    for s in strings.iter_mut().rev() {
        let size = cur.varint()?;
        if size == 0 || (data_end - span.start) < size as usize {
            return Err(cur.error("string size exceeds the available data size"));
        }
        let start = data_end - size as usize;
        *s = Span {
            start,
            end: data_end - 1,
            section: span.section,
        };
        data_end = start;
    }
    if cur.pos() != data_end {
        return Err(
            cur.error("unexpected trailing data between the offsets for strings and their data")
        );
    }
    Ok(strings)
}

/// One dialect of the dialect section.
#[derive(Clone, Debug)]
pub struct DialectEntry {
    /// The dialect's namespace.
    pub name: String,
    /// Its version blob (a nested DialectVersions section), if any.
    pub version: Option<Span>,
}

/// One op name of the dialect section.
#[derive(Clone, Debug)]
pub struct OpNameEntry {
    /// Index of its dialect.
    pub dialect: usize,
    /// The name without the dialect prefix.
    pub name: String,
    /// Whether the op was registered where the file was written (v5+).
    pub registered: Option<bool>,
}

/// The dialect section: dialects and op names.
pub fn read_dialects(
    buf: &[u8],
    span: Span,
    version: u64,
    strings: &[Span],
) -> ReadResult<(Vec<DialectEntry>, Vec<OpNameEntry>)> {
    let mut cur = Cursor::new(buf, span);
    let n = cur.count(1, "dialect")?;
    let mut dialects = Vec::with_capacity(n);
    for _ in 0..n {
        if version < encoding::VERSION_DIALECT_VERSIONING {
            let idx = cur.varint()?;
            let name = string_at(buf, strings, &cur, idx)?;
            dialects.push(DialectEntry {
                name,
                version: None,
            });
            continue;
        }
        let (idx, has_version) = cur.varint_with_flag()?;
        let name = string_at(buf, strings, &cur, idx)?;
        let mut dialect_version = None;
        if has_version {
            let (id, data) = cur.section_header()?;
            if id != section::DIALECT_VERSIONS {
                return Err(cur.error("expected dialect version section"));
            }
            dialect_version = Some(data);
        }
        dialects.push(DialectEntry {
            name,
            version: dialect_version,
        });
    }
    if version >= encoding::VERSION_ELIDE_UNKNOWN_BLOCK_ARG_LOCATION {
        // The total number of op names (a capacity hint; not trusted).
        cur.varint()?;
    }
    let mut ops = Vec::new();
    while !cur.is_empty() {
        let at = cur.pos();
        let d = cur.varint()?;
        if d >= dialects.len() as u64 {
            return Err(ReadError {
                message: format!("invalid dialect index: {d}"),
                offset: at,
                section: cur.section(),
            });
        }
        let count = cur.count(1, "op name")?;
        for _ in 0..count {
            let (name, registered) = if version < encoding::VERSION_NATIVE_PROPERTIES {
                let idx = cur.varint()?;
                (string_at(buf, strings, &cur, idx)?, None)
            } else {
                let (idx, flag) = cur.varint_with_flag()?;
                (string_at(buf, strings, &cur, idx)?, Some(flag))
            };
            ops.push(OpNameEntry {
                dialect: d as usize,
                name,
                registered,
            });
        }
    }
    Ok((dialects, ops))
}

/// The string at `index` of the table as a name (of a dialect, op or
/// resource), which must be UTF-8 (`cur` locates the error).
pub fn string_at(buf: &[u8], strings: &[Span], cur: &Cursor<'_>, index: u64) -> ReadResult<String> {
    std::str::from_utf8(string_bytes(buf, strings, cur, index)?)
        .map(str::to_owned)
        .map_err(|_| cur.error(rmlir_ir::symbol::NOT_UTF8_NAME))
}

/// The bytes of the string at `index` of the table.
pub fn string_bytes<'a>(
    buf: &'a [u8],
    strings: &[Span],
    cur: &Cursor<'_>,
    index: u64,
) -> ReadResult<&'a [u8]> {
    match strings.get(index as usize) {
        Some(s) if index <= usize::MAX as u64 => Ok(&buf[s.start..s.end]),
        _ => Err(cur.error(format!("invalid string index: {index}"))),
    }
}

/// What MLIR checks when it first loads a dialect the file names: the
/// dialect is known (or unregistered dialects are allowed), and the
/// builtin dialect, which reads no versions, has no version blob. Version
/// blobs of other dialects are ignored: rmlir's dialects have no
/// versions, and mlir-opt-22 writes one for its `test` dialect, which rmlir
/// reads as an unregistered dialect.
pub fn load_dialect(ctx: &rmlir_ir::Context, d: &DialectEntry) -> Result<(), String> {
    let known = d.name == "builtin" || ctx.dialect(&d.name).is_some();
    if !known && !ctx.allows_unregistered_dialects() {
        return Err(super::attr_table::unknown_dialect_message(&d.name));
    }
    if d.name == "builtin" && d.version.is_some_and(|v| !v.is_empty()) {
        return Err("Dialect does not support versioning".into());
    }
    Ok(())
}
