//! Walking across bodies, symbol lookup and the call graph: its nodes,
//! edges and SCC order, and how the run builds it.
use super::Run;

use rmlir_ir::body_tree::{BodyIx, BodyTree, OpRef};
use rmlir_ir::call::Callee;
use rmlir_ir::registry::OpTraits;
use rmlir_ir::symbol::{self, maybe_unknown_symbol_table, Visibility};
use rmlir_ir::walk::{walk_regions, WalkControl, WalkEvent};
use rmlir_ir::Attr;
use rmlir_ir::{Body, Context, OpId};
use rustc_hash::FxHashMap;

// ----- walking across bodies ----------------------------------------------

/// The callback of [`walk_tree`]: `(body, body number, op, event)`.
pub(super) type TreeVisitor<'f> = dyn FnMut(&Body, BodyIx, OpId, WalkEvent) -> WalkControl + 'f;

/// Walks every op under `regions` of body `start`, crossing into nested
/// isolated bodies (numbering them in `tree` as they are found).
pub(super) fn walk_tree(
    root: &Body,
    tree: &mut BodyTree,
    start: BodyIx,
    regions: &[rmlir_ir::RegionId],
    f: &mut TreeVisitor<'_>,
) {
    let Some(first) = tree.body(root, start) else {
        return;
    };
    let mut cur: Vec<BodyIx> = vec![start];
    let mut pushed: Vec<bool> = Vec::new();
    walk_regions(first, regions, true, &mut |b, op, ev| {
        let here = *cur.last().expect("a current body");
        match ev {
            WalkEvent::Pre => {
                let c = f(b, here, op, ev);
                let push = c == WalkControl::Advance && b.nested_body(op).is_some();
                if push {
                    cur.push(tree.add(OpRef { body: here, op }));
                }
                pushed.push(push);
                c
            }
            WalkEvent::Post => {
                if pushed.pop() == Some(true) {
                    cur.pop();
                }
                let here = *cur.last().expect("a current body");
                f(b, here, op, ev)
            }
        }
    });
}

pub(super) fn is_private(ctx: &Context, body: &Body, op: OpId) -> bool {
    symbol::visibility(ctx, body, op) == Visibility::Private
}

pub(super) fn op_refs(ctx: &Context, body: &Body, op: OpId, out: &mut Vec<Attr>) {
    if let Some(p) = body.properties(op) {
        symbol::collect_symbol_refs(ctx, p, out);
    }
    symbol::collect_symbol_refs(ctx, body.attrs(op), out);
}

/// `SymbolTable::getSymbolUses(op)`: the symbol references of `op` and of
/// the ops nested in it (not inside nested symbol tables), each with whether
/// `op` itself is the user.
pub(super) fn symbol_uses(
    ctx: &Context,
    root: &Body,
    tree: &mut BodyTree,
    op: OpRef,
) -> Vec<(Attr, bool)> {
    let mut out = Vec::new();
    let Some(b) = tree.body(root, op.body) else {
        return out;
    };
    let mut refs = Vec::new();
    op_refs(ctx, b, op.op, &mut refs);
    out.extend(refs.drain(..).map(|r| (r, true)));
    let regions = b.op_regions(op.op).to_vec();
    let inner = if b.nested_body(op.op).is_some() {
        tree.add(op)
    } else {
        op.body
    };
    walk_tree(root, tree, inner, &regions, &mut |b, _, o, ev| {
        if ev == WalkEvent::Post {
            return WalkControl::Advance;
        }
        op_refs(ctx, b, o, &mut refs);
        out.extend(refs.drain(..).map(|r| (r, false)));
        if ctx.op_traits(b.op_name(o)).contains(OpTraits::SYMBOL_TABLE) {
            WalkControl::Skip
        } else {
            WalkControl::Advance
        }
    });
    out
}

// ----- call graph -----------------------------------------------------------

pub(super) const EXTERNAL: usize = 0;
pub(super) const UNKNOWN: usize = 1;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum EdgeKind {
    Abstract,
    Call,
    Child,
}

/// A node of the call graph: a callable region (or one of the two external
/// nodes).
#[derive(Debug, Default)]
pub(super) struct Node {
    /// The callable op (`None` for the external nodes).
    pub(super) op: Option<OpRef>,
    /// The index of the callable region among the op's regions.
    pub(super) region: usize,
    /// Outgoing edges in insertion order, without duplicates.
    pub(super) edges: Vec<(usize, EdgeKind)>,
}

/// MLIR's `CallGraph`.
#[derive(Debug)]
pub(super) struct CallGraph {
    pub(super) nodes: Vec<Node>,
    pub(super) by_op: FxHashMap<OpRef, usize>,
}

impl Default for CallGraph {
    fn default() -> Self {
        CallGraph {
            nodes: vec![Node::default(), Node::default()],
            by_op: FxHashMap::default(),
        }
    }
}

