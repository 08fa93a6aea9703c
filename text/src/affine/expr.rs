//! The affine expression grammar, written once for every parser that reads
//! affine expressions (MLIR 22's `AffineParser::parseAffineExpr` and what
//! it calls): map and set bodies (`d0 + s0 * 2`, see `parse.rs`) and maps
//! of SSA ids (`%i + symbol(%n) * 2`, see `ssa.rs`).
//!
//! The grammar is generic over [`AffineExprParser`]: the host parser gives
//! access to its tokens, places diagnostics as its own `emitError` /
//! `emitWrongTokenError` do, and resolves the operands (bare identifiers
//! and SSA ids). Expressions are built in MLIR's order (each operator is
//! applied, and simplified, as soon as both operands are known), which
//! decides how they are uniqued and printed; the diagnostics, their
//! wording and their locations are MLIR's.
//!
//! Depth: operator chains and prefixes of `-` are parsed iteratively; only
//! parentheses recurse, each level consuming a `(` of the input, through
//! `stacker::maybe_grow`, so no input nesting overflows the stack.

use rmlir_ir::affine::AffineExpr;

/// Punctuation the expression grammar reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExprPunct {
    /// `+`
    Plus,
    /// `-`
    Minus,
    /// `*`
    Star,
    /// `(`
    LParen,
    /// `)`
    RParen,
}

/// An integer literal at the current token, as
/// [`AffineExprParser::parse_optional_integer`] reads it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IntegerLiteral {
    /// The current token is no integer literal.
    Absent,
    /// A literal that fits in `i64` (consumed).
    Value(i64),
    /// A literal too large for an index (not necessarily consumed).
    TooLarge,
}

/// What the expression grammar needs from the parser it runs in: its
/// tokens, its placement of diagnostics and its operands.
pub trait AffineExprParser {
    /// A failure; the diagnostic it carries (or that the parser recorded)
    /// is the one reported.
    type Error;

    /// Byte offset of the current token.
    fn token_start(&self) -> usize;
    /// Whether the current token is `p`.
    fn is_punct(&self, p: ExprPunct) -> bool;
    /// Consumes `p` if it is the current token.
    fn consume_punct(&mut self, p: ExprPunct) -> bool;
    /// Whether the current token is the bare identifier `kw`.
    fn is_keyword(&self, kw: &str) -> bool;
    /// Consumes the bare identifier `kw` if it is the current token.
    fn consume_keyword(&mut self, kw: &str) -> bool;
    /// Whether the current token is any bare identifier.
    fn is_bare_identifier(&self) -> bool;
    /// Whether the current token is an SSA id (`%name`).
    fn is_ssa_id(&self) -> bool;
    /// Reads an integer literal at the current token.
    fn parse_optional_integer(&mut self) -> IntegerLiteral;

    /// An error at byte offset `loc` (MLIR's `emitError(loc, message)`).
    fn error_at(&mut self, loc: usize, msg: &str) -> Self::Error;
    /// An error at the current token (MLIR's `emitError(message)`).
    fn error_at_token(&mut self, msg: &str) -> Self::Error;
    /// An error for an unexpected current token (MLIR's
    /// `emitWrongTokenError`).
    fn wrong_token_error(&mut self, msg: &str) -> Self::Error;
    /// `err`, then a second error at the current token, which MLIR reports
    /// as an inner failure unwinds.
    fn then_error_at_token(&mut self, err: Self::Error, msg: &str) -> Self::Error;

    /// Resolves the bare identifier at the current token to the dimension
    /// or symbol it names, consuming it; `None` (nothing consumed) when it
    /// names none.
    fn parse_bare_id(&mut self) -> Option<AffineExpr>;
    /// Parses an SSA id as a dimension or (`is_symbol`, inside
    /// `symbol(...)`) a symbol (MLIR's `parseSSAIdExpr`); the current
    /// token need not be an SSA id.
    fn parse_ssa_id(&mut self, is_symbol: bool) -> Result<AffineExpr, Self::Error>;
}

