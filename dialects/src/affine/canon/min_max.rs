//! The `affine.min` / `affine.max` patterns: a single result becomes an
//! `affine.apply`, duplicate results go, nested ops of the same kind merge,
//! and results and terms are put in MLIR's order.

use rmlir_ir::affine::{AffineExpr, AffineMap};
use rmlir_ir::pattern::{PatternRewriter, RewritePattern};
use rmlir_ir::Context;
use rmlir_ir::{OpId, ValueId};

use super::simplify::Flattener;
use super::{replace_with, SimplifyAffineOp};
use crate::affine::map_attr;
use crate::affine::parallel::replace_dims_and_symbols;
use crate::util::build::is_op;

/// `CanonicalizeSingleResultAffineMinMaxOp`: a min / max of one result is
/// an `affine.apply`.
struct CanonicalizeSingleResultAffineMinMaxOp(&'static str);

impl RewritePattern for CanonicalizeSingleResultAffineMinMaxOp {
    fn root(&self) -> Option<&'static str> {
        Some(self.0)
    }
    fn debug_name(&self) -> &'static str {
        if self.0 == "affine.min" {
            "CanonicalizeSingleResultAffineMinMaxOp<mlir::affine::AffineMinOp>"
        } else {
            "CanonicalizeSingleResultAffineMinMaxOp<mlir::affine::AffineMaxOp>"
        }
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let Some((_, map)) = map_attr(rw.ctx, rw.body(), op, "map") else {
            return false;
        };
        let operands: Vec<ValueId> = rw.body().operands(op).collect();
        if map.results.len() != 1 || operands.len() != (map.num_dims + map.num_symbols) as usize {
            return false;
        }
        replace_with(rw, op, "affine.apply", map, &operands);
        true
    }
}

/// `DeduplicateAffineMinMaxExpressions`: repeated results of a min / max
/// map are dropped (first occurrences kept).
struct DeduplicateAffineMinMaxExpressions(&'static str);

impl RewritePattern for DeduplicateAffineMinMaxExpressions {
    fn root(&self) -> Option<&'static str> {
        Some(self.0)
    }
    fn debug_name(&self) -> &'static str {
        if self.0 == "affine.min" {
            "DeduplicateAffineMinMaxExpressions<mlir::affine::AffineMinOp>"
        } else {
            "DeduplicateAffineMinMaxExpressions<mlir::affine::AffineMaxOp>"
        }
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let Some((_, map)) = map_attr(rw.ctx, rw.body(), op, "map") else {
            return false;
        };
        let mut exprs: Vec<AffineExpr> = Vec::new();
        for e in &map.results {
            if !exprs.contains(e) {
                exprs.push(e.clone());
            }
        }
        if exprs.len() == map.results.len() {
            return false;
        }
        let operands: Vec<ValueId> = rw.body().operands(op).collect();
        let new_map = AffineMap::new(map.num_dims, map.num_symbols, exprs);
        replace_with(rw, op, self.0, new_map, &operands);
        true
    }
}

