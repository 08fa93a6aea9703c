//! rmlir-numerics: the numbers MLIR computes with, bit-exact.
//!
//! - [`apint`]: fixed-width integers of any bit width (MLIR's `APInt`);
//!   [`apint_ops`]: their arithmetic, comparisons and conversions as arith's
//!   folders use them.
//! - [`float`]: the float formats MLIR knows ([`float::FloatKind`]), exact
//!   formatting and parsing of float attribute values (APFloat semantics);
//!   [`float_ops`]: IEEE arithmetic, comparisons and conversions on them.
//!
//! This crate depends on nothing else of rmlir; the IR core, the text format
//! and the dialects build on it.

pub mod apint;
pub mod apint_ops;
pub mod float;
pub mod float_ops;