/// Additive operators.
#[derive(Clone, Copy, PartialEq, Eq)]
enum LowOp {
    Add,
    Sub,
}

/// Multiplicative operators.
#[derive(Clone, Copy, PartialEq, Eq)]
enum HighOp {
    Mul,
    FloorDiv,
    CeilDiv,
    Mod,
}

fn consume_low_op<P: AffineExprParser + ?Sized>(p: &mut P) -> Option<LowOp> {
    if p.consume_punct(ExprPunct::Plus) {
        Some(LowOp::Add)
    } else if p.consume_punct(ExprPunct::Minus) {
        Some(LowOp::Sub)
    } else {
        None
    }
}

fn consume_high_op<P: AffineExprParser + ?Sized>(p: &mut P) -> Option<HighOp> {
    if p.consume_punct(ExprPunct::Star) {
        Some(HighOp::Mul)
    } else if p.consume_keyword("floordiv") {
        Some(HighOp::FloorDiv)
    } else if p.consume_keyword("ceildiv") {
        Some(HighOp::CeilDiv)
    } else if p.consume_keyword("mod") {
        Some(HighOp::Mod)
    } else {
        None
    }
}

fn low_binary(op: LowOp, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
    match op {
        LowOp::Add => lhs.add(rhs),
        LowOp::Sub => lhs.sub(rhs),
    }
}

/// `getAffineBinaryOpExpr` for the multiplicative operators, with MLIR's
/// affinity checks reported at `loc` (the operator).
fn high_binary<P: AffineExprParser + ?Sized>(
    p: &mut P,
    op: HighOp,
    lhs: AffineExpr,
    rhs: AffineExpr,
    loc: usize,
) -> Result<AffineExpr, P::Error> {
    let name = match op {
        HighOp::Mul => {
            if !lhs.is_symbolic_or_constant() && !rhs.is_symbolic_or_constant() {
                return Err(p.error_at(
                    loc,
                    "non-affine expression: at least one of the multiply operands has to be \
                     either a constant or symbolic",
                ));
            }
            return Ok(lhs.mul(rhs));
        }
        HighOp::FloorDiv => "floordiv",
        HighOp::CeilDiv => "ceildiv",
        HighOp::Mod => "mod",
    };
    if !rhs.is_symbolic_or_constant() {
        return Err(p.error_at(
            loc,
            &format!(
                "non-affine expression: right operand of {name} has to be either a constant or \
                 symbolic"
            ),
        ));
    }
    Ok(match op {
        HighOp::FloorDiv => lhs.floor_div(rhs),
        HighOp::CeilDiv => lhs.ceil_div(rhs),
        _ => lhs.modulo(rhs),
    })
}

/// Parses one affine expression (MLIR's `parseAffineExpr`) at the current
/// token of `p`.
pub fn parse_affine_expr<P: AffineExprParser + ?Sized>(p: &mut P) -> Result<AffineExpr, P::Error> {
    // `parseAffineLowPrecOpExpr`, iteratively: `acc` is the sum so far and
    // the additive operator that follows it.
    let mut acc: Option<(AffineExpr, LowOp)> = None;
    loop {
        let lhs = parse_operand(p, acc.is_some())?;
        if let Some(op) = consume_low_op(p) {
            let sum = match acc.take() {
                Some((l, lop)) => low_binary(lop, l, lhs),
                None => lhs,
            };
            acc = Some((sum, op));
            continue;
        }
        let op_loc = p.token_start();
        if let Some(h) = consume_high_op(p) {
            let high = parse_high_prec(p, lhs, h, op_loc)?;
            let expr = match acc.take() {
                Some((l, lop)) => low_binary(lop, l, high),
                None => high,
            };
            if let Some(op) = consume_low_op(p) {
                acc = Some((expr, op));
                continue;
            }
            return Ok(expr);
        }
        return Ok(match acc.take() {
            Some((l, lop)) => low_binary(lop, l, lhs),
            None => lhs,
        });
    }
}

