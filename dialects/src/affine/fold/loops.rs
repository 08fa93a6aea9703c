//! The folders of `affine.for` and `affine.if` (MLIR 22's `AffineForOp::fold`
//! and `AffineIfOp::fold`): constant loop bounds folded into constant maps,
//! `affine.apply` producers composed into the bound maps and the condition,
//! bound and condition operands canonicalized, and a loop that never runs
//! folded to its initial values; the bounds of `affine.parallel` composed;
//! and the `memref.cast` folds of
//! `affine.load` / `affine.store`.

use rmlir_ir::affine::{AffineExpr, AffineMap, IntegerSet};
use rmlir_ir::registry::{FoldResult, OpFoldResult};
use rmlir_ir::Context;
use rmlir_ir::{Attr, AttrData};
use rmlir_ir::{Body, OpId, ValueId};

use super::eval_partial;
use crate::affine::canon::{
    canonicalize_map_and_operands, compose_map_and_operands, simplify_min_or_max_with_operands,
};
use crate::affine::{for_parts, map_attr, set_attr, with_props};
use crate::memref::fold::fold_memref_cast;
use crate::util::build::is_op;
use crate::util::constant::const_int;

/// Sets (or adds) the properties `entries` of `op`.
fn set_props(ctx: &Context, body: &mut Body, op: OpId, entries: &[(&str, Attr)]) {
    let props = with_props(ctx, body.properties(op), entries);
    body.set_properties(op, Some(props));
}

/// The value of a map whose only result is a constant.
fn single_constant(map: &AffineMap) -> Option<i64> {
    match map.results.as_slice() {
        [e] => e.constant_value(),
        _ => None,
    }
}

/// `foldLowerOrUpperBound`: every result of `map` evaluated on constant
/// operands, then their max (`lower`) or min.
fn fold_bound(
    ctx: &Context,
    body: &Body,
    map: &AffineMap,
    operands: &[ValueId],
    lower: bool,
) -> Option<i64> {
    let values: Vec<Option<i64>> = operands.iter().map(|&v| const_int(ctx, body, v)).collect();
    let mut out: Option<i64> = None;
    for e in &map.results {
        let v = eval_partial(e, map.num_dims as usize, &values).ok()??;
        out = Some(match out {
            None => v,
            Some(o) if lower => o.max(v),
            Some(o) => o.min(v),
        });
    }
    out
}

/// MLIR's `removeDuplicateExprs`, which (through `llvm::unique`) drops
/// only results equal to the one before them.
fn remove_duplicate_exprs(mut map: AffineMap) -> AffineMap {
    map.results.dedup();
    map
}

/// `composeAffineMapAndOperands` then `canonicalizeMapAndOperands` on a
/// bound (`None` when the composition is not modelled).
fn composed_bound(
    ctx: &Context,
    body: &Body,
    map: &AffineMap,
    operands: &[ValueId],
) -> Option<(AffineMap, Vec<ValueId>)> {
    let mut m = map.clone();
    let mut o = operands.to_vec();
    compose_map_and_operands(ctx, body, &mut m, &mut o)?;
    canonicalize_map_and_operands(ctx, body, &mut m, &mut o);
    Some((m, o))
}

/// MLIR's `canonicalizeLoopBounds` on the maps and operands of a loop's
/// bounds: the lower bound is composed, canonicalized and pruned of
/// redundant results; the upper bound is pruned (with its operands as they
/// were), then composed and canonicalized; both lose consecutive duplicate
/// results.
fn canonicalize_loop_bounds(
    ctx: &Context,
    body: &Body,
    lb: (&mut AffineMap, &mut Vec<ValueId>),
    ub: (&mut AffineMap, &mut Vec<ValueId>),
) {
    let (mut lb_map, mut lb_ops) = (lb.0.clone(), lb.1.clone());
    if let Some((m, o)) = composed_bound(ctx, body, &lb_map, &lb_ops) {
        (lb_map, lb_ops) = (m, o);
    }
    lb_map = simplify_min_or_max_with_operands(ctx, body, &lb_map, &lb_ops, true);
    let mut ub_map = simplify_min_or_max_with_operands(ctx, body, ub.0, ub.1, false);
    let mut ub_ops = ub.1.clone();
    lb_map = remove_duplicate_exprs(lb_map);
    if let Some((m, o)) = composed_bound(ctx, body, &ub_map, &ub_ops) {
        (ub_map, ub_ops) = (m, o);
    }
    ub_map = remove_duplicate_exprs(ub_map);
    if lb_map != *lb.0 {
        *lb.0 = lb_map;
        *lb.1 = lb_ops;
    }
    if ub_map != *ub.0 {
        *ub.0 = ub_map;
        *ub.1 = ub_ops;
    }
}

