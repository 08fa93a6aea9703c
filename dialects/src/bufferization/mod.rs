//! The bufferization dialect (MLIR 22's `BufferizationOps.td`,
//! `BufferizationOps.cpp`, `BufferizationDialect.cpp`): `alloc_tensor`,
//! `clone`, `materialize_in_destination`, `dealloc_tensor`, `to_tensor`,
//! `to_buffer` and `dealloc`, with their custom forms, verifiers, memory
//! effects, folders and canonicalization patterns, and the dialect's check of
//! its discardable attributes.
//!
//! Patterns MLIR registers with these ops but roots on other dialects' ops
//! (`tensor.dim` of `to_tensor` / `alloc_tensor`, `memref.dim` and
//! `memref.load` of `to_buffer`) live here too, as in MLIR.

mod canon;
mod clone;
mod dealloc;
pub mod typed;
mod verify;

pub use typed::*;

use crate::util::constraints::{ANY_RANKED_OR_UNRANKED_MEMREF, ANY_TENSOR, VARIADIC_INDEX};
use crate::util::diag::plain_error;
use rmlir_ir::registry::{DialectInfo, MemoryEffect, MemoryEffectKind, OpAttrVerifier, OpTraits};
use rmlir_ir::verify::op_error;
use rmlir_ir::Context;
use rmlir_ir::{Attr, AttrData, Diagnostic, TypeData};
use rmlir_ir::{Body, OpId, Type};
use rmlir_ods::constraints::{ANY_ATTR, INDEX, UNIT_ATTR};
use rmlir_ods::{one, opt_attr, optional, variadic, OpDef, TypeConstraint};
use rmlir_text::parser::KnownMnemonics;

/// Registers the bufferization dialect.
pub fn register(ctx: &mut Context) {
    let mut info = DialectInfo {
        materialize_constant: Some(crate::arith::fold::materialize_constant),
        // `BufferizationInlinerInterface`: every op may be inlined.
        inliner: Some(&crate::func::inline::OPS_LEGAL),
        ..DialectInfo::new("bufferization")
    };
    info.interfaces.insert(OpAttrVerifier(verify_op_attribute));
    // No types or attributes: their parsing fails as MLIR's does.
    info.interfaces.insert(KnownMnemonics {
        types: &[],
        attrs: &[],
        unknown_type: |_| "dialect 'bufferization' provides no type parsing hook".into(),
    });
    ctx.register_dialect(info);
    for def in OPS {
        rmlir_ods::register(ctx, def);
    }
}

/// `Bufferization_BufferLikeTypeInterface`: ranked and unranked memrefs.
static BUFFER_LIKE: TypeConstraint = TypeConstraint {
    desc: "BufferLikeType instance",
    build: None,
    check: |c, t| {
        matches!(
            c.type_data(t),
            TypeData::MemRef { .. } | TypeData::UnrankedMemRef { .. }
        )
    },
    class: Some(&rmlir_ods::constraints::class::BASE_MEMREF),
};

/// `Bufferization_TensorLikeTypeInterface`: ranked and unranked tensors.
static TENSOR_LIKE: TypeConstraint = TypeConstraint {
    desc: "TensorLikeType instance",
    build: None,
    check: |c, t| {
        matches!(
            c.type_data(t),
            TypeData::RankedTensor { .. } | TypeData::UnrankedTensor { .. }
        )
    },
    class: Some(&rmlir_ods::constraints::class::TENSOR),
};

/// `AnyShaped`.
static ANY_SHAPED: TypeConstraint = TypeConstraint {
    desc: "shaped of any type values",
    build: None,
    check: |c, t| {
        matches!(
            c.type_data(t),
            TypeData::MemRef { .. }
                | TypeData::UnrankedMemRef { .. }
                | TypeData::RankedTensor { .. }
                | TypeData::UnrankedTensor { .. }
                | TypeData::Vector { .. }
        )
    },
    class: None,
};

