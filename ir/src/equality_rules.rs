//! Equational rules as data: what an op declares so that an
//! equality-saturation backend (the e-graph canonicalizer) may take it into
//! its e-graph, what it costs, and which equalities hold for it.
//!
//! The core only stores the declarations (an [`OpInfo`](crate::registry::OpInfo)
//! interface); the backend compiles them. Rules are written as terms:
//!
//! - `?x` is a variable (the same variable matches the same value);
//! - an integer literal (`0`, `1`, `-1`) is a constant of the type around
//!   it (`-1` has every bit set);
//! - `(dialect.op term...)` is a pure single-result op with default
//!   properties (no flags);
//! - `(dialect.op{name=value,...} term...)` names properties: `value` is an
//!   integer (an `i64` integer attribute, as enum properties such as the
//!   `arith.cmpi` predicate are stored) or a dialect attribute
//!   (`#arith.fastmath<reassoc>`); the others keep their defaults, and the
//!   op matches only ops with exactly these properties.
//!
//! How an op's operand and result types relate is its [`Typing`] (by
//! default one type for all, as in the integer ring and lattice laws); the
//! backend checks it where a rule applies and skips the application
//! otherwise.

/// The e-graph declarations of one op (an `OpInfo` interface).
#[derive(Clone, Debug, Default)]
pub struct EqualityRules {
    /// What one such op costs in extraction (constants about 1, additions
    /// and shifts 2, multiplications 4, divisions 8).
    pub cost: u32,
    /// Property names whose presence only makes the op poison in more
    /// cases (`overflowFlags`): the backend drops them on entry, which
    /// refines the program, and keeps them only on ops it leaves as they
    /// were.
    pub poison_flags: Vec<&'static str>,
    /// Rules whose left-hand side is rooted at this op.
    pub rules: Vec<EqualityRule>,
    /// How the op's operand and result types relate.
    pub typing: Typing,
}

/// How the types of an op's operands and result relate, which the backend
/// needs to give each op a rule adds its type.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Typing {
    /// The operands and the result have one type.
    #[default]
    Uniform,
    /// The operands have one type, the result is the comparison's boolean
    /// (`arith.cmpi`).
    Compare,
    /// The first operand is a boolean condition, the others and the result
    /// have one type (`arith.select`).
    Select,
}

/// One equality `lhs = rhs` between two terms (see the module docs).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EqualityRule {
    /// A name for statistics and debugging, unique among all rules.
    pub name: String,
    /// The term to find.
    pub lhs: String,
    /// The equal term to add.
    pub rhs: String,
    /// Whether the rule also applies from right to left.
    pub bidirectional: bool,
    /// The narrowest integer type the rule holds for (0: every width; 2
    /// for a rule that shifts by 1, which is poison on `i1`).
    pub min_width: u32,
}

impl EqualityRule {
    /// A rule applied from left to right only.
    pub fn new(name: impl Into<String>, lhs: impl Into<String>, rhs: impl Into<String>) -> Self {
        EqualityRule {
            name: name.into(),
            lhs: lhs.into(),
            rhs: rhs.into(),
            bidirectional: false,
            min_width: 0,
        }
    }

    /// A rule applied in both directions.
    pub fn both_ways(
        name: impl Into<String>,
        lhs: impl Into<String>,
        rhs: impl Into<String>,
    ) -> Self {
        EqualityRule {
            bidirectional: true,
            ..EqualityRule::new(name, lhs, rhs)
        }
    }

    /// The rule restricted to integer types of at least `bits` bits.
    pub fn min_width(self, bits: u32) -> Self {
        EqualityRule {
            min_width: bits,
            ..self
        }
    }
}
