//! Canonicalization patterns of `affine.apply`, `affine.min` and
//! `affine.max` (MLIR 22's `SimplifyAffineOp`,
//! `CanonicalizeSingleResultAffineMinMaxOp`,
//! `DeduplicateAffineMinMaxExpressions`, `MergeAffineMinMaxOp` and
//! `CanonicalizeAffineMinMaxOpExprAndTermOrder`): producers that are
//! `affine.apply` ops are composed in, dims that are valid symbols become
//! symbols, constant operands fold into the map, duplicate operands merge,
//! unused ones go, and the results are re-simplified (MLIR's flattening `simplifyAffineMap`, then
//! `simplifyMapWithOperands` with the constant bounds of `affine.for`
//! induction variables). Semi-affine results (products of variables,
//! divisions by symbols) are only handled in their simplest forms (one such
//! operation of two variables, or a left-nested chain of products of
//! variables times a constant, plus a constant); otherwise the patterns
//! leave the op alone.
//!
//! This module holds the operand canonicalization, the composition of
//! `affine.apply` producers, `SimplifyAffineOp` and the registration; the
//! map simplifications are in `simplify` and `operands`, the min / max
//! patterns in `min_max`.

use rmlir_ir::affine::{AffineExpr, AffineExprKind, AffineMap};
use rmlir_ir::pattern::{PatternRewriter, RewritePattern};
use rmlir_ir::AttrData;
use rmlir_ir::Context;
use rmlir_ir::{Body, OpId, ValueId};

use super::parallel::replace_dims_and_symbols;
use super::verify::is_valid_dim_value;
use super::{is_valid_symbol_value, map_attr};
use crate::util::attrs::props;
use crate::util::build::{create, is_op};
use crate::util::constant::const_int;

/// Rebuilds every result of `map` with dim `i` replaced by `dims[i]` and
/// symbol `j` by `syms[j]` (MLIR's `AffineMap::replaceDimsAndSymbols`).
fn remap(
    map: &AffineMap,
    dims: &[AffineExpr],
    syms: &[AffineExpr],
    num_dims: usize,
    num_syms: usize,
) -> AffineMap {
    let dim = |d: u32| {
        dims.get(d as usize)
            .cloned()
            .unwrap_or_else(|| AffineExpr::dim(d))
    };
    let sym = |s: u32| {
        syms.get(s as usize)
            .cloned()
            .unwrap_or_else(|| AffineExpr::symbol(s))
    };
    let results = map
        .results
        .iter()
        .map(|e| replace_dims_and_symbols(e, &dim, &sym))
        .collect();
    AffineMap::new(num_dims as u32, num_syms as u32, results)
}

/// Marks the dims and symbols `e` uses.
fn mark_used(e: &AffineExpr, dims: &mut [bool], syms: &mut [bool]) {
    match e.kind() {
        AffineExprKind::DimId => {
            if let Some(d) = dims.get_mut(e.dim_position().unwrap_or(0) as usize) {
                *d = true;
            }
        }
        AffineExprKind::SymbolId => {
            if let Some(s) = syms.get_mut(e.symbol_position().unwrap_or(0) as usize) {
                *s = true;
            }
        }
        AffineExprKind::Constant => {}
        _ => {
            if let Some((_, l, r)) = e.as_binary() {
                stacker::maybe_grow(64 * 1024, 1024 * 1024, || {
                    mark_used(&l, dims, syms);
                    mark_used(&r, dims, syms);
                });
            }
        }
    }
}

