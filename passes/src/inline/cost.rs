//! The legality and profitability checks that decide whether a call is
//! inlined.
use super::graph::walk_tree;
use super::scc::ResolvedCall;
use super::Run;

use rmlir_ir::registry::OpTraits;
use rmlir_ir::walk::{WalkControl, WalkEvent};
use rmlir_ir::Body;

impl Run<'_, '_> {
    /// MLIR's `Inliner::Impl::shouldInline` with the threshold
    /// profitability of the pass.
    pub(super) fn should_inline(&mut self, root: &Body, it: &ResolvedCall) -> bool {
        let ctx = self.ctx;
        let Some(cb) = self.tree.body(root, it.call.body) else {
            return false;
        };
        if !cb.is_live_op(it.call.op) || cb.op_block(it.call.op).is_none() {
            return false;
        }
        if ctx
            .op_traits(cb.op_name(it.call.op))
            .contains(OpTraits::TERMINATOR)
        {
            return false;
        }
        if self.graph.nodes[it.target]
            .edges
            .iter()
            .any(|&(t, _)| t == it.target || t == it.source)
        {
            return false;
        }
        let Some(target) = self.graph.nodes[it.target].op else {
            return false;
        };
        let Some(target_body) = self.tree.child(target) else {
            return false;
        };
        if self.tree.is_within(it.call.body, target_body) {
            return false; // the call is inside the callee
        }
        let Some(callee_region) = self.node_region(root, it.target) else {
            return false;
        };
        let Some(tb) = self.tree.body(root, target_body) else {
            return false;
        };
        let multi_block = tb.region_blocks(callee_region).nth(1).is_some();
        if multi_block {
            let callable_name = self
                .tree
                .body(root, target.body)
                .map(|b| b.op_name(target.op));
            let parent = self.parent_of(root, it.call).flatten();
            let parent_name = self.op_handle_name(root, parent);
            let same = callable_name.is_some() && callable_name == parent_name;
            let single_block = parent_name.is_some_and(|n| {
                ctx.op_info(n).is_none() || ctx.op_traits(n).contains(OpTraits::SINGLE_BLOCK)
            });
            if !same && single_block {
                return false;
            }
        }
        self.profitable(root, it)
    }

    pub(super) fn node_region(&self, root: &Body, n: usize) -> Option<rmlir_ir::RegionId> {
        let op = self.graph.nodes[n].op?;
        let b = self.tree.body(root, self.tree.child(op)?)?;
        b.root_regions().get(self.graph.nodes[n].region).copied()
    }

    pub(super) fn profitable(&mut self, root: &Body, it: &ResolvedCall) -> bool {
        let threshold = self.pass.threshold;
        if threshold == 0 {
            return false;
        }
        if threshold == u32::MAX {
            return true;
        }
        let caller_ops = self.count_ops(root, it.source);
        if caller_ops == 0 {
            return true;
        }
        let ratio = self.count_ops(root, it.target).wrapping_mul(100) / caller_ops;
        ratio <= threshold
    }

    /// The number of ops in the callable region of node `n`, nested ones
    /// included.
    pub(super) fn count_ops(&mut self, root: &Body, n: usize) -> u32 {
        let Some(op) = self.graph.nodes[n].op else {
            return 0;
        };
        let Some(region) = self.node_region(root, n) else {
            return 0;
        };
        let inner = self.tree.add(op);
        let mut c = 0u32;
        walk_tree(
            root,
            &mut self.tree,
            inner,
            &[region],
            &mut |_, _, _, ev| {
                if ev == WalkEvent::Pre {
                    c = c.wrapping_add(1);
                }
                WalkControl::Advance
            },
        );
        c
    }
}
