//! The cleanup plan: the liveness-driven decisions (MLIR's `process*`
//! functions) that fill the [`CleanupList`].
use super::cleanup::CleanupList;
use super::liveness::Liveness;
use super::World;
use rmlir_ir::body_tree::{BlockRef, OpRef, ValueRef};
use rmlir_ir::region_branch::{self as rbi};
use rmlir_ir::registry::OpTraits;
use rmlir_ir::symbol::{self, Visibility};
use rmlir_ir::AttrData;
use rmlir_ir::BlockId;
use rmlir_ir::TypeData;
use rustc_hash::{FxHashMap, FxHashSet};

/// The liveness-driven decisions (MLIR's `process*` functions).
pub(super) struct Processor {
    pub(super) live: Liveness,
    pub(super) non_live: FxHashSet<ValueRef>,
    pub(super) cl: CleanupList,
    pub(super) uses: FxHashMap<OpRef, Option<Vec<OpRef>>>,
}

impl Processor {
    pub(super) fn dead(&self, v: ValueRef) -> bool {
        self.non_live.contains(&v) || !self.live.is_live(v)
    }

    fn has_live(&self, vs: &[ValueRef]) -> bool {
        vs.iter().any(|&v| !self.dead(v))
    }

    pub(super) fn process(&mut self, w: &World<'_>, o: OpRef) {
        let info = w.info(o);
        let traits = w.traits(o);
        if info.is_some_and(|i| i.callable.is_some()) && traits.contains(OpTraits::SYMBOL) {
            self.process_func(w, o);
        } else if w.region_branch(o).is_some() {
            self.process_region_branch(w, o);
        } else if info.is_some_and(|i| i.branch.is_some()) {
            self.process_branch(w, o);
        } else if traits.contains(OpTraits::TERMINATOR) || info.is_some_and(|i| i.call.is_some()) {
        } else {
            self.process_simple(w, o);
        }
    }

    fn process_simple(&mut self, w: &World<'_>, o: OpRef) {
        let results = w.results(o);
        let dead_operand = w.operands(o).iter().any(|&v| self.dead(v));
        if !dead_operand && (!w.mem_free(o) || self.has_live(&results)) {
            return;
        }
        if w.bodies.tree().regions_body(o) != o.body {
            // An isolated op (its body is elsewhere): left alone.
            return;
        }
        self.cl.operations.push(o);
        self.non_live.extend(results);
    }

    fn process_func(&mut self, w: &World<'_>, f: OpRef) {
        let ctx = w.ctx;
        if symbol::visibility(ctx, w.body(f.body), f.op) == Visibility::Public {
            return;
        }
        let Some(entry) = w.sol.callable_region(f).and_then(|r| w.entry_of(f, r)) else {
            return;
        };
        let Some(Some(calls)) = self.uses.get(&f).cloned() else {
            return;
        };
        // Calls with segmented operands are not handled.
        if calls.iter().any(|c| {
            rmlir_ods::get_attr(ctx, w.body(c.body), c.op, "operandSegmentSizes").is_some()
        }) {
            return;
        }
        let args = w.block_args(entry);
        let dead_args: Vec<bool> = args.iter().map(|&a| self.dead(a)).collect();
        for (a, &d) in args.iter().zip(&dead_args) {
            if d {
                self.non_live.insert(*a);
            }
        }
        for &c in &calls {
            self.cl.operands.push((
                c,
                vec![false; w.body(c.body).num_operands(c.op)],
                Some(f),
                false,
            ));
        }
        let num_returns = match rmlir_ods::get_attr(ctx, w.body(f.body), f.op, "function_type")
            .map(|a| ctx.attr_data(a))
        {
            Some(AttrData::Type(t)) => match ctx.type_data(*t) {
                TypeData::Function { results, .. } => results.len(),
                _ => return,
            },
            _ => return,
        };
        let mut dead_rets = vec![true; num_returns];
        for &c in &calls {
            for (i, r) in w.results(c).into_iter().enumerate() {
                if i < num_returns && !self.dead(r) {
                    dead_rets[i] = false;
                }
            }
        }
        let (rb, regions) = w.regions(f);
        let body = w.body(rb);
        for &r in &regions {
            for block in body.region_blocks(r) {
                let Some(t) = body.last_op(block) else {
                    continue;
                };
                let t = OpRef { body: rb, op: t };
                if !w.traits(t).contains(OpTraits::RETURN_LIKE) {
                    continue;
                }
                if body.num_operands(t.op) == num_returns {
                    self.cl.operands.push((t, dead_rets.clone(), None, false));
                }
            }
        }
        self.cl.functions.push((f, dead_args, dead_rets.clone()));
        if num_returns == 0 {
            return;
        }
        for &c in &calls {
            self.cl.results.push((c, dead_rets.clone()));
            for (i, r) in w.results(c).into_iter().enumerate() {
                if dead_rets.get(i) == Some(&true) {
                    self.non_live.insert(r);
                }
            }
        }
    }