/// MLIR's `canonicalizeMapAndOperands`: dims that are valid symbols become
/// symbols, symbols that are only valid dims become dims, unused operands
/// go, duplicates merge and constant symbols fold into the map.
pub(super) fn canonicalize_map_and_operands(
    ctx: &Context,
    body: &Body,
    map: &mut AffineMap,
    operands: &mut Vec<ValueId>,
) {
    if operands.is_empty() || operands.len() != (map.num_dims + map.num_symbols) as usize {
        return;
    }
    // canonicalizePromotedSymbols.
    let nd = map.num_dims as usize;
    let ns = map.num_symbols as usize;
    let mut result: Vec<ValueId> = Vec::with_capacity(operands.len());
    let mut promoted = Vec::new();
    let mut dim_repl = Vec::with_capacity(nd);
    let mut next_dim = 0u32;
    for &v in &operands[..nd] {
        if is_valid_symbol_value(ctx, body, v) {
            dim_repl.push(AffineExpr::symbol((ns + promoted.len()) as u32));
            promoted.push(v);
        } else {
            dim_repl.push(AffineExpr::dim(next_dim));
            next_dim += 1;
            result.push(v);
        }
    }
    result.extend_from_slice(&operands[nd..]);
    result.extend_from_slice(&promoted);
    *map = remap(map, &dim_repl, &[], next_dim as usize, ns + promoted.len());
    *operands = result;

    // legalizeDemotedDims.
    let nd = map.num_dims as usize;
    let ns = map.num_symbols as usize;
    let mut result: Vec<ValueId> = operands[..nd].to_vec();
    let mut demoted = Vec::new();
    let mut sym_ops = Vec::new();
    let mut sym_repl = Vec::with_capacity(ns);
    for &v in &operands[nd..] {
        if is_valid_dim_value(ctx, body, v) && !is_valid_symbol_value(ctx, body, v) {
            sym_repl.push(AffineExpr::dim((nd + demoted.len()) as u32));
            demoted.push(v);
        } else {
            sym_repl.push(AffineExpr::symbol(sym_ops.len() as u32));
            sym_ops.push(v);
        }
    }
    result.extend(demoted.iter().copied());
    result.extend(sym_ops.iter().copied());
    *map = remap(map, &[], &sym_repl, nd + demoted.len(), sym_ops.len());
    *operands = result;

    // Unused, duplicate and constant operands.
    let nd = map.num_dims as usize;
    let ns = map.num_symbols as usize;
    let mut used_dims = vec![false; nd];
    let mut used_syms = vec![false; ns];
    for e in &map.results {
        mark_used(e, &mut used_dims, &mut used_syms);
    }
    let mut result = Vec::with_capacity(operands.len());
    let mut seen: Vec<(ValueId, AffineExpr)> = Vec::new();
    let mut dim_repl = vec![AffineExpr::constant(0); nd];
    let mut next_dim = 0u32;
    for i in 0..nd {
        if !used_dims[i] {
            continue;
        }
        let v = operands[i];
        match seen.iter().find(|(s, _)| *s == v) {
            Some((_, e)) => dim_repl[i] = e.clone(),
            None => {
                dim_repl[i] = AffineExpr::dim(next_dim);
                next_dim += 1;
                result.push(v);
                seen.push((v, dim_repl[i].clone()));
            }
        }
    }
    let mut seen: Vec<(ValueId, AffineExpr)> = Vec::new();
    let mut sym_repl = vec![AffineExpr::constant(0); ns];
    let mut next_sym = 0u32;
    for i in 0..ns {
        if !used_syms[i] {
            continue;
        }
        let v = operands[nd + i];
        if let Some(c) = const_int(ctx, body, v) {
            sym_repl[i] = AffineExpr::constant(c);
            continue;
        }
        match seen.iter().find(|(s, _)| *s == v) {
            Some((_, e)) => sym_repl[i] = e.clone(),
            None => {
                sym_repl[i] = AffineExpr::symbol(next_sym);
                next_sym += 1;
                result.push(v);
                seen.push((v, sym_repl[i].clone()));
            }
        }
    }
    *map = remap(
        map,
        &dim_repl,
        &sym_repl,
        next_dim as usize,
        next_sym as usize,
    );
    *operands = result;
}

/// MLIR's `SimpleAffineExprFlattener`: flat forms are coefficient vectors
/// over dims, symbols and local (division) variables, then the constant.
/// The map and operands of an `affine.apply` defining `v`, if any.
fn apply_producer(ctx: &Context, body: &Body, v: ValueId) -> Option<(AffineMap, Vec<ValueId>)> {
    let d = body
        .defining_op(v)
        .filter(|&d| is_op(ctx, body, d, "affine.apply"))?;
    let (_, map) = map_attr(ctx, body, d, "map")?;
    let operands: Vec<ValueId> = body.operands(d).collect();
    (map.results.len() == 1 && operands.len() == (map.num_dims + map.num_symbols) as usize)
        .then_some((map, operands))
}

