//! Where ops sit: appending, inserting, moving, detaching and erasing ops
//! in their blocks' lists.

use super::*;

impl Body {
    /// Appends a detached op at the end of `block`.
    pub fn append_op(&mut self, block: BlockId, op: OpId) {
        debug_assert_eq!(self.ops[op.index()].block, NIL, "op already attached");
        let last = self.blocks[block.index()].last_op;
        {
            let d = &mut self.ops[op.index()];
            d.block = block.0;
            d.prev = last;
            d.next = NIL;
        }
        if last != NIL {
            self.ops[last as usize].next = op.0;
        } else {
            self.blocks[block.index()].first_op = op.0;
        }
        self.blocks[block.index()].last_op = op.0;
    }

    /// Inserts a detached op right before `before`.
    pub fn insert_op_before(&mut self, before: OpId, op: OpId) {
        debug_assert_eq!(self.ops[op.index()].block, NIL, "op already attached");
        let block = self.ops[before.index()].block;
        let prev = self.ops[before.index()].prev;
        {
            let d = &mut self.ops[op.index()];
            d.block = block;
            d.prev = prev;
            d.next = before.0;
        }
        self.ops[before.index()].prev = op.0;
        if prev != NIL {
            self.ops[prev as usize].next = op.0;
        } else {
            self.blocks[block as usize].first_op = op.0;
        }
    }

    /// Inserts a detached op right after `after`.
    pub fn insert_op_after(&mut self, after: OpId, op: OpId) {
        match self.next_op(after) {
            Some(n) => self.insert_op_before(n, op),
            None => {
                let block = BlockId(self.ops[after.index()].block);
                self.append_op(block, op)
            }
        }
    }

    /// Inserts a detached op at the start of `block`.
    pub fn prepend_op(&mut self, block: BlockId, op: OpId) {
        match self.first_op(block) {
            Some(f) => self.insert_op_before(f, op),
            None => self.append_op(block, op),
        }
    }

    /// Unlinks the op from its block; it stays alive, detached.
    pub fn detach_op(&mut self, op: OpId) {
        let OpData {
            block, prev, next, ..
        } = self.ops[op.index()];
        if block == NIL {
            return;
        }
        if prev != NIL {
            self.ops[prev as usize].next = next;
        } else {
            self.blocks[block as usize].first_op = next;
        }
        if next != NIL {
            self.ops[next as usize].prev = prev;
        } else {
            self.blocks[block as usize].last_op = prev;
        }
        let d = &mut self.ops[op.index()];
        d.block = NIL;
        d.prev = NIL;
        d.next = NIL;
    }

    /// Moves an op (attached or not) to right before `before`.
    pub fn move_op_before(&mut self, op: OpId, before: OpId) {
        self.detach_op(op);
        self.insert_op_before(before, op);
    }

    /// Moves an op (attached or not) to the end of `block`.
    pub fn move_op_to_end(&mut self, op: OpId, block: BlockId) {
        self.detach_op(op);
        self.append_op(block, op);
    }

    /// Whether `op` is `ancestor` or nested (in this body) inside it.
    pub fn is_ancestor(&self, ancestor: OpId, mut op: OpId) -> bool {
        loop {
            if op == ancestor {
                return true;
            }
            match self.parent_op(op) {
                Some(p) => op = p,
                None => return false,
            }
        }
    }

    /// Erases an op and everything nested in it. Fails, changing nothing, if
    /// a result is still used outside the op.
    pub fn erase_op(&mut self, op: OpId) -> Result<(), EraseError> {
        let mut remaining = 0;
        for r in self.results(op) {
            for u in self.uses(r) {
                if !self.is_ancestor(op, u.owner) {
                    remaining += 1;
                }
            }
        }
        if remaining > 0 {
            return Err(EraseError {
                op,
                remaining_uses: remaining,
            });
        }
        self.detach_op(op);
        if self.ops[op.index()].extra.is_none() {
            // No regions, successors or nested body: the usual leaf op.
            self.drop_operands(op);
            let d = &mut self.ops[op.index()];
            d.alive = false;
            d.block = NIL;
            return Ok(());
        }
        // Drop every nested op's operand uses first, then free them.
        let mut nested = Vec::new();
        crate::walk::collect_nested_ops(self, op, &mut nested);
        for &o in &nested {
            self.drop_operands(o);
        }
        for &o in &nested {
            let d = &mut self.ops[o.index()];
            d.alive = false;
            d.set_nested(None);
            d.block = NIL;
            let regions: SmallVec<[RegionId; 1]> = d.regions().into();
            for r in regions {
                let mut b = self.regions[r.index()].first_block;
                while b != NIL {
                    self.blocks[b as usize].alive = false;
                    b = self.blocks[b as usize].next;
                }
                self.regions[r.index()].first_block = NIL;
                self.regions[r.index()].last_block = NIL;
            }
        }
        Ok(())
    }

    pub(super) fn drop_operands(&mut self, op: OpId) {
        let r = self.ops[op.index()].operands.range();
        self.ops[op.index()].operands.len = 0;
        for i in r {
            let u = self.operand_slots[i];
            self.unlink_use(u);
            self.free_uses.push(u.0);
        }
    }
}
