//! Iterative walks over nested ops (no recursion, so nesting depth is
//! bounded only by memory).

use crate::body::{Body, OpId, RegionId, NIL};

/// When the callback of a walk sees an op.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum WalkEvent {
    /// Before the op's regions.
    Pre,
    /// After the op's regions.
    Post,
}

/// What a walk callback asks for next.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum WalkControl {
    /// Keep going.
    Advance,
    /// At `Pre`: do not visit this op's regions (its `Post` still comes).
    Skip,
    /// Stop the whole walk.
    Interrupt,
}

struct Frame<'a> {
    body: &'a Body,
    op: Option<OpId>,
    regions: &'a [RegionId],
    region: usize,
    block: u32,
    cursor: u32,
    started: bool,
}

impl<'a> Frame<'a> {
    fn for_op(body: &'a Body, op: OpId, cross: bool) -> Frame<'a> {
        let (b, regions) = match (cross, body.nested_body(op)) {
            (true, Some(n)) => (n, n.root_regions()),
            (false, Some(_)) => (body, &[][..]),
            _ => (body, body.op_regions(op)),
        };
        Frame {
            body: b,
            op: Some(op),
            regions,
            region: 0,
            block: NIL,
            cursor: NIL,
            started: false,
        }
    }
}

/// Walks the ops nested in `regions` of `body`, calling `f(body, op, event)`
/// at `Pre` and `Post` of each. With `cross_isolated`, descends into the
/// bodies of nested IsolatedFromAbove ops too (the callback then gets the
/// body the op lives in). Returns false if interrupted.
pub fn walk_regions<'a>(
    body: &'a Body,
    regions: &'a [RegionId],
    cross_isolated: bool,
    f: &mut dyn FnMut(&'a Body, OpId, WalkEvent) -> WalkControl,
) -> bool {
    let mut stack = vec![Frame {
        body,
        op: None,
        regions,
        region: 0,
        block: NIL,
        cursor: NIL,
        started: false,
    }];
    while let Some(top) = stack.last_mut() {
        if top.cursor != NIL {
            let op = OpId(top.cursor);
            let b = top.body;
            top.cursor = b.ops[op.index()].next;
            match f(b, op, WalkEvent::Pre) {
                WalkControl::Interrupt => return false,
                WalkControl::Skip => {
                    if f(b, op, WalkEvent::Post) == WalkControl::Interrupt {
                        return false;
                    }
                }
                WalkControl::Advance => stack.push(Frame::for_op(b, op, cross_isolated)),
            }
            continue;
        }
        // Move to the next block (or region).
        if top.region >= top.regions.len() {
            let (b, op) = (top.body, top.op);
            stack.pop();
            if let Some(op) = op {
                // `Post` is reported with the body the op lives in.
                let owner = stack.last().map_or(b, |p| p.body);
                if f(owner, op, WalkEvent::Post) == WalkControl::Interrupt {
                    return false;
                }
            }
            continue;
        }
        let b = top.body;
        top.block = if !top.started {
            top.started = true;
            b.regions[top.regions[top.region].index()].first_block
        } else {
            b.blocks[top.block as usize].next
        };
        if top.block == NIL {
            top.region += 1;
            top.started = false;
        } else {
            top.cursor = b.blocks[top.block as usize].first_op;
        }
    }
    true
}

/// Walks `op` and everything nested in it within `body` (not crossing into
/// nested isolated bodies), in pre-order (`post = false`) or post-order.
pub fn walk_op(body: &Body, op: OpId, post: bool, f: &mut dyn FnMut(OpId)) {
    if !post {
        f(op);
    }
    let regions = body.op_regions(op);
    if body.nested_body(op).is_none() {
        walk_regions(body, regions, false, &mut |_, o, ev| {
            if (ev == WalkEvent::Post) == post {
                f(o);
            }
            WalkControl::Advance
        });
    }
    if post {
        f(op);
    }
}

/// Collects `op` and every op nested in it within `body`, pre-order.
pub fn collect_nested_ops(body: &Body, op: OpId, out: &mut Vec<OpId>) {
    walk_op(body, op, false, &mut |o| out.push(o));
}