/// MLIR's `composeAffineMapAndOperands`: every dim or symbol defined by an
/// `affine.apply` is replaced by that op's (canonicalized) expression, its
/// operands appended, until none is left; then the map is canonicalized
/// and simplified. `None` when a step is not modelled (non-linear results).
pub(super) fn compose_map_and_operands(
    ctx: &Context,
    body: &Body,
    map: &mut AffineMap,
    operands: &mut Vec<ValueId>,
) -> Option<()> {
    let nd = map.num_dims as usize;
    // A map taking other than its operands (an `affine.for` with missing
    // bound operands passes MLIR's verifier) is left alone.
    if operands.len() != nd + map.num_symbols as usize {
        return None;
    }
    let mut dims: Vec<Option<ValueId>> = operands[..nd].iter().copied().map(Some).collect();
    let mut syms: Vec<Option<ValueId>> = operands[nd..].iter().copied().map(Some).collect();
    let mut steps = 0usize;
    let mut tried_delinearize: Vec<rmlir_ir::OpId> = Vec::new();
    'outer: loop {
        for pos in 0..dims.len() + syms.len() {
            let is_dim = pos < dims.len();
            let slot = if is_dim {
                dims[pos]
            } else {
                syms[pos - dims.len()]
            };
            let Some(v) = slot else {
                continue;
            };
            let Some((mut pmap, mut pops)) = apply_producer(ctx, body, v) else {
                let Some(d) = body
                    .defining_op(v)
                    .filter(|&d| is_op(ctx, body, d, "affine.delinearize_index"))
                    .filter(|d| !tried_delinearize.contains(d))
                else {
                    continue;
                };
                tried_delinearize.push(d);
                if let Some((new_map, linear, as_dim)) =
                    index::cancel_delinearize_inverse(ctx, body, d, map, &dims, &syms)
                {
                    *map = new_map;
                    if as_dim {
                        dims.push(Some(linear));
                    } else {
                        syms.push(Some(linear));
                    }
                    continue 'outer;
                }
                continue;
            };
            steps += 1;
            if steps > 1000 {
                return None;
            }
            let to_replace = if is_dim {
                dims[pos] = None;
                AffineExpr::dim(pos as u32)
            } else {
                syms[pos - dims.len()] = None;
                AffineExpr::symbol((pos - dims.len()) as u32)
            };
            canonicalize_map_and_operands(ctx, body, &mut pmap, &mut pops);
            let (dshift, sshift) = (dims.len() as u32, syms.len() as u32);
            let replacement = replace_dims_and_symbols(
                &pmap.results[0],
                &|d| AffineExpr::dim(d + dshift),
                &|s| AffineExpr::symbol(s + sshift),
            );
            let pnd = pmap.num_dims as usize;
            dims.extend(pops[..pnd].iter().copied().map(Some));
            syms.extend(pops[pnd..].iter().copied().map(Some));
            let (is_d, p) = (to_replace.dim_position(), to_replace.symbol_position());
            let results = map
                .results
                .iter()
                .map(|e| {
                    replace_dims_and_symbols(
                        e,
                        &|d| {
                            if Some(d) == is_d {
                                replacement.clone()
                            } else {
                                AffineExpr::dim(d)
                            }
                        },
                        &|s| {
                            if Some(s) == p {
                                replacement.clone()
                            } else {
                                AffineExpr::symbol(s)
                            }
                        },
                    )
                })
                .collect();
            *map = AffineMap::new(dims.len() as u32, syms.len() as u32, results);
            continue 'outer;
        }
        break;
    }
    // Prune the replaced operands.
    let mut new_ops = Vec::new();
    let mut dim_repl = Vec::with_capacity(dims.len());
    let mut sym_repl = Vec::with_capacity(syms.len());
    let mut n_dims = 0u32;
    for v in &dims {
        match v {
            Some(v) => {
                dim_repl.push(AffineExpr::dim(n_dims));
                n_dims += 1;
                new_ops.push(*v);
            }
            None => dim_repl.push(AffineExpr::constant(0)),
        }
    }
    let mut n_syms = 0u32;
    for v in &syms {
        match v {
            Some(v) => {
                sym_repl.push(AffineExpr::symbol(n_syms));
                n_syms += 1;
                new_ops.push(*v);
            }
            None => sym_repl.push(AffineExpr::constant(0)),
        }
    }
    *map = remap(map, &dim_repl, &sym_repl, n_dims as usize, n_syms as usize);
    *operands = new_ops;
    canonicalize_map_and_operands(ctx, body, map, operands);
    *map = simplify_map(map)?;
    Some(())
}

/// `SimplifyAffineOp<AffineApplyOp | AffineMinOp | AffineMaxOp>`.
struct SimplifyAffineOp(&'static str);

impl RewritePattern for SimplifyAffineOp {
    fn root(&self) -> Option<&'static str> {
        Some(self.0)
    }
    fn debug_name(&self) -> &'static str {
        match self.0 {
            "affine.apply" => {
                "(anonymous namespace)::SimplifyAffineOp<mlir::affine::AffineApplyOp>"
            }
            "affine.min" => "(anonymous namespace)::SimplifyAffineOp<mlir::affine::AffineMinOp>",
            _ => "(anonymous namespace)::SimplifyAffineOp<mlir::affine::AffineMaxOp>",
        }
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let Some((_, old_map)) = map_attr(ctx, rw.body(), op, "map") else {
            return false;
        };
        let old_ops: Vec<ValueId> = rw.body().operands(op).collect();
        if old_map.results.is_empty()
            || old_ops.len() != (old_map.num_dims + old_map.num_symbols) as usize
        {
            return false;
        }
        let mut map = old_map.clone();
        let mut operands = old_ops.clone();
        if compose_map_and_operands(ctx, rw.body(), &mut map, &mut operands).is_none() {
            return false;
        }
        canonicalize_map_and_operands(ctx, rw.body(), &mut map, &mut operands);
        let map = simplify_with_operands(ctx, rw.body(), &map, &operands);
        if map == old_map && operands == old_ops {
            return false;
        }
        replace_with(rw, op, self.0, map, &operands);
        true
    }
}

