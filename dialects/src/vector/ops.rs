//! The vector ops beyond `vector.broadcast`: element access
//! (`extract`/`insert`), memory access (`load`/`store`,
//! `maskedload`/`maskedstore`, `transfer_read`/`transfer_write`),
//! `shape_cast`, `fma` and the mask builders, as MLIR 22's `VectorOps.td`
//! defines them.

use super::transfer;
use super::ANY_VECTOR;
use crate::util::attrs::{dense_array_values, i64_array_attr};
use crate::util::constraints::{
    ANY_MEMREF, BOOL_ATTR, DENSE_I64_ARRAY_BODY_ATTR, POSITIVE_POW2_I64_ATTR, VARIADIC_INDEX,
};
use crate::util::diag::{plain_error, type_str};
use crate::util::index_list::DYNAMIC_INDEX_LIST;
use crate::util::shaped::{elem_of, shape_of, DYNAMIC};
use rmlir_ir::registry::{FoldResult, MemoryEffect, MemoryEffectKind, OpFoldResult, OpTraits};
use rmlir_ir::verify::op_error;
use rmlir_ir::{Attr, AttrData, Body, Context, Diagnostic, OpId, Type, TypeData, ValueId};
use rmlir_ods::constraints::{ANY_TYPE, DENSE_I64_ARRAY_ATTR};
use rmlir_ods::{attr, one, opt_attr, optional, variadic, OpDef, TypeConstraint};

/// `VectorOfAnyRankOf<[I1]>`: a mask.
pub static VECTOR_I1: TypeConstraint = TypeConstraint {
    desc: "vector of 1-bit signless integer values",
    build: None,
    check: |ctx, t| matches!(ctx.type_data(t), TypeData::Vector { elem, .. } if *elem == ctx.common().i1),
    class: Some(&rmlir_ods::constraints::class::VECTOR),
};

/// `AnyShaped` restricted as the transfer ops need it (memref or tensor).
pub static ANY_SHAPED: TypeConstraint = TypeConstraint {
    desc: "shaped of any type values",
    build: None,
    check: |ctx, t| {
        matches!(
            ctx.type_data(t),
            TypeData::MemRef { .. }
                | TypeData::UnrankedMemRef { .. }
                | TypeData::RankedTensor { .. }
                | TypeData::UnrankedTensor { .. }
                | TypeData::Vector { .. }
        )
    },
    class: None,
};

/// `AnyRankedTensor` (the result of `transfer_write` on tensors).
static VARIADIC_RANKED_TENSOR: TypeConstraint = TypeConstraint {
    desc: "ranked tensor of any type values",
    build: None,
    check: |ctx, t| matches!(ctx.type_data(t), TypeData::RankedTensor { .. }),
    class: None,
};

/// `BoolArrayAttr`.
static BOOL_ARRAY_ATTR: rmlir_ods::AttrConstraint = rmlir_ods::AttrConstraint {
    desc: "1-bit boolean array attribute",
    check: |c, a| match c.attr_data(a) {
        AttrData::Array(items) => items.iter().all(
            |i| matches!(c.attr_data(*i), AttrData::Integer { ty, .. } if *ty == c.common().i1),
        ),
        _ => false,
    },
    kind: rmlir_ods::AttrKind::Plain,
};

fn effect(kind: MemoryEffectKind, value: ValueId) -> MemoryEffect {
    MemoryEffect {
        kind,
        value: Some(value),
    }
}

/// `MemRead` on operand `i`.
fn read_operand<const I: usize>(_: &Context, b: &Body, op: OpId, out: &mut Vec<MemoryEffect>) {
    if b.num_operands(op) > I {
        out.push(effect(MemoryEffectKind::Read, b.operand(op, I)));
    }
}

/// `MemWrite` on operand `i`.
fn write_operand<const I: usize>(_: &Context, b: &Body, op: OpId, out: &mut Vec<MemoryEffect>) {
    if b.num_operands(op) > I {
        out.push(effect(MemoryEffectKind::Write, b.operand(op, I)));
    }
}

