//! Region control flow (MLIR's `RegionBranchOpInterface` and
//! `RegionBranchTerminatorOpInterface`).
//!
//! An op with regions that implements [`RegionBranchInterface`] says where
//! control goes when it starts executing (its *entry successors*) and where
//! it goes when a region's terminator is reached, and which values are
//! forwarded along each edge.  A successor is either one of the op's regions
//! (control enters the region's entry block, whose arguments receive the
//! forwarded values) or the op itself (control leaves the op, whose results
//! receive them).
//!
//! Terminators of such regions forward their operands: a terminator that
//! registers a [`RegionTerminatorInterface`] (like `scf.condition`) says
//! itself which operands go where and may prune successors given constant
//! operands; a `ReturnLike` terminator (like `scf.yield`) forwards all of its
//! operands to every successor its parent names for the region.

use crate::attrs::Attr;
use crate::body::{Body, OpId};
use crate::context::Context;
use crate::registry::OpTraits;
use std::ops::Range;

/// Where control goes from a region branch point.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RegionTarget {
    /// The entry block of region `n` of the region branch op.
    Region(usize),
    /// Back to the region branch op: control leaves it (its results).
    Parent,
}

/// One successor of a region branch point (MLIR's `RegionSuccessor`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RegionSuccessor {
    /// Where control goes.
    pub target: RegionTarget,
    /// The values receiving the forwarded operands: indices of the entry
    /// block's arguments for [`RegionTarget::Region`], of the op's results
    /// for [`RegionTarget::Parent`].  Arguments or results outside this range
    /// are not forwarded from the predecessor (e.g. an induction variable).
    pub inputs: Range<usize>,
}

impl RegionSuccessor {
    /// Control enters region `region`; its entry block arguments `inputs`
    /// receive the forwarded values.
    pub fn region(region: usize, inputs: Range<usize>) -> RegionSuccessor {
        RegionSuccessor {
            target: RegionTarget::Region(region),
            inputs,
        }
    }

    /// Control leaves the op; its results `inputs` receive the forwarded
    /// values.
    pub fn parent(inputs: Range<usize>) -> RegionSuccessor {
        RegionSuccessor {
            target: RegionTarget::Parent,
            inputs,
        }
    }
}

/// Lists successors into `out`, given the region branch op, and the
/// constant value of each of its operands (`None` when unknown).
pub type EntrySuccessorsFn = fn(&Context, &Body, OpId, &[Option<Attr>], &mut Vec<RegionSuccessor>);

/// Lists the successors of the terminators of region `n` of the op.
pub type RegionSuccessorsFn = fn(&Context, &Body, OpId, usize, &mut Vec<RegionSuccessor>);

/// The operand indices forwarded to a successor.
pub type SuccessorOperandsFn = fn(&Context, &Body, OpId, RegionTarget) -> Range<usize>;

/// RegionBranchOpInterface: control flow between an op and its regions.
///
/// The hooks get the body holding the op's regions (for the ops this is
/// implemented for, the body holding the op itself).
pub struct RegionBranchInterface {
    /// `getEntrySuccessorRegions`: where control goes when the op starts,
    /// given the constant value of each operand (`None` when unknown).  With
    /// no constant known this lists every possible entry successor.
    pub entry_successors: EntrySuccessorsFn,
    /// `getSuccessorRegions(region)`: where control may go from the
    /// terminators of region `n` (used for terminators without a
    /// [`RegionTerminatorInterface`]).
    pub region_successors: RegionSuccessorsFn,
    /// `getEntrySuccessorOperands`: the operands of the op forwarded to an
    /// entry successor.
    pub entry_successor_operands: SuccessorOperandsFn,
}

/// Lists the successors of a region terminator into `out`, given the
/// constant value of each of its operands (`None` when unknown).
pub type TerminatorSuccessorsFn =
    fn(&Context, &Body, OpId, &[Option<Attr>], &mut Vec<RegionSuccessor>);

/// RegionBranchTerminatorOpInterface: what a terminator of a region branch
/// op's region forwards, for terminators that are not simply `ReturnLike`.
pub struct RegionTerminatorInterface {
    /// `getSuccessorRegions(operands)`: the successors of the terminator
    /// given its constant operands (`None` when unknown).
    pub successors: TerminatorSuccessorsFn,
    /// `getSuccessorOperands`: the operands forwarded to a successor.
    pub successor_operands: SuccessorOperandsFn,
}

/// The region branch interface of `op`, if it has one.
pub fn region_branch(
    ctx: &Context,
    body: &Body,
    op: OpId,
) -> Option<&'static RegionBranchInterface> {
    ctx.op_info(body.op_name(op))?.region_branch
}

/// The index of `op`'s region that holds `term` (an op directly in it).
pub fn region_index_of(body: &Body, parent: OpId, term: OpId) -> Option<usize> {
    let block = body.op_block(term)?;
    let region = body.block_region(block);
    body.op_regions(parent).iter().position(|&r| r == region)
}

/// The successors of terminator `term` of a region of region branch op
/// `parent`, given the terminator's constant operands: the terminator's own
/// [`RegionTerminatorInterface`] when it has one, else the parent's
/// successors for the terminator's region.
pub fn terminator_successors(
    ctx: &Context,
    body: &Body,
    parent: OpId,
    term: OpId,
    operands: &[Option<Attr>],
    out: &mut Vec<RegionSuccessor>,
) {
    if let Some(t) = ctx
        .op_info(body.op_name(term))
        .and_then(|i| i.region_terminator)
    {
        (t.successors)(ctx, body, term, operands, out);
        return;
    }
    let Some(iface) = region_branch(ctx, body, parent) else {
        return;
    };
    if let Some(n) = region_index_of(body, parent, term) {
        (iface.region_successors)(ctx, body, parent, n, out);
    }
}

/// The operands terminator `term` forwards to `target`, or `None` when it is
/// not a region branch terminator (no [`RegionTerminatorInterface`] and not
/// `ReturnLike`), so nothing is known about what it forwards.
pub fn terminator_successor_operands(
    ctx: &Context,
    body: &Body,
    term: OpId,
    target: RegionTarget,
) -> Option<Range<usize>> {
    let info = ctx.op_info(body.op_name(term))?;
    if let Some(t) = info.region_terminator {
        return Some((t.successor_operands)(ctx, body, term, target));
    }
    if info.traits.contains(OpTraits::RETURN_LIKE) {
        return Some(0..body.num_operands(term));
    }
    None
}

/// Whether `term` is a region branch terminator (MLIR's
/// `RegionBranchTerminatorOpInterface`, which `ReturnLike` ops implement).
pub fn is_region_terminator(ctx: &Context, body: &Body, term: OpId) -> bool {
    ctx.op_info(body.op_name(term))
        .is_some_and(|i| i.region_terminator.is_some() || i.traits.contains(OpTraits::RETURN_LIKE))
}
