//! Reading bytecode into IR.
//!
//! Placeholder until the reader lands: [`read_module`] is the entry point
//! the driver calls for input that starts with [`crate::encoding::MAGIC`].

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

/// Reads a whole bytecode buffer into its top-level op.
pub fn read_module(
    ctx: &Context,
    bytes: &[u8],
    opts: &ReadOptions,
) -> Result<ParsedModule, Diagnostic> {
    let _ = bytes;
    Err(Diagnostic::error(
        ctx.file_loc(ctx.ident(&opts.file_name), 0, 0),
        "reading MLIR bytecode is not supported yet",
    ))
}
