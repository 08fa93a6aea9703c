//! Building a [`Body`] piece by piece, as a reader of a format does: regions
//! and blocks created detached and attached once their owner exists, the
//! root regions set at the end, locations patched after the fact (a text
//! file may use a location alias before defining it).

use crate::attrs::Loc;
use crate::body::{BlockData, Body, OpId, RegionData, RegionId, NIL};
use crate::BlockId;

impl Body {
    /// A region not yet owned by any op.
    pub fn new_detached_region(&mut self) -> RegionId {
        self.regions.push(RegionData {
            first_block: NIL,
            last_block: NIL,
            parent: NIL,
        });
        RegionId(self.regions.len() as u32 - 1)
    }

    /// Gives detached regions to `op`.
    pub fn attach_regions(&mut self, op: OpId, regions: &[RegionId]) {
        for &r in regions {
            self.regions[r.index()].parent = op.0;
        }
        if !regions.is_empty() {
            self.ops[op.index()].extra_mut().regions = regions.iter().copied().collect();
        }
    }

    /// A block not yet in any region.
    pub fn create_detached_block(&mut self) -> BlockId {
        self.blocks.push(BlockData {
            first_op: NIL,
            last_op: NIL,
            region: NIL,
            prev: NIL,
            next: NIL,
            alive: true,
            ..Default::default()
        });
        BlockId(self.blocks.len() as u32 - 1)
    }

    /// Links a detached block (from [`Body::create_detached_block`]) at the
    /// end of `region`.
    pub fn append_detached_block(&mut self, region: RegionId, block: BlockId) {
        self.link_block_at_end(region, block);
    }

    /// Sets the regions of the op owning this body (detached regions of
    /// this body).
    pub fn set_root_regions(&mut self, regions: impl IntoIterator<Item = RegionId>) {
        self.root_regions = regions.into_iter().collect();
    }

    /// Number of block slots (including erased ones): an upper bound for
    /// `BlockId`s.
    pub fn block_capacity(&self) -> usize {
        self.blocks.len()
    }

    /// Replaces the locations of ops and values, in this body and every body
    /// nested in it, for which `replace` gives a new one.
    pub fn replace_locs(&mut self, replace: &mut dyn FnMut(Loc) -> Option<Loc>) {
        let mut stack: Vec<&mut Body> = vec![self];
        while let Some(body) = stack.pop() {
            for v in body.values.iter_mut() {
                if let Some(l) = v.loc().and_then(&mut *replace) {
                    v.set_loc(Some(l));
                }
            }
            for op in body.ops.iter_mut() {
                if let Some(l) = replace(op.loc) {
                    op.loc = l;
                }
                if let Some(n) = op.nested_mut() {
                    stack.push(n);
                }
            }
        }
    }
}
