//! Affine expressions with MLIR 22's simplify-on-construction semantics.
//!
//! An [`AffineExpr`] is a self-contained tree stored as a post-order vector of
//! nodes (the root is the last node). Sub-expressions are contiguous slices,
//! so structural equality is slice equality (the same as MLIR's identity
//! comparison of uniqued expressions), dropping never recurses, and the
//! value can be hashed and interned by the IR as is.
//!
//! The binary constructors (`add`, `mul`, `floor_div`, `ceil_div`, `modulo`,
//! `neg`, `sub`) apply exactly the rewrites of MLIR's `AffineExpr` operators
//! (`simplifyAdd`, `simplifyMul`, `simplifyFloorDiv`, `simplifyCeilDiv`,
//! `simplifyMod` in mlir/lib/IR/AffineExpr.cpp), including MLIR 22's
//! behaviour on overflow: folding two constants is skipped when the result
//! overflows, while the other constant arithmetic wraps as in C++.

/// The binary operators of affine expressions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BinOp {
    /// `lhs + rhs` (subtraction is `lhs + rhs * -1`).
    Add,
    /// `lhs * rhs`.
    Mul,
    /// `lhs mod rhs`.
    Mod,
    /// `lhs floordiv rhs`.
    FloorDiv,
    /// `lhs ceildiv rhs`.
    CeilDiv,
}

/// The kind of an affine expression (MLIR's `AffineExprKind`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AffineExprKind {
    /// A sum, `lhs + rhs`.
    Add,
    /// A product, `lhs * rhs`.
    Mul,
    /// A remainder, `lhs mod rhs`.
    Mod,
    /// A division rounding down, `lhs floordiv rhs`.
    FloorDiv,
    /// A division rounding up, `lhs ceildiv rhs`.
    CeilDiv,
    /// An integer constant.
    Constant,
    /// A dimension identifier, `d0`, `d1`, ...
    DimId,
    /// A symbol identifier, `s0`, `s1`, ...
    SymbolId,
}

/// One node of the post-order representation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Node {
    Dim(u32),
    Symbol(u32),
    Const(i64),
    /// A binary operation; the payload is the number of nodes of the LHS.
    /// The RHS occupies the nodes between the LHS and this node.
    Bin(BinOp, u32),
}

/// An affine expression (see the module documentation).
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct AffineExpr {
    nodes: Vec<Node>,
    /// True when some node is a dimension (cached for O(1) `is_symbolic_or_constant`).
    has_dim: bool,
}

impl std::fmt::Debug for AffineExpr {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "AffineExpr({self})")
    }
}

/// Splits a non-empty post-order slice at its root.
fn split(s: &[Node]) -> Option<(BinOp, &[Node], &[Node])> {
    match *s.last()? {
        Node::Bin(op, lhs_len) => {
            let l = lhs_len as usize;
            Some((op, &s[..l], &s[l..s.len() - 1]))
        }
        _ => None,
    }
}

fn slice_const(s: &[Node]) -> Option<i64> {
    match s {
        [Node::Const(c)] => Some(*c),
        _ => None,
    }
}

fn gcd_u64(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        let t = a % b;
        a = b;
        b = t;
    }
    a
}

/// Floor division as `llvm::divideFloorSigned` (callers exclude overflow and zero).
pub(crate) fn floor_div_i64(a: i64, b: i64) -> i64 {
    let q = a.wrapping_div(b);
    let r = a.wrapping_rem(b);
    if r != 0 && ((r < 0) != (b < 0)) {
        q - 1
    } else {
        q
    }
}

/// Ceiling division as `llvm::divideCeilSigned` (callers exclude overflow and zero).
pub(crate) fn ceil_div_i64(a: i64, b: i64) -> i64 {
    let q = a.wrapping_div(b);
    let r = a.wrapping_rem(b);
    if r != 0 && ((r > 0) == (b > 0)) {
        q + 1
    } else {
        q
    }
}

