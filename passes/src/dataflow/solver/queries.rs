//! Queries on the IR the solver runs over: ops, values, regions and
//! region control flow across bodies.
use super::Solver;
use rmlir_ir::body_tree::{BlockRef, BodyIx, OpRef, ValueRef};
use rmlir_ir::region_branch::{self as rbi};
use rmlir_ir::RegionId;

impl Solver<'_> {
    // ----- IR queries -----------------------------------------------------

    pub(super) fn block_ops(&self, b: BlockRef) -> Vec<OpRef> {
        self.body(b.body)
            .block_ops(b.block)
            .map(|op| OpRef { body: b.body, op })
            .collect()
    }

    pub(super) fn operands(&self, o: OpRef) -> Vec<ValueRef> {
        self.body(o.body)
            .operands(o.op)
            .map(|value| ValueRef {
                body: o.body,
                value,
            })
            .collect()
    }

    pub(super) fn results(&self, o: OpRef) -> Vec<ValueRef> {
        self.body(o.body)
            .results(o.op)
            .map(|value| ValueRef {
                body: o.body,
                value,
            })
            .collect()
    }

    /// The regions of `o` with the body holding them.
    pub(super) fn regions(&self, o: OpRef) -> (BodyIx, Vec<RegionId>) {
        match self.bodies.tree().child(o) {
            Some(c) => (c, self.body(c).root_regions().to_vec()),
            None => (o.body, self.body(o.body).op_regions(o.op).to_vec()),
        }
    }

    /// The entry block of region `n` of `o`.
    pub(super) fn entry_of(&self, o: OpRef, n: usize) -> Option<BlockRef> {
        let (rb, regions) = self.regions(o);
        let block = self.body(rb).entry_block(*regions.get(n)?)?;
        Some(BlockRef { body: rb, block })
    }

    /// `o`'s RegionBranchInterface (isolated ops are not followed).
    pub(super) fn region_branch(&self, o: OpRef) -> Option<&'static rbi::RegionBranchInterface> {
        if self.bodies.tree().child(o).is_some() {
            return None;
        }
        rbi::region_branch(self.ctx, self.body(o.body), o.op)
    }

    /// The op `o` returns control to, when `o` is the terminator (without
    /// successors) of a region of a region branch op or of a callable
    /// (MLIR's `isRegionOrCallableReturn`); whether that parent is a
    /// callable rather than a region branch op.
    pub(super) fn return_parent(&self, o: OpRef) -> Option<(OpRef, bool)> {
        let body = self.body(o.body);
        let block = body.op_block(o.op)?;
        if !body.successors(o.op).is_empty() || body.last_op(block) != Some(o.op) {
            return None;
        }
        let parent = self
            .bodies
            .tree()
            .region_parent(body, o.body, body.block_region(block))?;
        if parent.body == o.body && self.region_branch(parent).is_some() {
            return Some((parent, false));
        }
        self.callable_iface(parent).map(|_| (parent, true))
    }
}
