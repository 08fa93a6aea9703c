//! MLIR's `simplifyMapWithOperands`: results simplified with what is known
//! of the operands, such as the constant bounds of `affine.for` induction
//! variables.

use rmlir_ir::affine::{AffineExpr, AffineMap, BinOp};
use rmlir_ir::Context;
use rmlir_ir::{Body, ValueId};

use super::simplify::{gcd, Flattener};
use crate::util::build::is_op;

/// The `affine.for` owning induction variable `v`, with its parts.
fn for_of_iv(ctx: &Context, body: &Body, v: ValueId) -> Option<crate::affine::ForParts> {
    let rmlir_ir::ValueDef::Arg { block, index: 0 } = body.value_def(v) else {
        return None;
    };
    let for_op = body
        .block_parent_op(block)
        .filter(|&p| is_op(ctx, body, p, "affine.for"))?;
    Some(crate::affine::for_parts(ctx, body, for_op))
}

/// The single constant result of a bound map.
fn const_bound(m: &Option<(rmlir_ir::Attr, AffineMap)>) -> Option<i64> {
    let (_, m) = m.as_ref()?;
    (m.results.len() == 1).then(|| m.results[0].constant_value())?
}

/// Constant inclusive bounds of an `affine.for` induction variable (the
/// last value reached with its step).
fn iv_const_bounds(ctx: &Context, body: &Body, v: ValueId) -> Option<(i64, i64)> {
    let parts = for_of_iv(ctx, body, v)?;
    let (lb, ub, step) = (
        const_bound(&parts.lb)?,
        const_bound(&parts.ub)?,
        parts.step?,
    );
    if step <= 0 || ub <= lb {
        return None;
    }
    let span = ub.checked_sub(1)?.checked_sub(lb)?;
    let last = lb.checked_add(span / step * step)?;
    Some((lb, last))
}

/// Context of MLIR's `simplifyExprAndOperands`.
struct OperandInfo<'a> {
    ctx: &'a Context,
    body: &'a Body,
    operands: &'a [ValueId],
    nd: usize,
    ns: usize,
}

impl OperandInfo<'_> {
    /// MLIR's `getBoundForAffineExpr`: a constant lower (`upper == false`)
    /// or upper bound of `e` from the bounds of the induction variables its
    /// dims are bound to (`None` when unbounded).
    fn bound(&self, e: &AffineExpr, upper: bool) -> Option<i64> {
        if let Some((op, l, r)) = e.as_binary() {
            let c = r.constant_value();
            match op {
                BinOp::FloorDiv => {
                    let c = c.filter(|&c| c >= 1)?;
                    return Some(self.bound(&l, upper)?.div_euclid(c));
                }
                BinOp::CeilDiv => {
                    let c = c.filter(|&c| c >= 1)?;
                    let b = self.bound(&l, upper)?;
                    return b.checked_neg()?.div_euclid(c).checked_neg();
                }
                BinOp::Mod => {
                    if let Some(c) = c.filter(|&c| c >= 1) {
                        // As MLIR does, the "upper" side of the lhs is taken
                        // in the direction asked for (so a lower bound
                        // compares the lhs lower bound with itself).
                        let (lb, ub) = stacker::maybe_grow(64 * 1024, 1024 * 1024, || {
                            (self.bound(&l, false), self.bound(&l, upper))
                        });
                        if let (Some(lb), Some(ub)) = (lb, ub) {
                            if lb.div_euclid(c) == ub.div_euclid(c) {
                                return Some(if upper {
                                    ub.rem_euclid(c)
                                } else {
                                    lb.rem_euclid(c)
                                });
                            }
                        }
                        return Some(if upper { c - 1 } else { 0 });
                    }
                }
                _ => {}
            }
        }
        let mut f = Flattener::new(self.nd, self.ns);
        let v = f.walk(e)?;
        if !f.locals.is_empty() {
            return None;
        }
        let mut bound = *v.last()?;
        for (i, &k) in v[..self.nd + self.ns].iter().enumerate() {
            if k == 0 {
                continue;
            }
            if i >= self.nd {
                return None;
            }
            let (l, u) = iv_const_bounds(self.ctx, self.body, *self.operands.get(i)?)?;
            let b = if (k > 0) == upper { u } else { l };
            bound = bound.checked_add(b.checked_mul(k)?)?;
        }
        Some(bound)
    }

    /// MLIR's `getLargestKnownDivisor(expr, operands)`.
    fn divisor(&self, e: &AffineExpr) -> i64 {
        let Some(d) = e.dim_position() else {
            return e.largest_known_divisor();
        };
        let Some(parts) = self
            .operands
            .get(d as usize)
            .and_then(|&v| for_of_iv(self.ctx, self.body, v))
        else {
            return 1;
        };
        let step = parts.step.unwrap_or(1);
        if const_bound(&parts.lb) == Some(0) {
            return step;
        }
        let lb_div = parts.lb.as_ref().map_or(0, |(_, m)| {
            m.results.iter().fold(0u64, |g, r| {
                gcd(g, r.largest_known_divisor().unsigned_abs())
            })
        });
        gcd(lb_div, step.unsigned_abs()) as i64
    }

    /// MLIR's `isNonNegativeBoundedBy`.
    fn non_negative_bounded_by(&self, e: &AffineExpr, k: i64) -> bool {
        if let Some(c) = e.constant_value() {
            return c >= 0 && c < k;
        }
        let Some(d) = e.dim_position() else {
            return false;
        };
        let Some(parts) = self
            .operands
            .get(d as usize)
            .and_then(|&v| for_of_iv(self.ctx, self.body, v))
        else {
            return false;
        };
        matches!(
            (const_bound(&parts.lb), const_bound(&parts.ub)),
            (Some(l), Some(u)) if l >= 0 && u <= k
        )
    }

    /// MLIR's `isQTimesDPlusR`: `(quotient times divisor, remainder, divisor)`.
    fn q_times_d_plus_r(&self, e: &AffineExpr) -> Option<(AffineExpr, AffineExpr, i64)> {
        let (BinOp::Add, l, r) = e.as_binary()? else {
            return None;
        };
        let div = self.divisor(&l);
        if self.non_negative_bounded_by(&r, div) {
            return Some((l, r, div));
        }
        let div = self.divisor(&r);
        if self.non_negative_bounded_by(&l, div) {
            return Some((r, l, div));
        }
        None
    }

    /// MLIR's `simplifyExprAndOperands` on one expression.
    fn simplify(&self, e: &AffineExpr) -> AffineExpr {
        let Some((op, l, r)) = e.as_binary() else {
            return e.clone();
        };
        let (nl, nr) = stacker::maybe_grow(64 * 1024, 1024 * 1024, || {
            (self.simplify(&l), self.simplify(&r))
        });
        let e = if nl == l && nr == r {
            e.clone()
        } else {
            AffineExpr::binary(op, nl, nr)
        };
        let Some((op, l, r)) = e.as_binary() else {
            return e;
        };
        if !matches!(op, BinOp::Mod | BinOp::FloorDiv | BinOp::CeilDiv) {
            return e;
        }
        let Some(c) = r.constant_value().filter(|&c| c > 0) else {
            return e;
        };
        if let (Some(lo), Some(hi)) = (self.bound(&l, false), self.bound(&l, true)) {
            let fdiv = |a: i64| a.div_euclid(c);
            let cdiv = |a: i64| a.checked_neg().and_then(|n| n.div_euclid(c).checked_neg());
            match op {
                BinOp::FloorDiv if fdiv(lo) == fdiv(hi) => return AffineExpr::constant(fdiv(lo)),
                BinOp::CeilDiv => {
                    if let (Some(a), Some(b)) = (cdiv(lo), cdiv(hi)) {
                        if a == b {
                            return AffineExpr::constant(a);
                        }
                    }
                }
                BinOp::Mod if lo >= 0 && lo < c && hi < c => return l,
                _ => {}
            }
        }
        if let Some((q, rem, div)) = self.q_times_d_plus_r(&l) {
            if op == BinOp::FloorDiv && div != 0 && c % div == 0 {
                return q.floor_div(r);
            }
            if op == BinOp::Mod && div % c == 0 {
                return rem.modulo(r);
            }
            return e;
        }
        // A multiple of `c` (as known from induction variables) mod `c`.
        if op == BinOp::Mod && self.divisor(&l) % c == 0 {
            return AffineExpr::constant(0);
        }
        e
    }
}

