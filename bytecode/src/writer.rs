//! Writing IR as bytecode.
//!
//! Placeholder until the writer lands: [`write_module`] is the entry point
//! the driver calls for `--emit-bytecode`.

use rmlir_ir::{Body, Context, Diagnostic, OpId};
use rmlir_text::resources::FileResources;

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
            version: crate::encoding::CURRENT_VERSION,
            elide_resource_data: false,
        }
    }
}

/// Writes the top-level op `op` of `body` (with `resources`) as bytecode.
pub fn write_module(
    ctx: &Context,
    body: &Body,
    op: OpId,
    resources: Option<&FileResources>,
    opts: &WriteOptions,
) -> Result<Vec<u8>, Diagnostic> {
    let _ = (ctx, resources, opts);
    Err(Diagnostic::error(
        body.op_loc(op),
        "writing MLIR bytecode is not supported yet",
    ))
}
