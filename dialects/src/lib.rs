//! rmlir-dialects: the func, arith, cf and scf dialects, defined with
//! [`rmlir_ir::ods`].

pub mod arith;
pub mod cf;
pub mod func;
pub mod scf;

use rmlir_ir::Context;

/// Registers every dialect of this crate.
pub fn register_all(ctx: &mut Context) {
    arith::register(ctx);
    cf::register(ctx);
    func::register(ctx);
    scf::register(ctx);
}
