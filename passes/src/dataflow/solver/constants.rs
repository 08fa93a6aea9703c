//! Sparse constant propagation: folding ops, joining values at blocks,
//! callables and region branch successors.
use super::state::{Analysis, Point};
use super::Solver;
use crate::dataflow::lattice::ConstantValue;
use rmlir_ir::body_tree::{BlockRef, BodyIx, OpRef, ValueRef};
use rmlir_ir::region_branch::{self as rbi, RegionTarget};
use rmlir_ir::registry::{FoldResult, OpFoldResult, OpTraits};
use rmlir_ir::{Attr, RegionId, ValueId};

impl Solver<'_> {
    // ----- sparse constant propagation -----------------------------------

    pub(super) fn init_constants(&mut self) {
        let roots = self.body(BodyIx::ROOT).root_regions().to_vec();
        for &r in &roots {
            if let Some(block) = self.body(BodyIx::ROOT).entry_block(r) {
                let args = self.body(BodyIx::ROOT).block_args(block).to_vec();
                for value in args {
                    self.set_to_entry_state(ValueRef {
                        body: BodyIx::ROOT,
                        value,
                    });
                }
            }
        }
        enum Work {
            Op(OpRef),
            Block(BlockRef),
        }
        let blocks_of = |s: &Self, b: BodyIx, regions: &[RegionId]| -> Vec<Work> {
            let body = s.body(b);
            let mut v: Vec<Work> = Vec::new();
            for &r in regions {
                v.extend(
                    body.region_blocks(r)
                        .map(|block| Work::Block(BlockRef { body: b, block })),
                );
            }
            v.reverse();
            v
        };
        let mut stack: Vec<Work> = blocks_of(self, BodyIx::ROOT, &roots);
        while let Some(w) = stack.pop() {
            match w {
                Work::Block(b) => {
                    self.subscribe_block(b, Analysis::Constants);
                    self.visit_block_constants(b);
                    stack.extend(self.block_ops(b).into_iter().rev().map(Work::Op));
                }
                Work::Op(o) => {
                    self.visit_op_constants(o);
                    let (rb, regions) = self.regions(o);
                    stack.extend(blocks_of(self, rb, &regions));
                }
            }
        }
    }

    pub(super) fn visit_constants(&mut self, p: Point) {
        match p {
            Point::Block(b) => self.visit_block_constants(b),
            Point::After(o) => self.visit_op_constants(o),
        }
    }

    fn visit_op_constants(&mut self, o: OpRef) {
        if self.body(o.body).num_results(o.op) == 0 || !self.op_block_live(o) {
            return;
        }
        let results = self.results(o);
        if self.region_branch(o).is_some() {
            self.visit_region_successors(Point::After(o), o, RegionTarget::Parent, &results);
            return;
        }
        let operands = self.operands(o);
        for &v in &operands {
            self.use_def_subscribe(v, Analysis::Constants);
        }
        if self.call_iface(o).is_some() {
            self.visit_call_constants(o, &results);
            return;
        }
        self.transfer(o, &operands, &results);
    }

    /// The results of a call join what the callee's returns forward, when
    /// all of them are known; calls of declarations return anything.
    fn visit_call_constants(&mut self, call: OpRef, results: &[ValueRef]) {
        let external = self
            .resolve_callable(call)
            .is_some_and(|c| self.callable_iface(c).is_some() && self.callable_region(c).is_none());
        let at = Point::After(call);
        let (returns, all_known) = if external {
            (Vec::new(), false)
        } else {
            self.callers_for(at, Analysis::Constants, at)
        };
        if !all_known {
            for &r in results {
                self.set_to_entry_state(r);
            }
            return;
        }
        for ret in returns {
            let operands = self.operands(ret);
            for (&v, &r) in operands.iter().zip(results) {
                let c = self.value_for(at, Analysis::Constants, v);
                self.join(r, c);
            }
        }
    }

    /// SparseConstantPropagation's transfer function: fold the op with the
    /// constant operands; results of ops with regions, of ops that do not
    /// fold and of in-place folds are unknown.
    pub(super) fn transfer(&mut self, o: OpRef, operands: &[ValueRef], results: &[ValueRef]) {
        if self.num_regions(o) > 0 {
            for &r in results {
                self.set_to_entry_state(r);
            }
            return;
        }
        let mut consts: Vec<Option<Attr>> = Vec::with_capacity(operands.len());
        for &v in operands {
            let c = self.value_of(v);
            if c.is_uninitialized() {
                return;
            }
            consts.push(c.constant());
        }
        let ctx = self.ctx;
        let body = self.body_mut(o.body);
        let name = body.op_name(o.op);
        let (hook, traits) = match ctx.op_info(name) {
            Some(i) => (i.fold, i.traits),
            None => (None, OpTraits::NONE),
        };
        let saved_operands: Vec<ValueId> = body.operands(o.op).collect();
        let saved_props = body.properties(o.op);
        let saved_attrs = body.attrs(o.op);
        let mut folded = match hook {
            Some(f) => f(ctx, body, o.op, &consts),
            None => FoldResult::None,
        };
        if !matches!(folded, FoldResult::Results(_))
            && traits.contains(OpTraits::COMMUTATIVE)
            && rmlir_ir::fold::fold_commutative(body, o.op, &consts)
        {
            folded = FoldResult::InPlace;
        }
        let results_fold = match folded {
            FoldResult::Results(r) if r.len() == results.len() => Some(r),
            FoldResult::Results(_) | FoldResult::None => None,
            FoldResult::InPlace => {
                // Simulated execution only: undo the in-place update.
                if body.operands(o.op).ne(saved_operands.iter().copied()) {
                    body.set_operands(o.op, &saved_operands);
                }
                body.set_properties(o.op, saved_props);
                body.set_attrs(o.op, saved_attrs);
                None
            }
        };
        let Some(fr) = results_fold else {
            for &r in results {
                self.set_to_entry_state(r);
            }
            return;
        };
        for (&r, f) in results.iter().zip(fr) {
            match f {
                OpFoldResult::Attr(value) => self.join(
                    r,
                    ConstantValue::Constant {
                        value,
                        dialect_of: name,
                    },
                ),
                OpFoldResult::Value(v) => {
                    let c = self.value_of(ValueRef {
                        body: o.body,
                        value: v,
                    });
                    self.join(r, c);
                }
            }
        }
    }

    fn visit_block_constants(&mut self, b: BlockRef) {
        let body = self.body(b.body);
        let args: Vec<ValueRef> = body
            .block_args(b.block)
            .iter()
            .map(|&value| ValueRef {
                body: b.body,
                value,
            })
            .collect();
        if args.is_empty() || !self.is_live(b) {
            return;
        }
        let region = body.block_region(b.block);
        if body.entry_block(region) == Some(b.block) {
            let parent = self.bodies.tree().region_parent(body, b.body, region);
            let callable = parent.filter(|&p| {
                self.callable_region(p)
                    .is_some_and(|n| self.regions(p).1.get(n) == Some(&region))
            });
            if let Some(c) = callable {
                self.visit_callable_constants(b, c, &args);
                return;
            }
            if let Some(p) = parent.filter(|&p| self.region_branch(p).is_some()) {
                let n = self
                    .body(p.body)
                    .op_regions(p.op)
                    .iter()
                    .position(|&r| r == region)
                    .unwrap_or(0);
                self.visit_region_successors(Point::Block(b), p, RegionTarget::Region(n), &args);
            } else {
                // The solved op's own regions and ops whose control flow is
                // unknown: the arguments may be anything.
                for a in args {
                    self.set_to_entry_state(a);
                }
            }
            return;
        }
        let preds = self.sites.cfg_preds.get(&b).cloned().unwrap_or_default();
        for (term, succ) in preds {
            let Some(from_block) = self.body(term.body).op_block(term.op) else {
                continue;
            };
            let from = BlockRef {
                body: term.body,
                block: from_block,
            };
            let edge = self.edges.entry((from, b.block)).or_default();
            if !edge.subscribers.contains(&Analysis::Constants) {
                edge.subscribers.push(Analysis::Constants);
            }
            if !edge.live {
                continue;
            }
            let body = self.body(term.body);
            let iface = self
                .ctx
                .op_info(body.op_name(term.op))
                .and_then(|i| i.branch);
            let Some(iface) = iface else {
                for a in args {
                    self.set_to_entry_state(a);
                }
                return;
            };
            let range = (iface.successor_operands)(self.ctx, body, term.op, succ);
            let forwarded: Vec<ValueId> = range
                .filter(|&i| i < body.num_operands(term.op))
                .map(|i| body.operand(term.op, i))
                .collect();
            for (i, &a) in args.iter().enumerate() {
                match forwarded.get(i) {
                    Some(&value) => {
                        let c = self.value_for(
                            Point::Block(b),
                            Analysis::Constants,
                            ValueRef {
                                body: term.body,
                                value,
                            },
                        );
                        self.join(a, c);
                    }
                    None => self.set_to_entry_state(a),
                }
            }
        }
    }

    /// The arguments of a callable's entry block join the operands of its
    /// known calls, when all of them are known.
    fn visit_callable_constants(&mut self, entry: BlockRef, callable: OpRef, args: &[ValueRef]) {
        let at = Point::Block(entry);
        let (calls, all_known) = self.callers_for(at, Analysis::Constants, Point::After(callable));
        if !all_known {
            for &a in args {
                self.set_to_entry_state(a);
            }
            return;
        }
        for call in calls {
            let Some(iface) = self.call_iface(call) else {
                continue;
            };
            let body = self.body(call.body);
            let range = (iface.arg_operands)(self.ctx, body, call.op);
            let passed: Vec<ValueId> = range
                .filter(|&i| i < body.num_operands(call.op))
                .map(|i| body.operand(call.op, i))
                .collect();
            for (&value, &a) in passed.iter().zip(args) {
                let c = self.value_for(
                    at,
                    Analysis::Constants,
                    ValueRef {
                        body: call.body,
                        value,
                    },
                );
                self.join(a, c);
            }
        }
    }

    /// The values at `at` (entry block arguments of a region of `branch`,
    /// or its results) join what each known predecessor forwards.
    fn visit_region_successors(
        &mut self,
        at: Point,
        branch: OpRef,
        target: RegionTarget,
        lattices: &[ValueRef],
    ) {
        let (known, inputs) = self.predecessors_for(at, Analysis::Constants);
        for pred in known {
            let body = self.body(pred.body);
            let range = if pred == branch {
                self.region_branch(branch)
                    .map(|i| (i.entry_successor_operands)(self.ctx, body, branch.op, target))
            } else {
                rbi::terminator_successor_operands(self.ctx, body, pred.op, target)
            };
            let Some(range) = range else {
                for &l in lattices {
                    self.set_to_entry_state(l);
                }
                return;
            };
            let forwarded: Vec<ValueId> = range
                .filter(|&i| i < body.num_operands(pred.op))
                .map(|i| body.operand(pred.op, i))
                .collect();
            let inp = inputs.get(&pred).cloned().unwrap_or(0..0);
            let mut first = 0;
            if inp.len() != lattices.len() {
                if !inp.is_empty() {
                    first = inp.start;
                }
                // Values not forwarded by control flow (induction variables):
                // anything.
                for (i, &l) in lattices.iter().enumerate() {
                    if i < first || i >= first + inp.len() {
                        self.set_to_entry_state(l);
                    }
                }
            }
            for (&value, &l) in forwarded.iter().zip(lattices.iter().skip(first)) {
                let c = self.value_for(
                    at,
                    Analysis::Constants,
                    ValueRef {
                        body: pred.body,
                        value,
                    },
                );
                self.join(l, c);
            }
        }
    }
}
