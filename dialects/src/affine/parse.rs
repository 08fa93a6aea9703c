//! Affine maps of SSA ids, as `affine.load` / `affine.store` write their
//! subscripts: `[%i + 1, symbol(%n) * 2]` (MLIR's
//! `parseAffineMapOfSSAIds`). Each distinct `%value` becomes the next
//! dimension, each distinct `symbol(%value)` the next symbol; the map's
//! operands are the dimensions followed by the symbols.
//!
//! The grammar, the simplification order and the diagnostics are those of
//! MLIR's `AffineParser` (and of `rmlir_ir::affine`'s parser of map bodies):
//! operator chains are parsed iteratively, nesting goes through parentheses
//! only (bounded by the input, each level consuming a token).

use rmlir_ir::affine::{AffineExpr, AffineMap};
use rmlir_ir::Diagnostic;
use rmlir_text::parser::{OpAsmParser, Punct, UnresolvedOperand};

type PResult<T> = Result<T, Diagnostic>;

#[derive(Clone, Copy, PartialEq, Eq)]
enum LowOp {
    Add,
    Sub,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum HighOp {
    Mul,
    FloorDiv,
    CeilDiv,
    Mod,
}

/// The state of one map: SSA names seen so far and their expressions.
struct SsaMap<'a> {
    ids: Vec<(&'a str, u32, AffineExpr)>,
    dims: Vec<UnresolvedOperand<'a>>,
    syms: Vec<UnresolvedOperand<'a>>,
}

/// Parses `[expr, ...]` where the expressions use SSA values; returns the
/// map and its operands (dimensions first, then symbols), unresolved.
pub fn parse_affine_map_of_ssa_ids<'a>(
    p: &mut OpAsmParser<'_, 'a>,
) -> PResult<(AffineMap, Vec<UnresolvedOperand<'a>>)> {
    parse_map_of_ssa_ids(p, true)
}

/// As [`parse_affine_map_of_ssa_ids`], delimited by `[...]` (`square`) or
/// `(...)`.
pub(crate) fn parse_map_of_ssa_ids<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    square: bool,
) -> PResult<(AffineMap, Vec<UnresolvedOperand<'a>>)> {
    let (open, close, o, c) = if square {
        (Punct::LSquare, Punct::RSquare, '[', ']')
    } else {
        (Punct::LParen, Punct::RParen, '(', ')')
    };
    let mut st = SsaMap {
        ids: Vec::new(),
        dims: Vec::new(),
        syms: Vec::new(),
    };
    let mut results = Vec::new();
    if !p.parse_optional_punct(open) {
        return Err(p.error_here(format!("expected '{o}' in affine map")));
    }
    if !p.parse_optional_punct(close) {
        loop {
            results.push(parse_expr(p, &mut st)?);
            if !p.parse_optional_punct(Punct::Comma) {
                break;
            }
        }
        if !p.parse_optional_punct(close) {
            return Err(p.error_here(format!("expected '{c}' in affine map")));
        }
    }
    let map = AffineMap::new(st.dims.len() as u32, st.syms.len() as u32, results);
    let mut operands = st.dims;
    operands.extend(st.syms);
    Ok((map, operands))
}

/// One affine expression of SSA ids (MLIR's `parseAffineExprOfSSAIds`):
/// the expression, its dimension operands and its symbol operands.
#[allow(clippy::type_complexity)]
pub(crate) fn parse_expr_of_ssa_ids<'a>(
    p: &mut OpAsmParser<'_, 'a>,
) -> PResult<(
    AffineExpr,
    Vec<UnresolvedOperand<'a>>,
    Vec<UnresolvedOperand<'a>>,
)> {
    let mut st = SsaMap {
        ids: Vec::new(),
        dims: Vec::new(),
        syms: Vec::new(),
    };
    let e = parse_expr(p, &mut st)?;
    Ok((e, st.dims, st.syms))
}

/// MLIR's `Parser::emitError` at the current token.
fn error_at_token(p: &mut OpAsmParser<'_, '_>, msg: &str) -> Diagnostic {
    let pos = p.pos();
    p.error_at(pos, msg)
}

fn consume_low_op(p: &mut OpAsmParser<'_, '_>) -> Option<LowOp> {
    if p.parse_optional_punct(Punct::Plus) {
        Some(LowOp::Add)
    } else if p.parse_optional_punct(Punct::Minus) {
        Some(LowOp::Sub)
    } else {
        None
    }
}

fn consume_high_op(p: &mut OpAsmParser<'_, '_>) -> Option<HighOp> {
    if p.parse_optional_punct(Punct::Star) {
        Some(HighOp::Mul)
    } else if p.parse_optional_keyword("floordiv") {
        Some(HighOp::FloorDiv)
    } else if p.parse_optional_keyword("ceildiv") {
        Some(HighOp::CeilDiv)
    } else if p.parse_optional_keyword("mod") {
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

fn high_binary(
    p: &mut OpAsmParser<'_, '_>,
    op: HighOp,
    lhs: AffineExpr,
    rhs: AffineExpr,
    loc: usize,
) -> PResult<AffineExpr> {
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
            format!(
                "non-affine expression: right operand of {name} has to be either a constant or symbolic"
            ),
        ));
    }
    Ok(match op {
        HighOp::FloorDiv => lhs.floor_div(rhs),
        HighOp::CeilDiv => lhs.ceil_div(rhs),
        _ => lhs.modulo(rhs),
    })
}

