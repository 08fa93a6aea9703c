//! MLIR's bytecode format, versions 0 to 6, as MLIR 22 reads and writes it.
//!
//! The format sits above the IR core beside the text format: it depends on
//! `rmlir-ir` (and on `rmlir-text` for the attributes, types and resources
//! that bytecode stores as text), never the other way round.
//!
//! - [`encoding`]: the container's vocabulary (magic, versions, section
//!   ids, varints) shared by both directions.
//! - [`properties`]: registered ops' property layouts (MLIR 22's ODS
//!   `writeProperties` order) and the sparse-array encoding.
//! - [`dialect`]: the encodings a dialect gives its own attributes and
//!   types ([`BytecodeDialectEncoding`], MLIR's `BytecodeDialectInterface`).
//! - [`reader`]: bytes to IR ([`read_module`]).
//! - [`writer`]: IR to bytes ([`write_module`]).

pub mod dialect;
pub mod encoding;
pub mod properties;
pub mod reader;
pub mod writer;

pub use dialect::BytecodeDialectEncoding;
pub use encoding::is_bytecode;
pub use reader::{read_module, LazyModule, ReadOptions};
pub use writer::{write_module, WriteOptions};