/// `Variadic<AnyRankedOrUnrankedMemRef>`.
static VARIADIC_ANY_MEMREF: TypeConstraint = TypeConstraint {
    desc: "variadic of ranked or unranked memref of any type values",
    ..ANY_RANKED_OR_UNRANKED_MEMREF
};

/// `Variadic<I1>`.
static VARIADIC_I1: TypeConstraint = TypeConstraint {
    desc: "variadic of 1-bit signless integer",
    ..rmlir_ods::constraints::I1
};

/// A memory effect on a value.
fn effect(kind: MemoryEffectKind, value: rmlir_ir::ValueId) -> MemoryEffect {
    MemoryEffect {
        kind,
        value: Some(value),
    }
}

/// `to_tensor`: `MemRead` on the buffer.
fn effects_to_tensor(ctx: &Context, b: &Body, op: OpId, out: &mut Vec<MemoryEffect>) {
    out.push(effect(
        MemoryEffectKind::Read,
        ToTensorOp(op).buffer(ctx, b),
    ));
}

/// `materialize_in_destination`: `MemWrite` on a memref destination, nothing
/// for a tensor one.
fn effects_materialize(ctx: &Context, b: &Body, op: OpId, out: &mut Vec<MemoryEffect>) {
    if b.num_operands(op) < 2 {
        return;
    }
    let dest = MaterializeInDestinationOp(op).dest(ctx, b);
    if crate::util::shaped::is_any_memref(ctx, b.value_type(dest)) {
        out.push(effect(MemoryEffectKind::Write, dest));
    }
}

/// `dealloc`'s `InferTypeOpInterface`: one `i1` per retained memref.
fn infer_dealloc(
    ctx: &Context,
    operands: &[Type],
    attrs: &[(rmlir_ir::Ident, Attr)],
) -> Option<Vec<Type>> {
    let seg = ctx.ident("operandSegmentSizes");
    let retained = match attrs.iter().find(|(k, _)| *k == seg) {
        Some((_, a)) => match ctx.attr_data(*a) {
            AttrData::DenseArray { .. } => {
                let sizes = crate::util::attrs::dense_array_values(ctx, *a)?;
                usize::try_from(*sizes.get(2)?).ok()?
            }
            _ => return None,
        },
        // Without segment sizes: the memrefs after the last condition.
        None => {
            let i1 = ctx.common().i1;
            let start = operands.iter().rposition(|&t| t == i1).map_or(0, |i| i + 1);
            operands[start..].len()
        }
    };
    Some(vec![ctx.common().i1; retained])
}

