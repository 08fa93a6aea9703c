//! `vector.transfer_read` and `vector.transfer_write`: MLIR 22's
//! hand-written custom forms (default `permutation_map` and `in_bounds`,
//! the mask type inferred from the vector type and the map) and
//! `verifyTransferOp`.

use super::ops::vector_parts;
use crate::util::diag::custom_op_error;
use rmlir_ir::affine::{AffineExpr, AffineMap};
use rmlir_ir::registry::{MemoryEffect, MemoryEffectKind};
use rmlir_ir::verify::op_error;
use rmlir_ir::{Attr, AttrData, Body, Context, Diagnostic, OpId, Type, TypeData};
use rmlir_text::parser::{Delimiter, OpAsmParser, Punct, UnresolvedOperand};
use rmlir_text::printer::OpAsmPrinter;

/// `MemRead` on the base when it is a memref.
pub fn read_effects(ctx: &Context, b: &Body, op: OpId, out: &mut Vec<MemoryEffect>) {
    let base = super::TransferReadOp(op).base(ctx, b);
    if matches!(ctx.type_data(b.value_type(base)), TypeData::MemRef { .. }) {
        out.push(MemoryEffect {
            kind: MemoryEffectKind::Read,
            value: Some(base),
        });
    }
}

/// `MemWrite` on the base when it is a memref.
pub fn write_effects(ctx: &Context, b: &Body, op: OpId, out: &mut Vec<MemoryEffect>) {
    if b.num_operands(op) < 2 {
        return;
    }
    let base = super::TransferWriteOp(op).base(ctx, b);
    if matches!(ctx.type_data(b.value_type(base)), TypeData::MemRef { .. }) {
        out.push(MemoryEffect {
            kind: MemoryEffectKind::Write,
            value: Some(base),
        });
    }
}

/// Shape and element type of a memref or ranked tensor.
fn shaped_parts(ctx: &Context, t: Type) -> Option<(Vec<i64>, Type)> {
    match ctx.type_data(t) {
        TypeData::MemRef { shape, elem, .. } | TypeData::RankedTensor { shape, elem, .. } => {
            Some((shape.to_vec(), *elem))
        }
        _ => None,
    }
}

/// `AffineMap::getMinorIdentityMap(dims, results)`.
fn minor_identity(dims: u32, results: u32) -> AffineMap {
    AffineMap::new(
        dims,
        0,
        (dims - results..dims).map(AffineExpr::dim).collect(),
    )
}

/// `AffineMap::isMinorIdentity`.
fn is_minor_identity(m: &AffineMap) -> bool {
    m.num_symbols == 0
        && m.num_dims as usize >= m.results.len()
        && *m == minor_identity(m.num_dims, m.results.len() as u32)
}

/// `inferTransferOpMaskType`: the vector's sizes (and scalable flags) in
/// the order of the source dimensions they read, broadcast results left
/// out; `vector<1xi1>` when nothing is left.
fn infer_mask_type(ctx: &Context, vector: Type, map: &AffineMap) -> Option<Type> {
    let (shape, scalable, _) = vector_parts(ctx, vector)?;
    let mut dims: Vec<(u32, i64, bool)> = Vec::new();
    for (i, r) in map.results.iter().enumerate() {
        if let Some(d) = r.dim_position() {
            if !dims.iter().any(|e| e.0 == d) {
                dims.push((d, *shape.get(i)?, *scalable.get(i)?));
            }
        }
    }
    dims.sort_by_key(|e| e.0);
    let (mut s, mut sc): (Vec<i64>, Vec<bool>) = dims.iter().map(|e| (e.1, e.2)).unzip();
    if s.is_empty() {
        s.push(1);
        sc.push(false);
    }
    Some(ctx.intern_type(TypeData::Vector {
        shape: s.into(),
        scalable: sc.into(),
        elem: ctx.common().i1,
    }))
}

fn attr_named(p: &OpAsmParser<'_, '_>, name: &str) -> Option<Attr> {
    let ctx = p.ctx();
    p.attrs()
        .iter()
        .find(|(k, _)| ctx.ident_str(*k) == name)
        .map(|e| e.1)
}

