//! Loops (MLIR's `LoopLikeOpInterface`): the regions that form a loop's
//! body, as loop-invariant code motion needs them.

use crate::body::{Body, OpId};
use crate::context::Context;
use smallvec::SmallVec;

/// A loop: the regions that form its body. Ops declare it in their
/// `OpInfo::loop_like`.
pub struct LoopLikeInterface {
    /// Indices (into the op's regions) of the loop-body regions.
    pub regions: fn(&Context, &Body, OpId) -> SmallVec<[usize; 2]>,
}

/// The loop-body regions of `op`, if it is a loop.
pub fn loop_regions(ctx: &Context, body: &Body, op: OpId) -> Option<SmallVec<[usize; 2]>> {
    let iface = ctx.op_info(body.op_name(op))?.loop_like?;
    Some((iface.regions)(ctx, body, op))
}
