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

#[cfg(test)]
mod tests {
    use super::ConstantValue;
    use rmlir_ir::Context;

    #[test]
    fn join_is_a_lattice() {
        let ctx = Context::new();
        let i32t = ctx.integer_type(32, rmlir_ir::Signedness::Signless);
        let one = ctx.integer_attr(i32t, 1);
        let two = ctx.integer_attr(i32t, 2);
        let name = ctx.op_name("arith.constant");
        let c1 = ConstantValue::Constant {
            value: one,
            dialect_of: name,
        };
        let c2 = ConstantValue::Constant {
            value: two,
            dialect_of: name,
        };
        let u = ConstantValue::Uninitialized;
        let k = ConstantValue::Unknown;
        // Uninitialized is the identity.
        assert_eq!(u.join(c1), c1);
        assert_eq!(c1.join(u), c1);
        assert_eq!(u.join(u), u);
        // Equal constants stay, different ones are unknown.
        assert_eq!(c1.join(c1), c1);
        assert_eq!(c1.join(c2), k);
        // Unknown absorbs everything.
        assert_eq!(k.join(c1), k);
        assert_eq!(c2.join(k), k);
        assert_eq!(k.join(u), k);
        assert_eq!(c1.constant(), Some(one));
        assert!(k.constant().is_none());
    }

    #[test]
    fn constants_compare_by_value_only() {
        let ctx = Context::new();
        let i1 = ctx.integer_type(1, rmlir_ir::Signedness::Signless);
        let t = ctx.integer_attr(i1, 1);
        let a = ConstantValue::Constant {
            value: t,
            dialect_of: ctx.op_name("arith.constant"),
        };
        let b = ConstantValue::Constant {
            value: t,
            dialect_of: ctx.op_name("test.constant"),
        };
        assert_eq!(a, b);
        // The first dialect is kept.
        match a.join(b) {
            ConstantValue::Constant { dialect_of, .. } => {
                assert_eq!(ctx.op_name_str(dialect_of), "arith.constant")
            }
            other => panic!("unexpected {other:?}"),
        }
    }
}
