//! The constant-propagation lattice (MLIR's `ConstantValue`).

use rmlir_ir::Attr;
use rmlir_ir::OpName;

/// What is known of a value: nothing yet (the optimistic start), a single
/// constant, or that it may be anything.
///
/// ```text
///        Unknown
///     /  |  ...  \
///  Const Const  Const
///     \  |  ...  /
///     Uninitialized
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub enum ConstantValue {
    /// No information yet: the value was never seen to be defined.
    #[default]
    Uninitialized,
    /// The value is always this constant.
    Constant {
        /// The constant.
        value: Attr,
        /// The op whose dialect materializes the constant (the op that
        /// folded to it).
        dialect_of: OpName,
    },
    /// The value may be anything (the pessimistic fixpoint).
    Unknown,
}

impl PartialEq for ConstantValue {
    /// Equal states; constants compare by value only (as in MLIR, the
    /// dialect does not take part).
    fn eq(&self, other: &ConstantValue) -> bool {
        match (self, other) {
            (ConstantValue::Uninitialized, ConstantValue::Uninitialized)
            | (ConstantValue::Unknown, ConstantValue::Unknown) => true,
            (
                ConstantValue::Constant { value: a, .. },
                ConstantValue::Constant { value: b, .. },
            ) => a == b,
            _ => false,
        }
    }
}

impl Eq for ConstantValue {}

impl ConstantValue {
    /// The least upper bound of two states: uninitialized is the identity,
    /// equal constants stay, anything else is unknown.
    pub fn join(self, rhs: ConstantValue) -> ConstantValue {
        match (self, rhs) {
            (ConstantValue::Uninitialized, r) => r,
            (l, ConstantValue::Uninitialized) => l,
            (l, r) if l == r => l,
            _ => ConstantValue::Unknown,
        }
    }

    /// Whether nothing is known yet.
    pub fn is_uninitialized(&self) -> bool {
        matches!(self, ConstantValue::Uninitialized)
    }

    /// The constant, if the value is known to be one.
    pub fn constant(&self) -> Option<Attr> {
        match self {
            ConstantValue::Constant { value, .. } => Some(*value),
            _ => None,
        }
    }
}
