//! The affine memory ops besides `affine.load` / `affine.store`:
//! `affine.prefetch`, `affine.vector_load`, `affine.vector_store`,
//! `affine.dma_start` and `affine.dma_wait` (MLIR 22's `AffineOps.td` /
//! `AffineOps.cpp`), with their custom forms, verifiers, memory effects and
//! the `memref.cast` folds. `affine.dma_wait` declares no memory effects
//! (mlir-opt-22 never erases an unused one), so it has unknown ones.
//!
//! `affine.dma_start` / `affine.dma_wait` are not ODS ops in MLIR: their maps
//! (`src_map`, `dst_map`, `tag_map`) are plain attributes of the op, which
//! the custom form never prints.

use rmlir_ir::registry::{MemoryEffect, MemoryEffectKind};
use rmlir_ir::verify::op_error;
use rmlir_ir::AttrData;
use rmlir_ir::{Body, OpId, ValueId};
use rmlir_ir::{Context, Diagnostic};
use rmlir_ir::{Type, TypeData};
use rmlir_ods::constraints::class;
use rmlir_ods::format::parse_type_of_class;
use rmlir_ods::TypeConstraint;
use rmlir_text::parser::{OpAsmParser, Punct};
use rmlir_text::printer::OpAsmPrinter;

use super::print_affine_map_of_ssa_ids;
use super::typed::{AffinePrefetchOp, AffineVectorLoadOp, AffineVectorStoreOp};
use super::verify::{affine_scope, is_valid_dim, verify_indexing};
use super::{custom_error, map_attr, map_inputs, parse_affine_map_of_ssa_ids, print_access};

/// `AnyVectorOfNonZeroRank`.
pub static ANY_VECTOR_OF_NON_ZERO_RANK: TypeConstraint = TypeConstraint {
    desc: "vector of any type values",
    build: None,
    check: |ctx, t| matches!(ctx.type_data(t), TypeData::Vector { shape, .. } if !shape.is_empty()),
    class: Some(&class::VECTOR),
};

/// A memref type after `:` (MLIR's `parseColonType(MemRefType&)`).
fn parse_colon_memref(p: &mut OpAsmParser<'_, '_>) -> Result<Type, Diagnostic> {
    p.parse_punct(Punct::Colon)?;
    parse_type_of_class(p, Some(&class::MEMREF))
}

/// The element type of a memref type.
fn memref_elem(ctx: &Context, t: Type) -> Option<Type> {
    match ctx.type_data(t) {
        TypeData::MemRef { elem, .. } => Some(*elem),
        _ => None,
    }
}

// ----- affine.prefetch --------------------------------------------------------------

/// `%A[subscripts], read|write, locality<N>, data|instr {attrs} : type`.
pub(super) fn parse_prefetch(p: &mut OpAsmParser<'_, '_>) -> Result<(), Diagnostic> {
    let ctx = p.ctx();
    let memref = p.parse_operand()?;
    let (map, indices) = parse_affine_map_of_ssa_ids(p)?;
    p.add_attr("map", ctx.intern_attr(AttrData::AffineMap(map)));
    p.parse_punct(Punct::Comma)?;
    let rw = p.parse_any_keyword()?;
    p.parse_punct(Punct::Comma)?;
    p.parse_keyword("locality")?;
    p.parse_punct(Punct::Less)?;
    let hint = p.parse_attr_of_type(ctx.common().i32)?;
    p.add_attr("localityHint", hint);
    p.parse_punct(Punct::Greater)?;
    p.parse_punct(Punct::Comma)?;
    let cache = p.parse_any_keyword()?;
    p.parse_optional_attr_dict()?;
    let ty = parse_colon_memref(p)?;
    p.resolve_operand(&memref, ty)?;
    p.resolve_operands_same(&indices, ctx.common().index)?;
    let name_pos = p.name_pos();
    if rw != "read" && rw != "write" {
        return Err(custom_error(
            p,
            name_pos,
            "rw specifier has to be 'read' or 'write'",
        ));
    }
    p.add_attr("isWrite", bool_attr(ctx, rw == "write"));
    if cache != "data" && cache != "instr" {
        return Err(custom_error(
            p,
            name_pos,
            "cache type has to be 'data' or 'instr'",
        ));
    }
    p.add_attr("isDataCache", bool_attr(ctx, cache == "data"));
    Ok(())
}

