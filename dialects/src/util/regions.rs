//! Blocks and regions: predecessors, block arguments, entry blocks, parents.

use rmlir_ir::Context;
use rmlir_ir::{BlockId, Body, OpId, ValueId};

/// The ops of the entry block of region `i` of `op`, and the body they are in.
pub fn entry_block(body: &Body, op: OpId, i: usize) -> Option<(&Body, rmlir_ir::BlockId)> {
    let rb = body.regions_body(op);
    let r = *body.op_regions(op).get(i)?;
    rb.entry_block(r).map(|b| (rb, b))
}

/// The name of `op`'s parent op (`None` at the root of its body, i.e. when
/// the parent is IsolatedFromAbove and not visible from here).
pub fn parent_name<'c>(ctx: &'c Context, body: &Body, op: OpId) -> Option<&'c str> {
    body.parent_op(op).map(|p| ctx.op_name_str(body.op_name(p)))
}

/// The predecessors of `block`, one entry per successor slot naming it
/// (MLIR's `getPredecessors`), in no particular order: the terminators of
/// blocks of the same region that branch to it, found through the body's
/// successor use lists (no scan of the region).
pub(crate) fn predecessors(body: &Body, block: BlockId) -> Vec<BlockId> {
    let region = body.block_region(block);
    let mut out = Vec::new();
    for t in body.successor_users(block) {
        let Some(b) = body.op_block(t) else {
            continue;
        };
        if body.block_region(b) != region || body.last_op(b) != Some(t) {
            continue;
        }
        for &s in body.successors(t) {
            if s == block {
                out.push(b);
            }
        }
    }
    out
}

/// MLIR's `Block::getSinglePredecessor`: the predecessor when exactly one
/// successor slot names the block.
pub(crate) fn single_predecessor(body: &Body, block: BlockId) -> Option<BlockId> {
    let p = predecessors(body, block);
    (p.len() == 1).then(|| p[0])
}

/// MLIR's `Block::getUniquePredecessor`: the predecessor when every
/// successor slot naming the block belongs to the same block.
pub(crate) fn unique_predecessor(body: &Body, block: BlockId) -> Option<BlockId> {
    let p = predecessors(body, block);
    let first = *p.first()?;
    p.iter().all(|&b| b == first).then_some(first)
}

/// The block argument index of `v` if it is an argument of `block`.
pub(crate) fn arg_of(body: &Body, v: ValueId, block: BlockId) -> Option<usize> {
    match body.value_def(v) {
        rmlir_ir::ValueDef::Arg { block: b, index } if b == block => Some(index as usize),
        _ => None,
    }
}