/// MLIR's `simplifyMapWithOperands`: divisions and modulos simplified with
/// the constant bounds and steps of the `affine.for` induction variables
/// the map's dims are bound to.
pub(super) fn simplify_with_operands(
    ctx: &Context,
    body: &Body,
    map: &AffineMap,
    operands: &[ValueId],
) -> AffineMap {
    let info = OperandInfo {
        ctx,
        body,
        operands,
        nd: map.num_dims as usize,
        ns: map.num_symbols as usize,
    };
    let results = map.results.iter().map(|e| info.simplify(e)).collect();
    AffineMap::new(map.num_dims, map.num_symbols, results)
}

/// MLIR's `simplifyMinOrMaxExprWithOperands`: results of a min (`is_max ==
/// false`) or max bound map that can never be the min / max, given the
/// constant bounds of the `affine.for` induction variables its operands are,
/// are dropped; results whose bounds meet become constants.
pub(in crate::affine) fn simplify_min_or_max_with_operands(
    ctx: &Context,
    body: &Body,
    map: &AffineMap,
    operands: &[ValueId],
    is_max: bool,
) -> AffineMap {
    if operands.is_empty() {
        return map.clone();
    }
    let info = OperandInfo {
        ctx,
        body,
        operands,
        nd: map.num_dims as usize,
        ns: map.num_symbols as usize,
    };
    let bounds = |e: &AffineExpr, upper: bool| match e.constant_value() {
        Some(c) => Some(c),
        None => info.bound(e, upper),
    };
    let lower: Vec<Option<i64>> = map.results.iter().map(|e| bounds(e, false)).collect();
    let upper: Vec<Option<i64>> = map.results.iter().map(|e| bounds(e, true)).collect();
    let mut kept = Vec::with_capacity(map.results.len());
    for (i, e) in map.results.iter().enumerate() {
        let mut e = e.clone();
        if let (Some(l), Some(u)) = (lower[i], upper[i]) {
            if l == u {
                e = AffineExpr::constant(l);
            }
        }
        // For a max, result `i` is redundant when another result is always
        // at least as large; for a min, when another is always at most as
        // large (ties keep the first of two constant results).
        let (own, others, own_other, others_other) = if is_max {
            (upper[i], &lower, lower[i], &upper)
        } else {
            (lower[i], &upper, upper[i], &lower)
        };
        let Some(own) = own else {
            kept.push(e);
            continue;
        };
        let redundant = others.iter().enumerate().any(|(pos, &other)| {
            let Some(other) = other else {
                return false;
            };
            if pos == i {
                return false;
            }
            let beats = if is_max { other > own } else { other < own };
            let loses = if is_max { other < own } else { other > own };
            if beats {
                return true;
            }
            if loses {
                return false;
            }
            let own_fixed = own_other == Some(own);
            let other_fixed = others_other[pos] == Some(other);
            !(own_fixed && other_fixed && i < pos)
        });
        if !redundant {
            kept.push(e);
        }
    }
    AffineMap::new(map.num_dims, map.num_symbols, kept)
}
