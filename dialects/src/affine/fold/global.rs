//! The part of MLIR 22's `AffineLoadOp::fold` that reads the enclosing
//! symbol table: a load from `memref.get_global` of a constant
//! `memref.global` with a dense initial value folds to the element loaded.

use rmlir_ir::registry::FoldResult;
use rmlir_ir::symbol::{symbol_name, SymbolTable};
use rmlir_ir::{Attr, AttrData, Body, Context, OpId};

use crate::affine::typed::AffineLoadOp;
use crate::util::build::is_op;
use crate::util::constant::{dense_element_at, fold_attr};
use rmlir_ods::get_attr;

/// `affine.load` of a constant global: any element of a splat initial
/// value; otherwise the element at the map's results, when they are all
/// constants (and in bounds). The global is looked up, as MLIR does, in
/// the nearest symbol table above the `memref.get_global`: an op of `body`
/// if one encloses it there, else the table holding `body`'s own op, whose
/// symbols are the root ops of `enclosing`.
pub(crate) fn fold_load_of_constant_global(
    ctx: &Context,
    enclosing: &Body,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attr>],
) -> FoldResult {
    let load = AffineLoadOp(op);
    let memref = load.memref(ctx, body);
    let Some(get) = body
        .defining_op(memref)
        .filter(|&d| is_op(ctx, body, d, "memref.get_global"))
    else {
        return FoldResult::None;
    };
    let Some(name) = get_attr(ctx, body, get, "name") else {
        return FoldResult::None;
    };
    let AttrData::SymbolRef { root, nested } = ctx.attr_data(name) else {
        return FoldResult::None;
    };
    if !nested.is_empty() {
        return FoldResult::None;
    }
    let name = ctx.ident_str(*root);
    let global = match nearest_table_in(ctx, body, get) {
        Some(table) => SymbolTable::of(ctx, body, table).lookup(name),
        None => root_symbol(ctx, enclosing, name),
    };
    let Some((gbody, global)) = global else {
        return FoldResult::None;
    };
    let Some(value) = constant_init_value(ctx, gbody, global) else {
        return FoldResult::None;
    };
    let splat = matches!(
        ctx.attr_data(value),
        AttrData::DenseElements { splat: true, .. }
    );
    let indices: Vec<i64> = if splat {
        Vec::new()
    } else {
        let AttrData::AffineMap(map) = ctx.attr_data(load.map(ctx, body)) else {
            return FoldResult::None;
        };
        match map.results.iter().map(|r| r.constant_value()).collect() {
            Some(v) => v,
            None => return FoldResult::None,
        }
    };
    match dense_element_at(ctx, value, &indices) {
        Some(a) => fold_attr(a),
        None => FoldResult::None,
    }
}

/// The nearest op above `op` in `body` that is a symbol table.
fn nearest_table_in(ctx: &Context, body: &Body, op: OpId) -> Option<OpId> {
    let mut at = body.parent_op(op);
    while let Some(p) = at {
        if ctx
            .op_traits(body.op_name(p))
            .contains(rmlir_ir::registry::OpTraits::SYMBOL_TABLE)
        {
            return Some(p);
        }
        at = body.parent_op(p);
    }
    None
}

/// The op named `name` among the root ops of `body` (the first one).
fn root_symbol<'b>(ctx: &Context, body: &'b Body, name: &str) -> Option<(&'b Body, OpId)> {
    for &r in body.root_regions() {
        for b in body.region_blocks(r) {
            for o in body.block_ops(b) {
                if symbol_name(ctx, body, o) == Some(name) {
                    return Some((body, o));
                }
            }
        }
    }
    None
}

/// `memref::GlobalOp::getConstantInitValue`: the dense initial value of a
/// `memref.global` marked `constant`.
fn constant_init_value(ctx: &Context, body: &Body, global: OpId) -> Option<Attr> {
    if !is_op(ctx, body, global, "memref.global")
        || get_attr(ctx, body, global, "constant").is_none()
    {
        return None;
    }
    let value = get_attr(ctx, body, global, "initial_value")?;
    matches!(ctx.attr_data(value), AttrData::DenseElements { .. }).then_some(value)
}