/// `parseAffineHighPrecOpExpr`, iteratively.
fn parse_high_prec<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    st: &mut SsaMap<'a>,
    first: AffineExpr,
    first_op: HighOp,
    first_loc: usize,
) -> PResult<AffineExpr> {
    let mut llhs = first;
    let mut llhs_op = first_op;
    let mut llhs_loc = first_loc;
    loop {
        let lhs = parse_operand(p, st, true)?;
        let op_loc = p.pos();
        if let Some(op) = consume_high_op(p) {
            llhs = high_binary(p, llhs_op, llhs, lhs, op_loc)?;
            llhs_op = op;
            llhs_loc = op_loc;
            continue;
        }
        return high_binary(p, llhs_op, llhs, lhs, llhs_loc);
    }
}

/// `parseAffineExpr` / `parseAffineLowPrecOpExpr`, iteratively.
fn parse_expr<'a>(p: &mut OpAsmParser<'_, 'a>, st: &mut SsaMap<'a>) -> PResult<AffineExpr> {
    let mut acc: Option<(AffineExpr, LowOp)> = None;
    loop {
        let lhs = parse_operand(p, st, acc.is_some())?;
        if let Some(op) = consume_low_op(p) {
            let sum = match acc.take() {
                Some((l, lop)) => low_binary(lop, l, lhs),
                None => lhs,
            };
            acc = Some((sum, op));
            continue;
        }
        let op_loc = p.pos();
        if let Some(h) = consume_high_op(p) {
            let high = parse_high_prec(p, st, lhs, h, op_loc)?;
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

/// `parseSSAIdExpr`: an SSA value as a dimension or (`is_symbol`) a symbol.
fn parse_ssa_id<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    st: &mut SsaMap<'a>,
    is_symbol: bool,
) -> PResult<AffineExpr> {
    if !p.is_punct_percent() {
        return Err(p.error_here("expected ssa identifier"));
    }
    let u = p.parse_operand()?;
    if let Some((_, _, e)) = st
        .ids
        .iter()
        .find(|(n, k, _)| *n == u.name() && *k == u.number())
    {
        return Ok(e.clone());
    }
    let e = if is_symbol {
        st.syms.push(u);
        AffineExpr::symbol(st.syms.len() as u32 - 1)
    } else {
        st.dims.push(u);
        AffineExpr::dim(st.dims.len() as u32 - 1)
    };
    st.ids.push((u.name(), u.number(), e.clone()));
    Ok(e)
}

/// `parseAffineOperandExpr`; `has_lhs` tells whether a left operand exists.
fn parse_operand<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    st: &mut SsaMap<'a>,
    has_lhs: bool,
) -> PResult<AffineExpr> {
    // Negations and parentheses nest; each level consumes at least one
    // token, so the depth is bounded by the input, but may be large:
    // unfold the prefix of `-` iteratively and recurse only into `( )`.
    let mut negations = 0usize;
    while p.is_punct(Punct::Minus) {
        p.parse_punct(Punct::Minus)?;
        negations += 1;
    }
    let inner = parse_primary(p, st, has_lhs);
    let mut e = match inner {
        Ok(e) => e,
        Err(d) if negations > 0 => {
            // MLIR adds "missing operand of negation" after the inner
            // error; the first diagnostic is the one reported.
            return Err(d);
        }
        Err(d) => return Err(d),
    };
    for _ in 0..negations {
        e = e.mul(AffineExpr::constant(-1));
    }
    Ok(e)
}

fn parse_primary<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    st: &mut SsaMap<'a>,
    has_lhs: bool,
) -> PResult<AffineExpr> {
    if p.is_keyword("symbol") {
        p.parse_optional_keyword("symbol");
        if !p.parse_optional_punct(Punct::LParen) {
            return Err(p.error_here("expected '(' at start of SSA symbol"));
        }
        let e = parse_ssa_id(p, st, true)?;
        if !p.parse_optional_punct(Punct::RParen) {
            return Err(p.error_here("expected ')' at end of SSA symbol"));
        }
        return Ok(e);
    }
    if p.is_punct_percent() {
        return parse_ssa_id(p, st, false);
    }
    if p.is_punct(Punct::LParen) {
        p.parse_punct(Punct::LParen)?;
        if p.is_punct(Punct::RParen) {
            return Err(error_at_token(p, "no expression inside parentheses"));
        }
        let e = parse_nested(p, st)?;
        if !p.parse_optional_punct(Punct::RParen) {
            return Err(p.error_here("expected ')'"));
        }
        return Ok(e);
    }
    if p.is_any_keyword() {
        // Bare identifiers name no dimension or symbol in maps of SSA ids.
        return Err(p.error_here("use of undeclared identifier"));
    }
    if p.is_punct(Punct::Plus) || p.is_punct(Punct::Star) {
        return Err(error_at_token(
            p,
            if has_lhs {
                "missing right operand of binary operator"
            } else {
                "missing left operand of binary operator"
            },
        ));
    }
    let pos = p.pos();
    match p.parse_optional_integer() {
        Ok(Some(v)) if v >= 0 => return Ok(AffineExpr::constant(v)),
        Ok(Some(_)) | Err(_) => return Err(p.error_at(pos, "constant too large for index")),
        Ok(None) => {}
    }
    Err(error_at_token(
        p,
        if has_lhs {
            "missing right operand of binary operator"
        } else {
            "expected affine expression"
        },
    ))
}

/// A parenthesized sub-expression, with the stack grown on demand.
fn parse_nested<'a>(p: &mut OpAsmParser<'_, 'a>, st: &mut SsaMap<'a>) -> PResult<AffineExpr> {
    stacker::maybe_grow(64 * 1024, 1024 * 1024, || parse_expr(p, st))
}