/// `parseAffineHighPrecOpExpr`, iteratively: `first` and the operator
/// `first_op` (at `first_loc`) after it have been read.
fn parse_high_prec<P: AffineExprParser + ?Sized>(
    p: &mut P,
    first: AffineExpr,
    first_op: HighOp,
    first_loc: usize,
) -> Result<AffineExpr, P::Error> {
    let mut llhs = first;
    let mut llhs_op = first_op;
    let mut llhs_loc = first_loc;
    loop {
        let lhs = parse_operand(p, true)?;
        let op_loc = p.token_start();
        if let Some(op) = consume_high_op(p) {
            llhs = high_binary(p, llhs_op, llhs, lhs, op_loc)?;
            llhs_op = op;
            llhs_loc = op_loc;
            continue;
        }
        return high_binary(p, llhs_op, llhs, lhs, llhs_loc);
    }
}

/// `parseAffineOperandExpr`; `has_lhs` tells whether a left operand
/// exists. A prefix of negations is unfolded iteratively (MLIR's
/// `parseNegateExpression` recursion builds the same `e * -1` chain, the
/// innermost first; when the operand fails, each negation adds its
/// "missing operand of negation" after the inner error).
fn parse_operand<P: AffineExprParser + ?Sized>(
    p: &mut P,
    has_lhs: bool,
) -> Result<AffineExpr, P::Error> {
    let mut negations = 0usize;
    while p.consume_punct(ExprPunct::Minus) {
        negations += 1;
    }
    let mut e = match parse_primary(p, has_lhs) {
        Ok(e) => e,
        Err(mut err) => {
            for _ in 0..negations {
                err = p.then_error_at_token(err, "missing operand of negation");
            }
            return Err(err);
        }
    };
    for _ in 0..negations {
        e = e.mul(AffineExpr::constant(-1));
    }
    Ok(e)
}

/// An operand that is not a negation.
fn parse_primary<P: AffineExprParser + ?Sized>(
    p: &mut P,
    has_lhs: bool,
) -> Result<AffineExpr, P::Error> {
    if p.consume_keyword("symbol") {
        // `parseSymbolSSAIdExpr`.
        if !p.consume_punct(ExprPunct::LParen) {
            return Err(p.wrong_token_error("expected '(' at start of SSA symbol"));
        }
        let e = p.parse_ssa_id(true)?;
        if !p.consume_punct(ExprPunct::RParen) {
            return Err(p.wrong_token_error("expected ')' at end of SSA symbol"));
        }
        return Ok(e);
    }
    if p.is_ssa_id() {
        return p.parse_ssa_id(false);
    }
    if p.consume_punct(ExprPunct::LParen) {
        // `parseParentheticalExpr`.
        if p.is_punct(ExprPunct::RParen) {
            return Err(p.error_at_token("no expression inside parentheses"));
        }
        let e = stacker::maybe_grow(64 * 1024, 1024 * 1024, || parse_affine_expr(p))?;
        if !p.consume_punct(ExprPunct::RParen) {
            return Err(p.wrong_token_error("expected ')'"));
        }
        return Ok(e);
    }
    if p.is_bare_identifier() {
        // `parseBareIdExpr`.
        return match p.parse_bare_id() {
            Some(e) => Ok(e),
            None => Err(p.wrong_token_error("use of undeclared identifier")),
        };
    }
    if p.is_punct(ExprPunct::Plus) || p.is_punct(ExprPunct::Star) {
        return Err(p.error_at_token(if has_lhs {
            "missing right operand of binary operator"
        } else {
            "missing left operand of binary operator"
        }));
    }
    // `parseIntegerExpr`.
    let loc = p.token_start();
    match p.parse_optional_integer() {
        IntegerLiteral::Value(v) if v >= 0 => return Ok(AffineExpr::constant(v)),
        IntegerLiteral::Value(_) | IntegerLiteral::TooLarge => {
            return Err(p.error_at(loc, "constant too large for index"))
        }
        IntegerLiteral::Absent => {}
    }
    Err(p.error_at_token(if has_lhs {
        "missing right operand of binary operator"
    } else {
        "expected affine expression"
    }))
}
