//! Allocation and globals: `memref.alloc`, `memref.alloca`,
//! `memref.alloca_scope` and its return, `memref.realloc`, `memref.global`
//! and `memref.get_global`.

use super::{layout_num_symbols, operand_type, result_type, VResult};
use crate::util::diag::{plain_error, quoted};
use crate::util::regions::entry_block;
use crate::util::shaped::{
    elem_of, is_memref, layout_of, memory_space_of, num_dynamic, shape_of, verify_dynamic_count,
    DYNAMIC,
};
use rmlir_ir::symbol::SymbolTable;
use rmlir_ir::verify::op_error;
use rmlir_ir::AttrData;
use rmlir_ir::Context;
use rmlir_ir::Type;
use rmlir_ir::{Body, OpId};

fn verify_alloc_like(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let t = result_type(body, op);
    let sizes = rmlir_ods::operand_group(ctx, body, op, 0).len();
    let symbols = rmlir_ods::operand_group(ctx, body, op, 1).len();
    verify_dynamic_count(ctx, body, op, t, sizes)?;
    let expected = layout_num_symbols(ctx, t);
    if symbols != expected {
        return Err(op_error(
            ctx,
            body,
            op,
            format!(
                "symbol operand count does not equal memref symbol count: expected {expected}, got {symbols}"
            ),
        ));
    }
    Ok(())
}

/// `memref.alloc`.
pub fn verify_alloc(ctx: &Context, body: &Body, op: OpId) -> VResult {
    verify_alloc_like(ctx, body, op)
}

/// `memref.alloca`. (MLIR also requires an ancestor with the
/// AutomaticAllocationScope trait; the nearest IsolatedFromAbove ancestor,
/// whose body holds the alloca, is out of sight of op verifiers here.)
pub fn verify_alloca(ctx: &Context, body: &Body, op: OpId) -> VResult {
    verify_alloc_like(ctx, body, op)
}
/// `memref.get_global`'s symbol check (SymbolUserOpInterface).
pub fn verify_get_global_symbol(
    ctx: &Context,
    table: &SymbolTable<'_>,
    body: &Body,
    op: OpId,
) -> VResult {
    let name = match rmlir_ods::get_attr(ctx, body, op, "name").map(|a| ctx.attr_data(a)) {
        Some(AttrData::SymbolRef { root, .. }) => ctx.ident_str(*root).to_string(),
        _ => return Ok(()),
    };
    let global = table
        .lookup(&name)
        .filter(|(b, o)| ctx.op_name_str(b.op_name(*o)) == "memref.global");
    let Some((gb, g)) = global else {
        return Err(op_error(
            ctx,
            body,
            op,
            format!("'{name}' does not reference a valid global memref"),
        ));
    };
    let gt = match rmlir_ods::get_attr(ctx, gb, g, "type").map(|a| ctx.attr_data(a)) {
        Some(AttrData::Type(t)) => *t,
        _ => return Ok(()),
    };
    let rt = result_type(body, op);
    if gt != rt {
        return Err(op_error(
            ctx,
            body,
            op,
            format!(
                "result type {} does not match type {} of the global memref @{name}",
                quoted(ctx, rt),
                quoted(ctx, gt)
            ),
        ));
    }
    Ok(())
}

