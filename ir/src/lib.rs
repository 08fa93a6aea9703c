//! rmlir-ir: the core of rmlir.
//!
//! # Start here
//!
//! What a library user needs, one path each:
//!
//! | to | use |
//! |---|---|
//! | hold types, attributes, locations and the registered dialects | [`Context`] (dialects: `rmlir_dialects::register_all`) |
//! | read and change IR | [`Body`] (ops, blocks, regions, values, uses), [`walk`] |
//! | create ops | a [`Builder`] (a [`PatternRewriter`](pattern::PatternRewriter) in a pattern) with the typed ops' `build`, e.g. `rmlir_dialects::arith::AddIOp::build(&mut builder, ctx, loc, lhs, rhs)` (`rmlir_ods::typed`); a new module: `rmlir_ods::typed::new_module` |
//! | parse and print | `rmlir_text::parser::parse_module`, `rmlir_text::printer::print_top_level` |
//! | verify | [`verify::verify`] |
//! | report errors | [`Diagnostic`]; `rmlir_text::diagnostics::DisplayDiagnostic` shows one as `rmlir-opt` prints it |
//! | symbols | [`symbol::symbol_name`], [`symbol::SymbolTable`] |
//! | rewrite | [`pattern::RewritePattern`], [`pattern::PatternRewriter`], [`pattern::FrozenPatternSet`]; the drivers are in `rmlir_rewrite` |
//! | passes | `rmlir_passes` (`Pass`, `OpPassManager`, `parse_pipeline`, statistics); a whole opt tool: `rmlir_opt::opt_main` |
//!
//! # Map
//!
//! - [`Context`]: interns types, attributes, locations, identifiers and op
//!   names; holds the op registry. `Send + Sync`.
//! - [`Body`]: the IR storage of one IsolatedFromAbove op (ops, blocks,
//!   regions, values, use lists) addressed by typed indices.
//! - [`IsolatedOp`]: an IsolatedFromAbove op taken out of its parent with its
//!   `Body`, as passes see it.
//! - [`affine`]: affine expressions, maps and sets (their data and
//!   simplification).
//! - [`registry`]: what the context knows of each op and dialect; the
//!   crates above attach their own data to an op as typed
//!   [`registry::Interfaces`].
//! - [`verify`]: the verifier core; [`fold`], [`pattern`]: folding and
//!   rewrite patterns; [`call`], [`region_branch`], [`effects`],
//!   [`speculation`]: op interfaces.
//!
//! The storage modules (attributes, bodies, builders, the context,
//! diagnostics, the isolated op, types, the interner) are private: each of
//! their types has one path, at the crate root (`rmlir_ir::Body`,
//! `rmlir_ir::Type`). The public modules are the interfaces and analyses.
//!
//! The core knows nothing of the formats. Numbers are `rmlir-numerics`'s;
//! MLIR's text format (parser, printer, `--verify-diagnostics`) is
//! `rmlir-text`, declarative op definitions `rmlir-ods`, both above this
//! crate. Where the core needs them it asks through a hook they install:
//! custom assembly and ODS definitions are [`registry::Interfaces`] of an
//! op, and diagnostics write ops, attributes and types through the
//! context's [`Renderer`], installed by `rmlir-text` on every parse and by
//! `rmlir_ods::register` (see [`Renderer`] for the rule).

pub mod affine;
mod attrs;
mod body;
mod body_build;
pub mod body_tree;
mod builder;
pub mod builtin;
pub mod call;
mod context;
pub mod data_layout;
pub mod dense;
mod diag;
pub mod dominance;
pub mod effects;
pub mod equality_rules;
pub mod fold;
mod intern;
mod isolated;
pub mod loop_like;
pub mod pattern;
pub mod region_branch;
pub mod registry;
pub mod speculation;
pub mod symbol;
mod types;
pub mod verify;
pub mod walk;

pub use attrs::{
    get_attr, Attr, AttrData, DenseBits, DenseValues, FileRange, FusedLoc, Ident, Loc, LocData,
};
pub use body::{
    BlockId, BlockIter, Body, EraseError, OpData, OpId, OpIter, OpSpec, RegionId, Use, UseId,
    UseIter, ValueDef, ValueId,
};
pub use builder::{Builder, InsertPoint, IrMapping};
pub use context::{Common, Context, OpName};
pub use diag::{Diagnostic, Renderer, Severity};
pub use isolated::IsolatedOp;
pub use types::{Signedness, Type, TypeData, DYNAMIC};
