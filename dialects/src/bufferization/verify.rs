//! Verifiers of the bufferization ops (MLIR's messages) and the custom form
//! of `bufferization.alloc_tensor`.

use crate::util::diag::plain_error;
use crate::util::parse::{parse_type_of_kind, TypeKind};
use crate::util::shaped::{elem_of, is_any_memref, is_tensor, shape_of, verify_dynamic_count};
use rmlir_ir::verify::op_error;
use rmlir_ir::Context;
use rmlir_ir::{Body, Diagnostic, OpId, Type, ValueId};
use rmlir_ods::operand_group;
use rmlir_text::parser::{Delimiter, OpAsmParser, Punct};
use rmlir_text::printer::OpAsmPrinter;

/// The operand groups of `alloc_tensor`: dynamic sizes, copy, size hint.
pub(super) fn alloc_tensor_parts(
    ctx: &Context,
    body: &Body,
    op: OpId,
) -> (Vec<ValueId>, Option<ValueId>, Option<ValueId>) {
    let sizes = operand_group(ctx, body, op, 0);
    let copy = operand_group(ctx, body, op, 1).first().copied();
    let hint = operand_group(ctx, body, op, 2).first().copied();
    (sizes, copy, hint)
}

/// `AllocTensorOp::parse`:
/// `(sizes) [copy(%t)] [size_hint=%h] {attrs} : tensor-type`.
pub(super) fn parse_alloc_tensor(p: &mut OpAsmParser<'_, '_>) -> Result<(), Diagnostic> {
    let ctx = p.ctx();
    p.parse_punct(Punct::LParen)?;
    let sizes = p.parse_operand_list(Delimiter::None)?;
    p.parse_punct(Punct::RParen)?;
    let copy = if p.parse_optional_keyword("copy") {
        p.parse_punct(Punct::LParen)?;
        let c = p.parse_operand()?;
        p.parse_punct(Punct::RParen)?;
        Some(c)
    } else {
        None
    };
    let hint = if p.parse_optional_keyword("size_hint") {
        p.parse_punct(Punct::Equal)?;
        Some(p.parse_operand()?)
    } else {
        None
    };
    p.parse_optional_attr_dict()?;
    p.parse_punct(Punct::Colon)?;
    let ty = parse_type_of_kind(p, TypeKind::Tensor)?;
    p.add_result_type(ty);
    let index = ctx.common().index;
    p.resolve_operands_same(&sizes, index)?;
    if let Some(c) = &copy {
        p.resolve_operand(c, ty)?;
    }
    if let Some(h) = &hint {
        p.resolve_operand(h, index)?;
    }
    p.add_attr(
        "operandSegmentSizes",
        rmlir_ods::segment_attr(
            ctx,
            &[
                sizes.len(),
                usize::from(copy.is_some()),
                usize::from(hint.is_some()),
            ],
        ),
    );
    Ok(())
}

/// `AllocTensorOp::print`.
pub(super) fn print_alloc_tensor(p: &mut OpAsmPrinter<'_>, body: &Body, op: OpId) {
    let ctx = p.ctx();
    let (sizes, copy, hint) = alloc_tensor_parts(ctx, body, op);
    p.write_str("(");
    p.print_operands(body, sizes);
    p.write_str(")");
    if let Some(c) = copy {
        p.write_str(" copy(");
        p.print_operand(body, c);
        p.write_str(")");
    }
    if let Some(h) = hint {
        p.write_str(" size_hint=");
        p.print_operand(body, h);
    }
    let attrs = p.op_attrs(body, op);
    p.print_optional_attr_dict(&attrs, &["operandSegmentSizes"]);
    p.write_str(" : ");
    if body.num_results(op) > 0 {
        p.print_type(body.value_type(body.result(op, 0)));
    }
}

/// `AllocTensorOp::verify`.
pub(super) fn verify_alloc_tensor(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let (sizes, copy, _) = alloc_tensor_parts(ctx, body, op);
    let ty = body.value_type(body.result(op, 0));
    if copy.is_some() && !sizes.is_empty() {
        return Err(plain_error(
            ctx,
            body,
            op,
            "dynamic sizes not needed when copying a tensor",
        ));
    }
    if copy.is_none() {
        verify_dynamic_count(ctx, body, op, ty, sizes.len())?;
    }
    if let Some(c) = copy {
        if body.value_type(c) != ty {
            return Err(plain_error(
                ctx,
                body,
                op,
                "expected that `copy` and return type match",
            ));
        }
    }
    Ok(())
}

/// `DeallocOp::verify`.
pub(super) fn verify_dealloc(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let memrefs = operand_group(ctx, body, op, 0).len();
    let conditions = operand_group(ctx, body, op, 1).len();
    let retained = operand_group(ctx, body, op, 2).len();
    if memrefs != conditions {
        return Err(op_error(
            ctx,
            body,
            op,
            "must have the same number of conditions as memrefs to deallocate",
        ));
    }
    if retained != body.num_results(op) {
        return Err(op_error(
            ctx,
            body,
            op,
            "must have the same number of updated conditions (results) as retained operands",
        ));
    }
    Ok(())
}

