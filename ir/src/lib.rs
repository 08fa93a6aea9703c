//! rmlir-ir: the core of rmlir.
//!
//! - [`Context`]: interns types, attributes, locations, identifiers and op
//!   names; holds the op registry. `Send + Sync`.
//! - [`Body`]: the IR storage of one IsolatedFromAbove op (ops, blocks,
//!   regions, values, use lists) addressed by typed indices.
//! - [`IsolatedOp`]: an IsolatedFromAbove op taken out of its parent with its
//!   `Body`, as passes see it.
//! - [`parser`] and [`printer`]: MLIR's text format.
//! - [`verify`]: the verifier core.

pub mod affine;
pub mod apint;
pub mod apint_ops;
pub mod attrs;
pub mod body;
pub mod builder;
pub mod builtin;
pub mod call;
pub mod context;
pub mod dense;
pub mod diag;
pub mod effects;
pub mod float;
pub mod float_ops;
pub mod fold;
pub mod intern;
pub mod isolated;
pub mod ods;
pub mod parser;
pub mod pattern;
pub mod printer;
pub mod region_branch;
pub mod registry;
pub mod resources;
pub mod speculation;
pub mod types;
pub mod verify;
pub mod verify_diagnostics;
pub mod walk;

pub use attrs::{Attr, AttrData, Ident, Loc, LocData};
pub use body::{BlockId, Body, OpId, OpSpec, RegionId, ValueDef, ValueId};
pub use builder::{Builder, InsertPoint, IrMapping};
pub use context::{Context, OpName};
pub use diag::{Diagnostic, Severity};
pub use isolated::IsolatedOp;
pub use types::{Type, TypeData};
