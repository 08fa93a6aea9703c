//! Why an interpretation stopped: a trap (undefined behaviour the program
//! reached), a resource limit (fuel, call depth, memory), an op without
//! semantics, or a bad request (unknown entry function, wrong arguments).

use std::fmt;

/// Undefined behaviour detected while running.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TrapKind {
    /// Integer division or remainder by zero.
    DivisionByZero,
    /// Signed division overflow (`INT_MIN / -1`).
    SignedDivisionOverflow,
    /// A memref or tensor access outside the bounds of its shape.
    OutOfBounds,
    /// An access to memory that was deallocated (or an `alloca` whose
    /// scope has ended).
    UseAfterFree,
    /// `memref.dealloc` of memory already deallocated.
    DoubleFree,
    /// `memref.dealloc` of memory not from `memref.alloc`.
    InvalidFree,
    /// Poison used where it is undefined behaviour; the string says how
    /// (`branch condition`, `divisor`, `index`, ...).
    PoisonUse(&'static str),
    /// `ub.unreachable` was reached.
    Unreachable,
    /// `cf.assert` failed; the assertion's message.
    AssertionFailed(String),
    /// Any other undefined behaviour, described.
    Other(String),
}

impl fmt::Display for TrapKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TrapKind::DivisionByZero => write!(f, "division by zero"),
            TrapKind::SignedDivisionOverflow => write!(f, "signed division overflow"),
            TrapKind::OutOfBounds => write!(f, "out-of-bounds access"),
            TrapKind::UseAfterFree => write!(f, "access to deallocated memory"),
            TrapKind::DoubleFree => write!(f, "double deallocation"),
            TrapKind::InvalidFree => write!(f, "deallocation of memory not from memref.alloc"),
            TrapKind::PoisonUse(what) => write!(f, "poison used as {what}"),
            TrapKind::Unreachable => write!(f, "ub.unreachable reached"),
            TrapKind::AssertionFailed(msg) => write!(f, "assertion failed: {msg}"),
            TrapKind::Other(what) => write!(f, "{what}"),
        }
    }
}

/// Why an interpretation did not produce results.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Error {
    /// The program reached undefined behaviour in the op named `op`.
    Trap {
        /// What happened.
        kind: TrapKind,
        /// The op that trapped (its name).
        op: String,
    },
    /// The step limit was reached.
    OutOfFuel,
    /// Calls nested deeper than the configured limit.
    CallDepthExceeded,
    /// An allocation above the configured memory limit.
    MemoryLimit,
    /// An op the interpreter has no semantics for (and no hook).
    NoSemantics(String),
    /// An op it knows, used with types or attributes it does not support.
    Unsupported(String),
    /// A bad request: unknown function, wrong arguments, malformed IR.
    Invalid(String),
}

impl Error {
    /// Whether this is a trap (undefined behaviour).
    pub fn is_trap(&self) -> bool {
        matches!(self, Error::Trap { .. })
    }

    /// Whether this is a resource limit (fuel, call depth, memory).
    pub fn is_limit(&self) -> bool {
        matches!(
            self,
            Error::OutOfFuel | Error::CallDepthExceeded | Error::MemoryLimit
        )
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Trap { kind, op } => write!(f, "trap in '{op}': {kind}"),
            Error::OutOfFuel => write!(f, "out of fuel"),
            Error::CallDepthExceeded => write!(f, "call depth exceeded"),
            Error::MemoryLimit => write!(f, "memory limit exceeded"),
            Error::NoSemantics(op) => write!(f, "no semantics for op '{op}'"),
            Error::Unsupported(what) => write!(f, "unsupported: {what}"),
            Error::Invalid(what) => write!(f, "{what}"),
        }
    }
}

impl std::error::Error for Error {}

/// A trap of `kind` in the op named `op`.
pub(crate) fn trap(op: &str, kind: TrapKind) -> Error {
    Error::Trap {
        kind,
        op: op.to_string(),
    }
}