/// `MergeAffineMinMaxOp`: a result that is just a dim or symbol bound to
/// an op of the same kind (min of a min, max of a max) is replaced by that
/// op's results, its operands appended.
struct MergeAffineMinMaxOp(&'static str);

impl RewritePattern for MergeAffineMinMaxOp {
    fn root(&self) -> Option<&'static str> {
        Some(self.0)
    }
    fn debug_name(&self) -> &'static str {
        if self.0 == "affine.min" {
            "MergeAffineMinMaxOp<mlir::affine::AffineMinOp>"
        } else {
            "MergeAffineMinMaxOp<mlir::affine::AffineMaxOp>"
        }
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let Some((_, map)) = map_attr(ctx, rw.body(), op, "map") else {
            return false;
        };
        let operands: Vec<ValueId> = rw.body().operands(op).collect();
        let nd = map.num_dims as usize;
        if operands.len() != nd + map.num_symbols as usize {
            return false;
        }
        let producer = |v: ValueId| {
            rw.body()
                .defining_op(v)
                .filter(|&d| is_op(ctx, rw.body(), d, self.0))
        };
        let mut exprs = Vec::new();
        let mut producers = Vec::new();
        for e in &map.results {
            let v = match (e.dim_position(), e.symbol_position()) {
                (Some(d), _) => operands.get(d as usize).copied(),
                (_, Some(s)) => operands.get(nd + s as usize).copied(),
                _ => None,
            };
            match v.and_then(producer) {
                Some(p) => producers.push(p),
                None => exprs.push(e.clone()),
            }
        }
        if producers.is_empty() {
            return false;
        }
        let mut dims: Vec<ValueId> = operands[..nd].to_vec();
        let mut syms: Vec<ValueId> = operands[nd..].to_vec();
        for p in producers {
            let Some((_, pmap)) = map_attr(ctx, rw.body(), p, "map") else {
                return false;
            };
            let pops: Vec<ValueId> = rw.body().operands(p).collect();
            let pnd = pmap.num_dims as usize;
            if pops.len() != pnd + pmap.num_symbols as usize {
                return false;
            }
            let (dshift, sshift) = (dims.len() as u32, syms.len() as u32);
            for e in &pmap.results {
                exprs.push(replace_dims_and_symbols(
                    e,
                    &|d| AffineExpr::dim(d + dshift),
                    &|s| AffineExpr::symbol(s + sshift),
                ));
            }
            dims.extend_from_slice(&pops[..pnd]);
            syms.extend_from_slice(&pops[pnd..]);
        }
        let new_map = AffineMap::new(dims.len() as u32, syms.len() as u32, exprs);
        dims.extend(syms);
        replace_with(rw, op, self.0, new_map, &dims);
        true
    }
}

/// `CanonicalizeAffineMinMaxOpExprAndTermOrder`: the results of a min / max
/// map whose results are all linear are sorted by their flat forms
/// (coefficients of dims, then symbols, then the constant).
struct CanonicalizeAffineMinMaxOpExprAndTermOrder(&'static str);

impl RewritePattern for CanonicalizeAffineMinMaxOpExprAndTermOrder {
    fn root(&self) -> Option<&'static str> {
        Some(self.0)
    }
    fn debug_name(&self) -> &'static str {
        if self.0 == "affine.min" {
            "CanonicalizeAffineMinMaxOpExprAndTermOrder<mlir::affine::AffineMinOp>"
        } else {
            "CanonicalizeAffineMinMaxOpExprAndTermOrder<mlir::affine::AffineMaxOp>"
        }
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let Some((_, map)) = map_attr(rw.ctx, rw.body(), op, "map") else {
            return false;
        };
        let (nd, ns) = (map.num_dims as usize, map.num_symbols as usize);
        let mut flats: Vec<Vec<i64>> = Vec::with_capacity(map.results.len());
        for e in &map.results {
            if !e.is_pure_affine() {
                return false;
            }
            let mut f = Flattener::new(nd, ns);
            let Some(v) = f.walk(e) else {
                return false;
            };
            if !f.locals.is_empty() {
                return false;
            }
            flats.push(v);
        }
        if flats.windows(2).all(|w| w[0] <= w[1]) {
            return false;
        }
        let mut perm: Vec<usize> = (0..flats.len()).collect();
        perm.sort_by(|&a, &b| flats[a].cmp(&flats[b]));
        let exprs = perm.iter().map(|&i| map.results[i].clone()).collect();
        let operands: Vec<ValueId> = rw.body().operands(op).collect();
        let new_map = AffineMap::new(map.num_dims, map.num_symbols, exprs);
        replace_with(rw, op, self.0, new_map, &operands);
        true
    }
}
/// The min / max patterns, in MLIR's registration order.
fn min_max_patterns(name: &'static str, out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(Box::new(CanonicalizeSingleResultAffineMinMaxOp(name)));
    out.push(Box::new(DeduplicateAffineMinMaxExpressions(name)));
    out.push(Box::new(MergeAffineMinMaxOp(name)));
    out.push(Box::new(SimplifyAffineOp(name)));
    out.push(Box::new(CanonicalizeAffineMinMaxOpExprAndTermOrder(name)));
}

/// `affine.min` canonicalization patterns.
pub(crate) fn min_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    min_max_patterns("affine.min", out);
}

/// `affine.max` canonicalization patterns.
pub(crate) fn max_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    min_max_patterns("affine.max", out);
}
