//! Accesses and copies: `memref.load`, `memref.store`, `memref.prefetch`,
//! `memref.copy`, `memref.assume_alignment`, `memref.distinct_objects`,
//! `memref.dma_start` and `memref.dma_wait`.

use super::{attr_int, operand_type, result_type, verify_inferred, VResult};
use crate::util::shaped::{compatible_shapes, elem_of, is_memref, shape_of};
use rmlir_ir::verify::op_error;
use rmlir_ir::Context;
use rmlir_ir::Type;
use rmlir_ir::{Body, OpId};

/// `memref.assume_alignment`.
pub fn verify_assume_alignment(ctx: &Context, body: &Body, op: OpId) -> VResult {
    verify_inferred(ctx, body, op, &[operand_type(body, op, 0)])?;
    let a = attr_int(ctx, body, op, "alignment").unwrap_or(1);
    if a <= 0 || (a & (a - 1)) != 0 {
        return Err(op_error(ctx, body, op, "alignment must be power of 2"));
    }
    Ok(())
}

/// `memref.copy`: `SameOperandsElementType`, `SameOperandsShape`.
pub fn verify_copy(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let (a, b) = (operand_type(body, op, 0), operand_type(body, op, 1));
    if elem_of(ctx, a) != elem_of(ctx, b) {
        return Err(op_error(
            ctx,
            body,
            op,
            "requires the same element type for all operands",
        ));
    }
    if let (Some(sa), Some(sb)) = (shape_of(ctx, a), shape_of(ctx, b)) {
        if !compatible_shapes(&sa, &sb) {
            return Err(op_error(
                ctx,
                body,
                op,
                "requires the same shape for all operands",
            ));
        }
    }
    Ok(())
}

/// `memref.load`.
pub fn verify_load(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let mt = operand_type(body, op, 0);
    if elem_of(ctx, mt) != Some(result_type(body, op)) {
        return Err(op_error(
            ctx,
            body,
            op,
            "failed to verify that result type matches element type of 'memref'",
        ));
    }
    let rank = shape_of(ctx, mt).map_or(0, |s| s.len());
    let n = body.num_operands(op) - 1;
    if n != rank {
        return Err(op_error(
            ctx,
            body,
            op,
            format!("incorrect number of indices for load, expected {rank} but got {n}"),
        ));
    }
    Ok(())
}

/// `memref.store`.
pub fn verify_store(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let mt = operand_type(body, op, 1);
    if elem_of(ctx, mt) != Some(operand_type(body, op, 0)) {
        return Err(op_error(
            ctx,
            body,
            op,
            "failed to verify that type of 'value' matches element type of 'memref'",
        ));
    }
    let rank = shape_of(ctx, mt).map_or(0, |s| s.len());
    if body.num_operands(op) != 2 + rank {
        return Err(op_error(
            ctx,
            body,
            op,
            "store index operand count not equal to memref rank",
        ));
    }
    Ok(())
}

/// `memref.prefetch`.
pub fn verify_prefetch(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let rank = shape_of(ctx, operand_type(body, op, 0)).map_or(0, |s| s.len());
    if body.num_operands(op) != 1 + rank {
        return Err(op_error(ctx, body, op, "too few indices"));
    }
    Ok(())
}

/// `memref.distinct_objects`.
pub fn verify_distinct_objects(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let ins: Vec<Type> = body.operands(op).map(|v| body.value_type(v)).collect();
    let outs: Vec<Type> = body.results(op).map(|v| body.value_type(v)).collect();
    if ins != outs {
        return Err(op_error(
            ctx,
            body,
            op,
            "operand types and result types must match",
        ));
    }
    if ins.is_empty() {
        return Err(op_error(ctx, body, op, "expected at least one operand"));
    }
    Ok(())
}

/// `memref.dma_wait`.
pub fn verify_dma_wait(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let rank = shape_of(ctx, operand_type(body, op, 0)).map_or(0, |s| s.len());
    let n = body.num_operands(op) - 2;
    if n != rank {
        return Err(op_error(
            ctx,
            body,
            op,
            format!(
                "expected tagIndices to have the same number of elements as the tagMemRef rank, expected {rank}, but got {n}"
            ),
        ));
    }
    Ok(())
}

/// `memref.dma_start` (MLIR's `DmaStartOp::verify`).
pub fn verify_dma_start(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let err = |m: String| op_error(ctx, body, op, m);
    let n = body.num_operands(op);
    if n < 4 {
        return Err(err("expected at least 4 operands".into()));
    }
    let ty = |i: usize| operand_type(body, op, i);
    let index = ctx.common().index;
    let all_index = |r: std::ops::Range<usize>| r.into_iter().all(|i| ty(i) == index);
    let rank = |t: Type| shape_of(ctx, t).map_or(0, |s| s.len());
    if !is_memref(ctx, ty(0)) {
        return Err(err("expected source to be of memref type".into()));
    }
    let src_rank = rank(ty(0));
    if n < src_rank + 4 {
        return Err(err(format!("expected at least {} operands", src_rank + 4)));
    }
    if !all_index(1..1 + src_rank) {
        return Err(err("expected source indices to be of index type".into()));
    }
    let dst = 1 + src_rank;
    if !is_memref(ctx, ty(dst)) {
        return Err(err("expected destination to be of memref type".into()));
    }
    let dst_rank = rank(ty(dst));
    let mut expected = src_rank + dst_rank + 4;
    if n < expected {
        return Err(err(format!("expected at least {expected} operands")));
    }
    if !all_index(dst + 1..dst + 1 + dst_rank) {
        return Err(err(
            "expected destination indices to be of index type".into()
        ));
    }
    let num = dst + 1 + dst_rank;
    if ty(num) != index {
        return Err(err("expected num elements to be of index type".into()));
    }
    let tag = num + 1;
    if !is_memref(ctx, ty(tag)) {
        return Err(err("expected tag to be of memref type".into()));
    }
    let tag_rank = rank(ty(tag));
    expected += tag_rank;
    if n < expected {
        return Err(err(format!("expected at least {expected} operands")));
    }
    if !all_index(tag + 1..tag + 1 + tag_rank) {
        return Err(err("expected tag indices to be of index type".into()));
    }
    if n != expected && n != expected + 2 {
        return Err(err("incorrect number of operands".into()));
    }
    if n != expected && !all_index(n - 2..n) {
        return Err(err(
            "expected stride and num elements per stride to be of type index".into(),
        ));
    }
    Ok(())
}