/// A `BoolAttr`.
fn bool_attr(ctx: &Context, v: bool) -> rmlir_ir::Attr {
    ctx.intern_attr(AttrData::Integer {
        ty: ctx.common().i1,
        value: rmlir_numerics::apint::APInt::from_u64(1, u64::from(v)),
    })
}

/// The value of a `BoolAttr` property.
fn bool_prop(ctx: &Context, body: &Body, op: OpId, name: &str) -> bool {
    rmlir_ods::get_attr(ctx, body, op, name).is_some_and(
        |a| matches!(ctx.attr_data(a), AttrData::Integer { value, .. } if !value.is_zero()),
    )
}

pub(super) fn print_prefetch(p: &mut OpAsmPrinter<'_>, body: &Body, op: OpId) {
    let ctx = p.ctx();
    let memref = AffinePrefetchOp(op).memref(ctx, body);
    p.write_char(' ');
    p.print_operand(body, memref);
    p.write_char('[');
    if let Some((_, m)) = map_attr(ctx, body, op, "map") {
        let operands: Vec<ValueId> = body.operands(op).skip(1).collect();
        print_affine_map_of_ssa_ids(p, body, &m, &operands);
    }
    p.write_str("], ");
    p.write_str(if bool_prop(ctx, body, op, "isWrite") {
        "write"
    } else {
        "read"
    });
    p.write_str(", locality<");
    let hint = rmlir_ods::get_attr(ctx, body, op, "localityHint")
        .and_then(|a| super::int_value(ctx, a))
        .unwrap_or(0);
    p.write_str(&hint.to_string());
    p.write_str(">, ");
    p.write_str(if bool_prop(ctx, body, op, "isDataCache") {
        "data"
    } else {
        "instr"
    });
    let attrs = p.op_attrs(body, op);
    p.print_optional_attr_dict(&attrs, &["map", "localityHint", "isDataCache", "isWrite"]);
    p.write_str(" : ");
    p.print_type(body.value_type(memref));
}

/// `AffinePrefetchOp::verify`.
pub(super) fn verify_prefetch(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let n = body.num_operands(op);
    match map_attr(ctx, body, op, "map") {
        Some((_, map)) => {
            let memref = AffinePrefetchOp(op).memref(ctx, body);
            let rank = match ctx.type_data(body.value_type(memref)) {
                TypeData::MemRef { shape, .. } => shape.len(),
                _ => 0,
            };
            if map.results.len() != rank {
                return Err(op_error(
                    ctx,
                    body,
                    op,
                    "affine.prefetch affine map num results must equal memref rank",
                ));
            }
            if map_inputs(&map) + 1 != n {
                return Err(op_error(ctx, body, op, "too few operands"));
            }
        }
        None if n != 1 => return Err(op_error(ctx, body, op, "too few operands")),
        None => {}
    }
    let indices: Vec<ValueId> = body.operands(op).skip(1).collect();
    verify_index_operands(ctx, body, op, &indices, None)
}

/// MLIR's `isValidAffineIndexOperand` on each of `indices`, with the
/// `'index'` type checked first when `index_msg` is given.
fn verify_index_operands(
    ctx: &Context,
    body: &Body,
    op: OpId,
    indices: &[ValueId],
    index_msg: Option<(&str, &str)>,
) -> Result<(), Diagnostic> {
    let scope = affine_scope(ctx, body, op);
    let index = ctx.common().index;
    for &v in indices {
        if let Some((type_msg, _)) = index_msg {
            if body.value_type(v) != index {
                return Err(op_error(ctx, body, op, type_msg));
            }
        }
        if !is_valid_dim(ctx, body, v, scope) {
            let msg = index_msg.map_or(
                "index must be a valid dimension or symbol identifier",
                |(_, m)| m,
            );
            return Err(op_error(ctx, body, op, msg));
        }
    }
    Ok(())
}