/// `AffineForOp::fold`.
pub(crate) fn fold_for(ctx: &Context, body: &mut Body, op: OpId, _: &[Option<Attr>]) -> FoldResult {
    let parts = for_parts(ctx, body, op);
    let (Some((_, lb)), Some((_, ub))) = (parts.lb.clone(), parts.ub.clone()) else {
        return FoldResult::None;
    };
    if lb.results.is_empty() || ub.results.is_empty() {
        return FoldResult::None;
    }
    let (mut lb_map, mut lb_ops) = (lb.clone(), parts.lb_operands.clone());
    let (mut ub_map, mut ub_ops) = (ub.clone(), parts.ub_operands.clone());
    // foldLoopBounds.
    let constant_map = |c: i64| AffineMap::new(0, 0, vec![AffineExpr::constant(c)]);
    if single_constant(&lb_map).is_none() {
        if let Some(c) = fold_bound(ctx, body, &lb_map, &lb_ops, true) {
            lb_map = constant_map(c);
            lb_ops.clear();
        }
    }
    if single_constant(&ub_map).is_none() {
        if let Some(c) = fold_bound(ctx, body, &ub_map, &ub_ops, false) {
            ub_map = constant_map(c);
            ub_ops.clear();
        }
    }
    // canonicalizeLoopBounds: only changed maps are written back.
    canonicalize_loop_bounds(
        ctx,
        body,
        (&mut lb_map, &mut lb_ops),
        (&mut ub_map, &mut ub_ops),
    );
    let changed = lb_map != lb || ub_map != ub;
    if changed {
        let mut operands = lb_ops.clone();
        operands.extend_from_slice(&ub_ops);
        operands.extend_from_slice(&parts.inits);
        body.set_operands(op, &operands);
        let lb_attr = ctx.intern_attr(AttrData::AffineMap(lb_map.clone()));
        let ub_attr = ctx.intern_attr(AttrData::AffineMap(ub_map.clone()));
        let segments =
            rmlir_ods::segment_attr(ctx, &[lb_ops.len(), ub_ops.len(), parts.inits.len()]);
        set_props(
            ctx,
            body,
            op,
            &[
                ("lowerBoundMap", lb_attr),
                ("operandSegmentSizes", segments),
                ("upperBoundMap", ub_attr),
            ],
        );
    }
    let zero_trip = match (
        single_constant(&lb_map),
        single_constant(&ub_map),
        parts.step,
    ) {
        (Some(l), Some(u), Some(s)) => s > 0 && u.wrapping_sub(l) <= 0,
        _ => false,
    };
    if zero_trip && body.num_results(op) != 0 {
        return FoldResult::Results(
            parts
                .inits
                .iter()
                .map(|&v| OpFoldResult::Value(v))
                .collect(),
        );
    }
    if changed {
        FoldResult::InPlace
    } else {
        FoldResult::None
    }
}

