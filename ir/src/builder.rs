//! Creating ops at an insertion point, and cloning with value mapping.

use crate::body::{BlockId, Body, OpId, OpSpec, RegionId, ValueId};
use rustc_hash::FxHashMap;

/// Where a builder inserts new ops.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InsertPoint {
    /// At the end of a block.
    End(BlockId),
    /// Right before an op.
    Before(OpId),
    /// Nowhere: ops are created detached.
    Detached,
}

/// Creates ops in a body at an insertion point.
pub struct Builder<'b> {
    /// The body being built.
    pub body: &'b mut Body,
    /// Where the next op goes.
    pub ip: InsertPoint,
}

impl<'b> Builder<'b> {
    /// A builder inserting at `ip`.
    pub fn new(body: &'b mut Body, ip: InsertPoint) -> Self {
        Builder { body, ip }
    }

    /// Moves the insertion point to the end of `block`.
    pub fn set_insertion_point_to_end(&mut self, block: BlockId) {
        self.ip = InsertPoint::End(block);
    }

    /// Moves the insertion point to just before `op`.
    pub fn set_insertion_point_before(&mut self, op: OpId) {
        self.ip = InsertPoint::Before(op);
    }

    /// Moves the insertion point to just after `op`.
    pub fn set_insertion_point_after(&mut self, op: OpId) {
        self.ip = match self.body.next_op(op) {
            Some(n) => InsertPoint::Before(n),
            None => InsertPoint::End(self.body.op_block(op).expect("op is detached")),
        };
    }

    /// Creates an op and inserts it at the insertion point.
    pub fn create(&mut self, spec: &OpSpec<'_>) -> OpId {
        let op = self.body.create_op(spec);
        self.insert(op);
        op
    }

    /// Inserts a detached op at the insertion point.
    pub fn insert(&mut self, op: OpId) {
        match self.ip {
            InsertPoint::End(b) => self.body.append_op(b, op),
            InsertPoint::Before(before) => self.body.insert_op_before(before, op),
            InsertPoint::Detached => {}
        }
    }

    /// Clones `op` (with its regions) and inserts the clone.
    pub fn clone_op(&mut self, op: OpId, map: &mut IrMapping) -> OpId {
        let c = self.body.clone_op(op, map);
        self.insert(c);
        c
    }
}

/// Maps values and blocks of an original to those of a clone.
#[derive(Default, Debug, Clone)]
pub struct IrMapping {
    /// Value map.
    pub values: FxHashMap<ValueId, ValueId>,
    /// Block map.
    pub blocks: FxHashMap<BlockId, BlockId>,
}

impl IrMapping {
    /// The mapped value, or `v` itself if unmapped.
    pub fn value(&self, v: ValueId) -> ValueId {
        *self.values.get(&v).unwrap_or(&v)
    }

    /// The mapped block, or `b` itself if unmapped.
    pub fn block(&self, b: BlockId) -> BlockId {
        *self.blocks.get(&b).unwrap_or(&b)
    }
}

impl Body {
    /// Deep-clones `op` within this body, detached. Operands defined outside
    /// the op are looked up in `map` (kept as they are when unmapped); the
    /// clone's results and nested values are recorded in `map`.
    pub fn clone_op(&mut self, op: OpId, map: &mut IrMapping) -> OpId {
        // Pass 1: create ops, blocks and block arguments, top-down.
        let mut worklist: Vec<(OpId, OpId)> = Vec::new();
        let new_op = self.clone_single(op, map);
        worklist.push((op, new_op));
        let mut created = vec![(op, new_op)];
        while let Some((old, new)) = worklist.pop() {
            if self.nested_body(old).is_some() {
                continue; // the nested body was cloned whole
            }
            let old_regions: Vec<RegionId> = self.op_regions(old).to_vec();
            let new_regions: Vec<RegionId> = self.op_regions(new).to_vec();
            for (or, nr) in old_regions.into_iter().zip(new_regions) {
                let blocks: Vec<BlockId> = self.region_blocks(or).collect();
                for ob in &blocks {
                    let nb = self.append_block(nr);
                    map.blocks.insert(*ob, nb);
                    for a in self.block_args(*ob).to_vec() {
                        let (ty, loc) = (self.value_type(a), self.value_loc(a));
                        let na = self.add_block_arg(nb, ty, loc);
                        map.values.insert(a, na);
                    }
                }
                for ob in blocks {
                    let nb = map.blocks[&ob];
                    let ops: Vec<OpId> = self.block_ops(ob).collect();
                    for o in ops {
                        let c = self.clone_single(o, map);
                        self.append_op(nb, c);
                        worklist.push((o, c));
                        created.push((o, c));
                    }
                }
            }
        }
        // Pass 2: operands and successors, now that every value is mapped.
        for (old, new) in created {
            let operands: Vec<ValueId> = self.operands(old).map(|v| map.value(v)).collect();
            self.set_operands(new, &operands);
            let succ: Vec<BlockId> = self.successors(old).iter().map(|&b| map.block(b)).collect();
            for (i, b) in succ.into_iter().enumerate() {
                self.set_successor(new, i, b);
            }
        }
        new_op
    }

    fn clone_single(&mut self, op: OpId, map: &mut IrMapping) -> OpId {
        let d = self.op(op);
        let result_types: Vec<_> = self.results(op).map(|r| self.value_type(r)).collect();
        let successors = d.successors().to_vec();
        let spec = OpSpec {
            name: d.name,
            loc: d.loc,
            operands: &[],
            result_types: &result_types,
            successors: &successors,
            num_regions: d.regions().len(),
            isolated: false,
            properties: d.properties(),
            attrs: d.attrs,
        };
        let nested = d.nested().map(|b| Box::new(b.clone()));
        let new = self.create_op(&spec);
        if nested.is_some() {
            self.ops[new.index()].set_nested(nested);
        }
        for (o, n) in self.results(op).zip(self.results(new)).collect::<Vec<_>>() {
            map.values.insert(o, n);
        }
        new
    }
}