/// Adds the default `permutation_map` and `in_bounds` when absent and
/// returns the map in effect (`None` when the attribute is not a map; the
/// verifier reports it).
fn default_transfer_attrs(
    p: &mut OpAsmParser<'_, '_>,
    types_pos: usize,
    shaped: Type,
    vector: Type,
) -> Result<Option<AffineMap>, Diagnostic> {
    let ctx = p.ctx();
    let map = match attr_named(p, "permutation_map") {
        Some(a) => match ctx.attr_data(a) {
            AttrData::AffineMap(m) => Some(m.clone()),
            _ => None,
        },
        None => {
            let (shape, elem) = shaped_parts(ctx, shaped).unwrap_or((Vec::new(), shaped));
            let elem_rank = match ctx.type_data(elem) {
                TypeData::Vector { shape, .. } => shape.len(),
                _ => 0,
            };
            let vrank = vector_parts(ctx, vector).map_or(0, |v| v.0.len());
            if vrank < elem_rank || vrank - elem_rank > shape.len() {
                return Err(custom_op_error(
                    p,
                    types_pos,
                    "expected a custom permutation_map when rank(source) != rank(destination)",
                ));
            }
            let m = minor_identity(shape.len() as u32, (vrank - elem_rank) as u32);
            p.add_attr(
                "permutation_map",
                ctx.intern_attr(AttrData::AffineMap(m.clone())),
            );
            Some(m)
        }
    };
    if !p.has_attr("in_bounds") {
        if let Some(m) = &map {
            let f = ctx.integer_attr(ctx.common().i1, 0);
            let items = vec![f; m.results.len()];
            p.add_attr("in_bounds", ctx.intern_attr(AttrData::Array(items.into())));
        }
    }
    Ok(map)
}

/// Parses `, %mask` types: resolves the mask against the inferred type.
fn resolve_mask<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    mask: Option<UnresolvedOperand<'a>>,
    types_pos: usize,
    shaped: Type,
    vector: Type,
    map: Option<&AffineMap>,
) -> Result<(), Diagnostic> {
    let ctx = p.ctx();
    let Some(mask) = mask else {
        return Ok(());
    };
    let elem = shaped_parts(ctx, shaped).map(|s| s.1);
    if elem.is_some_and(|e| matches!(ctx.type_data(e), TypeData::Vector { .. })) {
        return Err(custom_op_error(
            p,
            mask.pos(),
            "does not support masks with vector element type",
        ));
    }
    let vrank = vector_parts(ctx, vector).map_or(0, |v| v.0.len());
    let Some(map) = map.filter(|m| m.results.len() == vrank) else {
        return Err(custom_op_error(
            p,
            types_pos,
            "expected the same rank for the vector and the results of the permutation map",
        ));
    };
    let Some(t) = infer_mask_type(ctx, vector, map) else {
        return Err(custom_op_error(p, types_pos, "requires vector type"));
    };
    p.resolve_operand(&mask, t)?;
    Ok(())
}

/// The two types after `:`, checked as MLIR's parsers check them.
fn parse_two_types(p: &mut OpAsmParser<'_, '_>) -> Result<(usize, Type, Type), Diagnostic> {
    let pos = p.pos();
    p.parse_punct(Punct::Colon)?;
    let types = p.parse_type_list()?;
    if types.len() != 2 {
        return Err(custom_op_error(p, pos, "requires two types"));
    }
    Ok((pos, types[0], types[1]))
}

fn require_shaped(p: &mut OpAsmParser<'_, '_>, pos: usize, t: Type) -> Result<(), Diagnostic> {
    if shaped_parts(p.ctx(), t).is_none() {
        return Err(custom_op_error(
            p,
            pos,
            "requires memref or ranked tensor type",
        ));
    }
    Ok(())
}

fn require_vector(p: &mut OpAsmParser<'_, '_>, pos: usize, t: Type) -> Result<(), Diagnostic> {
    if vector_parts(p.ctx(), t).is_none() {
        return Err(custom_op_error(p, pos, "requires vector type"));
    }
    Ok(())
}

/// `vector.transfer_read %base[%i, ...], %pad (, %mask)? {attrs} :
/// shaped-type, vector-type`.
pub fn parse_transfer_read(p: &mut OpAsmParser<'_, '_>) -> Result<(), Diagnostic> {
    let ctx = p.ctx();
    let base = p.parse_operand()?;
    p.parse_punct(Punct::LSquare)?;
    let indices = p.parse_operand_list(Delimiter::None)?;
    p.parse_punct(Punct::RSquare)?;
    p.parse_punct(Punct::Comma)?;
    let pad = p.parse_operand()?;
    let mask = if p.parse_optional_punct(Punct::Comma) {
        Some(p.parse_operand()?)
    } else {
        None
    };
    p.parse_optional_attr_dict()?;
    let (pos, shaped, vector) = parse_two_types(p)?;
    require_shaped(p, pos, shaped)?;
    require_vector(p, pos, vector)?;
    let map = default_transfer_attrs(p, pos, shaped, vector)?;
    p.resolve_operand(&base, shaped)?;
    p.resolve_operands_same(&indices, ctx.common().index)?;
    let elem = shaped_parts(ctx, shaped).map_or(shaped, |s| s.1);
    p.resolve_operand(&pad, elem)?;
    resolve_mask(p, mask, pos, shaped, vector, map.as_ref())?;
    p.add_attr(
        "operandSegmentSizes",
        rmlir_ods::segment_attr(ctx, &[1, indices.len(), 1, usize::from(mask.is_some())]),
    );
    p.add_result_type(vector);
    Ok(())
}

