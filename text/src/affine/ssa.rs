//! Affine maps of SSA ids, as custom op forms write them (MLIR's
//! `parseAffineMapOfSSAIds` / `parseAffineExprOfSSAIds`): `[%i + 1,
//! symbol(%n) * 2]`, the subscripts of `affine.load` and `affine.store`.
//!
//! The expressions are parsed by the shared grammar of [`super::expr`]
//! running on the [`OpAsmParser`]'s tokens. Each distinct `%value` becomes
//! the next dimension, each distinct `symbol(%value)` the next symbol; the
//! map's operands are the dimensions followed by the symbols. Bare
//! identifiers name nothing here.

use super::expr::{parse_affine_expr, AffineExprParser, ExprPunct, IntegerLiteral};
use crate::parser::{Delimiter, OpAsmParser, Punct, UnresolvedOperand};
use rmlir_ir::affine::{AffineExpr, AffineMap};
use rmlir_ir::Diagnostic;

/// The SSA ids of one map or expression, in the order first seen.
#[derive(Default)]
struct SsaIds<'a> {
    /// Each id seen: (name, result number, its dimension or symbol).
    /// Lookups use the name only, as MLIR's affine parser does.
    seen: Vec<(&'a str, u32, AffineExpr)>,
    dims: Vec<UnresolvedOperand<'a>>,
    syms: Vec<UnresolvedOperand<'a>>,
}

/// The grammar's view of an [`OpAsmParser`] collecting SSA ids.
struct SsaExprParser<'x, 'p, 'a> {
    p: &'x mut OpAsmParser<'p, 'a>,
    ids: &'x mut SsaIds<'a>,
}

fn punct(p: ExprPunct) -> Punct {
    match p {
        ExprPunct::Plus => Punct::Plus,
        ExprPunct::Minus => Punct::Minus,
        ExprPunct::Star => Punct::Star,
        ExprPunct::LParen => Punct::LParen,
        ExprPunct::RParen => Punct::RParen,
    }
}

impl<'a> AffineExprParser for SsaExprParser<'_, '_, 'a> {
    type Error = Diagnostic;

    fn token_start(&self) -> usize {
        self.p.pos()
    }

    fn is_punct(&self, p: ExprPunct) -> bool {
        self.p.is_punct(punct(p))
    }

    fn consume_punct(&mut self, p: ExprPunct) -> bool {
        self.p.parse_optional_punct(punct(p))
    }

    fn is_keyword(&self, kw: &str) -> bool {
        self.p.is_keyword(kw)
    }

    fn consume_keyword(&mut self, kw: &str) -> bool {
        self.p.parse_optional_keyword(kw)
    }

    fn is_bare_identifier(&self) -> bool {
        self.p.is_any_keyword()
    }

    fn is_ssa_id(&self) -> bool {
        self.p.is_punct_percent()
    }

    fn parse_optional_integer(&mut self) -> IntegerLiteral {
        match self.p.parse_optional_integer() {
            Ok(Some(v)) => IntegerLiteral::Value(v),
            Ok(None) => IntegerLiteral::Absent,
            Err(_) => IntegerLiteral::TooLarge,
        }
    }

    fn error_at(&mut self, loc: usize, msg: &str) -> Diagnostic {
        self.p.error_at(loc, msg)
    }

    fn error_at_token(&mut self, msg: &str) -> Diagnostic {
        let pos = self.p.pos();
        self.p.error_at(pos, msg)
    }

    fn wrong_token_error(&mut self, msg: &str) -> Diagnostic {
        self.p.error_here(msg)
    }

    fn then_error_at_token(&mut self, err: Diagnostic, msg: &str) -> Diagnostic {
        let then = self.error_at_token(msg);
        err.then(then)
    }

    fn parse_bare_id(&mut self) -> Option<AffineExpr> {
        None
    }

    fn parse_ssa_id(&mut self, is_symbol: bool) -> Result<AffineExpr, Diagnostic> {
        if !self.p.is_punct_percent() {
            return Err(self.p.error_here("expected ssa identifier"));
        }
        // As MLIR does, an id already seen is recognised by its `%name`
        // token alone: only that token is consumed, so a result number
        // after a repeated name (`%0#0 + %0#1`) is left for the caller,
        // which reports it as an unexpected token.
        let name = self.p.p.text_after_sigil();
        if let Some((_, _, e)) = self
            .ids
            .seen
            .iter()
            .find(|(n, _, _)| n.get(1..) == Some(name))
        {
            let e = e.clone();
            self.p.p.advance();
            return Ok(e);
        }
        let u = self.p.parse_operand()?;
        let ids = &mut *self.ids;
        let e = if is_symbol {
            ids.syms.push(u);
            AffineExpr::symbol(ids.syms.len() as u32 - 1)
        } else {
            ids.dims.push(u);
            AffineExpr::dim(ids.dims.len() as u32 - 1)
        };
        ids.seen.push((u.name(), u.number(), e.clone()));
        Ok(e)
    }
}

/// Parses a comma-separated list of affine expressions of SSA ids within
/// `delimiter` (MLIR's `parseAffineMapOfSSAIds`, whose list errors read
/// "expected '[' in affine map"); returns the map and its operands
/// (dimensions first, then symbols), unresolved.
pub fn parse_affine_map_of_ssa_ids<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    delimiter: Delimiter,
) -> Result<(AffineMap, Vec<UnresolvedOperand<'a>>), Diagnostic> {
    let mut ids = SsaIds::default();
    let mut results = Vec::new();
    p.parse_comma_separated(delimiter, "affine map", |p| {
        results.push(parse_affine_expr(&mut SsaExprParser { p, ids: &mut ids })?);
        Ok(true)
    })?;
    let map = AffineMap::new(ids.dims.len() as u32, ids.syms.len() as u32, results);
    let mut operands = ids.dims;
    operands.extend(ids.syms);
    Ok((map, operands))
}

/// One affine expression of SSA ids (MLIR's `parseAffineExprOfSSAIds`).
#[derive(Clone, Debug)]
pub struct AffineExprOfSsaIds<'a> {
    /// The expression.
    pub expr: AffineExpr,
    /// The SSA ids of its dimensions, in order.
    pub dims: Vec<UnresolvedOperand<'a>>,
    /// The SSA ids of its symbols, in order.
    pub symbols: Vec<UnresolvedOperand<'a>>,
}

/// Parses one affine expression of SSA ids (MLIR's
/// `parseAffineExprOfSSAIds`).
pub fn parse_affine_expr_of_ssa_ids<'a>(
    p: &mut OpAsmParser<'_, 'a>,
) -> Result<AffineExprOfSsaIds<'a>, Diagnostic> {
    let mut ids = SsaIds::default();
    let expr = parse_affine_expr(&mut SsaExprParser { p, ids: &mut ids })?;
    Ok(AffineExprOfSsaIds {
        expr,
        dims: ids.dims,
        symbols: ids.syms,
    })
}
