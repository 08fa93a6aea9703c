//! The op registry: what the context knows about each registered op name.

use crate::attrs::Attr;
use crate::body::{Body, OpId};
use crate::context::Context;
use crate::diag::Diagnostic;

/// Structural traits of an op, as a bit set.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct OpTraits(pub u32);

impl OpTraits {
    /// No traits.
    pub const NONE: OpTraits = OpTraits(0);
    /// Regions cannot see values defined above; the op owns its own `Body`.
    pub const ISOLATED_FROM_ABOVE: OpTraits = OpTraits(1);
    /// Must be the last op of its block.
    pub const TERMINATOR: OpTraits = OpTraits(1 << 1);
    /// Its regions' blocks need no terminator.
    pub const NO_TERMINATOR: OpTraits = OpTraits(1 << 2);
    /// Its single region is a symbol table (unique `sym_name`s).
    pub const SYMBOL_TABLE: OpTraits = OpTraits(1 << 3);
    /// Its regions are graph regions (no dominance).
    pub const GRAPH_REGIONS: OpTraits = OpTraits(1 << 4);
    /// Each region has at most one block.
    pub const SINGLE_BLOCK: OpTraits = OpTraits(1 << 5);
    /// No side effects.
    pub const PURE: OpTraits = OpTraits(1 << 6);
    /// Defines a symbol through its `sym_name` attribute.
    pub const SYMBOL: OpTraits = OpTraits(1 << 7);
    /// Its results are constants (ConstantLike).
    pub const CONSTANT_LIKE: OpTraits = OpTraits(1 << 8);
    /// Its operands commute.
    pub const COMMUTATIVE: OpTraits = OpTraits(1 << 9);
    /// Returns control to the parent op (ReturnLike).
    pub const RETURN_LIKE: OpTraits = OpTraits(1 << 10);

    /// Whether every trait in `other` is set.
    pub const fn contains(self, other: OpTraits) -> bool {
        self.0 & other.0 == other.0
    }
}

impl std::ops::BitOr for OpTraits {
    type Output = OpTraits;
    fn bitor(self, rhs: OpTraits) -> OpTraits {
        OpTraits(self.0 | rhs.0)
    }
}

/// An op's own verifier: returns the error to report (usually from
/// [`Diagnostic::op_error`]).
pub type VerifyFn = fn(&Context, &Body, OpId) -> Result<(), Diagnostic>;

/// Everything the context knows about a registered op.
#[derive(Clone)]
pub struct OpInfo {
    /// Full name, `dialect.op`.
    pub name: &'static str,
    /// Structural traits.
    pub traits: OpTraits,
    /// Names of inherent attributes (stored as properties).
    pub inherent_attrs: &'static [&'static str],
    /// The op's own verifier, run after the structural checks.
    pub verify: Option<VerifyFn>,
    /// Checks the properties while parsing (MLIR's property conversion);
    /// returns the message of the conversion error.
    pub convert_properties: Option<PropertiesFn>,
}

/// Checks an op's properties dictionary; `Err` holds the conversion message.
pub type PropertiesFn = fn(&Context, Attr) -> Result<(), String>;

impl OpInfo {
    /// A registered op with the given traits and no hooks.
    pub const fn new(name: &'static str, traits: OpTraits) -> OpInfo {
        OpInfo {
            name,
            traits,
            inherent_attrs: &[],
            verify: None,
            convert_properties: None,
        }
    }
}

/// A registered dialect.
#[derive(Clone, Debug)]
pub struct DialectInfo {
    /// Namespace (`func`, `arith`, ...).
    pub namespace: &'static str,
    /// Whether ops of this namespace that were not registered are accepted.
    pub allow_unknown_ops: bool,
}
