//! The arith dialect.

pub mod ops;

use rmlir_ir::registry::DialectInfo;
use rmlir_ir::Context;

/// Registers the arith dialect.
pub fn register(ctx: &mut Context) {
    ctx.register_dialect(DialectInfo::new("arith"));
    for def in ops::OPS {
        rmlir_ir::ods::register(ctx, def);
    }
}
