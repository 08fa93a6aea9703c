//! Blocks and regions of a [`Body`]: creation, moves, block arguments,
//! traversal.

use super::*;

impl Body {
    /// Creates a block at the end of `region`.
    pub fn append_block(&mut self, region: RegionId) -> BlockId {
        let id = BlockId(self.blocks.len() as u32);
        self.blocks.push(BlockData {
            first_op: NIL,
            last_op: NIL,
            region: NIL,
            prev: NIL,
            next: NIL,
            alive: true,
            ..Default::default()
        });
        self.link_block_at_end(region, id);
        id
    }

    pub(crate) fn link_block_at_end(&mut self, region: RegionId, id: BlockId) {
        let last = self.regions[region.index()].last_block;
        let b = &mut self.blocks[id.index()];
        b.region = region.0;
        b.prev = last;
        b.next = NIL;
        if last != NIL {
            self.blocks[last as usize].next = id.0;
        } else {
            self.regions[region.index()].first_block = id.0;
        }
        self.regions[region.index()].last_block = id.0;
    }

    /// Unlinks a block from its region (it stays alive, detached).
    pub fn detach_block(&mut self, block: BlockId) {
        let BlockData {
            region, prev, next, ..
        } = self.blocks[block.index()];
        if region == NIL {
            return;
        }
        if prev != NIL {
            self.blocks[prev as usize].next = next;
        } else {
            self.regions[region as usize].first_block = next;
        }
        if next != NIL {
            self.blocks[next as usize].prev = prev;
        } else {
            self.regions[region as usize].last_block = prev;
        }
        let b = &mut self.blocks[block.index()];
        b.region = NIL;
        b.prev = NIL;
        b.next = NIL;
    }

    /// Creates an empty block in `region`, right before `before` (at the end
    /// of the region when `None`).
    pub fn create_block_before(&mut self, region: RegionId, before: Option<BlockId>) -> BlockId {
        let id = BlockId(self.blocks.len() as u32);
        self.blocks.push(BlockData {
            first_op: NIL,
            last_op: NIL,
            region: NIL,
            prev: NIL,
            next: NIL,
            alive: true,
            ..Default::default()
        });
        self.move_block_before(id, region, before);
        id
    }

    /// Moves a block (attached or not) into `region`, right before `before`
    /// (at the end of the region when `None`).
    pub fn move_block_before(&mut self, block: BlockId, region: RegionId, before: Option<BlockId>) {
        self.detach_block(block);
        let Some(before) = before else {
            self.link_block_at_end(region, block);
            return;
        };
        let prev = self.blocks[before.index()].prev;
        {
            let b = &mut self.blocks[block.index()];
            b.region = region.0;
            b.prev = prev;
            b.next = before.0;
        }
        self.blocks[before.index()].prev = block.0;
        if prev != NIL {
            self.blocks[prev as usize].next = block.0;
        } else {
            self.regions[region.index()].first_block = block.0;
        }
    }

    /// Erases an empty block: detaches it and marks it dead.
    pub fn erase_block(&mut self, block: BlockId) {
        debug_assert!(self.block_is_empty(block), "erasing a non-empty block");
        self.detach_block(block);
        self.blocks[block.index()].alive = false;
    }

    /// Whether a block has not been erased.
    pub fn is_live_block(&self, block: BlockId) -> bool {
        self.blocks[block.index()].alive
    }

    /// The previous block in the region.
    pub fn prev_block(&self, block: BlockId) -> Option<BlockId> {
        opt(self.blocks[block.index()].prev).map(BlockId)
    }

    /// Moves a block to the end of `region`.
    pub fn move_block_to_end(&mut self, block: BlockId, region: RegionId) {
        self.detach_block(block);
        self.link_block_at_end(region, block);
    }

    /// Adds an argument to a block.
    pub fn add_block_arg(&mut self, block: BlockId, ty: Type, loc: Option<Loc>) -> ValueId {
        let v = ValueId(self.values.len() as u32);
        let index = self.blocks[block.index()].args.len() as u32;
        self.values
            .push(ValueData::new(ty, ValueDef::Arg { block, index }, loc));
        self.blocks[block.index()].args.push(v);
        v
    }

    /// Removes argument `index` of a block, which must have no uses.
    pub fn erase_block_arg(&mut self, block: BlockId, index: usize) -> Result<(), EraseError> {
        let v = self.blocks[block.index()].args[index];
        if self.has_uses(v) {
            return Err(EraseError {
                op: OpId(NIL),
                remaining_uses: self.uses(v).count(),
            });
        }
        self.blocks[block.index()].args.remove(index);
        for (i, &a) in self.blocks[block.index()].args.iter().enumerate() {
            self.values[a.index()].set_def(ValueDef::Arg {
                block,
                index: i as u32,
            });
        }
        Ok(())
    }

    /// The block's arguments.
    #[inline]
    pub fn block_args(&self, block: BlockId) -> &[ValueId] {
        &self.blocks[block.index()].args
    }

    /// First op of a block.
    #[inline]
    pub fn first_op(&self, block: BlockId) -> Option<OpId> {
        opt(self.blocks[block.index()].first_op).map(OpId)
    }

    /// Last op of a block.
    #[inline]
    pub fn last_op(&self, block: BlockId) -> Option<OpId> {
        opt(self.blocks[block.index()].last_op).map(OpId)
    }

    /// The ops of a block in order.
    pub fn block_ops(&self, block: BlockId) -> OpIter<'_> {
        OpIter {
            body: self,
            cur: self.blocks[block.index()].first_op,
        }
    }

    /// Whether the block has no ops.
    pub fn block_is_empty(&self, block: BlockId) -> bool {
        self.blocks[block.index()].first_op == NIL
    }

    /// The region containing a block.
    #[inline]
    pub fn block_region(&self, block: BlockId) -> RegionId {
        RegionId(self.blocks[block.index()].region)
    }

    /// Next block in the region.
    #[inline]
    pub fn next_block(&self, block: BlockId) -> Option<BlockId> {
        opt(self.blocks[block.index()].next).map(BlockId)
    }

    /// The blocks of a region in order.
    pub fn region_blocks(&self, region: RegionId) -> BlockIter<'_> {
        BlockIter {
            body: self,
            cur: self.regions[region.index()].first_block,
        }
    }

    /// The first block of a region.
    #[inline]
    pub fn entry_block(&self, region: RegionId) -> Option<BlockId> {
        opt(self.regions[region.index()].first_block).map(BlockId)
    }

    /// Whether the region has no blocks.
    pub fn region_is_empty(&self, region: RegionId) -> bool {
        self.regions[region.index()].first_block == NIL
    }

    /// The op owning a region (None for the body's root regions).
    #[inline]
    pub fn region_parent(&self, region: RegionId) -> Option<OpId> {
        opt(self.regions[region.index()].parent).map(OpId)
    }

    /// The op that contains `block`, if not at the body root.
    pub fn block_parent_op(&self, block: BlockId) -> Option<OpId> {
        self.region_parent(self.block_region(block))
    }
}
