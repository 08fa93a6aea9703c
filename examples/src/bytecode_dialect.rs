//! Bytecode encodings from outside rmlir: a user dialect that stores its
//! attributes and types in bytecode its own way instead of as text.
//!
//! The dialect `mybc` has an attribute `#mybc.range<LO, HI>` (two signed
//! integers) and a type `!mybc.box<T>` (any type inside). Without help the
//! bytecode writer stores them as their text; [`register_dialect`] attaches
//! a [`BytecodeDialectEncoding`] to the dialect (MLIR's
//! `BytecodeDialectInterface`), so that:
//!
//! - `#mybc.range<LO, HI>` is written as the varint `0` (the kind) and
//!   `LO` and `HI` as signed varints;
//! - `!mybc.box<T>` is written as the varint `0` and a reference to `T`,
//!   which the writer numbers and encodes like any other type;
//! - any other `mybc` attribute or type (`#mybc.note<...>`) is declined
//!   and stays text.
//!
//! Reading calls the same hooks back. `example-opt --emit-bytecode` uses
//! them, and so does any tool whose context registers the dialect:
//!
//! ```
//! use rmlir_bytecode::{read_module, write_module, ReadOptions, WriteOptions};
//! use rmlir_text::parser::{parse_module, ParseOptions};
//! use rmlir_text::printer::{print_top_level, PrintOptions};
//!
//! let mut ctx = rmlir_ir::Context::new();
//! rmlir_dialects::register_all(&mut ctx);
//! rmlir_examples::bytecode_dialect::register_dialect(&mut ctx);
//! let src = "func.func private @f(!mybc.box<i32>) attributes {r = #mybc.range<-3, 7>}";
//! let m = parse_module(&ctx, src.as_bytes(), &ParseOptions::default()).unwrap();
//! let bytes = write_module(&ctx, &m.body, m.op, Some(&m.resources), &WriteOptions::default()).unwrap();
//! // The range is the kind 0, then -3 and 7 as signed varints.
//! assert!(bytes.windows(3).any(|w| w == [0x01, 0x0B, 0x1D]));
//! assert!(!bytes.windows(10).any(|w| w == b"mybc.range"));
//! let back = read_module(&ctx, &bytes, &ReadOptions::default()).unwrap();
//! let print = |m: &rmlir_text::parser::ParsedModule| {
//!     print_top_level(&ctx, &m.body, m.op, &PrintOptions::default())
//! };
//! assert_eq!(print(&back), print(&m));
//! ```

use rmlir_bytecode::dialect::{BytecodeDialectEncoding, DialectReader, DialectWriter};
use rmlir_bytecode::reader::cursor::ReadError;
use rmlir_ir::registry::DialectInfo;
use rmlir_ir::{Attr, AttrData, Context, Type, TypeData};

/// The kind written first for `#mybc.range`.
const RANGE: u64 = 0;
/// The kind written first for `!mybc.box`.
const BOX: u64 = 0;

/// Registers the `mybc` dialect with its bytecode encodings.
pub fn register_dialect(ctx: &mut Context) {
    let mut info = DialectInfo::new("mybc");
    info.interfaces.insert(BytecodeDialectEncoding {
        write_attr,
        read_attr,
        write_type,
        read_type,
    });
    ctx.register_dialect(info);
}

/// The body of `prefix<body>` in a dialect symbol's text.
fn body<'t>(text: &'t str, prefix: &str) -> Option<&'t str> {
    text.strip_prefix(prefix)?
        .strip_prefix('<')?
        .strip_suffix('>')
}

/// `LO, HI` of `#mybc.range<LO, HI>`, if `attr` is one.
fn range_bounds(ctx: &Context, attr: Attr) -> Option<(i64, i64)> {
    let AttrData::Dialect { text } = ctx.attr_data(attr) else {
        return None;
    };
    let (lo, hi) = body(text, "mybc.range")?.split_once(',')?;
    Some((lo.trim().parse().ok()?, hi.trim().parse().ok()?))
}

fn write_attr(ctx: &Context, attr: Attr, w: &mut dyn DialectWriter) -> bool {
    let Some((lo, hi)) = range_bounds(ctx, attr) else {
        return false;
    };
    w.write_varint(RANGE);
    w.write_signed_varint(lo);
    w.write_signed_varint(hi);
    true
}

fn read_attr(ctx: &Context, r: &mut dyn DialectReader) -> Result<Attr, ReadError> {
    match r.read_varint()? {
        RANGE => {
            let lo = r.read_signed_varint()?;
            let hi = r.read_signed_varint()?;
            Ok(ctx.intern_attr(AttrData::Dialect {
                text: format!("mybc.range<{lo}, {hi}>").into(),
            }))
        }
        kind => Err(r.error(&format!("unknown mybc attribute kind {kind}"))),
    }
}

fn write_type(ctx: &Context, ty: Type, w: &mut dyn DialectWriter) -> bool {
    let TypeData::Dialect { text } = ctx.type_data(ty) else {
        return false;
    };
    let Some(inner) = body(text, "mybc.box") else {
        return false;
    };
    let Ok(inner) = rmlir_text::parser::parse_type_str(ctx, inner) else {
        return false;
    };
    w.write_varint(BOX);
    w.write_type(inner);
    true
}

fn read_type(ctx: &Context, r: &mut dyn DialectReader) -> Result<Type, ReadError> {
    match r.read_varint()? {
        BOX => {
            let inner = r.read_type()?;
            let inner = rmlir_text::printer::type_to_string(ctx, inner);
            Ok(ctx.intern_type(TypeData::Dialect {
                text: format!("mybc.box<{inner}>").into(),
            }))
        }
        kind => Err(r.error(&format!("unknown mybc type kind {kind}"))),
    }
}