    fn process_region_branch(&mut self, w: &World<'_>, o: OpRef) {
        if w.mem_free(o) && !self.has_live(&w.results(o)) {
            self.cl.operations.push(o);
            return;
        }
        // Operand (op, index) -> the successor inputs it is forwarded to.
        let mut mapping: Vec<((OpRef, usize), Vec<ValueRef>)> = Vec::new();
        let mut add = |key: (OpRef, usize), input: ValueRef| match mapping
            .iter_mut()
            .find(|(k, _)| *k == key)
        {
            Some((_, v)) => v.push(input),
            None => mapping.push((key, vec![input])),
        };
        for (i, input) in w.entry_forwarding(o) {
            add((o, i), input);
        }
        for b in w.blocks_of(o) {
            let Some(t) = w.body(b.body).last_op(b.block) else {
                continue;
            };
            let t = OpRef {
                body: b.body,
                op: t,
            };
            if !rbi::is_region_terminator(w.ctx, w.body(t.body), t.op) {
                continue;
            }
            for (i, input) in w.terminator_forwarding(t, o) {
                add((t, i), input);
            }
        }
        let mut dead_per_op: Vec<(OpRef, Vec<bool>)> = Vec::new();
        for ((op, i), inputs) in mapping {
            let v = ValueRef {
                body: op.body,
                value: w.body(op.body).operand(op.op, i),
            };
            if self.dead(v) || !self.has_live(&inputs) {
                match dead_per_op.iter_mut().find(|(k, _)| *k == op) {
                    Some((_, bits)) => bits[i] = true,
                    None => {
                        let mut bits = vec![false; w.body(op.body).num_operands(op.op)];
                        bits[i] = true;
                        dead_per_op.push((op, bits));
                    }
                }
            }
        }
        for (op, bits) in dead_per_op {
            self.cl.operands.push((op, bits, None, true));
        }
    }

    fn process_branch(&mut self, w: &World<'_>, o: OpRef) {
        let ctx = w.ctx;
        let Some(branch) = w.info(o).and_then(|i| i.branch) else {
            return;
        };
        let body = w.body(o.body);
        let operands = w.operands(o);
        let mut dead_non_forwarded: Vec<bool> = operands.iter().map(|&v| self.dead(v)).collect();
        let succs: Vec<BlockId> = body.successors(o.op).to_vec();
        for si in 0..succs.len() {
            for i in (branch.successor_operands)(ctx, body, o.op, si) {
                if i < dead_non_forwarded.len() {
                    dead_non_forwarded[i] = false;
                }
            }
        }
        if dead_non_forwarded.iter().any(|&d| d) {
            self.cl.operations.push(o);
            return;
        }
        for (si, &succ) in succs.iter().enumerate() {
            let dead: Vec<bool> = (branch.successor_operands)(ctx, body, o.op, si)
                .map(|i| self.dead(operands[i]))
                .collect();
            let b = BlockRef {
                body: o.body,
                block: succ,
            };
            // An argument the analysis found live stays, whatever this edge
            // forwards: a dead operand can only come on an edge that is
            // never taken (MLIR drops the argument here and breaks the
            // block's live uses); that edge forwards poison instead.
            let args = w.block_args(b);
            let erase: Vec<bool> = dead
                .iter()
                .enumerate()
                .map(|(k, &d)| d && args.get(k).is_none_or(|&a| !self.live.is_live(a)))
                .collect();
            for (a, &e) in args.into_iter().zip(&erase) {
                if e {
                    self.non_live.insert(a);
                }
            }
            self.cl.blocks.push((b, erase));
            self.cl.successor_operands.push((o, si, dead));
        }
    }
}
