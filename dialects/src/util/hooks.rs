//! Attaching hand-written hooks to ops registered from their `OpDef`, and
//! hooks several dialects share (`dim` speculatability).

use crate::util::attrs::int_value;
use rmlir_ir::Context;
use rmlir_ir::TypeData;
use rmlir_ir::{Body, OpId, ValueId};

/// Amends the registration of op `name` (interfaces that the declarative
/// definition does not carry, such as speculatability or loop regions).
pub fn attach(ctx: &mut Context, name: &str, f: impl FnOnce(&mut rmlir_ir::registry::OpInfo)) {
    let n = ctx.op_name(name);
    if let Some(info) = ctx.op_info(n) {
        let mut info = info.clone();
        f(&mut info);
        ctx.register_op(info);
    }
}

/// `tensor.dim` / `memref.dim` may run speculatively when the index is a
/// constant below the rank of a ranked source.
pub fn dim_speculatability(
    ctx: &Context,
    body: &Body,
    op: OpId,
) -> rmlir_ir::speculation::Speculatability {
    use rmlir_ir::speculation::Speculatability;
    let index = rmlir_ir::fold::constant_value(ctx, body, dim_index(ctx, body, op))
        .and_then(|a| int_value(ctx, a));
    let rank = match ctx.type_data(body.value_type(dim_source(ctx, body, op))) {
        TypeData::RankedTensor { shape, .. } | TypeData::MemRef { shape, .. } => {
            Some(shape.len() as i64)
        }
        _ => None,
    };
    match (index, rank) {
        (Some(i), Some(r)) if r > i => Speculatability::Speculatable,
        _ => Speculatability::NotSpeculatable,
    }
}

/// The `source` operand of a `tensor.dim` or `memref.dim` (read through
/// `tensor::DimOp` or `memref::DimOp`; any other op is taken as a
/// `memref.dim`).
pub fn dim_source(ctx: &Context, body: &Body, op: OpId) -> ValueId {
    match crate::tensor::DimOp::cast(ctx, body, op) {
        Some(dim) => dim.source(ctx, body),
        None => crate::memref::DimOp(op).source(ctx, body),
    }
}

/// The `index` operand of a `tensor.dim` or `memref.dim` (as
/// [`dim_source`]).
pub fn dim_index(ctx: &Context, body: &Body, op: OpId) -> ValueId {
    match crate::tensor::DimOp::cast(ctx, body, op) {
        Some(dim) => dim.index(ctx, body),
        None => crate::memref::DimOp(op).index(ctx, body),
    }
}