const ACCESS_ATTRS: &[rmlir_ods::AttrDef] = &[
    opt_attr("nontemporal", &BOOL_ATTR),
    opt_attr("alignment", &POSITIVE_POW2_I64_ATTR),
];

const TRANSFER_ATTRS: &[rmlir_ods::AttrDef] = &[
    attr("permutation_map", &crate::memref::AFFINE_MAP_ATTR),
    attr("in_bounds", &BOOL_ARRAY_ATTR),
];

/// The ops of this file.
pub static OPS: &[OpDef] = &[
    OpDef {
        name: "vector.constant_mask",
        traits: OpTraits::PURE,
        results: &[one("result", &VECTOR_I1)],
        attrs: &[attr("mask_dim_sizes", &DENSE_I64_ARRAY_BODY_ATTR)],
        format: Some("$mask_dim_sizes attr-dict `:` type(results)"),
        verify: Some(verify_constant_mask),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "vector.create_mask",
        traits: OpTraits::PURE,
        operands: &[variadic("operands", &VARIADIC_INDEX)],
        results: &[one("result", &VECTOR_I1)],
        format: Some("$operands attr-dict `:` type(results)"),
        verify: Some(verify_create_mask),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "vector.extract",
        traits: OpTraits::PURE,
        operands: &[
            one("source", &ANY_VECTOR),
            variadic("dynamic_position", &VARIADIC_INDEX),
        ],
        results: &[one("result", &ANY_TYPE)],
        attrs: &[attr("static_position", &DENSE_I64_ARRAY_ATTR)],
        format: Some(
            "$source `` custom<DynamicIndexList>($dynamic_position, $static_position) attr-dict `:` type($result) `from` type($source)",
        ),
        custom: &[DYNAMIC_INDEX_LIST],
        verify: Some(verify_extract),
        fold: Some(fold_extract),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "vector.fma",
        traits: OpTraits::PURE,
        operands: &[
            one("lhs", &ANY_VECTOR),
            one("rhs", &ANY_VECTOR),
            one("acc", &ANY_VECTOR),
        ],
        results: &[one("result", &ANY_VECTOR)],
        format: Some("$lhs `,` $rhs `,` $acc attr-dict `:` type($lhs)"),
        same_types: &[&["lhs", "rhs", "acc", "result"]],
        ..OpDef::EMPTY
    },
    OpDef {
        name: "vector.insert",
        traits: OpTraits::PURE,
        operands: &[
            one("valueToStore", &ANY_TYPE),
            one("dest", &ANY_VECTOR),
            variadic("dynamic_position", &VARIADIC_INDEX),
        ],
        results: &[one("result", &ANY_VECTOR)],
        attrs: &[attr("static_position", &DENSE_I64_ARRAY_ATTR)],
        format: Some(
            "$valueToStore `,` $dest custom<DynamicIndexList>($dynamic_position, $static_position) attr-dict `:` type($valueToStore) `into` type($dest)",
        ),
        custom: &[DYNAMIC_INDEX_LIST],
        same_types: &[&["dest", "result"]],
        verify: Some(verify_insert),
        fold: Some(fold_insert),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "vector.load",
        effects: Some(read_operand::<0>),
        operands: &[one("base", &ANY_MEMREF), variadic("indices", &VARIADIC_INDEX)],
        results: &[one("result", &ANY_VECTOR)],
        attrs: ACCESS_ATTRS,
        format: Some("$base `[` $indices `]` attr-dict `:` type($base) `,` type($result)"),
        verify: Some(verify_load),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "vector.maskedload",
        effects: Some(read_operand::<0>),
        operands: &[
            one("base", &ANY_MEMREF),
            variadic("indices", &VARIADIC_INDEX),
            one("mask", &VECTOR_I1),
            one("pass_thru", &ANY_VECTOR),
        ],
        results: &[one("result", &ANY_VECTOR)],
        attrs: &[opt_attr("alignment", &POSITIVE_POW2_I64_ATTR)],
        format: Some(
            "$base `[` $indices `]` `,` $mask `,` $pass_thru attr-dict `:` type($base) `,` type($mask) `,` type($pass_thru) `into` type($result)",
        ),
        verify: Some(verify_maskedload),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "vector.maskedstore",
        effects: Some(write_operand::<0>),
        operands: &[
            one("base", &ANY_MEMREF),
            variadic("indices", &VARIADIC_INDEX),
            one("mask", &VECTOR_I1),
            one("valueToStore", &ANY_VECTOR),
        ],
        attrs: &[opt_attr("alignment", &POSITIVE_POW2_I64_ATTR)],
        format: Some(
            "$base `[` $indices `]` `,` $mask `,` $valueToStore attr-dict `:` type($base) `,` type($mask) `,` type($valueToStore)",
        ),
        verify: Some(verify_maskedstore),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "vector.shape_cast",
        traits: OpTraits::PURE,
        operands: &[one("source", &ANY_VECTOR)],
        results: &[one("result", &ANY_VECTOR)],
        format: Some("$source attr-dict `:` type($source) `to` type($result)"),
        verify: Some(verify_shape_cast),
        fold: Some(fold_shape_cast),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "vector.store",
        effects: Some(write_operand::<1>),
        operands: &[
            one("valueToStore", &ANY_VECTOR),
            one("base", &ANY_MEMREF),
            variadic("indices", &VARIADIC_INDEX),
        ],
        attrs: ACCESS_ATTRS,
        format: Some(
            "$valueToStore `,` $base `[` $indices `]` attr-dict `:` type($base) `,` type($valueToStore)",
        ),
        verify: Some(verify_store),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "vector.transfer_read",
        effects: Some(transfer::read_effects),
        operands: &[
            one("base", &ANY_SHAPED),
            variadic("indices", &VARIADIC_INDEX),
            one("padding", &ANY_TYPE),
            optional("mask", &VECTOR_I1),
        ],
        results: &[one("vector", &ANY_VECTOR)],
        attrs: TRANSFER_ATTRS,
        parse: Some(transfer::parse_transfer_read),
        print: Some(transfer::print_transfer_read),
        verify: Some(transfer::verify_transfer_read),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "vector.transfer_write",
        effects: Some(transfer::write_effects),
        operands: &[
            one("valueToStore", &ANY_VECTOR),
            one("base", &ANY_SHAPED),
            variadic("indices", &VARIADIC_INDEX),
            optional("mask", &VECTOR_I1),
        ],
        results: &[optional("result", &VARIADIC_RANKED_TENSOR)],
        attrs: TRANSFER_ATTRS,
        parse: Some(transfer::parse_transfer_write),
        print: Some(transfer::print_transfer_write),
        verify: Some(transfer::verify_transfer_write),
        ..OpDef::EMPTY
    },
];