/// `memref.global`.
pub fn verify_global(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let t = match rmlir_ods::get_attr(ctx, body, op, "type").map(|a| ctx.attr_data(a)) {
        Some(AttrData::Type(t)) => *t,
        _ => return Ok(()),
    };
    let static_shape = shape_of(ctx, t).filter(|s| !s.contains(&DYNAMIC));
    let (Some(shape), true) = (static_shape, is_memref(ctx, t)) else {
        return Err(op_error(
            ctx,
            body,
            op,
            format!(
                "type should be static shaped memref, but got {}",
                quoted(ctx, t)
            ),
        ));
    };
    let Some(init) = rmlir_ods::get_attr(ctx, body, op, "initial_value") else {
        return Ok(());
    };
    match ctx.attr_data(init) {
        AttrData::Unit => Ok(()),
        AttrData::DenseElements { ty, .. } => {
            let (ie, me) = (elem_of(ctx, *ty), elem_of(ctx, t));
            if ie != me {
                return Err(op_error(
                    ctx,
                    body,
                    op,
                    format!(
                        "initial value element expected to be of type {}, but was of type {}",
                        me.map_or(String::new(), |e| quoted(ctx, e)),
                        ie.map_or(String::new(), |e| quoted(ctx, e))
                    ),
                ));
            }
            let ishape = shape_of(ctx, *ty).unwrap_or_default();
            if ishape != shape {
                let list = |s: &[i64]| {
                    s.iter()
                        .map(|d| d.to_string())
                        .collect::<Vec<_>>()
                        .join(", ")
                };
                return Err(op_error(
                    ctx,
                    body,
                    op,
                    format!(
                        "initial value shape expected to be {} but was {}",
                        list(&shape),
                        list(&ishape)
                    ),
                ));
            }
            Ok(())
        }
        _ if crate::memref::parse::is_elements_attr(ctx, init) => Ok(()),
        _ => Err(op_error(
            ctx,
            body,
            op,
            format!(
                "initial value should be a unit or elements attribute, but got {}",
                rmlir_text::printer::attr_to_string(ctx, init)
            ),
        )),
    }
}

/// `memref.realloc`.
pub fn verify_realloc(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let (src, res) = (operand_type(body, op, 0), result_type(body, op));
    let err = |m: String| plain_error(ctx, body, op, m);
    if layout_of(ctx, src).is_some() {
        return Err(err(format!(
            "unsupported layout for source memref type {}",
            quoted(ctx, src)
        )));
    }
    if layout_of(ctx, res).is_some() {
        return Err(err(format!(
            "unsupported layout for result memref type {}",
            quoted(ctx, res)
        )));
    }
    if memory_space_of(ctx, src) != memory_space_of(ctx, res) {
        return Err(err(format!(
            "different memory spaces specified for source memref type {} and result memref type {}",
            quoted(ctx, src),
            quoted(ctx, res)
        )));
    }
    if elem_of(ctx, src) != elem_of(ctx, res) {
        return Err(err(format!(
            "different element types specified for source memref type {} and result memref type {}",
            quoted(ctx, src),
            quoted(ctx, res)
        )));
    }
    let dynamic = shape_of(ctx, res).is_some_and(|s| num_dynamic(&s) > 0);
    let has_size = body.num_operands(op) > 1;
    if dynamic && !has_size {
        return Err(err(format!(
            "missing dimension operand for result type {}",
            quoted(ctx, res)
        )));
    }
    if !dynamic && has_size {
        return Err(err(format!(
            "unnecessary dimension operand for result type {}",
            quoted(ctx, res)
        )));
    }
    Ok(())
}

/// `memref.alloca_scope` (RegionBranchOpInterface): the values returned by
/// the body match the op's results.
pub fn verify_alloca_scope_regions(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let Some((rb, b)) = entry_block(body, op, 0) else {
        return Ok(());
    };
    let Some(term) = rb.last_op(b) else {
        return Ok(());
    };
    let term_name = ctx.op_name_str(rb.op_name(term));
    if term_name != "memref.alloca_scope.return" {
        return Ok(());
    }
    let edge = format!("along control flow edge from Operation {term_name} to parent: ");
    let outs: Vec<Type> = body.results(op).map(|v| body.value_type(v)).collect();
    let ins: Vec<Type> = rb.operands(term).map(|v| rb.value_type(v)).collect();
    if ins.len() != outs.len() {
        return Err(op_error(
            ctx,
            body,
            op,
            format!(
                "{edge}region branch point has {} operands, but region successor needs {} inputs",
                ins.len(),
                outs.len()
            ),
        )
        .with_note(rb.op_loc(term), "region branch point"));
    }
    for (i, (&a, &b)) in ins.iter().zip(&outs).enumerate() {
        if a != b {
            return Err(op_error(
                ctx,
                body,
                op,
                format!(
                    "{edge}successor operand type #{i} {} should match successor input type #{i} {}",
                    quoted(ctx, a),
                    quoted(ctx, b)
                ),
            )
            .with_note(rb.op_loc(term), "region branch point"));
        }
    }
    Ok(())
}