/// `AffineIfOp::fold`: `affine.apply` producers composed into the
/// condition (`composeSetAndOperands`), then `canonicalizeSetAndOperands`.
pub(crate) fn fold_if(ctx: &Context, body: &mut Body, op: OpId, _: &[Option<Attr>]) -> FoldResult {
    let Some((_, set)) = set_attr(ctx, body, op, "condition") else {
        return FoldResult::None;
    };
    let old_ops: Vec<ValueId> = body.operands(op).collect();
    if old_ops.len() != (set.num_dims + set.num_symbols) as usize {
        return FoldResult::None;
    }
    let mut map = AffineMap::new(set.num_dims, set.num_symbols, set.constraints.clone());
    let mut operands = old_ops.clone();
    let composes = operands.iter().any(|&v| {
        body.defining_op(v)
            .is_some_and(|d| is_op(ctx, body, d, "affine.apply"))
    });
    if composes && compose_map_and_operands(ctx, body, &mut map, &mut operands).is_none() {
        return FoldResult::None;
    }
    canonicalize_map_and_operands(ctx, body, &mut map, &mut operands);
    let new_set = IntegerSet::new(
        map.num_dims,
        map.num_symbols,
        map.results,
        set.eq_flags.clone(),
    );
    if new_set == set && operands == old_ops {
        return FoldResult::None;
    }
    body.set_operands(op, &operands);
    let a = ctx.intern_attr(AttrData::IntegerSet(new_set));
    set_props(ctx, body, op, &[("condition", a)]);
    FoldResult::InPlace
}

/// `AffineLoadOp::fold`: `memref.cast` producers folded away (the load of
/// a constant global, which reads the enclosing symbol table, is
/// [`super::fold_load_of_constant_global`]).
pub(crate) fn fold_load(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attr>],
) -> FoldResult {
    if fold_memref_cast(ctx, body, op, None) {
        FoldResult::InPlace
    } else {
        FoldResult::None
    }
}

/// `AffineStoreOp::fold`: `memref.cast` producers of the memref folded away.
pub(crate) fn fold_store(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attr>],
) -> FoldResult {
    let value = crate::affine::AffineStoreOp(op).value(ctx, body);
    if fold_memref_cast(ctx, body, op, Some(value)) {
        FoldResult::InPlace
    } else {
        FoldResult::None
    }
}

/// `AffineParallelOp::fold`: each bound map composed with its
/// `affine.apply` producers and canonicalized (`AffineValueMap::canonicalize`).
pub(crate) fn fold_parallel(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attr>],
) -> FoldResult {
    let (Some((_, lb)), Some((_, ub))) = (
        map_attr(ctx, body, op, "lowerBoundsMap"),
        map_attr(ctx, body, op, "upperBoundsMap"),
    ) else {
        return FoldResult::None;
    };
    let operands: Vec<ValueId> = body.operands(op).collect();
    let num_lb = (lb.num_dims + lb.num_symbols) as usize;
    if operands.len() != num_lb + (ub.num_dims + ub.num_symbols) as usize {
        return FoldResult::None;
    }
    let canonical = |map: &AffineMap, ops: &[ValueId]| {
        let mut m = map.clone();
        let mut o = ops.to_vec();
        compose_map_and_operands(ctx, body, &mut m, &mut o)?;
        (m != *map || o != ops).then_some((m, o))
    };
    let new_lb = canonical(&lb, &operands[..num_lb]);
    let new_ub = canonical(&ub, &operands[num_lb..]);
    if new_lb.is_none() && new_ub.is_none() {
        return FoldResult::None;
    }
    let (lb_map, lb_ops) = new_lb.unwrap_or_else(|| (lb, operands[..num_lb].to_vec()));
    let (ub_map, ub_ops) = new_ub.unwrap_or_else(|| (ub, operands[num_lb..].to_vec()));
    let mut all = lb_ops;
    all.extend_from_slice(&ub_ops);
    body.set_operands(op, &all);
    let lb_attr = ctx.intern_attr(AttrData::AffineMap(lb_map));
    let ub_attr = ctx.intern_attr(AttrData::AffineMap(ub_map));
    set_props(
        ctx,
        body,
        op,
        &[("lowerBoundsMap", lb_attr), ("upperBoundsMap", ub_attr)],
    );
    FoldResult::InPlace
}