/// The shape, scalable flags and element type of a vector type.
pub(crate) fn vector_parts(ctx: &Context, t: Type) -> Option<(Vec<i64>, Vec<bool>, Type)> {
    match ctx.type_data(t) {
        TypeData::Vector {
            shape,
            scalable,
            elem,
        } => Some((shape.to_vec(), scalable.to_vec(), *elem)),
        _ => None,
    }
}

/// The rank of a memref/tensor/vector type.
pub(crate) fn rank_of(ctx: &Context, t: Type) -> Option<usize> {
    shape_of(ctx, t).map(|s| s.len())
}

fn verify_constant_mask(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let ty = body.value_type(body.result(op, 0));
    let Some((shape, scalable, _)) = vector_parts(ctx, ty) else {
        return Ok(());
    };
    let sizes = i64_array_attr(ctx, body, op, "mask_dim_sizes");
    if shape.is_empty() {
        if sizes.len() != 1 {
            return Err(plain_error(
                ctx,
                body,
                op,
                "array attr must have length 1 for 0-D vectors",
            ));
        }
        if sizes[0] != 0 && sizes[0] != 1 {
            return Err(plain_error(
                ctx,
                body,
                op,
                "mask dim size must be either 0 or 1 for 0-D vectors",
            ));
        }
        return Ok(());
    }
    if sizes.len() != shape.len() {
        return Err(op_error(
            ctx,
            body,
            op,
            "must specify array attr of size equal vector result rank",
        ));
    }
    for (i, (&s, &d)) in sizes.iter().zip(&shape).enumerate() {
        if s < 0 || s > d {
            return Err(op_error(
                ctx,
                body,
                op,
                "array attr of size out of bounds of vector result dimension size",
            ));
        }
        if scalable[i] && s != 0 && s != d {
            return Err(op_error(
                ctx,
                body,
                op,
                "only supports 'none set' or 'all set' scalable dimensions",
            ));
        }
    }
    let any_zero = sizes.contains(&0);
    let all_zero = sizes.iter().all(|&s| s == 0);
    if any_zero && !all_zero {
        return Err(op_error(
            ctx,
            body,
            op,
            "expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim",
        ));
    }
    Ok(())
}

