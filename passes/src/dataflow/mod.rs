//! A sparse data-flow framework following MLIR's `DataFlowSolver` with the
//! two analyses SCCP loads: dead-code analysis (which blocks and CFG edges
//! are executable, and the predecessors of region entries and of region
//! branch ops' results) and sparse constant propagation (a
//! [`ConstantValue`] per SSA value, computed through the ops' fold hooks).
//!
//! Both analyses run together to a fixpoint on a worklist of program points
//! (block starts and the points after ops), re-visiting a point whenever a
//! state it read changes, as MLIR's solver does.  Control flow is understood
//! through the registry: `BranchInterface` for branch terminators,
//! `RegionBranchInterface` for ops with regions, `ReturnLike` /
//! `RegionTerminatorInterface` for the terminators of their regions, and
//! `CallInterface` / `CallableInterface` for calls: when the solved op is a
//! symbol table, a call to a function it defines makes the function live,
//! its arguments join the call's operands (for private functions whose
//! uses are all calls) and its results join what the function returns.
//! Calls that cannot be resolved inside the solved op return anything.
//!
//! The IR may span several bodies (nested IsolatedFromAbove ops own theirs);
//! every entity is addressed with the index of its body (`BodyIx`).

pub mod lattice;
pub mod solver;

pub use lattice::ConstantValue;
pub use solver::Solver;
