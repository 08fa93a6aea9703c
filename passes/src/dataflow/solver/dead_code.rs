//! The dead-code analysis: which blocks and CFG edges are executable and
//! the predecessors of region branch successors.
use super::state::{Analysis, Point};
use super::Solver;
use rmlir_ir::body_tree::{BlockRef, BodyIx, OpRef};
use rmlir_ir::region_branch::{self as rbi, RegionSuccessor, RegionTarget};
use rmlir_ir::{Attr, BlockId, RegionId};

impl Solver<'_> {
    // ----- dead-code analysis ----------------------------------------------

    pub(super) fn init_dead_code(&mut self) {
        let roots = self.body(BodyIx::ROOT).root_regions().to_vec();
        for &r in &roots {
            if let Some(block) = self.body(BodyIx::ROOT).entry_block(r) {
                self.set_block_live(BlockRef {
                    body: BodyIx::ROOT,
                    block,
                });
            }
        }
        self.init_symbol_callables();
        let mut stack: Vec<OpRef> = Vec::new();
        self.push_nested_ops(BodyIx::ROOT, &roots, &mut stack);
        while let Some(o) = stack.pop() {
            let body = self.body(o.body);
            let interesting = self.num_regions(o) > 0
                || !body.successors(o.op).is_empty()
                || self.return_parent(o).is_some()
                || self.call_iface(o).is_some();
            if interesting {
                if let Some(block) = self.body(o.body).op_block(o.op) {
                    self.subscribe_block(
                        BlockRef {
                            body: o.body,
                            block,
                        },
                        Analysis::DeadCode,
                    );
                }
                self.visit_dead_code(Point::After(o));
            }
            let (rb, regions) = self.regions(o);
            self.push_nested_ops(rb, &regions, &mut stack);
        }
    }

    /// Pushes the ops of `regions` so that they pop in IR order.
    pub(super) fn push_nested_ops(&self, b: BodyIx, regions: &[RegionId], stack: &mut Vec<OpRef>) {
        let body = self.body(b);
        let mut ops: Vec<OpRef> = Vec::new();
        for &r in regions {
            for block in body.region_blocks(r) {
                ops.extend(body.block_ops(block).map(|op| OpRef { body: b, op }));
            }
        }
        stack.extend(ops.into_iter().rev());
    }

    /// The constant values of `o`'s operands, subscribing the dead-code
    /// analysis to them; `None` while one is uninitialized.
    fn operand_values_dead_code(&mut self, o: OpRef) -> Option<Vec<Option<Attr>>> {
        let mut out = Vec::new();
        for v in self.operands(o) {
            self.use_def_subscribe(v, Analysis::DeadCode);
            let c = self.value_of(v);
            if c.is_uninitialized() {
                return None;
            }
            out.push(c.constant());
        }
        Some(out)
    }

    pub(super) fn visit_dead_code(&mut self, p: Point) {
        let Point::After(o) = p else {
            return;
        };
        if !self.op_block_live(o) {
            return;
        }
        if self.call_iface(o).is_some() {
            self.visit_call(o);
        }
        if self.num_regions(o) > 0 {
            if self.region_branch(o).is_some() {
                self.visit_region_branch(o);
            } else if self.callable_iface(o).is_some() {
                let (calls, all_known) =
                    self.callers_for(Point::After(o), Analysis::DeadCode, Point::After(o));
                if !all_known || !calls.is_empty() {
                    self.mark_entry_blocks_live(o);
                }
            } else {
                self.mark_entry_blocks_live(o);
            }
        }
        match self.return_parent(o) {
            Some((parent, false)) => self.visit_region_terminator(o, parent),
            Some((callable, true)) => self.visit_callable_terminator(o, callable),
            None => {}
        }
        if !self.body(o.body).successors(o.op).is_empty() {
            self.visit_branch(o);
        }
    }

    fn visit_branch(&mut self, o: OpRef) {
        let body = self.body(o.body);
        let from = BlockRef {
            body: o.body,
            block: body.op_block(o.op).expect("live op in a block"),
        };
        let succs: Vec<BlockId> = body.successors(o.op).to_vec();
        let iface = self.ctx.op_info(body.op_name(o.op)).and_then(|i| i.branch);
        let Some(iface) = iface else {
            for s in succs {
                self.mark_edge_live(from, s);
            }
            return;
        };
        let Some(operands) = self.operand_values_dead_code(o) else {
            return;
        };
        let only = (iface.successor_for_operands)(self.ctx, self.body(o.body), o.op, &operands);
        match only.and_then(|i| succs.get(i).copied()) {
            Some(s) => self.mark_edge_live(from, s),
            None => {
                for s in succs {
                    self.mark_edge_live(from, s);
                }
            }
        }
    }

    fn visit_region_branch(&mut self, o: OpRef) {
        let Some(iface) = self.region_branch(o) else {
            return;
        };
        let Some(operands) = self.operand_values_dead_code(o) else {
            return;
        };
        let mut succs: Vec<RegionSuccessor> = Vec::new();
        (iface.entry_successors)(self.ctx, self.body(o.body), o.op, &operands, &mut succs);
        for s in succs {
            self.add_region_successor(o, o, s);
        }
    }

    /// Control goes from `pred` to successor `s` of region branch op
    /// `branch`: the target becomes live and gets `pred` as predecessor.
    fn add_region_successor(&mut self, branch: OpRef, pred: OpRef, s: RegionSuccessor) {
        match s.target {
            RegionTarget::Region(n) => {
                let Some(entry) = self.entry_of(branch, n) else {
                    return;
                };
                self.set_block_live(entry);
                self.join_predecessor(Point::Block(entry), pred, s.inputs);
            }
            RegionTarget::Parent => {
                self.join_predecessor(Point::After(branch), pred, s.inputs);
            }
        }
    }

    fn visit_region_terminator(&mut self, t: OpRef, parent: OpRef) {
        let Some(operands) = self.operand_values_dead_code(t) else {
            return;
        };
        let mut succs: Vec<RegionSuccessor> = Vec::new();
        rbi::terminator_successors(
            self.ctx,
            self.body(t.body),
            parent.op,
            t.op,
            &operands,
            &mut succs,
        );
        for s in succs {
            self.add_region_successor(parent, t, s);
        }
    }
}
