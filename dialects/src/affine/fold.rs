//! The folders of `affine.apply`, `affine.min` and `affine.max` (MLIR 22's
//! `AffineApplyOp::fold`, `AffineMinOp::fold`, `AffineMaxOp::fold`): maps
//! evaluated on constant operands.

use rmlir_ir::affine::{AffineExprKind, AffineMap};
use rmlir_ir::registry::{FoldResult, OpFoldResult};
use rmlir_ir::Context;
use rmlir_ir::{Attr, AttrData};
use rmlir_ir::{Body, OpId};

use super::{index_attr, int_value, map_attr, map_inputs};

mod global;
mod loops;
pub(super) use global::fold_load_of_constant_global;
pub(super) use loops::{fold_for, fold_if, fold_load, fold_parallel, fold_store};

/// `AffineApplyOp::fold`: a map returning one of its inputs folds to that
/// operand; otherwise the map is evaluated on constant operands (division by
/// zero gives `#ub.poison`).
pub(super) fn fold_apply(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    let Some((_, map)) = map_attr(ctx, body, op, "map") else {
        return FoldResult::None;
    };
    if map.results.len() != 1 || body.num_operands(op) != map_inputs(&map) {
        return FoldResult::None;
    }
    let expr = &map.results[0];
    let one = |r: OpFoldResult| FoldResult::Results([r].into());
    if let Some(d) = expr.dim_position() {
        return one(OpFoldResult::Value(body.operand(op, d as usize)));
    }
    if let Some(s) = expr.symbol_position() {
        return one(OpFoldResult::Value(
            body.operand(op, map.num_dims as usize + s as usize),
        ));
    }
    let values: Option<Vec<i64>> = operands
        .iter()
        .map(|a| {
            a.and_then(|a| match ctx.attr_data(a) {
                AttrData::Integer { value, .. } => value.to_i64_signed(),
                _ => None,
            })
        })
        .collect();
    let Some(values) = values else {
        return FoldResult::None;
    };
    match eval_expr(expr, map.num_dims as usize, &values) {
        Eval::Value(v) => one(OpFoldResult::Attr(index_attr(ctx, v))),
        Eval::Poison => one(OpFoldResult::Attr(ctx.intern_attr(AttrData::Dialect {
            text: "ub.poison".into(),
        }))),
    }
}

/// The outcome of evaluating an affine expression on constants.
enum Eval {
    Value(i64),
    Poison,
}

/// MLIR's `AffineExprConstantFolder` on a fully constant input.
fn eval_expr(e: &rmlir_ir::affine::AffineExpr, num_dims: usize, values: &[i64]) -> Eval {
    // Iterative post-order evaluation over the expression's structure.
    enum Task<'e> {
        Visit(
            rmlir_ir::affine::AffineExpr,
            std::marker::PhantomData<&'e ()>,
        ),
        Combine(rmlir_ir::affine::BinOp),
    }
    let mut tasks = vec![Task::Visit(e.clone(), std::marker::PhantomData)];
    let mut stack: Vec<i64> = Vec::new();
    while let Some(t) = tasks.pop() {
        match t {
            Task::Visit(x, _) => match x.kind() {
                AffineExprKind::Constant => stack.push(x.constant_value().unwrap_or(0)),
                AffineExprKind::DimId => {
                    let p = x.dim_position().unwrap_or(0) as usize;
                    stack.push(values.get(p).copied().unwrap_or(0));
                }
                AffineExprKind::SymbolId => {
                    let p = x.symbol_position().unwrap_or(0) as usize;
                    stack.push(values.get(num_dims + p).copied().unwrap_or(0));
                }
                _ => {
                    if let Some((op, l, r)) = x.as_binary() {
                        tasks.push(Task::Combine(op));
                        tasks.push(Task::Visit(r, std::marker::PhantomData));
                        tasks.push(Task::Visit(l, std::marker::PhantomData));
                    }
                }
            },
            Task::Combine(op) => {
                use rmlir_ir::affine::BinOp;
                let r = stack.pop().unwrap_or(0);
                let l = stack.pop().unwrap_or(0);
                let v = match op {
                    BinOp::Add => l.wrapping_add(r),
                    BinOp::Mul => l.wrapping_mul(r),
                    BinOp::Mod => {
                        if r < 1 {
                            return Eval::Poison;
                        }
                        l.rem_euclid(r)
                    }
                    BinOp::FloorDiv => {
                        if r == 0 {
                            return Eval::Poison;
                        }
                        floor_div(l, r)
                    }
                    BinOp::CeilDiv => {
                        if r == 0 {
                            return Eval::Poison;
                        }
                        ceil_div(l, r)
                    }
                };
                stack.push(v);
            }
        }
    }
    Eval::Value(stack.pop().unwrap_or(0))
}

