//! Bytecode encodings a dialect gives its own attributes and types (MLIR's
//! `BytecodeDialectInterface`).
//!
//! Without one, the attributes and types of a dialect other than builtin
//! are stored as their text. A dialect (one of rmlir's or a user's, from
//! outside the crates) attaches a [`BytecodeDialectEncoding`] to its
//! `DialectInfo::interfaces`; the writer then offers it each of the
//! dialect's attributes and types, and the reader hands it each entry
//! written with a custom encoding:
//!
//! ```
//! use rmlir_bytecode::dialect::{BytecodeDialectEncoding, DialectReader, DialectWriter};
//! use rmlir_bytecode::reader::cursor::ReadError;
//! use rmlir_ir::{Attr, AttrData, Context, Type};
//!
//! /// `#my.n<K>` is stored as the varint K.
//! fn write_attr(ctx: &Context, attr: Attr, w: &mut dyn DialectWriter) -> bool {
//!     let AttrData::Dialect { text } = ctx.attr_data(attr) else { return false };
//!     let Some(k) = text.strip_prefix("my.n<").and_then(|t| t.strip_suffix('>')) else {
//!         return false; // stored as text
//!     };
//!     match k.parse() {
//!         Ok(k) => {
//!             w.write_varint(k);
//!             true
//!         }
//!         Err(_) => false,
//!     }
//! }
//! fn read_attr(ctx: &Context, r: &mut dyn DialectReader) -> Result<Attr, ReadError> {
//!     let k = r.read_varint()?;
//!     Ok(ctx.intern_attr(AttrData::Dialect { text: format!("my.n<{k}>").into() }))
//! }
//! let mut info = rmlir_ir::registry::DialectInfo::new("my");
//! info.interfaces.insert(BytecodeDialectEncoding {
//!     write_attr,
//!     read_attr,
//!     ..BytecodeDialectEncoding::TEXT
//! });
//! ```
//!
//! A hook that returns `false` leaves the value to the text fallback; what
//! it wrote before is dropped. Attributes and types it writes by reference
//! are numbered and written like any other (so they may use any encoding
//! themselves).

use crate::reader::cursor::ReadError;
use rmlir_ir::{Attr, Context, Type};

/// Where a dialect writes an encoding (MLIR's `DialectBytecodeWriter`).
pub trait DialectWriter {
    /// A reference to an attribute (or location attribute).
    fn write_attribute(&mut self, attr: Attr);
    /// A reference to a type.
    fn write_type(&mut self, ty: Type);
    /// An unsigned varint.
    fn write_varint(&mut self, value: u64);
    /// A signed varint (zigzag encoded).
    fn write_signed_varint(&mut self, value: i64);
    /// A string, stored once in the file's string table.
    fn write_string(&mut self, s: &[u8]);
    /// A length-prefixed blob of bytes.
    fn write_blob(&mut self, bytes: &[u8]);
    /// One raw byte.
    fn write_byte(&mut self, byte: u8);
}

/// Where a dialect reads an encoding back (MLIR's `DialectBytecodeReader`).
/// Every read is bounds-checked; an error says where reading stopped.
pub trait DialectReader {
    /// A reference to an attribute.
    fn read_attribute(&mut self) -> Result<Attr, ReadError>;
    /// A reference to a type.
    fn read_type(&mut self) -> Result<Type, ReadError>;
    /// An unsigned varint.
    fn read_varint(&mut self) -> Result<u64, ReadError>;
    /// A signed varint.
    fn read_signed_varint(&mut self) -> Result<i64, ReadError>;
    /// A string of the string table.
    fn read_string(&mut self) -> Result<&[u8], ReadError>;
    /// A length-prefixed blob.
    fn read_blob(&mut self) -> Result<&[u8], ReadError>;
    /// One raw byte.
    fn read_byte(&mut self) -> Result<u8, ReadError>;
    /// An error at the current position (MLIR's `emitError`).
    fn error(&self, message: &str) -> ReadError;
}

/// A dialect's own bytecode encodings of its attributes and types; a
/// `DialectInfo` interface. Each writer returns whether it encoded the
/// value (`false`: stored as text); each reader decodes what its writer
/// wrote.
#[derive(Clone, Copy)]
pub struct BytecodeDialectEncoding {
    /// Encodes one of the dialect's attributes.
    pub write_attr: fn(&Context, Attr, &mut dyn DialectWriter) -> bool,
    /// Decodes an attribute its writer encoded.
    pub read_attr: fn(&Context, &mut dyn DialectReader) -> Result<Attr, ReadError>,
    /// Encodes one of the dialect's types.
    pub write_type: fn(&Context, Type, &mut dyn DialectWriter) -> bool,
    /// Decodes a type its writer encoded.
    pub read_type: fn(&Context, &mut dyn DialectReader) -> Result<Type, ReadError>,
}

impl BytecodeDialectEncoding {
    /// Every attribute and type stored as text (the starting point for a
    /// dialect that encodes only some of them).
    pub const TEXT: BytecodeDialectEncoding = BytecodeDialectEncoding {
        write_attr: |_, _, _| false,
        read_attr: |_, r| Err(r.error("the dialect has no attribute encoding")),
        write_type: |_, _, _| false,
        read_type: |_, r| Err(r.error("the dialect has no type encoding")),
    };

    /// The encoding attached to `dialect`, if it is registered with one.
    pub fn of(ctx: &Context, dialect: &str) -> Option<BytecodeDialectEncoding> {
        ctx.dialect(dialect)?
            .interfaces
            .get::<BytecodeDialectEncoding>()
            .copied()
    }
}
