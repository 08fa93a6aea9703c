//! Giving memory back: [`Body::shrink_to_fit`] and [`Body::compact`].

use super::*;

/// Arenas of at least this many bytes are left as they are by
/// [`Body::shrink_to_fit`]: the allocator gives them fresh pages from the
/// system, so their spare capacity is not resident.
const LARGE_ARENA_BYTES: usize = 1 << 20;

impl Body {
    /// Gives back the arenas' spare capacity (for a body that is complete,
    /// such as a just-parsed function). The arenas are moved into
    /// allocations of their exact size: an allocator may keep a block in
    /// place when asked to shrink it by less than half (mimalloc does), and
    /// an arena grown by doubling is always at least half full.
    pub fn shrink_to_fit(&mut self) {
        fn exact<T>(v: &mut Vec<T>) {
            // A large arena's spare capacity was never touched, so it costs
            // no resident memory, while a copy would briefly hold the arena
            // twice: leave it.
            if v.capacity() * std::mem::size_of::<T>() >= LARGE_ARENA_BYTES {
                return;
            }
            if v.capacity() > v.len() {
                let mut fitted = Vec::with_capacity(v.len());
                fitted.append(v);
                *v = fitted;
            }
        }
        exact(&mut self.ops);
        exact(&mut self.blocks);
        exact(&mut self.regions);
        exact(&mut self.values);
        exact(&mut self.uses);
        exact(&mut self.free_uses);
        exact(&mut self.operand_slots);
    }

    /// Rebuilds the arenas without erased ops, blocks, regions, values and
    /// uses, with no spare capacity. Ids change (their relative order is
    /// kept), so no id of this body may be held across the call. Nested
    /// bodies are moved as they are.
    pub fn compact(&mut self) {
        let ops = std::mem::take(&mut self.ops);
        let blocks = std::mem::take(&mut self.blocks);
        let regions = std::mem::take(&mut self.regions);
        let values = std::mem::take(&mut self.values);
        let uses = std::mem::take(&mut self.uses);
        let slots = std::mem::take(&mut self.operand_slots);
        self.free_uses = Vec::new();

        // Old id -> new id, NIL for what is dropped.
        fn number(live: impl Iterator<Item = bool>) -> (Vec<u32>, usize) {
            let mut n = 0u32;
            let map = live
                .map(|l| {
                    if l {
                        n += 1;
                        n - 1
                    } else {
                        NIL
                    }
                })
                .collect();
            (map, n as usize)
        }
        fn at(map: &[u32], x: u32) -> u32 {
            if x == NIL {
                NIL
            } else {
                map[x as usize]
            }
        }
        let (op_map, n_ops) = number(ops.iter().map(|o| o.alive));
        let (block_map, n_blocks) = number(blocks.iter().map(|b| b.alive));
        let (region_map, n_regions) = number(
            regions
                .iter()
                .map(|r| r.parent == NIL || ops[r.parent as usize].alive),
        );
        let (value_map, n_values) = number(values.iter().enumerate().map(|(i, v)| match v.def() {
            ValueDef::Result { op, .. } => ops[op.index()].alive,
            ValueDef::Arg { block, index } => {
                let b = &blocks[block.index()];
                b.alive && b.args.get(index as usize) == Some(&ValueId(i as u32))
            }
        }));
        let mut live_use = vec![false; uses.len()];
        for o in ops.iter().filter(|o| o.alive) {
            for u in &slots[o.operands.range()] {
                live_use[u.index()] = true;
            }
        }
        let (use_map, n_uses) = number(live_use.into_iter());

        self.ops.reserve_exact(n_ops);
        self.operand_slots.reserve_exact(n_uses);
        for o in ops.into_iter().filter(|o| o.alive) {
            self.ops.push(OpData {
                operands: {
                    let start = self.operand_slots.len() as u32;
                    let run = &slots[o.operands.range()];
                    self.operand_slots
                        .extend(run.iter().map(|u| UseId(use_map[u.index()])));
                    OperandRange {
                        start,
                        len: o.operands.len,
                    }
                },
                first_result: if o.num_results == 0 {
                    0
                } else {
                    value_map[o.first_result as usize]
                },
                extra: o.extra.map(|e| {
                    let OpExtra {
                        successors,
                        regions,
                        nested,
                    } = *e;
                    Box::new(OpExtra {
                        successors: successors
                            .iter()
                            .map(|b| BlockId(at(&block_map, b.0)))
                            .collect(),
                        regions: regions
                            .iter()
                            .map(|r| RegionId(region_map[r.index()]))
                            .collect(),
                        nested,
                    })
                }),
                block: at(&block_map, o.block),
                prev: at(&op_map, o.prev),
                next: at(&op_map, o.next),
                ..o
            });
        }
        self.blocks.reserve_exact(n_blocks);
        for b in blocks.into_iter().filter(|b| b.alive) {
            self.blocks.push(BlockData {
                args: b
                    .args
                    .iter()
                    .map(|v| ValueId(value_map[v.index()]))
                    .collect(),
                first_op: at(&op_map, b.first_op),
                last_op: at(&op_map, b.last_op),
                region: at(&region_map, b.region),
                prev: at(&block_map, b.prev),
                next: at(&block_map, b.next),
                alive: true,
                pred_ops: SmallVec::new(),
            });
        }
        for (i, o) in self.ops.iter().enumerate() {
            for &b in o.successors() {
                self.blocks[b.index()].pred_ops.push(i as u32);
            }
        }
        self.regions.reserve_exact(n_regions);
        for (i, r) in regions.iter().enumerate() {
            if region_map[i] != NIL {
                self.regions.push(RegionData {
                    first_block: at(&block_map, r.first_block),
                    last_block: at(&block_map, r.last_block),
                    parent: at(&op_map, r.parent),
                });
            }
        }
        self.values.reserve_exact(n_values);
        for (i, v) in values.into_iter().enumerate() {
            if value_map[i] == NIL {
                continue;
            }
            let def = match v.def() {
                ValueDef::Result { op, index } => ValueDef::Result {
                    op: OpId(op_map[op.index()]),
                    index,
                },
                ValueDef::Arg { block, index } => ValueDef::Arg {
                    block: BlockId(block_map[block.index()]),
                    index,
                },
            };
            self.values.push(ValueData {
                first_use: at(&use_map, v.first_use),
                ..ValueData::new(v.ty, def, v.loc())
            });
        }
        self.uses.reserve_exact(n_uses);
        for (i, u) in uses.into_iter().enumerate() {
            if use_map[i] == NIL {
                continue;
            }
            self.uses.push(UseData {
                value: ValueId(value_map[u.value.index()]),
                owner: OpId(op_map[u.owner.index()]),
                prev: at(&use_map, u.prev),
                next: at(&use_map, u.next),
            });
        }
        for r in self.root_regions.iter_mut() {
            *r = RegionId(region_map[r.index()]);
        }
    }
}