fn verify_create_mask(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let ty = body.value_type(body.result(op, 0));
    let Some((shape, _, _)) = vector_parts(ctx, ty) else {
        return Ok(());
    };
    let n = body.num_operands(op);
    if shape.is_empty() {
        if n != 1 {
            return Err(op_error(
                ctx,
                body,
                op,
                "must specify exactly one operand for 0-D create_mask",
            ));
        }
    } else if n != shape.len() {
        return Err(op_error(
            ctx,
            body,
            op,
            "must specify an operand for each result vector dimension",
        ));
    }
    Ok(())
}

/// The `kDynamic` marker count must match the dynamic positions.
fn check_positions(
    ctx: &Context,
    body: &Body,
    op: OpId,
    pos: &[i64],
    num_dynamic: usize,
) -> Result<(), Diagnostic> {
    if pos.iter().filter(|&&p| p == DYNAMIC).count() != num_dynamic {
        return Err(op_error(
            ctx,
            body,
            op,
            "mismatch between dynamic and static positions (kDynamic marker but no corresponding dynamic position) -- this can only happen due to an incorrect fold/rewrite",
        ));
    }
    Ok(())
}

/// The type `vector.extract` yields at a position of `n` indices.
fn extract_result_type(ctx: &Context, source: Type, n: usize) -> Option<Type> {
    let (shape, scalable, elem) = vector_parts(ctx, source)?;
    if n >= shape.len() {
        return Some(elem);
    }
    Some(ctx.intern_type(TypeData::Vector {
        shape: shape[n..].into(),
        scalable: scalable[n..].into(),
        elem,
    }))
}

fn verify_extract(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let source = body.value_type(super::ExtractOp(op).source(ctx, body));
    let Some((shape, _, _)) = vector_parts(ctx, source) else {
        return Ok(());
    };
    let pos = i64_array_attr(ctx, body, op, "static_position");
    check_positions(ctx, body, op, &pos, body.num_operands(op) - 1)?;
    if pos.len() > shape.len() {
        return Err(op_error(
            ctx,
            body,
            op,
            "expected position attribute of rank no greater than vector rank",
        ));
    }
    for (i, (&p, &d)) in pos.iter().zip(&shape).enumerate() {
        if p != DYNAMIC && p != -1 && !(0..d).contains(&p) {
            return Err(op_error(
                ctx,
                body,
                op,
                format!(
                    "expected position attribute #{} to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)",
                    i + 1
                ),
            ));
        }
    }
    let result = body.value_type(body.result(op, 0));
    if let Some(inferred) = extract_result_type(ctx, source, pos.len()) {
        if inferred != result {
            return Err(op_error(
                ctx,
                body,
                op,
                format!(
                    "inferred type(s) '{}' are incompatible with return type(s) of operation '{}'",
                    type_str(ctx, inferred),
                    type_str(ctx, result)
                ),
            ));
        }
    }
    Ok(())
}

