//! The arith dialect.

pub mod canonicalize;
pub mod fold;
pub mod ops;

use rmlir_ir::registry::DialectInfo;
use rmlir_ir::Context;

/// Registers the arith dialect (with its folders, canonicalization patterns
/// and constant materialization).
pub fn register(ctx: &mut Context) {
    ctx.register_dialect(DialectInfo {
        materialize_constant: Some(fold::materialize_constant),
        ..DialectInfo::new("arith")
    });
    for def in ops::OPS {
        rmlir_ir::ods::register(ctx, def);
    }
}