/// Replaces `op` by a new `name` op of `map` applied to `operands`.
fn replace_with(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    name: &str,
    map: AffineMap,
    operands: &[ValueId],
) {
    let ctx = rw.ctx;
    let attr = ctx.intern_attr(AttrData::AffineMap(map));
    let p = props(ctx, &[("map", attr)]);
    let index = ctx.common().index;
    let loc = rw.body().op_loc(op);
    let new = create(rw, name, loc, operands, &[index], &[], p, 0);
    let r = rw.body().result(new, 0);
    rw.replace_op(op, &[r]);
}

/// `affine.apply` canonicalization patterns.
pub(crate) fn apply_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(Box::new(SimplifyAffineOp("affine.apply")));
}

mod simplify;

mod operands;

mod min_max;
pub(crate) use min_max::{max_patterns, min_patterns};

mod access;
pub(crate) use access::{
    load_patterns, prefetch_patterns, store_patterns, vector_load_patterns, vector_store_patterns,
};

mod loops;
pub(crate) use loops::{for_patterns, if_patterns};

mod index;
pub(crate) use index::{delinearize_patterns, linearize_patterns};
pub(super) use operands::simplify_min_or_max_with_operands;
use operands::simplify_with_operands;
use simplify::simplify_map;

#[cfg(test)]
mod tests {
    use super::simplify::{simplify_map, Flattener};
    use rmlir_text::affine::parse_affine_map;

    /// `simplifyAffineMap` of `src`, printed.
    fn simplified(src: &str) -> Option<String> {
        let map = parse_affine_map(src).ok()?;
        Some(format!("{}", simplify_map(&map)?))
    }

    #[test]
    fn flattening_reorders_and_merges_terms() {
        assert_eq!(
            simplified("(d0, d1)[s0] -> (s0 + d1 + d0 * 2 + d1 - 3)").as_deref(),
            Some("(d0, d1)[s0] -> (d0 * 2 + d1 * 2 + s0 - 3)")
        );
        assert_eq!(
            simplified("(d0) -> (d0 - d0)").as_deref(),
            Some("(d0) -> (0)")
        );
    }

    #[test]
    fn flattening_keeps_divisions_as_locals() {
        assert_eq!(
            simplified("(d0) -> (d0 - (d0 floordiv 4) * 4)").as_deref(),
            Some("(d0) -> (d0 mod 4)")
        );
        assert_eq!(
            simplified("(d0) -> ((d0 * 8) floordiv 4)").as_deref(),
            Some("(d0) -> (d0 * 2)")
        );
        // Simple semi-affine results are kept; others are not modelled.
        assert_eq!(
            simplified("(d0)[s0] -> (d0 floordiv s0)").as_deref(),
            Some("(d0)[s0] -> (d0 floordiv s0)")
        );
        // A division by a non-constant of pure affine operands is one local
        // built from the simplified operands.
        assert_eq!(
            simplified("(d0)[s0] -> ((d0 + d0 + 1) floordiv (s0 + 1))").as_deref(),
            Some("(d0)[s0] -> ((d0 * 2 + 1) floordiv (s0 + 1))")
        );
        // A symbol divisor dividing the dividend is divided out.
        assert_eq!(
            simplified("()[s0] -> ((s0 * 4) floordiv s0)").as_deref(),
            Some("()[s0] -> (4)")
        );
        assert_eq!(
            simplified("()[s0] -> (s0 mod s0)").as_deref(),
            Some("()[s0] -> (0)")
        );
    }

    #[test]
    fn flattener_reuses_equal_locals() {
        let map = parse_affine_map("(d0) -> (d0 floordiv 4 + d0 floordiv 4)").unwrap();
        let mut f = Flattener::new(1, 0);
        let v = f.walk(&map.results[0]).unwrap();
        assert_eq!(f.locals.len(), 1);
        assert_eq!(v, vec![0, 2, 0]);
    }
}
