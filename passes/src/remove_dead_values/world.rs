//! Queries on the IR the pass works on: ops, values and blocks across
//! bodies, the effect facts recorded before any change, region control flow
//! forwarding and the post-order the pass visits ops in.
use super::{Memo, World};
use rmlir_ir::body_tree::{BlockRef, BodyIx, OpRef, ValueRef};
use rmlir_ir::region_branch::{self as rbi, RegionSuccessor, RegionTarget};
use rmlir_ir::registry::OpTraits;
use rmlir_ir::{Body, RegionId, ValueId};

impl<'a> World<'a> {
    #[inline]
    pub(super) fn body(&self, b: BodyIx) -> &Body {
        self.bodies.body(b)
    }

    #[inline]
    pub(super) fn body_mut(&mut self, b: BodyIx) -> &mut Body {
        self.bodies.body_mut(b)
    }

    pub(super) fn traits(&self, o: OpRef) -> OpTraits {
        self.ctx.op_traits(self.body(o.body).op_name(o.op))
    }

    pub(super) fn info(&self, o: OpRef) -> Option<&'a rmlir_ir::registry::OpInfo> {
        self.ctx.op_info(self.body(o.body).op_name(o.op))
    }

    /// The regions of `o` with the body holding them.
    pub(super) fn regions(&self, o: OpRef) -> (BodyIx, Vec<RegionId>) {
        let rb = self.bodies.tree().regions_body(o);
        if rb != o.body {
            (rb, self.body(rb).root_regions().to_vec())
        } else {
            (o.body, self.body(o.body).op_regions(o.op).to_vec())
        }
    }

    /// The blocks of every region of `o`.
    pub(super) fn blocks_of(&self, o: OpRef) -> Vec<BlockRef> {
        let (rb, regions) = self.regions(o);
        let body = self.body(rb);
        regions
            .iter()
            .flat_map(|&r| body.region_blocks(r))
            .map(|block| BlockRef { body: rb, block })
            .collect()
    }

    pub(super) fn entry_of(&self, o: OpRef, n: usize) -> Option<BlockRef> {
        let (rb, regions) = self.regions(o);
        let block = self.body(rb).entry_block(*regions.get(n)?)?;
        Some(BlockRef { body: rb, block })
    }

    pub(super) fn parent_of(&self, o: OpRef) -> Option<OpRef> {
        let body = self.body(o.body);
        let block = body.op_block(o.op)?;
        self.sol
            .tree
            .region_parent(body, o.body, body.block_region(block))
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

    pub(super) fn block_args(&self, b: BlockRef) -> Vec<ValueRef> {
        self.body(b.body)
            .block_args(b.block)
            .iter()
            .map(|&value| ValueRef {
                body: b.body,
                value,
            })
            .collect()
    }

    /// MLIR's `isMemoryEffectFree` (computed for every op by
    /// [`World::precompute`] before the IR changes).
    pub(super) fn mem_free(&self, o: OpRef) -> bool {
        self.memo.borrow().get(&o).is_some_and(|m| m.mem_free)
    }

    /// Computes `isMemoryEffectFree` and the recursive part of
    /// `wouldOpBeTriviallyDead` of every op, children first (`order` is a
    /// post-order), so that nests cost linear time.
    pub(super) fn precompute(&self, order: &[OpRef]) {
        use rmlir_ir::registry::MemoryEffectKind;
        let mut memo = self.memo.borrow_mut();
        for &op in order {
            let Some(info) = self.info(op) else {
                memo.insert(op, Memo::default());
                continue;
            };
            let t = info.traits;
            let recursive = t.contains(OpTraits::RECURSIVE_MEMORY_EFFECTS);
            let children: Vec<OpRef> = if recursive {
                self.blocks_of(op)
                    .into_iter()
                    .flat_map(|b| {
                        self.body(b.body).block_ops(b.block).map(move |x| OpRef {
                            body: b.body,
                            op: x,
                        })
                    })
                    .collect()
            } else {
                Vec::new()
            };
            let all = |f: fn(&Memo) -> bool| children.iter().all(|c| memo.get(c).is_some_and(f));
            let pure = t.contains(OpTraits::PURE) || t.contains(OpTraits::NO_MEMORY_EFFECT);
            let effects = if pure {
                Some(Vec::new())
            } else {
                rmlir_ir::effects::memory_effects(self.ctx, self.body(op.body), op.op)
            };
            let mem_free = if pure {
                true
            } else {
                match &effects {
                    Some(e) if !e.is_empty() => false,
                    Some(_) => !recursive || all(|m| m.mem_free),
                    None => recursive && all(|m| m.mem_free),
                }
            };
            let dead_impl = match &effects {
                Some(e) => {
                    // Any effect on a result the op allocates is dropped;
                    // other effects must be reads.
                    let body = self.body(op.body);
                    let allocated: Vec<ValueId> = e
                        .iter()
                        .filter(|x| x.kind == MemoryEffectKind::Allocate)
                        .filter_map(|x| x.value)
                        .filter(|&v| body.defining_op(v) == Some(op.op))
                        .collect();
                    e.iter().all(|x| {
                        x.value.is_some_and(|v| allocated.contains(&v))
                            || x.kind == MemoryEffectKind::Read
                    }) && (!recursive || all(|m| m.dead_impl))
                }
                None => recursive && all(|m| m.dead_impl),
            };
            memo.insert(
                op,
                Memo {
                    mem_free,
                    dead_impl,
                },
            );
        }
    }

    /// `o`'s RegionBranchInterface (isolated ops are not followed).
    pub(super) fn region_branch(&self, o: OpRef) -> Option<&'static rbi::RegionBranchInterface> {
        if self.bodies.tree().regions_body(o) != o.body {
            return None;
        }
        self.info(o)?.region_branch
    }

    /// The region branch op `t` is a region terminator of.
    pub(super) fn terminator_parent(&self, t: OpRef) -> Option<OpRef> {
        if !rbi::is_region_terminator(self.ctx, self.body(t.body), t.op) {
            return None;
        }
        let parent = self.parent_of(t)?;
        (parent.body == t.body && self.region_branch(parent).is_some()).then_some(parent)
    }

    /// The values receiving what is forwarded to successor `s` of `o`.
    fn successor_inputs(&self, o: OpRef, s: &RegionSuccessor) -> Vec<ValueRef> {
        let all = match s.target {
            RegionTarget::Parent => self.results(o),
            RegionTarget::Region(n) => match self.entry_of(o, n) {
                Some(b) => self.block_args(b),
                None => Vec::new(),
            },
        };
        all.into_iter()
            .skip(s.inputs.start)
            .take(s.inputs.len())
            .collect()
    }

    /// `(operand index, inputs)` for every entry successor of region
    /// branch op `o`.
    pub(super) fn entry_forwarding(&self, o: OpRef) -> Vec<(usize, ValueRef)> {
        let Some(iface) = self.region_branch(o) else {
            return Vec::new();
        };
        let body = self.body(o.body);
        let n = body.num_operands(o.op);
        let mut succs = Vec::new();
        (iface.entry_successors)(self.ctx, body, o.op, &vec![None; n], &mut succs);
        let mut out = Vec::new();
        for s in &succs {
            let range = (iface.entry_successor_operands)(self.ctx, body, o.op, s.target);
            for (i, input) in range.zip(self.successor_inputs(o, s)) {
                if i < n {
                    out.push((i, input));
                }
            }
        }
        out
    }

    /// The entry block arguments of `o`'s regions that no entry successor
    /// forwards a value to.
    pub(super) fn non_forwarded_entry_args(&self, o: OpRef) -> Vec<ValueRef> {
        let Some(iface) = self.region_branch(o) else {
            return Vec::new();
        };
        let body = self.body(o.body);
        let n = body.num_operands(o.op);
        let mut succs = Vec::new();
        (iface.entry_successors)(self.ctx, body, o.op, &vec![None; n], &mut succs);
        let mut out = Vec::new();
        for s in &succs {
            let RegionTarget::Region(r) = s.target else {
                continue;
            };
            let Some(entry) = self.entry_of(o, r) else {
                continue;
            };
            for (k, a) in self.block_args(entry).into_iter().enumerate() {
                if !s.inputs.contains(&k) {
                    out.push(a);
                }
            }
        }
        out
    }

    /// `(operand index, input)` for every successor of terminator `t` of a
    /// region of `parent`.
    pub(super) fn terminator_forwarding(&self, t: OpRef, parent: OpRef) -> Vec<(usize, ValueRef)> {
        let body = self.body(t.body);
        let n = body.num_operands(t.op);
        let mut succs = Vec::new();
        rbi::terminator_successors(self.ctx, body, parent.op, t.op, &vec![None; n], &mut succs);
        let mut out = Vec::new();
        for s in &succs {
            let Some(range) = rbi::terminator_successor_operands(self.ctx, body, t.op, s.target)
            else {
                continue;
            };
            for (i, input) in range.zip(self.successor_inputs(parent, s)) {
                if i < n {
                    out.push((i, input));
                }
            }
        }
        out
    }

    /// Every op (not the op the pass runs on), in MLIR's post-order walk.
    pub(super) fn post_order(&self) -> Vec<OpRef> {
        let mut out = Vec::new();
        let mut stack: Vec<(OpRef, bool)> = Vec::new();
        let push_ops =
            |w: &World<'_>, b: BodyIx, regions: &[RegionId], st: &mut Vec<(OpRef, bool)>| {
                let body = w.body(b);
                let mut ops = Vec::new();
                for &r in regions {
                    for block in body.region_blocks(r) {
                        ops.extend(body.block_ops(block).map(|op| OpRef { body: b, op }));
                    }
                }
                st.extend(ops.into_iter().rev().map(|o| (o, false)));
            };
        push_ops(
            self,
            BodyIx::ROOT,
            self.body(BodyIx::ROOT).root_regions(),
            &mut stack,
        );
        while let Some((o, done)) = stack.pop() {
            if done {
                out.push(o);
                continue;
            }
            stack.push((o, true));
            let (rb, regions) = self.regions(o);
            push_ops(self, rb, &regions, &mut stack);
        }
        out
    }
}