fn floor_div(a: i64, b: i64) -> i64 {
    let q = a.wrapping_div(b);
    let r = a.wrapping_rem(b);
    if r != 0 && ((r < 0) != (b < 0)) {
        q.wrapping_sub(1)
    } else {
        q
    }
}

fn ceil_div(a: i64, b: i64) -> i64 {
    let q = a.wrapping_div(b);
    let r = a.wrapping_rem(b);
    if r != 0 && ((r > 0) == (b > 0)) {
        q.wrapping_add(1)
    } else {
        q
    }
}

/// Evaluates `e` when every dimension and symbol it uses has a constant
/// (MLIR's `AffineExprConstantFolder`); `Err(())` on a division by zero.
fn eval_partial(
    e: &rmlir_ir::affine::AffineExpr,
    num_dims: usize,
    values: &[Option<i64>],
) -> Result<Option<i64>, ()> {
    let mut used_unknown = false;
    let check = |e: &rmlir_ir::affine::AffineExpr, used_unknown: &mut bool| {
        // Collect the leaves iteratively.
        let mut stack = vec![e.clone()];
        while let Some(x) = stack.pop() {
            match x.kind() {
                AffineExprKind::DimId => {
                    let p = x.dim_position().unwrap_or(0) as usize;
                    if values.get(p).copied().flatten().is_none() {
                        *used_unknown = true;
                    }
                }
                AffineExprKind::SymbolId => {
                    let p = num_dims + x.symbol_position().unwrap_or(0) as usize;
                    if values.get(p).copied().flatten().is_none() {
                        *used_unknown = true;
                    }
                }
                AffineExprKind::Constant => {}
                _ => {
                    if let Some((_, l, r)) = x.as_binary() {
                        stack.push(l);
                        stack.push(r);
                    }
                }
            }
        }
    };
    check(e, &mut used_unknown);
    if used_unknown {
        return Ok(None);
    }
    let full: Vec<i64> = values.iter().map(|v| v.unwrap_or(0)).collect();
    match eval_expr(e, num_dims, &full) {
        Eval::Value(v) => Ok(Some(v)),
        Eval::Poison => Err(()),
    }
}

/// `foldMinMaxOp`: all results constant folds to their min / max; otherwise
/// the constant results are folded into the map in place; a map of no dims
/// returning its only symbol folds to that operand.
pub(super) fn fold_min_max(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    let Some((_, map)) = map_attr(ctx, body, op, "map") else {
        return FoldResult::None;
    };
    let is_min = ctx.op_name_str(body.op_name(op)) == "affine.min";
    let values: Vec<Option<i64>> = operands
        .iter()
        .map(|a| a.and_then(|a| int_value(ctx, a)))
        .collect();
    let nd = map.num_dims as usize;
    let mut results: Option<Vec<i64>> = Some(Vec::new());
    let mut exprs = Vec::with_capacity(map.results.len());
    for e in &map.results {
        match eval_partial(e, nd, &values) {
            Ok(Some(v)) => {
                exprs.push(rmlir_ir::affine::AffineExpr::constant(v));
                if let Some(r) = results.as_mut() {
                    r.push(v);
                }
            }
            _ => {
                exprs.push(e.clone());
                results = None;
            }
        }
    }
    let folded = AffineMap::new(map.num_dims, map.num_symbols, exprs);
    if folded.num_dims == 0
        && folded.num_symbols == 1
        && folded.results.len() == 1
        && folded.results[0].symbol_position() == Some(0)
    {
        let operands = if is_min {
            super::AffineMinOp(op).operands(ctx, body)
        } else {
            super::AffineMaxOp(op).operands(ctx, body)
        };
        return FoldResult::Results([OpFoldResult::Value(operands[0])].into());
    }
    let results = match results {
        Some(r) if !r.is_empty() => r,
        Some(_) => return FoldResult::None,
        None => {
            if folded == map {
                return FoldResult::None;
            }
            let a = ctx.intern_attr(AttrData::AffineMap(folded));
            let map_id = ctx.ident("map");
            let mut entries: Vec<_> = body
                .properties(op)
                .map(|p| ctx.dict_entries(p).to_vec())
                .unwrap_or_default();
            match entries.iter_mut().find(|(k, _)| *k == map_id) {
                Some(e) => e.1 = a,
                None => entries.push((map_id, a)),
            }
            body.set_properties(op, Some(ctx.dictionary_attr(entries)));
            return FoldResult::InPlace;
        }
    };
    let v = if is_min {
        results.iter().copied().min()
    } else {
        results.iter().copied().max()
    };
    match v {
        Some(v) => FoldResult::Results([OpFoldResult::Attr(index_attr(ctx, v))].into()),
        None => FoldResult::None,
    }
}
