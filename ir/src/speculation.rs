//! Speculatability (MLIR's `ConditionallySpeculatable`): whether an op may
//! run where its original position would not have run it.

use crate::body::{Body, OpId};
use crate::context::Context;
use crate::registry::OpTraits;

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