fn verify_insert(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let insert = super::InsertOp(op);
    let dest = body.value_type(insert.dest(ctx, body));
    let value = body.value_type(insert.value_to_store(ctx, body));
    let Some((shape, _, _)) = vector_parts(ctx, dest) else {
        return Ok(());
    };
    let pos = i64_array_attr(ctx, body, op, "static_position");
    check_positions(ctx, body, op, &pos, body.num_operands(op) - 2)?;
    if pos.len() > shape.len() {
        return Err(op_error(
            ctx,
            body,
            op,
            "expected position attribute of rank no greater than dest vector rank",
        ));
    }
    match rank_of(ctx, value).filter(|_| vector_parts(ctx, value).is_some()) {
        Some(r) if r + pos.len() != shape.len() => {
            return Err(op_error(
                ctx,
                body,
                op,
                "expected position attribute rank + source rank to match dest vector rank",
            ));
        }
        None if pos.len() != shape.len() => {
            return Err(op_error(
                ctx,
                body,
                op,
                "expected position attribute rank to match the dest vector rank",
            ));
        }
        _ => {}
    }
    for (i, (&p, &d)) in pos.iter().zip(&shape).enumerate() {
        if p != DYNAMIC && p != -1 && !(0..d).contains(&p) {
            return Err(op_error(
                ctx,
                body,
                op,
                format!(
                    "expected position attribute #{} to be a non-negative integer smaller than the corresponding dest vector dimension",
                    i + 1
                ),
            ));
        }
    }
    Ok(())
}

/// The memref's element type and rank.
fn memref_parts(ctx: &Context, t: Type) -> Option<(Type, usize)> {
    match ctx.type_data(t) {
        TypeData::MemRef { elem, shape, .. } => Some((*elem, shape.len())),
        _ => None,
    }
}

/// The checks shared by the load/store ops: element types and index count.
fn verify_access(
    ctx: &Context,
    body: &Body,
    op: OpId,
    base: ValueId,
    vector: Type,
    num_indices: usize,
    elem_msg: &str,
) -> Result<(), Diagnostic> {
    let Some((mem_elem, rank)) = memref_parts(ctx, body.value_type(base)) else {
        return Ok(());
    };
    let vec_elem = elem_of(ctx, vector).unwrap_or(vector);
    if matches!(ctx.type_data(mem_elem), TypeData::Vector { .. }) {
        if mem_elem != vector {
            return Err(op_error(
                ctx,
                body,
                op,
                "base memref and result vector types should match",
            ));
        }
    } else if mem_elem != vec_elem {
        return Err(op_error(ctx, body, op, elem_msg));
    }
    if num_indices != rank {
        return Err(op_error(ctx, body, op, format!("requires {rank} indices")));
    }
    Ok(())
}

fn verify_load(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let ty = body.value_type(body.result(op, 0));
    let n = body.num_operands(op) - 1;
    verify_access(
        ctx,
        body,
        op,
        super::LoadOp(op).base(ctx, body),
        ty,
        n,
        "base and result element types should match",
    )
}

fn verify_store(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let store = super::StoreOp(op);
    let ty = body.value_type(store.value_to_store(ctx, body));
    let n = body.num_operands(op) - 2;
    verify_access(
        ctx,
        body,
        op,
        store.base(ctx, body),
        ty,
        n,
        "base and valueToStore element type should match",
    )
}