/// Largest known divisor of a post-order slice (MLIR's
/// `getLargestKnownDivisor`), computed iteratively.
fn largest_known_divisor_of(s: &[Node]) -> i64 {
    // Stack of (divisor, constant value if the sub-expression is a constant).
    let mut stack: Vec<(i64, Option<i64>)> = Vec::new();
    for n in s {
        let v = match *n {
            Node::Dim(_) | Node::Symbol(_) => (1, None),
            Node::Const(c) => (c.wrapping_abs(), Some(c)),
            Node::Bin(op, _) => {
                let (rd, rc) = stack.pop().unwrap_or((1, None));
                let (ld, _) = stack.pop().unwrap_or((1, None));
                let d = match op {
                    BinOp::Mul => ld.wrapping_mul(rd),
                    BinOp::Add | BinOp::Mod => gcd_u64(ld as u64, rd as u64) as i64,
                    BinOp::FloorDiv | BinOp::CeilDiv => match rc {
                        Some(c) if c != 0 && ld.wrapping_rem(c) == 0 => ld.wrapping_div(c),
                        _ => 1,
                    },
                };
                (d, None)
            }
        };
        stack.push(v);
    }
    stack.pop().map(|v| v.0).unwrap_or(1)
}

/// Grows the stack on demand around recursive construction.
#[inline]
fn grow<R>(f: impl FnOnce() -> R) -> R {
    stacker::maybe_grow(64 * 1024, 1024 * 1024, f)
}

impl AffineExpr {
    /// The dimension `d<pos>`.
    pub fn dim(pos: u32) -> AffineExpr {
        AffineExpr {
            nodes: vec![Node::Dim(pos)],
            has_dim: true,
        }
    }

    /// The symbol `s<pos>`.
    pub fn symbol(pos: u32) -> AffineExpr {
        AffineExpr {
            nodes: vec![Node::Symbol(pos)],
            has_dim: false,
        }
    }

    /// An integer constant.
    pub fn constant(value: i64) -> AffineExpr {
        AffineExpr {
            nodes: vec![Node::Const(value)],
            has_dim: false,
        }
    }

    fn from_slice(s: &[Node]) -> AffineExpr {
        AffineExpr {
            nodes: s.to_vec(),
            has_dim: s.iter().any(|n| matches!(n, Node::Dim(_))),
        }
    }

    pub(crate) fn nodes(&self) -> &[Node] {
        &self.nodes
    }

    /// Builds `lhs op rhs` without any simplification.
    pub fn raw_binary(op: BinOp, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        let lhs_len = lhs.nodes.len() as u32;
        let has_dim = lhs.has_dim || rhs.has_dim;
        let mut nodes = lhs.nodes;
        nodes.extend_from_slice(&rhs.nodes);
        nodes.push(Node::Bin(op, lhs_len));
        AffineExpr { nodes, has_dim }
    }

    /// Builds a commutative `lhs op rhs` without simplification, ordering two
    /// dim/symbol operands as MLIR 22 does: dims before symbols, then by
    /// position (`d1 + d0` is built as `d0 + d1`).
    fn raw_commutative(op: BinOp, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        let key = |e: &AffineExpr| match e.nodes[..] {
            [Node::Dim(p)] => Some((0u8, p)),
            [Node::Symbol(p)] => Some((1u8, p)),
            _ => None,
        };
        match (key(&lhs), key(&rhs)) {
            (Some(l), Some(r)) if r < l => AffineExpr::raw_binary(op, rhs, lhs),
            _ => AffineExpr::raw_binary(op, lhs, rhs),
        }
    }

    /// The kind of the root of this expression.
    pub fn kind(&self) -> AffineExprKind {
        match self.root() {
            Node::Dim(_) => AffineExprKind::DimId,
            Node::Symbol(_) => AffineExprKind::SymbolId,
            Node::Const(_) => AffineExprKind::Constant,
            Node::Bin(op, _) => match op {
                BinOp::Add => AffineExprKind::Add,
                BinOp::Mul => AffineExprKind::Mul,
                BinOp::Mod => AffineExprKind::Mod,
                BinOp::FloorDiv => AffineExprKind::FloorDiv,
                BinOp::CeilDiv => AffineExprKind::CeilDiv,
            },
        }
    }