/// `vector.transfer_write %v, %base[%i, ...] (, %mask)? {attrs} :
/// vector-type, shaped-type`.
pub fn parse_transfer_write(p: &mut OpAsmParser<'_, '_>) -> Result<(), Diagnostic> {
    let ctx = p.ctx();
    let value = p.parse_operand()?;
    p.parse_punct(Punct::Comma)?;
    let base = p.parse_operand()?;
    p.parse_punct(Punct::LSquare)?;
    let indices = p.parse_operand_list(Delimiter::None)?;
    p.parse_punct(Punct::RSquare)?;
    let mask = if p.parse_optional_punct(Punct::Comma) {
        Some(p.parse_operand()?)
    } else {
        None
    };
    p.parse_optional_attr_dict()?;
    let (pos, vector, shaped) = parse_two_types(p)?;
    require_vector(p, pos, vector)?;
    require_shaped(p, pos, shaped)?;
    let map = default_transfer_attrs(p, pos, shaped, vector)?;
    p.resolve_operand(&value, vector)?;
    p.resolve_operand(&base, shaped)?;
    p.resolve_operands_same(&indices, ctx.common().index)?;
    resolve_mask(p, mask, pos, shaped, vector, map.as_ref())?;
    p.add_attr(
        "operandSegmentSizes",
        rmlir_ods::segment_attr(ctx, &[1, 1, indices.len(), usize::from(mask.is_some())]),
    );
    if matches!(ctx.type_data(shaped), TypeData::RankedTensor { .. }) {
        p.add_result_type(shaped);
    }
    Ok(())
}

/// The attributes the custom form leaves out: the segment sizes, a minor
/// identity map and an all-false `in_bounds`.
fn elided(ctx: &Context, body: &Body, op: OpId) -> Vec<&'static str> {
    let mut out = vec!["operandSegmentSizes"];
    if let Some(a) = rmlir_ods::get_attr(ctx, body, op, "permutation_map") {
        if matches!(ctx.attr_data(a), AttrData::AffineMap(m) if is_minor_identity(m)) {
            out.push("permutation_map");
        }
    }
    if let Some(a) = rmlir_ods::get_attr(ctx, body, op, "in_bounds") {
        let all_false = match ctx.attr_data(a) {
            AttrData::Array(items) => items.iter().all(
                |i| matches!(ctx.attr_data(*i), AttrData::Integer { value, .. } if value.is_zero()),
            ),
            _ => false,
        };
        if all_false {
            out.push("in_bounds");
        }
    }
    out
}

/// The operand groups (base, indices, mask) of a transfer op.
fn groups(
    ctx: &Context,
    body: &Body,
    op: OpId,
    base: usize,
    indices: usize,
    mask: usize,
) -> Option<(
    rmlir_ir::ValueId,
    Vec<rmlir_ir::ValueId>,
    Option<rmlir_ir::ValueId>,
)> {
    let b = rmlir_ods::operand_group(ctx, body, op, base);
    let i = rmlir_ods::operand_group(ctx, body, op, indices);
    let m = rmlir_ods::operand_group(ctx, body, op, mask);
    Some((*b.first()?, i, m.first().copied()))
}

/// Prints `vector.transfer_read`.
pub fn print_transfer_read(p: &mut OpAsmPrinter<'_>, body: &Body, op: OpId) {
    let ctx = p.ctx();
    let Some((base, indices, mask)) = groups(ctx, body, op, 0, 1, 3) else {
        return;
    };
    let pad = rmlir_ods::operand_group(ctx, body, op, 2);
    let Some(&pad) = pad.first() else {
        return;
    };
    p.write_char(' ');
    p.print_operand(body, base);
    p.write_char('[');
    p.print_operands(body, indices);
    p.write_str("], ");
    p.print_operand(body, pad);
    if let Some(m) = mask {
        p.write_str(", ");
        p.print_operand(body, m);
    }
    let attrs = p.op_attrs(body, op);
    p.print_optional_attr_dict(&attrs, &elided(ctx, body, op));
    p.write_str(" : ");
    p.print_type(body.value_type(base));
    p.write_str(", ");
    p.print_type(body.value_type(body.result(op, 0)));
}

