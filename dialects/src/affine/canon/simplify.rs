//! MLIR's `simplifyAffineMap`: each result flattened into a linear form
//! (`SimpleAffineExprFlattener`) and rebuilt; in a semi-affine result each
//! product, division or modulo by a non-constant is a local of its own,
//! and the sum is rebuilt ordered by the dims and symbols its terms start
//! with.

use rmlir_ir::affine::{AffineExpr, AffineExprKind, AffineMap, BinOp};

pub(super) struct Flattener {
    nd: usize,
    ns: usize,
    /// The expressions of the local variables (`e floordiv c`, ...).
    pub(super) locals: Vec<AffineExpr>,
    /// Whether a product, division or modulo by a non-constant becomes a
    /// local of its own (MLIR's flattener on semi-affine expressions);
    /// otherwise such an expression does not flatten.
    semi_affine: bool,
}

/// Greatest common divisor (`gcd(a, 0) == a`).
pub(super) fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

impl Flattener {
    pub(super) fn new(nd: usize, ns: usize) -> Flattener {
        Flattener {
            nd,
            ns,
            locals: Vec::new(),
            semi_affine: false,
        }
    }

    /// A flattener that also takes semi-affine expressions.
    fn semi_affine(nd: usize, ns: usize) -> Flattener {
        Flattener {
            semi_affine: true,
            ..Flattener::new(nd, ns)
        }
    }