// ----- affine.vector_load / affine.vector_store ----------------------------------------

/// `%A[subscripts] {attrs} : memref-type, vector-type`.
pub(super) fn parse_vector_load(p: &mut OpAsmParser<'_, '_>) -> Result<(), Diagnostic> {
    let ctx = p.ctx();
    let memref = p.parse_operand()?;
    let (map, indices) = parse_affine_map_of_ssa_ids(p)?;
    p.add_attr("map", ctx.intern_attr(AttrData::AffineMap(map)));
    p.parse_optional_attr_dict()?;
    let memref_ty = parse_colon_memref(p)?;
    p.parse_punct(Punct::Comma)?;
    let vector_ty = parse_type_of_class(p, Some(&class::VECTOR))?;
    p.resolve_operand(&memref, memref_ty)?;
    p.resolve_operands_same(&indices, ctx.common().index)?;
    p.add_result_type(vector_ty);
    Ok(())
}

/// `%v, %A[subscripts] {attrs} : memref-type, vector-type`.
pub(super) fn parse_vector_store(p: &mut OpAsmParser<'_, '_>) -> Result<(), Diagnostic> {
    let ctx = p.ctx();
    let value = p.parse_operand()?;
    p.parse_punct(Punct::Comma)?;
    let memref = p.parse_operand()?;
    let (map, indices) = parse_affine_map_of_ssa_ids(p)?;
    p.add_attr("map", ctx.intern_attr(AttrData::AffineMap(map)));
    p.parse_optional_attr_dict()?;
    let memref_ty = parse_colon_memref(p)?;
    p.parse_punct(Punct::Comma)?;
    let vector_ty = parse_type_of_class(p, Some(&class::VECTOR))?;
    p.resolve_operand(&value, vector_ty)?;
    p.resolve_operand(&memref, memref_ty)?;
    p.resolve_operands_same(&indices, ctx.common().index)?;
    Ok(())
}

pub(super) fn print_vector_load(p: &mut OpAsmPrinter<'_>, body: &Body, op: OpId) {
    p.write_char(' ');
    print_access(p, body, op, 0);
    p.write_str(", ");
    p.print_type(body.value_type(body.result(op, 0)));
}

pub(super) fn print_vector_store(p: &mut OpAsmPrinter<'_>, body: &Body, op: OpId) {
    let value = AffineVectorStoreOp(op).value(p.ctx(), body);
    p.write_char(' ');
    p.print_operand(body, value);
    p.write_str(", ");
    print_access(p, body, op, 1);
    p.write_str(", ");
    p.print_type(body.value_type(value));
}

/// `verifyVectorMemoryOp`.
fn verify_vector_elem(
    ctx: &Context,
    body: &Body,
    op: OpId,
    memref: ValueId,
    vector: Type,
) -> Result<(), Diagnostic> {
    let vector_elem = match ctx.type_data(vector) {
        TypeData::Vector { elem, .. } => Some(*elem),
        _ => None,
    };
    if memref_elem(ctx, body.value_type(memref)) != vector_elem {
        return Err(op_error(
            ctx,
            body,
            op,
            "requires memref and vector types of the same elemental type",
        ));
    }
    Ok(())
}

/// `AffineVectorLoadOp::verify`.
pub(super) fn verify_vector_load(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    verify_indexing(ctx, body, op, 0)?;
    let load = AffineVectorLoadOp(op);
    let ty = body.value_type(load.result(ctx, body));
    verify_vector_elem(ctx, body, op, load.memref(ctx, body), ty)
}