impl CallGraph {
    pub(super) fn add_edge(&mut self, from: usize, to: usize, kind: EdgeKind) {
        let e = &mut self.nodes[from].edges;
        if !e.contains(&(to, kind)) {
            e.push((to, kind));
        }
    }

    pub(super) fn has_children(&self, n: usize) -> bool {
        self.nodes[n].edges.iter().any(|e| e.1 == EdgeKind::Child)
    }

    /// The node of region `region` of `op`, if it is a callable region.
    pub(super) fn lookup_region(&self, op: OpRef, region: usize) -> Option<usize> {
        self.by_op
            .get(&op)
            .copied()
            .filter(|&n| self.nodes[n].region == region)
    }

    /// The SCCs in the order of LLVM's `scc_iterator` from the external
    /// node: post-order of a DFS following edges in insertion order, each
    /// SCC's nodes in the order they leave the stack.
    pub(super) fn sccs(&self) -> Vec<Vec<usize>> {
        const DONE: u32 = u32::MAX;
        let n = self.nodes.len();
        let mut num: Vec<Option<u32>> = vec![None; n];
        let mut count = 0u32;
        let mut scc_stack: Vec<usize> = Vec::new();
        // (node, next edge, min visited)
        let mut visit: Vec<(usize, usize, u32)> = Vec::new();
        let mut out = Vec::new();
        let mut visit_one = |v: usize,
                             num: &mut Vec<Option<u32>>,
                             scc_stack: &mut Vec<usize>,
                             visit: &mut Vec<(usize, usize, u32)>| {
            count += 1;
            num[v] = Some(count);
            scc_stack.push(v);
            visit.push((v, 0, count));
        };
        visit_one(EXTERNAL, &mut num, &mut scc_stack, &mut visit);
        while !visit.is_empty() {
            // Visit the children of the top of the stack.
            while let Some(top) = visit.last_mut() {
                let edges = &self.nodes[top.0].edges;
                if top.1 >= edges.len() {
                    break;
                }
                let child = edges[top.1].0;
                top.1 += 1;
                match num[child] {
                    None => visit_one(child, &mut num, &mut scc_stack, &mut visit),
                    Some(c) => {
                        if top.2 > c {
                            top.2 = c;
                        }
                    }
                }
            }
            let Some((v, _, minv)) = visit.pop() else {
                break;
            };
            if let Some(parent) = visit.last_mut() {
                if parent.2 > minv {
                    parent.2 = minv;
                }
            }
            if Some(minv) != num[v] {
                continue;
            }
            let mut scc = Vec::new();
            while let Some(x) = scc_stack.pop() {
                num[x] = Some(DONE);
                scc.push(x);
                if x == v {
                    break;
                }
            }
            out.push(scc);
        }
        out
    }
}

impl Run<'_, '_> {
    // ----- symbols -----

    pub(super) fn op_handle_name(
        &self,
        root: &Body,
        op: Option<OpRef>,
    ) -> Option<rmlir_ir::OpName> {
        match op {
            None => Some(self.root_name),
            Some(r) => self.tree.body(root, r.body).map(|b| b.op_name(r.op)),
        }
    }

    /// `SymbolTable::getNearestSymbolTable(from)`: `Some(None)` is the root;
    /// `None` past an op that may be an unknown symbol table
    /// ([`maybe_unknown_symbol_table`]).
    pub(super) fn nearest_symbol_table(
        &self,
        root: &Body,
        from: Option<OpRef>,
    ) -> Option<Option<OpRef>> {
        let mut cur = from;
        loop {
            let name = self.op_handle_name(root, cur)?;
            if let Some(r) = cur {
                if maybe_unknown_symbol_table(self.ctx, self.tree.body(root, r.body)?, r.op) {
                    return None;
                }
            }
            if self.ctx.op_traits(name).contains(OpTraits::SYMBOL_TABLE) {
                return Some(cur);
            }
            cur = self.parent_of(root, cur?)?;
        }
    }

    /// The op containing `op` (`Some(None)` for the root op; `None` when
    /// `op`'s body is gone).
    pub(super) fn parent_of(&self, root: &Body, op: OpRef) -> Option<Option<OpRef>> {
        let b = self.tree.body(root, op.body)?;
        Some(self.tree.parent_op(b, op))
    }

    /// `lookupNearestSymbolFrom(from, ref)`.
    pub(super) fn lookup_symbol(
        &mut self,
        root: &Body,
        from: Option<OpRef>,
        sym: Attr,
    ) -> Option<OpRef> {
        let table = self.nearest_symbol_table(root, from)?;
        let tree = &self.tree;
        self.symbols
            .resolve(self.ctx, tree, &|b| tree.body(root, b), table, sym)
    }

