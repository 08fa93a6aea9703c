//! The text of affine maps and integer sets: MLIR 22's affine parser.
//!
//! - [`parse_affine_map`] / [`parse_integer_set`]: parse the bodies of
//!   `affine_map<...>` / `affine_set<...>` with MLIR's grammar and
//!   diagnostics (byte offset into the body + message), as if followed by
//!   the closing `>`.
//! - [`parse_affine_map_attr_body`] / [`parse_integer_set_attr_body`]: for
//!   the IR parser; take the text right after `affine_map<` / `affine_set<`
//!   to the end of the file, consume through the closing `>` and return the
//!   bytes consumed, with MLIR's exact diagnostics (including the
//!   "expected '>' in affine map" and end-of-file cases).
//!
//! - [`parse_affine_map_of_ssa_ids`] / [`parse_affine_expr_of_ssa_ids`]:
//!   for custom op forms, maps and expressions whose operands are SSA ids
//!   (`[%i + 1, symbol(%n) * 2]`), read through an
//!   [`OpAsmParser`](crate::parser::OpAsmParser).
//!
//! Both kinds parse their expressions with one grammar, [`parse_affine_expr`],
//! generic over [`AffineExprParser`]: the host parser's tokens, its
//! placement of diagnostics and how it resolves an operand (declared
//! dimension and symbol names in map bodies; `%id` and `symbol(%id)` in
//! maps of SSA ids).
//!
//! The expressions, maps and sets themselves (and their `Display`) are
//! [`rmlir_ir::affine`]'s. Verified against mlir-opt-22: the hard-coded
//! cases in `mlir_cases.rs` (captured with `--mlir-print-local-scope`) and
//! random differential runs (see the ignored `differential_dump` test).

mod expr;
mod parse;
mod ssa;
#[cfg(test)]
mod tests;

pub use expr::{parse_affine_expr, AffineExprParser, ExprPunct, IntegerLiteral};
pub use parse::{
    parse_affine_map, parse_affine_map_attr_body, parse_affine_map_or_integer_set,
    parse_integer_set, parse_integer_set_attr_body, AttrBodyError, MapOrSet, ParseError,
};
pub use ssa::{parse_affine_expr_of_ssa_ids, parse_affine_map_of_ssa_ids, AffineExprOfSsaIds};