    /// MLIR's `getSemiAffineExprFromFlatForm`: the terms ordered by the
    /// dim or symbol they start with, dims before symbols of the same
    /// position (so `d0 + d0 * s0 + s0 + d1 * s1 + s1`), then the other
    /// locals, then the constant.
    fn to_semi_affine_expr(&self, v: &[i64]) -> AffineExpr {
        let (nd, ns) = (self.nd, self.ns);
        let widest = nd.max(ns) as i64;
        // (key, coefficient, term); a repeated key keeps its first term and
        // coefficient, and is summed once per occurrence, as MLIR's maps do.
        let mut terms: Vec<((u32, i64), i64, AffineExpr)> = Vec::new();
        let mut keys: Vec<(u32, i64)> = Vec::new();
        let mut add = |key: (u32, i64), c: i64, e: AffineExpr| {
            keys.push(key);
            if !terms.iter().any(|(k, _, _)| *k == key) {
                terms.push((key, c, e));
            }
        };
        let (mut next_sym, mut next_dim) = (0i64, -1i64);
        for j in 0..ns {
            if v[nd + j] != 0 {
                add(
                    (j as u32, widest + next_sym),
                    v[nd + j],
                    AffineExpr::symbol(j as u32),
                );
                next_sym += 1;
            }
        }
        let position = |e: &AffineExpr| e.dim_position().or(e.symbol_position());
        let mut placed = vec![false; self.locals.len()];
        for (i, local) in self.locals.iter().enumerate() {
            let c = v[nd + ns + i];
            if c == 0 {
                continue;
            }
            let Some((_, lhs, rhs)) = local.as_binary() else {
                continue;
            };
            let Some(lpos) = position(&lhs) else {
                continue;
            };
            let key = if rhs.constant_value().is_some() {
                if lhs.dim_position().is_some() {
                    next_dim -= 1;
                    (lpos, next_dim + 1)
                } else {
                    next_sym += 1;
                    (lpos, widest + next_sym - 1)
                }
            } else if let Some(rpos) = position(&rhs) {
                if lhs.dim_position().is_some() {
                    (lpos, i64::from(rpos))
                } else {
                    next_sym += 1;
                    (lpos, widest + next_sym - 1)
                }
            } else {
                continue;
            };
            add(key, c, local.clone());
            placed[i] = true;
        }
        for (j, &c) in v.iter().enumerate().take(nd) {
            if c != 0 {
                add((j as u32, next_dim), c, AffineExpr::dim(j as u32));
                next_dim -= 1;
            }
        }
        keys.sort();
        let mut expr = AffineExpr::constant(0);
        for key in &keys {
            if let Some((_, c, e)) = terms.iter().find(|(k, _, _)| k == key) {
                expr = expr.add(e.clone().mul(AffineExpr::constant(*c)));
            }
        }
        for (i, local) in self.locals.iter().enumerate() {
            let c = v[nd + ns + i];
            if c != 0 && !placed[i] {
                expr = expr.add(local.clone().mul(AffineExpr::constant(c)));
            }
        }
        match v.last() {
            Some(&c) if c != 0 => expr.add(AffineExpr::constant(c)),
            _ => expr,
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
    pub(super) fn walk(&mut self, e: &AffineExpr) -> Option<Vec<i64>> {
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
        let rhs_is_constant = r.constant_value().is_some();
        let (mut l, r) = stacker::maybe_grow(64 * 1024, 1024 * 1024, || {
            Some((self.walk(&l)?, self.walk(&r)?))
        })?;
        self.pad(&mut l);
        if self.semi_affine && op != BinOp::Add && !rhs_is_constant {
            // The product, quotient or remainder becomes one local.
            let mut r = r;
            self.pad(&mut r);
            let (a, b) = (self.to_expr(&l), self.to_expr(&r));
            let (i, _) = self.local(AffineExpr::binary(op, a, b));
            let mut out = vec![0; self.width()];
            out[self.nd + self.ns + i] = 1;
            return Some(out);
        }
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

/// A pure affine expression flattened and rebuilt (kept as it is when it
/// does not flatten, e.g. a division by zero).
fn simplify_pure(e: &AffineExpr, nd: usize, ns: usize) -> AffineExpr {
    let mut f = Flattener::new(nd, ns);
    match f.walk(e) {
        Some(v) => f.to_expr(&v),
        None => e.clone(),
    }
}

/// MLIR's `isDivisibleBySymbol`: whether `e` is a multiple of symbol `pos`
/// for a division or modulo of kind `op`.
fn is_divisible_by_symbol(e: &AffineExpr, pos: u32, op: BinOp) -> bool {
    if let Some(c) = e.constant_value() {
        return c == 0;
    }
    if e.dim_position().is_some() {
        return false;
    }
    if let Some(p) = e.symbol_position() {
        return p == pos;
    }
    let Some((kind, l, r)) = e.as_binary() else {
        return false;
    };
    stacker::maybe_grow(64 * 1024, 1024 * 1024, || match kind {
        BinOp::Add => is_divisible_by_symbol(&l, pos, op) && is_divisible_by_symbol(&r, pos, op),
        BinOp::Mod => {
            is_divisible_by_symbol(&l, pos, BinOp::Mod)
                && is_divisible_by_symbol(&r, pos, BinOp::Mod)
        }
        BinOp::Mul => is_divisible_by_symbol(&l, pos, op) || is_divisible_by_symbol(&r, pos, op),
        BinOp::FloorDiv | BinOp::CeilDiv => kind == op && is_divisible_by_symbol(&l, pos, kind),
    })
}

/// MLIR's `symbolicDivide`: `e` divided by symbol `pos` (`None` where the
/// divisibility fails).
fn symbolic_divide(e: &AffineExpr, pos: u32, op: BinOp) -> Option<AffineExpr> {
    if let Some(c) = e.constant_value() {
        return (c == 0).then(|| AffineExpr::constant(0));
    }
    if e.dim_position().is_some() {
        return None;
    }
    if e.symbol_position().is_some() {
        return Some(AffineExpr::constant(1));
    }
    let (kind, l, r) = e.as_binary()?;
    stacker::maybe_grow(64 * 1024, 1024 * 1024, || match kind {
        BinOp::Add => Some(AffineExpr::binary(
            kind,
            symbolic_divide(&l, pos, op)?,
            symbolic_divide(&r, pos, op)?,
        )),
        BinOp::Mod => Some(AffineExpr::binary(
            kind,
            symbolic_divide(&l, pos, kind)?,
            symbolic_divide(&r, pos, kind)?,
        )),
        BinOp::Mul => {
            if !is_divisible_by_symbol(&l, pos, op) {
                Some(l.mul(symbolic_divide(&r, pos, op)?))
            } else {
                Some(symbolic_divide(&l, pos, op)?.mul(r))
            }
        }
        BinOp::FloorDiv | BinOp::CeilDiv => {
            Some(AffineExpr::binary(kind, symbolic_divide(&l, pos, kind)?, r))
        }
    })
}

/// `Mul(-1, x)` or `Mul(x, -1)`: the `x`.
fn negated(e: &AffineExpr) -> Option<AffineExpr> {
    let (BinOp::Mul, l, r) = e.as_binary()? else {
        return None;
    };
    if l.constant_value() == Some(-1) {
        return Some(r);
    }
    (r.constant_value() == Some(-1)).then_some(l)
}

/// MLIR's `isModOfModSubtraction`: `lhs` is `x - x mod rhs` (summands in
/// any order), so `lhs mod rhs` is 0.
fn is_mod_of_mod_subtraction(lhs: &AffineExpr, rhs: &AffineExpr, nd: usize, ns: usize) -> bool {
    let mut summands = Vec::new();
    let mut stack = vec![lhs.clone()];
    while let Some(e) = stack.pop() {
        match e.as_binary() {
            Some((BinOp::Add, l, r)) => {
                stack.push(r);
                stack.push(l);
            }
            _ => summands.push(e),
        }
    }
    for (i, s) in summands.iter().enumerate() {
        let Some((BinOp::Mod, x, m)) = negated(s).and_then(|n| n.as_binary()) else {
            continue;
        };
        if &m != rhs {
            continue;
        }
        let mut diff = AffineExpr::constant(0);
        for (j, t) in summands.iter().enumerate() {
            if i != j {
                diff = diff.add(t.clone());
            }
        }
        diff = diff.add(x.mul(AffineExpr::constant(-1)));
        if diff.is_pure_affine() && simplify_pure(&diff, nd, ns).constant_value() == Some(0) {
            return true;
        }
    }
    false
}

/// MLIR's `simplifySemiAffine`: a modulo, floordiv or ceildiv whose divisor
/// simplifies to a symbol dividing the dividend is divided out (a modulo
/// becomes 0), as is `(x - x mod m) mod m`.
fn simplify_semi_affine(e: &AffineExpr, nd: usize, ns: usize) -> Option<AffineExpr> {
    let Some((kind, l, r)) = e.as_binary() else {
        return Some(e.clone());
    };
    stacker::maybe_grow(64 * 1024, 1024 * 1024, || {
        let sl = simplify_semi_affine(&l, nd, ns)?;
        let sr = simplify_semi_affine(&r, nd, ns)?;
        if matches!(kind, BinOp::Add | BinOp::Mul) {
            return Some(AffineExpr::binary(kind, sl, sr));
        }
        if is_mod_of_mod_subtraction(&sl, &sr, nd, ns) {
            return Some(AffineExpr::constant(0));
        }
        let Some(pos) = sr.symbol_position() else {
            return Some(AffineExpr::binary(kind, sl, sr));
        };
        if !is_divisible_by_symbol(&l, pos, kind) {
            return Some(AffineExpr::binary(kind, sl, sr));
        }
        if kind == BinOp::Mod {
            return Some(AffineExpr::constant(0));
        }
        symbolic_divide(&sl, pos, kind)
    })
}

/// MLIR's `simplifyAffineExpr` for a semi-affine `e`: the symbolic
/// divisions of [`simplify_semi_affine`], then flattened with a local per
/// semi-affine term and rebuilt in sum-of-products order, or kept as it is
/// when rebuilding in plain order gives `e` back (`None` where
/// `simplify_semi_affine` gives up).
fn simplify_semi_affine_expr(e: &AffineExpr, nd: usize, ns: usize) -> Option<AffineExpr> {
    let e = simplify_semi_affine(e, nd, ns)?;
    let mut f = Flattener::semi_affine(nd, ns);
    let Some(mut v) = f.walk(&e) else {
        return Some(e);
    };
    f.pad(&mut v);
    if e.is_pure_affine() {
        return Some(f.to_expr(&v));
    }
    if f.to_expr(&v) == e {
        return Some(e);
    }
    Some(f.to_semi_affine_expr(&v))
}

/// MLIR's `simplifyAffineMap` (`None` where a semi-affine result is not
/// modelled: the patterns then give up).
pub(super) fn simplify_map(map: &AffineMap) -> Option<AffineMap> {
    let nd = map.num_dims as usize;
    let ns = map.num_symbols as usize;
    let mut results = Vec::with_capacity(map.results.len());
    for e in &map.results {
        if !e.is_pure_affine() {
            results.push(simplify_semi_affine_expr(e, nd, ns)?);
            continue;
        }
        // A pure affine result that does not flatten (a division by zero)
        // is kept as it is, as MLIR's `simplifyAffineExpr` does.
        let mut f = Flattener::new(nd, ns);
        match f.walk(e) {
            Some(v) => results.push(f.to_expr(&v)),
            None => results.push(e.clone()),
        }
    }
    Some(AffineMap::new(map.num_dims, map.num_symbols, results))
}