/// `AffineVectorStoreOp::verify`.
pub(super) fn verify_vector_store(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    verify_indexing(ctx, body, op, 1)?;
    let store = AffineVectorStoreOp(op);
    let ty = body.value_type(store.value(ctx, body));
    verify_vector_elem(ctx, body, op, store.memref(ctx, body), ty)
}

// ----- affine.dma_start / affine.dma_wait -----------------------------------------------

/// The number of inputs of the map held by attribute `name` (0 if absent).
fn map_attr_inputs(ctx: &Context, body: &Body, op: OpId, name: &str) -> usize {
    map_attr(ctx, body, op, name).map_or(0, |(_, m)| map_inputs(&m))
}

/// The operand positions of an `affine.dma_start`: source, destination
/// and tag memrefs, and the number of elements.
struct DmaStartLayout {
    src: usize,
    src_inputs: usize,
    dst: usize,
    dst_inputs: usize,
    tag: usize,
    tag_inputs: usize,
    num_elements: usize,
}

fn dma_start_layout(ctx: &Context, body: &Body, op: OpId) -> DmaStartLayout {
    let src_inputs = map_attr_inputs(ctx, body, op, "src_map");
    let dst_inputs = map_attr_inputs(ctx, body, op, "dst_map");
    let tag_inputs = map_attr_inputs(ctx, body, op, "tag_map");
    let dst = 1 + src_inputs;
    let tag = dst + 1 + dst_inputs;
    DmaStartLayout {
        // MLIR's `getSrcMemRefOperandIndex()`: the source memref comes first.
        src: 0,
        src_inputs,
        dst,
        dst_inputs,
        tag,
        tag_inputs,
        num_elements: tag + 1 + tag_inputs,
    }
}

/// `%A[subscripts]` with the map stored under `attr_name`.
fn parse_memref_access<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    attr_name: &str,
) -> Result<
    (
        rmlir_text::parser::UnresolvedOperand<'a>,
        Vec<rmlir_text::parser::UnresolvedOperand<'a>>,
    ),
    Diagnostic,
> {
    let memref = p.parse_operand()?;
    let (map, indices) = parse_affine_map_of_ssa_ids(p)?;
    let a = p.ctx().intern_attr(AttrData::AffineMap(map));
    p.add_attr(attr_name, a);
    Ok((memref, indices))
}

/// `%src[...], %dst[...], %tag[...], %n[, %stride, %per_stride] : T, U, V`
/// (MLIR's `AffineDmaStartOp::parse`).
pub(super) fn parse_dma_start(p: &mut OpAsmParser<'_, '_>) -> Result<(), Diagnostic> {
    let ctx = p.ctx();
    let index = ctx.common().index;
    let (src, src_idx) = parse_memref_access(p, "src_map")?;
    p.parse_punct(Punct::Comma)?;
    let (dst, dst_idx) = parse_memref_access(p, "dst_map")?;
    p.parse_punct(Punct::Comma)?;
    let (tag, tag_idx) = parse_memref_access(p, "tag_map")?;
    p.parse_punct(Punct::Comma)?;
    let num = p.parse_operand()?;
    let mut strides = Default::default();
    if p.parse_optional_punct(Punct::Comma) {
        strides = p.parse_operand_list(rmlir_text::parser::Delimiter::None)?;
    }
    let name_pos = p.name_pos();
    if !strides.is_empty() && strides.len() != 2 {
        return Err(custom_error(
            p,
            name_pos,
            "expected two stride related operands",
        ));
    }
    let types = p.parse_colon_type_list()?;
    if types.len() != 3 {
        return Err(custom_error(p, name_pos, "expected three types"));
    }
    p.resolve_operand(&src, types[0])?;
    p.resolve_operands_same(&src_idx, index)?;
    p.resolve_operand(&dst, types[1])?;
    p.resolve_operands_same(&dst_idx, index)?;
    p.resolve_operand(&tag, types[2])?;
    p.resolve_operands_same(&tag_idx, index)?;
    p.resolve_operand(&num, index)?;
    p.resolve_operands_same(&strides, index)?;
    Ok(())
}

