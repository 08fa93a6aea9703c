//! MLIR's `simplifyAffineMap`: each result flattened into a linear form
//! (`SimpleAffineExprFlattener`) and rebuilt; semi-affine results only in
//! their simplest forms.

use rmlir_ir::affine::{AffineExpr, AffineExprKind, AffineMap, BinOp};

pub(super) struct Flattener {
    nd: usize,
    ns: usize,
    /// The expressions of the local variables (`e floordiv c`, ...).
    pub(super) locals: Vec<AffineExpr>,
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
/// operands in position order, a division of distinct ones), or a chain of
/// products of dims / symbols (`(s0 * s1) * s0`) times a constant,
/// possibly plus a constant.
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
        Some((BinOp::Mul, l, r)) if r.constant_value().is_some() || rank(&l).is_none() => {
            is_product_chain(&e, &rank)
        }
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

/// A left-nested product of dims / symbols (the innermost in position
/// order), optionally times a constant at the outermost level, which
/// MLIR's flattener turns into nested local products and rebuilds as it is.
fn is_product_chain(e: &AffineExpr, rank: &dyn Fn(&AffineExpr) -> Option<usize>) -> bool {
    let e = match e.as_binary() {
        Some((BinOp::Mul, l, r)) if r.constant_value().is_some() => l,
        _ => e.clone(),
    };
    let mut cur = e;
    loop {
        match cur.as_binary() {
            Some((BinOp::Mul, l, r)) if rank(&r).is_some() => match rank(&l) {
                Some(a) => return rank(&r).is_some_and(|b| a <= b),
                None => cur = l,
            },
            _ => return false,
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

/// MLIR's `simplifyAffineExpr` for a division or modulo by a non-constant
/// whose operands are pure affine (`lhs op rhs`, possibly plus a
/// constant): the flattener makes it one local built from the simplified
/// operands, which is the result (`None` for forms not modelled). Runs
/// after [`simplify_semi_affine`].
fn simplify_semi_affine_division(e: &AffineExpr, nd: usize, ns: usize) -> Option<AffineExpr> {
    if let Some((BinOp::Add, l, r)) = e.as_binary() {
        let c = r.constant_value()?;
        let atom = simplify_semi_affine_division(&l, nd, ns)?;
        return Some(atom.add(AffineExpr::constant(c)));
    }
    let (op, lhs, rhs) = e.as_binary()?;
    if !matches!(op, BinOp::FloorDiv | BinOp::CeilDiv | BinOp::Mod)
        || !lhs.is_pure_affine()
        || !rhs.is_pure_affine()
    {
        return None;
    }
    let (l, r) = (simplify_pure(&lhs, nd, ns), simplify_pure(&rhs, nd, ns));
    if r.constant_value().is_some() {
        return None;
    }
    Some(AffineExpr::binary(op, l, r))
}

/// MLIR's `simplifyAffineMap` for pure affine results and simple
/// semi-affine ones (`None` otherwise: the patterns then give up).
pub(super) fn simplify_map(map: &AffineMap) -> Option<AffineMap> {
    let nd = map.num_dims as usize;
    let ns = map.num_symbols as usize;
    let mut results = Vec::with_capacity(map.results.len());
    for e in &map.results {
        if !e.is_pure_affine() {
            if is_simple_semi_affine(e, nd) {
                results.push(e.clone());
                continue;
            }
            let e = simplify_semi_affine(e, nd, ns)?;
            if e.is_pure_affine() {
                results.push(simplify_pure(&e, nd, ns));
            } else if is_simple_semi_affine(&e, nd) {
                results.push(e);
            } else {
                results.push(simplify_semi_affine_division(&e, nd, ns)?);
            }
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