/// Prints `vector.transfer_write`.
pub fn print_transfer_write(p: &mut OpAsmPrinter<'_>, body: &Body, op: OpId) {
    let ctx = p.ctx();
    let Some((base, indices, mask)) = groups(ctx, body, op, 1, 2, 3) else {
        return;
    };
    let value = super::TransferWriteOp(op).value_to_store(ctx, body);
    p.write_char(' ');
    p.print_operand(body, value);
    p.write_str(", ");
    p.print_operand(body, base);
    p.write_char('[');
    p.print_operands(body, indices);
    p.write_char(']');
    if let Some(m) = mask {
        p.write_str(", ");
        p.print_operand(body, m);
    }
    let attrs = p.op_attrs(body, op);
    p.print_optional_attr_dict(&attrs, &elided(ctx, body, op));
    p.write_str(" : ");
    p.print_type(body.value_type(value));
    p.write_str(", ");
    p.print_type(body.value_type(base));
}

/// `verifyPermutationMap`.
fn verify_permutation_map(
    ctx: &Context,
    body: &Body,
    op: OpId,
    map: &AffineMap,
) -> Result<(), Diagnostic> {
    let mut seen = vec![false; map.num_dims as usize];
    for r in &map.results {
        if let Some(d) = r.dim_position() {
            let Some(s) = seen.get_mut(d as usize) else {
                continue;
            };
            if *s {
                return Err(op_error(
                    ctx,
                    body,
                    op,
                    "requires a permutation_map that is a permutation (found one dim used more than once)",
                ));
            }
            *s = true;
        } else if r.constant_value() != Some(0) {
            return Err(op_error(
                ctx,
                body,
                op,
                "requires a projected permutation_map (at most one dim or the zero constant can appear in each result)",
            ));
        }
    }
    Ok(())
}

/// The op's map and `in_bounds` length.
fn map_and_in_bounds(ctx: &Context, body: &Body, op: OpId) -> Option<(Attr, AffineMap, usize)> {
    let a = rmlir_ods::get_attr(ctx, body, op, "permutation_map")?;
    let AttrData::AffineMap(m) = ctx.attr_data(a) else {
        return None;
    };
    let ib = rmlir_ods::get_attr(ctx, body, op, "in_bounds")?;
    let AttrData::Array(items) = ctx.attr_data(ib) else {
        return None;
    };
    Some((a, m.clone(), items.len()))
}

/// `verifyTransferOp`.
fn verify_transfer(
    ctx: &Context,
    body: &Body,
    op: OpId,
    shaped: Type,
    vector: Type,
    mask: Option<Type>,
) -> Result<(), Diagnostic> {
    let err = |m: &str| Err(op_error(ctx, body, op, m));
    let Some((shape, elem)) = shaped_parts(ctx, shaped) else {
        return err("requires source to be a memref or ranked tensor type");
    };
    let Some((vshape, _, velem)) = vector_parts(ctx, vector) else {
        return Ok(());
    };
    let Some((map_attr, map, in_bounds)) = map_and_in_bounds(ctx, body, op) else {
        return Ok(());
    };
    let bits = |t: Type| crate::util::shaped::bit_width(ctx, t).map(i128::from);
    let minor = |s: &[i64]| i128::from(s.last().copied().unwrap_or(1));
    if let Some((eshape, _, eelem)) = vector_parts(ctx, elem) {
        if let (Some(vb), Some(eb)) = (bits(velem), bits(eelem)) {
            let source = eb * minor(&eshape);
            if source != 0 && (vb * minor(&vshape)) % source != 0 {
                return err("requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the minor 1-D vector of the source");
            }
        }
        if eshape.len() > vshape.len() {
            return err("requires source vector element and vector result ranks to match.");
        }
        if map.results.len() != vshape.len() - eshape.len() {
            return err(
                "requires a permutation_map with result dims of the same rank as the vector type",
            );
        }
    } else {
        if let (Some(vb), Some(eb)) = (bits(velem), bits(elem)) {
            if eb != 0 && (vb * minor(&vshape)) % eb != 0 {
                return err("requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the source element type");
            }
        }
        if map.results.len() != vshape.len() {
            return err(
                "requires a permutation_map with result dims of the same rank as the vector type",
            );
        }
    }
    if map.num_symbols != 0 {
        return err("requires permutation_map without symbols");
    }
    if map.num_dims as usize != shape.len() {
        return err(
            "requires a permutation_map with input dims of the same rank as the source type",
        );
    }
    if let Some(mask) = mask {
        if let Some(inferred) = infer_mask_type(ctx, vector, &map) {
            if inferred != mask {
                return Err(op_error(
                    ctx,
                    body,
                    op,
                    format!(
                        "inferred mask type ({}) and mask operand type ({}) don't match",
                        crate::util::diag::quoted(ctx, inferred),
                        crate::util::diag::quoted(ctx, mask)
                    ),
                ));
            }
        }
    }
    if map.results.len() != in_bounds {
        return Err(op_error(
            ctx,
            body,
            op,
            format!(
                "expects the in_bounds attr of same rank as permutation_map results: {} vs inBounds of size: {}",
                ctx.render_attr(map_attr),
                in_bounds
            ),
        ));
    }
    Ok(())
}