fn verify_maskedload(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let n = body.num_operands(op);
    let load = super::MaskedLoadOp(op);
    let ty = body.value_type(body.result(op, 0));
    let Some((mem_elem, rank)) = memref_parts(ctx, body.value_type(load.base(ctx, body))) else {
        return Ok(());
    };
    if elem_of(ctx, ty) != Some(mem_elem) {
        return Err(op_error(
            ctx,
            body,
            op,
            "base and result element type should match",
        ));
    }
    if n - 3 != rank {
        return Err(op_error(ctx, body, op, format!("requires {rank} indices")));
    }
    let mask = body.value_type(load.mask(ctx, body));
    if shape_of(ctx, mask) != shape_of(ctx, ty) {
        return Err(op_error(
            ctx,
            body,
            op,
            "expected result shape to match mask shape",
        ));
    }
    if body.value_type(load.pass_thru(ctx, body)) != ty {
        return Err(op_error(
            ctx,
            body,
            op,
            "expected pass_thru of same type as result type",
        ));
    }
    Ok(())
}

fn verify_maskedstore(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let n = body.num_operands(op);
    let store = super::MaskedStoreOp(op);
    let ty = body.value_type(store.value_to_store(ctx, body));
    let Some((mem_elem, rank)) = memref_parts(ctx, body.value_type(store.base(ctx, body))) else {
        return Ok(());
    };
    if elem_of(ctx, ty) != Some(mem_elem) {
        return Err(op_error(
            ctx,
            body,
            op,
            "base and valueToStore element type should match",
        ));
    }
    if n - 3 != rank {
        return Err(op_error(ctx, body, op, format!("requires {rank} indices")));
    }
    let mask = body.value_type(body.operand(op, n - 2));
    if shape_of(ctx, mask) != shape_of(ctx, ty) {
        return Err(op_error(
            ctx,
            body,
            op,
            "expected valueToStore shape to match mask shape",
        ));
    }
    Ok(())
}

fn verify_shape_cast(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let src = body.value_type(super::ShapeCastOp(op).source(ctx, body));
    let dst = body.value_type(body.result(op, 0));
    let (Some((ss, sscal, se)), Some((ds, dscal, de))) =
        (vector_parts(ctx, src), vector_parts(ctx, dst))
    else {
        return Ok(());
    };
    if se != de {
        return Err(op_error(
            ctx,
            body,
            op,
            "has different source and result element types",
        ));
    }
    let (sn, dn): (i128, i128) = (
        ss.iter().map(|&d| d as i128).product(),
        ds.iter().map(|&d| d as i128).product(),
    );
    if sn != dn {
        return Err(op_error(
            ctx,
            body,
            op,
            format!("has different number of elements at source ({sn}) and result ({dn})"),
        ));
    }
    let (sc, dc) = (
        sscal.iter().filter(|&&s| s).count(),
        dscal.iter().filter(|&&s| s).count(),
    );
    if sc != dc {
        return Err(op_error(
            ctx,
            body,
            op,
            format!("has different number of scalable dims at source ({sc}) and result ({dc})"),
        ));
    }
    Ok(())
}

/// `ShapeCastOp::fold`: a cast to the source's own type is the source, a
/// cast of a cast casts the original source, and a splat constant is
/// re-shaped.
fn fold_shape_cast(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    let source = super::ShapeCastOp(op).source(ctx, body);
    let ty = body.value_type(body.result(op, 0));
    if body.value_type(source) == ty {
        return FoldResult::Results([OpFoldResult::Value(source)].into());
    }
    if let Some(def) = body.defining_op(source) {
        if body.op_name(def) == body.op_name(op) {
            let inner = super::ShapeCastOp(def).source(ctx, body);
            if body.value_type(inner) == ty {
                return FoldResult::Results([OpFoldResult::Value(inner)].into());
            }
            super::ShapeCastOp(op).set_source(ctx, body, inner);
            return FoldResult::InPlace;
        }
    }
    if let Some(a) = operands.first().copied().flatten() {
        if let AttrData::DenseElements {
            splat: true,
            values,
            ..
        } = ctx.attr_data(a)
        {
            let attr = ctx.dense_elements_attr(ty, values.clone());
            return FoldResult::Results([OpFoldResult::Attr(attr)].into());
        }
    }
    FoldResult::None
}

