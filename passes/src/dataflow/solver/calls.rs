//! Call transfer: resolving calls to callables, which callables have
//! only known callers, and how control reaches and leaves them.
use super::state::{Analysis, Point};
use super::Solver;
use rmlir_ir::body_tree::{BlockRef, BodyIx, OpRef};
use rmlir_ir::call::{CallInterface, CallableInterface, Callee};
use rmlir_ir::registry::OpTraits;
use rmlir_ir::symbol::{self, Visibility};
use rmlir_ir::Attr;

impl Solver<'_> {
    // ----- calls -------------------------------------------------------------

    pub(super) fn call_iface(&self, o: OpRef) -> Option<&'static CallInterface> {
        self.ctx.op_info(self.body(o.body).op_name(o.op))?.call
    }

    pub(super) fn callable_iface(&self, o: OpRef) -> Option<&'static CallableInterface> {
        self.ctx.op_info(self.body(o.body).op_name(o.op))?.callable
    }

    /// The index of `o`'s callable region; `None` for declarations and ops
    /// that are not callable.
    pub(super) fn callable_region(&self, o: OpRef) -> Option<usize> {
        self.sites.callable_regions.get(&o).copied().flatten()
    }

    /// The op owning the region holding `o` (`None` at the top).
    fn parent_of(&self, o: OpRef) -> Option<OpRef> {
        let body = self.body(o.body);
        let block = body.op_block(o.op)?;
        self.bodies
            .tree()
            .region_parent(body, o.body, body.block_region(block))
    }

    /// Whether `o` may be an unknown symbol table
    /// ([`symbol::maybe_unknown_symbol_table`]).
    fn maybe_unknown_table(&self, o: OpRef) -> bool {
        symbol::maybe_unknown_symbol_table(self.ctx, self.body(o.body), o.op)
    }

    /// The ops directly in symbol table `table` (`None`: the top op).
    fn table_ops(&self, table: Option<OpRef>) -> Vec<OpRef> {
        let (b, regions) = match table {
            Some(t) => self.regions(t),
            None => (
                BodyIx::ROOT,
                self.body(BodyIx::ROOT).root_regions().to_vec(),
            ),
        };
        let body = self.body(b);
        let Some(block) = regions.first().and_then(|&r| body.entry_block(r)) else {
            return Vec::new();
        };
        body.block_ops(block)
            .map(|op| OpRef { body: b, op })
            .collect()
    }

    /// Resolves symbol reference `sym` in symbol table `table` (`None`:
    /// the solved op).
    fn lookup_symbol_in(&self, table: Option<OpRef>, sym: Attr) -> Option<OpRef> {
        let bodies = &self.bodies;
        self.symbols.borrow_mut().resolve(
            self.ctx,
            bodies.tree(),
            &|b| Some(bodies.body(b)),
            table,
            sym,
        )
    }

    /// The callable a call op calls (MLIR's `resolveCallableInTable`): its
    /// symbol looked up from the nearest symbol table; `None` when it
    /// cannot be resolved here (e.g. the table is outside the solved op).
    pub(super) fn resolve_callable(&self, call: OpRef) -> Option<OpRef> {
        let iface = self.call_iface(call)?;
        let sym = match (iface.callee)(self.ctx, self.body(call.body), call.op)? {
            Callee::Symbol(s) => s,
            Callee::Value(_) => return None,
        };
        if self.maybe_unknown_table(call) {
            return None;
        }
        let mut cur = self.parent_of(call);
        loop {
            match cur {
                None => {
                    let traits = self.ctx.op_traits(self.top_name);
                    if !traits.contains(OpTraits::SYMBOL_TABLE) {
                        return None;
                    }
                    return self.lookup_symbol_in(None, sym);
                }
                Some(o) => {
                    if self.maybe_unknown_table(o) {
                        return None;
                    }
                    let traits = self.ctx.op_traits(self.body(o.body).op_name(o.op));
                    if traits.contains(OpTraits::SYMBOL_TABLE) {
                        return self.lookup_symbol_in(Some(o), sym);
                    }
                    cur = self.parent_of(o);
                }
            }
        }
    }

    /// The symbol references in the attributes of `o`.
    fn symbol_refs(&self, o: OpRef, out: &mut Vec<Attr>) {
        let body = self.body(o.body);
        symbol::collect_symbol_refs(self.ctx, body.attrs(o.op), out);
        if let Some(p) = body.properties(o.op) {
            symbol::collect_symbol_refs(self.ctx, p, out);
        }
    }

    /// Callables whose callers may not all be seen get unknown
    /// predecessors (MLIR's `initializeSymbolCallables`): public ones, and
    /// those referenced other than by a call.  Only the symbol table the
    /// solver runs on and those nested in it are considered.
    pub(super) fn init_symbol_callables(&mut self) {
        // Symbol tables, innermost first, each with whether all uses of
        // its symbols are visible.
        let mut tables: Vec<(Option<OpRef>, bool)> = Vec::new();
        let top_table = self
            .ctx
            .op_traits(self.top_name)
            .contains(OpTraits::SYMBOL_TABLE);
        let top_visible = self.ctx.op_name_str(self.top_name) == "builtin.module";
        let mut stack: Vec<(OpRef, bool, bool)> = Vec::new();
        let push_children = |ops: Vec<OpRef>, vis: bool, st: &mut Vec<(OpRef, bool, bool)>| {
            for o in ops.into_iter().rev() {
                st.push((o, vis, false));
            }
        };
        let mut top_ops: Vec<OpRef> = Vec::new();
        self.push_nested_ops(
            BodyIx::ROOT,
            self.body(BodyIx::ROOT).root_regions(),
            &mut top_ops,
        );
        top_ops.reverse();
        push_children(
            top_ops,
            if top_table { top_visible } else { true },
            &mut stack,
        );
        while let Some((o, vis, done)) = stack.pop() {
            let traits = self.ctx.op_traits(self.body(o.body).op_name(o.op));
            let is_table = traits.contains(OpTraits::SYMBOL_TABLE);
            if done {
                tables.push((Some(o), vis));
                continue;
            }
            let inner_vis = if is_table {
                let private = self.visibility(o) == Visibility::Private;
                vis || !traits.contains(OpTraits::SYMBOL) || private
            } else {
                true
            };
            if is_table {
                stack.push((o, inner_vis, true));
            }
            let (rb, regions) = self.regions(o);
            let mut ops: Vec<OpRef> = Vec::new();
            self.push_nested_ops(rb, &regions, &mut ops);
            ops.reverse();
            push_children(ops, inner_vis, &mut stack);
        }
        if top_table {
            tables.push((None, top_visible));
        }
        for (table, visible) in tables {
            self.init_symbol_table(table, visible);
        }
    }

    /// The visibility of symbol `o`.
    fn visibility(&self, o: OpRef) -> Visibility {
        symbol::visibility(self.ctx, self.body(o.body), o.op)
    }

    fn init_symbol_table(&mut self, table: Option<OpRef>, all_uses_visible: bool) {
        let mut found = false;
        for o in self.table_ops(table) {
            if self.callable_region(o).is_none() {
                continue;
            }
            let traits = self.ctx.op_traits(self.body(o.body).op_name(o.op));
            if !traits.contains(OpTraits::SYMBOL) {
                continue;
            }
            let vis = self.visibility(o);
            if vis == Visibility::Public || (!all_uses_visible && vis == Visibility::Nested) {
                self.set_unknown_predecessors(Point::After(o));
            }
            found = true;
        }
        if !found {
            return;
        }
        // The symbol uses in the table's region (not inside nested tables).
        let (b, regions) = match table {
            Some(t) => self.regions(t),
            None => (
                BodyIx::ROOT,
                self.body(BodyIx::ROOT).root_regions().to_vec(),
            ),
        };
        let mut stack: Vec<OpRef> = Vec::new();
        self.push_nested_ops(b, &regions, &mut stack);
        let mut uses: Vec<Attr> = Vec::new();
        while let Some(o) = stack.pop() {
            if self.maybe_unknown_table(o) {
                // Uses cannot be gathered: no callable's callers are known.
                self.mark_all_callables_unknown();
                return;
            }
            if self.call_iface(o).is_none() {
                self.symbol_refs(o, &mut uses);
            }
            let traits = self.ctx.op_traits(self.body(o.body).op_name(o.op));
            if !traits.contains(OpTraits::SYMBOL_TABLE) {
                let (rb, regions) = self.regions(o);
                self.push_nested_ops(rb, &regions, &mut stack);
            }
        }
        if !self
            .ctx
            .op_traits(self.top_name)
            .contains(OpTraits::SYMBOL_TABLE)
        {
            return;
        }
        for sym in uses {
            if let Some(target) = self.lookup_symbol_in(None, sym) {
                self.set_unknown_predecessors(Point::After(target));
            }
        }
    }

    fn mark_all_callables_unknown(&mut self) {
        let mut stack: Vec<OpRef> = Vec::new();
        self.push_nested_ops(
            BodyIx::ROOT,
            self.body(BodyIx::ROOT).root_regions(),
            &mut stack,
        );
        while let Some(o) = stack.pop() {
            if self.callable_iface(o).is_some() {
                self.set_unknown_predecessors(Point::After(o));
            }
            let (rb, regions) = self.regions(o);
            self.push_nested_ops(rb, &regions, &mut stack);
        }
    }

    /// A live call: it becomes a caller of its callable when that is a
    /// symbol defined here; otherwise what it returns is unknown.
    pub(super) fn visit_call(&mut self, call: OpRef) {
        let callee = self.resolve_callable(call).filter(|&c| {
            let traits = self.ctx.op_traits(self.body(c.body).op_name(c.op));
            let external = self.callable_iface(c).is_some() && self.callable_region(c).is_none();
            traits.contains(OpTraits::SYMBOL) && !external
        });
        match callee {
            Some(c) => self.join_predecessor(Point::After(c), call, 0..0),
            None => self.set_unknown_predecessors(Point::After(call)),
        }
    }

    /// A live return of a callable: a predecessor of every known call of it.
    pub(super) fn visit_callable_terminator(&mut self, t: OpRef, callable: OpRef) {
        let (calls, _) =
            self.callers_for(Point::After(t), Analysis::DeadCode, Point::After(callable));
        let return_like = self
            .ctx
            .op_traits(self.body(t.body).op_name(t.op))
            .contains(OpTraits::RETURN_LIKE);
        for call in calls {
            if return_like {
                self.join_predecessor(Point::After(call), t, 0..0);
            } else {
                self.set_unknown_predecessors(Point::After(call));
            }
        }
    }

    pub(super) fn is_live(&self, b: BlockRef) -> bool {
        self.blocks.get(&b).is_some_and(|e| e.live)
    }

    /// Whether the block holding `o` is live (false for detached ops).
    pub(super) fn op_block_live(&self, o: OpRef) -> bool {
        self.body(o.body).op_block(o.op).is_some_and(|block| {
            self.is_live(BlockRef {
                body: o.body,
                block,
            })
        })
    }
}