/// Writes `%A[subscripts]` for the memref at `at` and its map `attr_name`.
fn print_memref_access(
    p: &mut OpAsmPrinter<'_>,
    body: &Body,
    op: OpId,
    at: usize,
    inputs: usize,
    attr_name: &str,
) {
    let ctx = p.ctx();
    let operands: Vec<ValueId> = body.operands(op).collect();
    let Some(&memref) = operands.get(at) else {
        return;
    };
    p.print_operand(body, memref);
    p.write_char('[');
    if let Some((_, m)) = map_attr(ctx, body, op, attr_name) {
        let end = (at + 1 + inputs).min(operands.len());
        print_affine_map_of_ssa_ids(p, body, &m, &operands[at + 1..end]);
    }
    p.write_char(']');
}

pub(super) fn print_dma_start(p: &mut OpAsmPrinter<'_>, body: &Body, op: OpId) {
    let ctx = p.ctx();
    let l = dma_start_layout(ctx, body, op);
    let operands: Vec<ValueId> = body.operands(op).collect();
    if l.num_elements >= operands.len() {
        return;
    }
    p.write_char(' ');
    print_memref_access(p, body, op, 0, l.src_inputs, "src_map");
    p.write_str(", ");
    print_memref_access(p, body, op, l.dst, l.dst_inputs, "dst_map");
    p.write_str(", ");
    print_memref_access(p, body, op, l.tag, l.tag_inputs, "tag_map");
    p.write_str(", ");
    p.print_operand(body, operands[l.num_elements]);
    if operands.len() == l.num_elements + 3 {
        p.write_str(", ");
        p.print_operand(body, operands[l.num_elements + 1]);
        p.write_str(", ");
        p.print_operand(body, operands[l.num_elements + 2]);
    }
    p.write_str(" : ");
    p.print_type(body.value_type(operands[0]));
    p.write_str(", ");
    p.print_type(body.value_type(operands[l.dst]));
    p.write_str(", ");
    p.print_type(body.value_type(operands[l.tag]));
}

fn is_memref(ctx: &Context, body: &Body, v: Option<ValueId>) -> bool {
    v.is_some_and(|v| memref_elem(ctx, body.value_type(v)).is_some())
}

/// `AffineDmaStartOp::verifyInvariantsImpl`.
pub(super) fn verify_dma_start(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let l = dma_start_layout(ctx, body, op);
    let operands: Vec<ValueId> = body.operands(op).collect();
    let err = |m: &str| Err(op_error(ctx, body, op, m));
    if !is_memref(ctx, body, operands.first().copied()) {
        return err("expected DMA source to be of memref type");
    }
    if !is_memref(ctx, body, operands.get(l.dst).copied()) {
        return err("expected DMA destination to be of memref type");
    }
    if !is_memref(ctx, body, operands.get(l.tag).copied()) {
        return err("expected DMA tag to be of memref type");
    }
    let all_inputs = l.src_inputs + l.dst_inputs + l.tag_inputs;
    if operands.len() != all_inputs + 4 && operands.len() != all_inputs + 6 {
        return err("incorrect number of operands");
    }
    let groups = [
        (1, l.src_inputs, "src"),
        (l.dst + 1, l.dst_inputs, "dst"),
        (l.tag + 1, l.tag_inputs, "tag"),
    ];
    for (start, n, what) in groups {
        let type_msg = format!("{what} index to dma_start must have 'index' type");
        let valid_msg = format!("{what} index must be a valid dimension or symbol identifier");
        verify_index_operands(
            ctx,
            body,
            op,
            &operands[start..start + n],
            Some((&type_msg, &valid_msg)),
        )?;
    }
    Ok(())
}

