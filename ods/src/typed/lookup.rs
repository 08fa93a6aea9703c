//! The compile-time lookups behind the typed wrappers: each accessor
//! finds its group, attribute, region or successor by name in the op's
//! definition in a `const`, checking the arity it was declared with.

use crate::{Arity, OpDef, ValueDef};

/// `a == b`, usable in constants.
pub const fn str_eq(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// The definition named `name` in `defs` (a dialect's `OPS`); a compile
/// error when evaluated in a constant and there is none.
pub const fn find_def(defs: &'static [OpDef], name: &str) -> &'static OpDef {
    let mut i = 0;
    while i < defs.len() {
        if str_eq(defs[i].name, name) {
            return &defs[i];
        }
        i += 1;
    }
    panic!("typed_op!: no op definition of this name in the given list")
}

const fn arity_eq(a: Arity, b: Arity) -> bool {
    matches!(
        (a, b),
        (Arity::Single, Arity::Single)
            | (Arity::Optional, Arity::Optional)
            | (Arity::Variadic, Arity::Variadic)
    )
}

/// The index of operand or result group `name` in `groups`; with
/// `arity`, also checks the group's arity. A compile error when evaluated
/// in a constant and the group is missing or has another arity.
pub const fn value_index(groups: &[ValueDef], name: &str, arity: Option<Arity>) -> usize {
    let mut i = 0;
    while i < groups.len() {
        if str_eq(groups[i].name, name) {
            if let Some(a) = arity {
                if !arity_eq(groups[i].arity, a) {
                    panic!("typed_op!: operand/result group declared with the wrong arity");
                }
            }
            return i;
        }
        i += 1;
    }
    panic!("typed_op!: the op definition has no operand/result group of this name")
}

/// The operand (result) number of group `index` when it and every group
/// before it are single (`one`): the group index itself, on every op that
/// verifies, without reading `operandSegmentSizes`. `None` when an optional
/// or variadic group comes first.
pub const fn fixed_position(groups: &[ValueDef], index: usize) -> Option<usize> {
    let mut i = 0;
    while i <= index {
        if !matches!(groups[i].arity, Arity::Single) {
            return None;
        }
        i += 1;
    }
    Some(index)
}

/// How an attribute accessor was declared.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AttrArity {
    /// Neither optional nor defaulted.
    Required,
    /// Optional without default.
    Optional,
    /// With a default value.
    Default,
}

/// The index of attribute `name` in `def`, checking how it is declared; a
/// compile error when evaluated in a constant and it does not match.
pub const fn attr_index(def: &OpDef, name: &str, arity: AttrArity) -> usize {
    let mut i = 0;
    while i < def.attrs.len() {
        let a = &def.attrs[i];
        if str_eq(a.name, name) {
            let ok = match arity {
                AttrArity::Required => !a.optional && a.default.is_none(),
                AttrArity::Optional => a.optional && a.default.is_none(),
                AttrArity::Default => a.default.is_some(),
            };
            if !ok {
                panic!("typed_op!: attribute declared as required/optional/default wrongly");
            }
            return i;
        }
        i += 1;
    }
    panic!("typed_op!: the op definition has no attribute of this name")
}

/// The index of region `name` in `def`, checking whether it is variadic.
pub const fn region_index(def: &OpDef, name: &str, variadic: bool) -> usize {
    let mut i = 0;
    while i < def.regions.len() {
        if str_eq(def.regions[i].name, name) {
            if def.regions[i].variadic != variadic {
                panic!("typed_op!: region declared with the wrong arity");
            }
            return i;
        }
        i += 1;
    }
    panic!("typed_op!: the op definition has no region of this name")
}

/// The index of successor `name` in `def`, checking whether it is variadic.
pub const fn successor_index(def: &OpDef, name: &str, variadic: bool) -> usize {
    let mut i = 0;
    while i < def.successors.len() {
        if str_eq(def.successors[i].name, name) {
            if def.successors[i].variadic != variadic {
                panic!("typed_op!: successor declared with the wrong arity");
            }
            return i;
        }
        i += 1;
    }
    panic!("typed_op!: the op definition has no successor of this name")
}