/// `MaterializeInDestinationOp::verify`, after `AllElementTypesMatch<["source",
/// "dest"]>`.
pub(super) fn verify_materialize(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let mat = super::MaterializeInDestinationOp(op);
    let src_ty = body.value_type(mat.source(ctx, body));
    let dest_ty = body.value_type(mat.dest(ctx, body));
    if elem_of(ctx, src_ty) != elem_of(ctx, dest_ty) {
        return Err(op_error(
            ctx,
            body,
            op,
            "failed to verify that all of {source, dest} have same element type",
        ));
    }
    let has = |name: &str| rmlir_ods::get_attr(ctx, body, op, name).is_some();
    let dest_tensor = is_tensor(ctx, dest_ty);
    let dest_memref = is_any_memref(ctx, dest_ty);
    if !dest_tensor && !dest_memref {
        return Err(op_error(
            ctx,
            body,
            op,
            "'dest' must be a tensor or a memref",
        ));
    }
    if dest_tensor {
        if body.num_results(op) != 1 {
            return Err(op_error(
                ctx,
                body,
                op,
                "tensor 'dest' implies exactly one tensor result",
            ));
        }
        if body.value_type(body.result(op, 0)) != dest_ty {
            return Err(op_error(
                ctx,
                body,
                op,
                "result and 'dest' types must match",
            ));
        }
    }
    if dest_memref && body.num_results(op) != 0 {
        return Err(op_error(
            ctx,
            body,
            op,
            "memref 'dest' implies zero results",
        ));
    }
    if has("restrict") && !dest_memref {
        return Err(op_error(
            ctx,
            body,
            op,
            "'restrict' is valid only for memref destinations",
        ));
    }
    if has("writable") != dest_memref {
        return Err(op_error(
            ctx,
            body,
            op,
            "'writable' must be specified if and only if the destination is of memref type",
        ));
    }
    let incompatible = || op_error(ctx, body, op, "source/destination shapes are incompatible");
    match (shape_of(ctx, src_ty), shape_of(ctx, dest_ty)) {
        (None, None) => Ok(()),
        (Some(src), Some(dest)) => {
            if src.len() != dest.len() {
                return Err(op_error(
                    ctx,
                    body,
                    op,
                    "rank mismatch between source and destination shape",
                ));
            }
            let dynamic = crate::util::shaped::DYNAMIC;
            if src
                .iter()
                .zip(&dest)
                .any(|(&s, &d)| s != dynamic && d != dynamic && s != d)
            {
                return Err(incompatible());
            }
            Ok(())
        }
        _ => Err(incompatible()),
    }
}

/// `typesMatchAfterBufferization` (`TensorType::verifyCompatibleBufferType`):
/// the reason a tensor and a buffer type do not match, if they do not.
fn tensor_buffer_mismatch(ctx: &Context, tensor: Type, buffer: Type) -> Option<&'static str> {
    if shape_of(ctx, tensor) != shape_of(ctx, buffer) {
        return Some("shapes do not match");
    }
    if elem_of(ctx, tensor) != elem_of(ctx, buffer) {
        return Some("element types do not match");
    }
    None
}

/// `Bufferization_TensorAndBufferMatch`: MLIR reports the reason, then the
/// failed predicate (a follow-up error, carried as an error note).
fn verify_tensor_buffer_match(
    ctx: &Context,
    body: &Body,
    op: OpId,
    tensor: Type,
    buffer: Type,
) -> Result<(), Diagnostic> {
    let Some(reason) = tensor_buffer_mismatch(ctx, tensor, buffer) else {
        return Ok(());
    };
    let mut first = plain_error(ctx, body, op, reason);
    let mut second = op_error(
        ctx,
        body,
        op,
        "failed to verify that specified tensor and buffer types match",
    );
    let notes = std::mem::take(&mut second.notes);
    first.notes.push(second);
    first.notes.extend(notes);
    Err(first)
}

/// `to_tensor`: the buffer and result types match.
pub(super) fn verify_to_tensor(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let buffer = body.value_type(super::ToTensorOp(op).buffer(ctx, body));
    let tensor = body.value_type(body.result(op, 0));
    verify_tensor_buffer_match(ctx, body, op, tensor, buffer)
}

/// `to_buffer`: the tensor and result types match.
pub(super) fn verify_to_buffer(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let tensor = body.value_type(super::ToBufferOp(op).tensor(ctx, body));
    let buffer = body.value_type(body.result(op, 0));
    verify_tensor_buffer_match(ctx, body, op, tensor, buffer)
}