fn requires_indices(
    ctx: &Context,
    body: &Body,
    op: OpId,
    shaped: Type,
    n: usize,
) -> Result<(), Diagnostic> {
    if let Some((shape, _)) = shaped_parts(ctx, shaped) {
        if shape.len() != n {
            return Err(op_error(
                ctx,
                body,
                op,
                format!("requires {} indices", shape.len()),
            ));
        }
    }
    Ok(())
}

/// `TransferReadOp::verify`.
pub fn verify_transfer_read(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let Some((base, indices, mask)) = groups(ctx, body, op, 0, 1, 3) else {
        return Ok(());
    };
    let shaped = body.value_type(base);
    let vector = body.value_type(body.result(op, 0));
    requires_indices(ctx, body, op, shaped, indices.len())?;
    let mask_ty = mask.map(|m| body.value_type(m));
    verify_transfer(ctx, body, op, shaped, vector, mask_ty)?;
    if let Some((_, m, _)) = map_and_in_bounds(ctx, body, op) {
        verify_permutation_map(ctx, body, op, &m)?;
    }
    Ok(())
}

/// `TransferWriteOp::verify`.
pub fn verify_transfer_write(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let Some((base, indices, mask)) = groups(ctx, body, op, 1, 2, 3) else {
        return Ok(());
    };
    let shaped = body.value_type(base);
    let vector = body.value_type(super::TransferWriteOp(op).value_to_store(ctx, body));
    if body.num_results(op) == 1 {
        let result = body.value_type(body.result(op, 0));
        if result != shaped {
            return Err(op_error(
                ctx,
                body,
                op,
                format!(
                    "expected type of operand #1 ({}) to match type of corresponding result ({})",
                    crate::util::diag::quoted(ctx, shaped),
                    crate::util::diag::quoted(ctx, result)
                ),
            ));
        }
    }
    requires_indices(ctx, body, op, shaped, indices.len())?;
    if let Some((_, m, _)) = map_and_in_bounds(ctx, body, op) {
        if m.results.iter().any(|r| r.constant_value() == Some(0)) {
            return Err(op_error(
                ctx,
                body,
                op,
                "should not have broadcast dimensions",
            ));
        }
    }
    let mask_ty = mask.map(|m| body.value_type(m));
    verify_transfer(ctx, body, op, shaped, vector, mask_ty)?;
    if let Some((_, m, _)) = map_and_in_bounds(ctx, body, op) {
        verify_permutation_map(ctx, body, op, &m)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use rmlir_text::parser::parse_type_str;

    #[test]
    fn mask_types() {
        let ctx = Context::new();
        let v = parse_type_str(&ctx, "vector<4x[8]xf32>").expect("type");
        let m = AffineMap::new(3, 0, vec![AffineExpr::dim(2), AffineExpr::dim(0)]);
        let t = infer_mask_type(&ctx, v, &m).expect("mask");
        assert_eq!(crate::util::diag::type_str(&ctx, t), "vector<[8]x4xi1>");
        let b = AffineMap::new(2, 0, vec![AffineExpr::constant(0)]);
        let v1 = parse_type_str(&ctx, "vector<4xf32>").expect("type");
        let t = infer_mask_type(&ctx, v1, &b).expect("mask");
        assert_eq!(crate::util::diag::type_str(&ctx, t), "vector<1xi1>");
        assert!(is_minor_identity(&minor_identity(3, 1)));
        assert!(!is_minor_identity(&m));
    }
}
