//! MLIR's `LivenessAnalysis` over the solver's results, and the symbol
//! uses that tell which private functions have only known callers.
use super::World;
use rmlir_ir::body_tree::{BlockRef, BodyIx, OpRef, ValueRef};
use rmlir_ir::region_branch::{self as rbi};
use rmlir_ir::registry::OpTraits;
use rmlir_ir::symbol::{self, SymbolTables};
use rmlir_ir::{Attr, RegionId};
use rustc_hash::{FxHashMap, FxHashSet};

/// Liveness: the set of live values.
pub(super) struct Liveness {
    pub(super) live: FxHashSet<ValueRef>,
    pub(super) changed: bool,
}

impl Liveness {
    pub(super) fn is_live(&self, v: ValueRef) -> bool {
        self.live.contains(&v)
    }

    fn mark(&mut self, v: ValueRef) {
        if self.live.insert(v) {
            self.changed = true;
        }
    }
}

impl World<'_> {
    // ----- liveness analysis ---------------------------------------------

    /// MLIR's `RunLivenessAnalysis`: the live values.
    pub(super) fn liveness(&self, order: &[OpRef]) -> Liveness {
        let executable: Vec<OpRef> = order
            .iter()
            .copied()
            .filter(|&o| {
                self.body(o.body).op_block(o.op).is_some_and(|block| {
                    self.sol.is_live(BlockRef {
                        body: o.body,
                        block,
                    })
                })
            })
            .collect();
        let mut l = Liveness {
            live: FxHashSet::default(),
            changed: true,
        };
        while l.changed {
            l.changed = false;
            for &o in executable.iter().rev() {
                self.visit(&mut l, o);
            }
        }
        l
    }

    /// MLIR's `wouldOpBeTriviallyDead`: only reads, allocations of its own
    /// results, or no effects at all, in `o` and (for ops with recursive
    /// effects) the ops nested in it; never for terminators and symbols.
    fn would_be_trivially_dead(&self, o: OpRef) -> bool {
        let t = self.traits(o);
        if self.info(o).is_none()
            || t.contains(OpTraits::TERMINATOR)
            || t.contains(OpTraits::SYMBOL)
        {
            return false;
        }
        self.memo.borrow().get(&o).is_some_and(|m| m.dead_impl)
    }

    /// The generic transfer function (`LivenessAnalysis::visitOperation`)
    /// of `o` for the operand values `values`.
    fn visit_generic(&self, l: &mut Liveness, o: OpRef, values: &[ValueRef]) {
        if !self.would_be_trivially_dead(o) || self.results(o).iter().any(|&r| l.is_live(r)) {
            for &v in values {
                l.mark(v);
            }
        }
    }

    /// `LivenessAnalysis::visitBranchOperand` for operand `i` of `o`: the
    /// op (the parent op for a region terminator) is visited with it.
    fn visit_branch_operand(&self, l: &mut Liveness, o: OpRef, i: usize) {
        let value = ValueRef {
            body: o.body,
            value: self.body(o.body).operand(o.op, i),
        };
        let visit_op = if rbi::is_region_terminator(self.ctx, self.body(o.body), o.op) {
            match self.parent_of(o) {
                Some(p) => p,
                None => return,
            }
        } else {
            o
        };
        // Unlike MLIR: an op this pass keeps (one with memory effects, such
        // as an allocation in a loop) keeps the operands that steer it.
        // MLIR judges them by `wouldOpBeTriviallyDead`, which ignores
        // allocations and reads, and then keeps the op with a poison
        // condition: an `scf.if` or `scf.while` deciding on poison, which
        // is undefined behaviour (and mlir-opt 22 crashes later on).
        if !self.mem_free(visit_op) {
            l.mark(value);
            return;
        }
        self.visit_generic(l, visit_op, &[value]);
    }

    /// `AbstractSparseBackwardDataFlowAnalysis::visitOperation` with the
    /// liveness transfer functions, for an op in an executable block.
    fn visit(&self, l: &mut Liveness, o: OpRef) {
        let body = self.body(o.body);
        let operands = self.operands(o);
        let n = operands.len();
        if self.region_branch(o).is_some() {
            let mut unaccounted = vec![true; n];
            for (i, input) in self.entry_forwarding(o) {
                unaccounted[i] = false;
                if l.is_live(input) {
                    l.mark(operands[i]);
                }
            }
            for i in (0..n).filter(|&i| unaccounted[i]) {
                self.visit_branch_operand(l, o, i);
            }
            // Entry arguments not forwarded from anywhere (induction
            // variables): `visitNonControlFlowArguments`.
            let others = self.non_forwarded_entry_args(o);
            if !others.is_empty() {
                self.visit_generic(l, o, &others);
            }
            return;
        }
        let info = self.info(o);
        if let Some(branch) = info.and_then(|i| i.branch) {
            let mut unaccounted = vec![true; n];
            for (si, &succ) in body.successors(o.op).iter().enumerate() {
                let range = (branch.successor_operands)(self.ctx, body, o.op, si);
                let args = body.block_args(succ);
                for (k, i) in range.enumerate() {
                    if i >= n {
                        continue;
                    }
                    unaccounted[i] = false;
                    if let Some(&a) = args.get(k) {
                        if l.is_live(ValueRef {
                            body: o.body,
                            value: a,
                        }) {
                            l.mark(operands[i]);
                        }
                    }
                }
            }
            for i in (0..n).filter(|&i| unaccounted[i]) {
                self.visit_branch_operand(l, o, i);
            }
            return;
        }
        if let Some(call) = info.and_then(|i| i.call) {
            if let Some(callee) = self
                .sol
                .callee(o)
                .filter(|&c| self.info(c).is_some_and(|i| i.callable.is_some()))
            {
                let entry = self
                    .sol
                    .callable_region(callee)
                    .and_then(|r| self.entry_of(callee, r));
                let Some(entry) = entry else {
                    // An external function: every operand is live.
                    for &v in &operands {
                        l.mark(v);
                    }
                    return;
                };
                let args = self.block_args(entry);
                let range = (call.arg_operands)(self.ctx, body, o.op);
                let mut unaccounted = vec![true; n];
                for (a, i) in args.iter().zip(range) {
                    if i >= n {
                        continue;
                    }
                    unaccounted[i] = false;
                    if l.is_live(*a) {
                        l.mark(operands[i]);
                    }
                }
                for i in (0..n).filter(|&i| unaccounted[i]) {
                    l.mark(operands[i]);
                }
                return;
            }
        }
        if let Some(parent) = self.terminator_parent(o) {
            let mut unaccounted = vec![true; n];
            for (i, input) in self.terminator_forwarding(o, parent) {
                unaccounted[i] = false;
                if l.is_live(input) {
                    l.mark(operands[i]);
                }
            }
            for i in (0..n).filter(|&i| unaccounted[i]) {
                self.visit_branch_operand(l, o, i);
            }
            return;
        }
        if self.traits(o).contains(OpTraits::RETURN_LIKE) {
            if let Some(callable) = self
                .parent_of(o)
                .filter(|&p| self.info(p).is_some_and(|i| i.callable.is_some()))
            {
                match self.sol.callers(callable) {
                    Some(calls) => {
                        for &c in calls {
                            for (i, r) in self.results(c).into_iter().enumerate() {
                                if i < n && l.is_live(r) {
                                    l.mark(operands[i]);
                                }
                            }
                        }
                    }
                    None => {
                        for &v in &operands {
                            l.mark(v);
                        }
                    }
                }
                return;
            }
        }
        self.visit_generic(l, o, &operands);
    }

    // ----- symbol uses ---------------------------------------------------

    /// For each function op (a callable symbol in a symbol table), the ops
    /// using its symbol, in IR order; `None` for functions the pass must
    /// leave alone (used other than as the callee of a call).
    pub(super) fn symbol_uses(&self, top_is_table: bool) -> FxHashMap<OpRef, Option<Vec<OpRef>>> {
        let mut out: FxHashMap<OpRef, Option<Vec<OpRef>>> = FxHashMap::default();
        // Pre-order over every op (symbol uses are listed in IR order).
        let mut pre: Vec<OpRef> = Vec::new();
        let mut stack: Vec<OpRef> = Vec::new();
        let push_ops = |w: &World<'_>, b: BodyIx, regions: &[RegionId], st: &mut Vec<OpRef>| {
            let body = w.body(b);
            let mut ops = Vec::new();
            for &r in regions {
                for block in body.region_blocks(r) {
                    ops.extend(body.block_ops(block).map(|op| OpRef { body: b, op }));
                }
            }
            st.extend(ops.into_iter().rev());
        };
        push_ops(
            self,
            BodyIx::ROOT,
            self.body(BodyIx::ROOT).root_regions(),
            &mut stack,
        );
        while let Some(o) = stack.pop() {
            pre.push(o);
            let (rb, regions) = self.regions(o);
            push_ops(self, rb, &regions, &mut stack);
        }
        // The callable symbols of symbol tables (`None`: the op the pass
        // runs on).
        for &o in &pre {
            if symbol::symbol_name(self.ctx, self.body(o.body), o.op).is_none() {
                continue;
            }
            let in_table = match self.parent_of(o) {
                None => top_is_table,
                Some(p) => self.traits(p).contains(OpTraits::SYMBOL_TABLE),
            };
            if in_table && self.info(o).is_some_and(|i| i.callable.is_some()) {
                out.insert(o, Some(Vec::new()));
            }
        }
        let mut tables = SymbolTables::default();
        let body_of = |b| Some(self.body(b));
        for o in pre {
            let mut refs: Vec<Attr> = Vec::new();
            let b = self.body(o.body);
            symbol::collect_symbol_refs(self.ctx, b.attrs(o.op), &mut refs);
            if let Some(p) = b.properties(o.op) {
                symbol::collect_symbol_refs(self.ctx, p, &mut refs);
            }
            if refs.is_empty() {
                continue;
            }
            // The nearest symbol table holding the user.
            let mut table = self.parent_of(o);
            while let Some(t) = table {
                if self.traits(t).contains(OpTraits::SYMBOL_TABLE) {
                    break;
                }
                table = self.parent_of(t);
            }
            let is_call = self.info(o).is_some_and(|i| i.call.is_some());
            if table.is_none() && !top_is_table {
                continue;
            }
            for a in refs {
                let tree = self.bodies.tree();
                let Some(target) = tables.resolve(self.ctx, tree, &body_of, table, a) else {
                    continue;
                };
                if !is_call {
                    if out.contains_key(&target) {
                        out.insert(target, None);
                    }
                    continue;
                }
                if let Some(Some(v)) = out.get_mut(&target) {
                    if !v.contains(&o) {
                        v.push(o);
                    }
                }
            }
        }
        out
    }
}