    fn root(&self) -> Node {
        *self
            .nodes
            .last()
            .expect("affine expressions are never empty")
    }

    /// The value when this is a constant.
    pub fn constant_value(&self) -> Option<i64> {
        slice_const(&self.nodes)
    }

    /// The position when this is a dimension.
    pub fn dim_position(&self) -> Option<u32> {
        match self.nodes[..] {
            [Node::Dim(p)] => Some(p),
            _ => None,
        }
    }

    /// The position when this is a symbol.
    pub fn symbol_position(&self) -> Option<u32> {
        match self.nodes[..] {
            [Node::Symbol(p)] => Some(p),
            _ => None,
        }
    }

    /// Operator and copies of the operands when this is a binary expression.
    pub fn as_binary(&self) -> Option<(BinOp, AffineExpr, AffineExpr)> {
        let (op, l, r) = split(&self.nodes)?;
        Some((op, AffineExpr::from_slice(l), AffineExpr::from_slice(r)))
    }

    /// True when the expression has no dimension (MLIR's `isSymbolicOrConstant`).
    pub fn is_symbolic_or_constant(&self) -> bool {
        !self.has_dim
    }

    /// MLIR's `isPureAffine`: multiplications need a constant operand,
    /// divisions and modulo a constant right operand.
    pub fn is_pure_affine(&self) -> bool {
        // Stack of (pure, is constant).
        let mut stack: Vec<(bool, bool)> = Vec::new();
        for n in &self.nodes {
            let v = match *n {
                Node::Dim(_) | Node::Symbol(_) => (true, false),
                Node::Const(_) => (true, true),
                Node::Bin(op, _) => {
                    let (rp, rc) = stack.pop().unwrap_or((true, false));
                    let (lp, lc) = stack.pop().unwrap_or((true, false));
                    let p = match op {
                        BinOp::Add => lp && rp,
                        BinOp::Mul => lp && rp && (lc || rc),
                        BinOp::Mod | BinOp::FloorDiv | BinOp::CeilDiv => lp && rc,
                    };
                    (p, false)
                }
            };
            stack.push(v);
        }
        stack.pop().map(|v| v.0).unwrap_or(true)
    }

    /// MLIR's `getLargestKnownDivisor`.
    pub fn largest_known_divisor(&self) -> i64 {
        largest_known_divisor_of(&self.nodes)
    }

    /// Builds `self op rhs` with MLIR's simplifications.
    pub fn binary(op: BinOp, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        match op {
            BinOp::Add => lhs.add(rhs),
            BinOp::Mul => lhs.mul(rhs),
            BinOp::Mod => lhs.modulo(rhs),
            BinOp::FloorDiv => lhs.floor_div(rhs),
            BinOp::CeilDiv => lhs.ceil_div(rhs),
        }
    }

    /// `self + rhs` (MLIR's `operator+`).
    #[allow(clippy::should_implement_trait)]
    pub fn add(self, rhs: AffineExpr) -> AffineExpr {
        // The first rules of `simplify_add`, applied by moving instead of
        // copying so that long sums stay linear; the results are identical.
        let lhs_const = self.constant_value();
        let rhs_const = rhs.constant_value();
        if lhs_const.is_some() && rhs_const.is_some() {
            return match grow(|| simplify_add(&self, &rhs)) {
                Some(e) => e,
                None => AffineExpr::raw_binary(BinOp::Add, self, rhs),
            };
        }
        if lhs_const.is_some() || (self.is_symbolic_or_constant() && !rhs.is_symbolic_or_constant())
        {
            return rhs.add(self);
        }
        if rhs_const.is_none() {
            // (e + c) + f -> (e + f) + c unless `c1 * x + c2 * x` applies first.
            if let Some((BinOp::Add, ll, lr)) = split(&self.nodes) {
                if let Some(c) = slice_const(lr) {
                    let second: &[Node] = match split(&rhs.nodes) {
                        Some((BinOp::Mul, rl, rr)) if slice_const(rr).is_some() => rl,
                        _ => &rhs.nodes,
                    };
                    if second != &self.nodes[..] {
                        let ll_len = ll.len();
                        let mut e = self;
                        e.nodes.truncate(ll_len);
                        return grow(|| e.add(rhs)).add(AffineExpr::constant(c));
                    }
                }
            }
        }
        match grow(|| simplify_add(&self, &rhs)) {
            Some(e) => e,
            None => AffineExpr::raw_commutative(BinOp::Add, self, rhs),
        }
    }