/// `ExtractOp::fold` (part): no position yields the source; an extract
/// from a splat constant or a broadcast of a scalar yields the scalar;
/// an extract of what an `insert` at the same static position stored
/// yields the stored value, and one at a disjoint static position reads
/// the insert's destination instead.
fn fold_extract(ctx: &Context, body: &mut Body, op: OpId, operands: &[Option<Attr>]) -> FoldResult {
    let source = super::ExtractOp(op).source(ctx, body);
    let ty = body.value_type(body.result(op, 0));
    let pos = rmlir_ods::get_attr(ctx, body, op, "static_position")
        .and_then(|a| dense_array_values(ctx, a))
        .unwrap_or_default();
    if pos.is_empty() && body.value_type(source) == ty {
        return FoldResult::Results([OpFoldResult::Value(source)].into());
    }
    if let Some(def) = body.defining_op(source) {
        let name = ctx.op_name_str(body.op_name(def));
        if name == "vector.broadcast" {
            let inner = super::BroadcastOp(def).source(ctx, body);
            if body.value_type(inner) == ty {
                return FoldResult::Results([OpFoldResult::Value(inner)].into());
            }
        }
        if name == "vector.insert" && !pos.contains(&DYNAMIC) {
            let ipos = rmlir_ods::get_attr(ctx, body, def, "static_position")
                .and_then(|a| dense_array_values(ctx, a))
                .unwrap_or_default();
            let stored = super::InsertOp(def).value_to_store(ctx, body);
            if ipos == pos && body.value_type(stored) == ty {
                return FoldResult::Results([OpFoldResult::Value(stored)].into());
            }
            // Positions that differ in a common leading index read what
            // the insert left alone: extract from its destination.
            let static_pos = |p: &[i64]| p.iter().all(|&x| x != DYNAMIC && x != -1);
            let disjoint = pos.iter().zip(&ipos).any(|(a, b)| a != b);
            if static_pos(&pos) && static_pos(&ipos) && disjoint {
                let dest = super::InsertOp(def).dest(ctx, body);
                super::ExtractOp(op).set_source(ctx, body, dest);
                return FoldResult::InPlace;
            }
        }
    }
    if let Some(a) = operands.first().copied().flatten() {
        if let AttrData::DenseElements {
            splat: true,
            values: rmlir_ir::DenseValues::Bits(v),
            ..
        } = ctx.attr_data(a)
        {
            if v.len() == 1 && !pos.contains(&-1) {
                let bits = v.get(0);
                let attr = match ctx.type_data(ty) {
                    TypeData::Vector { .. } => ctx.dense_elements_attr(
                        ty,
                        rmlir_ir::DenseValues::Bits(rmlir_ir::dense::DenseBits::splat(&bits)),
                    ),
                    TypeData::Float(_) => ctx.intern_attr(AttrData::Float { ty, bits }),
                    TypeData::Integer { .. } | TypeData::Index => {
                        ctx.intern_attr(AttrData::Integer { ty, value: bits })
                    }
                    _ => return FoldResult::None,
                };
                return FoldResult::Results([OpFoldResult::Attr(attr)].into());
            }
        }
    }
    FoldResult::None
}

/// `InsertOp::fold` (part): inserting at no position replaces the whole
/// destination.
fn fold_insert(ctx: &Context, body: &mut Body, op: OpId, _: &[Option<Attr>]) -> FoldResult {
    let value = super::InsertOp(op).value_to_store(ctx, body);
    let ty = body.value_type(body.result(op, 0));
    if body.value_type(value) == ty && body.num_operands(op) == 2 {
        return FoldResult::Results([OpFoldResult::Value(value)].into());
    }
    FoldResult::None
}
