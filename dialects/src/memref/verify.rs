//! The op-specific verifiers of the memref dialect (MLIR 22's `verify()`
//! hooks, interface verifiers and `TypesMatchWith` predicates), with MLIR's
//! messages, one module per op family; this module holds the helpers they
//! share.

use crate::util::attrs::int_value;
use crate::util::diag::quoted;
use crate::util::shaped::{layout_of, num_dynamic, DYNAMIC};
use crate::util::strided::parse_strided;
use rmlir_ir::verify::op_error;
use rmlir_ir::AttrData;
use rmlir_ir::Type;
use rmlir_ir::{Body, OpId};
use rmlir_ir::{Context, Diagnostic};

type VResult = Result<(), Diagnostic>;

fn operand_type(body: &Body, op: OpId, i: usize) -> Type {
    body.value_type(body.operand(op, i))
}

fn result_type(body: &Body, op: OpId) -> Type {
    body.value_type(body.result(op, 0))
}

fn attr_int(ctx: &Context, body: &Body, op: OpId, name: &str) -> Option<i64> {
    rmlir_ods::get_attr(ctx, body, op, name).and_then(|a| int_value(ctx, a))
}

/// Number of symbols of a memref layout's affine map (a strided layout has
/// one per dynamic offset or stride).
fn layout_num_symbols(ctx: &Context, t: Type) -> usize {
    let Some(l) = layout_of(ctx, t) else {
        return 0;
    };
    match ctx.attr_data(l) {
        AttrData::AffineMap(m) => m.num_symbols as usize,
        AttrData::Verbatim { text } => match parse_strided(text) {
            Some((s, o)) => num_dynamic(&s) + usize::from(o == DYNAMIC),
            None => 0,
        },
        _ => 0,
    }
}

/// InferTypeOpInterface's check of the result types.
fn verify_inferred(ctx: &Context, body: &Body, op: OpId, inferred: &[Type]) -> VResult {
    let actual: Vec<Type> = body.results(op).map(|v| body.value_type(v)).collect();
    if inferred != actual.as_slice() {
        let list = |ts: &[Type]| {
            ts.iter()
                .map(|&t| quoted(ctx, t))
                .collect::<Vec<_>>()
                .join(", ")
        };
        return Err(op_error(
            ctx,
            body,
            op,
            format!(
                "inferred type(s) {} are incompatible with return type(s) of operation {}",
                list(inferred),
                list(&actual)
            ),
        ));
    }
    Ok(())
}

mod alloc;
pub use alloc::{
    verify_alloc, verify_alloca, verify_alloca_scope_regions, verify_get_global_symbol,
    verify_global, verify_realloc,
};

mod access;
pub use access::{
    verify_assume_alignment, verify_copy, verify_distinct_objects, verify_dma_start,
    verify_dma_wait, verify_load, verify_prefetch, verify_store,
};

mod atomic;
pub use atomic::{verify_atomic_rmw, verify_atomic_yield, verify_generic_atomic_rmw};

mod cast;
pub use cast::{
    memref_cast_compatible, verify_cast, verify_memory_space_cast, verify_reinterpret_cast,
};

mod reshape;
pub(crate) use reshape::{collapsed_strides, expanded_type};
pub use reshape::{verify_collapse_shape, verify_expand_shape, verify_reshape};

mod view;
pub(crate) use view::memref_rank_reduction_mask;
pub use view::{
    extract_strided_metadata_names, verify_extract_strided_metadata, verify_subview,
    verify_transpose, verify_view,
};