    /// `self * rhs` (MLIR's `operator*`). When neither operand is symbolic
    /// or constant (not affine; MLIR asserts), no simplification is applied.
    #[allow(clippy::should_implement_trait)]
    pub fn mul(self, rhs: AffineExpr) -> AffineExpr {
        match grow(|| simplify_mul(&self, &rhs)) {
            Some(e) => e,
            None => AffineExpr::raw_commutative(BinOp::Mul, self, rhs),
        }
    }

    /// `self floordiv rhs`.
    pub fn floor_div(self, rhs: AffineExpr) -> AffineExpr {
        match grow(|| simplify_floor_div(&self, &rhs)) {
            Some(e) => e,
            None => AffineExpr::raw_binary(BinOp::FloorDiv, self, rhs),
        }
    }

    /// `self ceildiv rhs`.
    pub fn ceil_div(self, rhs: AffineExpr) -> AffineExpr {
        match grow(|| simplify_ceil_div(&self, &rhs)) {
            Some(e) => e,
            None => AffineExpr::raw_binary(BinOp::CeilDiv, self, rhs),
        }
    }

    /// `self mod rhs`.
    pub fn modulo(self, rhs: AffineExpr) -> AffineExpr {
        match grow(|| simplify_mod(&self, &rhs)) {
            Some(e) => e,
            None => AffineExpr::raw_binary(BinOp::Mod, self, rhs),
        }
    }

    /// `-self`, i.e. `self * -1`.
    #[allow(clippy::should_implement_trait)]
    pub fn neg(self) -> AffineExpr {
        self.mul(AffineExpr::constant(-1))
    }

    /// `self - rhs`, i.e. `self + rhs * -1`.
    #[allow(clippy::should_implement_trait)]
    pub fn sub(self, rhs: AffineExpr) -> AffineExpr {
        self.add(rhs.neg())
    }
}

impl std::ops::Add for AffineExpr {
    type Output = AffineExpr;
    fn add(self, rhs: AffineExpr) -> AffineExpr {
        AffineExpr::add(self, rhs)
    }
}
impl std::ops::Sub for AffineExpr {
    type Output = AffineExpr;
    fn sub(self, rhs: AffineExpr) -> AffineExpr {
        AffineExpr::sub(self, rhs)
    }
}
impl std::ops::Mul for AffineExpr {
    type Output = AffineExpr;
    fn mul(self, rhs: AffineExpr) -> AffineExpr {
        AffineExpr::mul(self, rhs)
    }
}
impl std::ops::Neg for AffineExpr {
    type Output = AffineExpr;
    fn neg(self) -> AffineExpr {
        AffineExpr::neg(self)
    }
}

fn c(v: i64) -> AffineExpr {
    AffineExpr::constant(v)
}

