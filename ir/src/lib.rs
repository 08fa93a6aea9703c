//! rmlir-ir: the core of rmlir.
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
//! The core knows nothing of the formats. Numbers are `rmlir-numerics`'s;
//! MLIR's text format (parser, printer, `--verify-diagnostics`) is
//! `rmlir-text`, declarative op definitions `rmlir-ods`, both above this
//! crate. Where the core needs them it asks through a hook they install:
//! custom assembly and ODS definitions are [`registry::Interfaces`] of an
//! op, and diagnostics write ops, attributes and types through the
//! context's [`Renderer`], installed by `rmlir-text` on every parse and by
//! `rmlir_ods::register` (see [`Renderer`] for the rule).

pub mod affine;
pub mod attrs;
pub mod body;
mod body_build;
pub mod body_tree;
pub mod builder;
pub mod builtin;
pub mod call;
pub mod context;
pub mod data_layout;
pub mod dense;
pub mod diag;
pub mod dominance;
pub mod effects;
pub mod equality_rules;
pub mod fold;
pub mod intern;
pub mod isolated;
pub mod loop_like;
pub mod pattern;
pub mod region_branch;
pub mod registry;
pub mod speculation;
pub mod symbol;
pub mod types;
pub mod verify;
pub mod walk;

pub use attrs::{Attr, AttrData, Ident, Loc, LocData};
pub use body::{BlockId, Body, OpId, OpSpec, RegionId, ValueDef, ValueId};
pub use builder::{Builder, InsertPoint, IrMapping};
pub use context::{Context, OpName};
pub use diag::{Diagnostic, Renderer, Severity};
pub use isolated::IsolatedOp;
pub use types::{Type, TypeData};
