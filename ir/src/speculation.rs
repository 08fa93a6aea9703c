//! Speculatability (MLIR's `ConditionallySpeculatable`) and loops
//! (`LoopLikeOpInterface`): what loop-invariant code motion needs to know.

use crate::body::{Body, OpId};
use crate::context::Context;
use crate::registry::OpTraits;
use smallvec::SmallVec;

/// Whether an op may run when its original position would not have run it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Speculatability {
    /// Running it speculatively may trap or have undefined behaviour.
    NotSpeculatable,
    /// Always safe to run speculatively.
    Speculatable,
    /// Safe when every op in its regions is speculatable.
    RecursivelySpeculatable,
}

/// An op's speculatability, which may depend on its operands.
pub type SpeculatabilityFn = fn(&Context, &Body, OpId) -> Speculatability;

/// A loop: the regions that form its body.
pub struct LoopLikeInterface {
    /// Indices (into the op's regions) of the loop-body regions.
    pub regions: fn(&Context, &Body, OpId) -> SmallVec<[usize; 2]>,
}

/// The speculatability of `op` as declared by its hook or traits.
pub fn speculatability(ctx: &Context, body: &Body, op: OpId) -> Speculatability {
    let Some(info) = ctx.op_info(body.op_name(op)) else {
        return Speculatability::NotSpeculatable;
    };
    if let Some(f) = info.speculatability {
        return f(ctx, body, op);
    }
    if info.traits.contains(OpTraits::PURE) {
        Speculatability::Speculatable
    } else if info.traits.contains(OpTraits::RECURSIVELY_SPECULATABLE) {
        Speculatability::RecursivelySpeculatable
    } else {
        Speculatability::NotSpeculatable
    }
}

/// MLIR's `isSpeculatable`: the op, and for recursively speculatable ops
/// every op nested in it, may be executed speculatively. Iterative, so
/// deep nesting cannot overflow the stack.
pub fn is_speculatable(ctx: &Context, body: &Body, op: OpId) -> bool {
    let mut stack: Vec<(&Body, OpId)> = vec![(body, op)];
    while let Some((b, o)) = stack.pop() {
        match speculatability(ctx, b, o) {
            Speculatability::NotSpeculatable => return false,
            Speculatability::Speculatable => {}
            Speculatability::RecursivelySpeculatable => {
                let rb = b.regions_body(o);
                for &r in b.op_regions(o) {
                    for blk in rb.region_blocks(r) {
                        stack.extend(rb.block_ops(blk).map(|n| (rb, n)));
                    }
                }
            }
        }
    }
    true
}

/// The loop-body regions of `op`, if it is a loop.
pub fn loop_regions(ctx: &Context, body: &Body, op: OpId) -> Option<SmallVec<[usize; 2]>> {
    let iface = ctx.op_info(body.op_name(op))?.loop_like?;
    Some((iface.regions)(ctx, body, op))
}