/// MLIR's `simplifyAdd`; `None` when no rewrite applies.
fn simplify_add(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    let lhs_const = lhs.constant_value();
    let rhs_const = rhs.constant_value();
    if let (Some(a), Some(b)) = (lhs_const, rhs_const) {
        // MLIR 22 leaves an overflowing fold unfolded.
        return a.checked_add(b).map(c);
    }
    // Constants and symbolic terms go to the right.
    if lhs_const.is_some() || (lhs.is_symbolic_or_constant() && !rhs.is_symbolic_or_constant()) {
        return Some(rhs.clone().add(lhs.clone()));
    }
    if rhs_const == Some(0) {
        return Some(lhs.clone());
    }
    let l_bin = split(&lhs.nodes);
    // (e + c1) + c2 -> e + (c1 + c2), wrapping.
    if let (Some((BinOp::Add, ll, lr)), Some(rc)) = (l_bin, rhs_const) {
        if let Some(lrc) = slice_const(lr) {
            return Some(AffineExpr::from_slice(ll).add(c(lrc.wrapping_add(rc))));
        }
    }
    // c1 * e + c2 * e -> (c1 + c2) * e.
    let (l_coef, first): (i64, &[Node]) = match l_bin {
        Some((BinOp::Mul, ll, lr)) if slice_const(lr).is_some() => (slice_const(lr).unwrap(), ll),
        _ => (1, &lhs.nodes[..]),
    };
    let r_bin = split(&rhs.nodes);
    let (r_coef, second): (i64, &[Node]) = match r_bin {
        Some((BinOp::Mul, rl, rr)) if slice_const(rr).is_some() => (slice_const(rr).unwrap(), rl),
        _ => (1, &rhs.nodes[..]),
    };
    if first == second {
        return Some(AffineExpr::from_slice(first).mul(c(l_coef.wrapping_add(r_coef))));
    }
    // (e + c) + f -> (e + f) + c.
    if let Some((BinOp::Add, ll, lr)) = l_bin {
        if let Some(lrc) = slice_const(lr) {
            return Some(AffineExpr::from_slice(ll).add(rhs.clone()).add(c(lrc)));
        }
    }
    // e - q * (e floordiv q) -> e mod q.
    let (r_op, lrhs, rrhs) = r_bin?;
    if slice_const(rrhs) == Some(-1) {
        if let Some((BinOp::Mul, llrhs, rlrhs)) = split(lrhs) {
            match split(llrhs) {
                Some((BinOp::FloorDiv, e, q)) => {
                    if q == rlrhs && e == &lhs.nodes[..] {
                        return Some(lhs.clone().modulo(AffineExpr::from_slice(rlrhs)));
                    }
                }
                _ => return None,
            }
        }
    }
    // e + (e floordiv c) * -c -> e mod c, for a constant c > 0.
    if r_op != BinOp::Mul {
        return None;
    }
    let (BinOp::FloorDiv, llrhs, rlrhs) = split(lrhs)? else {
        return None;
    };
    if slice_const(rlrhs).is_some_and(|q| q > 0) && llrhs == &lhs.nodes[..] {
        let neg_rrhs = AffineExpr::from_slice(rrhs).neg();
        if rlrhs == &neg_rrhs.nodes[..] {
            return Some(lhs.clone().modulo(AffineExpr::from_slice(rlrhs)));
        }
    }
    // (e1 + e2) + rhs -> e1 + (e2 + rhs) when `e2 + rhs` simplifies, e.g.
    // (e1 + e2) + (e2 floordiv c) * -c -> e1 + e2 mod c.
    if let Some((BinOp::Add, e1, e2)) = l_bin {
        if let Some(sum) = grow(|| simplify_add(&AffineExpr::from_slice(e2), rhs)) {
            return Some(AffineExpr::from_slice(e1).add(sum));
        }
    }
    None
}

