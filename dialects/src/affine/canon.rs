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
//! operation of two variables, plus a constant); otherwise the patterns
//! leave the op alone.

use rmlir_ir::affine::{AffineExpr, AffineExprKind, AffineMap, BinOp};
use rmlir_ir::attrs::AttrData;
use rmlir_ir::body::{Body, OpId, ValueId};
use rmlir_ir::pattern::{PatternRewriter, RewritePattern};
use rmlir_ir::Context;

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
fn canonicalize_map_and_operands(
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
struct Flattener {
    nd: usize,
    ns: usize,
    /// The expressions of the local variables (`e floordiv c`, ...).
    locals: Vec<AffineExpr>,
}

/// Greatest common divisor (`gcd(a, 0) == a`).
fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

impl Flattener {
    fn new(nd: usize, ns: usize) -> Flattener {
        Flattener {
            nd,
            ns,
            locals: Vec::new(),
        }
    }

    /// Length of a flat form: dims, symbols, locals, constant.
    fn width(&self) -> usize {
        self.nd + self.ns + self.locals.len() + 1
    }

    /// Widens `v` with zero coefficients for locals added after it was built.
    fn pad(&self, v: &mut Vec<i64>) {
        while v.len() < self.width() {
            let c = v.pop().unwrap_or(0);
            v.push(0);
            v.push(c);
        }
    }

    /// MLIR's `getAffineExprFromFlatForm`.
    fn to_expr(&self, v: &[i64]) -> AffineExpr {
        let mut expr = AffineExpr::constant(0);
        let last = v.len().saturating_sub(1);
        for (j, &c) in v[..last].iter().enumerate() {
            if c == 0 {
                continue;
            }
            let id = if j < self.nd {
                AffineExpr::dim(j as u32)
            } else if j < self.nd + self.ns {
                AffineExpr::symbol((j - self.nd) as u32)
            } else {
                match self.locals.get(j - self.nd - self.ns) {
                    Some(l) => l.clone(),
                    None => continue,
                }
            };
            expr = expr.add(id.mul(AffineExpr::constant(c)));
        }
        if let Some(&c) = v.last() {
            if c != 0 {
                expr = expr.add(AffineExpr::constant(c));
            }
        }
        expr
    }

    /// The index of local `e`, adding it if new (`None` when it existed).
    fn local(&mut self, e: AffineExpr) -> (usize, bool) {
        match self.locals.iter().position(|l| *l == e) {
            Some(i) => (i, false),
            None => {
                self.locals.push(e);
                (self.locals.len() - 1, true)
            }
        }
    }

    /// Flattens a pure affine `e` (`None` on division by a non-positive or
    /// non-constant divisor).
    fn walk(&mut self, e: &AffineExpr) -> Option<Vec<i64>> {
        let mut f = vec![0; self.width()];
        match e.kind() {
            AffineExprKind::DimId => {
                let p = e.dim_position()? as usize;
                (p < self.nd).then_some(())?;
                f[p] = 1;
                return Some(f);
            }
            AffineExprKind::SymbolId => {
                let p = e.symbol_position()? as usize;
                (p < self.ns).then_some(())?;
                f[self.nd + p] = 1;
                return Some(f);
            }
            AffineExprKind::Constant => {
                *f.last_mut()? = e.constant_value()?;
                return Some(f);
            }
            _ => {}
        }
        let (op, l, r) = e.as_binary()?;
        let (mut l, r) = stacker::maybe_grow(64 * 1024, 1024 * 1024, || {
            Some((self.walk(&l)?, self.walk(&r)?))
        })?;
        self.pad(&mut l);
        let rconst = |r: &[i64]| -> Option<i64> {
            r[..r.len() - 1]
                .iter()
                .all(|&c| c == 0)
                .then(|| *r.last().unwrap_or(&0))
        };
        let base = self.nd + self.ns;
        match op {
            BinOp::Add => {
                for (a, b) in l.iter_mut().zip(&r) {
                    *a = a.wrapping_add(*b);
                }
                Some(l)
            }
            BinOp::Mul => {
                let k = rconst(&r)?;
                for a in l.iter_mut() {
                    *a = a.wrapping_mul(k);
                }
                Some(l)
            }
            BinOp::Mod => {
                let c = rconst(&r)?;
                if c <= 0 {
                    return None;
                }
                if l.iter().all(|&x| x % c == 0) {
                    return Some(vec![0; l.len()]);
                }
                let g = l
                    .iter()
                    .fold(c as u64, |g, &x| gcd(g, x.unsigned_abs()))
                    .max(1) as i64;
                let dividend: Vec<i64> = l.iter().map(|&x| x / g).collect();
                let div = self
                    .to_expr(&dividend)
                    .floor_div(AffineExpr::constant(c / g));
                let (i, added) = self.local(div);
                self.pad(&mut l);
                if added {
                    l[base + i] = -c;
                } else {
                    l[base + i] = l[base + i].wrapping_sub(c);
                }
                Some(l)
            }
            BinOp::FloorDiv | BinOp::CeilDiv => {
                let c = rconst(&r)?;
                if c <= 0 {
                    return None;
                }
                let g = l
                    .iter()
                    .fold(c as u64, |g, &x| gcd(g, x.unsigned_abs()))
                    .max(1) as i64;
                for x in l.iter_mut() {
                    *x /= g;
                }
                let divisor = c / g;
                if divisor == 1 {
                    return Some(l);
                }
                let a = self.to_expr(&l);
                let div = if op == BinOp::FloorDiv {
                    a.floor_div(AffineExpr::constant(divisor))
                } else {
                    a.ceil_div(AffineExpr::constant(divisor))
                };
                let (i, _) = self.local(div);
                let mut out = vec![0; self.width()];
                out[base + i] = 1;
                Some(out)
            }
        }
    }
}

/// A semi-affine expression MLIR's simplification keeps as it is: one
/// product, division or modulo of two dims / symbols (a product with its
/// operands in position order, a division of distinct ones), possibly plus a
/// constant.
fn is_simple_semi_affine(e: &AffineExpr, nd: usize) -> bool {
    let e = match e.as_binary() {
        Some((BinOp::Add, l, r)) if r.constant_value().is_some() => l,
        _ => e.clone(),
    };
    let rank = |x: &AffineExpr| match (x.dim_position(), x.symbol_position()) {
        (Some(d), _) => Some(d as usize),
        (_, Some(s)) => Some(nd + s as usize),
        _ => None,
    };
    match e.as_binary() {
        Some((op, l, r)) => match (rank(&l), rank(&r)) {
            (Some(a), Some(b)) => match op {
                BinOp::Add => false,
                BinOp::Mul => a <= b,
                BinOp::Mod | BinOp::FloorDiv | BinOp::CeilDiv => a != b,
            },
            _ => false,
        },
        None => false,
    }
}

/// MLIR's `simplifyAffineMap` for pure affine results and simple
/// semi-affine ones (`None` otherwise: the patterns then give up).
fn simplify_map(map: &AffineMap) -> Option<AffineMap> {
    let nd = map.num_dims as usize;
    let ns = map.num_symbols as usize;
    let mut results = Vec::with_capacity(map.results.len());
    for e in &map.results {
        if !e.is_pure_affine() {
            if !is_simple_semi_affine(e, nd) {
                return None;
            }
            results.push(e.clone());
            continue;
        }
        let mut f = Flattener::new(nd, ns);
        let v = f.walk(e)?;
        results.push(f.to_expr(&v));
    }
    Some(AffineMap::new(map.num_dims, map.num_symbols, results))
}

/// The `affine.for` owning induction variable `v`, with its parts.
fn for_of_iv(ctx: &Context, body: &Body, v: ValueId) -> Option<super::ForParts> {
    let rmlir_ir::body::ValueDef::Arg { block, index: 0 } = body.value_def(v) else {
        return None;
    };
    let for_op = body
        .block_parent_op(block)
        .filter(|&p| is_op(ctx, body, p, "affine.for"))?;
    Some(super::for_parts(ctx, body, for_op))
}

/// The single constant result of a bound map.
fn const_bound(m: &Option<(rmlir_ir::attrs::Attr, AffineMap)>) -> Option<i64> {
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
fn simplify_with_operands(
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
fn compose_map_and_operands(
    ctx: &Context,
    body: &Body,
    map: &mut AffineMap,
    operands: &mut Vec<ValueId>,
) -> Option<()> {
    let nd = map.num_dims as usize;
    let mut dims: Vec<Option<ValueId>> = operands[..nd].iter().copied().map(Some).collect();
    let mut syms: Vec<Option<ValueId>> = operands[nd..].iter().copied().map(Some).collect();
    let mut steps = 0usize;
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

/// `affine.apply` canonicalization patterns.
pub(crate) fn apply_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(Box::new(SimplifyAffineOp("affine.apply")));
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

#[cfg(test)]
mod tests {
    use super::{simplify_map, Flattener};
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
        assert_eq!(simplified("(d0)[s0] -> ((d0 + 1) floordiv s0)"), None);
        assert_eq!(simplified("()[s0] -> (s0 mod s0)"), None);
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