/// The bufferization ops.
pub static OPS: &[OpDef] = &[
    OpDef {
        name: "bufferization.alloc_tensor",
        operands: &[
            variadic("dynamic_sizes", &VARIADIC_INDEX),
            optional("copy", &ANY_TENSOR),
            optional("size_hint", &INDEX),
        ],
        results: &[one("result", &ANY_TENSOR)],
        attrs: &[opt_attr("memory_space", &ANY_ATTR)],
        parse: Some(verify::parse_alloc_tensor),
        print: Some(verify::print_alloc_tensor),
        verify: Some(verify::verify_alloc_tensor),
        canonicalize: Some(canon::alloc_tensor_patterns),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "bufferization.clone",
        effects: Some(clone::effects_clone),
        operands: &[one("input", &ANY_RANKED_OR_UNRANKED_MEMREF)],
        results: &[one("output", &ANY_RANKED_OR_UNRANKED_MEMREF)],
        format: Some("$input attr-dict `:` type($input) `to` type($output)"),
        fold: Some(crate::memref::fold::fold_cast_operands),
        canonicalize: Some(clone::clone_patterns),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "bufferization.dealloc",
        operands: &[
            variadic("memrefs", &VARIADIC_ANY_MEMREF),
            variadic("conditions", &VARIADIC_I1),
            variadic("retained", &VARIADIC_ANY_MEMREF),
        ],
        results: &[variadic("updatedConditions", &VARIADIC_I1)],
        format: Some(
            "(` ``(` $memrefs^ `:` type($memrefs) `)` `if` ` ` `(` $conditions `)` )? \
             (`retain` ` ` `(` $retained^ `:` type($retained) `)` )? attr-dict",
        ),
        infer: Some(infer_dealloc),
        verify: Some(verify::verify_dealloc),
        canonicalize: Some(dealloc::dealloc_patterns),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "bufferization.dealloc_tensor",
        operands: &[one("tensor", &ANY_TENSOR)],
        format: Some("$tensor attr-dict `:` type($tensor)"),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "bufferization.materialize_in_destination",
        effects: Some(effects_materialize),
        operands: &[one("source", &ANY_TENSOR), one("dest", &ANY_SHAPED)],
        results: &[optional("result", &ANY_TENSOR)],
        attrs: &[
            opt_attr("restrict", &UNIT_ATTR),
            opt_attr("writable", &UNIT_ATTR),
        ],
        format: Some(
            "$source `in` (`restrict` $restrict^)? (`writable` $writable^)? $dest \
             attr-dict `:` functional-type(operands, results)",
        ),
        verify: Some(verify::verify_materialize),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "bufferization.to_buffer",
        traits: OpTraits::PURE,
        operands: &[one("tensor", &TENSOR_LIKE)],
        results: &[one("buffer", &BUFFER_LIKE)],
        attrs: &[opt_attr("read_only", &UNIT_ATTR)],
        format: Some(
            "$tensor (`read_only` $read_only^)? attr-dict `:` type($tensor) `to` type($buffer)",
        ),
        verify: Some(verify::verify_to_buffer),
        fold: Some(canon::fold_to_buffer),
        canonicalize: Some(canon::to_buffer_patterns),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "bufferization.to_tensor",
        effects: Some(effects_to_tensor),
        operands: &[one("buffer", &BUFFER_LIKE)],
        results: &[one("result", &TENSOR_LIKE)],
        attrs: &[
            opt_attr("restrict", &UNIT_ATTR),
            opt_attr("writable", &UNIT_ATTR),
        ],
        format: Some(
            "$buffer (`restrict` $restrict^)? (`writable` $writable^)? attr-dict \
             `:` type($buffer) `to` type($result)",
        ),
        verify: Some(verify::verify_to_tensor),
        fold: Some(canon::fold_to_tensor),
        canonicalize: Some(canon::to_tensor_patterns),
        ..OpDef::EMPTY
    },
];

/// The effects an op declares, `None` when it has no
/// `MemoryEffectOpInterface` (unknown effects).
pub(crate) fn declared_effects(ctx: &Context, body: &Body, op: OpId) -> Option<Vec<MemoryEffect>> {
    let name = body.op_name(op);
    let info = ctx.op_info(name)?;
    match info.effects {
        Some(f) => {
            let mut out = Vec::new();
            f(ctx, body, op, &mut out);
            Some(out)
        }
        None if info.traits.contains(OpTraits::PURE)
            || info.traits.contains(OpTraits::NO_MEMORY_EFFECT) =>
        {
            Some(Vec::new())
        }
        None => None,
    }
}

/// `BufferizationDialect::verifyOperationAttribute`: only
/// `bufferization.manual_deallocation` is allowed, on ops that allocate or
/// free.
fn verify_op_attribute(
    ctx: &Context,
    body: &Body,
    op: OpId,
    name: &str,
    _: Attr,
) -> Result<(), Diagnostic> {
    if name == "bufferization.manual_deallocation" {
        let allocates_or_frees = declared_effects(ctx, body, op).is_some_and(|effects| {
            effects
                .iter()
                .any(|e| matches!(e.kind, MemoryEffectKind::Allocate | MemoryEffectKind::Free))
        });
        if !allocates_or_frees {
            return Err(op_error(
                ctx,
                body,
                op,
                "attribute 'bufferization.manual_deallocation' can be used only on ops that have an allocation and/or free side effect",
            ));
        }
        return Ok(());
    }
    Err(plain_error(
        ctx,
        body,
        op,
        format!(
            "attribute '\"{name}\"' not supported as an op attribute by the bufferization dialect"
        ),
    ))
}