/// MLIR's `simplifyMul`.
fn simplify_mul(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    let lhs_const = lhs.constant_value();
    let rhs_const = rhs.constant_value();
    if let (Some(a), Some(b)) = (lhs_const, rhs_const) {
        return a.checked_mul(b).map(c);
    }
    if !lhs.is_symbolic_or_constant() && !rhs.is_symbolic_or_constant() {
        // Not affine (MLIR asserts here); keep as is.
        return None;
    }
    if !rhs.is_symbolic_or_constant() || lhs_const.is_some() {
        return Some(rhs.clone().mul(lhs.clone()));
    }
    if let Some(rc) = rhs_const {
        if rc == 1 {
            return Some(lhs.clone());
        }
        if rc == 0 {
            return Some(rhs.clone());
        }
    }
    if let Some((BinOp::Mul, ll, lr)) = split(&lhs.nodes) {
        if let Some(lrc) = slice_const(lr) {
            // (e * c1) * c2 -> e * (c1 * c2), wrapping.
            if let Some(rc) = rhs_const {
                return Some(AffineExpr::from_slice(ll).mul(c(lrc.wrapping_mul(rc))));
            }
            // (e * c) * f -> (e * f) * c.
            return Some(AffineExpr::from_slice(ll).mul(rhs.clone()).mul(c(lrc)));
        }
    }
    None
}

/// MLIR 22's `simplifyFloorDiv`.
fn simplify_floor_div(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    let rc = rhs.constant_value()?;
    if rc == 0 {
        return None;
    }
    if let Some(lc) = lhs.constant_value() {
        if lc == i64::MIN && rc == -1 {
            return None;
        }
        return Some(c(floor_div_i64(lc, rc)));
    }
    if rc == 1 {
        return Some(lhs.clone());
    }
    match split(&lhs.nodes) {
        Some((BinOp::Mul, ll, lr)) => {
            if let Some(lrc) = slice_const(lr) {
                if lrc.wrapping_rem(rc) == 0 {
                    return Some(AffineExpr::from_slice(ll).mul(c(lrc.wrapping_div(rc))));
                }
            }
            None
        }
        Some((BinOp::Add, ll, lr)) => {
            let ld = largest_known_divisor_of(ll);
            let rd = largest_known_divisor_of(lr);
            if ld.wrapping_rem(rc) == 0 || rd.wrapping_rem(rc) == 0 {
                let a = AffineExpr::from_slice(ll).floor_div(c(rc));
                let b = AffineExpr::from_slice(lr).floor_div(c(rc));
                return Some(a.add(b));
            }
            None
        }
        _ => None,
    }
}

/// MLIR 22's `simplifyCeilDiv`.
fn simplify_ceil_div(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    let rc = rhs.constant_value()?;
    if rc == 0 {
        return None;
    }
    if let Some(lc) = lhs.constant_value() {
        if lc == i64::MIN && rc == -1 {
            return None;
        }
        return Some(c(ceil_div_i64(lc, rc)));
    }
    if rc == 1 {
        return Some(lhs.clone());
    }
    if let Some((BinOp::Mul, ll, lr)) = split(&lhs.nodes) {
        if let Some(lrc) = slice_const(lr) {
            if lrc.wrapping_rem(rc) == 0 {
                return Some(AffineExpr::from_slice(ll).mul(c(lrc.wrapping_div(rc))));
            }
        }
    }
    None
}

/// MLIR's `simplifyMod`.
fn simplify_mod(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    let rc = rhs.constant_value()?;
    if rc < 1 {
        return None;
    }
    if let Some(lc) = lhs.constant_value() {
        return Some(c(lc.rem_euclid(rc)));
    }
    if lhs.largest_known_divisor().wrapping_rem(rc) == 0 {
        return Some(c(0));
    }
    match split(&lhs.nodes) {
        Some((BinOp::Add, ll, lr)) => {
            if largest_known_divisor_of(ll).wrapping_rem(rc) == 0 {
                return Some(AffineExpr::from_slice(lr).modulo(c(rc)));
            }
            if largest_known_divisor_of(lr).wrapping_rem(rc) == 0 {
                return Some(AffineExpr::from_slice(ll).modulo(c(rc)));
            }
            None
        }
        Some((BinOp::Mod, ll, lr)) => {
            if let Some(inter) = slice_const(lr) {
                if inter >= 1 && inter.rem_euclid(rc) == 0 {
                    return Some(AffineExpr::from_slice(ll).modulo(c(rc)));
                }
            }
            None
        }
        _ => None,
    }
}
