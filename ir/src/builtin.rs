//! The builtin dialect: `builtin.module` and `builtin.unrealized_conversion_cast`.

use crate::attrs::{Attr, AttrData};
use crate::body::{Body, OpId};
use crate::context::Context;
use crate::diag::Diagnostic;
use crate::registry::{check_property, DialectInfo, OpInfo, OpTraits};
use crate::verify::op_error;
use std::borrow::Cow;

/// Registers the builtin dialect.
pub fn register(ctx: &mut Context) {
    ctx.register_dialect(DialectInfo::new("builtin"));
    ctx.register_op(OpInfo {
        name: "builtin.module",
        traits: OpTraits::ISOLATED_FROM_ABOVE
            | OpTraits::NO_TERMINATOR
            | OpTraits::SYMBOL_TABLE
            | OpTraits::GRAPH_REGIONS
            | OpTraits::SINGLE_BLOCK,
        inherent_attrs: Cow::Borrowed(&["sym_name", "sym_visibility"]),
        verify: Some(verify_module),
        convert_properties: Some(convert_module_properties),
        default_dialect: "builtin",
        ..OpInfo::new("builtin.module", OpTraits::NONE)
    });
    ctx.register_op(OpInfo {
        name: "builtin.unrealized_conversion_cast",
        traits: OpTraits::PURE,
        inherent_attrs: Cow::Borrowed(&[]),
        verify: Some(verify_cast),
        ..OpInfo::new("", OpTraits::NONE)
    });
}

fn verify_module(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    // The ODS traits, in ModuleOp's order.
    if body.num_regions(op) != 1 {
        return Err(op_error(ctx, body, op, "requires one region"));
    }
    if body.num_results(op) != 0 {
        return Err(op_error(ctx, body, op, "requires zero results"));
    }
    if !body.successors(op).is_empty() {
        return Err(op_error(ctx, body, op, "requires zero successors"));
    }
    if body.num_operands(op) != 0 {
        return Err(op_error(ctx, body, op, "requires zero operands"));
    }
    let rb = body.regions_body(op);
    if let Some(&r) = body.op_regions(op).first() {
        if rb.region_blocks(r).count() != 1 {
            return Err(op_error(
                ctx,
                body,
                op,
                "region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks",
            ));
        }
    }
    for (k, _) in ctx.dict_entries(body.attrs(op)) {
        let name = ctx.ident_str(*k);
        if !name.contains('.') && name != "sym_name" && name != "sym_visibility" {
            return Err(op_error(
                ctx,
                body,
                op,
                format!("can only contain attributes with dialect-prefixed names, found: '{name}'"),
            ));
        }
    }
    if let Some(p) = body.properties(op) {
        if let Some(s) = ctx.dict_get(p, "sym_name") {
            if !matches!(
                ctx.attr_data(s),
                crate::attrs::AttrData::String { ty: None, .. }
            ) {
                return Err(op_error(
                    ctx,
                    body,
                    op,
                    "attribute 'sym_name' failed to satisfy constraint: string attribute",
                ));
            }
        }
    }
    for &r in body.op_regions(op) {
        if let Some(b) = rb.entry_block(r) {
            if !rb.block_args(b).is_empty() {
                return Err(op_error(ctx, body, op, "region should have no arguments"));
            }
        }
    }
    Ok(())
}

fn verify_cast(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    if body.num_results(op) == 0 {
        return Err(op_error(
            ctx,
            body,
            op,
            "expected at least one result for cast operation",
        ));
    }
    Ok(())
}

/// `sym_name` and `sym_visibility` must be strings.
fn convert_module_properties(ctx: &Context, props: Attr) -> Result<(), String> {
    let is_string = |v| matches!(ctx.attr_data(v), AttrData::String { ty: None, .. });
    for key in ["sym_name", "sym_visibility"] {
        check_property(ctx, props, "builtin.module", key, is_string)?;
    }
    Ok(())
}