    /// The node a call resolves to (`UNKNOWN` when none).
    pub(super) fn resolve_call(&mut self, root: &Body, call: OpRef) -> usize {
        let Some(b) = self.tree.body(root, call.body) else {
            return UNKNOWN;
        };
        let Some(iface) = self.ctx.op_info(b.op_name(call.op)).and_then(|i| i.call) else {
            return UNKNOWN;
        };
        let target = match (iface.callee)(self.ctx, b, call.op) {
            Some(Callee::Symbol(s)) => self.lookup_symbol(root, Some(call), s),
            Some(Callee::Value(v)) => b.defining_op(v).map(|o| OpRef {
                body: call.body,
                op: o,
            }),
            None => None,
        };
        target
            .and_then(|t| self.callable_node(root, t))
            .unwrap_or(UNKNOWN)
    }

    /// The node of a callable op (through its callable region).
    pub(super) fn callable_node(&self, root: &Body, op: OpRef) -> Option<usize> {
        let b = self.tree.body(root, op.body)?;
        let iface = self.ctx.op_info(b.op_name(op.op))?.callable?;
        let r = (iface.region)(self.ctx, b, op.op)?;
        self.graph.lookup_region(op, r)
    }

    // ----- graph construction -----

    pub(super) fn build_graph(&mut self, root: &Body) {
        for resolve in [false, true] {
            let mut parents: Vec<Option<usize>> = Vec::new();
            let mut found: Vec<(OpRef, usize)> = Vec::new();
            let ctx = self.ctx;
            let graph = &mut self.graph;
            let roots = root.root_regions().to_vec();
            walk_tree(
                root,
                &mut self.tree,
                BodyIx::ROOT,
                &roots,
                &mut |b, here, op, ev| {
                    if ev == WalkEvent::Post {
                        parents.pop();
                        return WalkControl::Advance;
                    }
                    let parent = parents.last().copied().flatten();
                    let info = ctx.op_info(b.op_name(op));
                    let r = OpRef { body: here, op };
                    if info.is_some_and(|i| i.call.is_some()) {
                        if let (true, Some(p)) = (resolve, parent) {
                            found.push((r, p));
                        }
                        parents.push(parent);
                        return WalkControl::Skip;
                    }
                    if let Some(c) = info.and_then(|i| i.callable) {
                        let region = (c.region)(ctx, b, op);
                        match region {
                            Some(idx) if b.nested_body(op).is_some() => {
                                let n = match graph.by_op.get(&r) {
                                    Some(&n) => n,
                                    None => {
                                        graph.nodes.push(Node {
                                            op: Some(r),
                                            region: idx,
                                            edges: Vec::new(),
                                        });
                                        let n = graph.nodes.len() - 1;
                                        graph.by_op.insert(r, n);
                                        match parent {
                                            Some(p) => graph.add_edge(p, n, EdgeKind::Child),
                                            None => graph.add_edge(EXTERNAL, n, EdgeKind::Abstract),
                                        }
                                        n
                                    }
                                };
                                parents.push(Some(n));
                                return WalkControl::Advance;
                            }
                            Some(_) => {}
                            None => {
                                parents.push(parent);
                                return WalkControl::Skip;
                            }
                        }
                    }
                    parents.push(parent);
                    WalkControl::Advance
                },
            );
            // Resolve the calls found (in IR order) now that the walk's
            // borrows are over.
            for (call, parent) in found {
                let target = self.resolve_call(root, call);
                self.graph.add_edge(parent, target, EdgeKind::Call);
            }
        }
    }
}
#[cfg(test)]
mod tests {
    use super::*;

    fn graph(edges: &[&[usize]]) -> CallGraph {
        let mut g = CallGraph::default();
        for (i, es) in edges.iter().enumerate() {
            if i >= g.nodes.len() {
                g.nodes.push(Node::default());
            }
            for &t in es.iter() {
                while g.nodes.len() <= t {
                    g.nodes.push(Node::default());
                }
                g.add_edge(i, t, EdgeKind::Call);
            }
        }
        g
    }

    #[test]
    fn sccs_are_bottom_up_in_llvm_order() {
        // external -> 2, 3; 2 -> 3; 3 -> 4; 4 -> 2 (a cycle 2-3-4); 5 alone.
        let g = graph(&[&[2, 5], &[], &[3], &[4], &[2], &[]]);
        let s = g.sccs();
        assert_eq!(s, vec![vec![4, 3, 2], vec![5], vec![0]]);
    }

    #[test]
    fn duplicate_edges_are_merged() {
        let mut g = CallGraph::default();
        g.nodes.push(Node::default());
        g.add_edge(0, 2, EdgeKind::Abstract);
        g.add_edge(0, 2, EdgeKind::Abstract);
        g.add_edge(2, 2, EdgeKind::Call);
        g.add_edge(2, 2, EdgeKind::Call);
        assert_eq!(g.nodes[0].edges.len(), 1);
        assert_eq!(g.nodes[2].edges.len(), 1);
        assert_eq!(g.sccs(), vec![vec![2], vec![0]]);
    }
}
