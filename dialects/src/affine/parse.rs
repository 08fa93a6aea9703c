//! Affine maps of SSA ids, as `affine.load` / `affine.store` write their
//! subscripts: `[%i + 1, symbol(%n) * 2]` (MLIR's
//! `parseAffineMapOfSSAIds`), and the bounds and steps of
//! `affine.parallel`.
//!
//! A thin layer over [`rmlir_text::affine`], which parses these with the
//! same expression grammar as `affine_map<...>` bodies: each distinct
//! `%value` becomes the next dimension, each distinct `symbol(%value)` the
//! next symbol; the map's operands are the dimensions followed by the
//! symbols.

use rmlir_ir::affine::{AffineExpr, AffineMap};
use rmlir_ir::Diagnostic;
use rmlir_text::affine::{parse_affine_expr_of_ssa_ids, AffineExprOfSsaIds};
use rmlir_text::parser::{Delimiter, OpAsmParser, UnresolvedOperand};

type PResult<T> = Result<T, Diagnostic>;

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
    let delimiter = if square {
        Delimiter::Square
    } else {
        Delimiter::Paren
    };
    rmlir_text::affine::parse_affine_map_of_ssa_ids(p, delimiter)
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
    let AffineExprOfSsaIds {
        expr,
        dims,
        symbols,
    } = parse_affine_expr_of_ssa_ids(p)?;
    Ok((expr, dims, symbols))
}
