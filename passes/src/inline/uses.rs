//! The use lists of the callables (MLIR's `CGUseList`): which private
//! callables are discardable and how their symbol uses change as calls are
//! inlined.
use super::graph::{is_private, symbol_uses, walk_tree, EdgeKind};
use super::Run;

use rmlir_ir::body_tree::{BodyIx, OpRef};
use rmlir_ir::registry::OpTraits;
use rmlir_ir::walk::{WalkControl, WalkEvent};
use rmlir_ir::Attr;
use rmlir_ir::{Body, OpId};
use rustc_hash::{FxHashMap, FxHashSet};

/// Which symbols are discardable and how many uses each has (MLIR's
/// `CGUseList`).
#[derive(Default)]
pub(super) struct UseList {
    pub(super) discardable: FxHashMap<usize, i64>,
    pub(super) node_uses: FxHashMap<usize, CgUser>,
}

#[derive(Default, Clone)]
pub(super) struct CgUser {
    pub(super) top_level: FxHashSet<usize>,
    pub(super) inner: FxHashMap<usize, i64>,
}

impl UseList {
    pub(super) fn decrement(&mut self, uses: &CgUser) {
        for n in &uses.top_level {
            *self.discardable.entry(*n).or_insert(0) -= 1;
        }
        for (n, c) in &uses.inner {
            *self.discardable.entry(*n).or_insert(0) -= c;
        }
    }
}

impl Run<'_, '_> {
    // ----- use lists -----

    /// The callable nodes the symbol uses in `op` (and nested ops) resolve
    /// to, looked up from `op`'s parent, each with whether `op` itself is
    /// the user (MLIR's `walkReferencedSymbolNodes`).
    pub(super) fn referenced_nodes(&mut self, root: &Body, op: OpRef) -> Vec<(usize, bool)> {
        let uses = symbol_uses(self.ctx, root, &mut self.tree, op);
        let from = self.parent_of(root, op).flatten();
        let mut resolved: FxHashMap<Attr, Option<usize>> = FxHashMap::default();
        let mut out = Vec::new();
        for (sym, is_top) in uses {
            let node = match resolved.get(&sym) {
                Some(n) => *n,
                None => {
                    let n = self
                        .lookup_symbol(root, from, sym)
                        .and_then(|t| self.callable_node(root, t));
                    resolved.insert(sym, n);
                    n
                }
            };
            if let Some(n) = node {
                out.push((n, is_top));
            }
        }
        out
    }

    pub(super) fn build_uses(&mut self, root: &Body) {
        // Every symbol table, nested ones first.
        let mut tables: Vec<Option<OpRef>> = Vec::new();
        let roots = root.root_regions().to_vec();
        let ctx = self.ctx;
        walk_tree(
            root,
            &mut self.tree,
            BodyIx::ROOT,
            &roots,
            &mut |b, here, op, ev| {
                if ev == WalkEvent::Post
                    && ctx
                        .op_traits(b.op_name(op))
                        .contains(OpTraits::SYMBOL_TABLE)
                {
                    tables.push(Some(OpRef { body: here, op }));
                }
                WalkControl::Advance
            },
        );
        tables.push(None);
        let mut always_live: FxHashSet<usize> = FxHashSet::default();
        for t in tables {
            let body = match t {
                None => BodyIx::ROOT,
                Some(t) => self.tree.add(t),
            };
            let Some(b) = self.tree.body(root, body) else {
                continue;
            };
            let Some(&region) = b.root_regions().first() else {
                continue;
            };
            let ops: Vec<OpId> = b
                .region_blocks(region)
                .flat_map(|blk| b.block_ops(blk).collect::<Vec<_>>())
                .collect();
            for o in ops {
                let r = OpRef { body, op: o };
                if let Some(n) = self.callable_node(root, r) {
                    let b = self.tree.body(root, body).expect("symbol table body");
                    if ctx.op_traits(b.op_name(o)).contains(OpTraits::SYMBOL)
                        && is_private(ctx, b, o)
                    {
                        self.uses.discardable.entry(n).or_insert(0);
                    }
                    continue;
                }
                for (n, _) in self.referenced_nodes(root, r) {
                    always_live.insert(n);
                }
            }
        }
        for n in always_live {
            self.uses.discardable.remove(&n);
        }
        for n in 2..self.graph.nodes.len() {
            self.recompute_uses(root, n);
        }
    }

    pub(super) fn recompute_uses(&mut self, root: &Body, node: usize) {
        let old = self.uses.node_uses.remove(&node).unwrap_or_default();
        self.uses.decrement(&old);
        let mut uses = CgUser::default();
        let Some(op) = self.graph.nodes[node].op else {
            return;
        };
        for (n, is_top) in self.referenced_nodes(root, op) {
            let Some(count) = self.uses.discardable.get_mut(&n) else {
                continue;
            };
            if !is_top {
                *uses.inner.entry(n).or_insert(0) += 1;
            } else if !uses.top_level.insert(n) {
                continue;
            }
            *count += 1;
        }
        self.uses.node_uses.insert(node, uses);
    }

    pub(super) fn is_dead(&self, node: usize) -> bool {
        self.uses.discardable.get(&node) == Some(&0)
    }

    pub(super) fn has_one_use_and_discardable(&self, node: usize) -> bool {
        self.uses.discardable.get(&node) == Some(&1)
    }

    pub(super) fn drop_call_uses(&mut self, root: &Body, user: usize, call: OpRef) {
        for (n, _) in self.referenced_nodes(root, call) {
            let Some(u) = self.uses.node_uses.get_mut(&user) else {
                continue;
            };
            let Some(c) = u.inner.get_mut(&n) else {
                continue;
            };
            *c -= 1;
            *self.uses.discardable.entry(n).or_insert(0) -= 1;
        }
    }

    pub(super) fn merge_uses_after_inlining(&mut self, callee: usize, caller: usize) {
        let inner: Vec<(usize, i64)> = self
            .uses
            .node_uses
            .get(&callee)
            .map(|u| u.inner.iter().map(|(k, v)| (*k, *v)).collect())
            .unwrap_or_default();
        let target = self.uses.node_uses.entry(caller).or_default();
        for (n, c) in &inner {
            *target.inner.entry(*n).or_insert(0) += c;
        }
        for (n, c) in inner {
            *self.uses.discardable.entry(n).or_insert(0) += c;
        }
    }

    pub(super) fn erase_node_uses(&mut self, node: usize) {
        let mut stack = vec![node];
        while let Some(n) = stack.pop() {
            for &(t, k) in &self.graph.nodes[n].edges {
                if k == EdgeKind::Child {
                    stack.push(t);
                }
            }
            if let Some(u) = self.uses.node_uses.remove(&n) {
                self.uses.decrement(&u);
            }
            self.uses.discardable.remove(&n);
        }
    }
}
