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

/// The dialect namespaces `mlir-opt-22 --show-dialects` lists: ops of the
/// ones rmlir does not implement are unregistered but have a dialect, as in
/// mlir-opt (which loads any of these on first use).
#[rustfmt::skip]
pub const MLIR_OPT_22_DIALECTS: &[&str] = &[
    "acc", "affine", "amdgpu", "amx", "arith", "arm_neon", "arm_sme", "arm_sve", "async",
    "bufferization", "builtin", "cf", "complex", "dlti", "emitc", "func", "gpu", "index", "irdl",
    "linalg", "llvm", "math", "memref", "ml_program", "mpi", "nvgpu", "nvvm", "omp", "pdl",
    "pdl_interp", "ptr", "quant", "rocdl", "scf", "shape", "shard", "smt", "sparse_tensor",
    "spirv", "tensor", "test", "test_dyn", "test_irdl_to_cpp", "tosa", "transform", "ub", "vector",
    "wasmssa", "x86vector", "xegpu", "xevm",
];

/// Registers every dialect of this crate, and declares the namespaces of
/// [`MLIR_OPT_22_DIALECTS`].
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
    ctx.declare_dialect_namespaces(MLIR_OPT_22_DIALECTS);
}
