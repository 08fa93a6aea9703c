//! Affine expressions, affine maps and integer sets as MLIR 22 builds and
//! prints them.
//!
//! - [`AffineExpr`]: a self-contained expression tree (post-order node
//!   vector) whose constructors simplify exactly like MLIR's `AffineExpr`
//!   operators, so the printed forms match `mlir-opt` (term ordering,
//!   constant folding, `floordiv`/`ceildiv`/`mod` rewrites, overflow).
//! - [`AffineMap`] and [`IntegerSet`]: plain values (`Eq + Hash`, ready to
//!   be interned by the IR) whose `Display` prints the text MLIR puts inside
//!   `affine_map<...>` / `affine_set<...>` (the printing stays with the
//!   types, as `Display` must, and as MLIR's `AffineExpr::print` does).
//!
//! Parsing them is the text format's business (`rmlir_text::affine`, with
//! the tests against mlir-opt-22's output).

mod expr;
mod print;

pub use expr::{AffineExpr, AffineExprKind, BinOp};
pub use print::write_affine_expr;

/// An affine map `(d0, ...)[s0, ...] -> (results)`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct AffineMap {
    /// The number of dimensions (`d0` ... `d{num_dims-1}`).
    pub num_dims: u32,
    /// The number of symbols (`s0` ... `s{num_symbols-1}`).
    pub num_symbols: u32,
    /// The result expressions, over the map's dimensions and symbols.
    pub results: Vec<AffineExpr>,
}

impl AffineMap {
    /// The map `(d0, ...)[s0, ...] -> (results)` with `num_dims` dimensions
    /// and `num_symbols` symbols.
    pub fn new(num_dims: u32, num_symbols: u32, results: Vec<AffineExpr>) -> Self {
        AffineMap {
            num_dims,
            num_symbols,
            results,
        }
    }

    /// The map `(d0, ..., dn-1) -> (d0, ..., dn-1)`.
    pub fn identity(num_dims: u32) -> Self {
        AffineMap {
            num_dims,
            num_symbols: 0,
            results: (0..num_dims).map(AffineExpr::dim).collect(),
        }
    }

    /// MLIR's `AffineMap::isIdentity`: as many results as dimensions, result
    /// `i` being `d{i}`; symbols do not matter.
    pub fn is_identity(&self) -> bool {
        self.results.len() == self.num_dims as usize
            && self
                .results
                .iter()
                .enumerate()
                .all(|(i, r)| *r == AffineExpr::dim(i as u32))
    }

    /// True when every result is pure affine (no semi-affine term).
    pub fn is_pure_affine(&self) -> bool {
        self.results.iter().all(AffineExpr::is_pure_affine)
    }
}

/// An integer set `(d0, ...)[s0, ...] : (constraints)`; constraint `i` is
/// `constraints[i] == 0` when `eq_flags[i]`, else `constraints[i] >= 0`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct IntegerSet {
    /// The number of dimensions (`d0` ... `d{num_dims-1}`).
    pub num_dims: u32,
    /// The number of symbols (`s0` ... `s{num_symbols-1}`).
    pub num_symbols: u32,
    /// The constraint expressions, over the set's dimensions and symbols.
    pub constraints: Vec<AffineExpr>,
    /// One flag per constraint: `true` for `== 0`, `false` for `>= 0`.
    pub eq_flags: Vec<bool>,
}

impl IntegerSet {
    /// The set `(d0, ...)[s0, ...] : (constraints)`; `eq_flags[i]` tells
    /// whether constraint `i` is an equality.
    ///
    /// # Panics
    ///
    /// If `constraints` and `eq_flags` differ in length.
    pub fn new(
        num_dims: u32,
        num_symbols: u32,
        constraints: Vec<AffineExpr>,
        eq_flags: Vec<bool>,
    ) -> Self {
        assert_eq!(
            constraints.len(),
            eq_flags.len(),
            "one eq flag per constraint"
        );
        IntegerSet {
            num_dims,
            num_symbols,
            constraints,
            eq_flags,
        }
    }
}
