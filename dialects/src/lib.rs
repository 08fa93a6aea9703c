//! rmlir-dialects: the func, arith, cf and scf dialects (and the others
//! registered below, a minimal vector dialect among them), defined with
//! [`rmlir_ods`].

pub mod affine;
pub mod arith;
pub mod bufferization;
pub mod cf;
pub mod complex;
pub mod dlti;
pub mod func;
pub mod index;
pub mod math;
pub mod memref;
pub mod scf;
pub mod tensor;
pub mod ub;
pub mod util;
pub mod vector;

use rmlir_ir::Context;

/// Registers every dialect of this crate.
pub fn register_all(ctx: &mut Context) {
    affine::register(ctx);
    arith::register(ctx);
    bufferization::register(ctx);
    cf::register(ctx);
    complex::register(ctx);
    dlti::register(ctx);
    func::register(ctx);
    index::register(ctx);
    math::register(ctx);
    scf::register(ctx);
    memref::register(ctx);
    tensor::register(ctx);
    scf::parallel_insert::register(ctx);
    ub::register(ctx);
    vector::register(ctx);
    func::inline::register_inliners(ctx);
}