/// `%tag[subscripts], %n : type` (MLIR's `AffineDmaWaitOp::parse`).
pub(super) fn parse_dma_wait(p: &mut OpAsmParser<'_, '_>) -> Result<(), Diagnostic> {
    let ctx = p.ctx();
    let index = ctx.common().index;
    let (tag, tag_idx) = parse_memref_access(p, "tag_map")?;
    p.parse_punct(Punct::Comma)?;
    let num = p.parse_operand()?;
    let ty = p.parse_colon_type()?;
    p.resolve_operand(&tag, ty)?;
    p.resolve_operands_same(&tag_idx, index)?;
    p.resolve_operand(&num, index)?;
    if memref_elem(ctx, ty).is_none() {
        let name_pos = p.name_pos();
        return Err(custom_error(
            p,
            name_pos,
            "expected tag to be of memref type",
        ));
    }
    Ok(())
}

pub(super) fn print_dma_wait(p: &mut OpAsmPrinter<'_>, body: &Body, op: OpId) {
    let ctx = p.ctx();
    let inputs = map_attr_inputs(ctx, body, op, "tag_map");
    let operands: Vec<ValueId> = body.operands(op).collect();
    let Some(&num) = operands.get(1 + inputs) else {
        return;
    };
    p.write_char(' ');
    print_memref_access(p, body, op, 0, inputs, "tag_map");
    p.write_str(", ");
    p.print_operand(body, num);
    p.write_str(" : ");
    p.print_type(body.value_type(operands[0]));
}

/// `AffineDmaWaitOp::verifyInvariantsImpl`.
pub(super) fn verify_dma_wait(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let operands: Vec<ValueId> = body.operands(op).collect();
    if !is_memref(ctx, body, operands.first().copied()) {
        return Err(op_error(
            ctx,
            body,
            op,
            "expected DMA tag to be of memref type",
        ));
    }
    let inputs = map_attr_inputs(ctx, body, op, "tag_map").min(operands.len() - 1);
    verify_index_operands(
        ctx,
        body,
        op,
        &operands[1..1 + inputs],
        Some((
            "index to dma_wait must have 'index' type",
            "index must be a valid dimension or symbol identifier",
        )),
    )
}

// ----- memory effects -------------------------------------------------------------------

fn effect(kind: MemoryEffectKind, value: ValueId) -> MemoryEffect {
    MemoryEffect {
        kind,
        value: Some(value),
    }
}

/// `MemRead` on the memref.
pub(super) fn effects_vector_load(ctx: &Context, b: &Body, op: OpId, out: &mut Vec<MemoryEffect>) {
    out.push(effect(
        MemoryEffectKind::Read,
        AffineVectorLoadOp(op).memref(ctx, b),
    ));
}

/// `MemWrite` on the memref.
pub(super) fn effects_vector_store(ctx: &Context, b: &Body, op: OpId, out: &mut Vec<MemoryEffect>) {
    out.push(effect(
        MemoryEffectKind::Write,
        AffineVectorStoreOp(op).memref(ctx, b),
    ));
}

/// Reads the source and the tag, writes the destination.
pub(super) fn effects_dma_start(ctx: &Context, b: &Body, op: OpId, out: &mut Vec<MemoryEffect>) {
    let l = dma_start_layout(ctx, b, op);
    let n = b.num_operands(op);
    if l.tag >= n {
        return;
    }
    out.push(effect(MemoryEffectKind::Read, b.operand(op, l.src)));
    out.push(effect(MemoryEffectKind::Write, b.operand(op, l.dst)));
    out.push(effect(MemoryEffectKind::Read, b.operand(op, l.tag)));
}

/// `ConfinedAttr<I32Attr, [IntMinValue<0>, IntMaxValue<3>]>`.
pub static LOCALITY_HINT_ATTR: rmlir_ods::AttrConstraint = rmlir_ods::AttrConstraint {
    desc: "32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3",
    check: |c, a| match c.attr_data(a) {
        AttrData::Integer { ty, value } if *ty == c.common().i32 => {
            value.to_i64_signed().is_some_and(|v| (0..=3).contains(&v))
        }
        _ => false,
    },
    kind: rmlir_ods::AttrKind::Typed(|c| c.common().i32),
};
